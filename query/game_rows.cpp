#include "query/game_rows.h"

#include <sstream>

namespace arbiter::query {

namespace {

std::optional<GameRows> rows_of(const Database& db, const std::string& key) {
  Statement st = db.prepare("SELECT value FROM meta WHERE key = ?");
  st.bind(1, key);
  if (!st.step()) return std::nullopt;
  GameRows out;
  std::istringstream in(st.text(0));
  if (!(in >> out.count >> out.low >> out.high)) return std::nullopt;
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

}  // namespace arbiter::query
