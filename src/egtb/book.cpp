// Drawing endgame start positions from a table (egtb/book.h).
#include "pili/egtb/book.h"

#include <random>
#include <set>

#include "pili/egtb/probe.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

namespace pili::egtb {
namespace {

std::string board_fen(const Piece (&board)[SQUARE_NB], Color stm) {
  std::string fen;
  for (int r = 9; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 9; ++f) {
      Piece pc = board[make_square(f, r)];
      if (!pc) ++empty;
      else fen += (empty ? std::to_string(empty) : "") + std::string(1, piece_to_char(pc)), empty = 0;
    }
    if (empty) fen += std::to_string(empty);
    if (r) fen += '/';
  }
  return fen + (stm == RED ? " w - - 0 1" : " b - - 0 1");
}

bool is_attacker(Piece pc) {
  PieceType pt = type_of(pc);
  return pt == ROOK || pt == HORSE || pt == CANNON || pt == PAWN;
}

// Not decided at once: the side to move is not in check and cannot take an
// attacking piece.
bool quiet_start(const Position& pos) {
  if (Xiangqi::in_check(pos)) return false;
  MoveList list;
  Xiangqi::generate<LEGAL>(pos, list);
  for (Move mv : list)
    if (pos.piece_on(mv.to()) != NO_PIECE && is_attacker(pos.piece_on(mv.to()))) return false;
  return true;
}

}  // namespace

bool sample_book(const Tablebases& tb, const Material& m, const BookOptions& opt, std::vector<BookEntry>& out,
                 std::string& err) {
  const Table* t = tb.find(m);
  if (!t) return err = "no table " + m.name() + " loaded", false;
  if (t->dtm.empty()) return err = m.name() + " has no .dtm file: the book needs distances", false;
  const Layout& L = t->layout;
  // One generator per signature, seeded from the seed and the name: adding
  // a signature to a book leaves the others' positions as they were.
  uint32_t nameHash = 2166136261u;  // FNV-1a: the same on every platform
  for (char ch : m.name()) nameHash = (nameHash ^ uint8_t(ch)) * 16777619u;
  std::seed_seq seq{uint32_t(opt.seed), uint32_t(opt.seed >> 32), nameHash};
  std::mt19937_64 rng(seq);
  std::set<std::string> seen;
  for (Color mover : {RED, BLACK})        // RED: the stronger side to move
    for (bool decisive : {true, false}) {
      int kept = 0;
      for (uint64_t k = 0; k < opt.tries && kept < opt.perClass; ++k) {
        uint64_t i = rng() % L.size();
        bool mirrorIt = rng() & 1, swapColours = rng() & 1;
        uint8_t w = t->wdl_of(mover, i);
        if (w == WDL_NONE || (w != WDL_DRAW) != decisive) continue;
        uint16_t d = t->dtm_of(mover, i);
        if (decisive && (d == DTM_UNKNOWN || d < opt.minDtm || d > opt.maxDtm)) continue;
        Squares sq;
        if (!L.decode(i, sq)) continue;
        Piece board[SQUARE_NB] = {};
        for (int s = 0; s < L.slots(); ++s) {
          Square at = mirrorIt ? mirror(sq[s]) : sq[s];
          Piece pc = L.piece(s);
          if (swapColours) at = flip(at), pc = make_piece(~color_of(pc), type_of(pc));
          board[at] = pc;
        }
        Color stm = swapColours ? ~mover : mover;
        std::string fen = board_fen(board, stm), why;
        Position pos;
        if (seen.count(fen) || !set_position<Xiangqi>(pos, fen, why) || !quiet_start(pos)) continue;
        ProbeResult r = probe_position(tb, pos);
        if (!r.found || r.wdl != w || r.dtm != d)
          return err = "drawn position " + fen + " does not read back from " + m.name(), false;
        seen.insert(fen);
        out.push_back({fen, mover == RED, Wdl(w), decisive ? d : DTM_UNKNOWN});
        ++kept;
      }
    }
  return true;
}

}  // namespace pili::egtb
