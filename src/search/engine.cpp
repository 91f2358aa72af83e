// The Engine facade: owns the current position, the hash and the search
// thread, and turns text (moves, FENs) into rule-module calls. Each public
// call reaches the rules through one visit_rules() dispatch.
#include "pili/engine/engine.h"

#include <algorithm>
#include <cstdio>
#include <mutex>
#include <new>
#include <thread>
#include <type_traits>

#include "pili/core/notation.h"
#include "pili/eval/evaluate.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "pili/rules/perft.h"
#include "pili/search/search.h"

namespace pili {

namespace {

// The start position of a rule module: its own START_FEN when it has one.
template <class R>
std::string start_fen() {
  if constexpr (requires { R::START_FEN; }) return R::START_FEN;
  else if constexpr (R::MENG_FEN)
    return "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1";
  else return Position::START_FEN;
}

// The `d` diagram of the 8x8 board: rank 8 on top, FEN, key, checkers.
std::string chess_board_diagram(const chess::Position& pos) {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    out += char('1' + r);
    out += ' ';
    for (int f = 0; f < 8; ++f) {
      chess::Piece pc = pos.piece_on(chess::make_square(f, r));
      out += ' ';
      out += pc ? chess::piece_to_char(pc) : '.';
    }
    out += '\n';
  }
  // Appended piecewise: GCC 12 -O2 warns falsely (-Wrestrict) on "lit" + string&&.
  out.append("   a b c d e f g h\n\nFen: ").append(pos.fen()).append("\n");
  char key[40];
  std::snprintf(key, sizeof key, "%016llX", (unsigned long long)pos.key());
  out += std::string("Key: ") + key + "\nCheckers:";
  for (chess::Bitboard b = pos.checkers(); b;) out.append(" ").append(chess::square_to_string(chess::pop_lsb(b)));
  out += AtomicChess::in_check(pos) ? "  (in check)\n" : "\n";
  return out;
}

}  // namespace

struct Engine::Impl {
  Variant var = Variant::Xiangqi;
  Position pos;          // the 90-point board (the xiangqi variants)
  chess::Position pos8;  // the 8x8 board (atomic chess)
  std::vector<Move> banned;
  search::TranspositionTable tt;
  int threads = 1, multiPV = 1, overhead = 10, rankBase = 0;

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
    if constexpr (std::is_same_v<typename R::Position, chess::Position>) return pos8;
    else return pos;
  }
  template <class R>
  const auto& position() const {
    if constexpr (std::is_same_v<typename R::Position, chess::Position>) return pos8;
    else return pos;
  }
  uint64_t key() const {
    return visit([&]<class R>() { return position<R>().key(); });
  }
};

Engine::Engine() : impl(std::make_unique<Impl>()) { set_threads(1); }

Engine::~Engine() {
  stop();
  wait();
}

bool Engine::set_variant(std::string_view name, std::string& err) {
  auto v = parse_variant(name);
  if (!v) return err = "unknown variant '" + std::string(name) + "'", false;
  if (!variant_available(*v)) return err = "variant '" + std::string(name) + "' is not available in this build", false;
  bool ok = visit_rules(*v, [&]<class R>() {
    typename R::Position p;
    if (!pili::set_position<R>(p, start_fen<R>(), err)) return false;
    impl->position<R>() = std::move(p);
    return true;
  });
  if (!ok) return false;
  impl->var = *v;
  impl->banned.clear();
  impl->tt.clear();
  impl->statsStale = true;
  return true;
}

Variant Engine::variant() const { return impl->var; }
void Engine::set_hash_mb(size_t mb) { impl->tt.resize(mb); }
bool Engine::set_hash_mb(size_t mb, std::string& err) {
  if (impl->tt.resize(mb)) return true;
  err = "cannot allocate " + std::to_string(mb) + " MB; keeping a " + std::to_string(impl->tt.size_mb()) +
        " MB table";
  return false;
}
size_t Engine::hash_mb() const { return impl->tt.size_mb(); }
void Engine::clear_hash() {
  impl->tt.clear();
  impl->statsStale = true;
}
void Engine::set_threads(int n) {
  stop();
  wait();
  impl->threads = std::clamp(n, 1, MAX_THREADS);
  // The statistics of every thread are made here, while idle, so the first
  // `go` does not pay for them on its clock; fewer threads give theirs back.
  auto& stats = impl->stats;
  if (int(stats.size()) > impl->threads) stats.resize(size_t(impl->threads));
  try {
    while (int(stats.size()) < impl->threads) stats.push_back(std::make_unique<search::SearchStats>());
  } catch (const std::bad_alloc&) {}  // a thread without a set makes its own at `go`
}
void Engine::set_multipv(int n) { impl->multiPV = std::clamp(n, 1, MAX_MULTIPV); }
void Engine::set_move_overhead_ms(int ms) { impl->overhead = std::clamp(ms, 0, 60000); }
void Engine::set_rank_base(int base) { impl->rankBase = base ? 1 : 0; }
int Engine::rank_base() const { return impl->rankBase; }
void Engine::new_game() {
  impl->tt.clear();
  impl->statsStale = true;
}

