// The villain phase, form changes and the ally limit.
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

void McGame::villain_phase(const std::vector<Defence>& defences) {
  Trace& t = ctx_.trace;
  Character* v = villain();
  Scheme* main = main_scheme();
  if (!v || !main) throw std::invalid_argument("the villain phase needs a villain and a main scheme");

  // Step 1: threat.
  const int base = per_player(main->acceleration, main->acceleration_per_player, main->name + "'s acceleration");
  int icons = 0;
  for (const Scheme& sc : s_.schemes)
    if (!sc.defeated) icons += sc.acceleration_icons;
  const int total = base + icons + s_.acceleration_tokens;
  place_threat(*main, total, kThreatStep,
               "step 1: acceleration " + std::to_string(base) + " + " + std::to_string(icons) + " acceleration icon(s) + " +
                   std::to_string(s_.acceleration_tokens) + " acceleration token(s)");

  // Step 2: the villain activates once per player, each followed by that
  // player's engaged minions.
  for (Player& p : s_.players) {
    if (over()) return;
    if (p.eliminated) continue;
    t.note(kVillainActivates, v->name + " activates against " + p.id + ", who is in " +
                                  (p.hero_form ? "hero form: it attacks" : "alter-ego form: it schemes"));
    if (p.hero_form) enemy_attack(*v, p, defender_for(defences, p.id, v->id));
    else enemy_scheme(*v);
    for (Character& m : s_.characters) {
      if (over()) return;
      if (m.role != Role::Minion || m.defeated || m.player != p.id) continue;
      t.note(kMinionsActivate, m.name + " is engaged with " + p.id + " and activates: it " +
                                   (p.hero_form ? "attacks" : "schemes"));
      if (p.hero_form) enemy_attack(m, p, defender_for(defences, p.id, m.id));
      else enemy_scheme(m);
    }
  }
  if (over()) return;

  // Step 3: deal encounter cards, one each, then one per hazard icon in
  // player order starting with the first player.
  int hazards = 0;
  for (const Scheme& sc : s_.schemes)
    if (!sc.defeated) hazards += sc.hazard;
  std::vector<Player*> active;
  for (Player& p : s_.players)
    if (!p.eliminated) active.push_back(&p);
  auto deal_one = [&](Player& p, const std::string& why) {
    if (s_.encounter_deck == 0) {
      const int before = s_.acceleration_tokens;
      ++s_.acceleration_tokens;
      t.change(kEmptyEncounterDeck, "the encounter deck is empty: its discard pile is shuffled into a new deck and an acceleration token is placed",
               "game.acceleration-tokens", before, s_.acceleration_tokens);
      s_.encounter_deck = -1;  // the reshuffled deck's size is not tracked
    }
    if (s_.encounter_deck > 0) --s_.encounter_deck;
    ++p.encounter_cards;
    t.change(kDealEncounterCards, p.id + " is dealt an encounter card" + why, p.id + ".encounter-cards",
             p.encounter_cards - 1, p.encounter_cards);
  };
  for (Player* p : active) deal_one(*p, "");
  for (int i = 0; i < hazards && !active.empty(); ++i)
    deal_one(*active[static_cast<size_t>(i) % active.size()], " (hazard icon " + std::to_string(i + 1) + ")");
  if (hazards) headline(std::to_string(hazards) + " extra encounter card(s) for hazard icons");

  // Step 4: reveal. Encounter cards' own effects are not modelled.
  t.note(kDealEncounterCards, "step 4: each player, in player order, reveals and resolves their dealt encounter cards (their effects are not simulated)");

  // Step 5: pass the first player token.
  const size_t n = s_.players.size();
  const int before = s_.first_player;
  size_t next = static_cast<size_t>(s_.first_player);
  for (size_t step = 1; step <= n; ++step) {
    next = (static_cast<size_t>(s_.first_player) + step) % n;
    if (!s_.players[next].eliminated) break;
  }
  s_.first_player = static_cast<int>(next);
  t.change(kPassFirstPlayer, "step 5: the first player token passes to " + s_.players[next].id + "; the round ends",
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
           p.id + " flips to " + (p.hero_form ? "hero" : "alter-ego") + " form; damage, status cards and " +
               (id.exhausted ? "exhausted" : "ready") + " state carry over",
           p.id + ".form", p.hero_form ? "alter-ego" : "hero", p.hero_form ? "hero" : "alter-ego");
  headline(p.id + " changes to " + (p.hero_form ? "hero" : "alter-ego") + " form");
}

void McGame::play_ally(Character& ally, const std::string& discard) {
  Trace& t = ctx_.trace;
  int in_play = 0;
  for (const Character& c : s_.characters)
    if (c.role == Role::Ally && !c.defeated && c.player == ally.player && c.id != ally.id) ++in_play;
  ally.defeated = false;
  t.note(kAllyLimit, ally.name + " enters play for " + ally.player + " (" + std::to_string(in_play + 1) + " allies)");
  headline(ally.name + " enters play");
  if (in_play + 1 > 3) {
    if (discard.empty())
      throw std::invalid_argument("playing " + ally.id + " exceeds the ally limit of three: say which ally to discard");
    Character& gone = character(discard);
    gone.defeated = true;
    t.change(kAllyLimit, "the ally limit is three: " + gone.name + " is discarded", gone.id + ".in-play", true, false);
    headline(gone.name + " is discarded (ally limit)");
  }
  if (ally.toughness && !ally.tough) {
    ally.tough = true;
    t.change(kToughnessKeyword, ally.name + " has toughness and enters play with a tough card", ally.id + ".tough",
             false, true);
  }
}

}  // namespace arbiter::engine::mc
