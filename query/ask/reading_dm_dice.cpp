// The dice a Dice Masters question describes, one per die mention: a count
// makes several ("two 1A blockers"), stats said after a group fill in its
// dice, and a pronoun or "the 3D one" names a die already made.
#include <algorithm>
#include <optional>
#include <set>

#include "common/text.h"
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

void give(Die& d, const Attr& a) {
  if (a.field == "ability") {  // card texts, in the order told
    std::string& v = d.facts["ability"];
    v += (v.empty() ? "" : "|") + a.value;
    return;
  }
  if (a.field != "modify") {
    if (a.field == "a" || a.field == "d") d.told[a.field].push_back({a.token, a.value});
    d.facts[a.field] = a.value;
    return;
  }
  // In the order the question tells them ("first doubled, then +2A"),
  // whichever stage read each.
  d.modifiers.insert({a.token, a.value});
  write_modifiers(d);
}

void unsay_results(Die& d) {
  for (auto& [field, values] : d.told) {
    // The stat's signed changes ("-2d", "+1a"), by where each was said.
    std::vector<std::pair<size_t, int>> changes;
    for (const auto& [token, mod] : d.modifiers) {
      if (mod.empty() || mod.back() != field[0]) continue;
      if (mod.size() < 3 || (mod[0] != '+' && mod[0] != '-') ||
          !all_digits(mod.substr(1, mod.size() - 2)))
        return;
      changes.push_back(
          {token, (mod[0] == '-' ? -1 : 1) * std::stoi(mod.substr(1, mod.size() - 2))});
    }
    if (changes.empty() || values.empty() || values.front().first >= changes.front().first)
      continue;
    // The value told last before the first change, and all told after it.
    std::string before;
    bool results = false;
    for (const auto& [at, value] : values) {
      if (!all_digits(value)) return;
      if (at < changes.front().first) {
        before = value;
        continue;
      }
      int made = std::stoi(before);
      for (const auto& [token, by] : changes)
        if (token < at) made += by;
      if (std::stoi(value) != std::max(0, made)) return;
      results = true;
    }
    if (results) d.facts[field] = before;
  }
}

void write_modifiers(Die& d) {
  std::string& v = d.facts["modify"];
  v.clear();
  for (const auto& [token, value] : d.modifiers) v += (v.empty() ? "" : " then ") + value;
}

std::vector<size_t> DmDice::at(const std::vector<Mention>& ms, int m) const {
  m = resolve(ms, m);
  auto it = dice_of.find(m);
  return it == dice_of.end() ? std::vector<size_t>{} : it->second;
}

bool ability_target(const std::vector<Token>& tokens, const Mention& m) {
  static const std::set<std::string> kGeneric = {"die", "character die", "character"};
  return kGeneric.count(m.name) && m.first > 0 &&
         (tokens[m.first - 1].text == "target" || tokens[m.first - 1].word("any"));
}

namespace {

// One of `words` comes before token i in its sentence.
bool said_before_in_sentence(const std::vector<Token>& tokens, size_t i,
                             const std::set<std::string>& words) {
  for (size_t k = i; k-- > 0 && !tokens[k].ends_sentence();)
    if (words.count(tokens[k].text)) return true;
  return false;
}

// The token of the doubling told in the sentence of mention m, which
// holds modifiers only, the nearest one; none when there is none.
std::optional<size_t> doubling_beside(const DmText& text, const Mention& m) {
  if (m.attrs.empty() || std::any_of(m.attrs.begin(), m.attrs.end(),
                                     [](const Attr& a) { return a.field != "modify"; }))
    return std::nullopt;
  std::optional<size_t> nearest;
  const auto distance = [&](size_t at) { return at < m.first ? m.first - at : at - m.last; };
  for (const Clause& c : text.cs)
    if (c.verb == Verb::kDouble &&
        !sentence_between(text.tokens, std::min(c.token, m.last), std::max(c.token, m.first)) &&
        (!nearest || distance(c.token) < distance(*nearest)))
      nearest = c.token;
  return nearest;
}

}  // namespace

