// Finding a variant's built-in net (the table is generated at build time).
#include "pili/eval/nnue/embedded.h"

#include <string_view>

namespace pili::eval::nnue {

const EmbeddedNet* embedded_net(Variant v) {
  for (const EmbeddedNet* n = EMBEDDED_NETS; n->variant; ++n)
    if (std::string_view(n->variant) == variant_name(v)) return n;
  return nullptr;
}

}  // namespace pili::eval::nnue
