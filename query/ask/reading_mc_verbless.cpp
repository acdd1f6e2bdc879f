// Clauses a Marvel Champions question says without a verb of their own:
// an attack taken ("took Rhino's attack"), and a character with ATK or
// THW said "vs", "into" or "on" another ("spidey atk 2 vs whiplash",
// "maria hill thw 2 on crowd control").
#include <algorithm>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

void add_taken_attack(const std::vector<Token>& t, const std::vector<Mention>& ms,
                      std::vector<Clause>& cs) {
  static const std::set<std::string> kTakes = {"takes",    "took",    "receives",
                                               "received", "suffers", "suffered"};
  for (size_t i = 3; i < t.size(); ++i) {
    if (!t[i].is("action", "attack") || t[i].text.ends_with("s") || !t[i - 1].word("'s")) continue;
    // The one whose attack it is, just before "'s"; the verb before it.
    int by = -1, to = -1;
    for (size_t m = 0; m < ms.size(); ++m)
      if (ms[m].head_token + 2 == i || (ms[m].first <= i - 2 && i - 2 <= ms[m].last))
        by = static_cast<int>(m);
    // (Nothing before it: "My She-Hulk's attack ..." opens the question.)
    if (by < 0 || ms[static_cast<size_t>(by)].first == 0) continue;
    const size_t verb = ms[static_cast<size_t>(by)].first - 1;
    const bool takes = kTakes.count(t[verb].text) > 0;
    const bool target_of = verb >= 1 && t[verb].word("of") &&
                           (t[verb - 1].word("target") || t[verb - 1].word("targets"));
    if (!takes && !target_of) continue;
    // The one it is made on: the mention before the verb, in its sentence.
    for (size_t m = 0; m < ms.size(); ++m) {
      if (ms[m].last >= verb || ms[m].head == Head::kNone) continue;
      bool crosses = false;
      for (size_t k = ms[m].last; k < verb; ++k) crosses |= t[k].ends_sentence();
      if (!crosses) to = static_cast<int>(m);
    }
    if (to < 0) continue;
    bool told = false;  // a verb already read there
    for (const Clause& c : cs) told |= c.token == i;
    if (told) continue;
    Clause c;
    c.verb = Verb::kAttack;
    c.token = i;
    c.subject = by;
    c.object = to;
    cs.push_back(c);
  }
  std::sort(cs.begin(), cs.end(),
            [](const Clause& a, const Clause& b) { return a.token < b.token; });
}

namespace {

// Where the words after mention a go on past more of its own ("jessica jones
// ally atk2 (no consequential) -> hydra merc", "hawkeye ally atk2 (1
// consequential), 2hp w/ 1 dmg -> crossbones"): the token, and the mention
// after it.
std::pair<size_t, size_t> past_own(const std::vector<Token>& t, const std::vector<Mention>& ms,
                                   size_t a) {
  size_t at = ms[a].last + 1;
  size_t next = a + 1;
  if (!ms[a].has("atk") && !ms[a].has("thw")) return {at, next};
  if (at < t.size() && t[at - 1].brk == '(') {
    size_t k = at;
    while (k + 1 < t.size() && k < at + 6 && t[k].brk != ')' && !t[k].ends_sentence()) ++k;
    if (t[k].brk == ')' && (next >= ms.size() || ms[next].first > k)) at = k + 1;
  }
  while (next < ms.size() && ms[next].head == Head::kNone && at < t.size() &&
         !t[at - 1].ends_sentence() &&
         (ms[next].first == at ||
          (ms[next].first == at + 1 && (t[at].word("w") || t[at].word("with"))))) {
    at = ms[next].last + 1;
    ++next;
  }
  return {at, next};
}

}  // namespace

