// Error messages: valid UTF-8 whatever bytes the input held (they are echoed
// as \xHH), one prefix each ("banmoves: banmoves:" was issue 10 item 7).
#include <regex>

#include "pili/protocol/output.h"
#include "protocol_gui_session.h"

using namespace pili::protocol;
using namespace pili::protocol::testing;

namespace {

// Independent of the code under test: decodes code points and checks them.
bool valid_utf8(const std::string& s) {
  for (size_t i = 0; i < s.size();) {
    unsigned char c = s[i];
    int n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (!n || i + n > s.size()) return false;
    uint32_t cp = n == 1 ? c : c & (0x7F >> n);
    for (int k = 1; k < n; ++k) {
      unsigned char d = s[i + k];
      if ((d & 0xC0) != 0x80) return false;
      cp = cp << 6 | (d & 0x3F);
    }
    static const uint32_t MIN[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < MIN[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n;
  }
  return true;
}

bool doubled_prefix(const std::string& line) {
  static const std::regex RE(R"((^|[\s'])([A-Za-z_-]+): \2:)");
  return std::regex_search(line, RE);
}

}  // namespace

TEST(ProtocolMessages, EscapeInvalidUtf8) {
  EXPECT_EQ(escape_invalid_utf8("plain h2e2"), "plain h2e2");
  EXPECT_EQ(escape_invalid_utf8("\xe8\xb1\xa1\xe6\xa3\x8b"), "\xe8\xb1\xa1\xe6\xa3\x8b");  // 象棋 stays
  EXPECT_EQ(escape_invalid_utf8("a\xff\xfe"), "a\\xff\\xfe");
  EXPECT_EQ(escape_invalid_utf8("\xc3\x28"), "\\xc3(");            // bad continuation
  EXPECT_EQ(escape_invalid_utf8("\xc0\xaf"), "\\xc0\\xaf");        // overlong '/'
  EXPECT_EQ(escape_invalid_utf8("\xed\xa0\x80"), "\\xed\\xa0\\x80");  // surrogate
  EXPECT_EQ(escape_invalid_utf8("\xf4\x90\x80\x80"), "\\xf4\\x90\\x80\\x80");  // above U+10FFFF
  EXPECT_EQ(escape_invalid_utf8("\xe2\x82"), "\\xe2\\x82");        // cut short
  EXPECT_EQ(escape_invalid_utf8("\xf0\x9f\x98\x80!"), "\xf0\x9f\x98\x80!");
  for (int c = 0x80; c < 0x100; ++c) EXPECT_TRUE(valid_utf8(escape_invalid_utf8(std::string(3, char(c))))) << c;
}

TEST(ProtocolMessages, TruncationKeepsWholeCharacters) {
  std::string wide;
  for (int i = 0; i < 600; ++i) wide += "\xe8\xb1\xa1";  // 1,800 bytes, no space
  for (size_t limit : {998u, 999u, 1000u, 1001u}) {
    std::string cut = truncate_line(wide, limit);
    EXPECT_LE(cut.size(), limit);
    EXPECT_GE(cut.size() + 3, limit);
    EXPECT_TRUE(valid_utf8(cut)) << limit;
  }
}

TEST(ProtocolMessages, EchoedInputIsValidUtf8AndPrefixedOnce) {
  const std::vector<std::string> bad = {
      "\xff\xfe\xfd", "xyzzy\x80", "position fen \xff\xfe", "position startpos moves h2e2 \xc3\x28",
      "position startpos moves h2e9", "fen \xe2\x82", "startpos garbage\xff", "setoption name \xc3\x28 value 1",
      "setoption name Hash value \xff", "setoption name UCI_Variant value \xf0\x28\x8c\xbc",
      "setoption name Threads value 99999", "setoption name Ponder value maybe\xff", "go depth \xe2\x82",
      "go nodes -1", "go searchmoves \xed\xa0\x80", "go wtime x\xff", "go \xff", "banmoves h2e9",
      "banmoves \xff", "position fen 4k4/9/9/9/9/9/9/9/9/4K4 x - - 0 1",
      "\xe8\xb1\xa1\xe6\xa3\x8b"};  // valid UTF-8, unknown command: echoed as is
  for (const char* dialect : {"uci", "ucci"}) {
    GuiSession p;
    p.handshake(dialect);
    p.send("position startpos");
    for (const auto& cmd : bad) {
      auto lines = p.reply(cmd);
      ASSERT_EQ(lines.size(), 1u) << dialect << ": " << cmd;
      EXPECT_TRUE(starts_with(lines[0], "info string ")) << lines[0];
      EXPECT_TRUE(valid_utf8(lines[0])) << dialect << ": " << lines[0];
      EXPECT_FALSE(doubled_prefix(lines[0])) << dialect << ": " << lines[0];
    }
    // The issue's repro, word for word.
    auto ban = p.reply("banmoves h2e9");
    ASSERT_EQ(ban.size(), 1u);
    EXPECT_EQ(ban[0], "info string banmoves: 'h2e9' is not a legal move here");
    // The invalid bytes are shown, escaped; valid characters are kept.
    EXPECT_EQ(p.reply("\xff\xfe"), std::vector<std::string>{"info string unknown command '\\xff\\xfe'"});
    EXPECT_EQ(p.reply("\xe8\xb1\xa1"), std::vector<std::string>{"info string unknown command '\xe8\xb1\xa1'"});
    // A long echo is cut between characters.
    std::string wide;
    for (int i = 0; i < 2000; ++i) wide += "\xe8\xb1\xa1";
    auto cut = p.reply(wide);
    ASSERT_EQ(cut.size(), 1u);
    EXPECT_LT(cut[0].size(), 1000u);
    EXPECT_TRUE(valid_utf8(cut[0]));
    for (const auto& l : p.log) EXPECT_TRUE(valid_utf8(l)) << l;
  }
}

TEST(ProtocolMessages, EveryMoveBannedSaysSoAndStillPlays) {
  GuiSession p;
  p.handshake("ucci");
  p.send("position startpos moves h2e2");
  p.send("go perft 1");
  std::string ban = "banmoves";
  std::vector<std::string> legal;
  for (const auto& l : p.expect("Nodes searched"))
    if (auto colon = l.find(": 1"); colon != std::string::npos && l.rfind("Nodes", 0) != 0) {
      legal.push_back(l.substr(0, colon));
      ban += " " + legal.back();
    }
  ASSERT_EQ(legal.size(), 45u);  // h7h1 is legal after h2e2
  EXPECT_TRUE(p.reply(ban).empty());
  auto lines = p.search("go depth 3");
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines[lines.size() - 2], "info string every legal move is banned; playing " + legal.front());
  EXPECT_EQ(parse_best(lines.back()).move, legal.front());
}
