// The board's API (serve_api_fixture.h): games exported as PGN and loaded back,
// PGN from other tools, and bad PGN that must leave the game alone.
#include <set>

#include "serve_api_fixture.h"

namespace {

using nlohmann::json;
using pili::serve::test::ServeApi;

}  // namespace

TEST_F(ServeApi, PgnExportLoadsBack) {
  json s = session();
  std::string sid = s["sid"];
  post("/api/move", {{"sid", sid}, {"moves", {"h2e2", "h9g7"}}});
  std::string text = exported(sid);
  EXPECT_NE(text.find("1. h2e2 h9g7"), std::string::npos) << text;
  json other = session();
  auto [status, j] = post("/api/pgn", {{"sid", other["sid"]}, {"pgn", text}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"], json::array({"h2e2", "h9g7"}));
  EXPECT_EQ(j["cursor"], 0);
}

TEST_F(ServeApi, PgnFromOtherToolsLoadsAndBadPgnKeepsTheGame) {
  json s = session();
  std::string sid = s["sid"];
  post("/api/move", {{"sid", sid}, {"move", "h2e2"}});
  json before = state(sid);
  for (std::string bad : {"[Event \"x\"", "1. h2e2 {open", "[Variant \"chess\"]\n1. e4 e5 *", ""}) {
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
  std::string text = exported(sid);
  EXPECT_NE(text.find("[Variant \"Atomic\"]"), std::string::npos) << text;
  std::tie(status, j) = post("/api/pgn", {{"sid", sid}, {"pgn", text}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["variant"], "atomic-chess");
  EXPECT_EQ(j["record"].size(), 5u);
  // Move numbers continue from the start FEN's.
  post("/api/new", {{"sid", sid}, {"fen", "r3k2r/pppq1ppp/2n5/8/8/2N5/PPPQ1PPP/R3K2R b KQkq - 3 12"}});
  post("/api/move", {{"sid", sid}, {"moves", {"e8g8", "e1c1"}}});
  text = exported(sid);
  EXPECT_NE(text.find("12... e8g8 13. e1c1"), std::string::npos) << text;
}

// A record with a move that does not read loads up to it, and says which.
TEST_F(ServeApi, PgnWithAnIllegalMoveLoadsUpToIt) {
  json s = session();
  std::string sid = s["sid"];
  auto [status, j] = post("/api/pgn", {{"sid", sid}, {"pgn", "1. h2e2 h9g7 2. h2h9 b9c7 *"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"], json::array({"h2e2", "h9g7"}));
  ASSERT_TRUE(j.contains("pgnWarning")) << j.dump();
  EXPECT_NE(j["pgnWarning"].get<std::string>().find("'h2h9'"), std::string::npos) << j["pgnWarning"];
  // After the end of the game (atomic chess: the king is gone).
  std::tie(status, j) = post("/api/pgn", {{"sid", sid}, {"pgn", "[Variant \"Atomic\"]\n1. Nf3 a6 2. Ng5 a5 3. Nxf7 Ke7 *"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"].size(), 5u);
  EXPECT_NE(j["pgnWarning"].get<std::string>().find("Ke7"), std::string::npos) << j["pgnWarning"];
  // In Chinese notation, through the record library's reader.
  std::tie(status, j) = post("/api/pgn", {{"sid", sid}, {"pgn", "1. 炮二平五 马８进７ 2. 炮二平五 *"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"], json::array({"h2e2", "h9g7"}));
  EXPECT_TRUE(j.contains("pgnWarning")) << j.dump();
  // A whole record has no warning.
  std::tie(status, j) = post("/api/pgn", {{"sid", sid}, {"pgn", "1. h2e2 h9g7 *"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_FALSE(j.contains("pgnWarning")) << j.dump();
}
