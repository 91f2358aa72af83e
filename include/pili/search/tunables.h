// Named search parameters in one place (the numbers are hand-set, not tuned).
// Those declared PILI_PARAM can be tuned (search/tune_params.h lists them
// with their ranges): a build configured with -DPILI_TUNE=ON makes them
// variables that `setoption` writes, for the SPSA tuner (tools/spsa/); every
// other build keeps them compile-time constants, so tuning costs nothing.
#pragma once

#ifdef PILI_TUNE
#define PILI_PARAM inline int
#else
#define PILI_PARAM inline constexpr int
#endif

namespace pili::search::tune {

inline constexpr int ASPIRATION_MIN_DEPTH = 4;
PILI_PARAM ASPIRATION_DELTA = 18;         // initial half-window, centipawns

PILI_PARAM RFP_MAX_DEPTH = 7;             // reverse futility pruning
PILI_PARAM RFP_MARGIN = 85;               // per depth

inline constexpr int NMP_MIN_DEPTH = 3;             // null move pruning
PILI_PARAM NMP_BASE_REDUCTION = 3;
PILI_PARAM NMP_DEPTH_DIVISOR = 4;
PILI_PARAM NMP_MIN_MATERIAL = 1300;       // side to move's non-soldier material

inline constexpr int IIR_MIN_DEPTH = 5;             // internal iterative reduction

inline constexpr int SINGULAR_MIN_DEPTH = 6;        // singular extensions (atomic chess)
PILI_PARAM SINGULAR_MARGIN = 2;           // per depth below the hash move's score
static_assert(SINGULAR_MIN_DEPTH >= 3, "the test search must not drop into quiescence at the same ply");

inline constexpr int PROBCUT_MIN_DEPTH = 5;         // ProbCut (xiangqi)
PILI_PARAM PROBCUT_MARGIN = 200;          // above beta

inline constexpr int LMP_MAX_DEPTH = 5;             // late move pruning of quiets
PILI_PARAM LMP_BASE = 4;                  // moves kept: BASE + depth^2 (x2 improving)
PILI_PARAM FUTILITY_MAX_DEPTH = 6;
PILI_PARAM FUTILITY_BASE = 120;
PILI_PARAM FUTILITY_PER_DEPTH = 110;

inline constexpr int LMR_MIN_DEPTH = 3;
// Reduction = BASE/100 + ln(depth) ln(moves) / (DIVISOR/100), in plies.
PILI_PARAM LMR_BASE_X100 = 60;
PILI_PARAM LMR_DIVISOR_X100 = 220;

PILI_PARAM QS_DELTA_MARGIN = 180;         // delta pruning of captures
inline constexpr int QS_MAX_PLY_IN_CHECK = 6;       // evasions searched this deep in qsearch

// Jieqi's chance nodes (src/search/chance_node.h): how many on one line.
// A covered move after that many leaves its piece covered, worth its pool's
// average (docs/rules/jieqi.md, "In the engine", for the measurements).
inline constexpr int CHANCE_NODES_PER_LINE = 1;

inline constexpr int HISTORY_MAX = 16384;
inline constexpr int CONT_HISTORY_MAX = 16384;
inline constexpr int CAPTURE_HISTORY_MAX = 16384;
PILI_PARAM LMR_STAT_DIVISOR = 8000;       // reduction -1 per this much quiet statistics
PILI_PARAM LMR_HISTORY_DIVISOR = 6000;    // the same, Atomic Xiangqi (butterfly history only)

// Static exchange pruning in the main search, xiangqi only (the blasting
// and Tris variants have no SEE): at non-PV nodes not in check, depth <=
// SEE_MAX_DEPTH, after the first move, a move that gives no check is
// dropped when its SEE is below -SEE_CAPTURE_MARGIN * depth (a capture)
// or -SEE_QUIET_MARGIN * depth * depth (a quiet move).
PILI_PARAM SEE_CAPTURE_MARGIN = 180;
PILI_PARAM SEE_QUIET_MARGIN = 60;
PILI_PARAM SEE_MAX_DEPTH = 6;

inline constexpr int CORRECTION_MAX = 1024;         // correction history: +-128 cp at most
inline constexpr int CHECK_EXTENSION_PLY_FACTOR = 2;  // extend checks while ply < factor * depth

inline constexpr int TIME_CHECK_NODES = 1024;
// Meng and Double-Tris nodes generate thousands of moves each (1024 of them
// took 50 ms and more on a loaded machine, and drained a 1s+0.01s clock):
// their clock is read more often.
inline constexpr int TIME_CHECK_NODES_TRIS = 64;
inline constexpr int CURRMOVE_AFTER_MS = 3000;
// Below this hard time limit a search uses one thread: starting and joining
// helpers took 5-20 ms on a loaded 2-core machine, more than the move had.
inline constexpr int SINGLE_THREAD_BELOW_MS = 50;

}  // namespace pili::search::tune
