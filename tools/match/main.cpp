// pili-match: engine-vs-engine matches refereed by Pili's rule core.
#include <iostream>
#include <string>
#include <vector>

#include "match/runner.h"
#include "match/summary.h"
#include "pili/rules/variant.h"

int main(int argc, char** argv) {
  using namespace pili;
  using namespace pili::match;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "-help" || args[0] == "--help" || args[0] == "-h") {
    std::cout << usage();
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "merge") return merge_command({args.begin() + 1, args.end()});

  MatchConfig cfg;
  std::string err;
  if (!parse_match_args(args, cfg, err)) {
    std::cerr << "error: " << err << "\n";
    return 2;
  }
  auto v = parse_variant(cfg.variant);
  if (!v) {
    std::string names;
    for (Variant known : ALL_VARIANTS) names.append(names.empty() ? "" : ", ").append(variant_name(known));
    std::cerr << "error: unknown variant '" << cfg.variant << "' (" << names << ")\n";
    return 2;
  }
  if (!variant_available(*v)) {
    std::cerr << "error: variant '" << cfg.variant << "' is not built into this binary yet\n";
    return 2;
  }
  return visit_rules(*v, [&]<class R>() { return run_match<R>(cfg); });
}
