#include "pili/record/file_bytes.h"
#include "pili/record/game_files.h"
#include "pili/record/text_encoding.h"
#include "pili/record/xqf.h"

namespace pili::record {

bool load_game_file(const std::string& path, std::vector<GameTree>& games, std::string& err, bool partial) {
  std::string bytes;
  if (!read_file_bytes(path, bytes, err, size_t(256) << 20)) return false;
  if (looks_like_xqf(bytes)) {
    GameTree g;
    if (!read_xqf(bytes, g, err, partial)) return err = path + ": " + err, false;
    games.push_back(std::move(g));
    return true;
  }
  std::string text;
  if (!text_to_utf8(bytes, text, err)) return err = path + ": " + err, false;
  if (!read_pgn_games(text, games, err, partial)) return err = path + ": " + err, false;
  return true;
}

}  // namespace pili::record
