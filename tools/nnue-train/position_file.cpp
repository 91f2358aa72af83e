#include "nnue-train/position_file.h"

#include "pili/eval/nnue/architecture.h"

#include <cstring>
#include <iterator>

namespace pili::train {

namespace {
uint32_t u32_at(const uint8_t* p) { return uint32_t(p[0]) | p[1] << 8 | p[2] << 16 | uint32_t(p[3]) << 24; }
}  // namespace

bool PositionFile::open(const std::string& path, std::string& err) {
  if (!file_.open(path, err)) return false;
  const uint8_t* h = file_.data();
  if (file_.size() < FEAT_HEADER_SIZE || std::memcmp(h, FEAT_MAGIC, 8) != 0) {
    err = path + ": not a position file (run pili datagen --export-features)";
    return false;
  }
  const uint32_t version = u32_at(h + 8), variant = u32_at(h + 12), fs = u32_at(h + 16);
  inputs_ = u32_at(h + 20);
  k_ = u32_at(h + 24);
  recordSize_ = u32_at(h + 28);
  if (version != FEAT_VERSION) {
    err = path + ": position file version " + std::to_string(version) + ", this trainer reads 1";
    return false;
  }
  if (variant >= std::size(ALL_VARIANTS)) {
    err = path + ": unknown variant id " + std::to_string(variant);
    return false;
  }
  variant_ = Variant(variant);
  const auto set = eval::nnue::feature_set_of(variant_);
  if (fs != uint32_t(set) || inputs_ != eval::nnue::input_count(set)) {
    err = path + ": feature set or inputs do not fit the variant";
    return false;
  }
  if (k_ == 0 || k_ > uint32_t(MAX_K) || recordSize_ != 8 + 4 * k_) {
    err = path + ": record size " + std::to_string(recordSize_) + " for " + std::to_string(k_) +
          " features a side";
    return false;
  }
  count_ = (file_.size() - FEAT_HEADER_SIZE) / recordSize_;
  return true;
}

void PositionFile::read(size_t i, PositionRecord& r) const {
  const uint8_t* p = file_.data() + FEAT_HEADER_SIZE + i * recordSize_;
  r.score = int16_t(uint16_t(p[0] | p[1] << 8));
  r.result = p[2];
  r.bucket = p[3] < eval::nnue::BUCKETS ? p[3] : eval::nnue::BUCKETS - 1;
  r.nUs = uint8_t(p[5] < k_ ? p[5] : k_);
  r.nThem = uint8_t(p[6] < k_ ? p[6] : k_);
  const uint8_t* f = p + 8;
  for (int j = 0; j < r.nUs; ++j) r.us[j] = uint16_t(f[2 * j] | f[2 * j + 1] << 8);
  f += 2 * k_;
  for (int j = 0; j < r.nThem; ++j) r.them[j] = uint16_t(f[2 * j] | f[2 * j + 1] << 8);
}

}  // namespace pili::train
