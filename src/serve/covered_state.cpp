#include "covered_state.h"

#include "pili/core/covered.h"
#include "pili/core/notation.h"
#include "pili/rules/jieqi_referee.h"
#include "pili/rules/variant.h"

namespace pili::serve {

using nlohmann::json;

bool has_covered_pieces(const std::string& variant) {
  auto v = parse_variant(variant);
  return v && profile(*v).coveredPieces;
}

json covered_state(const std::string& startFen, const std::vector<std::string>& moves, int hiddenFrom) {
  jieqi::CoveredView v;
  std::string err;
  if (!jieqi::covered_view(startFen, moves, v, err)) return {{"error", err}};
  auto letter = [](Piece pc) { return std::string(1, piece_to_char(pc)); };
  const char* side[] = {"red", "black"};
  // Pools as arrays of [letter, count], in the FEN's pool order (R5.1).
  json pools = json::object(), covered = json::object(), captures = json::array();
  for (Color c : {RED, BLACK}) {
    json p = json::array();
    for (PieceType pt : covered::POOL_ORDER) p.push_back({letter(make_piece(c, pt)), v.pool[c][pt]});
    pools[side[c]] = std::move(p);
    covered[side[c]] = v.covered[c];
  }
  for (const auto& k : v.captures) {
    bool told = k.seen != NO_PIECE && (hiddenFrom < 0 || int(k.by) == hiddenFrom);  // the capturer's own
    captures.push_back({{"ply", k.ply}, {"by", side[k.by]}, {"sq", square_to_string(k.sq)},
                        {"home", letter(k.home)}, {"seen", told ? json(letter(k.seen)) : json(nullptr)}});
  }
  json reveal = v.revealSq == SQ_NONE ? json(nullptr)
                                      : json{{"sq", square_to_string(v.revealSq)}, {"piece", letter(v.revealed)}};
  return {{"pools", pools}, {"covered", covered}, {"captures", captures}, {"reveal", reveal}};
}

}  // namespace pili::serve
