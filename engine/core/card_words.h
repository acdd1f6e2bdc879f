// The words of one printed card ability as a reader walks them, for either
// game: the card's text lower-cased, curly quotes straightened, punctuation
// , . : ; as words of their own, "die's" split into "die" "'s", "+1A" kept
// whole; a cursor over them; and the one way a word is refused, naming it.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace arbiter::engine {

class CardWords {
 public:
  // Throws std::invalid_argument for a character the language does not read.
  // `self` is the card's name, which its text may use for itself.
  explicit CardWords(const std::string& text, const std::string& self = "");

 protected:
  bool at(const char* w, size_t ahead = 0) const;
  bool done() const;
  bool accept(const char* w);
  void expect(const char* w, const std::string& what);
  // "'zap' is not a word the ability language knows here (after 'when
  // fielded ,'); expected ...", or "the ability ends ... where it needs ...".
  [[noreturn]] void fail(const std::string& wanted) const;
  static bool is_number(const std::string& w);
  // A number word or digits ("a"/"an" as 1 when `articles`), taken.
  std::optional<int> number(bool articles);
  int need_number(const std::string& what);
  // The card's own name ("Hulk", "the Hulk"), taken: it stands for the card's
  // own die or character.
  bool accept_self();

  std::vector<std::string> t_;
  std::vector<std::string> self_;  // the card's name as words
  size_t i_ = 0;
  bool named_self_ = false;  // the text used the card's name for itself (3.1.15)
};

}  // namespace arbiter::engine
