// Game files of `pili datagen`: byte layout in docs/nnue-training.md. All
// integers are little-endian, assembled byte by byte.
#include "datagen_format.h"

#include <cstring>

#include "pili/eval/nnue/net_file.h"

namespace pili::app::datagen {

namespace {


// Reads fields in order; ok() turns false at the first read past the end.
class Cursor {
 public:
  explicit Cursor(const std::vector<uint8_t>& b) : bytes(b) {}
  bool ok() const { return good; }
  bool at_end() const { return pos == bytes.size(); }
  size_t& position() { return pos; }
  uint8_t u8() { return need(1) ? bytes[pos++] : 0; }
  uint16_t u16() {
    if (!need(2)) return 0;
    uint16_t v = uint16_t(bytes[pos] | bytes[pos + 1] << 8);
    pos += 2;
    return v;
  }
  uint32_t u32() {
    uint32_t lo = u16();
    return lo | uint32_t(u16()) << 16;
  }
  std::string text(size_t n) {
    if (!need(n)) return {};
    std::string s(reinterpret_cast<const char*>(bytes.data() + pos), n);
    pos += n;
    return s;
  }
  bool need(size_t n) {
    if (bytes.size() - pos < n) good = false;
    return good;
  }
  void fail() { good = false; }

 private:
  const std::vector<uint8_t>& bytes;
  size_t pos = 0;
  bool good = true;
};

uint32_t le32(const uint8_t* p) { return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24; }

}  // namespace

// First word: from (7 bits) | to (7) << 7 | "a second word follows" << 14.
// Second word (moves with a kind or an extra point): extra (7) | kind (4) << 7.
void encode_move(Move m, std::vector<uint8_t>& bytes) {
  bool extended = m.kind() != MK_NORMAL || m.extra() != SQ_A0;
  put_u16(bytes, uint16_t(m.from() | m.to() << 7 | (extended ? 1 << 14 : 0)));
  if (extended) put_u16(bytes, uint16_t(m.extra() | m.kind() << 7));
}

bool decode_move(const std::vector<uint8_t>& bytes, size_t& pos, Move& m) {
  if (bytes.size() - pos < 2) return false;
  uint16_t w = uint16_t(bytes[pos] | bytes[pos + 1] << 8);
  pos += 2;
  uint16_t x = 0;
  if (w & (1 << 14)) {
    if (bytes.size() - pos < 2) return false;
    x = uint16_t(bytes[pos] | bytes[pos + 1] << 8);
    pos += 2;
  }
  if (w >> 15 || x >> 11) return false;  // unused bits set: not a move
  m = Move(Square(w & 0x7F), Square((w >> 7) & 0x7F), MoveKind(x >> 7), Square(x & 0x7F));
  return true;
}

std::vector<uint8_t> encode_header(const FileHeader& h) {
  std::vector<uint8_t> b(GAME_MAGIC, GAME_MAGIC + 8);
  put_u32(b, GAME_VERSION);
  put_u32(b, uint32_t(h.variant));
  put_u32(b, uint32_t(h.settings.size()));
  b.insert(b.end(), h.settings.begin(), h.settings.end());
  return b;
}

std::vector<uint8_t> encode_record(const GameRecord& g) {
  std::vector<uint8_t> p;
  p.reserve(16 + g.fen.size() + 5 * g.plies.size());
  put_u32(p, g.index);
  p.push_back(uint8_t(g.result));
  p.push_back(uint8_t(g.termination));
  put_u16(p, uint16_t(g.fen.size()));
  p.insert(p.end(), g.fen.begin(), g.fen.end());
  put_u16(p, uint16_t(g.opening.size()));
  for (Move m : g.opening) encode_move(m, p);
  put_u32(p, uint32_t(g.plies.size()));
  for (const Ply& ply : g.plies) {
    encode_move(ply.move, p);
    put_u16(p, uint16_t(ply.score));
    p.push_back(ply.flags);
  }
  std::vector<uint8_t> out;
  out.reserve(p.size() + 8);
  put_u32(out, uint32_t(p.size()));
  out.insert(out.end(), p.begin(), p.end());
  put_u32(out, eval::nnue::crc32({p.data(), p.size()}));
  return out;
}

bool decode_payload(const std::vector<uint8_t>& payload, GameRecord& g, std::string& err) {
  Cursor c(payload);
  g = {};
  g.index = c.u32();
  uint8_t result = c.u8(), term = c.u8();
  if (result > uint8_t(GameResult::None) || term > uint8_t(Termination::OpeningEnded))
    return err = "bad result or termination code", false;
  g.result = GameResult(result);
  g.termination = Termination(term);
  g.fen = c.text(c.u16());
  uint16_t openingCount = c.u16();
  for (int i = 0; i < openingCount && c.ok(); ++i) {
    Move m;
    if (!decode_move(payload, c.position(), m)) c.fail();
    g.opening.push_back(m);
  }
  uint32_t plies = c.u32();
  if (c.ok() && plies > payload.size() / 5) return err = "ply count larger than the record", false;
  g.plies.reserve(plies);
  for (uint32_t i = 0; i < plies && c.ok(); ++i) {
    Ply ply;
    if (!decode_move(payload, c.position(), ply.move)) c.fail();
    ply.score = int16_t(c.u16());
    ply.flags = c.u8();
    g.plies.push_back(ply);
  }
  if (!c.ok()) return err = "record shorter than its fields", false;
  if (!c.at_end()) return err = "bytes after the last ply", false;
  return true;
}

bool GameReader::open(const std::string& path, std::string& err) {
  in_.open(path, std::ios::binary);
  if (!in_) return err = "cannot open " + path, false;
  uint8_t fixed[20];
  in_.read(reinterpret_cast<char*>(fixed), sizeof fixed);
  if (in_.gcount() != sizeof fixed) return err = path + ": not a datagen game file (too short)", false;
  if (std::memcmp(fixed, GAME_MAGIC, 8) != 0) return err = path + ": not a datagen game file (magic)", false;
  uint32_t version = le32(fixed + 8), variant = le32(fixed + 12), len = le32(fixed + 16);
  if (version != GAME_VERSION)
    return err = path + ": game file version " + std::to_string(version) + ", this build reads " +
                 std::to_string(GAME_VERSION), false;
  if (variant >= std::size(ALL_VARIANTS)) return err = path + ": unknown variant id " + std::to_string(variant), false;
  if (len > MAX_SETTINGS) return err = path + ": settings text too long", false;
  header_.variant = Variant(variant);
  header_.settings.resize(len);
  in_.read(header_.settings.data(), std::streamsize(len));
  if (size_t(in_.gcount()) != len) return err = path + ": truncated header", false;
  offset_ = sizeof fixed + len;
  return true;
}

GameReader::Status GameReader::next(GameRecord& g, std::string& err) {
  auto corrupt = [&](const std::string& why) {
    err = "record at byte " + std::to_string(offset_) + ": " + why;
    return Corrupt;
  };
  uint8_t len4[4], crc4[4];
  in_.read(reinterpret_cast<char*>(len4), 4);
  if (in_.gcount() == 0) return End;
  if (in_.gcount() < 4) return Torn;
  uint32_t len = le32(len4);
  if (len > MAX_RECORD) return corrupt("length " + std::to_string(len) + " out of range");
  std::vector<uint8_t> payload(len);
  in_.read(reinterpret_cast<char*>(payload.data()), std::streamsize(len));
  if (size_t(in_.gcount()) != len) return Torn;
  in_.read(reinterpret_cast<char*>(crc4), 4);
  if (in_.gcount() != 4) return Torn;
  if (le32(crc4) != eval::nnue::crc32({payload.data(), payload.size()})) {
    // A write cut short leaves the file ending here; anything after it
    // means the bytes were damaged.
    bool last = in_.peek() == std::char_traits<char>::eof();
    in_.clear();
    return last ? Torn : corrupt("checksum mismatch");
  }
  std::string why;
  if (!decode_payload(payload, g, why)) return corrupt(why);
  offset_ += 8 + uint64_t(len);
  return Ok;
}

}  // namespace pili::app::datagen
