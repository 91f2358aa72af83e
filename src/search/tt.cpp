// Lock-free transposition table (see tt.h for the layout).
#include "pili/search/tt.h"

#include <algorithm>
#include <new>

namespace pili::search {

// data word: move (32) | score (16, signed) | depth (8) | bound (2) | age (6)
uint64_t TranspositionTable::pack(Move m, int score, int depth, Bound b, uint8_t gen) {
  return uint64_t(m.raw()) | uint64_t(uint16_t(int16_t(score))) << 32 |
         uint64_t(uint8_t(std::clamp(depth, 0, 255))) << 48 | uint64_t(b) << 56 | uint64_t(gen) << 58;
}

TranspositionTable::TranspositionTable() { resize(16); }
TranspositionTable::~TranspositionTable() = default;

namespace {
size_t buckets_for(size_t mb, size_t bucketSize) { return mb * 1024 * 1024 / bucketSize; }
}  // namespace

bool TranspositionTable::resize(size_t mb) {
  mb = std::clamp(mb, MIN_MB, MAX_MB);
  size_t n = buckets_for(mb, sizeof(Bucket));
  bool ok = true;
  if (n != count) {
    auto allocate = [](size_t k) { return std::unique_ptr<Bucket[]>(new (std::nothrow) Bucket[k]); };
    std::unique_ptr<Bucket[]> fresh = allocate(n);
    if (!fresh) {
      table.reset();  // the old and the new table may not fit together
      fresh = allocate(n);
    }
    if (fresh) {
      table = std::move(fresh);
      count = n;
    } else {
      ok = false;
      if (count) table = allocate(count);
      if (!table) {  // not even the old size any more: the smallest table
        count = buckets_for(1, sizeof(Bucket));
        table = std::make_unique<Bucket[]>(count);
        sizeMb = 1;
      }
    }
  }
  if (ok) sizeMb = mb;
  clear();
  return ok;
}

void TranspositionTable::clear() {
  for (size_t i = 0; i < count; ++i)
    for (auto& e : table[i].e) {
      e.checkXor.store(0, std::memory_order_relaxed);
      e.data.store(0, std::memory_order_relaxed);
    }
  generation = 0;
}

bool TranspositionTable::probe(uint64_t key, TTData& out) const {
  const Bucket* b = bucket_of(key);
  for (const auto& e : b->e) {
    uint64_t d = e.data.load(std::memory_order_relaxed);
    uint64_t check = e.checkXor.load(std::memory_order_relaxed) ^ d;
    if (check >> 16 != (key & KEY_BITS) || !(d >> 56 & 3)) continue;
    out.move = Move(uint32_t(d));
    out.score = int16_t(uint16_t(d >> 32));
    out.depth = int(d >> 48 & 0xFF);
    out.bound = Bound(d >> 56 & 3);
    out.eval = int16_t(uint16_t(check));
    return true;
  }
  return false;
}

// Replaces the entry of the same position, else the least valuable one:
// shallow and from older searches first.
void TranspositionTable::store(uint64_t key, Move m, int score, int depth, Bound bound, int eval) {
  Bucket* b = bucket_of(key);
  Entry* victim = nullptr;
  int worst = 1 << 30;
  for (auto& e : b->e) {
    uint64_t d = e.data.load(std::memory_order_relaxed);
    uint64_t check = e.checkXor.load(std::memory_order_relaxed) ^ d;
    if (check >> 16 == (key & KEY_BITS)) {
      // Same position: keep its move when the new result has none, and keep a
      // deeper exact-ish result unless this one is exact.
      if (!m.is_ok()) m = Move(uint32_t(d));
      if (eval == EVAL_NONE) eval = int16_t(uint16_t(check));
      if (bound != BOUND_EXACT && int(d >> 48 & 0xFF) > depth + 3 && uint8_t(d >> 58) == generation)
        return;
      victim = &e;
      break;
    }
    int age = (generation - int(d >> 58) + 64) & 63;
    int value = (d >> 56 & 3) ? int(d >> 48 & 0xFF) - 8 * age : -1000;
    if (value < worst) worst = value, victim = &e;
  }
  uint64_t d = pack(m, score, depth, bound, generation);
  if (eval < -32767 || eval > 32767) eval = EVAL_NONE;  // 16 bits: such a value is not kept
  uint64_t check = (key & KEY_BITS) << 16 | uint16_t(int16_t(eval));
  victim->data.store(d, std::memory_order_relaxed);
  victim->checkXor.store(check ^ d, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
  size_t sample = std::min<size_t>(count, 250);
  int used = 0;
  for (size_t i = 0; i < sample; ++i)
    for (const auto& e : table[i].e) {
      uint64_t d = e.data.load(std::memory_order_relaxed);
      used += (d >> 56 & 3) && uint8_t(d >> 58) == generation;
    }
  return sample ? int(used * 1000 / (sample * BUCKET)) : 0;
}

}  // namespace pili::search