// ("3 + 2 = 5": "equals" is read only for a sum worked out: vocabulary.cpp.)
bool claimed(const std::vector<Token>& tokens, size_t i) {
  static const std::set<std::string> kClaim = {
      "agreed", "figured", "said", "says", "claimed", "claims", "thought", "reckoned", "assumed",
      "ended", "leaving", "called", "equals",
      // ("Cap stayed with 2 damage", "we left her in the field with 6
      // damage": what the combat left, told after it.)
      "stayed", "survived", "lived", "left"};
  return said_before_in_sentence(tokens, i, kClaim);
}

bool reckoned_again(const std::vector<Token>& tokens, size_t i) {
  static const std::set<std::string> kReckon = {"says",    "say",    "said",    "think",  "thinks",
                                                "thought", "claims", "claimed", "reckon", "argues"};
  auto reckoning = [&](size_t at) { return said_before_in_sentence(tokens, at, kReckon); };
  if (!reckoning(i)) return false;
  const bool doubling = tokens[i].kind == Tok::kTerm && tokens[i].term->name == "doubling";
  for (size_t k = 0; k < i; ++k) {
    const bool same = doubling ? tokens[k].kind == Tok::kTerm && tokens[k].term->name == "doubling"
                               : tokens[k].kind == Tok::kDiceStat && tokens[k].plus;
    if (same && !reckoning(k)) return true;
  }
  return false;
}

bool guessed(const std::vector<Token>& tokens, size_t i) {
  if (claimed(tokens, i)) return true;
  for (size_t k = i; k < tokens.size(); ++k)
    if (tokens[k].ends_sentence()) return tokens[k].brk == '?';
  return false;
}

namespace {

size_t life_token(const Mention& m) {
  for (const Attr& a : m.attrs)
    if (a.field == "life") return a.token;
  return m.first;
}

// The die mention an ability or modifier told at mention k is used on
// ("... on Thor", "and target Thor", "choosing its attacking Black
// Panther"), in the same sentence, or -1.
int aimed_at(const std::vector<Token>& tokens, const std::vector<Mention>& ms, const DmDice& dd,
             size_t k) {
  static const std::set<std::string> kAimedAt = {"on",     "to",       "targeting", "target",
                                                 "choose", "choosing", "chose",     "picking"};
  const Mention& m = ms[k];
  // ("'target character die gets +1A', and he targeted Ant-Man": the
  // ability's own target named; not "I paid for +2A, he targeted Thor with
  // Bolt", another action.)
  const bool targets_said = ability_target(tokens, m);
  for (size_t j = k + 1; j < ms.size(); ++j) {
    const Mention& on = ms[j];
    if (ability_target(tokens, on)) continue;
    bool crosses = false;
    for (size_t t = m.last; t + 1 < on.first; ++t)
      crosses |= tokens[t].ends() && tokens[t].brk != ')' && tokens[t].brk != '(' &&
                 tokens[t].brk != ',' &&
                 // ("'... gets +1A.' on Thor": the quoted text's own stop)
                 !(t == m.last && kAimedAt.count(tokens[t + 1].text));
    if (crosses) return -1;
    Owner o;
    size_t before = on.first;
    // ("choosing its attacking Black Panther")
    while (before > 0 &&
           (determiner(tokens[before - 1], o) || tokens[before - 1].word("its") ||
            tokens[before - 1].text == "attacking" || tokens[before - 1].text == "blocking"))
      --before;
    if (before == 0) continue;
    const bool targeted = targets_said && (tokens[before - 1].text == "targeted" ||
                                           tokens[before - 1].text == "targets");
    if (!kAimedAt.count(tokens[before - 1].text) && !targeted) continue;
    if (!dd.at(ms, static_cast<int>(j)).empty()) return static_cast<int>(j);
  }
  return -1;
}

}  // namespace

