// The board's API (over HTTP or in-process, serve_api_fixture.h): sessions,
// moves, their bounds and errors. HTTP's own tests: serve_http_test.cpp.
#include <chrono>
#include <set>
#include <thread>
#include <vector>

#include "serve_api_fixture.h"

namespace {

using nlohmann::json;
using pili::serve::test::ServeApi;

}  // namespace

TEST_F(ServeApi, NewSessionShowsTheStartPositionAndItsLegalMoves) {
  json s = session();
  EXPECT_EQ(s["fen"], "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  EXPECT_EQ(s["legal"].size(), 44u);
  EXPECT_EQ(s["board"].size(), 32u);
  EXPECT_EQ(s["geometry"]["files"], 9);
  EXPECT_EQ(s["geometry"]["ranks"], 10);
  EXPECT_EQ(s["turn"], "red");
  EXPECT_EQ(s["reserve"], -1);
  EXPECT_TRUE(has_move(s, "h2e2"));
  EXPECT_EQ(s["verdict"]["outcome"], "ongoing");
}

TEST_F(ServeApi, AMoveIsPlayedAndRecorded) {
  json s = session();
  auto [status, j] = post("/api/move", {{"sid", s["sid"]}, {"move", "h2e2"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"], json::array({"h2e2"}));
  EXPECT_EQ(j["lastMove"], "h2e2");
  EXPECT_EQ(j["turn"], "black");
  EXPECT_EQ(j["fen"], "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
  // Navigation and take-back.
  std::tie(status, j) = post("/api/goto", {{"sid", s["sid"]}, {"ply", 0}});
  EXPECT_EQ(j["cursor"], 0);
  EXPECT_EQ(j["record"].size(), 1u);
  std::tie(status, j) = post("/api/goto", {{"sid", s["sid"]}, {"ply", 1}});
  std::tie(status, j) = post("/api/takeback", {{"sid", s["sid"]}});
  EXPECT_EQ(status, 200);
  EXPECT_EQ(j["record"].size(), 0u);
}

TEST_F(ServeApi, AnIllegalMoveIsRefusedAndTheStateKept) {
  json s = session();
  post("/api/move", {{"sid", s["sid"]}, {"move", "h2e2"}});
  json before = state(s["sid"]);
  for (std::string bad : {"e0e2", "h2e2", "zz", "", "T@e5", "a0a9x"}) {
    auto [status, j] = post("/api/move", {{"sid", s["sid"]}, {"move", bad}});
    EXPECT_GE(status, 400) << bad;
    EXPECT_LT(status, 500) << bad;
    EXPECT_TRUE(j.contains("error")) << bad;
  }
  // A PV with a bad second move is refused whole.
  auto [status, j] = post("/api/move", {{"sid", s["sid"]}, {"moves", {"h9g7", "e2e9"}}});
  EXPECT_EQ(status, 422);
  json after = state(s["sid"]);
  EXPECT_EQ(after["fen"], before["fen"]);
  EXPECT_EQ(after["record"], before["record"]);
}

TEST_F(ServeApi, SessionsAreBoundedAndIdleOnesExpire) {
  // The bound first, with expiry far off (creating sessions takes seconds
  // under a sanitizer on a busy machine), then the expiry on its own.
  pili::serve::Limits limits;
  limits.maxSessions = 3;
  limits.idleSeconds = 600;
  restart(limits);
  std::vector<std::string> ids;
  for (int i = 0; i < 3; ++i) ids.push_back(session()["sid"]);
  EXPECT_EQ(std::set<std::string>(ids.begin(), ids.end()).size(), 3u);
  auto [status, j] = post("/api/session", json::object());
  EXPECT_EQ(status, 429);
  EXPECT_TRUE(j.contains("error"));
  // Each session keeps its own game.
  post("/api/move", {{"sid", ids[0]}, {"move", "h2e2"}});
  EXPECT_EQ(state(ids[0])["record"].size(), 1u);
  EXPECT_EQ(state(ids[1])["record"].size(), 0u);
  limits.idleSeconds = 1;
  restart(limits);
  auto t0 = std::chrono::steady_clock::now();
  ids = {session()["sid"], session()["sid"]};
  // Expiry is the server's business: wait until it has happened (counting
  // sessions touches none), then check it came no earlier than the idle
  // time. A slow machine only makes it later.
  while (session_count() > 0 && std::chrono::steady_clock::now() - t0 < std::chrono::minutes(1))
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_GE(std::chrono::steady_clock::now() - t0, std::chrono::seconds(1));
  EXPECT_EQ(session_count(), 0);
  EXPECT_EQ(get("/api/state?sid=" + ids[1]).first, 404);
  EXPECT_EQ(post("/api/session", json::object()).first, 200);
}

TEST_F(ServeApi, MalformedRequestsGetA4xxWithAMessage) {
  json s = session();
  std::string sid = s["sid"];
  auto expect_4xx = [&](std::pair<int, json> r, int status, const char* what) {
    EXPECT_EQ(r.first, status) << what;
    EXPECT_TRUE(r.second.is_object() && r.second.contains("error")) << what << ": " << r.second.dump();
  };
  expect_4xx(post_raw("/api/move", "{bad json"), 400, "bad JSON");
  expect_4xx(post_raw("/api/move", "[1,2]"), 400, "not an object");
  expect_4xx(post("/api/move", {{"move", "h2e2"}}), 400, "no sid");
  expect_4xx(post("/api/move", {{"sid", "nope"}, {"move", "h2e2"}}), 404, "unknown sid");
  expect_4xx(post("/api/move", {{"sid", sid}, {"move", 42}}), 400, "wrong type");
  expect_4xx(post("/api/goto", {{"sid", sid}, {"ply", 99}}), 400, "ply out of range");
  expect_4xx(post("/api/mode", {{"sid", sid}, {"mode", "chaos"}}), 400, "bad mode");
  expect_4xx(post("/api/mode", {{"sid", sid}, {"mode", "human"}, {"nodes", 1e12}}), 400, "too strong");
  expect_4xx(post("/api/new", {{"sid", sid}, {"variant", "checkers"}}), 400, "bad variant");
  expect_4xx(post("/api/new", {{"sid", sid}, {"fen", "9/9/9 w"}}), 400, "bad FEN");
  expect_4xx(post("/api/pgn", {{"sid", sid}, {"pgn", "1. e0e5 {open"}}), 400, "PGN with an unterminated comment");
  expect_4xx(get("/api/nothing"), 404, "unknown route");
  expect_4xx(post("/api/session", {{"variant", "xiangqi"}, {"fen", "garbage"}}), 400, "bad FEN session");
  // The session survived all of it.
  json after = state(sid);
  EXPECT_EQ(after["fen"], s["fen"]);
  EXPECT_EQ(after["variant"], "xiangqi");
}
