// The villain phase, form changes and the ally limit.
#include <algorithm>
#include <stdexcept>

#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

namespace {

std::string defender_for(const std::vector<McGame::Defence>& defences, const std::string& player,
                         const std::string& attacker) {
  for (const McGame::Defence& d : defences)
    if (d.player == player && d.attacker == attacker) return d.defender;
  return "";
}

}  // namespace

// Step 3 of the villain phase, also its own action (a question about the
// cards dealt alone): one encounter card each, then one per hazard icon
// in player order starting with the first player.
void McGame::deal_encounter_cards(Dealing dealing) {
  Trace& t = ctx_.trace;
  int hazards = 0;
  for (const Scheme& sc : s_.schemes)
    if (!sc.defeated) hazards += sc.hazard;
  std::vector<Player*> active;
  for (Player* p : in_player_order())
    if (!p->eliminated) active.push_back(p);
  auto deal_one = [&](Player& p, const std::string& why) {
    draw_encounter_card("an encounter card for " + p.id);
    ++p.encounter_cards;
    t.change(kDealEncounterCards, p.id + " is dealt an encounter card" + why,
             p.id + ".encounter-cards", p.encounter_cards - 1, p.encounter_cards);
  };
  for (Player* p : active) deal_one(*p, "");
  if (s_.mode == "heroic" && s_.heroic_level > 0) {
    t.note(kHeroicExtraCards, "Heroic Mode, heroic level " + std::to_string(s_.heroic_level) +
                                  ": each player is dealt " + std::to_string(s_.heroic_level) +
                                  " more encounter card(s)");
    for (Player* p : active)
      for (int i = 0; i < s_.heroic_level; ++i) deal_one(*p, " (heroic level)");
  }
  for (int i = 0; i < hazards && !active.empty(); ++i)
    deal_one(*active[static_cast<size_t>(i) % active.size()],
             " (hazard icon " + std::to_string(i + 1) + ")");
  if (hazards) headline(std::to_string(hazards) + " extra encounter card(s) for hazard icons");
  // (Asked alone, what each player is dealt is the outcome.)
  if (dealing == Dealing::kAlone)
    for (Player* p : active)
      headline(p->id + " is dealt " + std::to_string(p->encounter_cards) + " encounter card(s)");
}

void McGame::villain_phase(const std::vector<Defence>& defences) {
  Trace& t = ctx_.trace;
  Character* v = villain();
  Scheme* main = main_scheme();
  if (!v || !main)
    throw std::invalid_argument("the villain phase needs a villain and a main scheme");

  // Step 1: threat.
  const int base =
      per_player(main->acceleration, main->acceleration_per_player, main->name + "'s acceleration");
  int icons = 0;
  for (const Scheme& sc : s_.schemes)
    if (!sc.defeated) icons += sc.acceleration_icons;
  const int total = base + icons + s_.acceleration_tokens;
  place_threat(*main, total, kThreatStep,
               "step 1: acceleration " + std::to_string(base) + " + " + std::to_string(icons) +
                   " acceleration icon(s) + " + std::to_string(s_.acceleration_tokens) +
                   " acceleration token(s)");

  // Step 2: the villain activates once per player, each followed by that
  // player's engaged minions.
  for (Player* pp : in_player_order()) {
    Player& p = *pp;
    if (over()) return;
    if (p.eliminated) continue;
    t.note(kVillainActivates,
           v->name + " activates against " + p.id + ", who is in " +
               (p.hero_form ? "hero form: it attacks" : "alter-ego form: it schemes"));
    if (p.hero_form)
      attack(enemy_attack(AttackKind::kVillain, *v, p, defender_for(defences, p.id, v->id)));
    else
      enemy_scheme(*v);
    for (Character& m : s_.characters) {
      if (over()) return;
      if (m.role != Role::Minion || m.defeated || m.player != p.id) continue;
      t.note(kMinionsActivate, m.name + " is engaged with " + p.id + " and activates: it " +
                                   (p.hero_form ? "attacks" : "schemes"));
      if (p.hero_form)
        attack(enemy_attack(AttackKind::kMinion, m, p, defender_for(defences, p.id, m.id)));
      else
        enemy_scheme(m);
    }
  }
  if (over()) return;

  deal_encounter_cards(Dealing::kInPhase);

  // Step 4: reveal, in player order, the dealt cards the scenario describes.
  const bool described = std::any_of(s_.encounter.begin(), s_.encounter.end(),
                                     [](const EncounterCard& e) { return !e.dealt_to.empty(); });
  t.note(kRevealStep,
         "step 4: each player, in player order, reveals and resolves their dealt encounter cards" +
             std::string(described ? "" : " (their effects are not simulated)"));
  for (Player* p : in_player_order())
    for (EncounterCard& e : s_.encounter)
      if (!over() && !p->eliminated && !e.done && e.dealt_to == p->id) reveal(*p, e.id);
  if (over()) return;

  // Step 5: pass the first player token; the round ends.
  expire_lasting(Until::kEndOfRound);
  const size_t n = s_.players.size();
  const int before = s_.first_player;
  size_t next = static_cast<size_t>(s_.first_player);
  for (size_t step = 1; step <= n; ++step) {
    next = (static_cast<size_t>(s_.first_player) + step) % n;
    if (!s_.players[next].eliminated) break;
  }
  s_.first_player = static_cast<int>(next);
  for (Ability& a : s_.abilities) a.used_this_round = 0;  // "per round" limits start again
  for (Player& p : s_.players) p.allies_played_this_round = 0;
  s_.played_this_round.clear();  // "Max X per round" counts start again
  t.change(kPassFirstPlayer,
           "step 5: the first player token passes to " + s_.players[next].id + "; the round ends",
           "game.first-player", s_.players[static_cast<size_t>(before)].id, s_.players[next].id);
  headline(s_.players[next].id + " becomes first player");
}

