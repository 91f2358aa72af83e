// Every signature of a scope (`pili egtb gen --all --max A+D`) and a shard's
// share of them (`--shard k/n`).
//
// A scope bounds the material of both sides together: at most A attacking
// pieces (chariots, horses, cannons, soldiers) and at most D defenders
// (advisors, elephants), generals not counted. `2+4` holds KRvKAABB,
// KNPvKAB, KRvKN, KCAvKA ..., and every table a capture leads to (a capture
// removes a piece, so a scope is closed under captures).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pili/egtb/material.h"

namespace pili::egtb {

struct Scope {
  int attackers = 0;
  int defenders = 0;
};

// "2+4" -> {2, 4}; nullopt with `err` on anything else (attackers 0..6,
// defenders 0..8).
std::optional<Scope> parse_scope(std::string_view text, std::string& err);

// Every canonical signature of the scope, each once, in dependency order:
// by piece count (the tables a capture leads to have one piece fewer), then
// by index size, then by name.
std::vector<Material> all_signatures(const Scope& scope);

struct Shard {
  int k = 1, n = 1;  // share k of n, 1 <= k <= n
};

// "3/8" -> {3, 8}; nullopt with `err` on anything else.
std::optional<Shard> parse_shard(std::string_view text, std::string& err);

// Share k of n of `all` (dealt in turn, so the shares are disjoint, their
// union is `all`, sizes are spread and each share keeps the order of `all`).
std::vector<Material> shard_of(const std::vector<Material>& all, const Shard& shard);

}  // namespace pili::egtb
