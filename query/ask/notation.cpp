#include "query/ask/notation.h"

#include <algorithm>
#include <set>
#include <vector>

#include "common/text.h"

namespace arbiter::query::ask {

namespace {

// The actions a notation can name, per game.
const std::set<std::string>& action_names() {
  static const std::set<std::string> value = {
      "enemy-attack",   "player-attack", "enemy-scheme",
      "thwart",         "heal",          "recover",
      "damage",         "move-damage",   "indirect-damage",
      "minion-enters",  "attack-event",  "expire",
      "place-threat",   "combat",        "gain-life",
      "draw",           "purchase",      "thwart-event",
      "damage-players", "villain-phase", "action-text",
      "field",          "change-form",   "deal-encounter-cards",
      "clean-up"};
  return value;
}

// Roles in the order a player reads them; any other after, alphabetically.
const std::vector<std::string>& role_order() {
  static const std::vector<std::string> value = {
      "villain",  "minion",    "minion2",   "hero",    "ally",     "ally2",    "main", "side",
      "attacker", "attacker2", "attacker3", "blocker", "blocker2", "blocker3", "p1",   "p2"};
  return value;
}

size_t role_rank(const std::string& role) {
  auto it = std::find(role_order().begin(), role_order().end(), role);
  return it == role_order().end() ? role_order().size()
                                  : static_cast<size_t>(it - role_order().begin());
}

bool dm_die(const std::string& game, const std::string& role) {
  return game == "dm" && (starts_with(role, "attacker") || starts_with(role, "blocker"));
}

std::string encode(std::string v) {
  std::replace(v.begin(), v.end(), ',', '+');
  return v;
}

std::string decode(std::string v) {
  std::replace(v.begin(), v.end(), '+', ',');
  return v;
}

// Card text keeps its "+1A": its spaces are written "_", its commas "~"
// (and a ";", which would end the part, "."), so it reads back whole.
std::string encode_card_text(std::string v) {
  std::replace(v.begin(), v.end(), ' ', '_');
  std::replace(v.begin(), v.end(), ',', '~');
  std::replace(v.begin(), v.end(), ';', '.');
  return v;
}

std::string decode_card_text(std::string v) {
  std::replace(v.begin(), v.end(), '_', ' ');
  std::replace(v.begin(), v.end(), '~', ',');
  return v;
}

std::string role_part(const std::string& game, const std::string& role,
                      const std::map<std::string, std::string>& fields) {
  std::vector<std::string> items;
  if (dm_die(game, role)) {
    const auto a = fields.find("a"), d = fields.find("d");
    std::string stat;
    if (a != fields.end()) stat += a->second + "A";
    if (d != fields.end()) stat += (stat.empty() ? "" : "/") + d->second + "D";
    if (!stat.empty()) items.push_back(stat);
  }
  for (const auto& [field, value] : fields) {
    if (dm_die(game, role) && (field == "a" || field == "d")) continue;
    if (value == "true")
      items.push_back(field);
    else if (value == "false")
      items.push_back("no " + field);
    else if (field == "ability")
      items.push_back(field + " " + encode_card_text(value));
    else
      items.push_back(field + " " + encode(value));
  }
  std::string out = role + ":";
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : " ") + items[i];
  return out;
}

// The value of a die's "a" or "d" written as a field ("a 5"), as the
// "5A" form would give it; a NotationError for any other value.
std::string dice_value(const std::string& field, const std::string& value, const std::string& item,
                       const std::string& role) {
  int a = -1, d = -1;
  if (!parse_dice_stat(value + field, a, d))
    throw NotationError("situation notation: '" + item + "' in " + role + ": " + field +
                        " takes a whole number of 1 to 3 digits");
  return std::to_string(field == "a" ? a : d);
}

// The fields of a role as to_notation writes them. Dice Masters' starting
// life and an undamaged die say nothing a situation does not already
// assume: left out, so that "he's on 20" and silence read the same.
std::map<std::string, std::string> written_fields(const Reading& r, const std::string& role,
                                                  std::map<std::string, std::string> fields) {
  if (r.game != "dm") return fields;
  if ((role == "p1" || role == "p2") && fields.count("life") && fields.at("life") == "20" &&
      r.action == "combat")
    fields.erase("life");
  if (fields.count("damage") && fields.at("damage") == "0") fields.erase("damage");
  return fields;
}

}  // namespace

