// The extraction both tuners share (pili-tune extract, extract-chess): the
// quiet positions of PGN games, one "FEN;result" line each, replayed on
// rule module R's board. What differs per board is given: which games are
// R's (by their Variant tag), how a move's text is read, and when a
// position is quiet.
#pragma once

#include <fstream>
#include <functional>
#include <iostream>
#include <string>

#include "args.h"
#include "pili/record/pgn.h"
#include "pili/rules/game.h"

namespace pili::tune {

template <class R>
struct Extraction {
  using Pos = typename R::Position;
  std::function<bool(const std::string* variantTag)> accepts;  // the tag, null when the game has none
  std::function<Move(const Pos&, const std::string& text, std::string& err)> parse;  // none() with `err`
  std::function<bool(const Pos&)> quiet;
};

// Writes to args.out every position after args.skip plies whose move is no
// capture and which `x.quiet` accepts, of each game `x.accepts`, from its FEN
// tag or R's start. 0 when done, 1 when a file cannot be read or written.
template <class R>
int extract_quiet_positions(const ExtractArgs& args, const Extraction<R>& x) {
  std::ofstream os(args.out);
  if (!os) {
    std::cerr << "error: cannot write " << args.out << "\n";
    return 1;
  }
  long games = 0, positions = 0;
  bool ok = for_each_game(args, [&](const record::PgnGame& g, long idx, const char* result) {
    if (!x.accepts(g.tag("Variant"))) return;
    const std::string* fen = g.tag("FEN");
    typename R::Position pos;
    std::string err;
    if (!set_position<R>(pos, fen ? *fen : R::START_FEN, err)) {
      std::cerr << "warning: game " << idx << ": " << err << "\n";
      return;
    }
    ++games;
    for (size_t ply = 0; ply < g.moves.size() && !R::king_lost(pos); ++ply) {
      Move m = x.parse(pos, g.moves[ply], err);
      if (!m.is_ok()) {
        std::cerr << "warning: game " << idx << ": " << err << "\n";
        break;
      }
      if (int(ply) >= args.skip && !R::is_capture(pos, m) && x.quiet(pos)) {
        os << pos.fen() << ";" << result << "\n";
        ++positions;
      }
      R::do_move(pos, m);
    }
  });
  if (!ok) return 1;
  std::cerr << games << " games, " << positions << " quiet positions -> " << args.out << "\n";
  return 0;
}

}  // namespace pili::tune
