// Which engines meet in game `index`, in which round, with which colours.
// Engines meet in encounters: one for a two-engine match, engine 1 against
// every other for a gauntlet, every pair for a round-robin. A round plays
// every encounter `games` times with one opening; within an encounter the
// first engine plays Red in the even games, so -games 2 makes colour pairs.
// With two engines this is the plain match order (round = index / games).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace pili::match {

struct Schedule {
  std::vector<std::pair<int, int>> encounters;  // engine numbers (first, second)
  int games = 1;                                // per encounter and round

  // `kind`: "gauntlet" or "round-robin" (anything else is round-robin).
  static Schedule make(int engines, const std::string& kind, int games) {
    Schedule s;
    s.games = games;
    for (int a = 0; a < engines; ++a)
      for (int b = a + 1; b < engines; ++b)
        if (a == 0 || kind != "gauntlet") s.encounters.push_back({a, b});
    return s;
  }
  int per_round() const { return games * int(encounters.size()); }

  struct Slot {
    int round;      // from 0
    int encounter;  // index into encounters
    int game;       // within the encounter and round, from 0
    bool firstIsRed;
    int red, black; // engine numbers
    int pair;       // game pair id (same round, encounter and game / 2)
  };
  Slot slot(int index) const {
    Slot s;
    int per = per_round();
    s.round = index / per;
    s.encounter = (index % per) / games;
    s.game = index % games;
    s.firstIsRed = s.game % 2 == 0;
    auto [a, b] = encounters[size_t(s.encounter)];
    s.red = s.firstIsRed ? a : b;
    s.black = s.firstIsRed ? b : a;
    s.pair = (index - s.game) + s.game / 2;
    return s;
  }
};

}  // namespace pili::match
