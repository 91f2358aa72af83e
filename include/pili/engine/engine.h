// The engine facade: everything a front end (UCI, UCCI, the match runner's
// self-play, the browser board, tests) needs, behind the EngineApi interface
// (engine_api.h). It owns the position, the hash and the search thread, and
// is the only place where move text becomes moves and moves become text.
// Search runs on background threads and reports through callbacks; every
// call here returns promptly.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "pili/engine/engine_api.h"
#include "pili/search/limits.h"

namespace pili {

namespace egtb {
class Tablebases;
}

class Engine : public EngineApi {
 public:
  Engine();
  ~Engine() override;
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // --- Configuration (only while not searching) ---------------------------
  bool set_variant(std::string_view name, std::string& err) override;
  Variant variant() const override;
  const Settings& settings() const override;
  bool configure(const Settings& s, std::string& err) override;
  void clear_hash() override;
  void new_game() override;
  // The moves a level or randomness draws come from a generator seeded from
  // the clock; a fixed seed makes them repeat (tests, reproducible games).
  void set_random_seed(uint64_t seed);

  // --- Evaluation ----------------------------------------------------------
  bool load_eval_file(const std::string& path, std::string& err) override;
  uint32_t net_checksum() const override;
  bool nnue_active() const override;

  // --- Opening book (src/engine/book.cpp) ------------------------------------
  bool load_book(const std::vector<std::string>& paths, std::string& err) override;
  std::string book_description() const override;

  // --- Endgame tablebases (src/engine/tablebase.cpp) ------------------------
  bool load_tablebases(const std::string& dir, std::string& err) override;
  std::string tablebase_description() const override;
  // Tables already loaded elsewhere, shared rather than read again (the
  // board's sessions share the server's); null forgets them.
  void use_tablebases(std::shared_ptr<const egtb::Tablebases> tables, const std::string& dir);

  // --- Position ------------------------------------------------------------
  bool set_position(const std::string& fen, const std::vector<std::string>& moves, std::string& err) override;
  bool set_ban_moves(const std::vector<std::string>& moves, std::string& err) override;
  std::string fen() const override;
  Color side_to_move() const override;
  std::string board_diagram() const override;
  std::string eval_report() const override;
  int static_eval() const override;
  std::vector<std::string> legal_moves() const override;
  Verdict verdict() const override;
  bool in_check() const override;
  uint64_t perft(int depth, const PerftFn& perMove) override;

  // --- Search --------------------------------------------------------------
  void go(const PlanFn& plan, InfoFn onInfo, BestFn onBest) override;
  using EngineApi::go;
  void stop() override;
  void ponderhit() override;
  void wait() override;
  bool searching() const override;
  std::optional<ProbeResult> probe() const override;

 private:
  struct Impl;  // src/engine/engine_impl.h
  std::unique_ptr<Impl> impl;
};

}  // namespace pili
