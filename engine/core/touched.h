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

#include <cstdint>

namespace arbiter::engine {

using TouchedMask = uint32_t;

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

// An int field of kind `Bit` (one bit of TouchedMask), used as an int.
template <TouchedMask Bit>
class Tracked {
 public:
  static constexpr TouchedMask kBit = Bit;
  Tracked() = default;
  explicit Tracked(int v) : v_(v) { touched_detail::mark(Bit); }
  Tracked(const Tracked& o) : v_(o.v_) { touched_detail::mark(Bit); }
  Tracked& operator=(const Tracked& o) {
    touched_detail::mark(Bit);
    v_ = o.v_;
    return *this;
  }
  Tracked& operator=(int v) {
    touched_detail::mark(Bit);
    v_ = v;
    return *this;
  }
  operator int() const {  // NOLINT: used as an int
    touched_detail::mark(Bit);
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

 private:
  int v_ = 0;
};

}  // namespace arbiter::engine
