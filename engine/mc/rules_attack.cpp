// Enemy attacks (boost, defence, damage, retaliate, overkill) and the
// attacks of heroes and allies.
#include <algorithm>
#include <stdexcept>

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

// Flips each boost card, returning the icons added; applies modelled star
// abilities.
int McGame::flip_boost_cards(Character& v, int cards) {
  Trace& t = ctx_.trace;
  int added = 0;
  for (int i = 0; i < cards; ++i) {
    const BoostCard card = next_boost_card();
    const std::string which = cards > 1 ? "boost card " + std::to_string(i + 1) : "the boost card";
    if (card.star) {
      t.note(kStarIsNotIcon, which + " shows a star: it is not a boost icon and adds nothing");
      t.note(kStarBoostAbility, which + "'s boost ability resolves" +
                                    (card.ability.empty() ? "" : ": \"" + card.ability + "\""));
      if (card.does == "tough")
        give_status(v, "tough");
      else if (card.does == "stun")
        give_status(v, "stunned");
      else if (card.does.rfind("atk+", 0) == 0)
        added += std::stoi(card.does.substr(4));
      headline("boost star" + (card.ability.empty() ? "" : " (" + card.ability + ")"));
    }
    if (card.icons > 0 || !card.star) {
      t.change(kBoostIconsAdd,
               which + " shows " + std::to_string(card.icons) + " boost icon" +
                   (card.icons == 1 ? "" : "s"),
               v.id + ".boost", added, added + card.icons);
      added += card.icons;
      headline("boost " + std::to_string(card.icons));
    }
    t.note(kBoostDiscarded, which + " is discarded");
  }
  return added;
}

void McGame::enemy_attack(Character& attacker, Player& target_player,
                          const std::string& defender_id) {
  if (over()) return;
  Trace& t = ctx_.trace;
  if (attacker.stunned) {
    std::string others;
    for (const Ability* a : triggered("would-attack", {attacker.id}))
      others += (others.empty() ? "" : ", ") + a->name;
    if (!others.empty()) {
      if (ctx_.holds(kTimingPriorityEight))
        t.note(kTimingPriorityEight,
               "timing priority: status cards (level 2) come before forced interrupts (level 3): "
               "the stunned card acts before " +
                   others);
      else
        t.note(
            kStatusPriority,
            "status cards take priority over all other abilities: the stunned card acts before " +
                others);
    }
    t.change(kStunnedEnemySkipsAttack,
             attacker.name + " is stunned: instead of attacking, it discards the stunned card",
             attacker.id + ".stunned", true, false);
    attacker.stunned = false;
    headline(attacker.name + " discards stunned instead of attacking");
    return;
  }
  if (would("would-attack", attacker, nullptr, attacker.name + " attacking " + target_player.id))
    return;
  if (!triggered("attack-initiated", side_of(target_player)).empty()) {
    t.note(kAttackInitiated,
           attacker.name + "'s attack against " + target_player.id +
               " is initiated: abilities on initiation resolve before any step of the attack");
    window("attack-initiated", side_of(target_player), identity(target_player), &attacker,
           "the attack against " + target_player.id + " is initiated");
    if (attacker.defeated || over()) {
      t.note(kDefeatedAttackerStops, attacker.name +
                                         " is defeated before its damage is calculated: the rest "
                                         "of the attack does not resolve");
      return;
    }
  }
  const bool is_villain = attacker.role == Role::Villain;
  const int boost_cards = is_villain ? 1 : 0;
  if (is_villain)
    t.note(kVillainBoostCard, attacker.name + " attacks " + target_player.id +
                                  " and is given one facedown boost card");
  else
    t.note(kVillainBoostCard,
           attacker.name + " (a minion) attacks " + target_player.id + " with no boost card");

  // Declare the defender.
  Player* target = &target_player;
  Character* defender = nullptr;
  if (!defender_id.empty()) {
    Character& d = character(defender_id);
    const bool can_defend = !d.defeated && !d.exhausted &&
                            (d.role == Role::Ally || (d.role == Role::Identity && controller(d) &&
                                                      controller(d)->hero_form));
    if (!can_defend) {
      t.note(kExhaustedCannotDefend,
             d.name +
                 (d.exhausted ? " is exhausted and cannot exhaust to defend"
                              : " cannot defend (not a ready hero or ally)") +
                 ": the attack is undefended");
    } else {
      defender = &d;
      t.change(kDefenderExhausts, d.name + " exhausts to defend", d.id + ".exhausted", false, true);
      d.exhausted = true;
      Player* owner = controller(d);
      if (owner && owner->id != target->id) {
        t.note(kDefenderBecomesTarget,
               owner->id + " defends for " + target->id + " and becomes the target of the attack");
        target = owner;
      }
    }
  }

  const int boost = is_villain ? flip_boost_cards(attacker, boost_cards) : 0;
  if (attacker.atk_dash) {
    if (!ctx_.holds(kDashIsZero))
      throw std::invalid_argument(attacker.name + "'s ATK is a dash, and edition " + ctx_.edition +
                                  " does not say what value a dash has when a game step uses it");
    t.note(kDashIsZero, attacker.name + "'s ATK is a dash (–), treated as 0 for the attack");
  }
  const int atk = stat(attacker, "atk", boost);
  const std::string cause = attacker.name + "'s attack";
  window("before-damage", side_of(*target), identity(*target), &attacker,
         attacker.name + "'s attack is about to deal damage");
  if (attacker.defeated || over()) {
    t.note(kDefeatedAttackerStops,
           attacker.name +
               " is defeated before its damage is dealt: the rest of the attack does not resolve");
    return;
  }

  Character* attacked = nullptr;  // the character the attack is against, for retaliate
  if (defender && defender->role == Role::Identity) {
    const int def = stat(*defender, "def");
    const int dmg = std::max(0, atk - def);
    t.note(kHeroDefenseReduces, defender->name + " defends: " + std::to_string(atk) + " ATK - " +
                                    std::to_string(def) + " DEF = " + std::to_string(dmg) +
                                    " damage");
    attacked = defender;
    if (dmg == 0) headline(defender->name + " takes no damage");
    deal_damage(*defender, dmg, cause);
  } else if (defender) {
    const int remaining = defender->remaining();
    t.note(kAllyTakesAll, defender->name + " defends and takes all " + std::to_string(atk) +
                              " damage" +
                              (attacker.overkill ? "" : "; none carries over to the hero"));
    attacked = defender;
    const bool prevented = defender->tough;
    deal_damage(*defender, atk, cause);
    if (attacker.overkill && !prevented && atk > remaining) {
      Character& hero = identity(*target);
      t.note(kOverkillAllyExcess,
             attacker.name + " has overkill: " + std::to_string(atk - remaining) +
                 " damage beyond " + defender->name + "'s " + std::to_string(remaining) +
                 " hit points goes to " + hero.name);
      deal_damage(hero, atk - remaining, cause + " (overkill)");
    }
  } else {
    Character& hero = identity(*target);
    t.note(kUndefendedToHero, "no one defends: the attack is undefended and all " +
                                  std::to_string(atk) + " damage goes to " + hero.name);
    attacked = &hero;
    deal_damage(hero, atk, cause);
  }
  if (attacked) retaliate(*attacked, attacker);
  if (!over() && attacked) {
    std::vector<std::string> owners = side_of(*target);
    owners.push_back(attacker.id);  // "after this enemy attacks" abilities on the attacker itself
    window("after-attack", owners, *attacked, &attacker, attacker.name + "'s attack");
  }
}

