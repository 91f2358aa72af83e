#include "server.h"

#include <httplib.h>

#include <map>
#include <random>
#include <thread>

#include "assets.h"
#include "game_state.h"
#include "pgn_import.h"
#include "play_level.h"


namespace pili::serve {

using nlohmann::json;

namespace {

// A request the client got wrong: answered with `status` and the message.
struct ApiError {
  int status;
  std::string message;
};

std::string random_id() {
  static std::mutex m;
  static std::mt19937_64 rng{std::random_device{}()};
  std::lock_guard lock(m);
  char buf[33];
  std::snprintf(buf, sizeof buf, "%016llx%016llx", (unsigned long long)rng(), (unsigned long long)rng());
  return buf;
}

void send_json(httplib::Response& res, const json& j, int status = 200) {
  res.status = status;
  res.set_content(j.dump(), "application/json");
}

json parse_body(const httplib::Request& req) {
  if (req.body.empty()) return json::object();
  json j = json::parse(req.body, nullptr, false);
  if (j.is_discarded()) throw ApiError{400, "request body is not valid JSON"};
  if (!j.is_object()) throw ApiError{400, "request body must be a JSON object"};
  return j;
}

template <class T>
T field(const json& j, const char* name, T fallback) {
  auto it = j.find(name);
  if (it == j.end() || it->is_null()) return fallback;
  try {
    return it->get<T>();
  } catch (const json::exception&) {
    throw ApiError{400, std::string("field '") + name + "' has the wrong type"};
  }
}

}  // namespace

struct Server::Impl {
  ServerOptions opts;
  httplib::Server http;
  Scratch scratch;
  std::mutex sessionsMtx;
  std::map<std::string, std::shared_ptr<Session>> sessions;
  std::atomic<int> streams{0};
  std::atomic<bool> running{true}, runCalled{false}, runDone{false};
  std::thread driver;

  explicit Impl(ServerOptions o) : opts(std::move(o)) {}

  std::shared_ptr<Session> find(const std::string& sid) {
    std::lock_guard lock(sessionsMtx);
    auto it = sessions.find(sid);
    if (it == sessions.end()) throw ApiError{404, "unknown or expired session '" + sid.substr(0, 40) + "'"};
    it->second->touch();
    return it->second;
  }

  std::shared_ptr<Session> session_of(const json& body, const httplib::Request& req) {
    std::string sid = req.has_param("sid") ? req.get_param_value("sid") : field<std::string>(body, "sid", "");
    if (sid.empty()) throw ApiError{400, "missing 'sid' (create a session with POST /api/session)"};
    return find(sid);
  }

  std::atomic<int> activeSearches{0};  // as of the driver's last pass
  int searches() { return activeSearches; }