void McGame::change_form(Player& p) {
  Trace& t = ctx_.trace;
  if (p.changed_form_this_turn) {
    t.note(kFormOncePerTurn, p.id + " has already changed form this turn and cannot change again");
    headline(p.id + " cannot change form again this turn");
    return;
  }
  p.changed_form_this_turn = true;
  p.hero_form = !p.hero_form;
  Character& id = identity(p);
  t.change(kFormOncePerTurn,
           p.id + " flips to " + (p.hero_form ? "hero" : "alter-ego") +
               " form; damage, status cards and " + (id.exhausted ? "exhausted" : "ready") +
               " state carry over",
           p.id + ".form", p.hero_form ? "alter-ego" : "hero", p.hero_form ? "hero" : "alter-ego");
  headline(p.id + " changes to " + (p.hero_form ? "hero" : "alter-ego") + " form");
}

void McGame::play_ally(Character& ally, const std::string& discard) {
  Trace& t = ctx_.trace;
  int in_play = 0;
  for (const Character& c : s_.characters)
    if (c.role == Role::Ally && !c.defeated && c.player == ally.player && c.id != ally.id)
      ++in_play;
  if (in_play + 1 > 3 && ctx_.holds(kAllyLimit)) {
    t.note(kAllyLimit, ally.player + " already controls three allies, the most permitted: " +
                           ally.name + " cannot be played");
    headline(ally.name + " cannot be played (ally limit)");
    return;
  }
  ally.defeated = false;
  t.change(kAllyLimitDiscard,
           ally.name + " enters play for " + ally.player + " (" + std::to_string(in_play + 1) +
               " allies)",
           ally.id + ".in-play", false, true);
  headline(ally.name + " enters play");
  if (in_play + 1 > 3) {
    if (discard.empty())
      throw std::invalid_argument("playing " + ally.id +
                                  " exceeds the ally limit of three: say which ally to discard");
    Character& gone = character(discard);
    gone.defeated = true;
    t.change(kAllyLimitDiscard,
             ally.player + " is over the ally limit of three and at once discards " + gone.name,
             gone.id + ".in-play", true, false);
    headline(gone.name + " is discarded (ally limit)");
  }
  check_restricted(ally.player, discard);
  if (ally.toughness && !ally.tough) {
    ally.tough = true;
    t.change(kToughnessKeyword, ally.name + " has toughness and enters play with a tough card",
             ally.id + ".tough", false, true);
  }
  // "After this ally enters play": its own responses.
  window("enters-play", {ally.id}, ally, nullptr, ally.name + " enters play");
}

}  // namespace arbiter::engine::mc

