#include "pili/record/file_bytes.h"

#include <fstream>
#include <iterator>

namespace pili::record {

bool read_file_bytes(const std::string& path, std::string& bytes, std::string& err, size_t maxBytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return err = "cannot open " + path, false;
  in.seekg(0, std::ios::end);
  std::streamoff size = in.tellg();
  if (size < 0) return err = "error reading " + path, false;
  if (size_t(size) > maxBytes) return err = path + " is too large (" + std::to_string(size) + " bytes)", false;
  in.seekg(0, std::ios::beg);
  bytes.assign(size_t(size), '\0');
  if (size > 0 && !in.read(bytes.data(), size)) return err = "error reading " + path, false;
  return true;
}

}  // namespace pili::record
