// The search parameters the SPSA tuner may move (tools/spsa/spsa.py,
// docs/search.md "Tuning the search"), with the range it keeps each in and
// its step. In a -DPILI_TUNE=ON build each is an engine option of the same
// name; `pili tune-params` prints the list in OpenBench's SPSA format.
#pragma once

#include <span>
#include <string_view>

namespace pili::search {

struct TuneParam {
  const char* name;  // the constant's name in search/tunables.h
  int def, min, max;
  // SPSA's final perturbation (OpenBench's c_end): about a twentieth of the
  // range, so that a step is large enough to be seen in a few hundred games.
  double cEnd;
  int* value;  // the variable a tune build reads; nullptr elsewhere
};

std::span<const TuneParam> tune_params();
const TuneParam* find_tune_param(std::string_view name);  // case-insensitive
// Whether this build reads the parameters at run time (-DPILI_TUNE=ON).
constexpr bool TUNE_BUILD =
#ifdef PILI_TUNE
    true;
#else
    false;
#endif
// Sets one (a tune build, between searches): false when out of range or not
// a tune build. Rebuilds what is derived from it (the LMR table).
bool set_tune_param(const TuneParam& p, int v);

}  // namespace pili::search
