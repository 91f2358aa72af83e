// A material signature in WXF letters, stronger side first: "KRvKAABB".
//
// The tables index positions with the stronger side as Red (playing up the
// board); a position whose stronger side is Black is read colour-flipped.
// "Stronger" is an order on the two sides' material (value, then piece
// count, then the name), so every pair of sides has one canonical name.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pili/core/types.h"

namespace pili::egtb {

// The pieces besides the general, in the order a signature writes them.
inline constexpr PieceType SIGNATURE_ORDER[] = {ROOK, HORSE, CANNON, PAWN, ADVISOR, ELEPHANT};

struct Material {
  // side[0] is the stronger side (Red in the table), side[1] the weaker;
  // each lists its pieces besides the general in SIGNATURE_ORDER.
  std::vector<PieceType> side[2];

  // "KRvKAABB"; the name of the table files.
  std::string name() const;
  // Same material on both sides (KRvKR): both orientations are one table.
  bool symmetric() const { return side[0] == side[1]; }
  int piece_count() const { return 2 + int(side[0].size() + side[1].size()); }
  bool operator==(const Material&) const = default;
};

// Parses "KRvKAABB" (letters K A B N R C P, also E for elephant and H for
// horse, either side first, any order inside a side) into its canonical
// form; nullopt with `err` set on a bad name or more of a piece than the
// game has (2 of each, 5 soldiers).
std::optional<Material> parse_material(std::string_view text, std::string& err);

// The canonical material of two sides given as piece lists (any order);
// `flipped` tells whether side b became the stronger side[0].
Material canonical_material(std::vector<PieceType> a, std::vector<PieceType> b, bool& flipped);

// The signatures one capture leads to (one piece of either side removed),
// canonical, each once; the generator needs their tables first.
std::vector<Material> capture_children(const Material& m);

// WXF letter of a piece type ('R' chariot, 'N' horse, 'C' cannon, 'P'
// soldier, 'A' advisor, 'B' elephant, 'K' general).
char wxf_letter(PieceType pt);

}  // namespace pili::egtb
