// GB18030 to UTF-8 on Windows, which has no iconv: through UTF-16 with code
// page 54936 (GB18030), or 936 (GBK, its two-byte part) where the system
// lacks a working 54936 (Wine converts it to '?').
#include <windows.h>

#include <string>

#include "pili/record/text_encoding.h"

namespace pili::record {

namespace {

// 54936 when it converts "开" (GBK bytes BF AA) to U+5F00, else 936.
UINT chinese_code_page() {
  static const UINT page = [] {
    const char probe[] = "\xBF\xAA";
    wchar_t w[2] = {};
    const int n = IsValidCodePage(54936) ? MultiByteToWideChar(54936, MB_ERR_INVALID_CHARS, probe, 2, w, 2) : 0;
    return n == 1 && w[0] == 0x5F00 ? UINT(54936) : UINT(936);
  }();
  return page;
}

}  // namespace

bool gb18030_to_utf8(std::string_view in, std::string& out, std::string& err) {
  out.clear();
  if (in.empty()) return true;
  const UINT page = chinese_code_page();
  const int n = MultiByteToWideChar(page, MB_ERR_INVALID_CHARS, in.data(), int(in.size()), nullptr, 0);
  if (n <= 0) return err = "the text is neither UTF-8 nor GB18030/GBK", false;
  std::wstring wide(size_t(n), L'\0');
  MultiByteToWideChar(page, MB_ERR_INVALID_CHARS, in.data(), int(in.size()), wide.data(), n);
  const int m = WideCharToMultiByte(CP_UTF8, 0, wide.data(), n, nullptr, 0, nullptr, nullptr);
  if (m <= 0) return err = "this system cannot convert GB18030 text", false;
  out.assign(size_t(m), '\0');
  WideCharToMultiByte(CP_UTF8, 0, wide.data(), n, out.data(), m, nullptr, nullptr);
  return true;
}

}  // namespace pili::record
