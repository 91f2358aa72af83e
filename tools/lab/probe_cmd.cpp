// pili-lab probe: the move one engine picks from a variant's start position
// (after some moves) at a node count, one search from a fresh process, so
// that no hash entry of another search helps it. Moves in and out are in
// Pili's notation (ranks 0-9); `--ranks 1` converts for an engine counting
// ranks 1-10 (the patched Fairy-Stockfish).
#include <iostream>

#include "lab/lab_args.h"
#include "lab/lab_commands.h"
#include "match/record_json.h"
#include "pili/client/engine_client.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"

namespace pili::lab {

namespace {

template <class R>
int probe(const Args& a, Variant v) {
  int ranks = a.get("ranks", "0") == "1" ? 1 : 0;
  client::GoRequest rq;
  rq.fen = start_fen(v);
  rq.nodes = std::stoull(a.get("nodes", "0"));
  rq.deadlineMs = 3600 * 1000;  // the node count ends the search; this only bounds a hang
  typename R::Position pos;
  std::string err;
  if (!set_position<R>(pos, rq.fen, err)) return std::cerr << "pili-lab probe: " << err << "\n", 2;
  for (auto& text : a.moves) {
    Move m = find_legal_move<R>(pos, text);
    if (!m.is_ok()) return std::cerr << "pili-lab probe: illegal move " << text << "\n", 2;
    rq.moves.push_back(move_text<R>(m, ranks));
    R::do_move(pos, m);
  }
  rq.redToMove = pos.side_to_move() == RED;

  client::EngineClient engine(a.engine("engine"), variant_name(v));
  engine.handshakeTimeoutMs = HANDSHAKE_MS;
  if (!engine.start(err) || !engine.new_game(err)) return std::cerr << "pili-lab probe: " << err << "\n", 1;
  client::MoveReply r = engine.go(rq);
  Move best = find_legal_move<R>(pos, r.move, ranks);
  if (r.status != client::MoveReply::Status::Move || !best.is_ok())
    return std::cerr << "pili-lab probe: no legal bestmove ('" << r.move << "')\n", 1;
  match::Json out{{"nodes", rq.nodes}, {"bestmove", move_text<R>(best)}};
  if (r.hasScore) {
    out["score"] = r.mateIn ? match::Json{{"mate", r.mateIn}} : match::Json{{"cp", r.score}};
    out["depth"] = r.depth;
  }
  std::cout << match::dump_json(out, -1) << "\n";
  return 0;
}

}  // namespace

int probe_command(int argc, char** argv) {
  Args a(argc, argv, 2);
  auto v = parse_variant(a.get("variant"));
  if (!a.error.empty() || !v || !a.has("engine") || !a.has("nodes")) {
    std::cerr << "usage: pili-lab probe --engine 'COMMAND' [--option NAME=VALUE]... [--ranks 0|1]\n"
                 "         --variant V --nodes N [--moves MOVE...]\n";
    return 2;
  }
  return visit_rules(*v, [&]<class R>() { return probe<R>(a, *v); });
}

}  // namespace pili::lab
