// The board's API (serve_api_fixture.h): the move list's notation. The state carries
// each move's text and the edge labels in the chosen notation; a notation
// the variant has not is refused; PGN goes out and comes back in it.
// Expected texts are the sources' literal examples (docs/notation.md).
#include "serve_api_fixture.h"

namespace {

using nlohmann::json;
using pili::serve::test::ServeApi;

std::string joined(const json& a) {
  std::string s;
  for (auto& x : a) s += x.get<std::string>();
  return s;
}

}  // namespace

TEST_F(ServeApi, MoveTextAndLabelsInEachNotation) {
  json s = session();
  std::string sid = s["sid"];
  EXPECT_EQ(s["notation"], "coord");
  EXPECT_EQ(s["notations"], json::array({"coord", "chinese", "wxf"}));
  EXPECT_EQ(joined(s["labels"]["redFiles"]), "abcdefghi");
  EXPECT_EQ(joined(s["labels"]["redRanks"]), "0123456789");
  auto [status, j] = post("/api/move", {{"sid", sid}, {"moves", {"h2e2", "h7e7", "e2e6", "d9e8", "h0g2", "h9g7"}}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["moveText"], j["record"]);
  std::tie(status, j) = post("/api/notation", {{"sid", sid}, {"notation", "chinese"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["notation"], "chinese");
  EXPECT_EQ(j["moveText"], json::array({"炮二平五", "炮８平５", "炮五进四", "士４进５", "马二进三", "马８进７"}));
  EXPECT_EQ(joined(j["labels"]["redFiles"]), "九八七六五四三二一");
  EXPECT_EQ(joined(j["labels"]["blackFiles"]), "１２３４５６７８９");
  EXPECT_EQ(joined(j["labels"]["redRanks"]), "");
  std::tie(status, j) = post("/api/notation", {{"sid", sid}, {"notation", "wxf"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["moveText"], json::array({"C2.5", "C8.5", "C5+4", "A4+5", "H2+3", "H8+7"}));
  EXPECT_EQ(joined(j["labels"]["redFiles"]), "987654321");
  EXPECT_EQ(joined(j["labels"]["blackFiles"]), "123456789");
  // The whole record, also past the point shown.
  std::tie(status, j) = post("/api/goto", {{"sid", sid}, {"ply", 2}});
  EXPECT_EQ(j["cursor"], 2);
  EXPECT_EQ(j["moveText"].size(), 6u);
  EXPECT_EQ(j["moveText"][5], "H8+7");
}

TEST_F(ServeApi, NotationRefusedForTheWrongVariant) {
  json s = session();
  std::string sid = s["sid"];
  for (std::string bad : {"dual", "iccs", ""}) {
    auto [status, j] = post("/api/notation", {{"sid", sid}, {"notation", bad}});
    EXPECT_EQ(status, 400) << bad << " " << j.dump();
  }
  EXPECT_EQ(state(sid)["notation"], "coord");
  auto [status, j] = post("/api/session", {{"variant", "atomic-chess"}, {"notation", "chinese"}});
  EXPECT_EQ(status, 400) << j.dump();
  json chess = session("atomic-chess");
  EXPECT_EQ(chess["notations"], json::array({"coord"}));
  std::tie(status, j) = post("/api/notation", {{"sid", chess["sid"]}, {"notation", "wxf"}});
  EXPECT_EQ(status, 400) << j.dump();
  EXPECT_NE(j["error"].get<std::string>().find("not for atomic-chess"), std::string::npos) << j.dump();
  // Refused with a new game: nothing changes.
  std::tie(status, j) = post("/api/new", {{"sid", sid}, {"variant", "xiangqi"}, {"notation", "dual"}});
  EXPECT_EQ(status, 400) << j.dump();
  // Meng has its dual mode; a new game of a variant without the notation
  // falls back to coord.
  json meng = session("meng");
  std::string mid = meng["sid"];
  EXPECT_EQ(meng["notations"], json::array({"coord", "chinese", "wxf", "dual"}));
  std::tie(status, j) = post("/api/notation", {{"sid", mid}, {"notation", "dual"}});
  ASSERT_EQ(status, 200) << j.dump();
  std::tie(status, j) = post("/api/move", {{"sid", mid}, {"moves", {"h2e2", "h9g7"}}});
  EXPECT_EQ(j["moveText"], json::array({"二C>五C", "8a>7c"}));
  EXPECT_EQ(joined(j["labels"]["redRanks"]), "ABCDEFGHIJ");
  EXPECT_EQ(joined(j["labels"]["blackRanks"]), "jihgfedcba");
  std::tie(status, j) = post("/api/new", {{"sid", mid}, {"variant", "xiangqi"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["notation"], "coord");
  std::tie(status, j) = post("/api/new", {{"sid", mid}, {"variant", "atomic"}, {"notation", "wxf"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["notation"], "wxf");
}

TEST_F(ServeApi, PgnExportAndImportInChineseAndWxf) {
  json s = session();
  std::string sid = s["sid"];
  post("/api/move", {{"sid", sid}, {"moves", {"h2e2", "h9g7"}}});
  post("/api/notation", {{"sid", sid}, {"notation", "chinese"}});
  std::string text = exported(sid);
  EXPECT_NE(text.find("1. 炮二平五 马８进７"), std::string::npos) << text;
  json other = session();
  auto [status, j] = post("/api/pgn", {{"sid", other["sid"]}, {"pgn", text}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"], json::array({"h2e2", "h9g7"}));
  post("/api/notation", {{"sid", sid}, {"notation", "wxf"}});
  text = exported(sid);
  EXPECT_NE(text.find("1. C2.5 H8+7"), std::string::npos) << text;
  // Written by hand, in traditional characters and WXF.
  std::tie(status, j) = post("/api/pgn", {{"sid", other["sid"]}, {"pgn", "1. 炮二平五 馬８進７ 2. H2+3 *"}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"], json::array({"h2e2", "h9g7", "h0g2"}));
  // An illegal first move: the start position, and the warning names the move.
  std::tie(status, j) = post("/api/pgn", {{"sid", other["sid"]}, {"pgn", "1. 炮二平九 *"}});
  EXPECT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"], json::array());
  EXPECT_NE(j["pgnWarning"].get<std::string>().find("'炮二平九'"), std::string::npos) << j.dump();
  // Text neither reader knows: both say why.
  std::tie(status, j) = post("/api/pgn", {{"sid", other["sid"]}, {"pgn", "[Variant \"chess\"]\n1. e4 *"}});
  EXPECT_EQ(status, 400) << j.dump();
  EXPECT_NE(j["error"].get<std::string>().find("chess"), std::string::npos) << j.dump();
}
