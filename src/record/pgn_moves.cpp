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

int fen_ranks(const std::string& fen) {
  std::string placement = fen.substr(0, fen.find(' '));
  return placement.empty() ? 0 : int(std::count(placement.begin(), placement.end(), '/')) + 1;
}

// Plays coordinate moves of a 90-point variant: true when all are legal.
bool xiangqi_line_ok(const std::string& variant, const std::string& fen, const std::vector<std::string>& moves,
                     std::string& err) {
  auto v = parse_variant(variant);
  if (!v) return err = "unknown variant '" + variant + "'", false;
  return visit_rules(*v, [&]<class R>() {
    typename R::Position pos;
    std::string start = fen;
    if (start.empty()) {
      if constexpr (requires { R::START_FEN; }) start = R::START_FEN;
      else if constexpr (R::MENG_FEN) start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[TT] w 0 - 0 1";
      else start = Position::START_FEN;
    }
    if (!set_position<R>(pos, start, err)) return false;
    return play_moves<R>(pos, moves, err);
  });
}

}  // namespace

std::vector<std::string> pgn_movetext(const GameRecord& rec) {
  if (rec.variant != "atomic-chess") return rec.moves;
  std::vector<std::string> san;
  std::string err;
  std::string fen = rec.fen.empty() ? std::string(AtomicChess::START_FEN) : rec.fen;
  if (!chess::line_to_san(fen, rec.moves, san, err)) return rec.moves;
  return san;
}

bool pgn_game_line(const PgnGame& g, PgnLine& out, std::string& err) {
  const std::string* tag = g.tag("Variant");
  const std::string* fenTag = g.tag("FEN");
  std::string fen = fenTag ? *fenTag : "";
  std::string name = tag ? lower(*tag) : "xiangqi";
  if (name == "atomic") {
    bool chess = fenTag ? fen_ranks(fen) == 8 : *tag != "atomic";
    // The moves have the last word when they replay only on the other board.
    std::string first, second;
    if (chess) {
      PgnLine c{"atomic-chess", fen, {}};
      if (chess::line_to_uci(fen.empty() ? AtomicChess::START_FEN : fen, g.moves, c.moves, first))
        return out = std::move(c), true;
      if (xiangqi_line_ok("atomic", fen, g.moves, second)) return out = PgnLine{"atomic", fen, g.moves}, true;
    } else {
      if (xiangqi_line_ok("atomic", fen, g.moves, first)) return out = PgnLine{"atomic", fen, g.moves}, true;
      PgnLine c{"atomic-chess", fen, {}};
      if (chess::line_to_uci(fen.empty() ? AtomicChess::START_FEN : fen, g.moves, c.moves, second))
        return out = std::move(c), true;
    }
    return err = first, false;
  }
  if (name == "atomic-chess") {
    PgnLine c{"atomic-chess", fen, {}};
    if (!chess::line_to_uci(fen.empty() ? AtomicChess::START_FEN : fen, g.moves, c.moves, err)) return false;
    return out = std::move(c), true;
  }
  if (!xiangqi_line_ok(name, fen, g.moves, err)) return false;
  out = PgnLine{name, fen, g.moves};
  return true;
}

}  // namespace pili::record
