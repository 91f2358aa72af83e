// Variant names as every front end spells them.
#include "pili/rules/variant.h"

namespace pili {

const char* variant_name(Variant v) {
  switch (v) {
    case Variant::Xiangqi: return "xiangqi";
    case Variant::Atomic: return "atomic";
    case Variant::AtomicClassic: return "atomic-classic";
    case Variant::Meng: return "meng";
    case Variant::DoubleTris: return "doubletris";
    case Variant::AtomicChess: return "atomic-chess";
  }
  return "?";
}

std::optional<Variant> parse_variant(std::string_view name) {
  for (Variant v : ALL_VARIANTS)
    if (name == variant_name(v)) return v;
  return std::nullopt;
}

bool variant_available(Variant v) {
  return v == Variant::Xiangqi || v == Variant::Atomic || v == Variant::AtomicClassic ||
         v == Variant::Meng || v == Variant::DoubleTris || v == Variant::AtomicChess;
}

bool uses_meng_fen(Variant v) { return v == Variant::Meng || v == Variant::DoubleTris; }

}  // namespace pili
