// SAN for atomic chess (include/pili/rules/atomic_chess_san.h): output with
// disambiguation, castling, promotion, en passant and the `+` / `#`
// suffixes of atomic chess; input that rejects illegal and ambiguous
// moves; and a round trip over every legal move of random games.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>

#include "atomic_chess_test_util.h"
#include "pili/rules/atomic_chess_san.h"
#include "pili/rules/game.h"

using namespace pili;
using AC = AtomicChess;
using CPos = chess::Position;

namespace {

CPos pos_of(const std::string& fen) { return atomic_chess_position(fen); }

// SAN of the legal move written in UCI as `uci`.
std::string san_of(const std::string& fen, const std::string& uci) {
  CPos pos = pos_of(fen);
  Move m = find_legal_move<AC>(pos, uci);
  EXPECT_TRUE(m.is_ok()) << uci << " in " << fen;
  return m.is_ok() ? chess::move_to_san(pos, m) : "";
}

// UCI of the move `san` names, or "" (err says why).
std::string uci_of(const std::string& fen, const std::string& san, std::string* why = nullptr) {
  CPos pos = pos_of(fen);
  std::string err;
  Move m = chess::parse_san(pos, san, err);
  if (why) *why = err;
  return m.is_ok() ? AC::move_text(m) : "";
}

const std::string START = AC::START_FEN;
const std::string KNIGHTS = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
const std::string ROOKS_FILE = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
const std::string ROOKS_RANK = "4k3/8/8/8/8/8/6K1/R4R2 w - - 0 1";
const std::string QUEENS = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
const std::string PROMOTE = "3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1";
const std::string EN_PASSANT = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
const std::string CASTLE = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

}  // namespace

TEST(AtomicChessSan, PlainMoves) {
  EXPECT_EQ(san_of(START, "g1f3"), "Nf3");
  EXPECT_EQ(san_of(START, "e2e4"), "e4");
  EXPECT_EQ(san_of(START, "e2e3"), "e3");
  EXPECT_EQ(uci_of(START, "Nf3"), "g1f3");
  EXPECT_EQ(uci_of(START, "e4"), "e2e4");
  EXPECT_EQ(uci_of(START, "Nc3!?"), "b1c3");  // annotation suffixes are ignored
  EXPECT_EQ(uci_of(START, "b1c3"), "b1c3");   // UCI is read too
  EXPECT_EQ(uci_of(START, "Pe4"), "e2e4");
}

TEST(AtomicChessSan, Disambiguation) {
  EXPECT_EQ(san_of(KNIGHTS, "b1d2"), "Nbd2");
  EXPECT_EQ(san_of(KNIGHTS, "f3d2"), "Nfd2");
  EXPECT_EQ(san_of(KNIGHTS, "f3e5"), "Ne5");  // only one knight reaches e5
  EXPECT_EQ(san_of(ROOKS_FILE, "a1a3"), "R1a3");
  EXPECT_EQ(san_of(ROOKS_FILE, "a5a3"), "R5a3");
  EXPECT_EQ(san_of(ROOKS_FILE, "a1d1"), "Rd1");
  EXPECT_EQ(san_of(ROOKS_RANK, "a1d1"), "Rad1");
  EXPECT_EQ(san_of(ROOKS_RANK, "f1d1"), "Rfd1");
  // Three queens reach b2: a1 shares a file and a rank with the others.
  EXPECT_EQ(san_of(QUEENS, "a1b2"), "Qa1b2");
  EXPECT_EQ(san_of(QUEENS, "a3b2"), "Q3b2");
  EXPECT_EQ(san_of(QUEENS, "c1b2"), "Qcb2");
  for (auto [fen, uci] : std::vector<std::pair<std::string, std::string>>{
           {KNIGHTS, "b1d2"}, {KNIGHTS, "f3d2"}, {ROOKS_FILE, "a5a3"}, {ROOKS_RANK, "f1d1"},
           {QUEENS, "a1b2"}, {QUEENS, "a3b2"}, {QUEENS, "c1b2"}})
    EXPECT_EQ(uci_of(fen, san_of(fen, uci)), uci);
  EXPECT_EQ(uci_of(KNIGHTS, "N1d2"), "b1d2");  // a rank is enough here too
}

