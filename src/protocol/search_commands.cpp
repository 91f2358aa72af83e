// The search commands of the UCI / UCCI session: go (and go perft), stop,
// ponderhit, probe, and the one bestmove that answers each go.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "pili/engine/settings.h"
#include "pili/protocol/protocol.h"

namespace pili::protocol {
namespace {

// Clock values: never negative (GUIs do send negative remaining time), and
// -1 stays reserved for "not given".
int64_t to_ms(double value, double unitMs) {
  double ms = value * unitMs;
  if (!(ms > 0)) return 0;
  return ms > 1e15 ? int64_t(1e15) : int64_t(std::llround(ms));
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

void Protocol::release_held() {
  std::lock_guard lock(searchMutex);
  holdBest = false;
  if (heldBest) {
    out.line(format_bestmove(*heldBest, searchFormat.dialect));
    heldBest.reset();
    awaitingBest = false;
  }
}

// The last line of defence against an illegal bestmove: the result must be
// one of the root's legal moves, and "no move" only when there is none.
SearchResult Protocol::checked_result(const SearchResult& r) {
  if (rootMoves.empty()) return SearchResult{};
  if (contains(rootMoves, r.bestMove)) return r;
  if (r.bestMove.empty())  // every legal move was banned: a move must still be played
    out.line("info string every legal move is banned; playing " + rootMoves.front());
  else
    out.line("info string engine reported '" + r.bestMove + "', not a legal move; playing " +
             rootMoves.front() + " instead");
  SearchResult fixed;
  fixed.bestMove = rootMoves.front();
  return fixed;
}

void Protocol::on_best(const SearchResult& result) {
  std::lock_guard lock(searchMutex);
  SearchResult r = checked_result(result);
  if (holdBest) {
    heldBest = r;
    return;
  }
  awaitingBest = false;
  if (r.bookMove) out.line("info string book move " + r.bestMove);
  out.line(format_bestmove(r, searchFormat.dialect));
}

// The whole `go` is one call on the engine: the limits are planned from the
// root it reports (side to move, legal moves, static score), in the same
// pass over the rules that starts the search.
void Protocol::go(const Command& cmd) {
  ensure_idle();
  const GoArgs& g = cmd.go;
  if (g.perft) return go_perft(g.perft);
  try {
    engine.go(
        [this, &g](const EngineApi::GoRoot& root) { return plan(g, root); },
        [this](const SearchInfo& info) {
          for (const auto& l : format_info(info, searchFormat)) out.line(l);
        },
        [this](const SearchResult& r) { on_best(r); });
  } catch (const std::exception& e) {
    // The search could not start (no thread, no memory): the GUI still
    // gets its one answer, a legal move.
    std::lock_guard lock(searchMutex);
    awaitingBest = holdBest = false;
    out.line(std::string("info string go: the search could not start (") + e.what() + "); playing " +
             rootMoves.front());
    SearchResult r;
    r.bestMove = rootMoves.front();
    out.line(format_bestmove(r, searchFormat.dialect));
  }
}

std::optional<SearchLimits> Protocol::plan(const GoArgs& g, const EngineApi::GoRoot& root) {
  bool ucci = session == Dialect::Ucci;
  SearchLimits limits;
  Color us = root.sideToMove;
  // UCI clock keywords are milliseconds; UCCI's are seconds unless usemillisec.
  double ucciUnit = engine.settings().useMillisec ? 1.0 : 1000.0;
  if (g.wtime) limits.time[RED] = to_ms(*g.wtime, 1);
  if (g.btime) limits.time[BLACK] = to_ms(*g.btime, 1);
  if (g.winc) limits.inc[RED] = to_ms(*g.winc, 1);
  if (g.binc) limits.inc[BLACK] = to_ms(*g.binc, 1);
  if (g.movetime) limits.moveTime = std::max<int64_t>(1, to_ms(*g.movetime, 1));
  if (g.time) limits.time[us] = to_ms(*g.time, ucciUnit);
  if (g.increment) limits.inc[us] = to_ms(*g.increment, ucciUnit);
  if (g.opptime) limits.time[~us] = to_ms(*g.opptime, ucciUnit);
  if (g.oppincrement) limits.inc[~us] = to_ms(*g.oppincrement, ucciUnit);
  limits.movesToGo = g.movestogo;
  limits.nodes = g.nodes;
  limits.mate = g.mate;
  limits.infinite = g.infinite || g.depthInfinite;
  limits.ponder = g.ponder;
  limits.drawOffered = g.draw;
  if (g.depth) limits.depth = *g.depth;

  const std::vector<std::string>& legal = root.legalMoves;
  for (const auto& m : g.searchMoves)
    if (!contains(legal, m)) return error("go: searchmoves: '" + m + "' is not a legal move"), std::nullopt;
  limits.searchMoves = g.searchMoves;

  if (g.depth && *g.depth == 0 && !g.depthInfinite) {
    // UCCI: "go depth 0" asks for the static score only.
    if (ucci) {
      out.line("info depth 0 score " + std::to_string(root.staticEval()));
      out.line("nobestmove");
      return std::nullopt;
    }
    limits.depth = 1;
  }
  FormatSettings fs{session, engine.settings().showWdl};
  if (legal.empty()) {
    if (!ucci) out.line("info depth 0 score mate 0");
    if (limits.infinite || limits.ponder) {
      // The protocol state is "searching" until stop/ponderhit, even with
      // nothing to search: the held "no move" is printed then.
      std::lock_guard lock(searchMutex);
      awaitingBest = holdBest = true;
      pondering = limits.ponder;
      infinite = limits.infinite;
      heldBest = SearchResult{};
      rootMoves.clear();
      searchFormat = fs;
      return std::nullopt;
    }
    out.line(format_bestmove(SearchResult{}, session));
    return std::nullopt;
  }

  std::lock_guard lock(searchMutex);
  awaitingBest = true;
  holdBest = limits.infinite || limits.ponder;
  pondering = limits.ponder;
  infinite = limits.infinite;
  heldBest.reset();
  rootMoves = legal;
  searchFormat = fs;
  return limits;
}

void Protocol::go_perft(int depth) {
  uint64_t total = engine.perft(depth, [this](const std::string& move, uint64_t n) {
    out.line(move + ": " + std::to_string(n));
  });
  out.line("");
  out.line("Nodes searched: " + std::to_string(total));
}

void Protocol::stop() {
  bool active;
  {
    std::lock_guard lock(searchMutex);
    active = awaitingBest;
  }
  if (!active) {
    if (session == Dialect::Ucci) out.line("nobestmove");
    return;
  }
  release_held();
  engine.stop();
}

void Protocol::ponderhit() {
  {
    std::lock_guard lock(searchMutex);
    if (!awaitingBest || !pondering) return;  // nothing pondered: ignore
    pondering = false;
    if (!infinite) {
      holdBest = false;
      if (heldBest) {
        out.line(format_bestmove(*heldBest, searchFormat.dialect));
        heldBest.reset();
        awaitingBest = false;
      }
    }
  }
  engine.ponderhit();
}

void Protocol::probe(const Command& cmd) {
  if (cmd.hasPosition) {
    if (busy()) return error("probe: cannot probe another position while searching");
    std::string err;
    if (!engine.set_position(cmd.position.fen, cmd.position.moves, err))
      return error("probe: " + err);
  }
  auto r = engine.probe();
  if (cmd.hasPosition) {
    std::string err;
    engine.set_position(lastPosition.fen, lastPosition.moves, err);
  }
  std::string line = "pophash";
  if (r) {
    if (!r->bestMove.empty()) line += " bestmove " + r->bestMove;
    // An exact score is both bounds (ElephantEye prints both).
    if (!r->upperbound)
      line += " lowerbound " + std::to_string(r->score) + " depth " + std::to_string(r->depth);
    if (!r->lowerbound)
      line += " upperbound " + std::to_string(r->score) + " depth " + std::to_string(r->depth);
  }
  out.line(line);
}

}  // namespace pili::protocol
