// `pili survey`: every legal root move searched to a node count (score from
// the mover's side, best reply, PV) and, with --play G, each move played out
// in G short games adjudicated by Pili's rules (judge.h), W/D/L per move from
// the mover's side. Reproduces experiments like the Atomic Xiangqi seed's
// "all 44 first moves at a fixed node count".
#include "pili/platform/platform.h"

#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "cli_common.h"
#include "commands.h"
#include "lab.h"
#include "pili/core/notation.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "pili/rules/variant.h"

namespace pili::app {
namespace {

struct SurveyOptions {
  std::string variant = default_variant_name();
  std::string fen;
  uint64_t nodes = 0;
  ExternalSpec engine;
  std::string engineVariant;
  int play = 0;
  uint64_t playNodes = 0;  // 0 = --nodes
  int maxPlies = 300;
  int threads = 1;
  std::string evalFile;  // Pili's net (not with --engine)
  std::string json;
  int pvPlies = 6;
};

struct GameResult {
  int score = 0;  // +1 mover wins, 0 draw, -1 mover loses
  std::string reason;
  uint64_t nodes = 0;
  std::vector<std::string> moves;
};

struct MoveReport {
  std::string move;
  bool terminal = false;  // the move itself ends the game
  std::string terminalReason;
  int terminalScore = 0;  // +1 the mover has won, 0 drawn, -1 lost
  Analysis a;             // of the position after the move, for the opponent
  std::vector<GameResult> games;
  int w = 0, d = 0, l = 0;
};

// Score of the mover (the analysis is for the side replying).
std::string score_text(const MoveReport& r) {
  if (r.terminal) return r.terminalScore > 0 ? "win" : r.terminalScore < 0 ? "loss" : "draw";
  if (!r.a.hasScore) return "?";
  int s = -r.a.score;
  if (r.a.mate) return "#" + std::to_string(s);
  return (s > 0 ? "+" : "") + std::to_string(s);
}

std::string json_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\', o += c;
    else if (static_cast<unsigned char>(c) < 0x20) o += ' ';
    else o += c;
  }
  return o;
}

std::string json_list(const std::vector<std::string>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ",\"" : "\"") + json_escape(v[i]) + "\"";
  return s + "]";
}

// One game from the position after `first`, both sides searched by `who` at
// `nodes`; the referee's Position decides the result.
template <class R>
bool play_game(Analyst& who, const std::string& rootFen, Move first, uint64_t nodes,
               int maxPlies, GameResult& g, std::string& err) {
  typename R::Position pos;
  if (!set_position<R>(pos, rootFen, err)) return false;
  Color mover = pos.side_to_move();
  if (!who.new_game(err)) return false;
  R::do_move(pos, first);
  g.moves = {move_text<R>(first)};
  g.nodes = nodes;
  auto result = [&](Outcome o, const std::string& why) {
    g.score = o == Outcome::Draw ? 0 : o == win_for(mover) ? 1 : -1;
    g.reason = why;
    return true;
  };
  for (;;) {
    Verdict vd = adjudicate<R>(pos);
    if (vd.outcome != Outcome::Ongoing) return result(vd.outcome, vd.reason);
    if (int(g.moves.size()) >= maxPlies) return result(Outcome::Draw, "max plies");
    Analysis a;
    if (!who.analyse(rootFen, g.moves, nodes, a, err)) return false;
    Color us = pos.side_to_move();
    if (a.bestMove.empty()) return result(win_for(~us), "no move from the engine");
    Move m = find_legal_move<R>(pos, a.bestMove);
    if (!m.is_ok()) return result(win_for(~us), "illegal move " + a.bestMove);
    R::do_move(pos, m);
    g.moves.push_back(a.bestMove);
  }
}

