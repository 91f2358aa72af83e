// `pili convert`: a game record (PGN in any notation and encoding, or XQF)
// printed as PGN in the notation asked for, or as the FEN of the position
// its main line ends in. A game with a move that does not read is printed
// without that move and what follows it, with a warning naming it, and the
// exit status is 1.
#include <iostream>
#include <memory>

#include "commands.h"
#include "cli_common.h"
#include "pili/record/game_files.h"
#include "pili/record/pgn_tree.h"

namespace pili::app {
namespace {

struct ConvertOptions {
  std::string file, notation = "coord", to = "pgn";
};

int convert(const ConvertOptions& o) {
  std::vector<record::GameTree> games;
  std::string err;
  if (!record::load_game_file(o.file, games, err, true)) {
    std::cerr << "error: " << err << '\n';
    return EXIT_TROUBLE;
  }
  record::TreeNotation n = o.notation == "chinese" ? record::TreeNotation::Chinese
                           : o.notation == "wxf"   ? record::TreeNotation::Wxf
                                                   : record::TreeNotation::Coordinates;
  int status = EXIT_OK;
  for (size_t i = 0; i < games.size(); ++i) {
    if (!games[i].warning.empty()) {
      std::cerr << "warning: " << o.file << ", game " << i + 1 << ": " << games[i].warning
                << "; written without that move and what follows it\n";
      status = EXIT_FAILED;
    }
    std::string text;
    bool ok = o.to == "fen" ? record::final_position_fen(games[i], text, err)
                            : record::write_pgn_tree(games[i], n, text, err);
    if (!ok) {
      std::cerr << "error: " << o.file << ", game " << i + 1 << ": " << err << '\n';
      return EXIT_TROUBLE;
    }
    std::cout << text << (o.to == "fen" ? "\n" : "");
  }
  return status;
}

}  // namespace

void add_convert_command(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<ConvertOptions>();
  CLI::App* cmd = app.add_subcommand("convert", "print a game record (PGN, XQF) as PGN in a notation, or its final FEN");
  cmd->add_option("file", o->file, "PGN (coordinates, Chinese, WXF; UTF-8 or GBK) or XQF")->required();
  cmd->add_option("--notation", o->notation, "coord (default), chinese or wxf")
      ->check(CLI::IsMember({"coord", "chinese", "wxf"}));
  cmd->add_option("--to", o->to, "pgn (default) or fen: the position at the end of the main line")
      ->check(CLI::IsMember({"pgn", "fen"}));
  cmd->callback([o, &exitCode] { exitCode = convert(*o); });
}

}  // namespace pili::app
