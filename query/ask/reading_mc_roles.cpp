// Who each Marvel Champions mention is (the villain, the asking player's
// hero or another's, minions, allies, schemes) and where each value goes:
// to the one described, or to the doer of the action it is for.
#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

bool enemy(const std::string& role) {
  return role == "villain" || role == "minion" || role == "minion2";
}

namespace {

// "Hawkeye, an ally with ATK 1": a name said to be an ally right after it.
bool called_ally(const std::vector<Token>& tokens, const std::vector<Mention>& ms, size_t k) {
  if (k + 1 >= ms.size() || ms[k + 1].head != Head::kAlly) return false;
  size_t at = ms[k].last + 1;
  // ("My Black Widow is an ally with 2 hit points", "is ally", "is my
  // ally".)
  if (at + 1 < tokens.size() && tokens[ms[k].last].brk == 0 && tokens[at].word("is") &&
      tokens[at].brk == 0) {
    ++at;
    if (tokens[at].word("an") || tokens[at].word("a") || tokens[at].word("my")) ++at;
    return at < tokens.size() && tokens[at].is("role", "ally") && ms[k + 1].first == at;
  }
  // ("Spider-Woman (3 hit points, 1 damage), an ally": after its brackets.)
  return at + 1 < tokens.size() &&
         (tokens[ms[k].last].brk == ',' || tokens[ms[k].last].brk == ')') &&
         (tokens[at].word("an") || tokens[at].word("a")) && tokens[at + 1].is("role", "ally");
}

// "widow w/ 1 hp left attacks klaw, she has a consequential dmg pip": said
// of her by a pronoun.
bool said_consequential(const std::vector<Mention>& ms, size_t k) {
  for (size_t j = k + 1; j < ms.size(); ++j)
    if (ms[j].head == Head::kPronoun && resolve(ms, static_cast<int>(j)) == static_cast<int>(k) &&
        ms[j].has("consequential"))
      return true;
  return false;
}

// Hit points no ally card comes near ("my Hawkeye (9 hit points)", the
// core set's Hawkeye ally having 3): an identity's.
bool identity_hit_points(const Mention& m) {
  return std::atoi(m.attr("hp").c_str()) >= 7;
}

// "I'm Hawkeye", "playing as Hawkeye", "my hero Hawkeye", "Hawkeye (hero)",
// "Hawkeye is my hero"; or a recovery, which only an identity makes, with
// no other hero named.
bool said_as_hero(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                  const Mention& m) {
  if (m.last + 3 < tokens.size() && !tokens[m.last].ends() && tokens[m.last + 1].word("is") &&
      tokens[m.last + 2].is("role", "hero"))
    return true;
  if (m.last + 1 < tokens.size() && tokens[m.last].brk == ',' &&
      (tokens[m.last + 1].text == "my hero"))
    return true;
  bool recovery = false, other_hero = false;
  for (const Token& t : tokens) recovery |= t.is("action", "recover") || t.is("stat", "rec");
  for (const Mention& x : ms)
    other_hero |= x.head == Head::kHero && x.name != "i" && x.name != "me" && x.name != "i'm" &&
                  x.name != "im" && x.name != "my hero" && x.name != "hero";
  if (recovery && !other_hero) return true;
  if (m.first > 0) {
    const Token& before = tokens[m.first - 1];
    // ("me on hawkeye and my buddy on spider-woman": the one each plays.)
    const bool on = before.word("on") && m.first > 1 &&
                    (tokens[m.first - 2].word("me") || tokens[m.first - 2].text == "i'm" ||
                     tokens[m.first - 2].text == "im") &&
                    !tokens[m.first - 2].ends();
    if (on || before.text == "i'm" || before.text == "im" || before.word("am") ||
        before.word("as") || before.word("playing") ||
        (before.term_kind("role") && before.term->name == "hero" &&
         (before.text == "my hero" || before.text == "hero")))
      return true;
  }
  return m.last + 1 < tokens.size() && tokens[m.last].brk == '(' &&
         (tokens[m.last + 1].text == "hero" || tokens[m.last + 1].text == "my hero");
}

// Spider-Woman, Hulk and Black Widow are allies in the core set and
// heroes of later packs. Said beside another hero of the asker's, with
// nothing bringing in another player, the name is the ally: one player
// has one identity ("i block with spider-woman, how much goes thru to
// capt marvel").
bool ally_beside_hero(const std::vector<Token>& tokens, const std::vector<Mention>& ms, size_t k) {
  static const std::set<std::string> kCoreAllies = {"spider-woman", "hulk", "black widow"};
  if (!kCoreAllies.count(identity(ms[k].name)) || said_as_hero(tokens, ms, ms[k])) return false;
  // ("an Ultron Drone swings at Hulk and I block with Wasp": an enemy's
  // attack is against a hero, the one named right after its verb.)
  size_t v = ms[k].first;
  while (v > 0 && v + 3 > ms[k].first &&
         (tokens[v - 1].word("at") || tokens[v - 1].word("my") || tokens[v - 1].word("on")))
    --v;
  if (v > 0 && v < ms[k].first + 1 && tokens[v - 1].is("action", "attack") && !tokens[v - 1].ends())
    for (const Mention& x : ms)
      if ((x.head == Head::kVillain || x.head == Head::kMinion) && x.last < v - 1 &&
          !sentence_between(tokens, x.last, v - 1))
        return false;
  bool beside = false;
  for (size_t j = 0; j < ms.size(); ++j) {
    const Mention& x = ms[j];
    if (j == k || x.head != Head::kHero || identity(x.name) == identity(ms[k].name) || speaker(x) ||
        x.name == "hero")
      continue;
    // ("attack my Hulk. My ally Wasp ... Wasp is die?": an ally's name
    // said again is that ally, no hero beside.)
    if (std::any_of(ms.begin(), ms.end(),
                    [&](const Mention& a) { return a.head == Head::kAlly && a.name == x.name; }))
      continue;
    if (kCoreAllies.count(identity(x.name))) return false;
    beside = true;
  }
  // ("2p game w doc strange": a second player's hero, not an ally.)
  const bool two_players = std::any_of(tokens.begin(), tokens.end(), [](const Token& t) {
    return t.word("2p") || t.word("two-player") || t.word("2-player");
  });
  return beside && !two_players && !another_player_said(tokens, ms);
}

// "Hydra Mercenary ... the merc": a name's last word cut short (four
// letters at least), said for the whole name.
bool shortened(const std::string& full, const std::string& said) {
  const size_t space = full.rfind(' ');
  const std::string last = space == std::string::npos ? full : full.substr(space + 1);
  return said.size() >= 4 && said.size() < last.size() && last.starts_with(said) &&
         said.find(' ') == std::string::npos;
}

}  // namespace

