// The files of `pili datagen` (docs/nnue-training.md): game records from
// self-play, and the fixed-size position records the trainer reads.
//
// A game file is a header, then one record per game index, each framed by
// its length and a CRC-32 so that a record torn by a kill is recognised and
// dropped when the file is read back. Moves are stored as the shared 32-bit
// Move compressed to 2 bytes (4 for the rare kinds with an extra point), so
// a position costs about 5 bytes.
#pragma once

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "pili/core/types.h"
#include "pili/rules/variant.h"

namespace pili::app::datagen {

// Little-endian writers of both file formats (game and position records).
inline void put_u16(std::vector<uint8_t>& b, uint16_t v) {
  b.push_back(uint8_t(v));
  b.push_back(uint8_t(v >> 8));
}
inline void put_u32(std::vector<uint8_t>& b, uint32_t v) {
  for (int k = 0; k < 4; ++k) b.push_back(uint8_t(v >> (8 * k)));
}

inline constexpr char GAME_MAGIC[8] = {'P', 'I', 'L', 'I', 'G', 'A', 'M', 'E'};
inline constexpr uint32_t GAME_VERSION = 1;
inline constexpr size_t MAX_SETTINGS = 4096;   // bytes of the header's settings text
inline constexpr size_t MAX_RECORD = 1 << 20;  // bytes of one game record's payload

// Scores are stored in int16, side to move's view; mates and decided
// positions are clamped to +-SCORE_LIMIT (and flagged).
inline constexpr int SCORE_LIMIT = 20000;

// Per-ply flags.
enum PlyFlag : uint8_t {
  PLY_IN_CHECK = 1,   // the side to move is in check (the variant's sense)
  PLY_CAPTURE = 2,    // the move played (the search's best move) is a capture
  PLY_MATE = 4,       // the search announced a mate (the score is clamped)
  PLY_DECIDED = 8,    // |score| reached SCORE_LIMIT (a mate or a decided position)
  PLY_NO_SCORE = 16,  // the search reported no score (the stored score is 0)
};

// The game's result from the first player's (Red's, White's) view.
enum class GameResult : uint8_t { FirstLoses = 0, Draw = 1, FirstWins = 2, None = 3 };

// How the game ended.
enum class Termination : uint8_t {
  Rules = 0,            // the variant's rules (mate, blasted general, repetition law, move limit)
  ScoreAdjudicated = 1, // |score| above the bound for several plies
  PlyLimit = 2,         // the length limit: a draw
  Unbalanced = 3,       // dropped: |score| after the opening above the balance bound
  OpeningEnded = 4,     // dropped: the game ended during the random opening
};

struct Ply {
  Move move;
  int16_t score = 0;  // side to move, centipawns
  uint8_t flags = 0;
};

struct GameRecord {
  uint32_t index = 0;        // game index in the whole run (all shards)
  GameResult result = GameResult::None;
  Termination termination = Termination::Rules;
  std::string fen;           // start position; empty = the variant's own
  std::vector<Move> opening; // random opening moves from `fen` (not searched)
  std::vector<Ply> plies;    // searched positions, in order
  bool dropped() const { return result == GameResult::None; }
};

struct FileHeader {
  Variant variant = DEFAULT_VARIANT;
  std::string settings;  // the options that make the games (checked on resume)
};


// Move <-> 2 or 4 bytes. `bytes` gets the encoding appended.
void encode_move(Move m, std::vector<uint8_t>& bytes);
// Decodes at `pos`, advancing it; false when the bytes end first.
bool decode_move(const std::vector<uint8_t>& bytes, size_t& pos, Move& m);

std::vector<uint8_t> encode_header(const FileHeader& h);
// The whole record: length, payload, CRC.
std::vector<uint8_t> encode_record(const GameRecord& g);
bool decode_payload(const std::vector<uint8_t>& payload, GameRecord& g, std::string& err);

// Reads a game file record by record (files can hold millions of games).
class GameReader {
 public:
  enum Status { Ok, End, Torn, Corrupt };
  // Opens `path` and reads its header; false with `err` when it cannot.
  bool open(const std::string& path, std::string& err);
  const FileHeader& header() const { return header_; }
  // The next record. Torn: the file ends inside a record (a kill while it
  // was written); nothing more is read and offset() is where it starts.
  // Corrupt: a record fails its checksum with more data after it.
  Status next(GameRecord& g, std::string& err);
  // The end of the last whole record (or of the header).
  uint64_t offset() const { return offset_; }

 private:
  std::ifstream in_;
  FileHeader header_;
  uint64_t offset_ = 0;
};

}  // namespace pili::app::datagen
