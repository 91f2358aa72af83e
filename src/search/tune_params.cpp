// The tunable parameters' table (search/tune_params.h). Ranges keep every
// parameter where the search still means what its name says (a divisor
// above zero, a depth limit of at least 1).
#include "pili/search/tune_params.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "pili/search/tunables.h"
#include "worker.h"

namespace pili::search {

namespace {

#ifdef PILI_TUNE
#define PARAM(NAME, MIN, MAX, C) TuneParam{#NAME, tune::NAME, MIN, MAX, C, &tune::NAME}
#else
#define PARAM(NAME, MIN, MAX, C) TuneParam{#NAME, tune::NAME, MIN, MAX, C, nullptr}
#endif

const std::array PARAMS = {
    PARAM(ASPIRATION_DELTA, 5, 60, 3.0),
    PARAM(RFP_MAX_DEPTH, 3, 12, 0.5),
    PARAM(RFP_MARGIN, 30, 200, 8.0),
    PARAM(NMP_BASE_REDUCTION, 1, 6, 0.5),
    PARAM(NMP_DEPTH_DIVISOR, 2, 8, 0.5),
    PARAM(NMP_MIN_MATERIAL, 0, 3000, 100.0),
    PARAM(SINGULAR_MARGIN, 1, 8, 0.5),
    PARAM(PROBCUT_MARGIN, 80, 400, 15.0),
    PARAM(LMP_BASE, 1, 10, 0.5),
    PARAM(FUTILITY_MAX_DEPTH, 2, 12, 0.5),
    PARAM(FUTILITY_BASE, 30, 300, 10.0),
    PARAM(FUTILITY_PER_DEPTH, 30, 250, 10.0),
    PARAM(QS_DELTA_MARGIN, 50, 400, 15.0),
    PARAM(LMR_STAT_DIVISOR, 2000, 20000, 600.0),
    PARAM(LMR_HISTORY_DIVISOR, 2000, 20000, 600.0),
    PARAM(SEE_CAPTURE_MARGIN, 50, 400, 15.0),
    PARAM(SEE_QUIET_MARGIN, 10, 200, 8.0),
    PARAM(SEE_MAX_DEPTH, 2, 12, 0.5),
    PARAM(LMR_BASE_X100, 0, 150, 6.0),
    PARAM(LMR_DIVISOR_X100, 120, 400, 12.0),
};
#undef PARAM

bool iequals(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](char x, char y) { return std::tolower((unsigned char)x) == std::tolower((unsigned char)y); });
}

}  // namespace

std::span<const TuneParam> tune_params() { return PARAMS; }

const TuneParam* find_tune_param(std::string_view name) {
  for (const TuneParam& p : PARAMS)
    if (iequals(p.name, name)) return &p;
  return nullptr;
}

bool set_tune_param(const TuneParam& p, int v) {
  if (!p.value || v < p.min || v > p.max) return false;
  *p.value = v;
#ifdef PILI_TUNE
  REDUCTIONS.build();
#endif
  return true;
}

}  // namespace pili::search
