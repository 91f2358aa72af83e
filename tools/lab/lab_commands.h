// pili-lab's subcommands, one file each; argv is the whole command line
// (argv[1] the subcommand). Each returns the exit status.
#pragma once

namespace pili::lab {

int measure_command(int argc, char** argv);   // measure_cmd.cpp
int probe_command(int argc, char** argv);     // probe_cmd.cpp
int uci_game_command(int argc, char** argv);  // uci_game.cpp

}  // namespace pili::lab
