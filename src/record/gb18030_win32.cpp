// GB18030 to UTF-8 on Windows, which has no iconv: through UTF-16 with the
// system's code page 54936 (GB18030) and CP_UTF8.
#include <windows.h>

#include <string>

#include "pili/record/text_encoding.h"

namespace pili::record {

bool gb18030_to_utf8(std::string_view in, std::string& out, std::string& err) {
  out.clear();
  if (in.empty()) return true;
  constexpr UINT GB18030 = 54936;
  const int n = MultiByteToWideChar(GB18030, MB_ERR_INVALID_CHARS, in.data(), int(in.size()), nullptr, 0);
  if (n <= 0) return err = "the text is neither UTF-8 nor GB18030/GBK", false;
  std::wstring wide(size_t(n), L'\0');
  MultiByteToWideChar(GB18030, MB_ERR_INVALID_CHARS, in.data(), int(in.size()), wide.data(), n);
  const int m = WideCharToMultiByte(CP_UTF8, 0, wide.data(), n, nullptr, 0, nullptr, nullptr);
  if (m <= 0) return err = "this system cannot convert GB18030 text", false;
  out.assign(size_t(m), '\0');
  WideCharToMultiByte(CP_UTF8, 0, wide.data(), n, out.data(), m, nullptr, nullptr);
  return true;
}

}  // namespace pili::record
