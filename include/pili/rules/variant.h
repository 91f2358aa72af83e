// The variants Pili plays and the one place where a runtime variant name
// becomes a compile-time rule module. Everything above this line (perft,
// search, protocols) is a template over the module and is entered through
// visit_rules() once per command, never per node.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "pili/rules/atomic.h"
#include "pili/rules/atomic_chess.h"
#include "pili/rules/meng.h"
#include "pili/rules/xiangqi.h"

namespace pili {

enum class Variant { Xiangqi, Atomic, AtomicClassic, Meng, DoubleTris, AtomicChess };

inline constexpr Variant ALL_VARIANTS[] = {Variant::Xiangqi, Variant::Atomic,
                                           Variant::AtomicClassic, Variant::Meng,
                                           Variant::DoubleTris, Variant::AtomicChess};

const char* variant_name(Variant v);
std::optional<Variant> parse_variant(std::string_view name);
// Whether the module for `v` is built into this binary.
bool variant_available(Variant v);
// Whether FENs of this variant use Meng's extensions.
bool uses_meng_fen(Variant v);

// Calls f.template operator()<Rules>() with the rule module of `v`.
template <class F>
decltype(auto) visit_rules(Variant v, F&& f) {
  switch (v) {
    // Rule modules register here.
    case Variant::Atomic: return f.template operator()<Atomic>();
    case Variant::AtomicClassic: return f.template operator()<AtomicClassic>();
    case Variant::Meng: return f.template operator()<Meng>();
    case Variant::DoubleTris: return f.template operator()<DoubleTris>();
    case Variant::AtomicChess: return f.template operator()<AtomicChess>();
    default:
      return f.template operator()<Xiangqi>();
  }
}

}  // namespace pili