TEST(AtomicChessSan, RejectsAmbiguousAndIllegal) {
  std::string why;
  EXPECT_EQ(uci_of(KNIGHTS, "Nd2", &why), "");
  EXPECT_NE(why.find("ambiguous"), std::string::npos) << why;
  EXPECT_EQ(uci_of(ROOKS_FILE, "Ra3", &why), "");
  EXPECT_NE(why.find("ambiguous"), std::string::npos) << why;
  EXPECT_EQ(uci_of(QUEENS, "Qab2", &why), "");  // a1 and a3 both
  EXPECT_EQ(uci_of(START, "Nf6", &why), "");
  EXPECT_NE(why.find("not a legal move"), std::string::npos) << why;
  for (const char* bad : {"e5", "exd5", "Ke2", "Nxf3", "O-O", "O-O-O", "Bb5", "e9", "Zf3", "", "x", "+", "Nf3e5",
                          "e2e5", "a1a1", "Qd1d2"})
    EXPECT_EQ(uci_of(START, bad), "") << bad;
  EXPECT_EQ(uci_of(KNIGHTS, "Kxd2"), "");   // kings never capture (and d2 is empty)
  EXPECT_EQ(uci_of(KNIGHTS, "Nxe5"), "");   // a capture mark on a quiet move
  EXPECT_EQ(uci_of(PROMOTE, "e8"), "");     // a promotion must name its piece
  EXPECT_EQ(uci_of(PROMOTE, "e8=K"), "");
  EXPECT_EQ(uci_of(PROMOTE, "e8=P"), "");
  EXPECT_EQ(uci_of(EN_PASSANT, "e6=Q"), "");  // not on the last rank
}

TEST(AtomicChessSan, PromotionEnPassantCastling) {
  EXPECT_EQ(san_of(PROMOTE, "e7e8q"), "e8=Q");
  EXPECT_EQ(san_of(PROMOTE, "e7e8n"), "e8=N");
  EXPECT_EQ(san_of(PROMOTE, "e7d8q"), "exd8=Q");  // the blast takes the new queen too
  EXPECT_EQ(uci_of(PROMOTE, "e8=Q"), "e7e8q");
  EXPECT_EQ(uci_of(PROMOTE, "e8Q"), "e7e8q");
  EXPECT_EQ(uci_of(PROMOTE, "e8=r"), "e7e8r");
  EXPECT_EQ(uci_of(PROMOTE, "exd8=B"), "e7d8b");
  EXPECT_EQ(san_of(EN_PASSANT, "e5d6"), "exd6");
  EXPECT_EQ(san_of(EN_PASSANT, "e5e6"), "e6");
  EXPECT_EQ(uci_of(EN_PASSANT, "exd6"), "e5d6");
  EXPECT_EQ(san_of(CASTLE, "e1g1"), "O-O");
  EXPECT_EQ(san_of(CASTLE, "e1c1"), "O-O-O");
  EXPECT_EQ(uci_of(CASTLE, "O-O"), "e1g1");
  EXPECT_EQ(uci_of(CASTLE, "0-0-0"), "e1c1");
  EXPECT_EQ(uci_of(CASTLE, "e1h1"), "e1g1");  // king takes rook (UCI_Chess960 form)
  EXPECT_EQ(uci_of("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O"), "");  // no right
}

