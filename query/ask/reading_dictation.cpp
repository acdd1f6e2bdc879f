// A phone's dictation as the readers take it: numbers said as words and
// homophones ("won", "to", "too", "for" where a number stands), a die's
// stats letter by letter ("three a for d" -> "3a/4d", "six a with
// overcrush" -> "6a"), modifiers in words ("plus two a" -> "+2a"), "one"
// where it counts ("retaliate one"), and a name as the phone hears it
// ("claw" -> Klaw). A question with marks other than commas was typed, and
// keeps its homophones as words.
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "common/text.h"
#include "query/ask/reading_parts.h"
#include "query/ask/tokens.h"

namespace arbiter::query::ask {

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

// (Merged before the numbers are read, so "a" is no die's A. "Tack" is no
// word of either game, so a typed question reads the same.)
void merge_a_tack(std::vector<std::string>& words, std::vector<char>& breaks) {
  static const std::set<std::string> kTack = {"tack", "tacks", "tacked", "tacking"};
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t i = 0; i < words.size(); ++i) {
    const bool joined = i < breaks.size() && breaks[i] == 0;
    if (words[i] == "a" && joined && i + 1 < words.size() && kTack.count(words[i + 1])) {
      w2.push_back("at" + words[i + 1]);
      b2.push_back(i + 1 < breaks.size() ? breaks[i + 1] : 0);
      ++i;
      continue;
    }
    w2.push_back(words[i]);
    b2.push_back(i < breaks.size() ? breaks[i] : 0);
  }
  words = std::move(w2);
  breaks = std::move(b2);
}

// Dictation writes few marks or none; a question with them was typed
// ("his turn to attack" is no number), though a die's stats said as words
// ("three a four d") are what they say in either.
bool dictated(const std::vector<std::string>& words, const std::vector<char>& breaks) {
  const auto brk = [&](size_t i) { return i < breaks.size() ? breaks[i] : 0; };
  if (words.size() < 8) return false;
  size_t commas = 0;
  for (size_t i = 0; i + 1 < words.size(); ++i) {
    if (brk(i) != 0 && brk(i) != ',') return false;
    commas += brk(i) == ',';
  }
  return commas * 6 <= words.size();
}

void dictated_clauses(std::vector<std::string>& words, std::vector<char>& breaks) {
  if (!dictated(words, breaks)) return;
  breaks.resize(words.size(), 0);
  // "my hulk attack three defense one attacks": each stat said before its
  // number, as "three attack one defense" says them after.
  const auto number = [&](size_t k) {
    return k < words.size() && (said_number(words[k]) >= 0 || words[k] == "one");
  };
  // ("wong has one attack and ...": the stat's number, not an attack
  // counted; a dictated "1" is "one".)
  for (size_t i = 1; i + 1 < words.size(); ++i)
    if (words[i] == "one" && breaks[i - 1] == 0 && breaks[i] == 0 &&
        (words[i - 1] == "has" || words[i - 1] == "had" || words[i - 1] == "got") &&
        stat_word(words[i + 1]) && words[i + 1] != "hp" && words[i + 1] != "life" &&
        !(i + 2 < words.size() && (words[i + 2] == "left" || words[i + 2] == "each" ||
                                   words[i + 2] == "per" || words[i + 2] == "this")))
      words[i] = "1";
  for (size_t i = 0; i + 3 < words.size(); ++i)
    if ((words[i] == "attack" || words[i] == "atk") && number(i + 1) &&
        (words[i + 2] == "defense" || words[i + 2] == "defence" || words[i + 2] == "def") &&
        number(i + 3) && breaks[i] == 0 && breaks[i + 1] == 0 && breaks[i + 2] == 0 &&
        !(i > 0 && (words[i - 1] == "is" || words[i - 1] == "an" || words[i - 1] == "to"))) {
      std::swap(words[i], words[i + 1]);
      std::swap(words[i + 2], words[i + 3]);
      for (size_t k : {i, i + 2})
        if (words[k] == "one") words[k] = "1";
    }
  // ("kitty pryde one attack three defense": "one", said before its stat.)
  for (size_t i = 0; i + 3 < words.size(); ++i)
    if (number(i) && (words[i + 1] == "attack" || words[i + 1] == "atk") && number(i + 2) &&
        (words[i + 3] == "defense" || words[i + 3] == "defence" || words[i + 3] == "def") &&
        breaks[i] == 0 && breaks[i + 1] == 0 && breaks[i + 2] == 0)
      for (size_t k : {i, i + 2})
        if (words[k] == "one") words[k] = "1";
  // ("i defend defense one", "boost one": a stat's one is its number.)
  for (size_t i = 1; i < words.size(); ++i)
    if (words[i] == "one" && breaks[i - 1] == 0 &&
        (stat_word(words[i - 1]) || words[i - 1] == "boost") &&
        !(i + 1 < words.size() && (words[i + 1] == "of" || words[i + 1] == "more")))
      words[i] = "1";
  for (size_t i = 1; i + 2 < words.size(); ++i) {
    // "... engaged with me its attack is three and it attacks me": a
    // stat of the one said before, a clause of its own.
    const bool whose =
        words[i] == "its" || words[i] == "his" || words[i] == "her" || words[i] == "their";
    // ("rhino attacks me attack two boost one": the attacker's stat.)
    if ((words[i - 1] == "me" || words[i - 1] == "us") && breaks[i - 1] == 0 &&
        (words[i] == "attack" || words[i] == "atk") && number(i + 1))
      breaks[i - 1] = ',';
    // (After "me" only: "ultron attacks iron man its attack is four" reads
    // as it stands.)
    if (whose && stat_word(words[i + 1]) && (words[i + 2] == "is" || words[i + 2] == "was") &&
        breaks[i - 1] == 0 && (words[i - 1] == "me" || words[i - 1] == "us"))
      breaks[i - 1] = ',';
    // "its attack is two boost is one i dont defend": a number, then a
    // subject, the next clause.
    if (breaks[i - 1] == 0 && (said_number(words[i - 1]) >= 0 || words[i - 1] == "one") &&
        (words[i] == "i" || words[i] == "im" || words[i] == "he" || words[i] == "she" ||
         words[i] == "we" || words[i] == "they" || words[i] == "hes" || words[i] == "shes"))
      breaks[i - 1] = ',';
    // "i attack with two dice my storm ... and my iceman": the dice
    // counted, then each, as a colon would list them.
    const bool counted = (words[i] == "dice" || words[i] == "characters" ||
                          words[i] == "attackers" || words[i] == "blockers") &&
                         said_number(words[i - 1]) >= 2;
    if (counted &&
        (words[i + 1] == "my" || words[i + 1] == "his" || words[i + 1] == "her" ||
         words[i + 1] == "their") &&
        breaks[i] == 0)
      breaks[i] = ':';
  }
}

