#include "pili/client/engine_client.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <sstream>
#include "pili/rules/variant.h"

namespace pili::client {
namespace {

using Clock = std::chrono::steady_clock;

int64_t ms_since(Clock::time_point t0) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
}

std::vector<std::string> split(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> t;
  for (std::string w; in >> w;) t.push_back(w);
  return t;
}

std::string position_command(const std::string& fen, const std::vector<std::string>& moves) {
  std::string pos = "position fen " + fen;
  if (!moves.empty()) {
    pos += " moves";
    for (auto& m : moves) pos += " " + m;
  }
  return pos;
}

// "120 s", "250 ms".
std::string duration_text(int64_t ms) {
  return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
}

// A count of "move: count"; false when it is not all digits or too large.
bool parse_count(const std::string& s, uint64_t& n) {
  if (s.empty() || s.size() > 19 || s.find_first_not_of("0123456789") != std::string::npos) return false;
  n = std::strtoull(s.c_str(), nullptr, 10);
  return true;
}

}  // namespace

EngineClient::EngineClient(EngineSpec s, std::string v) : engineSpec(std::move(s)), variant(std::move(v)) {}

EngineClient::~EngineClient() { quit(); }

bool EngineClient::send(const std::string& line) { return proc.write_line(line); }

std::string EngineClient::fail(const std::string& what) const {
  return engineSpec.name.empty() ? what : engineSpec.name + ": " + what;
}

bool EngineClient::wait_for(const std::string& token, int64_t timeoutMs, std::string& err,
                            const std::function<void(const std::string&)>& seen) {
  auto t0 = Clock::now();
  std::string line;
  for (;;) {
    int64_t left = timeoutMs - ms_since(t0);
    auto r = left > 0 ? proc.read_line(line, left) : ChildProcess::Read::Timeout;
    if (r == ChildProcess::Read::Eof) return err = fail("exited before '" + token + "'"), false;
    if (r == ChildProcess::Read::Timeout)
      return err = fail("no '" + token + "' within " + std::to_string(timeoutMs) + " ms"), false;
    auto t = split(line);
    if (!t.empty() && t[0] == token) return true;
    if (seen) seen(line);
  }
}

bool EngineClient::start(std::string& err) {
  offered.clear();
  ponderActive = false;
  hasNewGame = false;
  const EngineSpec& s = engineSpec;
  if (!proc.start(s.cmd, s.args, s.dir, err)) return err = fail(err), false;
  bool uci = s.proto == Protocol::Uci;
  const std::string variantOption = uci ? "UCI_Variant" : "variant";
  bool listed = false;
  // "option name UCI_Variant type combo default chess var chess var xiangqi ..." (UCI),
  // "option variant type combo var xiangqi ..." (UCCI).
  auto option_line = [&](const std::string& line) {
    auto t = split(line);
    if (t.size() < 2 || t[0] != "option") return;
    size_t i = 1;
    std::string name;
    if (uci) {
      if (t[1] != "name") return;
      for (i = 2; i < t.size() && t[i] != "type"; ++i) name += (name.empty() ? "" : " ") + t[i];
    } else {
      name = t[i++];
    }
    if (!uci && name == "newgame") hasNewGame = true;
    if (name != variantOption) return;
    listed = true;
    for (; i + 1 < t.size(); ++i)
      if (t[i] == "var") offered.push_back(t[i + 1]);
  };
  send(uci ? "uci" : "ucci");  // a failed write shows as EOF below
  if (!wait_for(uci ? "uciok" : "ucciok", handshakeTimeoutMs, err, option_line)) {
    proc.kill();
    return false;
  }
  bool ours = !s.has_option(variantOption);
  // A variant the engine does not list would be ignored silently, and the
  // engine would then play another game.
  if (ours && !offered.empty() && std::find(offered.begin(), offered.end(), variant) == offered.end()) {
    std::string what = "the engine's " + variantOption + " option does not offer '" + variant + "' (it offers";
    for (size_t i = 0; i < offered.size() && i < 12; ++i) what.append(" ").append(offered[i]);
    if (offered.size() > 12) what.append(" ... ").append(std::to_string(offered.size())).append(" in all");
    err = fail(what + ")");
    proc.kill();
    return false;
  }
  bool sendVariant = ours && (variant != default_variant_name() || listed);
  bool ok = true;
  if (uci) {
    if (sendVariant) ok = send("setoption name UCI_Variant value " + variant);
    if (s.ponder && !s.has_option("Ponder")) ok = ok && send("setoption name Ponder value true");
    for (auto& [k, v] : s.options) ok = ok && send("setoption name " + k + " value " + v);
  } else {
    ok = send("setoption usemillisec true");
    if (sendVariant) ok = ok && send("setoption variant " + variant);
    if (s.ponder && !s.has_option("ponder")) ok = ok && send("setoption ponder true");
    for (auto& [k, v] : s.options) ok = ok && send("setoption " + k + " " + v);
  }
  if (!ok || !send("isready") || !wait_for("readyok", handshakeTimeoutMs, err)) {
    if (err.empty()) err = fail("exited during setup");
    proc.kill();
    return false;
  }
  return true;
}

