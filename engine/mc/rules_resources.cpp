// Paying a card's cost with resources (mc:cost, mc:resource): cards
// discarded from hand generate their printed resources, resource abilities
// generate theirs, all at once; the total must reach the cost (and the types
// an ability's cost asks for), and the excess is lost.
#include <algorithm>
#include <stdexcept>

#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

namespace {

std::string listed(const std::vector<Resource>& rs) {
  if (rs.empty()) return "no resources";
  std::string out;
  for (Resource r : rs)
    out += (out.empty() ? "" : ", ") + std::string(kResourceName[static_cast<int>(r)]);
  return out;
}

}  // namespace

Card& McGame::card(const std::string& id) {
  for (Card& c : s_.cards)
    if (c.id == id) return c;
  throw std::invalid_argument("no card '" + id + "' in the scenario");
}

const Ability* McGame::resource_text(const Card& c) const {
  for (const Ability& a : s_.abilities)
    if (a.card && a.card_id == c.id && a.card->timing == Timing::kResource && !a.gone) return &a;
  return nullptr;
}

bool McGame::pay_cost(Player& p, Card& paid, const std::vector<Card*>& sources,
                      const std::vector<Resource>& needs, const std::string& permission) {
  Trace& t = ctx_.trace;
  if (paid.type != CardType::kAbility && paid.zone != Zone::kHand) {
    if (permission.empty()) {
      t.note(kPlayFromHand, paid.name + " is in " + paid.player + "'s " + name_of(paid.zone) +
                                ", and cards are played from a player's hand: without a "
                                "permission it cannot be played");
      headline(paid.name + " cannot be played from the " + name_of(paid.zone));
      return false;
    }
    t.note(kPlayFromHand, permission + " is a permission: it allows " + paid.name +
                              " to be played from " + paid.player + "'s " + name_of(paid.zone));
  }
  if (paid.type != CardType::kAbility && paid.type != CardType::kEvent && unique_blocks(paid))
    return false;
  if (paid.max_per_round > 0 && s_.played_this_round[paid.title] >= paid.max_per_round) {
    t.note(kMax, paid.title + " is \"Max " + std::to_string(paid.max_per_round) +
                     " per round\" across all copies and players, and " +
                     std::to_string(s_.played_this_round[paid.title]) +
                     " has been played this round: it cannot be played");
    headline(paid.name + " cannot be played (max per round)");
    return false;
  }
  if (paid.max_per_player > 0) {
    int controlled = 0;
    for (const Card& c : s_.cards)
      if (&c != &paid && c.zone == Zone::kPlay && c.player == p.id && c.title == paid.title)
        ++controlled;
    if (controlled >= paid.max_per_player) {
      t.note(kMax, paid.title + " is \"Max " + std::to_string(paid.max_per_player) +
                       " per player\", and " + p.id + " already controls " +
                       std::to_string(controlled) + " in play: it cannot be played");
      headline(paid.name + " cannot be played (max per player)");
      return false;
    }
  }
  int cost = needs.empty() ? paid.cost : static_cast<int>(needs.size());
  for (const CostReduction& r : s_.reductions) {
    if (r.player != p.id || r.type != paid.type) continue;
    if (r.form != Form::kEither && (r.form == Form::kHero) != p.hero_form) continue;
    if (paid.type == CardType::kAlly && p.allies_played_this_round > 0) {
      t.note(kFirstEachRound, r.name + " applies only to the very first " + name_of(r.type) +
                                  " played each round, and " + p.id + " has already played " +
                                  std::to_string(p.allies_played_this_round) +
                                  " this round: it does not reduce " + paid.name + "'s cost");
      continue;
    }
    t.note(kFirstEachRound, r.name + ": " + paid.name + " is the first " + name_of(r.type) + " " +
                                p.id + " plays this round, so its cost is " +
                                std::to_string(r.amount) + " less");
    cost = std::max(0, cost - r.amount);
  }
  t.note(kPayCost, p.id + " pays " + paid.name + "'s cost of " + std::to_string(cost) +
                       (needs.empty() ? "" : " (" + listed(needs) + ")"));
  // Every source generates at once: the spent cards reach the discard pile
  // only after, so a resource ability copying its top sees it as it is now.
  std::vector<Resource> generated;
  for (Card* src : sources) {
    if (src->zone == Zone::kHand) {
      if (src->player != p.id)
        throw std::invalid_argument(src->id + " is not in " + p.id + "'s hand");
      std::vector<Resource> rs = src->resources;
      if (!src->power_of.empty() && !rs.empty()) {
        const bool match = paid.aspect == src->power_of;
        t.note(kPowerOfAspect,
               src->name + " is paying for " + paid.name + " (" + paid.aspect + "): " +
                   (match ? "the aspects match, so it generates 2 resources"
                          : "not a " + src->power_of + " card, so it generates only 1 resource"));
        if (match) rs.push_back(rs.front());
      }
      t.note(kGenerateResources,
             src->name + ", discarded from " + p.id + "'s hand, generates " + listed(rs));
      generated.insert(generated.end(), rs.begin(), rs.end());
    } else if (src->zone == Zone::kPlay && src->copies_discard_top) {
      const Player& owner = player(src->player);
      if (owner.discard_pile.empty()) {
        t.note(kCopiedResources,
               src->name + ": " + owner.id + "'s discard pile is empty, so it generates nothing");
        continue;
      }
      const Card& top = card(owner.discard_pile.back());
      for (const Card* spent : sources)
        if (spent->zone == Zone::kHand && spent->player == owner.id)
          t.note(kGeneratedTogether,
                 spent->name +
                     " is being spent at the same moment: resources are generated "
                     "simultaneously, so it is not on top of the discard pile when " +
                     src->name + " generates (" + top.name + " is)");
      t.note(
          kCopiedResources,
          src->name + " generates the resources of " + top.name + ", on top of " + owner.id +
              "'s discard pile: " + listed(top.resources) + "; " + src->name +
              " is the card generating them" +
              (top.power_of.empty() ? "" : ", so " + top.name + "'s own ability does not apply"));
      generated.insert(generated.end(), top.resources.begin(), top.resources.end());
    } else if (const Ability* r = resource_text(*src); r && src->zone == Zone::kPlay) {
      // Its controller's only (mc:resource-ability), and once for one cost.
      if (src->player != p.id)
        throw std::invalid_argument(src->id + "'s resource ability is not " + p.id + "'s");
      if (std::count(sources.begin(), sources.end(), src) > 1)
        throw std::invalid_argument(src->id + " is listed twice for one cost");
      std::vector<Resource> rs;
      for (const Act& x : r->card->acts)
        if (x.verb == Act::Verb::kGenerate)
          rs.insert(rs.end(), x.resources.begin(), x.resources.end());
      t.note(kGenerateResources,
             src->name + "'s resource ability (\"" + r->text + "\") generates " + listed(rs));
      generated.insert(generated.end(), rs.begin(), rs.end());
    } else {
      throw std::invalid_argument(src->id + " is neither in hand nor a resource ability in play");
    }
  }
  p.generated = static_cast<int>(generated.size());
  // Specific types: each needed type from a resource of that type or a wild
  // one used as it.
  bool types_met = true;
  std::vector<Resource> pool = generated;
  for (Resource need : needs) {
    auto it = std::find(pool.begin(), pool.end(), need);
    if (it == pool.end()) it = std::find(pool.begin(), pool.end(), Resource::kWild);
    if (it == pool.end()) {
      types_met = false;
      break;
    }
    if (*it == Resource::kWild && need != Resource::kWild)
      t.note(kTypedCost, "a wild resource is specified as " +
                             std::string(kResourceName[static_cast<int>(need)]) + " for this cost");
    pool.erase(it);
  }
  if (static_cast<int>(generated.size()) < cost || !types_met) {
    t.note(needs.empty() ? kPayCost : kTypedCost,
           std::to_string(generated.size()) + " resource(s) generated (" + listed(generated) +
               ") cannot pay " + paid.name + "'s cost of " + std::to_string(cost) +
               (needs.empty() ? "" : " in " + listed(needs)) +
               ": it is not paid, and nothing is spent");
    headline(paid.name + " cannot be paid for");
    p.generated = static_cast<int>(generated.size());
    return false;
  }
  for (Card* src : sources)
    if (src->zone == Zone::kHand) {
      src->zone = Zone::kDiscard;
      player(src->player).discard_pile.push_back(src->id);
    }
  const int excess = static_cast<int>(generated.size()) - cost;
  t.note(kExcessLost,
         std::to_string(generated.size()) + " resource(s) pay the cost of " + std::to_string(cost) +
             (excess > 0 ? "; the " + std::to_string(excess) + " excess resource(s) are lost"
                         : "; nothing is left over"));
  if (paid.type == CardType::kAbility) {
    headline(p.id + " generates " + std::to_string(generated.size()) + " resources and pays " +
             paid.name + "'s cost");
    return true;
  }
  for (Player& q : s_.players) std::erase(q.discard_pile, paid.id);
  const std::string before = name_of(paid.zone);
  paid.zone = paid.type == CardType::kEvent || paid.type == CardType::kResource ? Zone::kDiscard
                                                                                : Zone::kPlay;
  paid.in_play = paid.zone == Zone::kPlay;
  if (paid.zone == Zone::kPlay)
    t.note(kEntersUnderOwner, [&] {
      return paid.name + " enters play under its owner's control: " + paid.player +
             (paid.player == p.id ? "" : ", not " + p.id + ", who paid for it");
    });
  if (paid.type == CardType::kAlly) ++p.allies_played_this_round;
  if (paid.max_per_round > 0) {
    ++s_.played_this_round[paid.title];
    t.note(kMax, paid.title + " counts toward its maximum: " +
                     std::to_string(s_.played_this_round[paid.title]) + " of " +
                     std::to_string(paid.max_per_round) + " this round");
  }
  if (paid.type == CardType::kUpgrade || paid.type == CardType::kSupport)
    t.note(kStaysInPlay, [&] {
      return paid.name + ", " + (paid.type == CardType::kUpgrade ? "an upgrade" : "a support") +
             ", is active while in play and stays until an ability makes it leave";
    });
  if (paid.type == CardType::kEvent)
    t.note(kEventPlayed, paid.name +
                             " is played: its cost is paid, its effects resolve, and it "
                             "is then placed in its owner's discard pile");
  if (paid.zone == Zone::kDiscard) player(paid.player).discard_pile.push_back(paid.id);
  t.change(kPayCost,
           paid.name + " is paid for and " +
               (paid.zone == Zone::kPlay ? "enters play under " + paid.player + "'s control"
                                         : "resolves and is discarded"),
           paid.id + ".zone", before, name_of(paid.zone));
  headline(p.id + " generates " + std::to_string(generated.size()) + " resources and pays for " +
           paid.name);
  return true;
}

}  // namespace arbiter::engine::mc
