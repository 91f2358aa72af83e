// Fuzz target: everything pili-match reads from other programs and files.
// The first byte picks the surface, the rest is its input:
//   0  lines an engine writes while searching (info, bestmove, garbage, half lines)
//   1  an openings file (FEN, and EPD when the second byte is odd), then
//      every opening set up and its moves played as the runner does
//   2  PGN text
//   3  the JSON report that `pili-match merge` reads, summarised again
//   4  a records file that -resume reads (its own header as the fingerprint)
// Nothing may crash, hang or trip a sanitizer; parsers answer true or false.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "match/match_config.h"
#include "match/move_comment.h"
#include "match/records_file.h"
#include "match/summary.h"
#include "pili/client/engine_output.h"
#include "pili/record/pgn.h"
#include "pili/rules/game.h"
#include "pili/rules/xiangqi.h"

using namespace pili;
using namespace pili::client;
using namespace pili::match;
using namespace pili::record;

namespace {

void engine_lines(const std::string& text) {
  MoveReply reply;
  size_t start = 0;
  while (start <= text.size()) {
    size_t nl = text.find('\n', start);
    std::string line = text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    int score;
    parse_info_score(line, score);
    if (take_engine_line(line, reply)) {
      move_comment(reply);
      if (reply.status == MoveReply::Status::Move) {
        Position pos;
        std::string err;
        set_position<Xiangqi>(pos, Position::START_FEN, err);
        find_legal_move<Xiangqi>(pos, reply.move, 0);
        find_legal_move<Xiangqi>(pos, reply.move, 1);
      }
      reply = MoveReply{};
    }
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
}

void openings(const std::string& text, bool epd) {
  std::vector<Opening> out;
  std::string err;
  if (!parse_openings(text, "fuzz", epd, out, err)) return;
  for (auto& o : out) {
    Position pos;
    if (set_position<Xiangqi>(pos, o.fen, err)) play_moves<Xiangqi>(pos, o.moves, err);
  }
}

void report(const std::string& text) {
  Json j;
  std::string err;
  if (!parse_json(text, j, err)) return;
  MatchInfo info;
  std::vector<GameRecord> games;
  if (!read_report(j, info, games, err)) return;
  dump_json(summary_json(games, info));
  final_report(games, info);
}

void records(const std::string& text) {
  Json head;
  std::string err;
  Json fingerprint;
  if (parse_json(text.substr(0, text.find('\n')), head, err) && head.is_object() &&
      head.contains("pili_match_records"))
    fingerprint = head["pili_match_records"];
  std::vector<GameRecord> games;
  if (parse_records(text, fingerprint, games, err))
    for (auto& g : games) write_pgn(g);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1 || size > 1 << 16) return 0;
  std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 5) {
    case 0: engine_lines(text); break;
    case 1: openings(text.empty() ? text : text.substr(1), !text.empty() && (text[0] & 1)); break;
    case 2: {
      std::vector<PgnGame> games;
      std::string err;
      read_pgn(text, games, err);
      break;
    }
    case 3: report(text); break;
    case 4: records(text); break;
  }
  return 0;
}