// Beside identity()'s names, the ones that are an alter-ego's.
bool alter_ego_name(const std::string& name) {
  static const std::set<std::string> kNames = {"peter parker",     "peter",
                                               "t'challa",         "tchalla",
                                               "tony stark",       "tony",
                                               "jennifer walters", "jen walters",
                                               "jennifer",         "jen",
                                               "carol danvers",    "carol",
                                               "steve rogers",     "kamala khan",
                                               "kamala",           "natasha romanoff",
                                               "natasha",          "stephen strange",
                                               "bruce banner"};
  return kNames.count(name) > 0;
}

// Which role each mention plays: one villain, the asking player's hero,
// up to two minions and two allies (a new name is a new one; "the ally"
// again is the one already named), the main and a side scheme.
std::vector<std::string> mc_roles(const std::vector<Token>& tokens,
                                  const std::vector<Mention>& ms) {
  std::vector<std::string> roles(ms.size());
  std::map<std::string, std::vector<std::string>> names;
  // role base -> names seen
  const auto generic = [](const std::string& name) { return plain_role_word(name); };
  std::set<std::string> as_hero;
  for (size_t k = 0; k < ms.size(); ++k) {
    const Mention& m = ms[k];
    std::string base;
    switch (m.head) {
      case Head::kVillain: roles[k] = "villain"; continue;
      case Head::kHero:
        // "my ally Hawkeye ... put 1 on Hawkeye": the ally said again.
        // ("hawkeye atk 1 w 1 consequential", "Hawkeye, an ally with ...":
        // consequential damage is printed on allies, and an ally he is.)
        // ("Black Widow ally ... Widow attacks": the ally by the last word
        // of her name.)
        if (std::none_of(
                names["ally"].begin(), names["ally"].end(),
                [&](const std::string& n) { return n == m.name || n.ends_with(" " + m.name); }) &&
            !m.has("consequential") && !said_consequential(ms, k) && !called_ally(tokens, ms, k) &&
            (!ally_beside_hero(tokens, ms, k) || identity_hit_points(m))) {
          roles[k] = hero_role(tokens, ms, k);
          // ("my partner exhausts Captain Marvel ... Captain Marvel has DEF
          // 2": the other player's hero named again.)
          for (size_t j = 0; j < k && roles[k] == "hero"; ++j)
            if (roles[j] == "hero2" && ms[j].head == Head::kHero &&
                identity(ms[j].name) == identity(m.name) && !speaker(m))
              roles[k] = "hero2";
          continue;
        }
        base = "ally";
        break;
      case Head::kMainScheme: roles[k] = "main"; continue;
      case Head::kSideScheme: roles[k] = "side"; continue;
      case Head::kMinion: base = "minion"; break;
      case Head::kAlly: {
        // "I'm playing Hawkeye", "my hero Hawkeye": a name allies and
        // heroes share, said of the asker's identity.
        // ("Hawkeye: 9 HP, 1 damage, DEF 2": a DEF or a REC, which no ally
        // card has, told of the name: the identity.)
        // ("my Hawkeye (9 hit points, 8 damage)")
        bool identity_stat = false;
        for (const Mention& o : ms)
          identity_stat |= o.head == Head::kAlly && o.name == m.name &&
                           (o.has("def") || o.has("rec") || identity_hit_points(o));
        // ("A Goblin Thug is engaged with Hawkeye": a minion engages a
        // player, whose identity the name is, wherever it is named.)
        const bool engaged = std::any_of(ms.begin(), ms.end(), [&](const Mention& o) {
          return o.head == Head::kAlly && o.name == m.name && engaged_with(tokens, o);
        });
        if (!generic(m.name) &&
            (as_hero.count(m.name) || said_as_hero(tokens, ms, m) || identity_stat || engaged)) {
          as_hero.insert(m.name);
          roles[k] = hero_role(tokens, ms, k);
          continue;
        }
        base = "ally";
        break;
      }
      default: continue;
    }
    std::vector<std::string>& seen = names[base];
    const bool another =
        m.first > 0 && (tokens[m.first - 1].word("another") || tokens[m.first - 1].word("second") ||
                        tokens[m.first - 1].word("other"));
    size_t index = seen.size();
    if (!another)
      for (size_t s = 0; s < seen.size(); ++s)
        if (seen[s] == m.name || generic(m.name) || generic(seen[s]) ||
            seen[s].ends_with(" " + m.name) || m.name.ends_with(" " + seen[s]) ||
            shortened(seen[s], m.name)) {
          index = s;
          if (!generic(m.name)) seen[s] = m.name;
          break;
        }
    if (index == seen.size()) seen.push_back(m.name);
    if (index > 1) index = 1;
    roles[k] = index == 0 ? base : base + "2";
    if (m.count > 1 && index == 0) roles[k] = base;
    // "two minions": the first stands for both
  }
  // "kraven atk 3 boost 1 comes at my spidey": only a villain's attack
  // gets a boost card, so a named enemy given boost icons of its own, with
  // no villain named, is the villain.
  if (std::find(roles.begin(), roles.end(), "villain") == roles.end())
    for (size_t k = 0; k < ms.size(); ++k)
      if (roles[k] == "minion" && ms[k].head == Head::kMinion && !generic(ms[k].name) &&
          ms[k].has("boost") && ms[k].has("atk"))
        for (size_t j = 0; j < ms.size(); ++j)
          if (roles[j] == "minion" && ms[j].name == ms[k].name) roles[j] = "villain";
  villain_by_boost(tokens, ms, roles);
  villain_beside_minion(tokens, ms, roles);
  villain_said(tokens, ms, roles);
  heroes_for_villain_player(tokens, ms, roles);
  lone_hero_asked_of(ms, roles);
  for (size_t k = 0; k < ms.size(); ++k)
    if (ms[k].head == Head::kPronoun && ms[k].refers_to >= 0)
      roles[k] = roles[static_cast<size_t>(resolve(ms, static_cast<int>(k)))];
  // ("... then the Hydra Soldier and Brute. He started at 10 hit points,
  // in hero form": only an identity has a form; the hero the question has.)
  const bool hero_told = std::find(roles.begin(), roles.end(), "hero") != roles.end();
  const auto form_said = [&](const Mention& m) {
    if (m.has("form")) return true;
    // (Before anyone else is named: "he activated against Peter Parker,
    // who was in alter-ego form" is Peter's.)
    for (size_t t = m.first; t + 1 < tokens.size() && !tokens[t].ends_sentence(); ++t) {
      if ((tokens[t].text == "hero" && tokens[t + 1].word("form")) ||
          tokens[t + 1].is("term", "alter-ego"))
        return true;
      if (tokens[t + 1].term_kind("role") && tokens[t + 1].text != "hero") return false;
    }
    return false;
  };
  for (size_t k = 0; k < ms.size(); ++k)
    if (ms[k].head == Head::kPronoun && hero_told && roles[k] != "hero" && roles[k] != "hero2" &&
        (ms[k].name == "he" || ms[k].name == "she") && form_said(ms[k]))
      roles[k] = "hero";
  return roles;
}

