// The fixture of the HTTP API tests (serve_api_*_test.cpp): a real `pili
// serve` server on a loopback port, JSON requests, and waiting for a
// session's state through its event stream (the server pushes every
// change), never for a fixed time.
#pragma once

#include <gtest/gtest.h>
#include <httplib.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <utility>

#include "server.h"

namespace pili::serve::test {

using nlohmann::json;

// Named (not in an anonymous namespace): every file's tests share this one
// fixture class, as GoogleTest requires of one test suite.
class ServeApi : public ::testing::Test {
 protected:
  // Generous: the waits end as soon as the answer comes.
  static constexpr int READ_TIMEOUT_S = 60;

  void start(Limits limits = {}) {
    ServerOptions o;
    o.port = 0;
    o.limits = limits;
    server = std::make_unique<Server>(o);
    std::string err;
    ASSERT_TRUE(server->bind(err)) << err;
    thread = std::thread([this] { server->run(); });
    client = std::make_unique<httplib::Client>("127.0.0.1", server->port());
    client->set_read_timeout(READ_TIMEOUT_S, 0);
  }
  void SetUp() override { start(); }
  void TearDown() override {
    client.reset();  // closes its keep-alive connection
    server->stop();
    thread.join();
  }
  void restart(Limits limits) {
    TearDown();
    start(limits);
  }

  // POST returning (status, body as JSON).
  std::pair<int, json> post(const std::string& path, const json& body) { return post_raw(path, body.dump()); }
  std::pair<int, json> post_raw(const std::string& path, const std::string& body) {
    auto r = client->Post(path.c_str(), body, "application/json");
    if (!r) return {0, json()};
    return {r->status, json::parse(r->body, nullptr, false)};
  }
  std::pair<int, json> get(const std::string& path) {
    auto r = client->Get(path.c_str());
    if (!r) return {0, json()};
    return {r->status, json::parse(r->body, nullptr, false)};
  }
  json session(const std::string& variant = "xiangqi", const std::string& fen = "") {
    auto [status, j] = post("/api/session", {{"variant", variant}, {"fen", fen}});
    EXPECT_EQ(status, 200) << j.dump();
    return j;
  }
  json state(const std::string& sid) { return get("/api/state?sid=" + sid).second; }

  // Follows the session's event stream until a state satisfies `pred`;
  // returns the last state seen (the stream ends after a minute at most).
  template <class P>
  json wait_for(const std::string& sid, P pred) {
    httplib::Client events("127.0.0.1", server->port());
    events.set_read_timeout(READ_TIMEOUT_S, 0);
    json last;
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
    return last;
  }
  static bool has_move(const json& s, const std::string& m) {
    for (auto& x : s["legal"])
      if (x["move"] == m) return true;
    return false;
  }

  std::unique_ptr<Server> server;
  std::thread thread;
  std::unique_ptr<httplib::Client> client;
};

}  // namespace pili::serve::test
