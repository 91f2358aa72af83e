// The variant-free part of pili-tune: samples as linear models, the target
// each is fitted to, and the gradient descent.
//
// A sample's evaluation (the first side's point of view, Red or White) is
//   (rest + sum_i w_i * x_i) * scale + offset,
// linear in the parameters w; the fit minimises the mean squared error
// between the target and sigmoid(K * evaluation), K chosen first so that the
// current parameters fit best.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace pili::tune {

struct Sample {
  float target = 0;   // 0..1 for the first side: a game result or a squashed engine score
  float scale = 1;    // xiangqi's drawish-material scale
  double rest = 0;    // everything not fitted
  double offset = 0;  // added after scaling (xiangqi's tempo)
  std::vector<std::pair<int, float>> x;  // (parameter, first side's count - second side's)
};

double predict(const Sample& s, const double* w);
double sigmoid(double k, double v);

// One line of a positions file: "FEN;RESULT" or "FEN;RESULT;SCORE", RESULT 1,
// 0.5 or 0 and SCORE in centipawns, both for the first side. The target is
// (1 - mix) * RESULT + mix * sigmoid(SCORE) (a score-labelled line with
// mix 0 uses the result alone). False when the line has neither.
bool parse_line(const std::string& line, double mix, std::string& fen, float& target);

struct FitOptions {
  int iterations = 300;
  double rate = 2.0;
  double lambda = 0.001;  // L2 pull towards the starting values
  double k = 0;           // the logistic scale; 0: the best for the current values
  const std::vector<Sample>* validation = nullptr;  // held-out positions: error printed, not fitted
};

// Fits w (starting values in, fitted values out, parameters no sample uses
// left alone). Prints K and the errors before and after. With engine scores
// as targets, K 1 keeps the evaluation in the engine's centipawns; a K
// chosen from a noisy evaluation would stretch every weight by 1/K.
void fit(const std::vector<Sample>& data, std::vector<double>& w, const FitOptions& opt);

// Rewrites every "/* NAME */ value," of `path` whose NAME is in `names`
// with the value of the same index; false unless all were found.
bool write_named(const std::string& path, const std::vector<std::string>& names, const std::vector<int>& values);

bool read_file(const std::string& path, std::string& out);

}  // namespace pili::tune
