// The HTTP server of `pili serve`: the embedded page, a JSON API per session
// and a server-sent event stream of the session's state. A driver thread
// starts and collects the engine's searches and expires idle sessions.
#pragma once

#include <memory>
#include <string>

#include "session.h"

namespace pili::serve {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  Limits limits;
  std::string egtbPath;  // xiangqi endgame tables for the analysis panel; empty: none
};

class Server {
 public:
  explicit Server(ServerOptions opts);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  bool bind(std::string& err);  // opens the tables, listens; then port() is the real port
  int port() const;
  void run();    // serves until stop(); call after bind()
  void stop();   // from any thread
  int session_count();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

}  // namespace pili::serve
