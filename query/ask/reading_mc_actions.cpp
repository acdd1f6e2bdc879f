// The action a Marvel Champions question tells: its clauses in the order
// they happen, each verb's action (an enemy's attack decides), a second
// thwart, attack or scheme after the first, and two enemies' attacks each
// with its own defender. Part of read_mc (reading_mc.cpp), after the
// values are placed.
#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// "no one", "nobody", "no character" a few words before token `at`, in its
// clause: what follows is done by no one.
bool nobody_before(const std::vector<Token>& tokens, size_t at) {
  // (A character named, "no ally defended", is a mention: the doer's own
  // rule reads it.)
  static const std::set<std::string> kAnyone = {"one", "character", "characters", "player"};
  for (size_t k = at; k-- > 0 && k + 6 > at && !tokens[k].ends();) {
    if (tokens[k].word("nobody") || tokens[k].word("noone") || tokens[k].word("neither"))
      return true;
    if (tokens[k].word("no") && k + 1 < at && kAnyone.count(tokens[k + 1].text)) return true;
  }
  return false;
}

// The doer d of the defence at token v is said not to be there, or not to
// defend: "no allies to block", "no ally defends instead", "I don't have an
// ally to throw in front of him", "No ally is in play to defend instead",
// "I don't throw my ally Hawkeye in front".
bool none_to_defend(const std::vector<Token>& tokens, const Mention& d, size_t v) {
  if (d.first == 0 || d.last >= v || v - d.last > 5) return false;
  const auto at = [&](size_t back) -> const Token& { return tokens[d.first - back]; };
  bool none = at(1).word("no") || at(1).word("without") ||
              (d.first >= 3 && (at(1).word("an") || at(1).word("a") || at(1).word("any")) &&
               (at(2).word("have") || at(2).word("has")) &&
               (at(3).word("don't") || at(3).word("dont") || at(3).word("doesn't") ||
                at(3).word("didn't")));
  // ("I don't throw my ally Hawkeye in front": the verb that sends it
  // denied; not "doesn't trigger when my hero defends".)
  static const std::set<std::string> kSend = {"throw", "send", "use", "put", "exhaust", "chump"};
  for (size_t k = d.first; !none && k-- > 1 && k + 5 > d.first && !tokens[k].ends();)
    none = kSend.count(tokens[k].text) &&
           (tokens[k - 1].word("don't") || tokens[k - 1].word("dont") ||
            tokens[k - 1].word("doesn't") || tokens[k - 1].word("didn't") ||
            tokens[k - 1].word("won't") || tokens[k - 1].word("never"));
  if (!none) return false;
  bool to = v == d.last + 1;
  for (size_t k = d.last + 1; k < v; ++k) {
    if (tokens[k - 1].ends()) return false;
    to |= tokens[k].word("to") || tokens[k].word("in");
  }
  return to && !tokens[v - 1].ends();
}

// "Ultron swings at me for 3", "Klaw schemes for 2": with no boost named,
// the amount is what the villain's attack or scheme came to, boost and all.
void boost_in_amount(Reading& r, const std::vector<Token>& t, const Clause& c) {
  if (c.amount_at > 0 && t[c.amount_at - 1].word("for") && r.fact("villain", "boost").empty() &&
      !said_boost(t))
    r.facts["villain"]["boost"] = std::string("0");  // (GCC 12 -Wrestrict misfires on "0")
}

}  // namespace

