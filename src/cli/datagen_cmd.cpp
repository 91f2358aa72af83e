// `pili datagen`: self-play training data for a learned evaluation, and
// `--export-features`, the converter to the trainer's position records
// (docs/nnue-training.md). A run is split over machines with --shard k/n
// like pili-match's -shard, and resumes where a killed run stopped.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <set>

#include "cli_common.h"
#include "commands.h"
#include "datagen_export.h"
#include "datagen_play.h"
#include "pili/rules/variant.h"

namespace pili::app {
namespace {

using namespace datagen;
using Clock = std::chrono::steady_clock;

struct DatagenOptions {
  std::string variant = default_variant_name();
  PlayOptions play;
  int games = 1000;
  int threads = 1;
  size_t hashMb = 16;
  std::string shard = "1/1";
  int shardIndex = 1, shardCount = 1;
  std::string openingsFile;
  std::string evalFile;  // play with this net (the settings name it by its checksum)
  bool noNnue = false;   // play with the hand-crafted evaluation, not the built-in net
  std::string out;
  ExportOptions exp;
};

bool parse_shard(DatagenOptions& o, std::string& err) {
  auto slash = o.shard.find('/');
  try {
    if (slash != std::string::npos) {
      size_t a = 0, b = 0;
      o.shardIndex = std::stoi(o.shard.substr(0, slash), &a);
      o.shardCount = std::stoi(o.shard.substr(slash + 1), &b);
      if (a == slash && b == o.shard.size() - slash - 1 && o.shardCount >= 1 && o.shardIndex >= 1 &&
          o.shardIndex <= o.shardCount)
        return true;
    }
  } catch (...) {}
  return err = "--shard: expected K/N with 1 <= K <= N, got '" + o.shard + "'", false;
}

bool read_openings(const std::string& path, std::vector<std::string>& out, std::string& err) {
  std::ifstream in(path);
  if (!in) return err = "cannot open " + path, false;
  for (std::string line; std::getline(in, line);) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (!line.empty() && line[0] != '#') out.push_back(line);
  }
  if (out.empty()) return err = path + " holds no FEN", false;
  return true;
}

// Opens (or creates) the game file. An existing file must have been made
// with the same settings; its whole records are kept and a torn last one
// is cut off. `done` gets the game indices already on record.
bool open_game_file(const std::string& path, const FileHeader& want, std::set<uint32_t>& done,
                    uint64_t& positions, std::string& err) {
  namespace fs = std::filesystem;
  std::error_code ec;
  auto size = fs::exists(path, ec) ? fs::file_size(path, ec) : 0;
  std::vector<uint8_t> header = encode_header(want);
  if (size < header.size()) {
    // New, or killed while its header was written: start it afresh (but
    // never over a file that is something else).
    std::ifstream in(path, std::ios::binary);
    std::vector<uint8_t> head(size);
    if (size) in.read(reinterpret_cast<char*>(head.data()), std::streamsize(size));
    if (!std::equal(head.begin(), head.end(), header.begin()))
      return err = path + " exists and is not a game file of these settings; refusing to write to it", false;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(header.data()), std::streamsize(header.size()));
    if (!out) return err = "cannot write " + path, false;
    return true;
  }
  GameReader reader;
  if (!reader.open(path, err)) return false;
  if (reader.header().variant != want.variant || reader.header().settings != want.settings)
    return err = path + " was made with other settings:\n  file: " + reader.header().settings +
                 "\n  now:  " + want.settings + "\nuse another --out file, or the file's settings",
           false;
  GameRecord g;
  for (;;) {
    GameReader::Status s = reader.next(g, err);
    if (s == GameReader::Ok) {
      done.insert(g.index);
      positions += g.plies.size();
      continue;
    }
    if (s == GameReader::Corrupt) return err = path + ": " + err, false;
    if (s == GameReader::Torn) {
      std::cerr << "datagen: " << path << ": the last game record is incomplete (a killed run); dropping it\n";
      fs::resize_file(path, reader.offset(), ec);
      if (ec) return err = "cannot truncate " + path + ": " + ec.message(), false;
    }
    return true;
  }
}

