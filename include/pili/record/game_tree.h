// A game with its variations and comments, as annotated PGN and XQF files
// hold it: a tree of moves whose first child continues the line and whose
// other children are alternatives to that first child.
//
// Nodes live in one vector and point at each other by index, so a long
// game costs no recursion to copy or destroy; the readers bound the number
// of nodes and how deeply variations nest, which bounds the recursion of
// everything that walks variations.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "pili/rules/variant.h"

namespace pili::record {

inline constexpr int MAX_TREE_NODES = 200000;
inline constexpr int MAX_VARIATION_DEPTH = 100;

struct TreeNode {
  std::string move;            // engine notation: "h2e2", "T@e4"; UCI on the 8x8 board; "" at the root
  std::string comment;         // after the move (the root's: before the first move)
  int parent = -1;
  std::vector<int> children;   // children[0] continues the line
};

struct GameTree {
  std::vector<std::pair<std::string, std::string>> tags;  // as read: Event, Site, Date, White, Black, ...
  std::string variant = default_variant_name();  // the canonical name (rules/variant.h) once resolved
  std::string fen;             // the start position ("" = the variant's start)
  std::string result = "*";    // "1-0", "0-1", "1/2-1/2" or "*"
  std::vector<TreeNode> nodes{TreeNode{}};  // nodes[0]: the start position
  // A record read in part (the readers' `partial`): why it stops early, the
  // first move that did not read; "" when it was read whole.
  std::string warning;

  // Adds a move after node `parent` (as its main continuation if it is the
  // first) and returns the new node's index.
  int add(int parent, std::string move, std::string comment = "");
  // The moves of the main line, from the start.
  std::vector<std::string> main_line() const;
  // Drops node `node` and what follows it. A move of the main line takes
  // the variations that replace it along (none of them becomes the line).
  void cut(int node);
  const std::string* tag(const std::string& name) const;
  void set_tag(const std::string& name, const std::string& value);
};

}  // namespace pili::record
