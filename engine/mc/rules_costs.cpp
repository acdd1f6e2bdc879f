// Costs of attacking and thwarting shared by every kind: exhausting (a
// basic power, or an ability whose text says so), and the status card that
// takes the place of a hero's or ally's attempt once its costs are paid.
#include "engine/mc/mc_game.h"
#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

bool McGame::can_exhaust_for(Character& c, const ExhaustCost& p) {
  if (p.dash) {
    ctx_.trace.note(kDashCannotUse, [&] {
      return c.name + "'s " + p.stat + " is a dash (–): it cannot exhaust to " + p.verb;
    });
    headline(c.name + " cannot " + p.verb + " (" + p.stat + " –)");
    return false;
  }
  if (c.exhausted) {
    ctx_.trace.note(p.rule,
                    [&] { return c.name + " is exhausted and cannot exhaust to " + p.verb; });
    headline(c.name + " cannot " + p.verb + " (exhausted)");
    return false;
  }
  return true;
}

void McGame::exhaust_for(Character& c, const ExhaustCost& p, const std::string& object) {
  ctx_.trace.change(
      p.rule, [&] { return c.name + " exhausts to " + p.verb + " " + object; }, c.id + ".exhausted",
      false, true);
  c.exhausted = true;
}

bool McGame::status_instead(Character& c, bool& status, const char* status_name, const char* gerund,
                            const Predicate& rule, const std::string& paid) {
  if (!status) return false;
  const std::string name = status_name;
  ctx_.trace.change(
      rule,
      [&] {
        return c.name + " is " + name + ": the " + name + " card is discarded instead of " +
               gerund + " (" + paid + ")";
      },
      c.id + "." + name, true, false);
  status = false;
  headline(c.name + " discards " + name + " instead of " + gerund);
  return true;
}

}  // namespace arbiter::engine::mc
