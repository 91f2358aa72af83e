// The words of a verdict: which rule ended the game and whose fault it was.
#include "pili/rules/judge.h"

#include "pili/core/piece_kinds.h"

namespace pili {

std::string piece_name(const Position& pos, Square s) {
  Piece pc = pos.piece_on(s);
  if (pc == NO_PIECE) return "Tris";
  std::string name = piece_kind(type_of(pc)).name;
  return test(pos.tris(color_of(pc)), s) ? name + " stack" : name;
}

std::string Verdict::text(bool chess) const {
  auto tail = [&] { return detail.empty() ? std::string() : " " + detail; };
  switch (outcome) {
    case Outcome::Ongoing: return "";
    case Outcome::Draw: return "Draw by " + reason + (detail.empty() ? "" : " (" + detail + ")");
    default: break;
  }
  Color l = loser != COLOR_NB ? loser : outcome == Outcome::RedWins ? BLACK : RED;
  if (reason == "checkmate") return side_name(~l, chess) + " mates";
  if (reason == "general blasted") return side_name(l, chess) + "'s general is blasted";
  return side_name(l, chess) + " loses by " + reason + tail();
}

}  // namespace pili
