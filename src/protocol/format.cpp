// info and bestmove lines for UCI and UCCI.
#include "pili/protocol/format.h"

namespace pili::protocol {
namespace {

// Appends " pv m1 m2 ..." with as many moves as fit in `limit`.
void append_pv(std::string& line, const std::vector<std::string>& pv, size_t limit) {
  if (pv.empty() || line.size() + 4 > limit) return;
  line += " pv";
  for (const auto& m : pv) {
    if (line.size() + 1 + m.size() > limit) break;
    line += ' ';
    line += m;
  }
}

}  // namespace

int ucci_score(const SearchInfo& info) {
  if (info.kind == ScoreKind::Centipawns) return info.score;
  // Mate in n moves = 2n-1 plies; mated in n = 2n plies.
  if (info.score > 0) return UCCI_MATE_VALUE - (2 * info.score - 1);
  return -(UCCI_MATE_VALUE - 2 * -info.score);
}

std::vector<std::string> format_info(const SearchInfo& info, const FormatSettings& fs,
                                     size_t limit) {
  using std::to_string;
  if (fs.dialect == Dialect::Ucci) {
    if (!info.currMove.empty()) return {"info currmove " + info.currMove};
    std::string line = "info depth " + to_string(info.depth) + " score " + to_string(ucci_score(info));
    append_pv(line, info.pv, limit);
    return {"info time " + to_string(info.timeMs) + " nodes " + to_string(info.nodes), line};
  }
  if (!info.currMove.empty())
    return {"info depth " + to_string(info.depth) + " currmove " + info.currMove +
            " currmovenumber " + to_string(info.currMoveNumber)};
  std::string line = "info depth " + to_string(info.depth);
  if (info.seldepth > 0) line += " seldepth " + to_string(info.seldepth);
  line += " multipv " + to_string(info.multipv);
  line += info.kind == ScoreKind::Mate ? " score mate " : " score cp ";
  line += to_string(info.score);
  if (info.lowerbound) line += " lowerbound";
  else if (info.upperbound) line += " upperbound";
  if (fs.showWdl)
    line += " wdl " + to_string(info.wdl[0]) + " " + to_string(info.wdl[1]) + " " +
            to_string(info.wdl[2]);
  line += " nodes " + to_string(info.nodes) + " nps " + to_string(info.nps) + " hashfull " +
          to_string(info.hashfull) + " time " + to_string(info.timeMs);
  append_pv(line, info.pv, limit);
  return {line};
}

std::string format_bestmove(const SearchResult& r, Dialect dialect) {
  bool ucci = dialect == Dialect::Ucci;
  if (r.bestMove.empty()) return ucci ? "nobestmove" : "bestmove (none)";
  std::string line = "bestmove " + r.bestMove;
  if (!r.ponderMove.empty()) line += " ponder " + r.ponderMove;
  if (ucci) {
    if (r.resign) line += " resign";
    else if (r.offerDraw) line += " draw";
  }
  return line;
}

}  // namespace pili::protocol
