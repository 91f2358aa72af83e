// The board's API with Jieqi's covered pieces (include/pili/rules/jieqi_referee.h,
// docs/rules/jieqi.md): a game starts face down, each reveal shows what the
// deal put there, the record carries the deal and replays, the engine is
// told its own share, and input that disagrees with the deal is refused.
#include "serve_api_fixture.h"

namespace {

using nlohmann::json;
using pili::serve::test::ServeApi;

// A deal board (rules/jieqi_deal.h) with the identities of the worked
// example of docs/rules/jieqi.md R5.5: a cannon on b2, a black chariot on
// b9, a black soldier on a6, a black advisor on d9.
const std::string DEAL = "nrcakbrap/9/1n5b1/p1p1c1p1p/9/9/B1A1C1P1P/1C5P1/9/PRNAKBPNR";


int count_letter(const json& board, const std::string& letter) {
  int n = 0;
  for (auto& c : board)
    if (c.value("piece", "") == letter) ++n;
  return n;
}

// A pool's count of `letter` (the state's pools: [letter, count] pairs).
int pool(const json& state, const std::string& side, const std::string& letter) {
  for (auto& p : state["covered"]["pools"][side])
    if (p[0] == letter) return p[1];
  return -1;
}

std::string piece_on(const json& board, const std::string& sq) {
  for (auto& c : board)
    if (c["sq"] == sq) return c.value("piece", "");
  return "";
}

// The letter a deal board puts on `sq` (files a-i, ranks 0-9).
std::string dealt_on(const std::string& deal, const std::string& sq) {
  int file = sq[0] - 'a', rank = sq[1] - '0', r = 9, f = 0;
  for (char c : deal) {
    if (c == '/') { --r, f = 0; continue; }
    if (c >= '1' && c <= '9') { f += c - '0'; continue; }
    if (r == rank && f == file) return std::string(1, c);
    ++f;
  }
  return "";
}

}  // namespace

