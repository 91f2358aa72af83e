// `pili serve`'s HTTP itself, which the board API's tests (serve_api_fixture.h)
// do not need: the body size limit, many clients at once, the event stream,
// the page and its assets, PGN sent as text, a tables folder checked before
// listening. Linux only: the Windows build has no HTTP server (tests/windows.cmake).
#include <httplib.h>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "serve_api_fixture.h"
#include "server.h"

namespace {

using nlohmann::json;

// The board API's fixture, always over HTTP here: `server` and `client`.
class ServeHttp : public pili::serve::test::ServeApi {};

}  // namespace

TEST_F(ServeHttp, ABodyTooLargeIsRefusedWith413) {
  json s = session();
  auto huge = client->Post("/api/move", std::string(2 * 1024 * 1024, 'x'), "application/json");
  ASSERT_TRUE(huge);
  EXPECT_EQ(huge->status, 413);
  EXPECT_TRUE(json::parse(huge->body, nullptr, false).contains("error")) << huge->body;
  EXPECT_EQ(state(s["sid"])["fen"], s["fen"]);
}

TEST_F(ServeHttp, ManyClientsAtOnceAreAllAnswered) {
  json s = session();
  std::string sid = s["sid"];
  std::atomic<int> answered{0}, bad{0};
  std::vector<std::thread> clients;
  for (int t = 0; t < 12; ++t)
    clients.emplace_back([&, t] {
      httplib::Client c("127.0.0.1", server->port());
      c.set_read_timeout(READ_TIMEOUT_S, 0);
      for (int i = 0; i < 10; ++i) {
        auto r = (t % 2) ? c.Get(("/api/state?sid=" + sid).c_str())
                         : c.Post("/api/move", json{{"sid", sid}, {"move", "a0a5"}}.dump(), "application/json");
        if (r && r->status < 500) ++answered;
        else ++bad;
      }
    });
  for (auto& t : clients) t.join();
  EXPECT_EQ(answered, 120);
  EXPECT_EQ(bad, 0);
}

TEST_F(ServeHttp, EventsStreamTheState) {
  json s = session();
  std::string sid = s["sid"];
  std::string got;
  auto r = client->Get(("/api/events?sid=" + sid).c_str(), [&](const char* data, size_t n) {
    got.append(data, n);
    return got.find("\n\n") == std::string::npos;  // stop after the first event
  });
  ASSERT_EQ(got.rfind("data: ", 0), 0u) << got;
  json j = json::parse(got.substr(6, got.find("\n\n") - 6));
  EXPECT_EQ(j["sid"], sid);
  EXPECT_EQ(get("/api/events?sid=nope").first, 404);
}

TEST_F(ServeHttp, ThePageAndItsAssetsAreServed) {
  auto r = client->Get("/");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  for (const char* path : {"/style.css", "/pieces.ttf"}) {
    auto a = client->Get(path);
    ASSERT_TRUE(a) << path;
    EXPECT_EQ(a->status, 200) << path;
    EXPECT_GT(a->body.size(), 1000u) << path;
  }
  // Every script the page loads is served as JavaScript; app.js, which
  // starts the page, comes last. The paths are relative, so that a copy of
  // the page works from any folder or a file (docs/web.md).
  std::vector<std::string> scripts;
  const std::string tag = "<script src=\"";
  for (size_t at = r->body.find(tag); at != std::string::npos; at = r->body.find(tag, at + 1)) {
    size_t from = at + tag.size();
    scripts.push_back(r->body.substr(from, r->body.find('"', from) - from));
  }
  ASSERT_GE(scripts.size(), 2u);
  EXPECT_EQ(scripts.back(), "app.js");
  EXPECT_EQ(scripts.front(), "pieces.js");
  for (const std::string& path : scripts) {
    auto a = client->Get("/" + path);
    ASSERT_TRUE(a) << path;
    EXPECT_EQ(a->status, 200) << path;
    EXPECT_EQ(a->get_header_value("Content-Type").rfind("text/javascript", 0), 0u) << path;
    EXPECT_GT(a->body.size(), 1000u) << path;
  }
}

TEST_F(ServeHttp, APgnIsSentAsPgnText) {
  json s = session();
  std::string sid = s["sid"];
  post("/api/move", {{"sid", sid}, {"move", "h2e2"}});
  auto r = client->Get(("/api/pgn?sid=" + sid).c_str());
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  EXPECT_EQ(r->get_header_value("Content-Type").rfind("application/x-chess-pgn", 0), 0u);
  EXPECT_NE(r->body.find("1. h2e2"), std::string::npos) << r->body;
  r = client->Get("/api/pgn?sid=nope");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 404);
  EXPECT_TRUE(json::parse(r->body, nullptr, false).contains("error")) << r->body;
}

// `pili serve --egtb-path` with a folder without tables does not start.
TEST_F(ServeHttp, AServerRefusesAFolderWithoutTables) {
  pili::serve::ServerOptions o;
  o.port = 0;
  o.egtbPath = "/nonexistent/pili-tables";
  pili::serve::Server refused(o);
  std::string err;
  EXPECT_FALSE(refused.bind(err));
  EXPECT_NE(err.find("--egtb-path"), std::string::npos) << err;
}
