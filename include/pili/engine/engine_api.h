// What a front end can ask of an engine, with moves and positions as text so
// that no front end sees a rule module. pili::Engine (engine.h) implements
// it; the protocol loop, the protocol fuzz target and the protocol tests'
// fake engine use this interface only. Virtual calls cost nothing here: the
// facade is called once per command, far from any hot path.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pili/core/types.h"
#include "pili/engine/settings.h"
#include "pili/rules/judge.h"
#include "pili/rules/variant.h"
#include "pili/search/limits.h"

namespace pili {

class EngineApi {
 public:
  using InfoFn = std::function<void(const SearchInfo&)>;
  using BestFn = std::function<void(const SearchResult&)>;
  using PerftFn = std::function<void(const std::string&, uint64_t)>;

  virtual ~EngineApi() = default;

  // --- Configuration (only while not searching) ---------------------------
  virtual bool set_variant(std::string_view name, std::string& err) = 0;  // resets to the start position
  virtual Variant variant() const = 0;
  // The settings of the options (settings.h; option_table.h declares them).
  virtual const Settings& settings() const = 0;
  // Applies `s`, each number brought into its option's range. False (with
  // `err` saying why) when the hash table cannot be allocated: then nothing
  // changes.
  virtual bool configure(const Settings& s, std::string& err) = 0;
  // One setting changed, the others kept: `engine.set(&Settings::threads, 4)`.
  // False when a hash of that size cannot be allocated (the old one is kept).
  template <class T, class V>
  bool set(T Settings::*setting, const V& value) {
    Settings s = settings();
    s.*setting = T(value);
    std::string err;
    return configure(s, err);
  }
  virtual void clear_hash() = 0;
  virtual void new_game() = 0;  // clears the hash and history

  // --- Evaluation (only while not searching) -------------------------------
  // Nets (docs/nnue.md) are kept per variant; a variant starts with its
  // built-in net, if the binary has one. Loads the net file at `path` for
  // the current variant; an empty path goes back to the built-in net. On
  // any fault (another variant's or architecture's net, a truncated,
  // damaged or unreadable file) returns false with `err` saying why and
  // keeps the net it had.
  virtual bool load_eval_file(const std::string& path, std::string& err) = 0;
  // With Use NNUE (Settings::useNnue, on by default) the searches and static
  // evaluations of a variant use its net when it has one, the hand-crafted
  // evaluation otherwise.
  virtual bool nnue_active() const = 0;  // Use NNUE, and a net for the current variant
  // The CRC-32 of the net in use (its file's last four bytes), 0 when none.
  virtual uint32_t net_checksum() const = 0;

  // --- Opening book (only while not searching) -----------------------------
  // Books are kept per variant, like nets. Loads the book files at `paths`
  // for the current variant (Pili's own books or ElephantEye's BOOK.DAT,
  // told apart by their content; several are probed in this order); no path
  // forgets that variant's books. On any fault (a missing, unreadable or
  // damaged file, a book of another variant) returns false with `err`
  // saying why and keeps the books it had.
  virtual bool load_book(const std::vector<std::string>& paths, std::string& err) = 0;
  // With OwnBook (Settings::ownBook) a `go` that is not infinite, pondering
  // or a mate search plays a move of the current variant's books when the
  // position has one (chosen at random by weight), reported as a depth-0
  // search.
  // The current variant's books: "FILE (ElephantEye book, 12081 entries)",
  // one per line; empty when it has none.
  virtual std::string book_description() const = 0;

  // --- Endgame tablebases (docs/egtb.md; xiangqi only) ----------------------
  // Loads every table of the folder `dir` (EGTBPath); "" forgets them. A
  // folder without a readable table is refused with `err`, keeping the
  // tables loaded before; damaged files are left out and named in
  // tablebase_description(). With tables, a xiangqi `go` in a position they
  // hold searches only the moves that keep its result (with distances, the
  // fastest mate), and the search scores positions they decide as
  // tablebase wins and losses.
  virtual bool load_tablebases(const std::string& dir, std::string& err) = 0;
  // "12 tables (up to 6 pieces) from DIR", then one line per refused file.
  virtual std::string tablebase_description() const = 0;

  // --- Position ------------------------------------------------------------
  // `fen` empty = the variant's start position. On any error (bad FEN, illegal
  // or unparsable move) returns false with a clear message and keeps the
  // previous position untouched.
  virtual bool set_position(const std::string& fen, const std::vector<std::string>& moves,
                            std::string& err) = 0;
  // UCCI banmoves: excluded from the next searches in the current position.
  virtual bool set_ban_moves(const std::vector<std::string>& moves, std::string& err) = 0;
  virtual std::string fen() const = 0;
  virtual Color side_to_move() const = 0;
  virtual std::string board_diagram() const = 0;  // for `d`: board, FEN, key, checkers
  virtual std::string eval_report() const = 0;    // for `eval`
  virtual int static_eval() const = 0;            // side to move, centipawns (the net's when active)
  virtual std::vector<std::string> legal_moves() const = 0;
  virtual Verdict verdict() const = 0;            // game state of the current position
  virtual bool in_check() const = 0;              // side to move, in the variant's sense
  // Perft with one (move, count) per root move.
  virtual uint64_t perft(int depth, const PerftFn& perMove) = 0;

  // --- Search --------------------------------------------------------------
  // What a `go` finds at the root, read in the same pass over the rules that
  // starts the search, so that a front end needs no other call for it.
  struct GoRoot {
    Color sideToMove = RED;
    std::vector<std::string> legalMoves;  // empty: mated, stalemated or the general lost
    std::function<int()> staticEval;      // as static_eval(), computed when called
  };
  // Turns the root into the limits to search with; nullopt when the front end
  // answers the `go` itself (no search is started, `onBest` is not called).
  using PlanFn = std::function<std::optional<SearchLimits>(const GoRoot&)>;
  // Starts a search and returns at once; `onBest` is called exactly once per
  // search (also after stop), from the search thread. `searchMoves` of the
  // limits that are not legal here are left out (none legal: no restriction).
  virtual void go(const PlanFn& plan, InfoFn onInfo, BestFn onBest) = 0;
  void go(const SearchLimits& limits, InfoFn onInfo, BestFn onBest) {
    go([&](const GoRoot&) { return std::optional<SearchLimits>(limits); }, std::move(onInfo), std::move(onBest));
  }
  virtual void stop() = 0;       // ends the search soon (a few ms); no-op when idle
  virtual void ponderhit() = 0;  // the pondered move was played: switch to normal timing
  virtual void wait() = 0;       // blocks until the current search (if any) has reported
  virtual bool searching() const = 0;
  virtual std::optional<ProbeResult> probe() const = 0;
};

}  // namespace pili
