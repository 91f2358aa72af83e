#include "pili/client/engine_output.h"

#include <cstdlib>
#include <sstream>

namespace pili::client {
namespace {

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

int mate_score(int moves) {
  int n = moves < 0 ? -moves : moves;
  return moves > 0 ? MATE_SCORE - n : -(MATE_SCORE - n);
}

}  // namespace

bool parse_info(const std::string& line, EngineInfo& info) {
  info = EngineInfo{};
  auto t = split(line);
  if (t.empty() || t[0] != "info") return false;
  for (size_t i = 1; i < t.size(); ++i) {
    const std::string& w = t[i];
    bool value = i + 1 < t.size();
    int v;
    if (w == "string") break;
    if (w == "pv") {
      info.pv.assign(t.begin() + long(i) + 1, t.end());
      break;
    }
    if (w == "lowerbound" || w == "upperbound") {
      info.bound = true;
    } else if (w == "depth" && value && to_int(t[i + 1], v) && v >= 0) {
      info.depth = v, ++i;
    } else if (w == "multipv" && value && to_int(t[i + 1], v)) {
      info.multipv = v, ++i;
    } else if (w == "score" && value && !info.hasScore) {
      if (t[i + 1] == "cp" || t[i + 1] == "mate") {
        if (i + 2 < t.size() && to_int(t[i + 2], v)) info.hasScore = true, info.mate = t[i + 1] == "mate", info.score = v;
        i += 2;
      } else if (to_int(t[i + 1], v)) {  // UCCI
        info.hasScore = true, info.score = v, ++i;
      }
    }
  }
  return true;
}

bool parse_info_score(const std::string& line, int& score) {
  EngineInfo info;
  if (!parse_info(line, info) || !info.hasScore) return false;
  score = info.mate ? mate_score(info.score) : info.score;
  return true;
}

bool take_engine_line(const std::string& line, MoveReply& reply) {
  EngineInfo info;
  if (parse_info(line, info)) {
    if (info.hasScore) {
      reply.hasScore = true;
      reply.score = info.mate ? mate_score(info.score) : info.score;
      reply.mateIn = info.mate ? info.score : 0;
    }
    if (info.depth >= 0) reply.depth = info.depth;
    return false;
  }
  auto t = split(line);
  if (t.empty()) return false;
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

}  // namespace pili::client
