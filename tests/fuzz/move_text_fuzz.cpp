// Move text in every notation Pili reads: ranks 0-9 and 1-10, drops (T@e5),
// separations (e5f7t, e5e8r) and air-drops (b2b9@e5). Byte 0 picks a
// position (fuzz_positions.h), byte 1 the rank base, the rest is a
// space-separated list of moves as a `position ... moves` line carries it.
// Checks: parsing never crashes; a parsed move prints back to text that
// parses to the same move; a legal move found from text is in the legal
// list; playing the list through the Engine facade either succeeds with the
// position the rules give or fails with a message and keeps the old one.
#include <type_traits>
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_check.h"
#include "fuzz_positions.h"
#include "pili/engine/engine.h"
#include "pili/protocol/command.h"

namespace {

constexpr size_t MAX_TEXT = 2000;

template <class R>
void run(const pili::fuzz::FuzzPosition& start, int base, const std::vector<std::string>& words) {
  using namespace pili;
  Position pos;
  std::string err;
  PILI_FUZZ_CHECK(set_position<R>(pos, start.fen, err), std::string("seed FEN: ") + err);
  for (const auto& w : words) {
    size_t used = 0;
    if (auto sq = parse_square(w, base, used)) {
      PILI_FUZZ_CHECK(used >= 2 && used <= 3 && is_ok(*sq), "parse_square " + w);
      PILI_FUZZ_CHECK(square_to_string(*sq, base) == w.substr(0, used), "square round trip " + w);
    }
    auto m = parse_move(w, base);
    if (m) {
      std::string back = move_to_string(*m, base);
      auto again = parse_move(back, base);
      PILI_FUZZ_CHECK(again && *again == *m, "move text round trip " + w + " -> " + back);
    }
    Move legal = find_legal_move<R>(pos, w, base);
    if (legal.is_ok()) {
      PILI_FUZZ_CHECK(m && *m == legal, "found a legal move for unparsable text " + w);
      R::do_move(pos, legal);
      std::string why;
      PILI_FUZZ_CHECK(pos.is_consistent(&why), std::string(R::NAME) + " after " + w + ": " + why);
      if (R::king_lost(pos)) break;
    }
  }
}

pili::Engine& engine() {
  // One engine for all inputs with a small table: set_variant clears it.
  static pili::Engine* e = [] {
    auto* p = new pili::Engine;
    p->set(&pili::Settings::hashMb, 1);
    return p;
  }();
  return *e;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 2 || size > MAX_TEXT) return 0;
  const auto& start = pili::fuzz::FUZZ_POSITIONS[data[0] % std::size(pili::fuzz::FUZZ_POSITIONS)];
  int base = data[1] & 1;
  std::string text(reinterpret_cast<const char*>(data + 2), size - 2);
  auto words = pili::protocol::split_words(pili::protocol::clean_line(text));
  pili::visit_rules(start.variant, [&]<class R>() {
    // The 8x8 board has its own move text (SAN and UCI): achess_position_fuzz.cpp.
    if constexpr (std::is_same_v<typename R::Position, pili::Position>) run<R>(start, base, words);
  });

  // The same list through the facade, as `position fen F moves ...` does.
  pili::Engine& e = engine();
  std::string err;
  if (e.variant() != start.variant)
    PILI_FUZZ_CHECK(e.set_variant(pili::variant_name(start.variant), err), err);
  e.set(&pili::Settings::ranks1to10, base);
  PILI_FUZZ_CHECK(e.set_position(start.fen, {}, err), err);
  std::string before = e.fen();
  if (!e.set_position(start.fen, words, err)) {
    PILI_FUZZ_CHECK(!err.empty(), "set_position failed without a message");
    PILI_FUZZ_CHECK(e.fen() == before, "failed set_position changed the position");
  }
  return 0;
}
