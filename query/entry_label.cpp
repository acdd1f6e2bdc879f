#include "query/entry_label.h"

#include <vector>

#include "common/text.h"

namespace arbiter::query {

namespace {

constexpr size_t kOpening = 60;  // characters of text that stand for a title

bool only_number(const std::string& s) {
  return !s.empty() && s.find_first_not_of("0123456789.") == std::string::npos;
}

// "(3)" at the end, as numbered clarifications and FAQ answers have.
bool ends_with_count(const std::string& s) {
  if (s.size() < 4 || s.back() != ')') return false;
  const size_t open = s.rfind('(');
  return open != std::string::npos && open + 2 < s.size() && open > 0 && s[open - 1] == ' ' &&
         only_number(s.substr(open + 1, s.size() - open - 2));
}

// The first line of text, without a leading "(3) " marker, cut at a word
// to about kOpening characters.
std::string opening(const std::string& text) {
  std::string line = collapse_whitespace(text.substr(0, text.find('\n')));
  if (line.size() > 2 && line[0] == '(') {
    const size_t close = line.find(") ");
    if (close != std::string::npos && only_number(line.substr(1, close - 1)))
      line = line.substr(close + 2);
  }
  if (line.size() <= kOpening) return line;
  size_t cut = line.rfind(' ', kOpening);
  if (cut == std::string::npos || cut < kOpening / 2) cut = kOpening;
  return line.substr(0, cut) + " ...";
}

}  // namespace

std::string entry_label(const std::string& title, const std::string& number,
                        const std::string& text) {
  if (text.empty()) return title;
  if (title == number || only_number(title)) return opening(text);
  if (ends_with_count(title)) return title + ": " + opening(text);
  return title;
}

TitleAndLabel title_and_label(const Catalog& catalog, const std::string& id) {
  // One row read for both, of the edition chosen beforehand: a title and
  // a label each read the entry's editions with an ORDER BY ... LIMIT 1,
  // for which SQLite opened a temporary b-tree.
  const std::vector<std::string> editions = catalog.editions_of(id);  // newest first
  if (editions.empty()) return {};
  Statement st =
      catalog.db().prepare("SELECT title, number, text FROM entries WHERE id=? AND edition=?");
  st.bind(1, id).bind(2, editions.front());
  if (!st.step()) return {};
  return {st.text(0), entry_label(st.text(0), st.text(1), st.text(2))};
}

}  // namespace arbiter::query
