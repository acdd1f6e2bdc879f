// Triggered abilities the scenario describes: "would" windows where
// replacement effects and cancels act, interrupt and response windows,
// forced abilities first, and damage/removal bonuses.
#include <algorithm>
#include <stdexcept>

#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

namespace {

bool forced(const Ability& a) {
  return a.timing.rfind("forced-", 0) == 0;
}

int amount_of(const std::string& does) {
  const size_t colon = does.rfind(':');
  return colon == std::string::npos ? 0 : std::stoi(does.substr(colon + 1));
}

std::string quoted(const Ability& a) {
  return a.name + (a.text.empty() ? "" : " (\"" + a.text + "\")");
}

std::string discarded(const Ability& a) {
  return a.discard_after ? "; " + a.name + " is then discarded" : "";
}

}  // namespace

namespace {

bool spent(const Ability& a) {
  return a.limit > 0 && a.used_this_round >= a.limit;
}

// Every copy's uses this round, by the ability's name (mc:max).
int uses_by_title(const std::vector<Ability>& all, const Ability& a) {
  int n = 0;
  for (const Ability& b : all)
    if (b.name == a.name) n += b.used_this_round;
  return n;
}

}  // namespace

// An ability on a card (an upgrade, a support) is its player's: it answers
// to their identity and to them ("you").
bool McGame::owned_by(const Ability& a, const std::vector<std::string>& owners) {
  if (std::find(owners.begin(), owners.end(), a.owner) != owners.end()) return true;
  if (a.card_id.empty()) return false;
  const std::string& p = ability_player(a).id;
  return std::find(owners.begin(), owners.end(), p) != owners.end();
}

std::vector<Ability*> McGame::triggered(const std::string& when,
                                        const std::vector<std::string>& owners) {
  std::vector<Ability*> out;
  for (Ability& a : s_.abilities)
    if (!a.gone && a.when == when && a.uses != 0 && !spent(a) &&
        !(a.max_per_round > 0 && uses_by_title(s_.abilities, a) >= a.max_per_round) &&
        !peril_blocks(a) && in_form(a) && owner_in_play(a) && text_condition_holds(a) &&
        owned_by(a, owners))
      out.push_back(&a);
  // Forced abilities first; otherwise the order the players (first player
  // deciding) take them in, which the scenario's listing order stands for.
  // Delayed effects resolve before anything else at their timing point.
  auto rank = [](const Ability* a) { return a->timing == "delayed" ? 0 : forced(*a) ? 1 : 2; };
  std::stable_sort(out.begin(), out.end(),
                   [&](const Ability* x, const Ability* y) { return rank(x) < rank(y); });
  return out;
}

bool McGame::max_reached(const Ability& a) {
  if (a.max_per_round == 0 || uses_by_title(s_.abilities, a) < a.max_per_round) return false;
  ctx_.trace.note(kMax, a.name + " is \"Max " + std::to_string(a.max_per_round) +
                            " per round\" across every copy, and has been used that often: it "
                            "cannot be initiated");
  headline(a.name + " cannot be used again this round (max)");
  return true;
}

bool McGame::text_condition_holds(const Ability& a) {
  if (a.card && a.card->condition == Condition::kWouldTakeDamage && damage_to_) {
    // Only the one about to take the damage: "you" (the identity) or this character.
    const Character& who =
        a.card->damaged == Who::Kind::kYou ? identity(ability_player(a)) : ability_user(a);
    // A tough status card prevents all of it first (status cards have
    // timing priority, mc:status-cards): no damage is left to take.
    return &who == damage_to_ && !damage_to_->tough;
  }
  if (!a.card || !a.card->condition_scheme_named || !threat_on_) return true;
  const SchemeWho& on = a.card->condition_scheme;
  if (on.kind == SchemeWho::Kind::kMain) return threat_on_->main;
  if (on.kind == SchemeWho::Kind::kThis) return threat_on_->id == a.owner;
  return !on.side_only || !threat_on_->main;
}