// "I", "me": the one asking.
// The doer of the action a value is for, in the same sentence: ATK the
// attacker's, SCH the schemer's, DEF the defender's, THW the thwarter's.
// The clause before the value first, then the one after ("a 3 ATK attack").
std::string doer_for(const Mention& m, const std::vector<Clause>& cs,
                     const std::function<std::string(int)>& role_of) {
  Verb want = Verb::kAttack;
  bool any = false;
  for (const Attr& a : m.attrs) {
    if (a.field == "atk")
      want = Verb::kAttack, any = true;
    else if (a.field == "sch")
      want = Verb::kScheme, any = true;
    else if (a.field == "def")
      want = Verb::kDefend, any = true;
    else if (a.field == "thw")
      want = Verb::kThwart, any = true;
  }
  if (!any) return "";
  const Clause* before = nullptr;
  const Clause* after = nullptr;
  for (const Clause& c : cs) {
    if (c.verb != want) continue;
    if (c.token < m.first)
      before = &c;
    else if (!after)
      after = &c;
  }
  for (const Clause* c : {before, after}) {
    if (!c) continue;
    const std::string who = role_of(c->verb == Verb::kDefend && c->with >= 0 ? c->with : c->doer());
    if (!who.empty()) return who;
  }
  return "";
}

// Whether a character in `role` can have these values: enemies have no
// DEF, THW or REC; heroes and allies no SCH.
bool fits(const std::string& role, const std::vector<Attr>& attrs) {
  for (const Attr& a : attrs) {
    if (enemy(role) && (a.field == "def" || a.field == "thw" || a.field == "rec")) return false;
    if ((role == "hero" || role == "ally" || role == "ally2") && a.field == "sch") return false;
    // Consequential damage is printed on allies only.
    if (a.field == "consequential" && role != "ally" && role != "ally2") return false;
    // A scheme has no character's stats ("thwarts it with THW 3").
    static const std::set<std::string> kCharacterStats = {"atk", "thw", "def", "rec", "sch", "hp"};
    if ((role == "main" || role == "side") && kCharacterStats.count(a.field)) return false;
  }
  return true;
}

