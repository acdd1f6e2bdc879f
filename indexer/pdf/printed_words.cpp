#include "indexer/pdf/printed_words.h"

#include "common/text.h"

namespace arbiter::pdf {
namespace {

std::string letters_of(const std::string& s) {
  std::string out;
  for (char c : s)
    if (is_ascii_upper(c) || is_ascii_lower(c)) out += c;
  return out;
}

}  // namespace

// The lower-case words of the book's own text: a keyword the built-in
// editions never had ("stalwart") is still a word of its book.
PrintedWords::PrintedWords(const Layout& layout, const WordCount& word_count)
    : word_count_(word_count) {
  for (const TextLine& l : layout.lines) {
    if (l.bold) continue;
    std::string w, prev;
    for (char c : l.text + " ") {
      if (is_ascii_lower(c) || is_ascii_upper(c)) {
        w += c;
        continue;
      }
      if (w.size() >= 2 && !is_ascii_upper(w[1])) {
        const std::string word = to_lower_ascii(w);
        ++body_words_[word];
        if (!prev.empty()) ++body_phrases_[prev + " " + word];
        prev = word;
      } else if (!w.empty() || c != ' ') {
        prev.clear();
      }
      w.clear();
    }
  }
}

// "ABILIT Y, C ARD ABILIT Y" -> "ABILITY, CARD ABILITY": a run of pieces
// of capitals is closed up when together they make a word and apart they
// are not all words; the longest such run wins ("REST RICT ED").
std::string PrintedWords::close_up(const std::string& heading) const {
  std::vector<std::string> tokens;
  for (const std::string& t : split(heading, ' '))
    if (!t.empty()) tokens.push_back(t);
  std::string text;
  for (size_t i = 0; i < tokens.size();) {
    size_t end = i + 1;
    for (size_t j = tokens.size(); j > i + 1; --j)
      if (closes_up(tokens, i, j)) {
        end = j;
        break;
      }
    if (!text.empty()) text += ' ';
    for (size_t k = i; k < end; ++k) text += tokens[k];
    i = end;
  }
  return text;
}

// Whether tokens [i, j) are one word printed apart. Only the last
// hyphenated part of the first token counts ("SELF-REFERENT IAL").
bool PrintedWords::closes_up(const std::vector<std::string>& tokens, size_t i, size_t j) const {
  std::string first = tokens[i];
  if (const size_t dash = first.rfind('-'); dash != std::string::npos) first.erase(0, dash + 1);
  std::string word = letters_of(first);
  bool all_words = is_known(to_lower_ascii(word));
  if (word.empty() || word.size() != first.size()) return false;
  for (size_t k = i + 1; k < j; ++k) {
    const std::string& t = tokens[k];
    const std::string letters = letters_of(t);
    // Only the last piece may carry punctuation after it ("Y,").
    const bool clean =
        letters.size() == t.size() ||
        (k + 1 == j && t.size() == letters.size() + 1 && letters == t.substr(0, letters.size()));
    if (letters.empty() || !clean || !is_ascii_upper(t[0])) return false;
    all_words = all_words && is_known(to_lower_ascii(letters));
    word += letters;
  }
  if (!is_known(to_lower_ascii(word))) return false;
  // Two real words apart ("NOT ABLE") close up only when the joined word
  // is common (one use may be a typo: "crisisicon") and the book's text
  // does not say them apart more often.
  if (!all_words) return true;
  if (word_count_(to_lower_ascii(word)) < 2) return false;
  const auto count = [](const std::map<std::string, int>& m, const std::string& k) {
    auto it = m.find(k);
    return it == m.end() ? 0 : it->second;
  };
  std::string phrase;
  for (size_t k = i; k < j; ++k)
    phrase += (phrase.empty() ? "" : " ") + to_lower_ascii(letters_of(tokens[k]));
  return word_count_(to_lower_ascii(word)) + count(body_words_, to_lower_ascii(word)) >=
         count(body_phrases_, phrase);
}

bool PrintedWords::is_known(const std::string& word) const {
  return word_count_(word) > 0 || body_words_.count(word) > 0;
}

// Joins a block's lines; a hyphen at a line's end is dropped when the two
// halves make a word ("defend-" "ing") and kept otherwise ("alter-" "ego").
std::string PrintedWords::join_lines(const std::string& a, const std::string& b) const {
  // A soft hyphen is only ever printed where a word breaks; a Unicode
  // hyphen is read like '-'.
  if (a.ends_with("\u00ad")) return a.substr(0, a.size() - 2) + b;
  if (a.ends_with("\u2010")) return join_lines(a.substr(0, a.size() - 3) + "-", b);
  if (a.size() > 1 && a.back() == '-' &&
      (is_ascii_lower(a[a.size() - 2]) || is_ascii_upper(a[a.size() - 2])) && !b.empty() &&
      is_ascii_lower(b[0])) {
    const size_t start = a.find_last_of(" (\u201c", a.size() - 2);
    const std::string stem = letters_of(a.substr(start == std::string::npos ? 0 : start + 1));
    const std::string head = letters_of(b.substr(0, b.find(' ')));
    if (is_known(to_lower_ascii(stem + head))) return a.substr(0, a.size() - 1) + b;
    return a + b;
  }
  return a + " " + b;
}

}  // namespace arbiter::pdf
