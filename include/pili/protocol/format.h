// The engine's reports as protocol text: `info` and `bestmove` lines in the
// UCI and the UCCI dialect.
#pragma once

#include <string>
#include <vector>

#include "pili/search/limits.h"
#include "pili/protocol/output.h"

namespace pili::protocol {

// None: no handshake yet; such sessions (UCI-cyclone GUIs) are answered as UCI.
enum class Dialect { None, Uci, Ucci };

struct FormatSettings {
  Dialect dialect = Dialect::None;
  bool showWdl = false;  // UCI_ShowWDL
};

// UCCI has no mate scores: a mate is scored MATE_VALUE minus the distance in
// plies, as ElephantEye and the GUIs built around it expect.
inline constexpr int UCCI_MATE_VALUE = 10000;
int ucci_score(const SearchInfo& info);

// One report as lines (UCCI puts time and nodes on a line of their own). The
// PV is shortened by whole moves so that no line exceeds `limit`.
std::vector<std::string> format_info(const SearchInfo& info, const FormatSettings& fs,
                                     size_t limit = MAX_OUTPUT_LINE);

// "bestmove M [ponder P]" (+ " draw"/" resign" in UCCI); with no move:
// "bestmove (none)" in UCI and "nobestmove" in UCCI.
std::string format_bestmove(const SearchResult& result, Dialect dialect);

}  // namespace pili::protocol
