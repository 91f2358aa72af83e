#include "match/engine_process.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace pili::match {
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

bool to_int(const std::string& s, int& v) {
  char* end = nullptr;
  long x = std::strtol(s.c_str(), &end, 10);
  if (s.empty() || *end || x < -1000000 || x > 1000000) return false;
  v = int(x);
  return true;
}

}  // namespace

bool parse_info_score(const std::string& line, int& score) {
  auto t = split(line);
  if (t.empty() || t[0] != "info") return false;
  for (size_t i = 1; i + 1 < t.size(); ++i) {
    if (t[i] != "score") continue;
    int v;
    if (t[i + 1] == "cp" && i + 2 < t.size() && to_int(t[i + 2], v)) return score = v, true;
    if (t[i + 1] == "mate" && i + 2 < t.size() && to_int(t[i + 2], v)) {
      int n = v < 0 ? -v : v;
      score = v > 0 ? MATE_SCORE - n : -(MATE_SCORE - n);
      return true;
    }
    if (to_int(t[i + 1], v)) return score = v, true;  // UCCI
  }
  return false;
}

bool take_engine_line(const std::string& line, MoveReply& reply) {
  auto t = split(line);
  if (t.empty()) return false;
  if (t[0] == "info") {
    int score;
    if (parse_info_score(line, score)) {
      reply.hasScore = true, reply.score = score, reply.mateIn = 0;
      for (size_t i = 1; i + 2 < t.size(); ++i)
        if (t[i] == "score" && t[i + 1] == "mate") to_int(t[i + 2], reply.mateIn);
    }
    for (size_t i = 1; i + 1 < t.size(); ++i) {
      int d;
      if (t[i] == "depth" && to_int(t[i + 1], d) && d >= 0) reply.depth = d;
    }
    return false;
  }
  if (t[0] == "nobestmove") {
    reply.status = MoveReply::Status::NoMove;
    return true;
  }
  if (t[0] != "bestmove") return false;
  reply.move = t.size() > 1 ? t[1] : "";
  bool none = reply.move.empty() || reply.move == "(none)" || reply.move == "0000" || reply.move == "none";
  // UCCI: bestmove M [ponder P] [draw | resign]
  for (size_t i = 2; i < t.size(); ++i) {
    if (t[i] == "ponder") {
      if (i + 1 < t.size()) reply.ponderMove = t[i + 1];
      ++i;
    }
    else if (t[i] == "draw") reply.drawOffer = true;
    else if (t[i] == "resign") reply.resign = true;
  }
  reply.status = none ? MoveReply::Status::NoMove : MoveReply::Status::Move;
  return true;
}

std::string move_comment(const MoveReply& r) {
  char buf[64];
  std::string out;
  if (r.hasScore) {
    if (r.mateIn) std::snprintf(buf, sizeof buf, "%sM%d", r.mateIn > 0 ? "+" : "-", std::abs(r.mateIn));
    else std::snprintf(buf, sizeof buf, "%+.2f", r.score / 100.0);
    out = buf;
    if (r.depth > 0) out.append("/").append(std::to_string(r.depth));
    out.append(" ");
  }
  std::snprintf(buf, sizeof buf, "%.2fs", double(r.elapsedMs) / 1000.0);
  return out + buf;
}

EngineProcess::EngineProcess(EngineConfig c, std::string v) : cfg(std::move(c)), variant(std::move(v)) {}

bool EngineProcess::send(const std::string& line) { return proc.write_line(line); }

bool EngineProcess::wait_for(const std::string& token, int64_t timeoutMs, std::string& err) {
  auto t0 = Clock::now();
  std::string line;
  for (;;) {
    int64_t left = timeoutMs - ms_since(t0);
    auto r = left > 0 ? proc.read_line(line, left) : ChildProcess::Read::Timeout;
    if (r == ChildProcess::Read::Eof) return err = cfg.name + ": exited before '" + token + "'", false;
    if (r == ChildProcess::Read::Timeout)
      return err = cfg.name + ": no '" + token + "' within " + std::to_string(timeoutMs) + " ms", false;
    auto t = split(line);
    if (!t.empty() && t[0] == token) return true;
  }
}

