// The HTTP API of `pili serve`, against a real server on a loopback port.
#include <gtest/gtest.h>
#include <httplib.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <set>
#include <thread>

#include "server.h"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;

class ServeApi : public ::testing::Test {
 protected:
  void start(pili::serve::Limits limits = {}) {
    pili::serve::ServerOptions o;
    o.port = 0;
    o.limits = limits;
    server = std::make_unique<pili::serve::Server>(o);
    std::string err;
    ASSERT_TRUE(server->bind(err)) << err;
    thread = std::thread([this] { server->run(); });
    client = std::make_unique<httplib::Client>("127.0.0.1", server->port());
    client->set_read_timeout(30, 0);
  }
  void SetUp() override { start(); }
  void TearDown() override {
    client.reset();  // closes its keep-alive connection
    server->stop();
    thread.join();
  }
  void restart(pili::serve::Limits limits) {
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
  // Polls the state until `pred` holds (or about 30 s pass).
  template <class P>
  json wait_for(const std::string& sid, P pred) {
    json s;
    for (int i = 0; i < 600; ++i) {
      s = state(sid);
      if (pred(s)) return s;
      std::this_thread::sleep_for(50ms);
    }
    return s;
  }
  static bool has_move(const json& s, const std::string& m) {
    for (auto& x : s["legal"])
      if (x["move"] == m) return true;
    return false;
  }

  std::unique_ptr<pili::serve::Server> server;
  std::thread thread;
  std::unique_ptr<httplib::Client> client;
};

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
  ids = {session()["sid"], session()["sid"]};
  std::this_thread::sleep_for(2500ms);
  EXPECT_EQ(get("/api/state?sid=" + ids[1]).first, 404);
  EXPECT_EQ(server->session_count(), 0);
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
  expect_4xx(post("/api/pgn", {{"sid", sid}, {"pgn", "1. e0e5 *"}}), 400, "PGN with an illegal move");
  expect_4xx(get("/api/nothing"), 404, "unknown route");
  expect_4xx(post("/api/session", {{"variant", "xiangqi"}, {"fen", "garbage"}}), 400, "bad FEN session");
  auto huge = client->Post("/api/move", std::string(2 * 1024 * 1024, 'x'), "application/json");
  ASSERT_TRUE(huge);
  EXPECT_EQ(huge->status, 413);
  // The session survived all of it.
  json after = state(sid);
  EXPECT_EQ(after["fen"], s["fen"]);
  EXPECT_EQ(after["variant"], "xiangqi");
}

