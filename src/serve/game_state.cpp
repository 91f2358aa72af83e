#include "game_state.h"

#include <algorithm>

#include "covered_state.h"
#include "pili/rules/jieqi_referee.h"
#include "pili/record/game_record.h"
#include "pili/record/pgn.h"
#include "pili/record/pgn_tree.h"
#include "play_level.h"

namespace pili::serve {

using nlohmann::json;

std::string Scratch::after(const std::string& variant, const std::string& fen, const std::vector<std::string>& moves) {
  std::lock_guard lock(mtx);
  std::string err;
  if (variant != current) {
    if (!engine.set_variant(variant, err)) return {};
    current = variant;
  }
  if (!engine.set_position(fen, moves, err)) return {};
  return engine.fen();
}

std::vector<std::string> cleared_points(const BoardView& before, const BoardView& after, const std::string& from) {
  std::vector<std::string> out;
  if (before.files != after.files || before.ranks != after.ranks) return out;
  for (int r = 0; r < before.ranks; ++r)
    for (int f = 0; f < before.files; ++f) {
      const Cell& b = before.at(f, r);
      const Cell& a = after.at(f, r);
      std::string sq = before.square_name(f, r);
      if (sq == from || !(b.piece || b.tris) || a.piece || a.tris) continue;
      out.push_back(sq);
    }
  // A plain capture puts the capturer on the taken piece's point: only a
  // blast leaves points empty.
  return out;
}

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::RedWins: return "red";
    case Outcome::BlackWins: return "black";
    case Outcome::Draw: return "draw";
    default: return "ongoing";
  }
}

namespace {

std::string cell_text(char c) { return c ? std::string(1, c) : std::string(); }

json board_json(const BoardView& v) {
  json cells = json::array();
  for (int r = 0; r < v.ranks; ++r)
    for (int f = 0; f < v.files; ++f) {
      const Cell& c = v.at(f, r);
      if (!c.piece && !c.tris) continue;
      json j = {{"sq", v.square_name(f, r)}};
      if (c.piece) j["piece"] = cell_text(c.piece);
      if (c.tris) j["tris"] = cell_text(c.tris);
      cells.push_back(std::move(j));
    }
  return cells;
}

std::string king_square(const BoardView& v, bool red) {
  for (int r = 0; r < v.ranks; ++r)
    for (int f = 0; f < v.files; ++f)
      if (v.at(f, r).piece == (red ? 'K' : 'k')) return v.square_name(f, r);
  return {};
}

bool is_occupied(const BoardView& v, const std::string& sq) {
  int f, r;
  return v.parse_square(sq, f, r) && (v.at(f, r).piece || v.at(f, r).tris);
}

// A chess pawn stepping diagonally onto an empty square takes en passant.
bool en_passant(const BoardView& v, const MoveParts& p) {
  int f, r, tf, tr;
  if (!v.chess || !v.parse_square(p.from, f, r) || !v.parse_square(p.to, tf, tr)) return false;
  char c = v.at(f, r).piece;
  return (c == 'P' || c == 'p') && f != tf && !v.at(tf, tr).piece;
}

json info_json(const SearchInfo& i) {
  return {{"multipv", i.multipv}, {"depth", i.depth},       {"seldepth", i.seldepth},
          {"mate", i.kind == ScoreKind::Mate}, {"score", i.score}, {"nodes", i.nodes},
          {"nps", i.nps},         {"timeMs", i.timeMs},     {"pv", i.pv}};
}

json clock_json(const GameClock& c) {
  if (!c.on()) return nullptr;
  int64_t now = now_ms();
  const char* side[] = {"red", "black"};
  return {{"base", c.base()},       {"inc", c.increment()},
          {"red", c.left(0, now)},  {"black", c.left(1, now)},
          {"running", c.running() >= 0 ? side[c.running()] : ""},
          {"flagged", c.flagged() >= 0 ? side[c.flagged()] : ""}};
}

// With covered pieces, the side the page must not tell what the other
// captured (R3.1): the person playing Pili, until the game ends; -1 none.
int hidden_from(const Session& s, bool over) {
  return s.covered && s.mode == Mode::Human && !over ? (s.humanRed ? 0 : 1) : -1;
}

json evals_json(const Session& s) {
  json out = json::array();
  for (size_t i = 0; i <= s.moves.size(); ++i) {
    const PlyEval* e = i < s.evals.size() && s.evals[i].known ? &s.evals[i] : nullptr;
    out.push_back(e ? json{{"score", e->score}, {"mate", e->mate}, {"depth", e->depth}} : json(nullptr));
  }
  return out;
}

}  // namespace

