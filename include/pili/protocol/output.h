// Where protocol lines go: one whole line at a time, flushed at once, from the
// reading thread and the search threads alike, always valid UTF-8, and never
// 1,000 bytes or longer (uci2wb reads engine lines into a 1,024-byte buffer).
#pragma once

#include <functional>
#include <mutex>
#include <ostream>
#include <string>
#include <string_view>

namespace pili::protocol {

inline constexpr size_t MAX_OUTPUT_LINE = 999;  // characters, without the newline

// Cuts `line` to at most `limit` bytes, at a word boundary when one is
// close enough (PVs lose whole moves, not halves of them), and never inside
// a UTF-8 character.
std::string truncate_line(std::string_view line, size_t limit = MAX_OUTPUT_LINE);

// `text` with every byte that is not part of a well-formed UTF-8 character
// written as `\xHH`, so that echoed input never makes the output invalid.
std::string escape_invalid_utf8(std::string_view text);

class LineOutput {
 public:
  explicit LineOutput(std::ostream& os);
  explicit LineOutput(std::function<void(const std::string&)> sink);  // for tests

  void line(std::string_view text);

 private:
  std::mutex mutex;
  std::ostream* os = nullptr;
  std::function<void(const std::string&)> sink;
};

}  // namespace pili::protocol
