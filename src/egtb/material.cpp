// Signature names: parsing, the canonical side order, capture successors.
#include "pili/egtb/material.h"

#include <algorithm>
#include <tuple>

namespace pili::egtb {
namespace {

int order_of(PieceType pt) {
  for (int i = 0; i < 6; ++i)
    if (SIGNATURE_ORDER[i] == pt) return i;
  return 6;
}

// Rough attacking worth, only to name the stronger side first (then the
// number of pieces, then the name): advisors and elephants never cross the
// river, so KNvKAABB keeps the horse's side first.
int worth(PieceType pt) {
  switch (pt) {
    case ROOK: return 90;
    case CANNON: return 45;
    case HORSE: return 40;
    case PAWN: return 20;
    default: return 0;
  }
}

std::string side_name(const std::vector<PieceType>& s) {
  std::string out = "K";
  for (PieceType pt : s) out += wxf_letter(pt);
  return out;
}

auto side_key(const std::vector<PieceType>& s) {
  int w = 0;
  for (PieceType pt : s) w += worth(pt);
  return std::make_tuple(w, int(s.size()), side_name(s));
}

PieceType from_letter(char c) {
  switch (c) {
    case 'A': return ADVISOR;
    case 'B': case 'E': return ELEPHANT;
    case 'N': case 'H': return HORSE;
    case 'R': return ROOK;
    case 'C': return CANNON;
    case 'P': return PAWN;
    default: return NO_PIECE_TYPE;
  }
}

}  // namespace

char wxf_letter(PieceType pt) {
  constexpr const char* LETTERS = "?KABNRCP";
  return pt < PIECE_TYPE_NB ? LETTERS[pt] : '?';
}

std::string Material::name() const { return side_name(side[0]) + "v" + side_name(side[1]); }

Material canonical_material(std::vector<PieceType> a, std::vector<PieceType> b, bool& flipped) {
  auto by_order = [](PieceType x, PieceType y) { return order_of(x) < order_of(y); };
  std::sort(a.begin(), a.end(), by_order);
  std::sort(b.begin(), b.end(), by_order);
  flipped = side_key(b) > side_key(a);
  Material m;
  m.side[0] = flipped ? b : a;
  m.side[1] = flipped ? a : b;
  return m;
}

std::optional<Material> parse_material(std::string_view text, std::string& err) {
  size_t v = text.find_first_of("vV");
  if (v == std::string_view::npos) return err = "a signature is two sides joined by 'v', as KRvKAABB", std::nullopt;
  std::vector<PieceType> sides[2];
  std::string_view parts[2] = {text.substr(0, v), text.substr(v + 1)};
  for (int s = 0; s < 2; ++s) {
    if (parts[s].empty() || parts[s][0] != 'K')
      return err = "each side of '" + std::string(text) + "' starts with its general K", std::nullopt;
    for (char c : parts[s].substr(1)) {
      PieceType pt = from_letter(c);
      if (pt == NO_PIECE_TYPE)
        return err = std::string("unknown piece letter '") + c + "' (K A B N R C P)", std::nullopt;
      sides[s].push_back(pt);
    }
    for (PieceType pt : {ROOK, HORSE, CANNON, ADVISOR, ELEPHANT, PAWN}) {
      int n = int(std::count(sides[s].begin(), sides[s].end(), pt));
      if (n > (pt == PAWN ? 5 : 2))
        return err = std::string("too many '") + wxf_letter(pt) + "' in '" + std::string(text) + "'", std::nullopt;
    }
  }
  bool flipped;
  return canonical_material(sides[0], sides[1], flipped);
}

std::vector<Material> capture_children(const Material& m) {
  std::vector<Material> out;
  for (int s = 0; s < 2; ++s)
    for (size_t i = 0; i < m.side[s].size(); ++i) {
      std::vector<PieceType> a = m.side[0], b = m.side[1];
      auto& victim = s == 0 ? a : b;
      victim.erase(victim.begin() + long(i));
      bool flipped;
      Material c = canonical_material(a, b, flipped);
      if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    }
  return out;
}

}  // namespace pili::egtb
