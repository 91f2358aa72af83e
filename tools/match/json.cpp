#include "match/json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pili::match {
namespace {

void escape(std::string& out, const std::string& s) {
  out += '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += char(c);
        }
    }
  }
  out += '"';
}

struct Parser {
  const std::string& s;
  size_t i = 0;
  std::string err;

  void ws() { while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t' || s[i] == '\r')) ++i; }
  bool fail(const std::string& what) {
    if (err.empty()) err = "JSON offset " + std::to_string(i) + ": " + what;
    return false;
  }
  bool literal(const char* word) {
    size_t n = std::char_traits<char>::length(word);
    if (s.compare(i, n, word) != 0) return fail("unexpected token");
    i += n;
    return true;
  }
  bool str(std::string& out) {
    if (i >= s.size() || s[i] != '"') return fail("expected a string");
    for (++i; i < s.size() && s[i] != '"'; ++i) {
      if (s[i] != '\\') { out += s[i]; continue; }
      if (++i >= s.size()) break;
      switch (s[i]) {
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u': {
          if (i + 4 >= s.size()) return fail("bad \\u escape");
          unsigned v = unsigned(std::strtoul(s.substr(i + 1, 4).c_str(), nullptr, 16));
          i += 4;
          // Enough for our own output (control characters); others as UTF-8.
          if (v < 0x80) out += char(v);
          else if (v < 0x800) out += char(0xC0 | (v >> 6)), out += char(0x80 | (v & 0x3F));
          else out += char(0xE0 | (v >> 12)), out += char(0x80 | ((v >> 6) & 0x3F)), out += char(0x80 | (v & 0x3F));
          break;
        }
        default: out += s[i];
      }
    }
    if (i >= s.size()) return fail("unterminated string");
    ++i;
    return true;
  }
  bool value(Json& out, int depth) {
    if (depth > 64) return fail("nested too deeply");
    ws();
    if (i >= s.size()) return fail("unexpected end");
    char c = s[i];
    if (c == '{') {
      out = Json::object();
      ++i, ws();
      if (i < s.size() && s[i] == '}') return ++i, true;
      for (;;) {
        ws();
        std::string key;
        if (!str(key)) return false;
        ws();
        if (i >= s.size() || s[i] != ':') return fail("expected ':'");
        ++i;
        Json v;
        if (!value(v, depth + 1)) return false;
        out.set(key, std::move(v));
        ws();
        if (i < s.size() && s[i] == ',') { ++i; continue; }
        if (i < s.size() && s[i] == '}') return ++i, true;
        return fail("expected ',' or '}'");
      }
    }
    if (c == '[') {
      out = Json::array();
      ++i, ws();
      if (i < s.size() && s[i] == ']') return ++i, true;
      for (;;) {
        Json v;
        if (!value(v, depth + 1)) return false;
        out.push_back(std::move(v));
        ws();
        if (i < s.size() && s[i] == ',') { ++i; continue; }
        if (i < s.size() && s[i] == ']') return ++i, true;
        return fail("expected ',' or ']'");
      }
    }
    if (c == '"') {
      std::string v;
      if (!str(v)) return false;
      out = Json(std::move(v));
      return true;
    }
    if (c == 't') return literal("true") && (out = Json(true), true);
    if (c == 'f') return literal("false") && (out = Json(false), true);
    if (c == 'n') return literal("null") && (out = Json(), true);
    const char* start = s.c_str() + i;
    char* end = nullptr;
    double v = std::strtod(start, &end);
    if (end == start) return fail("unexpected character");
    i += size_t(end - start);
    out = Json(v);
    return true;
  }
};

}  // namespace

Json::Json(double v) {
  if (std::isfinite(v)) type = Type::Number, number = v;
}

Json& Json::set(const std::string& key, Json v) {
  for (auto& [k, x] : fields)
    if (k == key) return x = std::move(v);
  fields.emplace_back(key, std::move(v));
  return fields.back().second;
}

const Json* Json::get(const std::string& key) const {
  for (auto& [k, x] : fields)
    if (k == key) return &x;
  return nullptr;
}

void Json::dump_to(std::string& out, int indent, int depth) const {
  auto newline = [&](int d) {
    if (indent > 0) out += '\n', out.append(size_t(indent * d), ' ');
  };
  switch (type) {
    case Type::Null: out += "null"; break;
    case Type::Bool: out += boolean ? "true" : "false"; break;
    case Type::Number: {
      char buf[32];
      if (number == std::floor(number) && std::fabs(number) < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", number);
      else
        std::snprintf(buf, sizeof buf, "%.6g", number);
      out += buf;
      break;
    }
    case Type::String: escape(out, string); break;
    case Type::Array:
      out += '[';
      for (size_t k = 0; k < elements.size(); ++k) {
        if (k) out += ',';
        newline(depth + 1);
        elements[k].dump_to(out, indent, depth + 1);
      }
      if (!elements.empty()) newline(depth);
      out += ']';
      break;
    case Type::Object:
      out += '{';
      for (size_t k = 0; k < fields.size(); ++k) {
        if (k) out += ',';
        newline(depth + 1);
        escape(out, fields[k].first);
        out += indent > 0 ? ": " : ":";
        fields[k].second.dump_to(out, indent, depth + 1);
      }
      if (!fields.empty()) newline(depth);
      out += '}';
      break;
  }
}

std::string Json::dump(int indent) const {
  std::string out;
  dump_to(out, indent, 0);
  return out;
}

bool Json::parse(const std::string& text, Json& out, std::string& err) {
  Parser p{text, 0, {}};
  Json v;
  if (!p.value(v, 0)) return err = p.err, false;
  p.ws();
  if (p.i != text.size()) return err = "JSON offset " + std::to_string(p.i) + ": trailing data", false;
  out = std::move(v);
  return true;
}

}  // namespace pili::match
