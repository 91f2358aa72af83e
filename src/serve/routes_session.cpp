// Routes about a session and its engine: create one, read its state, start
// a new game, choose the mode (who moves, strength, lines) and the move
// list's notation, let Pili move once, stop.
#include <cstdio>
#include <optional>
#include <random>

#include "play_level.h"
#include "api.h"
#include "pili/rules/variant.h"

namespace pili::serve {

using nlohmann::json;

namespace {

std::string random_id() {
  static std::mutex m;
  static std::mt19937_64 rng{std::random_device{}()};
  std::lock_guard lock(m);
  char buf[33];
  std::snprintf(buf, sizeof buf, "%016llx%016llx", (unsigned long long)rng(), (unsigned long long)rng());
  return buf;
}

// The "notation" field of a request for a game of `variant` (none: nullopt);
// a notation the variant does not have is refused before anything changes.
std::optional<MoveNotation> requested_notation(const std::string& variant, const json& b) {
  std::string name = field<std::string>(b, "notation", "");
  if (name.empty()) return std::nullopt;
  std::string err;
  auto n = notation_for(variant, name, err);
  if (!n) throw ApiError{400, err};
  return n;
}

// A new game's deal of covered pieces (Jieqi): "deal", a deal board
// (rules/jieqi_deal.h), or "seed", a number to deal from; neither: random.
std::optional<uint64_t> requested_seed(const json& b) {
  auto it = b.find("seed");
  if (it == b.end() || it->is_null()) return std::nullopt;
  if (!it->is_number_unsigned()) throw ApiError{400, "seed must be a whole number from 0 to 2^64-1"};
  return it->get<uint64_t>();
}

}  // namespace

void Api::session_routes() {
  // What the page asks first, to learn whether a server answers (session.js).
  get("/api/hello", [](const json&) { return json{{"board", "pili"}}; });

  post("/api/session", [this](const json& b) {
    {
      std::lock_guard lock(sessionsMtx);
      if (int(sessions.size()) >= limits.maxSessions)
        throw ApiError{429, "too many sessions (" + std::to_string(limits.maxSessions) +
                                "); close a tab or wait for idle ones to expire"};
    }
    auto s = std::make_shared<Session>(random_id(), limits);
    if (tables) s->engine.use_tablebases(tables, tablesDir);  // Pili's own moves use them too
    std::string err;
    std::lock_guard lock(s->mtx);
    if (!s->reset(field<std::string>(b, "variant", default_variant_name()), field<std::string>(b, "fen", ""), err,
                  field<std::string>(b, "deal", ""), requested_seed(b)))
      throw ApiError{400, err};
    if (auto n = requested_notation(s->variant, b)) s->notation = *n;
    {
      std::lock_guard l2(sessionsMtx);
      if (int(sessions.size()) >= limits.maxSessions) throw ApiError{429, "too many sessions"};
      sessions[s->id] = s;
    }
    return state(*s);
  });

  get("/api/state", [this](const json& b) {
    auto s = session_of(b);
    std::lock_guard lock(s->mtx);
    return state(*s);
  });

  post("/api/new", [this](const json& b) {
    auto s = session_of(b);
    std::lock_guard lock(s->mtx);
    std::string err, variant = field<std::string>(b, "variant", s->variant);
    auto n = requested_notation(variant, b);
    if (!s->reset(variant, field<std::string>(b, "fen", ""), err, field<std::string>(b, "deal", ""), requested_seed(b)))
      throw ApiError{400, err};
    if (n) s->notation = *n;
    s->status.clear();
    return state(*s);
  });

  // The move list's notation (coord, chinese, wxf, dual); the search goes on.
  post("/api/notation", [this](const json& b) {
    auto s = session_of(b);
    std::lock_guard lock(s->mtx);
    auto n = requested_notation(s->variant, b);
    if (!n) throw ApiError{400, "missing 'notation'"};
    s->notation = *n;
    s->bump();
    return state(*s);
  });

  post("/api/mode", [this](const json& b) {
    auto s = session_of(b);
    auto mode = parse_mode(field<std::string>(b, "mode", mode_name(Mode::Free)));
    if (!mode) throw ApiError{400, "mode must be free, human, pili or analysis"};
    std::string side = field<std::string>(b, "human", "");
    if (!side.empty() && side != "red" && side != "black") throw ApiError{400, "human must be red or black"};
    int64_t nodes = field<int64_t>(b, "nodes", -1), mt = field<int64_t>(b, "movetime", -1);
    int multipv = field<int>(b, "multipv", 0), level = field<int>(b, "level", -1);
    if (level != -1 && !valid_level(level)) throw ApiError{400, "level must be 0..7 (levels in the state)"};
    const Limits& L = limits;
    if (nodes > int64_t(L.maxNodes) || mt > L.maxMoveTimeMs)
      throw ApiError{400, "strength too high: at most " + std::to_string(L.maxNodes) + " nodes or " +
                              std::to_string(L.maxMoveTimeMs) + " ms per move"};
    if (multipv < 0 || multipv > L.maxMultiPV)
      throw ApiError{400, "multipv must be 1.." + std::to_string(L.maxMultiPV)};
    // "clock": {"base": ms, "inc": ms} sets the clocks and restarts them;
    // base 0 turns them off. Absent: unchanged.
    std::optional<std::pair<int64_t, int64_t>> clock;
    if (auto c = b.find("clock"); c != b.end() && c->is_object()) {
      clock = {field<int64_t>(*c, "base", 0), field<int64_t>(*c, "inc", 0)};
      if (clock->first < 0 || clock->first > 3 * 3600 * 1000 || clock->second < 0 || clock->second > 60 * 1000)
        throw ApiError{400, "clock: base 0..3 hours, inc 0..60 s (in ms)"};
    }
    if (*mode == Mode::Analysis && s->mode != Mode::Analysis && activeSearches >= L.maxSearches)
      throw ApiError{429, "too many searches running on this server; try again later"};
    std::lock_guard lock(s->mtx);
    s->stop_job();
    s->mode = *mode;
    if (!side.empty()) s->humanRed = side == "red";
    if (nodes > 0) s->nodes = uint64_t(nodes), s->moveTimeMs = 0;
    if (mt > 0) s->moveTimeMs = int(mt);
    if (multipv > 0) s->multiPV = multipv;
    if (level != -1) s->level = level;
    if (clock && (clock->first != s->clock.base() || clock->second != s->clock.increment()))
      s->clock.set(clock->first, clock->second);
    s->sync_clock();
    s->status.clear();
    s->analysedMs = 0;
    s->bump();
    return state(*s);
  });

  // Pili plays the side to move once (reported through /api/state or events).
  post("/api/engine-move", [this](const json& b) {
    auto s = session_of(b);
    std::lock_guard lock(s->mtx);
    if (s->game_over()) throw ApiError{409, "the game is over"};
    if (s->job == Job::Analysis) s->stop_job();
    s->engineMoveOnce = true;
    s->status.clear();
    s->bump();
    return state(*s);
  });

  post("/api/stop", [this](const json& b) {
    auto s = session_of(b);
    std::lock_guard lock(s->mtx);
    s->stop_job();
    if (s->mode == Mode::Analysis || s->mode == Mode::Pili) s->mode = Mode::Free;
    s->engineMoveOnce = false;
    s->bump();
    return state(*s);
  });
}

}  // namespace pili::serve
