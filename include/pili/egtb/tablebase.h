// Loaded tables and the probe: a position's result for the side to move.
//
// Tables are read whole into memory when opened (every file's checksum is
// checked then); a probe is an index computation and one or two loads.
// Concurrent probes are safe once the set is opened.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "pili/egtb/layout.h"
#include "pili/egtb/table_file.h"

namespace pili::egtb {

struct Table {
  explicit Table(const Material& m) : layout(m) {}
  Layout layout;
  std::vector<uint8_t> wdl;  // packed, 2 bits; side to move RED (stronger) first
  std::vector<uint8_t> dtm;  // 16-bit little-endian entries, empty without a .dtm file

  uint8_t wdl_of(Color stm, uint64_t i) const { return wdl_at(wdl, uint64_t(stm) * layout.size() + i); }
  uint16_t dtm_of(Color stm, uint64_t i) const {
    if (dtm.empty()) return DTM_UNKNOWN;
    size_t at = 2 * (uint64_t(stm) * layout.size() + i);
    return uint16_t(dtm[at] | dtm[at + 1] << 8);
  }
};

struct ProbeResult {
  bool found = false;  // false: no table for this material, or not a table position
  Wdl wdl = WDL_NONE;
  uint16_t dtm = DTM_UNKNOWN;  // plies to mate; DTM_UNKNOWN without a .dtm or by rule
};

class Tablebases {
 public:
  // Loads every `*.wdl` of `dir` with its `.dtm` when present. Files that
  // fail their checks are left out, each with a line in `problems`; true
  // when the folder could be read.
  bool open(const std::string& dir, std::string& err);
  // Loads one signature (its .dtm too when `needDtm`); false with `err`.
  bool load(const std::string& dir, const Material& m, bool needDtm, std::string& err);
  void add(std::shared_ptr<const Table> t);

  const Table* find(const Material& m) const;
  ProbeResult probe(const PieceList& pl) const;
  int max_pieces() const { return maxPieces; }
  size_t count() const { return tables.size(); }
  const std::vector<std::string>& problems() const { return issues; }
  std::vector<std::string> names() const;

 private:
  std::map<std::string, std::shared_ptr<const Table>> tables;
  std::vector<std::pair<Material, const Table*>> byMaterial;  // fast lookups
  std::vector<std::string> issues;
  int maxPieces = 0;
};

// The tables of the folder `dir`, as a front end opens them (EGTBPath,
// `pili serve --egtb-path`): null with `err` saying why when `dir` is no
// folder or holds no readable table (each refused file named in `err`).
std::shared_ptr<const Tablebases> open_folder(const std::string& dir, std::string& err);

}  // namespace pili::egtb
