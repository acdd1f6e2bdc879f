// Numbers of a game's state whose every use a run can be asked about: a
// Tracked field marks its kind in the thread's touched mask whenever it is
// read, written, copied or moved while a TouchedScope is open. A run that
// never touched a kind went the same way whatever those numbers were, so
// its end with them changed is what the run with them changed would reach
// (engine/mc/run_memo.h): a question's tries of an unstated value the
// rules never look at need not be run again.
//
// Every use marks, copies and moves included, so a value cannot reach the
// end state by a path that goes unseen (a character copied into another,
// a vector reallocated); the price is only that some runs are made that
// could have been skipped.
#pragma once

#include <cstddef>
#include <cstdint>

namespace arbiter::engine {

// One bit for each kind of number (1 to kTouchedKinds) of each owner (the
// character whose number it is, 0 to kTouchedOwners - 1): a run that reads
// the ally's hit points has not read the villain's.
using TouchedMask = uint64_t;
inline constexpr unsigned kTouchedKinds = 5;
inline constexpr size_t kTouchedOwners = 12;
// A number of no owner known (not tagged, or an owner past the bits):
// its use marks its kind of every owner.
inline constexpr uint8_t kAnyOwner = 0xFF;

constexpr TouchedMask touched_bits(unsigned kind, size_t owner) {
  if (owner < kTouchedOwners) return TouchedMask{1} << (owner * kTouchedKinds + kind - 1);
  TouchedMask all = 0;
  for (size_t o = 0; o < kTouchedOwners; ++o) all |= touched_bits(kind, o);
  return all;
}

namespace touched_detail {
inline thread_local TouchedMask* sink = nullptr;
inline void mark(TouchedMask bit) {
  if (sink) *sink |= bit;
}
}  // namespace touched_detail

// Opens the thread's mask for the scope: uses of Tracked fields until it
// closes are marked in `mask` (scopes do not nest; a second replaces the first).
class TouchedScope {
 public:
  explicit TouchedScope(TouchedMask& mask) : saved_(touched_detail::sink) {
    touched_detail::sink = &mask;
  }
  ~TouchedScope() { touched_detail::sink = saved_; }
  TouchedScope(const TouchedScope&) = delete;
  TouchedScope& operator=(const TouchedScope&) = delete;

 private:
  TouchedMask* saved_;
};

// An int field of kind `Kind`, used as an int. A copy keeps its owner (it
// holds the owner's number); an assignment keeps the field's own, and
// marks both.
template <unsigned Kind>
class Tracked {
  static_assert(Kind >= 1 && Kind <= kTouchedKinds);

 public:
  Tracked() = default;
  explicit Tracked(int v) : v_(v) { touched_detail::mark(bits()); }
  Tracked(const Tracked& o) : v_(o.v_), owner_(o.owner_) { touched_detail::mark(bits()); }
  Tracked& operator=(const Tracked& o) {
    touched_detail::mark(bits() | o.bits());
    v_ = o.v_;
    return *this;
  }
  Tracked& operator=(int v) {
    touched_detail::mark(bits());
    v_ = v;
    return *this;
  }
  operator int() const {  // NOLINT: used as an int
    touched_detail::mark(bits());
    return v_;
  }
  Tracked& operator+=(int d) { return *this = v_ + d; }
  Tracked& operator-=(int d) { return *this = v_ - d; }
  Tracked& operator++() { return *this += 1; }
  Tracked& operator--() { return *this -= 1; }
  // The value without marking it: for what is outside the run (comparing
  // states, writing a changed value into a run's end).
  int peek() const { return v_; }
  void poke(int v) { v_ = v; }
  // Whose number this is (a loaded character's place), unmarked.
  void own(size_t owner) {
    owner_ = owner < kTouchedOwners ? static_cast<uint8_t>(owner) : kAnyOwner;
  }
  TouchedMask bits() const {
    return owner_ == kAnyOwner ? kEveryOwner : touched_bits(Kind, owner_);
  }

 private:
  static constexpr TouchedMask kEveryOwner = touched_bits(Kind, kAnyOwner);
  int v_ = 0;
  uint8_t owner_ = kAnyOwner;
};

}  // namespace arbiter::engine
