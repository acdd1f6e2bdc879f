// What a Marvel Champions situation runs of the actions a question tells,
// once the action is read: each activation's boost in a two-player villain
// phase, the villain's scheme then the minion's ("after both activate"),
// and the actions given values of their own that the situation does not
// run, left out so that no outcome rests on the reading.
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

void settle_actions_told(Reading& r) {
  // A second boost is the second activation's only in a two-player villain
  // phase; anywhere else the one said last stands.
  if (!r.fact("villain", "boost2").empty() && !(r.action == "villain-phase" && r.has("hero2"))) {
    r.facts["villain"]["boost"] = r.fact("villain", "boost2");
    r.facts["villain"].erase("boost2");
  }
  // "Whiplash and Sandman both engaged, how much threat do they add": both
  // minions activate, and the situation runs one.
  if ((r.action == "enemy-scheme" || r.action == "enemy-attack") && r.has("minion2") &&
      attacker_role(r).rfind("minion", 0) == 0) {
    bool both = false;
    for (const std::string& w : r.words) both |= w == "both" || w == "they" || w == "each";
    if (both) r.leave_out("the second minion's activation");
  }
  // A character the question gives an ATK of its own (not a card's) makes
  // an attack the situation does not run:
  // - "Rhino (ATK 2) attacks She-Hulk ... then the Hydra Mercenary (ATK 2)
  //   attacks": an enemy besides the ones whose attacks are simulated (a
  //   stunned or confused one given an ATK is told as not attacking);
  // - "sandman (toughness) just came out. spidey atk 2 then black cat atk
  //   1": a character attacking the minion that entered, in words the
  //   reading did not take as an attack.
  auto unrun_attack = [&r](const std::string& role) {
    if (r.fact(role, "atk").empty() || r.from_card(role, "atk")) return;
    r.leave_out("the " + role + "'s attack (ATK " + r.fact(role, "atk") + ")");
  };
  if (r.action == "enemy-attack") {
    const std::string attacker = attacker_role(r), then = r.fact("attack", "then");
    for (const std::string other : {"villain", "minion", "minion2"})
      if (other != attacker && other != then && r.fact(other, "stunned").empty() &&
          r.fact(other, "confused").empty())
        unrun_attack(other);
  }
  if (r.action == "minion-enters")
    for (const char* role : {"hero", "ally", "ally2"}) unrun_attack(role);
  // "my ally defeats the Guard minion; can my hero's 3 ATK attack finish the
  // villain?": another of the player's characters given an ATK attacks too.
  if (r.action == "player-attack") {
    const std::string attacker = attacker_role(r), then = r.fact("attack", "then"),
                      counter = r.fact("counter", "by");
    for (const char* role : {"hero", "ally", "ally2"})
      if (role != attacker && role != then && role != counter) unrun_attack(role);
  }
  // "Ultron (SCH 2) schemes, followed by an engaged Ultron Drone minion
  // (SCH 1)": another enemy given a SCH of its own schemes too, which the
  // situation does not run.
  // "after both activate", "after the activations": the villain's scheme,
  // then the minion's, in the villain phase's order (one minion).
  if (r.action == "enemy-scheme" && r.fact("scheme", "then").empty() && !r.has("minion2") &&
      !r.fact("villain", "sch").empty() && !r.fact("minion", "sch").empty() &&
      r.fact("villain", "stunned").empty() && r.fact("villain", "confused").empty() &&
      r.fact("minion", "stunned").empty() && r.fact("minion", "confused").empty()) {
    bool both = false;
    for (const std::string& w : r.words)
      both |= w == "both" || w == "activations" || w == "they" || w == "each";
    if (both) {
      r.facts["scheme"].erase("by");
      r.facts["scheme"]["then"] = "minion";
    }
  }
  if (r.action == "enemy-scheme") {
    const std::string schemer = attacker_role(r), then = r.fact("scheme", "then");
    for (const std::string other : {"villain", "minion", "minion2"})
      if (other != schemer && other != then && !r.fact(other, "sch").empty() &&
          !r.from_card(other, "sch") && r.fact(other, "stunned").empty() &&
          r.fact(other, "confused").empty())
        r.leave_out("the " + other + "'s scheme (SCH " + r.fact(other, "sch") + ")");
  }
}

}  // namespace arbiter::query::ask
