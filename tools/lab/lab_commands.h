// pili-lab's subcommands, one file each; argv is the whole command line
// (argv[1] the subcommand). Each returns the exit status.
#pragma once

namespace pili::lab {

// How long an engine may take to answer `uci` / `isready`: the patched
// Fairy-Stockfish loading its variant file at `nice -n 19` on a loaded
// machine takes longer than the engine client's 10 s default.
inline constexpr long long HANDSHAKE_MS = 120 * 1000;

int measure_command(int argc, char** argv);   // measure_cmd.cpp
int probe_command(int argc, char** argv);     // probe_cmd.cpp
int uci_game_command(int argc, char** argv);  // uci_game.cpp

}  // namespace pili::lab
