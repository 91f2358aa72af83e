// `pili tune-params`: the search parameters the SPSA tuner may move
// (search/tune_params.h), one a line in OpenBench's SPSA input format:
// NAME, int, default, min, max, c_end, r_end. tools/spsa/spsa.py reads it.
#include <iostream>

#include "commands.h"
#include "pili/search/tune_params.h"

namespace pili::app {

namespace {
// OpenBench's default final learning rate, as a fraction of c_end^2.
constexpr double R_END = 0.002;
}  // namespace

void add_tune_params_command(CLI::App& app, int& exitCode) {
  CLI::App* cmd = app.add_subcommand("tune-params", "list the tunable search parameters (SPSA input format)");
  cmd->callback([&exitCode] {
    std::cout << "# NAME, int, default, min, max, c_end, r_end; this build "
              << (search::TUNE_BUILD ? "takes them as options (-DPILI_TUNE=ON)"
                                     : "has them fixed: configure with -DPILI_TUNE=ON to tune")
              << "\n";
    for (const search::TuneParam& p : search::tune_params())
      std::cout << p.name << ", int, " << p.def << ", " << p.min << ", " << p.max << ", " << p.cEnd << ", "
                << R_END << "\n";
    exitCode = 0;
  });
}

}  // namespace pili::app
