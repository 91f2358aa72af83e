// What the board offers beyond playing, through the API in-process (as the
// WebAssembly worker calls it): clocks with Pili on its own clock and the
// loss on time, the evaluation kept per ply for the graph, and moves typed
// in any notation the board reads.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "api.h"
#include "game_clock.h"

namespace {

using nlohmann::json;
using pili::serve::Api;
using pili::serve::GameClock;
using pili::serve::Limits;

json state(Api& api, const std::string& sid) { return api.call("GET", "/api/state", {{"sid", sid}}).body; }

// Drives until `done` holds of the state (at most about 20 s).
template <class F>
json drive_until(Api& api, const std::string& sid, F done) {
  for (int pass = 0; pass < 2000; ++pass) {
    json st = state(api, sid);
    if (done(st)) return st;
    api.drive();
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return state(api, sid);
}

TEST(GameClock, ChargesTheMoverAddsTheIncrementAndFlags) {
  GameClock c;
  EXPECT_FALSE(c.on());
  c.set(60000, 2000);
  EXPECT_TRUE(c.on());
  EXPECT_EQ(c.left(0, 5000), 60000);
  c.start(0, 1000);
  EXPECT_EQ(c.running(), 0);
  EXPECT_EQ(c.left(0, 1500), 59500);
  EXPECT_EQ(c.left(1, 1500), 60000);  // only the side to move's clock runs
  EXPECT_TRUE(c.moved(0, 4000));      // 3 s used, 2 s back
  EXPECT_EQ(c.left(0, 9999), 59000);
  c.start(1, 4000);
  EXPECT_FALSE(c.check(63999));
  EXPECT_TRUE(c.check(64000));  // Black's 60 s are gone
  EXPECT_EQ(c.flagged(), 1);
  EXPECT_EQ(c.left(1, 70000), 0);
  EXPECT_EQ(c.running(), -1);
  c.start(0, 70000);  // nothing runs after a flag
  EXPECT_EQ(c.running(), -1);
  c.reset();
  EXPECT_EQ(c.flagged(), -1);
  EXPECT_EQ(c.left(1, 0), 60000);
}

TEST(ServeBoardFeatures, TypedMovesInEveryNotation) {
  Limits limits;
  Api api(limits);
  std::string sid = api.call("POST", "/api/session", {{"variant", "xiangqi"}}).body["sid"];
  auto r = api.call("POST", "/api/move", {{"sid", sid}, {"text", "C2.5"}});  // WXF
  ASSERT_EQ(r.status, 200) << r.body.dump();
  r = api.call("POST", "/api/move", {{"sid", sid}, {"text", "马８进７"}});  // Chinese
  ASSERT_EQ(r.status, 200) << r.body.dump();
  r = api.call("POST", "/api/move", {{"sid", sid}, {"text", "b0c2"}});  // coordinates
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["record"], json::array({"h2e2", "h9g7", "b0c2"}));
  r = api.call("POST", "/api/move", {{"sid", sid}, {"text", "K5+2"}});  // no king moves two points
  EXPECT_EQ(r.status, 422) << r.body.dump();
  r = api.call("POST", "/api/move", {{"sid", sid}, {"text", "hello"}});
  EXPECT_EQ(r.status, 422) << r.body.dump();
  EXPECT_EQ(state(api, sid)["record"].size(), 3u);  // unchanged
  std::string chess = api.call("POST", "/api/session", {{"variant", "atomic-chess"}}).body["sid"];
  r = api.call("POST", "/api/move", {{"sid", chess}, {"text", "Nf3"}});  // SAN
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["record"], json::array({"g1f3"}));
}

TEST(ServeBoardFeatures, PiliPlaysOnItsClockAndTheEvaluationIsKept) {
  Limits limits;
  Api api(limits);
  std::string sid = api.call("POST", "/api/session", json::object()).body["sid"];
  EXPECT_TRUE(state(api, sid)["clock"].is_null());
  auto r = api.call("POST", "/api/mode", {{"sid", sid}, {"mode", "human"}, {"human", "red"}, {"level", 0},
                                          {"clock", {{"base", 60000}, {"inc", 1000}}}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["clock"]["base"], 60000);
  EXPECT_EQ(r.body["clock"]["running"], "");  // not before the first move
  ASSERT_EQ(api.call("POST", "/api/move", {{"sid", sid}, {"move", "h2e2"}}).status, 200);
  EXPECT_EQ(state(api, sid)["clock"]["running"], "black");
  json st = drive_until(api, sid, [](const json& s) { return s["cursor"] == 2; });
  ASSERT_EQ(st["cursor"], 2) << st.dump();
  EXPECT_EQ(st["clock"]["running"], "red");
  EXPECT_LE(st["clock"]["black"].get<int64_t>(), 61000);  // charged for its search, its second back
  EXPECT_GT(st["clock"]["black"].get<int64_t>(), 0);
  // Pili's search at ply 1 is kept as the evaluation there, from Red's side.
  ASSERT_EQ(st["evals"].size(), 3u);
  EXPECT_TRUE(st["evals"][0].is_null());
  ASSERT_TRUE(st["evals"][1].is_object()) << st["evals"].dump();
  EXPECT_GT(st["evals"][1]["depth"].get<int>(), 0);
  // Taking back drops the evaluations after the new end.
  r = api.call("POST", "/api/takeback", {{"sid", sid}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  EXPECT_EQ(r.body["evals"].size(), 1u);
  // Out of time: a clock of 0.1 s for each side; whoever runs out loses.
  r = api.call("POST", "/api/mode", {{"sid", sid}, {"mode", "human"}, {"clock", {{"base", 100}, {"inc", 0}}}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  ASSERT_EQ(api.call("POST", "/api/move", {{"sid", sid}, {"move", "h2e2"}}).status, 200);
  st = drive_until(api, sid, [](const json& s) { return s["verdict"]["outcome"] != "ongoing"; });
  ASSERT_EQ(st["verdict"]["reason"], "time forfeit") << st.dump();
  std::string loser = st["clock"]["flagged"];
  EXPECT_EQ(st["verdict"]["outcome"], loser == "red" ? "black" : "red");
  EXPECT_EQ(api.call("POST", "/api/move", {{"sid", sid}, {"move", "a0a1"}}).status, 422);  // the game is over
}

}  // namespace
