// The subcommands of the `pili` binary. Each registers itself on the CLI11
// app and stores its exit code in `exitCode` when it runs.
#pragma once

#include <CLI/CLI.hpp>

namespace pili::app {

void add_perft_command(CLI::App& app, int& exitCode);
void add_bench_command(CLI::App& app, int& exitCode);
void add_survey_command(CLI::App& app, int& exitCode);
void add_serve_command(CLI::App& app, int& exitCode);  // src/serve/serve_cmd.cpp
void add_show_command(CLI::App& app, int& exitCode);   // src/serve/show_cmd.cpp
void add_judge_command(CLI::App& app, int& exitCode);
void add_datagen_command(CLI::App& app, int& exitCode);  // src/app/datagen_cmd.cpp

}  // namespace pili::app
