// The last stage of reading a Marvel Champions situation: what the values
// imply when no verb says (an enemy's ATK: it attacks), amounts said beside
// a verb, indirect damage as the player assigns it, and the cards named.
#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "query/ask/reading.h"
#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

bool is_number(const std::string& w) {
  return !w.empty() && w.size() <= 6 && w.find_first_not_of("0123456789") == std::string::npos;
}

namespace {

// "I put 4 on my ally ... and the rest on me": indirect damage as the
// engine's ID:AMOUNT list.
std::string indirect_assignment(const Reading& r, const std::vector<Token>& tokens,
                                const std::vector<std::string>& token_roles) {
  const int total = std::atoi(r.fact("effect", "amount").c_str());
  std::map<std::string, int> given;
  std::string rest;
  // The player's character a token is read as: an ally or the hero, by
  // role, name or pronoun ("him"), "me" or "my identity".
  auto character = [&](size_t j) -> std::string {
    const std::string& role = token_roles[j];
    if (role.rfind("ally", 0) == 0 || role == "hero") return role;
    if (tokens[j].word("myself") || tokens[j].word("identity")) return "hero";
    return "";
  };
  // The character named within a few tokens.
  auto role_at = [&](size_t k) -> std::string {
    for (size_t j = k; j < tokens.size() && j < k + 4; ++j) {
      if (const std::string c = character(j); !c.empty()) return c;
      if (tokens[j].ends()) break;  // ("1 on hawk, 3 on spidey": not past the comma)
    }
    return "";
  };
  auto to = [](const Token& t) { return t.word("on") || t.word("to") || t.word("onto"); };
  // "Hellcat (4 hp left) takes 4", "my ally gets 4 of the 5": the nearest
  // character named before the verb takes the amount after it; kept
  // apart, since a question often says again what it put where ("I put 2
  // on Black Cat and 2 on Spidey. cat dies, spidey takes 2?").
  std::map<std::string, int> taken;
  for (size_t k = 1; k + 1 < tokens.size(); ++k) {
    if (!(tokens[k].word("takes") || tokens[k].word("gets") || tokens[k].word("take")) ||
        tokens[k + 1].kind != Tok::kNumber)
      continue;
    // "I take 5 indirect damage": the whole amount, not a share of it.
    if (k + 2 < tokens.size() && tokens[k + 2].text.rfind("indirect", 0) == 0) continue;
    for (size_t j = k; j-- > 0;) {
      if (const std::string c = character(j); !c.empty()) {
        taken[c] += tokens[k + 1].number;
        break;
      }
      if (tokens[j].brk == ',' || tokens[j].brk == '.' || tokens[j].brk == ';') break;
    }
  }
  for (size_t k = 0; k + 1 < tokens.size(); ++k) {
    const Token& t = tokens[k];
    size_t n = k + 1;
    if (n < tokens.size() && tokens[n].kind == Tok::kTerm && tokens[n].term->name == "damage") ++n;
    // ("2 of the indirect damage on Hellcat", "2 of it to Black Cat")
    if (t.kind == Tok::kNumber && n < tokens.size() && tokens[n].word("of"))
      for (size_t j = n + 1; j < tokens.size() && j < n + 5 && !tokens[j - 1].ends(); ++j) {
        if (to(tokens[j])) {
          n = j;
          break;
        }
        if (!(tokens[j].word("the") || tokens[j].word("it") || tokens[j].word("that") ||
              tokens[j].text.rfind("indirect", 0) == 0 ||
              (tokens[j].kind == Tok::kTerm && tokens[j].term->name == "damage")))
          break;
      }
    // ("hawkeye 2hp w 1 dmg on him": damage he has, not damage put on him.)
    const bool has = k > 0 && (tokens[k - 1].word("w") || tokens[k - 1].word("with") ||
                               tokens[k - 1].word("has") || tokens[k - 1].word("already"));
    if (t.kind == Tok::kNumber && n < tokens.size() && to(tokens[n]) && !role_at(n + 1).empty() &&
        !has)
      given[role_at(n + 1)] += t.number;
    // "4 of the 5 to my ally", "the rest on me", "the last 1 on me", "the other one".
    const bool rest_word = t.word("rest") || t.word("remaining") || t.word("other") ||
                           t.word("last") || t.word("remainder") || t.word("leftover");
    if (rest_word && !role_at(k + 1).empty()) rest = role_at(k + 1);
    // "I take the other one", "my ally gets the rest": the taker named first.
    for (size_t j = k; rest_word && rest.empty() && j-- > 0 && j + 4 > k;) {
      if (!(tokens[j].word("take") || tokens[j].word("takes") || tokens[j].word("get") ||
            tokens[j].word("gets")))
        continue;
      if (j > 0) rest = character(j - 1);
    }
    // "Hellcat takes 3 of it, She-Hulk the other 2": the one named just before.
    if (rest_word && rest.empty() && k >= 2 && tokens[k - 1].word("the")) rest = character(k - 2);
  }
  for (const auto& [c, n] : taken)
    if (!given.count(c)) given[c] = n;
  // "as much as possible on Black Cat", "dump max on allies": each ally
  // named takes what it has hit points left for (no more can be put on a
  // character than defeats it, mc:indirect-damage); the rest goes to the
  // hero, unless the question says where.
  for (size_t k = 0; k + 1 < tokens.size() && given.empty(); ++k) {
    const bool most = (tokens[k].word("much") && k > 0 && tokens[k - 1].word("as")) ||
                      tokens[k].word("max") || tokens[k].word("maximum") || tokens[k].word("most");
    if (!most) continue;
    std::vector<std::string> allies;
    // ("as much of it as the rules allow on Black Cat")
    for (size_t j = k + 1; j < tokens.size() && j < k + 11 && allies.empty(); ++j) {
      if (tokens[j - 1].ends_sentence()) break;
      if (!to(tokens[j - 1]) && !(j >= 2 && to(tokens[j - 2]))) continue;
      const std::string c = character(j);
      if (c.rfind("ally", 0) != 0) continue;
      if (tokens[j].text == "allies")
        for (const char* a : {"ally", "ally2"}) {
          if (r.has(a)) allies.push_back(a);
        }
      else
        allies.push_back(c);
    }
    // (How much an ally can take, when its hit points are not said, is
    // not known: then nothing is read here.)
    const bool known = std::all_of(allies.begin(), allies.end(),
                                   [&](const std::string& a) { return !r.fact(a, "hp").empty(); });
    for (const std::string& a : allies) {
      if (!known) break;
      const int hp = std::atoi(r.fact(a, "hp").c_str());
      const int damage = std::atoi(r.fact(a, "damage").c_str());
      given[a] = std::max(hp - damage, 0);
    }
    int put = 0;
    for (auto& [role, n] : given) {
      n = std::min(n, total - put);
      put += n;
    }
    if (!given.empty() && rest.empty()) rest = "hero";
  }
  int assigned = 0;
  for (const auto& [role, n] : given) assigned += n;
  if (!rest.empty() && total > assigned) given[rest] += total - assigned;
  if (given.empty()) given["hero"] = total;
  std::string out;
  for (const auto& [role, n] : given)
    out += (out.empty() ? "" : ",") + role + ":" + std::to_string(n);
  return out;
}

// The first number after words[from], within the clause and a few words
// ("nova pings it for 1", "prevent 1").
std::string number_after(const Reading& r, size_t from, size_t reach) {
  for (size_t k = from; k < r.words.size() && k < from + reach; ++k) {
    if (k > from && r.breaks[k - 1] && r.breaks[k - 1] != '(') break;
    if (is_number(r.words[k])) return r.words[k];
  }
  return "";
}

// Cards the question names add their abilities to the situation (their
// role is in play) and make the action they imply: "rocket boots get
// discarded" (the hit point bonus expires), "embiggen ... an attack event
// deals 3 then 3" (the event's damage instances), "emergency to prevent 1"
// (the threat placed, with 1 prevented).
void attack_event(Reading& r);

void apply_cards(Reading& r) {
  for (const CardMatch& m : r.cards) {
    const Card& c = *m.card;
    const std::string key = "card:" + c.name;
    const std::string n = number_after(r, m.at + m.len, 6);
    for (size_t w = m.at; w < m.at + m.len && w < r.used.size(); ++w) r.used[w] = true;
    if (!c.ability.empty()) {
      r.facts[c.role];
      // the card's holder is in play
      if (c.ability.find(":N\"") != std::string::npos && !n.empty()) r.facts[key]["n"] = n;
    }
    if (c.implies == "expire" && r.action.empty()) {
      r.action = "expire";
      r.facts[key]["on"] = c.role;
    } else if (c.implies == "attack-event") {
      attack_event(r);
    } else if (c.implies == "prevent" && r.action == "enemy-scheme") {
      std::string prevent;
      for (size_t k = m.at + m.len; k < r.words.size() && prevent.empty(); ++k)
        if (r.words[k] == "prevent" || r.words[k] == "prevents" || r.words[k] == "preventing")
          prevent = number_after(r, k + 1, 3);
      if (prevent.empty()) continue;
      r.action = "place-threat";
      r.facts["effect"]["prevent"] = prevent;
      r.facts["effect"]["prevented-by"] = c.name;
    }
  }
}

bool said(const Reading& r, std::initializer_list<const char*> words) {
  for (const std::string& w : r.words)
    for (const char* x : words)
      if (w == x) return true;
  return false;
}

// Said, and not denied: "defends", but not "does not defend". `denied`:
// said only in denial.
bool affirmed(const Reading& r, std::initializer_list<const char*> words, bool& denied) {
  denied = false;
  for (size_t k = 0; k < r.words.size(); ++k)
    for (const char* x : words) {
      if (r.words[k] != x) continue;
      if (!negated(r.words, k, &r.breaks)) return denied = false, true;
      denied = true;
    }
  return false;
}

// An ally described in an enemy attack is told to defend, though no
// verb says so: damage said to spill past it ("how much spills to me"), it
// "took the hit", or its fate is asked ("Does my ally with 2 hp survive if
// Rhino attacks for 3?", "My ally has 2 hp. Is she defeated?").
bool ally_told_defending(const Reading& r) {
  for (size_t k = 0; k + 2 < r.words.size(); ++k)
    if ((r.words[k] == "took" || r.words[k] == "takes" || r.words[k] == "take") &&
        r.words[k + 1] == "the" && r.words[k + 2] == "hit")
      return true;
  if (said(r, {"spill", "spills", "spilled", "spilling", "overflow", "overflows"})) return true;
  static const std::set<std::string> kFate = {"survive", "survives", "die",      "dies",
                                              "dead",    "defeated", "ko'd",     "live",
                                              "lives",   "killed",   "survived", "died"};
  for (size_t k = 0; k < r.words.size(); ++k) {
    if (!kFate.count(r.words[k])) continue;
    for (size_t j = k; j-- > 0 && j + 5 > k;) {
      if (r.words[j] == "ally" || r.words[j] == "she" || r.words[j] == "her") return true;
      for (const auto& [name, role] : r.named)
        if (role == "ally" && r.words[j].size() > 2 && name.ends_with(r.words[j])) return true;
    }
  }
  return false;
}

// "an attack event that deals 4 to the villain", "deals 3 damage, then 3
// damage again", "deals 3 twice": the event's damage instances.
void attack_event(Reading& r) {
  size_t at = r.words.size();
  for (size_t k = 0; k + 1 < r.words.size() && at == r.words.size(); ++k)
    if ((r.words[k] == "attack" || r.words[k] == "atk") &&
        (r.words[k + 1] == "event" || r.words[k + 1] == "events"))
      at = k;
  auto play = [&](size_t k) {
    return r.words[k] == "plays" || r.words[k] == "play" || r.words[k] == "played";
  };
  // "plays a 5 dmg overkill attack on a hydra merc": an attack played is
  // an event.
  bool played_attack = false;
  for (size_t k = 1; k < r.words.size() && at == r.words.size(); ++k) {
    if (r.words[k] != "attack") continue;
    for (size_t j = k; j-- > 0 && j + 6 > k && at == r.words.size();) {
      if (r.breaks[j] == '.' || r.breaks[j] == '?' || r.breaks[j] == ',') break;
      if (play(j)) at = k, played_attack = true;
    }
  }
  // "plays Relentless Assault (5 damage to a minion, with overkill)": a
  // card played, its damage in brackets after its name.
  for (size_t k = 0; k + 2 < r.words.size() && at == r.words.size(); ++k) {
    if (!play(k)) continue;
    for (size_t x = k + 2; x + 1 < r.words.size() && x < k + 8 && at == r.words.size(); ++x) {
      // ("played Supersonic Punch for 4 damage": the same, said with "for";
      // "plays Swinging Web Kick to deal 8 damage", "plays swinging web kick
      // 8 dmg -> rhino": with "deal", or the amount right after the name.)
      // (Not "play First Aid on him to heal 2 damage", "I play solo
      // Spider-Woman in hero form with 1 damage": another verb, or a value
      // said of someone.)
      static const std::set<std::string> kNotAName = {
          "and",  "attack", "atk",  "with",  "w",      "in",     "at",      "has",
          "have", "had",    "form", "heal",  "heals",  "remove", "removes", "prevent",
          "gain", "gains",  "take", "takes", "thwart", "draw",   "put",     "recover"};
      const bool named_before = [&] {
        for (size_t y = k + 1; y < x; ++y)
          if (r.breaks[y] != 0 || is_number(r.words[y]) || kNotAName.count(r.words[y]))
            return false;
        return true;
      }();
      if ((r.breaks[x - 1] == '(' || (r.words[x - 1] == "for" && x < k + 6) || named_before) &&
          is_number(r.words[x]) && (r.words[x + 1] == "damage" || r.words[x + 1] == "dmg"))
        at = x + 1, played_attack = true;
      if (r.breaks[x - 1] == '.' || r.breaks[x - 1] == '?') break;
    }
  }
  // A card that boosts attack events ("Embiggen") makes "the event" one.
  bool event_card = false;
  for (const CardMatch& m : r.cards) event_card |= m.card->implies == "attack-event";
  for (size_t k = 1; k < r.words.size() && at == r.words.size() && event_card; ++k)
    if (r.words[k] == "event" || r.words[k] == "events") at = k - 1;
  // "relentless assault 5 dmg overkill on a 3hp merc": damage with
  // overkill is an attack's (mc:overkill), here an event's.
  const bool overkill_damage = (r.action == "damage" || r.action.empty()) &&
                               !r.fact("hit", "amount").empty() && said(r, {"overkill"});
  if (at == r.words.size() && r.action != "attack-event" && !overkill_damage) return;
  // The damage instances: the numbers after "event" in its sentence ("deals
  // 3, then 3 again", "3 then another 3"), save hit points and threat.
  std::string damage;
  if (at < r.words.size()) {
    // "a 5 dmg attack event": the amount said before it.
    // (Not across a full stop: "spider-woman 11hp 2 dmg. attack event 3 dmg".)
    for (size_t j = at; j-- > 0 && j + 3 > at && damage.empty();) {
      if (r.breaks[j] == '.' || r.breaks[j] == '?' || r.breaks[j] == ';') break;
      if (is_number(r.words[j]) && (r.words[j + 1] == "dmg" || r.words[j + 1] == "damage"))
        damage = r.words[j];
    }
    const bool said_before = !damage.empty();
    const size_t after = at + (played_attack ? 1 : 2);
    for (size_t j = after; j < r.words.size() && !said_before; ++j) {
      if (j > after && (r.breaks[j - 1] == '.' || r.breaks[j - 1] == '?' || r.breaks[j - 1] == ';'))
        break;
      const std::string next = j + 1 < r.words.size() ? r.words[j + 1] : "";
      // ("on a hydra soldier (4hp, 1 dmg on it)": damage a character has.)
      // ("Abomination has 1 damage": what someone has.)
      // ("on vulture (minion 5hp 0 dmg, retaliate 2)": inside a bracket, a
      // value of the one it is dealt to.)
      int open = 0;
      for (size_t y = after; y < j; ++y)
        open += r.breaks[y] == '(' ? 1 : r.breaks[y] == ')' ? -1 : 0;
      const bool described =
          (open > 0 || r.breaks[j - 1] == '(' || r.breaks[j - 1] == ',' || r.words[j - 1] == "w" ||
           r.words[j - 1] == "with" || r.words[j - 1] == "has" || r.words[j - 1] == "had") &&
          (next == "dmg" || next == "damage");
      // ("... to a minion with 6 hit points and retaliate 1": a value a
      // character has, said after its name.)
      static const std::set<std::string> kValueOf = {"retaliate", "atk",   "def",   "thw",  "sch",
                                                     "rec",       "boost", "level", "stage"};
      const bool valued = kValueOf.count(r.words[j - 1]) || kValueOf.count(next) ||
                          next == "icons" || next == "icon";
      if (is_number(r.words[j]) && next != "hp" && next != "hit" && next != "threat" &&
          next != "health" && !described && !valued)
        damage += (damage.empty() ? "" : ",") + r.words[j];
      // ("an attack event that does six damage": a number said as a word,
      // with what it deals.)
      else if (const int n = number_word(r.words[j]);
               n > 0 && (next == "damage" || next == "dmg") && !described && !valued)
        damage += (damage.empty() ? "" : ",") + std::to_string(n);
    }
    for (size_t j = at; j-- > 0 && j + 4 > at && damage.empty();)
      if (is_number(r.words[j])) damage = r.words[j];
  }
  if (damage.empty()) damage = r.fact("hit", "amount");
  if (damage.empty()) damage = r.fact("hero", "atk");
  if (damage.empty()) return;
  if (damage.find(',') == std::string::npos && said(r, {"twice", "instances"})) {
    damage += "," + damage;
    for (size_t j = 0; j < r.words.size() && j < r.used.size(); ++j)
      if (r.words[j] == "twice" || r.words[j] == "instances") r.used[j] = true;
  }
  r.action = "attack-event";
  r.facts["event"]["damage"] = damage;
  // Overkill said with the event is the event's, not its target's.
  // ("4 damage, no overkill on it", "without overkill": denied, none.)
  bool no_overkill = false;
  if (affirmed(r, {"overkill"}, no_overkill)) {
    r.facts["event"]["overkill"] = "true";
    for (auto& [role, fields] : r.facts)
      if (role != "event" && role != "villain") fields.erase("overkill");
  }
  r.facts.erase("hit");
  if (r.has("hero")) r.facts["hero"].erase("atk");
  // ("She-Hulk plays Relentless Assault (5 damage ...)": the card's damage,
  // not damage on her.)
  if (played_attack && r.fact("hero", "damage") == damage) r.facts["hero"].erase("damage");
  // ("the Blob minion with 4 hit points, no damage tokens ... the attack
  // event Storm just played at Blob: 5 damage": the event's damage, not
  // damage on the minion said to have none.)
  // (Said of the minion: "no damage" within its description, after the
  // word "minion" and before the event.)
  bool none_on = false;
  for (size_t m = 0; m < r.words.size(); ++m) {
    if (r.words[m] != "minion") continue;
    for (size_t k = m + 1; k + 1 < r.words.size() && k < m + 10 && r.words[k] != "event"; ++k)
      none_on |= r.words[k] == "no" && r.words[k + 1] == "damage";
  }
  if (none_on && r.fact("minion", "damage") == damage) r.facts["minion"].erase("damage");
  // ("plays attack event for 4 dmg on a minion": the event's damage, said
  // with "on", not damage already on the minion.)
  for (size_t j = 1; j + 2 < r.words.size(); ++j)
    if (r.words[j - 1] == "for" && r.words[j] == damage &&
        (r.words[j + 1] == "dmg" || r.words[j + 1] == "damage") && r.words[j + 2] == "on")
      for (const char* target : {"minion", "villain"})
        if (r.fact(target, "damage") == damage) r.facts[target].erase("damage");
  if (at < r.words.size()) r.used[at] = true;
  if (at + 1 < r.words.size() && !played_attack) r.used[at + 1] = true;
}

// "black widow thw 2 then hawkeye thw 1 on a side scheme": with no verb,
// each of the player's characters given a THW thwarts, in the order told,
// the scheme named after it in its sentence ("carol thw 2 on bomb scare,
// wasp thw 2 on the main").
void thwarts_in_order_told(Reading& r, const std::vector<Token>& tokens,
                           const std::vector<std::string>& token_roles) {
  r.action = "thwart";
  std::vector<std::string> thwarters, schemes;
  for (size_t t = 0; t < token_roles.size(); ++t) {
    const std::string& role = token_roles[t];
    if ((role == "hero" || role == "ally" || role == "ally2" || role == "hero2") &&
        !r.fact(role, "thw").empty() &&
        std::find(thwarters.begin(), thwarters.end(), role) == thwarters.end()) {
      thwarters.push_back(role);
      schemes.emplace_back();
    } else if ((role == "main" || role == "side") && !thwarters.empty() && schemes.back().empty()) {
      schemes.back() = role;
    }
    // "carol thw 2 on bomb scar": a target the reading did not take.
    if (t < tokens.size() && tokens[t].word("on") && !thwarters.empty() && schemes.back().empty()) {
      bool named = false;
      for (size_t u = t + 1; u < token_roles.size() && u <= t + 3 && !named; ++u)
        named = token_roles[u] == "main" || token_roles[u] == "side";
      if (!named) schemes.back() = "?";
    }
    if (t < tokens.size() && tokens[t].ends_sentence() && !schemes.empty() &&
        schemes.back().empty())
      schemes.back() = "-";  // its sentence names no scheme
  }
  for (size_t n = 0; n < thwarters.size() && n < 2; ++n)
    if (schemes[n] == "?")
      r.leave_out("the scheme the " + thwarters[n] + " thwarts (the words after \"on\")");
  if (thwarters.size() < 2) return;
  // ("black widow thw 2 then hawkeye thw 1 on a side scheme": both on it.)
  if (schemes[0].empty()) schemes[0] = schemes[1];
  if (thwarters[0] != "hero") r.facts["thwart"]["by"] = thwarters[0];
  r.facts["thwart"]["then"] = thwarters[1];
  if (schemes[0] == "side") r.facts["thwart"]["scheme"] = "side";
  const std::string first = schemes[0] == "side" ? "side" : "main";
  if ((schemes[1] == "main" || schemes[1] == "side") && schemes[1] != first)
    r.facts["thwart"]["then-scheme"] = schemes[1];
  for (size_t n = 2; n < thwarters.size(); ++n)
    r.not_simulated.push_back("a third thwart, by the " + thwarters[n]);
}

}  // namespace

