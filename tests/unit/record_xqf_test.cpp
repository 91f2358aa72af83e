// XQF files made here by a small writer that follows the published layout:
// XQStudio's "XQF 1.0 file format" text (过河象, 2001; plain files, version
// 10) for the header, the 32 piece points and the 8-byte move records, and
// for versions 11 and up the enciphering as the xqbase XQF tools read it
// (keys from header bytes 3 and 8-15, points shifted by derived keys, the
// 32-byte stream from "[(C) Copyright Mr. Dong Shiwei.]", version 12's
// rotated piece table; docs/records.md). Plain and enciphered files must
// give the same game.
#include <gtest/gtest.h>

#include <random>

#include "pili/record/game_files.h"
#include "pili/record/text_encoding.h"
#include "pili/record/xqf.h"

namespace pili {
namespace {

struct Rec {
  const char* move;  // "h2e2"; nullptr for the root record
  std::string comment;
  bool next, alt;
};

int xy(const char* sq) { return (sq[0] - 'a') * 10 + (sq[1] - '0'); }

// The start position: R N B A K A B N R C C P P P P P from Red's right, then Black's.
const int START_POINTS[32] = {80, 70, 60, 50, 40, 30, 20, 10, 0,  72, 12, 83, 63, 43, 23, 3,
                              89, 79, 69, 59, 49, 39, 29, 19, 9,  77, 17, 86, 66, 46, 26, 6};

struct XqfWriter {
  int version = 10;
  int points[32];
  uint8_t keys[13] = {};  // header bytes 3..15 for the enciphered versions
  int result = 1;
  std::string title = "Test";

  XqfWriter() { std::copy(std::begin(START_POINTS), std::end(START_POINTS), points); }

  static uint8_t derive(uint8_t k, uint8_t seed) { return uint8_t((54u * k * k + 221u) * seed); }