json game_state(Session& s, Scratch& scratch) {
  const std::string fen = s.engine.fen();
  auto view = parse_board(fen);
  if (!view) return {{"error", "unreadable FEN " + fen}};
  s.note_eval();  // an analysis running in its own thread reports as it goes
  Verdict verdict = s.verdict();
  bool over = verdict.outcome != Outcome::Ongoing;
  std::vector<std::string> legal = over ? std::vector<std::string>{} : s.engine.legal_moves();
  if (!over && legal.empty()) verdict = {Outcome::Draw, "no legal move"}, over = true;
  bool tris = view->reserve >= 0;

  json moves = json::array();
  bool allDrops = !legal.empty();
  for (const auto& text : legal) {
    MoveParts p = split_move(text, tris);
    json m = {{"move", text}, {"from", p.from}, {"to", p.to}, {"kind", p.kind}};
    if (!p.extra.empty()) m["extra"] = p.extra;
    if (p.kind != "drop") allDrops = false;
    // What a capture would clear (Atomic blasts): ask the rules by playing it.
    if (p.kind != "drop" && (is_occupied(*view, p.to) || en_passant(*view, p))) {
      m["capture"] = true;
      if (auto after = parse_board(scratch.after(s.variant, fen, {text})))
        if (auto c = cleared_points(*view, *after, p.from); !c.empty()) m["blast"] = c;
    }
    moves.push_back(std::move(m));
  }

  json j;
  j["sid"] = s.id;
  j["version"] = s.version.load();
  j["variant"] = s.variant;
  j["variants"] = json::array();
  for (Variant v : ALL_VARIANTS)
    if (variant_available(v)) j["variants"].push_back(variant_name(v));
  j["geometry"] = {{"files", view->files}, {"ranks", view->ranks}, {"rankBase", view->rankBase},
                   {"style", view->chess ? "chess" : "xiangqi"}};
  j["fen"] = fen;
  j["startFen"] = s.startFen;
  j["turn"] = view->redToMove ? "red" : "black";
  j["board"] = board_json(*view);
  j["reserve"] = view->reserve;
  j["legal"] = std::move(moves);
  j["check"] = !over && s.engine.in_check() ? king_square(*view, view->redToMove) : "";
  j["forcedDrop"] = tris && allDrops && !view->debts.empty() && view->debts != "-";
  // The record as the page may show it: against Pili, without what Pili
  // alone learned (rules/jieqi_referee.h).
  int hidden = hidden_from(s, over);
  const std::vector<std::string> shown = hidden >= 0 ? jieqi::told_to(s.startFen, s.moves, Color(hidden)) : s.moves;
  j["record"] = shown;
  if (hidden >= 0) {
    // The FEN's pools as the person sees them, also while Pili, to move,
    // holds its own view in the engine.
    std::vector<std::string> told(shown.begin(), shown.begin() + s.cursor);
    if (std::string f = scratch.after(s.variant, s.startFen, told); !f.empty()) j["fen"] = f;
  }
  if (s.covered) {
    std::vector<std::string> played(s.moves.begin(), s.moves.begin() + s.cursor);
    j["covered"] = covered_state(s.startFen, played, hidden);
    // The deal tells every identity: shown once the game is over (the PGN
    // export carries it always, so the game replays).
    j["covered"]["deal"] = over || s.mode != Mode::Human ? json(s.dealText) : json(nullptr);
  }
  // The move list in the chosen notation, and the edges labelled to match.
  j["notation"] = notation_name(s.notation);
  j["notations"] = json::array();
  for (MoveNotation n : notations_of(s.variant)) j["notations"].push_back(notation_name(n));
  j["moveText"] = s.moveTexts.texts(s.variant, s.startFen, shown, s.notation);
  EdgeLabels e = edge_labels(s.notation, view->files, view->ranks, view->rankBase);
  j["labels"] = {{"redFiles", e.redFiles}, {"blackFiles", e.blackFiles},
                 {"redRanks", e.redRanks}, {"blackRanks", e.blackRanks}};
  j["cursor"] = s.cursor;
  j["lastMove"] = s.cursor > 0 ? shown[size_t(s.cursor - 1)] : "";
  j["lastBlast"] = json::array();
  if (s.cursor > 0) {
    std::vector<std::string> prefix(s.moves.begin(), s.moves.begin() + s.cursor - 1);
    auto before = parse_board(scratch.after(s.variant, s.startFen, prefix));
    if (before) {
      MoveParts p = split_move(s.moves[size_t(s.cursor - 1)], tris);
      j["lastBlast"] = cleared_points(*before, *view, p.from);
    }
  }
  j["verdict"] = {{"outcome", outcome_name(verdict.outcome)}, {"reason", verdict.reason}};
  j["mode"] = mode_name(s.mode);
  j["human"] = s.humanRed ? "red" : "black";
  j["nodes"] = s.nodes;
  j["movetime"] = s.moveTimeMs;
  j["multipv"] = s.multiPV;
  j["level"] = s.level;
  j["levels"] = levels_json();
  j["levelDefault"] = levels::DEFAULT_NAMED_LEVEL;
  j["thinking"] = s.job == Job::Move ? "move" : s.job == Job::Analysis ? "analysis" : "";
  j["status"] = s.status;
  json lines = json::array();
  {
    std::lock_guard lock(s.liveMtx);
    for (const auto& i : s.lines)
      if (i.depth > 0) lines.push_back(info_json(i));
  }
  j["lines"] = std::move(lines);
  j["evals"] = evals_json(s);
  j["clock"] = clock_json(s.clock);
  return j;
}