namespace pili::serve::test {

class ServeJieqi : public ServeApi {
 protected:
  json start_jieqi(const json& extra = json::object()) {
    json body = {{"variant", "jieqi"}};
    body.update(extra);
    auto [status, j] = post("/api/session", body);
    EXPECT_EQ(status, 200) << j.dump();
    return j;
  }
  json move(const std::string& sid, const std::string& m, int want = 200) {
    auto [status, j] = post("/api/move", {{"sid", sid}, {"move", m}});
    EXPECT_EQ(status, want) << m << ": " << j.dump();
    return j;
  }
};

TEST_F(ServeJieqi, AGameStartsFaceDownWithItsDeal) {
  json s = start_jieqi({{"deal", DEAL}});
  EXPECT_EQ(s["variant"], "jieqi");
  EXPECT_EQ(count_letter(s["board"], "X"), 15);
  EXPECT_EQ(count_letter(s["board"], "x"), 15);
  EXPECT_EQ(piece_on(s["board"], "e0"), "K");
  EXPECT_EQ(s["legal"].size(), 44u);  // PM(1) = 44 (R7.4): four characters each
  for (auto& m : s["legal"]) EXPECT_EQ(m["move"].get<std::string>().size(), 4u);
  EXPECT_EQ(s["covered"]["covered"]["red"], 15);
  EXPECT_EQ(pool(s, "red", "P"), 5);
  EXPECT_EQ(pool(s, "black", "r"), 2);
  EXPECT_EQ(s["covered"]["deal"], DEAL);
  // A seed deals the same twice; a deal that does not fit is refused.
  json a = start_jieqi({{"seed", 7}}), b = start_jieqi({{"seed", 7}}), c = start_jieqi({{"seed", 8}});
  EXPECT_EQ(a["covered"]["deal"], b["covered"]["deal"]);
  EXPECT_NE(a["covered"]["deal"], c["covered"]["deal"]);
  std::string threeRooks = DEAL;
  threeRooks.back() = 'R';
  threeRooks[threeRooks.size() - 2] = 'R';  // h0 N -> R: three chariots
  auto [status, j] = post("/api/session", {{"variant", "jieqi"}, {"deal", threeRooks}});
  EXPECT_EQ(status, 400) << j.dump();
  std::tie(status, j) = post("/api/session", {{"variant", "xiangqi"}, {"deal", DEAL}});
  EXPECT_EQ(status, 400) << j.dump();
}

TEST_F(ServeJieqi, AMoveRevealsWhatTheDealPutThere) {
  std::string sid = start_jieqi({{"deal", DEAL}})["sid"];
  // R5.5's game: the covered cannon takes the covered b9, a chariot.
  json j = move(sid, "b2b9");
  EXPECT_EQ(j["record"][0], "b2b9Cr");
  EXPECT_EQ(piece_on(j["board"], "b9"), "C");
  EXPECT_EQ(j["covered"]["reveal"]["sq"], "b9");
  EXPECT_EQ(j["covered"]["reveal"]["piece"], "C");
  EXPECT_EQ(pool(j, "red", "C"), 1);
  EXPECT_EQ(pool(j, "black", "r"), 2);  // the owner did not see it (R3.1)
  EXPECT_EQ(j["covered"]["covered"]["black"], 14);
  ASSERT_EQ(j["covered"]["captures"].size(), 1u);
  EXPECT_EQ(j["covered"]["captures"][0]["by"], "red");
  EXPECT_EQ(j["covered"]["captures"][0]["seen"], "r");
  // The engine's position is Black's: no captured letter, a pool of 15 (R5.5 1).
  EXPECT_EQ(j["fen"], "xCxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/7X1/9/XXXXKXXXX b R2A2C1P5N2B2r2a2c2p5n2b2 0 1");
  j = move(sid, "a6a5");
  EXPECT_EQ(j["record"][1], "a6a5p");
  // Red's: the chariot it took is out of Black's pool (R5.5 2).
  EXPECT_EQ(j["fen"], "xCxxkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX w R2A2C1P5N2B2r1a2c2p4n2b2 1 2");
  j = move(sid, "b9d9");
  EXPECT_EQ(j["record"][2], "b9d9a");
  EXPECT_EQ(j["fen"], "x1xCkxxxx/9/1x5x1/2x1x1x1x/p8/9/X1X1X1X1X/7X1/9/XXXXKXXXX b R2A2C1P5N2B2r2a2c2p4n2b2 0 2");
  // Back to the start, another covered piece: its identity is the deal's too.
  auto [status, g] = post("/api/takeback", {{"sid", sid}});
  ASSERT_EQ(status, 200);
  std::tie(status, g) = post("/api/goto", {{"sid", sid}, {"ply", 0}});
  ASSERT_EQ(status, 200);
  j = move(sid, "h2h9");
  EXPECT_EQ(j["record"].size(), 1u);
  EXPECT_EQ(j["record"][0], "h2h9Pa");
  EXPECT_EQ(piece_on(j["board"], "h9"), "P");
}

TEST_F(ServeJieqi, ARandomDealRevealsConsistently) {
  json s = start_jieqi();
  std::string sid = s["sid"], deal = s["covered"]["deal"];
  for (const std::string m : {"a3a4", "i6i5", "b0c2", "h7h5"}) {
    json j = move(sid, m);
    std::string shown = piece_on(j["board"], m.substr(2, 2));
    EXPECT_EQ(shown, dealt_on(deal, m.substr(0, 2))) << m << " in " << deal;
    EXPECT_EQ(j["covered"]["reveal"]["piece"], shown);
  }
}

TEST_F(ServeJieqi, InputThatDisagreesWithTheDealIsRefusedAndTheGameKept) {
  std::string sid = start_jieqi({{"deal", DEAL}})["sid"];
  json before = state(sid);
  move(sid, "b2b8", 422);    // blocked: the cannon cannot pass b7
  move(sid, "b2b9R", 422);   // the deal put a cannon there
  move(sid, "b2b9Cn", 422);  // and a chariot on b9
  move(sid, "b2b9Cq", 422);  // no such piece
  json after = state(sid);
  EXPECT_EQ(after["record"], before["record"]);
  EXPECT_EQ(after["fen"], before["fen"]);
  EXPECT_EQ(move(sid, "b2b9Cr")["record"][0], "b2b9Cr");  // the letters the deal gives are welcome
  // Several moves at once are all or nothing.
  auto [status, j] = post("/api/move", {{"sid", sid}, {"moves", {"a6a5", "e3e4N"}}});
  EXPECT_EQ(status, 422) << j.dump();
  EXPECT_EQ(state(sid)["record"].size(), 1u);
}

TEST_F(ServeJieqi, AgainstPiliThePersonSeesOnlyTheirShare) {
  std::string sid = start_jieqi({{"deal", DEAL}})["sid"];
  move(sid, "b2b9");
  // The person plays Black: Red's captured letter is Pili's knowledge.
  auto [status, j] = post("/api/mode", {{"sid", sid}, {"mode", "human"}, {"human", "black"}, {"nodes", 2000}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"][0], "b2b9C");
  EXPECT_TRUE(j["covered"]["captures"][0]["seen"].is_null());
  EXPECT_TRUE(j["covered"]["deal"].is_null());
  move(sid, "a6a5");
  json after = wait_for(sid, [](const json& x) { return x["record"].size() == 3 && x["thinking"] == ""; });
  ASSERT_EQ(after["record"].size(), 3u) << after.dump();
  EXPECT_EQ(after["turn"], "black");
  EXPECT_EQ(after["status"], "");  // Pili's move was played, not refused
  // Pili's move: legal, with the deal's reveal if it turned a piece up,
  // and without the identity of a covered piece it took.
  std::string pili = after["record"][2];
  ASSERT_GE(pili.size(), 4u);
  std::string from = pili.substr(0, 2);
  if (pili.size() > 4) {
    EXPECT_EQ(pili.size(), 5u) << pili;
    EXPECT_EQ(pili.substr(4), dealt_on(DEAL, from)) << pili;
  }
}

TEST_F(ServeJieqi, ThePersonsFenHasThePersonsPoolsWhilePiliIsToMove) {
  std::string sid = start_jieqi({{"deal", DEAL}})["sid"];
  move(sid, "b2b9");
  // Pili (Black) is to move and its engine holds Black's view (a black pool
  // of 15); the person, Red, saw the chariot it took (R5.5 2's pool).
  auto [status, j] = post("/api/mode", {{"sid", sid}, {"mode", "human"}, {"human", "red"}, {"nodes", 2000}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["turn"], "black");
  EXPECT_EQ(j["fen"], "xCxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/7X1/9/XXXXKXXXX b R2A2C1P5N2B2r1a2c2p5n2b2 0 1");
  EXPECT_EQ(j["record"][0], "b2b9Cr");
  EXPECT_EQ(j["covered"]["captures"][0]["seen"], "r");
  json after = wait_for(sid, [](const json& x) { return x["record"].size() == 2 && x["thinking"] == ""; });
  EXPECT_EQ(after["record"].size(), 2u);
}

TEST_F(ServeJieqi, TheRecordReplaysWithItsDeal) {
  std::string sid = start_jieqi({{"deal", DEAL}})["sid"];
  for (const std::string m : {"b2b9", "a6a5", "b9d9"}) move(sid, m);
  std::string pgn = exported(sid);
  EXPECT_NE(pgn.find("[Deal \"" + DEAL + "\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("b2b9Cr"), std::string::npos) << pgn;
  std::string other = start_jieqi({{"seed", 3}})["sid"];
  auto [status, j] = post("/api/pgn", {{"sid", other}, {"pgn", pgn}});
  ASSERT_EQ(status, 200) << j.dump();
  std::tie(status, j) = post("/api/goto", {{"sid", other}, {"ply", 3}});
  ASSERT_EQ(status, 200) << j.dump();
  EXPECT_EQ(j["record"], json({"b2b9Cr", "a6a5p", "b9d9a"}));
  EXPECT_EQ(j["covered"]["deal"], DEAL);
  EXPECT_EQ(j["fen"], state(sid)["fen"]);
  // A record whose letter disagrees with its deal is refused; the game stays.
  std::string bad = pgn;
  bad.replace(bad.find("a6a5p"), 5, "a6a5n");
  std::tie(status, j) = post("/api/pgn", {{"sid", other}, {"pgn", bad}});
  EXPECT_EQ(status, 400) << j.dump();
  EXPECT_EQ(state(other)["record"].size(), 3u);
  // Without [Deal]: a deal that agrees with every letter of the record.
  std::string bare = pgn;
  bare.erase(bare.find("[Deal"), bare.find('\n', bare.find("[Deal")) + 1 - bare.find("[Deal"));
  std::tie(status, j) = post("/api/pgn", {{"sid", other}, {"pgn", bare}});
  ASSERT_EQ(status, 200) << j.dump();
  std::string deal = j["covered"]["deal"];
  EXPECT_EQ(dealt_on(deal, "b2"), "C");
  EXPECT_EQ(dealt_on(deal, "b9"), "r");
  EXPECT_EQ(dealt_on(deal, "a6"), "p");
  EXPECT_EQ(dealt_on(deal, "d9"), "a");
}

}  // namespace pili::serve::test
