// Dice Masters dice no verb gave a part, placed by what else the question
// says: no die blocks ("Nobody blocks", "declares no blockers"), so they
// attack; or the role's noun is asked of one of them ("how much damage is
// on the blocker?"). Only a die whose player and place allow the part
// takes it.
#include <algorithm>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// A die no verb placed that may take `role`: not one the words set beside
// the combat ("stays home", "in the Reserve Pool", "non-blocking"), nor one
// whose player could not give it that part (the attacker's own die does not
// block; the other player's, said so, does not attack).
bool may_be(const DmText& text, const Die& d, const std::string& role) {
  if (d.mention < 0) return true;
  const std::vector<Token>& t = text.tokens;
  const Mention& m = text.ms[static_cast<size_t>(d.mention)];
  if (said_in_play(t, m)) return false;
  // ("My other die, Storm 3A/2D, stays home", "My Storm 3A/2D is in the
  // Reserve Pool": its sentence puts it out of the combat.)
  for (size_t k = sentence_start(t, m.first); k < t.size(); ++k) {
    if (t[k].word("home") || t[k].word("stays") || t[k].word("stayed") ||
        is_term(t[k], "reserve") || is_term(t[k], "prep") || is_term(t[k], "used") ||
        is_term(t[k], "bag"))
      return false;
    if (t[k].ends_sentence()) break;
  }
  if (role == "blocker") return m.owner != Owner::kMine;
  return m.owner != Owner::kOther && owner_said_before(t, m) != "p2";
}

// No die blocks, as the question says with no die named ("Nobody blocks",
// "declares no blockers"); not where an attack is told, whose words say
// which dice attack ("Both attack unblocked" of three).
bool none_block(const DmDice& dd, const DmText& text) {
  const auto attack = [](const Clause& c) { return c.verb == Verb::kAttack; };
  if (std::any_of(text.cs.begin(), text.cs.end(), attack)) return false;
  if (std::any_of(dd.dice.begin(), dd.dice.end(), [](const Die& d) { return d.role == "blocker"; }))
    return false;
  return std::any_of(text.cs.begin(), text.cs.end(), [&](const Clause& c) {
    if (c.verb != Verb::kUndefended) return false;
    for (int x : {c.subject, c.object, c.with, c.by})
      if (x >= 0 && !dd.at(text.ms, x).empty()) return false;
    return true;
  });
}

}  // namespace

void place_unplaced(DmDice& dd, const DmText& text) {
  // ("Nightcrawler 4A/3D. Colossus 5A/7D. Opponent declares no blockers":
  // they all attack.)
  if (none_block(dd, text))
    for (Die& d : dd.dice)
      if (d.role.empty() && d.has_stats() && may_be(text, d, "attacker")) d.role = "attacker";
  // ("A 3A/2D with Fast was assigned to block my 6A/3D. How much damage is
  // on the blocker?": the role's noun said of the one die no verb placed
  // that may have that part.)
  for (Die& d : dd.dice) {
    if (!d.named || !d.facts.empty() || d.role.empty() || d.role == "merged") continue;
    const auto same_role = [&](const Die& e) {
      return &e != &d && e.role == d.role && e.has_stats();
    };
    const auto unplaced = [](const Die& e) { return e.role.empty() && e.has_stats(); };
    const auto fitting = [&](const Die& e) { return unplaced(e) && may_be(text, e, d.role); };
    if (std::any_of(dd.dice.begin(), dd.dice.end(), same_role) ||
        std::count_if(dd.dice.begin(), dd.dice.end(), unplaced) != 1 ||
        std::count_if(dd.dice.begin(), dd.dice.end(), fitting) != 1)
      continue;
    for (Die& e : dd.dice)
      if (unplaced(e)) e.role = d.role;
    d.role = "merged";
  }
}

}  // namespace arbiter::query::ask