std::string export_pgn(Session& s) {
  Verdict v = s.verdict();
  std::string result = record::result_text(v.outcome);
  std::string out;
  auto tag = [&](const std::string& k, const std::string& val) { out += record::pgn_tag(k, val); };
  tag("Event", "pili serve");
  tag("Site", "local");
  tag("Round", "1");
  const char* white = s.mode == Mode::Pili || (s.mode == Mode::Human && !s.humanRed) ? "Pili" : "Human";
  const char* black = s.mode == Mode::Pili || (s.mode == Mode::Human && s.humanRed) ? "Pili" : "Human";
  if (s.notation == MoveNotation::Chinese || s.notation == MoveNotation::Wxf) {
    // The record library writes these notations; a move it has no form for
    // (WXF and Meng's Tris) leaves the export in coordinates.
    record::GameTree g;
    g.variant = s.variant, g.fen = s.startFen, g.result = result;
    g.tags = {{"Event", "pili serve"}, {"Site", "local"}, {"Round", "1"}, {"White", white}, {"Black", black}};
    if (!v.reason.empty()) g.tags.emplace_back("Termination", v.reason);
    if (s.covered) g.tags.emplace_back("Deal", s.dealText);
    for (int i = 0, node = 0; i < s.cursor; ++i) node = g.add(node, s.moves[size_t(i)]);
    std::string text, err;
    auto n = s.notation == MoveNotation::Chinese ? record::TreeNotation::Chinese : record::TreeNotation::Wxf;
    if (record::write_pgn_tree(g, n, text, err)) return text;
  }
  tag("White", white);
  tag("Black", black);
  tag("Result", result);
  // As pili-match writes it, the profile's tag: chess tools (cutechess, lichess) call atomic chess "Atomic".
  auto variant = parse_variant(s.variant);
  tag("Variant", variant ? std::string(profile(*variant).pgnName) : s.variant);
  if (!s.startFen.empty()) tag("FEN", s.startFen), tag("SetUp", "1");
  if (!v.reason.empty()) tag("Termination", v.reason);
  // The identities of the covered pieces (rules/jieqi_deal.h): with them
  // the record replays, and every reveal in it can be checked.
  if (s.covered) tag("Deal", s.dealText);
  tag("PlyCount", std::to_string(s.cursor));
  out += "\n";
  // Move numbers follow the start FEN, so they match the position.
  std::vector<std::string> moves(s.moves.begin(), s.moves.begin() + s.cursor);
  return out + record::pgn_movetext_section(s.startFen, moves, {}, "", result);
}

}  // namespace pili::serve
