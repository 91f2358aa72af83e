// `pili egtb gen` (generate tables) and `pili egtb probe` (a position's
// result and the moves that keep it). The tables: docs/egtb.md.
#include <iomanip>
#include <iostream>
#include <memory>
#include <thread>

#include "commands.h"
#include "pili/core/notation.h"
#include "pili/egtb/generate.h"
#include "pili/egtb/probe.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

namespace pili::app {
namespace {

struct GenArgs {
  std::vector<std::string> signatures;
  std::string out;
  int threads = 2;
};

struct ProbeArgs {
  std::string path, fen;
};

const char* wdl_word(egtb::Wdl w) {
  return w == egtb::WDL_WIN ? "win" : w == egtb::WDL_LOSS ? "loss" : "draw";
}

int run_gen(const GenArgs& a) {
  egtb::GenOptions opt;
  opt.dir = a.out;
  opt.threads = a.threads;
  opt.log = [](const std::string& line) { std::cerr << line << '\n'; };
  std::cout << "signature  positions  win/draw/loss (stronger to move)  win/draw/loss (weaker to move)  "
               "by-rule  max-dtm  seconds  cpu-seconds  wdl-bytes  dtm-bytes\n";
  for (const std::string& sig : a.signatures) {
    std::string err;
    auto m = egtb::parse_material(sig, err);
    if (!m) return std::cerr << "error: " << err << '\n', 2;
    std::vector<egtb::GenStats> stats;
    if (!egtb::generate(*m, opt, stats, err)) return std::cerr << "error: " << err << '\n', 2;
    for (const auto& s : stats) {
      if (s.reused) continue;
      std::cout << s.name << "  " << s.legal[0] + s.legal[1] << "  " << s.wins[0] << '/' << s.draws[0] << '/'
                << s.losses[0] << "  " << s.wins[1] << '/' << s.draws[1] << '/' << s.losses[1] << "  "
                << s.byRule[0] + s.byRule[1] << "  " << s.maxDtm << "  " << std::fixed << std::setprecision(2)
                << s.seconds << "  " << s.cpuSeconds << "  " << s.wdlBytes << "  " << s.dtmBytes << '\n';
    }
  }
  return 0;
}

int run_probe(const ProbeArgs& a) {
  Position pos;
  std::string err;
  if (!set_position<Xiangqi>(pos, a.fen, err)) return std::cerr << "error: bad FEN: " << err << '\n', 2;
  egtb::PieceList pl = egtb::piece_list(pos);
  egtb::Material m;
  egtb::PieceList oriented;
  if (!pl.n || !egtb::orient(pl, m, oriented))
    return std::cerr << "error: no table covers this position (at most " << egtb::MAX_SLOTS << " pieces)\n", 2;
  egtb::Tablebases tb;
  if (!tb.load(a.path, m, false, err)) return std::cerr << "error: " << err << '\n', 2;
  for (const egtb::Material& c : egtb::capture_children(m)) {
    std::string why;
    tb.load(a.path, c, false, why);  // a missing smaller table leaves its captures unknown
  }
  egtb::RootProbe r = egtb::probe_root(tb, pos);
  if (!r.result.found)
    return std::cerr << "error: the position is not in " << m.name() << " (a piece off its points)\n", 2;
  std::cout << "table " << m.name() << '\n' << "wdl " << wdl_word(r.result.wdl) << '\n';
  if (r.result.wdl != egtb::WDL_DRAW) {
    if (r.result.dtm != egtb::DTM_UNKNOWN) std::cout << "dtm " << r.result.dtm << '\n';
    else if (tb.find(m)->dtm.empty()) std::cout << "dtm unknown (no .dtm file)\n";
    else std::cout << "dtm unknown (decided by the perpetual-check rule, no forced mate)\n";
  }
  std::cout << "keeping";
  for (Move mv : r.keeping) std::cout << ' ' << move_to_string(mv);
  std::cout << '\n';
  for (const auto& mr : r.moves) {
    std::cout << "move " << move_to_string(mr.move) << ' ';
    if (!mr.after.found) {
      std::cout << "unknown (table missing)\n";
      continue;
    }
    // The mover's result: the opponent's, turned round.
    egtb::Wdl w = mr.after.wdl == egtb::WDL_WIN ? egtb::WDL_LOSS : mr.after.wdl == egtb::WDL_LOSS ? egtb::WDL_WIN
                                                                                               : egtb::WDL_DRAW;
    std::cout << wdl_word(w);
    if (w != egtb::WDL_DRAW && mr.after.dtm != egtb::DTM_UNKNOWN) std::cout << " dtm " << mr.after.dtm + 1;
    std::cout << '\n';
  }
  if (!r.complete) std::cout << "note: some captures lead to tables not in " << a.path << '\n';
  return 0;
}

}  // namespace

void add_egtb_command(CLI::App& app, int& exitCode) {
  CLI::App* cmd = app.add_subcommand("egtb", "xiangqi endgame tablebases: generate, probe (docs/egtb.md)");
  cmd->require_subcommand(1);
  auto g = std::make_shared<GenArgs>();
  CLI::App* gen = cmd->add_subcommand("gen", "generate tables (and first the smaller ones their captures need)");
  gen->add_option("signature", g->signatures, "material in WXF letters, stronger side first: KRvK, KNPvKAB")
      ->required();
  gen->add_option("--out,-o", g->out, "folder of the table files")->required();
  gen->add_option("--threads", g->threads, "threads")->check(CLI::Range(1, 64));
  gen->callback([g, &exitCode] { exitCode = run_gen(*g); });
  auto p = std::make_shared<ProbeArgs>();
  CLI::App* probe = cmd->add_subcommand("probe", "a position's result, distance to mate and result-keeping moves");
  probe->add_option("--path", p->path, "folder of the table files")->required();
  probe->add_option("--fen", p->fen, "the position (xiangqi FEN)")->required();
  probe->callback([p, &exitCode] { exitCode = run_probe(*p); });
}

}  // namespace pili::app
