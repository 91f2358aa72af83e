// One input line of UCI, UCCI or UCI-cyclone parsed into a command struct
// (ElephantEye / Stockfish style). Parsing is purely syntactic and knows no
// engine state: times stay in the unit they were given in, moves stay text.
// The handler (protocol.h) decides what the command means in the session.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pili::protocol {

enum class CommandType {
  Empty,      // blank line
  Uci,        // uci
  Ucci,       // ucci
  IsReady,    // isready
  SetOption,  // setoption name N [value V]  |  setoption N [V]  (UCCI)
  NewGame,    // ucinewgame
  Position,   // position ..., or cyclone's bare "fen ..." / "startpos ..."
  BanMoves,   // banmoves m1 m2 ... (UCCI)
  Go,         // go ...
  Stop,       // stop
  PonderHit,  // ponderhit [draw]
  Quit,       // quit
  Display,    // d
  Eval,       // eval
  Probe,      // probe [startpos|fen F] [moves ...] (UCCI)
  Unknown     // anything else
};

struct PositionArgs {
  std::string fen;  // empty: the start position of the current variant
  std::vector<std::string> moves;
  bool emptyMoves = false;  // the keyword `moves` with no move after it (uci2wb writes so)
};

// `go` parameters exactly as given. UCI keywords (wtime, btime, winc, binc,
// movetime) are milliseconds; UCCI keywords (time, increment, opptime,
// oppincrement) are in the session's unit (seconds unless usemillisec).
struct GoArgs {
  std::optional<double> wtime, btime, winc, binc, movetime;
  std::optional<double> time, increment, opptime, oppincrement;
  int movestogo = 0, oppmovestogo = 0;
  std::optional<int> depth;  // as given; depthInfinite for "depth infinite"
  bool depthInfinite = false;
  uint64_t nodes = 0;
  int mate = 0;
  bool infinite = false, ponder = false, draw = false;
  int perft = 0;  // "go perft N"
  std::vector<std::string> searchMoves;
};

struct Command {
  CommandType type = CommandType::Empty;
  std::string keyword;  // first word, lowercased (for messages)
  std::string error;    // non-empty: the line is malformed; says why

  // SetOption
  std::string optionName, optionValue;
  bool hasValue = false;
  // Position, Probe (hasPosition tells whether probe named one)
  PositionArgs position;
  bool hasPosition = false;
  // BanMoves
  std::vector<std::string> moves;
  // Go
  GoArgs go;
  // PonderHit: "ponderhit draw"
  bool draw = false;
};

// Longest accepted input line; longer lines are rejected whole.
inline constexpr size_t MAX_LINE = 1 << 20;

// Removes a trailing CR (Windows GUIs), turns tabs and other control
// characters into spaces, and trims. The result may be empty.
std::string clean_line(std::string_view raw);

Command parse_command(std::string_view line);

// Splits on runs of spaces.
std::vector<std::string> split_words(std::string_view text);

}  // namespace pili::protocol
