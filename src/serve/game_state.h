// The JSON the page draws from: board cells, legal moves with what each
// capture would clear, last move and its blast, check, verdict, record and
// engine output. Built from the session's Engine through text only.
#pragma once

#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "board_view.h"
#include "pili/engine/engine.h"
#include "session.h"

namespace pili::serve {

// A spare engine for "what would this move do" questions (blast previews),
// shared by all sessions under a mutex.
class Scratch {
 public:
  Scratch() { engine.set(&Settings::hashMb, 1); }
  // FEN after `move` from `fen` in `variant`; empty on error.
  std::string after(const std::string& variant, const std::string& fen, const std::vector<std::string>& moves);

 private:
  std::mutex mtx;
  Engine engine;
  std::string current;
};

// Points that were occupied in `before` and are empty in `after`, other than
// the mover's origin: the points a capture clears (a blast), or nothing.
std::vector<std::string> cleared_points(const BoardView& before, const BoardView& after, const std::string& from);

// Full state of a session (call with s.mtx held).
nlohmann::json game_state(Session& s, Scratch& scratch);

// The game record as PGN (call with s.mtx held): in the session's notation
// when it is chinese or wxf and the record library can write every move so,
// else in coordinates.
std::string export_pgn(Session& s);

const char* outcome_name(Outcome o);

}  // namespace pili::serve
