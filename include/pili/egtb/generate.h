// The generator: retrograde analysis of one signature, both sides to move.
//
// Phase 1 (mates): positions with no legal move are lost; a position is won
// when a move reaches a lost one, lost when every move reaches a won one,
// level by level in plies, so the distances are distances to mate. Captures
// read the smaller tables, which are generated first (or loaded from the
// folder). Phase 2 (the perpetual-check rule): what is still open is closed
// under the rule that a side which can only keep out of defeat by checking on
// every move, while the other side never checks, loses (docs/egtb.md states
// exactly what is assumed). What remains open then is a draw.
//
// Resumable by signature: a table whose files exist and pass their checks is
// not generated again; each file is written whole or not at all.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "pili/egtb/material.h"

namespace pili::egtb {

struct GenOptions {
  std::string dir;
  int threads = 2;
  std::function<void(const std::string&)> log;  // progress lines; may be empty
};

struct GenStats {
  std::string name;
  bool reused = false;          // found in the folder, not generated
  uint64_t perSide = 0;         // index size, each side to move
  uint64_t legal[2] = {};       // legal positions, stronger / weaker side to move
  uint64_t wins[2] = {}, draws[2] = {}, losses[2] = {};
  uint64_t byRule[2] = {};      // decided by the perpetual-check rule (no DTM)
  int maxDtm = 0;
  double seconds = 0;            // wall time
  double cpuSeconds = 0;         // processor time of all threads
  uint64_t wdlBytes = 0, dtmBytes = 0;
};

// Generates `m` after the tables its captures lead to; appends a line of
// statistics per table generated or reused. False with `err` on failure.
bool generate(const Material& m, const GenOptions& opt, std::vector<GenStats>& out, std::string& err);

}  // namespace pili::egtb