bool EngineProcess::start(std::string& err) {
  if (!proc.start(cfg.cmd, cfg.args, cfg.dir, err)) return err = cfg.name + ": " + err, false;
  bool uci = cfg.proto == Protocol::Uci;
  if (!send(uci ? "uci" : "ucci") || !wait_for(uci ? "uciok" : "ucciok", handshakeTimeoutMs, err)) {
    proc.kill();
    return false;
  }
  bool ok = true;
  ponderActive = false;
  if (uci) {
    if (variant != "xiangqi" && !cfg.has_option("UCI_Variant"))
      ok = send("setoption name UCI_Variant value " + variant);
    if (cfg.ponder && !cfg.has_option("Ponder")) ok = ok && send("setoption name Ponder value true");
    for (auto& [k, v] : cfg.options) ok = ok && send("setoption name " + k + " value " + v);
  } else {
    ok = send("setoption usemillisec true");
    if (variant != "xiangqi" && !cfg.has_option("variant")) ok = ok && send("setoption variant " + variant);
    if (cfg.ponder && !cfg.has_option("ponder")) ok = ok && send("setoption ponder true");
    for (auto& [k, v] : cfg.options) ok = ok && send("setoption " + k + " " + v);
  }
  if (!ok || !send("isready") || !wait_for("readyok", handshakeTimeoutMs, err)) {
    if (err.empty()) err = cfg.name + ": exited during setup";
    proc.kill();
    return false;
  }
  return true;
}

bool EngineProcess::new_game(std::string& err) {
  if (cfg.proto == Protocol::Uci && !send("ucinewgame")) return err = cfg.name + ": exited", false;
  if (!send("isready")) return err = cfg.name + ": exited", false;
  return wait_for("readyok", handshakeTimeoutMs, err);
}

std::string EngineProcess::go_command(const GoRequest& rq, bool ponder) const {
  std::string go = ponder ? "go ponder" : "go";
  if (rq.drawOffered && !ponder && cfg.proto == Protocol::Ucci) go += " draw";
  int us = rq.redToMove ? 0 : 1;
  if (cfg.proto == Protocol::Uci) {
    if (rq.clocks) {
      go += " wtime " + std::to_string(rq.time[0]) + " btime " + std::to_string(rq.time[1]);
      go += " winc " + std::to_string(rq.inc[0]) + " binc " + std::to_string(rq.inc[1]);
      if (rq.movesToGo) go += " movestogo " + std::to_string(rq.movesToGo);
    }
    if (rq.moveTimeMs >= 0) go += " movetime " + std::to_string(rq.moveTimeMs);
  } else {
    if (rq.clocks) {
      go += " time " + std::to_string(rq.time[us]) + " increment " + std::to_string(rq.inc[us]);
      go += " opptime " + std::to_string(rq.time[1 - us]) + " oppincrement " +
            std::to_string(rq.inc[1 - us]);
      if (rq.movesToGo) go += " movestogo " + std::to_string(rq.movesToGo);
    } else if (rq.moveTimeMs >= 0) {
      go += " time " + std::to_string(rq.moveTimeMs) + " movestogo 1";
    }
  }
  if (rq.nodes) go += " nodes " + std::to_string(rq.nodes);
  if (rq.depth) go += " depth " + std::to_string(rq.depth);
  if (!rq.clocks && rq.moveTimeMs < 0 && !rq.nodes && !rq.depth)
    go += cfg.proto == Protocol::Uci ? " infinite" : " depth 64";
  return go;
}

static std::string position_command(const GoRequest& rq) {
  std::string pos = "position fen " + rq.fen;
  if (!rq.moves.empty()) {
    pos += " moves";
    for (auto& m : rq.moves) pos += " " + m;
  }
  return pos;
}

bool EngineProcess::ponder(const GoRequest& rq) {
  if (ponderActive || !send(position_command(rq)) || !send(go_command(rq, true))) return false;
  ponderActive = true;
  ponderRequest = rq;
  return true;
}

MoveReply::Status EngineProcess::stop_pondering() {
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

MoveReply EngineProcess::go(const GoRequest& rq) {
  MoveReply reply;
  if (ponderActive && rq.fen == ponderRequest.fen && rq.moves == ponderRequest.moves) {
    ponderActive = false;
    bool draw = rq.drawOffered && cfg.proto == Protocol::Ucci;  // UCCI: "ponderhit draw"
    auto t0 = Clock::now();  // the engine's clock starts at the ponderhit
    if (!send(draw ? "ponderhit draw" : "ponderhit")) {
      proc.kill();
      return reply;  // Crash
    }
    await_bestmove(rq, t0, reply);
    return reply;
  }
  if (ponderActive) {  // the opponent played another move
    reply.status = stop_pondering();
    if (reply.status != MoveReply::Status::Move) return reply.ponderStop = true, reply;
  }
  auto t0 = Clock::now();
  if (!send(position_command(rq)) || !send(go_command(rq, false))) {
    proc.kill();
    reply.status = MoveReply::Status::Crash;
    return reply;
  }
  await_bestmove(rq, t0, reply);
  return reply;
}

void EngineProcess::await_bestmove(const GoRequest& rq, Clock::time_point t0, MoveReply& reply) {
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
    if (take_engine_line(line, reply)) {
      if (stopped) reply.status = MoveReply::Status::Late;
      break;
    }
  }
  reply.elapsedMs = ms_since(t0);
}

void EngineProcess::quit() {
  if (!proc.running()) return;
  send("quit");
  proc.wait_or_kill(500);
}

}  // namespace pili::match