std::vector<std::string> McGame::side_of(const Player& p) {
  std::vector<std::string> ids{p.identity};
  for (const Character& c : s_.characters)
    if (c.role == Role::Ally && c.player == p.id) ids.push_back(c.id);
  return ids;
}

void McGame::retaliate(Character& attacked, Character& attacker) {
  if (attacked.retaliate <= 0 || over()) return;
  if (attacked.defeated) {
    ctx_.trace.note(
        kRetaliate,
        attacked.name + " did not survive the attack, so retaliate does not deal damage");
    return;
  }
  ctx_.trace.note(kRetaliate, attacked.name + " was attacked and survived: retaliate " +
                                  std::to_string(attacked.retaliate) + " deals damage to " +
                                  attacker.name);
  deal_damage(attacker, attacked.retaliate, attacked.name + "'s retaliate");
}

void McGame::player_attack(Character& attacker, Character& target) {
  if (over()) return;
  Trace& t = ctx_.trace;
  const bool hero = attacker.role == Role::Identity;
  const Predicate& basic = hero ? kHeroBasicAttack : kAllyAttack;
  Player* owner = controller(attacker);
  if (hero && owner && !owner->hero_form)
    throw std::invalid_argument(attacker.name +
                                " is in alter-ego form and cannot use a hero's attack");
  if (target.role == Role::Villain && owner && !target.guard) {
    for (const Character& m : s_.characters)
      if (m.role == Role::Minion && m.guard && !m.defeated && m.player == owner->id) {
        t.note(kGuard, m.name + " has guard and is engaged with " + owner->id + ", so " +
                           attacker.name + " cannot attack " + target.name);
        headline(attacker.name + " cannot attack " + target.name + " (guard)");
        return;
      }
  }
  const BasicPower power{"ATK", "attack", "attacking", basic, attacker.atk_dash};
  if (!can_exhaust_for(attacker, power)) return;
  if (!exhaust_for(attacker, power, target.name, attacker.stunned, "stunned",
                   kStunnedCharacterDiscards))
    return;
  const int atk = stat(attacker, "atk");
  const int remaining = target.remaining();
  const bool prevented = target.tough;
  deal_damage(target, atk, attacker.name + "'s attack");
  if (attacker.overkill && !prevented && target.role == Role::Minion && target.defeated &&
      atk > remaining) {
    if (Character* v = villain()) {
      t.note(kOverkillMinionExcess, attacker.name +
                                        " has overkill: " + std::to_string(atk - remaining) +
                                        " excess damage goes to " + v->name);
      deal_damage(*v, atk - remaining, attacker.name + "'s attack (overkill)");
    }
  }
  retaliate(target, attacker);
  if (hero) hero_attacked(attacker, target, "the basic attack power");
  if (target.role == Role::Minion && target.defeated &&
      !triggered("defeats-minion", {attacker.id}).empty()) {
    if (attacker.role == Role::Ally && attacker.atk_consequential > 0) {
      if (ctx_.holds(kTimingPriorityEight))
        t.note(kTimingPriorityEight,
               "timing priority: responses (level 7) come before consequential damage (level 8)");
      else
        t.note(kResponseBeforeConsequential,
               attacker.name + " attacked and defeated " + target.name +
                   ": that is checked now, before consequential damage");
    }
    window("defeats-minion", {attacker.id}, attacker, &target,
           attacker.name + " attacks and defeats " + target.name);
  }
  if (attacker.role == Role::Ally && attacker.atk_consequential > 0 && !attacker.defeated) {
    t.note(kConsequentialDamage, attacker.name + " attacked: it takes " +
                                     std::to_string(attacker.atk_consequential) +
                                     " consequential damage");
    deal_damage(attacker, attacker.atk_consequential, "consequential damage");
  }
}

}  // namespace arbiter::engine::mc
