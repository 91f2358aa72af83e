// Runs a whole match under rule module R: schedules the games of this shard
// on -concurrency worker threads, each with its own two engine processes
// (restarted after a crash or hang), writes PGN in game order as games
// finish, shows progress, stops early when the SPRT decides.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

#include "match/match_config.h"
#include "match/pgn.h"
#include "match/referee.h"
#include "match/summary.h"
#include "pili/rules/game.h"

namespace pili::match {

// The start position of rule module R when no openings are given.
template <class R>
std::string default_start_fen() {
  if constexpr (requires { R::START_FEN; })
    return R::START_FEN;
  else if constexpr (R::MENG_FEN)
    return "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1";
  else
    return Position::START_FEN;
}

// Which engine plays Red in game `index`, which round and opening it uses.
struct Pairing {
  int round;        // from 0
  bool firstIsRed;
};
inline Pairing pairing_of(int index, int gamesPerRound) {
  return {index / gamesPerRound, (index % gamesPerRound) % 2 == 0};
}

template <class R>
int run_match(const MatchConfig& cfg, std::vector<GameRecord>* resultsOut = nullptr) {
  std::string err;
  std::vector<Opening> openings;
  if (cfg.openings.file.empty()) openings.push_back({default_start_fen<R>(), {}});
  else if (!load_openings(cfg.openings, openings, err)) return std::cerr << "error: " << err << "\n", 2;
  for (size_t k = 0; k < openings.size(); ++k) {
    typename R::Position pos;
    if (!set_position<R>(pos, openings[k].fen, err) || !play_moves<R>(pos, openings[k].moves, err)) {
      std::cerr << "error: opening " << k + 1 << " ('" << openings[k].fen << "'): " << err << "\n";
      return 2;
    }
  }
  std::vector<int> order = opening_order(int(openings.size()), cfg.openings);
  std::string startFen = default_start_fen<R>();

  std::vector<int> mine;  // game indices of this shard
  for (int i = 0; i < cfg.total_games(); ++i)
    if (i % cfg.shardCount == cfg.shardIndex - 1) mine.push_back(i);

  MatchInfo info{cfg.engines[0].name, cfg.engines[1].name, cfg.variant, cfg.games, cfg.rounds, cfg.sprt};
  std::ofstream pgn;
  if (!cfg.pgnOut.empty()) {
    pgn.open(cfg.pgnOut);
    if (!pgn) return std::cerr << "error: cannot write '" << cfg.pgnOut << "'\n", 2;
  }

  std::mutex mu;
  std::atomic<size_t> next{0};
  std::atomic<bool> stop{false};
  std::string fatal;
  std::map<int, GameRecord> done;   // finished games by index
  std::vector<GameRecord> scored;   // the same without moves, for the progress line
  size_t written = 0;               // games of `mine` already in the PGN
  bool tty = isatty(2);

  auto record_game = [&](GameRecord&& rec) {
    std::lock_guard lock(mu);
    GameRecord light = rec;
    light.moves.clear();
    scored.push_back(std::move(light));
    done.emplace(rec.index, std::move(rec));
    while (written < mine.size() && done.count(mine[written])) {
      if (pgn) pgn << write_pgn(done[mine[written]]) << std::flush;
      ++written;
    }
    Summary s = summarize(scored, info);
    if (!cfg.quiet) std::cerr << (tty ? "\r\033[K" : "") << progress_line(s, info) << (tty ? "" : "\n") << std::flush;
    if (s.sprt != SprtVerdict::None) stop = true;
  };

  auto worker = [&]() {
    std::unique_ptr<EngineProcess> eng[2];
    for (int e = 0; e < 2; ++e) eng[e] = std::make_unique<EngineProcess>(cfg.engines[size_t(e)], cfg.variant);
    bool first = true;
    while (!stop) {
      size_t slot = next++;
      if (slot >= mine.size()) break;
      int index = mine[slot];
      Pairing p = pairing_of(index, cfg.games);
      int op = order[size_t(p.round) % order.size()];
      GameRecord rec;
      rec.index = index;
      rec.round = p.round + 1;
      rec.opening = op;
      rec.firstIsRed = p.firstIsRed;
      rec.event = cfg.event;
      rec.site = cfg.site;
      rec.variant = cfg.variant;
      EngineProcess* red = eng[p.firstIsRed ? 0 : 1].get();
      EngineProcess* black = eng[p.firstIsRed ? 1 : 0].get();
      rec.red = red->config().name;
      rec.black = black->config().name;
      std::string rt = red->config().tc.to_string(), bt = black->config().tc.to_string();
      rec.timeControl = rt == bt ? rt : rt + " vs " + bt;
      rec.fen = openings[size_t(op)].fen;
      rec.standardStart = rec.fen == startFen;

      // (Re)start engines; failing on the very first start is a setup error.
      bool ready = true;
      for (EngineProcess* e : {red, black}) {
        if (!ready || e->running()) continue;
        std::string why;
        if (!e->start(why)) {
          if (first) {
            std::lock_guard lock(mu);
            if (fatal.empty()) fatal = why;
            stop = true;
            return;
          }
          bool isRed = e == red;
          finish(rec, isRed ? Outcome::BlackWins : Outcome::RedWins, "crash", "abandoned",
                 std::string(isRed ? "Red" : "Black") + " fails to start: " + why);
          ready = false;
        }
      }
      first = false;
      if (ready) {
        GameSetup setup;
        setup.fen = rec.fen;
        setup.bookMoves = openings[size_t(op)].moves;
        setup.timeMarginMs = cfg.timeMarginMs;
        setup.maxPlies = cfg.maxPlies;
        setup.adj = cfg.adj;
        EngineProcess* sides[2] = {red, black};
        play_game<R>(sides, setup, rec);
      }
      record_game(std::move(rec));
    }
    for (auto& e : eng) e->quit();
  };

  int threads = std::max(1, std::min<int>(cfg.concurrency, int(mine.size())));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  if (!cfg.quiet && tty) std::cerr << "\n";
  if (!fatal.empty()) return std::cerr << "error: " << fatal << "\n", 2;

  // Games finished after a gap (SPRT stop) still go to the PGN, in order.
  std::vector<GameRecord> all;
  for (auto& [i, g] : done) all.push_back(g);
  if (pgn)
    for (auto& g : all)
      if (std::find(mine.begin(), mine.begin() + long(written), g.index) == mine.begin() + long(written))
        pgn << write_pgn(g);
  Summary s = summarize(all, info);
  if (!cfg.jsonOut.empty()) {
    Json report = summary_json(s, info, all);
    if (cfg.shardCount > 1) report.set("shard", std::to_string(cfg.shardIndex) + "/" + std::to_string(cfg.shardCount));
    std::ofstream out(cfg.jsonOut);
    out << report.dump() << "\n";
    if (!out) return std::cerr << "error: cannot write '" << cfg.jsonOut << "'\n", 2;
  }
  std::cout << "Score of " << info.first << " vs " << info.second << ": " << progress_line(s, info) << "\n";
  for (auto& [k, n] : s.terminations) std::cout << "  " << k << ": " << n << "\n";
  if (resultsOut) *resultsOut = std::move(all);
  return 0;
}

}  // namespace pili::match
