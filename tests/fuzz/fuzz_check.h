// Shared by the fuzz targets: a check that reports and aborts (libFuzzer
// then saves the input as a crash), and the invariants every rule module
// must keep through do_move / undo_move. The regression unit tests include
// this header too, so a fuzzer finding replays as an ordinary test.
#pragma once

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "pili/core/notation.h"
#include "pili/rules/game.h"

namespace pili::fuzz {

[[noreturn]] inline void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "FUZZ CHECK FAILED: %s\n  %s\n", what, detail.c_str());
  std::fflush(stderr);
  std::abort();
}

#define PILI_FUZZ_CHECK(cond, detail) \
  do {                                \
    if (!(cond)) ::pili::fuzz::fail(#cond, (detail)); \
  } while (0)

// Legal moves sorted by their raw value, for set comparisons.
template <class R, GenType T = LEGAL>
std::vector<uint32_t> sorted_moves(const Position& pos) {
  std::vector<uint32_t> out;
  if (R::king_lost(pos)) return out;
  typename R::MoveList list;
  R::template generate<T>(pos, list);
  for (Move m : list) out.push_back(m.raw());
  std::sort(out.begin(), out.end());
  return out;
}

// What a position is, for "undo restored everything" comparisons (cheap:
// the placement is covered by the key, which is_consistent ties to it).
inline std::string snapshot(const Position& pos) {
  const StateInfo& s = pos.st();
  return std::to_string(pos.key()) + " " + std::to_string(s.check) + " " +
         std::to_string(uint64_t(s.checkers)) + "/" + std::to_string(uint64_t(s.checkers >> 64)) + " " +
         std::to_string(s.rule50) + " " + std::to_string(pos.history_size()) + " " +
         std::to_string(int(pos.side_to_move()));
}

// Checks one position: placement and key consistent, the FEN round trip
// gives the same position with the same check information and legal moves,
// the generators agree with each other, and every legal move's text parses
// back to it.
template <class R>
void check_position(const Position& pos, const std::string& where) {
  std::string why;
  PILI_FUZZ_CHECK(pos.is_consistent(&why), where + ": " + why);
  if (R::king_lost(pos)) return;  // a blasted general: no FEN, no moves
  const std::string fen = pos.fen(R::MENG_FEN);
  Position q;
  std::string err;
  PILI_FUZZ_CHECK(set_position<R>(q, fen, err), where + ": own FEN rejected: " + fen + ": " + err);
  PILI_FUZZ_CHECK(q.fen(R::MENG_FEN) == fen, where + ": FEN round trip " + fen + " -> " + q.fen(R::MENG_FEN));
  PILI_FUZZ_CHECK(q.key() == pos.key(), where + ": key differs after FEN round trip: " + fen);
  PILI_FUZZ_CHECK(q.st().check == pos.st().check && q.checkers() == pos.checkers(),
                  where + ": check info differs from a fresh parse: " + fen);
  auto legal = sorted_moves<R>(pos);
  PILI_FUZZ_CHECK(legal == sorted_moves<R>(q), where + ": legal moves differ from a fresh parse: " + fen);
  PILI_FUZZ_CHECK(R::count_legal(pos) == legal.size(), where + ": count_legal differs: " + fen);
  auto caps = sorted_moves<R, CAPTURES>(pos), quiets = sorted_moves<R, QUIETS>(pos);
  std::vector<uint32_t> both;
  std::merge(caps.begin(), caps.end(), quiets.begin(), quiets.end(), std::back_inserter(both));
  PILI_FUZZ_CHECK(both == legal, where + ": CAPTURES + QUIETS != LEGAL: " + fen);
  for (int base : {0, 1})
    for (uint32_t raw : legal) {
      std::string text = move_to_string(Move(raw), base);
      // parse_move + lookup is find_legal_move; the list is sorted, so no
      // regeneration per move (Double-Tris has thousands of air-drops).
      auto parsed = parse_move(text, base);
      PILI_FUZZ_CHECK(parsed && parsed->raw() == raw,
                      where + ": move text does not parse back: " + text + " in " + fen);
    }
}

// Every legal move is made and unmade: the child must be consistent and
// the parent must come back exactly. Also a null move when not in check.
template <class R>
void check_children(Position& pos, const std::string& where) {
  const std::string before = snapshot(pos), beforeFen = pos.fen(R::MENG_FEN);
  for (uint32_t raw : sorted_moves<R>(pos)) {
    Move m(raw);
    R::do_move(pos, m);
    std::string why;
    PILI_FUZZ_CHECK(pos.is_consistent(&why), where + " " + move_to_string(m) + ": " + why);
    R::undo_move(pos, m);
    PILI_FUZZ_CHECK(snapshot(pos) == before, where + " " + move_to_string(m) + ": undo: " + before + " -> " + snapshot(pos));
  }
  if (!R::king_lost(pos) && !R::in_check(pos)) {
    R::do_null_move(pos);
    std::string why;
    PILI_FUZZ_CHECK(pos.is_consistent(&why), where + " null: " + why);
    R::undo_null_move(pos);
    PILI_FUZZ_CHECK(snapshot(pos) == before, where + ": undo of null move");
  }
  PILI_FUZZ_CHECK(pos.fen(R::MENG_FEN) == beforeFen, where + ": FEN changed by do/undo: " + pos.fen(R::MENG_FEN));
}

}  // namespace pili::fuzz
