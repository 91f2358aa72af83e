#include "pili/rules/jieqi_deal.h"

#include <sstream>
#include <utility>

namespace pili {
namespace {

uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// A side's start points in a fixed order (rank by rank, file by file).
std::vector<Square> start_points(Color c) {
  std::vector<Square> pts;
  for (int s = 0; s < SQUARE_NB; ++s)
    if (covered::HOME[s] != NO_PIECE && color_of(covered::HOME[s]) == c) pts.push_back(Square(s));
  return pts;
}

const Square GENERAL[COLOR_NB] = {make_square(4, 0), make_square(4, 9)};

}  // namespace

Deal deal_from_seed(uint64_t seed, uint64_t index) {
  // Two rounds of mixing, so that nearby seeds and indices give unrelated deals.
  uint64_t state = seed;
  state = splitmix64(state) ^ index;
  Deal d;
  for (Color c : {RED, BLACK}) {
    std::vector<Piece> army;
    for (int pt = ADVISOR; pt <= PAWN; ++pt)
      for (int k = 0; k < covered::ARMY[pt]; ++k) army.push_back(make_piece(c, PieceType(pt)));
    for (size_t k = army.size() - 1; k > 0; --k) std::swap(army[k], army[splitmix64(state) % (k + 1)]);
    std::vector<Square> pts = start_points(c);
    for (size_t k = 0; k < pts.size(); ++k) d.identity[pts[k]] = army[k];
  }
  return d;
}

std::string deal_text(const Deal& d) {
  std::string out;
  for (int r = 9; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 9; ++f) {
      Square s = make_square(f, r);
      Piece pc = s == GENERAL[RED] ? make_piece(RED, KING) : s == GENERAL[BLACK] ? make_piece(BLACK, KING) : d.identity[s];
      if (pc == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      out += piece_to_char(pc);
    }
    if (empty) out += char('0' + empty);
    if (r) out += '/';
  }
  return out;
}

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

}  // namespace pili
