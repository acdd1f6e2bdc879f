#include "engine/mc/run_memo.h"

#include <algorithm>

#include "engine/mc/values_of.h"

namespace arbiter::engine::mc {

namespace {

int number_of(const Character& c, TouchedMask kind) {
  switch (kind) {
    case kTouchHp: return c.base_hp.peek();
    case kTouchAtk: return c.atk.peek();
    case kTouchThw: return c.thw.peek();
    case kTouchDef: return c.def.peek();
    case kTouchSch: return c.sch.peek();
    default: return 0;
  }
}

void set_number(Character& c, TouchedMask kind, int value) {
  switch (kind) {
    case kTouchHp: c.base_hp.poke(value); break;
    case kTouchAtk: c.atk.poke(value); break;
    case kTouchThw: c.thw.poke(value); break;
    case kTouchDef: c.def.poke(value); break;
    case kTouchSch: c.sch.poke(value); break;
    default: break;
  }
}

}  // namespace

TouchedMask number_kind(const std::string& attribute) {
  if (attribute == "hp") return kTouchHp;
  if (attribute == "atk") return kTouchAtk;
  if (attribute == "thw") return kTouchThw;
  if (attribute == "def") return kTouchDef;
  if (attribute == "sch") return kTouchSch;
  return 0;
}

Numbers numbers_of(const Character& c, TouchedMask but) {
  auto n = [&](TouchedMask kind) { return kind == but ? 0 : number_of(c, kind); };
  return {n(kTouchHp), c.damage,     n(kTouchAtk), n(kTouchThw), n(kTouchDef),
          c.rec,       n(kTouchSch), c.atk_dash,   c.thw_dash,   c.sch_dash};
}

template <class Set>
void RunMemo::values_reading(const Character& c, Set&& set) {
  // Each value's reads are marked while it is worked out (set's arguments
  // are, before the call); the mark is cleared after each.
  TouchedMask read = 0;
  TouchedScope scope(read);
  character_values(c, [&](std::string_view id, std::string_view field, std::string value) {
    const TouchedMask kinds = read;
    if (kinds != 0) set(std::string(id).append(field), std::move(value), kinds);
    read = 0;
  });
}

void RunMemo::changed(size_t index, TouchedMask kind) {
  if (!kept_) return;
  const std::pair<size_t, TouchedMask> one{index, kind};
  if (std::find(changed_.begin(), changed_.end(), one) == changed_.end()) changed_.push_back(one);
  changed_kinds_ |= kind;
}

std::optional<RunResult> RunMemo::echo(const GameState& now, const std::string& edition,
                                       bool want_values) {
  if (!kept_ || edition != edition_ || (changed_kinds_ & touched_) != 0 ||
      (want_values && !values_))
    return std::nullopt;
  // An untouched number was neither moved nor copied in the run: each
  // changed one is where it began, at the same place in the end state.
  for (const auto& [index, kind] : changed_)
    if (index >= now.characters.size() || index >= end_.characters.size() ||
        end_.characters[index].id != now.characters[index].id)
      return std::nullopt;
  RunResult r;
  r.outcome = outcome_;
  if (want_values) {
    // The kept end with the numbers as they are now, its values worked
    // out again where they read them, then the end as it was.
    std::vector<int> was;
    for (const auto& [index, kind] : changed_) {
      was.push_back(number_of(end_.characters[index], kind));
      set_number(end_.characters[index], kind, number_of(now.characters[index], kind));
    }
    r.values = *values_;
    for (size_t i = 0; i < changed_.size(); ++i) {
      const size_t index = changed_[i].first;
      if (std::none_of(changed_.begin(), changed_.begin() + static_cast<ptrdiff_t>(i),
                       [&](const auto& c) { return c.first == index; }))
        values_reading(end_.characters[index],
                       [&](const std::string& key, std::string value, TouchedMask kinds) {
                         if ((kinds & changed_kinds_) != 0) r.values.set(key, std::move(value));
                       });
    }
    for (size_t i = changed_.size(); i-- > 0;)
      set_number(end_.characters[changed_[i].first], changed_[i].second, was[i]);
  }
  return r;
}

void RunMemo::keep(const GameState& end, TouchedMask touched, const std::string& outcome,
                   const std::string& edition, const Values* values, TouchedMask rest_touched) {
  kept_ = true;
  end_ = end;
  touched_ = touched | rest_touched;
  outcome_ = outcome;
  edition_ = edition;
  values_.reset();
  if (values) {
    values_ = *values;
    // A value a character's number decides that is not what the whole
    // values say (another part set the same key after it) cannot be
    // worked out again alone: its kinds are not echoed.
    for (const Character& c : end_.characters)
      values_reading(c, [&](const std::string& key, const std::string& value, TouchedMask kinds) {
        const auto it = values_->find(key);
        if (it == values_->end() || it->second != value) touched_ |= kinds;
      });
  }
  changed_.clear();
  changed_kinds_ = 0;
}

}  // namespace arbiter::engine::mc
