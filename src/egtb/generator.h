// The generator's working state (generate.h describes the method): per side
// to move a state, a distance and a count of the moves not yet known to lose.
#pragma once

#include <cstdint>
#include <thread>
#include <vector>

#include "pili/egtb/board.h"
#include "pili/egtb/tablebase.h"

namespace pili::egtb::detail {

enum : uint8_t { S_OPEN = 0, S_WIN = 1, S_LOSS = 2, S_HOLE = 3, S_DRAW = 4 };

// The position after a move, from its side to move's point of view.
struct ChildValue {
  uint8_t state = S_OPEN;  // S_DRAW only for a capture into a drawn table position
  uint16_t dtm = DTM_UNKNOWN;
  bool inTable = false;
  uint64_t index = 0;
};

class Generator {
 public:
  Generator(const Material& m, const Tablebases& subs, int threads);
  void run();

  Layout L;
  std::vector<uint8_t> state[2];
  std::vector<uint16_t> dtm[2];
  uint64_t byRule[2] = {};

 private:
  const Tablebases& subs;
  int threads;
  // Where a capture of each slot's piece leads: the smaller table, whether
  // its colours are swapped, and which of its slots each remaining piece takes.
  struct CaptureMap {
    const Table* table = nullptr;
    bool flipped = false;
    int8_t slot[MAX_SLOTS] = {};
  };
  CaptureMap captures[MAX_SLOTS];
  void map_captures();
  std::vector<uint8_t> count[2];
  std::vector<std::vector<uint32_t>> bucket[2];
  int lastLevel[2] = {0, 0};

  bool setup(uint64_t i, Squares& sq, Board& b) const;
  ChildValue child(const Board& after, const Squares& sq, int k, Square to, Piece cap, Color mover) const;
  void init(uint64_t begin, uint64_t end);
  void retro(Color c, int d);
  void update(uint64_t j, Color o, uint8_t r, int d);
  bool forward_pass(Color c);
  bool perpetual(Color checker);

  // Calls f(j, board) for each non-capturing move into position i (side c
  // to move there) from a position j (side ~c to move), the board showing i
  // or its mirror image. The moves into an index come from its position
  // and, when Red's general is on file d, from its mirror image (whose
  // general is on file f); predecessors with Red's general on file f are
  // another index's (their mirror images are found from it).
  template <class F>
  void for_each_predecessor(uint64_t i, Color c, F f) const {
    Squares sq, img[2];
    L.decode(i, sq);
    int images = 1;
    img[0] = sq;
    if (file_of(sq[0]) == 3) {
      for (int s = 0; s < L.slots(); ++s) img[1][s] = mirror(sq[s]);
      images = 2;
    }
    Board b;
    for (int n = 0; n < images; ++n) {
      b = Board{};
      for (int s = 0; s < L.slots(); ++s) b.put(L.piece(s), img[n][s]);
      for (int k = 0; k < L.slots(); ++k) {
        if (color_of(L.piece(k)) == c) continue;
        Square to = img[n][k];
        for (Bitboard from = b.sources(to); from;) {
          Square s = pop_lsb(from);
          b.move(to, s);
          if (!b.in_check(c)) {
            Squares p = img[n];
            p[k] = s;
            if (file_of(p[0]) != 5 && L.canonicalize(p)) {
              b.move(s, to);
              f(L.encode(p), b);
              b.move(to, s);
            }
          }
          b.move(s, to);
        }
      }
    }
  }
  // Calls f(begin, end) on `threads` slices of [0, n).
  template <class F>
  void parallel(uint64_t n, F f) const {
    std::vector<std::thread> pool;
    uint64_t step = (n + uint64_t(threads) - 1) / uint64_t(threads);
    for (uint64_t b = 0; b < n; b += step) pool.emplace_back(f, b, std::min(n, b + step));
    for (auto& t : pool) t.join();
  }
  // Calls f(move's slot, to, captured) for each legal move of c, the board
  // showing the position after the move; f returns false to stop.
  template <class F>
  void for_each_legal(Board& b, const Squares& sq, Color c, F f) const {
    for (int k = 0; k < L.slots(); ++k) {
      if (color_of(L.piece(k)) != c) continue;
      Square from = sq[k];
      Bitboard targets = b.targets(from);
      while (targets) {
        Square to = pop_lsb(targets);
        Piece cap;
        if (!b.try_move(from, to, cap)) continue;
        bool go = f(k, to, cap);
        b.undo(from, to, cap);
        if (!go) return;
      }
    }
  }
};

}  // namespace pili::egtb::detail
