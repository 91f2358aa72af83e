// Atomic chess rules one by one (docs/rules/atomic-chess.md): chess FEN and
// UCI move text on the 8x8 board, explosions, king rules, connected kings,
// castling, en passant, promotion, game end, a blast win found by the
// search, and the protocol's `atomic` name rule.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>

#include "atomic_chess_test_util.h"
#include "pili/engine/engine.h"
#include "pili/protocol/protocol.h"
#include "pili/record/pgn.h"
#include "pili/rules/atomic_chess.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"

using namespace pili;
using AC = AtomicChess;
using CPos = chess::Position;

namespace {

CPos pos_of(const std::string& fen) { return atomic_chess_position(fen); }

std::set<std::string> moves_of(const CPos& pos) {
  MoveList list;
  AC::generate<LEGAL>(pos, list);
  std::set<std::string> out;
  for (Move m : list) out.insert(AC::move_text(m));
  return out;
}

bool has(const std::set<std::string>& s, const std::string& m) { return s.count(m) > 0; }

CPos after(const std::string& fen, const std::vector<std::string>& moves) {
  CPos pos = pos_of(fen);
  std::string err;
  EXPECT_TRUE(play_moves<AC>(pos, moves, err)) << err;
  return pos;
}

}  // namespace

TEST(AtomicChessBoard, FenRoundTripAndErrors) {
  for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                          "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 30", "8/8/8/8/8/8/2k5/rR4KR w KQ - 3 7"}) {
    CPos pos = pos_of(fen);
    EXPECT_EQ(pos.fen(), fen);
    EXPECT_EQ(pos.key(), pos.compute_key());
  }
  // EPD without counters; an en-passant square no pawn can use is dropped.
  EXPECT_EQ(pos_of("4k3/8/8/8/4P3/8/8/4K3 b - e3").fen(), "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
  CPos pos;
  std::string err;
  for (const char* bad : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",   // 7 ranks
                          "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                          "4k3/8/8/8/8/8/8/4K3 x - - 0 1", "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
                          "4k3/8/8/8/8/8/8/3K4 w - e9 0 1", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
                          "8/8/8/8/8/8/8/4K3 w - - 0 1" /* Black, not to move, has no king */}) {
    err.clear();
    EXPECT_FALSE(set_position<AC>(pos, bad, err)) << bad;
    EXPECT_FALSE(err.empty()) << bad;
  }
  EXPECT_EQ(pos.fen(), CPos::START_FEN);  // unchanged by the failures
}

TEST(AtomicChessBoard, UciMoveText) {
  CPos pos = pos_of("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1");
  auto m = moves_of(pos);
  EXPECT_TRUE(has(m, "e1g1") && has(m, "e1c1"));  // castling as the king's step
  EXPECT_TRUE(has(m, "b7b8q") && has(m, "b7a8n"));
  Move castle = find_legal_move<AC>(pos, "e1h1");  // king takes rook is accepted too
  ASSERT_TRUE(castle.is_ok());
  EXPECT_EQ(AC::move_text(castle), "e1g1");
  EXPECT_FALSE(find_legal_move<AC>(pos, "E1G1").is_ok());
  // Chess960 placement: king g1, rook b1: printed king takes rook.
  EXPECT_TRUE(has(moves_of(pos_of("8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1")), "g1b1"));
}

TEST(AtomicChessRules, BlastRemovesNeighboursButPawns) {
  // Nxd5 explodes d5: the knight, the captured pawn, the bishop on c6 and
  // the rook on e6; the pawns on c4 and e4 survive.
  CPos pos = after("4k3/8/2b1r3/3p4/2P1P3/4N3/8/4K3 w - - 0 1", {"e3d5"});
  EXPECT_EQ(pos.fen(), "4k3/8/8/8/2P1P3/8/8/4K3 b - - 0 1");
}

TEST(AtomicChessRules, KingsNeverCaptureAndSelfBlastIsIllegal) {
  // The king next to an enemy knight may not take it.
  EXPECT_FALSE(has(moves_of(pos_of("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1")), "e1d2"));
  // Rxd2 would explode the own king on e1.
  EXPECT_FALSE(has(moves_of(pos_of("k7/8/8/8/8/8/3n4/3RK3 w - - 0 1")), "d1d2"));
}

TEST(AtomicChessRules, ExplodingTheEnemyKingWinsEvenInCheck) {
  // White is in check from the rook on a1, yet Qxd7 blasts the king on e8.
  CPos pos = pos_of("4k3/3p4/8/8/Q7/8/8/r3K3 w - - 0 1");
  ASSERT_TRUE(AC::in_check(pos));
  ASSERT_TRUE(has(moves_of(pos), "a4d7"));
  pos = after("4k3/3p4/8/8/Q7/8/8/r3K3 w - - 0 1", {"a4d7"});
  EXPECT_TRUE(AC::king_lost(pos));
  EXPECT_EQ(AC::count_legal(pos), 0u);
  EXPECT_EQ(AC::adjudicate(pos).outcome, Outcome::RedWins);
  EXPECT_EQ(AC::adjudicate(pos).reason, "king exploded");
}

