// The referee: plays one game between two engine processes under rule
// module R. Every move an engine sends is looked up among R's legal moves;
// the game ends by adjudicate<R> (rules), by a fault of an engine (illegal or
// unparsable move, false claim, time forfeit, crash, hang) or by score-based
// adjudication. A template over R, so new rule modules need no change here.
// With covered pieces (Jieqi) the referee plays the game's deal: it knows
// every identity, judges with full knowledge, and tells each engine only
// what its side sees (pili/rules/jieqi_deal.h).
#pragma once

#include <cstdlib>
#include <deque>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "match/draw_claim.h"
#include "match/move_comment.h"
#include "match/player.h"
#include "match/termination.h"
#include "match/time_control.h"
#include "pili/chess/position.h"
#include "pili/core/notation.h"
#include "pili/record/game_record.h"
#include "pili/rules/game.h"
#include "pili/rules/jieqi_deal.h"
#include "pili/rules/judge.h"
#include "pili/rules/profile.h"

namespace pili::match {

// The 8x8 board's sides are White and Black in every text.
template <class R>
inline constexpr bool CHESS_SIDES = R::PROFILE.board == Board::Chess8x8;

// Score adjudication (cutechess-cli -resign / -draw). 0 counts = off.
struct Adjudication {
  int resignMoveCount = 0, resignScore = 0;
  int drawMoveNumber = 0, drawMoveCount = 0, drawScore = 0;
};

struct GameSetup {
  std::string fen;                    // start position
  std::vector<std::string> bookMoves; // ranks 0-9, played before the engines
  int64_t timeMarginMs = 100;
  int repetitions = 3;
  int moveLimit = 120;  // plies without capture
  int maxPlies = 1000;  // hard stop (draw by adjudication)
  Adjudication adj;
  std::optional<Deal> deal;  // covered pieces: the identities under the start points
};

// Ends `rec` with a result.
inline void finish(record::GameRecord& rec, Outcome o, std::string reason, std::string termination,
                   std::string detail) {
  rec.outcome = o;
  rec.reason = std::move(reason);
  rec.termination = std::move(termination);
  rec.detail = std::move(detail);
}

// " (412 ms, allowed 200 ms)": how late a forfeited move was.
inline std::string took(const client::MoveReply& r, const client::GoRequest& rq) {
  return " (" + std::to_string(r.elapsedMs) + " ms, allowed " + std::to_string(rq.deadlineMs) + " ms)";
}

// Plays one game: players[RED] and players[BLACK] must be started. An engine
// that crashed or hung is left not running; the caller restarts it.
template <class R>
void play_game(Player* players[2], const GameSetup& setup, record::GameRecord& rec) {
  using client::MoveReply;
  typename R::Position pos;
  std::string err;
  rec.fen = setup.fen;
  rec.moves.clear();
  constexpr bool COVERED = R::PROFILE.coveredPieces;
  if constexpr (COVERED) {
    // The deal names the identities under the start points: it fits the
    // start position, not one where pieces were revealed or taken.
    if (!setup.deal) return finish(rec, Outcome::Ongoing, "bad opening", "abandoned", "no deal of identities");
    if (setup.fen != R::START_FEN || !setup.bookMoves.empty())
      return finish(rec, Outcome::Ongoing, "bad opening", "abandoned",
                    std::string("a deal needs the start position: ") + R::NAME + "'s openings are deals");
    rec.deal = deal_text(*setup.deal);
  }
  if (!set_position<R>(pos, setup.fen, err))
    return finish(rec, Outcome::Ongoing, "bad opening", "abandoned", "bad FEN: " + err);
  if (!play_moves<R>(pos, setup.bookMoves, err))
    return finish(rec, Outcome::Ongoing, "bad opening", "abandoned", "bad opening: " + err);
  std::vector<Move> played;
  {
    typename R::Position replay;
    set_position<R>(replay, setup.fen, err);
    for (auto& t : setup.bookMoves) {
      Move m = find_legal_move<R>(replay, t);
      played.push_back(m);
      rec.moves.push_back(move_text<R>(m));
      rec.comments.push_back("book");
      R::do_move(replay, m);
    }
  }
  rec.bookPlies = int(played.size());
  const Color firstMover = pos.side_to_move();  // no book moves with covered pieces
  // The text of played[i] as the engine of `viewer` gets it (COLOR_NB: the record's).
  auto text_of = [&](const std::vector<Move>& moves, size_t i, Color viewer, int rankBase) {
    if constexpr (COVERED) return dealt_move_text<R>(moves[i], Color(firstMover ^ (i & 1)), viewer, rankBase);
    else return move_text<R>(moves[i], rankBase);
  };

  for (Color c : {RED, BLACK})
    if (!players[c]->engine.new_game(err)) {
      players[c]->engine.kill();
      return finish(rec, win_for(~c), "crash", "abandoned", side_name(c, CHESS_SIDES<R>) + " failed to start a game");
    }

  GameClock clocks[2] = {GameClock(players[RED]->config.tc), GameClock(players[BLACK]->config.tc)};
  std::deque<int> scores[2];  // recent reported scores, each from its engine's side
  int plies = 0;
  bool drawOffered[2] = {false, false};  // standing offer by Red / Black (UCCI "bestmove M draw")
  std::string ponderOn[2];  // the ponder move of each side's last bestmove (pondering engines)
  // The request for `us` to move after `moves`, with the clocks as they are now.
  auto request = [&](Color us, const std::vector<Move>& moves) {
    const TimeControl& tc = players[us]->config.tc;
    client::GoRequest rq;
    rq.fen = setup.fen;
    for (size_t i = 0; i < moves.size(); ++i) rq.moves.push_back(text_of(moves, i, us, players[us]->config.rankBase));
    rq.redToMove = us == RED;
    rq.clocks = tc.has_clock();
    for (Color c : {RED, BLACK}) {
      const TimeControl& ct = players[c]->config.tc;
      rq.time[c] = ct.has_clock() ? std::max<int64_t>(clocks[c].time_left(), 0) : clocks[us].time_left();
      rq.inc[c] = ct.has_clock() ? ct.incMs : tc.incMs;
    }
    rq.movesToGo = clocks[us].moves_to_go();
    rq.moveTimeMs = tc.moveTimeMs;
    rq.nodes = tc.nodes;
    rq.depth = tc.depth;
    rq.deadlineMs = clocks[us].deadline(setup.timeMarginMs);
    return rq;
  };
  // However the game ends, a ponder search still running is stopped and its
  // bestmove read; an engine that does not answer is killed (and restarted
  // by the runner for the next game).
  struct PonderDrain {
    Player** p;
    const record::GameRecord& rec;
    ~PonderDrain() {
      for (Color c : {RED, BLACK})
        if (p[c]->engine.pondering() && p[c]->engine.stop_pondering() != client::MoveReply::Status::Move)
          std::cerr << "warning: game " << rec.index + 1 << ": " << p[c]->config.name
                    << " sent no bestmove after stop at the end of its ponder search; restarted\n";
    }
  } drain{players, rec};
  for (;;) {
    Verdict v = adjudicate<R>(pos, setup.repetitions, setup.moveLimit);
    if (v.outcome != Outcome::Ongoing)
      return finish(rec, v.outcome, v.reason, "normal", verdict_text(v, CHESS_SIDES<R>));
    if (plies >= setup.maxPlies)
      return finish(rec, Outcome::Draw, "max plies", "adjudication",
                    "Draw by adjudication: " + std::to_string(plies) + " plies played");

    Color us = pos.side_to_move();
    // The engine that just moved ponders on the reply it expects, when that
    // reply is legal and does not end the game.
    if (!ponderOn[~us].empty()) {
      std::string p = std::move(ponderOn[~us]);
      ponderOn[~us].clear();
      Move pm = find_legal_move<R>(pos, p, players[~us]->config.rankBase);
      // A covered reply would need its reveal letter, which the pondering
      // engine must not learn before the move is played: no ponder on it.
      if constexpr (COVERED)
        if (pm.is_ok()) pm = R::is_covered_move(pos, pm) ? Move::none() : dealt_move<R>(pos, *setup.deal, pm);
      if (pm.is_ok()) {
        typename R::Position after = pos;
        R::do_move(after, pm);
        if (adjudicate<R>(after, setup.repetitions, setup.moveLimit).outcome == Outcome::Ongoing) {
          std::vector<Move> line = played;
          line.push_back(pm);
          players[~us]->engine.ponder(request(~us, line));
        }
      }
    }
    client::EngineClient& eng = players[us]->engine;
    const EngineConfig& config = players[us]->config;
    client::GoRequest rq = request(us, played);
    rq.drawOffered = drawOffered[~us];

    MoveReply reply = eng.go(rq);
    Outcome theyWin = win_for(~us);
    std::string who = side_name(us, CHESS_SIDES<R>);
    switch (reply.status) {
      case MoveReply::Status::Crash:
        return finish(rec, theyWin, "crash", "abandoned", who + " disconnects");
      case MoveReply::Status::Hang:
        return finish(rec, theyWin, "hang", "stalled connection",
                      who + "'s connection stalls (no bestmove " +
                          std::to_string(reply.ponderStop ? eng.ponderStopMs : eng.graceMs) +
                          (reply.ponderStop ? " ms after stopping its ponder search)" : " ms after stop)"));
      case MoveReply::Status::Late:
        return finish(rec, theyWin, "time forfeit", "time forfeit", who + " loses on time" + took(reply, rq));
      case MoveReply::Status::NoMove:
        // UCCI GUIs end such positions as drawn themselves; ElephantEye
        // answers "nobestmove" there (see docs/matches.md).
        if (std::string claim = valid_draw_claim<R>(pos); !claim.empty())
          return finish(rec, Outcome::Draw, claim, "normal", "Draw by " + claim + " (claimed by " + who + ")");
        return finish(rec, theyWin, "false claim", "rules infraction",
                      who + " claims the game is over while it is not");
      case MoveReply::Status::Move: break;
    }
    if (reply.resign) return finish(rec, theyWin, "resignation", "normal", who + " resigns");
    // A draw offer answered by a draw offer is a draw by agreement (UCCI).
    if (reply.drawOffer && drawOffered[~us])
      return finish(rec, Outcome::Draw, "draw agreed", "normal", "Draw by agreement");
    Move m = find_legal_move<R>(pos, reply.move, config.rankBase);
    if (!m.is_ok()) {
      bool parsable = parse_move_text<R>(reply.move, config.rankBase).has_value();
      return finish(rec, theyWin, parsable ? "illegal move" : "unparsable move", "rules infraction",
                    who + (parsable ? " makes an illegal move: " : " sends an unparsable move: ") +
                        reply.move);
    }
    if (!clocks[us].charge(reply.elapsedMs, setup.timeMarginMs))
      return finish(rec, theyWin, "time forfeit", "time forfeit", who + " loses on time" + took(reply, rq));
    // The engine names the move; the deal says what it reveals and takes
    // (letters an engine adds itself are not read).
    if constexpr (COVERED) m = dealt_move<R>(pos, *setup.deal, m);
    R::do_move(pos, m);
    played.push_back(m);
    rec.moves.push_back(text_of(played, played.size() - 1, COLOR_NB, 0));
    rec.comments.push_back(move_comment(reply));
    drawOffered[us] = reply.drawOffer;  // an offer stands for the opponent's next move
    drawOffered[~us] = false;           // declined by playing on
    if (config.ponder) ponderOn[us] = reply.ponderMove;
    ++plies;

    // Score adjudication on the engines' own evaluations.
    if (reply.hasScore) {
      scores[us].push_back(reply.score);
      size_t keep = size_t(std::max(setup.adj.resignMoveCount, setup.adj.drawMoveCount));
      while (scores[us].size() > keep) scores[us].pop_front();
    } else {
      scores[us].clear();
    }
    const Adjudication& a = setup.adj;
    if (a.resignMoveCount > 0 && int(scores[us].size()) >= a.resignMoveCount) {
      bool lost = true;
      for (int i = 0; i < a.resignMoveCount; ++i)
        lost = lost && scores[us][scores[us].size() - 1 - i] <= -a.resignScore;
      if (lost && adjudicate<R>(pos, setup.repetitions, setup.moveLimit).outcome == Outcome::Ongoing)
        return finish(rec, theyWin, "adjudication: resign", "adjudication",
                      who + " resigns by adjudication");
    }
    if (a.drawMoveCount > 0 && (plies + 1) / 2 >= a.drawMoveNumber) {
      bool drawn = true;
      for (Color c : {RED, BLACK}) {
        drawn = drawn && int(scores[c].size()) >= a.drawMoveCount;
        for (int i = 0; drawn && i < a.drawMoveCount; ++i)
          drawn = std::abs(scores[c][scores[c].size() - 1 - i]) <= a.drawScore;
      }
      if (drawn && adjudicate<R>(pos, setup.repetitions, setup.moveLimit).outcome == Outcome::Ongoing)
        return finish(rec, Outcome::Draw, "adjudication: draw", "adjudication", "Draw by adjudication");
    }
  }
}

}  // namespace pili::match
