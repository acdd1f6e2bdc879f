// Self-answered questions found by their shape: a question of a few words
// ending in "?" and an answer after it that asks nothing.
#include "query/ask/self_interview.h"

#include <string_view>
#include <vector>

#include "common/text.h"

namespace arbiter::query::ask {

namespace {

struct Sentence {
  std::string text;  // trimmed, with its closing mark
  char mark = 0;     // '?', '.', '!' or 0 at the end of the text
};

std::vector<Sentence> sentences(const std::string& s) {
  std::vector<Sentence> out;
  size_t from = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c != '?' && c != '.' && c != '!') continue;
    // ("3.5", "Ms. Marvel": a mark inside a word or a title ends nothing.)
    if (i + 1 < s.size() && s[i + 1] != ' ') continue;
    if (c == '.' && i >= 2 &&
        (s.compare(i - 2, 2, "Ms") == 0 || s.compare(i - 2, 2, "Mr") == 0 ||
         s.compare(i - 2, 2, "Dr") == 0 || s.compare(i - 2, 2, "vs") == 0))
      continue;
    while (i + 1 < s.size() && (s[i + 1] == '?' || s[i + 1] == '!')) ++i;  // "??", "?!"
    out.push_back({trim(s.substr(from, i + 1 - from)), c});
    from = i + 1;
  }
  if (from < s.size() && !trim(s.substr(from)).empty()) out.push_back({trim(s.substr(from)), 0});
  return out;
}

size_t words_in(std::string_view s) {
  size_t n = 1;
  for (char c : s) n += c == ' ';
  return n;
}

bool has(const std::string& s, std::string_view w) {
  return s.find(w) != std::string::npos;
}

std::string without_mark(const std::string& s) {
  size_t end = s.size();
  while (end > 0 && (s[end - 1] == '?' || s[end - 1] == '.' || s[end - 1] == '!')) --end;
  return trim(s.substr(0, end));
}

// The part a question names, as a notes label ("Who's attacking?" ->
// "Attacker"); otherwise its own words ("Opponent's life?").
std::string label_of(const std::string& question) {
  const std::string q = to_lower_ascii(without_mark(question));
  const bool second = q.starts_with("second");
  if (has(q, "target") || has(q, "attacked") || has(q, "attacking whom") || has(q, "attacking who"))
    return "Target";
  if (has(q, "attack"))
    return second ? "Second attacker" : has(q, "attackers") ? "Attackers" : "Attacker";
  if (has(q, "defend") || has(q, "defense?")) return "Defender";
  if (has(q, "block")) return has(q, "blockers") || has(q, "blocks") ? "Blockers" : "Blocker";
  if (has(q, "boost")) return "Boost";
  // ("Any status on him?", "Anything else?": what the answer names.)
  for (std::string_view w : {"who's ", "who is ", "what's ", "what is ", "any "})
    if (q.starts_with(w)) return q.substr(w.size());
  return q;
}

bool yes(const std::string& a) {
  const std::string l = to_lower_ascii(without_mark(a));
  return l == "yes" || l == "yep" || l == "yeah";
}

bool no(const std::string& a) {
  const std::string l = to_lower_ascii(without_mark(a));
  return l == "no" || l == "nope" || l == "nah";
}

}  // namespace

std::string self_interview_as_notes(const std::string& text) {
  const std::vector<Sentence> ss = sentences(text);
  std::vector<std::string> fields;
  size_t answered = 0;
  for (size_t k = 0; k < ss.size(); ++k) {
    const Sentence& s = ss[k];
    const bool short_question = s.mark == '?' && words_in(s.text) <= 5;
    const bool answer_follows = k + 1 < ss.size() && ss[k + 1].mark != '?' && ss[k + 1].mark != 0;
    if (!short_question || !answer_follows) {
      fields.push_back(s.text);
      continue;
    }
    const std::string& a = ss[k + 1].text;
    const std::string label = label_of(s.text);
    if (yes(a))
      fields.push_back(label);
    else if (no(a))
      fields.push_back(label + ": none");
    else
      fields.push_back(label + ": " + without_mark(a));
    ++answered;
    ++k;
  }
  if (answered < 2) return text;
  std::string out;
  for (const std::string& f : fields) out += (out.empty() ? "" : " • ") + f;
  return out;
}

}  // namespace arbiter::query::ask
