// Game records from the world: the bytes are read as an XQF file when they
// begin with "XQ", else as PGN text (UTF-8 or GB18030). Checks: reading
// never crashes; a game that reads replays its main line, prints as PGN in
// coordinates, and that PGN reads back as the same main line.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_check.h"
#include "pili/record/game_files.h"
#include "pili/record/pgn_tree.h"
#include "pili/record/text_encoding.h"
#include "pili/record/xqf.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace pili::record;
  if (size > 64 * 1024) return 0;
  std::string bytes(reinterpret_cast<const char*>(data), size), err;
  std::vector<GameTree> games;
  if (looks_like_xqf(bytes)) {
    GameTree g;
    if (!read_xqf(bytes, g, err)) {
      PILI_FUZZ_CHECK(!err.empty(), "an XQF error without a message");
      return 0;
    }
    games.push_back(std::move(g));
  } else {
    std::string text;
    if (!text_to_utf8(bytes, text, err) || !read_pgn_games(text, games, err)) {
      PILI_FUZZ_CHECK(!err.empty(), "a PGN error without a message");
      return 0;
    }
  }
  for (const GameTree& g : games) {
    std::string fen, pgn;
    PILI_FUZZ_CHECK(final_position_fen(g, fen, err), "a game read does not replay: " + err);
    PILI_FUZZ_CHECK(write_pgn_tree(g, TreeNotation::Coordinates, pgn, err), "cannot print: " + err);
    std::vector<GameTree> back;
    PILI_FUZZ_CHECK(read_pgn_games(pgn, back, err) && back.size() == 1, "printed PGN does not read: " + err + "\n" + pgn);
    PILI_FUZZ_CHECK(back[0].main_line() == g.main_line(), "main line changed through PGN:\n" + pgn);
  }
  return 0;
}
