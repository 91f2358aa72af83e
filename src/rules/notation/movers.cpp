// Which piece a notation names and how it says the piece moves.
#include "pili/rules/notation/movers.h"

#include "pili/core/piece_kinds.h"

#include <algorithm>

namespace pili::notation {

Mover mover_of(const Position& pos, Move m) {
  switch (m.kind()) {
    case MK_DROP: return {Unit::Drop, NO_PIECE_TYPE};
    case MK_SPLIT_TRIS: return {Unit::TrisLeaves, type_of(pos.piece_on(m.from()))};
    case MK_SPLIT_PIECE: return {Unit::PieceLeaves, type_of(pos.piece_on(m.from()))};
    default: break;
  }
  Piece pc = pos.piece_on(m.from());
  if (pc == NO_PIECE) return {Unit::Tris, NO_PIECE_TYPE};
  if (test(pos.tris(color_of(pc)), m.from())) return {Unit::Stack, type_of(pc)};
  return {Unit::Piece, type_of(pc)};
}

Bitboard units_of(const Position& pos, Mover mv) {
  Color us = pos.side_to_move();
  switch (mv.unit) {
    case Unit::Piece: return pos.pieces(us, mv.type) & ~pos.tris();
    case Unit::Tris: return pos.tris(us) & ~(pos.pieces(RED) | pos.pieces(BLACK));
    case Unit::Stack:
    case Unit::PieceLeaves: return pos.pieces(us, mv.type) & pos.tris(us);
    case Unit::TrisLeaves: return pos.pieces(us) & pos.tris(us);
    default: return 0;
  }
}

int Columns::doubled() const {
  int n = 0;
  for (int i = 0; i < size; ++i) n += col[i].count >= 2;
  return n;
}

Columns columns_of(Color c, Bitboard units) {
  Columns cols;
  for (int file = 1; file <= FILE_NB; ++file) {
    Column& col = cols.col[cols.size];
    col.file = file;
    col.count = 0;
    for (int rank = RANK_NB - 1; rank >= 0; --rank) {  // front (far from home) first
      Square s = own_square(c, file, rank);
      if (test(units, s)) col.sq[col.count++] = s;
    }
    if (col.count) ++cols.size;
  }
  return cols;
}

Bitboard designated(Color c, Bitboard units, Designator d) {
  Columns cols = columns_of(c, units);
  Bitboard out = 0;
  int series = 0;  // ordinals run on across the files holding two or more
  for (int i = 0; i < cols.size; ++i) {
    const Column& col = cols.col[i];
    int n = col.count;
    bool onFile = d.file == 0 || d.file == col.file;
    if (d.pick == Pick::File || d.pick == Pick::WxfFile) {
      if (col.file != d.file) continue;
      if (d.pick == Pick::WxfFile && (n == 3 || n == 5)) return square_bb(col.sq[n / 2]);
      for (int k = 0; k < n; ++k) out |= square_bb(col.sq[k]);
      continue;
    }
    if (n < 2) continue;
    switch (d.pick) {
      case Pick::Front: if (onFile) out |= square_bb(col.sq[0]); break;
      case Pick::Rear: if (onFile) out |= square_bb(col.sq[n - 1]); break;
      case Pick::Middle: if (onFile && n % 2) out |= square_bb(col.sq[n / 2]); break;
      case Pick::WxfFront: if (onFile) out |= square_bb(col.sq[n >= 4 ? 1 : 0]); break;
      case Pick::WxfRear: if (onFile) out |= square_bb(col.sq[n >= 4 ? n - 2 : n - 1]); break;
      case Pick::Foremost: if (onFile && n >= 4) out |= square_bb(col.sq[0]); break;
      case Pick::Rearmost: if (onFile && n >= 4) out |= square_bb(col.sq[n - 1]); break;
      case Pick::Ordinal:
        if (d.file) {
          if (onFile && d.ordinal <= n) out |= square_bb(col.sq[d.ordinal - 1]);
        } else if (d.ordinal > series && d.ordinal <= series + n) {
          out |= square_bb(col.sq[d.ordinal - series - 1]);
        }
        series += n;
        break;
      default: break;
    }
  }
  return out;
}

Action action_of(Color c, Mover mv, Square from, Square to) {
  int f0 = own_file(c, from), f1 = own_file(c, to);
  int r0 = own_rank(c, from), r1 = own_rank(c, to);
  Action a{r1 > r0 ? Dir::Forward : Dir::Back, Shape::Plain, false, f1, r1};
  if (r0 == r1) {
    a.dir = Dir::Across;
    return a;
  }
  int df = f1 > f0 ? f1 - f0 : f0 - f1, dr = r1 > r0 ? r1 - r0 : r0 - r1;
  // A kind that moves in lines counts steps on its file (core/piece_kinds.h).
  bool straight = piece_kind(mv.type).countsSteps;
  if (df == 0 && (moves_like_tris(mv.unit) || straight)) {
    a.steps = true;
    a.value = dr;
  } else if (moves_like_tris(mv.unit)) {
    a.shape = df == dr ? Shape::Small : Shape::Oblique;
  }
  return a;
}

ReadResult failure(ReadError e, std::string message) {
  ReadResult r;
  r.error = e;
  r.message = std::move(message);
  return r;
}

namespace {

bool unit_fits(const Query& q, Mover mv) {
  if (q.eitherLeaves)
    return (mv.unit == Unit::PieceLeaves || mv.unit == Unit::TrisLeaves) && mv.type == q.type;
  if (mv.unit != q.unit) return false;
  return q.unit == Unit::Tris || q.unit == Unit::TrisLeaves || mv.type == q.type;
}

bool action_fits(const Query& q, const Action& a) {
  if (a.dir != q.dir || a.shape != q.shape) return false;
  if (q.byRank) return a.steps && a.toRank == q.value;
  return a.value == q.value;
}

bool air_fits(const Query& q, Color c, Move m) {
  if (m.kind() != MK_AIRDROP) return !q.air;
  if (!q.air) return false;
  Square cap = m.to(), to = m.extra();
  if (own_file(c, cap) != q.airFrom || own_file(c, to) != q.airTo) return false;
  int r0 = own_rank(c, cap), r1 = own_rank(c, to);
  if (r0 == r1) return !q.airVertical;
  if (!q.airVertical || q.airDir != (r1 > r0 ? Dir::Forward : Dir::Back)) return false;
  return q.airByRank ? q.airValue == r1 : q.airValue == (r1 > r0 ? r1 - r0 : r0 - r1);
}

}  // namespace

std::string quoted(std::string_view text) {
  std::string out(1, '\'');
  out.append(text);
  out += '\'';
  return out;
}

ReadResult resolve(const Position& pos, std::span<const Move> legal, const Query& q,
                   std::string_view text) {
  Color us = pos.side_to_move();
  Move found;
  int matches = 0;
  if (q.unit == Unit::Drop) {
    bool anyDrop = false;
    for (Move m : legal) {
      if (m.kind() != MK_DROP) continue;
      anyDrop = true;
      if (own_file(us, m.to()) == q.dropFile && own_rank(us, m.to()) == q.dropRank) found = m, ++matches;
    }
    if (!anyDrop) return failure(ReadError::Illegal, quoted(text) + ": no Tris can be dropped now");
    if (!matches) return failure(ReadError::Illegal, quoted(text) + ": a Tris cannot be dropped there");
    ReadResult r;
    r.move = found;
    return r;
  }
  Mover units{q.eitherLeaves ? Unit::Stack : q.unit, q.type};
  Bitboard from = designated(us, units_of(pos, units), q.desig);
  if (!from) return failure(ReadError::NoSuchPiece, quoted(text) + ": no such piece");
  for (Move m : legal) {
    if (m.kind() == MK_DROP || !test(from, m.from())) continue;
    Mover mv = mover_of(pos, m);
    if (!unit_fits(q, mv) || !air_fits(q, us, m)) continue;
    if (!action_fits(q, action_of(us, mv, m.from(), m.to()))) continue;
    found = m;
    ++matches;
  }
  if (matches > 1)
    return failure(ReadError::Ambiguous,
                   quoted(text) + ": " + std::to_string(matches) + " legal moves fit");
  if (!matches) return failure(ReadError::Illegal, quoted(text) + ": not a legal move");
  ReadResult r;
  r.move = found;
  return r;
}

Query query_of(const Position& pos, Move m) {
  Color us = pos.side_to_move();
  Mover mv = mover_of(pos, m);
  Query q;
  q.unit = mv.unit;
  q.type = mv.type;
  if (mv.unit == Unit::Drop) {
    q.dropFile = own_file(us, m.to());
    q.dropRank = own_rank(us, m.to());
    return q;
  }
  Action a = action_of(us, mv, m.from(), m.to());
  q.desig = {Pick::File, own_file(us, m.from()), 0};
  q.dir = a.dir;
  q.shape = a.shape;
  q.value = a.value;
  if (m.kind() == MK_AIRDROP) {
    Square cap = m.to(), to = m.extra();
    int r0 = own_rank(us, cap), r1 = own_rank(us, to);
    q.air = true;
    q.airFrom = own_file(us, cap);
    q.airTo = own_file(us, to);
    q.airVertical = r0 != r1;
    q.airDir = r1 > r0 ? Dir::Forward : Dir::Back;
    q.airValue = r1 > r0 ? r1 - r0 : r0 - r1;
  }
  return q;
}

bool file_names_move(const Position& pos, std::span<const Move> legal, Move m) {
  ReadResult r = resolve(pos, legal, query_of(pos, m), "");
  return r.ok() && r.move == m;
}

const char* error_name(ReadError e) {
  switch (e) {
    case ReadError::None: return "none";
    case ReadError::Syntax: return "syntax";
    case ReadError::NoSuchPiece: return "no such piece";
    case ReadError::Ambiguous: return "ambiguous";
    case ReadError::Illegal: return "illegal";
  }
  return "?";
}

}  // namespace pili::notation
