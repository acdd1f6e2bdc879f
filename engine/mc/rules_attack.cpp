// Every attack, of every kind (actions.h), in one resolution: whether it may
// be made (form, guard), its cost (exhaust or not), stunned, the enemy
// attack's steps (interrupts, initiation, boost, defence), damage (tough,
// through deal_damage), overkill, retaliate, and what follows the attack.
// Each check is written once, here, and applies to every kind it concerns.
#include <algorithm>
#include <stdexcept>

#include "engine/core/checked.h"
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

BoostCard McGame::next_boost_card() {
  draw_encounter_card("a boost card");
  if (!s_.boost_cards.empty()) {
    BoostCard card = s_.boost_cards.front();
    s_.boost_cards.erase(s_.boost_cards.begin());
    return card;
  }
  if (!s_.boost_deck)
    throw std::invalid_argument("the villain needs a boost card, but the scenario describes none");
  Deck& deck = *s_.boost_deck;
  const int pick = ctx_.chooser.choose(deck, "boost card");
  DeckFace& face = deck.faces[static_cast<size_t>(pick)];
  BoostCard card;
  if (face.label == "star") {
    card.star = true;
    card.ability = s_.boost_star_ability;
  } else {
    card.icons = std::stoi(face.label);
  }
  // Drawn cards leave the deck: the next draw is from what remains.
  if (--face.count == 0) deck.faces.erase(deck.faces.begin() + pick);
  return card;
}

// The villain flips to its other form at once, mid-activation: the rest of
// the attack uses the new form's values, and the new form's "would attack"
// interrupts do not trigger, the attack being past that point.
void McGame::flip_villain(Character& v) {
  if (v.flip_name.empty())
    throw std::invalid_argument(v.id + " has no other form to flip to (flip-name)");
  Trace& t = ctx_.trace;
  const std::string before = v.name;
  std::swap(v.name, v.flip_name);
  const int atk = v.atk;  // a Tracked field: swapped by hand
  v.atk = v.flip_atk;
  v.flip_atk = atk;
  std::swap(v.atk_dash, v.flip_atk_dash);
  v.flipped = !v.flipped;
  t.change(
      kVillainFlipsMidAttack,
      [&] {
        return before + " flips to " + v.name +
               " at once, in the middle of the attack: the attack "
               "goes on with " +
               v.name + "'s ATK" + (v.atk_dash ? " (–)" : " (" + std::to_string(v.atk) + ")");
      },
      v.id + ".name", before, v.name);
  for (const Ability* a : triggered("would-attack", {v.id}))
    t.note(kVillainFlipsMidAttack, [&] {
      return a->name + " does not trigger: the attack is already past \"" + v.name +
             " would attack\"";
    });
  headline(before + " flips to " + v.name);
}

// Flips each boost card, returning the icons added; applies modelled star
// abilities.
int McGame::flip_boost_cards(Character& v, int cards, Player* against) {
  Trace& t = ctx_.trace;
  int added = 0;
  for (int i = 0; i < cards; ++i) {
    const BoostCard card = next_boost_card();
    const std::string which = cards > 1 ? "boost card " + std::to_string(i + 1) : "the boost card";
    if (card.star) {
      t.note(kStarIsNotIcon,
             [&] { return which + " shows a star: it is not a boost icon and adds nothing"; });
      t.note(kStarBoostAbility, [&] {
        return which + "'s boost ability resolves" +
               (card.ability.empty() ? "" : ": \"" + card.ability + "\"");
      });
      if (card.text)
        resolve_card_words(card.text, "boost", "the boost ability", v.id, against);
      else if (card.does == "tough")
        give_status(v, "tough");
      else if (card.does == "stun")
        give_status(v, "stunned");
      else if (card.does == "flip")
        flip_villain(v);
      else if (card.does.rfind("atk+", 0) == 0)
        added = sat_add(added, std::stoi(card.does.substr(4)));
      headline("boost star" + (card.ability.empty() ? "" : " (" + card.ability + ")"));
    }
    if (card.icons > 0 || !card.star) {
      t.change(
          kBoostIconsAdd,
          [&] {
            return which + " shows " + std::to_string(card.icons) + " boost icon" +
                   (card.icons == 1 ? "" : "s");
          },
          v.id + ".boost", added, added + card.icons);
      added = sat_add(added, card.icons);
      headline("boost " + std::to_string(card.icons));
    }
    t.note(kBoostDiscarded, [&] { return which + " is discarded"; });
  }
  return added;
}

