// The Jieqi dealer (rules/jieqi_deal.h). The generator is SplitMix64 and
// the shuffle Fisher-Yates with a modulo draw (a bias below 1e-17 for 15
// pieces), both written out so a seed deals the same on every compiler.
#include "pili/rules/jieqi_deal.h"

#include <sstream>
#include <utility>
#include <vector>

#include "pili/core/bitboard.h"
#include "pili/core/notation.h"
#include "pili/rules/game.h"
#include "pili/rules/jieqi.h"

namespace pili::jieqi {
namespace {

uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Covered points of colour c, in square order (a0, b0, ... i9).
std::vector<Square> covered_points(const Position& pos, Color c) {
  std::vector<Square> out;
  for (Bitboard b = pos.covered(c); b;) out.push_back(pop_lsb(b));
  return out;
}

std::string letter(Piece pc) { return std::string(1, piece_to_char(pc)); }

const Square GENERAL[COLOR_NB] = {make_square(4, 0), make_square(4, 9)};

const Position& start_position() {
  static const Position start = [] {
    Position pos;
    std::string err;
    set_position<Jieqi>(pos, Jieqi::START_FEN, err);
    return pos;
  }();
  return start;
}

}  // namespace

bool deal(const Position& pos, uint64_t seed, Deal& out, std::string& err, const Deal* fixed) {
  Deal d;
  uint64_t state = seed;
  for (Color c : {RED, BLACK}) {
    int left[PAWN + 1] = {};
    for (int pt = ADVISOR; pt <= PAWN; ++pt) left[pt] = pos.pool_count(c, PieceType(pt));
    std::vector<Square> open;
    for (Square s : covered_points(pos, c)) {
      Piece f = fixed ? fixed->identity[s] : NO_PIECE;
      if (f == NO_PIECE) {
        open.push_back(s);
        continue;
      }
      PieceType pt = type_of(f);
      if (color_of(f) != c || pt < ADVISOR || pt > PAWN || left[pt] == 0)
        return err = "the deal names " + letter(f) + " on " + square_to_string(s) + ", which " +
                     (c == RED ? "Red" : "Black") + "'s pool cannot supply",
               false;
      d.identity[s] = f;
      --left[pt];
    }
    for (Square s = Square(0); s < SQUARE_NB; s = Square(s + 1))
      if (fixed && fixed->identity[s] != NO_PIECE && !(test(pos.covered(c), s)) && color_of(fixed->identity[s]) == c)
        return err = "the deal names " + letter(fixed->identity[s]) + " on " + square_to_string(s) +
                     ", where no covered piece stands",
               false;
    std::vector<Piece> bag;
    for (int pt = ADVISOR; pt <= PAWN; ++pt)
      for (int i = 0; i < left[pt]; ++i) bag.push_back(make_piece(c, PieceType(pt)));
    if (bag.size() < open.size())
      return err = std::string(c == RED ? "Red" : "Black") + "'s pool holds fewer pieces than its covered points",
             false;
    // Fisher-Yates over the whole bag; its first open.size() pieces are dealt
    // (a pool may exceed the covered points: pieces captured unseen, R3.2b).
    for (size_t i = bag.size(); i > 1; --i) std::swap(bag[i - 1], bag[splitmix64(state) % i]);
    for (size_t i = 0; i < open.size(); ++i) d.identity[open[i]] = bag[i];
  }
  out = d;
  return true;
}

std::string deal_text(const Position& pos, const Deal& d) {
  std::string out;
  for (int r = 9; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 9; ++f) {
      Square s = make_square(f, r);
      Piece pc = d.identity[s] != NO_PIECE ? d.identity[s] : pos.piece_on(s);
      if (pc == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty), empty = 0;
      out += piece_to_char(pc);
    }
    if (empty) out += char('0' + empty);
    if (r) out += '/';
  }
  return out;
}

bool parse_deal(const Position& pos, std::string_view text, Deal& out, std::string& err) {
  Deal d;
  int r = 9, f = 0;
  auto bad = [&](const std::string& why) { return err = "deal '" + std::string(text.substr(0, 100)) + "': " + why, false; };
  for (char ch : text) {
    if (ch == '/') {
      if (f != 9) return bad("rank " + std::to_string(r) + " does not hold 9 points");
      --r, f = 0;
      if (r < 0) return bad("more than 10 ranks");
      continue;
    }
    if (ch >= '1' && ch <= '9') {
      for (int i = 0; i < ch - '0'; ++i, ++f)
        if (f > 8 || pos.piece_on(make_square(f, r)) != NO_PIECE)
          return bad(f > 8 ? "rank " + std::to_string(r) + " is too long"
                           : "the point " + square_to_string(make_square(f, r)) + " is empty, the game's is not");
      continue;
    }
    if (f > 8) return bad("rank " + std::to_string(r) + " is too long");
    Square s = make_square(f++, r);
    Piece pc = char_to_piece(ch), here = pos.piece_on(s);
    if (pc == NO_PIECE) return bad(std::string("'") + ch + "' is no piece");
    if (here == NO_PIECE) return bad("the point " + square_to_string(s) + " is empty in the game");
    if (color_of(pc) != color_of(here)) return bad("the colour on " + square_to_string(s) + " differs from the game's");
    if (test(pos.covered(), s)) d.identity[s] = pc;
    else if (pc != here) return bad("the face-up piece on " + square_to_string(s) + " differs from the game's");
  }
  if (r != 0 || f != 9) return bad("it does not cover the 90 points");
  Deal checked;
  if (!deal(pos, 0, checked, err, &d)) return bad(err);
  out = d;
  return true;
}

