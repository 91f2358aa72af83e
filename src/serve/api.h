// The board's JSON API without its transport: the sessions, the routes as a
// table of (method, path) -> handler over JSON, and one pass of the driver
// that starts and collects the searches. `pili serve` puts it behind HTTP
// (server.cpp); the WebAssembly build calls it from the page's Web Worker
// (src/cli/wasm_exports.cpp, docs/web.md), so the page has one API either way.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>

#include "game_state.h"
#include "pili/egtb/tablebase.h"
#include "session.h"

namespace pili::serve {

// A request the client got wrong: answered with `status` and the message.
struct ApiError {
  int status;
  std::string message;
};

// Field `name` of a request body, `fallback` when absent or null.
template <class T>
T field(const nlohmann::json& j, const char* name, T fallback) {
  auto it = j.find(name);
  if (it == j.end() || it->is_null()) return fallback;
  try {
    return it->get<T>();
  } catch (const nlohmann::json::exception&) {
    throw ApiError{400, std::string("field '") + name + "' has the wrong type"};
  }
}

// A request's body as the routes take it: the JSON text of an object, an
// empty body being an empty object; other text throws ApiError 400. Shared by
// the HTTP server (server.cpp) and the tests' in-process transport
// (tests/unit/serve_api_fixture.h), so both refuse the same bodies.
nlohmann::json parse_body(const std::string& text);

struct ApiReply {
  int status = 200;
  nlohmann::json body;  // the state, or {"error": ...}
};

class Api {
 public:
  explicit Api(const Limits& limits);
  ~Api();  // stops every search

  // Runs route `method path` (GET or POST) on `body`, a JSON object that
  // holds the query's fields too ("sid"); errors become {"error": ...}.
  ApiReply call(const std::string& method, const std::string& path, const nlohmann::json& body);
  bool has_route(const std::string& method, const std::string& path) const;

  // One pass of the driver: expires idle sessions, collects finished
  // searches, starts wanted ones (at most Limits::maxSearches). True while
  // some session searches or wants to.
  bool drive();

  std::shared_ptr<Session> find(const std::string& sid);  // throws 404
  // Xiangqi endgame tables for GET /api/tablebase (routes_tablebase.cpp,
  // docs/egtb.md) and for the engines of the sessions created after it;
  // false with `err` when `dir` holds no readable table.
  bool open_tablebases(const std::string& dir, std::string& err);
  nlohmann::json state(Session& s) { return game_state(s, scratch); }
  int session_count();
  template <class F>
  void each_session(F&& f) {
    std::lock_guard lock(sessionsMtx);
    for (auto& [id, s] : sessions) f(*s);
  }

  const Limits limits;

 private:
  using Handler = std::function<nlohmann::json(const nlohmann::json&)>;
  std::map<std::string, Handler> routes;  // "POST /api/move" -> handler
  Scratch scratch;
  std::mutex sessionsMtx;
  std::map<std::string, std::shared_ptr<Session>> sessions;
  std::atomic<int> activeSearches{0};  // as of the driver's last pass
  std::shared_ptr<const egtb::Tablebases> tables;  // set before serving, read-only after
  std::string tablesDir;                           // where `tables` were read from

  void get(const char* path, Handler f) { routes[std::string("GET ") + path] = std::move(f); }
  void post(const char* path, Handler f) { routes[std::string("POST ") + path] = std::move(f); }
  std::shared_ptr<Session> session_of(const nlohmann::json& body);  // the "sid" it names

  // The route groups, a file each.
  void session_routes();  // routes_session.cpp
  void move_routes();     // routes_moves.cpp
  void pgn_routes();      // routes_pgn.cpp
  void tablebase_routes();  // routes_tablebase.cpp
};

}  // namespace pili::serve
