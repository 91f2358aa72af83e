// The factorizer of a v2 net's first layer (docs/nnue-training.md,
// "Factorised king buckets"), as nnue-pytorch trains king buckets: while
// training, each v2 input (king bucket b, v1 input f) also feeds a shared
// row for f, so the row the engine uses is
//   W[b][f] = bucket row W_b[f] + shared row S[f],
// and S learns from every position whatever the king's bucket. Starting
// from S drawn as v1's layer and W_b = 0, a run begins as a net without
// buckets and lets the buckets learn only what differs. The net file holds
// the sums (folded()): the engine never sees the shared rows.
//
// The shared row of f is indexed by f as it stands inside the bucket's
// block, i.e. after the mirror of king_buckets.h: a mirrored and an
// unmirrored king in one bucket already share W_b rows, so they share S.
#pragma once

#include <cstddef>

#include "nnue-train/float_net.h"

namespace pili::train {

// `net` with the shared rows added into every bucket's rows, as a v2 net
// without them; `out` is overwritten (its memory reused across calls).
void fold_factor(const FloatNet& net, FloatNet& out);
FloatNet folded(const FloatNet& net);

// A factorised net whose bucket rows are `net`'s and shared rows zero (a
// start from a net file).
FloatNet with_factor(const FloatNet& net);

// grad's shared rows [begin, end) (v1 inputs) += the sum of the gradients
// of their bucket rows: d loss / d S[f] = sum over b of d loss / d W[b][f].
void add_factor_gradient(const Layout& lay, float* grad, size_t begin, size_t end);

// The first layer's clip on a factorised net: shared rows and biases to
// +-FT_LIMIT, each bucket row so that bucket + shared stays in +-FT_LIMIT
// (the folded net then meets the unfactorised bounds).
void clip_factorised(FloatNet& net);

}  // namespace pili::train
