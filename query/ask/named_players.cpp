// Named players told as the asker and the other player. A name counts only
// when it does what only a player does somewhere in the text, so a
// character the vocabulary lacks ("Pyro blocks", "Grundy's damage") is
// left alone.
#include "query/ask/named_players.h"

#include "query/ask/named_players_words.h"

#include "common/text.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>
#include <vector>

namespace arbiter::query::ask {

namespace {

using namespace players;

struct Named {
  size_t first = 0, last = 0;  // words
  std::string name;
};

}  // namespace

std::string named_players_as_seats(const std::string& text, const KnownWord& known,
                                   const KnownWord& keyword) {
  std::vector<Word> ws = words_of(text);
  std::vector<Named> occurrences;
  std::set<std::string> players;
  for (size_t i = 0; i < ws.size(); ++i) {
    if (player_letter(ws, i)) {
      occurrences.push_back({i, i + 1, "player " + ws[i + 1].lower});
      players.insert(occurrences.back().name);
      ++i;
      continue;
    }
    const Word& w = ws[i];
    if (w.capital && !function_word(w.lower) && w.lower.find('\'') == std::string::npos &&
        w.lower.size() >= 2 && w.lower.find_first_of("0123456789-") == std::string::npos &&
        !known(w.lower))
      occurrences.push_back({i, i, w.lower});
  }
  if (occurrences.empty()) return text;
  // (Only a capitalised word is asked: "attacks with Professor X", not
  // "with Fast".)
  for (Word& w : ws)
    if (w.capital) w.keyword = keyword(w.lower);
  for (const Named& o : occurrences)
    if (does_as_player(ws, o.last)) players.insert(o.name);
  std::set<std::string> attacking;
  for (const Named& o : occurrences)
    if (attacks_for(ws, o.first)) {
      players.insert(o.name);
      attacking.insert(o.name);
    }
  // "Quentin (Hawkeye, ...) and Rosa (Spider-Woman, ...) play against
  // Mutagen": two names who play, together.
  const auto past_brackets = [&](size_t k) {
    while (k < ws.size() && ws[k].in_brackets) ++k;
    return k;
  };
  for (const Named& o : occurrences) {
    const size_t join = past_brackets(o.last + 1);
    if (join >= ws.size() || ws[join].lower != "and" || ws[join].sentence_start) continue;
    for (const Named& p : occurrences) {
      const size_t v = p.first == join + 1 ? past_brackets(p.last + 1) : ws.size();
      if (v >= ws.size() || ws[v].sentence_start) continue;
      if (one_of(ws[v].lower, {"play", "played", "face", "faced", "versus", "vs", "against"}) ||
          (ws[v].lower == "are" && at(ws, v + 1) == "playing")) {
        players.insert(o.name);
        players.insert(p.name);
      }
    }
  }
  // An owner of a die or card said by its name or stats ("Bob's Pyro",
  // "Alice's 4A/5D Lady Deathstrike"), when two are, or when it is said
  // twice: not "Ronan's boost card", nor a villain the vocabulary lacks
  // said once before a name.
  std::set<std::string> owners, twice, seen;
  for (const Named& o : occurrences) {
    const bool names_after = o.last + 1 < ws.size() && !ws[o.last + 1].sentence_start &&
                             (ws[o.last + 1].capital ||
                              std::isdigit(static_cast<unsigned char>(ws[o.last + 1].lower[0])));
    if (ws[o.last].possessive && names_after) owners.insert(o.name);
    if (!seen.insert(o.name).second) twice.insert(o.name);
  }
  for (const std::string& n : owners)
    if (owners.size() >= 2 || twice.count(n)) players.insert(n);
  std::erase_if(occurrences, [&](const Named& o) { return !players.count(o.name); });
  if (players.empty() || players.size() > 2) return text;

  // The table's seats said already ("the active player attacked ...;
  // Player B blocked"): the readers know them.
  for (size_t i = 0; i + 1 < ws.size(); ++i)
    if (one_of(ws[i].lower, {"active", "inactive", "non-active", "attacking", "defending"}) &&
        ws[i + 1].lower == "player")
      return text;
  // The one telling it plays too ("Jo was on 15 life and chumped my
  // Juggernaut"): the readers take a name they do not know for the other
  // player already.
  const bool told_by_a_player = std::any_of(ws.begin(), ws.end(), [](const Word& w) {
    return one_of(w.lower, {"i", "me", "my", "mine", "i'm", "im", "i'd", "i've", "we", "our"});
  });
  if (told_by_a_player) return text;
  std::string asker;
  if (attacking.size() == 1) asker = *attacking.begin();
  for (const Named& o : occurrences)
    if (asker.empty() && acts_first(ws, o.first, o.last)) asker = o.name;
  // ("Player B's She-Hulk defends against Rhino's attack on Player A's
  // Spider-Man": A is the asker.)
  for (const Named& o : occurrences)
    if (asker.empty() && (o.name == "player a" || o.name == "player one")) asker = o.name;
  if (asker.empty()) asker = occurrences.front().name;

  // Each word's replacement, by word.
  std::vector<std::string> told(ws.size());
  std::vector<bool> dropped(ws.size(), false);
  for (const Named& o : occurrences) {
    const bool me = o.name == asker;
    const bool subject = opens_clause(ws, o.first);
    std::string as;
    if (ws[o.last].possessive)
      as = me ? "my" : "their";
    else
      as = me ? (subject ? "I" : "me") : "the other player";
    // "Alice uses his basic thwart", "Bob uses Okoye's basic attack": the
    // character whose power it is does it.
    const size_t uses = o.last + 1;
    if (subject && !ws[o.last].possessive && uses + 1 < ws.size() &&
        (ws[uses].lower == "uses" || ws[uses].lower == "used") && !ws[uses + 1].sentence_start) {
      const Word& whose = ws[uses + 1];
      if (whose.lower == "his" || whose.lower == "her")
        as = whose.lower == "his" ? "he" : "she";
      else if (whose.possessive && whose.capital && !players.count(whose.lower))
        as = text.substr(whose.first, whose.end - whose.first - 2);
    }
    if (ws[o.first].sentence_start && !me) as[0] = 'T';
    // ("Daredevil swings in for Jordan, four attack": the attack is the
    // asker's, and "for me" would take the stats after it.)
    if (me && attacks_for(ws, o.first)) {
      dropped[o.first - 1] = dropped[o.first] = true;
      continue;
    }
    told[o.first] = as;
    for (size_t k = o.first + 1; k <= o.last; ++k) dropped[k] = true;
    // ("I am at 16 life", "I have 2 life", "I attack with": the readers
    // take "I attacks" for another's attack.)
    if (me && subject && as == "I" && o.last + 1 < ws.size())
      told[o.last + 1] = first_persons(ws[o.last + 1].lower);
  }
  // Whom a pronoun at word `i` stands for: the player its sentence is
  // about, said before it ("Alice attacks with her Storm") or after it
  // ("In her Main Step, Alice ..."), or the one player the sentence before
  // is about ("Player A has ... . She draws ..."), or the one player
  // named.
  auto sentence_of = [&](size_t i) {
    size_t first = i;
    while (first > 0 && !ws[first].sentence_start) --first;
    size_t end = i + 1;
    while (end < ws.size() && !ws[end].sentence_start) ++end;
    return std::pair{first, end};
  };
  auto subjects_in = [&](size_t first, size_t end) {
    std::vector<const Named*> out;
    for (const Named& o : occurrences)
      if (o.first >= first && o.first < end && !ws[o.last].possessive && opens_clause(ws, o.first))
        out.push_back(&o);
    return out;
  };
  auto referent = [&](size_t i) -> const Named* {
    const auto [first, end] = sentence_of(i);
    const Named* after = nullptr;
    const Named* before = nullptr;
    for (const Named* o : subjects_in(first, end)) {
      if (o->first < i)
        before = o;
      else if (!after)
        after = o;
    }
    if (before || after) return before ? before : after;
    if (first > 0) {
      const auto [before_first, before_end] = sentence_of(first - 1);
      std::set<std::string> names;
      const std::vector<const Named*> subjects = subjects_in(before_first, before_end);
      for (const Named* o : subjects) names.insert(o->name);
      if (names.size() == 1) return subjects.front();
    }
    // (One player named: theirs, of a player's own things: "his Reserve
    // Pool", not "his basic thwart".)
    return players.size() == 1 && i + 1 < ws.size() && players_thing(ws[i + 1].lower)
               ? &occurrences.front()
               : nullptr;
  };
  for (size_t i = 0; i < ws.size(); ++i) {
    if (!told[i].empty() || dropped[i]) continue;
    // ("Alice attacks with her Storm", "Bob doubles his Herald's defense",
    // "her Reserve Pool"; not "Alice uses his basic thwart", his being
    // Quicksilver's.)
    const bool own = possessive_pronoun(ws, i) &&
                     (players_thing(ws[i + 1].lower) ||
                      (i > 0 && one_of(ws[i - 1].lower,
                                       {"with", "fields", "fielded", "buys", "bought", "purchases",
                                        "purchased", "doubles", "doubled", "spins", "spun",
                                        "targets", "targeted", "controls", "rolls", "rolled"})));
    // "She draws", "after he draws", "In her Main Step she purchases": a
    // pronoun doing what a player does.
    const bool does = (ws[i].lower == "she" || ws[i].lower == "he") &&
                      (acts_as_player(ws, i + 1) ||
                       // ("how much energy does he have")
                       (i > 0 && one_of(ws[i - 1].lower, {"does", "did"}) &&
                        one_of(at(ws, i + 1), {"have", "get", "gain", "lose", "draw", "take"})));
    // ("an ability has her gain 4 life")
    const bool made = (ws[i].lower == "her" || ws[i].lower == "him") && i > 0 &&
                      one_of(ws[i - 1].lower, {"has", "had", "makes", "made", "lets", "let"}) &&
                      acts_as_player(ws, i + 1);
    if (!own && !does && !made) continue;
    if (const Named* o = referent(i)) {
      const bool me = o->name == asker;
      told[i] = own    ? (me ? "my" : "their")
                : made ? (me ? "me" : "the other player")
                       : (me ? "I" : "the other player");
      if (ws[i].sentence_start && !me) told[i][0] = 'T';
      if (does && me && i + 1 < ws.size() && told[i + 1].empty())
        told[i + 1] = first_persons(ws[i + 1].lower);
    }
  }
  std::string out;
  size_t copied = 0;
  for (size_t i = 0; i < ws.size(); ++i) {
    if (told[i].empty() && !dropped[i]) continue;
    out.append(text, copied, ws[i].first - copied);
    if (dropped[i]) {
      // (The space between "Player" and "A" goes with the name.)
      while (!out.empty() && is_ascii_space(out.back())) out.pop_back();
    } else {
      out += told[i];
    }
    copied = ws[i].end;
  }
  out.append(text, copied, std::string::npos);
  return out;
}

}  // namespace arbiter::query::ask
