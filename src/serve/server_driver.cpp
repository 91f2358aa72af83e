// The server's driver thread: starts the searches sessions want (at most
// Limits::maxSearches at once), collects finished ones, ends analyses that
// ran too long and expires sessions nobody looked at.
#include <chrono>
#include <thread>
#include <vector>

#include "server_impl.h"

namespace pili::serve {

void Server::Impl::drive() {
  while (running) {
    std::vector<std::shared_ptr<Session>> list, expired;
    {
      std::lock_guard lock(sessionsMtx);
      int64_t now = now_ms();
      for (auto it = sessions.begin(); it != sessions.end();) {
        if (now - it->second->lastSeenMs > int64_t(opts.limits.idleSeconds) * 1000) {
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
    for (auto& s : list) {
      std::lock_guard lock(s->mtx);
      if (s->collect()) --active;
      if (s->job == Job::Analysis &&
          (s->mode != Mode::Analysis ||
           Clock::now() - s->jobStart > std::chrono::seconds(opts.limits.analysisSeconds))) {
        s->stop_job();
        if (s->mode == Mode::Analysis) s->status = "analysis done";
        s->bump();
        --active;
      }
      if (s->job != Job::None) continue;
      bool wantMove = s->engine_to_move();
      bool wantAnalysis = s->mode == Mode::Analysis && !s->game_over() && s->status != "analysis done";
      if ((wantMove || wantAnalysis) && active < opts.limits.maxSearches) {
        s->status.clear();
        s->start_job(wantMove ? Job::Move : Job::Analysis, opts.limits);
        ++active;
      } else if (wantMove || wantAnalysis) {
        if (s->status.empty()) s->status = "waiting: the server is busy with other searches", s->bump();
      }
    }
    activeSearches = active;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

}  // namespace pili::serve
