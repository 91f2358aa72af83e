// Table files: a corrupted or foreign file is refused with its reason, and
// `pili egtb probe` answers with exit codes a script can rely on.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "egtb_test_util.h"
#include "lab_run.h"

namespace pili {
namespace {
using lab_test::pili;
using lab_test::run;
namespace fs = std::filesystem;

struct Copy {
  fs::path dir = fs::temp_directory_path() / ("pili_egtb_copy_" + std::to_string(platform::process_id()));
  Copy() {
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const auto& e : fs::directory_iterator(egtb_test::small_tables())) fs::copy(e.path(), dir / e.path().filename());
  }
  ~Copy() { fs::remove_all(dir); }
  void flip_byte(const std::string& file, std::streamoff at) {
    std::fstream f(dir / file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(at);
    char c = char(f.get());
    f.seekp(at);
    f.put(char(c ^ 0x10));
  }
};

TEST(EgtbFiles, ACorruptedTableIsRefusedTheOthersStay) {
  Copy copy;
  copy.flip_byte("KRvK.wdl", 300);
  egtb::Tablebases tb;
  std::string err;
  ASSERT_TRUE(tb.open(copy.dir.string(), err));
  ASSERT_EQ(tb.problems().size(), 1u);
  EXPECT_NE(tb.problems()[0].find("KRvK.wdl: checksum mismatch"), std::string::npos) << tb.problems()[0];
  EXPECT_EQ(tb.find(*egtb::parse_material("KRvK", err)), nullptr);
  EXPECT_NE(tb.find(*egtb::parse_material("KNvK", err)), nullptr);
  // A damaged header names the fault too; a .dtm is checked as well.
  copy.flip_byte("KNvK.dtm", 40);
  egtb::Tablebases again;
  again.open(copy.dir.string(), err);
  EXPECT_EQ(again.find(*egtb::parse_material("KNvK", err)), nullptr);
}

TEST(EgtbCli, ProbeAnswersAndExitCodes) {
  const std::string& dir = egtb_test::small_tables();
  auto ok = run(pili() + " egtb probe --path " + dir + " --fen '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1'");
  EXPECT_EQ(ok.code, 0) << ok.out;
  EXPECT_NE(ok.out.find("wdl win\ndtm 1\n"), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("keeping a1d1"), std::string::npos) << ok.out;
  // The horse checks; it can only go on checking, so Black loses by the rule.
  auto rule = run(pili() + " egtb probe --path " + dir + " --fen '9/9/4k4/9/9/9/9/9/1n7/R2K5 w - - 0 1'");
  EXPECT_EQ(rule.code, 0);
  EXPECT_NE(rule.out.find("wdl win\ndtm unknown (decided by the perpetual-check rule"), std::string::npos) << rule.out;
  auto draw = run(pili() + " egtb probe --path " + dir + " --fen '4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1'");
  EXPECT_EQ(draw.code, 0);
  EXPECT_NE(draw.out.find("wdl draw"), std::string::npos) << draw.out;
  auto missing = run(pili() + " egtb probe --path " + dir + " --fen '3k5/9/9/9/9/9/9/9/4R4/4KR3 w - - 0 1'");
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.out.find("missing table"), std::string::npos) << missing.out;
  Copy copy;
  copy.flip_byte("KRvK.wdl", 300);
  auto corrupt = run(pili() + " egtb probe --path " + copy.dir.string() +
                     " --fen '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1'");
  EXPECT_EQ(corrupt.code, 2);
  EXPECT_NE(corrupt.out.find("checksum mismatch"), std::string::npos) << corrupt.out;
  EXPECT_EQ(run(pili() + " egtb probe --path " + dir + " --fen 'nonsense'").code, 2);
  EXPECT_EQ(run(pili() + " egtb gen KXvK --out " + copy.dir.string()).code, 2);
}

}  // namespace
}  // namespace pili
