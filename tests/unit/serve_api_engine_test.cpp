// The board's API (serve_api_fixture.h: over HTTP, or in-process where the
// build has no server): Pili playing and analysing, followed until the state
// shows it.
#include <set>

#include "serve_api_fixture.h"

namespace {

using nlohmann::json;
using pili::serve::test::ServeApi;

}  // namespace

TEST_F(ServeApi, PiliPlaysAMoveOnRequestAndAgainstAHuman) {
  json s = session();
  std::string sid = s["sid"];
  auto [status, j] = post("/api/mode", {{"sid", sid}, {"mode", "free"}, {"nodes", 2000}});
  ASSERT_EQ(status, 200) << j.dump();
  std::tie(status, j) = post("/api/engine-move", {{"sid", sid}});
  ASSERT_EQ(status, 200) << j.dump();
  json after = wait_for(sid, [](const json& x) { return x["record"].size() == 1 && x["thinking"] == ""; });
  ASSERT_EQ(after["record"].size(), 1u);
  EXPECT_EQ(after["turn"], "black");
  // Against Pili: the human plays Black, so Pili answers each black move.
  std::tie(status, j) = post("/api/mode", {{"sid", sid}, {"mode", "human"}, {"human", "black"}, {"nodes", 2000}});
  ASSERT_EQ(status, 200);
  std::string reply = state(sid)["legal"][0]["move"];
  std::tie(status, j) = post("/api/move", {{"sid", sid}, {"move", reply}});
  ASSERT_EQ(status, 200) << j.dump();
  after = wait_for(sid, [](const json& x) { return x["record"].size() == 3 && x["thinking"] == ""; });
  EXPECT_EQ(after["record"].size(), 3u);
  EXPECT_EQ(after["turn"], "black");
}

TEST_F(ServeApi, AnalysisReportsLinesAndStops) {
  json s = session();
  std::string sid = s["sid"];
  auto [status, j] = post("/api/mode", {{"sid", sid}, {"mode", "analysis"}, {"multipv", 2}});
  ASSERT_EQ(status, 200) << j.dump();
  json live = wait_for(sid, [](const json& x) {
    return x["lines"].size() == 2 && x["lines"][0]["depth"].get<int>() >= 3;
  });
  ASSERT_EQ(live["lines"].size(), 2u) << live.dump();
  EXPECT_EQ(live["thinking"], "analysis");
  EXPECT_FALSE(live["lines"][0]["pv"].empty());
  EXPECT_NE(live["lines"][0]["pv"][0], live["lines"][1]["pv"][0]);
  std::tie(status, j) = post("/api/stop", {{"sid", sid}});
  EXPECT_EQ(status, 200);
  EXPECT_EQ(j["thinking"], "");
  EXPECT_EQ(j["mode"], "free");
  // Playing the first PV move is an ordinary move.
  std::string first = live["lines"][0]["pv"][0];
  std::tie(status, j) = post("/api/move", {{"sid", sid}, {"moves", {first}}});
  EXPECT_EQ(status, 200);
  EXPECT_EQ(j["lastMove"], first);
}
