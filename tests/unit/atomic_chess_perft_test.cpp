// Atomic chess reference perft suites, every line and every depth present
// (unless PILI_PERFT_MAX_DEPTH says otherwise): tests/data/atomic-chess.perft
// (Fairy-Stockfish, "FEN;D1 n;..." lines) and atomic-chess-python-chess.perft
// (python-chess's "id / epd / perft N n" blocks, with Chess960 castling).
// Also the integrity of the generators and of do/undo on the same positions.
#include <fstream>
#include <sstream>

#include "pili/rules/atomic_chess.h"
#include "pili/rules/game.h"
#include "pili/rules/perft.h"
#include "test_util.h"

using namespace pili;
using namespace pili::testutil;

namespace {

using CPos = chess::Position;

CPos chess_position(const std::string& fen) {
  CPos pos;
  std::string err;
  EXPECT_TRUE(set_position<AtomicChess>(pos, fen, err)) << fen << ": " << err;
  return pos;
}

// python-chess's format: "epd FEN" then "perft DEPTH COUNT" lines.
std::vector<PerftLine> read_epd_perft_file(const std::string& name) {
  std::ifstream in(std::string(PILI_TEST_DATA) + "/" + name);
  EXPECT_TRUE(in.good()) << "cannot open " << name;
  std::vector<PerftLine> lines;
  for (std::string line; std::getline(in, line);) {
    std::istringstream ss(line);
    std::string word;
    ss >> word;
    if (word == "epd") {
      lines.emplace_back();
      std::getline(ss >> std::ws, lines.back().fen);
    } else if (word == "perft" && !lines.empty()) {
      int depth;
      uint64_t n;
      ss >> depth >> n;
      lines.back().counts.emplace_back(depth, n);
    }
  }
  return lines;
}

int run(const std::vector<PerftLine>& lines) {
  int maxDepth = perft_max_depth(), checked = 0;
  for (const auto& line : lines) {
    CPos pos = chess_position(line.fen);
    for (auto [depth, expected] : line.counts) {
      if (depth > maxDepth) continue;
      EXPECT_EQ(perft<AtomicChess>(pos, depth), expected) << line.fen << " depth " << depth;
      ++checked;
    }
  }
  return checked;
}

TEST(AtomicChessPerft, FairyStockfishSuite) {
  auto lines = read_perft_file("atomic-chess.perft");
  EXPECT_GE(lines.size(), 200u);
  EXPECT_GT(run(lines), 200);
}

TEST(AtomicChessPerft, PythonChessSuite) {
  auto lines = read_epd_perft_file("atomic-chess-python-chess.perft");
  EXPECT_EQ(lines.size(), 6u);
  EXPECT_GT(run(lines), 6);
}

// CAPTURES and QUIETS split LEGAL, count_legal agrees, and do/undo two plies
// deep restores FEN and key with a consistent board after every move.
TEST(AtomicChessPerft, GeneratorsAndUndo) {
  auto lines = read_perft_file("atomic-chess.perft");
  auto more = read_epd_perft_file("atomic-chess-python-chess.perft");
  lines.insert(lines.end(), more.begin(), more.end());
  int moves = 0;
  for (const auto& line : lines) {
    CPos pos = chess_position(line.fen);
    MoveList all, caps, quiets;
    AtomicChess::generate<LEGAL>(pos, all);
    AtomicChess::generate<CAPTURES>(pos, caps);
    AtomicChess::generate<QUIETS>(pos, quiets);
    EXPECT_EQ(AtomicChess::count_legal(pos), uint64_t(all.size())) << line.fen;
    EXPECT_EQ(caps.size() + quiets.size(), all.size()) << line.fen;
    for (Move m : caps) EXPECT_TRUE(AtomicChess::is_capture(pos, m) && all.contains(m));
    for (Move m : quiets) EXPECT_TRUE(!AtomicChess::is_capture(pos, m) && all.contains(m));
    std::string fen = pos.fen();
    uint64_t key = pos.key();
    for (Move m : all) {
      AtomicChess::do_move(pos, m);
      std::string why;
      EXPECT_TRUE(pos.is_consistent(&why)) << line.fen << " " << chess::move_to_string(m) << ": " << why;
      MoveList replies;
      AtomicChess::generate<LEGAL>(pos, replies);
      for (Move r : replies) {
        AtomicChess::do_move(pos, r);
        EXPECT_TRUE(pos.is_consistent(&why)) << why;
        AtomicChess::undo_move(pos, r);
        ++moves;
      }
      AtomicChess::undo_move(pos, m);
      EXPECT_EQ(pos.fen(), fen);
      EXPECT_EQ(pos.key(), key);
    }
  }
  EXPECT_GT(moves, 10000);
}

}  // namespace
