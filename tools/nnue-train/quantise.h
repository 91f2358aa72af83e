// The float network <-> the engine's integer Network (network.h; v2:
// quantise_v2.cpp), which
// net_file.h writes and reads. The rules are tools/nnue/model.py's:
// round to nearest (ties to even) x QA for the first layer, x QB for the
// output weights, x QA x QB for the output biases; a net that needs more
// than rounding to meet the loader's bounds is refused.
#pragma once

#include <string>
#include <vector>

#include "nnue-train/float_net.h"
#include "pili/eval/nnue/network.h"

namespace pili::train {

// False with `err` set when a bound fails (a net trained without clip()).
// `notes` lists what rounding made necessary (clamps by one, scalings
// above 0.99).
bool quantise(const FloatNet& net, Variant variant, const std::string& description,
              eval::nnue::Network& out, std::vector<std::string>& notes, std::string& err);

// The float network equal to a net file's weights (training continues from it).
FloatNet dequantise(const eval::nnue::Network& net);

// The same for v2 nets (quantise_v2.cpp); quantise() and dequantise()
// hand a v2 net to them.
bool quantise_v2(const FloatNet& net, Variant variant, const std::string& description,
                 eval::nnue::Network& out, std::string& err);
FloatNet dequantise_v2(const eval::nnue::Network& net);

}  // namespace pili::train
