// Inside the server of `pili serve` (server.h): the sessions, the driver
// thread and the JSON helpers the route groups share. Each group of routes
// is a file of its own: routes_session.cpp (sessions, modes, the engine),
// routes_moves.cpp (moves and the cursor), routes_pgn.cpp, routes_events.cpp.
#pragma once

#include <httplib.h>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "game_state.h"
#include "server.h"

namespace pili::serve {

// A request the client got wrong: answered with `status` and the message.
struct ApiError {
  int status;
  std::string message;
};

void send_json(httplib::Response& res, const nlohmann::json& j, int status = 200);

// The request body as a JSON object (an empty body is an empty object).
nlohmann::json parse_body(const httplib::Request& req);

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

using Handler = std::function<nlohmann::json(const nlohmann::json&, const httplib::Request&)>;

struct Server::Impl {
  ServerOptions opts;
  httplib::Server http;
  Scratch scratch;
  std::mutex sessionsMtx;
  std::map<std::string, std::shared_ptr<Session>> sessions;
  std::atomic<int> streams{0};
  std::atomic<bool> running{true}, runCalled{false}, runDone{false};
  std::thread driver;
  std::atomic<int> activeSearches{0};  // as of the driver's last pass

  explicit Impl(ServerOptions o) : opts(std::move(o)) {}

  std::shared_ptr<Session> find(const std::string& sid);
  // The session a request names ("sid" in the query or the body).
  std::shared_ptr<Session> session_of(const nlohmann::json& body, const httplib::Request& req);
  int searches() { return activeSearches; }
  nlohmann::json state(Session& s) { return game_state(s, scratch); }

  // The driver: one pass over all sessions every few milliseconds
  // (server_driver.cpp).
  void drive();

  // Answers with f's JSON, or with the error a handler threw.
  void handle(const httplib::Request& req, httplib::Response& res, const Handler& f);
  void post(const char* path, Handler f);

  void routes();  // all of them: the page, the groups below, the error handlers
  void session_routes();
  void move_routes();
  void pgn_routes();
  void event_routes();
};

}  // namespace pili::serve
