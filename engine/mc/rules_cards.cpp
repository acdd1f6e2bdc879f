// Player cards by title: searching an area for a card, shuffling cards into
// a deck when they must be different cards, and the unique rule.
#include <algorithm>
#include <stdexcept>

#include "common/text.h"
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

void McGame::search(Player& p, Card& wanted, const std::vector<Zone>& searched, Zone to) {
  Trace& t = ctx_.trace;
  std::string where;
  for (Zone a : searched) where += (where.empty() ? "" : " and ") + p.id + "'s " + name_of(a);
  const bool found = wanted.player == p.id &&
                     std::find(searched.begin(), searched.end(), wanted.zone) != searched.end();
  if (!found) {
    t.note(kSearch, p.id + " searches " + where + " for " + wanted.name + ": it is in " +
                        (wanted.zone == Zone::kEncounter ? "play among the encounter cards"
                         : wanted.player == p.id         ? "the " + name_of(wanted.zone)
                                                 : wanted.player + "'s " + name_of(wanted.zone)) +
                        ", not in a searched area, so the search fails to find it");
    headline(p.id + " does not find " + wanted.name);
    return;
  }
  const std::string before = name_of(wanted.zone);
  std::erase(p.discard_pile, wanted.id);
  wanted.zone = to;
  wanted.in_play = wanted.zone == Zone::kPlay;
  t.change(kSearch,
           p.id + " searches " + where + ", finds " + wanted.name + " and adds it to " +
               name_of(wanted.zone),
           wanted.id + ".zone", before, name_of(wanted.zone));
  headline(p.id + " finds " + wanted.name);
}

void McGame::shuffle_into_deck(Player& p, const std::vector<Card*>& cards, bool different,
                               const std::string& by) {
  Trace& t = ctx_.trace;
  for (size_t i = 0; different && i < cards.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (cards[i]->title == cards[j]->title) {
        t.note(kSameTitleSameCard, cards[j]->name + " and " + cards[i]->name +
                                       " share the title \"" + cards[i]->title + "\": for " +
                                       (by.empty() ? "the ability" : by) +
                                       " they are the same card, not different cards");
        headline((by.empty() ? "the ability" : by) + " cannot take two cards titled " +
                 cards[i]->title);
        return;
      }
  for (Card* c : cards) {
    const std::string before = name_of(c->zone);
    for (Player& q : s_.players) std::erase(q.discard_pile, c->id);
    c->zone = Zone::kDeck;
    c->in_play = false;
    t.change(kSameTitleSameCard, c->name + " is shuffled into " + p.id + "'s deck", c->id + ".zone",
             before, name_of(c->zone));
  }
  headline(std::to_string(cards.size()) + " card(s) shuffled into " + p.id + "'s deck");
}

// The unique rule (mc:unique): one copy of each unique card, by title, in
// play; a different subtitle, or a different alter-ego, makes another card.
bool McGame::unique_blocks(const Card& c) {
  if (!c.unique) return false;
  Trace& t = ctx_.trace;
  for (const Card& other : s_.cards)
    if (&other != &c && other.zone == Zone::kPlay && other.unique && other.title == c.title) {
      if (other.subtitle == c.subtitle) {
        t.note(kUnique, c.name + " is unique and " + other.name +
                            ", with the same title and subtitle, is in play: it cannot be played");
        headline(c.name + " cannot be played (unique)");
        return true;
      }
      t.note(kUnique, c.name + " and " + other.name + " share the title " + c.title +
                          " but not the subtitle: they may coexist in play");
    }
  for (const Character& id : s_.characters)
    if (id.role == Role::Identity && id.name == c.title) {
      if (!c.subtitle.empty() && c.subtitle == id.alter_ego) {
        t.note(kUnique, c.name + " shares both title and alter-ego/subtitle (" + c.subtitle +
                            ") with the identity " + id.name + ": it cannot be played");
        headline(c.name + " cannot be played (unique)");
        return true;
      }
      t.note(kUnique,
             c.name + " shares the title " + c.title + " with the hero " + id.name +
                 (id.alter_ego.empty() ? "" : " (" + id.alter_ego + ")") +
                 ", but its subtitle differs from the alter-ego: they may coexist in play");
    }
  return false;
}

bool McGame::cannot(const std::string& player, Forbid what, const std::string& who) {
  const std::string verb = kForbidName[static_cast<int>(what)];
  for (const GameState::Cannot& c : s_.cannot)
    if (c.player == player && c.what == what) {
      ctx_.trace.note(kCannotIsAbsolute, c.source + ": " + player + " cannot " + verb +
                                             ", and \"cannot\" is absolute: " + who + " does not " +
                                             verb);
      headline(who + " cannot " + verb + " (" + c.source + ")");
      return true;
    }
  return false;
}

bool McGame::action_timing_allows(const Character& user, const std::string& action,
                                  bool by_request) {
  if (s_.active_player.empty() || user.player == s_.active_player) return true;
  if (by_request) {
    ctx_.trace.note(kActionTiming, [&] {
      return user.player + " uses " + action + " during " + s_.active_player +
             "'s turn, by request: an action may be";
    });
    return true;
  }
  ctx_.trace.note(kActionTiming, [&] {
    return "it is " + s_.active_player + "'s turn: " + user.player + " may trigger " + action +
           ", an action, only by request";
  });
  headline(user.name + " cannot use " + action + " (not " + user.player + "'s turn)");
  return false;
}

void McGame::exhaust_each_ready(const std::vector<std::string>& terms, const std::string& by) {
  Trace& t = ctx_.trace;
  std::string list;
  for (const std::string& term : terms) list += (list.empty() ? "" : " and ") + term;
  t.note(kQualifierEachTerm, "\"each ready " + list + "\": the qualifier \"ready\" applies to " +
                                 (terms.size() > 1 ? "each term" : "the term") +
                                 ", so exhausted ones of every kind are left out");
  int chosen = 0;
  for (const std::string& term : terms) {
    if (term == "character")
      for (Character& c : s_.characters) {
        if (c.defeated || c.exhausted) continue;
        c.exhausted = true;
        ++chosen;
        t.change(kQualifierEachTerm, c.name + " (a ready character) is exhausted",
                 c.id + ".exhausted", false, true);
      }
    if (term == "attachment")
      for (Card& c : s_.cards) {
        if (c.type != CardType::kAttachment || c.zone != Zone::kPlay) continue;
        if (c.exhausted) {
          t.note(kQualifierEachTerm, c.name + " is an attachment but not ready: left out");
          continue;
        }
        c.exhausted = true;
        ++chosen;
        t.change(kQualifierEachTerm, c.name + " (a ready attachment) is exhausted",
                 c.id + ".exhausted", false, true);
      }
  }
  s_.last_selected = chosen;
  headline((by.empty() ? "the ability" : by) + " exhausts " + std::to_string(chosen) +
           " ready card(s)");
}

}  // namespace arbiter::engine::mc
