// Words of a Dice Masters turn told outside combat, shared by the readers
// of a turn's actions (reading_dm_turn.cpp) and of a purchase
// (reading_dm_purchase.cpp): words and terms said, numbers beside a word,
// dice in a zone, energy types.
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

bool has_word(const std::vector<Token>& t, std::initializer_list<const char*> words) {
  for (const Token& tok : t)
    for (const char* w : words)
      if (tok.text == w) return true;
  return false;
}

bool is_term(const Token& tok, const char* name) {
  return tok.kind == Tok::kTerm && tok.term->name == name;
}

bool has_term(const std::vector<Token>& t, const char* name) {
  for (const Token& tok : t)
    if (is_term(tok, name)) return true;
  return false;
}

// The number written right before or after token k ("19 life", "life 19",
// "at 19"), or -1.
int number_near(const std::vector<Token>& t, size_t k) {
  if (k > 0 && t[k - 1].kind == Tok::kNumber) return t[k - 1].number;
  if (k + 1 < t.size() && t[k + 1].kind == Tok::kNumber) return t[k + 1].number;
  return -1;
}

// How many dice the zone named at token k holds, as said around it:
// "3 in my Used Pile", "my bag has 8 dice", "Used Pile empty", "nothing in
// my used pile"; -1 when nothing is said. A comma or a sentence's end
// between the number and the zone puts the number with something else.
// A count, in figures or spelled out ("one leftover mask energy die"), or -1.
// (The tokens already read "two" and up as numbers; "one" stays a word.)
int count_of(const Token& t) {
  if (t.kind == Tok::kNumber) return t.number;
  return t.word("one") ? 1 : -1;
}

int dice_in_zone(const std::vector<Token>& t, size_t k) {
  auto none = [&](size_t j) {
    return t[j].word("empty") || t[j].word("nothing") || t[j].word("none") || t[j].word("no");
  };
  // ("one leftover mask energy die sitting in my reserve pool")
  // ("2 dice in bag n used pile is empty": not past "and", its table-talk
  // forms, or another zone.)
  auto apart = [&](size_t j) {
    return t[j].ends() || t[j].word("and") || t[j].word("n") || t[j].word("&") ||
           is_term(t[j], "bag") || is_term(t[j], "used") || is_term(t[j], "reserve");
  };
  // ("bag had one die, Used Pile was empty": said right after it first.)
  for (size_t j = k + 1; j < t.size() && j < k + 4 && !t[j - 1].ends() && t[j - 1].brk != ',';
       ++j) {
    if (none(j)) return 0;
    if (apart(j)) break;
  }
  for (size_t j = k; j-- > 0 && j + 9 > k && !apart(j);) {
    if (count_of(t[j]) >= 0) return count_of(t[j]);
    if (none(j)) return 0;
  }
  for (size_t j = k + 1; j < t.size() && j < k + 5 && !t[j - 1].ends(); ++j) {
    if (count_of(t[j]) >= 0) return count_of(t[j]);
    if (none(j)) return 0;
  }
  return -1;
}

bool energy_word(const std::string& w) {
  static const std::set<std::string> kTypes = {"mask", "bolt", "fist", "shield", "wild", "generic"};
  return kTypes.count(w) > 0;
}

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : " ") + s;
  return out;
}

}  // namespace arbiter::query::ask
