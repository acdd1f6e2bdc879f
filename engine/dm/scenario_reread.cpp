// A Dice Masters card's levels read again into a loaded scenario: the
// values `ask` tries for a die's A and D (query/ask/situation_runs.h).
#include <algorithm>

#include "engine/dm/scenario_reader.h"

namespace arbiter::engine::dm {

bool reread_dm_attribute(DmSetup& setup, const Node& n, const std::string& attribute) {
  if (n.name() != "card" || attribute != "levels") return false;
  const std::string id = n.text("id");
  std::vector<Card>& cards = setup.state.cards.edit();
  const auto it =
      std::find_if(cards.begin(), cards.end(), [&](const Card& c) { return c.id == id; });
  if (it == cards.end() || it->type != DieType::Character) return false;
  // The reader's own check, so its error is the whole read's: every other
  // attribute of the scenario read before without fault.
  std::vector<LevelStats> levels = read_card_levels(n);
  if (levels.size() != it->levels.size()) return false;
  it->levels = std::move(levels);
  return true;
}

}  // namespace arbiter::engine::dm
