// Dice Masters situations: one attacker against blockers (or unblocked),
// built from what the question said: A/D values, damage already on a die,
// keywords, a blocker removed before damage, a doubled A, how the attacker
// splits its damage, a Regenerate roll, the opponent's life.
#include <set>

#include "query/ask/situation.h"

namespace arbiter::query::ask {

namespace {

// Keywords a combat question can carry, as the DM scenario format names them.
const std::set<std::string> kCombatKeywords = {
    "fast",   "overcrush", "deadly",      "iron-will",    "regenerate",
    "cleave", "immortal",  "retaliation", "energy-drain", "frag"};

std::vector<std::string> blockers(const Reading& r) {
  std::vector<std::string> out;
  for (const char* b : {"blocker", "blocker2"})
    if (r.has(b)) out.push_back(b);
  return out;
}

// A Regenerate die is rolled when KO'd, so it needs faces: half character
// (level 1), half energy. A roll the question states is fixed; otherwise
// the engine gives the distribution.
std::string regenerate_faces(const Reading& r, const std::string& role) {
  if (r.fact(role, "regenerate").empty()) return "";
  return " faces=\"1, 1, 1, fist, fist, fist\"";
}

std::string die(const Reading& r, const std::map<std::string, std::string>& values,
                const std::string& role, const std::string& owner) {
  std::string keywords;
  auto it = r.facts.find(role);
  if (it != r.facts.end())
    for (const auto& [field, v] : it->second)
      if (kCombatKeywords.count(field) && v == "true")
        keywords += (keywords.empty() ? "" : " ") + field;
  const std::string a = value_of(r, values, role, "a", "1"),
                    d = value_of(r, values, role, "d", "20");
  std::string xml = "    <card id=\"" + role + "-card\" name=\"the " + role + "\" owner=\"" +
                    owner + "\" cost=\"3\" energy=\"fist\" levels=\"0:" + a + "/" + d + "\"" +
                    (keywords.empty() ? "" : " keywords=\"" + keywords + "\"") +
                    regenerate_faces(r, role) + "/>\n";
  xml += "    <die id=\"" + role + "\" card=\"" + role + "-card\" zone=\"field\"";
  const std::string damage = value_of(r, values, role, "damage", "");
  if (!damage.empty()) xml += " damage=\"" + damage + "\"";
  xml += "/>\n";
  const std::string roll = r.fact(role, "roll");
  if (!roll.empty())
    xml += "    <fixed-roll die=\"" + role + "\" faces=\"" + (roll == "character" ? "1" : "fist") +
           "\"/>\n";
  return xml;
}

// What happens between blocking and damage: a blocker leaves combat, the
// attacker's A is doubled.
std::string before_damage(const Reading& r) {
  std::string xml;
  for (const std::string& b : blockers(r))
    if (r.fact(b, "removed") == "true")
      xml += "    <remove die=\"" + b + "\" to=\"bag\" by=\"an effect before damage\"/>\n";
  const std::string doubled = r.fact("attacker", "double");
  if (!doubled.empty()) xml += "    <modify die=\"attacker\" double=\"" + doubled + "\"/>\n";
  return xml;
}

// The attacker's damage as the question splits it among its blockers.
std::string assign_damage(const Reading& r, const std::string& attacker_a) {
  auto split = r.facts.find("split");
  if (split == r.facts.end() || split->second.empty()) return "    <assign-damage/>\n";
  std::string xml = "    <assign-damage>\n";
  for (const auto& [blocker, amount] : split->second)
    xml += "      <split attacker=\"attacker\" blocker=\"" + blocker + "\" amount=\"" +
           (amount == "all" ? attacker_a : amount) + "\"/>\n";
  return xml + "    </assign-damage>\n";
}

}  // namespace

std::vector<Unstated> dm_unstated_values(const Reading& r) {
  std::vector<Unstated> out;
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
  for (const std::string& b : blockers(r)) need(b, "d", b + " D", true);
  need("attacker", "a", "attacker A", false);
  for (const std::string& b : blockers(r)) need(b, "a", b + " A", false);
  return out;
}

std::string dm_scenario_xml(const Reading& r, const std::string& edition,
                            const std::map<std::string, std::string>& values) {
  std::string xml = "<scenario game=\"dm\" edition=\"" + edition +
                    "\" title=\"asked\">\n  <state active=\"p1\" step=\"attack\">\n";
  xml += "    <player id=\"p1\"/>\n    <player id=\"p2\" life=\"" +
         value_of(r, values, "p2", "life", "20") + "\"/>\n";
  xml += die(r, values, "attacker", "p1");
  for (const std::string& b : blockers(r)) xml += die(r, values, b, "p2");
  xml += "  </state>\n  <do>\n    <declare-attackers dice=\"attacker\"/>\n";
  if (!blockers(r).empty()) {
    xml += "    <declare-blockers>\n";
    for (const std::string& b : blockers(r))
      xml += "      <block blocker=\"" + b + "\" attacker=\"attacker\"/>\n";
    xml += "    </declare-blockers>\n";
  }
  // Deadly KOs at the end of the turn, so then the turn runs to Clean Up;
  // otherwise it stops after combat damage, where the damage on dice shows.
  const bool deadly = r.fact("attacker", "deadly") == "true" ||
                      r.fact("blocker", "deadly") == "true" ||
                      r.fact("blocker2", "deadly") == "true";
  xml += before_damage(r) + assign_damage(r, value_of(r, values, "attacker", "a", "1")) +
         (deadly ? "    <clean-up/>\n" : "") + "  </do>\n</scenario>\n";
  return xml;
}

void dm_canonical_values(std::map<std::string, std::string>& values) {
  // "KO'd" is where a KO'd character die goes: the Prep Area (rule 1.5.3.2).
  for (const char* role : {"attacker", "blocker", "blocker2"}) {
    auto it = values.find(std::string(role) + ".zone");
    if (it != values.end())
      values[std::string(role) + ".ko"] = engine::bool_text(it->second == "prep");
  }
}

}  // namespace arbiter::query::ask
