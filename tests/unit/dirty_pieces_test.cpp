// StateInfo::dirty (core/dirty_pieces.h) on seeded random games of every
// variant: after each move, the list applied in order to a copy of the board
// before it (mailbox and Meng's Tris layer) must give the board after it,
// each change finding the board as it says (a piece leaves where it stood,
// lands on a free point); undo restores the board. Every legal move of every
// position reached is checked, and the games are counted by kind of move so
// that blasts, drops, air-drops, stacks, separations, castling, en passant,
// promotions and null moves are known to have been covered.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <type_traits>

#include "pili/rules/variant.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

template <class R>
constexpr bool CHESS = std::is_same_v<typename R::Position, chess::Position>;
template <class R>
constexpr int SQUARES = CHESS<R> ? 64 : 90;

// The board as the list describes it: a piece code per point, and Meng's
// Tris layer (DIRTY_TRIS_RED + colour, 0 where none).
template <class R>
struct Board {
  std::array<uint8_t, SQUARES<R>> piece{}, tris{};
  bool operator==(const Board&) const = default;
};

template <class R>
Board<R> board_of(const typename R::Position& pos) {
  Board<R> b;
  for (int s = 0; s < SQUARES<R>; ++s) {
    b.piece[s] = uint8_t(pos.piece_on(Square(s)));
    if constexpr (R::HAS_TRIS)
      b.tris[s] = test(pos.tris(RED), Square(s))     ? DIRTY_TRIS_RED
                  : test(pos.tris(BLACK), Square(s)) ? DIRTY_TRIS_BLACK
                                                     : 0;
  }
  return b;
}

template <class R>
int piece_count(const Board<R>& b) {
  int n = 0;
  for (uint8_t p : b.piece) n += p != 0;
  return n;
}

// Applies the list to `b`; returns what was wrong with it ("" if nothing).
template <class R>
std::string apply(Board<R>& b, const DirtyPieces& dirty) {
  if (dirty.count > DirtyPieces::MAX) return "count above MAX";
  for (int i = 0; i < dirty.count; ++i) {
    const DirtyPiece& d = dirty.list[i];
    std::string at = "entry " + std::to_string(i) + ": ";
    bool isTris = d.piece == DIRTY_TRIS_RED || d.piece == DIRTY_TRIS_BLACK;
    // Piece codes: colour << 3 | type on the 8x8 board, type << 1 | colour on 90 points.
    int type = CHESS<R> ? d.piece & 7 : d.piece >> 1, maxType = CHESS<R> ? 6 : PIECE_TYPE_NB - 1;
    if (isTris ? !R::HAS_TRIS : (d.piece >= (CHESS<R> ? 16 : PIECE_NB) || type < 1 || type > maxType)) return at + "bad piece code";
    if (d.from == DIRTY_NONE && d.to == DIRTY_NONE) return at + "neither from nor to";
    auto& layer = isTris ? b.tris : b.piece;
    if (d.from != DIRTY_NONE) {
      if (d.from >= SQUARES<R> || layer[d.from] != d.piece) return at + "piece not on from";
      layer[d.from] = 0;
    }
    if (d.to != DIRTY_NONE) {
      if (d.to >= SQUARES<R> || layer[d.to] != 0) return at + "to not free";
      layer[d.to] = d.piece;
    }
  }
  return "";
}

using Counts = std::map<std::string, int>;

// The kinds of move the games must reach, read from the board before the
// move (`b`), the board after it (`a`) and the move.
template <class R>
void count_kinds(const typename R::Position& pos, const Board<R>& b, const Board<R>& a, Move m, Counts& n) {
  ++n["moves"];
  int gone = piece_count<R>(b) - piece_count<R>(a);
  if constexpr (CHESS<R>) {
    using namespace chess;
    MoveKind k = m.kind();
    if (k == MK_CASTLING) {
      ++n["castling"];
      int index = (pos.side_to_move() == WHITE ? 0 : 2) + (extra_sq(m) < from_sq(m) ? 1 : 0);
      if (to_sq(m) == extra_sq(m) || castling_rook_to(index) == from_sq(m)) ++n["castling, shared squares"];
    }
    if (k == MK_EN_PASSANT) ++n["en passant"];
    if (k == MK_PROMOTION) ++n[b.piece[m.to()] ? "promotion, capture" : "promotion"];
  } else if constexpr (R::HAS_TRIS) {
    Color us = pos.side_to_move();
    uint8_t own = uint8_t(DIRTY_TRIS_RED + us);
    Square from = m.from(), to = m.to();
    switch (m.kind()) {
      case MK_DROP: ++n["drop"]; break;
      case MK_AIRDROP: ++n["air-drop"]; break;
      case MK_SPLIT_TRIS: ++n["separation, Tris leaves"]; break;
      case MK_SPLIT_PIECE: ++n["separation, piece leaves"]; break;
      default:
        if (!b.piece[from]) ++n["Tris move"];
        else if (b.tris[from]) ++n["stack move"];
        if (b.piece[from] && !b.piece[to] && b.tris[to] == own) ++n["combination"];
        break;
    }
    if (b.piece[to] && b.tris[to] && m.kind() != MK_DROP) ++n["stack taken"];
  }
  if (gone > 0) ++n["capture"];
  if (R::BLASTS && gone >= 3) ++n["blast"];
}

