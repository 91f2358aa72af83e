// Self-play for training data. The Engine facade searches and judges the
// game (verdict()); a copy of the board in the rule module turns the best
// move's text into a Move and tells whether it captures.
#include "datagen_play.h"

#include <algorithm>
#include <cstdlib>

#include "pili/rules/game.h"

namespace pili::app::datagen {

namespace {

uint32_t fnv1a(const std::string& s, uint32_t h = 2166136261u) {
  for (char c : s) h = (h ^ uint8_t(c)) * 16777619u;
  return h;
}

struct SearchOutcome {
  std::string bestMove;
  int score = 0;
  bool hasScore = false, mate = false;
};

SearchOutcome search(Engine& engine, const PlayOptions& o) {
  SearchLimits limits;
  limits.nodes = o.nodes;
  limits.depth = o.depth;
  SearchOutcome out;
  SearchInfo exact, any;
  bool haveExact = false, haveAny = false;
  // Both callbacks run on the search thread; wait() joins it before the
  // values are read.
  engine.go(
      limits,
      [&](const SearchInfo& info) {
        if (!info.currMove.empty() || info.multipv != 1) return;
        any = info, haveAny = true;
        if (!info.lowerbound && !info.upperbound) exact = info, haveExact = true;
      },
      [&](const SearchResult& r) { out.bestMove = r.bestMove; });
  engine.wait();
  if (haveAny) {
    const SearchInfo& info = haveExact ? exact : any;
    out.hasScore = true;
    out.mate = info.kind == ScoreKind::Mate;
    if (out.mate) out.score = info.score > 0 ? SCORE_LIMIT : -SCORE_LIMIT;
    else out.score = std::clamp(info.score, -SCORE_LIMIT, SCORE_LIMIT);
  }
  return out;
}

GameResult result_of(Outcome o) {
  return o == Outcome::RedWins ? GameResult::FirstWins
         : o == Outcome::BlackWins ? GameResult::FirstLoses
                                   : GameResult::Draw;
}

template <class R>
bool play(Engine& engine, const PlayOptions& o, uint32_t index, GameRecord& g, std::string& err) {
  g = {};
  g.index = index;
  SplitMix rng(o.seed * 0x2545F4914F6CDD1Dull + index);
  if (!o.openings.empty()) g.fen = o.openings[index % o.openings.size()];
  typename R::Position pos;
  if (!set_position<R>(pos, g.fen.empty() ? std::string(R::START_FEN) : g.fen, err))
    return err = "opening " + std::to_string(index % std::max<size_t>(1, o.openings.size()) + 1) + ": " + err, false;
  std::vector<std::string> moves;  // every move so far, as text for the facade

  auto finish = [&](GameResult r, Termination t) {
    g.result = r;
    g.termination = t;
    return true;
  };
  for (int i = 0; i < o.randomPlies; ++i) {
    if (adjudicate<R>(pos).outcome != Outcome::Ongoing) {
      g.opening.clear();
      return finish(GameResult::None, Termination::OpeningEnded);
    }
    typename R::MoveList list;
    R::template generate<LEGAL>(pos, list);
    Move m = list[size_t(rng.below(list.size()))];
    g.opening.push_back(m);
    moves.push_back(move_text<R>(m));
    R::do_move(pos, m);
  }

  engine.new_game();
  int streak = 0;
  Color streakWinner = RED;
  while (true) {
    if (!engine.set_position(g.fen, moves, err)) return false;
    Verdict v = engine.verdict();
    if (v.outcome != Outcome::Ongoing) {
      if (g.plies.empty()) return finish(GameResult::None, Termination::OpeningEnded);
      return finish(result_of(v.outcome), Termination::Rules);
    }
    if (int(moves.size()) >= o.maxPlies) return finish(GameResult::Draw, Termination::PlyLimit);
    SearchOutcome s = search(engine, o);
    Move m = find_legal_move<R>(pos, s.bestMove);
    if (!m.is_ok()) return err = "the engine's move '" + s.bestMove + "' is not legal", false;
    if (g.plies.empty() && o.balance > 0 && (!s.hasScore || std::abs(s.score) > o.balance)) {
      g.plies.clear();
      return finish(GameResult::None, Termination::Unbalanced);
    }
    Ply ply;
    ply.move = m;
    ply.score = int16_t(s.score);
    ply.flags = uint8_t((R::in_check(pos) ? PLY_IN_CHECK : 0) | (R::is_capture(pos, m) ? PLY_CAPTURE : 0) |
                        (s.mate ? PLY_MATE : 0) | (std::abs(s.score) >= SCORE_LIMIT ? PLY_DECIDED : 0) |
                        (s.hasScore ? 0 : PLY_NO_SCORE));
    g.plies.push_back(ply);

    Color stm = pos.side_to_move();
    if (o.adjudicatePlies > 0 && s.hasScore && std::abs(s.score) >= o.adjudicateScore) {
      Color winner = s.score > 0 ? stm : ~stm;
      streak = streak && winner == streakWinner ? streak + 1 : 1;
      streakWinner = winner;
      if (streak >= o.adjudicatePlies)
        return finish(winner == RED ? GameResult::FirstWins : GameResult::FirstLoses, Termination::ScoreAdjudicated);
    } else {
      streak = 0;
    }
    R::do_move(pos, m);
    moves.push_back(s.bestMove);
  }
}

}  // namespace

std::string settings_text(const PlayOptions& o) {
  std::string book;
  for (const std::string& f : o.openings) book += f + "\n";
  return std::string("variant=") + variant_name(o.variant) + " nodes=" + std::to_string(o.nodes) +
         " depth=" + std::to_string(o.depth) + " random-plies=" + std::to_string(o.randomPlies) +
         " balance=" + std::to_string(o.balance) + " adjudicate=" + std::to_string(o.adjudicateScore) + "/" +
         std::to_string(o.adjudicatePlies) + " max-plies=" + std::to_string(o.maxPlies) +
         " seed=" + std::to_string(o.seed) + " openings=" + std::to_string(o.openings.size()) + ":" +
         std::to_string(fnv1a(book));
}

bool play_game(Engine& engine, const PlayOptions& o, uint32_t index, GameRecord& out, std::string& err) {
  return visit_rules(o.variant, [&]<class R>() { return play<R>(engine, o, index, out, err); });
}

}  // namespace pili::app::datagen
