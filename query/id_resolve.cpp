#include "query/id_resolve.h"

#include <set>

#include "common/text.h"

namespace arbiter::query {

namespace {

std::string candidate_list(const std::vector<std::string>& ids) {
  std::string out;
  for (const std::string& id : ids) out += (out.empty() ? "" : ", ") + id;
  return out;
}

// The ids GAME:name that exist, one per game that has the entry.
std::vector<std::string> in_each_game(const Catalog& catalog, const std::string& name) {
  std::set<std::string> games;
  for (const EditionInfo& e : catalog.editions()) games.insert(e.game);
  Statement st = catalog.db().prepare("SELECT 1 FROM entries WHERE id=? LIMIT 1");
  std::vector<std::string> found;
  for (const std::string& game : games) {
    const std::string id = game + ":" + name;
    st.bind(1, id);
    if (st.step()) found.push_back(id);
    st.reset();
  }
  return found;
}

}  // namespace

AmbiguousId::AmbiguousId(const std::string& typed, std::vector<std::string> candidates)
    : NotFound("'" + typed + "' names entries in more than one game: " +
               candidate_list(candidates) + " (give the game prefix)"),
      candidates_(std::move(candidates)) {}

std::string resolve_id(const Catalog& catalog, const std::string& typed) {
  const std::string id = trim(typed);
  if (id.empty() || id.find(':') != std::string::npos) return typed;
  std::vector<std::string> found = in_each_game(catalog, to_lower_ascii(id));
  if (found.empty() && slugify(id) != to_lower_ascii(id))
    found = in_each_game(catalog, slugify(id));
  if (found.empty()) return typed;
  if (found.size() > 1) throw AmbiguousId(id, found);
  return found.front();
}

std::string resolve_ref(const Catalog& catalog, const std::string& typed) {
  const EntryRef ref = parse_entry_ref(trim(typed));
  const std::string id = resolve_id(catalog, ref.id);
  return ref.edition.empty() && typed.find('@') == std::string::npos ? id : id + "@" + ref.edition;
}

}  // namespace arbiter::query