void McGame::attack(const AttackSpec& a) {
  if (over()) return;
  if (!may_attack(a) || !attack_cost(a) || stunned_instead(a)) return;
  Player* target = a.target_player;
  Character* defender = nullptr;
  int boost = 0;
  if (is_enemy(a.kind) && !enemy_attack_opens(a, target, defender, boost)) return;
  const int stages_before = s_.villain_stages_left;
  const std::vector<Character*> attacked = deal_attack_damage(a, target, defender, boost);
  const bool stage_defeated = s_.villain_stages_left < stages_before;
  for (Character* c : attacked)
    retaliate(*c, *a.attacker, stage_defeated && c->role == Role::Villain);
  if (!attacked.empty()) after_attack(a, attacked, target);
  expire_lasting(Until::kEndOfAttack);
}

// Who may attack whom: a hero in hero form only; no one under a "cannot
// attack" effect (mc:cannot); enemies only (mc:attack, mc:enemy), a
// different one per instance when the card says so; and no villain while a
// guard minion is engaged with the attacker's player (mc:guard).
bool McGame::may_attack(const AttackSpec& a) {
  if (is_enemy(a.kind)) return true;  // guard restricts the players' attacks only
  Character& attacker = *a.attacker;
  Player* owner = controller(attacker);
  if (attacker.role == Role::Identity && owner && !owner->hero_form)
    throw std::invalid_argument(attacker.name +
                                " is in alter-ego form and cannot use a hero's attack");
  if (cannot(attacker.player, Forbid::kAttack, attacker.name)) return false;
  if (!is_basic(a.kind) && !action_timing_allows(attacker, a.name, a.by_request)) return false;
  std::vector<Character*> targets = a.instance_targets;
  if (targets.empty()) targets.push_back(a.target);
  for (Character* target : targets)
    if (target->role != Role::Villain && target->role != Role::Minion) {
      ctx_.trace.note(kAttackTargetsEnemy, [&] {
        return target->name + " is not an enemy (a minion or villain): " + attacker.name +
               " cannot attack it";
      });
      headline(attacker.name + " cannot attack " + target->name + " (not an enemy)");
      return false;
    }
  for (size_t i = 1; a.different_enemies && i < targets.size(); ++i)
    if (std::find(targets.begin(), targets.begin() + static_cast<long>(i), targets[i]) !=
        targets.begin() + static_cast<long>(i)) {
      ctx_.trace.note(kDifferentEnemy, [&] {
        return a.name + " deals damage again to " + targets[i]->name +
               ": that damage must be dealt to a different enemy";
      });
      headline(a.name + " cannot deal damage to " + targets[i]->name + " twice");
      return false;
    }
  for (Character* target : targets) {
    if (!owner) continue;
    for (const Character& m : s_.characters)
      if (m.role == Role::Minion && m.guard && !m.defeated && m.player == owner->id) {
        // Guard checked and passed: traced, as it is the rule that lets it.
        if (target->role != Role::Villain || target->guard) {
          ctx_.trace.note(kGuard, [&] {
            return m.name + " has guard, but " + attacker.name + " attacks " + target->name +
                   (target->role == Role::Villain ? ", a villain with guard itself"
                                                  : ", not a villain") +
                   ": guard does not stop it";
          });
          break;
        }
        ctx_.trace.note(kGuard, [&] {
          return m.name + " has guard and is engaged with " + owner->id + ", so " + attacker.name +
                 " cannot attack " + target->name + (a.name.empty() ? "" : " with " + a.name);
        });
        headline(attacker.name + " cannot attack " + target->name + " (guard)");
        return false;
      }
  }
  return true;
}

