// PGN Variant tags through the registry's names and aliases: pili serve's
// import and pili-match's reader take every name a profile lists, any case,
// and the tag the writers put out is the profile's.
#include <gtest/gtest.h>

#include "pgn_import.h"
#include "pili/record/pgn.h"
#include "pili/record/pgn_moves.h"

namespace {

std::string serve_variant(const std::string& text, std::string* error = nullptr) {
  std::vector<pili::serve::PgnText> games;
  std::string err;
  if (!pili::serve::split_pgn(text, games, err) || games.size() != 1) return ADD_FAILURE() << text, "";
  pili::serve::ImportedGame g;
  if (!pili::serve::resolve_game(games[0], g, err)) {
    if (error) *error = err;
    return "";
  }
  return g.variant;
}

TEST(PgnVariantNames, ServeImportReadsAliases) {
  EXPECT_EQ(serve_variant("[Variant \"Chinese Chess\"]\n1. h2e2 h9g7 *"), "xiangqi");
  EXPECT_EQ(serve_variant("[Variant \"chinese\"]\n1. h2e2 *"), "xiangqi");
  EXPECT_EQ(serve_variant("[Variant \"Atomic Chess\"]\n1. e4 e5 *"), "atomic-chess");
  EXPECT_EQ(serve_variant("[Variant \"atomic_chess\"]\n1. e4 *"), "atomic-chess");
  EXPECT_EQ(serve_variant("[Variant \"Meng\"]\n1. h2e2 *"), "meng");
  // Pili's own "atomic" is Atomic Xiangqi first, a chess tool's "Atomic" atomic chess first.
  EXPECT_EQ(serve_variant("[Variant \"atomic\"]\n1. b2b3 *"), "atomic");
  EXPECT_EQ(serve_variant("[Variant \"Atomic\"]\n1. b2b3 *"), "atomic-chess");
  std::string err;
  EXPECT_EQ(serve_variant("[Variant \"Chess960\"]\n1. e4 *", &err), "");
  EXPECT_NE(err.find("[Variant \"Atomic\"]"), std::string::npos) << err;
  EXPECT_EQ(serve_variant("[Variant \"atomicxiangqi\"]\n1. h2e2 *", &err), "");
  EXPECT_NE(err.find("unknown variant"), std::string::npos) << err;
}

// pili-match's reader and writer (the record library).
pili::record::PgnLine match_line(const std::string& text, bool ok = true) {
  std::vector<pili::record::PgnGame> games;
  std::string err;
  EXPECT_TRUE(pili::record::read_pgn(text, games, err)) << err;
  pili::record::PgnLine line;
  if (games.size() != 1) return ADD_FAILURE() << text, line;
  EXPECT_EQ(pili::record::pgn_game_line(games[0], line, err), ok) << err << "\n" << text;
  return line;
}

TEST(PgnVariantNames, MatchReaderReadsAliases) {
  EXPECT_EQ(match_line("[Variant \"Chinese Chess\"]\n\n1. h2e2 h9g7 *\n").variant, "xiangqi");
  EXPECT_EQ(match_line("[Variant \"AtomicChess\"]\n\n1. e4 e5 *\n").variant, "atomic-chess");
  EXPECT_EQ(match_line("[Variant \"DOUBLETRIS\"]\n\n1. h2e2 *\n").variant, "doubletris");
  EXPECT_EQ(match_line("\n1. h2e2 *\n").variant, "xiangqi");  // no tag
  // `b2b3` replays on both boards: the spelling decides.
  EXPECT_EQ(match_line("[Variant \"atomic\"]\n\n1. b2b3 *\n").variant, "atomic");
  EXPECT_EQ(match_line("[Variant \"Atomic\"]\n\n1. b2b3 *\n").variant, "atomic-chess");
  match_line("[Variant \"checkers\"]\n\n1. e4 *\n", false);
}

TEST(PgnVariantNames, WritersUseTheProfilesTag) {
  for (auto [variant, tag] : {std::pair{"atomic-chess", "Atomic"}, {"atomic", "atomic"}, {"xiangqi", "xiangqi"},
                              {"doubletris", "doubletris"}}) {
    pili::record::GameRecord r;
    r.variant = variant;
    std::string pgn = pili::record::write_pgn(r);
    EXPECT_NE(pgn.find("[Variant \"" + std::string(tag) + "\"]"), std::string::npos) << pgn;
  }
}

}  // namespace
