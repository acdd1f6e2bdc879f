// Card text in play (card_text.h): an action ability used, its costs paid,
// and the effects of any ability written in the card's words, each a step
// traced with the rule that allows it. An ability labelled (attack) or
// (thwart) deals its damage or removes its threat through the one attack
// and thwart of rules_attack.cpp and rules_thwart.cpp.
#include <algorithm>
#include <memory>
#include <stdexcept>

#include "engine/mc/card_text.h"
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

namespace {

std::string n_of(int n, const std::string& what) {
  return std::to_string(n) + " " + what;
}

bool fits(const Character& c, const std::string& kind) {
  if (c.defeated) return false;
  if (kind == "enemy") return c.role == Role::Villain || c.role == Role::Minion;
  if (kind == "minion") return c.role == Role::Minion;
  if (kind == "hero") return c.role == Role::Identity;
  if (kind == "ally") return c.role == Role::Ally;
  return true;  // character
}

std::string names(const std::vector<Character*>& cs) {
  std::string out;
  for (const Character* c : cs) out += (out.empty() ? "" : ", ") + c->id;
  return out;
}

}  // namespace

bool text_cancels(const Ability& a) {
  if (!a.card) return false;
  for (const Act& x : a.card->acts)
    if (x.verb == Act::Verb::kCancel) return true;
  return false;
}

Player& McGame::ability_player(const Ability& a) {
  for (Player& p : s_.players)
    if (p.id == a.owner) return p;
  for (const Card& c : s_.cards)
    if (c.id == a.owner) return player(c.player);
  if (Player* p = controller(character(a.owner))) return *p;
  throw std::invalid_argument(a.id + ": '" + a.owner + "' has no player");
}

std::vector<Character*> McGame::reached(Ability& a, const Who& w, Character* that) {
  switch (w.kind) {
    case Who::Kind::kSelf:
      for (Character& c : s_.characters)
        if (c.id == a.owner) return {&c};
      return {&identity(ability_player(a))};
    case Who::Kind::kThat:
      if (!that) throw std::invalid_argument(a.id + ": no character set this ability off");
      return {that};
    case Who::Kind::kVillain:
      if (Character* v = villain()) return {v};
      throw std::invalid_argument(a.id + ": there is no villain in the scenario");
    case Who::Kind::kYou: return {&identity(ability_player(a))};
    case Who::Kind::kChosen: {
      std::vector<Character*> fit;
      for (Character& c : s_.characters)
        if (fits(c, w.chosen)) fit.push_back(&c);
      if (!a.targets.empty()) {
        Character& c = character(a.targets.front());
        a.targets.erase(a.targets.begin());
        if (!fits(c, w.chosen))
          throw std::invalid_argument(a.id + ": the choice '" + c.id + "' is not " +
                                      (w.chosen == "enemy" ? "an " : "a ") + w.chosen + " in play");
        ctx_.trace.note(kTextChoice, [&] {
          return ability_player(a).id + " chooses " + c.name + " as the " + w.chosen + " " +
                 a.name + " reaches";
        });
        return {&c};
      }
      if (fit.size() == 1) {
        ctx_.trace.note(kTextChoice, [&] {
          return fit.front()->name + " is the only " + w.chosen + " " + a.name + " can reach";
        });
        return fit;
      }
      if (fit.empty()) return {};
      throw std::invalid_argument(a.id + ": '" + w.chosen + "' is the player's choice: give " +
                                  "target=\"...\" (one of " + names(fit) + ")");
    }
    default: break;
  }
  std::vector<Character*> out;
  const Player* yours =
      w.kind == Who::Kind::kEachCharacter || w.kind == Who::Kind::kEachAlly || w.engaged
          ? &ability_player(a)
          : nullptr;
  for (Character& c : s_.characters) {
    if (c.defeated) continue;
    const bool enemy = c.role == Role::Villain || c.role == Role::Minion;
    if ((w.kind == Who::Kind::kEachMinion && c.role == Role::Minion &&
         (!w.engaged || c.player == yours->id)) ||
        (w.kind == Who::Kind::kEachEnemy && enemy) ||
        (w.kind == Who::Kind::kEachHero && c.role == Role::Identity) ||
        (w.kind == Who::Kind::kEachCharacter && !enemy && c.player == yours->id) ||
        (w.kind == Who::Kind::kEachAlly && c.role == Role::Ally && c.player == yours->id))
      out.push_back(&c);
  }
  return out;
}

