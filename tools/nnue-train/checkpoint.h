// pili-train's checkpoint: everything a run needs to continue as if it had
// not stopped (the weights, Adam's moments and step count, the epochs
// done). Little-endian:
//   magic "PILITRCK", u32 version (1: a v1 net, 2: a v2 net, laid out
//   for the variant's feature set, 3: a v2 net with the factorizer's
//   shared rows, factorizer.h), u32 variant id, u32 inputs,
//   u32 epochs done, u64 Adam steps, u64 n parameters,
//   f32 x n weights, f32 x n first moments, f32 x n second moments,
//   u32 CRC-32 of everything before it.
#pragma once

#include <string>

#include "nnue-train/adam.h"
#include "nnue-train/float_net.h"
#include "pili/rules/variant.h"

namespace pili::train {

struct Checkpoint {
  Variant variant = DEFAULT_VARIANT;
  uint32_t epoch = 0;  // epochs done
  FloatNet net;
  Adam adam;
};

// Written to `path`.tmp, then renamed over `path`: a kill never leaves
// half a checkpoint.
bool save_checkpoint(const Checkpoint& c, const std::string& path, std::string& err);
bool load_checkpoint(const std::string& path, Checkpoint& c, std::string& err);

}  // namespace pili::train
