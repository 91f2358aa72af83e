#include "pili/record/game_record.h"

namespace pili::record {

const char* result_text(Outcome o) {
  switch (o) {
    case Outcome::RedWins: return "1-0";
    case Outcome::BlackWins: return "0-1";
    case Outcome::Draw: return "1/2-1/2";
    default: return "*";
  }
}

Outcome parse_result(const std::string& t) {
  if (t == "1-0") return Outcome::RedWins;
  if (t == "0-1") return Outcome::BlackWins;
  if (t == "1/2-1/2") return Outcome::Draw;
  return Outcome::Ongoing;
}

std::string GameRecord::result() const { return result_text(outcome); }

double GameRecord::first_points() const {
  if (outcome == Outcome::Draw || outcome == Outcome::Ongoing) return 0.5;
  bool redWon = outcome == Outcome::RedWins;
  return redWon == firstIsRed ? 1.0 : 0.0;
}

double GameRecord::points_of(int id) const {
  if (id != redId && id != blackId) return 0;
  if (outcome == Outcome::Draw || outcome == Outcome::Ongoing) return 0.5;
  return (outcome == Outcome::RedWins) == (id == redId) ? 1.0 : 0.0;
}

}  // namespace pili::record