void dictated_numbers(std::vector<std::string>& words, std::vector<char>& breaks) {
  const auto brk = [&](size_t i) { return i < breaks.size() ? breaks[i] : 0; };
  const auto at = [&](size_t i) -> const std::string& {
    static const std::string kNone;
    return i < words.size() ? words[i] : kNone;
  };
  const bool marked = !dictated(words, breaks);
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
    // "plus three attack", "plus two a": a modifier said in words, as
    // typed ("+3 attack", "+2a"); not a sum ("three plus two").
    // ("plus won a": a homophone, in dictation.)
    const bool signed_word = (at(i) == "plus" || at(i) == "minus") && brk(i) == 0;
    const int plus_amount = !signed_word                  ? -1
                            : said_number(at(i + 1)) >= 0 ? said_number(at(i + 1))
                            : !marked                     ? homophone(at(i + 1))
                                                          : -1;
    if (plus_amount >= 0 && !(i > 0 && said_number(at(i - 1)) >= 0)) {
      const std::string sign = at(i) == "plus" ? "+" : "-";
      const std::string amount = std::to_string(plus_amount);
      if ((at(i + 2) == "a" || at(i + 2) == "d") && brk(i + 1) == 0) {
        w2.push_back(sign + amount + at(i + 2));
        b2.push_back(brk(i + 2));
        i += 2;
        continue;
      }
      // (A stat's name, not "plus two life": a gain the reader reads as such.)
      const std::string& unit = at(i + 2);
      if (((stat_word(unit) && unit != "life") || unit == "defence" || unit == "damage") &&
          brk(i + 1) == 0) {
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
    // ("her basic defense which is one")
    const bool which_is = i > 2 && at(i - 1) == "is" && at(i - 2) == "which" &&
                          stat_word(at(i - 3)) && brk(i - 3) == 0;
    const bool stat_is_one = at(i) == "one" && i > 1 && brk(i - 1) == 0 && brk(i - 2) == 0 &&
                             (((at(i - 1) == "is" || at(i - 1) == "of") && stat_word(at(i - 2))) ||
                              which_is || (stat_word(at(i - 1)) && kHolding.count(at(i - 2))));
    // ("beast level one two a three d": a level's number, not a count.)
    const bool level_one = at(i) == "one" && i > 0 && brk(i - 1) == 0 &&
                           (at(i - 1) == "level" || at(i - 1) == "lvl" || at(i - 1) == "stage");
    const bool one_counted =
        level_one || (!marked && at(i) == "one" && at(i + 1) == "damage" && brk(i) == 0) ||
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

}  // namespace arbiter::query::ask