std::vector<Scheme*> McGame::schemes_reached(Ability& a, const SchemeWho& s) {
  std::vector<Scheme*> out;
  if (s.kind == SchemeWho::Kind::kMain) {
    if (Scheme* m = main_scheme()) out.push_back(m);
    return out;
  }
  if (s.kind == SchemeWho::Kind::kThis) {
    out.push_back(&scheme(a.owner));
    return out;
  }
  for (Scheme& sc : s_.schemes)
    if (!sc.defeated && !(s.side_only && sc.main)) out.push_back(&sc);
  if (s.kind == SchemeWho::Kind::kEach || out.size() <= 1) return out;
  if (a.targets.empty())
    throw std::invalid_argument(a.id +
                                ": which scheme is the player's choice: give target=\"...\"");
  Scheme& chosen = scheme(a.targets.front());
  a.targets.erase(a.targets.begin());
  ctx_.trace.note(kTextChoice, [&] {
    return ability_player(a).id + " chooses " + chosen.name + " for " + a.name;
  });
  return {&chosen};
}

void McGame::text_effects(Ability& a, Character* that) {
  for (const Act& x : a.card->acts) {
    if (over() || x.verb == Act::Verb::kCancel) continue;
    if (x.optional)
      ctx_.trace.note(kMayIsOptional,
                      [&] { return a.name + " says \"you may\": its player chooses to"; });
    switch (x.verb) {
      case Act::Verb::kPlaceThreat:
      case Act::Verb::kRemoveThreat:
        for (Scheme* sc : schemes_reached(a, x.scheme)) {
          if (x.verb == Act::Verb::kPlaceThreat)
            place_threat(*sc, x.amount, kTextThreat, a.name + " places threat");
          else if (!crisis_blocks(*sc, a.name))
            remove_threat(*sc, x.amount, kTextThreat, a.name);
        }
        continue;
      case Act::Verb::kDraw: {
        Player& p = ability_player(a);
        if (p.deck >= 0 && p.deck < x.amount)
          throw std::invalid_argument(a.id + ": drawing past the end of " + p.id +
                                      "'s deck by card text is not modelled");
        const int before = p.hand;
        p.hand += x.amount;
        if (p.deck >= 0) p.deck -= x.amount;
        ctx_.trace.change(kTextDraw,
                          p.id + " draws " + n_of(x.amount, "card(s)") + " (" + a.name + ")",
                          p.id + ".hand", before, p.hand);
        headline(p.id + " draws " + n_of(x.amount, "card(s)"));
        continue;
      }
      case Act::Verb::kDiscard:
        ctx_.trace.note(kTextEffects, a.name + " is discarded");
        a.gone = true;
        continue;
      default: break;
    }
    for (Character* c : reached(a, x.who, that)) {
      if (c->defeated) continue;
      switch (x.verb) {
        case Act::Verb::kDamage: deal_damage(*c, x.amount, a.name); break;
        case Act::Verb::kHeal: heal(*c, x.amount, kTextHeal); break;
        case Act::Verb::kHealAll: heal(*c, c->damage, kTextHeal); break;
        case Act::Verb::kStun: give_status(*c, "stunned"); break;
        case Act::Verb::kConfuse: give_status(*c, "confused"); break;
        case Act::Verb::kTough: give_status(*c, "tough"); break;
        case Act::Verb::kReady:
        case Act::Verb::kExhaust: {
          const bool exhaust = x.verb == Act::Verb::kExhaust;
          if (c->exhausted == exhaust) {
            ctx_.trace.note(kTextReadyExhaust,
                            c->name + " is already " + (exhaust ? "exhausted" : "ready"));
            break;
          }
          c->exhausted = exhaust;
          ctx_.trace.change(kTextReadyExhaust,
                            a.name + (exhaust ? " exhausts " : " readies ") + c->name,
                            c->id + ".exhausted", !exhaust, exhaust);
          headline(c->name + (exhaust ? " is exhausted" : " is readied"));
          break;
        }
        case Act::Verb::kModify:
          if (x.until == Until::kPermanent) {
            c->modifiers.push_back({x.stat, "add", x.amount, Until::kPermanent, a.name});
            ctx_.trace.note(kTextEffects, [&] {
              return a.name + " gives " + c->name + " " + (x.amount >= 0 ? "+" : "") +
                     std::to_string(x.amount) + " " + x.stat;
            });
          } else {
            lasting_modifier(*c, x.stat, x.amount, x.until, a.name);
          }
          break;
        default: break;
      }
    }
  }
}

