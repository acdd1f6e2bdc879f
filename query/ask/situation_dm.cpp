// Dice Masters situations: one attacker against blockers (or unblocked),
// built from what the question said: A/D values, damage already on a die,
// keywords, a blocker removed before damage, a doubled A, how the attacker
// splits its damage, a Regenerate roll, the opponent's life.
#include <algorithm>
#include <charconv>
#include <map>
#include <set>

#include "common/text.h"
#include "query/ask/situation.h"
#include "query/ask/situation_games.h"
#include "query/ask/tokens.h"

namespace arbiter::query::ask {

namespace {

// Keywords a combat question can carry, as the DM scenario format names them.
const std::set<std::string>& combat_keywords() {
  static const std::set<std::string> value = {
      "fast",     "overcrush",   "deadly",       "iron-will", "regenerate", "cleave",
      "immortal", "retaliation", "energy-drain", "frag",      "infiltrate", "strike"};
  return value;
}

std::vector<std::string> blockers(const Reading& r) {
  std::vector<std::string> out;
  for (const char* b : {"blocker", "blocker2", "blocker3"})
    if (r.has(b)) out.push_back(b);
  return out;
}

// A Regenerate die is rolled when KO'd, so it needs faces: half character
// (level 1), half energy. A roll the question states is fixed; otherwise
// the engine gives the distribution.
std::string regenerate_faces(const Reading& r, const std::string& role) {
  if (r.fact(role, "regenerate").empty()) return "";
  const std::string level = r.fact(role, "roll-level");
  return " faces=\"1, " + (level.empty() ? std::string("1") : level) + ", 1, fist, fist, fist\"";
}

int small_number(const std::string& s) {
  int v = -1;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && end == s.data() + s.size() ? v : -1;
}

// A level said of a die ("level 2", a roll's "roll-level 3"): 1 to 9, or 0.
int level_said(const Reading& r, const std::string& role, const std::string& field) {
  const int n = small_number(r.fact(role, field));
  return n >= 1 && n <= 9 ? n : 0;
}

// A die's level, said ("on level 2") or 1.
int level_of(const Reading& r, const std::string& role) {
  return std::max(level_said(r, role, "level"), 1);
}

// The card's levels: the die's own stats at its level, the faces of other
// levels the question gives ("level1 2A/2D"), and up to a Regenerate
// roll's level. A level the question gives no face for takes the die's own
// stats: only its number is asked of it (a roll's level), and where its
// stats decide (a spin, Energy Drain) the reading names them as left out.
std::string levels(const Reading& r, const std::string& role, const std::string& a,
                   const std::string& d) {
  const int level = level_of(r, role);
  int top = std::max(level, level_said(r, role, "roll-level"));
  for (int l = top + 1; l <= 5; ++l)
    if (!r.fact(role, "level" + std::to_string(l)).empty()) top = l;
  std::string out;
  for (int l = 1; l <= top; ++l) {
    std::string face = a + "/" + d;
    std::string said = r.fact(role, "level" + std::to_string(l));
    std::transform(said.begin(), said.end(), said.begin(), ::tolower);
    int fa = -1, fd = -1;
    if (l != level && parse_dice_stat(said, fa, fd) && fa >= 0 && fd >= 0)
      face = std::to_string(fa) + "/" + std::to_string(fd);
    out += (l == 1 ? "0:" : ", 0:") + face;
  }
  return out;
}

// "the attacker", "the second blocker": how the answer names a die.
std::string die_label(const std::string& role) {
  if (role == "p1-die") return "p1's other die";
  if (role == "p2-die") return "p2's other die";
  const char last = role.back();
  const std::string base = role.rfind("attacker", 0) == 0 ? "attacker" : "blocker";
  if (last == '2') return "the second " + base;
  if (last == '3') return "the third " + base;
  return "the " + base;
}

std::string die(const Reading& r, const std::map<std::string, std::string>& values,
                const std::string& role, const std::string& owner) {
  std::string keywords;
  auto it = r.facts.find(role);
  if (it != r.facts.end())
    for (const auto& [field, v] : it->second) {
      if (combat_keywords().count(field) && v == "true")
        keywords += (keywords.empty() ? "" : " ") + field;
      else if (field == "breath-weapon")  // "Breath Weapon 2"
        keywords += (keywords.empty() ? "" : " ") + std::string("breath-weapon-") + v;
    }
  const std::string a = value_of(r, values, role, "a", "1"),
                    d = value_of(r, values, role, "d", "20");
  std::string xml = "    <card id=\"" + role + "-card\" name=\"the " + role + "\" owner=\"" +
                    owner + "\" cost=\"3\" energy=\"fist\" levels=\"" + levels(r, role, a, d) +
                    "\"" + (keywords.empty() ? "" : " keywords=\"" + keywords + "\"") +
                    optional_attr(r, role, "affiliation", "affiliations") +
                    regenerate_faces(r, role);
  // Card text quoted in the question, as the card prints it (card_text.h).
  const std::string texts = r.fact(role, "ability");
  if (texts.empty()) {
    xml += "/>\n";
  } else {
    xml += ">\n";
    for (const std::string& t : split(texts, '|'))
      xml += "      <ability>" + xml_text(t) + "</ability>\n";
    xml += "    </card>\n";
  }
  // A Strike die fielded alone this turn is fielded in the Main Step
  // before the attack (its fielding cost 0), so Strike applies as it ends.
  const bool fielded_now = r.fact(role, "fielded-alone") == "true";
  xml += "    <die id=\"" + role + "\" name=\"" + die_label(role) + "\" card=\"" + role +
         "-card\" zone=\"" + (fielded_now ? "reserve" : "field") + "\"";
  if (fielded_now)
    xml += " face=\"" + std::to_string(level_of(r, role)) + "\"";
  else if (level_of(r, role) > 1)
    xml += " level=\"" + std::to_string(level_of(r, role)) + "\"";
  // "Colossus can't be KO'd": the die's, not a keyword its card prints.
  if (r.fact(role, "cannot-be-ko") == "true") xml += " cannot-be-ko=\"true\"";
  const std::string damage = value_of(r, values, role, "damage", "");
  if (!damage.empty()) xml += " damage=\"" + damage + "\"";
  xml += "/>\n";
  const std::string roll = r.fact(role, "roll");
  const std::string level = r.fact(role, "roll-level");
  if (!roll.empty())
    xml += "    <fixed-roll die=\"" + role + "\" faces=\"" +
           (roll != "character" ? "fist"
            : level.empty()     ? "1"
                                : level) +
           "\"/>\n";
  return xml;
}

// A Global paid for with energy ("I pay a fist for a global: +2A on
// Kraven"): who uses it, the die it acts on (none: no Global is run) and
// the engine's effect.
struct GlobalUse {
  std::string player, die, effect;
};

// The one die told a single change of A or D, or a spin, when the reading
// has a Global's cost.
GlobalUse global_use(const Reading& r) {
  GlobalUse g;
  if (r.fact("global", "cost").empty()) return g;
  g.player = r.fact("global", "player").empty() ? "p1" : r.fact("global", "player");
  for (const char* die : kCombatDice) {
    const std::vector<std::string> steps = modifier_steps(r.fact(die, "modify"));
    const std::string spin = r.fact(die, "spin");
    if (steps.empty() && spin.empty()) continue;
    if (!g.die.empty() || steps.size() + (spin.empty() ? 0 : 1) != 1) return {};
    g.die = die;
    if (!spin.empty()) {
      g.effect = (spin[0] == '-' ? "spin-down:" : "spin-up:") + spin.substr(1);
    } else {
      const std::string& m = steps[0];
      if (m.size() < 3 || (m[0] != '+' && m[0] != '-')) return {};
      g.effect = std::string(m.back() == 'a' ? "attack:" : "defense:") + m.substr(0, m.size() - 1);
    }
  }
  return g;
}

// What happens between blocking and damage: a blocker leaves combat, the
// attacker's A is doubled.
std::string before_damage(const Reading& r, const GlobalUse& global) {
  std::string xml;
  // (Sent nowhere said, a blocker goes to the bag.)
  for (const std::string& b : blockers(r))
    if (const std::string to = r.fact(b, "removed"); !to.empty())
      xml += "    <remove die=\"" + b + "\" to=\"" + (to == "prep" || to == "field" ? to : "bag") +
             "\" by=\"an effect before damage\"/>\n";
  // "I take my attacker out of combat": it leaves combat for its field
  // zone, neither dealing nor taking combat damage.
  for (const char* a : {"attacker", "attacker2", "attacker3"})
    if (!r.fact(a, "removed").empty())
      xml += std::string("    <remove die=\"") + a + "\" to=\"" +
             (r.fact(a, "removed") == "prep" ? "prep" : "field") +
             "\" by=\"an effect before damage\"/>\n";
  if (!global.die.empty())
    xml += "    <global player=\"" + global.player + "\" cost=\"" + r.fact("global", "cost") +
           "\" effect=\"" + global.effect + "\" target=\"" + global.die + "\"/>\n";
  for (const char* die : kCombatDice) {
    if (die == global.die) continue;
    for (const std::string& m : modifier_steps(r.fact(die, "modify"))) {
      if (m.size() < 2) continue;
      const char stat = m.back();
      if (m[0] == 'x')
        xml += std::string("    <modify die=\"") + die + "\" double=\"" + stat + "\"/>\n";
      else
        xml += std::string("    <modify die=\"") + die + "\" " + stat + "=\"" +
               m.substr(0, m.size() - 1) + "\"/>\n";
    }
  }
  // "I spin Magneto down one level" before damage (dm:3.7).
  for (const char* die : kCombatDice)
    if (const std::string by = r.fact(die, "spin"); !by.empty() && die != global.die)
      xml += std::string("    <spin die=\"") + die + "\" by=\"" + by + "\"/>\n";
  // Damage an ability deals after blockers and before combat damage: a die
  // it KOs deals and takes no combat damage (dm:2.7.1.8).
  for (const char* die : kCombatDice)
    if (const std::string n = r.fact(die, "pinged"); !n.empty())
      xml += std::string("    <damage dice=\"") + die + "\" amount=\"" + n +
             "\" source=\"an ability before damage\"/>\n";
  return xml;
}

// The attacker a blocker blocks: the one said ("blocks attacker2"), else
// the first.
std::string attacker_of(const Reading& r, const std::string& blocker) {
  const std::string said = r.fact(blocker, "blocks");
  return said.empty() ? "attacker" : said;
}

// The split element for the one blocker of `attacker` a stated split
// leaves out, or "". Not with Overcrush, whose excess may go to the player
// instead.
std::string unsplit_rest(const Reading& r, const std::map<std::string, std::string>& split,
                         const std::string& attacker, const std::string& attacker_a) {
  const int a = small_number(attacker_a);
  if (a < 0 || !r.fact(attacker, "overcrush").empty()) return "";
  int assigned = 0;
  for (const auto& [blocker, amount] : split) {
    const int n = small_number(amount);
    if (n < 0) return "";
    assigned += n;
  }
  std::vector<std::string> left;
  for (const std::string& b : blockers(r))
    if (!split.count(b) && attacker_of(r, b) == attacker) left.push_back(b);
  if (left.size() != 1 || assigned >= a) return "";
  return "      <split attacker=\"" + attacker + "\" blocker=\"" + left[0] + "\" amount=\"" +
         std::to_string(a - assigned) + "\"/>\n";
}

// The attackers' damage as the question splits it among their blockers:
// each blocker's share is the damage of the attacker it blocks ("two
// Sidekicks block Storm, all 4 on the first one": Storm's).
std::string assign_damage(const Reading& r, const std::map<std::string, std::string>& values) {
  auto split = r.facts.find("split");
  if (split == r.facts.end() || split->second.empty()) return "    <assign-damage/>\n";
  std::string xml = "    <assign-damage>\n";
  std::set<std::string> attackers;
  for (const auto& [blocker, amount] : split->second) {
    const std::string attacker = attacker_of(r, blocker);
    attackers.insert(attacker);
    xml += "      <split attacker=\"" + attacker + "\" blocker=\"" + blocker + "\" amount=\"" +
           (amount == "all" ? value_of(r, values, attacker, "a", "1") : amount) + "\"/>\n";
  }
  // "2 on Loki, 3 on Ench...": the attacker assigns all its damage
  // (dm:2.7.4.3.4), so the one blocker the split leaves out takes the rest.
  if (attackers.size() == 1) {
    const std::string& attacker = *attackers.begin();
    xml += unsplit_rest(r, split->second, attacker, value_of(r, values, attacker, "a", "1"));
  }
  return xml + "    </assign-damage>\n";
}

}  // namespace
// namespace

std::vector<Unstated> dm_unstated_values(const Reading& r) {
  std::vector<Unstated> out;
  if (r.action != "combat") return out;  // the turn's steps take no unstated value
  auto need = [&](const std::string& role, const std::string& field, const std::string& label,
                  bool durability) {
    if (!r.fact(role, field).empty()) return;
    // Defence defaults to enough to survive, like hit points in MC.
    if (durability)
      out.push_back({role + "." + field, label, "1", "20", "20", true});
    else
      out.push_back({role + "." + field, label, "0", "10", "1", false});
  };
  need("attacker", "d", "attacker D", true);
  for (const char* a : {"attacker2", "attacker3"})
    if (r.has(a)) {
      need(a, "d", std::string(a) + " D", true);
      need(a, "a", std::string(a) + " A", false);
    }
  for (const std::string& b : blockers(r)) need(b, "d", b + " D", true);
  need("attacker", "a", "attacker A", false);
  for (const std::string& b : blockers(r)) need(b, "a", b + " A", false);
  return out;
}

std::string dm_scenario_xml(const Reading& r, const std::string& edition,
                            const std::map<std::string, std::string>& values) {
  if (r.action != "combat") return dm_turn_xml(r, edition);
  const std::vector<std::string> blocking = blockers(r);
  const bool fielded_now = r.fact("attacker", "fielded-alone") == "true";
  std::string xml = "<scenario game=\"dm\" edition=\"" + edition +
                    "\" title=\"asked\">\n  <state active=\"p1\" step=\"" +
                    (fielded_now ? "main" : "attack") + "\">\n";
  // ("I'm at 12 life and attack": a Retaliation takes the attacker's life.)
  const std::string own = r.fact("p1", "life");
  xml += "    <player id=\"p1\"" + (own.empty() ? "" : " life=\"" + own + "\"") +
         "/>\n    <player id=\"p2\" life=\"" + value_of(r, values, "p2", "life", "20") + "\"/>\n";
  xml += die(r, values, "attacker", "p1");
  for (const char* a : {"attacker2", "attacker3"})
    if (r.has(a)) xml += die(r, values, a, "p1");
  for (const std::string& b : blocking) xml += die(r, values, b, "p2");
  // Dice in the Field Zone outside the combat.
  if (r.has("p1-die")) xml += die(r, values, "p1-die", "p1");
  if (r.has("p2-die")) xml += die(r, values, "p2-die", "p2");
  // Breath Weapon X the question says is paid for: X energy in the
  // attacker's Reserve Pool, paid as it attacks (dm:breath-weapon-x).
  const std::string breath = r.fact("attacker", "breath-weapon");
  std::string pay;
  if (!breath.empty() && r.fact("breath", "paid") == "true")
    for (int n = 0; n < std::min(std::stoi(breath), 6); ++n) {
      xml += "    <sidekick id=\"energy" + std::to_string(n + 1) +
             "\" owner=\"p1\" zone=\"reserve\" face=\"fist\"/>\n";
      pay += (pay.empty() ? "" : " ") + std::string("fist");
    }
  // The energy a Global is paid with, in its user's Reserve Pool.
  const GlobalUse global = global_use(r);
  if (!global.die.empty())
    xml += "    <sidekick id=\"global-energy\" owner=\"" + global.player +
           "\" zone=\"reserve\" face=\"" + r.fact("global", "cost") + "\"/>\n";
  // Life a player gains before the attack, or after its damage.
  auto gains = [&](bool after) {
    std::string out;
    for (const char* p : {"p1", "p2"})
      if (!r.fact(p, "gain").empty() && (r.fact(p, "gain-after") == "true") == after)
        out += std::string("    <gain-life player=\"") + p + "\" amount=\"" + r.fact(p, "gain") +
               "\"/>\n";
    return out;
  };
  xml += std::string("  </state>\n  <do>\n") +
         (fielded_now ? "    <field die=\"attacker\"/>\n    <end-main-step/>\n" : "") +
         gains(false) + "    <declare-attackers dice=\"attacker" +
         std::string(r.has("attacker2") ? " attacker2" : "") +
         std::string(r.has("attacker3") ? " attacker3" : "") + "\"";
  xml += pay.empty() ? "/>\n"
                     : ">\n      <breath-weapon die=\"attacker\" pay=\"" + pay +
                           "\"/>\n    </declare-attackers>\n";
  // An unblocked attacker with Infiltrate uses it: the question names the
  // keyword to ask what it does.
  std::string infiltrate;
  for (const char* a : {"attacker", "attacker2", "attacker3"}) {
    bool blocked = false;
    for (const std::string& b : blocking)
      blocked |= (r.fact(b, "blocks").empty() ? std::string("attacker") : r.fact(b, "blocks")) == a;
    if (r.fact(a, "infiltrate") == "true" && !blocked && r.fact(a, "use-infiltrate") != "false")
      infiltrate += std::string("      <infiltrate die=\"") + a + "\"/>\n";
  }
  // (A Global waits for blockers to be declared, none as they may be.)
  if (!blocking.empty() || !infiltrate.empty() || !global.die.empty()) {
    xml += "    <declare-blockers>\n";
    for (const std::string& b : blocking)
      xml += "      <block blocker=\"" + b + "\" attacker=\"" +
             (r.fact(b, "blocks").empty() ? "attacker" : r.fact(b, "blocks")) + "\"/>\n";
    xml += infiltrate + "    </declare-blockers>\n";
  }
  // Deadly KOs at the end of the turn, so then the turn runs to Clean Up;
  // otherwise it stops after combat damage, where the damage on dice shows.
  bool deadly = false;
  for (const char* die : kCombatDice) deadly |= r.fact(die, "deadly") == "true";
  // A question about the end of the turn ("where is it after clean up?")
  // runs there too.
  const bool to_end = deadly || r.fact("turn", "to-end") == "true";
  xml += before_damage(r, global) + assign_damage(r, values) + gains(true) +
         (to_end ? "    <clean-up/>\n" : "") + "  </do>\n</scenario>\n";
  return xml;
}

void dm_canonical_values(engine::Values& values) {
  // "KO'd" is where a KO'd character die goes: the Prep Area (rule 1.5.3.2).
  for (const char* role : kCombatDice) {
    auto it = values.find(std::string(role) + ".zone");
    if (it != values.end())
      values.set(std::string(role) + ".ko", engine::bool_text(it->second == "prep"));
  }
}

}  // namespace arbiter::query::ask
// namespace arbiter::query::ask
