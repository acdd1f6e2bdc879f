// The words relative numbers are found in (relative_numbers.cpp): a
// question's words with their marks, the stats and numbers they name, and
// the operators that say one number through another ("one more than",
// "twice", "half of", "as many ... as", "equal to").
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace arbiter::query::ask::relative {

struct Word {
  std::string text;  // lower case
  size_t begin = 0, end = 0;
  bool ends = false;   // a sentence ends after it
  bool comma = false;  // a comma, a colon or a bracket after it
  bool name = false;   // written with a capital, and no word every sentence may open with
};

std::vector<Word> words_of(const std::string& s);
// Word k's text; empty past the end.
const std::string& at(const std::vector<Word>& ws, size_t k);

// "a", "an".
bool article(const std::string& w);
// A number said as digits or a word ("4-die" too); "one", "a" only where
// `small` allows.
std::optional<int> number_of(const std::string& w, bool small = true);
// The stat a word names, one name for its spellings ("attack" -> "atk");
// empty for none.
std::string stat_of(const std::string& w);
// A dice stat's number for `stat` ("atk", "def"; empty: A, else D).
std::optional<int> dice_value(const std::string& w, const std::string& stat);

// How one number is worked out from another: times `times`, over `over`,
// plus `add`.
struct Op {
  int times = 1, over = 1, add = 0;
  size_t first = 0;      // its first word
  size_t ref = 0;        // where the reference opens
  bool before = false;   // the reference is the number said before ("one higher")
  bool counted = false;  // a number said in it ("one more than", "three times")
  std::string unit;      // "icons" in "as many icons as", "hp" in "2 more hp than"
  std::optional<int> apply(int v) const {
    if (v * times % over != 0) return std::nullopt;
    const int r = v * times / over + add;
    return r >= 0 ? std::optional<int>(r) : std::nullopt;
  }
  // The reference, from the worked-out value (an appositive or "are").
  std::optional<int> invert(int v) const {
    if ((v - add) * over % times != 0) return std::nullopt;
    const int r = (v - add) * over / times;
    return r >= 0 ? std::optional<int>(r) : std::nullopt;
  }
};

// The operator whose words open at i, if any; whether one does.
std::optional<Op> op_at(const std::vector<Word>& ws, size_t i);
bool op_starts(const std::vector<Word>& ws, size_t k);
// The stat said right before the operator at `first` ("an attack one
// higher than"); empty for none.
std::string stat_before(const std::vector<Word>& ws, size_t first);
// Whether the operator at i stands where a value is said.
bool value_position(const std::vector<Word>& ws, size_t i);

}  // namespace arbiter::query::ask::relative
