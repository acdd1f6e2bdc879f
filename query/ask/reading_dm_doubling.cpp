// A doubling told with no die named: "i give +2A first then double A",
// "After blocks: Global doubles A, then action die +2A". It is the one die
// of the side that doubled: the asker's when the asker or no one did it,
// the other side's when the other player did.
#include <set>
#include <string>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// A verb at token v told as not done, or not yet: "forgot to", "could",
// "if I", "wanted to" before it in its clause.
bool undone(const std::vector<Token>& t, size_t v) {
  static const std::set<std::string> kUndone = {"forgot", "forget", "could",  "should",
                                                "would",  "if",     "wanted", "want",
                                                "might",  "may",    "can",    "whether"};
  for (size_t k = v; k-- > 0 && k + 4 > v && !t[k].ends();)
    if (kUndone.count(t[k].text)) return true;
  return false;
}

}  // namespace

void place_unaimed_doublings(Reading& r, DmDice& dd, const std::vector<Token>& tokens,
                             const std::string& asker) {
  for (const DmDice::Doubling& doubling : dd.unaimed_doublings) {
    // ("I did not double A", "I forgot to double A", "if I double A":
    // no doubling was done.)
    if (negated(r.words, tokens[doubling.token].at, &r.breaks) || undone(tokens, doubling.token))
      continue;
    // The side: the asker's ("p1" attacks, "p2" blocks); with no asker
    // told, a doubling no one is said to do is the attacker's.
    std::string side;
    if (doubling.by == Owner::kOther)
      side = asker == "p1" ? "blocker" : asker == "p2" ? "attacker" : "";
    else if (!asker.empty())
      side = asker == "p1" ? "attacker" : "blocker";
    else if (doubling.by == Owner::kUnsaid)
      side = "attacker";
    if (side.empty()) continue;
    Die* die = nullptr;
    int found = 0;
    for (Die& d : dd.dice)
      if (d.called.starts_with(side)) die = &d, ++found;
    if (found != 1) continue;
    give(*die, {"modify", doubling.defense ? "x2d" : "x2a", doubling.token, false});
    const auto [from, to] = dd.with_doubling.equal_range(doubling.token);
    for (auto it = from; it != to; ++it) give(*die, it->second);
    order_modifiers(*die, tokens);
    r.facts[die->called]["modify"] = die->facts["modify"];
  }
}

}  // namespace arbiter::query::ask
