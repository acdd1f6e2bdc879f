// The question's words as the readers take them: a possessive split from
// a name the games know ("klaw's" -> "klaw" "'s"), words a player joined
// with hyphens that the games' phrases keep apart, a learner's forms of
// the games' words, a post's numbering and a child's age (which tell no
// fact). A phone's dictation: reading_dictation.cpp.
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "common/text.h"
#include "query/ask/reading_parts.h"
#include "query/ask/tokens.h"

namespace arbiter::query::ask {

// "klaw's" -> "klaw" "'s" when the name is a game phrase's, so the name
// is read and the possessive stays a word of its own.
namespace {

// "klaws attack is two", "rhinos boost": a character's name and its stat, the
// apostrophe a phone or a hurried thumb leaves out. Only a name the
// vocabulary gives a character's role, before a stat's name, and not a
// word of its own ("heroes", "minions").
bool said_without_apostrophe(const std::vector<std::string>& words, const std::vector<char>& breaks,
                             size_t i, const Vocabulary& vocabulary) {
  static const std::set<std::string> kStats = {"attack", "atk", "defense", "def",
                                               "scheme", "sch", "thw",     "thwart",
                                               "boost",  "hp",  "hit",     "health"};
  const std::string& w = words[i];
  // ("my opponents at five life": the opponent is.)
  if ((w == "opponents" || w == "opps") && i > 0 && words[i - 1] == "my" && i + 1 < words.size() &&
      (i >= breaks.size() || breaks[i] == 0) &&
      (words[i + 1] == "at" || words[i + 1] == "life" || words[i + 1] == "on"))
    return true;
  if (w.size() < 4 || w.back() != 's' || i + 1 >= words.size() ||
      (i < breaks.size() && breaks[i] != 0) || !kStats.count(words[i + 1]) || vocabulary.knows(w))
    return false;
  static const std::set<std::string> kCharacters = {"villain", "minion", "hero", "ally"};
  for (const TermMatch& m : vocabulary.match({w.substr(0, w.size() - 1)}, ""))
    if (m.len == 1 && m.term->kind == "role" && kCharacters.count(m.term->name)) return true;
  return false;
}

}  // namespace

void split_possessives(std::vector<std::string>& words, std::vector<char>& breaks,
                       const Vocabulary& vocabulary) {
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w.size() > 3 && w.compare(w.size() - 2, 2, "'s") == 0 &&
        vocabulary.knows(w.substr(0, w.size() - 2)) && w != "it's" && w != "he's" && w != "she's" &&
        w != "that's" && w != "what's" && w != "who's" && w != "there's") {
      w2.push_back(w.substr(0, w.size() - 2));
      b2.push_back(0);
      // "my attacker's a 5/3": "is" said short, before a new noun phrase.
      const bool is = i + 1 < words.size() && (i >= breaks.size() || breaks[i] == 0) &&
                      (words[i + 1] == "a" || words[i + 1] == "an");
      w2.push_back(is ? "is" : "'s");
    } else if (said_without_apostrophe(words, breaks, i, vocabulary)) {
      w2.push_back(w.substr(0, w.size() - 1));
      b2.push_back(0);
      w2.push_back("'s");
    } else {
      w2.push_back(w);
    }
    b2.push_back(i < breaks.size() ? breaks[i] : 0);
  }
  words = std::move(w2);
  breaks = std::move(b2);
}

