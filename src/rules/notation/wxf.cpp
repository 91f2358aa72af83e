// The World Xiangqi Federation's notation: piece letter, file, + (advance),
// - (retreat) or . (traverse), then the count or the file reached.
//
// Tandem pieces follow the WXF's own page (docs/notation.md): the file digit
// becomes + (front) or - (rear), as in R+.3 and C--1; three soldiers on a file
// are P+, P<file> (the middle one), P-; four are ++, P+, P-, --; five ++, P+,
// P<file>, P-, --; when two files hold several soldiers the letter gives way
// to the file: 3+, 33, 3-, 7+, 7-. Advisors and elephants keep their file
// whenever it names the move alone (A6+5).
//
// Other variants' kinds have their letters in core/piece_kinds.h (Manchu's
// banner is M): such a letter is read as that kind when the side to move has
// one, else as xiangqi reads it (M: the elephant, Minister).
//
// Reading also accepts B and M for the elephant, N for the horse, lower case,
// = or nothing for traverse (C2=5, C25), and the front/rear marks written
// before the letter (+C.5, fC+2, rC+2, bC+2).
#include "pili/core/piece_kinds.h"
#include "pili/rules/notation/glyphs.h"
#include "pili/rules/notation/movers.h"
#include "pili/rules/notation/styles.h"

namespace pili::notation {

namespace {

// `extras`: the kinds beyond xiangqi's that the side to move has (kind_bit).
PieceType piece_of_letter(char c, uint32_t extras) {
  c = c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c;
  for (int pt = PAWN + 1; pt < PIECE_TYPE_NB; ++pt)
    if ((extras >> pt & 1) && piece_kind(PieceType(pt)).wxf == c) return PieceType(pt);
  switch (c) {
    case 'K': return KING;
    case 'A': return ADVISOR;
    case 'M': case 'E': case 'B': return ELEPHANT;
    case 'H': case 'N': return HORSE;
    case 'R': return ROOK;
    case 'C': return CANNON;
    case 'P': return PAWN;
    default: return NO_PIECE_TYPE;
  }
}

bool is_digit(char c) { return c >= '1' && c <= '9'; }

// The two characters that say which piece moves.
std::string designation(const Position& pos, std::span<const Move> legal, Move m, Mover mv) {
  Color us = pos.side_to_move();
  char letter = piece_kind(mv.type).wxf;
  char file = char('0' + own_file(us, m.from()));
  Columns cols = columns_of(us, units_of(pos, mv));
  int n = 1, i = 0;
  for (int k = 0; k < cols.size; ++k)
    for (int j = 0; j < cols.col[k].count; ++j)
      if (cols.col[k].sq[j] == m.from()) n = cols.col[k].count, i = j;
  std::string byFile{letter, file};
  if (n == 1) return byFile;
  if ((mv.type == ADVISOR || mv.type == ELEPHANT) && file_names_move(pos, legal, m)) return byFile;
  bool front = i == 0, rear = i == n - 1, middle = n % 2 && i == n / 2;
  if (cols.doubled() >= 2) {  // soldiers on two files: the file comes first
    if (front || rear || middle) return {file, front ? '+' : rear ? '-' : file};
    return {};
  }
  if (n >= 4 && (front || rear)) return front ? "++" : "--";
  if (middle) return byFile;
  bool forward = n >= 4 ? i == 1 : front;
  return {letter, forward ? '+' : '-'};
}

}  // namespace

std::string write_wxf(const Position& pos, std::span<const Move> legal, Move m) {
  Mover mv = mover_of(pos, m);
  if (mv.unit != Unit::Piece || m.kind() != MK_NORMAL) return {};
  std::string out = designation(pos, legal, m, mv);
  if (out.empty()) return out;
  Action a = action_of(pos.side_to_move(), mv, m.from(), m.to());
  out += a.dir == Dir::Forward ? '+' : a.dir == Dir::Back ? '-' : '.';
  out += char('0' + a.value);
  return out;
}

ReadResult read_wxf(const Position& pos, std::span<const Move> legal, std::string_view text) {
  std::string t;
  for (char c : text)
    if (c != ' ' && c != '\t') t += c;
  auto syntax = [&] {
    return failure(ReadError::Syntax, quoted(text) + " is not WXF notation");
  };
  if (t.size() < 3) return syntax();
  Query q;
  Designator& d = q.desig;
  auto sign_pick = [](char c) { return c == '+' || c == 'f' ? Pick::Front : Pick::Rear; };
  char c0 = t[0], c1 = t[1];
  uint32_t extras = 0;
  for (int pt = PAWN + 1; pt < PIECE_TYPE_NB; ++pt)
    if (pos.pieces(pos.side_to_move(), PieceType(pt))) extras |= 1u << pt;
  auto letter_type = [extras](char c) { return piece_of_letter(c, extras); };
  if ((c0 == '+' || c0 == '-') && c1 == c0) {  // ++, --: the outer soldiers of four or five
    d.pick = c0 == '+' ? Pick::Foremost : Pick::Rearmost;
    q.type = PAWN;
  } else if ((c0 == '+' || c0 == '-' || c0 == 'f' || c0 == 'r' || c0 == 'b') &&
             letter_type(c1) != NO_PIECE_TYPE) {  // +C, fC: front or rear, mark first
    d.pick = sign_pick(c0);
    q.type = letter_type(c1);
  } else if (is_digit(c0)) {  // 3+, 33, 3-: soldiers on two files
    q.type = PAWN;
    d.file = c0 - '0';
    if (c1 == '+' || c1 == '-') d.pick = sign_pick(c1);
    else if (c1 == c0) d.pick = Pick::Middle;
    else return syntax();
  } else if (letter_type(c0) != NO_PIECE_TYPE) {
    q.type = letter_type(c0);
    if (is_digit(c1)) d = {Pick::WxfFile, c1 - '0', 0};
    else if (c1 == '+' || c1 == '-') d.pick = c1 == '+' ? Pick::WxfFront : Pick::WxfRear;
    else return syntax();
  } else {
    return syntax();
  }
  if (t.size() == 4 && (t[2] == '+' || t[2] == '-' || t[2] == '.' || t[2] == '=') && is_digit(t[3])) {
    q.dir = t[2] == '+' ? Dir::Forward : t[2] == '-' ? Dir::Back : Dir::Across;
    q.value = t[3] - '0';
  } else if (t.size() == 3 && is_digit(t[2])) {  // C25: traverse without a mark
    q.dir = Dir::Across;
    q.value = t[2] - '0';
  } else {
    return syntax();
  }
  return resolve(pos, legal, q, text);
}

}  // namespace pili::notation
