// pili-lab: the variant lab's tools (tools/lab/lab.py, docs/lab.md).
//
//   pili-lab measure RECORDS.games.jsonl...   replay and measure recorded games (measure_cmd.cpp)
//   pili-lab probe ...                        an engine's move at a node count (probe_cmd.cpp)
//   pili-lab uci-game ...                     a game refereed by a UCI engine's own rules (uci_game.cpp)
//   pili-lab start-fen VARIANT                the variant's start position, from the registry
//
// Engines are reached through Pili's engine client (pili/client), records
// read with pili-match's JSON, positions from the variant registry.
#include <iostream>
#include <string>

#include "lab/lab_commands.h"
#include "pili/rules/variant.h"

int main(int argc, char** argv) {
  std::string cmd = argc >= 2 ? argv[1] : "";
  if (cmd == "measure") return pili::lab::measure_command(argc, argv);
  if (cmd == "probe") return pili::lab::probe_command(argc, argv);
  if (cmd == "uci-game") return pili::lab::uci_game_command(argc, argv);
  if (cmd == "start-fen" && argc == 3)
    if (auto v = pili::parse_variant(argv[2])) return std::cout << pili::start_fen(*v) << "\n", 0;
  std::cerr << "usage: pili-lab measure RECORDS.games.jsonl... | probe ... | uci-game ... | start-fen VARIANT\n";
  return 2;
}
