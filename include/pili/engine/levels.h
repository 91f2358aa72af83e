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

// Nodes grow about 1.5x a level; the spread and the bound on the loss fall.
// From level 10 up a line that hangs a piece (several hundred centipawns) or
// allows a mate (a lost score) is never played: the bound is below a piece
// and the depth covers the opponent's reply.
inline constexpr SkillSetting SKILL_TABLE[FULL_SKILL + 1] = {
    {0, 600, 1, 6, 220, 900},      {1, 800, 1, 6, 190, 800},      {2, 1000, 2, 6, 165, 700},
    {3, 1300, 2, 6, 140, 600},     {4, 1700, 2, 5, 120, 500},     {5, 2200, 3, 5, 100, 420},
    {6, 2900, 3, 5, 85, 360},      {7, 3800, 3, 5, 72, 300},      {8, 5000, 4, 4, 60, 250},
    {9, 6500, 4, 4, 50, 210},      {10, 8500, 5, 4, 42, 170},     {11, 11000, 5, 4, 35, 140},
    {12, 14000, 6, 4, 29, 120},    {13, 18000, 7, 4, 24, 100},    {14, 23000, 8, 4, 19, 80},
    {15, 30000, 9, 3, 15, 65},     {16, 40000, 10, 3, 11, 50},    {17, 52000, 12, 3, 8, 40},
    {18, 68000, 14, 3, 6, 30},     {19, 90000, 16, 3, 4, 20},     {20, 0, 0, 1, 0, 0},
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
    {"Beginner", 0, 3}, {"Novice", 3, 3},  {"Casual", 6, 3},  {"Club", 9, 2},
    {"Strong", 12, 2},  {"Expert", 15, 1}, {"Master", 18, 1}, {"Full strength", 20, 0},
};
inline constexpr int DEFAULT_NAMED_LEVEL = 3;  // "Club": the board's opponent when it opens

// UCI_Elo: the Elo measured for the named levels' skills (docs/levels.md),
// lowest first; an Elo between two of them takes the skill in between.
struct EloPoint {
  int skill;
  int elo;
};
inline constexpr EloPoint ELO_LADDER[] = {
    {0, 800}, {3, 1000}, {6, 1200}, {9, 1400}, {12, 1600}, {15, 1800}, {18, 2000}, {20, 2200},
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
