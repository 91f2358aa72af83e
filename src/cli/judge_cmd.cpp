// `pili judge`: replays a game (FEN + moves) and explains the verdict of the
// repetition law (AXF: perpetual check, perpetual chase) for its last
// repetition, move by move: check, chase (and of what) or idle. A tool for
// arbiters and GUI authors; the law itself lives in rules/judge.h + chase.h.
#include <iostream>
#include <memory>
#include <optional>

#include "commands.h"
#include "pili/core/notation.h"
#include "pili/rules/game.h"
#include "pili/rules/judge.h"
#include "pili/rules/variant.h"

namespace pili::app {
namespace {

struct JudgeOptions {
  std::string variant = default_variant_name();
  std::string fen;
  std::vector<std::string> moves;
};

std::string squares_text(const Position& pos, Bitboard b) {
  std::string out;
  for_each_square(b, [&](Square s) {
    out += (out.empty() ? "" : ", ") + piece_name(pos, s) + " on " + square_to_string(s);
  });
  return out;
}

template <class R>
int judge_game(const JudgeOptions& o) {
  if constexpr (R::PROFILE.board != Board::Xiangqi9x10) {
    // Chess's law has nothing to explain: every threefold repetition draws.
    std::cerr << "error: judge explains the xiangqi boards' repetition law; in " << R::NAME
              << " every threefold repetition is a draw\n";
    return 2;
  } else {
  Position pos;
  std::string err;
  if (!set_position<R>(pos, o.fen.empty() ? R::START_FEN : o.fen, err)) {
    std::cerr << "error: bad FEN: " << err << '\n';
    return 2;
  }
  // The last ply whose position repeats an earlier one, as a position copy.
  std::optional<Position> at;
  int atPly = 0, occurrences = 0;
  for (size_t i = 0; i < o.moves.size(); ++i) {
    Move m = find_legal_move<R>(pos, o.moves[i]);
    if (!m.is_ok()) {
      std::cerr << "error: move " << i + 1 << " '" << o.moves[i] << "' is not legal in "
                << pos.fen(R::MENG_FEN) << '\n';
      return 2;
    }
    R::do_move(pos, m);
    int n;
    if (find_repetition(pos, n)) {
      at = pos;
      atPly = int(i) + 1;
      occurrences = n;
    }
  }
  if (!at) {
    std::cout << "No repetition in the " << o.moves.size() << " moves given.\n";
    Verdict v = adjudicate<R>(pos);
    if (v.outcome != Outcome::Ongoing) std::cout << "Game over: " << v.text() << '\n';
    return 0;
  }
  int len = last_repetition(*at);
  CycleAnalysis a = analyse_cycle<R>(*at, len, true);
  std::cout << "Last repetition: after ply " << atPly << " (" << o.moves[atPly - 1]
            << "), the position of ply " << atPly - len << " recurs (occurrence " << occurrences
            << "); cycle of " << len << " plies:\n";
  // Show each chased piece on its square after the move that chased it.
  Position replay = *at;
  for (int i = 0; i < len; ++i) R::undo_move(replay, a.moves[len - 1 - i].move);
  for (int i = 0; i < len; ++i) {
    const CycleMove& cm = a.moves[i];
    R::do_move(replay, cm.move);
    std::cout << "  ply " << atPly - len + i + 1 << "  " << side_name(cm.mover) << "  "
              << move_to_string(cm.move) << "  ";
    if (cm.cls == MoveClass::Check) std::cout << "check";
    else if (cm.cls == MoveClass::Chase) std::cout << "chase: " << squares_text(replay, cm.chased);
    else std::cout << "idle";
    std::cout << '\n';
  }
  for (Color c : {RED, BLACK}) {
    std::cout << side_name(c) << ": ";
    if (a.allCheck[c]) std::cout << "checks on every move (perpetual check)\n";
    else if (a.chases(c))
      std::cout << "chases on every move, always the " << squares_text(*at, a.perpetual[c])
                << " (perpetual chase, forbidden)\n";
    else if (a.allChase[c]) std::cout << "chases on every move, but not always the same piece (allowed)\n";
    else if (!HAS_CHASE_LAW<R>) std::cout << "does not check on every move (this variant has no chase rule)\n";
    else std::cout << "not every move checks or chases one piece (no offence)\n";
  }
  Verdict v = cycle_verdict(*at, a);
  std::cout << "Verdict: " << v.text() << '\n';
  if (occurrences < 3) std::cout << "(a referee ends the game at the third occurrence)\n";
  return 0;
  }
}

// The variants judge explains: those on the xiangqi board.
std::string judged_variants() {
  std::string s;
  for (Variant v : ALL_VARIANTS)
    if (profile(v).board == Board::Xiangqi9x10) s.append(s.empty() ? "" : ", ").append(variant_name(v));
  return s;
}

}  // namespace

void add_judge_command(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<JudgeOptions>();
  CLI::App* cmd = app.add_subcommand("judge", "explain the repetition verdict (perpetual check/chase) of a game");
  cmd->add_option("--variant", o->variant, judged_variants());
  cmd->add_option("--fen", o->fen, "start position (default: the standard start)");
  cmd->add_option("--moves", o->moves, "the game's moves, e.g. h2e2 h9g7 ...");
  cmd->callback([o, &exitCode] {
    auto v = parse_variant(o->variant);
    if (!v || !variant_available(*v)) {
      std::cerr << "error: unknown or unavailable variant '" << o->variant << "'\n";
      exitCode = 2;
      return;
    }
    exitCode = visit_rules(*v, [&]<class R>() { return judge_game<R>(*o); });
  });
}

}  // namespace pili::app
