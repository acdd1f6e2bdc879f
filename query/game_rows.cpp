#include "query/game_rows.h"

#include <algorithm>
#include <charconv>
#include <string_view>

namespace arbiter::query {

namespace {

// "COUNT LOW HIGH", read without a stream (a string stream's set-up cost
// more than the statement that reads the value).
std::optional<GameRows> rows_of(const Database& db, const std::string& key) {
  Statement st = db.prepare("SELECT value FROM meta WHERE key = ?");
  st.bind(1, key);
  if (!st.step()) return std::nullopt;
  const std::string_view value = st.view(0);
  const char* p = value.data();
  const char* end = p + value.size();
  GameRows out;
  for (int64_t* f : {&out.count, &out.low, &out.high}) {
    while (p != end && *p == ' ') ++p;
    const auto [next, ec] = std::from_chars(p, end, *f);
    if (ec != std::errc()) return std::nullopt;
    p = next;
  }
  return out;
}

}  // namespace

std::optional<GameRows> game_rows(const Database& db, const std::string& game) {
  return rows_of(db, "entries:" + game);
}

std::optional<GameRows> edition_rows(const Database& db, const std::string& game,
                                     const std::string& label) {
  return rows_of(db, "entries:" + game + "@" + label);
}

std::optional<std::vector<GameRows>> edition_runs(const Database& db,
                                                  const std::vector<std::string>& editions) {
  std::vector<GameRows> runs;
  for (const std::string& e : editions) {
    const std::optional<GameRows> rows = rows_of(db, "entries:" + e);
    if (!rows || !rows->contiguous()) return std::nullopt;
    if (rows->count > 0) runs.push_back(*rows);
  }
  std::sort(runs.begin(), runs.end(),
            [](const GameRows& x, const GameRows& y) { return x.low < y.low; });
  std::vector<GameRows> out;
  for (const GameRows& r : runs) {
    if (!out.empty() && r.low == out.back().high + 1) {
      out.back().high = r.high;
      out.back().count += r.count;
    } else {
      out.push_back(r);
    }
  }
  return out;
}

}  // namespace arbiter::query
