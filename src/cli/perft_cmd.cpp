// `pili perft`: counts, divide and suite checking for every variant.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli_common.h"
#include "commands.h"
#include "compare.h"
#include "lab.h"
#include "pili/core/notation.h"
#include "pili/rules/game.h"
#include "pili/rules/perft.h"
#include "pili/rules/variant.h"

namespace pili::app {
namespace {

using Clock = std::chrono::steady_clock;

struct PerftOptions {
  std::string variant = default_variant_name();
  Variant v = DEFAULT_VARIANT;  // `variant` parsed
  std::string fen;
  std::vector<std::string> moves;
  int depth = 0;
  bool divide = false;
  std::string suite;
  int maxDepth = 99;
  int rankBase = 0;
  bool reveals = false;  // covered moves once per identity (PI), not once (PM)
};

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

void report_speed(uint64_t nodes, double secs) { std::cerr << speed_text(nodes, secs) << "\n"; }

template <class R>
int run_single(const PerftOptions& o) {
  typename R::Position pos;
  std::string err;
  std::string fen = o.fen.empty() ? std::string(R::START_FEN) : o.fen;
  if (!set_position<R>(pos, fen, err)) {
    std::cerr << "error: bad FEN: " << err << "\n";
    return EXIT_TROUBLE;
  }
  if (!play_moves<R>(pos, o.moves, err, o.rankBase)) {
    std::cerr << "error: " << err << "\n";
    return EXIT_TROUBLE;
  }
  auto t0 = Clock::now();
  uint64_t total = 0;
  typename R::MoveList list;
  if (!R::king_lost(pos)) R::template generate<LEGAL>(pos, list);
  int done = 0;
  bool progress = false;
  for (Move m : list) {
    uint64_t n = perft_move<R>(pos, m, o.depth, o.reveals);  // 0 below a blasted general
    total += n;
    ++done;
    if (o.divide) std::cout << move_text<R>(m, o.rankBase) << ": " << n << "\n";
    if (seconds_since(t0) > 2.0) {
      progress = true;
      std::cerr << "\rperft " << o.depth << ": " << done << "/" << list.size() << " root moves, "
                << total << " nodes" << std::flush;
    }
  }
  if (progress) std::cerr << "\n";
  if (o.divide) std::cout << "\n";
  std::cout << "Nodes searched: " << total << std::endl;
  report_speed(total, seconds_since(t0));
  return EXIT_OK;
}

// One line of a suite file: "FEN;D1 n;D2 n;...".
struct SuiteLine {
  std::string fen;
  std::vector<std::pair<int, uint64_t>> counts;
};

bool parse_suite_line(const std::string& line, SuiteLine& out, std::string& err) {
  std::stringstream ss(line);
  std::string field;
  if (!std::getline(ss, out.fen, ';') || out.fen.empty()) return err = "no FEN", false;
  while (std::getline(ss, field, ';')) {
    std::istringstream f(field);
    std::string tag;
    uint64_t n;
    if (!(f >> tag >> n) || tag.size() < 2 || tag[0] != 'D') return err = "bad field '" + field + "'", false;
    try {
      out.counts.emplace_back(std::stoi(tag.substr(1)), n);
    } catch (...) {
      return err = "bad depth tag '" + tag + "'", false;
    }
  }
  return true;
}

// The other variants whose rules read this line's FEN and give its counts
// (to depth 3 at most: the hint must stay quick), e.g. "meng, doubletris".
std::string variants_fitting(Variant current, const SuiteLine& sl, int maxDepth) {
  std::string fits;
  for (Variant v : ALL_VARIANTS) {
    if (v == current || !variant_available(v)) continue;
    bool ok = visit_rules(v, [&]<class R>() {
      typename R::Position pos;
      std::string err;
      if (!set_position<R>(pos, sl.fen, err)) return false;
      int checked = 0;
      for (auto [depth, expected] : sl.counts) {
        if (depth > std::min(maxDepth, 3)) continue;
        if (perft<R>(pos, depth) != expected) return false;
        ++checked;
      }
      return checked > 0;
    });
    if (ok) fits.append(fits.empty() ? "" : " or ").append(variant_name(v));
  }
  return fits;
}

// Printed once, at the first line that fails: which --variant the file is for.
void print_variant_hint(const PerftOptions& o, int lineNo, const SuiteLine& sl) {
  std::string fits = variants_fitting(o.v, sl, o.maxDepth);
  if (!fits.empty())
    std::cout << "hint: line " << lineNo << " is not a " << variant_name(o.v)
              << " position, but its FEN and counts fit --variant " << fits
              << ": run again with that option\n";
}

template <class R>
int run_suite(const PerftOptions& o) {
  std::ifstream in(o.suite);
  if (!in) {
    std::cerr << "error: cannot open suite file '" << o.suite << "'\n";
    return EXIT_TROUBLE;
  }
  int lines = 0, checks = 0, failures = 0;
  uint64_t nodes = 0;
  auto t0 = Clock::now();
  // Two formats: "FEN;D1 n;D2 n" lines, or python-chess's blocks of
  // "id NAME", "epd FEN" and "perft DEPTH COUNT" lines.
  std::vector<std::pair<int, SuiteLine>> entries;  // (line number, entry)
  std::string line;
  for (int lineNo = 1; std::getline(in, line); ++lineNo) {
    if (line.empty() || line[0] == '#' || line.rfind("id ", 0) == 0) continue;
    if (line.rfind("epd ", 0) == 0) {
      entries.push_back({lineNo, {line.substr(4), {}}});
      continue;
    }
    if (line.rfind("perft ", 0) == 0 && !entries.empty()) {
      std::istringstream f(line.substr(6));
      int depth;
      uint64_t n;
      if (f >> depth >> n) entries.back().second.counts.emplace_back(depth, n);
      else entries.push_back({lineNo, {}});  // reported as a bad line below
      continue;
    }
    SuiteLine sl;
    std::string err;
    if (!parse_suite_line(line, sl, err)) sl = {};
    entries.push_back({lineNo, sl});
  }
  for (auto& [lineNo, sl] : entries) {
    ++lines;
    std::string err = "unreadable suite line";
    typename R::Position pos;
    if (sl.fen.empty()) {
      std::cout << "line " << lineNo << ": error: " << err << "\n";
      return EXIT_TROUBLE;
    }
    if (!set_position<R>(pos, sl.fen, err)) {
      // A file for another variant fails on every line: say so once, and stop.
      std::cout << "line " << lineNo << ": error: not a " << variant_name(o.v) << " FEN: " << err
                << "\n";
      print_variant_hint(o, lineNo, sl);
      return EXIT_TROUBLE;
    }
    for (auto [depth, expected] : sl.counts) {
      if (depth > o.maxDepth) continue;
      ++checks;
      uint64_t got = perft<R>(pos, depth, o.reveals);
      nodes += got;
      if (got != expected) {
        if (!failures) print_variant_hint(o, lineNo, sl);
        ++failures;
        std::cout << "MISMATCH " << sl.fen << " depth " << depth << " expected " << expected
                  << " got " << got << "\n";
      }
    }
  }
  double secs = seconds_since(t0);
  std::cout << "suite " << o.suite << ": " << lines << " positions, " << checks << " counts, "
            << failures << " mismatches" << std::endl;
  report_speed(nodes, secs);
  return failures ? EXIT_FAILED : EXIT_OK;
}

}  // namespace

void add_perft_command(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<PerftOptions>();
  auto cmp = std::make_shared<CompareOptions>();
  CLI::App* cmd = app.add_subcommand("perft", "count legal move sequences (perft)");
  add_compare_options(*cmd, *cmp);
  cmd->add_option("--variant", o->variant, "one of " + variant_names() + " (any case)");
  cmd->add_option("--fen", o->fen, "start from this FEN (default: the start position)");
  cmd->add_option("--moves", o->moves, "moves to play first, in coordinate notation");
  cmd->add_option("-d,--depth", o->depth, "depth")->check(CLI::Range(1, 20));
  cmd->add_flag("--divide", o->divide, "print the count below each root move");
  cmd->add_option("--suite", o->suite, "check every line of a FEN;D1 n;D2 n... file (or python-chess epd/perft blocks)");
  cmd->add_option("--max-depth", o->maxDepth, "with --suite: skip deeper counts")->check(CLI::Range(1, 20));
  cmd->add_flag("--reveals", o->reveals,
                "covered pieces (jieqi): count a covered move once per identity it may reveal (PI), "
                "not once (PM); docs/rules/jieqi.md section 7");
  cmd->add_option("--rank-base", o->rankBase, "number ranks from 0 (default) or 1")->check(CLI::IsMember({0, 1}));
  cmd->callback([o, cmp, &exitCode] {
    auto v = cli_variant(o->variant);
    if (!v) {
      exitCode = EXIT_TROUBLE;
      return;
    }
    o->v = *v;
    if (!cmp->engine.empty()) {
      exitCode = run_perft_compare(*cmp, *v, o->fen, o->moves, o->depth, o->rankBase);
      return;
    }
    if (o->suite.empty() && o->depth < 1) {
      std::cerr << "error: --depth N (1-20) or --suite FILE is required\n";
      exitCode = EXIT_TROUBLE;
      return;
    }
    exitCode = visit_rules(*v, [&]<class R>() {
      return o->suite.empty() ? run_single<R>(*o) : run_suite<R>(*o);
    });
  });
}

}  // namespace pili::app
