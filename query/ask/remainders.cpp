#include "query/ask/remainders.h"

#include <cctype>
#include <functional>
#include <regex>
#include <vector>

#include "common/text.h"

namespace arbiter::query::ask {

namespace {

using Match = std::smatch;

int n(const Match& m, size_t i) {
  return std::stoi(m[i].str());
}

// A character's hit points said by what is left: the totals, or the whole
// text when the numbers do not make sense (more left than there were).
std::string hit_points(int total, int left) {
  if (left > total || total > 99) return {};
  const int damage = total - left;
  return std::to_string(total) + " hit points and " +
         (damage == 0 ? std::string("no") : std::to_string(damage)) + " damage";
}

std::string life_at(int life) {
  return life < 0 ? std::string() : "at " + std::to_string(life) + " life";
}

struct Rule {
  std::regex pattern;
  std::function<std::string(const Match&)> totals;  // empty: leave as said
};

const std::vector<Rule>& rules() {
  static const auto icase = std::regex::icase | std::regex::ECMAScript;
  static const std::string kWhose = "(?:his|her|its|their|my|your)";
  static const std::vector<Rule> kRules = {
      // "down to 7 of his 10 hit points", "has 10 of his 12 hit points
      // left", "just 2 of his 15 hit points remain", "at 2 of 2 hit points";
      // not "had taken 15 of its 17 hit points", the damage.
      {std::regex("((?:taken|took|lost|lose|loses|suffered|dealt|deals|missing) )?(\\d+) of (?:" +
                      kWhose + " )?(\\d+) (?:hit points|hp)(?: (?:left|remaining|remain))?",
                  icase),
       [](const Match& m) {
         // ("is missing 12 of his 16 hit points": the damage.)
         if (m[1].matched && m[1].str().rfind("missing", 0) == 0)
           return n(m, 2) > n(m, 3) ? std::string() : hit_points(n(m, 3), n(m, 3) - n(m, 2));
         return m[1].matched ? std::string() : hit_points(n(m, 3), n(m, 2));
       }},
      // "down to her last hit point out of 2"
      {std::regex("(?:" + kWhose + " )?last hit point out of (\\d+)", icase),
       [](const Match& m) { return hit_points(n(m, 1), 1); }},
      // "is 15 hit points away from defeat out of his 20"
      {std::regex("(\\d+) hit points? (?:away from|short of) (?:defeat|being defeated) out of (?:" +
                      kWhose + " )?(\\d+)(?: hit points)?",
                  icase),
       [](const Match& m) { return hit_points(n(m, 2), n(m, 1)); }},
      // "is missing none of his 11 hit points", "hasn't lost any of his 16",
      // "still has all 9 of his hit points"
      {std::regex("(?:is missing none|has(?:n't| not) lost any) of " + kWhose +
                      " (\\d+)(?!\\d)(?! (?:starting )?life)(?: hit points| hp)?",
                  icase),
       [](const Match& m) { return "has " + hit_points(n(m, 1), n(m, 1)); }},
      {std::regex("(?:still )?has all (\\d+) of " + kWhose + " hit points", icase),
       [](const Match& m) { return "has " + hit_points(n(m, 1), n(m, 1)); }},
      // "is 6 threat short of its 10-threat target", "2 threat away from
      // its 7-threat target", "5 short of its 10-threat target"
      {std::regex(
           "(\\d+)(?: threat)? (?:short of|away from|shy of) (?:its|the|their) (\\d+)[- ]threat "
           "(?:target|threshold|limit)",
           icase),
       [](const Match& m) {
         const int left = n(m, 2) - n(m, 1);
         return left < 0 ? std::string() : std::to_string(left) + " threat, target " + m[2].str();
       }},
      // "is 8 life down from 20", "11 life below their starting 20", "9
      // life short of 20", "8 below the starting 20 life"
      {std::regex("(?:is |am |'m |are )?(\\d+)(?: life)? (?:down from|below|short of|under) "
                  "(?:the |their |his |her |my )?(?:starting )?(\\d+)(?: starting)?(?: life)?",
                  icase),
       [](const Match& m) {
         const std::string at = life_at(n(m, 2) - n(m, 1));
         return at.empty() ? at : (m[0].str().rfind("'m", 0) == 0 ? "'m " : "is ") + at;
       }},
      // "has lost half of their 20 starting life", "has lost 5 of my 20
      // life"
      {std::regex("has lost half of " + kWhose + " (\\d+)(?: starting)? life", icase),
       [](const Match& m) { return "is " + life_at(n(m, 1) / 2); }},
      {std::regex("(?:has|have|'ve) lost (\\d+) of " + kWhose + " (\\d+)(?: starting)? life",
                  icase),
       [](const Match& m) {
         const std::string said = m[0].str();
         const std::string be = said.rfind("'ve", 0) == 0    ? "'m "
                                : said.rfind("have", 0) == 0 ? "am "
                                                             : "is ";
         return be + life_at(n(m, 2) - n(m, 1));
       }},
      // "hasn't lost any of their 20 starting life", "still has all 20
      // life"
      {std::regex("(?:has(?:n't| not) lost any of " + kWhose +
                      " (\\d+)(?: starting)? life|still has all (\\d+)(?: of " + kWhose +
                      ")? life)",
                  icase),
       [](const Match& m) { return "is " + life_at(n(m, m[1].matched ? 1 : 2)); }},
      // "has 6 out of 20 life left"
      {std::regex("has (\\d+) out of (?:" + kWhose + " )?(\\d+)(?: starting)? life(?: left)?",
                  icase),
       [](const Match& m) { return n(m, 1) > n(m, 2) ? std::string() : "is " + life_at(n(m, 1)); }},
      // "my opponent is at 8 of 20 life"
      {std::regex("at (\\d+) of (?:" + kWhose + " )?(\\d+)(?: starting)? life", icase),
       [](const Match& m) { return n(m, 1) > n(m, 2) ? std::string() : life_at(n(m, 1)); }},
      // "attacks with 5A and a defense 2 below that", "3A and a defense one
      // higher than his attack": a die's D said from its own A.
      {std::regex("(\\d+)A,? (?:and|with) (?:a |its |his |her )?defen[cs]e (?:of )?(\\d+|one|two|"
                  "three|four) (below|lower than|less than|under|above|higher than|more than|over) "
                  "(?:that|his attack|her attack|its attack|it)\\b",
                  icase),
       [](const Match& m) {
         static const char* const kWords[] = {"one", "two", "three", "four"};
         int by = 0;
         for (int w = 0; w < 4; ++w)
           if (m[2].str() == kWords[w]) by = w + 1;
         if (by == 0) by = n(m, 2);
         const std::string how = m[3].str();
         const bool less = how == "below" || how.rfind("lower", 0) == 0 ||
                           how.rfind("less", 0) == 0 || how == "under";
         const int d = less ? n(m, 1) - by : n(m, 1) + by;
         return d < 0 ? std::string() : m[1].str() + "A/" + std::to_string(d) + "D";
       }},
      // "is 5 life away from zero"
      {std::regex("(\\d+) life away from (?:zero|0|losing)", icase),
       [](const Match& m) { return life_at(n(m, 1)); }},
  };
  return kRules;
}

}  // namespace

std::string remainders_as_totals(const std::string& text) {
  // (Most questions say no remainder: only text with a word one opens on
  // is searched, and the patterns are built only then; a plain search
  // first, whose cost a lookup does not notice.)
  const std::string lower = to_lower_ascii(text);
  static const char* const kOpens[] = {
      "last hit point", "away from", "short of", "missing none", "lost any", "has all", "down from",
      "below",          "lost half", "shy of",   "defense",      "defence",  "out of"};
  bool opens = false;
  for (const char* w : kOpens) opens |= lower.find(w) != std::string::npos;
  // ("7 of his 10 hit points": a number, then "of".)
  for (size_t at = lower.find(" of "); !opens && at != std::string::npos;
       at = lower.find(" of ", at + 1))
    opens = at > 0 && std::isdigit(static_cast<unsigned char>(lower[at - 1]));
  if (!opens) return text;
  std::string out = text;
  for (const Rule& rule : rules()) {
    std::string next;
    auto from = out.cbegin();
    Match m;
    while (std::regex_search(from, out.cend(), m, rule.pattern)) {
      const std::string totals = rule.totals(m);
      next.append(from, m[0].first);
      next += totals.empty() ? m[0].str() : totals;
      from = m[0].second;
    }
    next.append(from, out.cend());
    out = std::move(next);
  }
  return out;
}

}  // namespace arbiter::query::ask
