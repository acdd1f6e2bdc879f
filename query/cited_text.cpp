#include "query/cited_text.h"

#include <utility>

namespace arbiter::query {

std::vector<CitedEntry> cited_entries(const Catalog& catalog, const std::vector<std::string>& ids,
                                      const std::string& edition) {
  std::vector<CitedEntry> out;
  // The row is chosen here, among the entry's editions, and only its text
  // is read: an ORDER BY ... LIMIT 1 made SQLite open a temporary b-tree
  // for each entry and copy every edition's whole text into it.
  Statement editions = catalog.db().prepare(
      "SELECT e.rowid, e.edition = ?2, d.sequence FROM entries e "
      "JOIN editions d ON d.game = e.game AND d.label = e.edition WHERE e.id = ?1");
  Statement row =
      catalog.db().prepare("SELECT edition, title, full_text FROM entries WHERE rowid = ?");
  for (const std::string& id : ids) {
    editions.bind(1, id).bind(2, edition);
    // The edition asked for, else the newest that has the entry.
    int64_t best = 0;
    bool found = false;
    std::pair<bool, int64_t> rank;  // (the edition asked for, its sequence)
    while (editions.step()) {
      const std::pair<bool, int64_t> r = {editions.integer(1) != 0, editions.integer(2)};
      if (!found || r > rank) best = editions.integer(0), rank = r, found = true;
    }
    editions.reset();
    if (!found) throw NotFound("cited entry '" + id + "' is not in the database");
    row.bind(1, best);
    if (!row.step()) throw NotFound("cited entry '" + id + "' is not in the database");
    out.push_back({id, row.text(0), row.text(1), row.text(2), !rank.first});
    row.reset();
  }
  return out;
}

}  // namespace arbiter::query
