// Net files written by the NNUE engine and protocol tests into a directory
// of their own: random nets inside the loader's bounds, a net built by hand
// whose preference is known, and files the loader must refuse.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "nnue_test_util.h"
#include "pili/eval/nnue/net_file.h"

namespace pili::nnuetest {

struct NetDir {
  std::filesystem::path path;
  explicit NetDir(const std::string& name)
      : path(std::filesystem::temp_directory_path() / ("pili-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~NetDir() { std::filesystem::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }

  std::string write(const std::string& name, const std::vector<uint8_t>& bytes) const {
    std::ofstream out(file(name), std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    return file(name);
  }
  std::string write(const std::string& name, const Network& net) const { return write(name, write_network(net)); }
};

// A xiangqi net that values one thing: a side's own chariot on its a1
// point (where a0a1 takes Red's from the start position), +793 cp for that
// side whichever side is to move, 0 for every other placement. Neuron 0 of
// a view fires (255) on that one feature; the output weight of the side to
// move's half is +127 and of the other's -127, so 255^2 * 127 / 255 = 32385
// and 32385 * 400 / 16320 = 793 (truncated).
inline Network chariot_a1_net() {
  Network net = Network::zero(Variant::Xiangqi);
  const int ownChariotOnA1 = (5 - 1) * 90 + 9;  // kind: own chariot (type 5); point a1 = 9
  net.ftWeights[ownChariotOnA1].v[0] = 255;
  for (OutputWeights& w : net.outWeights) {
    w.v[0] = 127;
    w.v[L1 + 0] = -127;
  }
  net.description = "test net: the own chariot on a1";
  return net;
}

// Files the loader refuses for xiangqi, with a word its message must hold.
struct BadNet {
  std::string path, why;
};
inline std::vector<BadNet> bad_xiangqi_nets(const NetDir& dir) {
  std::vector<uint8_t> good = write_network(random_network(Variant::Xiangqi, 3));
  std::vector<uint8_t> half(good.begin(), good.begin() + std::ptrdiff_t(good.size() / 2));
  std::vector<uint8_t> otherArch = good;
  otherArch[12] ^= 0x5a;  // the architecture hash
  std::vector<uint8_t> damaged = good;
  damaged[good.size() / 3] ^= 1;  // a weight: the checksum no longer matches
  std::string text;  // longer than a header, so that the magic is what fails
  for (int i = 0; i < 8; ++i) text += "this is not a net\n";
  return {
      {dir.write("garbage.nnue", std::vector<uint8_t>(text.begin(), text.end())), "magic"},
      {dir.write("truncated.nnue", half), "truncated"},
      {dir.write("atomic.nnue", random_network(Variant::Atomic, 4)), "variant"},
      {dir.write("arch.nnue", otherArch), "architecture"},
      {dir.write("damaged.nnue", damaged), "checksum"},
      {dir.file("missing.nnue"), "cannot open"},
  };
}

}  // namespace pili::nnuetest
