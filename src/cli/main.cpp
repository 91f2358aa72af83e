// Entry point: subcommands for tools; no subcommand runs the protocol loop
// (UCI or UCCI on stdin/stdout), which is how every GUI starts an engine.
#include <iostream>

#include "cli_common.h"
#include "commands.h"
#include "pili/engine/engine.h"
#include "pili/eval/nnue/simd.h"  // --version names the NNUE kernels
#include "pili/platform/cpu.h"    // --version names the build
#include "pili/platform/platform.h"
#include "pili/protocol/protocol.h"
#include "serve_commands.h"

int main(int argc, char** argv) {
  CLI::App app{"Pili - an engine for xiangqi, Atomic Xiangqi, Meng, Double-Tris and Atomic Chess.\n"
               "Without a subcommand it speaks UCI or UCCI on stdin/stdout."};
  // The build's CPU level and the NNUE kernels it compiled in (sse4.1 under
  // the default x86-64-v2, avx2 from x86-64-v3 on, scalar otherwise).
  app.set_version_flag("--version", "Pili 0.1.0 for " + pili::platform::build_description() +
                                        ", NNUE " + pili::eval::nnue::simd::BEST_NAME);
  const char* exitStatus =
      "Exit status: 0 done (every count or comparison agreed), 1 a mismatch or difference was\n"
      "found, 2 bad usage or input (unknown option or variant, bad FEN, unreadable file) or an\n"
      "engine that cannot be used. Variant names are accepted in any case.";
  app.footer(exitStatus);
  int exitCode = 0;
  pili::app::add_perft_command(app, exitCode);
  pili::app::add_bench_command(app, exitCode);
  pili::app::add_survey_command(app, exitCode);
  pili::serve::add_serve_command(app, exitCode);
  pili::serve::add_show_command(app, exitCode);
  pili::app::add_judge_command(app, exitCode);
  pili::app::add_datagen_command(app, exitCode);
  pili::app::add_book_command(app, exitCode);
  pili::app::add_convert_command(app, exitCode);
  pili::app::add_tune_params_command(app, exitCode);
  pili::app::add_egtb_command(app, exitCode);
  try {
    // Every subcommand's --help ends with the exit status too.
    for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) sub->footer(exitStatus);
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // CLI11 prints the message (or the help); its own codes (105, 109...) become ours.
    return app.exit(e) == 0 ? pili::app::EXIT_OK : pili::app::EXIT_TROUBLE;
  }
  if (app.get_subcommands().empty()) {
    std::ios::sync_with_stdio(false);
    // A GUI that stops reading must not kill the engine: writes fail, the
    // loop goes on until the input ends, and the exit status stays 0.
    pili::platform::ignore_broken_pipes();
    pili::Engine engine;
    pili::protocol::LineOutput out(std::cout);
    pili::protocol::Protocol protocol(engine, out);
    protocol.run(std::cin);
    return 0;
  }
  return exitCode;
}
