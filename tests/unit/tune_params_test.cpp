// The tunable search parameters (search/tune_params.h): each starts inside
// its range with a step the range can take, names are unique and found in
// any case, and only a -DPILI_TUNE=ON build takes them as options.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "pili/engine/option_table.h"
#include "pili/search/tune_params.h"

using namespace pili;
using namespace pili::search;

TEST(TuneParams, EachStartsInsideItsRangeWithAStepItCanTake) {
  ASSERT_FALSE(tune_params().empty());
  std::set<std::string> names;
  for (const TuneParam& p : tune_params()) {
    EXPECT_TRUE(names.insert(p.name).second) << p.name;
    EXPECT_LT(p.min, p.max) << p.name;
    EXPECT_TRUE(p.min <= p.def && p.def <= p.max) << p.name;
    EXPECT_GT(p.cEnd, 0) << p.name;
    EXPECT_LE(p.cEnd * 4, p.max - p.min) << p.name;  // room for the perturbation on both sides
    EXPECT_EQ(find_tune_param(p.name), &p);
  }
  EXPECT_EQ(find_tune_param("rfp_margin"), find_tune_param("RFP_MARGIN"));
  EXPECT_EQ(find_tune_param("NO_SUCH_PARAMETER"), nullptr);
}

TEST(TuneParams, OptionsOnlyInATuneBuild) {
  const TuneParam& p = *find_tune_param("RFP_MARGIN");
  const OptionSpec* o = find_option(p.name);
  if (!TUNE_BUILD) {
    EXPECT_EQ(o, nullptr);
    EXPECT_FALSE(set_tune_param(p, p.def));  // constants: nothing to write
    return;
  }
  ASSERT_NE(o, nullptr);
  EXPECT_EQ(o->min, p.min);
  EXPECT_EQ(o->max, p.max);
  EXPECT_FALSE(set_tune_param(p, p.max + 1));
  EXPECT_TRUE(set_tune_param(p, p.def + 1));
  EXPECT_EQ(*p.value, p.def + 1);
  EXPECT_TRUE(set_tune_param(p, p.def));
}
