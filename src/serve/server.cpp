// The server of `pili serve` (server.h): the JSON helpers the routes share,
// the page and the error handlers, binding, running and stopping.
#include "server.h"

#include <chrono>
#include <thread>

#include "assets.h"
#include "server_impl.h"

namespace pili::serve {

using nlohmann::json;

void send_json(httplib::Response& res, const json& j, int status) {
  res.status = status;
  res.set_content(j.dump(), "application/json");
}

namespace {

// The API's routes, each as HTTP GET or POST.
const char* const API_GETS[] = {"/api/hello", "/api/state", "/api/pgn", "/api/tablebase"};
const char* const API_POSTS[] = {"/api/session", "/api/new",  "/api/notation", "/api/mode",    "/api/engine-move",
                                 "/api/stop",    "/api/move", "/api/goto",     "/api/takeback", "/api/pgn"};

}  // namespace

void Server::Impl::handle(const std::string& method, const httplib::Request& req, httplib::Response& res) {
  json body;
  try {
    body = parse_body(req.body);
  } catch (const ApiError& e) {
    return send_json(res, {{"error", e.message}}, e.status);
  }
  if (req.has_param("sid")) body["sid"] = req.get_param_value("sid");
  ApiReply r = api.call(method, req.path, body);
  // A game's PGN is sent as the text itself.
  if (r.status == 200 && method == "GET" && req.path == "/api/pgn")
    return res.set_content(r.body["pgn"].get<std::string>(), "application/x-chess-pgn");
  send_json(res, r.body, r.status);
}

void Server::Impl::drive() {
  while (running) {
    api.drive();
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

void Server::Impl::routes() {
  http.Get("/", [](const httplib::Request&, httplib::Response& res) {
    const Asset* a = find_asset("/index.html");
    res.set_content(reinterpret_cast<const char*>(a->data), a->size, a->mime);
  });
  http.Get("/favicon.ico", [](const httplib::Request&, httplib::Response& res) { res.status = 204; });
  for (const Asset* a = ASSETS; a->path; ++a)
    http.Get(a->path, [a](const httplib::Request&, httplib::Response& res) {
      res.set_content(reinterpret_cast<const char*>(a->data), a->size, a->mime);
    });

  for (const char* path : API_GETS)
    http.Get(path, [this](const httplib::Request& req, httplib::Response& res) { handle("GET", req, res); });
  for (const char* path : API_POSTS)
    http.Post(path, [this](const httplib::Request& req, httplib::Response& res) { handle("POST", req, res); });
  event_routes();

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
}

bool Server::bind(std::string& err) {
  if (!impl->opts.egtbPath.empty() && !impl->api.open_tablebases(impl->opts.egtbPath, err))
    return err = "--egtb-path: " + err, false;
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
  impl->api.each_session([](Session& s) { s.liveCv.notify_all(); });
}

int Server::session_count() { return impl->api.session_count(); }

}  // namespace pili::serve
