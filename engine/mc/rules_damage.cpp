// Damage, prevention, defeat, elimination, healing, moving damage and
// "gets" hit points.
#include <algorithm>

#include "engine/core/checked.h"
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

int McGame::deal_damage(Character& target, int amount, const std::string& cause) {
  if (amount <= 0 || target.defeated) return 0;
  Trace& t = ctx_.trace;
  if (target.tough) {
    // One instance of damage, however large, is prevented whole.
    t.change(
        kToughPreventsDamage,
        [&] {
          return target.name + " has a tough card: all " + std::to_string(amount) +
                 " damage from " + cause + " is prevented and the tough card is discarded";
        },
        target.id + ".tough", true, false);
    target.tough = false;
    headline(target.name + " discards tough, preventing " + std::to_string(amount) + " damage");
    return 0;
  }
  const int before = target.damage;
  target.damage = sat_add(target.damage, amount);
  t.change(
      kDamageReducesHitPoints,
      [&] {
        return target.name + " takes " + std::to_string(amount) + " damage from " + cause + " (" +
               std::to_string(std::max(0, target.max_hp() - before)) + " -> " +
               std::to_string(target.remaining()) + " hit points)";
      },
      target.id + ".damage", before, target.damage);
  headline(target.name + " takes " + std::to_string(amount) + " damage");
  if (target.remaining() <= 0) defeat(target);
  return amount;
}

void McGame::defeat(Character& c) {
  c.defeated = true;
  ctx_.trace.change(
      kCharacterDefeated,
      [&] {
        return c.name + " has " + std::to_string(c.remaining()) +
               " remaining hit points and is defeated" +
               (c.role == Role::Ally || c.role == Role::Minion ? " and discarded" : "");
      },
      c.id + ".defeated", false, true);
  if (c.role == Role::Villain) {
    c.defeated = false;  // the stage is defeated, not the villain deck
    villain_stage_defeated(c);
    return;
  }
  headline(c.name + " is defeated");
  for (const std::string& att : c.attachments)
    ctx_.trace.note(kAttachTo, [&] {
      return att + " was attached to " + c.name + ", which leaves play: " + att + " is discarded";
    });
  c.attachments.clear();
  for (Ability* a : resolving("defeated", {c.id})) {
    ctx_.trace.note(kWhenDefeated,
                    [&] { return c.name + " is defeated: its When Defeated ability resolves"; });
    resolve(*a, c, nullptr, c.name + " is defeated");
  }
  if (c.role == Role::Identity)
    if (Player* p = controller(c)) eliminate(*p);
}

void McGame::villain_stage_defeated(Character& v) {
  Trace& t = ctx_.trace;
  if (s_.mode == "rookie" && s_.villain_stages_left > 0) {
    t.change(kRookieFirstStageWins,
             "Rookie Mode: " + v.name + "'s first stage is defeated and the players win",
             "game.winner", "", "players");
    v.defeated = true;
    s_.winner = "players";
    headline("the players win (Rookie Mode)");
    return;
  }
  if (s_.villain_stages_left <= 0) {
    t.change(
        kVillainWin, [&] { return v.name + "'s final stage is defeated: the players win"; },
        "game.winner", "", "players");
    v.defeated = true;
    s_.winner = "players";
    headline("the players win");
    return;
  }
  const int excess = -v.remaining();
  const int next_hp = s_.next_stage_hp.empty()
                          ? v.base_hp
                          : per_player(s_.next_stage_hp.front(), v.hp_per_player,
                                       v.name + "'s next stage hit points");
  if (!s_.next_stage_hp.empty()) s_.next_stage_hp.erase(s_.next_stage_hp.begin());
  --s_.villain_stages_left;
  t.change(
      kVillainStageDefeated,
      [&] {
        return v.name + "'s stage is defeated; the next stage is revealed with " +
               std::to_string(next_hp) + " hit points";
      },
      v.id + ".stage-hp", static_cast<int>(v.base_hp), next_hp);
  t.note(kExcessDamageLost, [&] {
    return std::to_string(excess) +
           " excess damage does not carry over; status cards and attachments stay" +
           (v.stunned || v.confused || v.tough
                ? " (" + std::string(v.stunned ? "stunned " : "") +
                      (v.confused ? "confused " : "") + (v.tough ? "tough " : "") + "carried)"
                : "");
  });
  v.base_hp = next_hp;
  v.damage = 0;
  headline(v.name + " advances to the next stage (" + std::to_string(next_hp) + " hit points)");
}

