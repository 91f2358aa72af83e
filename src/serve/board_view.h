// The board as data, read from FEN text and move text only, so that it fits
// any geometry a rule module brings (9x10 xiangqi boards, 8x8 chess boards):
// the web page and `pili show` draw whatever grid the FEN describes.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace pili::serve {

struct Cell {
  char piece = 0;  // FEN letter, 0 = none
  char tris = 0;   // 'T' red-locked, 't' black-locked, 0 = none
};

struct BoardView {
  int files = 0, ranks = 0;
  int rankBase = 0;          // label of the bottom rank: 0 (xiangqi) or 1 (chess)
  bool chess = false;        // square board with chess pieces (8 ranks)
  std::vector<Cell> cells;   // index rank * files + file, rank 0 at the bottom
  int reserve = -1;          // Tris in the reserve, -1 = not a Tris game
  bool redToMove = true;
  std::string debts;         // Meng debts field ("-", "wb:e5", ...), empty if none

  const Cell& at(int file, int rank) const { return cells[rank * files + file]; }
  std::string square_name(int file, int rank) const;
  // Square name to (file, rank); false when it is not on this board.
  bool parse_square(const std::string& name, int& file, int& rank) const;
};

// Reads the board part and the fields after it. nullopt on malformed text
// (the engine has validated every FEN it hands out, so this is a safety net).
std::optional<BoardView> parse_board(const std::string& fen);

// A move text split into its parts: "h2e2", "T@e5" (drop), "b2b9@e5"
// (capture with air-drop), "e5f7t" / "e5e8r" (stack separations, Tris games: the Tris or the
// named piece leaves),
// "e7e8q" (promotion, chess boards).
struct MoveParts {
  std::string from, to, extra;  // from empty for drops
  std::string kind;             // normal, drop, airdrop, split-tris, split-piece, promotion
  char promotion = 0;
};
MoveParts split_move(const std::string& text, bool trisGame);

}  // namespace pili::serve
