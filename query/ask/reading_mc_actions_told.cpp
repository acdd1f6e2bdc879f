// What a Marvel Champions situation runs of the actions a question tells,
// once the action is read: each activation's boost in a two-player villain
// phase, the villain's scheme then the minion's ("after both activate"),
// and the actions given values of their own that the situation does not
// run, left out so that no outcome rests on the reading.
#include <cctype>
#include <string>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

void settle_actions_told(Reading& r) {
  // "Radioactive Man ... The minion activates and would scheme": with no
  // villain, the one read as doing it first is the one said second too;
  // it acts once.
  for (const char* what : {"attack", "scheme", "thwart"})
    if (r.facts.count(what) && r.fact(what, "then") == attacker_role(r)) {
      r.facts[what].erase("then");
      if (r.facts[what].empty()) r.facts.erase(what);
    }
  // Two boost cards for one attack ("he got two boost cards for this
  // attack: 2 icons and 1 icon"; mc:boost: each card's icons add): their
  // icons summed; the same number twice is not told apart, so the second is
  // left out.
  const bool phase_of_two = r.action == "villain-phase" && r.has("hero2");
  bool two_cards = false;
  for (size_t k = 0; k + 2 < r.words.size(); ++k) {
    const std::string& n = r.words[k];
    // (Not "ATK 2, boost card with 1 icon": a figure before a card counts
    // it only in the plural.)
    two_cards |= r.words[k + 1] == "boost" &&
                 (((n == "two" || n == "extra" || n == "another" || n == "second") &&
                   (r.words[k + 2] == "cards" || r.words[k + 2] == "card")) ||
                  (n == "2" && r.words[k + 2] == "cards"));
    // ("His first boost card shows 1 icon and the second shows 2": the
    // second card said without its name.)
    two_cards |=
        n == "the" && r.words[k + 1] == "second" &&
        (r.words[k + 2] == "shows" || r.words[k + 2] == "showed" || r.words[k + 2] == "has" ||
         (!r.words[k + 2].empty() && std::isdigit(static_cast<unsigned char>(r.words[k + 2][0]))));
  }
  if (two_cards && r.action == "enemy-attack" && !phase_of_two) {
    const std::string first = r.fact("villain", "boost"), second = r.fact("villain", "boost2");
    if (!second.empty() && !first.empty()) {
      r.facts["villain"]["boost"] = std::to_string(std::stoi(first) + std::stoi(second));
      r.facts["villain"].erase("boost2");
    } else {
      r.leave_out("the second boost card's icons");
    }
  }
  // A second boost is the second activation's only in a two-player villain
  // phase; anywhere else the one said last stands.
  if (!r.fact("villain", "boost2").empty() && !phase_of_two) {
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
  // ("came off the encounter deck and engaged my friend": the other
  // player, whom the situation does not engage; "A minion engaged with my
  // friend attacks": it attacks the player it is engaged with, not me,
  // unless I defend for them.)
  const bool others_minion_attacks =
      r.action == "enemy-attack" && attacker_role(r).rfind("minion", 0) == 0 &&
      r.fact(attacker_role(r), "player") == "p2" && r.fact("attack", "on") != "hero2" &&
      (r.defender.empty() || r.defender == "none");
  if ((r.action == "minion-enters" && r.fact("minion", "player") == "p2") || others_minion_attacks)
    r.leave_out("the other player, whom the minion engages");
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
