// PGN movetext per variant (pili/record/pgn_moves.h): atomic chess games
// are written in SAN and read back to UCI, xiangqi games stay coordinates,
// and the Variant tag "Atomic" is told apart from Pili's Atomic Xiangqi.
#include <gtest/gtest.h>

#include "pili/record/pgn.h"
#include "pili/record/pgn_moves.h"
#include "pili/rules/atomic_chess.h"

using namespace pili;
using namespace pili::record;

namespace {

GameRecord chess_game(const std::vector<std::string>& moves, const std::string& fen = AtomicChess::START_FEN) {
  GameRecord r;
  r.variant = "atomic-chess";
  r.fen = fen;
  r.standardStart = fen == AtomicChess::START_FEN;
  r.moves = moves;
  r.outcome = Outcome::RedWins;
  return r;
}

PgnLine read_back(const std::string& pgn) {
  std::vector<PgnGame> games;
  std::string err;
  EXPECT_TRUE(read_pgn(pgn, games, err)) << err;
  PgnLine line;
  if (games.size() != 1) return ADD_FAILURE() << pgn, line;
  EXPECT_TRUE(pgn_game_line(games[0], line, err)) << err << "\n" << pgn;
  return line;
}

}  // namespace

TEST(MatchPgnSan, AtomicChessIsWrittenInSanAndReadBack) {
  std::vector<std::string> moves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1", "d7d6", "d1e2", "c8g4"};
  std::string pgn = write_pgn(chess_game(moves));
  EXPECT_NE(pgn.find("[Variant \"Atomic\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O d6 5. Qe2 Bg4 1-0"), std::string::npos) << pgn;
  PgnLine line = read_back(pgn);
  EXPECT_EQ(line.variant, "atomic-chess");
  EXPECT_EQ(line.moves, moves);
}

TEST(MatchPgnSan, BlastWinPromotionAndSetUp) {
  const std::string fen = "4k3/3p3P/8/8/Q7/8/r7/4K3 w - - 0 1";
  std::string pgn = write_pgn(chess_game({"h7h8q", "e8e7", "a4d7"}, fen));
  // The new queen checks along the 8th rank; the blast on d7 takes the king on e7.
  EXPECT_NE(pgn.find("1. h8=Q+ Ke7 2. Qxd7# 1-0"), std::string::npos) << pgn;
  PgnLine line = read_back(pgn);
  EXPECT_EQ(line.variant, "atomic-chess");
  EXPECT_EQ(line.fen, fen);
  EXPECT_EQ(line.moves, (std::vector<std::string>{"h7h8q", "e8e7", "a4d7"}));
}

TEST(MatchPgnSan, XiangqiStaysCoordinates) {
  GameRecord r;
  r.fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  r.moves = {"h2e2", "h9g7"};
  std::string pgn = write_pgn(r);
  EXPECT_NE(pgn.find("1. h2e2 h9g7"), std::string::npos) << pgn;
  r.variant = "atomic";  // Pili's Atomic Xiangqi keeps its lowercase tag
  pgn = write_pgn(r);
  EXPECT_NE(pgn.find("[Variant \"atomic\"]"), std::string::npos) << pgn;
  PgnLine line = read_back(pgn);
  EXPECT_EQ(line.variant, "atomic");
  EXPECT_EQ(line.moves, r.moves);
}

TEST(MatchPgnSan, ReadsOtherToolsAndOldCoordinateFiles) {
  // As lichess exports atomic games: no FEN, SAN, "Atomic".
  PgnLine line = read_back("[Variant \"Atomic\"]\n\n1. Nf3 f6 2. e4 d5 3. exd5 *\n");
  EXPECT_EQ(line.variant, "atomic-chess");
  EXPECT_EQ(line.moves, (std::vector<std::string>{"g1f3", "f7f6", "e2e4", "d7d5", "e4d5"}));
  // Older pili-match files: coordinates under "Atomic".
  line = read_back("[Variant \"Atomic\"]\n\n1. e2e4 e7e5 *\n");
  EXPECT_EQ(line.moves, (std::vector<std::string>{"e2e4", "e7e5"}));
  // The FEN's rank count decides over the tag's spelling.
  line = read_back("[Variant \"atomic\"]\n[FEN \"" + std::string(AtomicChess::START_FEN) + "\"]\n\n1. e4 *\n");
  EXPECT_EQ(line.variant, "atomic-chess");
  // "Atomic" with xiangqi moves only replays on the 90-point board.
  line = read_back("[Variant \"Atomic\"]\n\n1. h2e2 h9g7 *\n");
  EXPECT_EQ(line.variant, "atomic");
  // Illegal SAN is an error, not a silent stop.
  std::vector<PgnGame> games;
  std::string err;
  ASSERT_TRUE(read_pgn("[Variant \"Atomic\"]\n\n1. e4 e5 2. Nf3 Nf3 *\n", games, err));
  PgnLine bad;
  EXPECT_FALSE(pgn_game_line(games[0], bad, err));
  EXPECT_NE(err.find("move 4"), std::string::npos) << err;
}
