#include "engine/dm/scenario_reader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <iterator>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "common/text.h"

namespace arbiter::engine::dm {

const std::string& Step::arg(const std::string& key) const {
  static const std::string none;
  auto it = args.find(key);
  return it == args.end() ? none : it->second;
}

int Step::num(const std::string& key, int fallback) const {
  auto it = args.find(key);
  return it == args.end() ? fallback : std::stoi(it->second);  // checked by the reader
}

std::vector<std::string> Step::list(const std::string& key) const {
  // Split by hand: a stream per call was a large part of a short run.
  const std::string& text = arg(key);
  std::vector<std::string> out;
  size_t at = 0;
  while (at < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[at]))) {
      ++at;
      continue;
    }
    size_t end = at;
    while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end]))) ++end;
    out.emplace_back(text, at, end - at);
    at = end;
  }
  return out;
}

namespace {

// A player's life in a scenario: 1 to the starting 20.
constexpr Range kLifeRange{1, 20};

// Runs a parser, turning its std::invalid_argument into a located error.
template <class F>
auto checked(const Node& n, const std::string& field, F&& parse) {
  try {
    return parse();
  } catch (const std::invalid_argument& e) {
    n.fail(field, e.what());
  }
}

struct Ids {
  std::set<std::string> players, cards, dice;
  std::vector<std::pair<Node, size_t>> abilities;  // <ability> elements and their card, read last
  bool any(const std::string& id) const {
    return players.count(id) || cards.count(id) || dice.count(id);
  }
};

}  // namespace

std::vector<LevelStats> read_card_levels(const Node& n) {
  return checked(n, "card@levels", [&] { return parse_levels(n.text("levels")); });
}

