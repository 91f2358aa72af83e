// Loading games into the browser board from PGN written by other tools:
// pili-match, cutechess, lichess and hand-edited files. The reader is
// tolerant of what PGN allows (comments in braces and after ';', NAGs,
// annotation marks, variations in parentheses, '%' escape lines, move
// numbers glued to moves) and resolves each move text against the rules:
// Pili's coordinates, coordinates with ranks 1-10, "e2-e4"/"e2xe4", and SAN
// ("Nf3", "exd5", "O-O", "e8=N", "Che3") on any board.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace pili::serve {

struct PgnText {  // one game as written
  std::vector<std::pair<std::string, std::string>> tags;
  std::vector<std::string> moves;  // tokens, annotation marks stripped
  std::string result;              // "1-0", "0-1", "1/2-1/2", "*" or "" (none written)
  const std::string* tag(const std::string& name) const;
};

// Splits `text` into games. False (with `err` naming the line) on text that
// is not PGN at all: an unterminated tag, comment or variation, a stray ')'.
bool split_pgn(const std::string& text, std::vector<PgnText>& games, std::string& err);

struct ImportedGame {
  std::string variant;             // Pili's variant name
  std::string fen;                 // start position; empty = the variant's own
  std::vector<std::string> moves;  // in Pili's move text
  std::string result;
  std::string warning;             // read in part: why it stops early
};

// Picks the variant (the Variant tag, the FEN's board shape) and turns every
// move into Pili's notation by replaying the game. False with `err` saying
// which move failed and why; `out` then holds the reading that got furthest,
// up to the move before (its variant empty when no start position read).
bool resolve_game(const PgnText& game, ImportedGame& out, std::string& err);

// One move token against the legal moves `legal` (Pili's text) of the
// position `fen`; `rankShift` 1 reads ranks 1-10. Empty when nothing matches,
// with `err` saying why (illegal or ambiguous).
std::string resolve_move(const std::string& token, const std::string& fen, const std::vector<std::string>& legal,
                         int rankShift, std::string& err);

}  // namespace pili::serve
