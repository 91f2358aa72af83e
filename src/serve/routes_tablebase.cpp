// GET /api/tablebase: the endgame tables' verdict on the session's position
// (xiangqi only): win, draw or loss for the side to move, the distance to
// mate where the tables know it, and every move's result, the moves that
// keep the result first; "applies": false in another variant. The page shows it under the engine lines
// (web/tablebase.js); without tables (`pili serve` without --egtb-path, the
// WebAssembly page) the answer says so and the page shows nothing.
#include "api.h"
#include "pili/core/notation.h"
#include "pili/egtb/probe.h"
#include "pili/rules/variant.h"

namespace pili::serve {

using nlohmann::json;

namespace {

const char* wdl_word(egtb::Wdl w) { return w == egtb::WDL_WIN ? "win" : w == egtb::WDL_LOSS ? "loss" : "draw"; }

egtb::Wdl turned(egtb::Wdl w) {  // the opponent's result, for the mover
  return w == egtb::WDL_WIN ? egtb::WDL_LOSS : w == egtb::WDL_LOSS ? egtb::WDL_WIN : egtb::WDL_DRAW;
}

// The answer for one position; `tb` holds every table of its material and
// those its captures lead to, or the answer says which is missing.
json verdict(const egtb::Tablebases& tb, const std::string& fen) {
  json j{{"available", true}, {"fen", fen}, {"found", false}};
  Position pos;
  std::string err;
  if (!egtb::read_position(pos, fen, err)) return j["why"] = "bad position: " + err, j;
  egtb::PieceList pl = egtb::piece_list(pos), oriented;
  egtb::Material m;
  if (!pl.n || !egtb::orient(pl, m, oriented)) return j["why"] = "too many pieces for a table", j;
  j["table"] = m.name();
  if (!tb.find(m)) return j["why"] = "no table " + m.name(), j;
  egtb::RootProbe r = egtb::probe_root(tb, pos);
  if (!r.result.found) return j["why"] = "a piece stands off its table's points", j;
  j["found"] = true;
  j["wdl"] = wdl_word(r.result.wdl);
  bool decided = r.result.wdl != egtb::WDL_DRAW;
  j["dtm"] = decided && r.result.dtm != egtb::DTM_UNKNOWN ? json(r.result.dtm) : json(nullptr);
  // Decided without a distance: by the perpetual-check rule, or no .dtm file.
  j["byRule"] = decided && r.result.dtm == egtb::DTM_UNKNOWN && !tb.find(m)->dtm.empty();
  j["complete"] = r.complete;
  j["keeping"] = json::array();
  for (Move mv : r.keeping) j["keeping"].push_back(move_to_string(mv));
  j["moves"] = json::array();
  for (const egtb::MoveResult& mr : r.moves) {
    json e{{"move", move_to_string(mr.move)}};
    if (!mr.after.found) {
      e["result"] = nullptr;  // a capture into a table the folder lacks
    } else {
      egtb::Wdl w = turned(mr.after.wdl);
      e["result"] = wdl_word(w);
      e["dtm"] = w != egtb::WDL_DRAW && mr.after.dtm != egtb::DTM_UNKNOWN ? json(mr.after.dtm + 1) : json(nullptr);
    }
    j["moves"].push_back(std::move(e));
  }
  return j;
}

}  // namespace

bool Api::open_tablebases(const std::string& dir, std::string& err) {
  auto tb = egtb::open_folder(dir, err);
  if (!tb) return false;
  tables = std::move(tb);
  tablesDir = dir;
  return true;
}

void Api::tablebase_routes() {
  get("/api/tablebase", [this](const json& b) {
    auto s = session_of(b);
    std::string variant, fen;
    {
      std::lock_guard lock(s->mtx);
      variant = s->variant;
      fen = s->engine.fen();
    }
    if (!tables) return json{{"available", false}, {"fen", fen}};
    if (auto v = parse_variant(variant); !v || !profile(*v).tablebases)
      return json{{"available", true}, {"applies", false}, {"fen", fen}, {"found", false}, {"why", "the tables are not this variant's"}};
    json v = verdict(*tables, fen);
    v["applies"] = true;
    return v;
  });
}

}  // namespace pili::serve
