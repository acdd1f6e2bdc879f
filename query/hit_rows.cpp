#include "query/hit_rows.h"

#include <algorithm>

#include "common/entry_rows.h"
#include "common/text.h"

namespace arbiter::query {

std::string entry_opening(std::string_view text) {
  // Past its first 161 bytes collapsed, the text changes nothing here.
  const std::string flat = collapse_whitespace(text, 161);
  if (flat.size() <= 160) return flat;
  size_t cut = flat.rfind(' ', 160);
  if (cut == std::string::npos) cut = 160;
  return flat.substr(0, cut) + "…";
}

HitRows::HitRows(const Database& db) {
  Statement st = db.prepare(
      std::string("SELECT e.rowid, e.id, e.game, e.edition, e.title, e.kind, e.section, e.ord, ") +
      kEntryShownText + " FROM entries e ORDER BY e.rowid");
  while (st.step()) {
    const std::string_view text = st.view(8);
    rows_.push_back({st.integer(0), st.text(1), st.text(2), st.text(3), st.text(4), st.text(5),
                     st.text(6), st.integer(7), entry_opening(text), pointer_text(text)});
  }
}

const HitRow* HitRows::find(int64_t rowid) const {
  const auto it = std::lower_bound(rows_.begin(), rows_.end(), rowid,
                                   [](const HitRow& r, int64_t id) { return r.rowid < id; });
  return it != rows_.end() && it->rowid == rowid ? &*it : nullptr;
}

}  // namespace arbiter::query
