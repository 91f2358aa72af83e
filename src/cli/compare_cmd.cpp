// perft --compare: Pili's own divide (perft<R>, the reference counting: a
// move that blasts a general is a leaf) against `go perft` of another engine.
#include <algorithm>
#include <iostream>
#include <map>

#include "cli_common.h"
#include "compare.h"
#include "lab.h"
#include "pili/core/notation.h"
#include "pili/rules/game.h"
#include "pili/rules/perft.h"

namespace pili::app {
namespace {

std::string join(const std::vector<std::string>& v, const char* empty = "(none)") {
  if (v.empty()) return empty;
  std::string s;
  for (auto& x : v) s += (s.empty() ? "" : " ") + x;
  return s;
}

// Before looking for a bug: do both engines play the same game here? At
// depth 1 a real move-generation bug differs in a move or two; an engine that
// plays another game under this name (Fairy-Stockfish's "atomic" is atomic
// chess) or numbers ranks otherwise shares hardly any move with Pili.
template <class R>
bool same_game(client::EngineClient& engine, typename R::Position& pos, const std::string& rootFen,
               const std::vector<std::string>& engineMoves, const std::string& engineVariant,
               int er) {
  std::map<std::string, uint64_t> theirs;
  uint64_t total = 0;
  std::string err;
  if (!engine.perft(rootFen, engineMoves, 1, theirs, total, err)) {
    std::cerr << "error: engine: " << err << "\n";
    return false;
  }
  std::vector<std::string> ours;
  typename R::MoveList list;
  if (!R::king_lost(pos)) R::template generate<LEGAL>(pos, list);
  for (Move m : list) ours.push_back(move_text<R>(m, er));
  auto shared = [&](int fromBase) {
    size_t n = 0;
    for (auto& [m, count] : theirs)
      n += std::find(ours.begin(), ours.end(), convert_ranks(m, fromBase, er)) != ours.end();
    return n;
  };
  size_t most = std::max(ours.size(), theirs.size());
  if (shared(er) * 2 >= most) return true;
  if (shared(1 - er) * 2 >= most) {
    std::cerr << "error: the engine numbers ranks " << (er ? "0-9" : "1-10")
              << ": run again with --engine-ranks " << 1 - er << "\n";
    return false;
  }
  std::vector<std::string> sample;
  for (auto& [m, count] : theirs)
    if (sample.size() < 8) sample.push_back(m);
  std::cerr << "error: the engine does not seem to play " << R::NAME << " under the name '"
            << engineVariant << "': at depth 1 it lists " << theirs.size() << " moves ("
            << join(sample) << (theirs.size() > sample.size() ? " ..." : "") << "), Pili "
            << ours.size() << ", only " << shared(er) << " in common.\n"
            << "It may know '" << engineVariant << "' as another game (Fairy-Stockfish's "
            << "'atomic' is atomic chess): give its name for this game with --engine-variant.\n";
  return false;
}

template <class R>
int compare(const CompareOptions& c, Variant v, const std::string& fenIn,
            const std::vector<std::string>& movesIn, int depth, int rankBase) {
  const int er = c.engineRanks;
  std::string rootFen = fenIn.empty() ? std::string(R::START_FEN) : fenIn;
  typename R::Position pos;
  std::string err;
  if (!set_position<R>(pos, rootFen, err)) {
    std::cerr << "error: bad FEN: " << err << "\n";
    return EXIT_TROUBLE;
  }
  // The path from the root FEN, kept as moves so the engine gets the history.
  std::vector<Move> path;
  for (const auto& text : movesIn) {
    Move m = R::king_lost(pos) ? Move::none() : find_legal_move<R>(pos, text, rankBase);
    if (!m.is_ok()) {
      std::cerr << "error: illegal or unparsable move '" << text << "'\n";
      return EXIT_TROUBLE;
    }
    R::do_move(pos, m);
    path.push_back(m);
  }
  ExternalSpec spec;
  spec.command = c.engine;
  spec.proto = c.proto;
  spec.ranks = er;
  spec.variant = c.engineVariant.empty() ? variant_name(v) : c.engineVariant;
  spec.timeoutMs = int64_t(c.timeoutS) * 1000;
  auto engine = start_external(spec, err);
  if (!engine) {
    std::cerr << "error: engine '" << c.engine << "': " << err << "\n";
    return EXIT_TROUBLE;
  }
  auto path_text = [&](int base) {
    std::vector<std::string> t;
    for (Move m : path) t.push_back(move_text<R>(m, base));
    return t;
  };
  std::cout << "compare " << variant_name(v) << " depth " << depth << ": pili vs " << c.engine
            << "\n";
  if (!same_game<R>(*engine, pos, rootFen, path_text(er), spec.variant, er)) return EXIT_TROUBLE;
  bool descended = false;
  for (; depth >= 1; --depth) {
    // Pili: move text in the engine's ranks so the keys compare directly.
    std::vector<std::pair<std::string, uint64_t>> ours;
    uint64_t ourTotal = 0;
    typename R::MoveList list;
    if (!R::king_lost(pos)) R::template generate<LEGAL>(pos, list);
    for (Move m : list) {
      uint64_t n = 1;
      if (depth > 1) {
        R::do_move(pos, m);
        n = perft<R>(pos, depth - 1);
        R::undo_move(pos, m);
      }
      ours.emplace_back(move_text<R>(m, er), n);
      ourTotal += n;
    }
    std::map<std::string, uint64_t> theirs;
    uint64_t theirTotal = 0;
    if (!engine->perft(rootFen, path_text(er), depth, theirs, theirTotal, err)) {
      std::cerr << "error: engine '" << c.engine << "': " << err << "\n";
      return EXIT_TROUBLE;
    }
    std::cout << "depth " << depth << " after [" << join(path_text(rankBase), "") << "]: pili "
              << ourTotal << ", engine " << theirTotal << " (" << ours.size() << " vs "
              << theirs.size() << " moves)\n";

    std::vector<std::string> onlyOurs, onlyTheirs;
    for (auto& [m, n] : ours)
      if (!theirs.count(m)) onlyOurs.push_back(convert_ranks(m, er, rankBase));
    for (auto& entry : theirs) {  // not a structured binding: Clang 14 cannot capture one
      const std::string& m = entry.first;
      if (std::none_of(ours.begin(), ours.end(), [&](auto& p) { return p.first == m; }))
        onlyTheirs.push_back(convert_ranks(m, er, rankBase));
    }
    auto mismatch = std::find_if(ours.begin(), ours.end(), [&](auto& p) {
      auto it = theirs.find(p.first);
      return it != theirs.end() && it->second != p.second;
    });
    bool setsDiffer = !onlyOurs.empty() || !onlyTheirs.empty();
    if (setsDiffer || (depth == 1 && mismatch != ours.end())) {
      std::cout << "\nDIFFERENCE\n"
                << "position: " << pos.fen(R::MENG_FEN) << "\n"
                << "reached by: position fen " << rootFen
                << (path.empty() ? "" : " moves " + join(path_text(rankBase))) << "\n"
                << "pili has, engine lacks: " << join(onlyOurs) << "\n"
                << "engine has, pili lacks: " << join(onlyTheirs) << "\n";
      if (!setsDiffer)
        std::cout << "counts differ for " << convert_ranks(mismatch->first, er, rankBase)
                  << ": pili " << mismatch->second << ", engine " << theirs[mismatch->first] << "\n";
      return EXIT_FAILED;
    }
    if (mismatch == ours.end()) {
      if (ourTotal != theirTotal) {
        std::cout << "\nDIFFERENCE: equal per-move counts but totals pili " << ourTotal
                  << ", engine " << theirTotal << "\n";
        return EXIT_FAILED;
      }
      if (!descended) {
        std::cout << "all " << ours.size() << " root moves match\n";
        return EXIT_OK;
      }
      // The parent disagreed on this move yet every child agrees: the two
      // count the move itself differently (e.g. a game-ending blast).
      std::cout << "\nDIFFERENCE: the counts below "
                << move_text<R>(path.back(), rankBase)
                << " agree move by move, but not their sum at the parent\n"
                << "position: " << pos.fen(R::MENG_FEN) << "\n";
      return EXIT_FAILED;
    }
    std::string key = mismatch->first;
    std::cout << "  first differing move " << convert_ranks(key, er, rankBase) << ": pili "
              << mismatch->second << ", engine " << theirs[key] << "\n";
    Move m = list[size_t(mismatch - ours.begin())];
    R::do_move(pos, m);
    path.push_back(m);
    descended = true;
  }
  return EXIT_FAILED;  // not reached: depth 1 always decides above
}

}  // namespace

void add_compare_options(CLI::App& cmd, CompareOptions& c) {
  cmd.add_option("--compare", c.engine, "compare divide with this engine command (UCI/UCCI `go perft`)");
  cmd.add_option("--engine-proto", c.proto, "protocol of the --compare engine")
      ->check(CLI::IsMember({"uci", "ucci"}));
  cmd.add_option("--engine-ranks", c.engineRanks, "the engine numbers ranks 0-9 (0) or 1-10 (1)")
      ->check(CLI::IsMember({0, 1}));
  cmd.add_option("--engine-variant", c.engineVariant, "variant name to send to the engine");
  cmd.add_option("--engine-timeout", c.timeoutS, "seconds of engine silence before giving up")
      ->check(CLI::Range(1, 86400));
}

int run_perft_compare(const CompareOptions& c, Variant v, const std::string& fen,
                      const std::vector<std::string>& moves, int depth, int rankBase) {
  if (depth < 1) {
    std::cerr << "error: --compare needs --depth N (1-20)\n";
    return EXIT_TROUBLE;
  }
  return visit_rules(v, [&]<class R>() { return compare<R>(c, v, fen, moves, depth, rankBase); });
}

}  // namespace pili::app
