// Inside the server of `pili serve` (server.h): the board's API (api.h)
// behind cpp-httplib, the driver thread, and the event streams
// (routes_events.cpp).
#pragma once

#include <httplib.h>

#include <atomic>
#include <string>
#include <thread>

#include "api.h"
#include "server.h"

namespace pili::serve {

void send_json(httplib::Response& res, const nlohmann::json& j, int status = 200);

struct Server::Impl {
  ServerOptions opts;
  Api api{opts.limits};
  httplib::Server http;
  std::atomic<int> streams{0};
  std::atomic<bool> running{true}, runCalled{false}, runDone{false};
  std::thread driver;

  explicit Impl(ServerOptions o) : opts(std::move(o)) {}

  // The driver: one pass of Api::drive every few milliseconds.
  void drive();
  // Answers with the API's reply to `method` on the request's path, with
  // the body's fields and the query's.
  void handle(const std::string& method, const httplib::Request& req, httplib::Response& res);

  void routes();  // all of them: the page, the API, the events, the error handlers
  void event_routes();
};

}  // namespace pili::serve
