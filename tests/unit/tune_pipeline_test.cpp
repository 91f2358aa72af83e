// pili-tune end to end: games from pili-match, quiet positions extracted,
// weights and piece-square corrections fitted and written back.
#ifdef PILI_TUNE_BINARY
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "lab_run.h"
#include "pili/eval/atomic_chess_weights.h"
#include "pili/eval/weights.h"

namespace pili {
namespace {
using lab_test::quote;
using lab_test::run;
namespace fs = std::filesystem;

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

double number_after(const std::string& text, const std::string& key) {
  size_t p = text.find(key);
  return p == std::string::npos ? -1 : std::atof(text.c_str() + p + key.size());
}

TEST(TunePipeline, GamesToPositionsToWrittenWeights) {
  fs::path dir = fs::temp_directory_path() / ("pili-tune-test-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string pgn = (dir / "games.pgn").string(), pos = (dir / "pos.txt").string();
  // Four short self-play games (fixed nodes: the same games every run).
  auto m = run(quote(PILI_MATCH_BINARY) + " -engine name=A cmd=" + quote(PILI_BINARY) + " -engine name=B cmd=" +
               quote(PILI_BINARY) + " -each nodes=400 -variant xiangqi -games 2 -rounds 2 -quiet -maxplies 80 -pgnout " +
               quote(pgn));
  ASSERT_EQ(m.code, 0) << m.out;

  auto e = run(quote(PILI_TUNE_BINARY) + " extract " + quote(pgn) + " -out " + quote(pos) + " -skip 4");
  ASSERT_EQ(e.code, 0) << e.out;
  EXPECT_NE(e.out.find("4 games"), std::string::npos) << e.out;
  std::string lines = slurp(pos);
  ASSERT_FALSE(lines.empty());
  // Every line: a FEN and Red's result.
  std::istringstream in(lines);
  for (std::string line; std::getline(in, line);) {
    size_t semi = line.rfind(';');
    ASSERT_NE(semi, std::string::npos) << line;
    std::string r = line.substr(semi + 1);
    EXPECT_TRUE(r == "1" || r == "0" || r == "0.5") << line;
  }

  // Fit into copies of the two source files.
  fs::copy_file(fs::path(PILI_SOURCE_DIR) / "include/pili/eval/weights.h", dir / "weights.h");
  auto f = run(quote(PILI_TUNE_BINARY) + " fit " + quote(pos) + " -iterations 30 -psq -write " +
               quote((dir / "weights.h").string()) + " -write-psq " + quote((dir / "psq.h").string()));
  ASSERT_EQ(f.code, 0) << f.out;
  double before = number_after(f.out, "error before "), after = number_after(f.out, "error after ");
  ASSERT_GT(before, 0) << f.out;
  EXPECT_LE(after, before + 1e-6) << f.out;
  std::string weights = slurp(dir / "weights.h");
  for (const char* name : eval::FEATURE_NAMES)
    EXPECT_NE(weights.find(std::string("/* ") + name + " */ "), std::string::npos) << name;
  std::string psq = slurp(dir / "psq.h");
  EXPECT_NE(psq.find("PSQ_ADJUST[8][10][5]"), std::string::npos);
  size_t rows = 0;
  for (size_t p = 0; (p = psq.find("        {", p)) != std::string::npos; ++p) ++rows;
  EXPECT_EQ(rows, 80u);  // 8 piece types x 10 ranks

  // A weights file without the tagged lines is refused, not half written.
  std::ofstream(dir / "empty.h") << "// nothing\n";
  auto bad = run(quote(PILI_TUNE_BINARY) + " fit " + quote(pos) + " -iterations 1 -write " +
                 quote((dir / "empty.h").string()));
  EXPECT_EQ(bad.code, 1) << bad.out;
  EXPECT_EQ(slurp(dir / "empty.h"), "// nothing\n");
  fs::remove_all(dir);
}

// Atomic chess: extract-chess, engine scores as a third field (here made up
// from the result), fit-chess to them, the weights file rewritten in place.
TEST(TunePipeline, AtomicChessPositionsScoresAndWrittenWeights) {
  fs::path dir = fs::temp_directory_path() / ("pili-tune-chess-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string pgn = (dir / "games.pgn").string(), pos = (dir / "pos.txt").string();
  auto m = run(quote(PILI_MATCH_BINARY) + " -engine name=A cmd=" + quote(PILI_BINARY) + " -engine name=B cmd=" +
               quote(PILI_BINARY) + " -each nodes=300 -variant atomic-chess -games 2 -rounds 2 -quiet -maxplies 60 -pgnout " +
               quote(pgn));
  ASSERT_EQ(m.code, 0) << m.out;
  // The xiangqi extractor skips these games; the chess one reads them.
  auto x = run(quote(PILI_TUNE_BINARY) + " extract " + quote(pgn) + " -out " + quote(pos));
  EXPECT_NE(x.out.find("0 games"), std::string::npos) << x.out;
  auto e = run(quote(PILI_TUNE_BINARY) + " extract-chess " + quote(pgn) + " -out " + quote(pos) + " -skip 2");
  ASSERT_EQ(e.code, 0) << e.out;
  EXPECT_NE(e.out.find("4 games"), std::string::npos) << e.out;
  std::istringstream in(slurp(pos));
  std::ofstream scored(dir / "scored.txt");
  int n = 0;
  for (std::string line; std::getline(in, line); ++n) {
    std::string r = line.substr(line.rfind(';') + 1);
    ASSERT_TRUE(r == "1" || r == "0" || r == "0.5") << line;
    scored << line << ";" << (r == "1" ? 300 : r == "0" ? -300 : 0) << "\n";
  }
  scored.close();
  ASSERT_GT(n, 0);

  fs::copy_file(fs::path(PILI_SOURCE_DIR) / "include/pili/eval/atomic_chess_weights.h", dir / "w.h");
  auto f = run(quote(PILI_TUNE_BINARY) + " fit-chess " + quote((dir / "scored.txt").string()) +
               " -mix 1 -k 1 -iterations 30 -validate " + quote((dir / "scored.txt").string()) + " -write " +
               quote((dir / "w.h").string()));
  ASSERT_EQ(f.code, 0) << f.out;
  double before = number_after(f.out, "error before "), after = number_after(f.out, "error after ");
  ASSERT_GT(before, 0) << f.out;
  EXPECT_LE(after, before + 1e-6) << f.out;
  EXPECT_NE(f.out.find("K 1.00"), std::string::npos) << f.out;
  EXPECT_NE(f.out.find("held-out error after"), std::string::npos) << f.out;
  std::string w = slurp(dir / "w.h");
  for (const char* name : eval::AC_FEATURE_NAMES)
    EXPECT_NE(w.find(std::string("/* ") + name + " */ "), std::string::npos) << name;
  size_t table = w.find("AC_PSQ[8][32] = {\n"), rows = 0;
  ASSERT_NE(table, std::string::npos);
  for (size_t p = table; (p = w.find("\n    {", p)) != std::string::npos && p < w.find("};", table); ++p) ++rows;
  EXPECT_EQ(rows, 8u);

  std::ofstream(dir / "empty.h") << "// nothing\n";
  auto bad = run(quote(PILI_TUNE_BINARY) + " fit-chess " + quote(pos) + " -iterations 1 -write " +
                 quote((dir / "empty.h").string()));
  EXPECT_EQ(bad.code, 1) << bad.out;
  EXPECT_EQ(slurp(dir / "empty.h"), "// nothing\n");
  fs::remove_all(dir);
}

}  // namespace
}  // namespace pili
#endif
