#include "pili/book/choose.h"

#include <random>

#include "pili/core/zobrist.h"

namespace pili::book {

uint64_t random_seed() {
  std::random_device rd;
  return uint64_t(rd()) << 32 ^ rd();
}

Move BookChooser::choose(std::span<const BookMove> moves) {
  uint64_t total = 0;
  for (const BookMove& m : moves) total += m.weight;
  uint64_t r = zobrist::splitmix(state);
  if (total == 0) return Move::none();
  // A number in [0, total) from the high bits of a 64x64 product: no modulo bias.
  uint64_t pick = uint64_t((unsigned __int128)r * total >> 64);
  for (const BookMove& m : moves) {
    if (pick < m.weight) return m.move;
    pick -= m.weight;
  }
  return Move::none();  // not reached: pick < total
}

}  // namespace pili::book