// Where an attribute goes: a scheme's threat to its scheme, the boost to
// the villain (the boost card is dealt to the villain), the rest to the
// mention's role.
void put(Reading& r, const std::string& role, const Attr& a) {
  if (a.field == "modify" && !role.empty()) {
    std::string& mods = r.facts[role]["modify"];
    mods += (mods.empty() ? "" : " then ") + a.value;
    return;
  }
  // A second, different boost said later is kept apart: in a villain phase
  // with two players it is the second activation's ("boost vs me 1, vs
  // her 2"); elsewhere the later one stands (read_villain_phase).
  if (a.field == "boost") {
    const std::string first = r.fact("villain", "boost");
    if (!first.empty() && first != a.value && r.fact("villain", "boost2").empty())
      return void(r.facts["villain"]["boost2"] = a.value);
    return void(r.facts["villain"]["boost"] = a.value);
  }
  if (a.field == "boost-star") return void(r.facts["villain"]["boost-star"] = a.value);
  // "Rhino (15 hit points) is sitting at 4 remaining": what is left, said
  // apart from the maximum told before, is damage against it.
  if (a.field == "hp-left" && !role.empty()) {
    auto& facts = r.facts[role];
    if (facts.count("hp") && !facts.count("damage")) {
      const int most = std::atoi(facts["hp"].c_str()), now = std::atoi(a.value.c_str());
      if (now <= most) return void(facts["damage"] = std::to_string(most - now));
    }
    // ("11 max hit points and 10 damage, so 1 hit point left": what both
    // already say, worked out again.)
    if (facts.count("hp") && facts.count("damage") &&
        std::atoi(facts["hp"].c_str()) - std::atoi(facts["damage"].c_str()) ==
            std::atoi(a.value.c_str()))
      return;
    return void(facts["hp"] = a.value);
  }
  if (a.field == "dealt") {
    std::string& hit = r.facts["hit"]["amount"];
    hit += (hit.empty() ? "" : ",") + a.value;
    return;
  }
  if (a.field == "value") {
    // A bare number: a scheme's threat ("main at 2", "3 of 10"), a
    // character's hit points left as a fraction ("at 2/9").
    const size_t slash = a.value.find('/');
    const std::string n = a.value.substr(0, slash);
    const std::string of = slash == std::string::npos ? "" : a.value.substr(slash + 1);
    if (role == "main" || role == "side") {
      r.facts[role]["threat"] = n;
      if (!of.empty()) r.facts[role]["target"] = of;
    } else if (!role.empty() && !of.empty()) {
      r.facts[role]["hp"] = of;
      r.facts[role]["damage"] = std::to_string(std::max(0, std::stoi(of) - std::stoi(n)));
    }
    return;
  }
  if ((a.field == "threat" || a.field == "target") && role != "main" && role != "side")
    return void(r.facts["main"][a.field] = a.value);
  if (a.field == "stages-after")
    return void(r.facts[role == "villain" ? "villain" : "main"]["stages-after"] = a.value);
  if (a.field == "crisis") return void(r.facts["side"]["crisis"] = a.value);
  // ("my friend is Jennifer Walters in alter-ego": the friend's form.)
  if (a.field == "form") return void(r.facts[role == "hero2" ? "hero2" : "hero"]["form"] = a.value);
  if (role.empty()) return;
  // A scheme holds threat; "THW 3 on the main scheme" is the player's THW.
  if ((role == "main" || role == "side") && a.field != "threat" && a.field != "target")
    return void(r.facts["hero"][a.field] = a.value);
  r.facts[role][a.field] = a.value;
}

bool needs_role(const Attr& a) {
  static const std::set<std::string> kPlacedAnyway = {"boost",        "boost-star", "dealt",
                                                      "value",        "threat",     "target",
                                                      "stages-after", "crisis",     "form"};
  return !kPlacedAnyway.count(a.field);
}

std::string attacker_role(const Reading& r) {
  if (r.action == "minion-enters") return "minion";
  if (r.action == "enemy-attack" || r.action == "enemy-scheme") {
    const std::string by = r.fact(r.action == "enemy-attack" ? "attack" : "scheme", "by");
    if (!by.empty() && r.has(by)) return by;
    return r.has("villain") || !r.has("minion") ? "villain" : "minion";
  }
  if (r.action == "player-attack" || r.action == "thwart") {
    // "my Hulk ally attacks": the one the words say, even with a hero named.
    const std::string by = r.fact(r.action == "thwart" ? "thwart" : "attack", "by");
    if (!by.empty() && r.has(by)) return by;
    return r.has("ally") && !r.has("hero") ? "ally" : "hero";
  }
  return "";
}

}  // namespace arbiter::query::ask
