// The web page's files, compiled into the binary (see embed_assets.cmake).
#pragma once

#include <cstddef>
#include <string_view>

namespace pili::serve {

struct Asset {
  const char* path;  // "/index.html"
  const char* mime;
  const unsigned char* data;
  size_t size;
};

extern const Asset ASSETS[];  // ends with a null path

inline const Asset* find_asset(std::string_view path) {
  for (const Asset* a = ASSETS; a->path; ++a)
    if (path == a->path) return a;
  return nullptr;
}

}  // namespace pili::serve
