// The XQF reader. The layout follows XQStudio's published XQF 1.0 text and
// the deciphering of later versions as the xqbase XQF tools implement it;
// docs/records.md gives both.
#include "pili/record/xqf.h"

#include <array>
#include <cctype>
#include <cstdint>

#include "pili/core/position.h"
#include "pili/record/game_files.h"
#include "pili/record/text_encoding.h"

namespace pili::record {
namespace {

constexpr int MAX_XQF_VERSION = 18;

struct Cipher {
  int version = 0;
  uint8_t keyXY = 0, keyXYf = 0, keyXYt = 0;  // added to the position, move origins, move targets
  uint32_t commentKey = 0;                     // added to comment lengths
  std::array<uint8_t, 32> stream{};            // added to every byte after the header
};

uint8_t derive(uint8_t key, uint8_t seed) { return uint8_t((54u * key * key + 221u) * seed); }

Cipher make_cipher(const std::string& b) {
  Cipher c;
  auto u = [&](size_t i) { return uint8_t(b[i]); };
  c.version = u(2);
  if (c.version <= 10) return c;
  c.keyXY = derive(u(13), u(13));
  c.keyXYf = derive(u(14), c.keyXY);
  c.keyXYt = derive(u(15), c.keyXYf);
  c.commentKey = (u(12) * 256u + u(13)) % 32000u + 767u;
  static const char MASK[] = "[(C) Copyright Mr. Dong Shiwei.]";
  for (int i = 0; i < 32; ++i) {
    uint8_t keyByte = uint8_t((u(12 + i % 4) & u(3)) | u(8 + i % 4));
    c.stream[size_t(i)] = uint8_t(MASK[i] & keyByte);
  }
  return c;
}

// Text in the header: a length byte, then GBK text, in a field of `size` bytes.
std::string header_text(const std::string& b, size_t at, size_t size) {
  size_t len = std::min<size_t>(uint8_t(b[at]), size - 1);
  std::string raw = b.substr(at + 1, len), out, err;
  raw = raw.substr(0, raw.find('\0'));
  for (char& ch : raw)  // a tag value is one line
    if (uint8_t(ch) < 0x20) ch = ' ';
  if (text_to_utf8(raw, out, err)) return out;
  for (char& ch : raw)
    if (uint8_t(ch) >= 0x80) ch = '?';
  return raw;
}

std::string comment_text(const std::string& raw) {
  std::string out, err;
  if (!text_to_utf8(raw, out, err)) {
    out = raw;  // damaged text keeps its ASCII
    for (char& ch : out)
      if (uint8_t(ch) >= 0x80) ch = '?';
  }
  size_t a = 0, z = out.size();  // line breaks around the text are layout
  while (a < z && std::isspace(static_cast<unsigned char>(out[a]))) ++a;
  while (z > a && std::isspace(static_cast<unsigned char>(out[z - 1]))) --z;
  return out.substr(a, z - a);
}

std::string point_text(int xy) { return std::string(1, char('a' + xy / 10)) + char('0' + xy % 10); }

struct Records {
  const std::string& b;
  const Cipher& c;
  size_t pos = XQF_HEADER_BYTES;

