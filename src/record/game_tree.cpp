#include "pili/record/game_tree.h"

#include <algorithm>

namespace pili::record {

int GameTree::add(int parent, std::string move, std::string comment) {
  int index = int(nodes.size());
  nodes.push_back(TreeNode{std::move(move), std::move(comment), parent, {}});
  nodes[size_t(parent)].children.push_back(index);
  return index;
}

std::vector<std::string> GameTree::main_line() const {
  std::vector<std::string> out;
  for (int n = 0; !nodes[size_t(n)].children.empty();) {
    n = nodes[size_t(n)].children[0];
    out.push_back(nodes[size_t(n)].move);
  }
  return out;
}

void GameTree::cut(int node) {
  if (node <= 0 || node >= int(nodes.size())) return;
  std::vector<int>& kids = nodes[size_t(nodes[size_t(node)].parent)].children;
  if (!kids.empty() && kids[0] == node) kids.clear();
  else kids.erase(std::remove(kids.begin(), kids.end(), node), kids.end());
}

const std::string* GameTree::tag(const std::string& name) const {
  for (auto& [k, v] : tags)
    if (k == name) return &v;
  return nullptr;
}

void GameTree::set_tag(const std::string& name, const std::string& value) {
  for (auto& [k, v] : tags)
    if (k == name) return void(v = value);
  tags.emplace_back(name, value);
}

}  // namespace pili::record