template <class R>
int survey(const SurveyOptions& o, Variant v) {
  std::string rootFen = o.fen.empty() ? std::string(R::START_FEN) : o.fen;
  typename R::Position root;
  std::string err;
  if (!set_position<R>(root, rootFen, err)) {
    std::cerr << "error: bad FEN: " << err << "\n";
    return EXIT_TROUBLE;
  }
  std::unique_ptr<Analyst> who;
  if (o.engine.command.empty()) {
    who = make_pili_analyst(variant_name(v), o.threads, o.evalFile, err);
  } else {
    ExternalSpec spec = o.engine;
    spec.variant = o.engineVariant.empty() ? variant_name(v) : o.engineVariant;
    who = make_external_analyst(spec, err);
  }
  if (!who) {
    std::cerr << "error: " << (o.engine.command.empty() ? "pili" : o.engine.command) << ": " << err
              << "\n";
    return EXIT_TROUBLE;
  }
  typename R::MoveList list;
  if (!R::king_lost(root)) R::template generate<LEGAL>(root, list);
  if (list.size() == 0) {
    std::cerr << "error: no legal move in this position (the game is over)\n";
    return EXIT_TROUBLE;
  }
  uint64_t playNodes = o.playNodes ? o.playNodes : o.nodes;
  uint64_t step = std::max<uint64_t>(1, playNodes / 20);
  const char* moverName = root.side_to_move() == RED ? "Red" : "Black";
  std::vector<MoveReport> reports;
  for (int i = 0; i < list.size(); ++i) {
    Move m = list[i];
    MoveReport r;
    r.move = move_text<R>(m);
    typename R::Position after = root;
    R::do_move(after, m);
    Verdict vd = adjudicate<R>(after);
    if (vd.outcome != Outcome::Ongoing) {
      r.terminal = true;
      r.terminalReason = vd.reason;
      int s = vd.outcome == Outcome::Draw ? 0 : vd.outcome == win_for(root.side_to_move()) ? 1 : -1;
      r.terminalScore = s;
      for (int g = 0; g < o.play; ++g) {
        r.games.push_back({s, vd.reason, 0, {r.move}});
      }
    } else {
      if (!who->new_game(err) || !who->analyse(rootFen, {r.move}, o.nodes, r.a, err)) {
        std::cerr << "error: " << err << "\n";
        return EXIT_TROUBLE;
      }
      for (int g = 0; g < o.play; ++g) {
        GameResult gr;
        if (!play_game<R>(*who, rootFen, m, playNodes + uint64_t(g) * step, o.maxPlies, gr, err)) {
          std::cerr << "error: " << err << "\n";
          return EXIT_TROUBLE;
        }
        r.games.push_back(gr);
      }
    }
    for (auto& g : r.games) (g.score > 0 ? r.w : g.score < 0 ? r.l : r.d)++;
    if (o.play && platform::is_terminal(platform::StdStream::Err))
      std::cerr << "\r" << i + 1 << "/" << list.size() << " moves played out" << std::flush;
    reports.push_back(std::move(r));
  }
  if (o.play && platform::is_terminal(platform::StdStream::Err)) std::cerr << "\n";

  std::cout << "survey " << variant_name(v) << " " << rootFen << "\n"
            << list.size() << " moves for " << moverName << ", " << o.nodes << " nodes each ("
            << (o.engine.command.empty() ? "pili" : o.engine.command) << ")";
  if (o.play)
    std::cout << "; " << o.play << " game(s) per move at " << playNodes << " nodes"
              << (o.play > 1 ? " (+" + std::to_string(step) + " per game)" : "") << ", max "
              << o.maxPlies << " plies";
  std::cout << "\nscores and W/D/L for " << moverName << " (the mover)\n\n";
  std::cout << std::left << std::setw(8) << "move" << std::setw(8) << "score" << std::setw(8)
            << "reply";
  if (o.play) std::cout << std::setw(44) << "pv" << " W   D   L";
  else std::cout << "pv";
  std::cout << "\n";
  int tw = 0, td = 0, tl = 0, mw = 0, md = 0, ml = 0;
  for (auto& r : reports) {
    std::vector<std::string> pv{r.move};
    for (size_t k = 0; k < r.a.pv.size() && int(pv.size()) < o.pvPlies; ++k) pv.push_back(r.a.pv[k]);
    std::string pvText;
    for (auto& x : pv) pvText += (pvText.empty() ? "" : " ") + x;
    if (r.terminal) pvText += " (" + r.terminalReason + ")";
    std::cout << std::setw(8) << r.move << std::setw(8) << score_text(r) << std::setw(8)
              << (r.a.bestMove.empty() ? "-" : r.a.bestMove);
    if (o.play)
      std::cout << std::setw(44) << pvText << " " << std::setw(4) << r.w << std::setw(4) << r.d
                << r.l;
    else
      std::cout << pvText;
    std::cout << "\n";
    tw += r.w, td += r.d, tl += r.l;
    (r.w > r.l ? mw : r.w < r.l ? ml : md)++;
  }
  if (o.play)
    std::cout << "\nsummary: " << reports.size() << " moves: " << mw << " win, " << md
              << " draw, " << ml << " lose (W-L over their games); games W " << tw << " D " << td
              << " L " << tl << "\n";

  if (!o.json.empty()) {
    std::ofstream out(o.json);
    if (!out) {
      std::cerr << "error: cannot write '" << o.json << "'\n";
      return EXIT_TROUBLE;
    }
    out << "{\"variant\":\"" << variant_name(v) << "\",\"fen\":\"" << json_escape(rootFen)
        << "\",\"mover\":\"" << moverName << "\",\"nodes\":" << o.nodes
        << ",\"engine\":\"" << json_escape(o.engine.command.empty() ? "pili" : o.engine.command)
        << "\",\"play\":" << o.play << ",\"playNodes\":" << playNodes
        << ",\"playNodesStep\":" << step << ",\"maxPlies\":" << o.maxPlies << ",\"moves\":[";
    for (size_t i = 0; i < reports.size(); ++i) {
      auto& r = reports[i];
      out << (i ? ",\n" : "\n") << "{\"move\":\"" << r.move << "\",\"terminal\":"
          << (r.terminal ? "true" : "false");
      if (r.terminal)
        out << ",\"reason\":\"" << json_escape(r.terminalReason) << "\",\"result\":" << r.terminalScore;
      if (r.a.hasScore)
        out << ",\"score\":{\"" << (r.a.mate ? "mate" : "cp") << "\":" << -r.a.score << "}";
      out << ",\"reply\":\"" << r.a.bestMove << "\",\"pv\":" << json_list(r.a.pv);
      if (o.play) {
        out << ",\"w\":" << r.w << ",\"d\":" << r.d << ",\"l\":" << r.l << ",\"games\":[";
        for (size_t k = 0; k < r.games.size(); ++k) {
          auto& g = r.games[k];
          out << (k ? "," : "") << "{\"result\":" << g.score << ",\"reason\":\""
              << json_escape(g.reason) << "\",\"nodes\":" << g.nodes
              << ",\"plies\":" << g.moves.size() << ",\"moves\":" << json_list(g.moves) << "}";
        }
        out << "]";
      }
      out << "}";
    }
    out << "\n],\"summary\":{\"win\":" << mw << ",\"draw\":" << md << ",\"lose\":" << ml
        << ",\"games\":{\"w\":" << tw << ",\"d\":" << td << ",\"l\":" << tl << "}}}\n";
  }
  return EXIT_OK;
}

}  // namespace

