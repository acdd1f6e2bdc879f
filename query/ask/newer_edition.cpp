#include "query/ask/newer_edition.h"

#include <algorithm>
#include <optional>

#include "common/text.h"

namespace arbiter::query::ask {

std::string newer_imported_edition(const Catalog& catalog, const std::string& game,
                                   const std::string& simulated, const std::string& requested) {
  const EditionInfo* base = catalog.find_edition(game, simulated);
  const EditionInfo* newer =
      requested.empty() ? &catalog.default_edition(game) : catalog.find_edition(game, requested);
  if (!base || !newer || !newer->imported() || newer->sequence <= base->sequence) return "";
  return newer->label;
}

NewerEdition compare_with_newer(const Catalog& catalog, const std::string& game,
                                const std::string& simulated, const std::string& newer,
                                const std::vector<std::string>& cited,
                                const std::vector<std::string>& question_words) {
  NewerEdition out;
  if (newer.empty()) return out;
  out.label = newer;
  out.newest = catalog.default_edition(game).label == newer;
  Statement text = catalog.db().prepare(
      "SELECT title, full_text FROM entries WHERE game=? AND id=? AND edition=?");
  auto entry = [&](const std::string& id, const std::string& edition) -> std::optional<NewerRule> {
    text.bind(1, game).bind(2, id).bind(3, edition);
    std::optional<NewerRule> found;
    if (text.step()) found = NewerRule{id, text.text(0), text.text(1)};
    text.reset();
    return found;
  };
  for (const std::string& id : cited) {
    const std::optional<NewerRule> old_rule = entry(id, simulated);
    if (!old_rule) continue;
    const std::optional<NewerRule> new_rule = entry(id, newer);
    if (!new_rule)
      out.absent.push_back(*old_rule);
    else if (collapse_whitespace(new_rule->text) != collapse_whitespace(old_rule->text))
      out.changed.push_back(*new_rule);
  }
  // A title of the newer edition's, in no built-in edition, said in the
  // question ("stalwart", "hinder"): word for word, at word boundaries.
  std::string said = "-";
  for (const std::string& w : question_words) said += slugify(w) + "-";
  Statement only = catalog.db().prepare(
      "SELECT DISTINCT e.id, e.title, e.full_text, t.norm FROM entries e "
      "JOIN titles t ON t.entry = e.rowid "
      "WHERE e.game = ?1 AND e.edition = ?2 AND NOT EXISTS ("
      "  SELECT 1 FROM entries b JOIN editions d ON d.game = b.game AND d.label = b.edition "
      "  WHERE b.id = e.id AND d.source NOT LIKE 'imported:%')");
  only.bind(1, game).bind(2, newer);
  while (only.step()) {
    const std::string norm = only.text(3);
    if (norm.empty() || said.find("-" + norm + "-") == std::string::npos) continue;
    const std::string id = only.text(0);
    if (std::none_of(out.only_there.begin(), out.only_there.end(),
                     [&](const NewerRule& r) { return r.id == id; }))
      out.only_there.push_back({id, only.text(1), only.text(2)});
  }
  return out;
}

}  // namespace arbiter::query::ask