bool EngineClient::new_game(std::string& err) {
  // UCCI has no new-game command; an engine that lists a "newgame" button
  // (Pili does) is reset by it, so its games do not depend on the ones before.
  if (engineSpec.proto == Protocol::Uci && !send("ucinewgame")) return err = fail("exited"), false;
  if (hasNewGame && !send("setoption newgame")) return err = fail("exited"), false;
  if (!send("isready")) return err = fail("exited"), false;
  return wait_for("readyok", handshakeTimeoutMs, err);
}

std::string EngineClient::go_command(const GoRequest& rq, bool ponder) const {
  bool uci = engineSpec.proto == Protocol::Uci;
  std::string go = ponder ? "go ponder" : "go";
  if (rq.drawOffered && !ponder && !uci) go += " draw";
  int us = rq.redToMove ? 0 : 1;
  if (uci) {
    if (rq.clocks) {
      go += " wtime " + std::to_string(rq.time[0]) + " btime " + std::to_string(rq.time[1]);
      go += " winc " + std::to_string(rq.inc[0]) + " binc " + std::to_string(rq.inc[1]);
      if (rq.movesToGo) go += " movestogo " + std::to_string(rq.movesToGo);
    }
    if (rq.moveTimeMs >= 0) go += " movetime " + std::to_string(rq.moveTimeMs);
  } else {
    if (rq.clocks) {
      go += " time " + std::to_string(rq.time[us]) + " increment " + std::to_string(rq.inc[us]);
      go += " opptime " + std::to_string(rq.time[1 - us]) + " oppincrement " + std::to_string(rq.inc[1 - us]);
      if (rq.movesToGo) go += " movestogo " + std::to_string(rq.movesToGo);
    } else if (rq.moveTimeMs >= 0) {
      go += " time " + std::to_string(rq.moveTimeMs) + " movestogo 1";
    }
  }
  if (rq.nodes) go += " nodes " + std::to_string(rq.nodes);
  if (rq.depth) go += " depth " + std::to_string(rq.depth);
  if (!rq.clocks && rq.moveTimeMs < 0 && !rq.nodes && !rq.depth) go += uci ? " infinite" : " depth 64";
  return go;
}

bool EngineClient::ponder(const GoRequest& rq) {
  if (ponderActive || !send(position_command(rq.fen, rq.moves)) || !send(go_command(rq, true))) return false;
  ponderActive = true;
  ponderRequest = rq;
  return true;
}

MoveReply::Status EngineClient::stop_pondering() {
  if (!ponderActive) return MoveReply::Status::Move;
  ponderActive = false;
  send("stop");
  auto t0 = Clock::now();
  MoveReply discarded;
  std::string line;
  for (;;) {
    int64_t left = ponderStopMs - ms_since(t0);
    auto r = left > 0 ? proc.read_line(line, left) : ChildProcess::Read::Timeout;
    if (r == ChildProcess::Read::Eof) return proc.kill(), MoveReply::Status::Crash;
    if (r == ChildProcess::Read::Timeout) return proc.kill(), MoveReply::Status::Hang;
    if (take_engine_line(line, discarded)) return MoveReply::Status::Move;
  }
}