std::string to_notation(const Reading& r) {
  if (!r.situation()) return "";
  std::string out = r.game + " " + r.action;
  std::vector<std::string> roles;
  for (const auto& [role, fields] : r.facts) roles.push_back(role);
  std::stable_sort(roles.begin(), roles.end(), [](const std::string& a, const std::string& b) {
    return role_rank(a) < role_rank(b);
  });
  for (const std::string& role : roles) {
    const std::map<std::string, std::string> fields = written_fields(r, role, r.facts.at(role));
    if (r.game == "dm" && fields.empty() && (role == "p1" || role == "p2")) continue;
    out += "; " + role_part(r.game, role, fields);
  }
  if (!r.defender.empty()) out += "; defender: " + r.defender;
  if (!r.edition.empty()) out += "; edition: " + r.edition;
  return out;
}

bool looks_like_notation(const std::string& text) {
  const std::string t = trim(text);
  if (!(starts_with(t, "mc ") || starts_with(t, "dm "))) return false;
  const size_t end = t.find(';');
  const std::string action =
      trim(t.substr(3, end == std::string::npos ? std::string::npos : end - 3));
  return action_names().count(action) > 0;
}

Reading from_notation(const std::string& text) {
  Reading r;
  const std::vector<std::string> parts = split(trim(text), ';');
  const std::string head = trim(parts.empty() ? "" : parts[0]);
  const size_t space = head.find(' ');
  r.game = head.substr(0, space);
  r.action = space == std::string::npos ? "" : trim(head.substr(space + 1));
  if (r.game != "mc" && r.game != "dm")
    throw NotationError("situation notation: '" + head + "': starts with the game, mc or dm");
  if (!action_names().count(r.action))
    throw NotationError("situation notation: '" + head + "': unknown action '" + r.action + "'");
  for (size_t p = 1; p < parts.size(); ++p) {
    // One space between words before anything is split: the written form
    // has only spaces, so ":\f" must end a role here as ": " would on reread.
    const std::string part = collapse_whitespace(parts[p]);
    if (part.empty()) continue;
    const size_t colon = part.find(':');
    if (colon == std::string::npos || colon == 0)
      throw NotationError("situation notation: part " + std::to_string(p + 1) + " '" + part +
                          "': expected ROLE: FIELD VALUE, ...");
    // A role name may hold a colon ("card:Webbed Up: n 1"): the last ": "
    // before the fields ends it.
    size_t sep = part.find(": ");
    size_t last = sep;
    while (last != std::string::npos && part.find(": ", last + 2) != std::string::npos)
      last = part.find(": ", last + 2);
    // A role with no fields is written "ROLE:" (to_notation): with no ": "
    // in the part, a colon at its very end ends the role ("card:Webbed Up:").
    if (last != std::string::npos)
      sep = last;
    else
      sep = part.back() == ':' ? part.size() - 1 : colon;
    const std::string role = trim(part.substr(0, sep));
    const std::string rest = trim(part.substr(sep + 1));
    if (role == "defender") {
      if (rest != "ally" && rest != "hero" && rest != "hero2" && rest != "none")
        throw NotationError("situation notation: 'defender: " + rest +
                            "': ally, hero, hero2 or none");
      r.defender = rest;
      continue;
    }
    if (role == "edition") {
      r.edition = rest;
      continue;
    }
    std::map<std::string, std::string>& fields = r.facts[role];
    for (const std::string& raw : split(rest, ',')) {
      // One space between words, whatever the writer typed: "tB)\r true"
      // must name the field "tB)", as its written form reads back.
      const std::string item = collapse_whitespace(raw);
      if (item.empty()) continue;
      int a = -1, d = -1;
      std::string lower = item;
      std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
      if (dm_die(r.game, role) && parse_dice_stat(lower, a, d)) {
        if (a >= 0) fields["a"] = std::to_string(a);
        if (d >= 0) fields["d"] = std::to_string(d);
        continue;
      }
      const size_t sp = item.find(' ');
      std::string field, value;
      if (sp == std::string::npos) {
        field = item, value = "true";
      } else if (item.substr(0, sp) == "no") {
        field = trim(item.substr(sp + 1)), value = "false";
      } else {
        field = item.substr(0, sp), value = trim(item.substr(sp + 1));
        value = field == "ability" ? decode_card_text(value) : decode(value);
        if (value.empty())
          throw NotationError("situation notation: '" + item + "' in " + role + ": no value");
      }
      // A die's A and D are written back as "5A/3D": only a value that
      // form can hold reads back the same ("a st" would come back as a
      // field named "stA/3D", "a 007" as "7A").
      if (dm_die(r.game, role) && (field == "a" || field == "d"))
        value = dice_value(field, value, item, role);
      fields[field] = value;
    }
    // "x: y:" would read back as role "x" with a field "y:": a role whose
    // name holds ": " must be followed by a field that is written back.
    if (role.find(": ") != std::string::npos && written_fields(r, role, fields).empty())
      throw NotationError("situation notation: role '" + role +
                          "': a role named with ': ' needs a field after it");
  }
  return r;
}

}  // namespace arbiter::query::ask
