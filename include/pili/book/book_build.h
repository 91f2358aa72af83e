// Building a Pili book from games: every (position, move) of the first
// plies of each game's main line, weighted by how the games went for the
// side that played the move.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "pili/book/pili_book.h"
#include "pili/record/game_tree.h"

namespace pili::book {

struct BuildOptions {
  int maxPly = 30;   // moves after the first maxPly plies of a game are left out
  int minGames = 1;  // a move played in fewer games is left out
};

class BookBuilder {
 public:
  BookBuilder(Variant v, BuildOptions o) : variant(v), options(o) {}

  // Adds the main line of `g`. False with `why` when the game is of another
  // variant or does not replay (it is then left out whole).
  bool add_game(const record::GameTree& g, std::string& why);
  // Whether `g` names this book's variant (the first reason add_game refuses).
  bool of_variant(const record::GameTree& g) const;

  // The entries kept: weight = 2 x wins + draws of the side that played the
  // move (an unfinished game counts as a draw), games = times played; both
  // saturate at 65535.
  std::vector<BookEntry> entries() const;
  int games_added() const { return added; }

 private:
  struct Tally {
    uint64_t halfPoints = 0, games = 0;
  };
  Variant variant;
  BuildOptions options;
  std::map<std::pair<uint64_t, uint32_t>, Tally> tallies;
  int added = 0;
};

}  // namespace pili::book
