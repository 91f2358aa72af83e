// pili-lab measure RECORDS.games.jsonl...: one JSON line per game on stdout.
//
// Reads pili-match records files (the header line and a torn last line are
// skipped), replays every game under its variant's rules and writes what the
// report needs: result and reason as recorded, whether the rules agree
// (`check`: empty when they do), plies, first blast, captures, checks, the
// branching factor, the repetition cycle and its kind. Exit status 0 when
// every game agrees with the rules, 1 when one does not, 2 on bad input.
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "lab/game_measures.h"
#include "lab/lab_commands.h"
#include "match/record_json.h"
#include "pili/record/game_record.h"
#include "pili/rules/variant.h"

namespace {

using pili::match::Json;

Json measure(const pili::record::GameRecord& r, const std::string& file, bool& agrees) {
  using namespace pili;
  auto v = parse_variant(r.variant);
  if (!v) {
    agrees = false;
    return Json{{"file", file}, {"index", r.index}, {"check", "unknown variant " + r.variant}};
  }
  lab::GameMeasures g =
      visit_rules(*v, [&]<class R>() { return lab::measure_game<R>(r.fen, r.moves); });
  std::string problem = lab::check_record(g, r.outcome, r.reason);
  agrees = agrees && problem.empty();
  Json j{{"file", file},
         {"index", r.index},
         {"opening", r.opening},
         {"variant", r.variant},
         {"red", r.red},
         {"black", r.black},
         {"result", r.result()},
         {"reason", r.reason},
         {"detail", r.detail},
         {"check", problem},
         {"plies", g.plies},
         {"book_plies", r.bookPlies},
         {"book", std::vector<std::string>(r.moves.begin(), r.moves.begin() + std::min<size_t>(r.bookPlies, r.moves.size()))},
         {"first_blast_ply", g.firstBlastPly},
         {"blasts", g.blasts},
         {"captures", g.captures},
         {"branching", g.branching()},
         {"positions", g.positions},
         {"checks", {g.checks[RED], g.checks[BLACK]}},
         {"opening_removed", {{g.openingRemoved[0][0], g.openingRemoved[0][1]},
                              {g.openingRemoved[1][0], g.openingRemoved[1][1]}}},
         {"rules_verdict", g.verdict.reason}};
  if (g.cycle.plies)
    j["cycle"] = Json{{"plies", g.cycle.plies},
                      {"moves", {g.cycle.moves[RED], g.cycle.moves[BLACK]}},
                      {"checks", {g.cycle.checks[RED], g.cycle.checks[BLACK]}},
                      {"kind", lab::repetition_kind(g.cycle)}};
  return j;
}

}  // namespace

int pili::lab::measure_command(int argc, char** argv) {
  bool agrees = true;
  for (int i = 2; i < argc; ++i) {
    std::ifstream in(argv[i]);
    if (!in) return std::cerr << "pili-lab: cannot read " << argv[i] << "\n", 2;
    std::string line, err;
    while (std::getline(in, line)) {
      Json j;
      pili::record::GameRecord r;
      if (!pili::match::parse_json(line, j, err) || !j.is_object() || j.contains("pili_match_records") ||
          !pili::match::record_from_json(j, r, err))
        continue;  // the header, or a line torn by a kill
      std::cout << pili::match::dump_json(measure(r, argv[i], agrees), -1) << "\n";
    }
  }
  return agrees ? 0 : 1;
}
