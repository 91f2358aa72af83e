// Shared by the tablebase tests: small tables generated once per process
// into a temporary folder, and positions built from table indices.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "pili/core/position.h"
#include "pili/egtb/generate.h"
#include "pili/egtb/tablebase.h"
#include "pili/platform/platform.h"

namespace pili::egtb_test {

// The folder holding KRvK, KCvK, KNvK, KPvK, KRvKA, KRvKN (where the
// perpetual-check rule decides positions) and what they capture into.
inline const std::string& small_tables() {
  static const std::string dir = [] {
    auto d = std::filesystem::temp_directory_path() / ("pili_egtb_test_" + std::to_string(platform::process_id()));
    std::filesystem::remove_all(d);
    egtb::GenOptions opt;
    opt.dir = d.string();
    for (const char* sig : {"KRvK", "KCvK", "KNvK", "KPvK", "KRvKA", "KRvKN"}) {
      std::string err;
      std::vector<egtb::GenStats> stats;
      if (!egtb::generate(*egtb::parse_material(sig, err), opt, stats, err)) throw std::runtime_error(err);
    }
    return opt.dir;
  }();
  // Removed when the test program ends.
  static const struct Cleanup {
    ~Cleanup() { std::error_code ec; std::filesystem::remove_all(dir, ec); }
  } cleanup;
  return dir;
}

inline egtb::Tablebases open_small_tables() {
  egtb::Tablebases tb;
  std::string err;
  tb.open(small_tables(), err);
  return tb;
}

// A FEN of the pieces of a table slot layout, `stm` (RED or BLACK) to move.
inline std::string fen_of(const egtb::Layout& L, const egtb::Squares& sq, Color stm) {
  Piece board[SQUARE_NB] = {};
  for (int s = 0; s < L.slots(); ++s) board[sq[s]] = L.piece(s);
  std::string fen;
  for (int r = 9; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 9; ++f) {
      Piece pc = board[r * 9 + f];
      if (!pc) ++empty;
      else fen += (empty ? std::to_string(empty) : "") + std::string(1, piece_to_char(pc)), empty = 0;
    }
    if (empty) fen += std::to_string(empty);
    if (r) fen += '/';
  }
  return fen + (stm == RED ? " w - - 0 1" : " b - - 0 1");
}

}  // namespace pili::egtb_test
