#include "match/records_file.h"

#include <cstdio>
#include <set>
#include <sstream>

namespace pili::match {

Json match_fingerprint(const MatchConfig& cfg) {
  Json engines = Json::array();
  for (auto& e : cfg.engines) {
    Json opts = Json::array();
    for (auto& [k, v] : e.options) opts.push_back(k + "=" + v);
    engines.push_back(Json{{"name", e.name}, {"cmd", e.cmd}, {"args", e.args},
                           {"proto", e.proto == client::Protocol::Uci ? "uci" : "ucci"}, {"options", opts},
                           {"ranks", e.rankBase}, {"tc", e.tc.to_string()}});
    if (e.ponder) engines.back()["ponder"] = true;  // absent when off: older records still match
  }
  Json openings{{"file", cfg.openings.file}, {"format", cfg.openings.format}, {"random", cfg.openings.random},
                {"seed", cfg.openings.seed}};
  if (cfg.openings.start != 1) openings["start"] = cfg.openings.start;  // absent by default: older records still match
  // Absent unless -deal was given: older records still match.
  Json deal;
  if (cfg.deal.given) deal = Json{{"file", cfg.deal.file}, {"seed", cfg.deal.seed}, {"start", cfg.deal.start}};
  Json sprt;
  if (cfg.sprt.enabled) {
    sprt = Json{cfg.sprt.elo0, cfg.sprt.elo1, cfg.sprt.alpha, cfg.sprt.beta};
    if (cfg.sprt.minPairs > 0) sprt.push_back(cfg.sprt.minPairs);  // absent at 0: older records still match
  }
  Json fp{{"engines", engines},
              {"tournament", cfg.tournament},
              {"variant", cfg.variant},
              {"games", cfg.games},
              {"rounds", cfg.rounds},
              {"openings", openings},
              {"shard", std::to_string(cfg.shardIndex) + "/" + std::to_string(cfg.shardCount)},
              {"maxplies", cfg.maxPlies},
              {"timemargin", cfg.timeMarginMs},
              {"resign", {cfg.adj.resignMoveCount, cfg.adj.resignScore}},
              {"draw", {cfg.adj.drawMoveNumber, cfg.adj.drawMoveCount, cfg.adj.drawScore}},
              {"sprt", sprt}};
  if (!deal.is_null()) fp["deal"] = deal;
  return fp;
}

bool parse_records(const std::string& text, const Json& fingerprint, std::vector<record::GameRecord>& games,
                   std::string& err) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) break;  // a torn last line: dropped
    lines.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
  if (lines.empty()) return err = "the records file has no header", false;
  Json head;
  if (!parse_json(lines[0], head, err) || !head.is_object() || !head.contains("pili_match_records"))
    return err = "the records file has no pili-match header", false;
  if (head["pili_match_records"] != fingerprint) {
    std::string what;
    const Json& old = head["pili_match_records"];
    if (old.is_object())
      for (auto& [k, v] : fingerprint.items())
        if (!old.contains(k) || old[k] != v) what += (what.empty() ? "" : ", ") + k;
    return err = "the records are from a different match (differs in: " + (what.empty() ? "format" : what) + ")",
           false;
  }
  std::set<int> seen;
  for (size_t k = 1; k < lines.size(); ++k) {
    Json j;
    record::GameRecord g;
    std::string why;
    if (!parse_json(lines[k], j, why) || !record_from_json(j, g, why)) {
      if (k + 1 == lines.size()) break;  // damaged last line: the game is played again
      return err = "records line " + std::to_string(k + 1) + ": " + why, false;
    }
    if (!seen.insert(g.index).second) return err = "records: game " + std::to_string(g.index) + " appears twice", false;
    games.push_back(std::move(g));
  }
  return true;
}

bool RecordsWriter::open(const std::string& path, const Json& fingerprint, const std::vector<record::GameRecord>& games,
                         std::string& err) {
  // Written aside and renamed, so a kill now leaves the old file whole.
  std::string tmp = path + ".tmp";
  {
    std::ofstream t(tmp, std::ios::trunc);
    t << dump_json(Json{{"pili_match_records", fingerprint}}, -1) << "\n";
    for (auto& g : games) t << dump_json(record_to_json(g), -1) << "\n";
    t.flush();
    if (!t || std::rename(tmp.c_str(), path.c_str()) != 0) return err = "cannot write '" + path + "'", false;
  }
  out.open(path, std::ios::app);
  if (!out) return err = "cannot write '" + path + "'", false;
  return true;
}

bool RecordsWriter::append(const record::GameRecord& g) {
  out << dump_json(record_to_json(g), -1) << "\n" << std::flush;
  return bool(out);
}

}  // namespace pili::match
