// Generating a signature and, first, the tables its captures lead to;
// writing the files and the statistics.
#include "pili/egtb/generate.h"

#include <chrono>
#include <ctime>
#include <filesystem>
#include <stdexcept>

#include "generator.h"

namespace pili::egtb {
namespace {

using namespace detail;

std::shared_ptr<Table> to_table(const Generator& g, GenStats& st) {
  auto t = std::make_shared<Table>(g.L.material());
  uint64_t n = g.L.size();
  t->wdl.assign((2 * n + 3) / 4, 0);
  t->dtm.assign(4 * n, 0);
  for (Color c : {RED, BLACK})
    for (uint64_t i = 0; i < n; ++i) {
      uint8_t s = g.state[c][i];
      uint8_t code = s == S_WIN ? WDL_WIN : s == S_LOSS ? WDL_LOSS : s == S_HOLE ? WDL_NONE : WDL_DRAW;
      uint16_t d = (s == S_WIN || s == S_LOSS) ? g.dtm[c][i] : DTM_UNKNOWN;
      uint64_t at = uint64_t(c) * n + i;
      t->wdl[at >> 2] |= uint8_t(code << ((at & 3) * 2));
      t->dtm[2 * at] = uint8_t(d & 0xFF);
      t->dtm[2 * at + 1] = uint8_t(d >> 8);
      if (code == WDL_NONE) continue;
      ++st.legal[c];
      (code == WDL_WIN ? st.wins : code == WDL_LOSS ? st.losses : st.draws)[c]++;
      if (d != DTM_UNKNOWN) st.maxDtm = std::max<int>(st.maxDtm, d);
    }
  return t;
}

bool generate_one(const Material& m, const GenOptions& opt, Tablebases& done, std::vector<GenStats>& out,
                  std::string& err) {
  if (done.find(m)) return true;
  GenStats st;
  st.name = m.name();
  std::string why;
  if (std::filesystem::exists(table_path(opt.dir, m, TableKind::Wdl))) {
    if (!done.load(opt.dir, m, true, why)) return err = why + " (delete it to generate it again)", false;
    st.reused = true;
    out.push_back(st);
    if (opt.log) opt.log(m.name() + ": present, checked");
    return true;
  }
  for (const Material& c : capture_children(m))
    if (!generate_one(c, opt, done, out, err)) return false;
  auto start = std::chrono::steady_clock::now();
  std::clock_t cpuStart = std::clock();
  try {
    Generator g(m, done, opt.threads);
    g.run();
    st.perSide = g.L.size();
    st.byRule[0] = g.byRule[0];
    st.byRule[1] = g.byRule[1];
    auto t = to_table(g, st);
    if (!write_table(table_path(opt.dir, m, TableKind::Dtm), m, TableKind::Dtm, st.perSide, t->dtm, err) ||
        !write_table(table_path(opt.dir, m, TableKind::Wdl), m, TableKind::Wdl, st.perSide, t->wdl, err))
      return false;
    st.wdlBytes = t->wdl.size() + 256;
    st.dtmBytes = t->dtm.size() + 256;
    done.add(std::move(t));
  } catch (const std::exception& e) {
    return err = m.name() + ": " + e.what(), false;
  }
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  st.cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
  if (opt.log)
    opt.log(m.name() + ": " + std::to_string(st.legal[0] + st.legal[1]) + " positions, max dtm " +
            std::to_string(st.maxDtm) + ", " + std::to_string(st.seconds) + " s");
  out.push_back(st);
  return true;
}

}  // namespace

bool generate(const Material& m, const GenOptions& opt, std::vector<GenStats>& out, std::string& err) {
  std::error_code ec;
  std::filesystem::create_directories(opt.dir, ec);
  if (ec) return err = "cannot create " + opt.dir + ": " + ec.message(), false;
  Tablebases done;
  return generate_one(m, opt, done, out, err);
}

}  // namespace pili::egtb
