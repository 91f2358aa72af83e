// The registry's lookups, all answered from the rule modules' profiles.
#include "pili/rules/variant.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <type_traits>

#include "pili/rules/ruleset.h"

namespace pili {

namespace {

// Each module is a RuleSet and its profile agrees with its code.
template <class R>
constexpr bool profile_fits() {
  constexpr const VariantProfile& p = R::PROFILE;
  constexpr bool chessBoard = std::is_same_v<typename R::Position, chess::Position>;
  return RuleSet<R> && chessBoard == (p.board == Board::Chess8x8) &&
         chessBoard == (p.search.eval == EvalKind::AtomicChess) && chessBoard == (p.nnue == FeatureSet::Chess64) &&
         (!p.tablebases || std::is_same_v<typename R::Position, Position>);
}
#define PILI_CHECK_MODULE(M) static_assert(profile_fits<M>(), #M "'s PROFILE does not fit the module");
PILI_RULE_MODULES(PILI_CHECK_MODULE)
#undef PILI_CHECK_MODULE

bool same_name(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

void unknown_variant(Variant v) {
  std::fprintf(stderr, "internal error: no rule module for variant %d\n", int(v));
  std::abort();
}

const char* variant_name(Variant v) { return profile(v).name; }

std::optional<Variant> parse_variant(std::string_view name) {
  for (Variant v : ALL_VARIANTS)
    if (name == profile(v).name) return v;
  return std::nullopt;
}

std::vector<Variant> variants_named(std::string_view name) {
  std::vector<Variant> out;
  for (Variant v : ALL_VARIANTS)
    if (same_name(name, profile(v).name)) out.push_back(v);
  for (Variant v : ALL_VARIANTS)
    for (const char* alias : profile(v).aliases)
      if (alias && same_name(name, alias) && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  return out;
}

bool variant_available(Variant v) { return int(v) >= 0 && size_t(v) < std::size(ALL_VARIANTS); }

bool uses_meng_fen(Variant v) { return profile(v).mengFen; }

const char* start_fen(Variant v) { return profile(v).startFen; }

std::optional<Board> fen_board(std::string_view fen) {
  std::string_view placement = fen.substr(0, fen.find(' '));
  if (placement.empty()) return std::nullopt;
  return board_with_ranks(int(std::count(placement.begin(), placement.end(), '/')) + 1);
}

std::optional<Variant> variant_for_fen(std::string_view name, std::string_view fen) {
  std::optional<Board> board = fen_board(fen);
  if (!board) return std::nullopt;
  for (Variant v : variants_named(name))
    if (profile(v).board == *board) return v;
  return std::nullopt;
}

std::optional<Variant> atomic_variant_for_fen(const std::string& fen) { return variant_for_fen(Atomic::NAME, fen); }

bool names_both_boards(std::string_view name) {
  std::vector<Variant> named = variants_named(name);
  return std::any_of(named.begin(), named.end(), [&](Variant v) { return profile(v).board != profile(named[0]).board; });
}

std::optional<Variant> atomic_variant_on(Board b) {
  for (Variant v : variants_named(Atomic::NAME))
    if (profile(v).board == b) return v;
  return std::nullopt;
}

std::optional<Variant> atomic_variant_off(Variant v) {
  for (Variant w : variants_named(Atomic::NAME))
    if (profile(w).board != profile(v).board) return w;
  return std::nullopt;
}

std::optional<Variant> atomic_variant_for_startpos(std::optional<Variant> hint, bool emptyMoves) {
  if (hint) return hint;
  return emptyMoves ? Variant::AtomicChess : Variant::Atomic;
}

}  // namespace pili
