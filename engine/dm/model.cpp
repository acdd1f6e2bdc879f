#include "engine/dm/model.h"

#include <algorithm>
#include <stdexcept>

#include "common/text.h"
#include "engine/core/checked.h"

namespace arbiter::engine::dm {

namespace {

const std::vector<std::pair<Zone, const char*>>& zone_names() {
  static const std::vector<std::pair<Zone, const char*>> value = {{Zone::Card, "card"},
                                                                  {Zone::Bag, "bag"},
                                                                  {Zone::Prep, "prep"},
                                                                  {Zone::Reserve, "reserve"},
                                                                  {Zone::Field, "field"},
                                                                  {Zone::Used, "used"},
                                                                  {Zone::OutOfPlay, "out-of-play"},
                                                                  {Zone::Captured, "captured"},
                                                                  {Zone::Removed, "removed"}};
  return value;
}

const std::vector<std::string>& energy_names() {
  static const std::vector<std::string> value = {"fist",   "bolt", "mask",
                                                 "shield", "wild", "generic"};
  return value;
}

// Every number in a notation is stat-sized (engine/core/checked.h): a level,
// a cost, A/D, a keyword's X, an effect's amount.
int whole(const std::string& text, const std::string& what, Range range = kStatRange) {
  try {
    return parse_in_range(text, range);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(what + " " + e.what());
  }
}

}  // namespace

const std::string& zone_name(Zone z) {
  // Made once: trace arguments name zones in every run, traced or not.
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (int i = 0; i <= static_cast<int>(Zone::Removed); ++i) {
      out.emplace_back("?");
      for (const auto& [zone, name] : zone_names())
        if (static_cast<int>(zone) == i) out.back() = name;
    }
    return out;
  }();
  const auto i = static_cast<size_t>(z);
  static const std::string unknown = "?";
  return i < names.size() ? names[i] : unknown;
}

Zone zone_from(const std::string& name) {
  for (const auto& [zone, n] : zone_names())
    if (name == n) return zone;
  throw std::invalid_argument("'" + name +
                              "' is not a play area (card, bag, prep, reserve, field, used, "
                              "out-of-play, captured)");
}

Face parse_face(const std::string& raw) {
  std::string text = trim(raw);
  Face f;
  f.label = text;
  while (!text.empty() && text.back() == '*') {
    ++f.burst;
    text.pop_back();
  }
  if (f.burst > 2) throw std::invalid_argument("face '" + raw + "' has more than two burst stars");
  if (text == "action") {
    f.kind = Face::Kind::Action;
    return f;
  }
  if (!text.empty() && text.find_first_not_of("0123456789") == std::string::npos) {
    f.kind = Face::Kind::Character;
    f.level = whole(text, "level");
    if (f.level < 1) throw std::invalid_argument("face '" + raw + "': levels start at 1");
    return f;
  }
  for (const std::string& sym : split(text, '+')) {
    const std::string s = trim(sym);
    bool known = false;
    for (const std::string& e : energy_names()) known = known || s == e;
    if (!known)
      throw std::invalid_argument("face '" + raw + "': '" + s +
                                  "' is not a level, 'action' or an energy symbol (fist, bolt, "
                                  "mask, shield, wild, generic)");
    f.energy.edit().push_back(s);
  }
  if (f.energy.empty() || f.energy.size() > 2)
    throw std::invalid_argument("face '" + raw + "' needs one or two energy symbols");
  return f;
}

DieFaces::DieFaces(std::vector<Face> all) : faces(std::move(all)) {
  for (size_t i = 0; i < faces.size(); ++i) {
    auto it = std::find_if(deck.faces.begin(), deck.faces.end(),
                           [&](const DeckFace& f) { return f.label == faces[i].label; });
    if (it != deck.faces.end()) {
      ++it->count;
    } else {
      deck.faces.push_back({faces[i].label, 1});
      first.push_back(i);
    }
  }
}

std::vector<Face> parse_faces(const std::string& text) {
  std::vector<Face> out;
  for (const std::string& part : split(text, ',')) out.push_back(parse_face(part));
  return out;
}

std::vector<LevelStats> parse_levels(const std::string& text) {
  std::vector<LevelStats> out;
  for (const std::string& raw : split(text, ',')) {
    const std::string part = trim(raw);
    const size_t colon = part.find(':'), slash = part.find('/');
    if (colon == std::string::npos || slash == std::string::npos || slash < colon)
      throw std::invalid_argument("level '" + part + "' is not COST:A/D");
    LevelStats s;
    s.cost = whole(part.substr(0, colon), "fielding cost");
    s.a = whole(part.substr(colon + 1, slash - colon - 1), "attack");
    s.d = whole(part.substr(slash + 1), "defense");
    if (s.cost < 0 || s.a < 0 || s.d < 0)
      throw std::invalid_argument("level '" + part + "' is negative");
    out.push_back(s);
  }
  if (out.empty()) throw std::invalid_argument("no levels given");
  return out;
}

