// Atomic chess on the 8x8 board: chess FEN parsing, then a short line of
// play. Input: the first line is a FEN, the second a move text (SAN or UCI)
// that is parsed against the position, each further byte picks the next
// move. At every position of the line: placement and key consistent, the
// FEN round trip gives the same position, check information and legal
// moves, count_legal and CAPTURES + QUIETS agree with LEGAL, every legal
// move's UCI text and SAN read back as that move and no two moves share a
// SAN, every move (and a null move when not in check) is made and unmade
// with the position restored exactly, and a parsed text is one of the
// legal moves.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "fuzz_check.h"
#include "pili/rules/atomic_chess_san.h"

namespace {

using AC = pili::AtomicChess;
using CPos = pili::chess::Position;
constexpr size_t MAX_TEXT = 400;
constexpr size_t MAX_PLIES = 6;

std::vector<uint32_t> sorted(const CPos& pos, pili::GenType t) {
  std::vector<uint32_t> out;
  if (AC::king_lost(pos)) return out;
  pili::MoveList list;
  if (t == pili::LEGAL) AC::generate<pili::LEGAL>(pos, list);
  else if (t == pili::CAPTURES) AC::generate<pili::CAPTURES>(pos, list);
  else AC::generate<pili::QUIETS>(pos, list);
  for (pili::Move m : list) out.push_back(m.raw());
  std::sort(out.begin(), out.end());
  return out;
}

std::string snapshot(const CPos& pos) {
  const auto& s = pos.st();
  return std::to_string(pos.key()) + " " + std::to_string(s.check) + " " + std::to_string(s.checkers) + " " +
         std::to_string(s.rule50) + " " + std::to_string(s.castling) + " " + std::to_string(int(s.epSquare)) + " " +
         std::to_string(pos.history_size()) + " " + pos.fen();
}

void check_position(const CPos& pos, const std::string& where) {
  std::string why;
  PILI_FUZZ_CHECK(pos.is_consistent(&why), where + ": " + why);
  PILI_FUZZ_CHECK(pos.key() == pos.compute_key(), where + ": incremental key differs");
  if (AC::king_lost(pos)) return;  // the game is over: no moves
  const std::string fen = pos.fen();
  CPos q;
  std::string err;
  PILI_FUZZ_CHECK(pili::set_position<AC>(q, fen, err), where + ": own FEN rejected: " + fen + ": " + err);
  PILI_FUZZ_CHECK(q.fen() == fen, where + ": FEN round trip " + fen + " -> " + q.fen());
  PILI_FUZZ_CHECK(q.key() == pos.key(), where + ": key differs after FEN round trip: " + fen);
  PILI_FUZZ_CHECK(q.st().check == pos.st().check && q.checkers() == pos.checkers(),
                  where + ": check info differs from a fresh parse: " + fen);
  auto legal = sorted(pos, pili::LEGAL);
  PILI_FUZZ_CHECK(legal == sorted(q, pili::LEGAL), where + ": legal moves differ from a fresh parse: " + fen);
  PILI_FUZZ_CHECK(AC::count_legal(pos) == legal.size(), where + ": count_legal differs: " + fen);
  auto caps = sorted(pos, pili::CAPTURES), quiets = sorted(pos, pili::QUIETS);
  std::vector<uint32_t> both;
  std::merge(caps.begin(), caps.end(), quiets.begin(), quiets.end(), std::back_inserter(both));
  PILI_FUZZ_CHECK(both == legal, where + ": CAPTURES + QUIETS != LEGAL: " + fen);
  std::set<std::string> sans;
  for (uint32_t raw : legal) {
    pili::Move m(raw);
    std::string text = AC::move_text(m);
    PILI_FUZZ_CHECK(pili::find_legal_move<AC>(pos, text) == m, where + ": UCI text does not read back: " + text);
    std::string san = pili::chess::move_to_san(pos, m);
    PILI_FUZZ_CHECK(sans.insert(san).second, where + ": two legal moves write " + san + " in " + fen);
    PILI_FUZZ_CHECK(pili::chess::parse_san(pos, san, err) == m, where + ": SAN does not read back: " + san + ": " + err);
  }
}

void check_children(CPos& pos, const std::string& where) {
  const std::string before = snapshot(pos);
  for (uint32_t raw : sorted(pos, pili::LEGAL)) {
    pili::Move m(raw);
    AC::do_move(pos, m);
    std::string why;
    PILI_FUZZ_CHECK(pos.is_consistent(&why), where + " " + AC::move_text(m) + ": " + why);
    PILI_FUZZ_CHECK(pos.key() == pos.compute_key(), where + " " + AC::move_text(m) + ": incremental key");
    AC::undo_move(pos, m);
    PILI_FUZZ_CHECK(snapshot(pos) == before, where + " " + AC::move_text(m) + ": undo: " + before + " -> " + snapshot(pos));
  }
  if (!AC::king_lost(pos) && !AC::in_check(pos)) {
    AC::do_null_move(pos);
    std::string why;
    PILI_FUZZ_CHECK(pos.is_consistent(&why), where + " null: " + why);
    AC::undo_null_move(pos);
    PILI_FUZZ_CHECK(snapshot(pos) == before, where + ": undo of null move");
  }
}

// A fuzzed move text: no crash, and whatever it names is a legal move.
void check_text(const CPos& pos, const std::string& text, const std::string& where) {
  std::string err;
  pili::Move m = pili::chess::parse_san(pos, text, err);
  auto legal = sorted(pos, pili::LEGAL);
  if (m.is_ok()) PILI_FUZZ_CHECK(std::binary_search(legal.begin(), legal.end(), m.raw()), where + ": '" + text + "' parsed to an illegal move");
  else PILI_FUZZ_CHECK(!err.empty(), where + ": '" + text + "' rejected without a message");
  pili::Move u = pili::find_legal_move<AC>(pos, text);
  if (u.is_ok()) PILI_FUZZ_CHECK(std::binary_search(legal.begin(), legal.end(), u.raw()), where + ": UCI '" + text + "' illegal");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const char* text = reinterpret_cast<const char*>(data);
  size_t nl = 0;
  while (nl < size && text[nl] != '\n') ++nl;
  if (nl > MAX_TEXT) return 0;
  std::string fen(text, nl);
  size_t at = std::min(nl + 1, size), nl2 = at;
  while (nl2 < size && text[nl2] != '\n') ++nl2;
  if (nl2 - at > MAX_TEXT) return 0;
  std::string moveText(text + at, nl2 - at);
  size_t pathAt = std::min(nl2 + 1, size);
  CPos pos;
  std::string err;
  if (!pili::set_position<AC>(pos, fen, err)) {
    PILI_FUZZ_CHECK(!err.empty(), "rejected FEN without a message: " + fen);
    return 0;
  }
  std::string where = "atomic-chess " + fen;
  for (size_t ply = 0;; ++ply) {
    check_position(pos, where);
    check_children(pos, where);
    if (!moveText.empty()) check_text(pos, moveText, where);
    auto moves = sorted(pos, pili::LEGAL);
    if (pathAt + ply >= size || ply >= MAX_PLIES || moves.empty()) break;
    pili::Move m(moves[data[pathAt + ply] % moves.size()]);
    where += " " + AC::move_text(m);
    AC::do_move(pos, m);
  }
  return 0;
}
