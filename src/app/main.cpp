// Entry point: subcommands for tools; no subcommand runs the protocol loop
// (UCI or UCCI on stdin/stdout), which is how every GUI starts an engine.
#include <iostream>

#include "commands.h"
#include "pili/protocol/protocol.h"

int main(int argc, char** argv) {
  CLI::App app{"Pili - a xiangqi engine for xiangqi, Atomic Xiangqi, Meng and Double-Tris.\n"
               "Without a subcommand it speaks UCI or UCCI on stdin/stdout."};
  app.set_version_flag("--version", "Pili 0.1.0");
  int exitCode = 0;
  pili::app::add_perft_command(app, exitCode);
  pili::app::add_bench_command(app, exitCode);
  pili::app::add_survey_command(app, exitCode);
  pili::app::add_judge_command(app, exitCode);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  if (app.get_subcommands().empty()) {
    std::ios::sync_with_stdio(false);
    auto engine = pili::protocol::make_engine_api();
    pili::protocol::LineOutput out(std::cout);
    pili::protocol::Protocol protocol(*engine, out);
    protocol.run(std::cin);
    return 0;
  }
  return exitCode;
}