bool McGame::owner_in_play(const Ability& a) {
  for (const Card& c : s_.cards)
    if (c.id == a.card_id) return c.in_play;
  if (a.when == "defeated") return true;  // When Defeated: as the card leaves play
  for (const Character& c : s_.characters)
    if (c.id == a.owner) return !c.defeated;
  return true;  // a player's, or a card's the engine does not track
}

bool McGame::in_form(const Ability& a) {
  if (a.form == Form::kEither) return true;
  if (a.form == Form::kHero || a.form == Form::kAlterEgo)
    return ability_player(a).hero_form == (a.form == Form::kHero);
  for (const Character& c : s_.characters)
    if (c.id == a.owner) return c.flipped == (a.form == Form::kFlipped);
  return true;
}

void McGame::note_peril_blocked(const std::string& when, const std::vector<std::string>& owners) {
  for (const Ability& a : s_.abilities)
    if (!a.gone && a.when == when && !owner_in_play(a) && owned_by(a, owners))
      ctx_.trace.note(kAbilityInPlay, [&] {
        return a.name + "'s card is not in play, so its ability cannot be used";
      });
  if (peril_player_.empty()) return;
  for (const Ability& a : s_.abilities)
    if (!a.gone && a.when == when && peril_blocks(a) && owned_by(a, owners))
      ctx_.trace.note(kPeril, [&] {
        return a.name + " cannot be triggered: " + peril_player_ +
               " is resolving a card with peril";
      });
}

std::vector<Ability*> McGame::resolving(const std::string& when,
                                        const std::vector<std::string>& owners) {
  note_peril_blocked(when, owners);
  for (const Ability& a : s_.abilities)
    if (!a.gone && a.when == when && spent(a) && owned_by(a, owners))
      ctx_.trace.note(kLimit, [&] {
        return a.name + " has reached its limit of " + std::to_string(a.limit) +
               " per round and cannot be used again";
      });
  std::vector<Ability*> out = triggered(when, owners);
  for (size_t i = 1; i < out.size(); ++i)
    if (out[i]->timing == out[0]->timing) {
      ctx_.trace.note(kSimultaneous, [&] {
        return std::to_string(out.size()) +
               " abilities trigger at the same moment: the first player "
               "decides their order (here, as the scenario lists them)";
      });
      break;
    }
  if (out.size() > 1 && forced(*out.front()) && !forced(*out.back())) {
    // The edition's own wording of the order: a list in the later editions.
    if (ctx_.holds(kTimingPriorityFive))
      ctx_.trace.note(kTimingPriorityFive, "timing priority (5 levels): forced " +
                                               out.front()->timing.substr(7) +
                                               " abilities come before optional ones");
    else if (ctx_.holds(kTimingPriorityEight))
      ctx_.trace.note(kTimingPriorityEight, "timing priority (8 levels): forced " +
                                                out.front()->timing.substr(7) +
                                                " abilities come before optional ones");
    else
      ctx_.trace.note(kForcedFirst,
                      "forced abilities resolve before optional ones at the same moment");
  }
  return out;
}

void McGame::used(Ability& a) {
  if (a.uses > 0) --a.uses;
  if (a.max_per_round > 0 && a.limit == 0) ++a.used_this_round;
  if (a.limit > 0) {
    ++a.used_this_round;
    ctx_.trace.note(kLimit, [&] {
      return a.name + " is used (" + std::to_string(a.used_this_round) + " of its limit of " +
             std::to_string(a.limit) + " this round)";
    });
  }
  if (a.discard_after) a.gone = true;
}

