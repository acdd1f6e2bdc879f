// The values a Marvel Champions run ends with ("ally.damage" -> "3"), for
// <expect> and for the questions that compare runs; one character's part
// apart, so that a kept run (run_memo.h) can work out again only what a
// changed number of one character decides.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/touched.h"
#include "engine/core/trace.h"
#include "engine/core/values.h"
#include "engine/mc/model.h"

namespace arbiter::engine::mc {

// One character's values, each given to `out.set(id, field, value)` in
// turn (values_of's first part, and the only one that reads a
// character's Tracked numbers). `out`: a ValuesBuilder, or any with that set.
template <class Out>
void character_values(const Character& c, Out& out) {
  out.set(c.id, ".damage", std::to_string(c.damage));
  out.set(c.id, ".remaining", std::to_string(c.remaining()));
  out.set(c.id, ".max-hp", std::to_string(c.max_hp()));
  out.set(c.id, ".stunned", bool_text(c.stunned));
  out.set(c.id, ".confused", bool_text(c.confused));
  out.set(c.id, ".tough", bool_text(c.tough));
  out.set(c.id, ".exhausted", bool_text(c.exhausted));
  out.set(c.id, ".defeated", bool_text(c.defeated));
  if (c.role == Role::Minion) out.set(c.id, ".engaged", c.player);
  if (c.role == Role::Villain) out.set(c.id, ".name", c.name);
}

// Every value of `s`. `rest_touched`, when given, gets the kinds of
// Tracked number the rest (all but character_values) read: none as
// written, which a kept run relies on and checks.
Values values_of(const GameState& s, TouchedMask* rest_touched = nullptr);

}  // namespace arbiter::engine::mc
