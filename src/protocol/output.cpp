// Thread-safe, length-limited line output.
#include "pili/protocol/output.h"

namespace pili::protocol {

namespace {

bool is_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// Length of the well-formed UTF-8 character at text[i] (RFC 3629: no
// overlong forms, no surrogates, nothing above U+10FFFF), or 0.
size_t utf8_char_length(std::string_view text, size_t i) {
  auto at = [&](size_t k) { return i + k < text.size() ? (unsigned char)text[i + k] : 0; };
  unsigned char c = at(0);
  if (c < 0x80) return 1;
  size_t n;
  unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte
  if (c >= 0xC2 && c <= 0xDF) n = 2;
  else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (i + n > text.size() || at(1) < lo || at(1) > hi) return 0;
  for (size_t k = 2; k < n; ++k)
    if (!is_continuation(at(k))) return 0;
  return n;
}

}  // namespace

std::string escape_invalid_utf8(std::string_view text) {
  static const char HEX[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    if (size_t n = utf8_char_length(text, i)) {
      out.append(text.substr(i, n));
      i += n;
    } else {
      unsigned char c = (unsigned char)text[i++];
      out += "\\x";
      out += HEX[c >> 4];
      out += HEX[c & 15];
    }
  }
  return out;
}

std::string truncate_line(std::string_view line, size_t limit) {
  if (line.size() <= limit) return std::string(line);
  size_t cut = limit;
  while (cut > 0 && is_continuation((unsigned char)line[cut])) --cut;  // whole characters
  size_t space = line.rfind(' ', limit);
  if (space != std::string_view::npos && space + 40 >= limit) cut = space;
  std::string out(line.substr(0, cut));
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

LineOutput::LineOutput(std::ostream& stream) : os(&stream) {}

LineOutput::LineOutput(std::function<void(const std::string&)> fn) : sink(std::move(fn)) {}

void LineOutput::line(std::string_view text) {
  std::string s = truncate_line(escape_invalid_utf8(text));
  std::lock_guard lock(mutex);
  if (sink) {
    sink(s);
  } else {
    *os << s << '\n';
    os->flush();
  }
}

}  // namespace pili::protocol
