// Revealing encounter cards (mc:reveal): the card resolves by its type, its
// When Revealed ability resolves (and what follows "then" only if the text
// before it fully resolved), peril keeps the other players out of it, and
// surge reveals one more card once it is resolved.
#include <algorithm>
#include <stdexcept>

#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

namespace {

std::string type_name(const EncounterCard& c) {
  return kEncounterTypeName[static_cast<int>(c.type)];
}

}  // namespace

bool McGame::peril_blocks(const Ability& a) {
  if (peril_player_.empty()) return false;
  std::string owner = a.owner;  // a player, or a character
  for (const Character& c : s_.characters)
    if (c.id == a.owner) {
      if (c.role == Role::Villain || c.role == Role::Minion) return false;  // not a player's
      owner = c.player;
    }
  return owner != peril_player_;
}

bool McGame::resolve_effect(Player& p, const EncounterCard& card, const EncounterEffect& e) {
  Trace& t = ctx_.trace;
  Character& id = identity(p);
  switch (e.what) {
    case Effect::kDamage: return deal_damage(id, e.amount, card.name) == e.amount;
    case Effect::kThreat: {
      Scheme* main = main_scheme();
      if (!main) {
        t.note(kWhenRevealed, card.name + " would place threat, but there is no main scheme");
        return false;
      }
      place_threat(*main, e.amount, kWhenRevealed, card.name);
      return true;
    }
    case Effect::kStun:
    case Effect::kConfuse: {
      bool& status = e.what == Effect::kStun ? id.stunned : id.confused;
      const bool had = status;
      give_status(id, e.what == Effect::kStun ? "stunned" : "confused");
      return !had;
    }
    case Effect::kAttack:
    case Effect::kScheme: {
      Character* v = villain();
      if (!v) throw std::invalid_argument(card.id + ": there is no villain to activate");
      if (e.what == Effect::kAttack)
        attack(enemy_attack(AttackKind::kVillain, *v, p, ""));
      else
        enemy_scheme(*v);
      return true;
    }
    case Effect::kNone: break;
  }
  return true;
}

void McGame::reveal(Player& p, const std::string& id) {
  if (over()) return;
  Trace& t = ctx_.trace;
  EncounterCard* card = nullptr;
  for (EncounterCard& e : s_.encounter)
    if (!e.done && (id.empty() ? e.dealt_to == p.id : e.id == id)) {
      card = &e;
      break;
    }
  if (!card && id.empty())
    for (EncounterCard& e : s_.encounter)
      if (!e.done && e.dealt_to.empty()) {
        card = &e;
        break;
      }
  if (!card)
    throw std::invalid_argument(id.empty() ? "no encounter card is left for " + p.id + " to reveal"
                                           : "encounter card '" + id + "' is already resolved");
  if (card->dealt_to.empty())
    draw_encounter_card(card->name);
  else if (p.encounter_cards > 0)
    --p.encounter_cards;
  card->done = true;
  t.note(kRevealByType, p.id + " reveals " + card->name + ", " + type_name(*card) +
                            ", and resolves it by its type");
  headline(p.id + " reveals " + card->name);
  const std::string outer_peril = peril_player_;
  if (card->peril) {
    t.note(kPeril, card->name + " has peril: while " + p.id +
                       " resolves it, they cannot consult the other players, and the other "
                       "players cannot play cards or trigger abilities");
    peril_player_ = p.id;
  }

  // By type: what enters play does so before its When Revealed ability.
  Player* resolver = &p;
  switch (card->type) {
    case EncounterType::kAttachment: {
      Character* v = card->attach_to.empty() ? villain() : &character(card->attach_to);
      if (!v) throw std::invalid_argument(card->id + ": there is no villain to attach to");
      if (v->defeated) {
        t.note(kAttachTo, card->name + " cannot be attached to " + v->name +
                              ", which is not in play: it is discarded");
        break;
      }
      v->attachments.push_back(card->name);
      t.note(
          kAttachmentModifies,
          card->name + " enters play attached to " + v->name +
              (card->atk || card->sch ? ": it modifies its ATK by +" + std::to_string(card->atk) +
                                            " and SCH by +" + std::to_string(card->sch)
                                      : ""));
      if (card->atk)
        v->modifiers.push_back({"atk", "add", card->atk, Until::kPermanent, card->name});
      if (card->sch)
        v->modifiers.push_back({"sch", "add", card->sch, Until::kPermanent, card->name});
      break;
    }
    case EncounterType::kEnvironment:
      t.note(kRevealByType, card->name + " enters play next to the villain");
      break;
    case EncounterType::kMinion: minion_enters(character(card->enters), p); break;
    case EncounterType::kSideScheme: scheme_enters(scheme(card->enters)); break;
    case EncounterType::kObligation: {
      Player& owner = card->owner.empty() ? p : player(card->owner);
      if (owner.eliminated) {
        t.note(kRevealByType, card->name +
                                  "'s identity has been eliminated: its ability is "
                                  "ignored, it is removed from the game, and " +
                                  p.id + " reveals an additional encounter card");
        peril_player_ = outer_peril;
        reveal(p, "");
        return;
      }
      t.note(kRevealByType, card->name + " is given to " + owner.id + ", who resolves it");
      resolver = &owner;
      break;
    }
    case EncounterType::kTreachery: break;
  }
  if (card->text && !over()) {
    const Form form = card->text->form;
    if (form != Form::kEither && (form == Form::kHero) != resolver->hero_form) {
      t.note(kWhenRevealed, card->name + "'s When Revealed is for a player in " +
                                (form == Form::kHero ? "hero" : "alter-ego") + " form, and " +
                                resolver->id + " is not: it does not resolve");
    } else {
      t.note(kWhenRevealed,
             card->name + "'s When Revealed ability resolves (\"" + card->text->text + "\")");
      const std::string owner =
          card->type == EncounterType::kMinion || card->type == EncounterType::kSideScheme
              ? card->enters
              : identity(*resolver).id;
      resolve_card_words(card->text, card->id, card->name, owner, resolver);
    }
  }
  if (card->revealed.what != Effect::kNone && !over()) {
    t.note(kWhenRevealed, card->name + "'s When Revealed ability resolves");
    const bool full = resolve_effect(*resolver, *card, card->revealed);
    if (card->then.what != Effect::kNone && !over()) {
      if (full) {
        t.note(kThen, card->name +
                          ": the text before \"then\" fully resolved, so the text after "
                          "it resolves");
        resolve_effect(*resolver, *card, card->then);
      } else {
        t.note(kThen, card->name +
                          ": the text before \"then\" did not fully resolve, so the "
                          "text after it does not attempt to resolve");
      }
    }
  }
  if (card->type == EncounterType::kTreachery)
    t.note(kRevealByType, card->name + " is resolved and placed in the encounter discard pile");
  peril_player_ = outer_peril;

  if (card->surge && !over()) {
    t.note(kSurge, card->name + " has surge: it is resolved, so " + p.id +
                       " now reveals an additional encounter card");
    const bool described =
        std::any_of(s_.encounter.begin(), s_.encounter.end(),
                    [](const EncounterCard& e) { return !e.done && e.dealt_to.empty(); });
    if (s_.encounter_deck == 0 || !described) {
      draw_encounter_card("the additional (surge) card");
      t.note(kSurge, "the additional card is not one the scenario describes: it is not simulated");
      headline(p.id + " reveals an additional card (surge)");
    } else {
      for (EncounterCard& e : s_.encounter)
        if (!e.done && e.dealt_to.empty()) {
          reveal(p, e.id);
          break;
        }
    }
  }
}

}  // namespace arbiter::engine::mc