// The cost of the attack: a basic power exhausts; an (attack) event or
// ability does not, unless its text says so (mc:attack); enemies pay none.
bool McGame::attack_cost(const AttackSpec& a) {
  Character& c = *a.attacker;
  switch (a.kind) {
    case AttackKind::kHeroBasic:
    case AttackKind::kAllyBasic: {
      const ExhaustCost cost{"ATK", "attack",
                             a.kind == AttackKind::kHeroBasic ? kHeroBasicAttack : kAllyAttack,
                             c.atk_dash};
      if (!can_exhaust_for(c, cost)) return false;
      exhaust_for(c, cost, a.target->name);
      return true;
    }
    case AttackKind::kAttackEvent:
    case AttackKind::kAttackAbility: {
      const std::string what = a.kind == AttackKind::kAttackEvent ? "event" : "ability";
      if (a.exhausts) {
        const ExhaustCost cost{"ATK", "use " + a.name, kAttackAbilityNoExhaust, false};
        if (!can_exhaust_for(c, cost)) return false;
        if (a.pay && !a.pay()) return false;
        ctx_.trace.note(kAttackAbilityNoExhaust,
                        [&] { return a.name + "'s text says to exhaust: it is part of its cost"; });
        exhaust_for(c, cost, "against " + a.target->name);
        return true;
      }
      if (a.pay && !a.pay()) return false;
      ctx_.trace.note(kAttackAbilityNoExhaust, [&] {
        return a.name + " is an (attack) " + what + ": " + c.name + " attacks " + a.target->name +
               " with it and does not exhaust";
      });
      return true;
    }
    case AttackKind::kVillain:
    case AttackKind::kMinion:
    case AttackKind::kCount: break;
  }
  return true;
}

// Stunned (mc:status-cards): an enemy that would attack, or a hero or ally
// attempting an attack (its costs paid), discards the stunned card instead.
bool McGame::stunned_instead(const AttackSpec& a) {
  Character& attacker = *a.attacker;
  if (!attacker.stunned) return false;
  Trace& t = ctx_.trace;
  if (!is_enemy(a.kind)) {
    const std::string paid = a.kind == AttackKind::kAttackEvent ? a.name + " stays played"
                             : is_basic(a.kind) || a.exhausts   ? "the exhaust cost stays paid"
                                                                : a.name + " stays used";
    if (!status_instead(attacker, attacker.stunned, "stunned", "attacking",
                        kStunnedCharacterDiscards, paid))
      return false;
    if (a.kind == AttackKind::kAttackEvent)
      t.note(kEventPlayed, [&] {
        return a.name +
               " was still played: its cost stays paid and it goes to the "
               "discard pile";
      });
    return true;
  }
  std::string others;
  for (const Ability* ab : triggered("would-attack", {attacker.id}))
    others += (others.empty() ? "" : ", ") + ab->name;
  if (!others.empty()) {
    if (ctx_.holds(kTimingPriorityEight))
      t.note(kTimingPriorityEight, [&] {
        return "timing priority: status cards (level 2) come before forced interrupts (level 3): "
               "the stunned card acts before " +
               others;
      });
    else
      t.note(kStatusPriority, [&] {
        return "status cards take priority over all other abilities: the stunned card acts "
               "before " +
               others;
      });
  }
  t.change(
      kStunnedEnemySkipsAttack,
      [&] {
        return attacker.name + " is stunned: instead of attacking, it discards the stunned card";
      },
      attacker.id + ".stunned", true, false);
  attacker.stunned = false;
  headline(attacker.name + " discards stunned instead of attacking");
  return true;
}