Keywords parse_keywords(const std::string& text) {
  Keywords k;
  for (const std::string& w : split_words(text)) {
    auto num = [&](const std::string& prefix) { return whole(w.substr(prefix.size()), w); };
    if (w == "fast")
      k.fast = true;
    else if (w == "overcrush")
      k.overcrush = true;
    else if (w == "deadly")
      k.deadly = true;
    else if (w == "iron-will")
      k.iron_will = true;
    else if (w == "regenerate")
      k.regenerate = true;
    else if (w == "cleave")
      k.cleave = true;
    else if (w == "frag")
      k.frag = true;
    else if (w == "infiltrate")
      k.infiltrate = true;
    else if (w == "immortal")
      k.immortal = true;
    else if (w == "retaliation")
      k.retaliation = true;
    else if (w == "call-out")
      k.call_out = true;
    else if (w == "intimidate")
      k.intimidate = true;
    else if (w == "tag-out")
      k.tag_out = true;
    else if (w == "anti-breath-weapon")
      k.anti_breath_weapon = true;
    else if (w == "swarm")
      k.swarm = true;
    else if (w == "amplify")
      k.amplify = true;
    else if (w == "attune")
      k.attune = true;
    else if (w == "obscure")
      k.obscure = true;
    else if (w == "strike")
      k.strike = true;
    else if (w == "turtle-power")
      k.turtle_power = true;
    else if (w == "ritual")
      k.ritual = true;
    else if (w == "ally")
      k.ally = true;
    else if (w == "boomerang")
      k.boomerang = true;
    else if (starts_with(w, "range-"))
      k.range = num("range-");
    else if (starts_with(w, "breath-weapon-"))
      k.breath_weapon = num("breath-weapon-");
    else if (w == "energy-drain")
      k.energy_drain = 1;
    else if (starts_with(w, "energy-drain-"))
      k.energy_drain = num("energy-drain-");
    else if (starts_with(w, "fabricate-")) {
      const std::vector<std::string> xy = split(w.substr(10), '-');
      if (xy.size() != 2) throw std::invalid_argument("'" + w + "' is not fabricate-X-Y");
      k.fabricate_x = whole(xy[0], w);
      k.fabricate_y = whole(xy[1], w);
    } else if (starts_with(w, "rush-")) {
      const std::string type = w.substr(5);
      if (type != "fist" && type != "bolt" && type != "mask" && type != "shield")
        throw std::invalid_argument("'" + w +
                                    "': Rush names an energy type (fist, bolt, mask, shield)");
      k.rush.push_back(type);
    } else if (starts_with(w, "recruit-"))
      k.recruit = w.substr(8);
    else
      throw std::invalid_argument("unknown keyword '" + w + "'");
  }
  return k;
}

void add_keywords(Keywords& k, const Keywords& g) {
  k.fast |= g.fast, k.overcrush |= g.overcrush, k.deadly |= g.deadly, k.iron_will |= g.iron_will;
  k.regenerate |= g.regenerate, k.cleave |= g.cleave, k.frag |= g.frag,
      k.infiltrate |= g.infiltrate;
  k.immortal |= g.immortal, k.retaliation |= g.retaliation, k.call_out |= g.call_out;
  k.intimidate |= g.intimidate, k.tag_out |= g.tag_out,
      k.anti_breath_weapon |= g.anti_breath_weapon;
  k.swarm |= g.swarm, k.amplify |= g.amplify, k.attune |= g.attune, k.obscure |= g.obscure;
  k.strike |= g.strike, k.turtle_power |= g.turtle_power, k.ritual |= g.ritual, k.ally |= g.ally;
  k.boomerang |= g.boomerang;
  // Range values are not added together: the higher one is used (range-x.6).
  k.range = std::max(k.range, g.range);
  k.breath_weapon = std::max(k.breath_weapon, g.breath_weapon);
  k.energy_drain = std::max(k.energy_drain, g.energy_drain);
  if (g.fabricate_x) k.fabricate_x = g.fabricate_x, k.fabricate_y = g.fabricate_y;
  k.rush.insert(k.rush.end(), g.rush.begin(), g.rush.end());
  if (!g.recruit.empty()) k.recruit = g.recruit;
}

Effect parse_effect(const std::string& raw) {
  const std::string text = trim(raw);
  Effect e;
  if (text.empty()) return e;
  const size_t colon = text.find(':');
  e.kind = text.substr(0, colon);
  static const std::vector<std::string> with_amount = {
      "damage", "damage-all-opposing", "gain-life", "spin-up", "spin-down", "attack", "defense"};
  static const std::vector<std::string> without = {"ko", "ko-opposing", "swap"};
  bool needs = false, known = false;
  for (const std::string& k : with_amount) needs = needs || e.kind == k;
  for (const std::string& k : without) known = known || e.kind == k;
  if (!needs && !known)
    throw std::invalid_argument("unknown effect '" + e.kind +
                                "' (damage:N, damage-all-opposing:N, ko, ko-opposing, gain-life:N, "
                                "spin-up:N, spin-down:N, attack:±N, defense:±N, swap)");
  if (needs) {
    if (colon == std::string::npos) throw std::invalid_argument("effect '" + text + "' needs ':N'");
    std::string n = text.substr(colon + 1);
    if (!n.empty() && n[0] == '+') n = n.substr(1);
    e.amount = whole(n, "effect amount", kDeltaRange);
  } else if (colon != std::string::npos) {
    throw std::invalid_argument("effect '" + e.kind + "' takes no amount");
  }
  return e;
}

}  // namespace arbiter::engine::dm
