// The variant registry: the variants Pili plays, their profiles
// (rules/profile.h) looked up by name, alias or FEN, and the one place where
// a runtime variant becomes a compile-time rule module. Everything above
// (perft, search, protocols) is a template over the module and is entered
// through visit_rules() once per command, never per node.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "pili/rules/atomic.h"
#include "pili/rules/atomic_chess.h"
#include "pili/rules/manchu.h"
#include "pili/rules/jieqi.h"
#include "pili/rules/meng.h"
#include "pili/rules/profile.h"
#include "pili/rules/xiangqi.h"

// Every rule module, in the order variants are listed; the first is the
// default variant (DEFAULT_VARIANT). A variant is its module (a header with
// its PROFILE, its sources in src/rules/) plus one line here; the enumerator
// `Variant::<Module>`, the profile table, variant_of<R>() and visit_rules()
// are made from this list.
#define PILI_RULE_MODULES(X) \
  X(Xiangqi)                 \
  X(Atomic)                  \
  X(AtomicClassic)           \
  X(Meng)                    \
  X(DoubleTris)              \
  X(AtomicChess)             \
  X(Manchu)                  \
  X(Jieqi)

namespace pili {

#define PILI_ENUMERATOR(M) M,
enum class Variant { PILI_RULE_MODULES(PILI_ENUMERATOR) };
#undef PILI_ENUMERATOR

#define PILI_VARIANT_OF(M) Variant::M,
inline constexpr Variant ALL_VARIANTS[] = {PILI_RULE_MODULES(PILI_VARIANT_OF)};
#undef PILI_VARIANT_OF

#define PILI_PROFILE_OF(M) &M::PROFILE,
inline constexpr const VariantProfile* VARIANT_PROFILES[] = {PILI_RULE_MODULES(PILI_PROFILE_OF)};
#undef PILI_PROFILE_OF

constexpr const VariantProfile& profile(Variant v) { return *VARIANT_PROFILES[int(v)]; }

// The variant a session starts in and a command line or game record means
// when it names none: the first of the list. Front ends spell it
// default_variant_name(), never as a literal.
inline constexpr Variant DEFAULT_VARIANT = ALL_VARIANTS[0];
constexpr const char* default_variant_name() { return profile(DEFAULT_VARIANT).name; }

// The variant whose rule module is R, at compile time (the inverse of
// visit_rules): tables per variant are indexed by it.
template <class R>
constexpr Variant variant_of() {
#define PILI_IF_MODULE(M) \
  if constexpr (std::is_same_v<R, M>) return Variant::M;
  PILI_RULE_MODULES(PILI_IF_MODULE)
#undef PILI_IF_MODULE
}

const char* variant_name(Variant v);
// The variant whose canonical name is `name`, exactly (front ends lower the
// case first where they accept any).
std::optional<Variant> parse_variant(std::string_view name);
// Every variant `name` may mean, without regard to case: the one it is the
// canonical name of first, then those listing it as an alias (in registry
// order). Empty for an unknown name.
std::vector<Variant> variants_named(std::string_view name);
// Whether the module for `v` is built into this binary.
bool variant_available(Variant v);
// Whether FENs of this variant use Meng's extensions.
bool uses_meng_fen(Variant v);
const char* start_fen(Variant v);

// The board a FEN is drawn on, by the rank count of its placement; nullopt
// when it matches neither board (the FEN parser then reports the error).
std::optional<Board> fen_board(std::string_view fen);
// Among the variants `name` may mean, the one on the board `fen` is drawn
// on; nullopt when there is none.
std::optional<Variant> variant_for_fen(std::string_view name, std::string_view fen);

// The name `atomic` is two games: Pili's Atomic Xiangqi, and atomic chess
// to every chess GUI and adapter (xboard's `variant atomic` through uci2wb,
// UCI chess GUIs sending `UCI_Variant atomic`); docs/protocol.md has the
// whole rule. A FEN under `atomic` is the game of its board: 8 ranks atomic
// chess, 10 ranks Atomic Xiangqi, else nullopt.
std::optional<Variant> atomic_variant_for_fen(const std::string& fen);
// The board `position startpos` means under `atomic`: `hint` (what the
// session showed before), else atomic chess for uci2wb's empty `moves`,
// else Atomic Xiangqi. Moves legal only on the other board switch it later.
std::optional<Variant> atomic_variant_for_startpos(std::optional<Variant> hint, bool emptyMoves);
// Whether `name` is `atomic` in that sense: a name of games on both boards.
bool names_both_boards(std::string_view name);
// The game `atomic` means on board `b`, and on the board `v` is not drawn on.
std::optional<Variant> atomic_variant_on(Board b);
std::optional<Variant> atomic_variant_off(Variant v);

// A Variant value no module has (memory corruption, a bad cast): stops the
// program rather than play some other variant's rules.
[[noreturn]] void unknown_variant(Variant v);

// Calls f.template operator()<Rules>() with the rule module of `v`. The one
// runtime switch on the variant (tools/check_variants.py keeps it so).
template <class F>
decltype(auto) visit_rules(Variant v, F&& f) {
  switch (v) {
#define PILI_VISIT_CASE(M) \
  case Variant::M: return f.template operator()<M>();
    PILI_RULE_MODULES(PILI_VISIT_CASE)
#undef PILI_VISIT_CASE
  }
  unknown_variant(v);
}

}  // namespace pili
