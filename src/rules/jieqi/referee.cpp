// Jieqi's referee over text (rules/jieqi_referee.h).
#include "pili/rules/jieqi_referee.h"

#include "pili/core/bitboard.h"
#include "pili/core/notation.h"
#include "pili/rules/game.h"
#include "pili/rules/jieqi.h"

namespace pili::jieqi {

namespace {

bool start_position(const std::string& startFen, Position& pos, std::string& err) {
  return set_position<Jieqi>(pos, startFen.empty() ? std::string(JIEQI_START_FEN) : startFen, err);
}

Color start_side(const std::string& startFen) {
  Position pos;
  std::string err;
  return start_position(startFen, pos, err) ? pos.side_to_move() : RED;
}

}  // namespace

bool new_deal(const std::string& startFen, const std::string& dealText, uint64_t seed, Deal& out,
              std::string& board, std::string& err) {
  Position pos;
  if (!start_position(startFen, pos, err)) return false;
  Deal d;
  if (dealText.empty() ? !deal(pos, seed, d, err) : !parse_deal(pos, dealText, d, err)) return false;
  out = d;
  board = deal_text(pos, d);
  return true;
}

bool deal_for_record(const std::string& startFen, const std::vector<std::string>& moves, uint64_t seed,
                     std::string& board, std::string& err) {
  Position start, pos;
  if (!start_position(startFen, start, err)) return false;
  pos = start;
  Deal known, out;
  for (size_t i = 0; i < moves.size(); ++i) {
    Move m = Jieqi::resolve_move(pos, moves[i], 0, err);
    if (!m.is_ok()) return err = "move " + std::to_string(i + 1) + ": " + err, false;
    Color us = pos.side_to_move();
    if (test(pos.covered(), m.from())) known.identity[m.from()] = make_piece(us, Jieqi::revealed_type(m));
    if (PieceType t = Jieqi::captured_type(m); t && test(pos.covered(), m.to()))
      known.identity[m.to()] = make_piece(~us, t);
    Jieqi::do_move(pos, m);
  }
  if (!deal(start, seed, out, err, &known)) return false;
  board = deal_text(start, out);
  return true;
}

bool dealt_record(const std::string& startFen, const Deal& d, const std::vector<std::string>& moves,
                  std::vector<std::string>& out, std::string& err) {
  Position pos;
  if (!start_position(startFen, pos, err)) return false;
  std::vector<std::string> result;
  for (size_t i = 0; i < moves.size(); ++i) {
    const std::string& text = moves[i];
    auto fail = [&](const std::string& why) {
      return err = "move " + std::to_string(i + 1) + " '" + text + "': " + why, false;
    };
    Move legal = find_legal_move<Jieqi>(pos, text);
    if (!legal.is_ok())
      return fail((Jieqi::parse_move_text(text, 0) ? "illegal in " : "unparsable in ") + pos.fen());
    Move dealt = dealt_move(pos, legal, d);
    std::string written = identity_move_text(pos, dealt);
    if (text.size() > 4) {
      // Letters given: the rules read them, and they must be the deal's.
      std::string why;
      Move named = Jieqi::resolve_move(pos, text, 0, why);
      if (!named.is_ok()) return fail(why);
      PieceType r = Jieqi::revealed_type(named), c = Jieqi::captured_type(named);
      if (r && r != Jieqi::revealed_type(dealt))
        return fail("the piece on " + square_to_string(legal.from()) + " is dealt as " + written.substr(4, 1) +
                    ", not " + text.substr(4, 1));
      if (c && c != Jieqi::captured_type(dealt))
        return fail("the covered piece on " + square_to_string(legal.to()) + " is dealt as " +
                    std::string(1, written.back()) + ", not " + std::string(1, text.back()));
    }
    result.push_back(written);
    Jieqi::do_move(pos, dealt);
  }
  out = std::move(result);
  return true;
}

std::vector<std::string> told_to(const std::string& startFen, const std::vector<std::string>& moves, Color viewer) {
  Color mover = start_side(startFen);
  std::vector<std::string> out;
  for (const auto& m : moves) {
    out.push_back(mover == viewer ? m : without_captured_letter(m, mover));
    mover = ~mover;
  }
  return out;
}

std::vector<std::string> told_to_side_to_move(const std::string& startFen, const std::vector<std::string>& moves) {
  Color next = start_side(startFen);
  if (moves.size() % 2) next = ~next;
  return told_to(startFen, moves, next);
}

bool covered_view(const std::string& startFen, const std::vector<std::string>& moves, CoveredView& out,
                  std::string& err) {
  Position pos, pub;  // the whole record; the record as the public sees it
  if (!start_position(startFen, pos, err)) return false;
  pub = pos;
  CoveredView v;
  for (size_t i = 0; i < moves.size(); ++i) {
    Move m = Jieqi::resolve_move(pos, moves[i], 0, err);
    if (!m.is_ok()) return false;
    Color us = pos.side_to_move();
    bool reveals = test(pos.covered(), m.from());
    v.revealSq = reveals ? m.to() : SQ_NONE;
    v.revealed = reveals ? make_piece(us, Jieqi::revealed_type(m)) : NO_PIECE;
    if (pos.piece_on(m.to()) != NO_PIECE && test(pos.covered(), m.to())) {
      PieceType t = Jieqi::captured_type(m);
      v.captures.push_back({int(i) + 1, us, m.to(), pos.piece_on(m.to()), t ? make_piece(~us, t) : NO_PIECE});
    }
    Jieqi::do_move(pos, m);
    // Captured identities leave no pool here: the owner never sees them.
    Jieqi::do_move(pub, Jieqi::with_identities(m, Jieqi::revealed_type(m)));
  }
  for (Color c : {RED, BLACK}) {
    for (int pt = ADVISOR; pt <= PAWN; ++pt) v.pool[c][pt] = pub.pool_count(c, PieceType(pt));
    v.covered[c] = popcount(pub.covered(c));
  }
  out = std::move(v);
  return true;
}

}  // namespace pili::jieqi
