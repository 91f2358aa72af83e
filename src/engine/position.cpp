// The Engine facade's position: set from a FEN and move text, and the
// questions asked about it (FEN, side to move, legal moves, verdict, check;
// its evaluation is evaluation.cpp's).
#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "engine_impl.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"

namespace pili {

bool Engine::set_position(const std::string& fen, const std::vector<std::string>& moves, std::string& err) {
  bool ok = impl->visit([&]<class R>() {
    typename R::Position p;
    if (!pili::set_position<R>(p, fen.empty() ? std::string(R::START_FEN) : fen, err)) return false;
    if (!play_moves<R>(p, moves, err, impl->rank_base())) return false;
    impl->position<R>() = std::move(p);
    return true;
  });
  if (!ok) return false;
  impl->banned.clear();
  bool continues = fen == impl->lastFen && moves.size() >= impl->lastMoves.size() &&
                   std::equal(impl->lastMoves.begin(), impl->lastMoves.end(), moves.begin());
  if (!continues) impl->statsStale = true;
  impl->lastFen = fen;
  impl->lastMoves = moves;
  return true;
}

bool Engine::set_ban_moves(const std::vector<std::string>& moves, std::string& err) {
  std::vector<Move> list;
  bool ok = impl->visit([&]<class R>() {
    for (const auto& text : moves) {
      Move m = find_legal_move<R>(impl->position<R>(), text, impl->rank_base());
      if (!m.is_ok()) return err = "'" + text + "' is not a legal move here", false;
      list.push_back(m);
    }
    return true;
  });
  if (!ok) return false;
  impl->banned = std::move(list);
  return true;
}

std::string Engine::fen() const {
  return impl->visit([&]<class R>() { return impl->position<R>().fen(R::MENG_FEN); });
}

Color Engine::side_to_move() const {
  return impl->visit([&]<class R>() { return impl->position<R>().side_to_move(); });
}

std::vector<std::string> Engine::legal_moves() const {
  return impl->visit([&]<class R>() { return impl->legal_texts<R>(); });
}

Verdict Engine::verdict() const {
  return impl->visit([&]<class R>() { return adjudicate<R>(impl->position<R>()); });
}

bool Engine::in_check() const {
  return impl->visit([&]<class R>() { return R::in_check(impl->position<R>()); });
}

}  // namespace pili
