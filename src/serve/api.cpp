#include "api.h"

#include <chrono>
#include <vector>

namespace pili::serve {

using nlohmann::json;

Api::Api(const Limits& lim) : limits(lim) {
  session_routes();
  move_routes();
  pgn_routes();
  tablebase_routes();
}

Api::~Api() {
  std::lock_guard lock(sessionsMtx);
  for (auto& [id, s] : sessions) {
    std::lock_guard l2(s->mtx);
    s->stop_job();
  }
}

json parse_body(const std::string& text) {
  if (text.empty()) return json::object();
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) throw ApiError{400, "request body is not valid JSON"};
  if (!j.is_object()) throw ApiError{400, "request body must be a JSON object"};
  return j;
}

bool Api::has_route(const std::string& method, const std::string& path) const {
  return routes.count(method + " " + path) > 0;
}

ApiReply Api::call(const std::string& method, const std::string& path, const json& body) {
  auto it = routes.find(method + " " + path);
  if (it == routes.end()) return {404, {{"error", "no such route: " + method + " " + path.substr(0, 100)}}};
  try {
    return {200, it->second(body)};
  } catch (const ApiError& e) {
    return {e.status, {{"error", e.message}}};
  } catch (const std::exception& e) {
    return {400, {{"error", std::string("bad request: ") + e.what()}}};
  }
}

std::shared_ptr<Session> Api::find(const std::string& sid) {
  std::lock_guard lock(sessionsMtx);
  auto it = sessions.find(sid);
  if (it == sessions.end()) throw ApiError{404, "unknown or expired session '" + sid.substr(0, 40) + "'"};
  it->second->touch();
  return it->second;
}

std::shared_ptr<Session> Api::session_of(const json& body) {
  std::string sid = field<std::string>(body, "sid", "");
  if (sid.empty()) throw ApiError{400, "missing 'sid' (create a session with POST /api/session)"};
  return find(sid);
}

int Api::session_count() {
  std::lock_guard lock(sessionsMtx);
  return int(sessions.size());
}

bool Api::drive() {
  std::vector<std::shared_ptr<Session>> list, expired;
  {
    std::lock_guard lock(sessionsMtx);
    int64_t now = now_ms();
    for (auto it = sessions.begin(); it != sessions.end();) {
      if (now - it->second->lastSeenMs > int64_t(limits.idleSeconds) * 1000) {
        expired.push_back(it->second);
        it = sessions.erase(it);
      } else {
        list.push_back((it++)->second);
      }
    }
  }
  for (auto& s : expired) {
    std::lock_guard lock(s->mtx);
    s->stop_job();
  }
  expired.clear();
  int active = 0;
  for (auto& s : list) {
    std::lock_guard lock(s->mtx);
    active += s->job != Job::None;
  }
  bool busy = false;
  for (auto& s : list) {
    std::lock_guard lock(s->mtx);
    if (s->collect()) --active;
    s->check_clock();
    if (s->job == Job::Analysis &&
        (s->mode != Mode::Analysis ||
         Clock::now() - s->jobStart > std::chrono::seconds(limits.analysisSeconds))) {
      s->stop_job();
      if (s->mode == Mode::Analysis) s->status = "analysis done";
      s->bump();
      --active;
    }
    if (s->job != Job::None) {
      busy = true;
      continue;
    }
    bool wantMove = s->engine_to_move();
    bool wantAnalysis = s->mode == Mode::Analysis && !s->game_over() && s->status != "analysis done";
    if (wantAnalysis && s->analysedMs >= int64_t(limits.analysisSeconds) * 1000) {  // no threads: in slices
      s->status = "analysis done";
      s->bump();
      wantAnalysis = false;
    }
    if ((wantMove || wantAnalysis) && active < limits.maxSearches) {
      s->status.clear();
      s->start_job(wantMove ? Job::Move : Job::Analysis, limits);
      ++active;
    } else if (wantMove || wantAnalysis) {
      if (s->status.empty()) s->status = "waiting: the server is busy with other searches", s->bump();
    }
    busy = busy || wantMove || wantAnalysis;
  }
  activeSearches = active;
  return busy;
}

}  // namespace pili::serve
