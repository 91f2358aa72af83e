#include "match/record_json.h"

namespace pili::match {

Json record_to_json(const record::GameRecord& g) {
  Json j{{"index", g.index},
              {"round", g.round},
              {"opening", g.opening},
              {"first_is_red", g.firstIsRed},
              {"red_id", g.redId},
              {"black_id", g.blackId},
              {"red", g.red},
              {"black", g.black},
              {"result", g.result()},
              {"reason", g.reason},
              {"termination", g.termination},
              {"detail", g.detail},
              {"plies", g.moves.size()},
              {"book_plies", g.bookPlies},
              {"event", g.event},
              {"site", g.site},
              {"date", g.date},
              {"time", g.time},
              {"variant", g.variant},
              {"fen", g.fen},
              {"standard_start", g.standardStart},
              {"red_tc", g.redTc},
              {"black_tc", g.blackTc},
              {"red_options", g.redOptions},
              {"black_options", g.blackOptions},
              {"moves", g.moves},
              {"comments", g.comments}};
  if (!g.deal.empty()) j["deal"] = g.deal;  // absent without covered pieces: older records read the same
  return j;
}

namespace {

template <class T>
bool field(const Json& j, const char* key, T& out, std::string& err, bool required = false) {
  auto it = j.find(key);
  if (it == j.end()) {
    if (required) err = std::string("record lacks '") + key + "'";
    return !required;
  }
  bool ok;
  if constexpr (std::is_same_v<T, bool>) ok = it->is_boolean();
  else if constexpr (std::is_same_v<T, int>) ok = it->is_number_integer() && *it >= -1000000000LL && *it <= 1000000000LL;
  else if constexpr (std::is_same_v<T, std::string>) ok = it->is_string();
  else {
    ok = it->is_array();
    for (auto& e : *it) ok = ok && e.is_string();
  }
  if (!ok) return err = std::string("record field '") + key + "' has the wrong type", false;
  out = it->template get<T>();
  return true;
}

}  // namespace

bool record_from_json(const Json& j, record::GameRecord& g, std::string& err) {
  if (!j.is_object()) return err = "a record is not an object", false;
  std::string result;
  bool ok = field(j, "index", g.index, err, true) && field(j, "result", result, err, true) &&
            field(j, "round", g.round, err) && field(j, "opening", g.opening, err) &&
            field(j, "first_is_red", g.firstIsRed, err) && field(j, "red_id", g.redId, err) &&
            field(j, "black_id", g.blackId, err) && field(j, "red", g.red, err) &&
            field(j, "black", g.black, err) && field(j, "reason", g.reason, err) &&
            field(j, "termination", g.termination, err) && field(j, "detail", g.detail, err) &&
            field(j, "book_plies", g.bookPlies, err) && field(j, "event", g.event, err) &&
            field(j, "site", g.site, err) && field(j, "date", g.date, err) &&
            field(j, "time", g.time, err) && field(j, "variant", g.variant, err) &&
            field(j, "fen", g.fen, err) && field(j, "deal", g.deal, err) && field(j, "standard_start", g.standardStart, err) &&
            field(j, "red_tc", g.redTc, err) && field(j, "black_tc", g.blackTc, err) &&
            field(j, "red_options", g.redOptions, err) &&
            field(j, "black_options", g.blackOptions, err) && field(j, "moves", g.moves, err) &&
            field(j, "comments", g.comments, err);
  if (!ok) return false;
  if (g.index < 0) return err = "record with a negative index", false;
  if (g.redId < 0 || g.blackId < 0 || g.redId == g.blackId) return err = "record with bad engine numbers", false;
  if (!g.comments.empty() && g.comments.size() != g.moves.size())
    return err = "record with " + std::to_string(g.comments.size()) + " comments for " +
                 std::to_string(g.moves.size()) + " moves", false;
  g.outcome = record::parse_result(result);
  if (g.outcome == Outcome::Ongoing && result != "*") return err = "record with bad result '" + result + "'", false;
  return true;
}

bool parse_json(const std::string& text, Json& out, std::string& err) {
  out = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (out.is_discarded()) return err = "not valid JSON", false;
  return true;
}

std::string dump_json(const Json& j, int indent) {
  return j.dump(indent, ' ', false, Json::error_handler_t::replace);
}

}  // namespace pili::match