DmDice read_dice(Reading& r, const DmText& text) {
  const std::vector<Token>& tokens = text.tokens;
  const std::vector<Mention>& ms = text.ms;
  DmDice dd;
  std::vector<Die>& dice = dd.dice;
  std::map<int, std::vector<size_t>>& dice_of = dd.dice_of;
  // Mentions whose modifier goes to the die named after them: a player's
  // ("I pay a mask for +1A on Thor") or an ability's target.
  struct Aimed {
    size_t mention;
    const std::vector<Attr>* attrs;
  };
  std::vector<Aimed> aimed;
  // A life said of a pronoun ("They were at 20", "he was at 14") is a
  // player's, not a die's: the other player's, unless a guess repeats it.
  auto player_life = [&](const Attr& a) {
    if (r.fact("p2", "life").empty() || !guessed(tokens, a.token)) r.facts["p2"]["life"] = a.value;
  };
  std::vector<const Mention*>& headless = dd.headless;
  std::vector<size_t> group;
  // the dice of the latest "two ..." mention
  size_t group_end = 0;
  std::optional<size_t> group_mention;
  for (size_t k = 0; k < ms.size(); ++k) {
    const Mention& m = ms[k];
    mark_used(r, tokens, m.first, m.last);
    // "two Hydra Soldiers": the count is read too.
    if (m.count > 1 && m.first > 0 && tokens[m.first - 1].kind == Tok::kNumber)
      mark_used(r, tokens, m.first - 1, m.first - 1);
    if (m.head == Head::kNone) {
      // ("I double his A first, then +2A from an action die", "i do +1A
      // first then double his A": modifiers beside a doubling in their
      // sentence go where the doubling goes.)
      if (const std::optional<size_t> at = doubling_beside(text, m)) {
        for (const Attr& a : m.attrs) dd.with_doubling.insert({*at, a});
        continue;
      }
      headless.push_back(&m);
      continue;
    }
    if (m.head == Head::kPlayer) {
      // ("I'm at 12 life and attack with Daredevil": the attacker's own.)
      bool attacks = false;
      for (const Clause& c : text.cs)
        attacks |= c.verb == Verb::kAttack && c.subject == static_cast<int>(k) && c.with >= 0;
      // ("The Active player is at 12 Life": the player whose turn it is.)
      const bool active = seat_named(tokens[m.head_token].text) == Seat::kActive;
      // ("I'm on 12, my Daredevil attacks": the asker's, placed once the
      // verbs say which player asks: read_dm.)
      const char* seat = (m.owner == Owner::kMine && attacks) || active ? "p1"
                         : m.owner == Owner::kMine                      ? "me"
                                                                        : "p2";
      if (m.has("life") &&
          !(r.has(seat) && !r.fact(seat, "life").empty() && guessed(tokens, life_token(m))))
        r.facts[seat]["life"] = m.attr("life");
      if (m.has("modify")) aimed.push_back({k, &m.attrs});
      continue;
    }
    // ("Hela 3A/3D and Surtur 5A/5D, both of them have Immortal": every
    // die of the group, not only the one told last.)
    if (m.head == Head::kPronoun && (m.name == "them" || m.name == "they") && !m.has("life") &&
        !m.attrs.empty() && group_said_before(tokens, m.first)) {
      headless.push_back(&m);
      continue;
    }
    if (m.refers_to >= 0 && !ability_target(tokens, m)) {
      const int to = resolve(ms, static_cast<int>(k));
      auto it = dice_of.find(to);
      if (it != dice_of.end()) {
        for (const Attr& a : m.attrs) {
          if (a.field == "life" && m.head == Head::kPronoun) {
            player_life(a);
            continue;
          }
          for (size_t d : it->second) give(dice[d], a);
        }
        dice_of[static_cast<int>(k)] = it->second;
        continue;
      }
    }
    // ("my opponent's life ...: he was at 14": "he" refers to no die.)
    if (m.head == Head::kPronoun) {
      // ("He's on 14 life, my Hulk goes unblocked", "against Eva, with her
      // at 10 life": no die has a life total.)
      // ("puts him at exactly 0 life": a result, not where he starts.)
      static const std::set<std::string> kPerson = {"he",   "she",   "they",
                                                    "he's", "she's", "they're"};
      static const std::set<std::string> kObject = {"him", "her", "them"};
      // (Only of the one played against: "against Eva, with her at 10
      // life"; not "Rex attacks me, with him at 9", nor a result, "ending
      // the turn with him at 3 life".)
      bool against = false;
      for (size_t j = m.first; j-- > 0 && !tokens[j].ends_sentence();)
        against |= tokens[j].word("against") || tokens[j].word("vs");
      const bool with = m.first > 0 && against &&
                        (tokens[m.first - 1].word("with") || tokens[m.first - 1].word("had") ||
                         tokens[m.first - 1].word("has"));
      if (kPerson.count(m.name) || (kObject.count(m.name) && with))
        for (const Attr& a : m.attrs)
          if (a.field == "life") player_life(a);
      continue;
    }
    // "a Global that gives target character die +2A", "granting +2A to
    // target character die": what the ability does, not a die in play; the
    // die it is used on gets it.
    if (ability_target(tokens, m)) {
      if (m.has("modify")) {
        aimed.push_back({k, &m.attrs});
      } else if (k > 0 && !headless.empty() && headless.back() == &ms[k - 1] &&
                 ms[k - 1].has("modify") && ms[k - 1].last + 2 >= m.first - 1) {
        aimed.push_back({k, &ms[k - 1].attrs});
        headless.pop_back();
      }
      continue;
    }
    // "both dice have fast", "the dice": all the dice, not one more.
    if ((m.name == "dice" || m.name == "both") && m.count == 1 && !m.has("a") && !m.has("d")) {
      headless.push_back(&m);
      continue;
    }
    // "two 1A blockers (3D and 1D)", "two blockers, 1 attack 3 defense and
    // 1 attack 1 defense": stats that follow fill in the group's dice.
    // "Two blockers on my Thor (A5 D6)": Thor is what they block.
    const bool on_group = group_mention && blocked_by_group(ms[*group_mention], m, tokens);
    // ("Two Sidekicks block my 4A/4D Thor": past a verb, another die;
    // "leaves both attackers unblocked: a 3A and a 2A" lists them.)
    // ("two of his dice in front of it, Nebula at 2A/2D and Ronan at
    // 3A/4D": the group's own verb, its object told and a comma after it,
    // then the list of the group.)
    bool verb_between = false;
    for (const Clause& c : text.cs) {
      const bool own = group_mention && c.subject == static_cast<int>(*group_mention) &&
                       c.object > c.subject && ms[static_cast<size_t>(c.object)].last < m.first &&
                       ms[static_cast<size_t>(c.object)].last + 1 == m.first &&
                       tokens[ms[static_cast<size_t>(c.object)].last].brk == ',';
      verb_between |=
          c.token > group_end && c.token < m.first && tokens[c.token].brk != ':' && !own;
    }
    // ("Two attackers get through unblocked: a 4A Thor die and a 2A Black
    // Widow die": a colon after the group opens its list.)
    bool colon_between = false;
    if (!group.empty() && group_mention)
      for (size_t t = ms[*group_mention].last; t < m.first && !tokens[t].ends_sentence(); ++t)
        colon_between |= tokens[t].brk == ':';
    // ("both of his blockers with my 4A/4D Thor": mine is not one of his.)
    const bool other_owner = group_mention && ms[*group_mention].owner != Owner::kUnsaid &&
                             m.owner != Owner::kUnsaid && m.owner != ms[*group_mention].owner;
    // ("I attack with 2 sidekicks and a 3A/3D Cyclops": a die named by its
    // card is no Sidekick of the group.)
    const bool other_kind =
        group_mention &&
        (ms[*group_mention].name == "sidekicks" || ms[*group_mention].name == "sidekick") &&
        proper_name(m) && tokens[m.head_token].kind != Tok::kDiceStat;
    if (!group.empty() && m.role_word.empty() && m.name != "one" && !other_kind &&
        (m.first <= group_end + 4 || colon_between) && !on_group && !verb_between && !other_owner) {
      bool stats_only = !m.attrs.empty();
      for (const Attr& a : m.attrs) stats_only = stats_only && (a.field == "a" || a.field == "d");
      // (A die listed after the colon brings its keywords too.)
      stats_only |= colon_between && (m.has("a") || m.has("d"));
      bool filled = false;
      std::vector<size_t> filled_dice;
      // "... with 3 attack each", "2 hydra soldiers A3 D4": every die of
      // the group (stats written right after the group, with no comma or
      // bracket between, describe all of it).
      // ("two blockers 3D and 1D" lists them one by one.)
      const bool listed = k + 1 < ms.size() && m.last + 2 == ms[k + 1].first &&
                          tokens[m.last + 1].word("and") && ms[k + 1].role_word.empty();
      const bool each = (m.last + 1 < tokens.size() && tokens[m.last + 1].word("each")) ||
                        (m.first > 0 && tokens[m.first - 1].word("each")) ||
                        (m.first == group_end + 1 && tokens[group_end].brk == 0 && !listed);
      for (size_t d : group) {
        if (!stats_only || (filled && !each)) break;
        bool free = true;
        for (const Attr& a : m.attrs) free = free && !dice[d].filled.count(a.field);
        if (!free) continue;
        for (const Attr& a : m.attrs) {
          give(dice[d], a);
          dice[d].filled.insert(a.field);
        }
        filled = true;
        filled_dice.push_back(d);
      }
      if (filled) {
        if (each && m.first > 0 && tokens[m.first - 1].word("each"))
          mark_used(r, tokens, m.first - 1, m.first - 1);
        if (each && m.last + 1 < tokens.size() && tokens[m.last + 1].word("each"))
          mark_used(r, tokens, m.last + 1, m.last + 1);
        group_end = m.last;
        // ("two dice, Captain America (3A/3D) and Thor (5A/5D) ... blocks
        // Thor": a name that filled one die of the group is that die, when
        // said again later; "blocks with two dice: Robin, 2A/2D, ...": not
        // as the object of the group's own verb.)
        bool verb_object = false;
        for (const Clause& c : text.cs)
          verb_object |= c.object > static_cast<int>(*group_mention) &&
                         c.object <= static_cast<int>(k) && c.token < m.first;
        const bool named = proper_name(m) && tokens[m.head_token].kind != Tok::kDiceStat;
        // ("Two Sidekick dice, each 1A/1D, attack": the stats said of every
        // die of the group stand for the group, whatever its verb.)
        // (As the doer of a verb only: "they block with two Sidekick dice,
        // each 1A/1D" leaves the group to its "with".)
        bool doer = false;
        for (const Clause& c : text.cs) doer |= c.subject == static_cast<int>(k);
        const bool whole = each && doer && filled_dice.size() == group.size() && group.size() > 1;
        dice_of[static_cast<int>(k)] = whole ? filled_dice
                                       : filled_dice.size() == 1 && named && !verb_object
                                           ? filled_dice
                                           : std::vector<size_t>{};
        continue;
      }
    }
    // "1A/1D and 2A/2D attackers": the plural noun after a list names each
    // die of it ("my Quicksilver and their blocker": one die each).
    std::string role_word = m.role_word;
    for (size_t j = k; role_word.empty() && j + 1 < ms.size() && ms[j + 1].head == Head::kDie &&
                       joined_to(tokens, ms, j + 1, static_cast<int>(j));
         ++j)
      if (ms[j + 1].name.ends_with('s')) role_word = ms[j + 1].role_word;
    std::vector<size_t> made;
    for (int n = 0; n < std::min(m.count, 3); ++n) {
      Die d;
      d.role = on_group ? "attacker" : role_word;
      d.named = on_group || !role_word.empty();
      d.mention = static_cast<int>(k);
      for (const Attr& a : m.attrs) give(d, a);
      // A group's own stats are every die's: later ones do not fill them.
      if (m.count > 1)
        for (const Attr& a : m.attrs)
          if (a.field == "a" || a.field == "d") d.filled.insert(a.field);
      dice.push_back(d);
      made.push_back(dice.size() - 1);
    }
    dice_of[static_cast<int>(k)] = made;
    if (made.size() > 1) {
      group = made;
      group_end = m.last;
      group_mention = k;
    }
  }
  // "I pay a mask for the global +1A on Thor", "(+1A) twice on him": what
  // a player's ability gives goes to the die it is used on, as many times
  // as it is used.
  std::vector<Attr> unplaced;
  for (const auto& [k, attrs] : aimed) {
    int j = aimed_at(tokens, ms, dd, k);
    // ("i do +2a first then double it": the die doubled after it, in its
    // sentence, when no die is named for it; "i do +1A first then double
    // his A": the player's own doubling, whose die the verbs find.)
    bool doubled = false;
    for (const Clause& c : text.cs) {
      if (j >= 0 || c.verb != Verb::kDouble || c.token <= ms[k].last ||
          sentence_between(tokens, ms[k].last, c.token))
        continue;
      if (c.object >= 0 && !dd.at(ms, c.object).empty()) {
        j = c.object;
      } else if (c.object < 0 && c.subject == static_cast<int>(k)) {
        for (const Attr& a : *attrs)
          if (a.field == "modify") dd.with_doubling.insert({c.token, a});
        doubled = true;
        break;
      }
    }
    // (A modifier no die is named for is not simulated: no outcome is
    // stated without it.)
    if (j < 0) {
      for (const Attr& a : *attrs)
        if (!doubled && a.field == "modify" && (a.value[0] == '+' || a.value[0] == '-'))
          unplaced.push_back(a);
      continue;
    }
    int times = 1;
    for (size_t t = ms[k].last + 1; t < ms[static_cast<size_t>(j)].first; ++t)
      if (tokens[t].word("twice") || tokens[t].word("thrice")) {
        times = tokens[t].word("twice") ? 2 : 3;
        mark_used(r, tokens, t, t);
      }
    for (const Attr& a : *attrs)
      if (a.field == "modify")
        for (int n = 0; n < times; ++n) {
          Attr again = a;
          again.token = a.token + static_cast<size_t>(n);
          for (size_t d : dd.at(ms, j)) give(dice[d], again);
        }
  }
  // (A signed modifier no die is named for, nor given by another path, is
  // not simulated: no outcome is stated without it.)
  for (const Attr& a : unplaced)
    if (std::none_of(dice.begin(), dice.end(), [&](const Die& d) {
          const auto it = d.facts.find("modify");
          return it != d.facts.end() && it->second.find(a.value) != std::string::npos;
        }))
      r.leave_out("the " + a.value + " with no die named for it");
  // ("-2D on Loki (2A/2D) after blocks, he's at 0D and dies": the value a
  // modifier told before makes, said again as its result, is no new
  // printed value.)
  for (Die& d : dice) unsay_results(d);
  // "'deal 1 damage to target character die', on the attacking Sidekick":
  // the die the words name is the one it is used on.
  for (size_t k = 0; k < ms.size(); ++k)
    if (ms[k].head == Head::kDie && ability_target(tokens, ms[k]) &&
        !dice_of.count(static_cast<int>(k)))
      if (const int j = aimed_at(tokens, ms, dd, k); j >= 0)
        dice_of[static_cast<int>(k)] = dd.at(ms, j);
  return dd;
}

}  // namespace arbiter::query::ask
