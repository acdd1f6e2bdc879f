#include "query/title_rows.h"

#include <algorithm>

namespace arbiter::query {

namespace {

// UTF-8 characters: the bytes that do not continue one.
size_t characters(std::string_view s) {
  return static_cast<size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

TitleRows::TitleRows(const Database& db) {
  Statement st = db.prepare("SELECT norm, entry, is_primary FROM titles ORDER BY norm, rowid");
  while (st.step())
    rows_.push_back({st.text(0), st.integer(1), st.integer(2), characters(st.view(0))});
}

std::span<const TitleRow> TitleRows::between(std::string_view low, std::string_view high) const {
  const auto below = [](const TitleRow& r, std::string_view s) { return r.norm < s; };
  const auto first = std::lower_bound(rows_.begin(), rows_.end(), low, below);
  const auto last =
      high.empty()
          ? std::upper_bound(first, rows_.end(), low,
                             [](std::string_view s, const TitleRow& r) { return s < r.norm; })
          : std::lower_bound(first, rows_.end(), high, below);
  return {first, last};
}

}  // namespace arbiter::query