int run_datagen(DatagenOptions& o) {
  std::string err;
  auto v = cli_variant(o.variant);
  if (!v) return EXIT_TROUBLE;
  o.play.variant = *v;
  // Covered pieces (docs/rules/jieqi.md D6): self-play would deal the
  // identities (pili/rules/jieqi_deal.h), but must also choose whose view of
  // the hidden pieces each recorded position holds; not written yet.
  if (profile(*v).coveredPieces) {
    std::cerr << "error: datagen cannot play " << variant_name(*v)
              << " yet: its self-play does not deal the covered pieces (docs/rules/jieqi.md D6)\n";
    return EXIT_TROUBLE;
  }
  if (!parse_shard(o, err) || (!o.openingsFile.empty() && !read_openings(o.openingsFile, o.play.openings, err))) {
    std::cerr << "error: " << err << "\n";
    return EXIT_TROUBLE;
  }
  Engine engine;
  if (!engine.set_variant(variant_name(*v), err)) {
    std::cerr << "error: " << err << "\n";
    return EXIT_TROUBLE;
  }
  engine.set(&Settings::useNnue, !o.noNnue);
  if (!o.evalFile.empty() && !use_eval_file(engine, o.evalFile)) return EXIT_TROUBLE;
  std::string settings = settings_text(o.play) + " shard=" + o.shard;
  // A resumed run must play with the same net: the settings name it.
  if (engine.nnue_active()) {
    char hex[9];
    std::snprintf(hex, sizeof hex, "%08x", unsigned(engine.net_checksum()));
    settings += std::string(" net=") + hex;
  }
  FileHeader header{*v, settings};
  std::set<uint32_t> done;
  uint64_t positions = 0;
  if (!open_game_file(o.out, header, done, positions, err)) {
    std::cerr << "error: " << err << "\n";
    return EXIT_TROUBLE;
  }
  engine.set(&Settings::threads, o.threads);
  engine.set(&Settings::hashMb, o.hashMb);
  if (o.threads > 1) std::cerr << "datagen: note: more than one thread per search makes the games irreproducible\n";

  std::vector<uint32_t> todo;
  for (int i = 0; i < o.games; ++i)
    if (i % o.shardCount == o.shardIndex - 1 && !done.count(uint32_t(i))) todo.push_back(uint32_t(i));
  if (!done.empty())
    std::cerr << "datagen: resuming " << o.out << ": " << done.size() << " games and " << positions
              << " positions on record, " << todo.size() << " games to play\n";
  std::ofstream out(o.out, std::ios::binary | std::ios::app);
  auto t0 = Clock::now(), lastReport = t0;
  uint64_t newPositions = 0, played = 0, dropped = 0;
  auto report = [&](bool final) {
    double hours = std::chrono::duration<double>(Clock::now() - t0).count() / 3600.0;
    std::cerr << "datagen: " << played << "/" << todo.size() << " games (" << dropped << " dropped), "
              << newPositions << " positions, "
              << (hours > 0 ? uint64_t(double(newPositions) / hours) : 0) << " positions/hour"
              << (final ? "\n" : "\r") << std::flush;
  };
  for (uint32_t index : todo) {
    GameRecord g;
    if (!play_game(engine, o.play, index, g, err)) {
      std::cerr << "\nerror: game " << index << ": " << err << "\n";
      return EXIT_TROUBLE;
    }
    std::vector<uint8_t> bytes = encode_record(g);
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    out.flush();  // a kill loses at most the game being written
    if (!out) {
      std::cerr << "\nerror: cannot write " << o.out << "\n";
      return EXIT_TROUBLE;
    }
    ++played;
    dropped += g.dropped();
    newPositions += g.plies.size();
    if (Clock::now() - lastReport > std::chrono::seconds(10)) report(false), lastReport = Clock::now();
  }
  report(true);
  return EXIT_OK;
}