bool McGame::would(const std::string& when, Character& subject, Character* other,
                   const std::string& condition) {
  std::vector<Ability*> abilities = resolving(when, {subject.id});
  if (abilities.empty()) return false;
  // Replacement effects: the most recent one is the one used.
  std::vector<Ability*> replacements;
  for (Ability* a : abilities)
    if (a->does == "stun-instead" || a->does == "cancel" || text_cancels(*a))
      replacements.push_back(a);
  if (replacements.size() > 1)
    ctx_.trace.note(kLatestReplacementWins, [&] {
      return std::to_string(replacements.size()) + " effects would replace \"" + condition +
             "\": the most recent, " + replacements.back()->name + ", is used";
    });
  for (Ability* a : abilities) {
    const bool replaces = a->does == "stun-instead" || a->does == "cancel" || text_cancels(*a);
    if (replaces && a != replacements.back()) continue;
    if (a->does == "stun-instead") {
      ctx_.trace.note(kReplacementEffect, [&] {
        return quoted(*a) + ": instead of \"" + condition + "\", " + subject.name +
               " is given a stunned status card; \"" + condition + "\" never happens" +
               discarded(*a);
      });
      used(*a);
      headline(a->name + " replaces the attack with a stun");
      give_status(subject, "stunned");
      return true;
    }
    if (a->does == "cancel" || text_cancels(*a)) {
      ctx_.trace.note(kCancel, [&] {
        return quoted(*a) + " cancels \"" + condition + "\"; its costs stay paid" + discarded(*a);
      });
      used(*a);
      headline(a->name + " cancels " + condition);
      if (a->card) text_effects(*a, other ? other : &subject);  // the rest of its text
      return true;
    }
    resolve(*a, subject, other, condition);
  }
  return false;
}

void McGame::window(const std::string& when, const std::vector<std::string>& owners,
                    Character& subject, Character* other, const std::string& condition) {
  for (Ability* a : resolving(when, owners)) {
    if (over() || subject.defeated) return;
    if (a->declined) {
      // "May": an optional ability is its controller's choice; a forced one is not.
      const bool must = forced(*a) || a->timing == "delayed";
      ctx_.trace.note(kMayIsOptional, [&] {
        return must ? a->name + " is forced: declining it is not an option, it resolves"
                    : a->name + " is optional and its controller chooses not to use it";
      });
      if (!must) continue;
    }
    resolve(*a, subject, other, condition);
  }
}

void McGame::resolve(Ability& a, Character& subject, Character* other,
                     const std::string& condition) {
  const bool response = a.timing.find("response") != std::string::npos;
  const Predicate& window = response ? kResponseWindow : kInterruptWindow;
  // Card text with a cost: paid first, or the ability is not used (mc:cost).
  if (a.card && !a.card->costs.empty() && !pay_text_costs(a, ability_user(a), {}, false)) return;
  if (a.timing == "delayed") {
    // Not a new triggered ability: no limit or use is spent; it happens once.
    ctx_.trace.note(kDelayedEffect, [&] {
      return quoted(a) + ", a delayed effect, resolves automatically and at once after " +
             condition + ", before any response; it is not a new triggered ability";
    });
    a.gone = true;
  } else if (a.card && a.card->timing == Timing::kWhenDefeated) {
    // Triggered by the game as the card is defeated (mc:when-defeated-abilities).
    ctx_.trace.note(kWhenDefeated, [&] { return quoted(a) + " resolves as " + condition; });
    used(a);
  } else {
    ctx_.trace.note(window, [&] {
      return quoted(a) + (response ? " responds after " : " interrupts as ") + condition +
             discarded(a);
    });
    used(a);
  }
  if (a.card) {
    text_effects(a, other ? other : &subject);
  } else if (a.does.rfind("damage-attacker:", 0) == 0) {
    if (!other) throw std::invalid_argument(a.id + ": there is no attacker to damage here");
    deal_damage(*other, amount_of(a.does), a.name);
  } else if (a.does == "tough-self") {
    give_status(character(a.owner), "tough");
  } else if (a.does.rfind("heal-self:", 0) == 0) {
    heal(character(a.owner), amount_of(a.does), window);
  } else if (a.does != "note") {
    throw std::invalid_argument(a.id + ": '" + a.does + "' cannot act at \"" + condition + "\"");
  }
  (void)subject;
}

int McGame::bonus(const std::string& when, const std::string& owner, const std::string& what) {
  int total = 0;
  for (Ability* a : resolving(when, {owner}))
    if (a->does.rfind("bonus:", 0) == 0) {
      total += amount_of(a->does);
      ctx_.trace.note(kDamageInstanceBonus, [&] {
        return quoted(*a) + " adds " + std::to_string(amount_of(a->does)) + " to " + what;
      });
    }
  return total;
}

}  // namespace arbiter::engine::mc
