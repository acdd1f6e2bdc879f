// Named players told as the asker and the other player. A name counts only
// when it does what only a player does somewhere in the text, so a
// character the vocabulary lacks ("Pyro blocks", "Grundy's damage") is
// left alone.
#include "query/ask/named_players.h"

#include "common/text.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>
#include <vector>

namespace arbiter::query::ask {

namespace {

struct Word {
  size_t first = 0, end = 0;
  std::string lower;        // without a possessive "'s"
  bool possessive = false;  // "Alice's"
  bool capital = false;     // "Alice", not "ALICE" or "alice"
  bool sentence_start = false;
  bool comma_before = false;
  bool keyword = false;  // "Fast", "Overcrush"
};

bool word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '\'' || c == '-';
}

std::vector<Word> words_of(std::string_view s) {
  std::vector<Word> out;
  bool sentence_start = true, comma = false;
  for (size_t k = 0; k < s.size();) {
    if (!word_char(s[k])) {
      sentence_start |= s[k] == '.' || s[k] == '?' || s[k] == '!';
      comma |= s[k] == ',' || s[k] == ';' || s[k] == ':' || s[k] == '(' || s[k] == ')';
      ++k;
      continue;
    }
    Word w;
    w.first = k;
    while (k < s.size() && word_char(s[k])) ++k;
    // (A quote's closing mark is no part of the word.)
    while (k > w.first + 1 && s[k - 1] == '\'') --k;
    w.end = k;
    std::string text(s.substr(w.first, w.end - w.first));
    if (text.size() > 2 && (text.ends_with("'s") || text.ends_with("'S"))) {
      w.possessive = true;
      text.resize(text.size() - 2);
    }
    w.capital = std::isupper(static_cast<unsigned char>(text[0])) &&
                std::none_of(text.begin() + 1, text.end(),
                             [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    w.lower = text;
    w.sentence_start = sentence_start;
    w.comma_before = comma;
    sentence_start = comma = false;
    out.push_back(w);
  }
  return out;
}

bool one_of(const std::string& w, std::initializer_list<std::string_view> list) {
  return std::find(list.begin(), list.end(), w) != list.end();
}

// A word no name is, which the rulebooks' index may not hold ("He pays").
bool function_word(const std::string& w) {
  return one_of(
      w,
      {"he",    "she",   "they",  "it",     "we",    "you",     "i",    "his",   "her",    "their",
       "its",   "my",    "your",  "our",    "the",   "a",       "an",   "this",  "that",   "then",
       "if",    "when",  "so",    "and",    "but",   "or",      "also", "after", "before", "during",
       "while", "what",  "how",   "who",    "where", "which",   "does", "did",   "is",     "was",
       "can",   "could", "would", "should", "will",  "suppose", "say",  "let",   "okay",   "ok",
       "um",    "uh",    "yes",   "no",     "now",   "there",   "here", "both",  "each"});
}

// "Player A", "Player One": the two words, as one name. ("player 2" the
// readers know as the other player.)
bool player_letter(const std::vector<Word>& ws, size_t i) {
  return i + 1 < ws.size() && ws[i].lower == "player" && !ws[i].possessive &&
         !ws[i + 1].sentence_start && one_of(ws[i + 1].lower, {"a", "b", "one", "two"}) &&
         ws[i + 1].capital;
}

const std::string& at(const std::vector<Word>& ws, size_t i) {
  static const std::string kNone;
  return i < ws.size() && !ws[i].sentence_start ? ws[i].lower : kNone;
}

// What only a player does, said from word `i` on ("declares no blockers",
// "attacks with", "is at 16 life").
bool acts_as_player(const std::vector<Word>& ws, size_t i) {
  const std::string& n1 = at(ws, i);
  const std::string& n2 = at(ws, i + 1);
  if (one_of(n1,
             {"declares", "declared", "elects",   "elected",  "chooses",   "chose",     "decides",
              "decided",  "opts",     "opted",    "pays",     "paid",      "spends",    "spent",
              "fields",   "fielded",  "buys",     "bought",   "purchases", "purchased", "controls",
              "draws",    "drew",     "rolls",    "rolled",   "plays",     "played",    "wins",
              "won",      "loses",    "concedes", "reveals",  "revealed",  "uses",      "used",
              "gains",    "gained",   "targets",  "targeted", "assigns",   "assigned",  "splits",
              "declines", "declined", "gain",     "lose",     "draw",      "pay",       "sends",
              "sent"}))
    return true;
  if (one_of(n1, {"attacks", "attacked", "blocks", "blocked", "defends", "defended",
                  "double-blocks", "double-blocked"}))
    // ("Bob blocks with his Herald", not "Speedball blocks with Fast")
    return n2 == "with" && i + 2 < ws.size() && !ws[i + 2].sentence_start &&
           (one_of(ws[i + 2].lower, {"a", "an", "the", "his", "her", "their", "two", "three",
                                     "both", "one", "only"}) ||
            std::isdigit(static_cast<unsigned char>(ws[i + 2].lower[0])) ||
            // ("Yuki attacks with Professor X (1A/3D)")
            (ws[i + 2].capital && !ws[i + 2].keyword));
  // "Bob is at 16 life", "Bob, at 16 life,", "Bob has 2 life"
  for (size_t k = i; k < ws.size() && k <= i + 3 && !ws[k].sentence_start; ++k)
    if (ws[k].lower == "life")
      return one_of(n1, {"is", "was", "at", "has", "had", "sits", "stands"});
  return false;
}

// What a player has and a character does not.
bool players_thing(const std::string& w) {
  return one_of(w, {"turn",    "step", "main",     "reserve", "used",     "bag",       "prep",
                    "field",   "life", "identity", "dice",    "sidekick", "sidekicks", "opponent",
                    "partner", "deck", "hand",     "side",    "clear",    "out"});
}

// What only a player does, said of the name ending at word `i`.
bool does_as_player(const std::vector<Word>& ws, size_t i) {
  const Word& w = ws[i];
  const std::string& n1 = at(ws, i + 1);
  if (w.possessive) return players_thing(n1) || n1 == "hero";
  return acts_as_player(ws, i + 1);
}

// The verb as "I" says it ("attacks" -> "attack"), or nothing when it is
// not one a player's report says.
std::string first_persons(const std::string& verb) {
  if (verb == "is") return "am";
  if (verb == "has") return "have";
  if (verb == "does") return "do";
  static constexpr std::string_view kVerbs[] = {
      "attacks",  "blocks",  "defends",      "declares", "fields",  "uses",      "pays",
      "chooses",  "elects",  "decides",      "assigns",  "buys",    "purchases", "draws",
      "gives",    "doubles", "spins",        "plays",    "reveals", "gains",     "loses",
      "takes",    "targets", "splits",       "declines", "sends",   "puts",      "deals",
      "controls", "rolls",   "spends",       "opts",     "wins",    "activates", "thwarts",
      "exhausts", "readies", "double-blocks"};
  for (std::string_view v : kVerbs)
    if (verb == v) {
      if (verb.ends_with("ies")) return verb.substr(0, verb.size() - 3) + "y";
      return verb.substr(0, verb.size() - 1);
    }
  return "";
}

// The name opens its clause: a subject, not an object.
bool opens_clause(const std::vector<Word>& ws, size_t first) {
  if (first == 0 || ws[first].sentence_start || ws[first].comma_before) return true;
  return one_of(ws[first - 1].lower,
                {"and",   "but",    "then",  "so",    "when",  "while",  "if",  "as",  "because",
                 "after", "before", "once",  "until", "since", "does",   "did", "do",  "is",
                 "was",   "can",    "could", "will",  "would", "should", "has", "had", "might"});
}

// The name attacks, or it is its turn: the active player.
bool acts_first(const std::vector<Word>& ws, size_t first, size_t last) {
  const Word& w = ws[last];
  if (w.possessive) {
    if (at(ws, last + 1) == "turn" || at(ws, last + 1) == "main") return true;
    // "Player B's 4A/2D Black Cat attacks": its die, opening the clause.
    if (!opens_clause(ws, first)) return false;
    for (size_t k = last + 1; k < ws.size() && k <= last + 8 && !ws[k].sentence_start; ++k)
      if (one_of(ws[k].lower, {"attacks", "attacked", "swings"})) return true;
    return false;
  }
  const std::string& n1 = at(ws, last + 1);
  if (one_of(n1, {"attacks", "attacked", "swings", "fields", "fielded", "buys", "bought",
                  "purchases", "purchased"}))
    return true;
  // "In her Main Step, Alice ...", "During his turn, Bob ..."
  if (first > 0 && ws[first].comma_before)
    for (size_t k = first; k-- > 0;) {
      if (one_of(ws[k].lower, {"turn", "step"}) && k >= 1 &&
          one_of(ws[k - 1].lower, {"her", "his", "their", "main"}))
        return true;
      if (ws[k].sentence_start) break;
    }
  return false;
}

struct Named {
  size_t first = 0, last = 0;  // words
  std::string name;
};

bool possessive_pronoun(const std::vector<Word>& ws, size_t i) {
  if (!one_of(ws[i].lower, {"her", "his", "their"}) || ws[i].possessive || i + 1 >= ws.size() ||
      ws[i + 1].sentence_start || ws[i + 1].comma_before)
    return false;
  return !one_of(
      ws[i + 1].lower,
      {"and",  "or",   "but",     "with",  "for",   "to",    "in",     "on",   "at",  "by",
       "from", "into", "then",    "so",    "again", "first", "back",   "out",  "up",  "down",
       "off",  "as",   "is",      "was",   "has",   "had",   "a",      "an",   "the", "this",
       "that", "it",   "because", "while", "when",  "after", "before", "once", "if",  "for"});
}

}  // namespace

std::string named_players_as_seats(const std::string& text, const KnownWord& known,
                                   const KnownWord& keyword) {
  std::vector<Word> ws = words_of(text);
  for (Word& w : ws) w.keyword = keyword(w.lower);
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
  for (const Named& o : occurrences)
    if (does_as_player(ws, o.last)) players.insert(o.name);
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
