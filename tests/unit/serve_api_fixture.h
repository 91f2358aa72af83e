// The fixture of the board API tests (serve_api_*_test.cpp, serve_levels_test.cpp,
// egtb_serve_test.cpp): the same requests over the transport the build has.
// With the HTTP server (PILI_SERVE_HTTP=1, tests/CMakeLists.txt): a real
// `pili serve` on a loopback port, and waiting for a session's state through
// its event stream (the server pushes every change). Without it (the Windows
// build, docs/windows.md): the API in-process (api.h), as the WebAssembly page
// calls it, with the server's handling of bodies and queries and a driver
// thread like the server's, and waiting by reading the state. Either way a
// wait ends as soon as the state holds, never after a fixed time.
// The tests of HTTP itself are in serve_http_test.cpp.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <utility>

#ifndef PILI_SERVE_HTTP
#error "PILI_SERVE_HTTP (tests/CMakeLists.txt) chooses the board API's transport"
#endif
#if PILI_SERVE_HTTP
#include <httplib.h>

#include "server.h"
#else
#include "api.h"
#endif

namespace pili::serve::test {

using nlohmann::json;

// Named (not in an anonymous namespace): every file's tests share this one
// fixture class, as GoogleTest requires of one test suite.
class ServeApi : public ::testing::Test {
 protected:
  // Generous: the waits end as soon as the answer comes.
  static constexpr int READ_TIMEOUT_S = 60;

  // `egtbPath`: xiangqi endgame tables, as `pili serve --egtb-path`.
  void start(Limits limits = {}, const std::string& egtbPath = "") {
    std::string err;
#if PILI_SERVE_HTTP
    ServerOptions o;
    o.port = 0;
    o.limits = limits;
    o.egtbPath = egtbPath;
    server = std::make_unique<Server>(o);
    ASSERT_TRUE(server->bind(err)) << err;
    thread = std::thread([this] { server->run(); });
    client = std::make_unique<httplib::Client>("127.0.0.1", server->port());
    client->set_read_timeout(READ_TIMEOUT_S, 0);
#else
    api = std::make_unique<Api>(limits);
    if (!egtbPath.empty()) {
      ASSERT_TRUE(api->open_tablebases(egtbPath, err)) << err;
    }
    // The server's driver (Server::Impl::drive): a pass every 20 ms.
    driving = true;
    thread = std::thread([this] {
      while (driving) {
        api->drive();
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
      }
    });
#endif
  }
  void SetUp() override { start(); }
  void TearDown() override {
#if PILI_SERVE_HTTP
    client.reset();  // closes its keep-alive connection
    if (server) server->stop();
    if (thread.joinable()) thread.join();
    server.reset();
#else
    driving = false;
    if (thread.joinable()) thread.join();
    api.reset();  // stops every search
#endif
  }
  void restart(Limits limits, const std::string& egtbPath = "") {
    TearDown();
    start(limits, egtbPath);
  }

  // POST returning (status, body as JSON).
  std::pair<int, json> post(const std::string& path, const json& body) { return post_raw(path, body.dump()); }
  std::pair<int, json> post_raw(const std::string& path, const std::string& body) {
#if PILI_SERVE_HTTP
    auto r = client->Post(path.c_str(), body, "application/json");
    if (!r) return {0, json()};
    return {r->status, json::parse(r->body, nullptr, false)};
#else
    return request("POST", path, body);
#endif
  }
  // GET of `target`, a path with an optional query ("?sid=...").
  std::pair<int, json> get(const std::string& target) {
#if PILI_SERVE_HTTP
    auto r = client->Get(target.c_str());
    if (!r) return {0, json()};
    return {r->status, json::parse(r->body, nullptr, false)};
#else
    return request("GET", target, "");
#endif
  }
  // The session's game as PGN (GET /api/pgn, which must answer 200): HTTP
  // sends the text itself (server.cpp), the API the field "pgn".
  std::string exported(const std::string& sid) {
#if PILI_SERVE_HTTP
    auto r = client->Get(("/api/pgn?sid=" + sid).c_str());
    EXPECT_TRUE(r && r->status == 200) << (r ? r->body : "no answer");
    return r ? r->body : "";
#else
    auto [status, j] = get("/api/pgn?sid=" + sid);
    EXPECT_EQ(status, 200) << j.dump();
    return status == 200 ? j["pgn"].get<std::string>() : "";
#endif
  }
  json session(const std::string& variant = "xiangqi", const std::string& fen = "") {
    auto [status, j] = post("/api/session", {{"variant", variant}, {"fen", fen}});
    EXPECT_EQ(status, 200) << j.dump();
    return j;
  }
  json state(const std::string& sid) { return get("/api/state?sid=" + sid).second; }
  // The sessions alive (counting touches none).
  int session_count() {
#if PILI_SERVE_HTTP
    return server->session_count();
#else
    return api->session_count();
#endif
  }

  // Returns the first state of the session that satisfies `pred`, or the
  // last one seen after a minute.
  template <class P>
  json wait_for(const std::string& sid, P pred) {
    json last;
#if PILI_SERVE_HTTP
    // The session's event stream (it ends after a minute at most).
    httplib::Client events("127.0.0.1", server->port());
    events.set_read_timeout(READ_TIMEOUT_S, 0);
    std::string buffer;
    events.Get(("/api/events?sid=" + sid).c_str(), [&](const char* data, size_t n) {
      buffer.append(data, n);
      for (size_t end; (end = buffer.find("\n\n")) != std::string::npos; buffer.erase(0, end + 2)) {
        if (buffer.rfind("data: ", 0) != 0) continue;  // ": ping"
        last = json::parse(buffer.substr(6, end - 6), nullptr, false);
        if (pred(last)) return false;  // closes the stream
      }
      return true;
    });
#else
    // The state, read as often as the driver passes.
    auto until = std::chrono::steady_clock::now() + std::chrono::seconds(READ_TIMEOUT_S);
    for (;;) {
      auto [status, j] = get("/api/state?sid=" + sid);
      if (status != 200) break;  // no such session: `last` stays as it was
      last = std::move(j);
      if (pred(last) || std::chrono::steady_clock::now() > until) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
#endif
    return last;
  }
  static bool has_move(const json& s, const std::string& m) {
    for (auto& x : s["legal"])
      if (x["move"] == m) return true;
    return false;
  }

#if PILI_SERVE_HTTP
  std::unique_ptr<Server> server;
  std::thread thread;  // runs the server
  std::unique_ptr<httplib::Client> client;
#else
  std::unique_ptr<Api> api;
  std::thread thread;  // the driver
  std::atomic<bool> driving{false};

  // What Server::Impl::handle does with a request: the body (parse_body,
  // api.h) with the query's "sid" added, then the API's route for the path.
  // The query is not URL-decoded: session ids are letters and digits.
  std::pair<int, json> request(const std::string& method, const std::string& target, const std::string& text) {
    json body;
    try {
      body = parse_body(text);
    } catch (const ApiError& e) {
      return {e.status, {{"error", e.message}}};
    }
    size_t q = target.find('?');
    if (q != std::string::npos) {
      std::string query = "&" + target.substr(q + 1) + "&";
      size_t at = query.find("&sid=");
      if (at != std::string::npos) body["sid"] = query.substr(at + 5, query.find('&', at + 5) - at - 5);
    }
    ApiReply r = api->call(method, target.substr(0, q), body);
    return {r.status, r.body};
  }
#endif
};

}  // namespace pili::serve::test
