// The PGN comment pili-match writes after each engine move.
#pragma once

#include <string>

#include "pili/client/engine_output.h"

namespace pili::match {

// "+0.35/12 0.51s", "-M3/9 0.02s", "0.51s" without a score.
std::string move_comment(const client::MoveReply& reply);

}  // namespace pili::match
