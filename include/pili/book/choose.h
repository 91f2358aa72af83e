// Choosing a book move: by weight, from a seeded generator, so that a game
// can be replayed (same seed, same book, same moves: same choices) and two
// seeds give different openings.
#pragma once

#include <cstdint>
#include <span>

#include "pili/book/book_move.h"

namespace pili::book {

class BookChooser {
 public:
  explicit BookChooser(uint64_t seed) : state(seed) {}

  // One of `moves`, each with chance weight / (sum of weights); moves of
  // weight 0 are never chosen. Move::none() when no move has a weight.
  // Every call advances the generator, so successive calls differ.
  Move choose(std::span<const BookMove> moves);

 private:
  uint64_t state;
};

// A seed that differs from run to run (std::random_device), for a player
// that should not repeat its openings game after game.
uint64_t random_seed();

// One choice from a fresh generator seeded with `seed`.
inline Move choose_book_move(std::span<const BookMove> moves, uint64_t seed) {
  return BookChooser(seed).choose(moves);
}

}  // namespace pili::book
