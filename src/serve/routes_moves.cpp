// Routes that change the game record or the point shown in it: play moves,
// go to a ply, take back.
#include "api.h"
#include "typed_move.h"

namespace pili::serve {

using nlohmann::json;

void Api::move_routes() {
  // One move, or several in a row ("moves": a PV prefix); all or nothing.
  // "text": one move as typed, in any notation the board reads.
  post("/api/move", [this](const json& b) {
    auto s = session_of(b);
    std::vector<std::string> list = field<std::vector<std::string>>(b, "moves", {});
    if (auto one = field<std::string>(b, "move", ""); !one.empty()) list.insert(list.begin(), one);
    std::string typed = field<std::string>(b, "text", "");
    if (list.empty() && typed.empty()) throw ApiError{400, "missing 'move'"};
    if (list.size() > 64) throw ApiError{400, "at most 64 moves at once"};
    std::lock_guard lock(s->mtx);
    if (s->job == Job::Move) throw ApiError{409, "Pili is thinking about its move"};
    if (!typed.empty()) {
      std::string err, m = read_typed_move(s->variant, s->engine.fen(), typed, err);
      if (m.empty()) throw ApiError{422, err};
      list.insert(list.begin(), m);
    }
    int cursor = s->cursor;
    std::vector<std::string> saved = s->moves;
    for (const auto& m : list) {
      std::string err;
      if (!s->play(m, err)) {
        s->moves = saved;
        std::string ignored;
        s->set_cursor(cursor, ignored);
        throw ApiError{422, err};
      }
    }
    s->status.clear();
    return state(*s);
  });

  post("/api/goto", [this](const json& b) {
    auto s = session_of(b);
    std::lock_guard lock(s->mtx);
    std::string err;
    if (!s->set_cursor(field<int>(b, "ply", s->cursor), err)) throw ApiError{400, err};
    // Looking back through a game should not make Pili move at once.
    if (s->mode == Mode::Pili || s->mode == Mode::Human) s->mode = Mode::Free;
    return state(*s);
  });

  // Takes back to the human's previous turn (two plies against Pili).
  post("/api/takeback", [this](const json& b) {
    auto s = session_of(b);
    std::lock_guard lock(s->mtx);
    if (s->cursor == 0) throw ApiError{409, "nothing to take back"};
    int ply = s->cursor - 1;
    if (s->mode == Mode::Human && ply > 0) {
      bool redToMoveBefore = s->engine.fen().find(" b") != std::string::npos;  // side that moved last
      if (redToMoveBefore != s->humanRed) --ply;
    }
    std::string err;
    s->stop_job();
    s->moves.resize(size_t(s->cursor));
    if (!s->set_cursor(ply, err)) throw ApiError{400, err};
    s->moves.resize(size_t(ply));
    return state(*s);
  });
}

}  // namespace pili::serve
