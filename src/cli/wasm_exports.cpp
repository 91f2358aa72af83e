// The WebAssembly build's entry points besides main() (which is the same
// command line as the native program's), called by the page's Web Worker
// (src/serve/wasm/worker.js): the UCI loop one line at a time, its output on
// standard output (the worker's print), and the board's API (serve/api.h)
// in-process, so the page plays through the same C++ as under `pili serve`.
#include <emscripten/emscripten.h>

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "api.h"
#include "pili/engine/engine.h"
#include "pili/protocol/protocol.h"

namespace {

struct Uci {
  pili::Engine engine;
  pili::protocol::LineOutput out{std::cout};
  pili::protocol::Protocol protocol{engine, out};
};

Uci& uci() {
  static Uci u;
  return u;
}

// One person's page: a few games, one search at a time, and no expiry (a tab
// may sit idle for hours and must keep its game).
pili::serve::Limits page_limits() {
  pili::serve::Limits l;
  l.maxSessions = 4;
  l.maxSearches = 1;
  l.idleSeconds = 365 * 86400;
  l.analysisSeconds = 60;
  return l;
}

pili::serve::Api& api() {
  static pili::serve::Api a(page_limits());
  return a;
}

std::string reply;  // the last answer of pili_api, valid until the next call

}  // namespace

extern "C" {

// Handles one UCI/UCCI line (a `go` searches to its end first); 0 after quit.
EMSCRIPTEN_KEEPALIVE int pili_uci(const char* line) { return uci().protocol.handle_line(line) ? 1 : 0; }

// Runs the API route `method path` on the JSON object `body`: the answer is
// the HTTP status, a newline and the JSON reply.
EMSCRIPTEN_KEEPALIVE const char* pili_api(const char* method, const char* path, const char* body) {
  nlohmann::json b = nlohmann::json::parse(body, nullptr, false);
  pili::serve::ApiReply r;
  if (b.is_discarded() || !b.is_object()) r = {400, {{"error", "request body must be a JSON object"}}};
  else r = api().call(method, path, b);
  reply = std::to_string(r.status) + "\n" + r.body.dump();
  return reply.c_str();
}

// One pass of the API's driver: a search a session wants runs here, to its
// end. 1 while some session searches or wants to (call again soon).
EMSCRIPTEN_KEEPALIVE int pili_drive() { return api().drive() ? 1 : 0; }

}  // extern "C"
