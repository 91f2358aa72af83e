#include "match/summary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "match/pgn.h"

namespace pili::match {
namespace {

std::string fixed(double v, int decimals) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (std::fabs(v) < 0.5 * std::pow(10.0, -decimals)) v = 0;  // no "-0.0"
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

// Rounds for the report so that merged and single runs print the same text.
double round_to(double v, double unit) {
  if (!std::isfinite(v)) return v;
  double r = std::round(v / unit) * unit;
  return r == 0 ? 0.0 : r;  // no -0 in the report
}

}  // namespace

Summary summarize(const std::vector<GameRecord>& games, const MatchInfo& info) {
  Summary s;
  std::map<int, std::vector<const GameRecord*>> byPair;
  for (auto& g : games) {
    ++s.terminations[g.reason.empty() ? "unknown" : g.reason];
    if (g.outcome == Outcome::Ongoing) continue;
    double p = g.first_points();
    if (p == 1) ++s.score.wins;
    else if (p == 0) ++s.score.losses;
    else ++s.score.draws;
    if (info.gamesPerRound >= 2) {
      int round = g.index / info.gamesPerRound, inRound = g.index % info.gamesPerRound;
      if (inRound / 2 * 2 + 1 < info.gamesPerRound)  // an odd last game has no partner
        byPair[round * info.gamesPerRound + inRound / 2].push_back(&g);
    }
  }
  for (auto& [id, pair] : byPair)
    if (pair.size() == 2) s.pairs.add_pair(pair[0]->first_points(), pair[1]->first_points());
  s.pentanomialModel = info.gamesPerRound >= 2;
  s.elo = s.pentanomialModel ? pentanomial_elo(s.pairs) : trinomial_elo(s.score);
  s.los = los(s.score);
  if (info.sprt.enabled) {
    s.llr = sprt_llr(s.pairs, info.sprt.elo0, info.sprt.elo1);
    s.sprt = sprt_verdict(info.sprt, s.llr);
  }
  return s;
}

std::string progress_line(const Summary& s, const MatchInfo& info) {
  std::ostringstream o;
  o << "Games " << s.score.games() << ": +" << s.score.wins << " -" << s.score.losses << " ="
    << s.score.draws << "  Elo " << fixed(s.elo.elo, 1) << " +- " << fixed(s.elo.error, 1)
    << (s.pentanomialModel ? " (penta)" : " (tri)") << "  LOS " << fixed(100 * s.los, 1) << "%";
  if (info.sprt.enabled)
    o << "  LLR " << fixed(s.llr, 2) << " [" << fixed(info.sprt.lower_bound(), 2) << ", "
      << fixed(info.sprt.upper_bound(), 2) << "]" << (s.sprt != SprtVerdict::None ? std::string(" ") + sprt_name(s.sprt) + " accepted" : "");
  return o.str();
}

Json summary_json(const Summary& s, const MatchInfo& info, const std::vector<GameRecord>& games) {
  Json j = Json::object();
  Json names = Json::array();
  names.push_back(info.first);
  names.push_back(info.second);
  j.set("engines", names);
  j.set("variant", info.variant);
  j.set("games_per_round", info.gamesPerRound);
  j.set("rounds", info.rounds);
  j.set("games", s.score.games());
  j.set("wins", s.score.wins);
  j.set("losses", s.score.losses);
  j.set("draws", s.score.draws);
  j.set("points", s.score.wins + 0.5 * s.score.draws);
  j.set("elo", round_to(s.elo.elo, 0.01));
  j.set("elo_error", round_to(s.elo.error, 0.01));
  j.set("elo_model", s.pentanomialModel ? "pentanomial, logistic" : "trinomial, logistic");
  j.set("los", round_to(s.los, 1e-4));
  Json penta = Json::array();
  for (int c : s.pairs.count) penta.push_back(c);
  j.set("pentanomial", penta);
  if (info.sprt.enabled) {
    j.set("llr", round_to(s.llr, 1e-4));
    j.set("sprt", sprt_name(s.sprt));
    Json cfg = Json::object();
    cfg.set("elo0", info.sprt.elo0);
    cfg.set("elo1", info.sprt.elo1);
    cfg.set("alpha", info.sprt.alpha);
    cfg.set("beta", info.sprt.beta);
    cfg.set("lower", round_to(info.sprt.lower_bound(), 1e-4));
    cfg.set("upper", round_to(info.sprt.upper_bound(), 1e-4));
    j.set("sprt_config", cfg);
  }
  Json terms = Json::object();
  for (auto& [k, n] : s.terminations) terms.set(k, n);
  j.set("terminations", terms);
  Json recs = Json::array();
  for (auto& g : games) {
    Json r = Json::object();
    r.set("index", g.index);
    r.set("round", g.round);
    r.set("opening", g.opening);
    r.set("first_is_red", g.firstIsRed);
    r.set("result", g.result());
    r.set("reason", g.reason);
    r.set("termination", g.termination);
    r.set("plies", int(g.moves.size()));
    r.set("book_plies", g.bookPlies);
    r.set("detail", g.detail);
    r.set("pgn", write_pgn(g));
    recs.push_back(r);
  }
  j.set("records", recs);
  return j;
}

bool read_report(const Json& j, MatchInfo& info, std::vector<GameRecord>& games, std::string& err) {
  const Json* names = j.get("engines");
  const Json* recs = j.get("records");
  if (!names || names->items().size() != 2 || !recs) return err = "not a pili-match report", false;
  info.first = names->items()[0].as_string();
  info.second = names->items()[1].as_string();
  if (auto* v = j.get("variant")) info.variant = v->as_string();
  if (auto* v = j.get("games_per_round")) info.gamesPerRound = int(v->as_number(1));
  if (auto* v = j.get("rounds")) info.rounds = int(v->as_number(1));
  if (auto* c = j.get("sprt_config")) {
    info.sprt.enabled = true;
    info.sprt.elo0 = c->get("elo0") ? c->get("elo0")->as_number() : 0;
    info.sprt.elo1 = c->get("elo1") ? c->get("elo1")->as_number() : 5;
    info.sprt.alpha = c->get("alpha") ? c->get("alpha")->as_number() : 0.05;
    info.sprt.beta = c->get("beta") ? c->get("beta")->as_number() : 0.05;
  }
  for (auto& r : recs->items()) {
    auto* pgn = r.get("pgn");
    if (!pgn || !r.get("index") || !r.get("result")) return err = "a record lacks index, result or pgn", false;
    std::vector<PgnGame> parsed;
    if (!read_pgn(pgn->as_string(), parsed, err) || parsed.size() != 1)
      return err = "bad PGN in record: " + err, false;
    const PgnGame& p = parsed[0];
    GameRecord g;
    g.index = int(r.get("index")->as_number());
    g.round = r.get("round") ? int(r.get("round")->as_number()) : 0;
    g.opening = r.get("opening") ? int(r.get("opening")->as_number()) : 0;
    g.firstIsRed = r.get("first_is_red") && r.get("first_is_red")->as_bool();
    g.outcome = parse_result(r.get("result")->as_string());
    g.reason = r.get("reason") ? r.get("reason")->as_string() : "";
    g.termination = r.get("termination") ? r.get("termination")->as_string() : "";
    auto tag = [&](const char* n) { auto* t = p.tag(n); return t ? *t : std::string(); };
    g.event = tag("Event");
    g.site = tag("Site");
    g.red = tag("White");
    g.black = tag("Black");
    g.variant = tag("Variant");
    g.timeControl = tag("TimeControl");
    g.fen = tag("FEN");
    g.standardStart = p.tag("FEN") == nullptr;
    g.moves = p.moves;
    g.bookPlies = r.get("book_plies") ? int(r.get("book_plies")->as_number()) : 0;
    g.detail = r.get("detail") ? r.get("detail")->as_string() : "";
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
  std::vector<GameRecord> games;
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
    if (!Json::parse(buf.str(), j, err) || !read_report(j, fi, games, err)) {
      std::cerr << "merge: " << files[f] << ": " << err << "\n";
      return 2;
    }
    if (f == 0) info = fi;
    else if (fi.first != info.first || fi.second != info.second || fi.variant != info.variant ||
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
  Summary s = summarize(games, info);
  if (!pgnOut.empty()) {
    std::ofstream out(pgnOut);
    for (auto& g : games) out << write_pgn(g);
    if (!out) {
      std::cerr << "merge: cannot write '" << pgnOut << "'\n";
      return 2;
    }
  }
  Json report = summary_json(s, info, games);
  if (!jsonOut.empty()) {
    std::ofstream out(jsonOut);
    out << report.dump() << "\n";
    if (!out) {
      std::cerr << "merge: cannot write '" << jsonOut << "'\n";
      return 2;
    }
  }
  std::cout << progress_line(s, info) << "\n";
  return 0;
}

}  // namespace pili::match
