// `pili show`: a position as Unicode text in the terminal and as SVG, and
// the moves that led to it in a notation players write.
#include <fstream>
#include <iostream>

#include "board_view.h"
#include "diagram.h"
#include "notation_view.h"
#include "pili/engine/engine.h"
#include "pili/platform/platform.h"
#include "serve_commands.h"
#include "pili/rules/variant.h"

namespace pili::serve {

void add_show_command(CLI::App& app, int& exitCode) {
  struct Options {
    std::string variant = default_variant_name(), fen, svg, colour = "auto", notation = "coord";
    std::vector<std::string> moves;
    bool flip = false;
  };
  auto opt = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("show", "Draw a position as text (and as an SVG file with --svg)");
  cmd->add_option("--variant", opt->variant, "Variant")->capture_default_str();
  cmd->add_option("--fen", opt->fen, "Position (default: the variant's start)");
  cmd->add_option("--moves", opt->moves, "Moves played from the position");
  cmd->add_option("--notation", opt->notation, "How --moves are listed: coord, chinese, wxf or dual (meng, doubletris)")
      ->capture_default_str();
  cmd->add_option("--svg", opt->svg, "Also write the board as SVG to this file");
  cmd->add_flag("--flip", opt->flip, "Black at the bottom");
  cmd->add_option("--colour,--color", opt->colour, "auto (when stdout is a terminal), always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}))->capture_default_str();
  cmd->callback([opt, &exitCode] {
    Engine engine;
    engine.set(&Settings::hashMb, 1);
    std::string err;
    if (!engine.set_variant(opt->variant, err) || !engine.set_position(opt->fen, opt->moves, err)) {
      std::cerr << "error: " << err << "\n";
      exitCode = 2;
      return;
    }
    std::string canonical = variant_name(engine.variant());
    auto notation = notation_for(canonical, opt->notation, err);
    std::vector<std::string> texts;
    if (!notation || !write_moves(canonical, opt->fen, opt->moves, *notation, texts, err)) {
      std::cerr << "error: " << err << "\n";
      exitCode = 2;
      return;
    }
    auto view = parse_board(engine.fen());
    if (!view) {
      std::cerr << "error: cannot draw " << engine.fen() << "\n";
      exitCode = 2;
      return;
    }
    DiagramMarks marks;
    marks.flip = opt->flip;
    if (!opt->moves.empty()) {
      auto p = split_move(opt->moves.back(), view->reserve >= 0);
      marks.from = p.from, marks.to = p.to;
    }
    if (engine.in_check()) {
      char king = view->redToMove ? 'K' : 'k';
      for (int r = 0; r < view->ranks; ++r)
        for (int f = 0; f < view->files; ++f)
          if (view->at(f, r).piece == king) marks.check = view->square_name(f, r);
    }
    bool colour = opt->colour == "always" ||
                  (opt->colour == "auto" && platform::is_terminal(platform::StdStream::Out));
    std::cout << text_diagram(*view, marks, colour);
    if (!texts.empty()) std::cout << "Moves: " << numbered_moves(opt->fen, texts) << "\n";
    std::cout << "FEN: " << engine.fen() << "\n";
    Verdict v = engine.verdict();
    if (v.outcome != Outcome::Ongoing) std::cout << "Game over: " << v.reason << "\n";
    if (!opt->svg.empty()) {
      std::ofstream out(opt->svg);
      out << svg_diagram(*view, marks);
      if (!out) {
        std::cerr << "error: cannot write " << opt->svg << "\n";
        exitCode = 1;
      }
    }
  });
}

}  // namespace pili::serve