int run_export(DatagenOptions& o) {
  ExportStats st;
  std::string err;
  o.exp.out = o.out;
  if (!export_features(o.exp, st, err)) {
    std::cerr << "error: " << err << "\n";
    return EXIT_TROUBLE;
  }
  std::cerr << "datagen: " << st.games << " games, " << st.positions << " positions written"
            << (o.exp.mirror ? " + " + std::to_string(st.mirrored) + " mirrored (" +
                                   std::to_string(st.mirrorRefused) + " not mirrorable)"
                             : "")
            << "; skipped " << st.skippedNoisy << " in check or capturing, " << st.skippedScore
            << " by score\n";
  return EXIT_OK;
}

}  // namespace

void add_datagen_command(CLI::App& app, int& exitCode) {
  auto o = std::make_shared<DatagenOptions>();
  CLI::App* cmd = app.add_subcommand(
      "datagen", "self-play training data for a learned evaluation, and its conversion for the trainer");
  cmd->add_option("--variant", o->variant, "one of " + variant_names() + " (any case)");
  auto* nodes = cmd->add_option("--nodes", o->play.nodes, "nodes per search (default 5000)")
                    ->check(CLI::Range(1ull, 1ull << 40));
  auto* depth = cmd->add_option("--depth", o->play.depth, "depth per search instead of nodes")->check(CLI::Range(1, 100));
  cmd->add_option("--games", o->games, "games of the whole run, all shards together")->check(CLI::Range(1, 1 << 30));
  cmd->add_option("--seed", o->play.seed, "seed of the random openings");
  cmd->add_option("--threads", o->threads, "threads per search (1 = reproducible games)")->check(option_range("Threads"));
  cmd->add_option("--hash", o->hashMb, "hash table MB")->check(option_range("Hash"));
  cmd->add_option("--shard", o->shard, "play games i with i % N == K-1 only (K/N)");
  cmd->add_option("--random-plies", o->play.randomPlies, "random legal moves before the first search")
      ->check(CLI::Range(0, 200));
  cmd->add_option("--balance", o->play.balance, "drop a game whose |score| after the opening exceeds this (0: off)")
      ->check(CLI::Range(0, 30000));
  cmd->add_option("--adjudicate-score", o->play.adjudicateScore, "a side this far ahead ...")->check(CLI::Range(1, 30000));
  cmd->add_option("--adjudicate-plies", o->play.adjudicatePlies, "... for this many plies in a row wins (0: off)")
      ->check(CLI::Range(0, 1000));
  cmd->add_option("--max-plies", o->play.maxPlies, "a game this long is a draw")->check(CLI::Range(1, 100000));
  auto* evalFile = cmd->add_option("--eval-file", o->evalFile, "play with this NNUE net file (docs/nnue.md), the variant's");
  cmd->add_flag("--no-nnue", o->noNnue, "play with the hand-crafted evaluation, not the built-in net")->excludes(evalFile);
  cmd->add_option("--openings", o->openingsFile, "start FENs, one a line (game i takes line i mod count)");
  cmd->add_option("--out", o->out, "game file (appended to; a killed run resumes), or the position file")->required();
  cmd->add_option("--export-features", o->exp.inputs, "convert these game files to position records in --out");
  cmd->add_flag("--mirror", o->exp.mirror, "export: also write each position mirrored left-right");
  cmd->add_flag("--keep-noisy", o->exp.keepNoisy, "export: keep positions in check or whose move captures");
  cmd->add_option("--max-score", o->exp.maxScore, "export: skip positions with |score| above this (0: keep)")
      ->check(CLI::Range(0, 30000));
  cmd->callback([o, &exitCode, nodes, depth] {
    if (depth->count() && !nodes->count()) o->play.nodes = 0;
    exitCode = o->exp.inputs.empty() ? run_datagen(*o) : run_export(*o);
  });
}

}  // namespace pili::app
