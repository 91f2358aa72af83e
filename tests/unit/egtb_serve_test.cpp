// GET /api/tablebase, the board's tablebase verdict (src/serve/routes_tablebase.cpp):
// called in-process on the small tables of egtb_test_util.h, and through the
// board API's fixture (serve_api_fixture.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>

#include "api.h"
#include "egtb_test_util.h"
#include "serve_api_fixture.h"

namespace {

using nlohmann::json;
using pili::serve::Api;
using pili::serve::Limits;

json tablebase(Api& api, const std::string& sid) {
  auto r = api.call("GET", "/api/tablebase", {{"sid", sid}});
  EXPECT_EQ(r.status, 200) << r.body.dump();
  return r.body;
}

std::string session(Api& api, const std::string& variant, const std::string& fen) {
  auto r = api.call("POST", "/api/session", {{"variant", variant}, {"fen", fen}});
  EXPECT_EQ(r.status, 200) << r.body.dump();
  return r.body.value("sid", "");
}

TEST(EgtbServe, WithoutTablesTheVerdictIsUnavailable) {
  Limits limits;
  Api api(limits);
  std::string sid = session(api, "xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
  EXPECT_EQ(tablebase(api, sid)["available"], false);
  std::string err;
  EXPECT_FALSE(api.open_tablebases("/nonexistent/pili-tables", err));
  EXPECT_NE(err.find("no folder"), std::string::npos) << err;
  auto empty = std::filesystem::temp_directory_path() / "pili_egtb_serve_empty";
  std::filesystem::create_directories(empty);
  err.clear();
  EXPECT_FALSE(api.open_tablebases(empty.string(), err));
  EXPECT_NE(err.find("no readable table"), std::string::npos) << err;
  std::filesystem::remove_all(empty);
  EXPECT_EQ(tablebase(api, sid)["available"], false);  // a refused folder leaves none
}

TEST(EgtbServe, TheVerdictFollowsThePosition) {
  Limits limits;
  Api api(limits);
  std::string err;
  ASSERT_TRUE(api.open_tablebases(pili::egtb_test::small_tables(), err)) << err;
  // KRvK: a mate in 3 plies; the moves that keep the win, fastest first.
  std::string sid = session(api, "xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
  json v = tablebase(api, sid);
  ASSERT_EQ(v["found"], true) << v.dump();
  EXPECT_EQ(v["table"], "KRvK");
  EXPECT_EQ(v["wdl"], "win");
  EXPECT_EQ(v["dtm"], 3);
  ASSERT_FALSE(v["keeping"].empty());
  json st = api.call("GET", "/api/state", {{"sid", sid}}).body;
  EXPECT_EQ(v["moves"].size(), st["legal"].size());
  EXPECT_EQ(v["fen"], st["fen"]);
  std::map<std::string, int> dtmOf;
  for (const json& m : v["moves"]) {
    bool kept = std::find(v["keeping"].begin(), v["keeping"].end(), m["move"]) != v["keeping"].end();
    EXPECT_EQ(kept, m["result"] == "win") << m.dump();
    if (kept) dtmOf[m["move"]] = m["dtm"];
  }
  EXPECT_EQ(dtmOf[v["keeping"][0]], 3);
  for (size_t i = 1; i < v["keeping"].size(); ++i)
    EXPECT_LE(dtmOf[v["keeping"][i - 1]], dtmOf[v["keeping"][i]]);
  // After a kept move Black is to move and lost, two plies from mate.
  std::string kept = v["keeping"][0];
  ASSERT_EQ(api.call("POST", "/api/move", {{"sid", sid}, {"move", kept}}).status, 200);
  v = tablebase(api, sid);
  EXPECT_EQ(v["wdl"], "loss");
  EXPECT_EQ(v["dtm"], 2);
  // KRvKN: won by the perpetual-check rule, no distance to mate.
  sid = session(api, "xiangqi", "9/9/4k4/9/9/9/9/9/1n7/R2K5 w - - 0 1");
  v = tablebase(api, sid);
  EXPECT_EQ(v["wdl"], "win") << v.dump();
  EXPECT_TRUE(v["dtm"].is_null());
  EXPECT_EQ(v["byRule"], true);
  // Positions the tables do not hold.
  v = tablebase(api, session(api, "xiangqi", ""));
  EXPECT_EQ(v["available"], true);
  EXPECT_EQ(v["found"], false);
  EXPECT_FALSE(v["why"].get<std::string>().empty());
  v = tablebase(api, session(api, "xiangqi", "4k4/9/9/9/9/9/9/9/4A4/R2K5 w - - 0 1"));  // KRAvK: not generated
  EXPECT_EQ(v["found"], false);
  EXPECT_EQ(v["why"], "no table KRAvK") << v.dump();
  v = tablebase(api, session(api, "meng", ""));
  EXPECT_EQ(v["found"], false);
  EXPECT_EQ(v["applies"], false);
}

// The best move of a depth-1 search of `fen` by `engine`.
std::string depth_one_move(pili::Engine& engine, const std::string& fen) {
  std::string err, best;
  EXPECT_TRUE(engine.set_position(fen, {}, err)) << err;
  pili::SearchLimits limits;
  limits.depth = 1;
  engine.go(limits, nullptr, [&](const pili::SearchResult& r) { best = r.bestMove; });
  engine.wait();
  return best;
}

// The sessions' engines share the server's tables: in a won position Pili
// plays one of the fastest mates, which a depth-1 search alone misses here.
TEST(EgtbServe, TheSessionsEnginesUseTheTables) {
  const std::string fen = "4k4/9/9/2n6/9/9/9/9/9/R2K5 w - - 0 1";  // KRvKN, a mate in 9 plies
  Limits limits;
  Api api(limits);
  std::string err;
  ASSERT_TRUE(api.open_tablebases(pili::egtb_test::small_tables(), err)) << err;
  json v = tablebase(api, session(api, "xiangqi", fen));
  ASSERT_EQ(v["dtm"], 9) << v.dump();
  std::vector<std::string> fastest;
  for (const json& m : v["moves"])
    if (m["result"] == "win" && m["dtm"] == 9) fastest.push_back(m["move"]);
  ASSERT_FALSE(fastest.empty());
  auto s = api.find(session(api, "xiangqi", fen));
  EXPECT_NE(s->engine.tablebase_description().find(pili::egtb_test::small_tables()), std::string::npos);
  std::string withTables = depth_one_move(s->engine, fen);
  EXPECT_NE(std::find(fastest.begin(), fastest.end(), withTables), fastest.end()) << withTables;
  // The same search without tables plays a slower move: the check above tells.
  pili::Engine plain;
  std::string without = depth_one_move(plain, fen);
  EXPECT_EQ(std::find(fastest.begin(), fastest.end(), without), fastest.end()) << without;
  // A server without tables gives its sessions none.
  Api bare(limits);
  EXPECT_EQ(bare.find(session(bare, "xiangqi", fen))->engine.tablebase_description(), "");
}

}  // namespace

using pili::serve::test::ServeApi;

// Through the fixture's transport (HTTP, or in-process without the server):
// without tables the route says so; with them it gives the verdict. That a
// server refuses a folder without tables: serve_http_test.cpp.
TEST_F(ServeApi, TheTablebaseRouteIsServed) {
  json s = session("xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
  auto [status, j] = get("/api/tablebase?sid=" + s["sid"].get<std::string>());
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["available"], false);
  restart({}, pili::egtb_test::small_tables());
  s = session("xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
  std::tie(status, j) = get("/api/tablebase?sid=" + s["sid"].get<std::string>());
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["wdl"], "win") << j.dump();
  EXPECT_EQ(j["dtm"], 3);
}