std::string read_mc_actions(Reading& r, const std::vector<Token>& tokens,
                            const std::vector<Mention>& ms, std::vector<Clause>& cs,
                            const std::vector<std::string>& roles,
                            const std::function<std::string(int)>& role_of) {
  // What happens: the clauses, in order; an enemy's attack decides.
  std::string action;
  // One thwart and one player attack are simulated; another by someone
  // else ("my ally thwarts for 1 and then my hero thwarts for 1") is said.
  std::map<Verb, std::string> doer_of;
  auto once = [&](Verb v, const std::string& doer, const char* what) {
    const std::string who = doer.empty() ? "hero" : doer;
    // Only a player's character thwarts or attacks this way; a scheme or
    // an enemy read as the doer is a misreading, not a second action.
    if (who.rfind("hero", 0) != 0 && who.rfind("ally", 0) != 0) return;
    auto [it, first] = doer_of.insert({v, who});
    if (first || it->second == who) return;
    // "Widow thwarts, then Maria Hill thwarts": a second character's, after
    // the first (one more; a third is not simulated).
    std::string& then = r.facts[what]["then"];
    if (then.empty() || then == who)
      then = who;
    else
      r.not_simulated.push_back(std::string("a third ") + what + ", by the " +
                                (who == "ally2"   ? "second ally"
                                 : who == "hero2" ? "other player's hero"
                                                  : who));
  };
  // A second enemy's scheme after the first (one more; a third is not
  // simulated).
  auto then_schemes = [&](const std::string& schemer) {
    const std::string first = r.fact("scheme", "by").empty() ? "villain" : r.fact("scheme", "by");
    if (!enemy(schemer) || schemer == first) return;
    std::string& then = r.facts["scheme"]["then"];
    if (then.empty() || then == schemer)
      then = schemer;
    else
      r.not_simulated.push_back("a third enemy's scheme, by the " + schemer);
  };
  // A second doer with the verb left out, done once the clauses are read.
  const std::vector<SecondDoer> gapped = second_doers(tokens, ms, cs, role_of);
  // In the order they happen: "Rhino is attacked by Black Cat after
  // Spider-Man has attacked the guard minion" tells the second first.
  std::vector<Clause> in_order = cs;
  // ("Before that, Jubilee thwarted the main scheme; before her, Cyclops
  // thwarted the side scheme": what is told last happened first.)
  const std::vector<int> rank = told_backwards_ranks(tokens);
  std::stable_sort(in_order.begin(), in_order.end(),
                   [&](const Clause& a, const Clause& b) { return rank[a.token] > rank[b.token]; });
  for (size_t n = 1; n < in_order.size(); ++n) {
    const Clause& c = in_order[n];
    if (c.subject < 0 || in_order[n - 1].verb != c.verb) continue;
    const size_t first = ms[static_cast<size_t>(c.subject)].first;
    if (first > 0 && tokens[first - 1].word("after") && !tokens[first - 1].ends() &&
        in_order[n - 1].token < first)
      std::swap(in_order[n - 1], in_order[n]);
  }
  // "he already attacked, so he's exhausted; I flip to Peter Parker and
  // recover": an attack against no one, told before a recovery, is why the
  // hero is exhausted, not what happens.
  const bool recovers =
      std::any_of(cs.begin(), cs.end(), [](const Clause& c) { return c.verb == Verb::kRecover; });
  // Enemies' attacks in the order told, each with who defends it ("" when
  // not said): "Rhino attacks, I defend with Cap; then the Hydra Mercenary
  // attacks and I want Cap to defend that one too".
  struct EnemyAttack {
    std::string by, defender;
    size_t token = 0;  // where the question tells it
  };
  std::vector<EnemyAttack> enemy_attacks;
  std::string defended_before;  // a defence told before any attack
  auto defends = [&](const std::string& who) {
    if (enemy_attacks.empty()) {
      if (defended_before.empty()) defended_before = who;
    } else if (enemy_attacks.back().defender.empty()) {
      enemy_attacks.back().defender = who;
    }
  };
  // An enemy attack no one defends.
  auto undefended = [&] {
    defends("none");
    r.defender = "none";
    if (action.empty()) action = "enemy-attack";
  };
  // The villain's activation or scheme told before: a minion's after it
  // is the second enemy's.
  bool villain_told = false;
  bool hero2_first = false;  // the other player's hero attacked first
  // ("She-Hulk already thwarted this turn ...; I flip to Jennifer Walters
  // and want to recover": a thwart or attack told as done before, with a
  // recovery after it, is how she came to be exhausted, not the action.)
  const auto history = [&](const Clause& c) {
    if ((c.verb != Verb::kThwart && c.verb != Verb::kAttack) ||
        !told_as_done_before(tokens, c.token))
      return false;
    return std::any_of(in_order.begin(), in_order.end(), [&](const Clause& later) {
      return later.token > c.token && later.verb == Verb::kRecover &&
             !told_as_done_before(tokens, later.token);
    });
  };
  for (const Clause& c : in_order) {
    if (history(c)) continue;
    std::string doer, target;
    bool none_such = false;
    clause_parties(tokens, ms, c, role_of, doer, target, none_such);
    switch (c.verb) {
      case Verb::kAttack:
        // A hero's or ally's attack on the minion that entered is the
        // question ("a Toughness minion enters play ... She-Hulk attacks it");
        // the minion's own attack is part of entering (quickstrike).
        // ("vulture (quickstrike) engages me ... does he hit right away?":
        // a pronoun may be the minion.)
        if (action == "minion-enters" && (enemy(doer) || doer.empty() || c.doer() < 0 ||
                                          ms[static_cast<size_t>(c.doer())].head == Head::kPronoun))
          break;
        if (action == "minion-enters") action.clear();
        // quickstrike: part of entering
        if (enemy(doer) || (doer.empty() && (target == "hero" || target == "ally") && c.passive)) {
          action = "enemy-attack";
          if (enemy(doer) && (enemy_attacks.empty() || enemy_attacks.back().by != doer)) {
            enemy_attacks.push_back({doer, target == "ally" && !none_such ? "ally" : "", c.token});
            if (enemy_attacks.size() == 1 && enemy_attacks[0].defender.empty())
              enemy_attacks[0].defender = defended_before;
          }
          if (target == "ally" && !none_such) r.defender = "ally";
          if (target == "hero2") r.facts["attack"]["on"] = "hero2";
          // "a minion attacks me ... the encounter card has 2 boost icons":
          // the minion attacks, though a villain (its boost) is named.
          if (doer == "minion" || doer == "minion2") r.facts["attack"]["by"] = doer;
          // "Ultron swings at me for 3": the attacker's ATK.
          if (c.amount >= 0 && enemy(doer) && r.fact(doer, "atk").empty()) {
            r.facts[doer]["atk"] = std::to_string(c.amount);
            if (doer == "villain") boost_in_amount(r, tokens, c);
          }
        } else if (action == "enemy-attack" && enemy(target) &&
                   (doer == "hero" || doer == "hero2" || doer.rfind("ally", 0) == 0) &&
                   r.fact("counter", "by").empty()) {
          // "Rhino attacks Spider-Man undefended ... Then Spider-Man attacks
          // Rhino": a character's attack after the enemy's, its own step.
          r.facts["counter"]["by"] = doer;
          r.facts["counter"]["target"] = target;
          if (c.amount >= 0 && r.fact(doer, "atk").empty())
            r.facts[doer]["atk"] = std::to_string(c.amount);
        } else if (action == "player-attack") {
          const bool first_attack = !doer_of.count(Verb::kAttack);
          once(Verb::kAttack, doer, "attack");
          // "Spider-Man attacks the guard minion, then Black Cat attacks
          // Rhino": the second attack's own target.
          const std::string first_target =
              r.fact("attack", "target").empty() ? "villain" : r.fact("attack", "target");
          if (!first_attack && !r.fact("attack", "then").empty() && enemy(target) &&
              target != first_target)
            r.facts["attack"]["then-target"] = target;
          if (c.amount >= 0 && (doer == "ally" || doer == "ally2" || doer == "hero") &&
              r.fact(doer, "atk").empty())
            r.facts[doer]["atk"] = std::to_string(c.amount);
        } else if (recovers && !enemy(target) && (action.empty() || action == "recover")) {
          // The attack was made: the hero who made it is exhausted.
          if (doer.empty() || doer == "hero") r.facts["hero"]["exhausted"] = "true";
        } else if ((action.empty() || action == "damage") && !(recovers && !enemy(target))) {
          once(Verb::kAttack, doer, "attack");
          action = "player-attack";
          if (doer == "ally" || doer == "ally2") r.facts["attack"]["by"] = doer;
          hero2_first = doer == "hero2";
          if (enemy(target)) r.facts["attack"]["target"] = target;
          if (c.amount >= 0)
            r.facts[doer.empty() || doer == "main" ? "hero" : doer]["atk"] =
                std::to_string(c.amount);
        }
        break;
      case Verb::kActivate:
        if (action.empty())
          action = r.fact("hero", "form") == "alter-ego" ? "enemy-scheme" : "enemy-attack";
        // ("Stunned Rhino activates vs Spidey, then the engaged Hydra Merc
        // attacks": against a hero, an enemy's activation is its attack, the
        // first of the two.)
        if (action == "enemy-attack" && enemy(doer) &&
            (enemy_attacks.empty() || enemy_attacks.back().by != doer)) {
          enemy_attacks.push_back({doer, "", c.token});
          if (enemy_attacks.size() == 1) enemy_attacks[0].defender = defended_before;
          // ("Taskmaster is the villain ... The Soldier activated and I
          // didn't defend": the minion that activates attacks, as "the
          // minion attacks" says it.)
          // (Not when the villain acts too, or is stunned and activates
          // first, as the phase has it: "Rhino with a stunned status card, a
          // Hydra Mercenary engaged with me ...".)
          const bool villain_acts =
              !r.fact("villain", "stunned").empty() || !r.fact("villain", "confused").empty() ||
              std::any_of(cs.begin(), cs.end(), [&](const Clause& other) {
                return (other.verb == Verb::kAttack || other.verb == Verb::kActivate) &&
                       role_of(other.doer()) == "villain";
              });
          if ((doer == "minion" || doer == "minion2") && enemy_attacks.size() == 1 && !villain_acts)
            r.facts["attack"]["by"] = doer;
        }
        // ("First Rhino activated against me and schemed. Then the Hydra
        // Mercenary engaged with me activated": against an alter-ego, a
        // second enemy's activation is its scheme.)
        else if (action == "enemy-scheme" && r.fact("hero", "form") == "alter-ego" &&
                 (doer == "minion" || doer == "minion2") && villain_told)
          then_schemes(doer);
        villain_told |= doer == "villain";
        break;
      case Verb::kScheme:
        villain_told |= doer.empty() || doer == "villain";
        // ("I flipped to Peter Parker to recover and Rhino schemed": the
        // villain phase's scheme, after the hero's turn; the recovery is
        // told, not simulated.)
        if (action == "recover" && (doer.empty() || enemy(doer))) {
          r.not_simulated.push_back("the hero's recovery, told before the scheme");
          action.clear();
        }
        if (action.empty() || action == "enemy-attack") {
          if (action.empty()) action = "enemy-scheme";
          if (c.amount >= 0) {
            const std::string schemer = doer.empty() ? "villain" : doer;
            r.facts[schemer]["sch"] = std::to_string(c.amount);
            if (schemer == "villain") boost_in_amount(r, tokens, c);
          }
          if (doer == "minion" || doer == "minion2") r.facts["scheme"]["by"] = doer;
          if (target == "side") r.facts["scheme"]["target"] = "side";
        } else if (action == "enemy-scheme") {
          // "Ultron schemes, then my engaged drone (SCH 1) schemes too": a
          // second enemy's scheme, after the first.
          const std::string schemer = doer.empty() ? "villain" : doer;
          if (c.amount >= 0 && enemy(schemer)) r.facts[schemer]["sch"] = std::to_string(c.amount);
          then_schemes(schemer);
        }
        break;
      case Verb::kThwart:
        if (action.empty()) action = "thwart";
        {
          const bool first_thwart = !doer_of.count(Verb::kThwart);
          if (action == "thwart") once(Verb::kThwart, doer, "thwart");
          if (c.amount >= 0)
            r.facts[doer == "ally" ? "ally" : "hero"]["thw"] = std::to_string(c.amount);
          if (doer == "ally" && first_thwart) r.facts["thwart"]["by"] = "ally";
          // A second thwart on another scheme than the first's thwarts that
          // one ("then Maria Hill thwarts the main scheme").
          const std::string first_scheme = r.fact("thwart", "scheme") == "side" ? "side" : "main";
          if (!first_thwart && !r.fact("thwart", "then").empty() &&
              (target == "side" || target == "main") && target != first_scheme)
            r.facts["thwart"]["then-scheme"] = target;
          if (!first_thwart) break;
        }
        if (target == "side" ||
            (c.object < 0 && r.has("side") && !r.has("main") && r.fact("side", "crisis").empty()))
          r.facts["thwart"]["scheme"] = "side";
        break;
      case Verb::kDefend: {
        // ("No character was exhausted to defend", "no one defended":
        // nobody defends.)
        if (c.with < 0 && c.doer() < 0 && nobody_before(tokens, c.token)) {
          undefended();
          break;
        }
        // ("no allies to block", "no ally defended": nobody defends; "I
        // defend with Spider-Man ... No ally is in play to defend instead":
        // nobody else.)
        // (Beside a defence told: "I don't have an ally to throw in front
        // of him, so Spider-Man defends" is his.)
        const auto denied = [&](const Clause& d) {
          return d.verb == Verb::kDefend && d.with < 0 && d.doer() >= 0 &&
                 none_to_defend(tokens, ms[static_cast<size_t>(d.doer())], d.token);
        };
        if (denied(c)) {
          const bool other = std::any_of(cs.begin(), cs.end(), [&](const Clause& d) {
            return d.verb == Verb::kDefend && d.token != c.token && !denied(d) &&
                   !asking_sentence(tokens, d.token);
          });
          if (!other && r.defender.empty()) undefended();
          break;
        }
        // "I block with Black Cat", "Black Cat chump blocks", "I defend".
        std::string who = defender_named(tokens, ms, c, doer, roles, role_of);
        if (who == "ally" || who == "ally2")
          r.defender = "ally";
        else if (who == "hero2")
          r.defender = "hero2";
        else if (r.defender.empty())
          r.defender = "hero";
        const std::string defender = who == "ally" || who == "ally2" ? "ally"
                                     : who == "hero2"                ? "hero2"
                                                                     : "hero";
        // "spidey blocks rhino, then hydra merc attacks": defending against
        // an enemy tells that enemy's attack.
        const bool before_now = told_as_done_before(tokens, c.token);
        // ("Earlier this phase Cap defended against a minion": a defense
        // before this attack, which left him exhausted.)
        if (before_now && c.verb == Verb::kDefend && tokens[c.token].text == "defended") {
          r.facts[defender]["exhausted"] = "true";
          break;
        }
        // ("Cap defends against Rhino ... a minion attacks Cap while he is
        // still exhausted from defending": that defence, told again.)
        if (before_now && !enemy_attacks.empty() && enemy_attacks.front().defender == defender)
          break;
        // (Only the object right after the verb: "defend again, and how much
        // does he take" says nothing of whom.)
        bool next_to = c.object >= 0;
        for (size_t t = c.token; next_to && t < ms[static_cast<size_t>(c.object)].first; ++t)
          next_to = !tokens[t].ends();
        const std::string against = next_to && !before_now ? role_of(c.object) : "";
        if (enemy(against) && !enemy_attacks.empty() && enemy_attacks.back().by != against)
          enemy_attacks.push_back({against, defender, c.token});
        else if (enemy(against) && enemy_attacks.empty() && defended_before.empty())
          enemy_attacks.push_back({against, defender, c.token});
        else
          defends(defender);
        if (action.empty()) action = "enemy-attack";
        break;
      }
      case Verb::kUndefended: {
        // ("Spider-Man defended ... I have Black Cat out, but she did not
        // defend": an ally who did not, beside a defence told.)
        // (A defence told, not one meant, asked or left undone: "Black Cat
        // was going to defend", "I wanted her to defend", "Can an ally
        // defend for me?")
        // ("My Black Cat ally defends ... Spider-Man is not defending
        // himself": the hero who did not, beside an ally's defence.)
        const bool ally_not = role_of(c.doer()).starts_with("ally");
        const auto told = [&](const Clause& d) {
          if (d.verb != Verb::kDefend || asking_sentence(tokens, d.token)) return false;
          // ("exhausts to defend": done, not meant.)
          for (size_t k = d.token; k-- > 0 && k + 3 > d.token && !tokens[k].ends();)
            if ((tokens[k].word("to") &&
                 !(k > 0 && (tokens[k - 1].word("exhausts") || tokens[k - 1].word("exhausted") ||
                             tokens[k - 1].word("exhausting")))) ||
                tokens[k].word("can") || tokens[k].word("could") || tokens[k].word("would") ||
                tokens[k].word("will") || tokens[k].word("should") || tokens[k].word("might"))
              return false;
          return role_of(d.with >= 0 ? d.with : d.doer()).starts_with("ally") != ally_not;
        };
        const bool hero_not = role_of(c.doer()) == "hero";
        const bool other_defends =
            (ally_not || hero_not) && std::any_of(in_order.begin(), in_order.end(), told);
        if (!other_defends) undefended();
        break;
      }
      case Verb::kHeal: {
        // ("I healed She-Hulk for 5 and then healed Hellcat for 1": the
        // situation heals once; a second heal of another amount is left
        // out, and no outcome is stated without it.)
        const std::string told = r.fact("effect", "amount");
        if (action == "heal" && c.amount >= 0 && !told.empty() &&
            told != std::to_string(c.amount)) {
          r.leave_out("a second heal, of " + std::to_string(c.amount));
          break;
        }
        if (action.empty()) action = "heal";
        if (c.amount >= 0) r.facts["effect"]["amount"] = std::to_string(c.amount);
        break;
      }
      case Verb::kRecover:
        // ("used his heal-up thing (recover 3)": a heal with no amount,
        // then the recover power named, is the recovery.)
        if (action.empty() || (action == "heal" && r.fact("effect", "amount").empty()))
          action = "recover";
        if (c.amount >= 0) r.facts["hero"]["rec"] = std::to_string(c.amount);
        break;
      case Verb::kMove:
        if (action.empty()) action = "move-damage";
        if (c.amount >= 0) r.facts["effect"]["amount"] = std::to_string(c.amount);
        break;
      case Verb::kEnter:
        // ("Luke Cage, an ally ..., enters play and later defends": an
        // ally entering is no minion's arrival.)
        // ("Shadow of the Past brings out Vulture": the minion it brings.)
        if (action.empty() && ((doer.rfind("ally", 0) != 0 && doer.rfind("hero", 0) != 0) ||
                               (c.object >= 0 && role_of(c.object).rfind("minion", 0) == 0)))
          action = "minion-enters";
        break;
      case Verb::kDeal:
        if (c.amount >= 0 && !enemy(doer)) {
          if (action.empty()) action = "damage";
          std::string& hit = r.facts["hit"]["amount"];
          hit = std::to_string(c.amount) + (hit.empty() ? "" : "," + hit);
          // "a treachery deals 3 damage to my hero": to the one named.
          if (action == "damage" && !target.empty() && target != "main" && target != "side")
            r.facts["hit"]["to"] = target;
        }
        break;
      default: break;
    }
  }
  // "She-Hulk makes a basic attack against him, followed by the ally
  // Hellcat": a second character's attack after the first.
  if (action == "player-attack")
    for (size_t t = 1; t + 1 < tokens.size(); ++t) {
      if (!tokens[t - 1].word("followed") || !tokens[t].word("by")) continue;
      for (size_t k = 0; k < ms.size(); ++k)
        if (ms[k].first > t && ms[k].first <= t + 3) {
          const std::string who = role_of(static_cast<int>(k));
          if (who == "hero" || who.rfind("ally", 0) == 0) once(Verb::kAttack, who, "attack");
          break;
        }
    }
  // "Ultron (SCH 2) schemes, followed by an engaged Ultron Drone minion".
  if (action == "enemy-scheme")
    for (size_t t = 1; t + 1 < tokens.size(); ++t) {
      if (!tokens[t - 1].word("followed") || !tokens[t].word("by")) continue;
      for (size_t k = 0; k < ms.size(); ++k)
        if (ms[k].first > t && ms[k].first <= t + 4) {
          then_schemes(role_of(static_cast<int>(k)));
          break;
        }
    }
  for (const SecondDoer& g : gapped)
    if ((g.verb == Verb::kAttack && action == "player-attack") ||
        (g.verb == Verb::kThwart && action == "thwart")) {
      once(g.verb, g.who, g.verb == Verb::kAttack ? "attack" : "thwart");
      const char* stat = g.verb == Verb::kAttack ? "atk" : "thw";
      if (g.amount >= 0 && r.fact(g.who, stat).empty())
        r.facts[g.who][stat] = std::to_string(g.amount);
    }
  // ("My partner's Captain Marvel attacked Rhino, and then Spider-Man
  // attacked the Soldier": the other player's hero first, the asker's
  // next. Alone, a hero read as the other player's is more often the
  // asker's misread, and stays unsimulated.)
  const std::string then = r.fact("attack", "then");
  if (action == "player-attack" && hero2_first && !then.empty() && then != "hero2" &&
      r.fact("attack", "by").empty())
    r.facts["attack"]["by"] = "hero2";
  r.action = action;
  read_form_change(r, tokens);
  // Two enemies' attacks: the first is the situation's attack, the second
  // follows it ("attack: then minion"), each with its own defender.
  if (action == "enemy-attack" && enemy_attacks.size() >= 2) {
    const EnemyAttack& first = enemy_attacks[0];
    const EnemyAttack& second = enemy_attacks[1];
    if (first.by == "villain")
      r.facts["attack"].erase("by");
    else
      r.facts["attack"]["by"] = first.by;
    if (!first.defender.empty()) r.defender = first.defender;
    if (first.defender == "hero") exhausted_by_first_defence(r, tokens, second.token);
    r.facts["attack"]["then"] = second.by;
    r.facts["attack"]["then-defender"] = second.defender.empty() ? "none" : second.defender;
    for (size_t n = 2; n < enemy_attacks.size(); ++n)
      r.not_simulated.push_back("a third enemy's attack, by the " + enemy_attacks[n].by);
  }
  if (action == "enemy-attack" && enemy_attacks.size() < 2)
    then_enemy_attacks(r, tokens, ms, cs, role_of);
  return action;
}

}  // namespace arbiter::query::ask