void settle_mc(Reading& r, const std::vector<Token>& tokens,
               const std::vector<std::string>& token_roles, Choices& choices) {
  (void)choices;
  attack_event(r);  // an event's damage is a value of the situation
  thwart_event(r);
  // A form alone ("while I'm in alter ego") is not yet a situation; nor
  // are roles without a value or status.
  bool valued = false;
  for (const auto& [role, fields] : r.facts)
    for (const auto& [field, value] : fields) valued |= field != "form";
  valued |= r.action == "attack-event" || r.action == "thwart-event";
  // "can a minion with guard stop me from thwarting?": a rules question
  // about a keyword, with no number to simulate.
  bool number = false;
  for (const auto& [role, fields] : r.facts)
    for (const auto& [field, value] : fields)
      number |= !value.empty() && value.find_first_of("0123456789") != std::string::npos;
  // A character named by its card (the card pool imported) has the card's
  // numbers, given to it once the question's own are read (read_mc).
  for (size_t k = 0; k < tokens.size() && k < token_roles.size(); ++k)
    if (!token_roles[k].empty() && tokens[k].term && !tokens[k].term->faces.empty())
      valued = number = true;
  static const std::set<std::string> kAsking = {"can",  "could", "does", "do",  "is",  "are",
                                                "what", "how",   "when", "why", "who", "which"};
  if (!number && !r.words.empty() && kAsking.count(r.words.front())) valued = false;
  if (!valued) {
    r.action.clear();
    return;
  }
  for (const Term* t : r.terms)
    if (t->kind == "term" && t->name == "modes")
      for (const char* mode : {"rookie", "expert", "heroic"})
        if (said(r, {mode})) r.facts["game"]["mode"] = mode;
  // Indirect damage: "5 indirect dmg, I put 4 on my ally and the rest on me".
  for (size_t k = 0; k < r.words.size(); ++k)
    if (r.words[k] == "indirect") {
      std::string n =
          k > 0 && is_number(r.words[k - 1]) ? r.words[k - 1] : number_after(r, k + 1, 3);
      if (n.empty()) break;
      r.action = "indirect-damage";
      r.facts["effect"]["amount"] = n;
      r.facts["effect"]["assign"] = indirect_assignment(r, tokens, token_roles);
      // "5 indirect dmg" read as damage on a character is the amount dealt;
      // other damage ("my ally has 1 damage already") is on it before.
      for (const char* role : {"hero", "ally"})
        if (r.fact(role, "damage") == n) r.facts[role].erase("damage");
      r.used[k] = true;
      break;
    }
  // "repulsor blast for 5", "my attack for 2 on a minion": an amount dealt
  // with no verb to carry it.
  if (r.action.empty() && r.fact("hit", "amount").empty())
    for (size_t k = 0; k + 1 < r.words.size(); ++k)
      if (r.words[k] == "for" && is_number(r.words[k + 1]) &&
          (k + 2 >= r.words.size() || (r.words[k + 2] != "hp" && r.words[k + 2] != "threat"))) {
        r.facts["hit"]["amount"] = r.words[k + 1];
        break;
      }
  // "my hero's attack has overkill, 5 damage on a 2 hp minion": an attack
  // named as a noun, with the damage it deals.
  if ((r.action.empty() || r.action == "damage") && !r.fact("hit", "amount").empty() &&
      r.fact("hit", "amount").find(',') == std::string::npos && said(r, {"attack", "attacks"}) &&
      r.fact("villain", "atk").empty() && r.fact("minion", "atk").empty()) {
    r.action = "player-attack";
    r.facts["hero"]["atk"] = r.fact("hit", "amount");
    r.facts.erase("hit");
  }
  // No verb: what the values imply.
  if (r.action.empty()) {
    if (!r.fact("villain", "atk").empty() || !r.fact("minion", "atk").empty())
      r.action = "enemy-attack";
    else if (!r.fact("villain", "sch").empty() || !r.fact("minion", "sch").empty())
      r.action = "enemy-scheme";
    else if (!r.fact("hero", "thw").empty() || !r.fact("ally", "thw").empty())
      thwarts_in_order_told(r, tokens, token_roles);
    else if (!r.fact("hit", "amount").empty())
      r.action = "damage";
  }
  // A player's attack: "I attack a minion with retaliate 1 with my ATK 2".
  // Its ATK, when only the target has one written with "with", is the
  // attacker's; an amount dealt ("5 dmg into a 2hp minion") is its ATK.
  if (r.action == "player-attack") {
    const std::string actor = r.fact("attack", "by").empty() ? "hero" : r.fact("attack", "by");
    std::string target = r.fact("attack", "target");
    if (target.empty()) target = r.has("minion") ? "minion" : "villain";
    if (r.fact(actor, "atk").empty()) {
      const std::string amount = r.fact("hit", "amount");
      if (!amount.empty()) {
        r.facts[actor]["atk"] = amount;
      } else if (!r.fact(target, "atk").empty()) {
        r.facts[actor]["atk"] = r.fact(target, "atk");
        r.facts[target].erase("atk");
      }
    }
  }
  // "attacks a minion ... 4 dmg into 5 hp": the damage is the attack's own.
  if (r.action == "player-attack") {
    const std::string actor = r.fact("attack", "by").empty() ? "hero" : r.fact("attack", "by");
    if (!r.fact("hit", "amount").empty() && r.fact("hit", "amount") == r.fact(actor, "atk"))
      r.facts.erase("hit");
  }
  // An attack "with overkill" written after its target: the attack's.
  if (r.action == "player-attack") {
    const std::string actor = r.fact("attack", "by").empty() ? "hero" : r.fact("attack", "by");
    std::string target = r.fact("attack", "target");
    if (target.empty()) target = r.has("minion") ? "minion" : "villain";
    if (r.fact(target, "overkill") == "true" && r.fact(actor, "overkill").empty()) {
      r.facts[actor]["overkill"] = "true";
      r.facts[target].erase("overkill");
    }
  }
  // "The guard minion ... was defeated earlier this turn": a card the
  // question says is already gone is still in the situation, so no
  // verdict rests on it.
  for (size_t k = 1; k < r.words.size(); ++k) {
    const std::string& w = r.words[k];
    const std::string& before = r.words[k - 1];
    const std::string after = k + 1 < r.words.size() ? r.words[k + 1] : "";
    // "was defeated", "I defeated it earlier"
    if (!(w == "defeated" || w == "killed" || w == "discarded") ||
        !(before == "was" || before == "were" || before == "been" || before == "got" ||
          after == "it" || after == "him" || after == "her" || after == "them"))
      continue;
    size_t end = k;  // a statement, not a question
    while (end < r.breaks.size() && r.breaks[end] != '.' && r.breaks[end] != '?' &&
           r.breaks[end] != '!')
      ++end;
    const bool statement = end >= r.breaks.size() || r.breaks[end] != '?';
    if (statement && (r.has("minion") || r.has("minion2")) && r.action != "enemy-attack")
      r.not_simulated.push_back("a minion already " + w);
    break;
  }
  // "Rhino attacks Spider-Man with an attack that has overkill": in an
  // enemy's attack, Overkill is the attacker's; a defender's would do
  // nothing.
  if (r.action == "enemy-attack") {
    const std::string actor = attacker_role(r);
    for (const char* side : {"hero", "hero2", "ally"})
      if (r.fact(side, "overkill") == "true" && r.fact(actor, "overkill").empty()) {
        r.facts[actor]["overkill"] = "true";
        r.facts[side].erase("overkill");
      }
  }
  // "schemes for 3 total (boost included)": the value stated counts the boost.
  for (size_t k = 0; k + 1 < r.words.size(); ++k)
    if (((r.words[k] == "boost" && r.words[k + 1] == "included") ||
         (r.words[k] == "including" && r.words[k + 1] == "boost")) &&
        r.fact("villain", "boost").empty() && r.has("villain"))
      r.facts["villain"]["boost"] = "0";
  // Which enemy attacks or schemes matters only when both a villain and a
  // minion are named.
  for (const char* verb : {"attack", "scheme"}) {
    const std::string by = r.fact(verb, "by");
    if ((by == "minion" || by == "minion2") &&
        (!r.has("villain") || r.action.rfind("enemy-", 0) != 0)) {
      r.facts[verb].erase("by");
      if (r.facts[verb].empty()) r.facts.erase(verb);
    }
  }
  // An ally described in an enemy attack with no defender named defends
  // when the words tell it (ally_told_defending); otherwise it may only be
  // in play ("Black Cat is in play, she has 2 hp"), and both are read.
  if (r.action == "enemy-attack" && r.defender.empty() &&
      (!r.fact("ally", "hp").empty() || !r.fact("ally", "damage").empty())) {
    if (ally_told_defending(r))
      r.defender = "ally";
    else
      r.defender =
          choices.choose({"the ally defends (its hit points are given)", "no one defends"}) == 0
              ? "ally"
              : "none";
  }
  bool denied = false;
  const bool defends =
      affirmed(r, {"defend", "defends", "defending", "defended", "block", "blocks"}, denied);
  if (r.action == "enemy-attack" && (r.defender.empty() || r.defender == "hero") && denied)
    r.defender = "none";  // "does not defend": whatever else was read
  else if (r.action == "enemy-attack" && r.defender.empty() && !r.fact("hero", "def").empty() &&
           defends)
    r.defender = "hero";
  // "rhino 3 atk +1 boost into my cap, def 2": the hero's DEF given, and
  // nothing said of defending or not. Both are read; the answer shows both
  // when they rule differently.
  else if (r.action == "enemy-attack" && r.defender.empty() && !r.fact("hero", "def").empty() &&
           r.fact("attack", "by").empty() && !r.has("hero2"))
    r.defender = choices.choose({"the hero defends (its DEF is given)", "no one defends"}) == 0
                     ? "hero"
                     : "none";
  apply_cards(r);
}

}  // namespace arbiter::query::ask
// namespace arbiter::query::ask
