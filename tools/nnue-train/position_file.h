// Position files of `pili datagen --export-features` (docs/nnue-training.md,
// "Position records"): a 32-byte header, then fixed-size records.
#pragma once

#include <cstdint>
#include <string>

#include "nnue-train/mapped_file.h"
#include "pili/eval/nnue/features.h"
#include "pili/rules/variant.h"

namespace pili::train {

inline constexpr char FEAT_MAGIC[8] = {'P', 'I', 'L', 'I', 'F', 'E', 'A', 'T'};
inline constexpr uint32_t FEAT_VERSION = 1;
inline constexpr size_t FEAT_HEADER_SIZE = 32;
inline constexpr int MAX_K = 64;  // feature slots per perspective this reader accepts

// One record, decoded. Feature lists hold only the first n_us / n_them slots;
// an index >= inputs (the padding value) is a zero input.
struct PositionRecord {
  int16_t score = 0;   // centipawns, side to move
  uint8_t result = 0;  // 0 loss, 1 draw, 2 win for the side to move
  uint8_t bucket = 0;
  uint8_t nUs = 0, nThem = 0;
  uint16_t us[MAX_K];
  uint16_t them[MAX_K];
};

class PositionFile {
 public:
  bool open(const std::string& path, std::string& err);

  Variant variant() const { return variant_; }
  uint32_t inputs() const { return inputs_; }
  uint32_t max_features() const { return k_; }
  size_t size() const { return count_; }

  void read(size_t i, PositionRecord& r) const;

 private:
  MappedFile file_;
  Variant variant_ = DEFAULT_VARIANT;
  uint32_t inputs_ = 0, k_ = 0, recordSize_ = 0;
  size_t count_ = 0;
};

}  // namespace pili::train
