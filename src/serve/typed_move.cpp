#include "typed_move.h"

#include <type_traits>

#include "pili/rules/atomic_chess_san.h"
#include "pili/rules/game.h"
#include "pili/rules/notation/notation.h"
#include "pili/rules/variant.h"

namespace pili::serve {

namespace {

template <class R>
std::string read_for(const std::string& fen, const std::string& text, std::string& err) {
  typename R::Position pos;
  if (!set_position<R>(pos, fen, err)) return {};
  if (Move m = find_legal_move<R>(pos, text); m.is_ok()) return move_text<R>(m);
  if constexpr (!std::is_same_v<typename R::Position, Position>) {
    Move m = chess::parse_san(pos, text, err);
    return m.is_ok() ? move_text<R>(m) : std::string();
  } else {
    // Chinese, WXF and Meng's forms: the rules' reader tells which.
    auto r = notation::read_move<R>(pos, text);
    if (r.ok()) return move_text<R>(r.move);
    err = "'" + text + "': " + r.message;
    return {};
  }
}

}  // namespace

std::string read_typed_move(const std::string& variant, const std::string& fen, const std::string& text,
                            std::string& err) {
  auto v = parse_variant(variant);
  if (!v) return err = "unknown variant '" + variant + "'", std::string();
  if (text.empty() || text.size() > 40) return err = "type a move, e.g. h2e2 or C2.5", std::string();
  return visit_rules(*v, [&]<class R>() { return read_for<R>(fen, text, err); });
}

}  // namespace pili::serve
