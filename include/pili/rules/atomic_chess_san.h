// Standard Algebraic Notation for atomic chess (PGN movetext as cutechess,
// lichess and python-chess write it): `Nf3`, `exd5`, `O-O`, `e8=Q`,
// `Nbd7`, `R1e2`, `Qh4e1`. It lives beside the rules because both the
// disambiguation and the suffix need the legal moves.
//
// Suffix: `+` when the move leaves the opponent in check (atomic sense:
// never while the kings touch), `#` when it mates or explodes the enemy
// king. A king explosion ends the game with a winner, which lichess's
// chessops and python-chess mark with `#`; we follow them (cutechess marks
// only checks it finds on the board, see docs/matches.md).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "pili/rules/atomic_chess.h"

namespace pili::chess {

// The SAN of `m`, a legal move of `pos`, with its `+` / `#` suffix.
std::string move_to_san(const Position& pos, Move m);

// The legal move that `text` names: SAN (suffixes `+ # ! ?` ignored, `0-0`
// accepted for `O-O`) or UCI coordinates (`e2e4`, `e7e8q`, `e1g1`).
// Move::none() with `err` set when it names no legal move, or more than one.
Move parse_san(const Position& pos, std::string_view text, std::string& err);

// Moves (SAN or UCI) from `fen` converted to the other notation, playing
// them one by one. False with `err` at the first move that is not legal;
// `out` then holds the moves before it.
bool line_to_san(const std::string& fen, const std::vector<std::string>& moves, std::vector<std::string>& out,
                 std::string& err);
bool line_to_uci(const std::string& fen, const std::vector<std::string>& moves, std::vector<std::string>& out,
                 std::string& err);

}  // namespace pili::chess