void McGame::eliminate(Player& p) {
  Trace& t = ctx_.trace;
  p.eliminated = true;
  t.change(kPlayerEliminated,
           "player " + p.id + "'s identity is defeated: " + p.id + " is eliminated",
           p.id + ".eliminated", false, true);
  headline(p.id + " is eliminated");
  // The next clockwise player still in the game takes over engaged enemies.
  const size_t n = s_.players.size();
  size_t at = 0;
  while (s_.players[at].id != p.id) ++at;
  Player* next = nullptr;
  for (size_t step = 1; step < n && !next; ++step)
    if (!s_.players[(at + step) % n].eliminated) next = &s_.players[(at + step) % n];
  if (!next) {
    t.change(kAllPlayersEliminated,
             "every player is eliminated: the game ends and the players lose", "game.winner", "",
             "villain");
    s_.winner = "villain";
    headline("the players lose");
    return;
  }
  if (s_.players[static_cast<size_t>(s_.first_player)].id == p.id) {
    s_.first_player = static_cast<int>(static_cast<size_t>(next - s_.players.data()));
    t.change(
        kFirstPlayerEliminated,
        [&] {
          return p.id +
                 " was the first player: the first player token passes at once, clockwise, to " +
                 next->id;
        },
        "game.first-player", p.id, next->id);
    headline(next->id + " becomes first player");
  }
  for (Character& c : s_.characters)
    if (c.role == Role::Minion && !c.defeated && c.player == p.id) {
      t.change(
          kEliminatedMinionsMove,
          [&] { return c.name + " engages " + next->id + ", keeping its damage and status cards"; },
          c.id + ".engaged", p.id, next->id);
      c.player = next->id;
    }
}

void McGame::heal(Character& target, int amount, const Predicate& why) {
  const int before = target.damage;
  const int healed = std::min(amount, target.damage);
  target.damage -= healed;
  ctx_.trace.change(
      why,
      [&] {
        return target.name + " heals " + std::to_string(healed) + " damage" +
               (healed < amount
                    ? " (" + std::to_string(amount) + " healing, capped at maximum hit points)"
                    : "");
      },
      target.id + ".damage", before, target.damage);
  if (healed < amount)
    ctx_.trace.note(kHealCapped, [&] {
      return target.name + " cannot be healed above its maximum of " +
             std::to_string(target.max_hp()) + " hit points";
    });
  headline(target.name + " heals " + std::to_string(healed));
}

void McGame::move_damage(Character& from, Character& to, int amount) {
  const int moved = std::min(amount, from.damage);
  const int before = from.damage;
  from.damage -= moved;
  ctx_.trace.change(
      kMovedDamageIsDealt,
      [&] {
        return std::to_string(moved) + " damage moves from " + from.name + " to " + to.name +
               "; moved damage counts as dealt to " + to.name;
      },
      from.id + ".damage", before, from.damage);
  deal_damage(to, moved, "moved damage");
}

void McGame::grant_hit_points(Character& target, int amount, const std::string& source) {
  const int before = target.max_hp();
  target.grants.push_back({source, amount});
  ctx_.trace.change(
      kGetsHitPoints,
      [&] {
        return target.name + " gets +" + std::to_string(amount) + " hit points from " + source +
               ": maximum and remaining hit points both rise (remaining " +
               std::to_string(target.remaining()) + ")";
      },
      target.id + ".max-hp", before, target.max_hp());
}

void McGame::expire_hit_points(Character& target, const std::string& source) {
  auto it = std::find_if(target.grants.begin(), target.grants.end(),
                         [&](const HitPointGrant& g) { return g.source == source; });
  if (it == target.grants.end())
    throw std::invalid_argument(target.id + " has no hit points from '" + source + "'");
  const int before = target.max_hp();
  target.grants.erase(it);
  ctx_.trace.change(
      kGetsExpires,
      [&] {
        return source + " expires: " + target.name + "'s hit points revert (maximum " +
               std::to_string(target.max_hp()) + ", remaining " +
               std::to_string(target.remaining()) + ")";
      },
      target.id + ".max-hp", before, target.max_hp());
  headline(target.name + " has " + std::to_string(target.remaining()) + " hit points after " +
           source + " expires");
  if (target.remaining() <= 0 && !target.defeated) defeat(target);
}

void McGame::gains_keyword(Character& c, const std::string& keyword, int value,
                           const std::string& source) {
  if (keyword == "guard") c.guard = true;
  if (keyword == "overkill") c.overkill = true;
  if (keyword == "quickstrike") c.quickstrike = true;
  if (keyword == "retaliate") c.retaliate = value;
  const std::string shown = keyword + (keyword == "retaliate" ? " " + std::to_string(value) : "");
  ctx_.trace.change(kGainsKeyword,
                    c.name + " gains " + shown + " from " + source +
                        ": it functions as if the keyword were printed on it",
                    c.id + "." + keyword, "", shown);
  headline(c.name + " gains " + shown);
}

void McGame::give_status(Character& target, const std::string& status) {
  bool* card = status == "stunned"    ? &target.stunned
               : status == "confused" ? &target.confused
                                      : &target.tough;
  if (*card) {
    ctx_.trace.note(kStatusOneOfEach, [&] {
      return target.name + " already has a " + status + " card and cannot have a second";
    });
    return;
  }
  *card = true;
  ctx_.trace.change(
      kStatusOneOfEach, [&] { return target.name + " is given a " + status + " status card"; },
      target.id + "." + status, false, true);
  headline(target.name + " gets " + status);
}

}  // namespace arbiter::engine::mc
