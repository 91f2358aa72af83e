// Position files are large and read at random (a sorted batch at a time):
// a memory map lets the page cache hold them once for every reader.
#include "nnue-train/mapped_file.h"

#include <cerrno>
#include <cstring>
#include <fstream>

#if defined(__unix__) || defined(__APPLE__)
#define PILI_TRAIN_MMAP 1
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace pili::train {

bool MappedFile::open(const std::string& path, std::string& err) {
  close();
#ifdef PILI_TRAIN_MMAP
  int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) {
    err = path + ": " + std::strerror(errno);
    return false;
  }
  struct stat st {};
  if (fstat(fd, &st) != 0) {
    err = path + ": " + std::strerror(errno);
    ::close(fd);
    return false;
  }
  size_ = size_t(st.st_size);
  if (size_ > 0) {
    void* p = mmap(nullptr, size_, PROT_READ, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED) {
      err = path + ": mmap: " + std::strerror(errno);
      ::close(fd);
      size_ = 0;
      return false;
    }
    data_ = static_cast<const uint8_t*>(p);
    mapped_ = true;
  }
  ::close(fd);  // the map keeps the file
  return true;
#else
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err = path + ": cannot open";
    return false;
  }
  in.seekg(0, std::ios::end);
  copy_.resize(size_t(in.tellg()));
  in.seekg(0);
  if (!in.read(reinterpret_cast<char*>(copy_.data()), std::streamsize(copy_.size()))) {
    err = path + ": read error";
    return false;
  }
  data_ = copy_.data();
  size_ = copy_.size();
  return true;
#endif
}

void MappedFile::close() {
#ifdef PILI_TRAIN_MMAP
  if (mapped_) munmap(const_cast<uint8_t*>(data_), size_);
#endif
  mapped_ = false;
  copy_.clear();
  data_ = nullptr;
  size_ = 0;
}

}  // namespace pili::train
