#include "engine/core/trace.h"

#include <algorithm>

namespace arbiter::engine {

void Trace::change(const Predicate& p, std::string text, std::string subject, std::string before,
                   std::string after) {
  if (!enabled_ || !room()) return;
  events_.push_back({std::move(text), std::string(p.id), p.cites.strings(), std::move(subject),
                     std::move(before), std::move(after)});
}

void Trace::change(const Predicate& p, std::string text, std::string subject, int before,
                   int after) {
  change(p, std::move(text), std::move(subject), std::to_string(before), std::to_string(after));
}

void Trace::change(const Predicate& p, std::string text, std::string subject, bool before,
                   bool after) {
  change(p, std::move(text), std::move(subject), bool_text(before), bool_text(after));
}

bool Trace::room() {
  if (events_.size() < max_events_) return true;
  cut_ = true;
  return false;
}

void Trace::note(const Predicate& p, std::string text) {
  if (!enabled_ || !room()) return;
  events_.push_back({std::move(text), std::string(p.id), p.cites.strings(), "", "", ""});
}

std::vector<std::string> Trace::cited() const {
  std::vector<std::string> out;
  for (const Event& e : events_)
    for (const std::string& c : e.cites)
      if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  return out;
}

}  // namespace arbiter::engine