bool McGame::pay_text_costs(Ability& a, Character& user, const std::vector<Card*>& with) {
  Trace& t = ctx_.trace;
  Player& p = ability_player(a);
  // Checked first: every cost is paid at once, or none is (mc:cost).
  for (const Cost& c : a.card->costs) {
    std::string why;
    if (c.kind == Cost::Kind::kExhaustSelf && user.exhausted) why = user.name + " is exhausted";
    for (Card& card : s_.cards)
      if (c.kind == Cost::Kind::kExhaustSelf && card.id == a.owner && card.exhausted)
        why = card.name + " is exhausted";
    if (c.kind == Cost::Kind::kDiscardCard && p.hand < c.amount)
      why = p.id + " has " + n_of(p.hand, "card(s)") + " in hand";
    if (c.kind == Cost::Kind::kDiscardCounter && a.uses >= 0 && a.uses < c.amount)
      why = a.name + " has no counter left";
    if (!why.empty()) {
      t.note(kTextCost, why + ": " + a.name + "'s cost cannot be paid, so it is not used");
      headline(a.name + " cannot be used (" + why + ")");
      return false;
    }
  }
  for (const Cost& c : a.card->costs)
    if (c.kind == Cost::Kind::kResources) {
      Card paid;
      paid.id = a.id;
      paid.name = a.name;
      paid.player = p.id;
      paid.type = CardType::kAbility;
      paid.cost = c.amount + static_cast<int>(c.types.size());
      if (!pay_cost(p, paid, with, c.types, "")) return false;
    }
  for (const Cost& c : a.card->costs) {
    if (c.kind == Cost::Kind::kExhaustSelf) {
      bool card_paid = false;
      for (Card& card : s_.cards)
        if (card.id == a.owner) {
          card.exhausted = card_paid = true;
          t.change(kTextCost, p.id + " exhausts " + card.name + " to pay for " + a.name,
                   card.id + ".exhausted", false, true);
        }
      if (!card_paid) {
        user.exhausted = true;
        t.change(kTextCost, user.name + " exhausts to pay for " + a.name, user.id + ".exhausted",
                 false, true);
      }
    } else if (c.kind == Cost::Kind::kDiscardCard) {
      const int before = p.hand;
      p.hand -= c.amount;
      p.discard += c.amount;
      t.change(kTextCost, p.id + " discards " + n_of(c.amount, "card(s)") + " to pay for " + a.name,
               p.id + ".hand", before, p.hand);
    } else if (c.kind == Cost::Kind::kDiscardCounter && a.uses > 0) {
      a.uses -= c.amount;
      t.note(kUsesSpent, a.name + " spends a counter: " + n_of(a.uses, "left"));
    }
  }
  return true;
}

