// A block by several dice that no one names one by one: "both of them
// block him", "both dice block it", "all of them block Hulk", "Both block
// Storm". Each die told
// before it that stands against the blocked die (not the speaker's when
// the blocked die is the speaker's, and the other way round) blocks it.
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// The subject names several dice and none of them: "them", "they" with
// "both" or "all", "both", "both dice".
bool several(const std::vector<Token>& t, const Mention& s) {
  if (s.head == Head::kPronoun)
    return (s.name == "them" || s.name == "they") && s.refers_to < 0 &&
           group_said_before(t, s.first);
  return s.head == Head::kDie && !s.has("a") && !s.has("d") &&
         (s.name == "both" || (s.name == "dice" && group_said_before(t, s.first)));
}

// A die said by its role or as a group, with no stats ("Two attackers").
bool stat_less_die(const Mention& m) {
  return m.head == Head::kDie && !m.has("a") && !m.has("d");
}

}  // namespace

void place_plural_blockers(DmDice& dd, const DmText& text) {
  const std::vector<Token>& t = text.tokens;
  const std::vector<Mention>& ms = text.ms;
  for (const Clause& c : text.cs) {
    if (c.verb != Verb::kBlock || c.passive || c.object < 0) continue;
    // ("Toad (opponent's): 1A/3D. Magneto (opponent's): 2A/4D. Both block
    // Storm.": "both" alone, with no group said.)
    const bool both_alone =
        c.subject < 0 && c.token > 0 && (t[c.token - 1].word("both") || t[c.token - 1].word("all"));
    if (!both_alone && (c.subject < 0 || !several(t, ms[static_cast<size_t>(c.subject)]))) continue;
    const long before = both_alone ? c.object : c.subject;
    const std::vector<size_t> blocked = dd.at(ms, c.object);
    if (blocked.size() != 1) continue;
    const Owner against = ms[static_cast<size_t>(resolve(ms, c.object))].owner;
    std::set<size_t> blockers;
    for (const auto& [mention, made] : dd.dice_of) {
      if (mention < 0 || mention >= before) continue;
      const Mention& m = ms[static_cast<size_t>(mention)];
      if (m.head != Head::kDie || m.refers_to >= 0) continue;
      if (against != Owner::kUnsaid && m.owner == against) continue;
      for (size_t d : made)
        if (d != blocked[0] && dd.dice[d].role != "attacker") blockers.insert(d);
    }
    // ("Both block Storm" after three dice told: which two is not said.)
    if (blockers.size() < 2 || (both_alone && t[c.token - 1].word("both") && blockers.size() != 2))
      continue;
    dd.dice[blocked[0]].role = "attacker";
    dd.dice[blocked[0]].named = true;
    for (size_t d : blockers) {
      dd.dice[d].role = "blocker";
      dd.dice[d].named = true;
      dd.dice[d].blocks = static_cast<long>(blocked[0]);
    }
  }
}

// ("I have Storm 3A/4D, Thor 4A/4D and Hulk 5A/3D. All three attack
// unblocked.": the dice told one by one, then "both" or "all (N)" attack.)
// Each die told before that is not the other player's attacks, when their
// number is the one said (two for "both").
void place_plural_attackers(DmDice& dd, const DmText& text) {
  const std::vector<Token>& t = text.tokens;
  const std::vector<Mention>& ms = text.ms;
  for (const Clause& c : text.cs) {
    if (c.verb != Verb::kAttack || c.passive || c.token == 0) continue;
    size_t at = c.token - 1;
    // ("Both swept into the Attack Zone": the place said after a verb of
    // the story's own.)
    if (t[c.token].text.ends_with(" zone") && at > 0 && t[at].kind == Tok::kWord &&
        !t[at].word("both") && !t[at].word("all") && !t[at - 1].ends())
      --at;
    // ("Two attackers ... Both mine, both attacking": a subject found
    // further back is not the clause's when "both" or "all" stands right
    // before the verb.)
    // ("You send both in", "I attack with both", "swing with all of
    // them": the player's dice told before, named after the verb.)
    size_t after = c.token + 1;
    if (after < t.size() && !t[c.token].ends() && (t[after].word("with") || t[after].word("w")))
      ++after;
    if (after < t.size() && t[after].word("them") && !t[after].ends()) ++after;
    // (Not "attack with all but Storm".)
    const bool but_after =
        after + 1 < t.size() && !t[after].ends() &&
        (t[after + 1].word("but") || t[after + 1].word("except") || t[after + 1].word("minus"));
    const bool named_after =
        c.subject >= 0 && ms[static_cast<size_t>(c.subject)].head == Head::kPlayer &&
        ms[static_cast<size_t>(c.subject)].owner != Owner::kOther && after < t.size() &&
        !t[after - 1].ends() && (t[after].word("both") || t[after].word("all")) && !but_after;
    if (named_after) at = after;
    if (!named_after && c.subject >= 0 &&
        !(stat_less_die(ms[static_cast<size_t>(c.subject)]) &&
          (t[at].word("both") || t[at].word("all"))))
      continue;
    int said = -1;
    if (t[at].kind == Tok::kNumber && !t[at].plus && at > 0) said = t[at].number, --at;
    const bool both = t[at].word("both");
    if (!both && !t[at].word("all")) continue;
    if (both) said = 2;
    std::vector<size_t> attackers;
    for (const auto& [mention, made] : dd.dice_of) {
      if (mention < 0 || ms[static_cast<size_t>(mention)].last >= at) continue;
      const Mention& m = ms[static_cast<size_t>(mention)];
      if (m.head != Head::kDie || m.refers_to >= 0 || m.owner == Owner::kOther) continue;
      if (stat_less_die(m)) continue;
      for (size_t d : made) attackers.push_back(d);
    }
    if (attackers.size() < 2 || (said > 0 && static_cast<int>(attackers.size()) != said)) continue;
    for (size_t d : attackers) {
      dd.dice[d].role = "attacker";
      dd.dice[d].named = true;
      dd.dice[d].blocks = -1;
    }
  }
}

}  // namespace arbiter::query::ask