// Every legal move of `pos`: the list gives the new board; undo restores
// board and key. Null moves too, when the side to move is not in check.
template <class R>
void check_children(typename R::Position& pos, const typename R::MoveList& list, Counts& n) {
  const Board<R> before = board_of<R>(pos);
  const uint64_t key = pos.key();
  for (Move m : list) {
    R::do_move(pos, m);
    Board<R> expect = before;
    std::string err = apply<R>(expect, pos.st().dirty);
    Board<R> after = board_of<R>(pos);
    R::undo_move(pos, m);
    EXPECT_EQ(err, "") << pos.fen(R::MENG_FEN) << " " << move_text<R>(m);
    EXPECT_TRUE(expect == after) << pos.fen(R::MENG_FEN) << " " << move_text<R>(m);
    EXPECT_TRUE(board_of<R>(pos) == before && pos.key() == key) << "undo " << move_text<R>(m);
    count_kinds<R>(pos, before, after, m, n);
    if (::testing::Test::HasFailure()) return;
  }
  if (R::in_check(pos)) return;
  R::do_null_move(pos);
  EXPECT_EQ(pos.st().dirty.count, 0) << pos.fen(R::MENG_FEN);
  EXPECT_TRUE(board_of<R>(pos) == before);
  R::undo_null_move(pos);
  EXPECT_TRUE(board_of<R>(pos) == before && pos.key() == key);
  ++n["null move"];
}

// Seeded random games from each start; at each ply every legal move is
// checked, then one is played (a null move now and then). The game is
// taken back at the end, each undo restoring the FEN seen before the move.
template <class R>
Counts play(const std::vector<std::string>& starts, int plies, unsigned seed) {
  std::mt19937 rng(seed);
  Counts n;
  for (const std::string& fen : starts) {
    typename R::Position pos;
    std::string err;
    EXPECT_TRUE(set_position<R>(pos, fen, err)) << fen << ": " << err;
    std::vector<std::pair<Move, std::string>> played;  // none(): a null move
    for (int ply = 0; ply < plies && !R::king_lost(pos); ++ply) {
      typename R::MoveList list;
      R::template generate<LEGAL>(pos, list);
      if (list.size() == 0) break;
      check_children<R>(pos, list, n);
      if (::testing::Test::HasFailure()) return n;
      played.emplace_back(Move::none(), pos.fen(R::MENG_FEN));
      if (!R::in_check(pos) && rng() % 10 == 0) {
        R::do_null_move(pos);
      } else {
        played.back().first = list[int(rng() % list.size())];
        R::do_move(pos, played.back().first);
      }
    }
    for (auto it = played.rbegin(); it != played.rend(); ++it) {
      if (it->first.is_ok()) R::undo_move(pos, it->first);
      else R::undo_null_move(pos);
      EXPECT_EQ(pos.fen(R::MENG_FEN), it->second) << fen;
      if (::testing::Test::HasFailure()) return n;
    }
  }
  return n;
}

std::vector<std::string> suite_fens(const char* file, int stride) {
  std::vector<std::string> fens;
  auto lines = read_perft_file(file);
  for (size_t i = 0; i < lines.size(); i += stride) fens.push_back(lines[i].fen);
  return fens;
}

void expect_reached(const Counts& n, std::initializer_list<const char*> kinds) {
  std::string seen;
  for (const auto& [k, count] : n) seen += k + ": " + std::to_string(count) + "; ";
  for (const char* k : kinds) EXPECT_GT(n.count(k) ? n.at(k) : 0, 0) << k << " never reached (" << seen << ")";
  EXPECT_GT(n.count("moves") ? n.at("moves") : 0, 2000) << seen;
  if (std::getenv("PILI_SHOW_COUNTS")) std::printf("%s\n", seen.c_str());
}

}  // namespace

TEST(DirtyPieces, Xiangqi) {
  Counts n = play<Xiangqi>(suite_fens("xiangqi.perft", 10), 30, 1);
  expect_reached(n, {"capture", "null move"});
}

TEST(DirtyPieces, Atomic) {
  Counts n = play<Atomic>(suite_fens("atomic.perft", 12), 30, 2);
  expect_reached(n, {"capture", "blast", "null move"});
}

TEST(DirtyPieces, AtomicClassic) {
  Counts n = play<AtomicClassic>(suite_fens("atomic-classic.perft", 6), 30, 3);
  expect_reached(n, {"capture", "blast", "null move"});
}

TEST(DirtyPieces, Meng) {
  Counts n = play<Meng>(suite_fens("meng.perft", 8), 24, 4);
  expect_reached(n, {"drop", "air-drop", "Tris move", "stack move", "combination", "stack taken",
                     "separation, Tris leaves", "separation, piece leaves", "capture", "null move"});
}

TEST(DirtyPieces, DoubleTris) {
  Counts n = play<DoubleTris>(suite_fens("doubletris.perft", 5), 24, 5);
  expect_reached(n, {"drop", "air-drop", "Tris move", "capture", "null move"});
}

TEST(DirtyPieces, AtomicChess) {
  std::vector<std::string> starts = suite_fens("atomic-chess.perft", 8);
  for (const char* fen : {
           "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",          // castling both ways
           "r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w KQkq - 0 1",          // king and rook swap squares
           "8/8/8/8/8/8/2k5/rR4KR w KQ - 0 1",                            // the king stays put
           "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", // en passant
           "4k3/pppppppp/8/1P1P1P1P/8/8/8/4K3 b - - 0 1",                 // double steps beside pawns
           "rn2k2r/1P4P1/8/8/8/8/1p4p1/RN2K2R w KQkq - 0 1"}) {           // promotions, plain and capturing
    starts.push_back(fen);
  }
  Counts n = play<AtomicChess>(starts, 30, 6);
  expect_reached(n, {"capture", "blast", "castling", "castling, shared squares", "en passant", "promotion",
                     "promotion, capture", "null move"});
}
