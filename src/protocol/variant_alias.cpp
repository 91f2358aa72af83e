// The `atomic` name rule: the FEN's rank count picks the board.
#include "pili/protocol/variant_alias.h"

#include <algorithm>

namespace pili {

std::optional<Variant> atomic_variant_for_fen(const std::string& fen) {
  std::string placement = fen.substr(0, fen.find(' '));
  if (placement.empty()) return std::nullopt;
  long ranks = std::count(placement.begin(), placement.end(), '/') + 1;
  if (ranks == 8) return Variant::AtomicChess;
  if (ranks == 10) return Variant::Atomic;
  return std::nullopt;
}

std::optional<Variant> atomic_variant_for_startpos(std::optional<Variant> hint, bool emptyMoves) {
  if (hint) return hint;
  return emptyMoves ? Variant::AtomicChess : Variant::Atomic;
}

}  // namespace pili
