#include "session.h"

#include <algorithm>

#include <random>

#include "covered_state.h"
#include "pili/rules/jieqi_referee.h"
#include "pili/platform/platform.h"
#include "play_level.h"

namespace pili::serve {

namespace {

uint64_t random_seed() {
  std::random_device rd;
  return uint64_t(rd()) << 32 ^ rd();
}

}  // namespace

int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now().time_since_epoch()).count();
}

const char* mode_name(Mode m) {
  switch (m) {
    case Mode::Human: return "human";
    case Mode::Pili: return "pili";
    case Mode::Analysis: return "analysis";
    default: return "free";
  }
}

std::optional<Mode> parse_mode(const std::string& s) {
  for (Mode m : {Mode::Free, Mode::Human, Mode::Pili, Mode::Analysis})
    if (s == mode_name(m)) return m;
  return std::nullopt;
}

Verdict Session::verdict() const {
  if (clock.flagged() >= 0) return {clock.flagged() == 0 ? Outcome::BlackWins : Outcome::RedWins, "time forfeit"};
  return engine.verdict();
}

bool Session::red_to_move() const { return engine.fen().find(" b") == std::string::npos; }

void Session::sync_clock() {
  if (!clock.on()) return;
  int64_t now = now_ms();
  // From the first move on, as on lichess: nobody loses time over the start.
  bool runs = (mode == Mode::Human || mode == Mode::Pili) && cursor == int(moves.size()) && cursor > 0 &&
              !game_over();
  if (runs) clock.start(red_to_move() ? 0 : 1, now);
  else clock.stop(now);
}

bool Session::check_clock() {
  if (!clock.check(now_ms())) return false;
  stop_job();
  bump();
  return true;
}

void Session::note_eval() {
  std::lock_guard lock(liveMtx);
  if (lines.empty() || lines[0].depth <= 0) return;
  const SearchInfo& i = lines[0];
  if (evals.size() <= size_t(cursor)) evals.resize(size_t(cursor) + 1);
  PlyEval& e = evals[size_t(cursor)];
  if (e.known && e.depth > i.depth) return;
  int sign = red_to_move() ? 1 : -1;
  e = {true, i.kind == ScoreKind::Mate, sign * i.score, i.depth};
}

Session::Session(std::string sid, const Limits& lim) : id(std::move(sid)), limits(lim) {
  engine.set(&Settings::hashMb, lim.hashMb);
  touch();
}

void Session::touch() { lastSeenMs = now_ms(); }

void Session::bump() {
  {
    std::lock_guard lock(liveMtx);
    ++version;
  }
  liveCv.notify_all();
}

void Session::stop_job() {
  if (job == Job::None) return;
  engine.stop();
  engine.wait();
  job = Job::None;
  std::lock_guard lock(liveMtx);
  best.reset();
}

bool Session::set_cursor(int ply, std::string& err) {
  if (ply < 0 || ply > int(moves.size())) return err = "ply out of range", false;
  stop_job();
  if (!engine.set_position(startFen, engine_moves(ply), err)) return false;
  cursor = ply;
  analysedMs = 0;
  sync_clock();
  {
    std::lock_guard lock(liveMtx);
    lines.clear();
  }
  bump();
  return true;
}

std::vector<std::string> Session::engine_moves(int ply) const {
  std::vector<std::string> prefix(moves.begin(), moves.begin() + ply);
  return covered ? jieqi::told_to_side_to_move(startFen, prefix) : prefix;
}

bool Session::play(const std::string& text, std::string& err) {
  if (game_over()) return err = "the game is over: " + verdict().reason, false;
  std::vector<std::string> next(moves.begin(), moves.begin() + cursor);
  next.push_back(text);
  if (covered) {
    // The deal names the identities; letters sent with the move must match.
    std::vector<std::string> dealt;
    if (!jieqi::dealt_record(startFen, deal, next, dealt, err)) return false;
    next = std::move(dealt);
  } else {
    auto legal = engine.legal_moves();
    if (std::find(legal.begin(), legal.end(), text) == legal.end())
      return err = "illegal move '" + text + "' in " + engine.fen(), false;
  }
  if (cursor >= limits.maxMoves) return err = "the game record is full", false;
  stop_job();
  bool redMoved = red_to_move();
  if (!engine.set_position(startFen, covered ? jieqi::told_to_side_to_move(startFen, next) : next, err)) return false;
  if (clock.on()) clock.moved(redMoved ? 0 : 1, now_ms());
  moves = std::move(next);
  cursor = int(moves.size());
  if (evals.size() > size_t(cursor)) evals.resize(size_t(cursor));
  analysedMs = 0;
  {
    std::lock_guard lock(liveMtx);
    lines.clear();
  }
  sync_clock();
  bump();
  return true;
}

