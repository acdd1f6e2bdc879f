#include "engine/mc/values_of.h"

#include <optional>

namespace arbiter::engine::mc {

Values values_of(const GameState& s, TouchedMask* rest_touched) {
  ValuesBuilder v(10 * s.characters.size() + 8 * s.players.size() + 4 * s.cards.size() +
                  3 * s.schemes.size() + 5);
  for (const Character& c : s.characters) character_values(c, v);
  std::optional<TouchedScope> scope;
  if (rest_touched) scope.emplace(*rest_touched);
  for (const Player& p : s.players) {
    v.set(p.id, ".eliminated", bool_text(p.eliminated));
    v.set(p.id, ".form", p.hero_form ? "hero" : "alter-ego");
    v.set(p.id, ".encounter-cards", std::to_string(p.encounter_cards));
    v.set(p.id, ".hand", std::to_string(p.hand));
    v.set(p.id, ".deck", std::to_string(p.deck));
    v.set(p.id, ".discard", std::to_string(p.discard));
    v.set(p.id, ".generated", std::to_string(p.generated));
    v.set(p.id, ".discard-top", p.discard_pile.empty() ? "none" : p.discard_pile.back());
  }
  for (const Card& c : s.cards) {
    v.set(c.id, ".in-play", bool_text(c.in_play));
    v.set(c.id, ".uses", std::to_string(c.uses));
    v.set(c.id, ".exhausted", bool_text(c.exhausted));
    v.set(c.id, ".zone", name_of(c.zone));
  }
  for (const Character& c : s.characters)
    if (c.role == Role::Ally || c.role == Role::Minion)
      v.set(c.id, ".in-play", bool_text(!c.defeated));
  for (const Scheme& sc : s.schemes) {
    v.set(sc.id, ".threat", std::to_string(sc.threat));
    v.set(sc.id, ".defeated", bool_text(sc.defeated));
    v.set(sc.id, ".stages-after", std::to_string(sc.stages_left));
  }
  v.set("game.winner", "", s.winner.empty() ? "none" : s.winner);
  v.set("game.first-player", "", s.players[static_cast<size_t>(s.first_player)].id);
  v.set("game.acceleration-tokens", "", std::to_string(s.acceleration_tokens));
  v.set("game.villain-stages-after", "", std::to_string(s.villain_stages_left));
  v.set("game.last-selected", "", std::to_string(s.last_selected));
  return std::move(v).take();
}

}  // namespace arbiter::engine::mc
