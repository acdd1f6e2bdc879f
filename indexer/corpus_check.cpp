#include "indexer/corpus_check.h"

#include <map>
#include <regex>
#include <set>

namespace arbiter::corpus {

namespace {

std::string at(const XmlPos& pos) {
  return pos.file + ":" + std::to_string(pos.line) + ": ";
}

}  // namespace

bool is_valid_id(const std::string& game, const std::string& id) {
  static const std::regex mc(R"(^mc:[a-z0-9]+(-[a-z0-9]+)*$)");
  static const std::regex dm(R"(^dm:([0-9]+(\.[0-9]+)*|[a-z0-9]+(-[a-z0-9]+)*(\.[0-9]+)?)$)");
  if (game == "mc") return std::regex_match(id, mc);
  if (game == "dm") return std::regex_match(id, dm);
  return false;
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
