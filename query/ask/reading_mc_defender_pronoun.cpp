// "Klaw attacks ... I'd like to defend with him (DEF 2) but he isn't ready":
// what a player defends with is that player's character, never the enemy
// attacking, so a pronoun there that went to the enemy goes to the latest
// hero or ally named; and the same pronoun after it, until the enemy is
// named again, stands for that character too.
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

bool he(const std::string& w) {
  return w == "he" || w == "him" || w == "his" || w == "he's";
}
bool she(const std::string& w) {
  return w == "she" || w == "her" || w == "hers" || w == "she's";
}

bool enemy(Head h) {
  return h == Head::kVillain || h == Head::kMinion;
}

}  // namespace

void defender_pronouns(std::vector<Mention>& ms, const std::vector<Clause>& cs) {
  for (const Clause& c : cs) {
    if (c.verb != Verb::kDefend || c.with < 0) continue;
    Mention& p = ms[static_cast<size_t>(c.with)];
    if (p.head != Head::kPronoun || p.refers_to < 0) continue;
    const int was = resolve(ms, c.with);
    if (!enemy(ms[static_cast<size_t>(was)].head)) continue;
    int now = -1;
    for (int j = c.with; j-- > 0 && now < 0;)
      if (ms[static_cast<size_t>(j)].head == Head::kHero ||
          ms[static_cast<size_t>(j)].head == Head::kAlly)
        now = j;
    if (now < 0) continue;
    const bool male = he(p.name);
    p.refers_to = now;
    for (size_t k = static_cast<size_t>(c.with) + 1; k < ms.size(); ++k) {
      Mention& q = ms[k];
      if (q.head != Head::kPronoun) {
        // (The enemy named again: its pronouns are its own once more.)
        if (q.name == ms[static_cast<size_t>(was)].name) break;
        continue;
      }
      if (q.refers_to >= 0 && resolve(ms, static_cast<int>(k)) == was &&
          (male ? he(q.name) : she(q.name)))
        q.refers_to = now;
    }
  }
}

}  // namespace arbiter::query::ask
