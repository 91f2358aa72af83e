// Opening table folders and probing positions.
#include "pili/egtb/tablebase.h"

#include <algorithm>
#include <filesystem>

namespace pili::egtb {

bool Tablebases::load(const std::string& dir, const Material& m, bool needDtm, std::string& err) {
  auto t = std::make_shared<Table>(m);
  if (!read_table(table_path(dir, m, TableKind::Wdl), m, TableKind::Wdl, t->layout.size(), t->wdl, err))
    return false;
  std::string dtmPath = table_path(dir, m, TableKind::Dtm);
  if (needDtm || std::filesystem::exists(dtmPath))
    if (!read_table(dtmPath, m, TableKind::Dtm, t->layout.size(), t->dtm, err)) return false;
  add(std::move(t));
  return true;
}

void Tablebases::add(std::shared_ptr<const Table> t) {
  const Material& m = t->layout.material();
  tables[m.name()] = t;
  byMaterial.clear();
  maxPieces = 0;
  for (auto& [name, table] : tables) {
    byMaterial.emplace_back(table->layout.material(), table.get());
    maxPieces = std::max(maxPieces, table->layout.material().piece_count());
  }
}

bool Tablebases::open(const std::string& dir, std::string& err) {
  std::error_code ec;
  std::filesystem::directory_iterator it(dir, ec);
  if (ec) return err = "cannot read the tablebase folder " + dir + ": " + ec.message(), false;
  std::vector<std::string> stems;
  for (const auto& e : it)
    if (e.path().extension() == ".wdl") stems.push_back(e.path().stem().string());
  std::sort(stems.begin(), stems.end());
  for (const std::string& stem : stems) {
    std::string why;
    auto m = parse_material(stem, why);
    if (!m || m->name() != stem) {
      issues.push_back("not a signature file name: " + stem + ".wdl");
      continue;
    }
    if (!load(dir, *m, false, why)) issues.push_back(why);
  }
  return true;
}

std::shared_ptr<const Tablebases> open_folder(const std::string& dir, std::string& err) {
  if (!std::filesystem::is_directory(dir)) return err = "no folder " + dir, nullptr;
  auto tb = std::make_shared<Tablebases>();
  if (!tb->open(dir, err)) return nullptr;
  if (!tb->count()) {
    err = "no readable table in " + dir;
    for (const std::string& p : tb->problems()) err += "; " + p;
    return nullptr;
  }
  return tb;
}

const Table* Tablebases::find(const Material& m) const {
  for (const auto& [mat, table] : byMaterial)
    if (mat == m) return table;
  return nullptr;
}

std::vector<std::string> Tablebases::names() const {
  std::vector<std::string> out;
  for (const auto& [name, t] : tables) out.push_back(name);
  return out;
}

ProbeResult Tablebases::probe(const PieceList& pl) const {
  ProbeResult r;
  Material m;
  PieceList o;
  if (pl.n > maxPieces || !orient(pl, m, o)) return r;
  const Table* t = find(m);
  uint64_t i;
  if (!t || !index_of(t->layout, o, i)) return r;
  uint8_t w = t->wdl_of(o.stm, i);
  if (w == WDL_NONE) return r;
  r.found = true;
  r.wdl = Wdl(w);
  r.dtm = w == WDL_DRAW ? DTM_UNKNOWN : t->dtm_of(o.stm, i);
  return r;
}

}  // namespace pili::egtb