  std::string write(const std::vector<Rec>& recs) const {
    std::string h(1024, '\0');
    h[0] = 'X', h[1] = 'Q', h[2] = char(version);
    bool enc = version >= 11;
    uint8_t kXY = 0, kF = 0, kT = 0;
    uint32_t commentKey = 0;
    uint8_t stream[32] = {};
    if (enc) {
      for (int i = 0; i < 13; ++i) h[size_t(3 + i)] = char(keys[i]);
      auto u = [&](int i) { return uint8_t(h[size_t(i)]); };
      kXY = derive(u(13), u(13));
      kF = derive(u(14), kXY);
      kT = derive(u(15), kF);
      commentKey = (u(12) * 256u + u(13)) % 32000u + 767u;
      const char* mask = "[(C) Copyright Mr. Dong Shiwei.]";
      for (int i = 0; i < 32; ++i) stream[i] = uint8_t(mask[i] & ((u(12 + i % 4) & u(3)) | u(8 + i % 4)));
    }
    for (int i = 0; i < 32; ++i) {
      int slot = version >= 12 ? (i + kXY + 1) % 32 : i;  // stored i holds the piece of `slot`
      h[size_t(16 + i)] = char(uint8_t(points[slot] + kXY));
    }
    h[51] = char(result);
    h[80] = char(title.size());
    h.replace(81, title.size(), title);
    std::string body;
    for (const Rec& r : recs) {
      int from = r.move ? xy(r.move) : 0, to = r.move ? xy(r.move + 2) : 0;
      body += char(uint8_t(from + 0x18 + kF));
      body += char(uint8_t(to + 0x20 + kT));
      uint8_t tag = enc ? uint8_t((r.next ? 0x80 : 0) | (r.alt ? 0x40 : 0) | (r.comment.empty() ? 0 : 0x20))
                        : uint8_t((r.next ? 0xF0 : 0) | (r.alt ? 0x0F : 0));
      body += char(tag);
      body += char(0);
      if (!enc || !r.comment.empty()) {
        uint32_t len = uint32_t(r.comment.size()) + commentKey;
        for (int i = 0; i < 4; ++i) body += char((len >> (8 * i)) & 255);
      }
      body += r.comment;
    }
    for (size_t i = 0; i < body.size(); ++i) body[i] = char(uint8_t(body[i]) + stream[(1024 + i) % 32]);
    return h + body;
  }
};

// Main line h2e2 h9g7 h0g2, with b9c7 b0c2 as the alternative to h9g7.
const std::vector<Rec> TREE = {{nullptr, "\xBF\xAA\xBE\xD6", true, false},  // "开局" in GBK
                               {"h2e2", "central cannon", true, false},
                               {"h9g7", "", true, true},
                               {"h0g2", "", false, false},
                               {"b9c7", "", true, false},
                               {"b0c2", "end", false, false}};

void expect_tree(const record::GameTree& g) {
  EXPECT_EQ(g.fen, "");  // the standard start
  ASSERT_EQ(g.main_line(), (std::vector<std::string>{"h2e2", "h9g7", "h0g2"}));
  EXPECT_EQ(g.nodes[0].comment, "开局");
  EXPECT_EQ(g.nodes[1].comment, "central cannon");
  ASSERT_EQ(g.nodes[1].children.size(), 2u);
  const auto& alt = g.nodes[size_t(g.nodes[1].children[1])];
  EXPECT_EQ(alt.move, "b9c7");
  ASSERT_EQ(alt.children.size(), 1u);
  EXPECT_EQ(g.nodes[size_t(alt.children[0])].move, "b0c2");
  EXPECT_EQ(g.nodes[size_t(alt.children[0])].comment, "end");
  EXPECT_EQ(g.result, "1-0");
  ASSERT_NE(g.tag("Event"), nullptr);
  EXPECT_EQ(*g.tag("Event"), "Test");
}

record::GameTree read_ok(const std::string& bytes) {
  record::GameTree g;
  std::string err;
  EXPECT_TRUE(record::read_xqf(bytes, g, err)) << err;
  return g;
}

TEST(Xqf, PlainVersion10) { expect_tree(read_ok(XqfWriter{}.write(TREE))); }

TEST(Xqf, EncipheredVersions) {
  for (int version : {11, 12, 18}) {
    XqfWriter w;
    w.version = version;
    const uint8_t keys[13] = {0xBE, 0, 0, 0, 0, 0xE8, 0xD8, 0xBC, 0x84, 0xA5, 0x9C, 0xE7, 0xD8};
    std::copy(std::begin(keys), std::end(keys), w.keys);
    std::string bytes = w.write(TREE);
    EXPECT_NE(bytes, XqfWriter{}.write(TREE));
    SCOPED_TRACE(version);
    expect_tree(read_ok(bytes));
  }
}

TEST(Xqf, SetUpPositionAndBlackFirst) {
  XqfWriter w;
  for (int& p : w.points) p = 255;  // off the board
  w.points[4] = xy("e0"), w.points[20] = xy("d9"), w.points[0] = xy("a5");  // K, k, R
  w.result = 0;
  record::GameTree g = read_ok(w.write({{nullptr, "", true, false}, {"d9d8", "", false, false}}));
  EXPECT_EQ(g.fen, "3k5/9/9/9/R8/9/9/9/9/4K4 b - - 0 1");
  EXPECT_EQ(g.main_line(), std::vector<std::string>{"d9d8"});
  EXPECT_EQ(g.result, "*");
}

TEST(Xqf, DamagedFilesSayWhere) {
  std::string good = XqfWriter{}.write(TREE), err;
  record::GameTree g;
  EXPECT_FALSE(record::read_xqf(good.substr(0, good.size() - 10), g, err));
  EXPECT_NE(err.find("XQF byte"), std::string::npos) << err;
  EXPECT_FALSE(record::read_xqf(good.substr(0, 500), g, err));
  EXPECT_FALSE(record::read_xqf("PK\x03\x04" + good.substr(4), g, err));
  EXPECT_NE(err.find("not an XQF file"), std::string::npos) << err;
  std::string v19 = good;
  v19[2] = 19;
  EXPECT_FALSE(record::read_xqf(v19, g, err));
  EXPECT_NE(err.find("version 19"), std::string::npos) << err;
  // An illegal move: the chariot a9 jumps to a5 over its soldier.
  std::string illegal = XqfWriter{}.write({{nullptr, "", true, false}, {"h2e2", "", true, false}, {"a9a5", "", false, false}});
  EXPECT_FALSE(record::read_xqf(illegal, g, err));
  EXPECT_NE(err.find("XQF byte 1040"), std::string::npos) << err;
  EXPECT_NE(err.find("a9a5"), std::string::npos) << err;
  std::string bigComment = good;
  bigComment[1024 + 12 + 4 + 3] = char(0x7F);  // the first move's comment length
  EXPECT_FALSE(record::read_xqf(bigComment, g, err));
  EXPECT_NE(err.find("comment length"), std::string::npos) << err;
}

// Random and mutated bytes: every reader answers with a game that replays or
// an error, and never crashes.
TEST(RecordFuzz, ReadersNeverCrash) {
  std::mt19937_64 rng(20261203);
  XqfWriter enc;
  enc.version = 18;
  enc.keys[0] = 0xFF, enc.keys[5] = 0x11, enc.keys[10] = 0x35;
  std::vector<std::string> seeds = {XqfWriter{}.write(TREE), enc.write(TREE),
                                    "[Event \"x\"]\n{c} 1. 炮二平五 (1. c3c4 {v} g6g5) 马８进７ 2. H2+3 *\n",
                                    "[Variant \"Atomic\"]\n1. e4 d5 (1... e5 2. Nf3) 2. exd5 1-0\n"};
  int games = 0, errors = 0;
  for (int round = 0; round < 4000; ++round) {
    std::string bytes = seeds[size_t(round) % seeds.size()];
    int kind = int(rng() % 4);
    if (kind == 0) {  // random bytes, sometimes with an XQF signature
      bytes.assign(size_t(rng() % 1500), '\0');
      for (char& c : bytes) c = char(rng());
      if (rng() % 2 && bytes.size() > 2) bytes[0] = 'X', bytes[1] = 'Q';
    } else {
      for (int m = int(rng() % 8) + 1; m > 0 && !bytes.empty(); --m) {
        size_t at = size_t(rng() % bytes.size());
        switch (rng() % 3) {
          case 0: bytes[at] = char(rng()); break;
          case 1: bytes.erase(at, size_t(rng() % 16)); break;
          default: bytes.insert(at, 1, "(){}[]\"$ 1.0-*"[rng() % 14]);
        }
      }
    }
    std::vector<record::GameTree> out;
    std::string err;
    bool ok;
    if (record::looks_like_xqf(bytes)) {
      record::GameTree g;
      ok = record::read_xqf(bytes, g, err);
      if (ok) out.push_back(g);
    } else {
      std::string text;
      ok = record::text_to_utf8(bytes, text, err) && record::read_pgn_games(text, out, err);
    }
    if (!ok) {
      EXPECT_FALSE(err.empty());
      ++errors;
      continue;
    }
    for (auto& g : out) {
      std::string fen;
      EXPECT_TRUE(record::final_position_fen(g, fen, err)) << err;
      ++games;
    }
  }
  EXPECT_GT(games, 100);
  EXPECT_GT(errors, 100);
}

}  // namespace
}  // namespace pili
