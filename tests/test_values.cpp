// engine::Values, a run's values as sorted pairs, must read as the
// std::map it replaced: key order, the last of a key set twice, and the
// sort order a builder reuses only for the same keys.
#include <catch2/catch.hpp>

#include <map>
#include <stdexcept>
#include <string>

#include "engine/core/values.h"

using arbiter::engine::Values;
using arbiter::engine::ValuesBuilder;

namespace {

Values built(const std::vector<std::pair<std::string, std::string>>& sets) {
  ValuesBuilder b(sets.size());
  for (const auto& [key, value] : sets) b.set(key, "", value);
  return std::move(b).take();
}

std::map<std::string, std::string> assigned(
    const std::vector<std::pair<std::string, std::string>>& sets) {
  std::map<std::string, std::string> m;
  for (const auto& [key, value] : sets) m[key] = value;
  return m;
}

}  // namespace

TEST_CASE("Values from a builder are a map's, the last set of a key winning", "[engine]") {
  const std::vector<std::vector<std::pair<std::string, std::string>>> runs = {
      {{"villain.damage", "3"},
       {"hero.hand", "5"},
       {"ally.in-play", "true"},
       {"ally.in-play", "false"},
       {"game.winner", "none"}},
      // The same keys again (the order reused), other values.
      {{"villain.damage", "4"},
       {"hero.hand", "2"},
       {"ally.in-play", "false"},
       {"ally.in-play", "true"},
       {"game.winner", "hero"}},
      // Other keys as many: sorted anew.
      {{"b", "1"}, {"a", "2"}, {"c", "3"}, {"a", "4"}, {"a", "5"}},
      {},
      {{"z", "1"}}};
  for (const auto& sets : runs) {
    const Values v = built(sets);
    const std::map<std::string, std::string> want = assigned(sets);
    CHECK(static_cast<std::map<std::string, std::string>>(v) == want);
    CHECK(v == Values(want));
  }
}

TEST_CASE("Values looks up, sets, erases and keeps what another has alike", "[engine]") {
  Values v = built({{"b", "2"}, {"a", "1"}, {"d", "4"}});
  CHECK(v.at("a") == "1");
  CHECK_THROWS_AS(v.at("c"), std::out_of_range);
  CHECK(v.count("d") == 1);
  CHECK(v.find("c") == v.end());
  v.set("c", "3");
  v.set("a", "0");
  CHECK(static_cast<std::map<std::string, std::string>>(v) ==
        std::map<std::string, std::string>{{"a", "0"}, {"b", "2"}, {"c", "3"}, {"d", "4"}});
  CHECK(v.erase("b") == 1);
  CHECK(v.erase("b") == 0);
  v.keep_alike(built({{"a", "0"}, {"c", "other"}, {"d", "4"}, {"e", "5"}}));
  CHECK(static_cast<std::map<std::string, std::string>>(v) ==
        std::map<std::string, std::string>{{"a", "0"}, {"d", "4"}});
}

TEST_CASE("Values keep their keys whatever runs come after", "[engine]") {
  // Runs with the same keys share them; a run with others replaces the
  // builder's table, and the first runs' keys must still read.
  const Values a = built({{"villain.exhausted", "false"}, {"villain.remaining", "7"}});
  const Values b = built({{"villain.exhausted", "true"}, {"villain.remaining", "7"}});
  const Values other = built({{"a-much-longer-key-than-any-before", "1"}});
  Values c = a;
  c.set("villain.added-after-a-while", "x");
  CHECK(a.size() == 2);
  CHECK(static_cast<std::map<std::string, std::string>>(a) ==
        std::map<std::string, std::string>{{"villain.exhausted", "false"},
                                           {"villain.remaining", "7"}});
  CHECK(c.at("villain.added-after-a-while") == "x");
  CHECK(c.at("villain.remaining") == "7");
  CHECK(other.at("a-much-longer-key-than-any-before") == "1");
  Values kept = a;
  kept.keep_alike(b);
  CHECK(static_cast<std::map<std::string, std::string>>(kept) ==
        std::map<std::string, std::string>{{"villain.remaining", "7"}});
  CHECK_FALSE(a == b);
  CHECK(a == Values(static_cast<std::map<std::string, std::string>>(a)));
}

TEST_CASE("Two builders on one thread give each its own keys", "[engine]") {
  built({{"x.one", "1"}, {"x.two", "2"}});
  ValuesBuilder first(2), second(2);
  first.set("x", ".one", "1");
  second.set("y", ".one", "3");
  second.set("y", ".two", "4");
  const Values from_second = std::move(second).take();
  first.set("x", ".two", "2");
  const Values from_first = std::move(first).take();
  CHECK(static_cast<std::map<std::string, std::string>>(from_first) ==
        std::map<std::string, std::string>{{"x.one", "1"}, {"x.two", "2"}});
  CHECK(static_cast<std::map<std::string, std::string>>(from_second) ==
        std::map<std::string, std::string>{{"y.one", "3"}, {"y.two", "4"}});
}
