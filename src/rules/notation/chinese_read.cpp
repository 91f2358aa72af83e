// Reading Chinese file notation and Meng's traditional and extended-file
// modes. Besides what write_chinese prints, it accepts the other forms in use
// (docs/notation.md): either script and any numerals (一, 1, １), 上/下 for
// 进/退, 前/中/后 after the name (車前平三), 前/中/后 with the file restored
// when two files hold several soldiers (前兵九平八, 前九平八), 前…后 for four or
// five soldiers, the bare file whenever it names one move, rank letters or
// counts after 进/退.
#include <vector>

#include "pili/rules/notation/glyphs.h"
#include "pili/rules/notation/movers.h"
#include "pili/rules/notation/styles.h"

namespace pili::notation {

namespace {

enum class Tok : uint8_t { Num, Zero, Letter, Piece, Tris, Pos, Fwd, Back, Across, Oblique, Small, Split, Sep };

struct Token {
  Tok kind;
  int value;  // Num 1-9, Letter 0-9, Piece its type, Pos 0 front / 1 middle / 2 rear
};

bool tokenize(const std::u32string& cps, std::vector<Token>& out) {
  for (char32_t c : cps) {
    PieceType pt = piece_of_glyph(c);
    int num = numeral_of_glyph(c), letter = rank_letter_of_glyph(c);
    if (pt != NO_PIECE_TYPE) out.push_back({Tok::Piece, pt});
    else if (num > 0) out.push_back({Tok::Num, num});
    else if (num == 0) out.push_back({Tok::Zero, 0});
    else if (letter >= 0) out.push_back({Tok::Letter, letter});
    else switch (c) {
      case U'玄': out.push_back({Tok::Tris, 0}); break;
      case U'前': out.push_back({Tok::Pos, 0}); break;
      case U'中': out.push_back({Tok::Pos, 1}); break;
      case U'后': case U'後': out.push_back({Tok::Pos, 2}); break;
      case U'进': case U'進': case U'上': out.push_back({Tok::Fwd, 0}); break;
      case U'退': case U'下': out.push_back({Tok::Back, 0}); break;
      case U'平': out.push_back({Tok::Across, 0}); break;
      case U'斜': out.push_back({Tok::Oblique, 0}); break;
      case U'小': out.push_back({Tok::Small, 0}); break;
      case U'分': out.push_back({Tok::Split, 0}); break;
      case U'，': case U',': case U'、': case U'·': case U'/': case U'；': case U';':
        out.push_back({Tok::Sep, 0});
        break;
      default: return false;
    }
  }
  return true;
}

class Parser {
 public:
  explicit Parser(const std::vector<Token>& t) : toks(t) {}

  bool parse(Query& q) {
    if (is(Tok::Tris) && is(Tok::Zero, 1)) return drop(q) && at_end();
    if (!selector(q) || !action(q)) return false;
    accept(Tok::Sep);
    if (is(Tok::Tris) && is(Tok::Num, 1) && !air(q)) return false;
    return at_end();
  }

 private:
  const std::vector<Token>& toks;
  size_t i = 0;

  bool is(Tok k, size_t ahead = 0) const { return i + ahead < toks.size() && toks[i + ahead].kind == k; }
  bool accept(Tok k) { return is(k) ? (++i, true) : false; }
  int take() { return toks[i++].value; }
  bool at_end() const { return i == toks.size(); }
  bool is_word(size_t ahead) const {
    return is(Tok::Fwd, ahead) || is(Tok::Back, ahead) || is(Tok::Across, ahead) ||
           is(Tok::Oblique, ahead) || is(Tok::Small, ahead) || is(Tok::Split, ahead);
  }
  bool is_name(size_t ahead) const { return is(Tok::Piece, ahead) || is(Tok::Tris, ahead); }

  // 玄, 玄车 or 车: what moves (the split word 分 refines it later).
  bool name(Query& q, bool& tris) {
    tris = accept(Tok::Tris);
    q.type = is(Tok::Piece) ? PieceType(take()) : NO_PIECE_TYPE;
    return tris || q.type != NO_PIECE_TYPE;
  }