TEST(AtomicChessSan, CheckMateAndExplosionSuffixes) {
  EXPECT_EQ(san_of("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8+");
  EXPECT_EQ(san_of("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"), "Ra8#");  // back-rank mate
  // Exploding the enemy king wins at once: `#`, as lichess and python-chess write it.
  EXPECT_EQ(san_of("4k3/3p4/8/8/Q7/8/8/r3K3 w - - 0 1", "a4d7"), "Qxd7#");
  // While the kings touch there is no check.
  EXPECT_EQ(san_of("8/8/8/8/8/3k4/8/R3K3 w - - 0 1", "e1e2"), "Ke2");
  EXPECT_EQ(san_of("8/8/8/8/8/3k4/8/R3K3 w - - 0 1", "a1a3"), "Ra3+");
  EXPECT_EQ(uci_of("4k3/3p4/8/8/Q7/8/8/r3K3 w - - 0 1", "Qxd7#"), "a4d7");
  EXPECT_EQ(uci_of("4k3/3p4/8/8/Q7/8/8/r3K3 w - - 0 1", "Qxd7"), "a4d7");  // suffix optional
}

// Every legal move of random games: its SAN is unique among the legal moves
// and reads back as the same move; UCI -> SAN -> UCI over whole games.
TEST(AtomicChessSan, RoundTripOverRandomGames) {
  std::mt19937_64 rng(12);
  const std::vector<std::string> starts = {START, CASTLE, PROMOTE, KNIGHTS, QUEENS,
                                           "r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PpPBBPPP/R3K2R w KQkq - 0 1"};
  int checked = 0;
  for (int game = 0; game < 60; ++game) {
    const std::string& fen = starts[size_t(game) % starts.size()];
    CPos pos = pos_of(fen);
    std::vector<std::string> uci;
    for (int ply = 0; ply < 120; ++ply) {
      MoveList list;
      AC::generate<LEGAL>(pos, list);
      if (list.size() == 0) break;
      std::map<std::string, Move> seen;
      for (Move m : list) {
        std::string san = chess::move_to_san(pos, m), err;
        EXPECT_TRUE(seen.emplace(san, m).second) << "two moves write " << san << " in " << pos.fen();
        Move back = chess::parse_san(pos, san, err);
        EXPECT_EQ(back, m) << san << " in " << pos.fen() << ": " << err;
        ++checked;
      }
      Move m = list[size_t(rng() % uint64_t(list.size()))];
      uci.push_back(AC::move_text(m));
      AC::do_move(pos, m);
    }
    std::vector<std::string> san, again;
    std::string err;
    ASSERT_TRUE(chess::line_to_san(fen, uci, san, err)) << err;
    ASSERT_TRUE(chess::line_to_uci(fen, san, again, err)) << err;
    EXPECT_EQ(again, uci);
  }
  EXPECT_GT(checked, 10000);
}

TEST(AtomicChessSan, LineStopsAtTheFirstBadMove) {
  std::vector<std::string> out;
  std::string err;
  EXPECT_FALSE(chess::line_to_uci(START, {"e4", "e5", "Nf3", "Nf3", "Nc3"}, out, err));
  EXPECT_EQ(out, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));
  EXPECT_NE(err.find("move 4"), std::string::npos) << err;
  // No move after the king exploded.
  EXPECT_FALSE(chess::line_to_uci("4k3/3p4/8/8/Q7/8/8/r3K3 w - - 0 1", {"Qxd7", "Kf7"}, out, err));
  EXPECT_FALSE(chess::line_to_san("not a fen", {}, out, err));
}

// Found by tests/fuzz/achess_position_fuzz.cpp: a NUL byte in the placement
// was read as a piece (the terminator of the piece-letter table).
TEST(AtomicChessSan, FenRefusesNulAsAPiece) {
  CPos pos;
  std::string err;
  static const char text[] = "4k3/3p\0" "3/8/8/8/8/8/4K3 w - d6 0 1";
  std::string fen(text, sizeof text - 1);
  EXPECT_FALSE(set_position<AC>(pos, fen, err));
  EXPECT_FALSE(err.empty());
  EXPECT_EQ(chess::char_to_piece('\0'), chess::NO_PIECE);
}
