// Marvel Champions situations: an enemy attack, a player's attack, an
// enemy scheme or a thwart, built from what the question said.
#include <algorithm>
#include <set>
#include <stdexcept>
#include <string_view>

#include "common/text.h"
#include "query/ask/situation.h"
#include "query/ask/situation_games.h"

namespace arbiter::query::ask {

namespace {

// The fact fields the scenario format takes as a character's attributes,
// under the same names.
const std::set<std::string, std::less<>>& scenario_fields() {
  static const std::set<std::string, std::less<>> fields = {
      "atk",         "thw",       "def",   "rec",           "sch",          "hp",        "damage",
      "stunned",     "confused",  "tough", "exhausted",     "overkill",     "retaliate", "guard",
      "quickstrike", "toughness", "form",  "next-stage-hp", "per-player-hp"};
  return fields;
}

// The player a minion is engaged with: the asker's unless said otherwise.
std::string engaged(const Reading& r, const std::string& minion) {
  return " engaged=\"" + (r.fact(minion, "player") == "p2" ? std::string("p2") : "p1") + "\"";
}

// Whom a player's attack or a damage effect hits: the minion when one is
// named, unless the question says the villain is attacked past it (a guard
// minion engaged: "I swing at the villain").
std::string target_role(const Reading& r) {
  if (r.action != "player-attack" && r.action != "damage" && r.action != "attack-event") return "";
  // "my hero takes 3 damage from a treachery": damage to the one who takes it.
  const std::string to = r.fact("hit", "to");
  if (r.action == "damage" && !to.empty() && r.has(to)) return to;
  const std::string named = r.fact("attack", "target");
  if (!named.empty() && r.has(named) && named != "villain" && named.rfind("minion", 0) == 0)
    return named;
  if (!r.has("minion")) return "villain";
  // ("Thor attacked Klaw, then my Spider-Man attacked the Hydra Soldier":
  // two attacks told apart, the first on the villain.)
  if (named == "villain" && r.fact("attack", "then-target").rfind("minion", 0) == 0)
    return "villain";
  // (A guard the card prints says nothing of whom, unless the question
  // names the villain as the target.)
  if (r.has("villain") && r.fact("minion", "guard") == "true" &&
      (!r.from_card("minion", "guard") || named == "villain"))
    return "villain";
  return "minion";
}

// Where damage moves from (who has damage) and to (the other character).
std::pair<std::string, std::string> move_roles(const Reading& r) {
  const std::string from = !r.fact("hero", "damage").empty()   ? "hero"
                           : !r.fact("ally", "damage").empty() ? "ally"
                                                               : "hero";
  const std::string to = r.has("minion")    ? "minion"
                         : r.has("villain") ? "villain"
                         : from == "hero"   ? "ally"
                                            : "hero";
  return {from, to};
}

std::string character(const Reading& r, const std::map<std::string, std::string>& values,
                      const std::string& role, const std::string& element,
                      const std::string& extra) {
  const std::string name = role == "hero2"     ? "other player's hero"
                           : role == "ally2"   ? "second ally"
                           : role == "minion2" ? "second minion"
                                               : role;
  // A card named by name keeps it: its text may say it ("When Klaw attacks").
  const std::string card = r.fact(role, "name");
  std::string xml = "    <" + element + " id=\"" + role + "\" name=\"" +
                    (card.empty() ? "the " + name : xml_text(card)) + "\"" + extra;
  xml += " hp=\"" + value_of(r, values, role, "hp", "10") + "\"";
  // value_of for each field: the fields the role has a value for, tried
  // (in `values`) before said, in field order, rather than a lookup for
  // every field there is.
  std::vector<std::pair<std::string_view, const std::string*>> fields;
  if (const auto said = r.facts.find(role); said != r.facts.end())
    for (const auto& [field, v] : said->second) fields.emplace_back(field, &v);
  const std::string prefix = role + ".";
  for (auto it = values.lower_bound(prefix);
       it != values.end() && it->first.compare(0, prefix.size(), prefix) == 0; ++it) {
    const std::string_view field = std::string_view(it->first).substr(prefix.size());
    const auto at =
        std::find_if(fields.begin(), fields.end(), [&](const auto& f) { return f.first == field; });
    if (at != fields.end())
      at->second = &it->second;
    else
      fields.emplace_back(field, &it->second);
  }
  std::sort(fields.begin(), fields.end());
  for (const auto& [field, v] : fields) {
    if (field == "hp" || (field == "form" && role != "hero" && role != "hero2")) continue;
    if (scenario_fields().count(field) && !v->empty())
      xml.append(" ").append(field).append("=\"").append(*v).append("\"");
  }
  // Consequential damage follows the action: "1 consequential pip" on an
  // ally that thwarts is THW consequential damage.
  const std::string pips = r.fact(role, "consequential");
  if (!pips.empty() && role == "ally")
    xml += std::string(r.action == "thwart" ? " thw" : " atk") + "-consequential=\"" + pips + "\"";
  return xml + "/>\n";
}

}  // namespace

std::vector<Unstated> mc_unstated_values(const Reading& r) {
  std::vector<Unstated> out;
  auto need = [&](const std::string& role, const std::string& field, const std::string& label,
                  const std::string& lo, const std::string& hi, const std::string& fallback) {
    // Hit points default to enough to survive (see Unstated::assume_high);
    // a card named gives the most there can be: its full health.
    if (!r.fact(role, field).empty()) return;
    Unstated u{role + "." + field, label, lo, hi, field == "hp" ? hi : fallback, field == "hp"};
    if (const std::string full = r.fact(role, "full-hp"); field == "hp" && !full.empty()) {
      u.high = u.fallback = full;
      u.high_means = "full health, as the card prints";
    }
    out.push_back(std::move(u));
  };
  const std::string actor = attacker_role(r);
  if (r.action == "enemy-attack") {
    need(actor, "atk", actor + " ATK", "0", "8", "2");
    if (const std::string then = r.fact("attack", "then"); !then.empty())
      need(then, "atk", then + " ATK", "0", "8", "2");
    if (actor == "villain" || r.fact("attack", "then") == "villain")
      need("villain", "boost", "boost icons", "0", "4", "0");
    if (r.defender == "ally") need("ally", "hp", "ally hit points", "1", "12", "12");
    if (r.defender == "hero") need("hero", "def", "hero DEF", "0", "8", "2");
    if (r.defender == "hero2") need("hero2", "def", "the defending hero's DEF", "0", "8", "2");
    need("hero", "hp", "hero hit points", "2", "30", "10");
    need(actor, "hp", actor + " hit points", "1", "30", "10");
  } else if (r.action == "player-attack") {
    need(actor, "atk", actor + " ATK", "0", "8", "2");
    const std::string then = r.fact("attack", "then");
    if (!then.empty()) need(then, "atk", then + " ATK", "0", "8", "2");
    need(target_role(r), "hp", target_role(r) + " hit points", "1", "30", "10");
  } else if (r.action == "enemy-scheme") {
    need(actor, "sch", actor + " SCH", "0", "6", "1");
    const std::string then = r.fact("scheme", "then");
    if (!then.empty()) need(then, "sch", then + " SCH", "0", "6", "1");
    if (actor == "villain" || then == "villain")
      need("villain", "boost", "boost icons", "0", "3", "0");
    need("main", "threat", "threat on the main scheme", "0", "12", "0");
    need("main", "target", "the main scheme's target threat", "4", "30", "10");
  } else if (r.action == "thwart") {
    need(actor, "thw", actor + " THW", "0", "6", "1");
    const std::string then = r.fact("thwart", "then");
    if (!then.empty()) need(then, "thw", then + " THW", "0", "6", "1");
    need("main", "threat", "threat on the main scheme", "0", "12", "3");
  } else if (r.action == "villain-phase") {
    // The villain attacks a hero and schemes against an alter-ego.
    if (r.fact("hero", "form") == "alter-ego") need("villain", "sch", "villain SCH", "0", "6", "1");
    if (r.fact("hero", "form") != "alter-ego" || r.has("hero2"))
      need("villain", "atk", "villain ATK", "0", "8", "2");
    need("villain", "boost", "boost icons", "0", "3", "0");
    need("main", "threat", "threat on the main scheme", "0", "12", "0");
    // With the attack's value given, the hero's hit points decide whether
    // it is defeated: said, or named as assumed.
    if (!r.fact("villain", "atk").empty() && r.fact("hero", "form") != "alter-ego")
      need("hero", "hp", "hero hit points", "2", "30", "10");
    if (r.defender == "hero") need("hero", "def", "hero DEF", "0", "8", "2");
    if (r.defender == "ally") need("ally", "hp", "ally hit points", "1", "12", "12");
  } else if (r.action == "minion-enters") {
    need("minion", "atk", "minion ATK", "0", "8", "2");
  } else if (r.action == "thwart-event") {
    need("main", "threat", "threat on the main scheme", "0", "12", "3");
    if (r.fact("thwart", "then") == "hero") need("hero", "thw", "hero THW", "0", "6", "1");
  } else if (r.action == "attack-event") {
    need(target_role(r), "hp", target_role(r) + " hit points", "1", "30", "10");
  } else if (r.action == "place-threat") {
    const std::string schemer = r.has("minion") && !r.has("villain") ? "minion" : "villain";
    need(schemer, "sch", schemer + " SCH", "0", "6", "1");
    if (schemer == "villain") need("villain", "boost", "boost icons", "0", "3", "0");
    need("main", "threat", "threat on the main scheme", "0", "12", "0");
    need("main", "target", "the main scheme's target threat", "4", "30", "10");
  }
  // A card's number ("nova pings it for 1"), a card's hit point bonus, and
  // the hit points left of the one whose bonus expires.
  for (const CardMatch& m : r.cards) {
    const std::string key = "card:" + m.card->name;
    if (m.card->ability.find(":N\"") != std::string::npos)
      need(key, "n", m.card->name + "'s amount", "1", "5", "1");
    if (r.action == "expire" && r.fact(key, "on") == m.card->role) {
      // Unstated, the bonus is taken to be what keeps the holder up (the
      // hit points left), and the outcome without it is named.
      const std::string said = r.fact(m.card->role, "hp");
      const int left = said.empty() ? 1 : std::stoi(said);
      if (r.fact(key, "n").empty())
        out.push_back({key + ".n", m.card->name + "'s hit point bonus", std::to_string(left - 1),
                       std::to_string(left), std::to_string(left), true,
                       "it is all the hit points left"});
      need(m.card->role, "hp", m.card->role + " hit points left", "1", "10", "1");
    }
  }
  // Anyone else the situation damages (consequential damage, retaliation,
  // an attack passed on) may be defeated by it: hit points not given are
  // tried like the rest and assumed enough to survive, said only when
  // they would change the outcome. (The villain phase names the hero's
  // above, once the attack's value is given: tried with that value and the
  // boost unknown, hit points would be too many runs to settle anything.)
  // (The villain too: overkill passes an attack on to it.)
  for (const char* role : {"hero", "hero2", "ally", "ally2", "minion", "minion2", "villain"}) {
    if (r.action == "villain-phase") break;
    const std::string key = std::string(role) + ".hp";
    if (!r.has(role) ||
        std::any_of(out.begin(), out.end(), [&](const Unstated& u) { return u.key == key; }))
      continue;
    const size_t before = out.size();
    need(role, "hp", std::string(role) + " hit points", "1", "12", "12");
    if (out.size() > before) out.back().quiet = true;
  }
  // Damage can defeat the villain: whether that wins the game depends on its
  // stage, which a question rarely names. Assumed not the final one, and
  // said so, unless the question says ("final stage", rookie mode).
  const std::string target = target_role(r);
  if ((r.action == "player-attack" || r.action == "damage" || r.action == "attack-event") &&
      target == "villain")
    need("villain", "stages-after", "whether this is the villain's final stage", "0", "1", "1");
  // Threat can complete the main scheme: whether that wins the game depends
  // on the stage, which a question rarely names. Assumed not the final one,
  // and said so.
  if (r.action == "enemy-scheme" || r.action == "place-threat")
    need("main", "stages-after", "whether this is the main scheme's final stage", "0", "1", "1");
  for (Unstated& u : out)
    if (u.key == "villain.stages-after" || u.key == "main.stages-after") {
      u.assume_high = true;
      u.fallback = u.high;
      u.high_means = "not the final stage";
    }
  // A scheme's target, like hit points: assumed not reached, and said so.
  for (Unstated& u : out)
    if (u.key == "main.target") {
      u.assume_high = true;
      u.fallback = u.high;
      u.high_means = "not reached";
    }
  return out;
}

namespace {

// The <do> element for the action read.
// "+2atk then x2atk" on a role: the engine's <modifier> elements, in the
// order said (the engine applies adds before doubling either way).
std::string modifiers(const Reading& r) {
  std::string xml;
  for (const auto& [role, facts] : r.facts) {
    const auto it = facts.find("modify");
    if (it == facts.end()) continue;
    for (const std::string& m : modifier_steps(it->second)) {
      if (m.size() < 4) continue;
      const std::string stat = m.substr(m.size() - 3);
      std::string how;
      if (m[0] == '+' || m[0] == '-')
        how = "add=\"" + m.substr(m[0] == '+' ? 1 : 0, m.size() - 3 - (m[0] == '+')) + "\"";
      else if (m[0] == 'x')
        how = "double=\"true\"";
      else if (m[0] == '/')
        how = "halve=\"true\"";
      else
        continue;
      xml += "    <modifier target=\"" + role + "\" stat=\"" + stat + "\" " + how + "/>\n";
    }
  }
  return xml;
}

std::string action_xml(const Reading& r, const std::string& actor) {
  const std::string amount = r.fact("effect", "amount");
  if (r.action == "enemy-attack") {
    const std::string target = r.fact("attack", "on") == "hero2" ? "p2" : "p1";
    auto defender = [](const std::string& d) {
      return d == "ally" || d == "hero" || d == "hero2" ? d : std::string("none");
    };
    // Another enemy's attack told after it, on the same player.
    const std::string then = r.fact("attack", "then");
    // A character's attack told after it, on an enemy ("then Spider-Man
    // attacks Rhino").
    const std::string counter = r.fact("counter", "by");
    return "    <enemy-attack attacker=\"" + actor + "\" target=\"" + target + "\" defender=\"" +
           defender(r.defender) + "\"/>\n" +
           (then.empty()
                ? ""
                : "    <enemy-attack attacker=\"" + then + "\" target=\"" + target +
                      "\" defender=\"" + defender(r.fact("attack", "then-defender")) + "\"/>\n") +
           (counter.empty() ? ""
                            : "    <attack attacker=\"" + counter + "\" target=\"" +
                                  r.fact("counter", "target") + "\"/>\n");
  }
  // A second character's attack or thwart after the first ("then").
  const std::string then_attack = r.fact("attack", "then"), then_thwart = r.fact("thwart", "then");
  if (r.action == "player-attack")
    return "    <attack attacker=\"" + actor + "\" target=\"" + target_role(r) + "\"/>\n" +
           (then_attack.empty()
                ? ""
                : "    <attack attacker=\"" + then_attack + "\" target=\"" +
                      (r.fact("attack", "then-target").empty() ? target_role(r)
                                                               : r.fact("attack", "then-target")) +
                      "\"/>\n");
  if (r.action == "enemy-scheme")
    return "    <enemy-scheme schemer=\"" + actor + "\"/>\n" +
           (r.fact("scheme", "then").empty()
                ? ""
                : "    <enemy-scheme schemer=\"" + r.fact("scheme", "then") + "\"/>\n");
  if (r.action == "thwart") {
    const std::string scheme = r.fact("thwart", "scheme") == "side" ? "side" : "main";
    const std::string then_scheme =
        r.fact("thwart", "then-scheme").empty() ? scheme : r.fact("thwart", "then-scheme");
    return "    <thwart with=\"" + actor + "\" scheme=\"" + scheme + "\"/>\n" +
           (then_thwart.empty()
                ? ""
                : "    <thwart with=\"" + then_thwart + "\" scheme=\"" + then_scheme + "\"/>\n");
  }
  if (r.action == "recover") return "    <recover player=\"p1\"/>\n";
  if (r.action == "deal-encounter-cards") return "    <deal-encounter-cards/>\n";
  if (r.action == "change-form")
    return r.fact("change-form", "times") == "2"
               ? "    <change-form player=\"p1\"/>\n    <change-form player=\"p1\"/>\n"
               : "    <change-form player=\"p1\"/>\n";
  // In the phase, the defender the question names defends the villain's
  // attack on the asking player.
  if (r.action == "villain-phase") {
    if (r.defender != "hero" && r.defender != "ally") return "    <villain-phase/>\n";
    return "    <villain-phase>\n      <defend player=\"p1\" attacker=\"villain\" defender=\"" +
           r.defender + "\"/>\n    </villain-phase>\n";
  }
  if (r.action == "heal")
    return "    <heal target=\"" + std::string(r.has("ally") ? "ally" : "hero") + "\" amount=\"" +
           amount + "\"/>\n";
  if (r.action == "damage")
    return "    <damage target=\"" + target_role(r) + "\" amount=\"" + r.fact("hit", "amount") +
           "\"/>\n";
  if (r.action == "move-damage") {
    const auto [from, to] = move_roles(r);
    return "    <move-damage from=\"" + from + "\" to=\"" + to + "\" amount=\"" + amount + "\"/>\n";
  }
  if (r.action == "indirect-damage")
    return "    <indirect-damage player=\"p1\" amount=\"" + amount + "\" assign=\"" +
           r.fact("effect", "assign") + "\"/>\n";
  // (A quickstrike minion attacks at once: the defender the question names
  // defends it.)
  if (r.action == "minion-enters")
    return "    <minion-enters minion=\"minion\" engage=\"p1\"" +
           std::string(r.defender == "hero" || r.defender == "ally"
                           ? " defender=\"" + r.defender + "\""
                           : "") +
           "/>\n";
  if (r.action == "thwart-event") {
    const std::string scheme =
        r.fact("thwart", "scheme") == "side" || (r.has("side") && !r.has("main")) ? "side" : "main";
    // (Then the hero's own basic thwart, on the same scheme.)
    return "    <thwart-event hero=\"hero\" scheme=\"" + scheme + "\" remove=\"" +
           r.fact("event", "remove") + "\" name=\"a Thwart event\"/>\n" +
           (r.fact("thwart", "then") == "hero"
                ? "    <thwart with=\"hero\" scheme=\"" + scheme + "\"/>\n"
                : "");
  }
  if (r.action == "attack-event")
    return "    <attack-event hero=\"hero\" target=\"" + target_role(r) + "\" damage=\"" +
           r.fact("event", "damage") + "\" name=\"an Attack event\"" +
           optional_attr(r, "event", "overkill", "overkill") + "/>\n";
  return "";
}

}  // namespace

std::string mc_scenario_xml(const Reading& r, const std::string& edition,
                            const std::map<std::string, std::string>& values,
                            const std::vector<Unstated>& unstated) {
  std::map<std::string, std::string> v = values;
  for (const Unstated& u : unstated)
    if (!v.count(u.key)) v[u.key] = u.fallback;
  const std::string actor = attacker_role(r);
  // A bonus that expires: the question gives the hit points left with it;
  // the holder's own hit points are more, and damage brings it there.
  for (const CardMatch& m : r.cards)
    if (r.action == "expire" && r.fact("card:" + m.card->name, "on") == m.card->role) {
      const int left = std::stoi(value_of(r, v, m.card->role, "hp", "1"));
      const int bonus = std::stoi(value_of(r, v, "card:" + m.card->name, "n", "1"));
      v[m.card->role + ".hp"] = std::to_string(left + 10);
      v[m.card->role + ".damage"] = std::to_string(10 + bonus);
    }
  const std::string mode = r.fact("game", "mode");
  std::string xml = "<scenario game=\"mc\" edition=\"" + edition + "\" title=\"asked\">\n  <state" +
                    (mode.empty() ? "" : " mode=\"" + mode + "\"") +
                    optional_attr(r, "game", "acceleration-tokens", "acceleration-tokens") +
                    optional_attr(r, "game", "encounter-deck", "encounter-deck") +
                    optional_attr(r, "game", "first-player", "first-player") +
                    optional_attr(r, "game", "players-started", "players-started") + ">\n";
  xml += character(
      r, v, "hero", "identity",
      " player=\"p1\"" +
          std::string(r.has("hero") && !r.fact("hero", "form").empty() ? "" : " form=\"hero\""));
  // Another player's identity ("her She-Hulk", a second hero named): player
  // two, after the asking player in player order.
  if (r.has("hero2") || r.fact("ally", "player") == "p2" || r.fact("minion", "player") == "p2" ||
      r.fact("minion2", "player") == "p2")
    xml += character(
        r, v, "hero2", "identity",
        " player=\"p2\"" + std::string(r.fact("hero2", "form").empty() ? " form=\"hero\"" : ""));
  const bool move_to_ally = r.action == "move-damage" && move_roles(r).second == "ally";
  if (r.has("ally") || r.defender == "ally" || actor == "ally" || move_to_ally)
    xml += character(
        r, v, "ally", "ally",
        " player=\"" + (r.fact("ally", "player").empty() ? "p1" : r.fact("ally", "player")) + "\"");
  if (r.has("ally2")) xml += character(r, v, "ally2", "ally", " player=\"p1\"");
  // An overkill attack on a minion spills onto the villain, so it is there.
  const bool spill =
      (r.fact(actor, "overkill") == "true" || r.fact("event", "overkill") == "true") &&
      target_role(r) == "minion";
  if (r.has("villain") || actor == "villain" || target_role(r) == "villain" || spill)
    xml += character(r, v, "villain", "villain",
                     " stages-after=\"" + value_of(r, v, "villain", "stages-after", "1") + "\"");
  if (r.has("minion") || actor == "minion" || target_role(r) == "minion")
    xml += character(r, v, "minion", "minion",
                     r.action == "minion-enters" ? " in-play=\"false\"" : engaged(r, "minion"));
  if (r.has("minion2")) xml += character(r, v, "minion2", "minion", engaged(r, "minion2"));
  xml += "    <main-scheme id=\"main\" name=\"the main scheme\" threat=\"" +
         value_of(r, v, "main", "threat", "0") + "\" target=\"" +
         value_of(r, v, "main", "target", "10") + "\" stages-after=\"" +
         value_of(r, v, "main", "stages-after", "1") + "\"" +
         optional_attr(r, "main", "acceleration", "acceleration") + "/>\n";
  if (r.has("side")) {
    const bool crisis = r.fact("side", "crisis") == "true";
    xml += std::string("    <side-scheme id=\"side\" name=\"") +
           (crisis ? "a crisis side scheme" : "the side scheme") + "\" threat=\"" +
           value_of(r, v, "side", "threat", "1") + "\"" + (crisis ? " crisis=\"true\"" : "") +
           optional_attr(r, "side", "acceleration-icons", "acceleration-icons") +
           optional_attr(r, "side", "hazard", "hazard") + "/>\n";
  }
  // The villain activates once per player in the phase, a boost card each.
  // ("boost vs me 1, vs her 2": the second activation's own, when said.)
  for (int p = 1; r.action == "villain-phase" && p <= (r.has("hero2") ? 2 : 1); ++p)
    xml +=
        "    <boost icons=\"" +
        (p == 2 && !r.fact("villain", "boost2").empty() ? r.fact("villain", "boost2")
                                                        : value_of(r, v, "villain", "boost", "0")) +
        "\"/>\n";
  const bool villain_schemes_then =
      r.action == "enemy-scheme" && r.fact("scheme", "then") == "villain";
  if ((actor == "villain" || villain_schemes_then) &&
      (r.action == "enemy-attack" || r.action == "enemy-scheme")) {
    // A star ability the question names: what it does, for the engine.
    const std::string star = r.fact("villain", "boost-star");
    xml += "    <boost icons=\"" + value_of(r, v, "villain", "boost", "0") + "\"" +
           (star.empty() ? "" : " star=\"true\" does=\"" + star + "\"") + "/>\n";
  }
  xml += modifiers(r);
  // Card text quoted in the question (card_text.h), on the character it is
  // written with: the engine reads its words.
  int texts = 0;
  for (const auto& [role, fields] : r.facts) {
    const auto it = fields.find("ability");
    if (it == fields.end()) continue;
    const std::string name = r.fact(role, "name").empty() ? role : r.fact(role, "name");
    for (const std::string& text : split(it->second, '|'))
      xml += "    <ability id=\"text" + std::to_string(++texts) + "\" name=\"" + xml_text(name) +
             "\" owner=\"" + role + "\">" + xml_text(text) + "</ability>\n";
  }
  // The cards named: their abilities, on the role they sit on.
  std::string before;  // steps the card's action needs first
  std::string action = action_xml(r, actor);
  for (size_t i = 0; i < r.cards.size(); ++i) {
    const Card& c = *r.cards[i].card;
    const std::string key = "card:" + c.name;
    const std::string n = value_of(r, v, key, "n", "1");
    if (!c.ability.empty()) {
      std::string attrs = c.ability;
      for (size_t at; (at = attrs.find(":N\"")) != std::string::npos;)
        attrs.replace(at, 3, ":" + n + "\"");
      xml += "    <ability id=\"card" + std::to_string(i + 1) + "\" name=\"" + c.name +
             "\" owner=\"" + c.role + "\" " + attrs + "/>\n";
    }
    if (r.action == "expire" && r.fact(key, "on") == c.role) {
      // Hit points left with the bonus: damage brings the holder there, then
      // the bonus ends.
      before += "    <gets target=\"" + c.role + "\" hit-points=\"" + n + "\" source=\"" + c.name +
                "\"/>\n";
      action = "    <expire target=\"" + c.role + "\" source=\"" + c.name + "\"/>\n";
    }
    if (r.action == "place-threat" && r.fact("effect", "prevented-by") == c.name) {
      const std::string schemer = r.has("minion") && !r.has("villain") ? "minion" : "villain";
      const int amount = std::stoi(value_of(r, v, schemer, "sch", "1")) +
                         std::stoi(value_of(r, v, "villain", "boost", "0"));
      action = "    <place-threat scheme=\"main\" amount=\"" + std::to_string(amount) +
               "\" prevent=\"" + r.fact("effect", "prevent") + "\" prevented-by=\"" + c.name +
               "\"/>\n";
    }
  }
  xml += "  </state>\n  <do>\n" + before + action + "  </do>\n</scenario>\n";
  return xml;
}

}  // namespace arbiter::query::ask