  static Pick pick_of(int pos) { return pos == 0 ? Pick::Front : pos == 1 ? Pick::Middle : Pick::Rear; }

  bool selector(Query& q) {
    bool tris = false;
    if (is(Tok::Pos) && is(Tok::Num, 1)) {  // 前九平八: the soldier's name left out
      q.desig.pick = pick_of(take());
      q.desig.file = take();
      q.type = PAWN;
    } else if ((is(Tok::Pos) || is(Tok::Num)) && is_name(1)) {  // 前炮, 二兵, 前兵九
      bool pos = is(Tok::Pos);
      int v = take();
      q.desig.pick = pos ? pick_of(v) : Pick::Ordinal;
      q.desig.ordinal = pos ? 0 : v;
      if (!name(q, tris)) return false;
      if (is(Tok::Num) && is_word(1)) q.desig.file = take();
    } else {
      if (!name(q, tris)) return false;
      if (is(Tok::Num)) q.desig = {Pick::File, take(), 0};  // 炮二
      else if (is(Tok::Pos)) q.desig.pick = pick_of(take());  // 車前
      else return false;
    }
    bool split = is(Tok::Split);
    if (tris && q.type == NO_PIECE_TYPE) q.unit = split ? Unit::TrisLeaves : Unit::Tris;
    else if (tris) q.unit = Unit::Stack, q.eitherLeaves = split;
    else q.unit = split ? Unit::PieceLeaves : Unit::Piece;
    return true;
  }

  // [分] [小] [斜] 进|退|平 value
  bool action(Query& q) {
    accept(Tok::Split);
    bool small = accept(Tok::Small), oblique = accept(Tok::Oblique);
    q.shape = small ? Shape::Small : oblique ? Shape::Oblique : Shape::Plain;
    if (accept(Tok::Fwd)) q.dir = Dir::Forward;
    else if (accept(Tok::Back)) q.dir = Dir::Back;
    else if (accept(Tok::Across) && q.shape == Shape::Plain) q.dir = Dir::Across;
    else return false;
    if (is(Tok::Letter) && q.dir != Dir::Across) q.byRank = true;
    else if (!is(Tok::Num)) return false;
    q.value = take();
    return true;
  }

  // 玄O平五进四: from the reserve column across to a file, then forward.
  bool drop(Query& q) {
    i += 2;
    q.unit = Unit::Drop;
    if (!accept(Tok::Across) || !is(Tok::Num)) return false;
    q.dropFile = take();
    if (!accept(Tok::Fwd)) return true;
    if (!is(Tok::Num) && !is(Tok::Letter)) return false;
    q.dropRank = take();  // a count from the back rank is the rank itself
    return true;
  }

  // 玄二平三进二, 玄二平三, 玄二进二: where the taken Tris goes.
  bool air(Query& q) {
    i += 1;
    q.air = true;
    q.airFrom = q.airTo = take();
    bool moved = false;
    if (accept(Tok::Across)) {
      if (!is(Tok::Num)) return false;
      q.airTo = take();
      moved = true;
    }
    if (is(Tok::Fwd) || is(Tok::Back)) {
      q.airDir = is(Tok::Fwd) ? Dir::Forward : Dir::Back;
      ++i;
      q.airVertical = true;
      if (is(Tok::Letter)) q.airByRank = true;
      else if (!is(Tok::Num)) return false;
      q.airValue = take();
      moved = true;
    }
    return moved;
  }
};

}  // namespace

ReadResult read_chinese(const Position& pos, std::span<const Move> legal, std::string_view text) {
  std::u32string cps;
  std::vector<Token> toks;
  Query q;
  if (!decode_utf8(text, cps) || !tokenize(cps, toks) || !Parser(toks).parse(q))
    return failure(ReadError::Syntax, quoted(text) + " is not Chinese notation");
  return resolve(pos, legal, q, text);
}

}  // namespace pili::notation
