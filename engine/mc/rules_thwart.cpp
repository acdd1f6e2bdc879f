// Every thwart, of every kind (actions.h), in one resolution: its cost
// (exhaust or not), crisis, confused, the threat removed, and an ally's
// consequential damage. Each check is written once, here.
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

void McGame::thwart(const ThwartSpec& w) {
  if (over()) return;
  Trace& t = ctx_.trace;
  Character& c = *w.thwarter;
  Scheme& sc = *w.scheme;
  const bool basic = is_basic(w.kind);
  // The rule for this kind: a basic power exhausts (mc:thwart); an (thwart)
  // event or ability does not, unless its text says so.
  const Predicate& rule = w.kind == ThwartKind::kHeroBasic   ? kHeroBasicThwart
                          : w.kind == ThwartKind::kAllyBasic ? kAllyThwart
                                                             : kThwartAbilityNoExhaust;
  const bool exhausts = basic || w.exhausts;
  const ExhaustCost cost{"THW", basic ? "thwart" : "use " + w.name, rule, basic && c.thw_dash};
  const std::string who = basic ? c.name : w.name;
  if (cannot(c.player, Forbid::kThwart, c.name)) return;
  if (!basic && !action_timing_allows(c, w.name, w.by_request)) return;
  if (w.split.size() > 1) {
    std::string parts;
    for (const auto& [s, n] : w.split)
      parts += (parts.empty() ? "" : ", ") + std::to_string(n) + " from " + s->name;
    t.note(kThwartOneScheme, [&] {
      return who + " cannot split its threat among schemes (" + parts +
             "): all of it must be removed from a single scheme";
    });
    headline(who + " cannot split its threat among schemes");
    return;
  }
  if (exhausts && !can_exhaust_for(c, cost)) return;
  if (crisis_blocks(sc, who)) return;
  if (w.pay && !w.pay()) return;
  if (exhausts) {
    if (!basic)
      t.note(rule, [&] { return w.name + "'s text says to exhaust: it is part of its cost"; });
    exhaust_for(c, cost, sc.name);
  } else {
    t.note(rule, [&] {
      return w.name + " is a (thwart) " +
             (w.kind == ThwartKind::kThwartEvent ? "event" : "ability") + ": " + c.name +
             " thwarts " + sc.name + " with it and does not exhaust";
    });
  }
  const std::string paid = exhausts                             ? "the exhaust cost stays paid"
                           : w.kind == ThwartKind::kThwartEvent ? w.name + " stays played"
                                                                : w.name + " stays used";
  if (status_instead(c, c.confused, "confused", "thwarting", kConfusedCharacterDiscards, paid))
    return;
  const int extra = w.kind == ThwartKind::kThwartEvent
                        ? bonus("thwart-event-removal", c.id, "the threat " + w.name + " removes")
                        : 0;
  remove_threat(sc, basic ? stat(c, "thw") : w.remove + extra, rule, who);
  if (w.kind == ThwartKind::kAllyBasic && c.thw_consequential > 0) {
    t.note(kConsequentialDamage, [&] {
      return c.name + " thwarted: it takes " + std::to_string(c.thw_consequential) +
             " consequential damage";
    });
    deal_damage(c, c.thw_consequential, "consequential damage");
  }
}

}  // namespace arbiter::engine::mc