TEST(AtomicChessRules, ConnectedKingsGiveNoCheck) {
  // The queen attacks e2 but the kings touch: no check, and the king may
  // step onto attacked squares next to the enemy king.
  CPos pos = pos_of("8/8/8/8/8/3k4/4K2q/8 w - - 0 1");
  EXPECT_FALSE(AC::in_check(pos));
  auto m = moves_of(pos);
  EXPECT_TRUE(has(m, "e2d2"));   // attacked by the queen, but touches d3
  EXPECT_FALSE(has(m, "e2f2"));  // attacked and not touching the black king
  // Without the touching king the same queen gives check.
  EXPECT_TRUE(AC::in_check(pos_of("8/8/8/8/8/8/4K2q/k7 w - - 0 1")));
}

TEST(AtomicChessRules, EnPassantBlastsTheLandingSquare) {
  // exd6 e.p.: the blast centres on d6 and removes the knight on c7; the
  // captured pawn on d5 goes too.
  CPos pos = after("4k3/2n5/8/3pP3/8/8/8/4K3 w - d6 0 1", {"e5d6"});
  EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(AtomicChessRules, PromotingCaptureExplodesThePromotedPiece) {
  CPos pos = after("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", {"a7b8q"});
  EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  pos = after("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", {"a7a8n"});
  EXPECT_EQ(pos.fen(), "N3k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(AtomicChessRules, CastlingThroughAttackAndLostRights) {
  // f1 attacked by the bishop on c4: no short castling; long is fine.
  auto m = moves_of(pos_of("4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1"));
  EXPECT_FALSE(has(m, "e1g1"));
  EXPECT_TRUE(has(m, "e1c1"));
  // A blast that removes the h1 rook takes the right with it.
  CPos pos = after("4k3/8/8/8/8/8/6p1/R3K1NR b KQ - 0 1", {"g2h1q"});
  EXPECT_EQ(pos.castling_rights() & chess::castling_bit(chess::WHITE_OO), 0);
  EXPECT_NE(pos.castling_rights() & chess::castling_bit(chess::WHITE_OOO), 0);
}

TEST(AtomicChessRules, GameEnd) {
  // The back-rank mate; stalemate; bare kings and a lone knight cannot win.
  EXPECT_EQ(AC::adjudicate(pos_of("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")).reason, "checkmate");
  EXPECT_EQ(AC::adjudicate(pos_of("k7/8/1Q6/8/8/8/8/7K b - - 0 1")).reason, "stalemate");
  EXPECT_EQ(AC::adjudicate(pos_of("7k/8/8/8/8/8/8/K7 w - - 0 1")).reason, "insufficient material");
  EXPECT_EQ(AC::adjudicate(pos_of("7k/8/8/8/8/8/8/KN6 w - - 0 1")).reason, "insufficient material");
  EXPECT_EQ(AC::adjudicate(pos_of("7k/8/8/8/8/8/8/KQ6 w - - 0 1")).outcome, Outcome::Ongoing);
  EXPECT_EQ(AC::adjudicate(pos_of("7k/8/8/8/8/8/8/KR5n w - - 99 80")).outcome, Outcome::Ongoing);
  CPos fifty = after("7k/8/8/8/8/8/8/KR5n w - - 99 80", {"b1b2"});
  EXPECT_EQ(AC::adjudicate(fifty).reason, "50-move rule");
  CPos rep = after(CPos::START_FEN, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"});
  EXPECT_EQ(AC::adjudicate(rep).reason, "repetition");
  EXPECT_EQ(AC::adjudicate(rep).outcome, Outcome::Draw);
}

TEST(AtomicChessEngine, SearchFindsTheBlastWin) {
  Engine e;
  std::string err;
  ASSERT_TRUE(e.set_variant("atomic-chess", err)) << err;
  ASSERT_TRUE(e.set_position("4k3/3p4/8/8/Q7/8/8/r3K3 w - - 0 1", {}, err)) << err;
  SearchLimits limits;
  limits.depth = 3;
  std::string best;
  e.go(limits, nullptr, [&](const SearchResult& r) { best = r.bestMove; });
  e.wait();
  EXPECT_EQ(best, "a4d7");
  EXPECT_EQ(e.fen(), "4k3/3p4/8/8/Q7/8/8/r3K3 w - - 0 1");
  EXPECT_EQ(e.legal_moves().size(), size_t(AC::count_legal(pos_of(e.fen()))));
}

TEST(AtomicChessEngine, StalemateIsADrawNotAWin) {
  // Qg6 stalemates the lone king: a draw in chess, while the xiangqi boards'
  // rule (no move loses) would make it the best move, scored as mate.
  Engine e;
  std::string err;
  ASSERT_TRUE(e.set_variant("atomic-chess", err)) << err;
  ASSERT_TRUE(e.set_position("7k/8/8/5Q2/8/8/8/2K5 w - - 0 1", {}, err)) << err;
  CPos after = pos_of("7k/8/6Q1/8/8/8/8/2K5 b - - 1 1");
  ASSERT_EQ(AC::count_legal(after), 0);
  ASSERT_FALSE(AC::in_check(after));
  SearchLimits limits;
  limits.depth = 4;
  std::string best;
  e.go(limits, nullptr, [&](const SearchResult& r) { best = r.bestMove; });
  e.wait();
  EXPECT_NE(best, "");
  EXPECT_NE(best, "f5g6");
}

TEST(AtomicChessProtocol, AtomicNameFollowsTheFen) {
  auto api = std::make_unique<Engine>();
  std::vector<std::string> lines;
  protocol::LineOutput out{[&](const std::string& s) { lines.push_back(s); }};
  protocol::Protocol proto{*api, out};
  proto.handle_line("uci");
  proto.handle_line("setoption name UCI_Variant value atomic");
  EXPECT_EQ(api->variant(), Variant::Atomic);
  // A chess FEN under `atomic` (uci2wb after xboard's `variant atomic`).
  proto.handle_line("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4");
  EXPECT_EQ(api->variant(), Variant::AtomicChess);
  EXPECT_EQ(api->fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  // A bad FEN leaves everything as it was.
  lines.clear();
  proto.handle_line("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves z9z9");
  EXPECT_FALSE(lines.empty());
  EXPECT_EQ(api->variant(), Variant::AtomicChess);
  EXPECT_EQ(api->fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  // A xiangqi FEN under `atomic` is Atomic Xiangqi again.
  proto.handle_line("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  EXPECT_EQ(api->variant(), Variant::Atomic);
  // Under the explicit name a xiangqi FEN is an error, not a switch.
  proto.handle_line("setoption name UCI_Variant value atomic-chess");
  proto.handle_line("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  EXPECT_EQ(api->variant(), Variant::AtomicChess);
  // Other variants never switch.
  proto.handle_line("setoption name UCI_Variant value xiangqi");
  proto.handle_line("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_EQ(api->variant(), Variant::Xiangqi);
}

namespace {

// A UCI session with `UCI_Variant atomic` selected.
struct AtomicSession {
  std::unique_ptr<EngineApi> api = std::make_unique<Engine>();
  std::vector<std::string> lines;
  protocol::LineOutput out{[this](const std::string& s) { lines.push_back(s); }};
  protocol::Protocol proto{*api, out};
  explicit AtomicSession(const char* hello = "uci") {
    proto.handle_line(hello);
    proto.handle_line(std::string(hello) == "ucci" ? "setoption variant atomic" : "setoption name UCI_Variant value atomic");
    lines.clear();
  }
  Variant after(const std::string& line) {
    proto.handle_line(line);
    return api->variant();
  }
};

const char* XQ_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

}  // namespace

// `position startpos` under `atomic` (docs/protocol.md): uci2wb's empty
// `moves`, moves legal on one board only and the session's earlier
// evidence pick atomic chess; without any, Atomic Xiangqi stays.
TEST(AtomicChessProtocol, StartposUnderAtomic) {
  EXPECT_EQ(AtomicSession().after("position startpos"), Variant::Atomic);
  EXPECT_EQ(AtomicSession().after("position startpos moves h2e2"), Variant::Atomic);
  // Legal on both boards (a cannon step, a pawn step): the default stays.
  EXPECT_EQ(AtomicSession().after("position startpos moves b2b3"), Variant::Atomic);
  {
    AtomicSession s;  // xboard through uci2wb, Pili playing White
    EXPECT_EQ(s.after("position startpos moves"), Variant::AtomicChess);
    EXPECT_EQ(s.api->fen(), AC::START_FEN);
  }
  {
    AtomicSession s;  // Pili playing Black: White's chess move decides
    EXPECT_EQ(s.after("position startpos moves e2e4"), Variant::AtomicChess);
    EXPECT_EQ(s.api->fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_TRUE(s.lines.empty());
    // The next game selects `atomic` again; the session remembers chess.
    s.after("setoption name UCI_Variant value atomic");
    EXPECT_EQ(s.after("position startpos"), Variant::AtomicChess);
    EXPECT_EQ(s.after("position startpos moves b2b3"), Variant::AtomicChess);
    // A bad move changes nothing.
    s.lines.clear();
    EXPECT_EQ(s.after("position startpos moves z1z2"), Variant::AtomicChess);
    EXPECT_EQ(s.lines.size(), 1u);
    EXPECT_EQ(s.api->fen(), "rnbqkbnr/pppppppp/8/8/8/1P6/P1PPPPPP/RNBQKBNR b KQkq - 0 1");
    // Xiangqi-only moves switch back, and are remembered in turn.
    EXPECT_EQ(s.after("position startpos moves h2e2 h9g7"), Variant::Atomic);
    EXPECT_EQ(s.after("position startpos"), Variant::Atomic);
  }
  {
    AtomicSession s;  // a chess FEN earlier in the session
    EXPECT_EQ(s.after(std::string("position fen ") + AC::START_FEN), Variant::AtomicChess);
    s.after("setoption name UCI_Variant value atomic");
    EXPECT_EQ(s.after("position startpos"), Variant::AtomicChess);
    EXPECT_EQ(s.after(std::string("position fen ") + XQ_START), Variant::Atomic);
    EXPECT_EQ(s.after("position startpos"), Variant::Atomic);
  }
  {
    AtomicSession s;  // a chess GUI's `UCI_Variant chess` (refused: Pili plays no plain chess)
    s.proto.handle_line("setoption name UCI_Variant value chess");
    EXPECT_EQ(s.lines.size(), 1u);
    EXPECT_EQ(s.after("setoption name UCI_Variant value atomic"), Variant::Atomic);
    EXPECT_EQ(s.after("position startpos"), Variant::AtomicChess);
  }
  // UCCI and the other names never switch.
  EXPECT_EQ(AtomicSession("ucci").after("position startpos moves"), Variant::Atomic);
  EXPECT_EQ(AtomicSession("ucci").after("position startpos moves e2e4"), Variant::Atomic);
  AtomicSession x;
  x.after("setoption name UCI_Variant value xiangqi");
  EXPECT_EQ(x.after("position startpos moves"), Variant::Xiangqi);
  EXPECT_EQ(x.after("position startpos moves e2e4"), Variant::Xiangqi);
}

TEST(AtomicChessProtocol, UcciRefusesAtomicChess) {
  auto api = std::make_unique<Engine>();
  std::vector<std::string> lines;
  protocol::LineOutput out{[&](const std::string& s) { lines.push_back(s); }};
  protocol::Protocol proto{*api, out};
  proto.handle_line("ucci");
  proto.handle_line("setoption variant atomic-chess");
  EXPECT_EQ(api->variant(), Variant::Xiangqi);
  proto.handle_line("setoption variant atomic");
  proto.handle_line("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_EQ(api->variant(), Variant::Atomic);  // UCCI: no switch to the 8x8 board
}

TEST(AtomicChessMatch, PgnVariantTagIsAtomic) {
  pili::record::GameRecord r;
  r.variant = "atomic-chess";
  r.fen = CPos::START_FEN;
  r.standardStart = true;
  r.moves = {"e2e4", "e7e5"};
  std::string pgn = pili::record::write_pgn(r);
  EXPECT_NE(pgn.find("[Variant \"Atomic\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("1. e4 e5"), std::string::npos) << pgn;  // SAN, as chess tools write it
}

TEST(AtomicChessRules, VerdictTextsNameWhiteAndBlack) {
  EXPECT_EQ(Verdict(Outcome::RedWins, "checkmate").text(true), "White mates");
  EXPECT_EQ(Verdict(Outcome::BlackWins, "king exploded", RED).text(true), "White loses by king exploded");
  EXPECT_EQ(Verdict(Outcome::RedWins, "king exploded", BLACK).text(true), "Black loses by king exploded");
  EXPECT_EQ(Verdict(Outcome::RedWins, "checkmate").text(), "Red mates");  // the xiangqi boards
}

TEST(AtomicChessRules, HugeCountersReadBackAfterEveryMove) {
  // Found by the achess_position fuzzer: a halfmove clock of 10000 was
  // accepted, 10001 after a quiet move was written and then refused.
  for (const char* fen : {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 10000 100000",
                          "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 999999999 999999999"}) {
    CPos pos = pos_of(fen);
    typename AC::MoveList list;
    AC::generate<LEGAL>(pos, list);
    ASSERT_FALSE(list.empty()) << fen;
    for (auto m : list) {
      AC::do_move(pos, m);
      std::string after = pos.fen();
      EXPECT_EQ(pos_of(after).fen(), after);
      AC::undo_move(pos, m);
    }
  }
}
