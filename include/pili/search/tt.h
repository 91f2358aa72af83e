// The transposition table, shared by all search threads without locks.
//
// Each entry is two 64-bit words: the data (move, score, depth, bound, age)
// and the check word XOR the data, where the check word is the key's low 48
// bits above the node's static evaluation (16 bits). A reader accepts an
// entry only when the two words XOR back to its key bits, so a torn write
// from another thread reads as a miss, never as a wrong move. The bucket
// index comes from the key's high bits, so with 2^16 buckets or more (4 MB)
// the whole key is still checked. Moves are stored whole (32 bits) and are still
// checked against the legal moves before use.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "pili/core/types.h"

namespace pili::search {

// The static evaluation of a node in check, or of a stored root: none.
inline constexpr int EVAL_NONE = -32768;

enum Bound : uint8_t { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

struct TTData {
  Move move;
  int score = 0;
  int depth = 0;
  Bound bound = BOUND_NONE;
  int eval = EVAL_NONE;  // the static evaluation stored with it, if any
};

class TranspositionTable {
 public:
  // The sizes resize() accepts (the Hash option's range, engine/option_table.h).
  static constexpr size_t MIN_MB = 1, MAX_MB = 65536;

  TranspositionTable();
  ~TranspositionTable();
  // Clears. When `mb` cannot be allocated, keeps a table of the old size
  // (or, failing that too, the smallest) and returns false.
  bool resize(size_t mb);
  void clear();
  void new_search() { generation = (generation + 1) & 63; }
  size_t size_mb() const { return sizeMb; }

  // True and `out` filled when the position with this key is stored.
  bool probe(uint64_t key, TTData& out) const;
  // Starts loading the bucket of `key` into the cache (called right after a
  // move is made, so the probe at the child node does not wait on memory).
  void prefetch(uint64_t key) const { __builtin_prefetch(bucket_of(key)); }
  // `eval`: the node's static evaluation (before any correction), or EVAL_NONE.
  void store(uint64_t key, Move m, int score, int depth, Bound b, int eval = EVAL_NONE);
  // Per-mille of a sample of entries written in the current search.
  int hashfull() const;

 private:
  struct Entry {
    std::atomic<uint64_t> checkXor{0}, data{0};
  };
  static constexpr int BUCKET = 4;
  struct alignas(64) Bucket {
    Entry e[BUCKET];
  };
  static uint64_t pack(Move m, int score, int depth, Bound b, uint8_t gen);
  static constexpr uint64_t KEY_BITS = (uint64_t(1) << 48) - 1;
  Bucket* bucket_of(uint64_t key) const {
    return &table[size_t((unsigned __int128)key * count >> 64)];
  }

  std::unique_ptr<Bucket[]> table;
  size_t count = 0;
  size_t sizeMb = 0;
  uint8_t generation = 0;
};

}  // namespace pili::search
