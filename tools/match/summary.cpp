#include "match/summary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "pili/record/pgn.h"

namespace pili::match {
namespace {

std::string fixed(double v, int decimals) {
  if (std::fabs(v) < 0.5 * std::pow(10.0, -decimals)) v = 0;  // no "-0.0"
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

// Rounds for the report so that merged and single runs print the same text.
double round_to(double v, double unit) {
  double r = std::round(v / unit) * unit;
  return r == 0 ? 0.0 : r;  // no -0 in the report
}

// Sets key to the rounded value, or leaves it out when not finite.
void set_finite(Json& j, const char* key, double v, double unit) {
  if (std::isfinite(v)) j[key] = round_to(v, unit);
}

Json summary_fields(const Summary& s, const MatchInfo& info) {
  Json j;
  j["first"] = s.first;
  j["second"] = s.second;
  j["games"] = s.score.games();
  j["wins"] = s.score.wins;
  j["losses"] = s.score.losses;
  j["draws"] = s.score.draws;
  j["points"] = s.score.wins + 0.5 * s.score.draws;
  set_finite(j, "elo", s.elo.elo, 0.01);
  set_finite(j, "elo_error", s.elo.error, 0.01);
  j["elo_model"] = s.eloModel + ", logistic";
  j["los"] = round_to(s.los, 1e-4);
  j["pentanomial"] = s.pairs.count;
  if (info.sprt.enabled) {
    j["llr"] = round_to(s.llr, 1e-4);
    j["sprt"] = sprt_name(s.sprt);
    j["sprt_config"] = Json{{"elo0", info.sprt.elo0},
                            {"elo1", info.sprt.elo1},
                            {"alpha", info.sprt.alpha},
                            {"beta", info.sprt.beta},
                            {"minpairs", info.sprt.minPairs},
                            {"lower", round_to(info.sprt.lower_bound(), 1e-4)},
                            {"upper", round_to(info.sprt.upper_bound(), 1e-4)}};
  }
  return j;
}

}  // namespace

std::string number_or_na(double v, int decimals) { return std::isfinite(v) ? fixed(v, decimals) : "n/a"; }

Summary summarize(const std::vector<record::GameRecord>& games, const MatchInfo& info, int encounter) {
  Summary s;
  Schedule sched = info.schedule();
  if (encounter < 0 || encounter >= int(sched.encounters.size())) return s;
  auto [a, b] = sched.encounters[size_t(encounter)];
  s.first = info.engines[size_t(a)];
  s.second = info.engines[size_t(b)];
  std::map<int, std::vector<const record::GameRecord*>> byPair;
  for (auto& g : games) {
    Schedule::Slot slot = sched.slot(g.index);
    if (slot.encounter != encounter) continue;
    ++s.terminations[g.reason.empty() ? "unknown" : g.reason];
    if (g.outcome == Outcome::Ongoing) continue;
    double p = g.first_points();
    if (p == 1) ++s.score.wins;
    else if (p == 0) ++s.score.losses;
    else ++s.score.draws;
    if (slot.game / 2 * 2 + 1 < sched.games)  // an odd last game has no partner
      byPair[slot.pair].push_back(&g);
  }
  for (auto& [id, pair] : byPair)
    if (pair.size() == 2) s.pairs.add_pair(pair[0]->first_points(), pair[1]->first_points());
  EloEstimate penta = pentanomial_elo(s.pairs);
  if (std::isfinite(penta.error)) s.elo = penta, s.eloModel = "pentanomial";
  else s.elo = trinomial_elo(s.score), s.eloModel = "trinomial";
  s.los = los(s.score);
  if (info.sprt.enabled) {
    s.llr = sprt_llr(s.pairs, info.sprt.elo0, info.sprt.elo1);
    s.sprt = sprt_verdict(info.sprt, s.llr, s.pairs.pairs());
  }
  return s;
}

std::vector<Standing> standings(const std::vector<record::GameRecord>& games, const MatchInfo& info) {
  std::vector<Standing> out(info.engines.size());
  for (size_t e = 0; e < out.size(); ++e) out[e].name = info.engines[e];
  for (auto& g : games) {
    if (g.outcome == Outcome::Ongoing) continue;
    for (int id : {g.redId, g.blackId}) {
      if (id < 0 || id >= int(out.size())) continue;
      double p = g.points_of(id);
      Trinomial& t = out[size_t(id)].score;
      (p == 1 ? t.wins : p == 0 ? t.losses : t.draws)++;
    }
  }
  for (auto& s : out) s.elo = trinomial_elo(s.score);
  std::stable_sort(out.begin(), out.end(), [](const Standing& x, const Standing& y) {
    return x.points() != y.points() ? x.points() > y.points() : x.name < y.name;
  });
  return out;
}

std::vector<std::vector<double>> crosstable(const std::vector<record::GameRecord>& games, const MatchInfo& info) {
  size_t n = info.engines.size();
  std::vector<std::vector<double>> t(n, std::vector<double>(n, 0));
  for (auto& g : games) {
    if (g.outcome == Outcome::Ongoing || g.redId < 0 || g.blackId < 0 || size_t(g.redId) >= n ||
        size_t(g.blackId) >= n)
      continue;
    t[size_t(g.redId)][size_t(g.blackId)] += g.points_of(g.redId);
    t[size_t(g.blackId)][size_t(g.redId)] += g.points_of(g.blackId);
  }
  return t;
}

std::string score_line(const Summary& s) {
  int n = s.score.games();
  return "Score of " + s.first + " vs " + s.second + ": " + std::to_string(s.score.wins) + " - " +
         std::to_string(s.score.losses) + " - " + std::to_string(s.score.draws) + "  [" +
         fixed(n ? s.score.score() : 0.5, 3) + "] " + std::to_string(n);
}

std::string elo_line(const Summary& s) {
  int n = s.score.games();
  std::string elo = number_or_na(s.elo.elo, 1);
  if (std::isfinite(s.elo.elo)) elo += " +/- " + number_or_na(s.elo.error, 1);
  return "Elo difference: " + elo + " (" + s.eloModel + "), LOS: " + fixed(100 * s.los, 1) +
         " %, DrawRatio: " + fixed(n ? 100.0 * s.score.draws / n : 0, 1) + " %";
}

std::string sprt_line(const Summary& s, const SprtConfig& c) {
  std::string out = "SPRT: llr " + fixed(s.llr, 2) + " (" + fixed(100 * s.llr / c.upper_bound(), 1) +
                    "%), lbound " + fixed(c.lower_bound(), 2) + ", ubound " + fixed(c.upper_bound(), 2);
  if (c.minPairs > 0) out += ", minpairs " + std::to_string(c.minPairs);
  if (s.sprt == SprtVerdict::H0) out += " - H0 was accepted";
  if (s.sprt == SprtVerdict::H1) out += " - H1 was accepted";
  bool outside = s.llr >= c.upper_bound() || s.llr <= c.lower_bound();
  if (s.sprt == SprtVerdict::None && outside && s.pairs.pairs() < c.minPairs)
    out += " - no verdict before " + std::to_string(c.minPairs) + " pairs (" + std::to_string(s.pairs.pairs()) +
           " so far)";
  return out;
}

std::string final_report(const std::vector<record::GameRecord>& games, const MatchInfo& info) {
  std::ostringstream o;
  Schedule sched = info.schedule();
  std::map<std::string, int> terms;
  for (int e = 0; e < int(sched.encounters.size()); ++e) {
    Summary s = summarize(games, info, e);
    o << score_line(s) << "\n" << elo_line(s) << "\n";
    if (info.sprt.enabled) o << sprt_line(s, info.sprt) << "\n";
    for (auto& [k, n] : s.terminations) terms[k] += n;
  }
  if (info.engines.size() > 2) {
    char buf[256];
    size_t w = 4;
    for (auto& n : info.engines) w = std::max(w, n.size());
    std::snprintf(buf, sizeof buf, "%4s %-*s %7s %7s %6s %7s %6s\n", "Rank", int(w), "Name", "Elo", "+/-",
                  "Games", "Score", "Draw");
    o << "\n" << buf;
    int rank = 0;
    for (auto& st : standings(games, info)) {
      int n = st.score.games();
      std::snprintf(buf, sizeof buf, "%4d %-*s %7s %7s %6d %6s%% %5s%%\n", ++rank, int(w), st.name.c_str(),
                    number_or_na(st.elo.elo, 0).c_str(), number_or_na(st.elo.error, 0).c_str(), n,
                    fixed(n ? 100 * st.points() / n : 0, 1).c_str(),
                    fixed(n ? 100.0 * st.score.draws / n : 0, 1).c_str());
      o << buf;
    }
    // Crosstable: row engine's points against the column engine.
    auto t = crosstable(games, info);
    std::vector<int> played(info.engines.size() * info.engines.size(), 0);
    for (auto& g : games)
      if (g.outcome != Outcome::Ongoing && size_t(g.redId) < info.engines.size() &&
          size_t(g.blackId) < info.engines.size()) {
        ++played[size_t(g.redId) * info.engines.size() + size_t(g.blackId)];
        ++played[size_t(g.blackId) * info.engines.size() + size_t(g.redId)];
      }
    o << "\nCrosstable (points of the row engine against the column engine):\n";
    std::snprintf(buf, sizeof buf, "%-*s", int(w), "");
    o << buf;
    for (auto& n : info.engines) {
      std::snprintf(buf, sizeof buf, " %*s", int(std::max<size_t>(9, n.size())), n.c_str());
      o << buf;
    }
    o << "\n";
    for (size_t r = 0; r < info.engines.size(); ++r) {
      std::snprintf(buf, sizeof buf, "%-*s", int(w), info.engines[r].c_str());
      o << buf;
      for (size_t c = 0; c < info.engines.size(); ++c) {
        int cw = int(std::max<size_t>(9, info.engines[c].size()));
        int np = played[r * info.engines.size() + c];
        std::string cell = r == c ? "-" : np ? fixed(t[r][c], 1) + "/" + std::to_string(np) : ".";
        std::snprintf(buf, sizeof buf, " %*s", cw, cell.c_str());
        o << buf;
      }
      o << "\n";
    }
  }
  if (!terms.empty()) {
    o << "Terminations:\n";
    for (auto& [k, n] : terms) o << "  " << k << ": " << n << "\n";
  }
  return o.str();
}

Json summary_json(const std::vector<record::GameRecord>& games, const MatchInfo& info) {
  Json j;
  j["engines"] = info.engines;
  if (!info.tournament.empty()) j["tournament"] = info.tournament;
  j["variant"] = info.variant;
  j["games_per_round"] = info.gamesPerRound;
  j["rounds"] = info.rounds;
  Schedule sched = info.schedule();
  std::map<std::string, int> terms;
  Json encounters = Json::array();
  for (int e = 0; e < int(sched.encounters.size()); ++e) {
    Summary s = summarize(games, info, e);
    for (auto& [k, n] : s.terminations) terms[k] += n;
    Json f = summary_fields(s, info);
    if (info.tournament.empty()) {
      for (auto& [k, v] : f.items())
        if (k != "first" && k != "second") j[k] = v;
    } else {
      encounters.push_back(f);
    }
  }
  if (!info.tournament.empty()) {
    j["encounters"] = encounters;
    Json table = Json::array();
    for (auto& st : standings(games, info)) {
      Json r{{"name", st.name}, {"games", st.score.games()}, {"wins", st.score.wins},
             {"losses", st.score.losses}, {"draws", st.score.draws}, {"points", st.points()}};
      set_finite(r, "elo", st.elo.elo, 0.01);
      set_finite(r, "elo_error", st.elo.error, 0.01);
      table.push_back(r);
    }
    j["standings"] = table;
    auto t = crosstable(games, info);
    Json cross;
    for (size_t r = 0; r < info.engines.size(); ++r)
      for (size_t c = 0; c < info.engines.size(); ++c)
        if (r != c) cross[info.engines[r]][info.engines[c]] = t[r][c];
    j["crosstable"] = cross;
  }
  j["terminations"] = terms;
  Json recs = Json::array();
  for (auto& g : games) {
    Json r = record_to_json(g);
    r["pgn"] = record::write_pgn(g);
    recs.push_back(r);
  }
  j["records"] = recs;
  return j;
}

bool read_report(const Json& j, MatchInfo& info, std::vector<record::GameRecord>& games, std::string& err) {
  if (!j.is_object()) return err = "not a pili-match report", false;
  auto names = j.find("engines");
  auto recs = j.find("records");
  if (names == j.end() || !names->is_array() || names->size() < 2 || names->size() > 64 ||
      recs == j.end() || !recs->is_array())
    return err = "not a pili-match report", false;
  info.engines.clear();
  for (auto& n : *names) {
    if (!n.is_string()) return err = "engine names must be strings", false;
    info.engines.push_back(n.get<std::string>());
  }
  auto str = [&](const char* k, std::string& out) {
    auto it = j.find(k);
    if (it != j.end() && it->is_string()) out = it->get<std::string>();
  };
  auto num = [&](const char* k, int& out, int lo, int hi) {
    auto it = j.find(k);
    if (it == j.end()) return true;
    if (!it->is_number_integer() || *it < lo || *it > hi) return err = std::string("bad '") + k + "'", false;
    out = it->get<int>();
    return true;
  };
  str("tournament", info.tournament);
  str("variant", info.variant);
  if (!num("games_per_round", info.gamesPerRound, 1, 1000000) || !num("rounds", info.rounds, 1, 100000000))
    return false;
  if (info.engines.size() > 2 && info.tournament.empty()) return err = "more than two engines but no tournament", false;
  if (int64_t(info.gamesPerRound) * int64_t(info.schedule().encounters.size()) > 100000000)
    return err = "too many games per round", false;
  if (auto c = j.find("sprt_config"); c != j.end() && c->is_object()) {
    info.sprt.enabled = true;
    auto d = [&](const char* k, double& out) {
      auto it = c->find(k);
      if (it != c->end() && it->is_number()) out = it->get<double>();
    };
    d("elo0", info.sprt.elo0), d("elo1", info.sprt.elo1), d("alpha", info.sprt.alpha), d("beta", info.sprt.beta);
    // Absent in reports written before it existed: no minimum, as then.
    if (auto m = c->find("minpairs"); m != c->end()) {
      if (!m->is_number_integer() || *m < 0 || *m > 100000000) return err = "bad 'sprt_config.minpairs'", false;
      info.sprt.minPairs = m->get<int>();
    }
  }
  int engines = int(info.engines.size());
  for (auto& r : *recs) {
    record::GameRecord g;
    if (!record_from_json(r, g, err)) return false;
    if (g.redId >= engines || g.blackId >= engines) return err = "record with bad engine numbers", false;
    games.push_back(std::move(g));
  }
  return true;
}

int merge_command(const std::vector<std::string>& args) {
  std::string pgnOut, jsonOut, err;
  std::vector<std::string> files;
  for (size_t i = 0; i < args.size(); ++i) {
    if ((args[i] == "-pgnout" || args[i] == "-json") && i + 1 < args.size())
      (args[i] == "-pgnout" ? pgnOut : jsonOut) = args[i + 1], ++i;
    else if (!args[i].empty() && args[i][0] == '-') {
      std::cerr << "merge: unknown option '" << args[i] << "'\n";
      return 2;
    } else files.push_back(args[i]);
  }
  if (files.empty()) {
    std::cerr << "merge: give the JSON reports of the shards\n";
    return 2;
  }
  MatchInfo info;
  std::vector<record::GameRecord> games;
  for (size_t f = 0; f < files.size(); ++f) {
    std::ifstream in(files[f]);
    if (!in) {
      std::cerr << "merge: cannot read '" << files[f] << "'\n";
      return 2;
    }
    std::stringstream buf;
    buf << in.rdbuf();
    Json j;
    MatchInfo fi;
    if (!parse_json(buf.str(), j, err) || !read_report(j, fi, games, err)) {
      std::cerr << "merge: " << files[f] << ": " << err << "\n";
      return 2;
    }
    if (f == 0) info = fi;
    else if (fi.engines != info.engines || fi.variant != info.variant || fi.tournament != info.tournament ||
             fi.gamesPerRound != info.gamesPerRound) {
      std::cerr << "merge: " << files[f] << " is from a different match\n";
      return 2;
    }
  }
  std::sort(games.begin(), games.end(), [](auto& a, auto& b) { return a.index < b.index; });
  for (size_t k = 1; k < games.size(); ++k)
    if (games[k].index == games[k - 1].index) {
      std::cerr << "merge: game " << games[k].index << " appears twice\n";
      return 2;
    }
  if (!pgnOut.empty()) {
    std::ofstream out(pgnOut);
    for (auto& g : games) out << record::write_pgn(g);
    if (!out) {
      std::cerr << "merge: cannot write '" << pgnOut << "'\n";
      return 2;
    }
  }
  if (!jsonOut.empty()) {
    std::ofstream out(jsonOut);
    out << dump_json(summary_json(games, info)) << "\n";
    if (!out) {
      std::cerr << "merge: cannot write '" << jsonOut << "'\n";
      return 2;
    }
  }
  std::cout << final_report(games, info);
  return 0;
}

}  // namespace pili::match