void add_survey_command(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<SurveyOptions>();
  CLI::App* cmd = app.add_subcommand("survey", "search (and play out) every legal root move");
  cmd->add_option("--variant", o->variant, "one of " + variant_names() + " (any case)");
  cmd->add_option("--fen", o->fen, "root position (default: the start position)");
  cmd->add_option("--nodes", o->nodes, "nodes per root-move search")->required()->check(CLI::Range(1ull, 1ull << 40));
  cmd->add_option("--engine", o->engine.command, "search with this engine command instead of Pili");
  cmd->add_option("--engine-proto", o->engine.proto, "protocol of --engine")->check(CLI::IsMember({"uci", "ucci"}));
  cmd->add_option("--engine-ranks", o->engine.ranks, "--engine numbers ranks 0-9 (0) or 1-10 (1)")->check(CLI::IsMember({0, 1}));
  cmd->add_option("--engine-variant", o->engineVariant, "variant name to send to --engine");
  cmd->add_option("--play", o->play, "self-play games per root move")->check(CLI::Range(0, 10000));
  cmd->add_option("--play-nodes", o->playNodes, "nodes per move in the games (default --nodes)")->check(CLI::Range(1ull, 1ull << 40));
  cmd->add_option("--max-plies", o->maxPlies, "a game this long is a draw")->check(CLI::Range(1, 10000));
  cmd->add_option("--threads", o->threads, "search threads (1 = deterministic)")->check(option_range("Threads"));
  cmd->add_option("--eval-file", o->evalFile, "Pili evaluates with this NNUE net file (docs/nnue.md), the variant's");
  cmd->add_option("--json", o->json, "also write the results as JSON to this file");
  cmd->add_option("--pv-plies", o->pvPlies, "plies of PV shown, the root move included")->check(CLI::Range(1, 64));
  cmd->callback([o, &exitCode] {
    auto v = cli_variant(o->variant);
    if (!v) {
      exitCode = EXIT_TROUBLE;
      return;
    }
    if (!o->evalFile.empty() && !o->engine.command.empty()) {
      std::cerr << "error: --eval-file is Pili's net; --engine searches with another engine\n";
      exitCode = EXIT_TROUBLE;
      return;
    }
    exitCode = visit_rules(*v, [&]<class R>() { return survey<R>(*o, *v); });
  });
}

}  // namespace pili::app