// "crisis-icon", "final-stage": words a player joined that the games'
// phrases keep apart. Names the vocabulary knows ("spider-man") stay whole.
void split_hyphens(std::vector<std::string>& words, std::vector<char>& breaks,
                   const Vocabulary& vocabulary) {
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    // ("bolt + fist-fist + mask": one die showing a double face, said as
    // "double fist".)
    if (const size_t dash = w.find('-'); dash != std::string::npos &&
                                         w.compare(dash + 1, std::string::npos, w, 0, dash) == 0 &&
                                         energy_word(w.substr(0, dash))) {
      w2.push_back("double");
      b2.push_back(0);
      w2.push_back(w.substr(0, dash));
      b2.push_back(i < breaks.size() ? breaks[i] : 0);
      continue;
    }
    if (w.find('-') != std::string::npos && !vocabulary.knows(w) &&
        w.find_first_of("0123456789'+") == std::string::npos) {
      for (const std::string& part : split(w, '-')) {
        if (part.empty()) continue;
        w2.push_back(part);
        b2.push_back(0);
      }
      if (!b2.empty()) b2.back() = i < breaks.size() ? breaks[i] : 0;
      continue;
    }
    // ("ant man has a tough card": a name the vocabulary knows hyphened,
    // said as two words.)
    if (i + 1 < words.size() && (i >= breaks.size() || breaks[i] == 0) &&
        w.find_first_of("0123456789'+-") == std::string::npos &&
        words[i + 1].find_first_of("0123456789'+-") == std::string::npos &&
        vocabulary.knows(w + "-" + words[i + 1])) {
      w2.push_back(w + "-" + words[i + 1]);
      b2.push_back(i + 1 < breaks.size() ? breaks[i + 1] : 0);
      ++i;
      continue;
    }
    w2.push_back(w);
    b2.push_back(i < breaks.size() ? breaks[i] : 0);
  }
  words = std::move(w2);
  breaks = std::move(b2);
}

// "he have 3 of defense", "10 of life", "I make defense with my Spider-Man":
// how a learner of English says the games' words. (Not "2 of 10 threat",
// "3 of them".)
void learners_forms(std::vector<std::string>& words, std::vector<char>& breaks) {
  static const std::set<std::string> kStats = {
      "defense", "defence", "def", "attack", "atk", "hp",     "life",    "health", "thwart",
      "thw",     "scheme",  "sch", "damage", "dmg", "threat", "recover", "rec"};
  static const std::set<std::string> kMake = {"make", "makes", "made", "making",
                                              "do",   "does",  "did"};
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t i = 0; i < words.size(); ++i) {
    const char brk = i < breaks.size() ? breaks[i] : 0;
    const bool joined = brk == 0 && i + 1 < words.size();
    if (words[i] == "of" && joined && !w2.empty() && !b2.back() && all_digits(w2.back()) &&
        kStats.count(words[i + 1]))
      continue;
    // ("double block from Toad and Blob", "a block from Loki": who blocks
    // after "from", said as "blocked by".)
    if ((words[i] == "block" || words[i] == "blocks") && joined && words[i + 1] == "from" &&
        !w2.empty() && (w2.back() == "double" || w2.back() == "triple" || w2.back() == "a")) {
      if (w2.back() == "a") {
        w2.pop_back();
        b2.pop_back();
      }
      w2.push_back("blocked");
      b2.push_back(0);
      w2.push_back("by");
      b2.push_back(i + 1 < breaks.size() ? breaks[i + 1] : 0);
      ++i;
      continue;
    }
    // ("made defense" -> "defended": the verb keeps its tense.)
    if (kMake.count(words[i]) && joined &&
        (words[i + 1] == "defense" || words[i + 1] == "defence") && i + 2 < words.size() &&
        (i + 1 >= breaks.size() || breaks[i + 1] == 0) &&
        (words[i + 2] == "with" || words[i + 2] == "w" || words[i + 2] == "against")) {
      const bool past = words[i] == "made" || words[i] == "did";
      w2.push_back(past ? "defended" : words[i].ends_with("s") ? "defends" : "defend");
      b2.push_back(0);
      ++i;
      continue;
    }
    // ("ultron attacks thor with attack two", "it has attack two": the
    // stat, its number after it; not "with attack events", "attack 2 times".)
    if (words[i] == "attack" && !w2.empty() && !b2.back() &&
        (w2.back() == "with" || w2.back() == "has" || w2.back() == "have" || w2.back() == "had") &&
        joined && (all_digits(words[i + 1]) || number_word(words[i + 1]) > 0) &&
        !(i + 2 < words.size() && (words[i + 2] == "times" || words[i + 2] == "damage"))) {
      w2.push_back("atk");
      b2.push_back(brk);
      continue;
    }
    // ("my recover is four": the REC stat, its owner before and its number
    // after "is".)
    if (words[i] == "recover" && !w2.empty() && !b2.back() &&
        (w2.back() == "my" || w2.back() == "her" || w2.back() == "his" || w2.back() == "their") &&
        joined && (words[i + 1] == "is" || words[i + 1] == "of") && i + 2 < words.size() &&
        (all_digits(words[i + 2]) || number_word(words[i + 2]) > 0)) {
      w2.push_back("rec");
      b2.push_back(brk);
      continue;
    }
    // ("I defense him with Captain Marvel": the noun said as the verb,
    // right after its subject; not "my defense", "her defense is 1".)
    static const std::set<std::string> kSubjects = {"i", "we", "you", "he", "she", "they"};
    if ((words[i] == "defense" || words[i] == "defence") && !w2.empty() && !b2.back() &&
        kSubjects.count(w2.back()) && joined &&
        (words[i + 1] == "him" || words[i + 1] == "her" || words[i + 1] == "it" ||
         words[i + 1] == "them" || words[i + 1] == "with" || words[i + 1] == "against")) {
      w2.push_back("defend");
      b2.push_back(brk);
      continue;
    }
    // ("the main scheme is down to a single threat", "a single hit point
    // left": one, the "a" with it.)
    static const std::set<std::string> kUnits = {"threat", "damage", "dmg",   "hit",   "hp",
                                                 "life",   "icon",   "boost", "energy"};
    if (words[i] == "single" && !w2.empty() && w2.back() == "a" && !b2.back() && joined &&
        kUnits.count(words[i + 1])) {
      w2.back() = "1";
      continue;
    }
    // ("my Hulk, plus a plain Sidekick": one more of the same, said as
    // "and"; "ATK 2 plus 1" is a sum.)
    if (words[i] == "plus" && i + 1 < words.size() &&
        (words[i + 1] == "a" || words[i + 1] == "an" || words[i + 1] == "my" ||
         words[i + 1] == "his" || words[i + 1] == "her" || words[i + 1] == "their")) {
      w2.push_back("and");
      b2.push_back(brk);
      continue;
    }
    w2.push_back(words[i]);
    b2.push_back(brk);
  }
  words = std::move(w2);
  breaks = std::move(b2);
}

