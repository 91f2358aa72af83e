// Resolving the move text of a game tree for its variant, and replaying its
// main line.
#include <algorithm>
#include <cctype>
#include <sstream>

#include "pili/record/game_files.h"
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
  int failed = -1;  // the node that did not read
  Move move(const typename R::Position& pos, int node, int ply, bool, std::string& err) {
    std::string& text = g.nodes[size_t(node)].move;
    std::string where = (lines ? unit + (" " + std::to_string((*lines)[size_t(node)])) + ": " : std::string()) +
                        "move '" + text + "' (ply " + std::to_string(ply + 1) + ")";
    if (R::king_lost(pos)) return failed = node, err = where + ": the game is already over", Move::none();
    std::string why = "not a legal move";
    Move m = read_move_text<R>(pos, text, why);
    if (!m.is_ok()) return failed = node, err = where + ": " + why, Move::none();
    text = move_text<R>(m);
    return m;
  }
  void open() {}
  void close() {}
};

template <class R>
bool resolve_for(GameTree& g, std::string& err, const std::vector<int>* lines, const char* unit, int& failed) {
  typename R::Position pos;
  if (!set_position<R>(pos, full_start_fen(g), err)) return err = "bad FEN: " + err, false;
  Resolver<R> r{g, lines, unit};
  bool ok = walk_tree<R>(g, pos, r, err);
  failed = r.failed;
  return ok;
}

// `failed`: the node whose move did not read (-1: something else, a bad FEN).
bool resolve_variant(GameTree& g, Variant v, std::string& err, const std::vector<int>* lines, const char* unit,
                     int& failed) {
  g.variant = variant_name(v);
  return visit_rules(v, [&]<class R>() { return resolve_for<R>(g, err, lines, unit, failed); });
}

}  // namespace

std::string full_start_fen(const GameTree& g) {
  if (g.fen.empty()) {
    auto v = parse_variant(g.variant);
    return start_fen(v ? *v : DEFAULT_VARIANT);
  }
  std::istringstream in(g.fen);
  int fields = 0;
  for (std::string w; in >> w;) ++fields;
  return fields == 2 ? g.fen + " - - 0 1" : g.fen;
}

bool resolve_moves(GameTree& g, std::string& err, const std::vector<int>* lines, const char* unit, bool partial) {
  std::string tag = g.variant.empty() ? std::string(default_variant_name()) : g.variant;
  std::vector<Variant> named = variants_named(tag);
  if (named.empty()) return err = "unknown variant '" + tag + "'", false;
  if (!g.fen.empty() && named.size() > 1) {  // a name of two games: the FEN's board decides
    if (auto v = variant_for_fen(tag, g.fen)) named = {*v};
  }
  // The game whose PGN Variant tag this is, exactly, is tried first: Pili
  // writes "atomic" for Atomic Xiangqi and "Atomic" for atomic chess.
  std::stable_partition(named.begin(), named.end(), [&](Variant v) { return tag == profile(v).pgnName; });
  GameTree copy = g;
  std::string first;
  int failed = -1;
  for (size_t i = 0; i < named.size(); ++i) {
    if (i > 0) g = copy;
    std::string why;
    int at = -1;
    if (resolve_variant(g, named[i], why, lines, unit, at)) return true;
    if (i == 0) first = why, failed = at;
  }
  if (!partial || failed < 0) return err = first, false;
  // Read in part: as the first variant, without each move that does not
  // read and what follows it (every cut drops a node, so this ends).
  g = copy;
  g.warning = first;
  g.cut(failed);
  for (std::string why; !resolve_variant(g, named[0], why, lines, unit, failed);) {
    if (failed < 0) return err = why, false;
    g.cut(failed);
  }
  return true;
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
