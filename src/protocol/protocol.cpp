// Command handling of the UCI / UCCI session.
#include "pili/protocol/protocol.h"

#include <algorithm>
#include <sstream>

#include "pili/engine/settings.h"
#include "pili/eval/nnue/simd.h"
#include "pili/protocol/options.h"
#include "pili/rules/variant.h"

namespace pili::protocol {
namespace {

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

Protocol::Protocol(EngineApi& e, LineOutput& o) : engine(e), out(o) {}

Protocol::~Protocol() { finish(); }

bool Protocol::use_millisec() const { return engine.settings().useMillisec; }

bool read_line(std::istream& in, std::string& line, bool& tooLong) {
  line.clear();
  tooLong = false;
  std::streambuf* buf = in.rdbuf();
  bool any = false;
  for (;;) {
    int c = buf->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      return any;
    }
    any = true;
    if (c == '\n') return true;
    if (line.size() < MAX_LINE) line.push_back(char(c));
    else tooLong = true;
  }
}

void Protocol::run(std::istream& in) {
  std::string line;
  bool tooLong;
  while (read_line(in, line, tooLong)) {
    if (tooLong) {
      // Appended piece by piece: GCC 12 warns (-Warray-bounds, a false
      // positive) on literal + to_string + literal here.
      std::string message = "line longer than ";
      message += std::to_string(MAX_LINE);
      message += " characters ignored";
      error(message);
      continue;
    }
    if (!handle_line(line)) return;
  }
  finish();
}

bool Protocol::handle_line(std::string_view line) {
  Command cmd = parse_command(line);
  try {
    if (cmd.type == CommandType::Quit) {
      ensure_idle();
      if (session == Dialect::Ucci) out.line("bye");
      return false;
    }
    handle(cmd);
  } catch (const std::exception& e) {
    error(std::string("error: ") + e.what());
  }
  return true;
}

void Protocol::error(const std::string& message) { out.line("info string " + message); }

void Protocol::print_lines(const std::string& text) {
  std::istringstream ss(text);
  std::string l;
  while (std::getline(ss, l)) out.line(l);
}

void Protocol::handle(const Command& cmd) {
  if (!cmd.error.empty()) return error(cmd.error);
  switch (cmd.type) {
    case CommandType::Empty: return;
    case CommandType::Uci: return handshake(Dialect::Uci);
    case CommandType::Ucci: return handshake(Dialect::Ucci);
    case CommandType::IsReady: return out.line("readyok");
    case CommandType::SetOption: return set_option(cmd);
    case CommandType::NewGame:
      ensure_idle();
      return engine.new_game();
    case CommandType::Position: return set_position(cmd);
    case CommandType::BanMoves: {
      ensure_idle();
      std::string err;
      if (!engine.set_ban_moves(cmd.moves, err)) error("banmoves: " + err);
      return;
    }
    case CommandType::Go: return go(cmd);
    case CommandType::Stop: return stop();
    case CommandType::PonderHit: return ponderhit();
    case CommandType::Display:
      if (busy()) return error("d: busy searching, send stop first");
      return print_lines(engine.board_diagram());
    case CommandType::Eval:
      if (busy()) return error("eval: busy searching, send stop first");
      return print_lines(engine.eval_report());
    case CommandType::Probe: return probe(cmd);
    case CommandType::Quit: return;  // handled by handle_line
    case CommandType::Unknown:
      return error("unknown command '" + cmd.keyword + "'");
  }
}

void Protocol::handshake(Dialect d) {
  ensure_idle();
  session = d;
  std::string name = ENGINE_NAME;
  // The WebAssembly engine is two programs, one per NNUE kernel (docs/web.md).
  if constexpr (eval::nnue::simd::KERNEL_AT_LINK) name += std::string(" (WebAssembly, NNUE ") + eval::nnue::simd::BEST_NAME + ")";
  out.line("id name " + name);
  if (d == Dialect::Ucci) out.line("id copyright MIT License, Copyright (c) 2026 The Pili authors");
  out.line(std::string("id author ") + ENGINE_AUTHOR);
  for (const auto& l : option_lines(d)) out.line(l);
  out.line(d == Dialect::Ucci ? "ucciok" : "uciok");
}

void Protocol::set_option(const Command& cmd) {
  const OptionSpec* spec = find_option(cmd.optionName);
  if (!spec) {
    if (!is_ignored_ucci_option(cmd.optionName))
      error("unknown option '" + cmd.optionName + "'");
    return;
  }
  if (spec->frontEnd) return set_variant_option(cmd);
  const std::string& name = cmd.optionName;
  Settings s = engine.settings();
  OptionWrite w = write_option(*spec, name, cmd.hasValue, cmd.optionValue, s);
  if (!w.error.empty()) return error(w.error);
  ensure_idle();
  std::string err;
  if (w.wrote && !engine.configure(s, err)) return error("option '" + name + "': " + err);
  if (!w.note.empty()) error(w.note);
  if (!spec->action) return;
  const std::string value = cmd.optionValue == EMPTY_STRING_VALUE ? "" : cmd.optionValue;
  std::string said = spec->action({engine, name, value, session == Dialect::Ucci});
  if (!said.empty()) error(said);
}

// UCI_Variant / variant: the session's own, as it resets the position and
// reads the atomic hints.
void Protocol::set_variant_option(const Command& cmd) {
  const std::string& name = cmd.optionName;
  const std::string& value = cmd.optionValue;
  auto choices = variant_choices();
  std::string v = value;
  std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  if (v == "chess") atomicHint = atomic_variant_on(Board::Chess8x8);  // a chess GUI; refused below, noted for `atomic`
  if (!cmd.hasValue || !contains(choices, v)) {
    std::string list;
    for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
    return error("option '" + name + "': unknown or unavailable variant '" + value +
                 "' (available: " + list + ")");
  }
  // UCCI's FENs and coordinates are the 9x10 board's: another board needs UCI.
  if (session == Dialect::Ucci && profile(*parse_variant(v)).board != Board::Xiangqi9x10)
    return error("option '" + name + "': " + v + " needs the UCI protocol (UCCI is for the 9x10 board only)");
  ensure_idle();
  std::string err;
  if (!engine.set_variant(v, err)) return error("variant: " + err);
  atomicByName = names_both_boards(v) && session != Dialect::Ucci;
  lastPosition = PositionArgs{};
}

void Protocol::set_position(const Command& cmd) {
  ensure_idle();
  std::string err, ignored;
  // `atomic` from a chess GUI means atomic chess (rules/variant.h).
  Variant before = engine.variant();
  bool switched = false;
  if (atomicByName) {
    auto v = cmd.position.fen.empty() ? atomic_variant_for_startpos(atomicHint, cmd.position.emptyMoves)
                                      : atomic_variant_for_fen(cmd.position.fen);
    if (v && *v != before) switched = engine.set_variant(variant_name(*v), ignored);
  }
  bool ok = engine.set_position(cmd.position.fen, cmd.position.moves, err);
  if (!ok && atomicByName && cmd.position.fen.empty()) {
    // Start-position moves that are legal only on the other board choose it.
    if (auto other = atomic_variant_off(engine.variant())) switched = engine.set_variant(variant_name(*other), ignored);
    ok = engine.set_position("", cmd.position.moves, ignored);
  }
  // The hint keeps the 8x8 board, or a board a FEN or a move chose.
  if (ok && atomicByName &&
      (profile(engine.variant()).board == Board::Chess8x8 || !cmd.position.fen.empty() || switched))
    atomicHint = engine.variant();
  if (!ok) {
    if (switched) {  // keep the previous state
      engine.set_variant(variant_name(before), ignored);
      engine.set_position(lastPosition.fen, lastPosition.moves, ignored);
    }
    return error("position: " + err);
  }
  lastPosition = cmd.position;
}

bool Protocol::busy() {
  std::lock_guard lock(searchMutex);
  return awaitingBest || engine.searching();
}

void Protocol::ensure_idle() {
  release_held();
  engine.stop();
  engine.wait();
  std::lock_guard lock(searchMutex);
  awaitingBest = false;
}

void Protocol::finish() { ensure_idle(); }

}  // namespace pili::protocol
