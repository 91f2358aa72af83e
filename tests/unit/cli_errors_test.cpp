// The `pili` command line through the real binary: one exit-code convention
// (0 done, 1 mismatch/difference, 2 bad usage or trouble), variant names in
// any case, errors that say what to do instead, no speed figure at tiny times.
#include <gtest/gtest.h>

#include <regex>

#include "lab_run.h"
#include "pili/rules/variant.h"

namespace pili {
namespace {

using lab_test::pili;
using lab_test::quote;
using lab_test::run;

bool has(const std::string& out, const std::string& what) { return out.find(what) != std::string::npos; }

std::string suite(const std::string& name) { return quote(std::string(PILI_TEST_DATA) + "/" + name); }

TEST(CliErrors, DepthRangeInTheHelpAndTheErrorsAgree) {
  auto help = run(pili() + " perft --help");
  EXPECT_EQ(help.code, 0) << help.out;
  EXPECT_TRUE(has(help.out, "[1 - 20]")) << help.out;
  EXPECT_FALSE(has(help.out, "[0 - 20]")) << help.out;
  auto r = run(pili() + " perft --depth 0");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_TRUE(has(r.out, "not in range 1 to 20")) << r.out;
  r = run(pili() + " perft");
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_TRUE(has(r.out, "--depth N (1-20)")) << r.out;
}

TEST(CliErrors, BadUsageExitsTwoHelpAndVersionZero) {
  for (const char* args : {" perft --no-such-option", " perft --depth x", " nosuchcommand",
                           " perft --depth 2 --fen 'not a fen'", " perft --depth 2 --moves e0e5",
                           " perft --suite /nonexistent/file.perft", " bench --depth 0"}) {
    auto r = run(pili() + args);
    EXPECT_EQ(r.code, 2) << args << "\n" << r.out;
  }
  for (const char* args : {" --help", " perft --help", " --version"}) {
    auto r = run(pili() + args);
    EXPECT_EQ(r.code, 0) << args << "\n" << r.out;
  }
  auto help = run(pili() + " --help");
  EXPECT_TRUE(has(help.out, "Exit status: 0")) << help.out;
  EXPECT_TRUE(has(run(pili() + " survey --help").out, "Exit status: 0"));
}

TEST(CliErrors, VersionNamesTheBuildAndTheNnueKernels) {
  // pili is compiled with the same -march as this test.
#if defined(__AVX2__)
  const char* kernels = ", NNUE avx2";
#elif defined(__SSE4_1__)
  const char* kernels = ", NNUE sse4.1";
#else
  const char* kernels = ", NNUE scalar";
#endif
  auto r = run(pili() + " --version");
  EXPECT_TRUE(has(r.out, "Pili 0.1.0 for ")) << r.out;
  EXPECT_TRUE(has(r.out, kernels)) << r.out;
}

TEST(CliErrors, VariantNamesInAnyCaseAndListedOnError) {
  auto r = run(pili() + " perft --variant Atomic --depth 2");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_TRUE(has(r.out, "Nodes searched: 1928\n")) << r.out;  // atomic, not xiangqi's 1920
  r = run(pili() + " perft --variant MENG --depth 1");
  EXPECT_EQ(r.code, 0) << r.out;
  for (const char* cmd : {" perft --variant chess --depth 1", " bench --variant chess",
                          " survey --variant chess --nodes 10"}) {
    r = run(pili() + cmd);
    EXPECT_EQ(r.code, 2) << cmd << "\n" << r.out;
    EXPECT_TRUE(has(r.out, "unknown variant 'chess'")) << r.out;
    for (Variant v : ALL_VARIANTS) {
      if (!variant_available(v)) continue;
      EXPECT_TRUE(has(r.out, variant_name(v))) << cmd << "\n" << r.out;
    }
  }
}

TEST(CliErrors, SuiteOfAnotherVariantNamesTheVariant) {
  // Meng FENs carry a reserve: one clear error and the option to use, not a
  // "mismatch" per line.
  auto r = run(pili() + " perft --suite " + suite("meng.perft"));
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_TRUE(has(r.out, "--variant meng")) << r.out;
  EXPECT_FALSE(has(r.out, "MISMATCH")) << r.out;
  EXPECT_LT(std::count(r.out.begin(), r.out.end(), '\n'), 5) << r.out;
  // Atomic FENs read as xiangqi FENs: the counts tell which variant fits.
  r = run(pili() + " perft --suite " + suite("atomic.perft") + " --max-depth 2");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_TRUE(has(r.out, "MISMATCH")) << r.out;
  EXPECT_TRUE(has(r.out, "fit --variant atomic")) << r.out;
  // The right variant: no hint, exit 0.
  r = run(pili() + " perft --variant atomic --suite " + suite("atomic.perft") + " --max-depth 1");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_FALSE(has(r.out, "hint")) << r.out;
}

TEST(CliErrors, NoNodesPerSecondFromATinyTime) {
  // Depth 1 takes microseconds: a rate from it would be noise (it printed
  // "time 0 ms, 130440477 nodes/s").
  // A loaded machine can stretch even depth 1 past 10 ms, so the rule is
  // checked against the time printed: a rate only from 10 ms on.
  auto r = run(pili() + " perft --depth 1");
  EXPECT_EQ(r.code, 0) << r.out;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.out, m, std::regex("time ([0-9]+) ms"))) << r.out;
  EXPECT_EQ(has(r.out, "nodes/s"), std::stoi(m[1]) >= 10) << r.out;
  r = run(pili() + " perft --variant meng --suite " + suite("meng.perft") + " --max-depth 1");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_FALSE(std::regex_search(r.out, std::regex(" 0 ms, [0-9]+ nodes/s"))) << r.out;
}

}  // namespace
}  // namespace pili
