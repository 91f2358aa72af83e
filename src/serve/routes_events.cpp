// Server-sent events: the session's state whenever it changes. Each stream
// lasts a minute at most; EventSource reconnects by itself.
#include <chrono>
#include <thread>

#include "server_impl.h"

namespace pili::serve {

using nlohmann::json;

void Server::Impl::event_routes() {
  http.Get("/api/events", [this](const httplib::Request& req, httplib::Response& res) {
    std::shared_ptr<Session> s;
    try {
      if (!req.has_param("sid")) throw ApiError{400, "missing 'sid' (create a session with POST /api/session)"};
      s = api.find(req.get_param_value("sid"));
    } catch (const ApiError& e) {
      return send_json(res, {{"error", e.message}}, e.status);
    }
    if (streams.fetch_add(1) >= api.limits.maxStreams) {
      --streams;
      return send_json(res, {{"error", "too many event streams open"}}, 429);
    }
    auto sent = std::make_shared<uint64_t>(0);
    auto until = Clock::now() + std::chrono::seconds(60);
    int gen = ++s->streamGen;  // a newer stream for the session ends this one
    res.set_header("Cache-Control", "no-cache");
    res.set_chunked_content_provider(
        "text/event-stream",
        [this, s, sent, until, gen](size_t, httplib::DataSink& sink) {
          if (!running || Clock::now() > until || s->streamGen != gen) return sink.done(), true;
          {
            // Short waits: a ping finds a closed browser tab within seconds.
            std::unique_lock lock(s->liveMtx);
            s->liveCv.wait_for(lock, std::chrono::seconds(2), [&] { return s->version != *sent || !running; });
          }
          s->touch();
          if (s->version == *sent) {
            const char ping[] = ": ping\n\n";
            return sink.write(ping, sizeof ping - 1);
          }
          json j;
          {
            std::lock_guard lock(s->mtx);
            *sent = s->version;
            j = api.state(*s);
          }
          std::string msg = "data: " + j.dump() + "\n\n";
          bool ok = sink.write(msg.data(), msg.size());
          std::this_thread::sleep_for(std::chrono::milliseconds(150));  // at most ~7 updates a second
          return ok;
        },
        [this](bool) { --streams; });
  });
}

}  // namespace pili::serve