void add_verbless_action(const std::vector<Token>& t, const std::vector<Mention>& ms,
                         std::vector<Clause>& cs) {
  // Any verb of what happens leaves the question to it.
  for (const Clause& c : cs)
    if (c.verb != Verb::kPlay && c.verb != Verb::kAssign) return;
  // ("black widow thw 2 then hawkeye thw 1 on a side scheme": the scheme
  // said once is both thwarts', read elsewhere; here each says its own.)
  // ("thw 2 on crowd control", "thw 2 into side scheme")
  const auto aimed = [&](size_t k) {
    return k < t.size() &&
           (t[k].word("on") || t[k].word("vs") || t[k].word("against") || t[k].word("into"));
  };
  bool each_on = true;
  for (size_t a = 0; a < ms.size(); ++a)
    if (ms[a].head != Head::kNone && ms[a].head != Head::kPronoun && ms[a].has("thw"))
      each_on = each_on && aimed(past_own(t, ms, a).first);
  std::vector<Clause> added;
  for (size_t a = 0; a + 1 < ms.size(); ++a) {
    // ("hulk smash, atk 3 into a retaliate 2 minion": the ATK said apart,
    // after the character it follows in the sentence.)
    int subject = static_cast<int>(a);
    if (ms[a].head == Head::kNone && ms[a].has("atk") && a > 0 &&
        (ms[a - 1].head == Head::kHero || ms[a - 1].head == Head::kAlly)) {
      bool crosses = false;
      for (size_t k = ms[a - 1].last; k < ms[a].first; ++k) crosses |= t[k].ends_sentence();
      if (!crosses) subject = static_cast<int>(a - 1);
    }
    if ((ms[a].head == Head::kNone && subject == static_cast<int>(a)) ||
        ms[a].head == Head::kPronoun)
      continue;
    // (The one it goes into after more of its own.)
    const auto [at, next] = past_own(t, ms, a);
    // ("spidey (atk 2) vs whiplash": a bracket's close goes on.)
    if (at >= t.size() || next >= ms.size() || (t[at - 1].ends() && t[at - 1].brk != ')')) continue;
    // "maria hill thw 2 (1 consequential) on crowd control": a thwart.
    // One said on no scheme the reader knows ("on bomb scar") leaves every
    // such thwart unread rather than reading some of them.
    if (each_on && ms[a].has("thw") && aimed(at)) {
      Owner o;
      size_t k = at + 1;
      while (k < ms[next].first && determiner(t[k], o)) ++k;
      if (k != ms[next].first ||
          !(ms[next].head == Head::kMainScheme || ms[next].head == Head::kSideScheme))
        return;
      // ("spider-woman thw 2 on crowd control, then hellcat thw 2 on the
      // main": each one said so.)
      Clause c;
      c.verb = Verb::kThwart;
      c.token = at;
      c.subject = static_cast<int>(a);
      c.object = static_cast<int>(next);
      added.push_back(c);
      continue;
    }
    if (!ms[a].has("atk")) continue;
    // ("hero atk 2 on minion 5hp": "on" an enemy too.)
    if (!(t[at].word("vs") || t[at].word("versus") || t[at].word("into") || t[at].word("against") ||
          t[at].word("on")))
      continue;
    size_t target = next;
    Owner o;
    size_t k = at + 1;
    while (k < ms[target].first && determiner(t[k], o)) ++k;
    if (k != ms[target].first || ms[target].head == Head::kNone) continue;
    // "into Ultron's minion, a Drone": the one owned, not its owner.
    if (ms[target].last + 2 < t.size() && t[ms[target].last + 1].text == "'s" &&
        target + 1 < ms.size() && ms[target + 1].first == ms[target].last + 2)
      ++target;
    // ATK goes into an enemy, not a scheme.
    const Head h = ms[target].head;
    if (h == Head::kMainScheme || h == Head::kSideScheme) continue;
    Clause c;
    c.verb = Verb::kAttack;
    c.token = at;
    c.subject = subject;
    c.object = static_cast<int>(target);
    added.push_back(c);
    break;  // one attack said so
  }
  // Among the clauses already read, in the order told.
  for (const Clause& c : added)
    cs.insert(
        std::find_if(cs.begin(), cs.end(), [&](const Clause& x) { return x.token > c.token; }), c);
}

}  // namespace arbiter::query::ask
