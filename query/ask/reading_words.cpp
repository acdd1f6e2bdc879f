// The question's words as the readers take them: a possessive split from
// a name the games know ("klaw's" -> "klaw" "'s"), words a player joined
// with hyphens that the games' phrases keep apart, a learner's forms of
// the games' words, a post's numbering and a child's age (which tell no
// fact), and numbers as a phone's dictation writes them.
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

namespace {

// The value a word says as a number: digits, a number word, or -1.
int said_number(const std::string& w) {
  if (w.size() <= 2 && all_digits(w)) return std::stoi(w);
  return number_word(w);
}

// A word a number is said with: what it counts or measures ("to hit
// points", "won damage"); not a stat's name, which "to" and "for" come
// before as words ("to attack", "add it to atk").
bool counted_word(const std::string& w) {
  static const std::set<std::string> kUnits = {
      "damage",  "dmg",    "hit",  "hp",     "life",          "health",  "energy", "dice",
      "boost",   "icons",  "icon", "threat", "sidekicks",     "virtual", "hazard", "acceleration",
      "players", "player", "pips", "pip",    "consequential", "cards",   "tokens", "token"};
  return kUnits.count(w) > 0;
}

// A stat's short name said with its number after it ("his attack is to").
bool stat_word(const std::string& w) {
  static const std::set<std::string> kStats = {"attack", "atk", "defense", "def", "sch",
                                               "scheme", "thw", "thwart",  "hp",  "life"};
  return kStats.count(w) > 0;
}

// The number a dictated homophone stands for, or -1.
int homophone(const std::string& w) {
  if (w == "won") return 1;
  if (w == "to" || w == "too") return 2;
  if (w == "for") return 4;
  return -1;
}

// A word said where a number stands: a number or a homophone of one.
bool numberish(const std::string& w) {
  return said_number(w) >= 0 || homophone(w) >= 0;
}

}  // namespace