MoveReply EngineClient::go(const GoRequest& rq, const InfoHandler& onInfo) {
  MoveReply reply;
  if (ponderActive && rq.fen == ponderRequest.fen && rq.moves == ponderRequest.moves) {
    ponderActive = false;
    bool draw = rq.drawOffered && engineSpec.proto == Protocol::Ucci;  // UCCI: "ponderhit draw"
    auto t0 = Clock::now();  // the engine's clock starts at the ponderhit
    if (!send(draw ? "ponderhit draw" : "ponderhit")) {
      proc.kill();
      return reply;  // Crash
    }
    await_bestmove(rq, t0, reply, onInfo);
    return reply;
  }
  if (ponderActive) {  // the opponent played another move
    reply.status = stop_pondering();
    if (reply.status != MoveReply::Status::Move) return reply.ponderStop = true, reply;
  }
  auto t0 = Clock::now();
  if (!send(position_command(rq.fen, rq.moves)) || !send(go_command(rq, false))) {
    proc.kill();
    reply.status = MoveReply::Status::Crash;
    return reply;
  }
  await_bestmove(rq, t0, reply, onInfo);
  return reply;
}

void EngineClient::await_bestmove(const GoRequest& rq, Clock::time_point t0, MoveReply& reply,
                                  const InfoHandler& onInfo) {
  int64_t deadline = rq.deadlineMs >= 0 ? rq.deadlineMs : noLimitTimeoutMs;
  bool stopped = false;
  std::string line;
  for (;;) {
    int64_t left = (stopped ? deadline + graceMs : deadline) - ms_since(t0);
    auto r = left > 0 ? proc.read_line(line, left) : ChildProcess::Read::Timeout;
    if (r == ChildProcess::Read::Eof) {
      proc.kill();
      reply.status = MoveReply::Status::Crash;
      break;
    }
    if (r == ChildProcess::Read::Timeout) {
      if (!stopped) {
        stopped = true;
        send("stop");
        continue;
      }
      proc.kill();
      reply.status = MoveReply::Status::Hang;
      break;
    }
    if (onInfo) {
      EngineInfo info;
      if (parse_info(line, info)) onInfo(info);
    }
    if (take_engine_line(line, reply)) {
      if (stopped) reply.status = MoveReply::Status::Late;
      break;
    }
  }
  reply.elapsedMs = ms_since(t0);
}

bool EngineClient::perft(const std::string& fen, const std::vector<std::string>& moves, int depth,
                         std::map<std::string, uint64_t>& counts, uint64_t& total, std::string& err) {
  counts.clear();
  total = 0;
  if (!send(position_command(fen, moves)) || !send("go perft " + std::to_string(depth)))
    return proc.kill(), err = fail("go perft: exited"), false;
  std::string line;
  for (;;) {
    auto r = proc.read_line(line, silenceMs);
    if (r != ChildProcess::Read::Line) {
      proc.kill();  // a late answer would be taken for the next command's
      return err = fail(r == ChildProcess::Read::Eof
                            ? std::string("go perft: exited")
                            : "go perft: no answer within " + duration_text(silenceMs)),
             false;
    }
    auto t = split(line);
    if (t.empty()) continue;
    if (t[0] == "bestmove" || t[0] == "nobestmove")
      return err = fail("the engine answered 'go perft' with a search (no perft support?)"), false;
    if (t.size() == 3 && t[0] == "Nodes" && t[1] == "searched:") {
      if (!parse_count(t[2], total)) return err = fail("bad line '" + line + "'"), false;
      return true;
    }
    // "move: count"; other chatter (info strings, diagrams) is skipped.
    uint64_t n;
    if (t.size() == 2 && t[0].size() > 1 && t[0].back() == ':' && parse_count(t[1], n)) {
      std::string mv = t[0].substr(0, t[0].size() - 1);
      for (auto& c : mv) c = char(std::tolower(static_cast<unsigned char>(c)));
      counts[mv] += n;
    }
  }
}

bool EngineClient::query(const std::string& fen, const std::vector<std::string>& moves,
                         const std::string& command, std::vector<std::string>& lines, std::string& err) {
  lines.clear();
  if (!send(position_command(fen, moves)) || !send(command) || !send("isready"))
    return proc.kill(), err = fail(command + ": exited"), false;
  if (wait_for("readyok", silenceMs, err, [&](const std::string& l) { lines.push_back(l); })) return true;
  proc.kill();  // a late answer would be taken for the next command's
  return false;
}

void EngineClient::quit() {
  if (!proc.running()) return;
  send("quit");
  proc.wait_or_kill(500);
}

}  // namespace pili::client