  // The driver: one pass over all sessions every few milliseconds.
  void drive() {
    while (running) {
      std::vector<std::shared_ptr<Session>> list, expired;
      {
        std::lock_guard lock(sessionsMtx);
        int64_t now = now_ms();
        for (auto it = sessions.begin(); it != sessions.end();) {
          if (now - it->second->lastSeenMs > int64_t(opts.limits.idleSeconds) * 1000) {
            expired.push_back(it->second);
            it = sessions.erase(it);
          } else {
            list.push_back((it++)->second);
          }
        }
      }
      for (auto& s : expired) {
        std::lock_guard lock(s->mtx);
        s->stop_job();
      }
      expired.clear();
      int active = 0;
      for (auto& s : list) {
        std::lock_guard lock(s->mtx);
        active += s->job != Job::None;
      }
      for (auto& s : list) {
        std::lock_guard lock(s->mtx);
        if (s->collect()) --active;
        if (s->job == Job::Analysis &&
            (s->mode != Mode::Analysis ||
             Clock::now() - s->jobStart > std::chrono::seconds(opts.limits.analysisSeconds))) {
          s->stop_job();
          if (s->mode == Mode::Analysis) s->status = "analysis done";
          s->bump();
          --active;
        }
        if (s->job != Job::None) continue;
        bool wantMove = s->engine_to_move();
        bool wantAnalysis = s->mode == Mode::Analysis && !s->game_over() && s->status != "analysis done";
        if ((wantMove || wantAnalysis) && active < opts.limits.maxSearches) {
          s->status.clear();
          s->start_job(wantMove ? Job::Move : Job::Analysis, opts.limits);
          ++active;
        } else if (wantMove || wantAnalysis) {
          if (s->status.empty()) s->status = "waiting: the server is busy with other searches", s->bump();
        }
      }
      activeSearches = active;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }

  json state(Session& s) { return game_state(s, scratch); }

  void routes();
  void handle(const httplib::Request& req, httplib::Response& res,
              const std::function<json(const json&, const httplib::Request&)>& f) {
    try {
      send_json(res, f(parse_body(req), req));
    } catch (const ApiError& e) {
      send_json(res, {{"error", e.message}}, e.status);
    } catch (const std::exception& e) {
      send_json(res, {{"error", std::string("bad request: ") + e.what()}}, 400);
    }
  }
};

void Server::Impl::routes() {
  auto post = [this](const char* path, std::function<json(const json&, const httplib::Request&)> f) {
    http.Post(path, [this, f](const httplib::Request& req, httplib::Response& res) { handle(req, res, f); });
  };

  http.Get("/", [](const httplib::Request&, httplib::Response& res) {
    const Asset* a = find_asset("/index.html");
    res.set_content(reinterpret_cast<const char*>(a->data), a->size, a->mime);
  });
  http.Get("/favicon.ico", [](const httplib::Request&, httplib::Response& res) { res.status = 204; });
  for (const Asset* a = ASSETS; a->path; ++a)
    http.Get(a->path, [a](const httplib::Request&, httplib::Response& res) {
      res.set_content(reinterpret_cast<const char*>(a->data), a->size, a->mime);
    });

  post("/api/session", [this](const json& b, const httplib::Request&) {
    {
      std::lock_guard lock(sessionsMtx);
      if (int(sessions.size()) >= opts.limits.maxSessions)
        throw ApiError{429, "too many sessions (" + std::to_string(opts.limits.maxSessions) +
                                "); close a tab or wait for idle ones to expire"};
    }
    auto s = std::make_shared<Session>(random_id(), opts.limits);
    std::string err;
    std::lock_guard lock(s->mtx);
    if (!s->reset(field<std::string>(b, "variant", "xiangqi"), field<std::string>(b, "fen", ""), err))
      throw ApiError{400, err};
    {
      std::lock_guard l2(sessionsMtx);
      if (int(sessions.size()) >= opts.limits.maxSessions) throw ApiError{429, "too many sessions"};
      sessions[s->id] = s;
    }
    return state(*s);
  });

  http.Get("/api/state", [this](const httplib::Request& req, httplib::Response& res) {
    handle(req, res, [this](const json& b, const httplib::Request& r) {
      auto s = session_of(b, r);
      std::lock_guard lock(s->mtx);
      return state(*s);
    });
  });

  post("/api/new", [this](const json& b, const httplib::Request& r) {
    auto s = session_of(b, r);
    std::lock_guard lock(s->mtx);
    std::string err;
    if (!s->reset(field<std::string>(b, "variant", s->variant), field<std::string>(b, "fen", ""), err))
      throw ApiError{400, err};
    s->status.clear();
    return state(*s);
  });

  // One move, or several in a row ("moves": a PV prefix); all or nothing.
  post("/api/move", [this](const json& b, const httplib::Request& r) {
    auto s = session_of(b, r);
    std::vector<std::string> list = field<std::vector<std::string>>(b, "moves", {});
    if (auto one = field<std::string>(b, "move", ""); !one.empty()) list.insert(list.begin(), one);
    if (list.empty()) throw ApiError{400, "missing 'move'"};
    if (list.size() > 64) throw ApiError{400, "at most 64 moves at once"};
    std::lock_guard lock(s->mtx);
    if (s->job == Job::Move) throw ApiError{409, "Pili is thinking about its move"};
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

  post("/api/goto", [this](const json& b, const httplib::Request& r) {
    auto s = session_of(b, r);
    std::lock_guard lock(s->mtx);
    std::string err;
    if (!s->set_cursor(field<int>(b, "ply", s->cursor), err)) throw ApiError{400, err};
    // Looking back through a game should not make Pili move at once.
    if (s->mode == Mode::Pili || s->mode == Mode::Human) s->mode = Mode::Free;
    return state(*s);
  });

  // Takes back to the human's previous turn (two plies against Pili).
  post("/api/takeback", [this](const json& b, const httplib::Request& r) {
    auto s = session_of(b, r);
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

  post("/api/mode", [this](const json& b, const httplib::Request& r) {
    auto s = session_of(b, r);
    auto mode = parse_mode(field<std::string>(b, "mode", mode_name(Mode::Free)));
    if (!mode) throw ApiError{400, "mode must be free, human, pili or analysis"};
    std::string side = field<std::string>(b, "human", "");
    if (!side.empty() && side != "red" && side != "black") throw ApiError{400, "human must be red or black"};
    int64_t nodes = field<int64_t>(b, "nodes", -1), mt = field<int64_t>(b, "movetime", -1);
    int multipv = field<int>(b, "multipv", 0), level = field<int>(b, "level", -1);
    if (level != -1 && !valid_level(level)) throw ApiError{400, "level must be 0..7 (levels in the state)"};
    const Limits& L = opts.limits;
    if (nodes > int64_t(L.maxNodes) || mt > L.maxMoveTimeMs)
      throw ApiError{400, "strength too high: at most " + std::to_string(L.maxNodes) + " nodes or " +
                              std::to_string(L.maxMoveTimeMs) + " ms per move"};
    if (multipv < 0 || multipv > L.maxMultiPV)
      throw ApiError{400, "multipv must be 1.." + std::to_string(L.maxMultiPV)};
    if (*mode == Mode::Analysis && s->mode != Mode::Analysis && searches() >= L.maxSearches)
      throw ApiError{429, "too many searches running on this server; try again later"};
    std::lock_guard lock(s->mtx);
    s->stop_job();
    s->mode = *mode;
    if (!side.empty()) s->humanRed = side == "red";
    if (nodes > 0) s->nodes = uint64_t(nodes), s->moveTimeMs = 0;
    if (mt > 0) s->moveTimeMs = int(mt);
    if (multipv > 0) s->multiPV = multipv;
    if (level != -1) s->level = level;
    s->status.clear();
    s->bump();
    return state(*s);
  });

  // Pili plays the side to move once (reported through /api/state or events).
  post("/api/engine-move", [this](const json& b, const httplib::Request& r) {
    auto s = session_of(b, r);
    std::lock_guard lock(s->mtx);
    if (s->game_over()) throw ApiError{409, "the game is over"};
    if (s->job == Job::Analysis) s->stop_job();
    s->engineMoveOnce = true;
    s->status.clear();
    s->bump();
    return state(*s);
  });

  post("/api/stop", [this](const json& b, const httplib::Request& r) {
    auto s = session_of(b, r);
    std::lock_guard lock(s->mtx);
    s->stop_job();
    if (s->mode == Mode::Analysis || s->mode == Mode::Pili) s->mode = Mode::Free;
    s->engineMoveOnce = false;
    s->bump();
    return state(*s);
  });

  http.Get("/api/pgn", [this](const httplib::Request& req, httplib::Response& res) {
    try {
      auto s = session_of(json::object(), req);
      std::lock_guard lock(s->mtx);
      res.set_content(export_pgn(*s), "application/x-chess-pgn");
    } catch (const ApiError& e) {
      send_json(res, {{"error", e.message}}, e.status);
    }
  });

  // Loads one game of a PGN (pili-match's, cutechess's, lichess's: see
  // pgn_import.h) and shows its start. "game" picks it (1 = the first).
  post("/api/pgn", [this](const json& b, const httplib::Request& r) {
    auto s = session_of(b, r);
    std::string text = field<std::string>(b, "pgn", "");
    int index = field<int>(b, "game", 1);
    std::vector<PgnText> games;
    std::string err;
    if (!split_pgn(text, games, err)) throw ApiError{400, "PGN " + err};
    if (games.empty()) throw ApiError{400, "PGN: no game found"};
    if (index < 1 || index > int(games.size()))
      throw ApiError{400, "PGN: game " + std::to_string(index) + " asked for, the text holds " +
                              std::to_string(games.size())};
    const PgnText& g = games[size_t(index - 1)];
    if (int(g.moves.size()) > opts.limits.maxMoves) throw ApiError{400, "PGN: game too long"};
    ImportedGame game;
    if (!resolve_game(g, game, err)) throw ApiError{400, "PGN: " + err};
    std::lock_guard lock(s->mtx);
    if (!s->reset(game.variant, game.fen, err)) throw ApiError{400, "PGN: " + err};
    s->mode = Mode::Free;
    s->moves = game.moves;
    s->set_cursor(0, err);
    json j = state(*s);
    j["pgnGames"] = games.size();
    j["pgnGame"] = index;
    return j;
  });

  // Server-sent events: the session's state whenever it changes. Each stream
  // lasts a minute at most; EventSource reconnects by itself.
  http.Get("/api/events", [this](const httplib::Request& req, httplib::Response& res) {
    std::shared_ptr<Session> s;
    try {
      s = session_of(json::object(), req);
    } catch (const ApiError& e) {
      return send_json(res, {{"error", e.message}}, e.status);
    }
    if (streams.fetch_add(1) >= opts.limits.maxStreams) {
      --streams;
      return send_json(res, {{"error", "too many event streams open"}}, 429);
    }
    auto sent = std::make_shared<uint64_t>(0);
    auto until = Clock::now() + std::chrono::seconds(60);
    int gen = ++s->streamGen;  // a newer stream for the session ends this one
    res.set_header("Cache-Control", "no-cache");
    res.set_chunked_content_provider(
        "text/event-stream",
        [this, s, sent, until, gen](size_t, httplib::DataSink& sink) {
          if (!running || Clock::now() > until || s->streamGen != gen) return sink.done(), true;
          {
            // Short waits: a ping finds a closed browser tab within seconds.
            std::unique_lock lock(s->liveMtx);
            s->liveCv.wait_for(lock, std::chrono::seconds(2), [&] { return s->version != *sent || !running; });
          }
          s->touch();
          if (s->version == *sent) {
            const char ping[] = ": ping\n\n";
            return sink.write(ping, sizeof ping - 1);
          }
          json j;
          {
            std::lock_guard lock(s->mtx);
            *sent = s->version;
            j = state(*s);
          }
          std::string msg = "data: " + j.dump() + "\n\n";
          bool ok = sink.write(msg.data(), msg.size());
          std::this_thread::sleep_for(std::chrono::milliseconds(150));  // at most ~7 updates a second
          return ok;
        },
        [this](bool) { --streams; });
  });

  http.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    std::string msg = res.status == 404   ? "no such route: " + req.method + " " + req.path.substr(0, 100)
                      : res.status == 413 ? "request body too large"
                                          : "bad request";
    send_json(res, {{"error", msg}}, res.status);
  });
  http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    send_json(res, {{"error", "internal error"}}, 500);
  });
}

Server::Server(ServerOptions opts) : impl(std::make_unique<Impl>(std::move(opts))) {
  auto& h = impl->http;
  h.set_payload_max_length(impl->opts.limits.maxBody);
  h.set_read_timeout(5, 0);
  h.set_write_timeout(5, 0);
  h.set_keep_alive_max_count(100);
  h.set_keep_alive_timeout(1);  // idle connections must not hold up stop()
  int threads = impl->opts.limits.maxStreams + 8;
  h.new_task_queue = [threads] { return new httplib::ThreadPool(size_t(threads)); };
  impl->routes();
}

Server::~Server() {
  stop();
  if (impl->driver.joinable()) impl->driver.join();
  std::lock_guard lock(impl->sessionsMtx);
  for (auto& [id, s] : impl->sessions) {
    std::lock_guard l2(s->mtx);
    s->stop_job();
  }
}

bool Server::bind(std::string& err) {
  int port = impl->opts.port;
  if (port == 0) port = impl->http.bind_to_any_port(impl->opts.host);
  else if (!impl->http.bind_to_port(impl->opts.host, port)) port = -1;
  if (port <= 0) return err = "cannot listen on " + impl->opts.host + ":" + std::to_string(impl->opts.port), false;
  impl->opts.port = port;
  return true;
}

int Server::port() const { return impl->opts.port; }

void Server::run() {
  impl->runCalled = true;
  if (!impl->running) return;
  impl->driver = std::thread([this] { impl->drive(); });
  impl->http.listen_after_bind();
  impl->runDone = true;
}

void Server::stop() {
  impl->running = false;
  // httplib ignores stop() before its loop runs: wait for the loop first.
  if (impl->runCalled)
    for (int i = 0; i < 500 && !impl->http.is_running() && !impl->runDone; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  impl->http.stop();
  // Wake every event stream so it can end.
  std::lock_guard lock(impl->sessionsMtx);
  for (auto& [id, s] : impl->sessions) s->liveCv.notify_all();
}

int Server::session_count() {
  std::lock_guard lock(impl->sessionsMtx);
  return int(impl->sessions.size());
}

}  // namespace pili::serve
