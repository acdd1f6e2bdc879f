// Copying (3.10): a die taking another die's stats, its card's text box, or
// becoming a copy of it; and using a copy of one "when fielded" effect.
// The copy is kept on the receiving die (or, for a text box, its card) and
// read back by printed(), keywords(), affiliations() and the triggers.
// Copies are Applied abilities: a die's ends when it leaves the Field Zone,
// and all end at Clean Up (3.4.3.9).
#include <algorithm>

#include "engine/dm/dm_game.h"
#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

LevelStats DmGame::copied_stats(const Die& d, LevelStats own) const {
  if (!r_.has_copies) return own;  // the common case: nothing copied in this run
  switch (d.copied.kind) {
    case Copied::Kind::None: break;
    case Copied::Kind::Stats: return d.copied.stats;
    case Copied::Kind::Printed:
      own.a = d.copied.stats.a;
      own.d = d.copied.stats.d;
      return own;
    case Copied::Kind::Whole: {
      if (d.copied.card_ix < 0) return d.copied.stats;
      const Card& c = s_.cards[static_cast<size_t>(d.copied.card_ix)];
      if (c.levels.empty()) return own;
      return c.levels[static_cast<size_t>(
          std::clamp(d.copied.level, 1, static_cast<int>(c.levels.size())) - 1)];
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
  r_.has_copies = true;
  if (!receiving || !in_field(*receiving)) {
    note(kCopyStats,
         [&] { return by + ": no die of the card in the Field Zone receives the copy"; });
    return;
  }
  Die& r = *receiving;
  const int a0 = attack(r), d0 = defense(r);
  const auto stats_changed = [&](const Predicate& why, const std::string& what) {
    change(
        why,
        [&] {
          return by + ": " + r.name + " " + what + " " + src.name + ": " + std::to_string(a0) +
                 "A/" + std::to_string(d0) + "D becomes " + std::to_string(attack(r)) + "A/" +
                 std::to_string(defense(r)) + "D";
        },
        r.id, "a", a0, attack(r));
  };
  switch (x.verb) {
    case Act::Verb::CopyStats:
    case Act::Verb::CopyPrinted: {
      // The face as it is now; later changes to the source do not follow,
      // and modifiers on it are not copied (3.10.2.2, 3.10.2.4).
      r.copied = {};
      r.copied.kind = x.verb == Act::Verb::CopyStats ? Copied::Kind::Stats : Copied::Kind::Printed;
      r.copied.stats = printed(src);
      if (x.verb == Act::Verb::CopyStats && r.card_ix >= 0) {
        const Card* c = card_of(src);
        s_.cards.edit()[static_cast<size_t>(r.card_ix)].copied_costs =
            c ? c->levels : std::vector<LevelStats>{printed(src)};
      }
      stats_changed(x.verb == Act::Verb::CopyStats ? kCopyStats : kCopyPrinted,
                    x.verb == Act::Verb::CopyStats ? "copies the stats of"
                                                   : "copies the printed A and D values of");
      break;
    }
    case Act::Verb::BecomeCopy:
      r.copied = {};
      r.copied.kind = Copied::Kind::Whole;
      r.copied.card_ix = src.card_ix;
      r.copied.source = src.id;
      r.copied.level = r.level;  // its own level on the source card (3.10.4.1)
      r.copied.text = has_text(src);
      if (src.card_ix < 0) r.copied.stats = printed(src);  // a Sidekick's: level 1 (3.10.4.4)
      if (const Card* c = text_card(r))
        for (const Ability& a : c->abilities) {
          r_.has_card_text = true;
          r_.has_statics = r_.has_statics || a.trigger == Trigger::WhileActive;
        }
      stats_changed(kCopyWhole, "becomes a copy of");
      note(kCopyWhole, [&] {
        return r.name + " keeps its own energy type and purchase cost; " +
               (src.card_ix < 0 ? "a Sidekick's level 1 stats at every level"
                                : "its stats are " + src.name + "'s card's at its own level, " +
                                      "and follow " + src.name + " when it spins") +
               (r.copied.text ? "" : "; " + src.name + "'s text is ignored, so none is copied");
      });
      break;
    case Act::Verb::CopyText: copy_text(r, by, src); break;
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

void DmGame::follow_spin(const Die& d) {
  for (Die& o : s_.dice) {
    if (o.copied.kind != Copied::Kind::Whole || o.copied.card_ix < 0) continue;
    // The receiving die reads its new level; after the source spins, the
    // source's (3.10.4.3, 3.10.4.2).
    if (&o != &d && o.copied.source != d.id) continue;
    const int a0 = attack(o), d0 = defense(o);
    o.copied.level = d.level;
    change(
        kCopyWhole,
        [&] {
          return o.name + " (a copy) now reads level " + std::to_string(d.level) + " of " +
                 s_.cards[static_cast<size_t>(o.copied.card_ix)].name + "'s card as " + d.name +
                 " spun: " + std::to_string(a0) + "A/" + std::to_string(d0) + "D becomes " +
                 std::to_string(attack(o)) + "A/" + std::to_string(defense(o)) + "D";
        },
        o.id, "a", a0, attack(o));
  }
}

void DmGame::end_copy(Die& d, Words why) {
  if (d.copied.kind == Copied::Kind::None) return;
  d.copied = {};
  note(kCopyStats, [&] { return d.name + "'s copy ends: " + why() + " (an Applied ability)"; });
}

void DmGame::copy_text(Die& r, const std::string& by, const Die& src) {
  const Card* from = card_of(src);
  if (!from || r.card_ix < 0) return;
  // A text box ignored when copied gives nothing, now or later (3.10.6).
  if (!has_text(src)) {
    note(kCopyText, [&] {
      return by + ": " + src.name + "'s text is ignored, so nothing is copied (nor later)";
    });
    return;
  }
  Card& to = s_.cards.edit()[static_cast<size_t>(r.card_ix)];
  if (std::any_of(s_.text_copies.begin(), s_.text_copies.end(), [&](const GameState::TextCopy& t) {
        return t.card_ix == r.card_ix && t.source_ix == src.card_ix;
      })) {
    note(kCopyText, [&] {
      return by + ": " + to.name + "'s card already has " + from->name +
             "'s text box: copying it again adds nothing (3.1.10)";
    });
    return;
  }
  s_.text_copies.push_back({r.card_ix, src.card_ix, to.abilities.size(), to.keywords});
  add_keywords(to.keywords, from->keywords);
  int copied = 0;
  for (const Ability& a : from->abilities) {
    if (a.trigger == Trigger::Global) continue;  // not copied (3.10.3)
    // Parsed with its card's name read as "this die": it now means the
    // receiving card's die, and reads so (3.10.3.1).
    Ability b = a;
    for (size_t at = b.text.find(from->name); at != std::string::npos && !from->name.empty();
         at = b.text.find(from->name, at + to.name.size()))
      b.text.replace(at, from->name.size(), to.name);
    to.abilities.push_back(std::move(b));
    ++copied;
    r_.has_card_text = true;
    r_.has_statics = r_.has_statics || a.trigger == Trigger::WhileActive;
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
  for (Die& d : s_.dice) end_copy(d, "Clean Up");
  // Latest first, so a card copied twice returns to its own text.
  for (auto it = s_.text_copies.rbegin(); it != s_.text_copies.rend(); ++it) {
    Card& c = s_.cards.edit()[static_cast<size_t>(it->card_ix)];
    c.abilities.resize(it->abilities);
    c.keywords = it->keywords;
    note(kCopyText, [&] { return c.name + "'s copied text box ends at Clean Up"; });
  }
  s_.text_copies.clear();
  for (size_t i = 0; i < s_.cards.size(); ++i)
    if (!s_.cards[i].copied_costs.empty()) {
      Card& c = s_.cards.edit()[i];
      c.copied_costs.clear();
      note(kCopyStats, [&] { return c.name + "'s dice pay their own fielding costs again"; });
    }
}

}  // namespace arbiter::engine::dm
