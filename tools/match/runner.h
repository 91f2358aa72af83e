// Runs a whole match or tournament under rule module R: schedules the games
// of this shard on -concurrency worker threads, each with its own engine
// processes (restarted after a crash or hang), prints cutechess-style lines,
// writes every finished game to the records file and the PGN (in game
// order) as it ends, resumes from the records file, and stops early when the
// SPRT decides.
#pragma once

#include "pili/platform/platform.h"  // utc_time

#include <algorithm>
#include <atomic>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "match/match_config.h"
#include "match/records_file.h"
#include "match/referee.h"
#include "match/summary.h"
#include "pili/record/pgn.h"
#include "pili/rules/game.h"

namespace pili::match {

// UTC date and time for the PGN: "2026.12.01", "12:30:05".
inline void utc_now(std::string& date, std::string& time) {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  tm = platform::utc_time(t);
  char d[16], h[16];
  std::strftime(d, sizeof d, "%Y.%m.%d", &tm);
  std::strftime(h, sizeof h, "%H:%M:%S", &tm);
  date = d, time = h;
}

// An engine's options and non-clock limits as one PGN tag value.
inline std::string options_text(const EngineConfig& e) {
  std::string out;
  for (auto& [k, v] : e.options) out += (out.empty() ? "" : " ") + k + "=" + v;
  if (e.tc.nodes) out += (out.empty() ? "" : " ") + std::string("nodes=") + std::to_string(e.tc.nodes);
  if (e.tc.depth) out += (out.empty() ? "" : " ") + std::string("depth=") + std::to_string(e.tc.depth);
  return out;
}

inline MatchInfo match_info(const MatchConfig& cfg) {
  MatchInfo info;
  for (auto& e : cfg.engines) info.engines.push_back(e.name);
  info.tournament = cfg.tournament;
  info.variant = cfg.variant;
  info.gamesPerRound = cfg.games;
  info.rounds = cfg.rounds;
  info.sprt = cfg.sprt;
  return info;
}

template <class R>
int run_match(const MatchConfig& cfg, std::vector<record::GameRecord>* resultsOut = nullptr,
              std::ostream& log = std::cout) {
  std::string err;
  // Covered pieces (docs/rules/jieqi.md D6): the openings are deals of the
  // identities, from the start position (pili/rules/jieqi_deal.h); `deals` holds a
  // deals file, empty when they come from the seed.
  std::vector<Deal> deals;
  if constexpr (R::PROFILE.coveredPieces) {
    if (!cfg.openings.file.empty())
      return std::cerr << "error: " << R::NAME << " starts from its start position and its openings are deals"
                       << " of the covered pieces: use -deal seed=S or -deal file=F, not -openings\n",
             2;
    if (!cfg.deal.file.empty() && !load_deals(cfg.deal.file, deals, err))
      return std::cerr << "error: " << err << "\n", 2;
  } else if (cfg.deal.given) {
    return std::cerr << "error: -deal deals covered pieces, and " << R::NAME
                     << " has none (jieqi has): use -openings\n",
           2;
  }
  std::vector<Opening> openings;
  if (cfg.openings.file.empty()) openings.push_back({R::START_FEN, {}});
  else if (!load_openings(cfg.openings, openings, err)) return std::cerr << "error: " << err << "\n", 2;
  if (cfg.openings.start > int(openings.size()))
    return std::cerr << "error: -openings start=" << cfg.openings.start << " but '" << cfg.openings.file << "' has "
                     << openings.size() << " openings\n",
           2;
  for (size_t k = 0; k < openings.size(); ++k) {
    typename R::Position pos;
    if (!set_position<R>(pos, openings[k].fen, err) || !play_moves<R>(pos, openings[k].moves, err)) {
      std::cerr << "error: opening " << k + 1 << " ('" << openings[k].fen << "'): " << err << "\n";
      return 2;
    }
  }
  std::vector<int> order = opening_order(int(openings.size()), cfg.openings);
  const std::string startFen = R::START_FEN;
  MatchInfo info = match_info(cfg);
  Schedule sched = info.schedule();
  int total = cfg.total_games();

  std::vector<int> mine;  // game indices of this shard
  for (int i = 0; i < total; ++i)
    if (i % cfg.shardCount == cfg.shardIndex - 1) mine.push_back(i);
  std::set<int> mineSet(mine.begin(), mine.end());

  // Games finished by an earlier, interrupted run.
  std::map<int, record::GameRecord> done;
  Json fingerprint = match_fingerprint(cfg);
  if (cfg.resume) {
    std::ifstream in(cfg.recordsOut);
    if (in) {
      std::stringstream buf;
      buf << in.rdbuf();
      std::vector<record::GameRecord> old;
      if (!parse_records(buf.str(), fingerprint, old, err))
        return std::cerr << "error: cannot resume from '" << cfg.recordsOut << "': " << err << "\n", 2;
      for (auto& g : old) {
        if (!mineSet.count(g.index))
          return std::cerr << "error: '" << cfg.recordsOut << "' has game " << g.index + 1
                           << ", which is not part of this match\n", 2;
        done.emplace(g.index, std::move(g));
      }
      if (!cfg.quiet) log << "Resuming: " << done.size() << " of " << mine.size() << " games already played\n";
    } else if (!cfg.quiet) {
      log << "Nothing to resume in '" << cfg.recordsOut << "': starting the match\n";
    }
  }
  RecordsWriter records;
  if (!cfg.recordsOut.empty()) {
    std::vector<record::GameRecord> known;
    for (auto& [i, g] : done) known.push_back(g);
    if (!records.open(cfg.recordsOut, fingerprint, known, err)) return std::cerr << "error: " << err << "\n", 2;
  }
  std::ofstream pgn;
  if (!cfg.pgnOut.empty()) {
    pgn.open(cfg.pgnOut);
    if (!pgn) return std::cerr << "error: cannot write '" << cfg.pgnOut << "'\n", 2;
  }

  std::mutex mu;
  std::vector<int> todo;
  for (int i : mine)
    if (!done.count(i)) todo.push_back(i);
  std::atomic<size_t> next{0};
  std::atomic<bool> stop{false};
  std::string fatal;
  size_t written = 0;  // games of `mine` already in the PGN
  int finished = 0;    // games finished in this run

  auto all_games = [&]() {
    std::vector<record::GameRecord> all;
    for (auto& [i, g] : done) all.push_back(g);
    return all;
  };
  // Under `mu`: writes the games that are next in order to the PGN.
  auto flush_pgn = [&]() {
    while (written < mine.size() && done.count(mine[written])) {
      if (pgn) pgn << record::write_pgn(done[mine[written]]) << std::flush;
      ++written;
    }
  };
  flush_pgn();
  if (info.sprt.enabled && !done.empty() && summarize(all_games(), info).sprt != SprtVerdict::None) stop = true;

  auto record_game = [&](record::GameRecord&& rec) {
    std::lock_guard lock(mu);
    int enc = sched.slot(rec.index).encounter;
    if (!cfg.quiet)
      log << "Finished game " << rec.index + 1 << " (" << rec.red << " vs " << rec.black << "): " << rec.result()
          << " {" << rec.detail << "}\n";
    // The PGN first, the records line last: the records file is what -resume
    // trusts, and a resumed run writes the PGN again from it.
    record::GameRecord& kept = done.emplace(rec.index, std::move(rec)).first->second;
    flush_pgn();
    if (records.is_open() && !records.append(kept) && fatal.empty()) fatal = "cannot write '" + cfg.recordsOut + "'";
    ++finished;
    std::vector<record::GameRecord> all = all_games();
    Summary s = summarize(all, info, enc);
    if (!cfg.quiet) {
      log << score_line(s) << "\n";
      if (cfg.ratingInterval > 0 && finished % cfg.ratingInterval == 0) {
        log << elo_line(s) << "\n";
        if (info.sprt.enabled) log << sprt_line(s, info.sprt) << "\n";
      }
      log << std::flush;
    }
    if (s.sprt != SprtVerdict::None) stop = true;
  };

  auto worker = [&]() {
    std::vector<std::unique_ptr<Player>> eng;
    std::vector<bool> everStarted(cfg.engines.size(), false);
    for (auto& e : cfg.engines) eng.push_back(std::make_unique<Player>(e, cfg.variant));
    while (!stop) {
      size_t slotNo = next++;
      if (slotNo >= todo.size()) break;
      int index = todo[slotNo];
      Schedule::Slot p = sched.slot(index);
      int op = order[size_t(p.round) % order.size()];
      record::GameRecord rec;
      rec.index = index;
      rec.round = p.round + 1;
      rec.opening = op;
      rec.firstIsRed = p.firstIsRed;
      rec.redId = p.red;
      rec.blackId = p.black;
      rec.event = cfg.event;
      rec.site = cfg.site;
      rec.variant = cfg.variant;
      utc_now(rec.date, rec.time);
      Player* red = eng[size_t(p.red)].get();
      Player* black = eng[size_t(p.black)].get();
      rec.red = red->config.name;
      rec.black = black->config.name;
      rec.redTc = red->config.tc.pgn();
      rec.blackTc = black->config.tc.pgn();
      rec.redOptions = options_text(red->config);
      rec.blackOptions = options_text(black->config);
      rec.fen = openings[size_t(op)].fen;
      // Round r plays deal r + start - 1, in both colours (as an opening).
      std::optional<Deal> deal;
      if constexpr (R::PROFILE.coveredPieces) {
        int64_t k = int64_t(p.round) + cfg.deal.start - 1;
        if (deals.empty()) deal = deal_from_seed(cfg.deal.seed, uint64_t(k));
        else k %= int64_t(deals.size()), deal = deals[size_t(k)];
        rec.opening = int(k);
        rec.deal = deal_text(*deal);  // also when an engine fails to start
      }
      rec.standardStart = rec.fen == startFen;
      if (!cfg.quiet) {
        std::lock_guard lock(mu);
        log << "Started game " << index + 1 << " of " << total << " (" << rec.red << " vs " << rec.black << ")\n"
            << std::flush;
      }

      // (Re)start engines; failing on an engine's very first start is a setup error.
      bool ready = true;
      for (int id : {p.red, p.black}) {
        client::EngineClient& e = eng[size_t(id)]->engine;
        if (!ready || e.running()) continue;
        std::string why;
        if (!e.start(why)) {
          if (!everStarted[size_t(id)]) {
            std::lock_guard lock(mu);
            if (fatal.empty()) fatal = why;
            stop = true;
            return;
          }
          bool isRed = id == p.red;
          finish(rec, isRed ? Outcome::BlackWins : Outcome::RedWins, "crash", "abandoned",
                 side_name(isRed ? RED : BLACK, CHESS_SIDES<R>) + " fails to start: " + why);
          ready = false;
        }
        everStarted[size_t(id)] = true;
      }
      if (ready) {
        GameSetup setup;
        setup.fen = rec.fen;
        setup.bookMoves = openings[size_t(op)].moves;
        setup.timeMarginMs = cfg.timeMarginMs;
        setup.maxPlies = cfg.maxPlies;
        setup.adj = cfg.adj;
        setup.deal = deal;
        // Jieqi draws after 80 plies without a capture (docs/rules/jieqi.md R4.2).
        if constexpr (R::PROFILE.coveredPieces) setup.moveLimit = R::PROFILE.moveLimitPlies;
        Player* sides[2] = {red, black};
        play_game<R>(sides, setup, rec);
      }
      record_game(std::move(rec));
    }
    for (auto& e : eng) e->engine.quit();
  };

  int threads = std::max(1, std::min<int>(cfg.concurrency, int(todo.size())));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  if (!fatal.empty()) return std::cerr << "error: " << fatal << "\n", 2;

  // Games finished after a gap (SPRT stop) still go to the PGN, in order.
  std::vector<record::GameRecord> all = all_games();
  if (pgn)
    for (auto& g : all)
      if (std::find(mine.begin(), mine.begin() + long(written), g.index) == mine.begin() + long(written))
        pgn << record::write_pgn(g);
  if (!cfg.jsonOut.empty()) {
    Json report = summary_json(all, info);
    if (cfg.shardCount > 1) report["shard"] = std::to_string(cfg.shardIndex) + "/" + std::to_string(cfg.shardCount);
    std::ofstream out(cfg.jsonOut);
    out << dump_json(report) << "\n";
    if (!out) return std::cerr << "error: cannot write '" << cfg.jsonOut << "'\n", 2;
  }
  log << (cfg.quiet ? "" : "\n") << final_report(all, info) << "Finished match\n" << std::flush;
  if (resultsOut) *resultsOut = std::move(all);
  return 0;
}

}  // namespace pili::match