void drop_numbering(std::vector<std::string>& words, std::vector<char>& breaks) {
  const auto number = [&](size_t i) {
    return i < words.size() && words[i].size() <= 2 && all_digits(words[i]);
  };
  const auto brk = [&](size_t i) { return i < breaks.size() ? breaks[i] : 0; };
  std::vector<bool> drop(words.size(), false);
  int open = 0;  // brackets opened before word i and not closed
  for (size_t i = 0; i < words.size(); ++i) {
    if (i > 0) open += brk(i - 1) == '(' ? 1 : brk(i - 1) == ')' && open > 0 ? -1 : 0;
    // ("(15 HP, no damage). 2) I exhaust": the full stop, kept for the
    // bracket's mark, closes what the sentence opened.)
    if (i > 0 && (brk(i - 1) == '.' || brk(i - 1) == '?' || brk(i - 1) == '!')) open = 0;
    // "1) Rhino": an item's marker, at the question's start or after a
    // mark; not "(2)" nor "(hp: 3)", a value in brackets.
    if (number(i) && brk(i) == ')' && i + 1 < words.size() && open == 0 &&
        (i == 0 || (brk(i - 1) != '(' && brk(i - 1) != 0)))
      drop[i] = true;
    // "2.7.4.3.1": three numbers or more joined by dots (an edition, "1.3",
    // is two).
    size_t run = i;
    while (number(run) && (run == i || brk(run - 1) == '.') && brk(run) == '.') ++run;
    if (number(run) && run > i && brk(run - 1) == '.') ++run;
    if (run - i >= 3) {
      for (size_t k = i; k < run; ++k) drop[k] = true;
      i = run - 1;
    }
  }
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t i = 0; i < words.size(); ++i) {
    if (drop[i]) {
      // (The mark after a dropped section number, "2.7.4.3.1:", stays with
      // the word before it.)
      if (!b2.empty() && b2.back() == 0 && brk(i) != ')' && brk(i) != '.') b2.back() = brk(i);
      continue;
    }
    w2.push_back(words[i]);
    b2.push_back(brk(i));
  }
  words = std::move(w2);
  breaks = std::move(b2);
}

