// The nets built into the binary: every src/eval/nnue/nets/<variant>.nnue
// present at build time (cmake/embed_nets.cmake). A variant's built-in net is
// its default evaluation; EvalFile replaces it, Use NNUE false sets it aside.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "pili/rules/variant.h"

namespace pili::eval::nnue {

struct EmbeddedNet {
  const char* variant;  // the variant's name, "xiangqi"
  const char* file;     // "xiangqi.nnue"
  const unsigned char* data;
  size_t size;
};

extern const EmbeddedNet EMBEDDED_NETS[];  // ends with a null variant

// The built-in net file of `v`, or null.
const EmbeddedNet* embedded_net(Variant v);

}  // namespace pili::eval::nnue
