// `pili book build` makes a Pili opening book from game files (PGN in any
// notation, XQF); `pili book probe` lists a book's moves in a position, from
// a Pili book or from ElephantEye's BOOK.DAT. docs/book.md describes both.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli_common.h"
#include "commands.h"
#include "pili/book/book_build.h"
#include "pili/book/choose.h"
#include "pili/book/opening_book.h"
#include "pili/book/pili_book.h"
#include "pili/record/game_files.h"
#include "pili/rules/game.h"
#include "pili/rules/notation/notation.h"
#include "pili/rules/variant.h"

namespace pili::app {
namespace {

struct BookOptions {
  std::vector<std::string> inputs;
  std::string variant = default_variant_name(), output, fen, file;
  std::vector<std::string> moves;
  int maxPly = 30, minGames = 1;
  std::optional<uint64_t> seed;
};

int build_book(const BookOptions& o) {
  auto v = cli_variant(o.variant);
  if (!v) return EXIT_TROUBLE;
  book::BookBuilder builder(*v, {o.maxPly, o.minGames});
  int otherVariant = 0, unplayable = 0;
  for (const std::string& path : o.inputs) {
    std::vector<record::GameTree> games;
    std::string err;
    if (!record::load_game_file(path, games, err)) {
      std::cerr << "error: " << err << '\n';
      return EXIT_TROUBLE;
    }
    for (size_t i = 0; i < games.size(); ++i) {
      std::string why;
      if (!builder.of_variant(games[i])) {
        ++otherVariant;
      } else if (!builder.add_game(games[i], why)) {
        // Said game by game: a damaged record is worth fixing, not only counting.
        std::cerr << "warning: " << path << ", game " << i + 1 << " left out: " << why << '\n';
        ++unplayable;
      }
    }
  }
  std::vector<book::BookEntry> entries = builder.entries();
  std::ofstream out(o.output, std::ios::binary);
  std::string bytes = book::write_book(*v, entries);
  if (!out || !out.write(bytes.data(), std::streamsize(bytes.size()))) {
    std::cerr << "error: cannot write " << o.output << '\n';
    return EXIT_TROUBLE;
  }
  std::cout << "Book " << o.output << ": " << variant_name(*v) << ", " << builder.games_added() << " games, "
            << entries.size() << " moves";
  if (otherVariant) std::cout << " (" << otherVariant << " games of other variants left out)";
  if (unplayable) std::cout << " (" << unplayable << " games that do not replay left out)";
  std::cout << '\n';
  return EXIT_OK;
}

template <class R>
void print_moves(const typename R::Position& pos, const std::vector<book::BookMove>& moves,
                 std::optional<uint64_t> seed) {
  uint64_t total = 0;
  for (auto& m : moves) total += m.weight;
  for (auto& m : moves) {
    std::cout << move_text<R>(m.move);
    if constexpr (std::is_same_v<typename R::Position, Position>) std::cout << ' ' << notation::write_move<R>(pos, m.move);
    std::cout << " weight " << m.weight;
    if (m.games) std::cout << " games " << m.games;
    char share[32];
    std::snprintf(share, sizeof share, " %.1f%%", total ? 100.0 * m.weight / double(total) : 0.0);
    std::cout << share << '\n';
  }
  if (moves.empty()) std::cout << "(no book move)\n";
  if (seed) {
    Move chosen = book::choose_book_move(moves, *seed);
    std::cout << "chosen with seed " << *seed << ": " << (chosen.is_ok() ? move_text<R>(chosen) : "(none)") << '\n';
  }
}

int probe_book(const BookOptions& o) {
  auto v = cli_variant(o.variant);
  if (!v) return EXIT_TROUBLE;
  book::OpeningBook book;
  std::string err;
  if (!book.open(o.file, err)) {
    std::cerr << "error: " << err << '\n';
    return EXIT_TROUBLE;
  }
  if (book.variant() != *v) {
    std::cerr << "error: " << o.file << " is a book of " << variant_name(book.variant()) << " ("
              << book.format_name() << "), not of " << variant_name(*v) << '\n';
    return EXIT_TROUBLE;
  }
  return visit_rules(*v, [&]<class R>() {
    typename R::Position pos;
    std::string e;
    if (!set_position<R>(pos, o.fen.empty() ? std::string(R::START_FEN) : o.fen, e) ||
        !play_moves<R>(pos, o.moves, e)) {
      std::cerr << "error: " << e << '\n';
      return EXIT_TROUBLE;
    }
    print_moves<R>(pos, book.probe<R>(pos), o.seed);
    return EXIT_OK;
  });
}

}  // namespace

void add_book_command(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<BookOptions>();
  CLI::App* cmd = app.add_subcommand("book", "opening books: build one from games, list a position's book moves");
  cmd->require_subcommand(1);
  CLI::App* build = cmd->add_subcommand("build", "make a Pili book from PGN or XQF files");
  build->add_option("games", o->inputs, "game files: PGN (any notation, UTF-8 or GBK) or XQF")->required();
  build->add_option("--variant", o->variant, "the variant of the book (games of others are left out)");
  build->add_option("-o,--output", o->output, "the book file to write")->required();
  build->add_option("--max-ply", o->maxPly, "plies of each game that go into the book (default 30)");
  build->add_option("--min-games", o->minGames, "leave out moves played in fewer games (default 1)");
  build->callback([o, &exitCode] { exitCode = build_book(*o); });
  CLI::App* probe = cmd->add_subcommand("probe", "list the book moves of a position (Pili book or ElephantEye BOOK.DAT)");
  probe->add_option("file", o->file, "the book file")->required();
  probe->add_option("--variant", o->variant, "the variant (default xiangqi)");
  probe->add_option("--fen", o->fen, "the position (default: the start)");
  probe->add_option("--moves", o->moves, "moves played from it, in coordinates");
  probe->add_option("--seed", o->seed, "also choose one move by weight with this seed");
  probe->callback([o, &exitCode] { exitCode = probe_book(*o); });
}

}  // namespace pili::app
