#include "notation_view.h"

#include <algorithm>
#include <sstream>
#include <type_traits>

#include "pili/rules/game.h"
#include "pili/rules/notation/glyphs.h"
#include "pili/rules/notation/notation.h"
#include "pili/rules/variant.h"

namespace pili::serve {

namespace {

constexpr MoveNotation ALL[] = {MoveNotation::Coord, MoveNotation::Chinese, MoveNotation::Wxf, MoveNotation::Dual};

bool applies(const VariantProfile& p, MoveNotation n) {
  switch (n) {
    case MoveNotation::Coord: return true;
    case MoveNotation::Chinese:
    case MoveNotation::Wxf: return p.board == Board::Xiangqi9x10;
    case MoveNotation::Dual: return p.tris;
  }
  return false;
}

notation::Style style_of(MoveNotation n) {
  return n == MoveNotation::Wxf    ? notation::Style::Wxf
         : n == MoveNotation::Dual ? notation::Style::Coordinates
                                   : notation::Style::Chinese;
}

template <class R>
bool replay(const std::string& fen, const std::vector<std::string>& moves, MoveNotation n,
            std::vector<std::string>& out, std::string& err) {
  typename R::Position pos;
  if (!set_position<R>(pos, fen.empty() ? std::string(R::PROFILE.startFen) : fen, err)) return false;
  out.clear();
  for (const auto& text : moves) {
    Move m = find_legal_move<R>(pos, text);
    if (!m.is_ok()) return err = "illegal move '" + text + "'", false;
    std::string written;
    if constexpr (std::is_same_v<typename R::Position, Position>) {
      if (n != MoveNotation::Coord) written = notation::write_move<R>(pos, m, {style_of(n)});
    }
    out.push_back(written.empty() ? text : written);
    R::do_move(pos, m);
  }
  return true;
}

}  // namespace

const char* notation_name(MoveNotation n) {
  switch (n) {
    case MoveNotation::Chinese: return "chinese";
    case MoveNotation::Wxf: return "wxf";
    case MoveNotation::Dual: return "dual";
    default: return "coord";
  }
}

std::vector<MoveNotation> notations_of(const std::string& variant) {
  std::vector<MoveNotation> out;
  auto v = parse_variant(variant);
  for (MoveNotation n : ALL)
    if (n == MoveNotation::Coord || (v && applies(profile(*v), n))) out.push_back(n);
  return out;
}

std::optional<MoveNotation> notation_for(const std::string& variant, const std::string& name, std::string& err) {
  auto v = parse_variant(variant);
  if (!v) return err = "unknown variant '" + variant + "'", std::nullopt;
  for (MoveNotation n : ALL) {
    if (name != notation_name(n)) continue;
    if (applies(profile(*v), n)) return n;
    err = "notation '" + name + "' is not for " + variant +
          (n == MoveNotation::Dual ? " (dual is Meng Xiangqi's, for meng and doubletris)"
                                   : " (chinese and wxf are for the 90-point board)");
    return std::nullopt;
  }
  err = "unknown notation '" + name + "' (coord, chinese, wxf or dual)";
  return std::nullopt;
}

bool write_moves(const std::string& variant, const std::string& fen, const std::vector<std::string>& moves,
                 MoveNotation n, std::vector<std::string>& out, std::string& err) {
  auto v = parse_variant(variant);
  if (!v) return err = "unknown variant '" + variant + "'", false;
  return visit_rules(*v, [&]<class R>() { return replay<R>(fen, moves, n, out, err); });
}

const std::vector<std::string>& MoveTextCache::texts(const std::string& variant, const std::string& fen,
                                                     const std::vector<std::string>& moves, MoveNotation n) {
  if (n == MoveNotation::Coord) return moves;
  if (!(valid_ && n == notation_ && variant == variant_ && fen == fen_ && moves == moves_)) {
    std::string err;
    valid_ = write_moves(variant, fen, moves, n, texts_, err);
    variant_ = variant, fen_ = fen, moves_ = moves, notation_ = n;
  }
  return valid_ ? texts_ : moves;
}

EdgeLabels edge_labels(MoveNotation n, int files, int ranks, int rankBase) {
  EdgeLabels e;
  for (int f = 0; f < files; ++f) {
    int fromRight = files - f;  // Red counts from its right, file a is Black's 1
    switch (n) {
      case MoveNotation::Coord:
        e.redFiles.push_back(std::string(1, char('a' + f)));
        e.blackFiles.push_back(e.redFiles.back());
        break;
      case MoveNotation::Chinese:
        e.redFiles.push_back(notation::own_numeral(RED, fromRight));
        e.blackFiles.push_back(notation::own_numeral(BLACK, f + 1));
        break;
      case MoveNotation::Wxf:
        e.redFiles.push_back(std::to_string(fromRight));
        e.blackFiles.push_back(std::to_string(f + 1));
        break;
      case MoveNotation::Dual:
        e.redFiles.push_back(notation::own_numeral(RED, fromRight));
        e.blackFiles.push_back(std::to_string(f + 1));
        break;
    }
  }
  for (int r = 0; r < ranks; ++r) {
    switch (n) {
      case MoveNotation::Coord:
        e.redRanks.push_back(std::to_string(r + rankBase));
        e.blackRanks.push_back(e.redRanks.back());
        break;
      case MoveNotation::Dual:
        e.redRanks.push_back(std::string(1, char('A' + r)));
        e.blackRanks.push_back(std::string(1, char('a' + (ranks - 1 - r))));
        break;
      default:
        e.redRanks.emplace_back();
        e.blackRanks.emplace_back();
    }
  }
  return e;
}

std::string numbered_moves(const std::string& fen, const std::vector<std::string>& texts) {
  std::istringstream in(fen);
  std::vector<std::string> f;
  for (std::string w; in >> w;) f.push_back(w);
  bool black = f.size() > 1 && f[1] == "b";
  int number = 1;
  if (f.size() >= 6 && !f.back().empty() && f.back().find_first_not_of("0123456789") == std::string::npos &&
      f.back().size() < 6)
    number = std::max(1, std::stoi(f.back()));
  std::string out;
  for (size_t i = 0; i < texts.size(); ++i, black = !black) {
    if (!out.empty()) out += ' ';
    if (!black) out += std::to_string(number) + ". ";
    else if (i == 0) out += std::to_string(number) + "... ";
    out += texts[i];
    if (black) ++number;
  }
  return out;
}

}  // namespace pili::serve
