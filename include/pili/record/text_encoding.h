// The text encodings game records come in: UTF-8, or GB18030 and its
// subsets GBK and GB2312, which XQWizard, XQStudio and most Chinese sites
// write. A record is taken as UTF-8 when its bytes are valid UTF-8 (Chinese
// text in GBK almost never is), else as GB18030.
#pragma once

#include <string>
#include <string_view>

namespace pili::record {

bool is_valid_utf8(std::string_view bytes);

// The text as UTF-8: valid UTF-8 as it is (a byte-order mark dropped),
// anything else converted from GB18030. False with `err` when neither.
bool text_to_utf8(std::string_view bytes, std::string& out, std::string& err);

// GB18030 to UTF-8 with the platform's converter: iconv(3) on POSIX systems
// (gb18030_posix.cpp, which names the offset of the first byte that is not
// GB18030 in `err`), code page 54936 on Windows (gb18030_win32.cpp). False
// with `err` set when the text is not GB18030.
bool gb18030_to_utf8(std::string_view in, std::string& out, std::string& err);

}  // namespace pili::record
