#include "query/entry_view.h"

#include <algorithm>
#include <map>
#include <utility>

#include "common/text.h"
#include "query/entry_label.h"
#include "query/id_resolve.h"
#include "query/spelling.h"

namespace arbiter::query {

std::vector<std::string> suggest_ids(const Catalog& catalog, const std::string& id) {
  const size_t colon = id.find(':');
  const std::string game = colon == std::string::npos ? "" : id.substr(0, colon);
  const std::string name = colon == std::string::npos ? id : id.substr(colon + 1);
  std::vector<std::string> out;
  // A title or alias of that name ("mc:toughness" -> mc:tough).
  Statement by_title = catalog.db().prepare(
      "SELECT DISTINCT e.id FROM titles t JOIN entries e ON e.rowid=t.entry "
      "WHERE t.norm=? AND (?='' OR e.game=?)");
  by_title.bind(1, slugify(name)).bind(2, game).bind(3, game);
  while (by_title.step()) out.push_back(by_title.text(0));
  // Near spellings of the id itself.
  std::vector<std::pair<int, std::string>> near;
  Statement all = catalog.db().prepare("SELECT DISTINCT id FROM entries WHERE ?='' OR game=?");
  all.bind(1, game).bind(2, game);
  while (all.step()) {
    const std::string candidate = all.text(0);
    // Without a game prefix, compare with the part after the candidate's.
    const int d = colon == std::string::npos
                      ? edit_distance(id, candidate.substr(candidate.find(':') + 1))
                      : edit_distance(id, candidate);
    if (d <= 3) near.emplace_back(d, candidate);
  }
  std::sort(near.begin(), near.end());
  for (const auto& [d, candidate] : near)
    if (std::find(out.begin(), out.end(), candidate) == out.end()) out.push_back(candidate);
  if (out.size() > 5) out.resize(5);
  return out;
}

namespace {

// `editions`: the id's, newest first.
std::string pick_edition(const Catalog& catalog, const std::string& id,
                         const std::vector<std::string>& editions, const std::string& wanted) {
  if (editions.empty()) {
    std::string msg = "unknown id '" + id + "'";
    const std::vector<std::string> close = suggest_ids(catalog, id);
    if (!close.empty()) {
      msg += "; did you mean ";
      for (size_t i = 0; i < close.size(); ++i) msg += (i ? ", " : "") + close[i];
      msg += "?";
    }
    throw NotFound(msg);
  }
  if (wanted.empty()) return editions.front();
  if (std::find(editions.begin(), editions.end(), wanted) == editions.end()) {
    // A partial edition lacks most entries: fall back to the newest edition
    // that has this one, and say so.
    const std::string game = id.substr(0, id.find(':'));
    const EditionInfo* asked = catalog.find_edition(game, wanted);
    if (asked && asked->scope == "partial") return editions.front();
    std::string have;
    for (const std::string& e : editions) have += (have.empty() ? "" : ", ") + e;
    throw NotFound("'" + id + "' is not in edition '" + wanted + "' (it is in: " + have + ")");
  }
  return wanted;
}

}  // namespace

EntryView load_entry(const Catalog& catalog, const std::string& id_text,
                     const std::string& edition) {
  const EntryRef ref = parse_entry_ref(resolve_ref(catalog, id_text));
  EntryView v;
  v.id = ref.id;
  const std::string wanted = edition.empty() ? ref.edition : edition;
  v.editions = catalog.editions_of(ref.id);
  v.edition = pick_edition(catalog, ref.id, v.editions, wanted);
  if (!wanted.empty() && wanted != v.edition) v.fallback_from = wanted;

  const Database& db = catalog.db();
  Statement st = db.prepare(
      "SELECT rowid, game, kind, number, title, parent, section, full_text, source, lines, "
      "first_line, last_line FROM entries WHERE id=? AND edition=?");
  st.bind(1, v.id).bind(2, v.edition);
  if (!st.step()) throw NotFound("unknown id '" + v.id + "'");
  const int64_t rowid = st.integer(0);
  v.game = st.text(1);
  v.kind = st.text(2);
  v.number = st.text(3);
  v.title = st.text(4);
  v.parent = st.text(5);
  v.section = st.text(6);
  v.text = st.text(7);
  v.source = st.text(8);
  v.lines = st.text(9);
  v.first_line = static_cast<int>(st.integer(10));
  v.last_line = static_cast<int>(st.integer(11));
  if (!v.parent.empty()) {
    TitleAndLabel parent = title_and_label(catalog, v.parent);
    v.parent_title = std::move(parent.title);
    v.parent_label = std::move(parent.label);
  }

  Statement aliases = db.prepare("SELECT title FROM titles WHERE entry=? AND is_primary=0");
  aliases.bind(1, rowid);
  while (aliases.step()) v.aliases.push_back(aliases.text(0));

  Statement blocks =
      db.prepare("SELECT type, number, text, lines FROM blocks WHERE entry=? ORDER BY ord");
  blocks.bind(1, rowid);
  while (blocks.step())
    v.blocks.push_back(
        {blocks.text(0), static_cast<int>(blocks.integer(1)), blocks.text(2), blocks.text(3)});

  Statement subs = db.prepare(
      "SELECT id, title, kind, number, text FROM entries WHERE parent=? AND edition=? "
      "ORDER BY ord");
  subs.bind(1, v.id).bind(2, v.edition);
  while (subs.step())
    v.subentries.push_back({subs.text(0), subs.text(1), subs.text(2),
                            entry_label(subs.text(1), subs.text(3), subs.text(4))});

  Statement refs =
      db.prepare("SELECT to_id, kind, words, outside FROM refs WHERE from_entry=? ORDER BY rowid");
  refs.bind(1, rowid);
  while (refs.step()) {
    RefView r{refs.text(0), refs.text(1), refs.text(2), "", refs.text(3), ""};
    if (!r.id.empty()) {
      TitleAndLabel to = title_and_label(catalog, r.id);
      r.title = std::move(to.title);
      r.label = std::move(to.label);
    }
    v.references.push_back(r);
  }

  // One backlink per referring entry, from its newest edition.
  Statement back = db.prepare(
      "SELECT r.from_id, e.title, r.kind, r.edition, e.number, e.text FROM refs r "
      "JOIN entries e ON e.rowid = r.from_entry "
      "JOIN editions d ON d.game = e.game AND d.label = e.edition "
      "WHERE r.to_id = ? ORDER BY d.sequence DESC, e.ord");
  back.bind(1, v.id);
  std::map<std::string, bool> seen;
  while (back.step()) {
    const std::string from = back.text(0);
    if (seen[from]) continue;
    seen[from] = true;
    v.backlinks.push_back({from, back.text(1), back.text(2), back.text(3),
                           entry_label(back.text(1), back.text(4), back.text(5))});
  }
  Statement preds = db.prepare(
      "SELECT p.id, p.summary FROM predicate_cites c JOIN predicates p ON p.id = c.predicate "
      "WHERE c.entry = ? ORDER BY p.id");
  preds.bind(1, v.id);
  while (preds.step()) v.predicates.push_back({preds.text(0), preds.text(1)});
  return v;
}

}  // namespace arbiter::query
