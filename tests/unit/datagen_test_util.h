// Readers of `pili datagen`'s two files written from docs/nnue-training.md
// alone (not with the command's own code), so that the tests check the
// documented layout as well as the data.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "pili/core/types.h"

namespace pili::datagen_test {

inline std::vector<uint8_t> read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  std::vector<uint8_t> b(in ? size_t(in.tellg()) : 0);
  in.seekg(0);
  in.read(reinterpret_cast<char*>(b.data()), std::streamsize(b.size()));
  return b;
}

inline void write_bytes(const std::string& path, const std::vector<uint8_t>& b) {
  std::ofstream(path, std::ios::binary | std::ios::trunc).write(reinterpret_cast<const char*>(b.data()),
                                                                  std::streamsize(b.size()));
}

inline uint32_t le(const std::vector<uint8_t>& b, size_t at, int bytes) {
  uint32_t v = 0;
  for (int k = 0; k < bytes; ++k) v |= uint32_t(b.at(at + size_t(k))) << (8 * k);
  return v;
}

// A fresh directory for one test, removed with it.
struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& name)
      : path(std::filesystem::temp_directory_path() / ("pili-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

struct TestPly {
  Move move;
  int score = 0;
  int flags = 0;
};

struct TestGame {
  uint32_t index = 0;
  int result = 0, termination = 0;
  std::string fen;
  std::vector<Move> opening;
  std::vector<TestPly> plies;
  size_t start = 0, end = 0;  // byte range of the whole record in the file
};

struct TestGameFile {
  uint32_t version = 0, variant = 0;
  std::string settings;
  std::vector<TestGame> games;
  bool ok = false;
};

// 2 bytes: from | to << 7 | (second word follows) << 14; second word: extra | kind << 7.
inline Move test_move(const std::vector<uint8_t>& b, size_t& p) {
  uint32_t w = le(b, p, 2), x = 0;
  p += 2;
  if (w & 0x4000) x = le(b, p, 2), p += 2;
  return Move(Square(w & 0x7F), Square((w >> 7) & 0x7F), MoveKind(x >> 7), Square(x & 0x7F));
}

inline TestGameFile parse_game_file(const std::vector<uint8_t>& b) {
  TestGameFile f;
  if (b.size() < 20 || std::string(b.begin(), b.begin() + 8) != "PILIGAME") return f;
  f.version = le(b, 8, 4);
  f.variant = le(b, 12, 4);
  uint32_t len = le(b, 16, 4);
  f.settings.assign(b.begin() + 20, b.begin() + 20 + len);
  size_t p = 20 + len;
  while (p < b.size()) {
    TestGame g;
    g.start = p;
    uint32_t payload = le(b, p, 4);
    size_t q = p + 4;
    g.index = le(b, q, 4);
    g.result = b.at(q + 4);
    g.termination = b.at(q + 5);
    uint32_t fenLen = le(b, q + 6, 2);
    g.fen.assign(b.begin() + long(q + 8), b.begin() + long(q + 8 + fenLen));
    q += 8 + fenLen;
    uint32_t openingCount = le(b, q, 2);
    q += 2;
    for (uint32_t i = 0; i < openingCount; ++i) g.opening.push_back(test_move(b, q));
    uint32_t plies = le(b, q, 4);
    q += 4;
    for (uint32_t i = 0; i < plies; ++i) {
      TestPly ply;
      ply.move = test_move(b, q);
      ply.score = int16_t(le(b, q, 2));
      ply.flags = b.at(q + 2);
      q += 3;
      g.plies.push_back(ply);
    }
    if (q != p + 4 + payload) return f;  // the fields must fill the payload exactly
    p = q + 4;                          // CRC-32
    g.end = p;
    f.games.push_back(g);
  }
  f.ok = p == b.size();
  return f;
}

// One position record of a position file.
struct TestPosition {
  int score = 0, result = 0, bucket = 0, stm = 0, flags = 0;
  std::vector<int> us, them;  // feature indices, in file order
};

struct TestFeatureFile {
  uint32_t variant = 0, featureSet = 0, inputs = 0, maxFeatures = 0, recordSize = 0;
  std::vector<TestPosition> positions;
  bool paddingOk = true;  // every unused slot holds `inputs`
};

inline TestFeatureFile parse_feature_file(const std::vector<uint8_t>& b) {
  TestFeatureFile f;
  if (b.size() < 32 || std::string(b.begin(), b.begin() + 8) != "PILIFEAT") return f;
  f.variant = le(b, 12, 4);
  f.featureSet = le(b, 16, 4);
  f.inputs = le(b, 20, 4);
  f.maxFeatures = le(b, 24, 4);
  f.recordSize = le(b, 28, 4);
  if (f.recordSize != 8 + 4 * f.maxFeatures) return f;
  for (size_t p = 32; p + f.recordSize <= b.size(); p += f.recordSize) {
    TestPosition r;
    r.score = int16_t(le(b, p, 2));
    r.result = b[p + 2], r.bucket = b[p + 3], r.stm = b[p + 4], r.flags = b[p + 7];
    for (int side = 0; side < 2; ++side)
      for (uint32_t i = 0; i < f.maxFeatures; ++i) {
        int v = int(le(b, p + 8 + 2 * (side * f.maxFeatures + i), 2));
        if (i < b[p + 5 + side]) (side ? r.them : r.us).push_back(v);
        else if (uint32_t(v) != f.inputs) f.paddingOk = false;
      }
    f.positions.push_back(r);
  }
  return f;
}

}  // namespace pili::datagen_test
