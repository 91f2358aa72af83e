// The board's API (serve_api_fixture.h) in the variants with moves of their own:
// Atomic blasts, Meng drops, stacks and separations, atomic chess on 8x8.
#include <set>

#include "serve_api_fixture.h"

namespace {

using nlohmann::json;
using pili::serve::test::ServeApi;

}  // namespace

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
