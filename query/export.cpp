#include "query/export.h"

#include "common/json.h"

namespace arbiter::query {

std::string export_json(const Catalog& catalog, const std::string& game,
                        const std::string& edition) {
  if (!game.empty() && game != "mc" && game != "dm")
    throw NotFound("unknown game '" + game + "' (use mc or dm)");
  if (!edition.empty()) catalog.scope(game, edition);  // throws for an unknown edition
  const Database& db = catalog.db();
  Statement entries = db.prepare(
      "SELECT e.rowid, e.id, e.game, e.edition, e.kind, e.title, e.parent, e.full_text "
      "FROM entries e JOIN editions d ON d.game = e.game AND d.label = e.edition "
      "WHERE (?1 = '' OR e.game = ?1) AND (?2 = '' OR e.edition = ?2) "
      "ORDER BY e.game, d.sequence, e.ord");
  entries.bind(1, game).bind(2, edition);
  Statement aliases = db.prepare("SELECT title FROM titles WHERE entry=? AND is_primary=0");
  Statement refs = db.prepare(
      "SELECT to_id FROM refs WHERE from_entry=? AND to_id<>'' GROUP BY to_id ORDER BY min(rowid)");

  JsonWriter w;
  w.begin_array();
  while (entries.step()) {
    const int64_t rowid = entries.integer(0);
    w.begin_object();
    w.key("id").value(entries.text(1));
    w.key("game").value(entries.text(2));
    w.key("edition").value(entries.text(3));
    w.key("kind").value(entries.text(4));
    w.key("title").value(entries.text(5));
    w.key("aliases").begin_array();
    aliases.bind(1, rowid);
    while (aliases.step()) w.value(aliases.text(0));
    aliases.reset();
    w.end_array();
    const std::string parent = entries.text(6);
    w.key("parent");
    if (parent.empty())
      w.null();
    else
      w.value(parent);
    w.key("text").value(entries.text(7));
    w.key("references").begin_array();
    refs.bind(1, rowid);
    while (refs.step()) w.value(refs.text(0));
    refs.reset();
    w.end_array();
    w.end_object();
  }
  w.end_array();
  return w.str();
}

}  // namespace arbiter::query
