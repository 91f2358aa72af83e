// Entry point: subcommands for tools; no subcommand runs the protocol loop
// (UCI or UCCI on stdin/stdout), which is how every GUI starts an engine.
#include <functional>
#include <iostream>
#include <string>

#include "cli_common.h"
#include "commands.h"
#include "pili/engine/engine.h"
#include "pili/eval/nnue/simd.h"  // --version names the NNUE kernels
#include "pili/platform/cpu.h"    // --version names the build
#include "pili/platform/platform.h"
#include "pili/protocol/protocol.h"
#include "pili/rules/variant.h"
#include "serve_commands.h"

namespace {

// The registry's variants, the default first (rules/variant.h).
std::string variant_list(const char* separator) {
  std::string out;
  for (pili::Variant v : pili::ALL_VARIANTS) out += (out.empty() ? "" : separator) + std::string(pili::variant_name(v));
  return out;
}

// A flag that prints `text` and ends the program (as --version does).
void add_print_flag(CLI::App& app, const std::string& flag, std::function<std::string()> text, const std::string& what) {
  app.add_flag_callback(flag, [text = std::move(text)] {
    std::cout << text() << '\n';
    throw CLI::Success();
  }, what);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Pili - an engine for xiangqi and its variants: " + variant_list(", ") +
               ".\nWithout a subcommand it speaks UCI or UCCI on stdin/stdout."};
  // Scripts take the variants and the default from here (tools/gauntlet.sh).
  add_print_flag(app, "--variants", [] { return variant_list("\n"); },
                 "Print the variants, one per line, the default first, and exit");
  add_print_flag(app, "--default-variant", [] { return std::string(pili::default_variant_name()); },
                 "Print the variant played when none is named, and exit");
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
