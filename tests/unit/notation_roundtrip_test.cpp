// Round trips: in thousands of positions per variant, reached by seeded
// random legal moves from the start, every legal move is written in every
// notation and script and read back as itself (so no two legal moves share a
// text), by the style's own reader and by the automatic one.
#include <map>
#include <random>

#include "notation_test_util.h"
#include "pili/rules/atomic.h"
#include "pili/rules/meng.h"
#include "pili/rules/xiangqi.h"

using namespace pili;
using namespace pili::testutil;
using notation::Format;
using notation::Script;
using notation::Style;

namespace {

struct Tally {
  int positions = 0, texts = 0;
  std::map<std::string, int> forms;  // how often the special forms came up
};

// The special forms a text uses, by its first characters.
void count_forms(const std::string& text, Style s, Tally& t) {
  if (s == Style::Wxf) {
    if (text[1] == '+' || text[1] == '-') ++t.forms["wxf tandem"];
    if (text[0] == '+' || text[0] == '-') ++t.forms["wxf ++/--"];
    if (text[0] >= '1' && text[0] <= '9') ++t.forms["wxf two files"];
    return;
  }
  if (s != Style::Chinese) return;
  for (const char* w : {"前", "中", "后", "分", "斜", "小", "，", "玄O", "玄０"})
    if (text.find(w) != std::string::npos) ++t.forms[w];
  for (const char* w : {"一", "二", "三", "四", "五"})
    if (text.rfind(w, 0) == 0) ++t.forms["ordinal"];
}

// Plays random games of up to `plies` plies from the start position until
// `target` positions more have been seen; with `soldiers`, a soldier moves
// whenever one can, three times in four, and three times in four one that
// joins another on its file, so that soldiers gather on files. Checks every
// legal move of every position.
template <class R>
void round_trips(uint32_t seed, int target, int plies, bool soldiers, Tally& t) {
  std::vector<Format> formats;
  for (Script sc : {Script::Simplified, Script::Traditional})
    for (Style st : {Style::Chinese, Style::ChineseRanks, Style::Coordinates, Style::Wxf})
      if (sc == Script::Simplified || st != Style::Wxf) formats.push_back({st, sc});
  std::mt19937 rng(seed);
  for (target += t.positions; t.positions < target;) {
    Position pos = position_of<R>(Position::START_FEN);
    for (int ply = 0; ply < plies && !R::king_lost(pos); ++ply) {
      typename R::MoveList list;
      R::template generate<LEGAL>(pos, list);
      if (list.empty()) break;
      std::span<const Move> legal(list.begin(), size_t(list.size()));
      ++t.positions;
      for (const Format& f : formats)
        for (Move m : legal) {
          std::string text = notation::write_move(pos, legal, m, f);
          bool regular = m.kind() == MK_NORMAL && !test(pos.tris(), m.from());
          if (f.style == Style::Wxf && !regular) {  // WXF has no Tris, stacks or drops
            ASSERT_EQ(text, "") << pos.fen(R::MENG_FEN) << ' ' << move_to_string(m);
            continue;
          }
          ++t.texts;
          count_forms(text, f.style, t);
          for (Style reader : {f.style == Style::ChineseRanks ? Style::Chinese : f.style, Style::Auto}) {
            notation::ReadResult r = notation::read_move(pos, legal, text, reader);
            ASSERT_TRUE(r.ok() && r.move == m)
                << pos.fen(R::MENG_FEN) << "  move " << move_to_string(m) << " written '" << text
                << "' read " << (r.ok() ? move_to_string(r.move) : r.message);
          }
        }
      std::vector<Move> choice, gather;
      if (soldiers && rng() % 4)
        for (Move m : legal)
          if (m.kind() == MK_NORMAL && type_of(pos.piece_on(m.from())) == PAWN) {
            choice.push_back(m);
            bool joins = file_bb(file_of(m.to())) & pos.pieces(pos.side_to_move(), PAWN);
            if (joins && file_of(m.to()) != file_of(m.from())) gather.push_back(m);
          }
      if (!gather.empty() && rng() % 4) choice = gather;
      if (choice.empty()) choice.assign(legal.begin(), legal.end());
      R::do_move(pos, choice[rng() % choice.size()]);
    }
  }
}

// 3000 positions; a third of them under the sanitizers (their run checks
// memory on the same code, ten times slower), where the rarer forms are not
// asked for.
constexpr int POSITIONS = testutil::SANITIZED ? 1000 : 3000;

template <class R>
Tally run_variant(uint32_t seed) {
  Tally t;
  round_trips<R>(seed, POSITIONS / 2, 150, false, t);
  round_trips<R>(seed + 1, POSITIONS / 2, 150, true, t);
  return t;
}

void expect_forms(Tally& t, std::initializer_list<const char*> forms) {
  if (testutil::SANITIZED) return;
  for (const char* form : forms) EXPECT_GT(t.forms[form], 0) << form;
}

}  // namespace

TEST(NotationRoundTrip, Xiangqi) {
  Tally t = run_variant<Xiangqi>(1);
  EXPECT_GE(t.positions, POSITIONS);
  // The soldier-heavy games reach the tandem forms.
  expect_forms(t, {"前", "后", "中", "ordinal", "wxf tandem", "wxf two files"});
}

TEST(NotationRoundTrip, Atomic) {
  Tally t = run_variant<Atomic>(2);
  EXPECT_GE(t.positions, POSITIONS);
  expect_forms(t, {"前"});
}

TEST(NotationRoundTrip, AtomicClassic) { EXPECT_GE(run_variant<AtomicClassic>(3).positions, POSITIONS); }

TEST(NotationRoundTrip, Meng) {
  Tally t = run_variant<Meng>(4);
  EXPECT_GE(t.positions, POSITIONS);
  expect_forms(t, {"前", "分", "斜", "小", "玄O", "玄０"});
}

TEST(NotationRoundTrip, DoubleTris) {
  Tally t = run_variant<DoubleTris>(5);
  EXPECT_GE(t.positions, POSITIONS);
  expect_forms(t, {"，", "斜", "玄O"});
}
