#include "pili/record/pgn_moves.h"

#include <algorithm>
#include <cctype>

#include "pili/rules/atomic_chess_san.h"
#include "pili/rules/game.h"
#include "pili/rules/variant.h"

namespace pili::record {
namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return s;
}

// Replays a game's moves as variant v: SAN (or UCI) on the 8x8 board, turned
// into UCI; coordinates on the xiangqi board. True when all are legal.
bool replay(Variant v, const std::string& fen, const std::vector<std::string>& moves, PgnLine& out,
            std::string& err) {
  PgnLine line{variant_name(v), fen, {}};
  const std::string start = fen.empty() ? start_fen(v) : fen;
  bool ok = visit_rules(v, [&]<class R>() {
    if constexpr (R::PROFILE.board == Board::Chess8x8) {
      return chess::line_to_uci(start, moves, line.moves, err);
    } else {
      typename R::Position pos;
      if (!set_position<R>(pos, start, err) || !play_moves<R>(pos, moves, err)) return false;
      line.moves = moves;
      return true;
    }
  });
  if (ok) out = std::move(line);
  return ok;
}

}  // namespace

std::vector<std::string> pgn_movetext(const GameRecord& rec) {
  auto v = parse_variant(rec.variant);
  if (!v || profile(*v).board != Board::Chess8x8) return rec.moves;
  std::vector<std::string> san;
  std::string err;
  std::string fen = rec.fen.empty() ? std::string(start_fen(*v)) : rec.fen;
  if (!chess::line_to_san(fen, rec.moves, san, err)) return rec.moves;
  return san;
}

bool pgn_game_line(const PgnGame& g, PgnLine& out, std::string& err) {
  const std::string* tag = g.tag("Variant");
  const std::string* fenTag = g.tag("FEN");
  std::string fen = fenTag ? *fenTag : "";
  std::string name = tag ? *tag : default_variant_name();
  std::vector<Variant> order = variants_named(name);
  if (order.empty()) return err = "unknown variant '" + lower(name) + "'", false;
  // A name of two games (`atomic`) is the game of the FEN's board; with no
  // FEN, Pili's own spelling means Pili's game and any other (PGN's "Atomic")
  // the other one. The moves have the last word when they replay only on
  // the other board.
  if (order.size() > 1) {
    bool own = fenTag ? fen_board(fen) != profile(order[1]).board : tag && *tag == variant_name(order[0]);
    if (!own) std::rotate(order.begin(), order.begin() + 1, order.end());
  }
  std::string first;
  for (size_t i = 0; i < order.size(); ++i) {
    std::string why;
    if (replay(order[i], fen, g.moves, out, why)) return true;
    if (i == 0) first = why;
  }
  return err = first, false;
}

}  // namespace pili::record