void drop_ages(std::vector<std::string>& words, std::vector<char>& breaks) {
  static const std::set<std::string> kChildren = {"son",    "daughter", "kid",    "kids",   "boy",
                                                  "girl",   "brother",  "sister", "nephew", "niece",
                                                  "cousin", "youngest", "oldest", "child"};
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t i = 0; i < words.size(); ++i) {
    const char brk = i < breaks.size() ? breaks[i] : 0;
    // "son (11)": the word's break is the bracket, the number's its close.
    if (i > 0 && !b2.empty() && b2.back() == '(' && kChildren.count(w2.back()) &&
        words[i].size() <= 2 && all_digits(words[i]) && brk == ')') {
      b2.back() = 0;
      continue;
    }
    w2.push_back(words[i]);
    b2.push_back(brk);
  }
  words = std::move(w2);
  breaks = std::move(b2);
}

// "Rhino attacks me, attack 2, boost 1": "attack" with its number after it,
// the number then ending its clause or followed by another stat, is the
// stat ATK, as "ATK 2" says. (Not "I attack 2 minions", "attack for 3",
// "attack 3 times".) So is "thwart": "cyclops thwart two thwarts the side
// scheme" is THW 2.
void attack_as_stat(std::vector<std::string>& words, const std::vector<char>& breaks) {
  const auto brk = [&](size_t k) { return k < breaks.size() ? breaks[k] : 0; };
  static const std::set<std::string> kDoer = {"i",    "we",     "you",  "they",  "he",    "she",
                                              "to",   "can",    "will", "would", "could", "may",
                                              "must", "should", "it",   "and",   "then",  "lets"};
  static const std::set<std::string> kNext = {"boost", "def", "defense", "defence", "hp",
                                              "hit",   "sch", "scheme",  "thw",     "and",
                                              "i",     "he",  "she",     "so",      "with"};
  static const std::set<std::string> kThwartNext = {"thwarts", "thwarted", "no",    "and", "with",
                                                    "so",      "i",        "tries", "goes"};
  for (size_t i = 0; i + 2 < words.size(); ++i) {
    if (words[i] != "thwart" || brk(i) != 0 || brk(i + 1) != 0 ||
        !(all_digits(words[i + 1]) || number_word(words[i + 1]) >= 0 || words[i + 1] == "one") ||
        !kThwartNext.count(words[i + 2]))
      continue;
    if (i > 0 && brk(i - 1) == 0 &&
        (kDoer.count(words[i - 1]) || all_digits(words[i - 1]) || number_word(words[i - 1]) >= 0))
      continue;
    words[i] = "thw";
  }
  for (size_t i = 0; i + 1 < words.size(); ++i) {
    if (words[i] != "attack" || brk(i) != 0 ||
        !(all_digits(words[i + 1]) || number_word(words[i + 1]) >= 0))
      continue;
    if (i > 0 && brk(i - 1) == 0 && kDoer.count(words[i - 1])) continue;
    // ("3 attack 4 defense": a die's two values, the number before.)
    if (i > 0 &&
        (all_digits(words[i - 1]) || number_word(words[i - 1]) >= 0 || words[i - 1] == "one"))
      continue;
    if (brk(i + 1) != 0 || (i + 2 < words.size() && kNext.count(words[i + 2]))) words[i] = "atk";
  }
}

}  // namespace arbiter::query::ask
