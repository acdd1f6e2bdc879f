// Inline Markdown of the Dice Masters rule book -> corpus XML inline content:
// **x** -> <b>, *x* -> <i>, <u>x</u> -> plain text, and the book's printed
// cross-references ("Rule 2.3.5", "Section 3.4.6 – Burst Abilities",
// "Appendix 1, Keyword Index – Overcrush", "Step 5 – Clean Up") -> <ref>,
// and symbols lost in extraction (an empty space where an icon stood:
// "fist , bolt", "( / )", "the  icon") -> <gap>energy symbol</gap> etc.
#pragma once

#include <pugixml.hpp>

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter::import::dm {

// The text with Markdown emphasis markers and <u>/</u> removed, as the
// flattened XML text would read. Used for titles and layout heuristics.
std::string plain_text(std::string_view markdown);

// What a printed reference may point at; filled from the parsed book.
struct RefTargets {
  std::set<std::string> ids;
  std::map<std::string, std::string> titles;                  // id -> plain title
  std::vector<std::pair<std::string, std::string>> keywords;  // name -> id
};

class InlineWriter {
 public:
  explicit InlineWriter(const RefTargets& targets);

  // Appends the rendered inline content of `markdown` to `parent`.
  void write(pugi::xml_node parent, std::string_view markdown);

  // Number of <ref> elements written, by kind.
  const std::map<std::string, int>& ref_counts() const { return ref_counts_; }
  // Printed references whose target could not be found (left as text).
  const std::vector<std::string>& unresolved() const { return unresolved_; }
  // Number of <gap> elements written, by what was lost.
  const std::map<std::string, int>& gap_counts() const { return gap_counts_; }

 private:
  struct NumberedRef {
    size_t length;  // of the referring words
    std::string id;
  };
  void write_linked(pugi::xml_node parent, std::string_view text);
  void write_text(pugi::xml_node parent, const std::string& text);
  size_t write_numbered_refs(pugi::xml_node parent, std::string_view text, const std::string& word,
                             bool plural);
  bool match_numbered(std::string_view text, size_t number_at, const std::string& kind,
                      NumberedRef& out) const;
  size_t write_keyword_index_ref(pugi::xml_node parent, std::string_view text, size_t lead);
  size_t write_step_ref(pugi::xml_node parent, const std::string& words, const std::string& name);
  void ref(pugi::xml_node parent, const std::string& kind, const std::string& to,
           const std::string& words);

  const RefTargets& targets_;
  std::map<std::string, int> ref_counts_;
  std::vector<std::string> unresolved_;
  std::map<std::string, int> gap_counts_;
  std::string context_;  // plain text of the piece being written
};

}  // namespace arbiter::import::dm