Move dealt_move(const Position& pos, Move m, const Deal& d) {
  PieceType reveal = test(pos.covered(), m.from()) ? type_of(d.identity[m.from()]) : NO_PIECE_TYPE;
  bool takesCovered = pos.piece_on(m.to()) != NO_PIECE && test(pos.covered(), m.to());
  PieceType taken = takesCovered ? type_of(d.identity[m.to()]) : NO_PIECE_TYPE;
  return Jieqi::with_identities(m, reveal, taken);
}

std::string identity_move_text(const Position& pos, Move m) {
  Color us = pos.side_to_move();
  std::string out = move_to_string(Move(m.from(), m.to()));
  if (PieceType t = Jieqi::revealed_type(m); t && test(pos.covered(), m.from())) out += piece_to_char(make_piece(us, t));
  if (PieceType t = Jieqi::captured_type(m); t && test(pos.covered(), m.to())) out += piece_to_char(make_piece(~us, t));
  return out;
}

std::string without_captured_letter(std::string_view text, Color mover) {
  std::string out(text);
  if (out.size() > 4) {
    char last = out.back();
    bool upper = last >= 'A' && last <= 'Z';
    if (upper != (mover == RED)) out.pop_back();
  }
  return out;
}


Deal deal_from_seed(uint64_t seed, uint64_t index) {
  // Two rounds of mixing, so that nearby seeds and indices give unrelated deals.
  uint64_t state = seed;
  const uint64_t mixed = splitmix64(state) ^ index;
  Deal d;
  std::string err;
  deal(start_position(), mixed, d, err);  // the start position's pools fill its points exactly
  return d;
}

std::string deal_text(const Deal& d) { return deal_text(start_position(), d); }

bool parse_deal(const std::string& text, Deal& d, std::string& err) {
  Deal got;
  int rank = 9, file = 0, count[PIECE_NB] = {};
  bool general[COLOR_NB] = {false, false};
  auto bad = [&](const std::string& why) { return err = "bad deal '" + text + "': " + why, false; };
  for (char c : text) {
    if (c == '/') {
      if (file != 9) return bad("rank " + std::to_string(rank) + " does not have 9 points");
      if (--rank < 0) return bad("more than 10 ranks");
      file = 0;
    } else if (c >= '1' && c <= '9') {
      file += c - '0';
    } else {
      Piece pc = char_to_piece(c);
      if (pc == NO_PIECE || type_of(pc) > PAWN) return bad(std::string("'") + c + "' is no xiangqi piece");
      if (file > 8) return bad("rank " + std::to_string(rank) + " has more than 9 points");
      Square s = make_square(file++, rank);
      if (type_of(pc) == KING) {
        if (s != GENERAL[color_of(pc)]) return bad("a general stands on " + square_to_string(s));
        general[color_of(pc)] = true;
        continue;
      }
      if (covered::HOME[s] == NO_PIECE || color_of(covered::HOME[s]) != color_of(pc))
        return bad(std::string("'") + c + "' on " + square_to_string(s) + ", which is no start point of its side");
      got.identity[s] = pc;
      ++count[pc];
    }
    if (file > 9) return bad("rank " + std::to_string(rank) + " has more than 9 points");
  }
  if (rank != 0 || file != 9) return bad("the board needs 10 ranks of 9 points");
  for (Color c : {RED, BLACK}) {
    if (!general[c]) return bad(std::string(c == RED ? "Red" : "Black") + "'s general is missing");
    for (int pt = ADVISOR; pt <= PAWN; ++pt)
      if (count[make_piece(c, PieceType(pt))] != covered::ARMY[pt])
        return bad(std::string(c == RED ? "Red" : "Black") + " has " +
                   std::to_string(count[make_piece(c, PieceType(pt))]) + " '" +
                   piece_to_char(make_piece(c, PieceType(pt))) + "', its army " + std::to_string(covered::ARMY[pt]));
  }
  d = got;
  return true;
}

bool parse_deals(const std::string& text, const std::string& name, std::vector<Deal>& out, std::string& err) {
  std::istringstream in(text);
  std::vector<Deal> read;  // `out` changes only when the whole text is good
  int lineNo = 0;
  for (std::string line; std::getline(in, line);) {
    ++lineNo;
    std::istringstream words(line);
    std::string first;
    if (!(words >> first) || first[0] == '#') continue;
    Deal d;
    if (!parse_deal(first, d, err)) return err = name + ":" + std::to_string(lineNo) + ": " + err, false;
    read.push_back(d);
  }
  if (read.empty()) return err = "no deals in '" + name + "'", false;
  out.insert(out.end(), read.begin(), read.end());
  return true;
}

}  // namespace pili::jieqi
