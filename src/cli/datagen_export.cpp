// The converter from game records to position records. Every move is
// checked against the rule module's legal moves while replaying, so a file
// that does not belong to its variant is refused rather than misread.
#include "datagen_export.h"

#include <cstdlib>
#include <fstream>
#include <optional>

#include "datagen_format.h"
#include "pili/rules/game.h"

namespace pili::app::datagen {

namespace {


std::vector<uint8_t> feature_header(Variant v, FeatureSet fs) {
  std::vector<uint8_t> b(FEATURE_MAGIC, FEATURE_MAGIC + 8);
  put_u32(b, FEATURE_VERSION);
  put_u32(b, uint32_t(v));
  put_u32(b, uint32_t(fs));
  put_u32(b, uint32_t(input_count(fs)));
  put_u32(b, uint32_t(max_features(fs)));
  put_u32(b, uint32_t(feature_record_size(max_features(fs))));
  return b;
}

// Writes position records for one variant's board.
class RecordWriter {
 public:
  RecordWriter(std::ofstream& out, FeatureSet fs) : out(out), fs(fs), k(max_features(fs)) {}

  // False when a perspective has more features than a record holds (a
  // position with more pieces than the start position: refused).
  template <class Pos>
  bool write(const Pos& pos, int score, GameResult result, bool mirror) {
    Color stm = pos.side_to_move();
    Features f[2];
    features(fs, pos, stm, mirror, f[0]);
    features(fs, pos, ~stm, mirror, f[1]);
    if (f[0].count > k || f[1].count > k) return false;
    int r = result == GameResult::Draw ? 1 : (result == GameResult::FirstWins) == (stm == RED) ? 2 : 0;
    bytes.clear();
    put_u16(bytes, uint16_t(int16_t(score)));
    bytes.push_back(uint8_t(r));
    bytes.push_back(uint8_t(material_bucket(non_king_pieces(pos))));
    bytes.push_back(uint8_t(stm));
    bytes.push_back(uint8_t(f[0].count));
    bytes.push_back(uint8_t(f[1].count));
    bytes.push_back(mirror ? 1 : 0);
    for (const Features& side : f)
      for (int i = 0; i < k; ++i) put_u16(bytes, i < side.count ? side.index[i] : uint16_t(input_count(fs)));
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    return true;
  }

 private:
  std::ofstream& out;
  FeatureSet fs;
  int k;
  std::vector<uint8_t> bytes;
};

template <class R>
bool replay(const GameRecord& g, RecordWriter& w, const ExportOptions& o, ExportStats& st, std::string& err) {
  typename R::Position pos;
  if (!set_position<R>(pos, g.fen.empty() ? std::string(R::START_FEN) : g.fen, err))
    return err = "game " + std::to_string(g.index) + ": " + err, false;
  auto legal = [&](Move m) {
    typename R::MoveList list;
    if (!R::king_lost(pos)) R::template generate<LEGAL>(pos, list);
    return list.contains(m);
  };
  for (Move m : g.opening) {
    if (!legal(m)) return err = "game " + std::to_string(g.index) + ": illegal opening move", false;
    R::do_move(pos, m);
  }
  for (size_t i = 0; i < g.plies.size(); ++i) {
    const Ply& p = g.plies[i];
    if (!legal(p.move))
      return err = "game " + std::to_string(g.index) + ": illegal move at ply " + std::to_string(i + 1), false;
    bool noisy = p.flags & (PLY_IN_CHECK | PLY_CAPTURE);
    if (noisy && !o.keepNoisy) {
      ++st.skippedNoisy;
    } else if ((p.flags & PLY_NO_SCORE) || (o.maxScore > 0 && std::abs(p.score) > o.maxScore)) {
      ++st.skippedScore;
    } else {
      if (!w.write(pos, p.score, g.result, false))
        return err = "game " + std::to_string(g.index) + ": more pieces than a record holds", false;
      ++st.positions;
      if (o.mirror) {
        if (can_mirror(pos) && w.write(pos, p.score, g.result, true)) ++st.mirrored;
        else ++st.mirrorRefused;
      }
    }
    R::do_move(pos, p.move);
  }
  return true;
}

}  // namespace

bool export_features(const ExportOptions& o, ExportStats& st, std::string& err) {
  std::ofstream out;
  std::optional<Variant> variant;
  std::optional<RecordWriter> writer;
  for (const std::string& path : o.inputs) {
    GameReader reader;
    if (!reader.open(path, err)) return false;
    Variant v = reader.header().variant;
    if (!variant) {
      if (feature_set_of(v) == FeatureSet::None)
        return err = std::string(variant_name(v)) + " has no net inputs (its profile names none): nothing to export", false;
      variant = v;
      out.open(o.out, std::ios::binary | std::ios::trunc);
      if (!out) return err = "cannot write " + o.out, false;
      auto h = feature_header(v, feature_set_of(v));
      out.write(reinterpret_cast<const char*>(h.data()), std::streamsize(h.size()));
      writer.emplace(out, feature_set_of(v));
    } else if (v != *variant) {
      return err = path + " holds " + variant_name(v) + " games, the files before it " + variant_name(*variant),
             false;
    }
    GameRecord g;
    for (;;) {
      GameReader::Status s = reader.next(g, err);
      if (s == GameReader::End || s == GameReader::Torn) break;  // a torn last game is left out
      if (s == GameReader::Corrupt) return err = path + ": " + err, false;
      if (g.dropped()) continue;
      ++st.games;
      bool ok = visit_rules(v, [&]<class R>() { return replay<R>(g, *writer, o, st, err); });
      if (!ok) return err = path + ": " + err, false;
    }
  }
  out.close();
  if (!out) return err = "cannot write " + o.out, false;
  return true;
}

}  // namespace pili::app::datagen
