// What the atomic chess tests share: a position from a FEN, failing the test
// (not crashing it) when the FEN is refused.
#pragma once
#include <gtest/gtest.h>

#include <string>

#include "pili/rules/atomic_chess.h"
#include "pili/rules/game.h"

inline pili::chess::Position atomic_chess_position(const std::string& fen) {
  pili::chess::Position pos;
  std::string err;
  EXPECT_TRUE(pili::set_position<pili::AtomicChess>(pos, fen, err)) << fen << ": " << err;
  return pos;
}

