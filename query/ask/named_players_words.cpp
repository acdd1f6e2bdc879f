// What a report's words say about its players: the words with their
// capitals and marks, and the cues that only a player, not a character,
// gives ("declares", "attacks with a", "is at 16 life", "Bob's turn").
#include "query/ask/named_players_words.h"

#include "common/text.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace arbiter::query::ask::players {

namespace {

bool word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '\'' || c == '-';
}

}  // namespace

std::vector<Word> words_of(std::string_view s) {
  std::vector<Word> out;
  bool sentence_start = true, comma = false;
  int depth = 0;
  for (size_t k = 0; k < s.size();) {
    if (!word_char(s[k])) {
      depth += s[k] == '(' ? 1 : s[k] == ')' && depth > 0 ? -1 : 0;
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
    w.lower = to_lower_ascii(text);
    w.sentence_start = sentence_start;
    w.comma_before = comma;
    w.in_brackets = depth > 0;
    sentence_start = comma = false;
    out.push_back(w);
  }
  return out;
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
  // ("Pia double-blocks: Crossbones and Taskmaster": two dice block for
  // her, so she is no die.)
  if (one_of(n1, {"double-blocks", "double-blocked", "triple-blocks", "triple-blocked"}) ||
      (one_of(n1, {"double", "triple"}) && one_of(n2, {"blocks", "blocked"})))
    return true;
  if (one_of(n1, {"attacks", "attacked", "blocks", "blocked", "defends", "defended"}))
    // ("Bob blocks with his Herald", not "Speedball blocks with Fast")
    return n2 == "with" && i + 2 < ws.size() && !ws[i + 2].sentence_start &&
           (one_of(ws[i + 2].lower, {"a", "an", "the", "his", "her", "their", "two", "three",
                                     "both", "one", "only"}) ||
            std::isdigit(static_cast<unsigned char>(ws[i + 2].lower[0])) ||
            // ("Yuki attacks with Professor X (1A/3D)")
            (ws[i + 2].capital && !ws[i + 2].keyword));
  // ("Nia answers with a double block", "Tess puts up a double block":
  // a block, told as the player's reply.)
  if (one_of(n1, {"answers", "answered", "responds", "responded"}) && n2 == "with" &&
      one_of(at(ws, i + 2), {"a", "an", "her", "his", "their"}))
    return true;
  if (one_of(n1, {"puts", "put"}) && n2 == "up" && one_of(at(ws, i + 2), {"a", "an"})) return true;
  // "Sam throws Rhino in front of it": a die put in the attacker's way.
  if (one_of(n1, {"throws", "threw", "tosses", "tossed", "puts", "put"}))
    for (size_t k = i + 2; k + 1 < ws.size() && k <= i + 4 && !ws[k].sentence_start; ++k)
      if (ws[k].lower == "in" && ws[k + 1].lower == "front") return true;
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
  if (acts_as_player(ws, i + 1)) return true;
  // ("Hank, still eating his sandwich, blocks with Cyclops": past an aside
  // of plain words, no stats or keywords in it.)
  if (i + 1 >= ws.size() || !ws[i + 1].comma_before || ws[i + 1].sentence_start) return false;
  for (size_t k = i + 2; k < ws.size() && k <= i + 10 && !ws[k].sentence_start; ++k) {
    const Word& a = ws[k - 1];
    if (a.keyword || a.lower.find_first_of("0123456789") != std::string::npos) return false;
    if (ws[k].comma_before) return acts_as_player(ws, k);
  }
  return false;
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

bool attacks_for(const std::vector<Word>& ws, size_t first) {
  if (first < 2 || ws[first - 1].lower != "for" || ws[first - 1].sentence_start ||
      ws[first].comma_before || ws[first].possessive)
    return false;
  // (The name ends its clause: not "attacks for 3 damage", "goes in for
  // Jordan's sake".)
  if (first + 1 < ws.size() && !ws[first + 1].comma_before && !ws[first + 1].sentence_start)
    return false;
  // (Right before "for": "swings in for", "attacks for", "takes off
  // for"; or "Here comes Hulk for Dev". Not "defends for Jordan", "pays
  // off the threat for Jordan".)
  const std::string& before = ws[first - 2].lower;
  if (one_of(before, {"in", "off", "attacks", "attacked", "swings", "swung"})) return true;
  for (size_t k = first - 1; k-- > 1 && k + 5 >= first && !ws[k].comma_before;)
    if (ws[k].lower == "comes" && ws[k - 1].lower == "here") return true;
  return false;
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

}  // namespace arbiter::query::ask::players