TEST_F(ServeApi, ManyClientsAtOnceAreAllAnswered) {
  json s = session();
  std::string sid = s["sid"];
  std::atomic<int> answered{0}, bad{0};
  std::vector<std::thread> clients;
  for (int t = 0; t < 12; ++t)
    clients.emplace_back([&, t] {
      httplib::Client c("127.0.0.1", server->port());
      c.set_read_timeout(20, 0);
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

TEST_F(ServeApi, AtomicCapturesListTheirBlastAndTheLastMoveKeepsIt) {
  // Red's chariot takes the horse on c7: the blast clears c7's neighbours
  // (not soldiers) and the chariot itself.
  json s = session("atomic", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  std::string sid = s["sid"];
  post("/api/move", {{"sid", sid}, {"moves", {"b2b9"}}});  // cannon takes the horse on b9
  json j = state(sid);
  ASSERT_EQ(j["record"].size(), 1u);
  json blast = j["lastBlast"];
  EXPECT_NE(std::find(blast.begin(), blast.end(), "b9"), blast.end()) << blast.dump();
  // Every listed capture names what it would clear, and playing one clears it.
  for (auto& m : j["legal"])
    if (m.contains("blast")) {
      auto [status, k] = post("/api/move", {{"sid", sid}, {"move", m["move"]}});
      ASSERT_EQ(status, 200);
      EXPECT_EQ(k["lastBlast"], m["blast"]);
      for (auto& cleared : m["blast"])
        for (auto& c : k["board"]) EXPECT_NE(c["sq"], cleared);
      return;
    }
  FAIL() << "no blasting capture for Black in " << j["fen"];
}

TEST_F(ServeApi, MengDropsStacksAndSeparationsAreMoveKinds) {
  // Two pieces taken: drops are allowed.
  json s = session("meng", "rnbakab1r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKAB1R[TT] w 2 - 0 1");
  std::string sid = s["sid"];
  EXPECT_EQ(s["reserve"], 2);
  bool drop = false;
  for (auto& m : s["legal"]) drop |= m["kind"] == "drop";
  ASSERT_TRUE(drop);
  auto [status, j] = post("/api/move", {{"sid", sid}, {"move", "T@e4"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["reserve"], 1);
  bool tris = false;
  for (auto& c : j["board"]) tris |= c["sq"] == "e4" && c["tris"] == "T" && !c.contains("piece");
  EXPECT_TRUE(tris);
  std::tie(status, j) = post("/api/move", {{"sid", sid}, {"moves", {"a6a5", "e3e4"}}});  // pawn takes own Tris: a stack
  ASSERT_EQ(status, 200) << j.dump();
  bool stack = false;
  for (auto& c : j["board"]) stack |= c["sq"] == "e4" && c["tris"] == "T" && c["piece"] == "P";
  EXPECT_TRUE(stack) << j["fen"];
  std::tie(status, j) = post("/api/move", {{"sid", sid}, {"move", "a5a4"}});
  ASSERT_EQ(status, 200) << j.dump();
  std::set<std::string> kinds;
  for (auto& m : j["legal"])
    if (m["from"] == "e4") kinds.insert(m["kind"].get<std::string>());
  EXPECT_TRUE(kinds.count("split-tris")) << j["legal"].dump();
  EXPECT_TRUE(kinds.count("split-piece"));
}

TEST_F(ServeApi, PgnExportLoadsBack) {
  json s = session();
  std::string sid = s["sid"];
  post("/api/move", {{"sid", sid}, {"moves", {"h2e2", "h9g7"}}});
  auto r = client->Get(("/api/pgn?sid=" + sid).c_str());
  ASSERT_TRUE(r);
  EXPECT_NE(r->body.find("1. h2e2 h9g7"), std::string::npos) << r->body;
  json other = session();
  auto [status, j] = post("/api/pgn", {{"sid", other["sid"]}, {"pgn", r->body}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"], json::array({"h2e2", "h9g7"}));
  EXPECT_EQ(j["cursor"], 0);
}

TEST_F(ServeApi, AtomicChessPlaysOnAnEightByEightBoard) {
  json s = session("atomic-chess");
  std::string sid = s["sid"];
  EXPECT_EQ(s["fen"], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_EQ(s["geometry"]["files"], 8);
  EXPECT_EQ(s["geometry"]["ranks"], 8);
  EXPECT_EQ(s["geometry"]["rankBase"], 1);
  EXPECT_EQ(s["geometry"]["style"], "chess");
  EXPECT_EQ(s["legal"].size(), 20u);
  EXPECT_EQ(s["board"].size(), 32u);
  EXPECT_TRUE(has_move(s, "e2e4"));
  for (std::string bad : {"e2e5", "e1e2", "h2e2", "T@e4", "e7e5"}) {
    auto [status, j] = post("/api/move", {{"sid", sid}, {"move", bad}});
    EXPECT_EQ(status, 422) << bad << j.dump();
  }
  EXPECT_EQ(state(sid)["fen"], s["fen"]);
  // The knight's raid on f7 blasts the king: lists its blast, then ends the game.
  auto [status, j] = post("/api/move", {{"sid", sid}, {"moves", {"g1f3", "a7a6", "f3g5", "a6a5"}}});
  ASSERT_EQ(status, 200) << j.dump();
  json raid;
  for (auto& m : j["legal"])
    if (m["move"] == "g5f7") raid = m;
  ASSERT_TRUE(raid.is_object()) << j["legal"].dump();
  EXPECT_EQ(raid["capture"], true);
  std::set<std::string> blast(raid["blast"].begin(), raid["blast"].end());
  EXPECT_EQ(blast, (std::set<std::string>{"e8", "f7", "f8", "g8"})) << raid.dump();  // pawns e7, g7 stay
  std::tie(status, j) = post("/api/move", {{"sid", sid}, {"move", "g5f7"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["verdict"]["outcome"], "red");
  EXPECT_EQ(j["verdict"]["reason"], "king exploded");
  EXPECT_TRUE(j["legal"].empty());
  std::set<std::string> last(j["lastBlast"].begin(), j["lastBlast"].end());
  EXPECT_EQ(last, blast);
  std::tie(status, j) = post("/api/move", {{"sid", sid}, {"move", "b8c6"}});
  EXPECT_EQ(status, 422) << "a move after the end";
}

TEST_F(ServeApi, AtomicChessCastlingEnPassantPromotionAndGameEnds) {
  json s = session("atomic-chess", "r3k2r/pppq1ppp/2n5/8/8/2N5/PPPQ1PPP/R3K2R w KQkq - 0 1");
  std::string sid = s["sid"];
  auto [status, j] = post("/api/move", {{"sid", sid}, {"moves", {"e1g1", "e8c8"}}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["fen"], "2kr3r/pppq1ppp/2n5/8/8/2N5/PPPQ1PPP/R4RK1 w - - 2 2");
  // En passant is a capture (it blasts), and every promotion piece is offered.
  std::tie(status, j) = post("/api/new", {{"sid", sid}, {"fen", "4k3/1P6/8/8/3p4/8/4P3/4K3 w - - 0 1"}});
  ASSERT_EQ(status, 200) << j.dump();
  for (std::string p : {"q", "r", "b", "n"}) EXPECT_TRUE(has_move(j, "b7b8" + p)) << p;
  std::tie(status, j) = post("/api/move", {{"sid", sid}, {"move", "e2e4"}});
  json ep;
  for (auto& m : j["legal"])
    if (m["move"] == "d4e3") ep = m;
  ASSERT_TRUE(ep.is_object()) << j.dump();
  EXPECT_EQ(ep["capture"], true);
  EXPECT_EQ(ep["blast"], json::array({"e4"})) << ep.dump();  // the pawn taken en passant
  std::tie(status, j) = post("/api/move", {{"sid", sid}, {"moves", {"d4e3", "b7b8n"}}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["fen"].get<std::string>().rfind("1N2k3/8/8/8/8/8/8/4K3 b", 0), 0u) << j["fen"];
  // Game ends with their reasons.
  struct End {
    const char* fen;
    const char* outcome;
    const char* reason;
  };
  for (auto [fen, outcome, reason] :
       {End{"R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", "red", "checkmate"},
        End{"k7/8/1Q6/8/8/8/8/7K b - - 0 1", "draw", "stalemate"},
        End{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "draw", "insufficient material"},
        End{"r3k3/8/8/8/8/8/8/R3K3 w - - 100 80", "draw", "50-move rule"}}) {
    std::tie(status, j) = post("/api/new", {{"sid", sid}, {"fen", fen}});
    ASSERT_EQ(status, 200) << fen << j.dump();
    EXPECT_EQ(j["verdict"]["outcome"], outcome) << fen;
    EXPECT_EQ(j["verdict"]["reason"], reason) << fen;
  }
  std::tie(status, j) = post("/api/new", {{"sid", sid}, {"fen", "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1"}});
  EXPECT_EQ(j["verdict"]["outcome"], "ongoing");
  std::tie(status, j) = post("/api/move", {{"sid", sid}, {"moves", {"e1d1", "e8d8", "d1e1", "d8e8", "e1d1", "e8d8", "d1e1", "d8e8"}}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["verdict"]["reason"], "repetition");
}

TEST_F(ServeApi, PgnFromOtherToolsLoadsAndBadPgnKeepsTheGame) {
  json s = session();
  std::string sid = s["sid"];
  post("/api/move", {{"sid", sid}, {"move", "h2e2"}});
  json before = state(sid);
  for (std::string bad : {"1. e0e5 *", "[Event \"x\"", "1. h2e2 {open", "[Variant \"chess\"]\n1. e4 e5 *",
                          "[Variant \"Atomic\"]\n1. Nf3 a6 2. Ng5 a5 3. Nxf7 Ke7 *", ""}) {
    auto [status, j] = post("/api/pgn", {{"sid", sid}, {"pgn", bad}});
    EXPECT_EQ(status, 400) << bad;
    EXPECT_TRUE(j.contains("error") && j["error"].get<std::string>().rfind("PGN", 0) == 0) << j.dump();
    json now = state(sid);
    EXPECT_EQ(now["fen"], before["fen"]) << bad;
    EXPECT_EQ(now["record"], before["record"]) << bad;
  }
  // The second game of a cutechess-style file: atomic chess in SAN.
  std::string pgn =
      "[Event \"one\"]\n[Variant \"xiangqi\"]\n1. h2e2 {+0.3/9} h9g7 $2 (1... b9c7) 1-0\n\n"
      "[Event \"two\"]\n[Variant \"Atomic\"]\n[Result \"1-0\"]\n1. Nf3 a6 ; opening\n2. Ng5 a5 3. Nxf7# {king gone} 1-0\n";
  auto [status, j] = post("/api/pgn", {{"sid", sid}, {"pgn", pgn}, {"game", 2}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["variant"], "atomic-chess");
  EXPECT_EQ(j["record"], json::array({"g1f3", "a7a6", "f3g5", "a6a5", "g5f7"}));
  EXPECT_EQ(j["cursor"], 0);
  EXPECT_EQ(j["pgnGames"], 2);
  std::tie(status, j) = post("/api/goto", {{"sid", sid}, {"ply", 5}});
  EXPECT_EQ(j["verdict"]["reason"], "king exploded");
  std::tie(status, j) = post("/api/pgn", {{"sid", sid}, {"pgn", pgn}, {"game", 3}});
  EXPECT_EQ(status, 400) << j.dump();
  // Exported atomic chess says "Atomic", as pili-match and chess tools do, and loads back.
  auto r = client->Get(("/api/pgn?sid=" + sid).c_str());
  ASSERT_TRUE(r);
  EXPECT_NE(r->body.find("[Variant \"Atomic\"]"), std::string::npos) << r->body;
  std::tie(status, j) = post("/api/pgn", {{"sid", sid}, {"pgn", r->body}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["variant"], "atomic-chess");
  EXPECT_EQ(j["record"].size(), 5u);
  // Move numbers continue from the start FEN's.
  post("/api/new", {{"sid", sid}, {"fen", "r3k2r/pppq1ppp/2n5/8/8/2N5/PPPQ1PPP/R3K2R b KQkq - 3 12"}});
  post("/api/move", {{"sid", sid}, {"moves", {"e8g8", "e1c1"}}});
  r = client->Get(("/api/pgn?sid=" + sid).c_str());
  ASSERT_TRUE(r);
  EXPECT_NE(r->body.find("12... e8g8 13. e1c1"), std::string::npos) << r->body;
}

TEST_F(ServeApi, EventsStreamTheState) {
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

TEST_F(ServeApi, ThePageAndItsAssetsAreServed) {
  auto r = client->Get("/");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  EXPECT_NE(r->body.find("/app.js"), std::string::npos);
  for (const char* path : {"/app.js", "/pieces.js", "/style.css", "/pieces.ttf"}) {
    auto a = client->Get(path);
    ASSERT_TRUE(a) << path;
    EXPECT_EQ(a->status, 200) << path;
    EXPECT_GT(a->body.size(), 1000u) << path;
  }
}

}  // namespace
