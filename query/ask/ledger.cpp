#include "query/ask/ledger.h"

#include <cctype>
#include <set>
#include <vector>

#include "common/text.h"

namespace arbiter::query::ask {

namespace {

bool digit(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// A title's full stop is at k ("Ms. Marvel", "Dr. Strange"): it ends
// nothing.
bool title_before(const std::string& text, size_t k) {
  for (const char* t : {"Ms", "Mr", "Mrs", "Dr", "St", "vs", "Prof"}) {
    const size_t len = std::string(t).size();
    if (k >= len && text.compare(k - len, len, t) == 0 &&
        (k == len || text[k - len - 1] == ' ' || text[k - len - 1] == '('))
      return true;
  }
  return false;
}

// The sentences of `text`, each with the mark and spaces that end it.
std::vector<std::string> sentences_of(const std::string& text) {
  std::vector<std::string> out;
  size_t from = 0;
  for (size_t k = 0; k < text.size(); ++k) {
    const char c = text[k];
    if ((c == '.' || c == '!' || c == '?') && (k + 1 == text.size() || text[k + 1] == ' ') &&
        !(c == '.' && title_before(text, k)) &&
        !(c == '.' && k > 0 && digit(text[k - 1]) && k + 1 < text.size() && digit(text[k + 1]))) {
      size_t end = k + 1;
      while (end < text.size() && text[end] == ' ') ++end;
      out.push_back(text.substr(from, end - from));
      from = end;
      k = end - 1;
    }
  }
  if (from < text.size()) out.push_back(text.substr(from));
  return out;
}

// The one described opens as a name or a determiner does: "my Hulk",
// "their Loki", "the Hydra Mercenary", "Klaw", "player 2's Captain
// Marvel"; not "my split", what the numbers are rather than whose.
bool opens_a_name(const std::string& s) {
  const size_t a = s.find_first_not_of(' ');
  if (a == std::string::npos) return false;
  static const std::set<std::string> kDeterminers = {
      "my", "their", "his", "her", "the", "a", "an", "our", "player", "opp", "opp's", "your"};
  static const std::set<std::string> kNotNames = {"split", "pick",  "choice", "plan",
                                                  "call",  "total", "target", "question"};
  const size_t sp = s.find(' ', a);
  const std::string first = to_lower_ascii(s.substr(a, sp == std::string::npos ? sp : sp - a));
  if (kDeterminers.count(first)) {
    if (sp == std::string::npos) return false;
    const size_t b = s.find_first_not_of(' ', sp);
    const size_t sp2 = s.find_first_of(" ,.!?", b);
    std::string second = to_lower_ascii(s.substr(b, sp2 == std::string::npos ? sp2 : sp2 - b));
    return !kNotNames.count(second);
  }
  return std::isupper(static_cast<unsigned char>(s[a])) != 0;
}

// "3 ATK: Thor." -> "Thor (3 ATK)."; "2 DEF, 10 HP and 1 damage already
// on Spider-Man, who defends." -> "Spider-Man (2 DEF, 10 HP and 1 damage
// already), who defends."
std::string as_description(const std::string& sentence) {
  const size_t a = sentence.find_first_not_of(' ');
  if (a == std::string::npos || !digit(sentence[a])) return sentence;
  // (Not a list's numbering, "1) ...", "1/3 ...", "2.8.3 moves ...": a
  // value opens as a number, a number and its unit ("6A/6D", "3hp"), or a
  // number then a space.)
  size_t e = a;
  while (e < sentence.size() && sentence[e] != ' ' && sentence[e] != ':' && sentence[e] != ',') ++e;
  const std::string first = to_lower_ascii(sentence.substr(a, e - a));
  const bool numbering =
      first.find(')') != std::string::npos || first.find('.') != std::string::npos ||
      (first.find('/') != std::string::npos && first.find_first_of("ad") == std::string::npos);
  if (numbering) return sentence;
  size_t split = sentence.find(": ");
  size_t name_at = split == std::string::npos ? split : split + 2;
  if (split == std::string::npos) {
    // ("3 ATK on Rhino", "2 DEF, 10 HP and 1 damage already on
    // Spider-Man": only a name said as one, "on Spider-Man", "on my Iron
    // Man"; not "on a 2hp hydra soldier", "on her takes 2".)
    const size_t on = sentence.find(" on ");
    if (on == std::string::npos) return sentence;
    size_t at = on + 4;
    for (const std::string d : {"my ", "the ", "their "})
      if (to_lower_ascii(sentence.substr(at, d.size())) == d) at += d.size();
    if (at >= sentence.size() || !std::isupper(static_cast<unsigned char>(sentence[at])))
      return sentence;
    split = on;
    name_at = on + 4;
  }
  const std::string values = sentence.substr(a, split - a);
  // (Values a fact is made of, a stat or a count; not "2p vs Killmonger,
  // I'm Black Panther ... buddy's on Iron Man".)
  const std::string said = to_lower_ascii(values);
  static const char* const kUnits[] = {"atk",   "def",  "hp",    "hit point", "damage", "dmg",
                                       "life",  "thw",  "sch",   "threat",    "boost",  "icon",
                                       "level", "cost", "a/",    "retaliate", "tough",  "pip",
                                       "die",   "dice", "energy"};
  // ("0: my Prep Area": a count alone.)
  bool unit = said.find_first_not_of("0123456789") == std::string::npos;
  for (const char* u : kUnits) unit |= said.find(u) != std::string::npos;
  if (!unit || said.find("i'm") != std::string::npos || said.find(" vs") != std::string::npos)
    return sentence;
  // (Not "2 damage to Storm, 4 to Cyclops: my split": values sent to
  // someone.)
  if (values.find(" to ") != std::string::npos || !opens_a_name(sentence.substr(name_at)))
    return sentence;
  // The name runs to the first comma or the sentence's end.
  size_t name_end = sentence.find_first_of(",.!?", name_at);
  // ("on Ms. Marvel, who defends": past a title's full stop.)
  while (name_end != std::string::npos && sentence[name_end] == '.' &&
         title_before(sentence, name_end))
    name_end = sentence.find_first_of(",.!?", name_end + 1);
  if (name_end == std::string::npos) name_end = sentence.size();
  while (name_end > name_at && sentence[name_end - 1] == ' ') --name_end;
  return sentence.substr(0, a) + sentence.substr(name_at, name_end - name_at) + " (" + values +
         ")" + sentence.substr(name_end);
}

}  // namespace

std::string ledger_as_descriptions(const std::string& text) {
  std::string out;
  for (const std::string& s : sentences_of(text)) out += as_description(s);
  return out;
}

}  // namespace arbiter::query::ask
