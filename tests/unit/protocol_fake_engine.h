// A scripted stand-in for the engine, for testing the protocol layer without
// a search: it records what the protocol asked for and lets the test decide
// when and what the "search" reports.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "pili/engine/engine_api.h"
#include "pili/engine/option_table.h"

namespace pili::protocol::testing {

class FakeEngine : public EngineApi {
 public:
  static constexpr const char* START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

  // Scripted behaviour.
  std::vector<std::string> legal = {"h2e2", "b0c2", "h0g2", "c3c4"};
  std::string bestOnStop = "h2e2";  // what a stopped search reports
  // Recorded calls.
  std::string fenNow = START;
  std::vector<std::string> movesNow;
  std::string variantNow = "xiangqi";
  Settings now = default_settings();  // what the options set
  int newGames = 0, clearHashes = 0, stops = 0, ponderhits = 0;
  int goRequests = 0, goCalls = 0;  // engine.go calls; those that started a search
  mutable int rootReads = 0;        // side_to_move, legal_moves and static_eval calls
  std::vector<std::string> banned;
  SearchLimits lastLimits;
  InfoFn onInfo;
  BestFn onBest;
  bool isSearching = false;
  std::string evalFile;  // the last one loaded; "bad" in the name is refused
  std::vector<std::string> bookFiles;  // the last ones loaded; "bad" in a name is refused
  std::string egtbPath;  // the last folder loaded; "bad" in it is refused

  // Test side: the search reports a result now.
  void finish(const std::string& best, const std::string& ponder = "") {
    if (!isSearching) return;
    isSearching = false;
    SearchResult r;
    r.bestMove = best;
    r.ponderMove = ponder;
    onBest(r);
  }

  bool set_variant(std::string_view name, std::string& err) override {
    if (name != "xiangqi") return err = "not built", false;
    variantNow = name;
    fenNow = START;
    movesNow.clear();
    return true;
  }
  Variant variant() const override { return Variant::Xiangqi; }
  const Settings& settings() const override { return now; }
  bool configure(const Settings& s, std::string&) override {
    now = s;
    return true;
  }
  void clear_hash() override { ++clearHashes; }
  void new_game() override { ++newGames; }
  bool load_eval_file(const std::string& path, std::string& err) override {
    if (path.find("bad") != std::string::npos) return err = "net file: wrong magic", false;
    evalFile = path;
    return true;
  }
  bool nnue_active() const override { return now.useNnue && !evalFile.empty(); }
  uint32_t net_checksum() const override { return nnue_active() ? 1 : 0; }
  bool load_book(const std::vector<std::string>& paths, std::string& err) override {
    for (const auto& p : paths)
      if (p.find("bad") != std::string::npos) return err = p + ": not a book", false;
    bookFiles = paths;
    return true;
  }
  bool load_tablebases(const std::string& dir, std::string& err) override {
    if (dir.find("bad") != std::string::npos) return err = dir + ": no table", false;
    egtbPath = dir;
    return true;
  }
  std::string tablebase_description() const override { return egtbPath.empty() ? "" : egtbPath + " (fake)"; }
  std::string book_description() const override {
    std::string out;
    for (const auto& p : bookFiles) out += p + " (fake)\n";
    return out;
  }

  bool set_position(const std::string& fen, const std::vector<std::string>& moves,
                    std::string& err) override {
    if (fen.find('/') == std::string::npos && !fen.empty()) return err = "bad FEN '" + fen + "'", false;
    for (const auto& m : moves)
      if (std::find(legal.begin(), legal.end(), m) == legal.end())
        return err = "illegal move '" + m + "'", false;
    fenNow = fen.empty() ? START : fen;
    movesNow = moves;
    banned.clear();
    return true;
  }
  bool set_ban_moves(const std::vector<std::string>& moves, std::string& err) override {
    for (const auto& m : moves)
      if (std::find(legal.begin(), legal.end(), m) == legal.end())
        return err = "not a legal move '" + m + "'", false;
    banned = moves;
    return true;
  }
  std::string fen() const override { return fenNow; }
  // The FEN's side field, independent of the protocol's use of it.
  Color side() const { return fenNow.find(" b ") != std::string::npos ? BLACK : RED; }
  Color side_to_move() const override { return ++rootReads, side(); }
  std::string board_diagram() const override { return "board\nFen: " + fenNow; }
  std::string eval_report() const override { return "Final evaluation 12"; }
  static constexpr int STATIC_EVAL = 12;
  int static_eval() const override { return ++rootReads, STATIC_EVAL; }
  std::vector<std::string> legal_moves() const override { return ++rootReads, legal; }
  Verdict verdict() const override { return Verdict{}; }
  bool in_check() const override { return false; }
  uint64_t perft(int depth, const PerftFn& perMove) override {
    uint64_t total = 0;
    for (const auto& m : legal) {
      perMove(m, uint64_t(depth));
      total += uint64_t(depth);
    }
    return total;
  }
  using EngineApi::go;
  void go(const PlanFn& plan, InfoFn info, BestFn best) override {
    ++goRequests;
    auto limits = plan(GoRoot{side(), legal, [] { return STATIC_EVAL; }});
    if (!limits) return;
    ++goCalls;
    lastLimits = *limits;
    onInfo = std::move(info);
    onBest = std::move(best);
    isSearching = true;
  }
  void stop() override {
    if (!isSearching) return;
    ++stops;
    finish(bestOnStop);
  }
  void ponderhit() override { ++ponderhits; }
  void wait() override {}
  bool searching() const override { return isSearching; }
  std::optional<ProbeResult> probe() const override {
    ProbeResult r;
    r.bestMove = "h2e2";
    r.score = 20;
    r.depth = 7;
    r.lowerbound = true;
    return r;
  }
};

}  // namespace pili::protocol::testing