namespace {

void read_card(const Node& n, GameState& g, Ids& ids) {
  n.allow({"id", "name", "owner", "type", "cost", "energy", "affiliations", "die-limit", "levels",
           "faces", "keywords", "when-attacks", "when-damaged", "action"});
  Card c;
  c.id = n.text("id");
  if (ids.any(c.id)) n.fail("card@id", "id '" + c.id + "' is used twice");
  ids.cards.insert(c.id);
  c.name = n.text("name", c.id);
  const std::string type = n.choice("type", {"character", "action", "basic-action"}, "character");
  c.type = type == "action"         ? DieType::Action
           : type == "basic-action" ? DieType::BasicAction
                                    : DieType::Character;
  c.owner = n.text("owner", "");
  if (c.type != DieType::BasicAction && c.owner.empty())
    n.fail("card@owner", "missing value (only Basic Action cards are shared)");
  if (!c.owner.empty() && !ids.players.count(c.owner))
    n.fail("card@owner", "no player '" + c.owner + "' declared before it");
  c.cost = n.integer("cost", kStatRange);
  if (c.cost < 0) n.fail("card@cost", "cannot be negative");
  c.energy = split_words(n.text("energy", ""));
  for (const std::string& e : c.energy)
    if (e != "fist" && e != "bolt" && e != "mask" && e != "shield")
      n.fail("card@energy", "'" + e + "' is not an energy type (fist, bolt, mask, shield)");
  c.affiliations = split_words(n.text("affiliations", ""));
  c.die_limit = n.integer("die-limit", c.type == DieType::BasicAction ? 3 : 4, kStatRange);
  if (c.type == DieType::Character) c.levels = read_card_levels(n);
  if (n.has("faces"))
    c.faces = checked(n, "card@faces", [&] { return parse_faces(n.text("faces")); });
  for (const Face& f : c.faces) {
    if (f.character() &&
        (c.type != DieType::Character || f.level > static_cast<int>(c.levels.size())))
      n.fail("card@faces", "face '" + f.label + "' names a level the card does not have");
    if (f.kind == Face::Kind::Action && c.type == DieType::Character)
      n.fail("card@faces", "a Character die has no action face");
  }
  c.keywords = checked(n, "card@keywords", [&] { return parse_keywords(n.text("keywords", "")); });
  c.when_attacks =
      checked(n, "card@when-attacks", [&] { return parse_effect(n.text("when-attacks", "")); });
  c.when_damaged =
      checked(n, "card@when-damaged", [&] { return parse_effect(n.text("when-damaged", "")); });
  c.action = checked(n, "card@action", [&] { return parse_effect(n.text("action", "")); });
  for (const Node& a : n.children()) {
    if (a.name() != "ability")
      a.fail(a.name(), "unknown element <" + a.name() + "> in <card> (ability)");
    a.allow({});
    ids.abilities.emplace_back(a, g.cards.size());
  }
  g.cards.edit().push_back(c);
}

void read_die(const Node& n, GameState& g, Ids& ids) {
  const std::string kind = n.name();
  if (kind == "die")
    n.allow({"id", "card", "name", "owner", "controller", "zone", "level", "face", "damage",
             "gains", "affiliations", "cannot-be-ko", "must-attack", "cannot-attack"});
  else if (kind == "sidekick")
    n.allow({"id", "name", "owner", "controller", "zone", "level", "face", "faces", "damage",
             "gains", "cost", "a", "d", "cannot-be-ko", "must-attack", "cannot-attack"});
  else
    n.allow({"id", "name", "owner", "controller", "a", "d", "damage", "gains", "affiliations",
             "cannot-be-ko", "must-attack", "cannot-attack"});
  Die d;
  d.id = n.text("id");
  if (ids.any(d.id)) n.fail(kind + "@id", "id '" + d.id + "' is used twice");
  ids.dice.insert(d.id);
  const Card* c = nullptr;
  if (kind == "die") {
    d.card = n.text("card");
    auto it =
        std::find_if(g.cards.begin(), g.cards.end(), [&](const Card& x) { return x.id == d.card; });
    if (it == g.cards.end()) n.fail("die@card", "no card '" + d.card + "' declared before it");
    c = &*it;
    d.type = c->type;
    d.faces = DieFaces(c->faces);
    d.name = n.text("name", c->name + " (" + d.id + ")");
    d.owner = n.text("owner", c->owner);
    // Either player may buy a shared Basic Action die (2.1.2): it has no
    // owner until it leaves its card.
    if (d.owner.empty() && n.text("zone", "bag") != "card")
      n.fail("die@owner",
             "a die of a shared Basic Action card needs an owner once it has left the card");
  } else if (kind == "sidekick") {
    d.type = DieType::Sidekick;
    d.name = n.text("name", "Sidekick (" + d.id + ")");
    d.owner = n.text("owner");
    // The printed Sidekick die: fielding cost 0, 1A, 1D unless described.
    d.own = {n.integer("cost", 0, kStatRange), n.integer("a", 1, kStatRange),
             n.integer("d", 1, kStatRange)};
    if (n.has("faces"))
      d.faces =
          DieFaces(checked(n, "sidekick@faces", [&] { return parse_faces(n.text("faces")); }));
    for (const Face& f : d.faces)
      if ((f.character() && f.level != 1) || f.kind == Face::Kind::Action)
        n.fail("sidekick@faces", "a Sidekick die has one character face, level 1");
  } else {
    d.type = DieType::Token;
    d.name = n.text("name", "token (" + d.id + ")");
    d.owner = n.text("owner");
    d.own = {0, n.integer("a", kStatRange), n.integer("d", kStatRange)};
    d.zone = Zone::Field;
    d.face.kind = Face::Kind::Character;
    d.face.level = 1;
    d.face.label = "token";
  }
  if (!ids.players.count(d.owner))
    n.fail(kind + "@owner", "no player '" + d.owner + "' declared before it");
  d.controller = n.text("controller", d.owner);
  if (!ids.players.count(d.controller))
    n.fail(kind + "@controller", "no player '" + d.controller + "'");
  if (d.own.a < 0 || d.own.d < 0 || d.own.cost < 0) n.fail(kind, "stats cannot be negative");
  if (kind != "token") {
    d.zone = checked(n, kind + "@zone", [&] { return zone_from(n.text("zone", "bag")); });
    if (d.zone == Zone::Card && kind == "sidekick")
      n.fail("sidekick@zone", "Sidekick dice have no card");
  }
  d.affiliations = split_words(n.text("affiliations", ""));
  // None given: no Keywords of its own (read as none), shared by nothing.
  if (n.has("gains"))
    d.gained = checked(n, kind + "@gains", [&] { return parse_keywords(n.text("gains", "")); });
  d.cannot_be_ko = n.boolean("cannot-be-ko", false);
  d.must_attack = n.boolean("must-attack", false);
  d.cannot_attack = n.boolean("cannot-attack", false);
  const bool rolled = d.zone == Zone::Reserve || d.zone == Zone::Field;
  if (kind != "token") {
    if (n.has("face") && !rolled)
      n.fail(kind + "@face", "only a rolled die (Reserve Pool, Field Zone) shows a face");
    const int top = c && !c->levels.empty() ? static_cast<int>(c->levels.size()) : 1;
    if (n.has("face")) {
      d.face = checked(n, kind + "@face", [&] { return parse_face(n.text("face")); });
      if (d.face.character()) d.level = d.face.level;
    } else if (d.zone == Zone::Field) {
      d.level = n.integer("level", 1, kStatRange);
      d.face.kind = Face::Kind::Character;
      d.face.level = d.level;
      d.face.label = std::to_string(d.level);
    } else if (d.zone == Zone::Reserve) {
      n.fail(kind + "@face", "a die in the Reserve Pool needs the face it shows");
    }
    if (n.has("level") && n.has("face"))
      n.fail(kind + "@level", "give the face or the level, not both");
    if (d.level < 1 || d.level > top)
      n.fail(kind + "@level",
             "level " + std::to_string(d.level) + " is not between 1 and " + std::to_string(top));
    if (d.face.character() && d.type == DieType::Action)
      n.fail(kind + "@face", "an Action die has no character face");
    if (d.face.kind == Face::Kind::Action && d.type != DieType::Action &&
        d.type != DieType::BasicAction)
      n.fail(kind + "@face", "only Action dice have action faces");
    if (d.zone == Zone::Field && !d.face.character())
      n.fail(kind + "@face", "a die in the Field Zone must show a character face");
  }
  d.damage = n.integer("damage", 0, kStatRange);
  if (d.damage < 0) n.fail(kind + "@damage", "cannot be negative");
  if (d.damage > 0 && d.zone != Zone::Field)
    n.fail(kind + "@damage", "only dice in the Field Zone carry damage");
  if (d.damage > 0)
    d.damage_events = d.last_sources = 1;  // damaged earlier this turn, by one source
  g.dice.push_back(d);
}

void read_modifier(const Node& n, GameState& g) {
  n.allow({"die", "a", "d", "double", "kind", "source"});
  const std::string id = n.text("die");
  auto it = std::find_if(g.dice.begin(), g.dice.end(), [&](const Die& d) { return d.id == id; });
  if (it == g.dice.end()) n.fail("modifier@die", "no die '" + id + "' declared before it");
  Modifier m;
  m.applied = n.choice("kind", {"applied", "static"}, "applied") == "applied";
  m.source = n.text("source", "");
  if (!m.source.empty() &&
      std::none_of(g.cards.begin(), g.cards.end(), [&](const Card& c) { return c.id == m.source; }))
    n.fail("modifier@source", "no card '" + m.source + "' declared before it");
  const int given = n.has("a") + n.has("d") + n.has("double");
  if (given != 1) n.fail("modifier", "give exactly one of a, d or double");
  if (n.has("double")) {
    m.doubles = true;
    m.stat = n.choice("double", {"a", "d"}, "a")[0];
  } else {
    m.stat = n.has("a") ? 'a' : 'd';
    m.amount = checked(n, std::string("modifier@") + m.stat, [&] {
      return parse_in_range(n.text(n.has("a") ? "a" : "d"), kDeltaRange, true);
    });
  }
  if (!m.applied && m.doubles) n.fail("modifier@double", "only applied modifiers double");
  it->mods.push_back(m);
}

void read_state(const Node& state, GameState& g, Ids& ids) {
  state.allow({"active", "step", "first-turn"});
  for (const Node& n : state.children()) {
    const std::string kind = n.name();
    if (kind == "player") {
      n.allow({"id", "life", "virtual"});
      Player p;
      p.id = n.text("id");
      if (ids.any(p.id)) n.fail("player@id", "id '" + p.id + "' is used twice");
      if (g.players.size() == 2) n.fail("player", "Dice Masters has two players");
      ids.players.insert(p.id);
      // Life: the game starts at 20 and cannot gain beyond it (2.1.7,
      // 1.1.3); at 0 or below the game has already ended (2.9.1).
      p.life = n.integer("life", 20, kLifeRange);
      p.virtual_energy = n.integer("virtual", 0, kStatRange);
      if (p.virtual_energy < 0) n.fail("player@virtual", "cannot be negative");
      g.players.push_back(p);
    } else if (kind == "card") {
      read_card(n, g, ids);
    } else if (kind == "die" || kind == "sidekick" || kind == "token") {
      read_die(n, g, ids);
    } else if (kind == "modifier") {
      read_modifier(n, g);
    } else if (kind == "fixed-roll") {
      n.allow({"die", "faces"});
      const std::string id = n.text("die");
      auto it =
          std::find_if(g.dice.begin(), g.dice.end(), [&](const Die& d) { return d.id == id; });
      if (it == g.dice.end()) n.fail("fixed-roll@die", "no die '" + id + "' declared before it");
      for (const std::string& part : split(n.text("faces"), ',')) {
        const std::string label = trim(part);
        const Face f = checked(n, "fixed-roll@faces", [&] { return parse_face(label); });
        if (!it->faces.empty() && std::none_of(it->faces.begin(), it->faces.end(),
                                               [&](const Face& x) { return x.label == label; }))
          n.fail("fixed-roll@faces", "'" + label + "' is not one of " + id + "'s faces");
        if (f.character() && it->type == DieType::Action)
          n.fail("fixed-roll@faces", "an Action die has no character face");
        if (f.character()) {
          auto c = std::find_if(g.cards.begin(), g.cards.end(),
                                [&](const Card& x) { return x.id == it->card; });
          const int top =
              c != g.cards.end() && !c->levels.empty() ? static_cast<int>(c->levels.size()) : 1;
          if (f.level > top)
            n.fail("fixed-roll@faces",
                   "'" + label + "': " + id + " has no level " + std::to_string(f.level));
        }
        g.fixed_rolls.edit()[id].push_back(label);
      }
    } else if (kind == "fixed-draw") {
      n.allow({"player", "dice"});
      const std::string p = n.text("player");
      if (!ids.players.count(p))
        n.fail("fixed-draw@player", "no player '" + p + "' declared before it");
      for (const std::string& id : split_words(n.text("dice"))) {
        auto it =
            std::find_if(g.dice.begin(), g.dice.end(), [&](const Die& d) { return d.id == id; });
        if (it == g.dice.end()) n.fail("fixed-draw@dice", "no die '" + id + "' declared before it");
        if (it->owner != p) n.fail("fixed-draw@dice", "'" + id + "' is not " + p + "'s die");
        g.fixed_draws[p].push_back(id);
      }
    } else if (kind == "choice") {
      n.allow({"card", "targets"});
      const std::string c = n.text("card");
      if (!ids.cards.count(c)) n.fail("choice@card", "no card '" + c + "' declared before it");
      std::vector<std::string> picked = split_words(n.text("targets"));
      for (const std::string& id : picked)
        if (!ids.dice.count(id) && !ids.players.count(id))
          n.fail("choice@targets", "no die or player '" + id + "' declared before it");
      g.choices[c].push_back(picked);
    } else {
      n.fail(kind, "unknown element <" + kind +
                       "> in <state> (player, card, die, sidekick, token, modifier, fixed-roll, "
                       "fixed-draw, choice)");
    }
  }
  // Card text is read once every affiliation the scenario names is known.
  std::set<std::string> affiliations;
  for (const Card& c : g.cards) affiliations.insert(c.affiliations.begin(), c.affiliations.end());
  for (const Die& d : g.dice) affiliations.insert(d.affiliations.begin(), d.affiliations.end());
  for (const auto& entry : ids.abilities) {
    // (Not a structured binding: clang does not let a lambda capture one.)
    const Node& node = entry.first;
    const size_t card = entry.second;
    Card& c = g.cards.edit()[card];
    Ability a =
        checked(node, "ability", [&] { return parse_ability(node.body(), affiliations, c.name); });
    if (a.trigger == Trigger::None && c.type == DieType::Character)
      node.fail("ability",
                "a Character card's ability needs its trigger (\"When fielded\", "
                "\"While active\", \"Global:\", ...)");
    if (a.trigger != Trigger::None && a.trigger != Trigger::Global && c.type != DieType::Character)
      node.fail("ability", "an Action card's ability has no trigger, or is a Global ability");
    c.abilities.push_back(std::move(a));
  }
  if (g.players.size() != 2)
    state.fail("state", "a Dice Masters scenario needs two <player> elements");
  g.active = state.text("active", g.players.front().id);
  if (!ids.players.count(g.active)) state.fail("state@active", "no player '" + g.active + "'");
  g.step = state.choice("step", {"clear-and-draw", "roll", "main", "attack", "clean-up"}, "main");
  g.first_turn = state.boolean("first-turn", false);
  // Player order starts with the active player.
  if (g.players.front().id != g.active) std::swap(g.players[0], g.players[1]);
}

// What each <do> element (and its children) may carry, and what each
// attribute refers to: p player, c card, d die, D dice list, n number,
// e energy list, f effect, z zone, t text. Constant tables, each list in
// name order (a missing value and the children allowed are named in it),
// where maps of maps were built at every run's first scenario.
struct Attr {
  std::string_view name;
  char type;
};
struct Child {
  std::string_view element, spec;  // a child element, and its spec's step
};
constexpr std::string_view name_of(const Attr& a) {
  return a.name;
}
constexpr std::string_view name_of(const Child& c) {
  return c.element;
}
// (Room for the most a step has; the places left have no name.)
constexpr size_t kMostAttrs = 7, kMostChildren = 4;
struct Spec {
  std::string_view step;
  std::array<Attr, kMostAttrs> required, optional;
  std::array<Child, kMostChildren> children;
};

// The places of `list` that are used.
template <class T, size_t N>
constexpr std::span<const T> used(const std::array<T, N>& list) {
  size_t n = 0;
  while (n < N && !name_of(list[n]).empty()) ++n;
  return {list.data(), n};
}

constexpr Spec kSpecs[] = {
    {"anti-breath-weapon", {{{"pay", 'e'}}}, {{}}, {{}}},
    {"assign-damage",
     {{}},
     {{}},
     {{{"cleave", "cleave"}, {"recruit", "recruit"}, {"split", "split"}}}},
    {"block", {{{"attacker", 'd'}, {"blocker", 'd'}}}, {{}}, {{}}},
    {"breath-weapon", {{{"die", 'd'}, {"pay", 'e'}}}, {{}}, {{}}},
    {"call-out", {{{"die", 'd'}, {"target", 'd'}}}, {{}}, {{}}},
    {"clean-up", {{}}, {{}}, {{}}},
    {"clear-and-draw", {{{"player", 'p'}}}, {{}}, {{}}},
    {"cleave", {{{"attacker", 'd'}, {"target", 'd'}}}, {{}}, {{}}},
    {"damage", {{{"amount", 'n'}, {"dice", 'D'}}}, {{{"source", 't'}}}, {{}}},
    {"damage-player", {{{"amount", 'n'}, {"player", 'p'}}}, {{{"source", 't'}}}, {{}}},
    {"damage-players", {{{"amount", 'n'}}}, {{{"source", 't'}}}, {{}}},
    {"declare-attackers",
     {{{"dice", 'D'}}},
     {{}},
     {{{"anti-breath-weapon", "anti-breath-weapon"},
       {"breath-weapon", "breath-weapon"},
       {"call-out", "call-out"},
       {"range", "range"}}}},
    {"declare-blockers",
     {{}},
     {{}},
     {{{"block", "block"}, {"infiltrate", "infiltrate"}, {"tag-out", "tag-out"}}}},
    {"draw", {{{"count", 'n'}, {"player", 'p'}}}, {{}}, {{}}},
    {"end-main-step", {{}}, {{}}, {{}}},
    {"fabricate", {{{"card", 'c'}, {"ko", 'D'}, {"player", 'p'}}}, {{}}, {{}}},
    {"field",
     {{{"die", 'd'}}},
     {{{"intimidate", 'd'}, {"pay", 'e'}, {"reduce", 'n'}, {"ritual", 'd'}}},
     {{}}},
    {"gain-life", {{{"amount", 'n'}, {"player", 'p'}}}, {{}}, {{}}},
    {"global",
     {{{"player", 'p'}}},
     {{{"card", 'c'},
       {"cost", 'e'},
       {"effect", 'f'},
       {"redirect", 'd'},
       {"spin-down-cost", 'd'},
       {"target", 'x'},
       {"when-damaged", 'b'}}},
     {{}}},
    {"infiltrate", {{{"die", 'd'}}}, {{}}, {{}}},
    {"ko", {{{"die", 'd'}}}, {{{"by", 't'}}}, {{}}},
    {"lose-life", {{{"amount", 'n'}, {"player", 'p'}}}, {{}}, {{}}},
    {"modify",
     {{{"die", 'd'}}},
     {{{"a", 's'}, {"d", 's'}, {"double", 't'}, {"kind", 't'}, {"source", 'c'}}},
     {{}}},
    {"purchase",
     {{{"card", 'c'}, {"player", 'p'}}},
     {{{"may-reach-zero", 'b'}, {"pay", 'e'}, {"reduce", 'n'}}},
     {{}}},
    {"range", {{{"die", 'd'}, {"target", 'd'}}}, {{}}, {{}}},
    {"recruit", {{{"attacker", 'd'}, {"die", 'd'}}}, {{}}, {{}}},
    {"remove", {{{"die", 'd'}, {"to", 'z'}}}, {{{"by", 't'}}}, {{}}},
    {"reroll", {{{"dice", 'D'}, {"player", 'p'}}}, {{}}, {{}}},
    {"roll", {{{"player", 'p'}}}, {{{"reroll", 'D'}}}, {{}}},
    {"sacrifice", {{{"die", 'd'}}}, {{}}, {{}}},
    {"spin", {{{"by", 's'}, {"die", 'd'}}}, {{}}, {{}}},
    {"split", {{{"amount", 'n'}, {"attacker", 'd'}, {"blocker", 'd'}}}, {{}}, {{}}},
    {"swap", {{{"die", 'd'}}}, {{}}, {{}}},
    {"tag-out", {{{"die", 'd'}, {"target", 'd'}}}, {{}}, {{}}},
    {"use-action", {{{"die", 'd'}}}, {{{"attune", 'X'}, {"target", 'd'}}}, {{}}},
};

// Whether the table's steps, and each spec's lists, are in name order.
constexpr bool in_name_order() {
  auto sorted = [](auto list) {
    for (size_t i = 1; i < list.size(); ++i)
      if (!(name_of(list[i - 1]) < name_of(list[i]))) return false;
    return true;
  };
  for (size_t i = 0; i < std::size(kSpecs); ++i) {
    if (i > 0 && !(kSpecs[i - 1].step < kSpecs[i].step)) return false;
    const Spec& s = kSpecs[i];
    if (!sorted(used(s.required)) || !sorted(used(s.optional)) || !sorted(used(s.children)))
      return false;
  }
  return true;
}
static_assert(in_name_order());

// The spec of the step `name` (one the table has).
const Spec& spec_of(std::string_view name) {
  const auto* it = std::lower_bound(std::begin(kSpecs), std::end(kSpecs), name,
                                    [](const Spec& s, std::string_view n) { return s.step < n; });
  if (it == std::end(kSpecs) || it->step != name)
    throw std::logic_error("no spec for step '" + std::string(name) + "'");
  return *it;
}

// The steps a <do> may hold at its top, in name order.
constexpr std::string_view kTopLevelSteps[] = {
    "assign-damage",
    "clean-up",
    "clear-and-draw",
    "damage",
    "damage-player",
    "damage-players",
    "declare-attackers",
    "declare-blockers",
    "draw",
    "end-main-step",
    "fabricate",
    "field",
    "gain-life",
    "global",
    "ko",
    "lose-life",
    "modify",
    "purchase",
    "remove",
    "reroll",
    "roll",
    "sacrifice",
    "spin",
    "swap",
    "use-action",
};
static_assert(std::is_sorted(std::begin(kTopLevelSteps), std::end(kTopLevelSteps)));

bool top_level_step(std::string_view name) {
  return std::binary_search(std::begin(kTopLevelSteps), std::end(kTopLevelSteps), name);
}

Step read_step(const Node& n, const std::string& key, const Ids& ids) {
  const Spec& spec = spec_of(key);
  const std::span<const Attr> required = used(spec.required), optional = used(spec.optional);
  const std::span<const Child> children = used(spec.children);
  Step s;
  s.kind = n.name();
  s.line = n.line();
  const std::string where = n.name() + "@";
  for (pugi::xml_attribute a : n.raw().attributes()) {
    const std::string name = a.name();
    char type = 0;
    auto named = [&](const Attr& x) { return x.name == name; };
    if (auto r = std::find_if(required.begin(), required.end(), named); r != required.end())
      type = r->type;
    else if (auto o = std::find_if(optional.begin(), optional.end(), named); o != optional.end())
      type = o->type;
    else
      n.fail(where + name, "unknown attribute on <" + n.name() + ">");
    const std::string v = type == 'e' ? trim(a.value()) : n.text(name.c_str());
    switch (type) {
      case 'p':
        if (!ids.players.count(v)) n.fail(where + name, "no player '" + v + "' in <state>");
        break;
      case 'c':
        if (!ids.cards.count(v)) n.fail(where + name, "no card '" + v + "' in <state>");
        break;
      case 'd':
        if (!ids.dice.count(v)) n.fail(where + name, "no die '" + v + "' in <state>");
        break;
      case 'x':
        if (!ids.dice.count(v) && !ids.players.count(v))
          n.fail(where + name, "no die or player '" + v + "' in <state>");
        break;
      case 'X':  // dice or players
        if (split_words(v).empty()) n.fail(where + name, "missing value");
        for (const std::string& id : split_words(v))
          if (!ids.dice.count(id) && !ids.players.count(id))
            n.fail(where + name, "no die or player '" + id + "' in <state>");
        break;
      case 'D':
        if (split_words(v).empty()) n.fail(where + name, "missing value");
        for (const std::string& id : split_words(v))
          if (!ids.dice.count(id)) n.fail(where + name, "no die '" + id + "' in <state>");
        break;
      case 'n': n.integer(name.c_str(), kStatRange); break;
      case 's':
        checked(n, where + name, [&] { return parse_in_range(v, kDeltaRange, true); });
        break;
      case 'b': n.boolean(name.c_str(), false); break;
      case 'e':
        for (const std::string& e : split_words(v))
          if (e != "fist" && e != "bolt" && e != "mask" && e != "shield" && e != "wild" &&
              e != "generic" && e != "virtual")
            n.fail(
                where + name,
                "'" + e +
                    "' is not an energy symbol (fist, bolt, mask, shield, wild, generic, virtual)");
        break;
      case 'f': checked(n, where + name, [&] { return parse_effect(v); }); break;
      case 'z':
        if (v != "field" && v != "prep" && v != "used" && v != "bag" && v != "reserve" &&
            v != "captured" && v != "out-of-play")
          n.fail(where + name,
                 "'" + v + "' is not field, prep, used, bag, reserve, out-of-play or captured");
        break;
      default: break;
    }
    s.args[name] = v;
  }
  for (const Attr& r : required)
    if (!s.args.count(std::string(r.name))) n.fail(where + std::string(r.name), "missing value");
  if (s.kind == "global" && s.args.count("effect") + s.args.count("card") != 1)
    n.fail("global", "give the effect, or the card whose Global ability is used, not both");
  if (s.kind == "global" && s.args.count("card") &&
      (s.args.count("cost") || s.args.count("spin-down-cost")))
    n.fail("global@cost", "the card's own Global ability says its cost");
  if (s.kind == "modify") {
    const int given = s.args.count("a") + s.args.count("d") + s.args.count("double");
    if (given != 1) n.fail("modify", "give exactly one of a, d or double");
    if (s.args.count("double") && s.arg("double") != "a" && s.arg("double") != "d")
      n.fail("modify@double", "must be a or d");
    if (s.args.count("kind") && s.arg("kind") != "applied" && s.arg("kind") != "static")
      n.fail("modify@kind", "must be applied or static");
  }
  for (const Node& c : n.children()) {
    auto it = std::find_if(children.begin(), children.end(),
                           [&](const Child& x) { return x.element == c.name(); });
    if (it == children.end()) {
      std::string allowed;
      for (const Child& k : children)
        allowed += (allowed.empty() ? "" : ", ") + std::string(k.element);
      n.fail(c.name(), "<" + c.name() + "> cannot appear in <" + n.name() + ">" +
                           (allowed.empty() ? "" : " (allowed: " + allowed + ")"));
    }
    s.parts.push_back(read_step(c, std::string(it->spec), ids));
  }
  return s;
}

// Dice that a run could roll without a fixed result need their faces.
void check_rolls(const Step& s, const GameState& g, const Node& at) {
  const auto needs_faces = [&](const std::string& id, const std::string& why) {
    auto it = std::find_if(g.dice.begin(), g.dice.end(), [&](const Die& d) { return d.id == id; });
    if (it != g.dice.end() && it->faces.empty() && !g.fixed_rolls->count(id))
      at.fail(s.kind,
              id + " is rolled (" + why + ") but neither its faces nor a <fixed-roll> are given");
  };
  if (s.kind == "reroll" || (s.kind == "roll" && s.args.count("reroll")))
    for (const std::string& id : s.list(s.kind == "roll" ? "reroll" : "dice"))
      needs_faces(id, "reroll");
}

}  // namespace

DmSetup read_dm_scenario(const Scenario& scenario) {
  DmSetup setup;
  setup.file = scenario.file();
  Ids ids;
  read_state(scenario.state(), setup.state, ids);
  const Node actions = scenario.actions();
  actions.allow({});
  for (const Node& n : actions.children()) {
    if (!top_level_step(n.name())) {
      std::string known;
      for (const std::string_view k : kTopLevelSteps)
        known += (known.empty() ? "" : ", ") + std::string(k);
      n.fail(n.name(), "unknown action <" + n.name() + "> (known: " + known + ")");
    }
    setup.steps.push_back(read_step(n, n.name(), ids));
    check_rolls(setup.steps.back(), setup.state, n);
  }
  if (setup.steps.empty()) actions.fail("do", "no actions to simulate");
  return setup;
}

}  // namespace arbiter::engine::dm
