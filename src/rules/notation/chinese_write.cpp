// Writing Chinese file notation (and Meng's traditional and extended-file
// modes, which are the same notation with Tris, stacks and drops added).
//
// Pieces sharing a file (docs/notation.md, "Several pieces on one file"):
// two are 前/后, three 前/中/后, four or five 一..五 from the front; when two
// files each hold two or more soldiers, one series 一..五 runs over both,
// from the mover's right and front to back on each file; advisors and
// elephants keep their file whenever it names the move alone.
#include "pili/rules/notation/glyphs.h"
#include "pili/rules/notation/movers.h"
#include "pili/rules/notation/styles.h"

namespace pili::notation {

namespace {

// The separator between a capture and the air-drop of the Tris it took.
constexpr const char* AIR_SEPARATOR = "，";
constexpr const char* SPLIT = "分";

std::string rank_letter(Color c, int rank) { return std::string(1, char((c == RED ? 'A' : 'a') + rank)); }

// A count along the file, or in the extended-file mode the rank reached.
std::string steps_text(Color c, int count, int rankReached, bool ranks) {
  return ranks ? rank_letter(c, rankReached) : own_numeral(c, count);
}

std::string name_of(Mover mv, Color c, Script s) {
  switch (mv.unit) {
    case Unit::Tris:
    case Unit::TrisLeaves: return TRIS_GLYPH;
    case Unit::Stack: return std::string(TRIS_GLYPH) + piece_glyph(mv.type, c, s);
    default: return piece_glyph(mv.type, c, s);
  }
}

std::string designation(const Position& pos, std::span<const Move> legal, Move m, Mover mv,
                        Script s) {
  Color us = pos.side_to_move();
  std::string name = name_of(mv, us, s);
  Columns cols = columns_of(us, units_of(pos, mv));
  int series = 0, n = 1, i = 0;  // series: pieces on doubled files before this one's file
  bool found = false;
  for (int k = 0; k < cols.size && !found; ++k) {
    const Column& col = cols.col[k];
    for (int j = 0; j < col.count; ++j)
      if (col.sq[j] == m.from()) n = col.count, i = j, found = true;
    if (!found && col.count >= 2) series += col.count;
  }
  std::string byFile = name + own_numeral(us, own_file(us, m.from()));
  if (n == 1) return byFile;
  if ((mv.type == ADVISOR || mv.type == ELEPHANT) &&
      (mv.unit == Unit::Piece || mv.unit == Unit::PieceLeaves) && file_names_move(pos, legal, m))
    return byFile;
  if (cols.doubled() >= 2) return chinese_numeral(series + i + 1) + name;
  if (n == 2) return word_glyph(i == 0 ? Word::Front : Word::Rear, s) + name;
  if (n == 3) return word_glyph(i == 0 ? Word::Front : i == 1 ? Word::Middle : Word::Rear, s) + name;
  return chinese_numeral(i + 1) + name;
}

}  // namespace

std::string write_chinese(const Position& pos, std::span<const Move> legal, Move m, Script s,
                          bool ranks) {
  Color us = pos.side_to_move();
  Mover mv = mover_of(pos, m);
  std::string out;
  if (mv.unit == Unit::Drop) {
    // From the column off the board beside the mover's back rank (Red's
    // O, Black's ０): across to the file, then forward to the rank.
    int rank = own_rank(us, m.to());
    out = std::string(TRIS_GLYPH) + reserve_glyph(us) + word_glyph(Word::Across, s) +
          own_numeral(us, own_file(us, m.to()));
    if (rank) out += word_glyph(Word::Forward, s) + steps_text(us, rank, rank, ranks);
    return out;
  }
  out = designation(pos, legal, m, mv, s);
  if (mv.unit == Unit::PieceLeaves || mv.unit == Unit::TrisLeaves) out += SPLIT;
  Action a = action_of(us, mv, m.from(), m.to());
  if (a.shape == Shape::Oblique) out += "斜";
  if (a.shape == Shape::Small) out += "小";
  out += word_glyph(a.dir == Dir::Forward ? Word::Forward : a.dir == Dir::Back ? Word::Back : Word::Across, s);
  out += a.steps ? steps_text(us, a.value, a.toRank, ranks) : own_numeral(us, a.value);
  if (m.kind() == MK_AIRDROP) {
    // The taken Tris goes from the capture point across, then along the file.
    Square cap = m.to(), to = m.extra();
    int f0 = own_file(us, cap), f1 = own_file(us, to), r0 = own_rank(us, cap), r1 = own_rank(us, to);
    out += AIR_SEPARATOR;
    out += std::string(TRIS_GLYPH) + own_numeral(us, f0);
    if (f1 != f0) out += word_glyph(Word::Across, s) + std::string(own_numeral(us, f1));
    if (r1 != r0)
      out += word_glyph(r1 > r0 ? Word::Forward : Word::Back, s) +
             steps_text(us, r1 > r0 ? r1 - r0 : r0 - r1, r1, ranks);
  }
  return out;
}

}  // namespace pili::notation
