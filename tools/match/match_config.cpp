#include "match/match_config.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include "pili/rules/variant.h"

namespace pili::match {
namespace {

bool to_int(const std::string& s, long long lo, long long hi, long long& v) {
  if (s.empty() || s.size() > 18) return false;
  size_t k = s[0] == '-' ? 1 : 0;
  if (k == s.size()) return false;
  for (size_t i = k; i < s.size(); ++i)
    if (s[i] < '0' || s[i] > '9') return false;
  v = std::atoll(s.c_str());
  return v >= lo && v <= hi;
}

bool to_double(const std::string& s, double& v) {
  char* end = nullptr;
  v = std::strtod(s.c_str(), &end);
  return !s.empty() && !*end;
}

bool split_kv(const std::string& kv, std::string& k, std::string& v) {
  auto eq = kv.find('=');
  if (eq == std::string::npos || eq == 0) return false;
  k = kv.substr(0, eq), v = kv.substr(eq + 1);
  return true;
}

std::string basename_of(const std::string& path) {
  auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

}  // namespace

std::string default_records_path(const MatchConfig& cfg) {
  const std::string& base = !cfg.jsonOut.empty() ? cfg.jsonOut : cfg.pgnOut;
  if (base.empty()) return "";
  auto dot = base.find_last_of('.');
  auto slash = base.find_last_of('/');
  bool ext = dot != std::string::npos && (slash == std::string::npos || dot > slash);
  return (ext ? base.substr(0, dot) : base) + ".games.jsonl";
}

namespace {

// The registry's variant names, "xiangqi|atomic|...".
std::string variant_choices() {
  std::string s;
  for (Variant v : ALL_VARIANTS) s.append(s.empty() ? "" : "|").append(variant_name(v));
  return s;
}

}  // namespace

std::string usage() {
  return R"(usage: pili-match -engine KEY=VALUE... -engine KEY=VALUE... [-engine ...] [options]
       pili-match merge SHARD.json... [-pgnout F] [-json F]

engine keys (also for -each): name= cmd= arg= (repeatable) dir= proto=uci|ucci
  option.NAME=VALUE ranks=0|1 ponder tc=[MOVES/]SECONDS[+INC] st=SECONDS nodes=N depth=N
  handshake=SECONDS (for uciok/readyok, default 10)
options:
  -variant )" + variant_choices() + R"(
  -tournament gauntlet|round-robin   with more than two engines (default round-robin)
  -games N            games per encounter and round, colours alternate (2 = pairs)
  -rounds N           rounds; each round uses one opening
  -concurrency N      games played at once
  -openings file=F [format=fen|epd] [order=sequential|random] [seed=S] [start=N]
  -deal [seed=S] [file=F] [start=N]
                      covered pieces (jieqi): the deals that are the openings;
                      round r plays deal r+N-1 of seed S (default 1) or of F
                      (one deal a line, as the Deal tag writes it), both colours
  -pgnout F  -json F  -event NAME  -site NAME
  -records F          one JSON line per finished game (default: -json/-pgnout name + .games.jsonl)
  -resume             continue an interrupted match from its records file
  -ratinginterval N   Elo line every N games (default 10, 0 = at the end only)
  -sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [minpairs=0]
                      minpairs: no verdict before N complete pairs (10 recommended)
  -resign movecount=N score=CP
  -draw movenumber=N movecount=N score=CP
  -timemargin MS      tolerance before a time forfeit (default 100)
  -maxplies N         draw by adjudication after N plies (default 1000)
  -shard K/N          play games i with i % N == K-1 only
  -quiet              no per-game lines, only the final report
)";
}

bool parse_match_args(const std::vector<std::string>& args, MatchConfig& cfg, std::string& err) {
  std::vector<std::vector<std::string>> engineKeys;
  std::vector<std::string> eachKeys;
  size_t i = 0;
  // The values of the option at args[i]: every following word not starting with '-'.
  auto values = [&]() {
    std::vector<std::string> v;
    while (i + 1 < args.size() && !(args[i + 1].size() > 1 && args[i + 1][0] == '-')) v.push_back(args[++i]);
    return v;
  };
  auto one = [&](const std::string& opt, std::string& out) {
    auto v = values();
    if (v.size() != 1) return err = opt + " takes one value", false;
    out = v[0];
    return true;
  };
  auto int_opt = [&](const std::string& opt, long long lo, long long hi, long long& out) {
    std::string s;
    if (!one(opt, s)) return false;
    if (!to_int(s, lo, hi, out))
      return err = opt + ": expected an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got '" + s + "'", false;
    return true;
  };
  for (; i < args.size(); ++i) {
    const std::string& a = args[i];
    long long n;
    std::string s;
    if (a == "-engine") engineKeys.push_back(values());
    else if (a == "-each") { auto v = values(); eachKeys.insert(eachKeys.end(), v.begin(), v.end()); }
    else if (a == "-variant") { if (!one(a, cfg.variant)) return false; }
    else if (a == "-games") { if (!int_opt(a, 1, 1000000, n)) return false; cfg.games = int(n); }
    else if (a == "-rounds") { if (!int_opt(a, 1, 100000000, n)) return false; cfg.rounds = int(n); }
    else if (a == "-concurrency") { if (!int_opt(a, 1, 256, n)) return false; cfg.concurrency = int(n); }
    else if (a == "-timemargin") { if (!int_opt(a, 0, 3600000, n)) return false; cfg.timeMarginMs = n; }
    else if (a == "-maxplies") { if (!int_opt(a, 1, 100000, n)) return false; cfg.maxPlies = int(n); }
    else if (a == "-pgnout") { if (!one(a, cfg.pgnOut)) return false; }
    else if (a == "-json") { if (!one(a, cfg.jsonOut)) return false; }
    else if (a == "-event") { if (!one(a, cfg.event)) return false; }
    else if (a == "-site") { if (!one(a, cfg.site)) return false; }
    else if (a == "-quiet") cfg.quiet = true;
    else if (a == "-resume") cfg.resume = true;
    else if (a == "-records") { if (!one(a, cfg.recordsOut)) return false; }
    else if (a == "-ratinginterval") { if (!int_opt(a, 0, 100000000, n)) return false; cfg.ratingInterval = int(n); }
    else if (a == "-tournament") {
      if (!one(a, cfg.tournament)) return false;
      if (cfg.tournament != "gauntlet" && cfg.tournament != "round-robin")
        return err = "-tournament: expected gauntlet or round-robin, got '" + cfg.tournament + "'", false;
    }
    else if (a == "-shard") {
      if (!one(a, s)) return false;
      auto slash = s.find('/');
      long long k, total;
      if (slash == std::string::npos || !to_int(s.substr(0, slash), 1, 1000000, k) ||
          !to_int(s.substr(slash + 1), 1, 1000000, total) || k > total)
        return err = "-shard: expected K/N with 1 <= K <= N, got '" + s + "'", false;
      cfg.shardIndex = int(k), cfg.shardCount = int(total);
    } else if (a == "-openings") {
      for (auto& kv : values()) {
        std::string k, v;
        if (!split_kv(kv, k, v)) return err = "-openings: expected key=value, got '" + kv + "'", false;
        if (k == "file") cfg.openings.file = v;
        else if (k == "format") {
          if (v != "fen" && v != "epd") return err = "-openings: format must be fen or epd", false;
          cfg.openings.format = v;
        } else if (k == "order") {
          if (v != "sequential" && v != "random") return err = "-openings: order must be sequential or random", false;
          cfg.openings.random = v == "random";
        } else if (k == "seed") {
          if (!to_int(v, 0, (1LL << 62), n)) return err = "-openings: bad seed '" + v + "'", false;
          cfg.openings.seed = uint64_t(n);
        } else if (k == "start") {
          if (!to_int(v, 1, 100000000, n)) return err = "-openings: start must be a number from 1, got '" + v + "'", false;
          cfg.openings.start = int(n);
        } else if (k != "plies" && k != "policy") {
          return err = "-openings: unknown key '" + k + "'", false;
        }
      }
      if (cfg.openings.file.empty()) return err = "-openings needs file=", false;
    } else if (a == "-deal") {
      cfg.deal.given = true;
      bool seeded = false;
      for (auto& kv : values()) {
        std::string k, v;
        if (!split_kv(kv, k, v)) return err = "-deal: expected key=value, got '" + kv + "'", false;
        if (k == "file") cfg.deal.file = v;
        else if (k == "seed") {
          if (!to_int(v, 0, (1LL << 62), n)) return err = "-deal: bad seed '" + v + "'", false;
          cfg.deal.seed = uint64_t(n);
          seeded = true;
        } else if (k == "start") {
          if (!to_int(v, 1, 100000000, n)) return err = "-deal: start must be a number from 1, got '" + v + "'", false;
          cfg.deal.start = int(n);
        } else {
          return err = "-deal: unknown key '" + k + "' (seed=, file=, start=)", false;
        }
      }
      if (!cfg.deal.file.empty() && seeded)
        return err = "-deal: seed= and file= exclude each other", false;
    } else if (a == "-sprt") {
      cfg.sprt.enabled = true;
      for (auto& kv : values()) {
        std::string k, v;
        double d;
        if (!split_kv(kv, k, v)) return err = "-sprt: expected key=number, got '" + kv + "'", false;
        if (k == "minpairs") {
          if (!to_int(v, 0, 100000000, n))
            return err = "-sprt: minpairs must be a whole number of game pairs, 0 or more, got '" + v + "'", false;
          cfg.sprt.minPairs = int(n);
          continue;
        }
        if (!to_double(v, d)) return err = "-sprt: expected key=number, got '" + kv + "'", false;
        if (k == "elo0") cfg.sprt.elo0 = d;
        else if (k == "elo1") cfg.sprt.elo1 = d;
        else if (k == "alpha") cfg.sprt.alpha = d;
        else if (k == "beta") cfg.sprt.beta = d;
        else return err = "-sprt: unknown key '" + k + "'", false;
      }
      if (!(cfg.sprt.alpha > 0 && cfg.sprt.alpha < 0.5 && cfg.sprt.beta > 0 && cfg.sprt.beta < 0.5))
        return err = "-sprt: alpha and beta must be in (0, 0.5)", false;
      if (!(cfg.sprt.elo1 > cfg.sprt.elo0)) return err = "-sprt: elo1 must be above elo0", false;
    } else if (a == "-resign" || a == "-draw") {
      for (auto& kv : values()) {
        std::string k, v;
        if (!split_kv(kv, k, v) || !to_int(v, 0, 100000, n)) return err = a + ": expected key=integer, got '" + kv + "'", false;
        if (a == "-resign" && k == "movecount") cfg.adj.resignMoveCount = int(n);
        else if (a == "-resign" && k == "score") cfg.adj.resignScore = int(n);
        else if (a == "-draw" && k == "movenumber") cfg.adj.drawMoveNumber = int(n);
        else if (a == "-draw" && k == "movecount") cfg.adj.drawMoveCount = int(n);
        else if (a == "-draw" && k == "score") cfg.adj.drawScore = int(n);
        else return err = a + ": unknown key '" + k + "'", false;
      }
      if (a == "-resign" && cfg.adj.resignMoveCount <= 0) return err = "-resign needs movecount=N > 0", false;
      if (a == "-draw" && cfg.adj.drawMoveCount <= 0) return err = "-draw needs movecount=N > 0", false;
    } else {
      return err = "unknown option '" + a + "' (see -help)", false;
    }
  }
  if (int64_t(cfg.games) * cfg.rounds * int64_t(engineKeys.size() * (engineKeys.size() - 1) / 2) > 100000000)
    return err = "more than 100,000,000 games: lower -games or -rounds", false;
  if (cfg.sprt.enabled && cfg.games % 2)
    return err = "-sprt works on game pairs: use an even -games (e.g. -games 2)", false;
  if (cfg.sprt.enabled && int64_t(cfg.sprt.minPairs) > int64_t(cfg.games / 2) * cfg.rounds)
    return err = "-sprt: minpairs=" + std::to_string(cfg.sprt.minPairs) + " but the match has only " +
                 std::to_string(int64_t(cfg.games / 2) * cfg.rounds) + " pairs (-games x -rounds / 2)", false;
  if (engineKeys.size() < 2) return err = "at least two -engine are needed, got " + std::to_string(engineKeys.size()), false;
  if (engineKeys.size() > 64) return err = "at most 64 engines", false;
  if (engineKeys.size() == 2) cfg.tournament.clear();  // a plain match
  else if (cfg.tournament.empty()) cfg.tournament = "round-robin";
  if (cfg.sprt.enabled && engineKeys.size() > 2) return err = "-sprt needs exactly two engines", false;
  for (auto& keys : engineKeys) {
    EngineConfig e;
    for (auto* list : {&eachKeys, &keys})  // the engine's own keys win over -each
      for (auto& kv : *list)
        if (!apply_engine_key(e, kv, err)) return false;
    if (e.cmd.empty()) return err = "an -engine has no cmd=", false;
    if (e.name.empty()) e.name = basename_of(e.cmd);
    cfg.engines.push_back(std::move(e));
  }
  // Names identify engines in reports and tournaments: make them unique.
  for (size_t k = 1; k < cfg.engines.size(); ++k)
    for (size_t j = 0; j < k; ++j)
      if (cfg.engines[k].name == cfg.engines[j].name) {
        // Appended in two steps: GCC 12 warns (-Wrestrict) about "-" + to_string(...)
        // here, a false alarm in its string inlining.
        cfg.engines[k].name += '-';
        cfg.engines[k].name += std::to_string(k + 1);
        j = size_t(-1);  // check again from the start
      }
  if (cfg.recordsOut.empty()) cfg.recordsOut = default_records_path(cfg);
  if (cfg.resume && cfg.recordsOut.empty())
    return err = "-resume needs the records file: give -records F (or -json / -pgnout)", false;
  return true;
}

bool load_openings(const OpeningsConfig& cfg, std::vector<Opening>& out, std::string& err) {
  std::ifstream in(cfg.file);
  if (!in) return err = "cannot read openings file '" + cfg.file + "'", false;
  std::stringstream text;
  text << in.rdbuf();
  bool epd = cfg.format == "epd" ||
             (cfg.format.empty() && cfg.file.size() > 4 && cfg.file.substr(cfg.file.size() - 4) == ".epd");
  return parse_openings(text.str(), cfg.file, epd, out, err);
}

bool load_deals(const std::string& path, std::vector<Deal>& out, std::string& err) {
  std::ifstream in(path);
  if (!in) return err = "cannot read deals file '" + path + "'", false;
  std::stringstream text;
  text << in.rdbuf();
  return parse_deals(text.str(), path, out, err);
}

bool parse_openings(const std::string& text, const std::string& name, bool epd, std::vector<Opening>& out,
                    std::string& err) {
  std::istringstream in(text);
  int lineNo = 0;
  for (std::string line; std::getline(in, line);) {
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::istringstream words(line);
    std::vector<std::string> w;
    for (std::string x; words >> x;) w.push_back(x);
    if (w.empty() || w[0][0] == '#') continue;
    Opening o;
    size_t movesAt = w.size();
    for (size_t k = 0; k < w.size(); ++k)
      if (w[k] == "moves") { movesAt = k; break; }
    if (epd) {
      // EPD: board, side, and two more fields; opcodes after them are ignored.
      if (movesAt < 2) return err = name + ":" + std::to_string(lineNo) + ": short EPD line", false;
      size_t fields = std::min<size_t>(4, movesAt);
      for (size_t k = 0; k < fields; ++k) o.fen += (k ? " " : "") + w[k];
      for (size_t k = fields; k < 4; ++k) o.fen += " -";
      o.fen += " 0 1";
    } else {
      for (size_t k = 0; k < movesAt; ++k) o.fen += (k ? " " : "") + w[k];
    }
    for (size_t k = movesAt + 1; k < w.size(); ++k) o.moves.push_back(w[k]);
    if (o.fen.empty()) return err = name + ":" + std::to_string(lineNo) + ": no FEN", false;
    out.push_back(std::move(o));
  }
  if (out.empty()) return err = "no openings in '" + name + "'", false;
  return true;
}

std::vector<int> opening_order(int n, const OpeningsConfig& cfg) {
  std::vector<int> order(static_cast<size_t>(n));
  for (int k = 0; k < n; ++k) order[size_t(k)] = k;
  if (cfg.random) {
    // Fisher-Yates with a fixed generator: the same order on every host.
    std::mt19937_64 rng(cfg.seed);
    for (int k = n - 1; k > 0; --k) std::swap(order[size_t(k)], order[size_t(rng() % uint64_t(k + 1))]);
  }
  if (n > 0) std::rotate(order.begin(), order.begin() + (cfg.start - 1) % n, order.end());
  return order;
}

}  // namespace pili::match
