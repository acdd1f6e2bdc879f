#include "engine/mc/scenario_reader.h"

#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <map>
#include <set>
#include <string_view>

#include "common/text.h"

namespace arbiter::engine::mc {

namespace {

// The position of `name` in a table of names (the caller has checked it is there).
template <size_t N>
int index_of(const char* const (&names)[N], const std::string& name) {
  for (size_t i = 0; i < N; ++i)
    if (name == names[i]) return static_cast<int>(i);
  return 0;
}

// A number written inside a compact value ("damage:2", "3,3", "hellcat:4"),
// checked like an attribute: a stat-sized whole number, or a located error.
int amount_in(const Node& n, const std::string& field, const std::string& text) {
  try {
    return parse_in_range(trim(text), kStatRange);
  } catch (const std::invalid_argument& e) {
    n.fail(field, e.what());
  }
}

// One of a character's printed numbers and damage (kNumberAttributes):
// the attributes a tried value changes, each read again alone for each try
// (reread_mc_attribute), not with the twenty others of its element, nor
// with the six other numbers (read without fault before, and unchanged).
void read_character_number(const Node& n, std::string_view attribute, Character& c) {
  // A printed dash (–, or "-") is not a number: the power cannot be used.
  auto power = [&](const char* attr, bool& dash) {
    const std::string v = n.text(attr, "");
    dash = v == "-" || v == "\u2013";
    return dash ? 0 : n.integer(attr, 0, kStatRange);
  };
  if (attribute == "hp") {
    c.base_hp = n.integer("hp", Range{1, kStatRange.hi});
    if (c.base_hp <= 0) n.fail(n.name() + "@hp", "hit points must be positive");
  } else if (attribute == "damage") {
    c.damage = n.integer("damage", 0, kStatRange);
  } else if (attribute == "atk") {
    c.atk = power("atk", c.atk_dash);
  } else if (attribute == "thw") {
    c.thw = power("thw", c.thw_dash);
  } else if (attribute == "def") {
    c.def = n.integer("def", 0, kStatRange);
  } else if (attribute == "rec") {
    c.rec = n.integer("rec", 0, kStatRange);
  } else if (attribute == "sch") {
    c.sch = power("sch", c.sch_dash);
  }
}

constexpr std::string_view kNumberAttributes[] = {"hp",  "damage", "atk", "thw",
                                                  "def", "rec",    "sch"};

void read_character_numbers(const Node& n, Character& c) {
  for (const std::string_view attribute : kNumberAttributes) read_character_number(n, attribute, c);
}

// The numbers read_character_number reads, from one character to another.
void copy_numbers(const Character& from, Character& to) {
  to.base_hp = from.base_hp;
  to.damage = from.damage;
  to.atk = from.atk, to.atk_dash = from.atk_dash;
  to.thw = from.thw, to.thw_dash = from.thw_dash;
  to.def = from.def;
  to.rec = from.rec;
  to.sch = from.sch, to.sch_dash = from.sch_dash;
}

void read_character(const Node& n, Character& c) {
  c.id = n.text("id");
  c.name = n.text("name", c.id);
  read_character_numbers(n, c);
  c.stunned = n.boolean("stunned", false);
  c.confused = n.boolean("confused", false);
  c.tough = n.boolean("tough", false);
  c.exhausted = n.boolean("exhausted", false);
  c.retaliate = n.integer("retaliate", 0, kStatRange);
  c.overkill = n.boolean("overkill", false);
  c.guard = n.boolean("guard", false);
  c.quickstrike = n.boolean("quickstrike", false);
  c.toughness = n.boolean("toughness", false);
  c.hp_per_player = n.boolean("per-player-hp", false);
  c.alter_ego = n.text("alter-ego", "");
  c.flip_name = n.text("flip-name", "");
  if (!c.flip_name.empty()) {
    const std::string v = n.text("flip-atk", "0");
    c.flip_atk_dash = v == "-" || v == "\u2013";
    c.flip_atk = c.flip_atk_dash ? 0 : n.integer("flip-atk", 0, kStatRange);
  }
  c.atk_consequential = n.integer("atk-consequential", 0, kStatRange);
  c.thw_consequential = n.integer("thw-consequential", 0, kStatRange);
  for (const int v :
       std::initializer_list<int>{c.damage, c.atk, c.thw, c.def, c.rec, c.sch, c.retaliate,
                                  c.atk_consequential, c.thw_consequential})
    if (v < 0) n.fail(n.name(), "values cannot be negative");
}

const std::initializer_list<const char*> kCharacterAttributes = {"id",
                                                                 "name",
                                                                 "hp",
                                                                 "damage",
                                                                 "atk",
                                                                 "thw",
                                                                 "def",
                                                                 "rec",
                                                                 "sch",
                                                                 "stunned",
                                                                 "confused",
                                                                 "tough",
                                                                 "exhausted",
                                                                 "retaliate",
                                                                 "overkill",
                                                                 "guard",
                                                                 "quickstrike",
                                                                 "toughness",
                                                                 "atk-consequential",
                                                                 "thw-consequential",
                                                                 "player",
                                                                 "form",
                                                                 "engaged",
                                                                 "in-play",
                                                                 "stages-after",
                                                                 "next-stage-hp",
                                                                 "restricted",
                                                                 "hand",
                                                                 "hand-size",
                                                                 "deck",
                                                                 "discard",
                                                                 "per-player-hp",
                                                                 "flip-name",
                                                                 "flip-atk",
                                                                 "alter-ego"};

BoostCard read_boost(const Node& n) {
  if (!n.body().empty()) {  // "Boost: ..." in the card's words
    n.allow({"icons", "star"});
    BoostCard b;
    b.icons = n.integer("icons", 0, kStatRange);
    b.star = n.boolean("star", true);
    if (!b.star) n.fail("boost@star", "a boost ability needs the star (mc:star-icon)");
    b.text = read_card_text(n, "boost", "", Timing::kBoost);
    b.ability = b.text->text;
    return b;
  }
  n.allow({"icons", "star", "ability", "does"});
  BoostCard b;
  b.icons = n.integer("icons", 0, kStatRange);
  b.star = n.boolean("star", false);
  b.ability = n.text("ability", "");
  b.does = n.text("does", "");
  if (!b.does.empty() && b.does != "tough" && b.does != "stun" && b.does != "flip" &&
      b.does.rfind("atk+", 0) != 0)
    n.fail("boost@does", "'" + b.does + "' is not tough, stun, flip or atk+N");
  if (b.does.rfind("atk+", 0) == 0) amount_in(n, "boost@does", b.does.substr(4));
  return b;
}

void read_state(const Node& state, GameState& g, std::set<std::string>& ids) {
  state.allow({"players-started", "acceleration-tokens", "encounter-deck", "first-player", "mode",
               "active-player", "heroic-level"});
  auto add_id = [&](const Node& n, const std::string& id) {
    if (!ids.insert(id).second) n.fail(n.name() + "@id", "id '" + id + "' is used twice");
  };
  for (const Node& n : state.children()) {
    const std::string kind = n.name();
    if (kind == "identity" || kind == "ally" || kind == "villain" || kind == "minion") {
      n.allow(kCharacterAttributes);
      Character c;
      read_character(n, c);
      add_id(n, c.id);
      if (kind == "identity") {
        c.role = Role::Identity;
        Player p;
        p.id = n.text("player", "p" + std::to_string(g.players.size() + 1));
        add_id(n, p.id);
        p.identity = c.id;
        p.hero_form = n.choice("form", {"hero", "alter-ego"}, "hero") == "hero";
        p.hand = n.integer("hand", 0, kStatRange);
        p.hand_size = n.integer("hand-size", 0, kStatRange);
        p.deck = n.integer("deck", -1, kStatRange);
        p.discard = n.integer("discard", 0, kStatRange);
        c.player = p.id;
        g.players.push_back(p);
      } else if (kind == "ally") {
        c.role = Role::Ally;
        c.player = n.text("player", g.players.empty() ? "" : g.players.back().id);
        c.restricted = n.boolean("restricted", false);
        c.defeated = !n.boolean("in-play", true);  // not yet in play: out of play until played
      } else if (kind == "villain") {
        c.role = Role::Villain;
        g.villain_stages_left = n.integer("stages-after", 0, kStatRange);
        if (n.has("next-stage-hp"))
          g.next_stage_hp.push_back(n.integer("next-stage-hp", Range{1, kStatRange.hi}));
      } else {
        c.role = Role::Minion;
        c.player = n.text("engaged", g.players.empty() ? "" : g.players.front().id);
        c.defeated = !n.boolean("in-play", true);  // not yet in play: enters with <minion-enters>
      }
      g.characters.push_back(c);
    } else if (kind == "main-scheme" || kind == "side-scheme") {
      n.allow({"id", "name", "threat", "target", "acceleration", "per-player-acceleration",
               "per-player-target", "stages-after", "crisis", "hazard", "acceleration-icons",
               "in-play", "per-player-threat"});
      Scheme sc;
      sc.main = kind == "main-scheme";
      sc.id = n.text("id", sc.main ? "main-scheme" : "");
      if (sc.id.empty()) n.fail("side-scheme@id", "missing value");
      add_id(n, sc.id);
      sc.name = n.text("name", sc.id);
      sc.threat = n.integer("threat", 0, kStatRange);
      sc.target = n.integer("target", 0, kStatRange);
      sc.acceleration = n.integer("acceleration", 0, kStatRange);
      sc.acceleration_per_player = n.boolean("per-player-acceleration", false);
      sc.target_per_player = n.boolean("per-player-target", false);
      sc.threat_per_player = n.boolean("per-player-threat", false);
      sc.stages_left = n.integer("stages-after", 0, kStatRange);
      sc.crisis = n.boolean("crisis", false);
      sc.hazard = n.integer("hazard", 0, kStatRange);
      sc.acceleration_icons = n.integer("acceleration-icons", 0, kStatRange);
      sc.defeated = !n.boolean("in-play", true);  // not yet in play: enters with <scheme-enters>
      // A side scheme adds to the main scheme's acceleration only by its
      // icons (mc:acceleration-icon); its own acceleration would be read
      // and then never used, so it is refused rather than ignored.
      if (!sc.main && (n.has("acceleration") || n.has("per-player-acceleration")))
        n.fail("side-scheme@acceleration",
               "a side scheme has no acceleration of its own; its icons are acceleration-icons");
      if (sc.main && sc.target <= 0)
        n.fail("main-scheme@target", "a main scheme needs a positive target threat");
      g.schemes.push_back(sc);
    } else if (kind == "boost") {
      g.boost_cards.push_back(read_boost(n));
    } else if (kind == "boost-deck") {
      n.allow({"star-ability"});
      try {
        g.boost_deck = parse_deck(n.body());
      } catch (const std::invalid_argument& e) {
        n.fail("boost-deck", e.what());
      }
      for (const DeckFace& f : g.boost_deck->faces)
        if (f.label != "star" && (f.label.find_first_not_of("0123456789") != std::string::npos))
          n.fail("boost-deck", "face '" + f.label + "' is not a number of boost icons or 'star'");
        else if (f.label != "star")
          amount_in(n, "boost-deck", f.label);
      g.boost_star_ability = n.text("star-ability", "");
    } else if (kind == "ability" && !n.body().empty()) {
      Ability a = read_text_ability(n, g, ids);
      add_id(n, a.id);
      g.abilities.push_back(std::move(a));
    } else if (kind == "ability") {
      n.allow({"id", "name", "owner", "timing", "when", "does", "text", "uses", "limit",
               "discard-after", "defense", "form", "declined"});
      Ability a;
      a.id = n.text("id");
      add_id(n, a.id);
      a.name = n.text("name", a.id);
      a.owner = n.text("owner");
      if (!ids.count(a.owner)) n.fail("ability@owner", "no '" + a.owner + "' declared before it");
      a.timing = n.choice(
          "timing", {"interrupt", "forced-interrupt", "response", "forced-response", "delayed"},
          "interrupt");
      a.when =
          n.choice("when",
                   {"would-attack", "attack-initiated", "before-damage", "after-attack",
                    "defeats-minion", "attack-event-damage", "thwart-event-removal", "defeated",
                    "threat-placed", "hero-attacks", "after-scheme", "enters-play"},
                   "");
      if (a.when.empty()) n.fail("ability@when", "missing value");
      a.does = n.text("does");
      const bool numeric = a.does.rfind("damage-attacker:", 0) == 0 ||
                           a.does.rfind("heal-self:", 0) == 0 || a.does.rfind("bonus:", 0) == 0;
      if (numeric) {
        const std::string num = a.does.substr(a.does.rfind(':') + 1);
        if (num.empty() || num.find_first_not_of("0123456789") != std::string::npos)
          n.fail("ability@does", "'" + a.does + "' needs a whole number after ':'");
        amount_in(n, "ability@does", num);
      } else if (a.does != "stun-instead" && a.does != "cancel" && a.does != "note" &&
                 a.does != "tough-self") {
        n.fail("ability@does", "'" + a.does +
                                   "' is not stun-instead, cancel, note, tough-self, "
                                   "damage-attacker:N, heal-self:N or bonus:N");
      }
      a.text = n.text("text", "");
      a.uses = n.integer("uses", -1, kStatRange);
      a.limit = n.integer("limit", 0, kStatRange);
      a.discard_after = n.boolean("discard-after", false);
      a.defense = n.boolean("defense", false);
      a.declined = n.boolean("declined", false);
      const std::string form = n.choice("form", {"", "flipped", "unflipped"}, "");
      a.form = form.empty() ? Form::kEither : form == "flipped" ? Form::kFlipped : Form::kUnflipped;
      g.abilities.push_back(a);
    } else if (kind == "card") {
      n.allow({"id", "name", "player", "zone", "type", "cost", "aspect", "resources", "power-of",
               "resource-ability", "title", "subtitle", "unique", "exhausted", "max-per-round",
               "max-per-player"});
      Card c;
      c.id = n.text("id");
      add_id(n, c.id);
      c.name = n.text("name", c.id);
      c.player = n.text("player", g.players.empty() ? "" : g.players.back().id);
      c.zone = static_cast<Zone>(index_of(
          kZoneName, n.choice("zone", {"hand", "deck", "discard", "play", "encounter"}, "hand")));
      c.title = n.text("title", c.name);
      c.subtitle = n.text("subtitle", "");
      c.unique = n.boolean("unique", false);
      c.exhausted = n.boolean("exhausted", false);
      c.max_per_round = n.integer("max-per-round", 0, kStatRange);
      c.max_per_player = n.integer("max-per-player", 0, kStatRange);
      c.in_play = c.zone == Zone::kPlay;
      const std::string type = n.choice(
          "type", {"ally", "event", "upgrade", "support", "resource", "ability", "attachment"}, "");
      if (type.empty()) n.fail("card@type", "missing value");
      c.type = static_cast<CardType>(index_of(kCardTypeName, type));
      c.cost = n.integer("cost", 0, kStatRange);
      c.aspect = n.text("aspect", "basic");
      for (const std::string& r : split(n.text("resources", ""), ',')) {
        const std::string name = trim(r);
        if (name.empty()) continue;
        auto it = std::find(std::begin(kResourceName), std::end(kResourceName), name);
        if (it == std::end(kResourceName))
          n.fail("card@resources", "'" + name + "' is not energy, mental, physical or wild");
        c.resources.push_back(static_cast<Resource>(it - std::begin(kResourceName)));
      }
      c.power_of = n.text("power-of", "");
      c.copies_discard_top = n.choice("resource-ability", {"", "discard-top"}, "") == "discard-top";
      auto owner = std::find_if(g.players.begin(), g.players.end(),
                                [&](const Player& p) { return p.id == c.player; });
      if (owner == g.players.end()) n.fail("card@player", "no player '" + c.player + "'");
      if (c.zone == Zone::kDiscard) owner->discard_pile.push_back(c.id);
      g.cards.push_back(c);
    } else if (kind == "encounter-card") {
      n.allow({"id", "name", "type", "surge", "peril", "when-revealed", "then", "enters", "owner",
               "atk", "sch", "dealt-to", "attach-to"});
      EncounterCard e;
      e.id = n.text("id");
      add_id(n, e.id);
      e.name = n.text("name", e.id);
      const std::string type = n.choice(
          "type", {"treachery", "attachment", "environment", "minion", "side-scheme", "obligation"},
          "treachery");
      e.type = static_cast<EncounterType>(
          std::find(std::begin(kEncounterTypeName), std::end(kEncounterTypeName), type) -
          std::begin(kEncounterTypeName));
      e.surge = n.boolean("surge", false);
      e.peril = n.boolean("peril", false);
      auto effect = [&](const char* attr) {
        EncounterEffect out;
        const std::string v = n.text(attr, "");
        if (v.empty()) return out;
        const std::string word = v.substr(0, v.find(':'));
        static const std::map<std::string, Effect> kWords = {
            {"damage", Effect::kDamage}, {"threat", Effect::kThreat},
            {"stun", Effect::kStun},     {"confuse", Effect::kConfuse},
            {"attack", Effect::kAttack}, {"scheme", Effect::kScheme}};
        auto it = kWords.find(word);
        if (it == kWords.end())
          n.fail(std::string("encounter-card@") + attr,
                 "'" + v + "' is not damage:N, threat:N, stun, confuse, attack or scheme");
        out.what = it->second;
        if (out.what == Effect::kDamage || out.what == Effect::kThreat) {
          const std::string num = v.find(':') == std::string::npos ? "" : v.substr(v.find(':') + 1);
          if (num.empty() || num.find_first_not_of("0123456789") != std::string::npos)
            n.fail(std::string("encounter-card@") + attr, "'" + v + "' needs a number after ':'");
          out.amount = amount_in(n, std::string("encounter-card@") + attr, num);
        }
        return out;
      };
      e.revealed = effect("when-revealed");
      e.then = effect("then");
      if (!n.body().empty()) {  // "When Revealed: ..." in the card's words
        if (n.has("when-revealed") || n.has("then"))
          n.fail("encounter-card", "give its When Revealed as text or as attributes, not both");
        e.text = read_card_text(n, "encounter-card", e.name, Timing::kWhenRevealed);
        e.surge = e.surge || e.text->surge;
      }
      e.enters = n.text("enters", "");
      if (!e.enters.empty() && !ids.count(e.enters))
        n.fail("encounter-card@enters", "no '" + e.enters + "' declared before it");
      if ((e.type == EncounterType::kMinion || e.type == EncounterType::kSideScheme) &&
          e.enters.empty())
        n.fail("encounter-card@enters",
               "a " + type + " card names the <" + type + "> it puts into play");
      e.owner = n.text("owner", "");
      e.atk = n.integer("atk", 0, kStatRange);
      e.sch = n.integer("sch", 0, kStatRange);
      e.dealt_to = n.text("dealt-to", "");
      e.attach_to = n.text("attach-to", "");
      if (!e.attach_to.empty() && !ids.count(e.attach_to))
        n.fail("encounter-card@attach-to", "no '" + e.attach_to + "' declared before it");
      if (!e.dealt_to.empty() && std::none_of(g.players.begin(), g.players.end(),
                                              [&](const Player& p) { return p.id == e.dealt_to; }))
        n.fail("encounter-card@dealt-to", "no player '" + e.dealt_to + "'");
      g.encounter.push_back(e);
    } else if (kind == "cannot") {
      n.allow({"player", "do", "source"});
      const std::string who = n.text("player");
      if (std::none_of(g.players.begin(), g.players.end(),
                       [&](const Player& p) { return p.id == who; }))
        n.fail("cannot@player", "no player '" + who + "'");
      const std::string what = n.choice("do", {"attack", "thwart", "defend"}, "");
      if (what.empty()) n.fail("cannot@do", "missing value");
      g.cannot.push_back(
          {who, static_cast<Forbid>(index_of(kForbidName, what)), n.text("source", "an effect")});
    } else if (kind == "must-defend") {
      n.allow({"player", "with", "source"});
      GameState::MustDefend m{n.text("player"), n.text("with"), n.text("source", "an effect")};
      if (!ids.count(m.player))
        n.fail("must-defend@player", "no '" + m.player + "' declared before it");
      if (!ids.count(m.who)) n.fail("must-defend@with", "no '" + m.who + "' declared before it");
      g.must_defend.push_back(m);
    } else if (kind == "first-each-round-reduction") {
      n.allow({"id", "name", "player", "type", "form", "amount"});
      CostReduction r;
      r.id = n.text("id");
      add_id(n, r.id);
      r.name = n.text("name", r.id);
      r.player = n.text("player", g.players.empty() ? "" : g.players.back().id);
      r.type = static_cast<CardType>(index_of(
          kCardTypeName, n.choice("type", {"ally", "event", "upgrade", "support"}, "ally")));
      const std::string form = n.choice("form", {"", "hero", "alter-ego"}, "");
      r.form = form.empty() ? Form::kEither : form == "hero" ? Form::kHero : Form::kAlterEgo;
      r.amount = n.integer("amount", 1, kStatRange);
      g.reductions.push_back(r);
    } else if (kind == "upgrade" || kind == "support") {
      n.allow({"id", "name", "player", "restricted", "in-play", "uses", "exhausted"});
      Card c;
      c.id = n.text("id");
      add_id(n, c.id);
      c.name = n.text("name", c.id);
      c.player = n.text("player", g.players.empty() ? "" : g.players.back().id);
      c.restricted = n.boolean("restricted", false);
      c.in_play = n.boolean("in-play", true);
      c.uses = n.integer("uses", -1, kStatRange);
      c.exhausted = n.boolean("exhausted", false);
      c.type = kind == "upgrade" ? CardType::kUpgrade : CardType::kSupport;
      g.cards.push_back(c);
    } else if (kind == "modifier") {
      n.allow({"target", "stat", "add", "double", "halve", "set"});
      StatModifier m;
      m.stat = n.choice("stat", {"atk", "thw", "def", "rec", "sch"}, "");
      if (m.stat.empty()) n.fail("modifier@stat", "missing value");
      if (n.has("add"))
        m.op = "add", m.amount = n.integer("add", kDeltaRange);
      else if (n.boolean("double", false))
        m.op = "double";
      else if (n.boolean("halve", false))
        m.op = "halve";
      else if (n.has("set"))
        m.op = "set", m.amount = n.integer("set", kStatRange);
      else
        n.fail("modifier", "needs add, double, halve or set");
      const std::string target = n.text("target");
      auto it = std::find_if(g.characters.begin(), g.characters.end(),
                             [&](const Character& c) { return c.id == target; });
      if (it == g.characters.end())
        n.fail("modifier@target", "no character '" + target + "' declared before it");
      it->modifiers.push_back(m);
    } else {
      n.fail(kind, "unknown element <" + kind + "> in <state>");
    }
  }
  if (g.players.empty()) state.fail("state", "a scenario needs at least one <identity>");
  g.players_started =
      state.integer("players-started", static_cast<int>(g.players.size()), Range{1, kStatRange.hi});
  g.acceleration_tokens = state.integer("acceleration-tokens", 0, kStatRange);
  g.encounter_deck = state.integer("encounter-deck", -1, kStatRange);
  g.mode = state.choice("mode", {"standard", "expert", "rookie", "heroic"}, "standard");
  g.heroic_level = state.integer("heroic-level", 0, kStatRange);
  g.active_player = state.text("active-player", "");
  if (!g.active_player.empty() &&
      std::none_of(g.players.begin(), g.players.end(),
                   [&](const Player& p) { return p.id == g.active_player; }))
    state.fail("state@active-player", "no player '" + g.active_player + "'");
  if ((g.mode == "heroic") != (g.heroic_level > 0))
    state.fail("state@heroic-level",
               "Heroic Mode needs a heroic level of 1 or more, and only Heroic Mode has one");
  if (state.has("first-player")) {
    const std::string fp = state.text("first-player");
    auto it = std::find_if(g.players.begin(), g.players.end(),
                           [&](const Player& p) { return p.id == fp; });
    if (it == g.players.end()) state.fail("state@first-player", "no player '" + fp + "'");
    std::rotate(g.players.begin(), it,
                g.players.end());  // player order starts with the first player
  }
}

// What each action may carry: the attributes it needs, in the order they
// are asked for, and those it may have. In the actions' names' order (a
// binary search finds one, and an unknown action's message lists them
// in it): a constant table, where a map of vectors was built at every run's
// first scenario.
struct ActionSpec {
  std::string_view name;
  std::initializer_list<const char*> required, optional;
};

constexpr ActionSpec kActionSpecs[] = {
    {"attack", {"attacker", "target"}, {}},
    {"attack-ability",
     {"hero", "target", "damage"},
     {"name", "overkill", "exhausts", "by-request"}},
    {"attack-event",
     {"hero", "target", "damage"},
     {"name", "overkill", "targets", "different-enemies", "by-request"}},
    {"change-form", {"player"}, {}},
    {"damage", {"target", "amount"}, {"source"}},
    {"deal-encounter-cards", {}, {}},
    {"end-player-phase", {}, {}},
    {"end-turn", {"player"}, {}},
    {"enemy-attack", {"attacker"}, {"target", "defender"}},
    {"enemy-scheme", {"schemer"}, {}},
    {"exhaust-each", {"qualifier", "of"}, {"by"}},
    {"expire", {"target", "source"}, {}},
    {"gains-keyword", {"target", "keyword"}, {"value", "source"}},
    {"gets", {"target", "hit-points", "source"}, {}},
    {"give-status", {"target", "status"}, {}},
    {"heal", {"target", "amount"}, {}},
    {"indirect-damage", {"player", "amount", "assign"}, {}},
    {"lasting-modifier", {"target", "stat", "add", "until"}, {"source"}},
    {"minion-enters", {"minion", "engage"}, {"defender"}},
    {"move-damage", {"from", "to", "amount"}, {}},
    {"pay-cost", {"player", "card"}, {"with", "needs", "permission"}},
    {"place-threat", {"scheme", "amount"}, {"prevent", "prevented-by", "setup"}},
    {"play-ally", {"ally"}, {"discard"}},
    {"play-card", {"card"}, {"discard"}},
    {"recover", {"player"}, {}},
    {"reveal", {"player"}, {"card"}},
    {"scheme-enters", {"scheme"}, {}},
    {"search", {"player", "for", "in"}, {"to"}},
    {"shuffle-into-deck", {"player", "cards"}, {"different", "by"}},
    {"thwart", {"with", "scheme"}, {}},
    {"thwart-ability", {"hero", "scheme", "remove"}, {"name", "exhausts", "split", "by-request"}},
    {"thwart-event", {"hero", "scheme", "remove"}, {"name", "split", "by-request"}},
    {"use", {"card"}, {}},
    {"use-ability", {"ability"}, {"target", "with", "by-request"}},
    {"villain-phase", {}, {}},
};
static_assert(std::is_sorted(std::begin(kActionSpecs), std::end(kActionSpecs),
                             [](const ActionSpec& a, const ActionSpec& b) {
                               return a.name < b.name;
                             }));

// The spec of the action `name`, or none.
const ActionSpec* action_spec(std::string_view name) {
  const auto* it =
      std::lower_bound(std::begin(kActionSpecs), std::end(kActionSpecs), name,
                       [](const ActionSpec& a, std::string_view n) { return a.name < n; });
  return it != std::end(kActionSpecs) && it->name == name ? it : nullptr;
}

// Attributes naming something in the state, checked against its ids.
const std::set<std::string>& id_args() {
  static const std::set<std::string> value = {
      "for",    "attacker", "target",  "defender", "schemer", "with",   "scheme", "from",   "to",
      "player", "ally",     "discard", "hero",     "card",    "minion", "engage", "ability"};
  return value;
}
const std::set<std::string>& number_args() {
  static const std::set<std::string> value = {"amount", "hit-points", "prevent", "remove"};
  return value;
}

Action read_action(const Node& n, const std::set<std::string>& ids, const GameState& g) {
  const ActionSpec* spec = action_spec(n.name());
  if (!spec) {
    std::string known;
    for (const ActionSpec& k : kActionSpecs)
      known += (known.empty() ? "" : ", ") + std::string(k.name);
    n.fail(n.name(), "unknown action <" + n.name() + "> (known: " + known + ")");
  }
  Action a;
  a.kind = n.name();
  a.line = n.line();
  for (pugi::xml_attribute attr : n.raw().attributes()) {
    const std::string name = attr.name();
    const ActionSpec& s = *spec;
    const bool known =
        std::any_of(s.required.begin(), s.required.end(),
                    [&](const char* r) { return name == r; }) ||
        std::any_of(s.optional.begin(), s.optional.end(), [&](const char* o) { return name == o; });
    if (!known) n.fail(n.name() + "@" + name, "unknown attribute on <" + n.name() + ">");
    const std::string value = n.text(name.c_str());
    if (id_args().count(name) && !ids.count(value) && !(name == "defender" && value == "none") &&
        !((a.kind == "pay-cost" || a.kind == "use-ability") && name == "with") &&
        !(a.kind == "search" && name == "to"))
      n.fail(n.name() + "@" + name, "no '" + value + "' in <state>");
    if (number_args().count(name) && n.integer(name.c_str(), kStatRange) < 0)
      n.fail(n.name() + "@" + name, "cannot be negative");
    a.args[name] = value;
  }
  for (const char* r : spec->required) n.text(r);  // fails when missing
  if (a.kind == "indirect-damage")
    for (const std::string& part : split(a.args["assign"], ',')) {
      const size_t colon = part.find(':');
      const std::string id = trim(part.substr(0, colon));
      const std::string num = colon == std::string::npos ? "" : trim(part.substr(colon + 1));
      if (!ids.count(id)) n.fail("indirect-damage@assign", "no '" + id + "' in <state>");
      if (num.empty() || num.find_first_not_of("0123456789") != std::string::npos)
        n.fail("indirect-damage@assign", "'" + part + "' is not ID:AMOUNT");
      amount_in(n, "indirect-damage@assign", num);
    }
  for (const char* flag :
       {"overkill", "exhausts", "setup", "different-enemies", "different", "by-request"})
    if (a.args.count(flag)) a.args[flag] = bool_text(n.boolean(flag, false));
  if (a.kind == "attack-event" || a.kind == "attack-ability")
    for (const std::string& part : split(a.args["damage"], ',')) {
      if (trim(part).empty() || trim(part).find_first_not_of("0123456789") != std::string::npos)
        n.fail(a.kind + "@damage",
               "'" + a.args["damage"] + "' is not a list of whole numbers, e.g. 3,3");
      amount_in(n, a.kind + "@damage", part);
    }
  if (a.kind == "exhaust-each") {
    if (a.args["qualifier"] != "ready")
      n.fail("exhaust-each@qualifier", "'" + a.args["qualifier"] + "' is not ready");
    for (const std::string& term : split(a.args["of"], ','))
      if (trim(term) != "character" && trim(term) != "attachment")
        n.fail("exhaust-each@of", "'" + trim(term) + "' is not character or attachment");
  }
  if (a.kind == "gains-keyword") {
    const std::string k = a.args["keyword"];
    if (k != "guard" && k != "overkill" && k != "retaliate" && k != "quickstrike")
      n.fail("gains-keyword@keyword",
             "'" + k + "' is not guard, overkill, retaliate or quickstrike");
    if (k == "retaliate" && n.integer("value", 0, kStatRange) <= 0)
      n.fail("gains-keyword@value", "retaliate needs a positive value");
  }
  if (a.kind == "lasting-modifier") {
    const std::string& st = a.args["stat"];
    if (st != "atk" && st != "thw" && st != "def" && st != "rec" && st != "sch")
      n.fail("lasting-modifier@stat", "'" + st + "' is not atk, thw, def, rec or sch");
    const std::string& u = a.args["until"];
    if (u != "end-of-attack" && u != "end-of-player-phase" && u != "end-of-round")
      n.fail("lasting-modifier@until",
             "'" + u + "' is not end-of-attack, end-of-player-phase or end-of-round");
    n.integer("add", kDeltaRange);  // a whole number, possibly negative
  }
  if (a.kind == "shuffle-into-deck")
    for (const std::string& id : split(a.args["cards"], ','))
      if (!ids.count(trim(id)))
        n.fail("shuffle-into-deck@cards", "no '" + trim(id) + "' in <state>");
  if (a.kind == "search")
    for (const std::string& z : split(a.args["in"], ','))
      if (trim(z) != "deck" && trim(z) != "discard" && trim(z) != "hand")
        n.fail("search@in", "'" + trim(z) + "' is not deck, discard or hand");
  if (a.kind == "pay-cost" || a.kind == "use-ability")
    for (const std::string& id : split(a.args.count("with") ? a.args["with"] : "", ','))
      if (!trim(id).empty() && !ids.count(trim(id)))
        n.fail(a.kind + "@with", "no '" + trim(id) + "' in <state>");
  if (a.kind == "use-ability") {
    const auto it = std::find_if(g.abilities.begin(), g.abilities.end(),
                                 [&](const Ability& ab) { return ab.id == a.args["ability"]; });
    if (it == g.abilities.end() || !it->card || it->timing != "action")
      n.fail("use-ability@ability", "'" + a.args["ability"] + "' is not an action in card text");
  }
  if (a.kind == "pay-cost") {
    for (const std::string& r : split(a.args.count("needs") ? a.args["needs"] : "", ','))
      if (!trim(r).empty() && std::find(std::begin(kResourceName), std::end(kResourceName),
                                        trim(r)) == std::end(kResourceName))
        n.fail("pay-cost@needs", "'" + trim(r) + "' is not energy, mental, physical or wild");
  }
  if (a.args.count("targets")) {
    const std::vector<std::string> targets = split(a.args["targets"], ',');
    for (const std::string& id : targets)
      if (!ids.count(trim(id))) n.fail(a.kind + "@targets", "no '" + trim(id) + "' in <state>");
    if (targets.size() != split(a.args["damage"], ',').size())
      n.fail(a.kind + "@targets", "name one target for each instance of damage");
  }
  if (a.args.count("split"))
    for (const std::string& part : split(a.args["split"], ',')) {
      const size_t colon = part.find(':');
      const std::string num = colon == std::string::npos ? "" : trim(part.substr(colon + 1));
      if (!ids.count(trim(part.substr(0, colon))) || num.empty() ||
          num.find_first_not_of("0123456789") != std::string::npos)
        n.fail(a.kind + "@split", "'" + part + "' is not SCHEME:AMOUNT");
      amount_in(n, a.kind + "@split", num);
    }
  if (a.kind == "give-status" && a.args["status"] != "stunned" && a.args["status"] != "confused" &&
      a.args["status"] != "tough")
    n.fail("give-status@status", "'" + a.args["status"] + "' is not stunned, confused or tough");
  if (a.kind == "villain-phase") {
    for (const Node& d : n.children()) {
      if (d.name() != "defend") d.fail(d.name(), "only <defend> may appear in <villain-phase>");
      d.allow({"player", "attacker", "defender"});
      McGame::Defence def{d.text("player"), d.text("attacker"), d.text("defender")};
      for (const std::string* id : {&def.player, &def.attacker, &def.defender})
        if (!ids.count(*id)) d.fail("defend", "no '" + *id + "' in <state>");
      a.defences.push_back(def);
    }
  } else if (!n.children().empty()) {
    n.fail(n.name(), "<" + n.name() + "> takes no child elements");
  }
  // A villain activation needs a boost card to draw.
  const bool villain_acts =
      a.kind == "villain-phase" ||
      ((a.kind == "enemy-attack" || a.kind == "enemy-scheme") &&
       std::any_of(g.characters.begin(), g.characters.end(), [&](const Character& c) {
         return c.role == Role::Villain &&
                (c.id == a.args["attacker"] || c.id == a.args["schemer"]);
       }));
  if (villain_acts && g.boost_cards.empty() && !g.boost_deck)
    n.fail(n.name(), "the villain activates, so <state> needs a <boost> card or a <boost-deck>");
  return a;
}

}  // namespace

bool reread_mc_attribute(McSetup& setup, const Node& n, const std::string& attribute,
                         RereadNumber* number) {
  GameState& g = setup.state;
  const std::string kind = n.name();
  if (kind == "identity" || kind == "ally" || kind == "villain" || kind == "minion") {
    const std::string id = n.text("id");
    const auto it = std::find_if(g.characters.begin(), g.characters.end(),
                                 [&](const Character& c) { return c.id == id; });
    if (it == g.characters.end()) return false;
    if (kind == "villain" && attribute == "stages-after") {
      g.villain_stages_left = n.integer("stages-after", 0, kStatRange);
      return true;
    }
    if (std::find(std::begin(kNumberAttributes), std::end(kNumberAttributes), attribute) ==
        std::end(kNumberAttributes))
      return false;
    // The number read again with the reader's own checks (the rest of the
    // element is as it was read before, checked then); kept only when read
    // without fault.
    Character c;
    copy_numbers(*it, c);
    read_character_number(n, attribute, c);
    for (const int v : std::initializer_list<int>{c.damage, c.atk, c.thw, c.def, c.rec, c.sch})
      if (v < 0) n.fail(n.name(), "values cannot be negative");
    if (number) {
      // copy_numbers gave `c` every number of *it: only the one read and
      // its dash can differ.
      number->character = static_cast<size_t>(it - g.characters.begin());
      number->alone =
          c.atk_dash == it->atk_dash && c.thw_dash == it->thw_dash && c.sch_dash == it->sch_dash;
    }
    copy_numbers(c, *it);
    return true;
  }
  if (kind == "main-scheme" || kind == "side-scheme") {
    const bool main = kind == "main-scheme";
    const std::string id = n.text("id", main ? "main-scheme" : "");
    const auto it = std::find_if(g.schemes.begin(), g.schemes.end(),
                                 [&](const Scheme& sc) { return sc.id == id; });
    if (it == g.schemes.end()) return false;
    if (attribute == "threat") {
      it->threat = n.integer("threat", 0, kStatRange);
    } else if (attribute == "target") {
      const int target = n.integer("target", 0, kStatRange);
      if (main && target <= 0)
        n.fail("main-scheme@target", "a main scheme needs a positive target threat");
      it->target = target;
    } else if (attribute == "stages-after") {
      it->stages_left = n.integer("stages-after", 0, kStatRange);
    } else {
      return false;
    }
    return true;
  }
  if (kind == "boost" && attribute == "icons" && n.body().empty()) {
    // The boost cards in the order <state> gives them.
    size_t index = 0;
    for (pugi::xml_node b = n.raw().previous_sibling("boost"); b; b = b.previous_sibling("boost"))
      ++index;
    if (index >= g.boost_cards.size()) return false;
    g.boost_cards[index].icons = n.integer("icons", 0, kStatRange);
    return true;
  }
  return false;
}

McSetup read_mc_scenario(const Scenario& scenario) {
  McSetup setup;
  setup.file = scenario.file();
  std::set<std::string> ids;
  read_state(scenario.state(), setup.state, ids);
  const Node actions = scenario.actions();
  actions.allow({});
  for (const Node& n : actions.children())
    setup.actions.push_back(read_action(n, ids, setup.state));
  if (setup.actions.empty()) actions.fail("do", "no actions to simulate");
  return setup;
}

}  // namespace arbiter::engine::mc
