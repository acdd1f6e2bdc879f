#include "query/ask/corrections_inline.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "query/ask/tokens.h"

namespace arbiter::query::ask {

namespace {

struct Word {
  size_t begin = 0, end = 0;  // bytes of the text
  std::string low;            // lower case, punctuation around it dropped
};

// A clause of a sentence: the text between commas or semicolons.
struct Segment {
  size_t begin = 0, end = 0;  // bytes, the separator before it excluded
  std::vector<Word> words;
};

struct Value {
  std::string kind;           // "dice", "damage", "hp", "atk", ..., or "" for a bare number
  size_t begin = 0, end = 0;  // bytes of the part replaced: the number or the stats
};

std::vector<Word> words_of(const std::string& text, size_t begin, size_t end) {
  std::vector<Word> out;
  size_t k = begin;
  while (k < end) {
    while (k < end && std::isspace(static_cast<unsigned char>(text[k]))) ++k;
    size_t e = k;
    while (e < end && !std::isspace(static_cast<unsigned char>(text[e]))) ++e;
    size_t b = k, f = e;
    while (b < f && std::string("([\"'").find(text[b]) != std::string::npos) ++b;
    while (f > b && std::string(")]\"'.!?:").find(text[f - 1]) != std::string::npos) --f;
    if (b < f) out.push_back({b, f, to_lower_ascii(std::string_view(text).substr(b, f - b))});
    k = e;
  }
  return out;
}

bool dice_stats(const std::string& w) {
  // "5a/4d", "3/3"
  size_t k = 0;
  const auto digits = [&] {
    const size_t from = k;
    while (k < w.size() && std::isdigit(static_cast<unsigned char>(w[k]))) ++k;
    return k > from;
  };
  if (!digits()) return false;
  if (k < w.size() && w[k] == 'a') ++k;
  if (k >= w.size() || w[k] != '/') return false;
  ++k;
  if (!digits()) return false;
  if (k < w.size() && w[k] == 'd') ++k;
  return k == w.size();
}

bool number(const std::string& w) {
  return !w.empty() &&
         (std::all_of(w.begin(), w.end(),
                      [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) ||
          number_word(w) >= 0 || w == "one");
}

// The unit a word after a number names ("damage", "hit points"), or "".
std::string unit_after(const std::string& w) {
  if (w == "damage" || w == "dmg") return "damage";
  if (w == "hp" || w == "hit") return "hp";
  if (w == "icon" || w == "icons") return "icon";
  if (w == "life") return "life";
  if (w == "threat") return "threat";
  return "";
}

// The stat a word before a number names ("ATK 3", "cost 4", "level 2").
std::string unit_before(const std::string& w) {
  if (w == "atk" || w == "attack") return "atk";
  if (w == "thw") return "thw";
  if (w == "def" || w == "defense") return "def";
  if (w == "sch") return "sch";
  if (w == "cost") return "cost";
  if (w == "level" || w == "lvl") return "level";
  if (w == "hp") return "hp";
  return "";
}

std::vector<Value> values_in(const Segment& s) {
  std::vector<Value> out;
  const std::vector<Word>& w = s.words;
  for (size_t k = 0; k < w.size(); ++k) {
    if (dice_stats(w[k].low)) {
      out.push_back({"dice", w[k].begin, w[k].end});
    } else if (number(w[k].low)) {
      std::string kind = k + 1 < w.size() ? unit_after(w[k + 1].low) : "";
      if (kind.empty() && k > 0) kind = unit_before(w[k - 1].low);
      out.push_back({kind, w[k].begin, w[k].end});
    }
  }
  return out;
}

bool marker(const Segment& s) {
  static const std::set<std::string> kMarkers = {
      "no wait", "no",           "wait",        "wait no",  "sorry",   "no sorry", "oops",
      "whoops",  "scratch that", "correction",  "hang on",  "hold on", "my bad",   "my mistake",
      "i mean",  "actually",     "no actually", "sorry no", "er",      "erm",      "uh"};
  std::string said;
  for (const Word& w : s.words) said += (said.empty() ? "" : " ") + w.low;
  return kMarkers.count(said) > 0;
}

// "I misread the card", "I had the wrong face", "I misspoke": said while
// taking a value back, with no value of its own.
bool slip(const Segment& s) {
  static const std::set<std::string> kSlip = {
      "misread", "misspoke", "mistyped", "wrong",         "mistake",    "meant", "typo",
      "again",   "checked",  "reread",   "misremembered", "miscounted", "forgot"};
  return s.words.size() <= 6 && std::any_of(s.words.begin(), s.words.end(),
                                            [](const Word& w) { return kSlip.count(w.low) > 0; });
}

struct Change {
  size_t begin = 0, end = 0;
  std::string text;
};

// A clause that tells a value and nothing else: "5A/4D", "he's 2A/3D", "it
// was 1 icon", "he was on the 5A/4D face", "fielding cost 3"; not "Thor
// 4A/4D blocks", which tells something new.
bool only_a_value(const Segment& s) {
  static const std::set<std::string> kAround = {
      "it",      "it's",     "its",    "he",   "he's",  "she",    "she's",    "they",
      "they're", "was",      "is",     "were", "are",   "the",    "on",       "his",
      "her",     "their",    "a",      "an",   "face",  "side",   "just",     "only",
      "at",      "actually", "says",   "said", "shows", "showed", "carrying", "has",
      "had",     "fielding", "really", "that", "one",   "points"};
  for (const Word& w : s.words)
    if (!dice_stats(w.low) && !number(w.low) && unit_after(w.low).empty() &&
        unit_before(w.low).empty() && !kAround.count(w.low))
      return false;
  return true;
}

void correct_sentence(const std::string& text, size_t begin, size_t end,
                      std::vector<Change>& changes) {
  // (A question checks a value; it takes none back.)
  if (end < text.size() && text[end] == '?') return;
  std::vector<Segment> segs;
  size_t from = begin;
  for (size_t k = begin; k <= end; ++k) {
    const bool at_end = k == end;
    const bool ellipsis = !at_end && text.compare(k, 3, "...") == 0;
    if (at_end || text[k] == ',' || text[k] == ';' || ellipsis) {
      Segment s{from, k, words_of(text, from, k)};
      if (!s.words.empty()) segs.push_back(s);
      from = k + (ellipsis ? 3 : 1);
      if (ellipsis) k += 2;
    }
  }
  // Where this sentence's corrections put new values, and what they cut.
  std::vector<size_t> replaced;
  std::vector<std::pair<size_t, size_t>> cuts;
  const auto cut_away = [&](size_t at) {
    return std::any_of(cuts.begin(), cuts.end(),
                       [&](const auto& c) { return c.first <= at && at < c.second; });
  };
  for (size_t m = 1; m < segs.size(); ++m) {
    if (!marker(segs[m])) continue;
    // The values told before it in the sentence and still said, earliest
    // first.
    std::vector<Value> before;
    for (size_t j = 0; j < m; ++j)
      for (const Value& v : values_in(segs[j]))
        if (!cut_away(v.begin)) before.push_back(v);
    if (before.empty()) continue;
    size_t n = m + 1;
    size_t skipped = 0;
    while (n < segs.size() && skipped < 2 && (marker(segs[n]) || slip(segs[n])) &&
           values_in(segs[n]).empty())
      ++n, ++skipped;
    std::vector<Change> made;
    std::vector<size_t> used;
    size_t last = 0;
    for (; n < segs.size(); ++n) {
      const std::vector<Value> told = values_in(segs[n]);
      if (told.empty() || !only_a_value(segs[n])) break;
      const Value& v = told.front();
      std::optional<size_t> old;
      for (size_t j = before.size(); j-- > 0;) {
        if (std::find(used.begin(), used.end(), j) != used.end()) continue;
        // (Each value mended after the one before it: "level 2, cost 2, no
        // wait, level 3, cost 3".)
        if (!used.empty() && j < used.back()) break;
        // (A bare number mends a bare number right before the taking back:
        // "at 11, no, 10".)
        if (v.kind.empty() ? j + 1 == before.size() && before[j].kind.empty()
                           : before[j].kind == v.kind) {
          old = j;
          break;
        }
      }
      if (!old) break;
      used.push_back(*old);
      made.push_back({before[*old].begin, before[*old].end, text.substr(v.begin, v.end - v.begin)});
      last = n;
    }
    if (made.empty()) continue;
    // ("it's 1 damage, not 2": the old value named after, dropped too.)
    if (last + 1 < segs.size() && segs[last + 1].words.size() <= 3 &&
        segs[last + 1].words.front().low == "not" && !values_in(segs[last + 1]).empty())
      ++last;
    for (const Change& c : made) {
      // (Mended twice, "4A/4D, no wait, 5A/4D, sorry, 5A/5D": the last word.)
      const auto again = std::find_if(changes.begin(), changes.end(), [&](const Change& x) {
        return x.begin == c.begin && x.end == c.end;
      });
      if (std::find(replaced.begin(), replaced.end(), c.begin) != replaced.end() &&
          again != changes.end())
        again->text = c.text;
      else
        changes.push_back(c);
      replaced.push_back(c.begin);
    }
    // From the separator before the taking back to the end of the last
    // clause it tells.
    size_t cut = segs[m].begin;
    while (cut > begin && (text[cut - 1] == ' ' || text[cut - 1] == ',' || text[cut - 1] == ';' ||
                           text[cut - 1] == '.'))
      --cut;
    for (const auto& c : cuts) cut = std::max(cut, c.second);
    changes.push_back({cut, segs[last].end, ""});
    cuts.emplace_back(cut, segs[last].end);
    m = last;
  }
}

// Where each sentence ends: ".", "?", "!" before a space or the end; not
// "Ms. Marvel", "Dr. Strange", "vs. Hulk", nor "..." (a pause, read as a
// clause's end).
std::vector<std::pair<size_t, size_t>> sentences(const std::string& text) {
  static const std::set<std::string> kShort = {"ms", "mr", "mrs", "dr", "st", "vs", "lvl"};
  std::vector<std::pair<size_t, size_t>> out;
  size_t from = 0;
  for (size_t k = 0; k < text.size(); ++k) {
    const char c = text[k];
    if (c == '.' && text.compare(k, 3, "...") == 0) {
      k += 2;
      continue;
    }
    if (c != '.' && c != '?' && c != '!') continue;
    if (k + 1 < text.size() && !std::isspace(static_cast<unsigned char>(text[k + 1]))) continue;
    if (c == '.') {
      size_t b = k;
      while (b > from && std::isalpha(static_cast<unsigned char>(text[b - 1]))) --b;
      if (kShort.count(to_lower_ascii(std::string_view(text).substr(b, k - b)))) continue;
    }
    out.push_back({from, k});
    from = k + 1;
  }
  if (from < text.size()) out.push_back({from, text.size()});
  return out;
}

}  // namespace

std::string with_inline_corrections(const std::string& text) {
  std::vector<Change> changes;
  for (const auto& [b, e] : sentences(text)) correct_sentence(text, b, e, changes);
  if (changes.empty()) return text;
  std::sort(changes.begin(), changes.end(),
            [](const Change& a, const Change& b) { return a.begin > b.begin; });
  std::string out = text;
  for (const Change& c : changes) out.replace(c.begin, c.end - c.begin, c.text);
  return out;
}

}  // namespace arbiter::query::ask
