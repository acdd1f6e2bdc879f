#include "query/cited_text.h"

namespace arbiter::query {

std::vector<CitedEntry> cited_entries(const Catalog& catalog, const std::vector<std::string>& ids,
                                      const std::string& edition) {
  std::vector<CitedEntry> out;
  Statement st = catalog.db().prepare(
      "SELECT e.edition, e.title, e.full_text, e.edition = ?2 AS exact FROM entries e "
      "JOIN editions d ON d.game = e.game AND d.label = e.edition "
      "WHERE e.id = ?1 ORDER BY exact DESC, d.sequence DESC LIMIT 1");
  for (const std::string& id : ids) {
    st.bind(1, id).bind(2, edition);
    if (st.step())
      out.push_back({id, st.text(0), st.text(1), st.text(2), st.integer(3) == 0});
    else
      throw NotFound("cited entry '" + id + "' is not in the database");
    st.reset();
  }
  return out;
}

}  // namespace arbiter::query
