// pili-lab uci-game: one game of a UCI engine against itself at two node
// counts, refereed by the engine's own rules, for games Pili has no rules
// for (chess: the baseline of claim 6). The engine playing White is also the
// referee: `go perft 1` lists the legal moves (none: mate when `d` shows
// checkers, else stalemate) and `d` gives the position (threefold
// repetition, the 50-move rule). A game reaching --max-plies is a draw.
// Prints one JSON line: result, reason, moves, the start FEN.
#include <iostream>
#include <map>

#include "lab/lab_args.h"
#include "lab/lab_commands.h"
#include "match/record_json.h"
#include "pili/client/engine_client.h"
#include "pili/rules/variant.h"

namespace pili::lab {

namespace {

struct Board {
  std::string fen;
  bool check = false;
};

bool show(client::EngineClient& e, const std::string& start, const std::vector<std::string>& moves, Board& b,
          std::string& err) {
  std::vector<std::string> lines;
  if (!e.query(start, moves, "d", lines, err)) return false;
  b = Board{};
  for (auto& l : lines) {
    if (l.rfind("Fen:", 0) == 0) b.fen = l.substr(l.find_first_not_of(' ', 4));
    if (l.rfind("Checkers:", 0) == 0) b.check = l.find_first_not_of(' ', 9) != std::string::npos;
  }
  if (b.fen.empty()) return err = "'d' showed no 'Fen:' line", false;
  return true;
}

std::vector<std::string> fields(const std::string& fen) {
  std::vector<std::string> f;
  for (size_t i = 0, j; i < fen.size(); i = j + 1) {
    j = fen.find(' ', i);
    if (j == std::string::npos) j = fen.size();
    if (j > i) f.push_back(fen.substr(i, j - i));
  }
  return f;
}

// Plays the game; false with `err` when an engine fails.
bool play(client::EngineClient* side[2], const std::string& start, std::vector<std::string>& moves,
          int maxPlies, const uint64_t nodes[2], std::string& result, std::string& reason, std::string& err) {
  client::EngineClient& ref = *side[0];
  std::map<std::string, int> seen;
  for (;;) {
    Board b;
    if (!show(ref, start, moves, b, err)) return false;
    auto f = fields(b.fen);
    if (f.size() < 5) return err = "bad FEN '" + b.fen + "'", false;
    bool white = f[1] == "w";
    if (f[0].find('K') == std::string::npos) return result = "0-1", reason = "king exploded", true;
    if (f[0].find('k') == std::string::npos) return result = "1-0", reason = "king exploded", true;
    std::map<std::string, uint64_t> legal;
    uint64_t total = 0;
    if (!ref.perft(start, moves, 1, legal, total, err)) return false;
    if (legal.empty()) {
      if (!b.check) return result = "1/2-1/2", reason = "stalemate", true;
      return result = white ? "0-1" : "1-0", reason = "checkmate", true;
    }
    if (++seen[f[0] + " " + f[1] + " " + f[2] + " " + f[3]] >= 3)
      return result = "1/2-1/2", reason = "repetition", true;
    if (std::stoi(f[4]) >= 100) return result = "1/2-1/2", reason = "50-move rule", true;
    if (int(moves.size()) >= maxPlies) return result = "1/2-1/2", reason = "max plies", true;
    client::GoRequest rq;
    rq.fen = start;
    rq.moves = moves;
    rq.redToMove = white;
    rq.nodes = nodes[white ? 0 : 1];
    rq.deadlineMs = 3600 * 1000;  // the node count ends the search; this only bounds a hang
    client::MoveReply r = side[white ? 0 : 1]->go(rq);
    if (r.status != client::MoveReply::Status::Move || !legal.count(r.move))
      return err = "no legal bestmove ('" + r.move + "')", false;
    moves.push_back(r.move);
  }
}

}  // namespace

int uci_game_command(int argc, char** argv) {
  Args a(argc, argv, 2);
  if (!a.error.empty() || !a.has("engine") || !a.has("variant") || !a.has("white-nodes") ||
      !a.has("black-nodes")) {
    std::cerr << "usage: pili-lab uci-game --engine 'COMMAND' [--option NAME=VALUE]... --variant chess|atomic\n"
                 "         --white-nodes N --black-nodes N [--max-plies 400] [--moves MOVE...]\n";
    return 2;
  }
  // Chess and atomic chess start from the same position.
  const std::string start = start_fen(Variant::AtomicChess);
  const uint64_t nodes[2] = {std::stoull(a.get("white-nodes")), std::stoull(a.get("black-nodes"))};
  client::EngineSpec spec = a.engine("engine");
  spec.set_option("UCI_Variant", a.get("variant"));
  client::EngineClient white(spec, a.get("variant")), black(spec, a.get("variant"));
  client::EngineClient* side[2] = {&white, &black};
  std::string err, result, reason;
  std::vector<std::string> moves = a.moves;
  for (auto* e : side) e->handshakeTimeoutMs = HANDSHAKE_MS;
  for (auto* e : side)
    if (!e->start(err) || !e->new_game(err)) return std::cerr << "pili-lab uci-game: " << err << "\n", 1;
  if (!play(side, start, moves, std::stoi(a.get("max-plies", "400")), nodes, result, reason, err))
    return std::cerr << "pili-lab uci-game: " << err << "\n", 1;
  std::cout << match::dump_json(match::Json{{"result", result}, {"reason", reason}, {"fen", start}, {"moves", moves}},
                                -1)
            << "\n";
  return 0;
}

}  // namespace pili::lab