// An enemy attack's opening steps (mc:enemy-attacks): "would attack"
// interrupts, initiation, the boost card, the defender, the boost flip.
// False when the attack stops before its damage.
bool McGame::enemy_attack_opens(const AttackSpec& a, Player*& target, Character*& defender,
                                int& boost) {
  Trace& t = ctx_.trace;
  Character& attacker = *a.attacker;
  Player& target_player = *target;
  // Without card abilities no window opens: its words are not built.
  const bool abilities = !s_.abilities.empty();
  if (abilities &&
      would("would-attack", attacker, nullptr, attacker.name + " attacking " + target_player.id))
    return false;
  if (abilities && !triggered("attack-initiated", side_of(target_player)).empty()) {
    t.note(kAttackInitiated, [&] {
      return attacker.name + "'s attack against " + target_player.id +
             " is initiated: abilities on initiation resolve before any step of the attack";
    });
    window("attack-initiated", side_of(target_player), identity(target_player), &attacker,
           "the attack against " + target_player.id + " is initiated");
    if (attacker.defeated || over()) {
      t.note(kDefeatedAttackerStops, [&] {
        return attacker.name +
               " is defeated before its damage is calculated: the rest "
               "of the attack does not resolve";
      });
      return false;
    }
  }
  const bool is_villain = a.kind == AttackKind::kVillain;
  if (is_villain)
    t.note(kVillainBoostCard, [&] {
      return attacker.name + " attacks " + target_player.id +
             " and is given one facedown boost card";
    });
  else
    t.note(kVillainBoostCard, [&] {
      return attacker.name + " (a minion) attacks " + target_player.id + " with no boost card";
    });

  std::string defender_id = a.defender;
  for (const GameState::MustDefend& m : s_.must_defend)
    if (defender_id.empty() && m.player == target->id) {
      t.note(kMustUnlessCannot, [&] {
        return m.source + ": " + character(m.who).name + " must defend the attack against " +
               m.player + " (unless a \"cannot\" forbids it)";
      });
      defender_id = m.who;
    }
  if (!defender_id.empty()) {
    Character& d = character(defender_id);
    const bool can_defend = !d.defeated && !d.exhausted &&
                            (d.role == Role::Ally || (d.role == Role::Identity && controller(d) &&
                                                      controller(d)->hero_form));
    if (can_defend && cannot(d.player, Forbid::kDefend, d.name)) {
      // "cannot" is absolute: it wins over a "must defend" as over a choice.
    } else if (!can_defend) {
      t.note(kExhaustedCannotDefend, [&] {
        return d.name +
               (d.exhausted ? " is exhausted and cannot exhaust to defend"
                            : " cannot defend (not a ready hero or ally)") +
               ": the attack is undefended";
      });
    } else {
      defender = &d;
      t.change(
          kDefenderExhausts, [&] { return d.name + " exhausts to defend"; }, d.id + ".exhausted",
          false, true);
      d.exhausted = true;
      Player* owner = controller(d);
      if (owner && owner->id != target->id) {
        t.note(kDefenderBecomesTarget, [&] {
          return owner->id + " defends for " + target->id + " and becomes the target of the attack";
        });
        target = owner;
      }
    }
  }

  boost = is_villain ? flip_boost_cards(attacker, 1, target) : 0;
  // Defense abilities (mc:defend): only the target player's can resolve.
  for (const Player& p : s_.players)
    for (const Ability* ab :
         s_.abilities.empty() ? std::vector<Ability*>{} : triggered("before-damage", side_of(p)))
      if (ab->defense)
        t.note(kDefenseOnlyWhileTarget, [&] {
          return ab->name + " is a defense ability: " +
                 (p.id == target->id
                      ? p.id + " is the target of the attack, so it can be used"
                      : "it cannot be used, as " + p.id + " is not the target of the attack (" +
                            target->id + " is)");
        });
  damage_to_ = defender ? defender : &identity(*target);
  prevent_pending_ = 0;
  if (!s_.abilities.empty())
    window("before-damage", side_of(*target), identity(*target), &attacker,
           attacker.name + "'s attack is about to deal damage");
  damage_to_ = nullptr;
  if (attacker.defeated || over()) {
    t.note(kDefeatedAttackerStops, [&] {
      return attacker.name +
             " is defeated before its damage is dealt: the rest of the attack does not resolve";
    });
    return false;
  }
  return true;
}

