// Card text in play (card_text.h): who and what an ability's words reach,
// and its effects, each a step traced with the rule that allows it. Its
// costs and an action's use are in rules_card_text_use.cpp.
#include <algorithm>
#include <memory>
#include <stdexcept>

#include "common/text.h"
#include "engine/core/checked.h"
#include "engine/mc/card_text.h"
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

namespace {

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
  for (const Character& c : s_.characters)
    if (c.id == a.owner)
      if (Player* p = controller(c)) return *p;
  if (acting_for_) return *acting_for_;
  throw std::invalid_argument(a.id + ": '" + a.owner + "' has no player for \"you\"");
}

void McGame::resolve_card_words(const std::shared_ptr<const CardText>& text, const std::string& id,
                                const std::string& name, const std::string& owner, Player* you) {
  Ability a;
  a.id = id;
  a.name = name;
  a.owner = owner;
  a.card = text;
  a.text = text->text;
  Player* outer = acting_for_;
  acting_for_ = you;
  text_effects(a, nullptr);
  acting_for_ = outer;
}

Character& McGame::ability_user(const Ability& a) {
  for (Character& c : s_.characters)
    if (c.id == a.owner) return c;
  return identity(ability_player(a));
}

std::vector<Character*> McGame::reached(Ability& a, const Who& w, Character* that,
                                        const std::vector<Character*>& last) {
  switch (w.kind) {
    case Who::Kind::kSelf: return {&ability_user(a)};
    case Who::Kind::kLast: return last;
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
  if (s.kind == SchemeWho::Kind::kEach) return out;
  // A scheme named as the choice is taken, even when it is the only one.
  const bool named = !a.targets.empty() &&
                     std::any_of(s_.schemes.begin(), s_.schemes.end(),
                                 [&](const Scheme& sc) { return sc.id == a.targets.front(); });
  if (!named && out.size() <= 1) return out;
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

int McGame::after_prevention(Character& hit, int amount) {
  if (prevent_pending_ <= 0 || amount <= 0) return amount;
  const int prevented = std::min(prevent_pending_, amount);
  prevent_pending_ = 0;
  ctx_.trace.note(kTextPrevent, [&] {
    return std::to_string(prevented) + " of the " + std::to_string(amount) + " damage to " +
           hit.name + " is prevented: " + std::to_string(amount - prevented) + " is dealt";
  });
  return amount - prevented;
}

bool McGame::text_if_holds(Ability& a, const ActIf& f, Character* that,
                           const std::vector<Character*>& last) {
  bool holds = false;
  if (f.kind == ActIf::Kind::kHeroForm || f.kind == ActIf::Kind::kAlterEgoForm) {
    holds = ability_player(a).hero_form == (f.kind == ActIf::Kind::kHeroForm);
  } else {
    const std::vector<Character*> who = reached(a, f.who, that, last);
    holds = !who.empty();
    for (const Character* c : who) {
      bool one = false;
      if (f.kind == ActIf::Kind::kDefeated) one = c->defeated;
      if (f.kind == ActIf::Kind::kDamaged) one = c->damage > 0;
      if (f.kind == ActIf::Kind::kStatus)
        one = f.status == "stunned"     ? c->stunned
              : f.status == "confused"  ? c->confused
              : f.status == "tough"     ? c->tough
              : f.status == "exhausted" ? c->exhausted
                                        : !c->exhausted;
      holds = holds && one;
    }
  }
  return holds != f.negated;
}

bool McGame::text_can_initiate(Ability& a) {
  for (const Act& x : a.card->acts) {
    const bool scheme_choice =
        (x.verb == Act::Verb::kPlaceThreat || x.verb == Act::Verb::kRemoveThreat) &&
        x.scheme.kind == SchemeWho::Kind::kChosen;
    const bool character_choice = !scheme_choice && x.who.kind == Who::Kind::kChosen &&
                                  x.verb != Act::Verb::kDraw && x.verb != Act::Verb::kCancel &&
                                  x.verb != Act::Verb::kDiscard;
    bool any = false;
    if (scheme_choice)
      for (const Scheme& sc : s_.schemes) any |= !sc.defeated && !(x.scheme.side_only && sc.main);
    if (character_choice)
      for (const Character& c : s_.characters) any |= fits(c, x.who.chosen);
    if ((scheme_choice || character_choice) && !any) {
      const std::string what = scheme_choice ? "scheme" : x.who.chosen;
      ctx_.trace.note(kTextChoice, [&] {
        return "there is no " + what + " " + a.name +
               " could reach: with no valid choice, it cannot be initiated";
      });
      headline(a.name + " cannot be used (no " + what + ")");
      return false;
    }
  }
  return true;
}

void McGame::text_effects(Ability& a, Character* that, size_t first, std::vector<Character*> last) {
  // Abilities that set each other off without end stop the run.
  struct Depth {
    int& d;
    explicit Depth(int& x) : d(++x) {}
    ~Depth() { --d; }
  } depth(text_depth_);
  if (text_depth_ > 16)
    throw std::invalid_argument(a.id + ": card abilities set each other off without end (16 deep)");
  const std::vector<Act>& acts = a.card->acts;
  for (size_t i = first; i < acts.size(); ++i) {
    const Act& x = acts[i];
    if (over() || x.verb == Act::Verb::kCancel) continue;
    if (x.only_if.kind != ActIf::Kind::kNone) {
      const bool holds = text_if_holds(a, x.only_if, that, last);
      ctx_.trace.note(kTextEffects, [&] {
        return a.name + ": \"if " + x.only_if.words + "\" " +
               (holds ? "holds" : "does not hold, so what follows it does not happen");
      });
      if (!holds) continue;
    }
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
        std::vector<Player*> drawing{&ability_player(a)};
        if (x.each_player) drawing = in_player_order();
        for (Player* p : drawing) {
          if (p->eliminated) continue;
          if (p->deck >= 0 && p->deck < x.amount)
            throw std::invalid_argument(a.id + ": drawing past the end of " + p->id +
                                        "'s deck by card text is not modelled");
          const int before = p->hand;
          p->hand += x.amount;
          if (p->deck >= 0) p->deck -= x.amount;
          ctx_.trace.change(
              kTextDraw, p->id + " draws " + std::to_string(x.amount) + " card(s) (" + a.name + ")",
              p->id + ".hand", before, p->hand);
          headline(p->id + " draws " + std::to_string(x.amount) + " card(s)");
        }
        continue;
      }
      case Act::Verb::kSearch: {
        Player& p = ability_player(a);
        Card* wanted = nullptr;
        for (Card& c : s_.cards) {
          const bool searched =
              std::find(x.searched.begin(), x.searched.end(), c.zone) != x.searched.end();
          if (to_lower_ascii(c.printed_title()) == x.title && c.player == p.id &&
              (!wanted || searched))
            wanted = &c;
        }
        if (wanted) {
          const Zone from = wanted->zone;
          search(p, *wanted, x.searched, x.to);
          // The counts the scenario tracks follow the card.
          if (wanted->zone != from && from == Zone::kDeck && p.deck > 0) --p.deck;
          if (wanted->zone != from && wanted->zone == Zone::kHand) ++p.hand;
        } else {
          ctx_.trace.note(kSearch, p.id + " searches for " + x.title +
                                       " and finds none: no such card is among theirs");
          headline(p.id + " does not find " + x.title);
        }
        continue;
      }
      case Act::Verb::kShuffle:
        ctx_.trace.note(
            kTextEffects,
            ability_player(a).id + " shuffles their deck (the order of its cards is not kept)");
        continue;
      case Act::Verb::kPrevent: {
        const bool all = x.amount < 0;
        prevent_pending_ = all ? kSaturated : sat_add(prevent_pending_, x.amount);
        ctx_.trace.note(kTextPrevent, [&] {
          return a.name + " prevents " + (all ? "all" : std::to_string(x.amount)) +
                 " of the damage about to be dealt";
        });
        continue;
      }
      case Act::Verb::kGenerate:
        throw std::invalid_argument(a.id + ": a Resource ability generates only as a cost is paid");
      case Act::Verb::kDiscard:
        ctx_.trace.note(kTextEffects, a.name + " is discarded");
        a.gone = true;
        continue;
      default: break;
    }
    last = reached(a, x.who, that, last);
    for (Character* c : last) {
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
        case Act::Verb::kGainKeyword: gains_keyword(*c, x.keyword, x.amount, a.name); break;
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

}  // namespace arbiter::engine::mc
