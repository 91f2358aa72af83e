// FEN parsing for every variant, then moves: the first byte picks the
// variant, the text up to the first newline is the FEN, and each further
// byte picks the next move of a short line of play. At every position of the
// line every legal move is made and unmade with the invariants of
// fuzz_check.h (bitboards = mailbox, incremental key = recomputed key, FEN
// round trip, generators agree, undo restores everything). Meng and
// Double-Tris positions are also compared with the slow reference rules of
// tests/unit/meng_slow_rules.h: the same set of legal moves.
#include <type_traits>
#include <cstddef>
#include <cstdint>
#include <string>

#include <set>
#include <vector>

#include "../unit/meng_slow_rules.h"
#include "fuzz_check.h"
#include "pili/rules/variant.h"

namespace {

constexpr size_t MAX_FEN = 400;
constexpr size_t MAX_PLIES = 4;

// Jieqi: a covered move played without an identity leaves its piece covered
// off its start point, a search's inner state that no FEN writes; a game's
// move carries the identities a dealer gives it (rules/jieqi_deal.h). The
// line plays such moves, the identities picked from the pools by `pick`.
template <class R>
pili::Move with_identities(const pili::Position& pos, pili::Move m, unsigned pick) {
  auto choose = [&](pili::Color c) {
    std::vector<pili::PieceType> types;
    for (int pt = pili::ADVISOR; pt <= pili::PAWN; ++pt)
      if (pos.pool_count(c, pili::PieceType(pt)) > 0) types.push_back(pili::PieceType(pt));
    return types.empty() ? pili::NO_PIECE_TYPE : types[pick++ % types.size()];
  };
  const pili::Color us = pos.side_to_move();
  pili::PieceType reveal = pili::test(pos.covered(), m.from()) ? choose(us) : pili::NO_PIECE_TYPE;
  bool takesCovered = pos.piece_on(m.to()) != pili::NO_PIECE && pili::test(pos.covered(), m.to());
  pili::PieceType taken = takesCovered ? choose(~us) : pili::NO_PIECE_TYPE;
  return R::with_identities(m, reveal, taken);
}

template <class R>
void run(const std::string& fen, const uint8_t* path, size_t pathLen) {
  pili::Position pos;
  std::string err;
  if (!pili::set_position<R>(pos, fen, err)) {
    PILI_FUZZ_CHECK(!err.empty(), "rejected FEN without a message: " + fen);
    return;
  }
  std::string where = std::string(R::NAME) + " " + fen;
  for (size_t ply = 0;; ++ply) {
    pili::fuzz::check_position<R>(pos, where);
    pili::fuzz::check_children<R>(pos, where);
    auto moves = pili::fuzz::sorted_moves<R>(pos);
    if constexpr (R::HAS_TRIS) {
      std::set<std::string> fast, slow;
      for (uint32_t raw : moves) fast.insert(pili::move_to_string(pili::Move(raw)));
      for (const auto& m : pili::slow::legal_moves(pili::slow::Board::from(pos, R::COMBINE))) slow.insert(m.text);
      std::string diff;
      for (const auto& m : fast) if (!slow.count(m)) diff += " +" + m;
      for (const auto& m : slow) if (!fast.count(m)) diff += " -" + m;
      PILI_FUZZ_CHECK(diff.empty(), where + ": " + pos.fen(true) + ": fast vs slow rules:" + diff);
    }
    if (ply >= pathLen || ply >= MAX_PLIES || moves.empty()) break;
    pili::Move m(moves[path[ply] % moves.size()]);
    if constexpr (R::PROFILE.coveredPieces) m = with_identities<R>(pos, m, path[ply] >> 4);
    where += " " + pili::move_to_string(m);
    R::do_move(pos, m);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  pili::Variant v = pili::ALL_VARIANTS[data[0] % std::size(pili::ALL_VARIANTS)];
  const char* text = reinterpret_cast<const char*>(data + 1);
  size_t n = size - 1, nl = 0;
  while (nl < n && text[nl] != '\n') ++nl;
  if (nl > MAX_FEN) return 0;
  std::string fen(text, nl);
  const uint8_t* path = data + 1 + std::min(nl + 1, n);
  size_t pathLen = size - 1 - std::min(nl + 1, n);
  pili::visit_rules(v, [&]<class R>() {
    // The 8x8 board has its own Position: achess_position_fuzz.cpp covers it.
    if constexpr (std::is_same_v<typename R::Position, pili::Position>) run<R>(fen, path, pathLen);
  });
  return 0;
}
