// The board's API called in-process, without HTTP, as the WebAssembly build's
// Web Worker calls it (src/cli/wasm_exports.cpp): routes by method and path,
// errors as statuses, and the driver pass that lets Pili answer.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "api.h"

namespace {

using nlohmann::json;
using pili::serve::Api;
using pili::serve::Limits;

TEST(ServeApiDirect, RoutesAnswerWithStatusesAndStates) {
  Limits limits;
  Api api(limits);
  EXPECT_EQ(api.call("GET", "/api/nope", json::object()).status, 404);
  EXPECT_EQ(api.call("GET", "/api/state", json::object()).status, 400);  // no sid
  EXPECT_EQ(api.call("GET", "/api/state", {{"sid", "nope"}}).status, 404);
  auto r = api.call("POST", "/api/session", {{"variant", "meng"}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  std::string sid = r.body["sid"];
  EXPECT_EQ(r.body["variant"], "meng");
  r = api.call("POST", "/api/move", {{"sid", sid}, {"move", "a0a9"}});
  EXPECT_EQ(r.status, 422);
  EXPECT_NE(r.body["error"].get<std::string>().find("illegal move"), std::string::npos) << r.body.dump();
  EXPECT_EQ(api.call("GET", "/api/state", {{"sid", sid}}).body["record"], json::array());
  r = api.call("GET", "/api/pgn", {{"sid", sid}});
  ASSERT_EQ(r.status, 200);
  EXPECT_NE(r.body["pgn"].get<std::string>().find("[Variant \"meng\"]"), std::string::npos) << r.body.dump();
}

TEST(ServeApiDirect, TheDriverLetsPiliAnswer) {
  Limits limits;
  Api api(limits);
  std::string sid = api.call("POST", "/api/session", json::object()).body["sid"];
  auto r = api.call("POST", "/api/mode", {{"sid", sid}, {"mode", "human"}, {"human", "red"}, {"level", 0}});
  ASSERT_EQ(r.status, 200) << r.body.dump();
  ASSERT_EQ(api.call("POST", "/api/move", {{"sid", sid}, {"move", "h2e2"}}).status, 200);
  for (int pass = 0; pass < 1000 && api.call("GET", "/api/state", {{"sid", sid}}).body["cursor"] != 2; ++pass) {
    api.drive();
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  json st = api.call("GET", "/api/state", {{"sid", sid}}).body;
  ASSERT_EQ(st["cursor"], 2) << st.dump();
  EXPECT_EQ(st["turn"], "red");
  EXPECT_FALSE(api.drive());  // the person's turn: nothing to search
}

}  // namespace