namespace arbiter::engine::mc {

std::vector<Player*> McGame::in_player_order() {
  std::vector<Player*> out;
  const size_t n = s_.players.size();
  for (size_t k = 0; k < n; ++k)
    out.push_back(&s_.players[(static_cast<size_t>(s_.first_player) + k) % n]);
  return out;
}

void McGame::draw_encounter_card(const std::string& why) {
  if (s_.encounter_deck < 0) return;  // not tracked
  if (s_.encounter_deck == 0) encounter_deck_runs_out();
  if (s_.encounter_deck > 0) --s_.encounter_deck;
  ctx_.trace.note(kDealEncounterCards, why + " comes from the encounter deck (" +
                                           std::to_string(s_.encounter_deck) + " left)");
  if (s_.encounter_deck == 0) encounter_deck_runs_out();
}

void McGame::encounter_deck_runs_out() {
  const int before = s_.acceleration_tokens;
  ++s_.acceleration_tokens;
  ctx_.trace.change(
      kEmptyEncounterDeck,
      "the encounter deck has run out: its discard pile is shuffled at once into a new deck and an "
      "acceleration token is placed",
      "game.acceleration-tokens", before, s_.acceleration_tokens);
  headline("the encounter deck runs out: +1 acceleration token");
  s_.encounter_deck = -1;  // the reshuffled deck's size is not tracked
}

void McGame::check_restricted(const std::string& player, const std::string& discard) {
  int restricted = 0;
  for (const Card& c : s_.cards)
    if (c.player == player && c.in_play && c.restricted) ++restricted;
  for (const Character& c : s_.characters)
    if (c.player == player && c.role == Role::Ally && !c.defeated && c.restricted) ++restricted;
  if (restricted <= 2) return;
  if (discard.empty())
    throw std::invalid_argument(player + " controls " + std::to_string(restricted) +
                                " restricted cards: say which to discard (discard=)");
  for (Card& c : s_.cards)
    if (c.id == discard) c.in_play = false;
  for (Character& c : s_.characters)
    if (c.id == discard) c.defeated = true;
  ctx_.trace.change(kRestrictedLimit,
                    player + " controls " + std::to_string(restricted) +
                        " restricted cards, more than two: " + discard + " is discarded at once",
                    discard + ".in-play", true, false);
  headline(discard + " is discarded (restricted)");
}

void McGame::play_card(const std::string& card_id, const std::string& discard) {
  for (Card& c : s_.cards)
    if (c.id == card_id) {
      c.in_play = true;
      ctx_.trace.change(
          kRestrictedLimit,
          c.name + " enters play for " + c.player + (c.restricted ? " (restricted)" : ""),
          c.id + ".in-play", false, true);
      headline(c.name + " enters play");
      check_restricted(c.player, discard);
      return;
    }
  throw std::invalid_argument("no card '" + card_id + "'");
}

void McGame::minion_enters(Character& m, Player& p, const std::string& defender) {
  Trace& t = ctx_.trace;
  m.defeated = false;
  m.player = p.id;
  t.change(kMinionEngages, m.name + " enters play engaged with " + p.id, m.id + ".engaged", "",
           p.id);
  headline(m.name + " engages " + p.id);
  if (m.toughness && !m.tough) {
    m.tough = true;
    t.change(kToughnessKeyword, m.name + " has toughness and enters play with a tough card",
             m.id + ".tough", false, true);
  }
  if (m.quickstrike) {
    if (p.hero_form) {
      t.note(kQuickstrike,
             m.name + " has quickstrike and " + p.id + " is in hero form: it attacks at once");
      attack(enemy_attack(AttackKind::kMinion, m, p, defender));
    } else {
      t.note(kQuickstrike, m.name + " has quickstrike, but " + p.id +
                               " is in alter-ego form: it does not attack");
    }
  }
  // "After this minion enters play": its own responses, once keywords are done.
  if (!over() && !m.defeated) window("enters-play", {m.id}, m, nullptr, m.name + " enters play");
}

void McGame::end_player_phase() {
  Trace& t = ctx_.trace;
  for (Player* p : in_player_order()) {
    if (p->eliminated || p->hand_size <= 0 || p->hand <= p->hand_size) continue;
    const int before = p->hand;
    p->discard += p->hand - p->hand_size;
    p->hand = p->hand_size;
    t.change(kEndOfPlayerPhase,
             p->id + " has " + std::to_string(before) + " cards, more than their hand size of " +
                 std::to_string(p->hand_size) + ": they discard down to it",
             p->id + ".hand", before, p->hand);
  }
  for (Player* p : in_player_order()) {
    if (p->eliminated || p->hand_size <= 0 || p->hand >= p->hand_size) continue;
    const int before = p->hand;
    for (int need = p->hand_size - p->hand; need > 0; --need) {
      if (p->deck == 0) {
        // The deck runs out part-way: reshuffle and keep drawing.
        t.change(kEmptyPlayerDeck,
                 p->id + "'s deck is empty: their discard pile (" + std::to_string(p->discard) +
                     " cards) becomes a new deck, and they are dealt an encounter card",
                 p->id + ".deck", 0, p->discard);
        p->deck = p->discard;
        p->discard = 0;
        ++p->encounter_cards;
        draw_encounter_card("the encounter card for " + p->id + "'s empty deck");
        if (p->deck == 0) break;
      }
      if (p->deck > 0) --p->deck;
      ++p->hand;
    }
    t.change(kDrawUpToHandSize,
             p->id + " draws up to their hand size of " + std::to_string(p->hand_size),
             p->id + ".hand", before, p->hand);
  }
  int readied = 0;
  for (Character& c : s_.characters)
    if ((c.role == Role::Identity || c.role == Role::Ally) && c.exhausted && !c.defeated) {
      c.exhausted = false;
      ++readied;
    }
  for (Card& c : s_.cards)
    if (c.exhausted) c.exhausted = false, ++readied;
  t.note(kReadyAll,
         "each player readies all of their cards (" + std::to_string(readied) + " readied)");
  for (Player& p : s_.players) p.changed_form_this_turn = false;
  headline("the player phase ends");
  expire_lasting(Until::kEndOfPlayerPhase);
}

void McGame::use_card(const std::string& card_id) {
  for (Card& c : s_.cards) {
    if (c.id != card_id) continue;
    if (c.uses <= 0)
      throw std::invalid_argument(c.id +
                                  (c.uses == 0 ? " has no uses left" : " has no uses keyword"));
    --c.uses;
    ctx_.trace.change(kUsesSpent, c.name + " spends a use (" + std::to_string(c.uses) + " left)",
                      c.id + ".uses", c.uses + 1, c.uses);
    headline(c.name + " spends a use");
    if (c.uses == 0) {
      c.in_play = false;
      ctx_.trace.change(kUsesSpent, c.name + " has spent its final use and is discarded",
                        c.id + ".in-play", true, false);
      headline(c.name + " is discarded");
    }
    return;
  }
  throw std::invalid_argument("no card '" + card_id + "'");
}

// Indirect damage (mc:indirect-damage): the player splits it among the
// characters they control, none assigned more than would defeat it. An
// assignment the rule does not allow is refused, citing the rule, and no
// damage is dealt.
void McGame::indirect_damage(Player& p, int amount,
                             const std::vector<std::pair<std::string, int>>& assignment) {
  Trace& t = ctx_.trace;
  auto refuse = [&](const Predicate& rule, const std::string& why) {
    t.note(rule,
           "the assignment of " + std::to_string(amount) + " indirect damage is refused: " + why);
    headline("the indirect damage assignment is refused (" + why + ")");
  };
  int total = 0;
  for (const auto& [id, n] : assignment) {
    Character& c = character(id);
    if (c.player != p.id || (c.role != Role::Identity && c.role != Role::Ally) || c.defeated)
      return refuse(kIndirectDamageSplit, c.name + " is not a character " + p.id + " controls");
    if (n > c.remaining())
      return refuse(kIndirectDamageCap, std::to_string(n) + " to " + c.name + " is more than the " +
                                            std::to_string(c.remaining()) +
                                            " that would defeat it");
    total += n;
  }
  if (total != amount)
    return refuse(kIndirectDamageSplit, "it splits " + std::to_string(total) + " of the " +
                                            std::to_string(amount) +
                                            " damage, and all of it must be split");
  t.note(kIndirectDamageSplit, p.id + " takes " + std::to_string(amount) +
                                   " indirect damage and splits it among their characters");
  for (const auto& [id, n] : assignment) {
    Character& c = character(id);
    if (n == c.remaining())
      t.note(kIndirectDamageCap, std::to_string(n) + " is as much as " + c.name +
                                     " can be assigned: exactly enough to defeat it");
    deal_damage(c, n, "indirect damage");
  }
}

}  // namespace arbiter::engine::mc
