// Resolving the move text of a game tree for its variant, and replaying its
// main line.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "pili/record/game_files.h"
#include "pili/record/start_position.h"
#include "pili/record/tree_walk.h"
#include "pili/rules/atomic_chess_san.h"
#include "pili/rules/game.h"
#include "pili/rules/notation/notation.h"
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

// The legal move `text` names in `pos`, in any notation of rule module R.
template <class R>
Move read_move_text(const typename R::Position& pos, const std::string& text, std::string& why) {
  if constexpr (!std::is_same_v<typename R::Position, Position>) {
    return chess::parse_san(pos, text, why);  // SAN or UCI
  } else {
    if (Move m = find_legal_move<R>(pos, text); m.is_ok()) return m;
    if (parse_move_text<R>(text)) return why = "not a legal move", Move::none();
    // ICCS as ElephantEye and XQWizard write it: "H2-E2".
    if (text.size() == 5 && text[2] == '-') {
      std::string iccs = lower(text.substr(0, 2) + text.substr(3));
      if (Move m = find_legal_move<R>(pos, iccs); m.is_ok()) return m;
    }
    typename R::MoveList legal;
    R::template generate<LEGAL>(pos, legal);
    auto r = notation::read_move(pos, std::span<const Move>(legal.begin(), size_t(legal.size())), text);
    if (r.ok()) return r.move;
    why = r.message;
    return Move::none();
  }
}

template <class R>
struct Resolver {
  GameTree& g;
  const std::vector<int>* lines;
  const char* unit;
  Move move(const typename R::Position& pos, int node, int ply, bool, std::string& err) {
    std::string& text = g.nodes[size_t(node)].move;
    std::string where = (lines ? unit + (" " + std::to_string((*lines)[size_t(node)])) + ": " : std::string()) +
                        "move '" + text + "' (ply " + std::to_string(ply + 1) + ")";
    if (R::king_lost(pos)) return err = where + ": the game is already over", Move::none();
    std::string why = "not a legal move";
    Move m = read_move_text<R>(pos, text, why);
    if (!m.is_ok()) return err = where + ": " + why, Move::none();
    text = move_text<R>(m);
    return m;
  }
  void open() {}
  void close() {}
};

template <class R>
bool resolve_for(GameTree& g, std::string& err, const std::vector<int>* lines, const char* unit) {
  typename R::Position pos;
  if (!set_position<R>(pos, full_start_fen(g), err)) return err = "bad FEN: " + err, false;
  Resolver<R> r{g, lines, unit};
  return walk_tree<R>(g, pos, r, err);
}

bool resolve_variant(GameTree& g, const std::string& name, std::string& err, const std::vector<int>* lines,
                     const char* unit) {
  auto v = parse_variant(name);
  if (!v) return err = "unknown variant '" + name + "'", false;
  g.variant = name;
  return visit_rules(*v, [&]<class R>() { return resolve_for<R>(g, err, lines, unit); });
}

}  // namespace

std::string full_start_fen(const GameTree& g) {
  auto v = parse_variant(g.variant);
  if (g.fen.empty())
    return v ? visit_rules(*v, []<class R>() { return start_fen<R>(); }) : std::string(Position::START_FEN);
  std::istringstream in(g.fen);
  int fields = 0;
  for (std::string w; in >> w;) ++fields;
  return fields == 2 ? g.fen + " - - 0 1" : g.fen;
}

bool resolve_moves(GameTree& g, std::string& err, const std::vector<int>* lines, const char* unit) {
  std::string name = lower(g.variant.empty() ? "xiangqi" : g.variant);
  if (name == "chinese chess" || name == "xiangqi") name = "xiangqi";
  if (name != "atomic") return resolve_variant(g, name, err, lines, unit);
  // Chess tools call atomic chess "Atomic"; Pili's lowercase "atomic" is
  // Atomic Xiangqi. The board of the FEN decides, else the moves do.
  bool chess = !g.fen.empty() ? fen_ranks(g.fen) == 8 : g.variant != "atomic";
  GameTree copy = g;
  std::string first;
  if (resolve_variant(g, chess ? "atomic-chess" : "atomic", first, lines, unit)) return true;
  g = std::move(copy);
  std::string second;
  if (resolve_variant(g, chess ? "atomic" : "atomic-chess", second, lines, unit)) return true;
  return err = first, false;
}

bool final_position_fen(const GameTree& g, std::string& fen, std::string& err) {
  auto v = parse_variant(g.variant);
  if (!v) return err = "unknown variant '" + g.variant + "'", false;
  return visit_rules(*v, [&]<class R>() {
    typename R::Position pos;
    if (!set_position<R>(pos, full_start_fen(g), err)) return false;
    if (!play_moves<R>(pos, g.main_line(), err)) return false;
    fen = pos.fen(R::MENG_FEN);
    return true;
  });
}

}  // namespace pili::record
