// `pili serve`: the browser board on a local web server.
#include <cstdlib>
#include <iostream>

#include "serve_commands.h"
#include "server.h"

namespace pili::serve {

void add_serve_command(CLI::App& app, int& exitCode) {
  struct Options {
    ServerOptions server;
    bool open = false;
  };
  auto opt = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("serve", "Play and analyse every variant in the browser (a local web server)");
  cmd->add_option("--host", opt->server.host, "Address to listen on (other machines: 0.0.0.0)")->capture_default_str();
  cmd->add_option("--port", opt->server.port, "TCP port (0: any free port)")->capture_default_str()->check(CLI::Range(0, 65535));
  cmd->add_flag("--open", opt->open, "Open the page in the default browser");
  cmd->add_option("--max-sessions", opt->server.limits.maxSessions, "Games (browser tabs) at once")
      ->capture_default_str()->check(CLI::Range(1, 1000));
  cmd->add_option("--max-searches", opt->server.limits.maxSearches, "Searches running at once")
      ->capture_default_str()->check(CLI::Range(1, 64));
  cmd->add_option("--idle", opt->server.limits.idleSeconds, "Seconds after which an unused session expires")
      ->capture_default_str()->check(CLI::Range(5, 86400));
  cmd->add_option("--egtb-path", opt->server.egtbPath,
                  "Folder of xiangqi endgame tables: the analysis panel shows their verdict (docs/egtb.md)");
  cmd->callback([opt, &exitCode] {
    Server server(opt->server);
    std::string err;
    if (!server.bind(err)) {
      std::cerr << "error: " << err << "\n";
      exitCode = 2;
      return;
    }
    std::string host = opt->server.host == "0.0.0.0" ? "127.0.0.1" : opt->server.host;
    std::string url = "http://" + host + ":" + std::to_string(server.port()) + "/";
    std::cout << "Pili serves the board at " << url << "  (Ctrl-C stops)" << std::endl;
    if (opt->open) {
      std::string cmdline = "xdg-open '" + url + "' >/dev/null 2>&1 &";
      if (std::system(cmdline.c_str()) != 0) std::cerr << "could not start a browser; open " << url << "\n";
    }
    server.run();
  });
}

}  // namespace pili::serve
