// The words of a verdict: which rule ended the game and whose fault it was.
#include "pili/rules/judge.h"

namespace pili {

std::string piece_name(const Position& pos, Square s) {
  static const char* NAMES[PIECE_TYPE_NB] = {"?",     "general", "advisor", "elephant", "horse",
                                             "chariot", "cannon", "soldier", "banner"};
  Piece pc = pos.piece_on(s);
  if (pc == NO_PIECE) return "Tris";
  std::string name = NAMES[type_of(pc)];
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
