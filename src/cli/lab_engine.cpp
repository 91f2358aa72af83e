// The lab's engine access: Pili through its Engine facade, other engines
// through the engine client (pili/client/engine_client.h).
#include <algorithm>
#include <mutex>

#include "lab.h"
#include "pili/engine/engine.h"

namespace pili::app {

std::string convert_ranks(const std::string& text, int fromBase, int toBase) {
  if (fromBase == toBase) return text;
  auto m = parse_move(text, fromBase);
  return m ? move_to_string(*m, toBase) : text;
}

namespace {

// --- Pili through the Engine facade -----------------------------------------

class PiliAnalyst : public Analyst {
 public:
  bool init(const std::string& variant, int threads, const std::string& evalFile, std::string& err) {
    if (!engine.set_variant(variant, err)) return false;
    if (!evalFile.empty()) {
      if (!engine.load_eval_file(evalFile, err)) return err = evalFile + ": " + err, false;
      engine.set(&Settings::useNnue, true);
    }
    engine.set(&Settings::threads, threads);
    engine.set(&Settings::hashMb, 16);
    return true;
  }
  bool new_game(std::string&) override {
    engine.new_game();
    return true;
  }
  bool analyse(const std::string& fen, const std::vector<std::string>& moves, uint64_t nodes,
               Analysis& out, std::string& err) override {
    if (!engine.set_position(fen, moves, err)) return false;
    out = {};
    SearchLimits limits;
    limits.nodes = nodes;
    std::mutex m;
    SearchInfo last;
    bool haveInfo = false;
    SearchResult result;
    engine.go(
        limits,
        [&](const SearchInfo& info) {
          if (!info.currMove.empty() || info.pv.empty() || info.multipv != 1 || info.lowerbound ||
              info.upperbound)
            return;
          std::lock_guard lock(m);
          last = info;
          haveInfo = true;
        },
        [&](const SearchResult& r) {
          std::lock_guard lock(m);
          result = r;
        });
    engine.wait();
    std::lock_guard lock(m);
    out.bestMove = result.bestMove;
    if (haveInfo) {
      out.hasScore = true;
      out.mate = last.kind == ScoreKind::Mate;
      out.score = last.score;
      out.pv = last.pv;
    }
    // A node limit can stop an iteration after its best move changed but
    // before it reported: the last PV then starts with another move.
    if (!out.bestMove.empty() && (out.pv.empty() || out.pv[0] != out.bestMove)) out.pv = {out.bestMove};
    return true;
  }

 private:
  Engine engine;
};

// --- Other engines through the engine client --------------------------------

class ExternalAnalyst : public Analyst {
 public:
  ExternalAnalyst(std::unique_ptr<client::EngineClient> e, int rankBase, int64_t timeout)
      : engine(std::move(e)), ranks(rankBase), timeoutMs(timeout) {}
  bool new_game(std::string& err) override { return engine->new_game(err); }
  bool analyse(const std::string& fen, const std::vector<std::string>& moves, uint64_t nodes,
               Analysis& out, std::string& err) override {
    client::GoRequest rq;
    rq.fen = fen;
    for (auto& m : moves) rq.moves.push_back(convert_ranks(m, 0, ranks));
    rq.nodes = nodes;
    out = {};
    // The principal line's exact score, as PiliAnalyst reads it.
    auto reply = engine->go(rq, [&](const client::EngineInfo& i) {
      if (!i.hasScore || i.bound || i.multipv != 1 || i.pv.empty()) return;
      out.hasScore = true, out.score = i.score, out.mate = i.mate;
      out.pv.clear();
      for (auto& m : i.pv) out.pv.push_back(convert_ranks(m, ranks, 0));
    });
    using Status = client::MoveReply::Status;
    if (reply.status == Status::Crash) return err = "engine exited", false;
    if (reply.status == Status::Late || reply.status == Status::Hang)
      return err = "no bestmove within " + std::to_string(timeoutMs / 1000) + " s", false;
    out.bestMove = reply.status == Status::Move ? convert_ranks(reply.move, ranks, 0) : "";
    if (!out.bestMove.empty() && (out.pv.empty() || out.pv[0] != out.bestMove)) out.pv = {out.bestMove};
    return true;
  }

 private:
  std::unique_ptr<client::EngineClient> engine;
  int ranks;
  int64_t timeoutMs;
};

}  // namespace

std::unique_ptr<Analyst> make_pili_analyst(const std::string& variant, int threads, const std::string& evalFile,
                                           std::string& err) {
  auto a = std::make_unique<PiliAnalyst>();
  if (!a->init(variant, threads, evalFile, err)) return nullptr;
  return a;
}

std::unique_ptr<client::EngineClient> start_external(const ExternalSpec& spec, std::string& err) {
  auto argv = client::split_command(spec.command);
  if (argv.empty()) return err = "empty engine command", nullptr;
  if (spec.proto != "uci" && spec.proto != "ucci")
    return err = "unknown protocol '" + spec.proto + "' (uci or ucci)", nullptr;
  client::EngineSpec es;
  es.cmd = argv[0];
  es.args.assign(argv.begin() + 1, argv.end());
  es.proto = spec.proto == "uci" ? client::Protocol::Uci : client::Protocol::Ucci;
  auto engine = std::make_unique<client::EngineClient>(es, spec.variant);
  engine->noLimitTimeoutMs = spec.timeoutMs;
  engine->silenceMs = spec.timeoutMs;
  if (engine->start(err)) return engine;
  const auto& offered = engine->offered_variants();
  if (!offered.empty() && std::find(offered.begin(), offered.end(), spec.variant) == offered.end())
    err += "; give the engine's name for this game with --engine-variant";
  return nullptr;
}

std::unique_ptr<Analyst> make_external_analyst(const ExternalSpec& spec, std::string& err) {
  auto engine = start_external(spec, err);
  if (!engine) return nullptr;
  return std::make_unique<ExternalAnalyst>(std::move(engine), spec.ranks, spec.timeoutMs);
}

}  // namespace pili::app
