// A move typed on the keyboard, as players write it: the engine's
// coordinates ("h2e2", "b0c2", "T@e4"), Chinese or WXF on the 90-point board
// ("炮二平五", "C2.5", "h2.3"), SAN or UCI in atomic chess ("Nf3", "e2e4").
#pragma once

#include <string>

namespace pili::serve {

// The engine text of the legal move `text` names in position `fen` of
// `variant`; empty with `err` saying why (no such move, ambiguous).
std::string read_typed_move(const std::string& variant, const std::string& fen, const std::string& text,
                            std::string& err);

}  // namespace pili::serve
