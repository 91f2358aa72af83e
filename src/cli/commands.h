// The subcommands of the `pili` binary that live in src/cli (`serve` and
// `show` come with the browser board: src/serve/serve_commands.h). Each
// registers itself on the CLI11 app and stores its exit code in `exitCode`
// when it runs.
#pragma once

#include <CLI/CLI.hpp>
#include <string_view>

#include "pili/engine/option_table.h"

namespace pili::app {

// The range of the engine option a flag stands for (--threads: "Threads"),
// from the option table: the bounds are written once.
inline CLI::Range option_range(std::string_view option) {
  const OptionSpec& o = *find_option(option);
  return CLI::Range(o.min, o.max);
}

void add_perft_command(CLI::App& app, int& exitCode);
void add_bench_command(CLI::App& app, int& exitCode);
void add_survey_command(CLI::App& app, int& exitCode);
void add_judge_command(CLI::App& app, int& exitCode);
void add_datagen_command(CLI::App& app, int& exitCode);  // src/cli/datagen_cmd.cpp
void add_book_command(CLI::App& app, int& exitCode);  // book_cmd.cpp
void add_convert_command(CLI::App& app, int& exitCode);  // convert_cmd.cpp
void add_tune_params_command(CLI::App& app, int& exitCode);  // tune_params_cmd.cpp
void add_egtb_command(CLI::App& app, int& exitCode);  // egtb_cmd.cpp

}  // namespace pili::app
