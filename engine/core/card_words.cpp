// The words of one printed card ability (card_words.h): the card's text
// made into lower-case words, and the cursor a reader walks them with.
#include "engine/core/card_words.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "engine/core/checked.h"

namespace arbiter::engine {

namespace {

const std::vector<std::pair<std::string, int>>& number_words() {
  static const std::vector<std::pair<std::string, int>> value = {
      {"one", 1}, {"two", 2}, {"three", 3}, {"four", 4}, {"five", 5}, {"six", 6}};
  return value;
}

// Lower case, curly quotes and brackets dropped, "die's" split into "die"
// "'s", punctuation , . : ; as words of their own, "+1A" kept whole.
std::vector<std::string> words_of(const std::string& raw) {
  std::string text;
  for (size_t i = 0; i < raw.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(raw[i]);
    // UTF-8 curly quotes: ’ ‘ (E2 80 98/99) become ', “ ” (E2 80 9C/9D) go.
    // The arrow between a cost and its effect (→, E2 86 92) is the word "->".
    if (c == 0xE2 && i + 2 < raw.size() && static_cast<unsigned char>(raw[i + 1]) == 0x86 &&
        static_cast<unsigned char>(raw[i + 2]) == 0x92) {
      text += " -> ";
      i += 2;
      continue;
    }
    if (c == '-' && i + 1 < raw.size() && raw[i + 1] == '>') {
      text += " -> ";
      ++i;
      continue;
    }
    if (c == 0xE2 && i + 2 < raw.size() && static_cast<unsigned char>(raw[i + 1]) == 0x80) {
      const unsigned char k = static_cast<unsigned char>(raw[i + 2]);
      if (k == 0x98 || k == 0x99)
        text += '\'';
      else if (k == 0x9C || k == 0x9D)
        text += ' ';
      else if (k == 0x93 || k == 0x94)
        text += " - ";  // en and em dashes
      else
        throw std::invalid_argument("a character the ability language does not read");
      i += 2;
      continue;
    }
    if (c >= 0x80) throw std::invalid_argument("a character the ability language does not read");
    if (c == '"' || c == '*' || c == '[' || c == ']' || c == '(' || c == ')') {
      text += ' ';
    } else if (c == ',' || c == '.' || c == ':' || c == ';') {
      text += ' ';
      text += static_cast<char>(c);
      text += ' ';
    } else {
      text += static_cast<char>(std::tolower(c));
    }
  }
  std::vector<std::string> out;
  bool quoted = false;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
    if (j == i) break;
    std::string w = text.substr(i, j - i);
    i = j;
    // 'when fielded': quote marks around words are dropped (a trailing one
    // only inside a quotation; elsewhere it is the possessive "opponents'").
    if (w.size() > 1 && w.front() == '\'') {
      w.erase(0, 1);
      quoted = true;
    }
    if (quoted && w.size() > 1 && w.back() == '\'') {
      w.pop_back();
      quoted = false;
    }
    if (w.size() > 2 && w.compare(w.size() - 2, 2, "'s") == 0) {
      out.push_back(w.substr(0, w.size() - 2));
      out.push_back("'s");
    } else if (w.size() > 1 && w.back() == '\'') {  // "opponents'"
      out.push_back(w.substr(0, w.size() - 1));
      out.push_back("'s");
    } else {
      out.push_back(w);
    }
  }
  return out;
}
}  // namespace

CardWords::CardWords(const std::string& text, const std::string& self)
    : t_(words_of(text)), self_(words_of(self)) {
  // A name's punctuation is not matched ("Hulk, Jade Giant" is its words).
  self_.erase(std::remove_if(self_.begin(), self_.end(),
                             [](const std::string& w) { return w == "," || w == "." || w == ":"; }),
              self_.end());
}

bool CardWords::accept_self() {
  if (self_.empty()) return false;
  const size_t start = i_ + (at("the") && self_.front() != "the" ? 1 : 0);
  for (size_t k = 0; k < self_.size(); ++k)
    if (start + k >= t_.size() || t_[start + k] != self_[k]) return false;
  i_ = start + self_.size();
  named_self_ = true;
  return true;
}

bool CardWords::at(const char* w, size_t ahead) const {
  return i_ + ahead < t_.size() && t_[i_ + ahead] == w;
}

bool CardWords::done() const {
  return i_ >= t_.size();
}

bool CardWords::accept(const char* w) {
  if (!at(w)) return false;
  ++i_;
  return true;
}

void CardWords::expect(const char* w, const std::string& what) {
  if (!accept(w)) fail(what);
}

// Names the word that could not be read and what came before it.
void CardWords::fail(const std::string& wanted) const {
  std::string before;
  for (size_t k = i_ > 6 ? i_ - 6 : 0; k < i_; ++k) before += (before.empty() ? "" : " ") + t_[k];
  if (done())
    throw std::invalid_argument("the ability ends" +
                                (before.empty() ? std::string() : " after '" + before + "'") +
                                " where it needs " + wanted);
  throw std::invalid_argument("'" + t_[i_] + "' is not a word the ability language knows here" +
                              (before.empty() ? std::string() : " (after '" + before + "')") +
                              "; expected " + wanted);
}

bool CardWords::is_number(const std::string& w) {
  if (w == "a" || w == "an") return true;
  for (const auto& [word, n] : number_words())
    if (w == word) return true;
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c));
  });
}

std::optional<int> CardWords::number(bool articles) {
  if (done()) return std::nullopt;
  const std::string& w = t_[i_];
  if (!w.empty() && std::all_of(w.begin(), w.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
      })) {
    ++i_;
    return parse_in_range(w, kStatRange);
  }
  for (const auto& [word, n] : number_words())
    if (w == word) {
      ++i_;
      return n;
    }
  if (articles && (w == "a" || w == "an")) {
    ++i_;
    return 1;
  }
  return std::nullopt;
}

int CardWords::need_number(const std::string& what) {
  if (auto n = number(true)) return *n;
  fail(what);
}

}  // namespace arbiter::engine
