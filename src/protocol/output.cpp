// Thread-safe, length-limited line output.
#include "pili/protocol/output.h"

namespace pili::protocol {

std::string truncate_line(std::string_view line, size_t limit) {
  if (line.size() <= limit) return std::string(line);
  size_t cut = limit;
  size_t space = line.rfind(' ', limit);
  if (space != std::string_view::npos && space + 40 >= limit) cut = space;
  std::string out(line.substr(0, cut));
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

LineOutput::LineOutput(std::ostream& stream) : os(&stream) {}

LineOutput::LineOutput(std::function<void(const std::string&)> fn) : sink(std::move(fn)) {}

void LineOutput::line(std::string_view text) {
  std::string s = truncate_line(text);
  std::lock_guard lock(mutex);
  if (sink) {
    sink(s);
  } else {
    *os << s << '\n';
    os->flush();
  }
}

}  // namespace pili::protocol
