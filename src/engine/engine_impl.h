// The Engine facade's state, shared by its source files (configuration,
// position, search, perft, board diagram). Each public call reaches the
// rules through one visit_rules() dispatch.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "pili/book/choose.h"
#include "pili/book/opening_book.h"
#include "pili/egtb/tablebase.h"
#include "pili/chess/position.h"
#include "pili/core/position.h"
#include "pili/engine/engine.h"
#include "pili/engine/levels.h"
#include "pili/engine/option_table.h"
#include "pili/eval/nnue/network.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"
#include "pili/search/history.h"
#include "pili/search/limits.h"
#include "pili/search/shared.h"
#include "pili/search/tt.h"

namespace pili {

struct Engine::Impl {
  Variant var = DEFAULT_VARIANT;
  Position pos;          // the 90-point board (the xiangqi variants)
  chess::Position pos8;  // the 8x8 board (atomic chess)
  std::vector<Move> banned;
  search::TranspositionTable tt;
  Settings settings = default_settings();  // the options' (option_table.h)
  // A net per variant: the built-in one, or EvalFile's (evaluation.cpp).
  std::shared_ptr<const eval::nnue::Network> nets[std::size(ALL_VARIANTS)];

  Impl();
  // Opening books per variant, in probe order (book.cpp).
  struct BookFile {
    std::string path;
    book::OpeningBook book;
  };
  std::vector<BookFile> books[std::size(ALL_VARIANTS)];
  book::BookChooser bookChooser{book::random_seed()};
  // Endgame tablebases (EGTBPath; tablebase.cpp), null without a folder.
  std::shared_ptr<const egtb::Tablebases> tablebases;
  std::string tablebaseDir;
  // The root moves that keep the tables' result of the current position
  // (the fastest mates when the tables have distances), empty when the
  // tables do not hold it; `drawn` when that result is a draw. R is the
  // current variant's module.
  struct TablebaseRoot {
    std::vector<Move> keep;
    bool drawn = false;
  };
  template <class R>
  TablebaseRoot tablebase_root(const std::vector<Move>& searchMoves);
  std::mt19937_64 rng{std::random_device{}() ^ uint64_t(std::chrono::steady_clock::now().time_since_epoch().count())};

  std::mutex mtx;  // guards `thread` and `shared`
  std::thread thread;
  std::shared_ptr<search::Shared> shared;
  std::atomic<bool> busy{false};
  // Move-ordering statistics per search thread, carried from move to move;
  // new_game, clear_hash and set_variant mark them for a fresh start.
  std::vector<std::unique_ptr<search::SearchStats>> stats;
  bool statsStale = false;
  // The last `position` (FEN and moves): one that does not continue it starts
  // the statistics afresh, so a game never depends on the game before it even
  // when the GUI sends no new-game command (UCCI's `newgame` is optional).
  std::string lastFen;
  std::vector<std::string> lastMoves;

  template <class F>
  decltype(auto) visit(F&& f) const {
    return visit_rules(var, std::forward<F>(f));
  }
  // The current position on the board of rule module R.
  template <class R>
  auto& position() {
    if constexpr (R::PROFILE.board == Board::Chess8x8) return pos8;
    else return pos;
  }
  template <class R>
  const auto& position() const {
    if constexpr (R::PROFILE.board == Board::Chess8x8) return pos8;
    else return pos;
  }
  // The net that evaluates rule module R's variant, or null.
  template <class R>
  std::shared_ptr<const eval::nnue::Network> net() const {
    return settings.useNnue ? nets[int(variant_of<R>())] : nullptr;
  }
  // The net that evaluates the current variant, or null.
  std::shared_ptr<const eval::nnue::Network> active_net() const {
    return settings.useNnue ? nets[int(var)] : nullptr;
  }
  // The book move a `go` with these limits plays instead of searching (one
  // of `searchMoves` when given, never a banned move), or Move::none();
  // R is the current variant's module (book.cpp instantiates each).
  template <class R>
  Move book_move(const SearchLimits& limits, const std::vector<Move>& searchMoves);
  // Engine::go for rule module R, the current variant's (go.cpp).
  template <class R>
  void go(const PlanFn& plan, InfoFn onInfo, BestFn onBest);
  // The legal moves of the current position as text, R its module.
  template <class R>
  std::vector<std::string> legal_texts() const {
    std::vector<std::string> out;
    const auto& p = position<R>();
    if (R::king_lost(p)) return out;
    typename R::MoveList list;
    R::template generate<LEGAL>(p, list);
    for (Move m : list) out.push_back(move_text<R>(m, rank_base()));
    return out;
  }
  // Engine::static_eval for rule module R (evaluation.cpp instantiates each).
  template <class R>
  int static_eval() const;
  // Runs `body` on the search thread; `sh` (may be null) is what stop and
  // ponderhit reach meanwhile. `body` must clear `busy` before it reports.
  void start(std::shared_ptr<search::Shared> sh, std::function<void()> body);

  int rank_base() const { return settings.rank_base(); }
  uint64_t key() const {
    return visit([&]<class R>() { return position<R>().key(); });
  }
};

}  // namespace pili
