// The parts a verdict (ask_verdict.h) is made of: who is gone, the step
// that decides for a role, a yes or no said with its reason, each side's
// fate, a Dice Masters player's loss of life, and whether an action could
// be taken.
#pragma once

#include <optional>
#include <string>

#include "engine/core/simulation.h"
#include "query/ask/reading.h"
#include "query/cli/ask_asks.h"

namespace arbiter::cli::decide {

// "the players win", "p1 wins", "no one has won" from game.winner.
std::string winner_said(const std::string& w);
// Whether a character is gone: a Dice Masters die KO'd (Regenerate or not:
// `survived` asks instead whether it is out of the Prep Area), a Marvel
// Champions character or scheme defeated (a villain whose stage is, though
// the next stage it turns into is not). "true", "false", or "" unknown.
std::string gone(const engine::SimReport& r, const std::string& game, const std::string& role,
                 bool survived = false);
// The step that decides for a role: the last with a part (between ";")
// that is about the role as the trace names it and says one of `hints`;
// null when none does. A step about another character never stands as
// the reason.
const engine::Event* step_for(const engine::SimReport& r, const std::string& role,
                              std::initializer_list<const char*> hints);
// "No: the blocker is not KO'd": the deciding step when there is one,
// else `plain`, the value said outright.
std::string said(bool yes, const engine::Event* step, const std::string& plain);
// "Can my ally attack Rhino?": no with the step that forbids the action the
// ask names first, yes with the step that makes it; nothing when neither.
std::optional<std::string> can_act(const engine::SimReport& r, const asks::Words& clause);
int number_or(const std::string& v, int otherwise);
// Whether a Dice Masters blocker's fate rests on how the attacking player
// splits the damage among several blockers (dm:2.7.4.3.5), not stated.
bool rests_on_split(const engine::SimReport& r, const query::ask::Reading& reading,
                    const std::string& role);
// Each side's fate: "The attacker survives; the blocker is KO'd"; of the
// roles asked about when the question names some.
std::optional<std::string> fates(const engine::SimReport& r, const std::string& game,
                                 const asks::Words& asked);

// A Marvel Champions ask about damage taken ("does any go through to me?",
// "does the villain take damage?").
bool about_mc_damage(const asks::Words& ask);
// Whether `role` took damage (more than the question said was on it, or it
// is gone); nothing when the simulation does not say.
std::optional<bool> damage_taken(const engine::SimReport& r, const query::ask::Reading& reading,
                                 const std::string& role);

struct PlayerLoss {
  bool lost = false;
  const engine::Event* step = nullptr;  // the step dealing the damage
  std::string plain;                    // "p2 loses life (20 -> 16)"
};
// Whether the Dice Masters player an ask is about lost life, from their
// life before (as read, else the situation builder's 20) and after: "do I
// take damage?" is the asker (Reading::asker), "does my opponent?" the
// other; the attacked player (p2) when the ask names neither. Nothing when
// it names the asker and the question does not say who that is.
std::optional<PlayerLoss> player_loss(const engine::SimReport& r,
                                      const query::ask::Reading& reading, const asks::Words& ask);

}  // namespace arbiter::cli::decide
