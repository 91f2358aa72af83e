// Helpers for the notation tests: a move's written text from its coordinates,
// and the coordinates a written text is read as. Moves are named by the
// project's coordinate notation (h2e2, T@e4, a0a5@e4, b2b5r), which the code
// under test does not use.
#pragma once

#include <string>
#include <vector>

#include "pili/rules/notation/notation.h"
#include "test_util.h"

namespace pili::testutil {

// The position after `moves` (coordinates) from `fen`.
template <class R>
Position position_after(const std::string& fen, const std::vector<std::string>& moves) {
  Position pos = position_of<R>(fen);
  std::string err;
  EXPECT_TRUE(play_moves<R>(pos, moves, err)) << err;
  return pos;
}

// The text of the legal move `coords` in `pos`.
template <class R>
std::string written(const Position& pos, const std::string& coords, notation::Format f = {}) {
  Move m = find_legal_move<R>(pos, coords);
  EXPECT_TRUE(m.is_ok()) << coords << " is not legal in " << pos.fen(R::MENG_FEN);
  return notation::write_move<R>(pos, m, f);
}

template <class R>
std::string written(const std::string& fen, const std::string& coords, notation::Format f = {}) {
  return written<R>(position_of<R>(fen), coords, f);
}

// The coordinates of the move `text` means in `pos`, or "error: <kind>".
template <class R>
std::string read_as(const Position& pos, const std::string& text,
                    notation::Style s = notation::Style::Auto) {
  notation::ReadResult r = notation::read_move<R>(pos, text, s);
  if (!r.ok()) return std::string("error: ") + notation::error_name(r.error);
  EXPECT_TRUE(r.message.empty());
  return move_to_string(r.move);
}

template <class R>
std::string read_as(const std::string& fen, const std::string& text,
                    notation::Style s = notation::Style::Auto) {
  return read_as<R>(position_of<R>(fen), text, s);
}

inline constexpr notation::Format CHINESE{notation::Style::Chinese, notation::Script::Simplified};
inline constexpr notation::Format CHINESE_TRAD{notation::Style::Chinese, notation::Script::Traditional};
inline constexpr notation::Format RANKS{notation::Style::ChineseRanks, notation::Script::Simplified};
inline constexpr notation::Format WXF{notation::Style::Wxf, notation::Script::Simplified};
inline constexpr notation::Format COORDS{notation::Style::Coordinates, notation::Script::Simplified};

}  // namespace pili::testutil
