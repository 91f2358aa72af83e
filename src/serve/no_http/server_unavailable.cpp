// Server for builds without cpp-httplib (Debian ships it compiled for the
// build machine only, so a cross-build to Windows has none): `pili serve`
// says so and exits with status 2; `pili show` needs no server and works.
#include "../server.h"

namespace pili::serve {

struct Server::Impl {
  ServerOptions opts;
};

Server::Server(ServerOptions opts) : impl(std::make_unique<Impl>(Impl{std::move(opts)})) {}
Server::~Server() = default;

bool Server::bind(std::string& err) {
  err = "this build of Pili has no web server (it was built without cpp-httplib)";
  return false;
}

int Server::port() const { return impl->opts.port; }
void Server::run() {}
void Server::stop() {}
int Server::session_count() { return 0; }

}  // namespace pili::serve
