// The signatures of a scope, in dependency order, and the shards.
#include "pili/egtb/signatures.h"

#include <algorithm>
#include <charconv>
#include <set>
#include <tuple>

#include "pili/egtb/layout.h"

namespace pili::egtb {
namespace {

bool parse_pair(std::string_view text, char sep, int& a, int& b) {
  size_t at = text.find(sep);
  if (at == std::string_view::npos) return false;
  auto number = [](std::string_view s, int& out) {
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size() && !s.empty();
  };
  return number(text.substr(0, at), a) && number(text.substr(at + 1), b);
}

// One side's pieces besides the general with at most `att` attackers and
// `def` defenders (the game's counts: 2 of each piece, 5 soldiers).
std::vector<std::vector<PieceType>> sides(int att, int def) {
  std::vector<std::vector<PieceType>> out;
  for (int r = 0; r <= 2; ++r)
    for (int n = 0; n <= 2; ++n)
      for (int c = 0; c <= 2; ++c)
        for (int p = 0; p <= 5; ++p) {
          if (r + n + c + p > att) continue;
          for (int a = 0; a <= 2; ++a)
            for (int b = 0; b <= 2 && a + b <= def; ++b) {
              std::vector<PieceType> s;
              for (auto [pt, k] : {std::pair{ROOK, r}, {HORSE, n}, {CANNON, c}, {PAWN, p}, {ADVISOR, a},
                                   {ELEPHANT, b}})
                s.insert(s.end(), size_t(k), pt);
              out.push_back(std::move(s));
            }
        }
  return out;
}

int attackers_of(const std::vector<PieceType>& s) {
  return int(std::count_if(s.begin(), s.end(), [](PieceType pt) { return pt != ADVISOR && pt != ELEPHANT; }));
}

}  // namespace

std::optional<Scope> parse_scope(std::string_view text, std::string& err) {
  Scope s;
  if (!parse_pair(text, '+', s.attackers, s.defenders) || s.attackers < 0 || s.attackers > 6 || s.defenders < 0 ||
      s.defenders > 8)
    return err = "a scope is ATTACKERS+DEFENDERS in all, as 2+4 (attackers 0 to 6, defenders 0 to 8)", std::nullopt;
  return s;
}

std::vector<Material> all_signatures(const Scope& scope) {
  auto each = sides(scope.attackers, scope.defenders);
  std::set<std::string> seen;
  std::vector<std::tuple<int, uint64_t, std::string, Material>> sorted;
  for (const auto& a : each)
    for (const auto& b : each) {
      int att = attackers_of(a) + attackers_of(b);
      int def = int(a.size() + b.size()) - att;
      if (att > scope.attackers || def > scope.defenders) continue;
      bool flipped;
      Material m = canonical_material(a, b, flipped);
      if (!seen.insert(m.name()).second) continue;
      sorted.emplace_back(m.piece_count(), Layout(m).size(), m.name(), m);
    }
  std::sort(sorted.begin(), sorted.end(), [](const auto& x, const auto& y) {
    return std::tie(std::get<0>(x), std::get<1>(x), std::get<2>(x)) <
           std::tie(std::get<0>(y), std::get<1>(y), std::get<2>(y));
  });
  std::vector<Material> out;
  for (auto& t : sorted) out.push_back(std::get<3>(t));
  return out;
}

std::optional<Shard> parse_shard(std::string_view text, std::string& err) {
  Shard s;
  if (!parse_pair(text, '/', s.k, s.n) || s.n < 1 || s.k < 1 || s.k > s.n)
    return err = "a shard is K/N with 1 <= K <= N, as 3/8", std::nullopt;
  return s;
}

std::vector<Material> shard_of(const std::vector<Material>& all, const Shard& shard) {
  std::vector<Material> out;
  for (size_t i = size_t(shard.k - 1); i < all.size(); i += size_t(shard.n)) out.push_back(all[i]);
  return out;
}

}  // namespace pili::egtb
