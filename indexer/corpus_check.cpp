#include "indexer/corpus_check.h"

#include <map>
#include <set>
#include <string_view>

namespace arbiter::corpus {

namespace {

std::string at(const XmlPos& pos) {
  return pos.file + ":" + std::to_string(pos.line) + ": ";
}

// Checked by hand, not by std::regex: libstdc++'s matcher recurses once
// per repetition, so a 30 KB id overflowed the stack (fuzz finding).

// [a-z0-9]+ joined by single hyphens: "hit-points".
bool slug(std::string_view s) {
  if (s.empty() || s.front() == '-' || s.back() == '-') return false;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    const bool ok =
        (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c == '-' && s[i - 1] != '-');
    if (!ok) return false;
  }
  return true;
}

bool digits(std::string_view s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

// Numbers joined by dots: "2.7.4.3".
bool dotted_numbers(std::string_view s) {
  for (size_t start = 0;;) {
    const size_t dot = s.find('.', start);
    if (!digits(
            s.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start)))
      return false;
    if (dot == std::string_view::npos) return true;
    start = dot + 1;
  }
}

}  // namespace

bool is_valid_id(const std::string& game, const std::string& id) {
  const std::string_view v(id);
  if (game == "mc") return v.starts_with("mc:") && slug(v.substr(3));
  if (game != "dm" || !v.starts_with("dm:")) return false;
  // "dm:2.7.4.3", "dm:overcrush", "dm:regenerate.1".
  const std::string_view rest = v.substr(3);
  if (dotted_numbers(rest)) return true;
  const size_t dot = rest.rfind('.');
  if (dot == std::string_view::npos) return slug(rest);
  return slug(rest.substr(0, dot)) && digits(rest.substr(dot + 1));
}

std::vector<std::string> check_corpus(const std::vector<Edition>& editions) {
  std::vector<std::string> problems;
  std::map<std::string, std::set<std::string>> ids_by_game;
  std::map<std::pair<std::string, std::string>, const Edition*> by_label;
  std::map<std::pair<std::string, int>, const Edition*> by_sequence;

  for (const Edition& ed : editions) {
    const XmlPos top{ed.file, 1};
    if (auto [it, fresh] = by_label.emplace(std::make_pair(ed.game, ed.label), &ed); !fresh)
      problems.push_back(at(top) + "edition label '" + ed.label + "' is also used by " +
                         it->second->file);
    if (auto [it, fresh] = by_sequence.emplace(std::make_pair(ed.game, ed.sequence), &ed); !fresh)
      problems.push_back(at(top) + "edition sequence " + std::to_string(ed.sequence) +
                         " is also used by " + it->second->file);

    std::map<std::string, const Entry*> seen;
    for (const Entry& e : ed.entries) {
      if (!is_valid_id(ed.game, e.id))
        problems.push_back(at(e.pos) + "id '" + e.id + "' does not fit the " + ed.game +
                           " id scheme");
      if (auto [it, fresh] = seen.emplace(e.id, &e); !fresh)
        problems.push_back(at(e.pos) + "duplicate id '" + e.id + "' (first at line " +
                           std::to_string(it->second->pos.line) + ")");
      ids_by_game[ed.game].insert(e.id);
    }
  }

  for (const Edition& ed : editions) {
    const std::set<std::string>& known = ids_by_game[ed.game];
    for (const Entry& e : ed.entries)
      for (const Ref& r : e.refs)
        if (r.outside.empty() && !known.count(r.to))
          problems.push_back(at(r.pos) + "reference to unknown id '" + r.to + "'" +
                             (r.words.empty() ? "" : " (\"" + r.words + "\")"));
  }
  return problems;
}

}  // namespace arbiter::corpus
