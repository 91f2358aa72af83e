// Reading and writing table files (format in table_file.h).
#include "pili/egtb/table_file.h"

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace pili::egtb {
namespace {

constexpr size_t HEADER = 256;
constexpr char MAGIC[8] = {'P', 'I', 'L', 'I', 'E', 'G', 'T', 'B'};
constexpr uint32_t VERSION = 1;
constexpr size_t CHECKSUM_AT = 32, NAME_AT = 40, RULES_AT = 72;

template <class T>
void put(uint8_t* h, size_t at, T v) { std::memcpy(h + at, &v, sizeof v); }
template <class T>
T get(const uint8_t* h, size_t at) {
  T v;
  std::memcpy(&v, h + at, sizeof v);
  return v;
}

std::vector<uint8_t> make_header(const Material& m, TableKind kind, uint64_t perSide, uint64_t bytes) {
  std::vector<uint8_t> h(HEADER, 0);
  std::memcpy(h.data(), MAGIC, 8);
  put(h.data(), 8, VERSION);
  put(h.data(), 12, uint32_t(kind));
  put(h.data(), 16, perSide);
  put(h.data(), 24, bytes);
  std::string name = m.name();
  std::memcpy(h.data() + NAME_AT, name.data(), std::min<size_t>(name.size(), 31));
  std::memcpy(h.data() + RULES_AT, RULES_TEXT, std::min<size_t>(std::strlen(RULES_TEXT), 159));
  return h;
}

}  // namespace

uint64_t fnv1a(const uint8_t* data, size_t n, uint64_t h) {
  for (size_t i = 0; i < n; ++i) h = (h ^ data[i]) * 1099511628211ULL;
  return h;
}

std::string table_path(const std::string& dir, const Material& m, TableKind kind) {
  return (std::filesystem::path(dir) / (m.name() + (kind == TableKind::Wdl ? ".wdl" : ".dtm"))).string();
}

bool write_table(const std::string& path, const Material& m, TableKind kind, uint64_t perSide,
                 const std::vector<uint8_t>& payload, std::string& err) {
  std::vector<uint8_t> h = make_header(m, kind, perSide, payload.size());
  put(h.data(), CHECKSUM_AT, fnv1a(payload.data(), payload.size(), fnv1a(h.data(), h.size())));
  std::string tmp = path + ".part";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(h.data()), std::streamsize(h.size()));
    out.write(reinterpret_cast<const char*>(payload.data()), std::streamsize(payload.size()));
    if (!out) return err = "cannot write " + tmp, false;
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) return err = "cannot rename " + tmp + " to " + path + ": " + ec.message(), false;
  return true;
}

bool read_table(const std::string& path, const Material& m, TableKind kind, uint64_t perSide,
                std::vector<uint8_t>& payload, std::string& err) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return err = "missing table " + path, false;
  std::vector<uint8_t> h(HEADER);
  if (!in.read(reinterpret_cast<char*>(h.data()), HEADER) || std::memcmp(h.data(), MAGIC, 8) != 0)
    return err = "corrupt table " + path + ": not a Pili tablebase file", false;
  if (get<uint32_t>(h.data(), 8) != VERSION) return err = "table " + path + ": unknown version", false;
  std::vector<uint8_t> want = make_header(m, kind, perSide, get<uint64_t>(h.data(), 24));
  uint64_t sum = get<uint64_t>(h.data(), CHECKSUM_AT);
  put(h.data(), CHECKSUM_AT, uint64_t(0));
  if (h != want)
    return err = "table " + path + ": its header names another signature, kind, size or rules than " +
                 m.name() + " expects",
           false;
  uint64_t bytes = get<uint64_t>(h.data(), 24);
  uint64_t expected = kind == TableKind::Wdl ? (2 * perSide + 3) / 4 : 4 * perSide;
  if (bytes != expected) return err = "table " + path + ": payload size differs from the signature's", false;
  payload.resize(bytes);
  if (!in.read(reinterpret_cast<char*>(payload.data()), std::streamsize(bytes)) || in.peek() != EOF)
    return err = "corrupt table " + path + ": truncated or too long", false;
  if (fnv1a(payload.data(), payload.size(), fnv1a(h.data(), h.size())) != sum)
    return err = "corrupt table " + path + ": checksum mismatch", false;
  return true;
}

}  // namespace pili::egtb
