// The lab's engine access: Pili through its Engine facade, other engines
// through a small UCI/UCCI session on the match runner's ChildProcess
// (tools/match/process.h). EngineProcess (tools/match/engine_process.h)
// drives games but exposes neither raw lines nor `go perft` nor the PV, so
// the few protocol lines the lab needs are spoken here.
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>

#include "lab.h"
#include "pili/engine/engine.h"

#ifdef PILI_HAS_MATCH_LIB
#include "match/process.h"
#endif

namespace pili::app {

std::string convert_ranks(const std::string& text, int fromBase, int toBase) {
  if (fromBase == toBase) return text;
  auto m = parse_move(text, fromBase);
  return m ? move_to_string(*m, toBase) : text;
}

namespace {

using Clock = std::chrono::steady_clock;

std::vector<std::string> split_words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> t;
  for (std::string w; in >> w;) t.push_back(w);
  return t;
}

// Splits a command line like a shell does for words and quotes (no
// variables, no globbing): `"my engine" -x 'a b'` -> my engine | -x | a b.
std::vector<std::string> split_command(const std::string& cmd) {
  std::vector<std::string> out;
  std::string cur;
  bool have = false;
  char quote = 0;
  for (char c : cmd) {
    if (quote) {
      if (c == quote) quote = 0;
      else cur += c;
    } else if (c == '"' || c == '\'') {
      quote = c, have = true;
    } else if (c == ' ' || c == '\t') {
      if (have) out.push_back(cur), cur.clear(), have = false;
    } else {
      cur += c, have = true;
    }
  }
  if (have) out.push_back(cur);
  return out;
}

// --- Pili through the Engine facade -----------------------------------------

class PiliAnalyst : public Analyst {
 public:
  bool init(const std::string& variant, int threads, std::string& err) {
    if (!engine.set_variant(variant, err)) return false;
    engine.set_threads(threads);
    engine.set_hash_mb(16);
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

#ifdef PILI_HAS_MATCH_LIB
// The protocol lines the lab needs: handshake, position, go, reading answers.
class Session {
 public:
  explicit Session(ExternalSpec s) : spec(std::move(s)) {}
  ~Session() {
    if (proc.running()) {
      proc.write_line("quit");
      proc.wait_or_kill(300);
    }
  }

  bool start(std::string& err) {
    auto argv = split_command(spec.command);
    if (argv.empty()) return err = "empty engine command", false;
    if (spec.proto != "uci" && spec.proto != "ucci")
      return err = "unknown protocol '" + spec.proto + "' (uci or ucci)", false;
    std::vector<std::string> args(argv.begin() + 1, argv.end());
    if (!proc.start(argv[0], args, "", err)) return false;
    bool uci = spec.proto == "uci";
    bool listsVariant = false;
    std::vector<std::string> offered;  // the `var` values of UCI_Variant
    if (!send(uci ? "uci" : "ucci")) return err = "engine exited at once", false;
    std::string line;
    for (;;) {
      if (!read(line, 10000, err)) return err = "handshake: " + err, false;
      auto t = split_words(line);
      if (t.empty()) continue;
      if (t[0] == (uci ? "uciok" : "ucciok")) break;
      if (t[0] == "option" && line.find(uci ? " name UCI_Variant " : " variant ") != std::string::npos) {
        listsVariant = true;
        for (size_t i = 1; i + 1 < t.size(); ++i)
          if (t[i] == "var") offered.push_back(t[i + 1]);
      }
    }
    // Setting a variant the engine does not list would be ignored silently
    // and every count would then "differ".
    if (uci && !offered.empty() &&
        std::find(offered.begin(), offered.end(), spec.variant) == offered.end()) {
      err = "the engine's UCI_Variant option does not offer '" + spec.variant + "' (it offers";
      for (size_t i = 0; i < offered.size() && i < 12; ++i) err.append(" ").append(offered[i]);
      if (offered.size() > 12) err.append(" ... ").append(std::to_string(offered.size())).append(" in all");
      err += "); give the engine's name for this game with --engine-variant";
      return false;
    }
    bool ok = true;
    if (uci && (listsVariant || spec.variant != "xiangqi"))
      ok = send("setoption name UCI_Variant value " + spec.variant);
    if (!uci && spec.variant != "xiangqi") ok = send("setoption variant " + spec.variant);
    return ok && ready(err);
  }

  bool ready(std::string& err) {
    if (!send("isready")) return err = "engine exited", false;
    std::string line;
    for (;;) {
      if (!read(line, 10000, err)) return false;
      if (split_words(line) == std::vector<std::string>{"readyok"}) return true;
    }
  }

  bool send(const std::string& line) { return proc.write_line(line); }

  bool read(std::string& line, int64_t timeoutMs, std::string& err) {
    switch (proc.read_line(line, timeoutMs)) {
      case match::ChildProcess::Read::Line: return true;
      case match::ChildProcess::Read::Eof: return err = "engine exited", false;
      default: return err = "no answer within " + std::to_string(timeoutMs / 1000) + " s", false;
    }
  }

  bool position(const std::string& fen, const std::vector<std::string>& moves) {
    std::string cmd = "position fen " + fen;
    if (!moves.empty()) {
      cmd += " moves";
      for (auto& m : moves) cmd += " " + m;
    }
    return send(cmd);
  }

  ExternalSpec spec;
  match::ChildProcess proc;
};

class ExternalAnalyst : public Analyst {
 public:
  explicit ExternalAnalyst(ExternalSpec s) : session(std::move(s)) {}
  bool start(std::string& err) { return session.start(err); }
  bool new_game(std::string& err) override {
    if (session.spec.proto == "uci" && !session.send("ucinewgame")) return err = "engine exited", false;
    return session.ready(err);
  }
  bool analyse(const std::string& fen, const std::vector<std::string>& moves, uint64_t nodes,
               Analysis& out, std::string& err) override {
    int rb = session.spec.ranks;
    std::vector<std::string> em;
    for (auto& m : moves) em.push_back(convert_ranks(m, 0, rb));
    out = {};
    if (!session.position(fen, em) || !session.send("go nodes " + std::to_string(nodes)))
      return err = "engine exited", false;
    std::string line;
    for (;;) {
      if (!session.read(line, session.spec.timeoutMs, err)) return false;
      auto t = split_words(line);
      if (t.empty()) continue;
      if (t[0] == "bestmove" || t[0] == "nobestmove") {
        std::string b = t[0] == "bestmove" && t.size() > 1 ? t[1] : "";
        if (b == "(none)" || b == "0000" || b == "none") b.clear();
        out.bestMove = b.empty() ? b : convert_ranks(b, rb, 0);
        if (!out.bestMove.empty() && (out.pv.empty() || out.pv[0] != out.bestMove)) out.pv = {out.bestMove};
        return true;
      }
      if (t[0] != "info") continue;
      bool bound = false, hasScore = false, mate = false;
      int score = 0;
      std::vector<std::string> pv;
      for (size_t i = 1; i < t.size(); ++i) {
        if (t[i] == "lowerbound" || t[i] == "upperbound") bound = true;
        else if (t[i] == "multipv" && i + 1 < t.size() && t[i + 1] != "1") bound = true;
        else if (t[i] == "score" && i + 1 < t.size()) {
          try {
            if ((t[i + 1] == "cp" || t[i + 1] == "mate") && i + 2 < t.size())
              score = std::stoi(t[i + 2]), mate = t[i + 1] == "mate", hasScore = true;
            else
              score = std::stoi(t[i + 1]), hasScore = true;  // UCCI "score X"
          } catch (...) {
          }
        } else if (t[i] == "pv") {
          for (size_t j = i + 1; j < t.size(); ++j) pv.push_back(convert_ranks(t[j], rb, 0));
          break;
        }
      }
      if (hasScore && !bound && !pv.empty()) out.hasScore = true, out.score = score, out.mate = mate, out.pv = pv;
    }
  }

 private:
  Session session;
};
#endif

}  // namespace

std::unique_ptr<Analyst> make_pili_analyst(const std::string& variant, int threads, std::string& err) {
  auto a = std::make_unique<PiliAnalyst>();
  if (!a->init(variant, threads, err)) return nullptr;
  return a;
}

#ifdef PILI_HAS_MATCH_LIB
std::unique_ptr<Analyst> make_external_analyst(const ExternalSpec& spec, std::string& err) {
  auto a = std::make_unique<ExternalAnalyst>(spec);
  if (!a->start(err)) return nullptr;
  return a;
}

struct PerftClient::Impl {
  explicit Impl(ExternalSpec s) : session(std::move(s)) {}
  Session session;
};

PerftClient::PerftClient(ExternalSpec spec) : impl(std::make_unique<Impl>(std::move(spec))) {}
PerftClient::~PerftClient() = default;

bool PerftClient::start(std::string& err) { return impl->session.start(err); }

bool PerftClient::divide(const std::string& fen, const std::vector<std::string>& moves, int depth,
                         std::map<std::string, uint64_t>& counts, uint64_t& total, std::string& err) {
  auto& s = impl->session;
  counts.clear();
  total = 0;
  if (!s.position(fen, moves) || !s.send("go perft " + std::to_string(depth)))
    return err = "engine exited", false;
  std::string line;
  for (;;) {
    if (!s.read(line, s.spec.timeoutMs, err)) return err = "go perft: " + err, false;
    auto t = split_words(line);
    if (t.empty()) continue;
    if (t[0] == "bestmove" || t[0] == "nobestmove")
      return err = "the engine answered 'go perft' with a search (no perft support?)", false;
    if (t.size() == 3 && t[0] == "Nodes" && t[1] == "searched:") {
      try {
        total = std::stoull(t[2]);
      } catch (...) {
        return err = "bad line '" + line + "'", false;
      }
      return true;
    }
    // "move: count"; other chatter (info strings, diagrams) is skipped.
    if (t.size() == 2 && t[0].size() > 1 && t[0].back() == ':' &&
        t[1].find_first_not_of("0123456789") == std::string::npos) {
      std::string mv = t[0].substr(0, t[0].size() - 1);
      for (auto& c : mv) c = char(std::tolower(static_cast<unsigned char>(c)));
      counts[mv] += std::stoull(t[1]);
    }
  }
}
#else
std::unique_ptr<Analyst> make_external_analyst(const ExternalSpec&, std::string& err) {
  err = "this build has no engine driver (configure with PILI_BUILD_TOOLS=ON)";
  return nullptr;
}
struct PerftClient::Impl {};
PerftClient::PerftClient(ExternalSpec) {}
PerftClient::~PerftClient() = default;
bool PerftClient::start(std::string& err) {
  return err = "this build has no engine driver (configure with PILI_BUILD_TOOLS=ON)", false;
}
bool PerftClient::divide(const std::string&, const std::vector<std::string>&, int,
                         std::map<std::string, uint64_t>&, uint64_t&, std::string& err) {
  return err = "no engine driver", false;
}
#endif

}  // namespace pili::app