  bool bytes(size_t n, std::string& out) {
    if (pos + n > b.size()) return false;
    out = b.substr(pos, n);
    if (c.version > 10)
      for (size_t i = 0; i < n; ++i) out[i] = char(uint8_t(out[i]) - c.stream[(pos + i) % 32]);
    pos += n;
    return true;
  }
  static uint32_t le32(const std::string& s) {
    return uint32_t(uint8_t(s[0])) | uint32_t(uint8_t(s[1])) << 8 | uint32_t(uint8_t(s[2])) << 16 |
           uint32_t(uint8_t(s[3])) << 24;
  }
};

}  // namespace

bool looks_like_xqf(const std::string& bytes) {
  // "XQ" and a version byte, which no text has there.
  return bytes.size() >= 3 && bytes[0] == 'X' && bytes[1] == 'Q' && uint8_t(bytes[2]) < 0x20;
}

bool read_xqf(const std::string& b, GameTree& out, std::string& err, bool partial) {
  if (b.compare(0, 2, "XQ") != 0) return err = "not an XQF file (no 'XQ' at byte 0)", false;
  if (b.size() < XQF_HEADER_BYTES)
    return err = "XQF file truncated in its header (" + std::to_string(b.size()) + " of 1024 bytes)", false;
  Cipher c = make_cipher(b);
  if (c.version > MAX_XQF_VERSION)
    return err = "XQF version " + std::to_string(c.version) + " is newer than any this reader knows (" +
                 std::to_string(MAX_XQF_VERSION) + ")",
           false;

  // Start position: 32 points in the order R N B A K A B N R C C P P P P P
  // (Red, from Red's right), then Black's; X*10+Y, Y from Red's side; a
  // point past 89 is a piece off the board.
  std::array<uint8_t, 32> points;
  for (int i = 0; i < 32; ++i) {
    int slot = c.version >= 12 ? (i + c.keyXY + 1) % 32 : i;
    points[size_t(slot)] = uint8_t(uint8_t(b[size_t(16 + i)]) - c.keyXY);
  }
  static const char KINDS[] = "RNBAKABNRCCPPPPP";
  char board[10][9] = {};
  for (int i = 0; i < 32; ++i) {
    int xy = points[size_t(i)];
    if (xy > 89) continue;
    char pc = KINDS[i % 16];
    if (i >= 16) pc = char(pc - 'A' + 'a');
    if (board[xy % 10][xy / 10])
      return err = "XQF byte " + std::to_string(16 + i) + ": two pieces on " + point_text(xy), false;
    board[xy % 10][xy / 10] = pc;
  }

  GameTree g;
  std::vector<int> where{0};  // byte offset of each node's record
  std::vector<int> pending;   // parents of the alternatives still to come
  int parent = -1;            // -1: the root record
  Records rec{b, c};
  while (true) {
    size_t at = rec.pos;
    std::string head, lenBytes;
    if (!rec.bytes(4, head)) {
      if (parent == -1) break;  // no record at all: a position without moves
      return err = "XQF byte " + std::to_string(at) + ": the file ends inside the move records (truncated)", false;
    }
    uint8_t tag = uint8_t(head[2]);
    bool hasNext, hasAlt;
    int64_t commentLen = 0;
    if (c.version <= 10) {
      if (!rec.bytes(4, lenBytes))
        return err = "XQF byte " + std::to_string(at) + ": the file ends inside a move record (truncated)", false;
      commentLen = int32_t(Records::le32(lenBytes));
      hasNext = tag & 0xF0;
      hasAlt = tag & 0x0F;
    } else {
      if (tag & 0x20) {
        if (!rec.bytes(4, lenBytes))
          return err = "XQF byte " + std::to_string(at) + ": the file ends inside a move record (truncated)", false;
        commentLen = int64_t(int32_t(Records::le32(lenBytes))) - int64_t(c.commentKey);
      }
      hasNext = tag & 0x80;
      hasAlt = tag & 0x40;
    }
    if (commentLen < 0 || uint64_t(commentLen) > b.size() - rec.pos)
      return err = "XQF byte " + std::to_string(at) + ": bad comment length " + std::to_string(commentLen), false;
    std::string comment;
    rec.bytes(size_t(commentLen), comment);
    int node = 0;
    if (parent == -1) {
      g.nodes[0].comment = comment_text(comment);
      hasAlt = false;  // the root has no alternative
    } else {
      int from = uint8_t(uint8_t(head[0]) - 0x18 - c.keyXYf), to = uint8_t(uint8_t(head[1]) - 0x20 - c.keyXYt);
      if (from > 89 || to > 89)
        return err = "XQF byte " + std::to_string(at) + ": a move from or to a point off the board", false;
      if (int(g.nodes.size()) >= MAX_TREE_NODES)
        return err = "XQF byte " + std::to_string(at) + ": more than " + std::to_string(MAX_TREE_NODES) + " moves",
               false;
      node = g.add(parent, point_text(from) + point_text(to), comment_text(comment));
      where.push_back(int(at));
    }
    // Records come in pre-order: a move, its continuation, then its alternative.
    if (hasNext) {
      if (hasAlt) pending.push_back(parent);
      parent = node;
    } else if (hasAlt) {
      // parent stays: the next record is an alternative to this move
    } else if (!pending.empty()) {
      parent = pending.back();
      pending.pop_back();
    } else {
      break;
    }
  }

  // Side to move: the colour of the first move's piece (XQF has Red or
  // Black begin; the header's own byte is not always set).
  bool blackFirst = uint8_t(b[50]) == 1;
  if (!g.nodes[0].children.empty()) {
    const std::string& first = g.nodes[size_t(g.nodes[0].children[0])].move;
    char pc = board[first[1] - '0'][first[0] - 'a'];
    if (pc) blackFirst = pc >= 'a';
  }
  std::string fen;
  for (int rank = 9; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 9; ++file) {
      char pc = board[rank][file];
      if (!pc) { ++empty; continue; }
      if (empty) fen += char('0' + empty), empty = 0;
      fen += pc;
    }
    if (empty) fen += char('0' + empty);
    if (rank) fen += '/';
  }
  g.fen = fen + (blackFirst ? " b - - 0 1" : " w - - 0 1");
  if (g.fen == std::string(Position::START_FEN)) g.fen.clear();

  static const char* RESULTS[] = {"*", "1-0", "0-1", "1/2-1/2", "1/2-1/2"};
  g.result = uint8_t(b[51]) <= 4 ? RESULTS[uint8_t(b[51])] : "*";
  std::string title = header_text(b, 80, 64), event = header_text(b, 208, 64);
  g.set_tag("Event", event.empty() ? title : event);
  g.set_tag("Site", header_text(b, 288, 16));
  g.set_tag("Date", header_text(b, 272, 16));
  g.set_tag("White", header_text(b, 304, 16));
  g.set_tag("Black", header_text(b, 320, 16));
  if (!title.empty() && !event.empty()) g.set_tag("Title", title);
  if (std::string a = header_text(b, 464, 16); !a.empty()) g.set_tag("Annotator", a);
  if (!resolve_moves(g, err, &where, "XQF byte", partial)) return false;
  out = std::move(g);
  return true;
}

}  // namespace pili::record
