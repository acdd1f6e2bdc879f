#include "query/game_rows.h"

#include <sstream>

namespace arbiter::query {

std::optional<GameRows> game_rows(const Database& db, const std::string& game) {
  Statement st = db.prepare("SELECT value FROM meta WHERE key = ?");
  st.bind(1, "entries:" + game);
  if (!st.step()) return std::nullopt;
  GameRows out;
  std::istringstream in(st.text(0));
  if (!(in >> out.count >> out.low >> out.high)) return std::nullopt;
  return out;
}

}  // namespace arbiter::query
