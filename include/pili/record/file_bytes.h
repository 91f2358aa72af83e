// A whole file as bytes, for the readers of binary and text records and of
// opening books.
#pragma once

#include <string>

namespace pili::record {

// False with `err` ("cannot open FILE", "error reading FILE") on failure.
// Files over `maxBytes` are refused rather than read.
bool read_file_bytes(const std::string& path, std::string& bytes, std::string& err,
                     size_t maxBytes = size_t(1) << 30);

}  // namespace pili::record
