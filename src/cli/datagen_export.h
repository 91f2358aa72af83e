// `pili datagen --export-features`: game records -> fixed-size position
// records the trainer maps into memory (docs/nnue-training.md).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "datagen_features.h"

namespace pili::app::datagen {

inline constexpr char FEATURE_MAGIC[8] = {'P', 'I', 'L', 'I', 'F', 'E', 'A', 'T'};
inline constexpr uint32_t FEATURE_VERSION = 1;
inline constexpr size_t FEATURE_HEADER_SIZE = 32;

// Bytes of one position record: 8 fixed bytes, then two lists of
// max_features(fs) u16 indices (side to move's perspective, then the other's).
constexpr size_t feature_record_size(int maxFeatures) { return 8 + 4 * size_t(maxFeatures); }

struct ExportOptions {
  std::vector<std::string> inputs;  // game files, all of one variant
  std::string out;
  bool mirror = false;     // also write each position's left-right mirror
  bool keepNoisy = false;  // keep positions in check and those whose move captures
  int maxScore = 0;        // skip positions with |score| above this; 0 = keep them
};

struct ExportStats {
  uint64_t games = 0, positions = 0, mirrored = 0;
  uint64_t skippedNoisy = 0, skippedScore = 0, mirrorRefused = 0;
};

// Replays every game with the rules and writes the position file. False
// with `err` on unreadable input, an illegal move, or mixed variants.
bool export_features(const ExportOptions& o, ExportStats& stats, std::string& err);

}  // namespace pili::app::datagen
