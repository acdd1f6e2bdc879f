// A thread's numbering found as a run: one "1/N" that opens the text or a
// sentence, then "2/N", "3/N" ... with the same N, each standing alone
// between spaces (or in brackets), so that a die's "1/3" or a score
// "2/3" said once is left alone. Posts run on with no stop between them
// count only as a whole run, 1/N to N/N, opening the text.
#include "query/ask/thread_posts.h"

#include "common/text.h"

#include <cctype>
#include <string_view>
#include <vector>

namespace arbiter::query::ask {

namespace {

struct Marker {
  size_t first = 0, end = 0;  // the characters it covers, brackets included
  int post = 0, of = 0;
};

// A number of one or two digits at `at`, and where it ends.
bool number_at(std::string_view s, size_t at, int& value, size_t& end) {
  end = at;
  while (end < s.size() && end < at + 2 && is_ascii_digit(s[end])) ++end;
  if (end == at || (end < s.size() && is_ascii_digit(s[end]))) return false;
  value = std::stoi(std::string(s.substr(at, end - at)));
  return true;
}

// "1/3", "(1/3)", "[1/3]" at `at`, standing alone.
bool marker_at(std::string_view s, size_t at, Marker& m) {
  if (at > 0 && !is_ascii_space(s[at - 1])) return false;
  size_t k = at;
  const char open = s[k] == '(' || s[k] == '[' ? s[k] : 0;
  if (open) ++k;
  size_t end = 0;
  if (!number_at(s, k, m.post, end) || end >= s.size() || s[end] != '/') return false;
  if (!number_at(s, end + 1, m.of, end)) return false;
  if (open) {
    if (end >= s.size() || s[end] != (open == '(' ? ')' : ']')) return false;
    ++end;
  }
  if (end < s.size() && !is_ascii_space(s[end]) && s[end] != ':') return false;
  if (end < s.size() && s[end] == ':') ++end;
  m.first = at;
  m.end = end;
  return m.post >= 1 && m.of >= 2 && m.post <= m.of;
}

// The text before `at` ends a sentence, or there is none.
bool opens_sentence(std::string_view s, size_t at) {
  size_t k = at;
  while (k > 0 && is_ascii_space(s[k - 1])) --k;
  return k == 0 || s[k - 1] == '.' || s[k - 1] == '?' || s[k - 1] == '!' || s[k - 1] == ':';
}

// The word after `at`, past spaces, in lower case.
std::string word_after(std::string_view s, size_t at) {
  while (at < s.size() && is_ascii_space(s[at])) ++at;
  size_t end = at;
  while (end < s.size() && std::isalpha(static_cast<unsigned char>(s[end]))) ++end;
  return to_lower_ascii(s.substr(at, end - at));
}

// The word before `at`, past spaces, in lower case, and where it starts.
std::string word_before(std::string_view s, size_t at, size_t& first) {
  size_t end = at;
  while (end > 0 && is_ascii_space(s[end - 1])) --end;
  first = end;
  while (first > 0 && std::isalpha(static_cast<unsigned char>(s[first - 1]))) --first;
  return to_lower_ascii(s.substr(first, end - first));
}

// The word after `at` names a die ("1/3 sidekick"): the number before is
// its stats.
bool die_named_after(std::string_view s, size_t at) {
  return one_of(word_after(s, at), {"sidekick", "sidekicks", "sk", "die", "dice", "blocker",
                                    "blockers", "attacker", "attackers", "character"});
}

// The word before `at` is one a die's stats follow ("my 2/3", "by a 2/3",
// "and 3/3").
bool stats_word_before(std::string_view s, size_t at) {
  size_t first = 0;
  return one_of(
      word_before(s, at, first),
      {"a",  "an",   "the", "my", "your",   "his",     "her", "their", "its",  "our", "and", "or",
       "by", "with", "of",  "vs", "versus", "another", "one", "other", "each", "two", "both"});
}

// The run of posts 1/N, 2/N ... among `all`, each kept by `post_at`.
template <typename PostAt>
std::vector<Marker> run_of_posts(const std::vector<Marker>& all, PostAt post_at) {
  std::vector<Marker> run;
  for (const Marker& m : all) {
    if (!post_at(m)) continue;
    if (run.empty()) {
      if (m.post == 1) run.push_back(m);
    } else if (m.post == run.back().post + 1 && m.of == run.back().of) {
      run.push_back(m);
    }
  }
  return run;
}

std::vector<Marker> thread_markers(std::string_view s) {
  std::vector<Marker> all;
  for (size_t k = 0; k < s.size(); ++k) {
    Marker m;
    if (!marker_at(s, k, m)) continue;
    // ("Post 1/2:", "part 2/3": the label goes with its number.)
    size_t first = 0;
    if (one_of(word_before(s, m.first, first),
               {"post", "part", "pt", "msg", "message", "tweet", "reply"}))
      m.first = first;
    all.push_back(m);
  }
  // Each post opens a sentence, and is not a die's stats: "1/3 sidekick
  // attacks me. 2/3 sidekick of mine blocks it."
  std::vector<Marker> run = run_of_posts(all, [&](const Marker& m) {
    return opens_sentence(s, m.first) && !die_named_after(s, m.end);
  });
  if (run.size() >= 2) return run;
  // Posts run on with no stop between them are a thread only when the
  // text opens with 1/N and every post up to N/N follows, none of them
  // a die's stats by the words around it ("1/2 Hulk attacks 2/2 they
  // block", not "1/3 Hulk is blocked by my 2/3 and a 3/3").
  const size_t opening = s.find_first_not_of(" \t");
  run = run_of_posts(all, [&](const Marker& m) {
    return (m.post == 1 ? m.first == opening : !stats_word_before(s, m.first)) &&
           !die_named_after(s, m.end);
  });
  return run.size() >= 2 && run.back().post == run.back().of ? run : std::vector<Marker>{};
}

// Ends the sentence written so far, unless it has ended.
void end_sentence(std::string& out) {
  while (!out.empty() && is_ascii_space(out.back())) out.pop_back();
  if (!out.empty() && out.back() != '.' && out.back() != '?' && out.back() != '!') out += '.';
  if (!out.empty()) out += ' ';
}

}  // namespace

std::string thread_as_sentences(const std::string& text) {
  const std::string_view s = text;
  const std::vector<Marker> markers = thread_markers(s);
  static constexpr std::string_view kGoesOn[] = {"(cont.)", "(cont)", "(cont'd)", "(contd)"};
  std::string out;
  size_t next = 0;
  bool changed = false;
  for (size_t k = 0; k < s.size();) {
    if (next < markers.size() && markers[next].first == k) {
      end_sentence(out);
      k = markers[next++].end;
      while (k < s.size() && is_ascii_space(s[k])) ++k;
      changed = true;
      continue;
    }
    bool goes_on = false;
    for (std::string_view mark : kGoesOn)
      if (s.substr(k, mark.size()) == mark && (k == 0 || is_ascii_space(s[k - 1]))) {
        end_sentence(out);
        k += mark.size();
        while (k < s.size() && is_ascii_space(s[k])) ++k;
        goes_on = changed = true;
        break;
      }
    if (goes_on) continue;
    out += s[k++];
  }
  return changed ? out : text;
}

}  // namespace arbiter::query::ask
