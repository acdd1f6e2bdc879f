#include "engine/mc/run_memo.h"

#include <algorithm>

#include "engine/mc/values_of.h"

namespace arbiter::engine::mc {

namespace {

int number_of(const Character& c, unsigned kind) {
  switch (kind) {
    case kTouchHp: return c.base_hp.peek();
    case kTouchAtk: return c.atk.peek();
    case kTouchThw: return c.thw.peek();
    case kTouchDef: return c.def.peek();
    case kTouchSch: return c.sch.peek();
    default: return 0;
  }
}

void set_number(Character& c, unsigned kind, int value) {
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

unsigned number_kind(const std::string& attribute) {
  if (attribute == "hp") return kTouchHp;
  if (attribute == "atk") return kTouchAtk;
  if (attribute == "thw") return kTouchThw;
  if (attribute == "def") return kTouchDef;
  if (attribute == "sch") return kTouchSch;
  return 0;
}

template <class Set>
void RunMemo::values_reading(const Character& c, Set&& set) {
  // Each value's reads are marked while it is worked out (set's arguments
  // are, before the call); the mark is cleared after each.
  struct Out {
    Set& to;
    TouchedMask read = 0;
    void set(std::string_view id, std::string_view field, std::string value) {
      const TouchedMask kinds = read;
      if (kinds != 0) to(std::string(id).append(field), std::move(value), kinds);
      read = 0;
    }
  } out{set};
  TouchedScope scope(out.read);
  character_values(c, out);
}

void RunMemo::changed(size_t index, unsigned kind) {
  if (!kept_) return;
  const std::pair<size_t, unsigned> one{index, kind};
  if (std::find(changed_.begin(), changed_.end(), one) == changed_.end()) changed_.push_back(one);
  changed_bits_ |= touched_bits(kind, index);
}

bool RunMemo::in_place(const GameState& now, const Places& numbers) const {
  // An untouched number was neither moved nor copied in the run: each
  // changed one is where it began, at the same place in the end state.
  return std::all_of(numbers.begin(), numbers.end(), [&](const auto& n) {
    return n.first < now.characters.size() && n.first < end_.characters.size() &&
           end_.characters[n.first].id == now.characters[n.first].id;
  });
}

template <class F>
void RunMemo::at_numbers(const GameState& now, const Places& numbers, F&& f) {
  std::vector<int> was;
  for (const auto& [index, kind] : numbers) {
    was.push_back(number_of(end_.characters[index], kind));
    set_number(end_.characters[index], kind, number_of(now.characters[index], kind));
  }
  f();
  for (size_t i = numbers.size(); i-- > 0;)
    set_number(end_.characters[numbers[i].first], numbers[i].second, was[i]);
}

std::optional<RunResult> RunMemo::echo(const GameState& now, const std::string& edition,
                                       bool want_values) {
  if (!kept_ || edition != edition_ || (changed_bits_ & touched_) != 0 ||
      (want_values && !values_) || !in_place(now, changed_))
    return std::nullopt;
  if (want_values) {
    check_values();
    if ((changed_bits_ & touched_) != 0) return std::nullopt;
  }
  RunResult r;
  r.outcome = outcome_;
  if (want_values) {
    // The kept end with the numbers as they are now, its values worked
    // out again where they read them.
    r.values = *values_;
    at_numbers(now, changed_, [&] {
      for (size_t i = 0; i < changed_.size(); ++i) {
        const size_t index = changed_[i].first;
        if (std::none_of(changed_.begin(), changed_.begin() + static_cast<ptrdiff_t>(i),
                         [&](const auto& c) { return c.first == index; }))
          values_reading(end_.characters[index],
                         [&](const std::string& key, std::string value, TouchedMask kinds) {
                           if ((kinds & changed_bits_) != 0) r.values.set(key, std::move(value));
                         });
      }
    });
  }
  return r;
}

std::optional<std::vector<std::string>> RunMemo::varying(const GameState& now, size_t index,
                                                         unsigned kind,
                                                         const std::string& edition) {
  // Each run would be echoed: as echo asks, with this number changed too.
  Places numbers = changed_;
  numbers.emplace_back(index, kind);
  const TouchedMask bits = touched_bits(kind, index);
  if (!kept_ || edition != edition_ || !values_ || ((changed_bits_ | bits) & touched_) != 0 ||
      !in_place(now, numbers))
    return std::nullopt;
  check_values();
  if (((changed_bits_ | bits) & touched_) != 0) return std::nullopt;
  // Its values worked out again would be those reading a changed number;
  // the other characters' have the same numbers in every such run, and
  // this one's that do not read it (as now) do not depend on it.
  std::vector<std::string> out;
  at_numbers(now, numbers, [&] {
    values_reading(end_.characters[index],
                   [&](const std::string& key, const std::string&, TouchedMask kinds) {
                     if ((kinds & bits) != 0) out.push_back(key);
                   });
  });
  return out;
}

void RunMemo::keep(GameState end, TouchedMask touched, const std::string& outcome,
                   const std::string& edition, const Values* values) {
  kept_ = true;
  end_ = std::move(end);
  touched_ = touched;
  outcome_ = outcome;
  edition_ = edition;
  values_.reset();
  if (values) values_ = *values;
  values_checked_ = false;
  changed_.clear();
  changed_bits_ = 0;
}

void RunMemo::check_values() {
  if (values_checked_ || !values_) return;
  values_checked_ = true;
  TouchedMask rest = 0;
  values_of(end_, &rest);
  touched_ |= rest;
  for (const Character& c : end_.characters)
    values_reading(c, [&](const std::string& key, const std::string& value, TouchedMask kinds) {
      const auto it = values_->find(key);
      if (it == values_->end() || it->second != value) touched_ |= kinds;
    });
}

}  // namespace arbiter::engine::mc
