// What every `pili` subcommand shares: the exit-code convention, variant
// names as typed by a user, and speed figures that stay honest at tiny times.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "pili/rules/variant.h"

namespace pili {
class EngineApi;
}

namespace pili::app {

// Exit codes of every subcommand, like diff(1) and cmp(1): scripts can tell
// "the check found a difference" from "the check could not run".
inline constexpr int EXIT_OK = 0;       // done; every count or comparison agreed
inline constexpr int EXIT_FAILED = 1;   // ran to the end and found a mismatch or difference
inline constexpr int EXIT_TROUBLE = 2;  // bad usage or input, or an engine that cannot be used

// "xiangqi, atomic, ..." (the variants built into this binary).
std::string variant_names();

// A variant name in any case; prints an error naming every variant and
// returns nothing for an unknown or unavailable one.
std::optional<Variant> cli_variant(const std::string& name);

// --eval-file: loads the net file at `path` into `engine` for its current
// variant and turns Use NNUE on. On a fault prints the error and returns
// false (the command then exits with EXIT_TROUBLE).
bool use_eval_file(EngineApi& engine, const std::string& path);

// "time 2510 ms, 53112976 nodes/s"; below 10 ms the rate is meaningless
// (clock granularity) and is left out.
std::string speed_text(uint64_t nodes, double seconds);
// The rate alone: digits, or "n/a" below 10 ms.
std::string nps_text(uint64_t nodes, double seconds);

}  // namespace pili::app
