// pili-tune for atomic chess: quiet positions from pili-match PGNs and the
// fit of eval/atomic_chess_weights.h (the features of atomic_chess_eval.h).
#pragma once

namespace pili::tune {

int extract_chess(int argc, char** argv);
int fit_chess(int argc, char** argv);

}  // namespace pili::tune