void McGame::use_ability(const std::string& id, const std::string& target,
                         const std::vector<Card*>& with, bool by_request) {
  Ability* found = nullptr;
  for (Ability& a : s_.abilities)
    if (a.id == id) found = &a;
  if (!found || !found->card || found->card->timing != Timing::kAction)
    throw std::invalid_argument("'" + id + "' is not an action written in card text");
  Ability& a = *found;
  const CardText& text = *a.card;
  Player& p = ability_player(a);
  Character& user = [&]() -> Character& {
    for (Character& c : s_.characters)
      if (c.id == a.owner) return c;
    return identity(p);
  }();
  if (!target.empty()) a.targets.insert(a.targets.begin(), target);
  if (a.gone) {
    ctx_.trace.note(kAbilityInPlay, a.name + " is no longer in play: its ability cannot be used");
    return;
  }
  if (text.form != Form::kEither && (text.form == Form::kHero) != p.hero_form) {
    ctx_.trace.note(kTextForm, [&] {
      return a.name + (text.form == Form::kHero ? " is a Hero" : " is an Alter-Ego") +
             " Action and " + p.id + " is in " + (p.hero_form ? "hero" : "alter-ego") +
             " form: it cannot be used";
    });
    headline(a.name + " cannot be used in this form");
    return;
  }
  if (!action_timing_allows(user, a.name, by_request)) return;
  if (a.limit > 0 && a.used_this_round >= a.limit) {
    ctx_.trace.note(kLimit, a.name + " has reached its limit of " + std::to_string(a.limit) +
                                " per round and cannot be used again");
    headline(a.name + " cannot be used again this round");
    return;
  }
  const bool exhausts = std::any_of(text.costs.begin(), text.costs.end(), [](const Cost& c) {
    return c.kind == Cost::Kind::kExhaustSelf;
  });
  // An (attack) or (thwart) ability's first effect is that attack or thwart.
  const bool is_attack = text.label == "attack" && !text.acts.empty() &&
                         text.acts.front().verb == Act::Verb::kDamage &&
                         user.role == Role::Identity;
  const bool is_thwart = text.label == "thwart" && !text.acts.empty() &&
                         text.acts.front().verb == Act::Verb::kRemoveThreat &&
                         user.role == Role::Identity;
  // The exhaust cost of an (attack) or (thwart) is paid by that attack or thwart.
  Ability paying = a;
  if (is_attack || is_thwart) {
    auto shared = std::make_shared<CardText>(text);
    std::erase_if(shared->costs, [](const Cost& c) { return c.kind == Cost::Kind::kExhaustSelf; });
    paying.card = shared;
  }
  ctx_.trace.note(kTextEffects,
                  [&] { return p.id + " initiates " + a.name + " (\"" + text.text + "\")"; });
  if (!pay_text_costs(paying, user, with)) return;
  a.uses = paying.uses;
  a.targets = paying.targets;
  if (a.limit > 0) ++a.used_this_round;
  if (is_attack || is_thwart) {
    Ability rest = a;
    auto tail = std::make_shared<CardText>(text);
    const Act first = tail->acts.front();
    tail->acts.erase(tail->acts.begin());
    if (is_attack) {
      const std::vector<Character*> hit = reached(a, first.who, nullptr);
      if (hit.empty()) throw std::invalid_argument(a.id + ": no enemy to attack");
      AttackSpec spec = player_attack(AttackKind::kAttackAbility, user, *hit.front());
      spec.instances = {first.amount};
      spec.exhausts = exhausts;
      spec.overkill = text.overkill;
      spec.name = a.name;
      spec.by_request = by_request;
      attack(spec);
    } else {
      const std::vector<Scheme*> at = schemes_reached(a, first.scheme);
      if (at.empty()) throw std::invalid_argument(a.id + ": no scheme to thwart");
      ThwartSpec spec = thwart_of(ThwartKind::kThwartAbility, user, *at.front());
      spec.remove = first.amount;
      spec.exhausts = exhausts;
      spec.name = a.name;
      spec.by_request = by_request;
      thwart(spec);
    }
    if (user.defeated || over()) return;
    rest.card = tail;
    rest.targets = a.targets;
    text_effects(rest, nullptr);
    a.gone = rest.gone;
  } else {
    text_effects(a, nullptr);
  }
  if (a.uses == 0 && std::any_of(text.costs.begin(), text.costs.end(), [](const Cost& c) {
        return c.kind == Cost::Kind::kDiscardCounter;
      })) {
    ctx_.trace.note(kUsesSpent, a.name + " has no counters left: it is discarded");
    a.gone = true;
    for (Card& c : s_.cards)
      if (c.id == a.owner) {
        c.in_play = false;
        c.zone = Zone::kDiscard;
      }
  }
}

}  // namespace arbiter::engine::mc