bool Engine::set_position(const std::string& fen, const std::vector<std::string>& moves, std::string& err) {
  bool ok = impl->visit([&]<class R>() {
    typename R::Position p;
    if (!pili::set_position<R>(p, fen.empty() ? start_fen<R>() : fen, err)) return false;
    if (!play_moves<R>(p, moves, err, impl->rankBase)) return false;
    impl->position<R>() = std::move(p);
    return true;
  });
  if (!ok) return false;
  impl->banned.clear();
  bool continues = fen == impl->lastFen && moves.size() >= impl->lastMoves.size() &&
                   std::equal(impl->lastMoves.begin(), impl->lastMoves.end(), moves.begin());
  if (!continues) impl->statsStale = true;
  impl->lastFen = fen;
  impl->lastMoves = moves;
  return true;
}

bool Engine::set_ban_moves(const std::vector<std::string>& moves, std::string& err) {
  std::vector<Move> list;
  for (const auto& text : moves) {
    Move m = impl->visit([&]<class R>() { return find_legal_move<R>(impl->position<R>(), text, impl->rankBase); });
    if (!m.is_ok()) return err = "'" + text + "' is not a legal move here", false;
    list.push_back(m);
  }
  impl->banned = std::move(list);
  return true;
}

std::string Engine::fen() const {
  return impl->visit([&]<class R>() { return impl->position<R>().fen(uses_meng_fen(impl->var)); });
}

std::string Engine::board_diagram() const {
  if (impl->var == Variant::AtomicChess) return chess_board_diagram(impl->pos8);
  const Position& pos = impl->pos;
  std::string out;
  for (int r = RANK_NB - 1; r >= 0; --r) {
    char label[8];
    std::snprintf(label, sizeof label, "%2d ", r + impl->rankBase);
    out += label;
    for (int f = 0; f < FILE_NB; ++f) {
      Square s = make_square(f, r);
      Piece pc = pos.piece_on(s);
      char c = pc ? piece_to_char(pc) : test(pos.tris(), s) ? (test(pos.tris(RED), s) ? 'T' : 't') : '.';
      out += ' ';
      out += c;
      // A stack shows its Tris as a '+' after the piece.
      out += pc && test(pos.tris(), s) ? '+' : ' ';
    }
    out += '\n';
    if (r == 5) out += "   ~~~~~~~~~~~~~~~~~~~~~~~~~~~  river\n";
  }
  out += "    a  b  c  d  e  f  g  h  i\n\n";
  out += "Fen: " + fen() + "\n";
  char key[40];
  std::snprintf(key, sizeof key, "%016llX", (unsigned long long)pos.key());
  out += std::string("Key: ") + key + "\n";
  out += "Checkers:";
  // Appended piecewise: GCC 12 -O2 warns falsely (-Wrestrict) on "lit" + string&&.
  for (Bitboard b = pos.checkers(); b;) out.append(" ").append(square_to_string(pop_lsb(b), impl->rankBase));
  bool check = impl->visit([&]<class R>() { return R::in_check(impl->position<R>()); });
  out += check ? "  (in check)\n" : "\n";
  return out;
}

std::string Engine::eval_report() const {
  return impl->visit([&]<class R>() {
    return eval::format_eval(eval::eval_terms<R>(impl->position<R>()), impl->position<R>().side_to_move(),
                             std::is_same_v<typename R::Position, chess::Position>);
  });
}

int Engine::static_eval() const {
  return impl->visit([&]<class R>() { return eval::evaluate<R>(impl->position<R>()); });
}

std::vector<std::string> Engine::legal_moves() const {
  return impl->visit([&]<class R>() {
    std::vector<std::string> out;
    const auto& pos = impl->position<R>();
    if (R::king_lost(pos)) return out;
    typename R::MoveList list;
    R::template generate<LEGAL>(pos, list);
    for (Move m : list) out.push_back(move_text<R>(m, impl->rankBase));
    return out;
  });
}

Verdict Engine::verdict() const {
  return impl->visit([&]<class R>() { return adjudicate<R>(impl->position<R>()); });
}

