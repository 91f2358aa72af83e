#include "match/move_comment.h"

#include <cstdio>
#include <cstdlib>

namespace pili::match {

std::string move_comment(const client::MoveReply& r) {
  char buf[64];
  std::string out;
  if (r.hasScore) {
    if (r.mateIn) std::snprintf(buf, sizeof buf, "%sM%d", r.mateIn > 0 ? "+" : "-", std::abs(r.mateIn));
    else std::snprintf(buf, sizeof buf, "%+.2f", r.score / 100.0);
    out = buf;
    if (r.depth > 0) out.append("/").append(std::to_string(r.depth));
    out.append(" ");
  }
  std::snprintf(buf, sizeof buf, "%.2fs", double(r.elapsedMs) / 1000.0);
  return out + buf;
}

}  // namespace pili::match
