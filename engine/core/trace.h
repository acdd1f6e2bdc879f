// The trace of a simulation: every state change is one event naming the
// predicate that caused it and the entries that predicate cites.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "engine/core/predicate.h"
#include "engine/core/words.h"

namespace arbiter::engine {

// How a yes/no value reads in traces and in a run's values.
inline std::string bool_text(bool b) {
  return b ? "true" : "false";
}

struct Event {
  std::string text;                // "Rhino is stunned: the stunned card is discarded instead"
  std::string predicate;           // predicate id
  std::vector<std::string> cites;  // entry ids
  std::string subject;             // "villain.stunned", empty for pure narration
  std::string before;
  std::string after;
};

class Trace {
 public:
  // At most `max_events` are kept; cut() tells that more were dropped.
  explicit Trace(bool enabled = true, size_t max_events = SIZE_MAX)
      : enabled_(enabled), max_events_(max_events) {}
  bool enabled() const { return enabled_; }

  // A change of one value.
  void change(const Predicate& p, std::string text, std::string subject, std::string before,
              std::string after);
  void change(const Predicate& p, std::string text, std::string subject, int before, int after);
  void change(const Predicate& p, std::string text, std::string subject, bool before, bool after);
  // Words: without this, "" and "villain" would take the bool overload.
  void change(const Predicate& p, std::string text, std::string subject, const char* before,
              const char* after) {
    change(p, std::move(text), std::move(subject), std::string(before), std::string(after));
  }
  // A step that changes no single value (a decision, a check that passed).
  void note(const Predicate& p, std::string text);

  // The same, with the text built only when the trace is on: untraced runs
  // (a distribution's) do not pay for words no one reads.
  template <class F, class = std::enable_if_t<std::is_invocable_v<F>>>
  void note(const Predicate& p, F&& text) {
    if (enabled_) note(p, std::string(text()));
  }
  template <class F, class V, class = std::enable_if_t<std::is_invocable_v<F>>>
  void change(const Predicate& p, F&& text, std::string subject, V before, V after) {
    if (enabled_) change(p, std::string(text()), std::move(subject), before, after);
  }

  const std::vector<Event>& events() const { return events_; }
  // The events, moved out: the trace has none after.
  std::vector<Event> take_events() { return std::move(events_); }
  bool cut() const { return cut_; }
  // Every entry cited by some event, in first-cited order.
  std::vector<std::string> cited() const;

 private:
  bool room();  // false (and cut) once max_events are kept
  bool enabled_;
  size_t max_events_;
  bool cut_ = false;
  std::vector<Event> events_;
};

}  // namespace arbiter::engine
