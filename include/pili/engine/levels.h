// Strength levels and varied play: the one table every front end reads (the
// protocols' Skill Level / UCI_Elo / Randomness options, the browser board's
// eight named levels). A level below full strength searches fewer nodes and
// plies and then draws its move among the MultiPV lines of its last
// completed iteration (search/root_choice.h): the weaker the level, the
// wider the draw, but never beyond the level's bound on what a move may lose
// against the best one. docs/levels.md holds the measured ladder.
#pragma once

#include <algorithm>
#include <cstdint>
#include <iterator>

namespace pili::levels {

inline constexpr int MIN_SKILL = 0;
inline constexpr int FULL_SKILL = 20;  // today's full strength: no limit, no draw

struct SkillSetting {
  int skill;
  uint64_t nodes;     // most nodes per move (a smaller `go nodes` still wins)
  int depth;          // most plies per move
  int lines;          // MultiPV lines the move is drawn from
  int temperatureCp;  // spread of the draw: weight exp(-loss / temperature)
  int maxLossCp;      // no line losing more than this against the best is played
};

// Nodes grow about 1.3x a level; the spread and the bound on the loss fall.
// From level 7 up no line that loses more than the cheapest piece (an
// advisor or elephant, 200) against the best is played, and the depth
// covers the opponent's reply: no hanging a piece to a one-move tactic, no
// allowing a mate in one (a lost score is never drawn while the best line
// is not lost).
inline constexpr SkillSetting SKILL_TABLE[FULL_SKILL + 1] = {
    {0, 400, 1, 5, 90, 400},     {1, 500, 1, 5, 80, 360},     {2, 650, 2, 5, 72, 320},
    {3, 850, 2, 5, 65, 290},     {4, 1100, 2, 5, 58, 260},    {5, 1400, 3, 5, 52, 230},
    {6, 1800, 3, 5, 46, 200},    {7, 2300, 3, 4, 41, 180},    {8, 3000, 4, 4, 36, 160},
    {9, 3900, 4, 4, 32, 140},    {10, 5000, 5, 4, 28, 120},   {11, 6500, 5, 4, 24, 105},
    {12, 8500, 6, 4, 21, 90},    {13, 11000, 7, 4, 18, 80},   {14, 14000, 8, 4, 15, 70},
    {15, 18000, 9, 3, 12, 60},   {16, 24000, 10, 3, 10, 50},  {17, 32000, 12, 3, 8, 40},
    {18, 42000, 14, 3, 6, 30},   {19, 56000, 16, 3, 4, 20},   {20, 0, 0, 1, 0, 0},
};

// Randomness, ElephantEye's UCCI grades: the engine plays any root move
// within this many centipawns of the best (the bound doubles with each
// grade, as ElephantEye's random mask does). Off by default.
inline constexpr int RANDOMNESS_GRADES = 6;
inline constexpr const char* RANDOMNESS_NAMES[RANDOMNESS_GRADES] = {"none",  "tiny",  "small",
                                                                    "medium", "large", "huge"};
inline constexpr int RANDOMNESS_CP[RANDOMNESS_GRADES] = {0, 4, 8, 16, 32, 64};
inline constexpr int RANDOMNESS_LINES = 5;  // MultiPV lines searched to find the near-equal moves

// The browser board's eight named levels: a skill level and, below full
// strength, enough randomness that a new game is a different game.
struct NamedLevel {
  const char* name;
  int skill;
  int randomness;  // index into RANDOMNESS_NAMES
};
inline constexpr int NAMED_LEVEL_COUNT = 8;
inline constexpr NamedLevel NAMED_LEVELS[NAMED_LEVEL_COUNT] = {
    {"Beginner", 0, 3}, {"Novice", 2, 3},  {"Casual", 5, 3},  {"Club", 8, 2},
    {"Strong", 11, 2},  {"Expert", 14, 1}, {"Master", 17, 1}, {"Full strength", 20, 0},
};
inline constexpr int DEFAULT_NAMED_LEVEL = 3;  // "Club": the board's opponent when it opens

// UCI_Elo: the Elo measured for the named levels' skills with the built-in
// net, round 2 (docs/levels.md, 2026-12-06, games in docs/evidence/: skill 0 at
// 1331, the earlier anchor to Fairy-Stockfish 11.1's UCI_Elo, the others by
// the matches between neighbours), lowest first; an Elo between two of them
// takes the skill in between.
struct EloPoint {
  int skill;
  int elo;
};
inline constexpr EloPoint ELO_LADDER[] = {
    {0, 1331}, {2, 1484}, {5, 1843}, {8, 2250}, {11, 2535}, {14, 2922}, {17, 3256}, {20, 3571},
};
inline constexpr int ELO_MIN = ELO_LADDER[0].elo;
inline constexpr int ELO_MAX = ELO_LADDER[std::size(ELO_LADDER) - 1].elo;

// The skill level of an Elo (clamped to the ladder); never falls as Elo rises.
constexpr int skill_for_elo(int elo) {
  if (elo <= ELO_MIN) return ELO_LADDER[0].skill;
  for (size_t i = 1; i < std::size(ELO_LADDER); ++i) {
    const EloPoint& lo = ELO_LADDER[i - 1];
    const EloPoint& hi = ELO_LADDER[i];
    if (elo < hi.elo) return lo.skill + (hi.skill - lo.skill) * (elo - lo.elo) / (hi.elo - lo.elo);
  }
  return FULL_SKILL;
}

// What a front end asks for. UCI_LimitStrength on: UCI_Elo picks the level;
// off: Skill Level does (as Stockfish reads its two options).
struct PlayStrength {
  bool limitStrength = false;
  int elo = ELO_MAX;
  int skill = FULL_SKILL;
  int randomness = 0;  // index into RANDOMNESS_NAMES

  constexpr int effective_skill() const {
    return std::clamp(limitStrength ? skill_for_elo(elo) : skill, MIN_SKILL, FULL_SKILL);
  }
};

}  // namespace pili::levels
