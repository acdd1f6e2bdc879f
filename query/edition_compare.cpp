#include "query/edition_compare.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "common/text.h"
#include "query/id_resolve.h"

namespace arbiter::query {

namespace {

struct Snapshot {
  std::string title, parent, text;
  int ord = 0;
};

std::map<std::string, Snapshot> snapshot(const Catalog& catalog, const std::string& game,
                                         const std::string& edition) {
  std::map<std::string, Snapshot> out;
  Statement st = catalog.db().prepare(
      "SELECT id, title, parent, text, ord FROM entries WHERE game=? AND edition=?");
  st.bind(1, game).bind(2, edition);
  while (st.step())
    out[st.text(0)] = {st.text(1), st.text(2), st.text(3), static_cast<int>(st.integer(4))};
  return out;
}

const EditionInfo& edition_of_label(const Catalog& catalog, const std::string& label) {
  for (const EditionInfo& e : catalog.editions())
    if (e.label == label) return e;
  std::string known;
  for (const EditionInfo& e : catalog.editions()) known += (known.empty() ? "" : ", ") + e.label;
  throw NotFound("unknown edition '" + label + "' (known: " + known + ")");
}

std::string measure(const DiffStats& s);

int word_count(const std::string& text) {
  const std::string words = collapse_whitespace(text);
  return words.empty() ? 0 : static_cast<int>(std::count(words.begin(), words.end(), ' ')) + 1;
}

// A list item's marker ("- ", "3. ") is layout: bullets in one edition are
// numbered steps in another, with the same words.
std::string without_list_markers(const std::string& text) {
  std::string out;
  for (const std::string& line : split_lines(text)) {
    size_t at = 0;
    if (starts_with(line, "- "))
      at = 2;
    else {
      size_t i = 0;
      while (i < line.size() && line[i] >= '0' && line[i] <= '9') ++i;
      if (i > 0 && line.compare(i, 2, ". ") == 0) at = i + 2;
    }
    out += (out.empty() ? "" : "\n") + line.substr(at);
  }
  return out;
}

// Quote style and whitespace are typography, not wording.
std::string comparable(const std::string& text) {
  return collapse_whitespace(fold_quotes(without_list_markers(text)));
}

std::string measure(const DiffStats& s) {
  return "+" + std::to_string(s.inserted) + " -" + std::to_string(s.deleted) + " words, " +
         std::to_string(static_cast<int>(std::lround(s.similarity() * 100))) + "% unchanged";
}

}  // namespace

const char* kind_name(ChangeKind kind) {
  switch (kind) {
    case ChangeKind::kAdded: return "added";
    case ChangeKind::kRemoved: return "removed";
    case ChangeKind::kRenamed: return "renamed";
    case ChangeKind::kMoved: return "moved";
    case ChangeKind::kChanged: return "changed";
  }
  return "";
}

bool EditionChange::has(ChangeKind kind) const {
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

EntryDiff diff_entry(const Catalog& catalog, const std::string& id_text, const std::string& from,
                     const std::string& to) {
  const std::string id = resolve_id(catalog, parse_entry_ref(trim(id_text)).id);
  const std::vector<std::string> have = catalog.editions_of(id);  // newest first
  if (have.empty()) throw NotFound("unknown id '" + id + "'");
  auto has = [&](const std::string& e) {
    return std::find(have.begin(), have.end(), e) != have.end();
  };
  EntryDiff d;
  d.id = id;
  d.to = to.empty() ? have.front() : to;
  if (from.empty()) {
    for (const std::string& e : have)
      if (e != d.to) {
        d.from = e;
        break;
      }
  } else {
    d.from = from;
  }
  std::string list;
  for (const std::string& e : have) list += (list.empty() ? "" : ", ") + e;
  if (d.from.empty())
    throw NotFound("'" + id + "' is only in edition " + list + "; nothing to compare");
  for (const std::string* e : {&d.from, &d.to})
    if (!has(*e))
      throw NotFound("'" + id + "' is not in edition '" + *e + "' (it is in: " + list + ")");
  Statement st =
      catalog.db().prepare("SELECT title, full_text FROM entries WHERE id=? AND edition=?");
  std::string texts[2];
  std::string* titles[2] = {&d.from_title, &d.to_title};
  const std::string* labels[2] = {&d.from, &d.to};
  for (int i = 0; i < 2; ++i) {
    st.bind(1, id).bind(2, *labels[i]);
    st.step();
    *titles[i] = st.text(0);
    texts[i] = st.text(1);
    st.reset();
  }
  d.ops = word_diff(without_list_markers(texts[0]), without_list_markers(texts[1]));
  d.stats = diff_stats(d.ops);
  return d;
}

std::vector<EditionChange> edition_changes(const Catalog& catalog, const std::string& from,
                                           const std::string& to) {
  const EditionInfo& a = edition_of_label(catalog, from);
  const EditionInfo& b = edition_of_label(catalog, to);
  if (a.game != b.game)
    throw NotFound("editions '" + from + "' and '" + to + "' are of different games");
  const auto old_entries = snapshot(catalog, a.game, a.label);
  const auto new_entries = snapshot(catalog, b.game, b.label);

  std::vector<std::pair<int, EditionChange>> ordered;
  for (const auto& [id, now] : new_entries) {
    EditionChange c;
    c.id = id;
    c.title = now.title;
    auto it = old_entries.find(id);
    if (it == old_entries.end()) {
      c.kinds.push_back(ChangeKind::kAdded);
      c.detail = "new in " + to;
      c.stats.words_to = word_count(now.text);
      ordered.emplace_back(now.ord, c);
      continue;
    }
    const Snapshot& was = it->second;
    std::vector<std::string> details;
    if (was.title != now.title) {
      c.kinds.push_back(ChangeKind::kRenamed);
      details.push_back("\"" + was.title + "\" -> \"" + now.title + "\"");
    }
    if (was.parent != now.parent) {
      c.kinds.push_back(ChangeKind::kMoved);
      details.push_back(
          "from " + (was.parent.empty() ? std::string("top level") : "inside " + was.parent) +
          " to " + (now.parent.empty() ? std::string("top level") : "inside " + now.parent));
    }
    if (comparable(was.text) != comparable(now.text)) {
      c.stats =
          diff_stats(word_diff(without_list_markers(was.text), without_list_markers(now.text)));
      if (c.stats.inserted || c.stats.deleted) {
        c.kinds.push_back(ChangeKind::kChanged);
        details.push_back(measure(c.stats));
        c.effect = classify_change(without_list_markers(was.text), without_list_markers(now.text));
      }
    }
    if (c.kinds.empty()) continue;
    for (const std::string& d : details) c.detail += (c.detail.empty() ? "" : "; ") + d;
    ordered.emplace_back(now.ord, c);
  }
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<EditionChange> out;
  for (auto& [ord, c] : ordered) out.push_back(std::move(c));
  // A partial edition lacks most entries; that is not a removal.
  if (b.scope != "partial")
    for (const auto& [id, was] : old_entries)
      if (!new_entries.count(id)) {
        EditionChange c{id, {ChangeKind::kRemoved}, was.title, "not in " + to, {}, {}};
        c.stats.words_from = word_count(was.text);
        out.push_back(c);
      }
  return out;
}

}  // namespace arbiter::query
