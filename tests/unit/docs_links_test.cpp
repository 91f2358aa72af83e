// The docs a clone has must not send the reader outside it: no paths into
// the machine the project was written on, no folders the repository lacks,
// and every relative Markdown link must name a file that exists.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace {

namespace fs = std::filesystem;

fs::path repo_root() { return fs::path(PILI_TEST_DATA).parent_path().parent_path(); }

std::vector<fs::path> doc_files() {
  fs::path root = repo_root();
  std::vector<fs::path> files{root / "README.md"};
  for (const char* dir : {"docs", "tools"})
    for (auto& e : fs::recursive_directory_iterator(root / dir)) {
      auto ext = e.path().extension();
      if (e.is_regular_file() && (ext == ".md" || ext == ".sh" || ext == ".py")) files.push_back(e.path());
    }
  return files;
}

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(Docs, NoPathOutsideTheRepository) {
  for (const auto& file : doc_files()) {
    std::string text = read(file);
    for (const char* bad : {"/work/", "../shared", "shared/spec", "seeds/", "GUI notes"})
      EXPECT_EQ(text.find(bad), std::string::npos) << file << " mentions " << bad;
  }
}

TEST(Docs, RelativeLinksPointAtFiles) {
  std::regex link(R"(\]\(([^)#:]+)(#[^)]*)?\))");
  int checked = 0;
  for (const auto& file : doc_files()) {
    if (file.extension() != ".md") continue;
    std::string text = read(file);
    for (std::sregex_iterator it(text.begin(), text.end(), link), end; it != end; ++it) {
      fs::path target = file.parent_path() / (*it)[1].str();
      EXPECT_TRUE(fs::exists(target)) << file << " links to missing " << (*it)[1].str();
      ++checked;
    }
  }
  EXPECT_GT(checked, 20);
}

}  // namespace