bool Engine::in_check() const {
  return impl->visit([&]<class R>() { return R::in_check(impl->position<R>()); });
}

uint64_t Engine::perft(int depth, const std::function<void(const std::string&, uint64_t)>& perMove) {
  if (depth <= 0) return 1;
  return impl->visit([&]<class R>() {
    typename R::Position pos = impl->position<R>();
    uint64_t total = 0;
    if (R::king_lost(pos)) return total;
    typename R::MoveList list;
    R::template generate<LEGAL>(pos, list);
    for (Move m : list) {
      R::do_move(pos, m);
      uint64_t n = pili::perft<R>(pos, depth - 1);  // a blasted general: 1 at depth 1, else 0
      R::undo_move(pos, m);
      total += n;
      if (perMove) perMove(move_text<R>(m, impl->rankBase), n);
    }
    return total;
  });
}

void Engine::go(const SearchLimits& limits, InfoFn onInfo, BestFn onBest) {
  stop();
  wait();
  search::SearchConfig cfg;
  cfg.limits = limits;
  cfg.limits.mate = std::clamp(limits.mate, 0, search::MAX_PLY);  // no overflow in 2N plies
  cfg.threads = impl->threads;
  cfg.multiPV = impl->multiPV;
  cfg.rankBase = impl->rankBase;
  cfg.moveOverhead = impl->overhead;
  cfg.banned = impl->banned;
  auto sh = std::make_shared<search::Shared>(impl->tt, std::move(cfg));
  sh->onInfo = std::move(onInfo);
  // Kept from move to move in every variant (docs/search.md, ledger rows 5 and 8).
  bool fresh = impl->statsStale;
  impl->statsStale = false;
  for (auto& st : impl->stats) {  // set_threads keeps at most one set per thread
    if (fresh) st->clear();
    sh->stats.push_back(st.get());
  }
  sh->pondering = limits.ponder;
  Color stm = impl->visit([&]<class R>() { return impl->position<R>().side_to_move(); });
  sh->budget = search::plan_time(limits, stm, impl->overhead);
  sh->start = search::Clock::now();
  std::lock_guard lock(impl->mtx);
  impl->shared = sh;
  impl->busy = true;
  try {
    impl->thread = std::thread([this, sh, pos = impl->pos, pos8 = impl->pos8, var = impl->var,
                                onBest = std::move(onBest)] {
    SearchResult r = visit_rules(var, [&]<class R>() {
      if constexpr (std::is_same_v<typename R::Position, chess::Position>) return search::run_search<R>(*sh, pos8);
      else return search::run_search<R>(*sh, pos);
    });
    // Idle before the bestmove is out: whatever the GUI sends after reading
    // it (d, eval, probe fen ...) must be handled as in the idle state.
    impl->busy = false;
    if (onBest) onBest(r);
    });
  } catch (...) {  // no thread could be started: still idle
    impl->shared.reset();
    impl->busy = false;
    throw;
  }
}

void Engine::stop() {
  std::lock_guard lock(impl->mtx);
  if (impl->shared) impl->shared->stop = true;
}

void Engine::ponderhit() {
  std::lock_guard lock(impl->mtx);
  if (impl->shared) impl->shared->ponderhit();
}

void Engine::wait() {
  std::thread t;
  {
    std::lock_guard lock(impl->mtx);
    t = std::move(impl->thread);
  }
  if (t.joinable()) {
    if (t.get_id() == std::this_thread::get_id()) {
      t.detach();  // called from onBest: the thread is finishing anyway
      return;
    }
    t.join();
  }
  std::lock_guard lock(impl->mtx);
  impl->shared.reset();
}

bool Engine::searching() const { return impl->busy.load(); }

std::optional<ProbeResult> Engine::probe() const {
  search::TTData e;
  if (!impl->tt.probe(impl->key(), e)) return std::nullopt;
  ProbeResult r;
  r.score = search::value_from_tt(e.score, 0);
  r.depth = e.depth;
  r.lowerbound = e.bound == search::BOUND_LOWER;
  r.upperbound = e.bound == search::BOUND_UPPER;
  if (e.move.is_ok()) {
    bool legal = impl->visit([&]<class R>() {
      const auto& pos = impl->position<R>();
      typename R::MoveList list;
      if (!R::king_lost(pos)) R::template generate<LEGAL>(pos, list);
      return list.contains(e.move);
    });
    if (legal) r.bestMove = impl->visit([&]<class R>() { return move_text<R>(e.move, impl->rankBase); });
  }
  return r;
}

}  // namespace pili
