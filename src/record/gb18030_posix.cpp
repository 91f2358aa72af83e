// GB18030 to UTF-8 through iconv(3), which glibc and the BSDs provide (the
// POSIX side of text_encoding.h; gb18030_win32.cpp is the Windows one).
#include <errno.h>
#include <iconv.h>

#include "pili/record/text_encoding.h"

namespace pili::record {

bool gb18030_to_utf8(std::string_view in, std::string& out, std::string& err) {
  iconv_t cd = iconv_open("UTF-8", "GB18030");
  if (cd == iconv_t(-1)) return err = "this system cannot convert GB18030 text (iconv has no GB18030)", false;
  out.clear();
  char buffer[4096];
  char* src = const_cast<char*>(in.data());
  size_t left = in.size();
  bool ok = true;
  while (left > 0) {
    char* dst = buffer;
    size_t room = sizeof buffer;
    size_t r = iconv(cd, &src, &left, &dst, &room);
    out.append(buffer, size_t(dst - buffer));
    if (r == size_t(-1) && errno != E2BIG) {
      err = "the text is neither UTF-8 nor GB18030/GBK (byte " + std::to_string(in.size() - left) + ")";
      ok = false;
      break;
    }
  }
  iconv_close(cd);
  return ok;
}

}  // namespace pili::record
