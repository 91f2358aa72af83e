// Probing positions of the rule module: the result and the moves that keep it.
#include "pili/egtb/probe.h"

#include <algorithm>

#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

namespace pili::egtb {

bool read_position(Position& pos, const std::string& fen, std::string& err) {
  return set_position<Xiangqi>(pos, fen, err);
}

PieceList piece_list(const Position& pos) {
  PieceList pl;
  pl.stm = pos.side_to_move();
  if (pos.tris() || popcount(pos.pieces()) > MAX_SLOTS) return pl;
  for (Bitboard b = pos.pieces(); b;) {
    Square s = pop_lsb(b);
    pl.pc[pl.n] = pos.piece_on(s);
    pl.sq[pl.n++] = s;
  }
  return pl;
}

ProbeResult probe_position(const Tablebases& tb, const Position& pos) {
  PieceList pl = piece_list(pos);
  return pl.n ? tb.probe(pl) : ProbeResult{};
}

namespace {

// Rank of a move for its mover: higher is better.
long merit(const ProbeResult& after) {
  if (!after.found) return 0;
  long d = after.dtm == DTM_UNKNOWN ? 40000 : after.dtm;
  switch (after.wdl) {
    case WDL_LOSS: return 300000 - d;  // the opponent is lost: mate soonest
    case WDL_DRAW: return 100000;
    case WDL_WIN: return d;            // lost anyway: resist longest (by rule: unknown, high)
    default: return 0;
  }
}

}  // namespace

RootProbe probe_root(const Tablebases& tb, Position& pos) {
  RootProbe out;
  out.result = probe_position(tb, pos);
  MoveList list;
  Xiangqi::generate<LEGAL>(pos, list);
  for (Move m : list) {
    Xiangqi::do_move(pos, m);
    out.moves.push_back({m, probe_position(tb, pos)});
    Xiangqi::undo_move(pos, m);
    out.complete &= out.moves.back().after.found;
  }
  std::stable_sort(out.moves.begin(), out.moves.end(),
                   [](const MoveResult& a, const MoveResult& b) { return merit(a.after) > merit(b.after); });
  if (!out.result.found) return out;
  Wdl keep = out.result.wdl == WDL_WIN ? WDL_LOSS : out.result.wdl == WDL_LOSS ? WDL_WIN : WDL_DRAW;
  for (const MoveResult& mr : out.moves)
    if (mr.after.found && mr.after.wdl == keep) out.keeping.push_back(mr.move);
  return out;
}

}  // namespace pili::egtb
