// A read-only view of a whole file: a memory map on POSIX systems, the
// file read into memory elsewhere. The one platform-specific part of the
// trainer (mapped_file.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pili::train {

class MappedFile {
 public:
  MappedFile() = default;
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  ~MappedFile() { close(); }

  bool open(const std::string& path, std::string& err);
  void close();

  const uint8_t* data() const { return data_; }
  size_t size() const { return size_; }

 private:
  const uint8_t* data_ = nullptr;
  size_t size_ = 0;
  bool mapped_ = false;
  std::vector<uint8_t> copy_;  // where there is no memory map
};

}  // namespace pili::train
