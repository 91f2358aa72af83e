// A small JSON value with a writer and a parser: enough for match summaries
// and the per-game records that `pili-match merge` reads back.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace pili::match {

class Json {
 public:
  enum class Type { Null, Bool, Number, String, Array, Object };

  Json() = default;
  Json(std::nullptr_t) {}
  Json(bool b) : type(Type::Bool), boolean(b) {}
  Json(int v) : type(Type::Number), number(v) {}
  Json(long v) : type(Type::Number), number(double(v)) {}
  Json(long long v) : type(Type::Number), number(double(v)) {}
  Json(double v);  // non-finite numbers become null
  Json(const char* s) : type(Type::String), string(s) {}
  Json(std::string s) : type(Type::String), string(std::move(s)) {}
  static Json array() { Json j; j.type = Type::Array; return j; }
  static Json object() { Json j; j.type = Type::Object; return j; }

  Type kind() const { return type; }
  bool is_null() const { return type == Type::Null; }
  bool as_bool() const { return type == Type::Bool && boolean; }
  double as_number(double fallback = 0) const { return type == Type::Number ? number : fallback; }
  const std::string& as_string() const { return string; }
  const std::vector<Json>& items() const { return elements; }
  const std::vector<std::pair<std::string, Json>>& members() const { return fields; }

  void push_back(Json v) { elements.push_back(std::move(v)); }
  // Sets (or replaces) a member, keeping insertion order for output.
  Json& set(const std::string& key, Json v);
  const Json* get(const std::string& key) const;

  std::string dump(int indent = 2) const;
  static bool parse(const std::string& text, Json& out, std::string& err);

 private:
  void dump_to(std::string& out, int indent, int depth) const;
  Type type = Type::Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Json> elements;
  std::vector<std::pair<std::string, Json>> fields;
};

}  // namespace pili::match
