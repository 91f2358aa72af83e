// The board's level selector through its API (serve_api_fixture.h): the named levels in the
// state, choosing one, refusing one that does not exist, and Pili playing
// legal moves at a weak level.
#include <algorithm>
#include <string>
#include <vector>

#include "serve_api_fixture.h"

namespace {

using nlohmann::json;
using pili::serve::test::ServeApi;

}  // namespace

TEST_F(ServeApi, LevelsAreListedChosenAndChecked) {
  auto expect_4xx = [&](std::pair<int, json> r, int status, const char* what) {
    EXPECT_EQ(r.first, status) << what;
    EXPECT_TRUE(r.second.is_object() && r.second.contains("error")) << what << ": " << r.second.dump();
  };
  json s = session();
  std::string sid = s["sid"];
  ASSERT_EQ(s["levels"].size(), 8u) << s.dump();
  EXPECT_EQ(s["level"], 7);  // a session made through the API plays at full strength
  int middle = s["levelDefault"];
  EXPECT_GT(middle, 0);
  EXPECT_LT(middle, 7);
  EXPECT_EQ(s["levels"][7]["skill"], 20);
  expect_4xx(post("/api/mode", {{"sid", sid}, {"mode", "human"}, {"level", 8}}), 400, "no level 8");
  expect_4xx(post("/api/mode", {{"sid", sid}, {"mode", "human"}, {"level", -2}}), 400, "no level -2");
  auto [status, j] = post("/api/mode", {{"sid", sid}, {"mode", "free"}, {"level", 0}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["level"], 0);
  // Pili at the weakest level still plays a legal move.
  std::vector<std::string> legal;
  for (const auto& m : j["legal"]) legal.push_back(m["move"]);
  std::tie(status, j) = post("/api/engine-move", {{"sid", sid}});
  ASSERT_EQ(status, 200) << j.dump();
  json after = wait_for(sid, [](const json& x) { return x["record"].size() == 1 && x["thinking"] == ""; });
  ASSERT_EQ(after["record"].size(), 1u);
  std::string played = after["record"][0];
  EXPECT_NE(std::find(legal.begin(), legal.end(), played), legal.end()) << played;
}
