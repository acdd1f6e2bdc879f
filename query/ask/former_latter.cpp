// "the former", "the latter": the first and the second of the two parties
// named last (former_latter.h).
#include "query/ask/former_latter.h"

#include <optional>
#include <set>
#include <string>
#include <utility>

#include "common/text.h"

namespace arbiter::query::ask {

namespace {

enum class Party : uint8_t { kNone, kNamed, kUnnamed };

// What a token names that a sentence can point back to: a card, a
// character or die by its name, a scheme (kNamed); a die by its stats or a
// role's bare word, "the attacker", "two dice" (kUnnamed: no token of
// its own to put in); else nothing, the asker and the players included.
Party party(const Token& t) {
  if (t.kind == Tok::kCard) return Party::kNamed;
  if (t.kind == Tok::kDiceStat) return Party::kUnnamed;
  if (t.kind != Tok::kTerm || !t.term) return Party::kNone;
  if (t.term->kind == "term")
    return t.term->name == "main-scheme" || t.term->name == "side-scheme" ? Party::kNamed
                                                                          : Party::kNone;
  if (t.term->kind != "role" || t.term->name == "player") return Party::kNone;
  if (one_of(t.text, {"i", "me", "i'm", "im", "myself", "you", "we", "us"})) return Party::kNone;
  const size_t space = t.text.rfind(' ');
  const std::string last = space == std::string::npos ? t.text : t.text.substr(space + 1);
  static const std::set<std::string> kBare = {
      "die",       "dice",       "blocker", "blockers", "attacker", "attackers", "by",
      "villain",   "minion",     "minions", "ally",     "allies",   "hero",      "heroes",
      "character", "characters", "enemy",   "enemies",  "one"};
  return kBare.count(last) ? Party::kUnnamed : Party::kNamed;
}

// ("Toad is 4A/3D", "Pyro (2A/3D)"): stats at `k` told of a name before
// them in their sentence are that party's, not a party of their own.
bool stats_of_named(const std::vector<Token>& t, size_t k) {
  if (t[k].kind != Tok::kDiceStat) return false;
  for (size_t j = k; j-- > 0 && !t[j].ends_sentence();)
    if (party(t[j]) == Party::kNamed) return true;
  return false;
}

// ("Batman (4A/4D) and Robin", "with Falcon (1A/2D) and Cap (2A/4D)", "a
// side scheme with 2 threat and the main scheme"): tokens [from, to) join
// two parties in one list.
bool joined(const std::vector<Token>& t, size_t from, size_t to) {
  bool and_said = false;
  for (size_t k = from; k < to; ++k) {
    if (t[k].ends_sentence()) return false;
    and_said |= t[k].word("and") || t[k].word("&") || t[k].word("plus");
  }
  return and_said;
}

// The two parties "the former"/"the latter" at `at` point back to, first
// named first: the last two joined in one list before it, else the last
// two named in the two sentences before its own.
std::optional<std::pair<size_t, size_t>> pair_before(const std::vector<Token>& t, size_t at,
                                                     const std::set<size_t>& put_in) {
  std::vector<size_t> named;  // latest first
  int sentences = 0;
  size_t own_sentence_start = at;
  for (size_t k = at; k-- > 0;) {
    if (t[k].ends_sentence()) {
      if (sentences == 0) own_sentence_start = k + 1;
      if (++sentences > 2) break;
    }
    if (party(t[k]) != Party::kNone && !put_in.count(k) && !stats_of_named(t, k))
      named.push_back(k);
  }
  if (sentences == 0) own_sentence_start = 0;
  for (size_t n = 0; n + 1 < named.size(); ++n) {
    const size_t second = named[n], first = named[n + 1];
    if (t[first].text != t[second].text && joined(t, first + 1, second))
      return std::make_pair(first, second);
  }
  std::optional<size_t> last, before_last;
  for (size_t k : named) {
    if (k >= own_sentence_start) continue;
    if (!last)
      last = k;
    else if (t[k].text != t[*last].text) {
      before_last = k;
      break;
    }
  }
  if (!before_last) return std::nullopt;
  return std::make_pair(*before_last, *last);
}

}  // namespace

std::vector<Token> with_former_latter(std::vector<Token> tokens) {
  std::set<size_t> put_in;
  for (size_t i = 1; i < tokens.size(); ++i) {
    // (Its text, not its kind: Dice Masters has already taken an unknown
    // word for a die's name.)
    const bool former = tokens[i].text == "former", latter = tokens[i].text == "latter";
    if (!(former || latter) || !tokens[i - 1].word("the") || tokens[i - 1].brk != 0) continue;
    const auto pair = pair_before(tokens, i - 1, put_in);
    if (!pair) continue;
    const size_t from = former ? pair->first : pair->second;
    // (A die told by its stats alone has no name to put in: left as typed.)
    if (party(tokens[pair->first]) != Party::kNamed || party(tokens[pair->second]) != Party::kNamed)
      continue;
    Token named = tokens[from];
    named.at = tokens[i].at;
    named.len = tokens[i].len;
    named.also_at.clear();
    named.brk = tokens[i].brk;
    named.comma = tokens[i].comma;
    tokens[i] = named;
    put_in.insert(i);
  }
  return tokens;
}

}  // namespace arbiter::query::ask
