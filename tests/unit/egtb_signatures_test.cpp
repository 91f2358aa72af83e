// `pili egtb gen --all --max A+D --shard k/n`: the scope's signatures, their
// order (captures first) and the shards (disjoint, all of them together).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "pili/egtb/signatures.h"

using namespace pili;
using namespace pili::egtb;

namespace {

std::vector<std::string> names(const std::vector<Material>& list) {
  std::vector<std::string> out;
  for (const Material& m : list) out.push_back(m.name());
  return out;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

TEST(EgtbSignatures, ParsesScopesAndShards) {
  std::string err;
  auto s = parse_scope("2+4", err);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->attackers, 2);
  EXPECT_EQ(s->defenders, 4);
  for (const char* bad : {"", "2", "2+", "+4", "2-4", "7+4", "2+9", "a+b", "2+4x"}) {
    err.clear();
    EXPECT_FALSE(parse_scope(bad, err)) << bad;
    EXPECT_FALSE(err.empty());
  }
  auto sh = parse_shard("3/8", err);
  ASSERT_TRUE(sh);
  EXPECT_EQ(sh->k, 3);
  EXPECT_EQ(sh->n, 8);
  for (const char* bad : {"0/8", "9/8", "1/0", "3", "3/", "/8", "3/8/1"}) EXPECT_FALSE(parse_shard(bad, err)) << bad;
}

// Each signature once, canonical, within the scope, closed under captures
// and every capture's table listed before the table that needs it.
TEST(EgtbSignatures, ScopeIsClosedAndInDependencyOrder) {
  for (Scope scope : {Scope{0, 0}, Scope{1, 2}, Scope{2, 4}}) {
    auto all = all_signatures(scope);
    auto list = names(all);
    std::map<std::string, size_t> at;
    for (size_t i = 0; i < list.size(); ++i) {
      EXPECT_TRUE(at.emplace(list[i], i).second) << "twice: " << list[i];
      std::string err;
      auto m = parse_material(list[i], err);
      ASSERT_TRUE(m) << err;
      EXPECT_EQ(m->name(), list[i]) << "not canonical";
      int att = 0, def = 0;
      for (const auto& side : m->side)
        for (PieceType pt : side) (pt == ADVISOR || pt == ELEPHANT ? def : att)++;
      EXPECT_LE(att, scope.attackers) << list[i];
      EXPECT_LE(def, scope.defenders) << list[i];
    }
    for (size_t i = 0; i < all.size(); ++i)
      for (const Material& c : capture_children(all[i])) {
        ASSERT_TRUE(at.count(c.name())) << c.name() << " (a capture of " << list[i] << ") is missing";
        EXPECT_LT(at[c.name()], i) << c.name() << " comes after " << list[i];
      }
    EXPECT_EQ(list.front(), "KvK");
  }
  auto one = names(all_signatures({1, 2}));
  for (const char* sig : {"KRvK", "KRvKAA", "KRvKAB", "KNAvKA", "KPvKBB", "KCABvK"})
    EXPECT_TRUE(contains(one, sig)) << sig;
  for (const char* sig : {"KRvKR", "KRvKAAB", "KNPvK"}) EXPECT_FALSE(contains(one, sig)) << sig;
  auto two = names(all_signatures({2, 4}));
  for (const char* sig : {"KRvKAABB", "KNPvKAB", "KRvKNAA", "KCAvKAA", "KRvKR", "KPPvK", "KRRvK"})
    EXPECT_TRUE(contains(two, sig)) << sig;
  for (const char* sig : {"KRNvKR", "KPPPvK", "KRCvKP"}) EXPECT_FALSE(contains(two, sig)) << sig;
}

TEST(EgtbSignatures, ShardsAreDisjointAndCoverTheScope) {
  auto all = names(all_signatures({1, 2}));
  for (int n : {1, 2, 3, 7, int(all.size()) + 2}) {
    std::multiset<std::string> together;
    for (int k = 1; k <= n; ++k) {
      auto share = names(shard_of(all_signatures({1, 2}), Shard{k, n}));
      // A share keeps the scope's order, so its own tables come captures first.
      for (size_t i = 1; i < share.size(); ++i)
        EXPECT_LT(std::find(all.begin(), all.end(), share[i - 1]), std::find(all.begin(), all.end(), share[i]));
      EXPECT_LE(share.size(), all.size() / size_t(n) + 1);
      together.insert(share.begin(), share.end());
    }
    EXPECT_EQ(together.size(), all.size()) << n << " shards";
    for (const std::string& s : all) EXPECT_EQ(together.count(s), 1u) << s << " in " << n << " shards";
  }
}
