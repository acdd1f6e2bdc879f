// An <ability> written in the card's words (card_text.h), read into the
// engine's ability: its timing trigger and condition become the window it
// acts in (rules_timing.cpp), and its effects resolve from the text.
#include <algorithm>
#include <memory>
#include <stdexcept>

#include "common/text.h"
#include "engine/mc/card_text.h"
#include "engine/mc/scenario_reader.h"

namespace arbiter::engine::mc {

namespace {

const Character* character_of(const GameState& g, const std::string& id) {
  for (const Character& c : g.characters)
    if (c.id == id) return &c;
  return nullptr;
}

std::string timing_of(const Node& n, Timing t) {
  switch (t) {
    case Timing::kInterrupt: return "interrupt";
    case Timing::kForcedInterrupt: return "forced-interrupt";
    case Timing::kResponse: return "response";
    case Timing::kForcedResponse:
    case Timing::kWhenDefeated:  // triggered by the game (mc:triggered-ability)
      return "forced-response";
    case Timing::kAction: return "action";
    case Timing::kConstant: return "constant";
    case Timing::kResource: return "resource";
    default:
      n.fail("ability", timing_name(t) + " text goes in " +
                            (t == Timing::kWhenRevealed ? std::string("its <encounter-card>")
                             : t == Timing::kBoost      ? std::string("its <boost> card")
                                                        : "nothing yet: the engine does not run "
                                                          "it from card text"));
  }
}

// The window a condition is checked at, by what the owner is.
std::string window_of(const Node& n, const CardText& c, const Character* owner) {
  const bool enemy = owner && (owner->role == Role::Villain || owner->role == Role::Minion);
  switch (c.condition) {
    case Condition::kNone: return c.timing == Timing::kWhenDefeated ? "defeated" : "";
    case Condition::kWouldAttack: return "would-attack";
    case Condition::kAttacked: return "attack-initiated";
    case Condition::kWouldTakeDamage: return "before-damage";
    case Condition::kEnemyAttacked: return "after-attack";
    case Condition::kAttacks:
      if (enemy) return "after-attack";
      if (owner && owner->role == Role::Identity) return "hero-attacks";
      n.fail("ability", "\"after ... attacks\" is read for a hero's or an enemy's own attack");
    case Condition::kDefeatsMinion: return "defeats-minion";
    case Condition::kThreatPlaced: return "threat-placed";
    case Condition::kDefeated: return "defeated";
    case Condition::kSchemes: return "after-scheme";
    case Condition::kEntersPlay: return "enters-play";
  }
  return "";
}

// The element's text read, or the word it stops at named with the file and line.
std::shared_ptr<CardText> parsed(const Node& n, const std::string& field, const std::string& self) {
  try {
    return std::make_shared<CardText>(parse_card_text(n.body(), self));
  } catch (const std::invalid_argument& e) {
    n.fail(field, e.what());
  }
}

}  // namespace

std::shared_ptr<const CardText> read_card_text(const Node& n, const std::string& field,
                                               const std::string& self, Timing timing) {
  const std::shared_ptr<CardText> text = parsed(n, field, self);
  if (text->timing != timing)
    n.fail(field,
           "its text opens with " + timing_name(text->timing) + ", not " + timing_name(timing));
  for (const Act& x : text->acts)
    if (x.verb == Act::Verb::kCancel || x.verb == Act::Verb::kDiscard ||
        (x.who.kind == Who::Kind::kThat &&
         !(x.verb == Act::Verb::kPlaceThreat || x.verb == Act::Verb::kRemoveThreat ||
           x.verb == Act::Verb::kDraw)))
      n.fail(field, "\"cancel\", \"discard this card\" and \"that ...\" are not read here");
  if (!text->costs.empty()) n.fail(field, "a cost is not read here");
  return text;
}

Ability read_text_ability(const Node& n, GameState& g, const std::set<std::string>& ids) {
  n.allow({"id", "name", "owner", "target", "declined", "uses"});
  Ability a;
  a.id = n.text("id");
  a.name = n.text("name", a.id);
  a.owner = n.text("owner");
  if (!ids.count(a.owner)) n.fail("ability@owner", "no '" + a.owner + "' declared before it");
  // On a card (an upgrade, a support): the card is what its text calls
  // itself, and its player's identity is who it acts for.
  std::string self = a.name;
  for (const Card& c : g.cards)
    if (c.id == a.owner) {
      a.card_id = c.id;
      self = c.printed_title();
      for (const Player& p : g.players)
        if (p.id == c.player) a.owner = p.identity;
      if (a.owner == c.id) n.fail("ability@owner", "the card's player has no identity");
    }
  const Character* owner = character_of(g, a.owner);
  if (owner && a.card_id.empty()) self = owner->name;
  std::shared_ptr<CardText> text = parsed(n, "ability", self);
  a.timing = timing_of(n, text->timing);
  a.when = window_of(n, *text, owner);
  bool player_owner = false;
  for (const Player& p : g.players) player_owner |= p.id == a.owner;
  for (const Cost& c : text->costs)
    if (c.kind == Cost::Kind::kExhaustSelf && player_owner)
      n.fail("ability@owner", "\"exhaust\" this card needs the card (or character) as the owner");
  if (text->timing == Timing::kResource &&
      (a.card_id.empty() || !text->costs.empty() || text->limit > 0 ||
       std::any_of(text->acts.begin(), text->acts.end(),
                   [](const Act& x) { return x.verb != Act::Verb::kGenerate; })))
    n.fail("ability",
           "a Resource ability is read on a card, as \"Generate a [type] resource.\" "
           "alone");
  for (const Act& x : text->acts)
    if (x.verb == Act::Verb::kGenerate && text->timing != Timing::kResource)
      n.fail("ability", "\"generate\" is read only after \"Resource:\"");
  if (text->timing == Timing::kConstant && owner && owner->role == Role::Villain)
    for (const Act& x : text->acts)
      if (x.who.kind == Who::Kind::kYou || x.who.kind == Who::Kind::kEachCharacter ||
          x.who.kind == Who::Kind::kEachAlly || x.who.engaged)
        n.fail("ability", "the villain's constant ability has no player for \"you\"");
  if (text->timing == Timing::kConstant)
    for (const Act& x : text->acts)
      if (x.verb != Act::Verb::kModify || x.until != Until::kPermanent ||
          x.who.kind == Who::Kind::kChosen || x.who.kind == Who::Kind::kThat ||
          x.who.kind == Who::Kind::kLast)
        n.fail("ability",
               "a constant ability is read as \"... get(s) +N STAT\" for characters it names");
  for (const Act& x : text->acts)
    if (x.verb == Act::Verb::kPrevent && text->condition != Condition::kWouldTakeDamage)
      n.fail("ability", "\"prevent\" is read only after \"When you would take damage\"");
  bool scheme_owner = false;
  for (const Scheme& sc : g.schemes) scheme_owner |= sc.id == a.owner;
  for (const Act& x : text->acts) {
    if (x.verb == Act::Verb::kCancel && text->condition != Condition::kWouldAttack)
      n.fail("ability", "\"cancel\" is read only after \"When [this enemy] would attack\"");
    if ((x.verb == Act::Verb::kPlaceThreat || x.verb == Act::Verb::kRemoveThreat) &&
        x.scheme.kind == SchemeWho::Kind::kThis && !scheme_owner)
      n.fail("ability", "\"this scheme\" needs an owner that is a scheme");
  }
  if (text->label == "attack" && !text->acts.empty() &&
      text->acts.front().verb == Act::Verb::kDamage &&
      (text->acts.front().who.kind != Who::Kind::kChosen &&
       text->acts.front().who.kind != Who::Kind::kThat &&
       text->acts.front().who.kind != Who::Kind::kVillain))
    n.fail("ability", "an (attack) against more than one enemy, or no enemy, is not modelled");
  a.does = "text";
  a.text = text->text;
  a.uses = n.integer("uses", text->uses, kStatRange);
  a.limit = text->limit;
  // A maximum in an ability limits its initiations from every copy by
  // title (mc:max), counted with the ability's name.
  if (text->max_per_player) n.fail("ability", "\"Max ... per player\" is not read in an ability");
  a.max_per_round = text->max_per_round;

  a.defense = text->label == "defense";
  a.form = text->form;
  a.declined = n.boolean("declined", false);
  for (const std::string& t : split(n.text("target", ""), ',')) {
    if (trim(t).empty()) continue;
    if (!ids.count(trim(t))) n.fail("ability@target", "no '" + trim(t) + "' declared before it");
    a.targets.push_back(trim(t));
  }
  a.card = std::move(text);
  return a;
}

}  // namespace arbiter::engine::mc
