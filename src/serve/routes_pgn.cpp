// Routes that carry a game as PGN: export the session's game, load one.
#include <random>

#include "covered_state.h"
#include "pgn_import.h"
#include "pili/rules/jieqi_referee.h"
#include "pili/record/game_files.h"
#include "api.h"

namespace pili::serve {

using nlohmann::json;

namespace {

// Game `index` of a PGN in Chinese or WXF notation (or any the record
// library reads), when the board's own reader found no move it knows. On
// failure `err` keeps the first reader's message and adds this one's. A
// game that reads in part comes with its warning.
bool read_in_notation(const std::string& text, size_t index, ImportedGame& out, std::string& err) {
  std::vector<record::GameTree> trees;
  std::string why;
  if (!record::read_pgn_games(text, trees, why, true) || index >= trees.size()) {
    if (!why.empty()) err += "; as Chinese or WXF notation: " + why;
    return false;
  }
  const record::GameTree& g = trees[index];
  out = {g.variant, g.fen.empty() ? "" : record::full_start_fen(g), g.main_line(), g.result, g.warning};
  return true;
}

}  // namespace

void Api::pgn_routes() {
  // {"pgn": text}; the HTTP server sends the text itself (server.cpp).
  get("/api/pgn", [this](const json& b) {
    auto s = session_of(b);
    std::lock_guard lock(s->mtx);
    return json{{"pgn", export_pgn(*s)}};
  });

  // Loads one game of a PGN (pili-match's, cutechess's, lichess's: see
  // pgn_import.h) and shows its start. "game" picks it (1 = the first).
  post("/api/pgn", [this](const json& b) {
    auto s = session_of(b);
    std::string text = field<std::string>(b, "pgn", "");
    int index = field<int>(b, "game", 1);
    std::vector<PgnText> games;
    std::string err;
    if (!split_pgn(text, games, err)) throw ApiError{400, "PGN " + err};
    if (games.empty()) throw ApiError{400, "PGN: no game found"};
    if (index < 1 || index > int(games.size()))
      throw ApiError{400, "PGN: game " + std::to_string(index) + " asked for, the text holds " +
                              std::to_string(games.size())};
    const PgnText& g = games[size_t(index - 1)];
    if (int(g.moves.size()) > limits.maxMoves) throw ApiError{400, "PGN: game too long"};
    // Whole by either reader, else the longest part either reads (the record
    // library's on a tie: it knows every notation and names the PGN line),
    // with a warning naming the move where it stops.
    ImportedGame game, other;
    if (!resolve_game(g, game, err)) {
      std::string why = err;
      bool more = read_in_notation(text, size_t(index - 1), other, why);
      if (more && (other.warning.empty() || game.variant.empty() || other.moves.size() >= game.moves.size()))
        game = std::move(other);
      else if (game.variant.empty())
        throw ApiError{400, "PGN: " + why};
    }
    if (int(game.moves.size()) > limits.maxMoves) throw ApiError{400, "PGN: game too long"};
    // Covered pieces: the record's [Deal] (rules/jieqi_deal.h), else a deal
    // that agrees with every letter its moves carry.
    std::string dealText = g.tag("Deal") ? *g.tag("Deal") : "";
    bool covered = has_covered_pieces(game.variant);
    if (covered && dealText.empty() &&
        !jieqi::deal_for_record(game.fen, game.moves, std::random_device{}(), dealText, err))
      throw ApiError{400, "PGN without [Deal]: " + err};
    // Checked before the session changes: a refused record leaves its game as it was.
    jieqi::Deal deal;
    std::string board;
    std::vector<std::string> dealt;
    if (covered && (!jieqi::new_deal(game.fen, dealText, 0, deal, board, err) ||
                    !jieqi::dealt_record(game.fen, deal, game.moves, dealt, err)))
      throw ApiError{400, "PGN: " + err};
    std::lock_guard lock(s->mtx);
    if (!s->reset(game.variant, game.fen, err, covered ? dealText : "")) throw ApiError{400, "PGN: " + err};
    s->mode = Mode::Free;
    if (!s->load_record(game.moves, err)) throw ApiError{400, "PGN: " + err};
    json j = state(*s);
    j["pgnGames"] = games.size();
    j["pgnGame"] = index;
    if (!game.warning.empty()) j["pgnWarning"] = "PGN: " + game.warning + "; loaded up to the move before";
    return j;
  });
}

}  // namespace pili::serve
