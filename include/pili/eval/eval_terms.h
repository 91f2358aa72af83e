// The evaluation split by term, the one record both boards' evaluations
// (evaluate.h, atomic_chess_eval.h) fill for `eval` reports and tests.
#pragma once

#include <string>

#include "pili/core/types.h"

namespace pili::eval {

// Per colour, except the scale, the tempo and the total.
struct EvalTerms {
  int material[COLOR_NB] = {0, 0};
  int psq[COLOR_NB] = {0, 0};
  int mobility[COLOR_NB] = {0, 0};
  int safety[COLOR_NB] = {0, 0};
  int structure[COLOR_NB] = {0, 0};  // the xiangqi structures of weights.h
  int scale = 64;                    // drawish material: the total is scaled by scale/64
  int tris[COLOR_NB] = {0, 0};
  int tempo = 0;        // for the side to move
  int total = 0;        // side to move's point of view
};

// A readable table of the terms (for the `eval` command).
std::string format_eval(const EvalTerms& t, Color sideToMove, bool chess = false);

}  // namespace pili::eval
