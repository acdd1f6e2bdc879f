// Copying (3.10): a die taking another die's stats, its card's text box, or
// becoming a copy of it; and using a copy of one "when fielded" effect.
// The copy is kept on the receiving die (or, for a text box, its card) and
// read back by printed(), keywords(), affiliations() and the triggers.
#include <algorithm>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

const Card* DmGame::text_card(const Die& d) const {
  if (d.copied.kind == Copied::Kind::Whole) return &s_.cards[static_cast<size_t>(d.copied.card_ix)];
  return card_of(d);
}

LevelStats DmGame::copied_stats(const Die& d, LevelStats own) const {
  switch (d.copied.kind) {
    case Copied::Kind::None: break;
    case Copied::Kind::Stats: return d.copied.stats;
    case Copied::Kind::Printed:
      own.a = d.copied.stats.a;
      own.d = d.copied.stats.d;
      return own;
    case Copied::Kind::Whole: {
      // Its own level on the source card, moved by as many levels as the
      // source die has spun since (3.10.4.1-3.10.4.3).
      const Card& c = s_.cards[static_cast<size_t>(d.copied.card_ix)];
      int level = d.level;
      for (const Die& o : s_.dice)
        if (o.id == d.copied.source && in_field(o)) level += o.level - d.copied.source_level;
      if (c.levels.empty()) return own;
      return c
          .levels[static_cast<size_t>(std::clamp(level, 1, static_cast<int>(c.levels.size())) - 1)];
    }
  }
  // Later dice of a card that copied stats pay the source's fielding cost (3.10.2.3).
  if (const Card* c = card_of(d); c && !c->copied_costs.empty())
    own.cost =
        c->copied_costs[static_cast<size_t>(
                            std::clamp(d.level, 1, static_cast<int>(c->copied_costs.size())) - 1)]
            .cost;
  return own;
}

void DmGame::copy(Die* receiving, const std::string& by, const Act& x, Die& src) {
  if (!receiving || !in_field(*receiving)) {
    note(kCopyStats,
         [&] { return by + ": no die of the card in the Field Zone receives the copy"; });
    return;
  }
  Die& r = *receiving;
  const int a0 = attack(r), d0 = defense(r);
  const auto stats_changed = [&](const Predicate& why, const std::string& what) {
    change(
        why, [&] { return by + ": " + r.name + " " + what + " " + src.name; }, r.id, "a", a0,
        attack(r));
    change(
        why, [&] { return r.name + "'s D follows"; }, r.id, "d", d0, defense(r));
  };
  switch (x.verb) {
    case Act::Verb::CopyStats:
    case Act::Verb::CopyPrinted: {
      // The face as it is now; later changes to the source do not follow,
      // and modifiers on it are not copied (3.10.2.2, 3.10.2.4).
      r.copied = {x.verb == Act::Verb::CopyStats ? Copied::Kind::Stats : Copied::Kind::Printed,
                  printed(src),
                  -1,
                  "",
                  1,
                  x.this_turn};
      if (x.verb == Act::Verb::CopyStats && r.card_ix >= 0)
        if (const Card* c = card_of(src))
          s_.cards[static_cast<size_t>(r.card_ix)].copied_costs = c->levels;
      stats_changed(x.verb == Act::Verb::CopyStats ? kCopyStats : kCopyPrinted,
                    x.verb == Act::Verb::CopyStats ? "copies the stats of"
                                                   : "copies the printed A and D values of");
      break;
    }
    case Act::Verb::BecomeCopy:
      if (src.card_ix < 0) {
        note(kCopyWhole, [&] { return by + ": " + src.name + " has no card to copy"; });
        break;
      }
      r.copied = {Copied::Kind::Whole, {}, src.card_ix, src.id, src.level, x.this_turn};
      stats_changed(kCopyWhole, "becomes a copy of");
      note(kCopyWhole, [&] {
        return r.name + " keeps its own energy type and purchase cost; its stats follow " +
               src.name + "'s card at its level, and move as " + src.name + " spins";
      });
      break;
    case Act::Verb::CopyText: copy_text(r, by, src, x.this_turn); break;
    case Act::Verb::UseFielded: {
      const Card* c = card_of(src);
      if (!c || !has_text(src)) {
        note(kCopyEffect, [&] { return by + ": " + src.name + "'s text is ignored: no effect"; });
        break;
      }
      if (std::none_of(c->abilities.begin(), c->abilities.end(),
                       [](const Ability& a) { return a.trigger == Trigger::Fielded; }))
        note(kCopyEffect, [&] {
          return by + ": " + src.name + "'s card has no \"when fielded\" effect to copy";
        });
      for (const Ability& a : c->abilities) {
        if (a.trigger != Trigger::Fielded) continue;
        note(kCopyEffect, [&] {
          return by + " uses a copy of " + src.name + "'s \"" + a.text + "\" for " + r.controller +
                 " (only that effect is copied)";
        });
        resolve_ability(&r, r.controller, c->id, a, r.id, "");
      }
      break;
    }
    default: break;
  }
}

void DmGame::copy_text(Die& r, const std::string& by, const Die& src, bool this_turn) {
  const Card* from = card_of(src);
  if (!from || r.card_ix < 0) return;
  // A text box ignored when copied gives nothing, now or later (3.10.6).
  if (!has_text(src)) {
    note(kCopyText, [&] {
      return by + ": " + src.name + "'s text is ignored, so nothing is copied (nor later)";
    });
    return;
  }
  Card& to = s_.cards[static_cast<size_t>(r.card_ix)];
  if (this_turn) s_.text_copies_this_turn.push_back({r.card_ix, to.abilities.size(), to.keywords});
  add_keywords(to.keywords, from->keywords);
  int copied = 0;
  for (const Ability& a : from->abilities) {
    if (a.trigger == Trigger::Global) continue;  // not copied (3.10.3)
    // Parsed with its card's name read as "this die": it now means the
    // receiving card's die (3.10.3.1).
    to.abilities.push_back(a);
    ++copied;
    has_card_text_ = true;
    has_statics_ = has_statics_ || a.trigger == Trigger::WhileActive;
  }
  note(kCopyText, [&] {
    return by + ": " + to.name + "'s card adds " + from->name + "'s text box as it is now (" +
           plural(copied, "ability") +
           ", Global abilities left out, keywords included); where it names " + from->name +
           ", it now means " + to.name;
  });
  if (std::any_of(to.abilities.end() - copied, to.abilities.end(),
                  [](const Ability& a) { return a.trigger == Trigger::WhileActive; }))
    note_while_active(r, WhileActiveChange::Start);
}

void DmGame::end_copies() {
  for (Die& d : s_.dice)
    if (d.copied.this_turn) d.copied = {};
  // Latest first, so a card copied twice returns to its own text.
  for (auto it = s_.text_copies_this_turn.rbegin(); it != s_.text_copies_this_turn.rend(); ++it) {
    const GameState::TextCopy& t = *it;
    Card& c = s_.cards[static_cast<size_t>(t.card_ix)];
    c.abilities.resize(t.abilities);
    c.keywords = t.keywords;
  }
  s_.text_copies_this_turn.clear();
}

}  // namespace arbiter::engine::dm
