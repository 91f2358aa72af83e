// `pili egtb gen` (generate tables) and `pili egtb probe` (a position's
// result and the moves that keep it). The tables: docs/egtb.md.
#include <chrono>
#include <iomanip>
#include <iostream>
#include <memory>
#include <thread>

#include "commands.h"
#include "pili/core/notation.h"
#include "pili/egtb/book.h"
#include "pili/egtb/generate.h"
#include "pili/egtb/probe.h"
#include "pili/egtb/signatures.h"
#include "pili/rules/game.h"

namespace pili::app {
namespace {

struct GenArgs {
  std::vector<std::string> signatures;
  std::string out;
  int threads = 2;
  bool all = false, list = false;
  std::string max = "2+4", shard = "1/1";
  int pieces = 0;  // 0: every piece count
};

struct ProbeArgs {
  std::string path, fen;
};

struct BookArgs {
  std::string path;
  std::vector<std::string> signatures;
  egtb::BookOptions opt;
};

struct InfoArgs {
  std::string path;
  std::vector<std::string> signatures;
};

const char* wdl_word(egtb::Wdl w) {
  return w == egtb::WDL_WIN ? "win" : w == egtb::WDL_LOSS ? "loss" : "draw";
}

// The signatures to generate: those named, or the scope's share (--all).
bool gen_list(const GenArgs& a, std::vector<egtb::Material>& list, std::string& err) {
  if (!a.all) {
    if (a.signatures.empty()) return err = "name a signature (KRvKAABB) or ask for --all", false;
    for (const std::string& sig : a.signatures) {
      auto m = egtb::parse_material(sig, err);
      if (!m) return false;
      list.push_back(*m);
    }
    return true;
  }
  if (!a.signatures.empty()) return err = "--all generates a scope: name no signature with it", false;
  auto scope = egtb::parse_scope(a.max, err);
  auto shard = egtb::parse_shard(a.shard, err);
  if (!scope || !shard) return false;
  for (const egtb::Material& m : egtb::shard_of(egtb::all_signatures(*scope), *shard))
    if (!a.pieces || m.piece_count() == a.pieces) list.push_back(m);
  return true;
}

int run_gen(const GenArgs& a) {
  std::vector<egtb::Material> list;
  std::string err;
  if (!gen_list(a, list, err)) return std::cerr << "error: " << err << '\n', 2;
  if (a.list) {
    uint64_t total = 0;
    for (const egtb::Material& m : list) {
      uint64_t n = egtb::Layout(m).size();
      total += n;
      std::cout << m.name() << "  " << m.piece_count() << " pieces  " << n << " indices a side\n";
    }
    std::cout << list.size() << " signatures, " << total << " indices a side in all\n";
    return 0;
  }
  if (a.out.empty()) return std::cerr << "error: --out names the folder of the tables\n", 2;
  egtb::GenOptions opt;
  opt.dir = a.out;
  opt.threads = a.threads;
  opt.log = [](const std::string& line) { std::cerr << line << '\n'; };
  std::cout << "signature  positions  win/draw/loss (stronger to move)  win/draw/loss (weaker to move)  "
               "by-rule  max-dtm  seconds  cpu-seconds  wdl-bytes  dtm-bytes\n";
  auto start = std::chrono::steady_clock::now();
  int made = 0;
  for (const egtb::Material& m : list) {
    std::vector<egtb::GenStats> stats;
    if (!egtb::generate(m, opt, stats, err)) return std::cerr << "error: " << err << '\n', 2;
    for (const auto& s : stats) {
      if (s.reused) continue;
      ++made;
      std::cout << s.name << "  " << s.legal[0] + s.legal[1] << "  " << s.wins[0] << '/' << s.draws[0] << '/'
                << s.losses[0] << "  " << s.wins[1] << '/' << s.draws[1] << '/' << s.losses[1] << "  "
                << s.byRule[0] + s.byRule[1] << "  " << s.maxDtm << "  " << std::fixed << std::setprecision(2)
                << s.seconds << "  " << s.cpuSeconds << "  " << s.wdlBytes << "  " << s.dtmBytes << '\n';
    }
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cerr << list.size() << " signatures asked, " << made << " tables generated, the others present; "
            << std::fixed << std::setprecision(1) << seconds << " s\n";
  return 0;
}

int run_probe(const ProbeArgs& a) {
  Position pos;
  std::string err;
  if (!egtb::read_position(pos, a.fen, err)) return std::cerr << "error: bad FEN: " << err << '\n', 2;
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

// Counts of a table's results, read back from its files (checked as any
// load checks them): what `gen` printed when it made the table.
int run_info(const InfoArgs& a) {
  std::cout << "signature  indices-a-side  win/draw/loss (stronger to move)  win/draw/loss (weaker to move)  "
               "by-rule  max-dtm\n";
  for (const std::string& sig : a.signatures) {
    std::string err;
    auto m = egtb::parse_material(sig, err);
    egtb::Tablebases tb;
    if (!m || !tb.load(a.path, *m, true, err)) return std::cerr << "error: " << err << '\n', 2;
    const egtb::Table& t = *tb.find(*m);
    uint64_t n[2][4] = {};
    int maxDtm = 0;
    uint64_t byRule = 0;  // decided without a distance (needs the .dtm file to tell)
    for (Color c : {RED, BLACK})
      for (uint64_t i = 0; i < t.layout.size(); ++i) {
        uint8_t w = t.wdl_of(c, i);
        ++n[c][w];
        if (w != egtb::WDL_WIN && w != egtb::WDL_LOSS) continue;
        if (t.dtm_of(c, i) != egtb::DTM_UNKNOWN) maxDtm = std::max<int>(maxDtm, t.dtm_of(c, i));
        else if (!t.dtm.empty()) ++byRule;
      }
    std::cout << m->name() << "  " << t.layout.size();
    for (Color c : {RED, BLACK})
      std::cout << "  " << n[c][egtb::WDL_WIN] << '/' << n[c][egtb::WDL_DRAW] << '/' << n[c][egtb::WDL_LOSS];
    std::cout << "  " << byRule << "  " << maxDtm << '\n';
  }
  return 0;
}

// A start book for matches: each signature's sampled positions, each line
// preceded by a comment naming its signature and its table result.
int run_book(const BookArgs& a) {
  std::cout << "# Endgame start positions drawn from Pili's tables (docs/egtb.md, \"The endgame book\"):\n"
            << "# pili egtb book --seed " << a.opt.seed << " --per " << a.opt.perClass << " --min-dtm "
            << a.opt.minDtm << " --max-dtm " << a.opt.maxDtm;
  for (const std::string& sig : a.signatures) std::cout << ' ' << sig;
  std::cout << "\n# Each line's comment: signature, who moves, the table's result for the side to move.\n";
  size_t total = 0;
  for (const std::string& sig : a.signatures) {
    std::string err;
    auto m = egtb::parse_material(sig, err);
    egtb::Tablebases tb;
    if (!m || !tb.load(a.path, *m, true, err)) return std::cerr << "error: " << err << '\n', 2;
    for (const egtb::Material& c : egtb::capture_children(*m)) {
      std::string why;
      tb.load(a.path, c, true, why);  // for the read-back check of positions near a capture
    }
    std::vector<egtb::BookEntry> book;
    if (!egtb::sample_book(tb, *m, a.opt, book, err)) return std::cerr << "error: " << err << '\n', 2;
    for (const egtb::BookEntry& e : book) {
      std::cout << "# " << m->name() << ", " << (e.strongerToMove ? "stronger" : "weaker") << " side to move: "
                << wdl_word(e.wdl);
      if (e.dtm != egtb::DTM_UNKNOWN) std::cout << ", mate in " << e.dtm << " plies";
      std::cout << '\n' << e.fen << '\n';
    }
    std::cerr << m->name() << ": " << book.size() << " positions\n";
    total += book.size();
  }
  std::cerr << total << " positions\n";
  return 0;
}

}  // namespace

void add_egtb_command(CLI::App& app, int& exitCode) {
  CLI::App* cmd = app.add_subcommand("egtb", "xiangqi endgame tablebases: generate, probe (docs/egtb.md)");
  cmd->require_subcommand(1);
  auto g = std::make_shared<GenArgs>();
  CLI::App* gen = cmd->add_subcommand("gen", "generate tables (and first the smaller ones their captures need)");
  gen->add_option("signature", g->signatures, "material in WXF letters, stronger side first: KRvK, KNPvKAB");
  gen->add_option("--out,-o", g->out, "folder of the table files");
  gen->add_option("--threads", g->threads, "threads")->check(CLI::Range(1, 64));
  CLI::Option* all = gen->add_flag("--all", g->all, "every signature of the scope --max, smaller ones first");
  gen->add_option("--max", g->max, "with --all: ATTACKERS+DEFENDERS in all, generals not counted (2+4: two of "
                                   "R N C P, four of A B)")->capture_default_str()->needs(all);
  gen->add_option("--shard", g->shard, "with --all: only share K of N of the signatures (K/N), for many machines")
      ->capture_default_str()->needs(all);
  gen->add_option("--pieces", g->pieces, "with --all: only signatures of this many pieces, generals included "
                                         "(one wave of a sharded run)")->check(CLI::Range(2, 32))->needs(all);
  gen->add_flag("--list", g->list, "print the signatures and their index sizes, generate nothing");
  gen->callback([g, &exitCode] { exitCode = run_gen(*g); });
  auto p = std::make_shared<ProbeArgs>();
  CLI::App* probe = cmd->add_subcommand("probe", "a position's result, distance to mate and result-keeping moves");
  probe->add_option("--path", p->path, "folder of the table files")->required();
  probe->add_option("--fen", p->fen, "the position (xiangqi FEN)")->required();
  probe->callback([p, &exitCode] { exitCode = run_probe(*p); });
  auto b = std::make_shared<BookArgs>();
  CLI::App* book = cmd->add_subcommand("book", "endgame start positions drawn from tables, for matches (FEN lines)");
  book->add_option("--path", b->path, "folder of the table files (with .dtm)")->required();
  book->add_option("signature", b->signatures, "signatures to draw from")->required();
  book->add_option("--seed", b->opt.seed, "random seed: the same seed, the same book")->capture_default_str();
  book->add_option("--per", b->opt.perClass, "positions per signature, side to move and result (win-or-loss, "
                                             "draw)")->capture_default_str()->check(CLI::Range(1, 100000));
  book->add_option("--min-dtm", b->opt.minDtm, "a decisive position's mate is at least this many plies away")
      ->capture_default_str()->check(CLI::Range(0, 1000));
  book->add_option("--max-dtm", b->opt.maxDtm, "and at most this many (a match's move limit must leave time)")
      ->capture_default_str()->check(CLI::Range(0, 65534));
  book->callback([b, &exitCode] { exitCode = run_book(*b); });
  auto in = std::make_shared<InfoArgs>();
  CLI::App* info = cmd->add_subcommand("info", "each table's counts of wins, draws and losses, read from its files");
  info->add_option("--path", in->path, "folder of the table files")->required();
  info->add_option("signature", in->signatures, "signatures to count")->required();
  info->callback([in, &exitCode] { exitCode = run_info(*in); });
}

}  // namespace pili::app
