// Every value a front end sets through an option, in one struct: the option
// table (option_table.h) writes it, the engine keeps it (EngineApi::settings
// / configure) and the code that needs a value reads its field. The
// defaults and bounds are the table's, not written here.
#pragma once

#include <cstddef>

#include "pili/engine/levels.h"

namespace pili {

struct Settings {
  // Read by the engine.
  int hashMb{};          // Hash: the transposition table's size
  int threads{};         // Threads: search threads of a `go`
  int multiPV{};         // MultiPV: root lines reported
  int moveOverheadMs{};  // Move Overhead: kept back from each move's time
  bool ranks1to10{};     // Ranks1to10: move text with ranks 1-10 instead of 0-9
  bool useNnue{};        // Use NNUE: the variant's net when it has one
  bool ownBook{};        // OwnBook: book moves before searching
  bool jieqiChance{};    // JieqiChance: Jieqi's search branches on the identities of a covered move
  levels::PlayStrength strength{};  // UCI_LimitStrength, UCI_Elo, Skill Level, Randomness
  // Read by the protocol only.
  bool ponder{};       // Ponder: announced so GUIs ponder; nothing else reads it
  bool showWdl{};      // UCI_ShowWDL: `wdl` in info lines
  bool useMillisec{};  // usemillisec (UCCI): times in `go` are milliseconds

  int rank_base() const { return ranks1to10 ? 1 : 0; }
};

}  // namespace pili
