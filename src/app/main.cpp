// Entry point: subcommands for tools; no subcommand runs the protocol loop.
#include <iostream>

#include "commands.h"

int main(int argc, char** argv) {
  CLI::App app{"Pili - a xiangqi engine for xiangqi, Atomic Xiangqi, Meng and Double-Tris"};
  app.set_version_flag("--version", "Pili 0.1.0");
  int exitCode = 0;
  pili::app::add_perft_command(app, exitCode);
  pili::app::add_bench_command(app, exitCode);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  if (app.get_subcommands().empty()) {
    std::cerr << "no protocol loop yet; use a subcommand (see --help)\n";
    return 2;
  }
  return exitCode;
}