// The attack's damage; returns the characters attacked (for retaliate), in
// order. Tough acts in deal_damage, for every instance.
std::vector<Character*> McGame::deal_attack_damage(const AttackSpec& a, Player* target,
                                                   Character* defender, int boost) {
  Trace& t = ctx_.trace;
  Character& attacker = *a.attacker;
  if (attacker.atk_dash && (is_enemy(a.kind) || a.instances.empty())) {
    if (!ctx_.holds(kDashIsZero))
      throw std::invalid_argument(attacker.name + "'s ATK is a dash, and edition " + ctx_.edition +
                                  " does not say what value a dash has when a game step uses it");
    t.note(kDashIsZero,
           [&] { return attacker.name + "'s ATK is a dash (–), treated as 0 for the attack"; });
  }
  if (!is_enemy(a.kind)) {
    const bool event = a.kind == AttackKind::kAttackEvent;
    const std::vector<int> instances =
        a.instances.empty() ? std::vector<int>{stat(attacker, "atk")} : a.instances;
    const std::string cause = a.name.empty() ? attacker.name + "'s attack" : a.name;
    if (instances.size() > 1)
      t.note(kDamageInstanceBonus, [&] {
        return cause + " deals damage " + std::to_string(instances.size()) +
               " times: each instance is a separate amount of damage";
      });
    std::vector<Character*> attacked;
    for (size_t i = 0; i < instances.size() && !over(); ++i) {
      Character& hit = i < a.instance_targets.size() ? *a.instance_targets[i] : *a.target;
      if (hit.defeated) continue;
      if (std::find(attacked.begin(), attacked.end(), &hit) == attacked.end())
        attacked.push_back(&hit);
      const int extra = event ? bonus("attack-event-damage", attacker.id,
                                      "this instance of " + cause + "'s damage")
                              : 0;
      const int amount = instances[i] + extra;
      if (extra)
        t.note(kDamageInstanceBonus, "instance " + std::to_string(i + 1) + ": " +
                                         std::to_string(instances[i]) + " + " +
                                         std::to_string(extra) + " = " + std::to_string(amount) +
                                         " damage, dealt at once");
      const int remaining = hit.remaining();
      const bool prevented = hit.tough && amount > 0;
      deal_damage(hit, amount, cause);
      overkill(a, hit, amount, remaining, prevented, nullptr);
    }
    return attacked;
  }

  const int atk = stat(attacker, "atk", boost);
  const std::string cause = attacker.name + "'s attack";
  if (defender && defender->role == Role::Identity) {
    const int def = stat(*defender, "def");
    const int dmg = std::max(0, atk - def);
    t.note(kHeroDefenseReduces, [&] {
      return defender->name + " defends: " + std::to_string(atk) + " ATK - " + std::to_string(def) +
             " DEF = " + std::to_string(dmg) + " damage";
    });
    if (dmg == 0) headline(defender->name + " takes no damage");
    const int dealt = after_prevention(*defender, dmg);
    deal_damage(*defender, dealt, cause);
    overkill(a, *defender, dealt, defender->remaining(), false, target);
    return {defender};
  }
  if (defender) {
    const bool has_overkill = a.overkill || attacker.overkill;
    const int remaining = defender->remaining();
    t.note(kAllyTakesAll, [&] {
      return defender->name + " defends and takes all " + std::to_string(atk) + " damage" +
             (has_overkill ? "" : "; none carries over to the hero");
    });
    const bool prevented = defender->tough && atk > 0;
    const int dealt = after_prevention(*defender, atk);  // overkill counts what is dealt
    deal_damage(*defender, dealt, cause);
    overkill(a, *defender, dealt, remaining, prevented, target);
    return {defender};
  }
  Character& hero = identity(*target);
  t.note(kUndefendedToHero, [&] {
    return "no one defends: the attack is undefended and all " + std::to_string(atk) +
           " damage goes to " + hero.name;
  });
  const int dealt = after_prevention(hero, atk);
  deal_damage(hero, dealt, cause);
  overkill(a, hero, dealt, hero.remaining(), false, target);
  return {&hero};
}

// Overkill (mc:overkill): damage beyond a defending ally's remaining hit
// points goes to its controller's identity; beyond a defeated minion's, to
// the villain. Traced whenever the attack has overkill, also when nothing
// carries over.
void McGame::overkill(const AttackSpec& a, Character& hit, int amount, int remaining,
                      bool prevented, Player* target) {
  Character& attacker = *a.attacker;
  if (!(a.overkill || attacker.overkill) || over()) return;
  Trace& t = ctx_.trace;
  const bool enemy = is_enemy(a.kind);
  const Predicate& rule = enemy ? kOverkillAllyExcess : kOverkillMinionExcess;
  const std::string has = (a.name.empty() ? attacker.name + "'s attack" : a.name) + " has overkill";
  if (enemy && hit.role != Role::Ally) {
    t.note(rule, [&] {
      return has + ", but no ally defends it: " + hit.name +
             " takes the damage itself, so there is no excess to carry over";
    });
    return;
  }
  if (!enemy && hit.role != Role::Minion) {
    t.note(rule, [&] {
      return has + ", but " + hit.name +
             " is not a minion: overkill carries excess over only from a defeated minion";
    });
    return;
  }
  if (prevented) {
    t.note(rule, [&] {
      return has + ", but the tough card prevented all of its damage to " + hit.name +
             ": no damage went beyond its remaining hit points, so nothing carries over";
    });
    return;
  }
  if (amount <= remaining) {
    t.note(rule, [&] {
      return has + ": its " + std::to_string(amount) + " damage does not exceed " + hit.name +
             "'s " + std::to_string(remaining) + " remaining hit points, so nothing carries over";
    });
    return;
  }
  const int excess = amount - remaining;
  if (enemy) {
    Character& hero = identity(*target);
    t.note(rule, [&] {
      return attacker.name + " has overkill: " + std::to_string(excess) + " damage beyond " +
             hit.name + "'s " + std::to_string(remaining) + " hit points goes to " + hero.name;
    });
    deal_damage(hero, excess, attacker.name + "'s attack (overkill)");
    return;
  }
  Character* v = villain();
  if (!v) {
    t.note(rule, [&] {
      return has + ": " + std::to_string(excess) +
             " excess damage would go to the villain, but there is none in play";
    });
    return;
  }
  t.note(rule, [&] {
    return attacker.name + " has overkill: " + std::to_string(excess) + " excess damage goes to " +
           v->name;
  });
  deal_damage(*v, excess, (a.name.empty() ? attacker.name + "'s attack" : a.name) + " (overkill)");
}

