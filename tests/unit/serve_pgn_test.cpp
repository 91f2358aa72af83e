// Loading PGN written by other tools into the browser board (src/serve/pgn_import.h).
#include <gtest/gtest.h>

#include "pgn_import.h"
#include "pili/record/pgn.h"

namespace {

using pili::serve::ImportedGame;
using pili::serve::PgnText;
using Moves = std::vector<std::string>;

PgnText one_game(const std::string& text) {
  std::vector<PgnText> games;
  std::string err;
  EXPECT_TRUE(pili::serve::split_pgn(text, games, err)) << err;
  EXPECT_EQ(games.size(), 1u) << text;
  return games.empty() ? PgnText{} : games[0];
}

ImportedGame resolved(const std::string& text) {
  ImportedGame g;
  std::string err;
  EXPECT_TRUE(pili::serve::resolve_game(one_game(text), g, err)) << err << "\n" << text;
  return g;
}

TEST(ServePgn, CutechessStyleCommentsNagsVariationsAndEscapesAreSkipped) {
  const char* text =
      "% an escape line, ignored\n"
      "[Event \"?\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n[Round \"1\"]\n"
      "[White \"Fairy-Stockfish\"]\n[Black \"Pili\"]\n[Result \"1/2-1/2\"]\n[Variant \"xiangqi\"]\n\n"
      "1. h2e2 {+0.20/12 0.5s} h9g7 $1 {-0.10/11} (1... b9c7 {a side line} (1... h7e7) 2. b0c2)\n"
      "2. b0c2!? ; a comment to the end of the line 3. a3a4\n"
      "2... i9h9 {book} 1/2-1/2\n";
  PgnText g = one_game(text);
  EXPECT_EQ(g.moves, (Moves{"h2e2", "h9g7", "b0c2", "i9h9"}));
  EXPECT_EQ(g.result, "1/2-1/2");
  ImportedGame r = resolved(text);
  EXPECT_EQ(r.variant, "xiangqi");
  EXPECT_EQ(r.moves, (Moves{"h2e2", "h9g7", "b0c2", "i9h9"}));
}

TEST(ServePgn, SeveralGamesAndAGameWithoutAResultToken) {
  std::vector<PgnText> games;
  std::string err;
  ASSERT_TRUE(pili::serve::split_pgn("[Round \"1\"]\n1. h2e2 h9g7 1-0\n\n[Round \"2\"]\n1.b0c2 0-1\n"
                                     "[Round \"3\"]\n1. h2e2\n[Round \"4\"]\n1. c3c4",
                                     games, err))
      << err;
  ASSERT_EQ(games.size(), 4u);
  EXPECT_EQ(games[1].moves, (Moves{"b0c2"}));  // "1.b0c2": the number glued to the move
  EXPECT_EQ(games[1].result, "0-1");
  EXPECT_EQ(games[2].moves, (Moves{"h2e2"}));
  EXPECT_EQ(games[3].result, "");
  EXPECT_EQ(*games[3].tag("Round"), "4");
}

TEST(ServePgn, RanksOneToTenAndSanWithXiangqiLetters) {
  // Fairy-Stockfish numbers ranks 1-10: the whole game is read that way when
  // Pili's ranks 0-9 do not fit it.
  EXPECT_EQ(resolved("1. h3e3 h10g8 2. b1c3 *").moves, (Moves{"h2e2", "h9g7", "b0c2"}));
  EXPECT_EQ(resolved("[Variant \"xiangqi\"]\n1. Che3 Hg8 2. Nc3 *").moves, (Moves{"h2e2", "h9g7", "b0c2"}));
  EXPECT_EQ(resolved("1. h2-e2 h9-g7 *").moves, (Moves{"h2e2", "h9g7"}));
}

TEST(ServePgn, AtomicChessSanCastlingEnPassantAndPromotion) {
  // "Atomic" is what cutechess, lichess and pili-match write for atomic chess.
  ImportedGame g = resolved("[Variant \"Atomic\"]\n[Result \"1-0\"]\n1. Nf3 a6 2. Ng5 a5 3. Nxf7# 1-0");
  EXPECT_EQ(g.variant, "atomic-chess");
  EXPECT_EQ(g.moves, (Moves{"g1f3", "a7a6", "f3g5", "a6a5", "g5f7"}));
  // Castling both ways, SAN with disambiguation.
  g = resolved("[Variant \"Atomic\"]\n[SetUp \"1\"]\n[FEN \"r3k2r/pppq1ppp/2n5/8/8/2N5/PPPQ1PPP/R3K2R w KQkq - 0 1\"]\n"
               "1. O-O O-O-O 2. Rfe1 Rhe8 *");
  EXPECT_EQ(g.moves, (Moves{"e1g1", "e8c8", "f1e1", "h8e8"}));
  // En passant and an underpromotion, in SAN and in coordinates.
  const std::string fen = "[FEN \"4k3/1P6/8/8/3p4/8/4P3/4K3 w - - 0 1\"]\n";
  EXPECT_EQ(resolved(fen + "1. e4 dxe3 2. b8=N *").moves, (Moves{"e2e4", "d4e3", "b7b8n"}));
  EXPECT_EQ(resolved(fen + "1. e2e4 d4e3 2. b7b8N *").moves, (Moves{"e2e4", "d4e3", "b7b8n"}));
  EXPECT_EQ(resolved(fen + "1. e2-e4 d4xe3 2. b7-b8=N *").moves, (Moves{"e2e4", "d4e3", "b7b8n"}));
  // A chess FEN with no Variant tag can only be atomic chess here, and so can
  // chess moves without any tags (pasted from a chess site).
  EXPECT_EQ(resolved(fen + "1. e4 *").variant, "atomic-chess");
  g = resolved("1. e4 e5 2. Qh5 Nc6 3. Qxf7# 1-0");
  EXPECT_EQ(g.variant, "atomic-chess");
  EXPECT_EQ(g.moves, (Moves{"e2e4", "e7e5", "d1h5", "b8c6", "h5f7"}));
}

TEST(ServePgn, PilisOwnAtomicXiangqiStaysAtomicXiangqi) {
  ImportedGame g = resolved("[Variant \"atomic\"]\n1. h2e2 h9g7 *");
  EXPECT_EQ(g.variant, "atomic");
  EXPECT_EQ(resolved("[Variant \"meng\"]\n1. h2h9 i9h9 2. T@e4 *").moves, (Moves{"h2h9", "i9h9", "T@e4"}));
}

TEST(ServePgn, PgnWrittenByPiliMatchLoads) {
  pili::record::GameRecord rec;
  rec.variant = "atomic-chess";
  rec.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  rec.red = "Pili", rec.black = "Fairy-Stockfish";
  rec.moves = {"g1f3", "a7a6", "f3g5", "a6a5", "g5f7"};
  rec.comments = {"book", "+0.10/3 0.01s", "", "-1.00/4", "#1"};
  rec.outcome = pili::Outcome::RedWins;
  rec.termination = "normal";
  rec.detail = "White wins: king exploded";
  std::string text = pili::record::write_pgn(rec);
  rec.variant = "meng";
  rec.fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1";
  rec.moves = {"h2h9", "i9h9", "T@e4", "a6a5"};
  rec.comments.clear();
  rec.outcome = pili::Outcome::Ongoing;
  text += pili::record::write_pgn(rec);
  std::vector<PgnText> games;
  std::string err;
  ASSERT_TRUE(pili::serve::split_pgn(text, games, err)) << err;
  ASSERT_EQ(games.size(), 2u) << text;
  ImportedGame g;
  ASSERT_TRUE(pili::serve::resolve_game(games[0], g, err)) << err << "\n" << text;
  EXPECT_EQ(g.variant, "atomic-chess");
  EXPECT_EQ(g.moves, (Moves{"g1f3", "a7a6", "f3g5", "a6a5", "g5f7"}));
  EXPECT_EQ(g.result, "1-0");
  ASSERT_TRUE(pili::serve::resolve_game(games[1], g, err)) << err << "\n" << text;
  EXPECT_EQ(g.variant, "meng");
  EXPECT_EQ(g.moves, (Moves{"h2h9", "i9h9", "T@e4", "a6a5"}));
}

TEST(ServePgn, BadTextAndBadGamesAreRefusedWithTheReason) {
  std::vector<PgnText> games;
  std::string err;
  for (const char* bad : {"[Event \"x\"\n1. h2e2 *", "[Event x]", "1. h2e2 {never closed", "1. h2e2 (h9g7 2. b0c2",
                          "1. h2e2 ) *", "1. h2e2 } *", "1. h2e2 ]"}) {
    games.clear();
    err.clear();
    EXPECT_FALSE(pili::serve::split_pgn(bad, games, err)) << bad;
    EXPECT_NE(err.find("line "), std::string::npos) << bad << ": " << err;
  }
  struct Case {
    const char* pgn;
    const char* why;  // part of the message
  };
  for (auto [pgn, why] : {Case{"1. e0e5 *", "'e0e5' is not a legal move"},
                          Case{"[Variant \"chess\"]\n1. e4 *", "is chess"},
                          Case{"[Variant \"checkers\"]\n1. e4 *", "unknown variant"},
                          Case{"[FEN \"garbage\"]\n1. h2e2 *", "FEN"},
                          Case{"[Variant \"Atomic\"]\n1. Nf3 a6 2. Ng5 a5 3. Nxf7 Ke7 *", "after the end of the game"},
                          Case{"[Variant \"Atomic\"]\n[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. R2d1 *", "not a legal move"},
                          Case{"[Variant \"Atomic\"]\n[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1 *", "ambiguous"}}) {
    ImportedGame g;
    err.clear();
    EXPECT_FALSE(pili::serve::resolve_game(one_game(pgn), g, err)) << pgn;
    EXPECT_NE(err.find(why), std::string::npos) << pgn << ": " << err;
  }
}

// Scrambled PGN-like text: every input ends (no hang, no crash) with a game
// or an error. Deterministic, so a failure repeats.
TEST(ServePgn, ScrambledTextNeverHangsOrCrashes) {
  const std::string alphabet = "[]{}()\";$%!?.-+#=x@ \n0123456789abcehiKQRBNOTt/*";
  const std::string seed = "[Variant \"Atomic\"]\n1. e4 {c} e5 (1... d5) 2. Qh5 $1 Nc6 3. Qxf7# 1-0\n1. h2e2 h9g7 *";
  uint32_t x = 12345;
  auto next = [&] { return x = x * 1664525u + 1013904223u; };
  for (int round = 0; round < 120; ++round) {
    std::string t = seed;
    for (int k = int(next() % 6); k >= 0; --k) {
      size_t at = next() % t.size();
      if (next() % 2) t[at] = alphabet[next() % alphabet.size()];
      else t.insert(at, 1, alphabet[next() % alphabet.size()]);
    }
    std::vector<PgnText> games;
    std::string err;
    if (!pili::serve::split_pgn(t, games, err)) {
      EXPECT_FALSE(err.empty()) << t;
      continue;
    }
    for (const auto& g : games) {
      ImportedGame out;
      if (!pili::serve::resolve_game(g, out, err)) {
        EXPECT_FALSE(err.empty()) << t;
      }
    }
  }
}

}  // namespace
