// The subcommands of `pili` that live with the browser board: `pili serve`
// and `pili show`. Each registers itself on the CLI11 app and stores its exit
// code in `exitCode` when it runs.
#pragma once

#include <CLI/CLI.hpp>

namespace pili::serve {

void add_serve_command(CLI::App& app, int& exitCode);  // serve_cmd.cpp
void add_show_command(CLI::App& app, int& exitCode);   // show_cmd.cpp

}  // namespace pili::serve
