#include "pili/book/book_build.h"

#include <algorithm>

#include "pili/record/game_files.h"
#include "pili/rules/game.h"

namespace pili::book {

bool BookBuilder::of_variant(const record::GameTree& g) const {
  auto v = parse_variant(g.variant);
  return v && *v == variant;
}

bool BookBuilder::add_game(const record::GameTree& g, std::string& why) {
  if (!of_variant(g)) return why = "a game of " + g.variant + ", not " + variant_name(variant), false;
  // Half points for Red and for Black.
  int red = g.result == "1-0" ? 2 : g.result == "0-1" ? 0 : 1;
  std::vector<std::pair<std::pair<uint64_t, uint32_t>, int>> found;
  bool ok = visit_rules(variant, [&]<class R>() {
    typename R::Position pos;
    if (!set_position<R>(pos, record::full_start_fen(g), why)) return false;
    std::vector<std::string> line = g.main_line();
    for (size_t i = 0; i < line.size() && int(i) < options.maxPly; ++i) {
      if (R::king_lost(pos)) break;
      Move m = find_legal_move<R>(pos, line[i]);
      if (!m.is_ok()) return why = "move " + std::to_string(i + 1) + " '" + line[i] + "' is not legal", false;
      found.push_back({{pos.key(), m.raw()}, pos.side_to_move() == RED ? red : 2 - red});
      R::do_move(pos, m);
    }
    return true;
  });
  if (!ok) return false;
  for (auto& [key, halfPoints] : found) {
    Tally& t = tallies[key];
    t.halfPoints += uint64_t(halfPoints);
    t.games += 1;
  }
  ++added;
  return true;
}

std::vector<BookEntry> BookBuilder::entries() const {
  std::vector<BookEntry> out;
  for (auto& [key, t] : tallies) {
    if (t.games < uint64_t(std::max(1, options.minGames))) continue;
    out.push_back({key.first, key.second, uint16_t(std::min<uint64_t>(t.halfPoints, 65535)),
                   uint16_t(std::min<uint64_t>(t.games, 65535))});
  }
  return out;
}

}  // namespace pili::book
