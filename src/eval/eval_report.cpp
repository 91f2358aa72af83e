// The `eval` command's table: every term per colour and the total.
#include <cstdio>

#include "pili/eval/evaluate.h"
#include "pili/rules/judge.h"

namespace pili::eval {

std::string format_eval(const EvalTerms& t, Color stm, bool chess) {
  // Atomic chess names its sides White and Black and has no Tris.
  std::string out = chess ? "      term |  white |  black |  white-black\n" : "      term |    red |  black |  red-black\n";
  out += "-----------+--------+--------+-----------\n";
  auto row = [&](const char* name, const int* v) {
    char line[96];
    std::snprintf(line, sizeof line, "%10s | %6d | %6d | %+9d\n", name, v[RED], v[BLACK], v[RED] - v[BLACK]);
    out += line;
  };
  row("material", t.material);
  row("psq", t.psq);
  row("mobility", t.mobility);
  row("safety", t.safety);
  row("structure", t.structure);
  if (!chess) row("tris", t.tris);
  char line[160];
  if (t.scale != 64) {
    std::snprintf(line, sizeof line, "     scale | %d/64 (drawish material)\n", t.scale);
    out += line;
  }
  std::snprintf(line, sizeof line, "     tempo | %+d for the side to move\nTotal evaluation: %+d (%s to move's view), %+d (%s's view)\n",
                t.tempo, t.total, side_name(stm, chess).c_str(), stm == RED ? t.total : -t.total,
                side_name(RED, chess).c_str());
  out += line;
  return out;
}

}  // namespace pili::eval