bool Session::reset(const std::string& v, const std::string& fen, std::string& err, const std::string& dealWanted,
                    std::optional<uint64_t> seed) {
  stop_job();
  Variant old = engine.variant();
  if (!engine.set_variant(v, err)) return false;
  jieqi::Deal newDeal;
  std::string newDealText;
  bool hasCovered = has_covered_pieces(variant_name(engine.variant()));
  if (!hasCovered && !dealWanted.empty()) err = "a deal is for a variant with covered pieces (jieqi)";
  if (!engine.set_position(fen, {}, err) || (!hasCovered && !dealWanted.empty()) ||
      (hasCovered && !jieqi::new_deal(fen, dealWanted, seed ? *seed : random_seed(), newDeal, newDealText, err))) {
    std::string ignored;
    engine.set_variant(variant_name(old), ignored);
    engine.set_position(startFen, engine_moves(cursor), ignored);
    return false;
  }
  covered = hasCovered;
  deal = newDeal;
  dealText = newDealText;
  engine.new_game();
  variant = v;
  std::string unused;
  if (!notation_for(variant_name(engine.variant()), notation_name(notation), unused)) notation = MoveNotation::Coord;
  startFen = fen;
  moves.clear();
  cursor = 0;
  engineMoveOnce = false;
  analysedMs = 0;
  evals.clear();
  clock.reset();
  sync_clock();
  {
    std::lock_guard lock(liveMtx);
    lines.clear();
  }
  bump();
  return true;
}

bool Session::load_record(const std::vector<std::string>& record, std::string& err) {
  std::vector<std::string> next = record;
  if (covered && !jieqi::dealt_record(startFen, deal, record, next, err)) return false;
  std::vector<std::string> saved = std::move(moves);
  moves = std::move(next);
  if (!set_cursor(0, err)) return moves = std::move(saved), false;
  return true;
}

bool Session::game_over() const {
  return verdict().outcome != Outcome::Ongoing || engine.legal_moves().empty();
}

bool Session::engine_to_move() const {
  if (game_over()) return false;
  bool redToMove = red_to_move();
  switch (mode) {
    case Mode::Pili: return true;
    case Mode::Human: return redToMove != humanRed;
    case Mode::Free: return engineMoveOnce;
    default: return false;
  }
}

void Session::start_job(Job j, const Limits& lim) {
  SearchLimits sl;
  engine.set(&Settings::strength, job_strength(*this, j));
  if (j == Job::Analysis) {
    if constexpr (platform::HAS_THREADS) {
      sl.infinite = true;
    } else {  // slices that double, 0.25 s to 4 s: a request waits at most one
      sl.moveTime = std::clamp<int64_t>(analysedMs, 250, 4000);
      analysedMs += sl.moveTime;
    }
    engine.set(&Settings::multiPV, std::clamp(multiPV, 1, lim.maxMultiPV));
  } else {
    engine.set(&Settings::multiPV, 1);
    bool full = !valid_level(level) || levels::NAMED_LEVELS[level].skill == levels::FULL_SKILL;
    if (clock.on()) {  // Pili's own clock; below full strength the level's nodes too
      int64_t now = now_ms();
      for (int side : {0, 1}) sl.time[side] = clock.left(side, now), sl.inc[side] = clock.increment();
      if (!full) sl.nodes = std::clamp<uint64_t>(level_nodes(*this), 1, lim.maxNodes);
    } else if (moveTimeMs > 0) {
      sl.moveTime = std::min<int64_t>(moveTimeMs, lim.maxMoveTimeMs);
    } else {
      sl.nodes = std::clamp<uint64_t>(level_nodes(*this), 1, lim.maxNodes);
    }
  }
  int gen = ++jobGen;
  {
    std::lock_guard lock(liveMtx);
    lines.clear();
    best.reset();
  }
  job = j;
  jobStart = Clock::now();
  engine.go(
      sl,
      [this](const SearchInfo& info) {
        if (!info.currMove.empty() || info.multipv < 1 || info.multipv > 64) return;
        {
          std::lock_guard lock(liveMtx);
          if (lines.size() < size_t(info.multipv)) lines.resize(size_t(info.multipv));
          lines[size_t(info.multipv - 1)] = info;
          ++version;
        }
        liveCv.notify_all();
      },
      [this, gen](const SearchResult& r) {
        {
          std::lock_guard lock(liveMtx);
          best = r;
          bestGen = gen;
          ++version;
        }
        liveCv.notify_all();
      });
  bump();
}

bool Session::collect() {
  if (job == Job::None) return false;
  std::optional<SearchResult> r;
  {
    std::lock_guard lock(liveMtx);
    if (!best || bestGen != jobGen) return false;
    r = best;
    best.reset();
  }
  engine.wait();
  note_eval();
  Job was = job;
  job = Job::None;
  if (was == Job::Move) {
    engineMoveOnce = false;
    std::string err;
    if (r->bestMove.empty()) status = "Pili found no move";
    else if (!play(r->bestMove, err)) status = "Pili's move was refused: " + err;
  }
  bump();
  return true;
}

}  // namespace pili::serve