std::vector<std::string> McGame::side_of(const Player& p) {
  std::vector<std::string> ids;
  ids.reserve(1 + s_.characters.size());
  ids.push_back(p.identity);
  for (const Character& c : s_.characters)
    if (c.role == Role::Ally && c.player == p.id) ids.push_back(c.id);
  return ids;
}

// Retaliate X (mc:retaliate-x): after a character is attacked, if it
// survived, it deals X damage to the attacker, whatever the kind of attack.
// A villain stage the attack defeated is removed from the game
// (mc:villain-defeat): it did not survive, though the villain goes on.
void McGame::retaliate(Character& attacked, Character& attacker, bool stage_defeated) {
  if (attacked.retaliate <= 0 || over()) return;
  if (stage_defeated) {
    ctx_.trace.note(kRetaliate, [&] {
      return attacked.name + "'s stage was defeated by the attack and removed from the game: it " +
             "did not survive, so retaliate does not deal damage";
    });
    return;
  }
  if (attacked.defeated) {
    ctx_.trace.note(kRetaliate, [&] {
      return attacked.name + " did not survive the attack, so retaliate does not deal damage";
    });
    return;
  }
  ctx_.trace.note(kRetaliate, [&] {
    return attacked.name + " was attacked and survived: retaliate " +
           std::to_string(attacked.retaliate) + " deals damage to " + attacker.name;
  });
  deal_damage(attacker, attacked.retaliate, attacked.name + "'s retaliate");
}

// What follows the attack: "after ... attacks" responses, "attacks and
// defeats a minion" responses before an ally's consequential damage.
void McGame::after_attack(const AttackSpec& a, const std::vector<Character*>& attacked,
                          Player* target) {
  Trace& t = ctx_.trace;
  Character& attacker = *a.attacker;
  if (is_enemy(a.kind)) {
    if (over() || s_.abilities.empty()) return;  // no window opens
    std::vector<std::string> owners = side_of(*target);
    owners.push_back(attacker.id);  // "after this enemy attacks" abilities on the attacker itself
    window("after-attack", owners, *attacked.front(), &attacker, attacker.name + "'s attack");
    return;
  }
  if (attacker.role == Role::Identity)
    hero_attacked(attacker, *attacked.front(),
                  is_basic(a.kind) ? "the basic attack power" : a.name + ", an (attack) action");
  const bool consequential = a.kind == AttackKind::kAllyBasic && attacker.atk_consequential > 0;
  // "After you defeat a minion": "you" is the player (mc:you), so the
  // controller's own abilities trigger as well as the attacker's.
  const std::vector<std::string> owners{attacker.id, attacker.player};
  for (Character* c : attacked) {
    if (c->role != Role::Minion || !c->defeated || triggered("defeats-minion", owners).empty())
      continue;
    for (const Ability* ab : triggered("defeats-minion", {attacker.player}))
      t.note(kYouIsThePlayer, [&] {
        return ab->name + "'s \"you\" is " + attacker.player + ", who controls " + attacker.name +
               ": " + attacker.player + " has defeated " + c->name;
      });
    if (consequential) {
      if (ctx_.holds(kTimingPriorityEight))
        t.note(kTimingPriorityEight,
               "timing priority: responses (level 7) come before consequential damage (level 8)");
      else
        t.note(kResponseBeforeConsequential, [&] {
          return attacker.name + " attacked and defeated " + c->name +
                 ": that is checked now, before consequential damage";
        });
    }
    window("defeats-minion", owners, attacker, c,
           attacker.name + " attacks and defeats " + c->name);
  }
  if (consequential && !attacker.defeated) {
    t.note(kConsequentialDamage, [&] {
      return attacker.name + " attacked: it takes " + std::to_string(attacker.atk_consequential) +
             " consequential damage";
    });
    deal_damage(attacker, attacker.atk_consequential, "consequential damage");
  }
}

}  // namespace arbiter::engine::mc