void dictated_numbers(std::vector<std::string>& words, std::vector<char>& breaks) {
  const auto brk = [&](size_t i) { return i < breaks.size() ? breaks[i] : 0; };
  const auto at = [&](size_t i) -> const std::string& {
    static const std::string kNone;
    return i < words.size() ? words[i] : kNone;
  };
  // Dictation writes few marks or none; a question with them was typed
  // ("his turn to attack" is no number), though a die's stats said as
  // words ("three a four d") are what they say in either.
  bool marked = words.size() < 8;
  for (size_t i = 0; i + 1 < words.size(); ++i) marked |= brk(i) != 0 && brk(i) != ',';
  size_t commas = 0;
  for (size_t i = 0; i + 1 < words.size(); ++i) commas += brk(i) == ',';
  marked |= commas * 6 > words.size();
  // The value of word i as a number where one stands.
  const auto value = [&](size_t i) {
    const int n = said_number(at(i));
    if (n >= 0) return n;
    if (marked) return -1;
    const int h = homophone(at(i));
    if (h < 0 || i + 1 >= words.size()) return -1;
    // "won a won d", "to a five d": a die's stats letter by letter.
    if ((at(i + 1) == "a" && numberish(at(i + 2)) && at(i + 3) == "d") ||
        (at(i + 1) == "d" && i > 1 && at(i - 1) == "a" && numberish(at(i - 2))))
      return h;
    // "won damage", "to hit points", "to players", "has for damage": a
    // number with what it counts, at the start or after a word a count
    // follows ("with to boost icons"); not "back to life", "in for
    // damage", "count for damage".
    static const std::set<std::string> kBeforeCount = {
        "with", "has",   "had",   "have", "at",  "on", "only",  "just",   "and",  "takes",
        "took", "deals", "dealt", "is",   "was", "of", "flips", "showed", "shows"};
    if (counted_word(at(i + 1)) && (h == 1 || i == 0 || kBeforeCount.count(at(i - 1)))) return h;
    // "level to", "his attack is to", "fielding cost to and", "boost won",
    // "attack to boost to can i".
    if (i > 0 && h != 4 && (at(i - 1) == "level" || at(i - 1) == "lvl")) return h;
    if (i > 1 && h != 4 && at(i - 1) == "is" && stat_word(at(i - 2))) return h;
    static const std::set<std::string> kClauseNext = {"and", "but", "so",   "with", "energy",
                                                      "i",   "can", "how",  "what", "does",
                                                      "do",  "did", "will", "then", "im"};
    if (i > 0 && h != 4 && (at(i - 1) == "cost" || at(i - 1) == "costs") &&
        kClauseNext.count(at(i + 1)))
      return h;
    if (i > 0 && h != 4 && (stat_word(at(i - 1)) || at(i - 1) == "boost") &&
        (h == 1 || counted_word(at(i + 1)) || stat_word(at(i + 1)) ||
         (kClauseNext.count(at(i + 1)) && at(i + 1) != "and")))
      return h;
    return -1;
  };
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t i = 0; i < words.size(); ++i) {
    const int n = value(i);
    // ("one a two d": "one" stays a word for the tokens, but not here.)
    const auto stat_value = [&](size_t k) { return at(k) == "one" ? 1 : value(k); };
    // "three a for d" -> "3a/4d".
    if (stat_value(i) >= 0 && at(i + 1) == "a" && at(i + 3) == "d" && brk(i) == 0 &&
        brk(i + 1) == 0 && brk(i + 2) == 0) {
      const int m = stat_value(i + 2);
      if (m >= 0) {
        w2.push_back(std::to_string(stat_value(i)) + "a/" + std::to_string(m) + "d");
        b2.push_back(brk(i + 3));
        i += 3;
        continue;
      }
    }
    // ("rhino level two is six a with overcrush", "robin two a and
    // nightwing ...": an A alone, said before what follows it.)
    static const std::set<std::string> kAfterA = {
        "with", "and", "attacks",   "attacked", "attack", "blocks", "blocked", "but",
        "so",   "or",  "overcrush", "vs",       "then",   "has",    "is"};
    // ("batman three a robin two a": right after a name, too; not "she
    // has two a turn", "gave him three a piece".)
    static const std::set<std::string> kNotAName = {
        "have",  "has",  "had",   "is",   "are", "was",  "were", "take", "takes",
        "took",  "give", "gives", "gave", "for", "put",  "puts", "deal", "deals",
        "dealt", "do",   "does",  "did",  "get", "gets", "got",  "make", "makes",
        "made",  "in",   "on",    "of",   "to",  "at",   "by",   "from", "than",
        "about", "only", "just",  "like", "um",  "uh",   "and",  "or"};
    const bool after_name =
        i > 0 && brk(i - 1) == 0 && !kNotAName.count(at(i - 1)) && said_number(at(i - 1)) < 0;
    if (said_number(at(i)) >= 1 && at(i + 1) == "a" && brk(i) == 0 &&
        (brk(i + 1) != 0 || kAfterA.count(at(i + 2)) || i + 2 == words.size() || after_name)) {
      w2.push_back(std::to_string(said_number(at(i))) + "a");
      b2.push_back(brk(i + 1));
      i += 1;
      continue;
    }
    if (n >= 0 && at(i + 1) == "a" && at(i + 3) == "d" && brk(i) == 0 && brk(i + 1) == 0 &&
        brk(i + 2) == 0) {
      const int m = value(i + 2);
      if (m >= 0) {
        w2.push_back(std::to_string(n) + "a/" + std::to_string(m) + "d");
        b2.push_back(brk(i + 3));
        i += 3;
        continue;
      }
    }
    // "plus three attack", "plus two a": a modifier said in words, as
    // typed ("+3 attack", "+2a"); not a sum ("three plus two").
    // ("plus won a": a homophone, in dictation.)
    const int plus_amount = said_number(at(i + 1)) >= 0 ? said_number(at(i + 1))
                            : !marked                   ? homophone(at(i + 1))
                                                        : -1;
    if ((at(i) == "plus" || at(i) == "minus") && brk(i) == 0 && plus_amount >= 0 &&
        !(i > 0 && said_number(at(i - 1)) >= 0)) {
      const std::string sign = at(i) == "plus" ? "+" : "-";
      const std::string amount = std::to_string(plus_amount);
      static const std::set<std::string> kStats = {"attack", "atk",     "defense", "def",
                                                   "thwart", "thw",     "scheme",  "sch",
                                                   "hp",     "defence", "damage"};
      if ((at(i + 2) == "a" || at(i + 2) == "d") && brk(i + 1) == 0) {
        w2.push_back(sign + amount + at(i + 2));
        b2.push_back(brk(i + 2));
        i += 2;
        continue;
      }
      if (kStats.count(at(i + 2)) && brk(i + 1) == 0) {
        w2.push_back(sign + amount);
        b2.push_back(0);
        i += 1;
        continue;
      }
    }
    // ("so claw attacks me", "claws attack is one": Klaw as a phone hears
    // the name; not "his claw", "with its claws".)
    static const std::set<std::string> kOwner = {"his",   "her",  "its", "my",  "a",    "an",
                                                 "their", "your", "our", "the", "with", "sharp"};
    const bool named = i == 0 || !kOwner.count(at(i - 1));
    if (named && at(i) == "claw") {
      w2.push_back("klaw");
      b2.push_back(brk(i));
      continue;
    }
    if (named && (at(i) == "claws" || at(i) == "claw's") && brk(i) == 0 &&
        (stat_word(at(i + 1)) || at(i + 1) == "boost")) {
      w2.push_back("klaw");
      b2.push_back(0);
      w2.push_back("'s");
      b2.push_back(0);
      continue;
    }
    // ("who has one damage already": a count, where "one" otherwise stays a
    // word for the tokens.)
    // ("has retaliate one", "def one": a keyword's or a stat's number.)
    static const std::set<std::string> kNumbered = {"retaliate", "atk", "def", "thw",
                                                    "sch",       "rec", "hp"};
    // ("claws attack is one", "has attack one": the stat's value.)
    static const std::set<std::string> kHolding = {"has", "had", "have",  "with",
                                                   "his", "her", "their", "its"};
    const bool stat_is_one = at(i) == "one" && i > 1 && brk(i - 1) == 0 && brk(i - 2) == 0 &&
                             (((at(i - 1) == "is" || at(i - 1) == "of") && stat_word(at(i - 2))) ||
                              (stat_word(at(i - 1)) && kHolding.count(at(i - 2))));
    const bool one_counted =
        (!marked && at(i) == "one" && at(i + 1) == "damage" && brk(i) == 0) ||
        (at(i) == "one" && i > 0 && kNumbered.count(at(i - 1)) && brk(i - 1) == 0) || stat_is_one;
    if (one_counted)
      w2.push_back("1");
    else
      w2.push_back(homophone(at(i)) >= 0 && n >= 0 && !marked ? std::to_string(n) : words[i]);
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

}  // namespace arbiter::query::ask
