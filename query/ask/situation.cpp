// Running a situation read from a question: build the scenario, find which
// unstated values matter by trying each low and high, and run it.
#include "query/ask/situation.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "query/ask/situation_games.h"
#include "query/ask/situation_runs.h"

namespace arbiter::query::ask {

std::string value_of(const Reading& r, const std::map<std::string, std::string>& values,
                     const std::string& role, const std::string& field,
                     const std::string& fallback) {
  if (!values.empty()) {
    std::string key;
    key.reserve(role.size() + 1 + field.size());
    key.append(role).append(".").append(field);
    if (const auto it = values.find(key); it != values.end()) return it->second;
  }
  const auto said = r.facts.find(role);
  if (said == r.facts.end()) return fallback;
  const auto it = said->second.find(field);
  return it == said->second.end() || it->second.empty() ? fallback : it->second;
}

std::string xml_text(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else
      out += c;
  }
  return out;
}

std::string optional_attr(const Reading& r, const std::string& role, const std::string& field,
                          const std::string& name) {
  const std::string v = r.fact(role, field);
  return v.empty() ? "" : " " + name + "=\"" + v + "\"";
}

std::vector<Unstated> unstated_values(const Reading& r) {
  if (r.game == "mc") return mc_unstated_values(r);
  if (r.game == "dm") return dm_unstated_values(r);
  throw std::invalid_argument("no situation builder for game '" + r.game + "'");
}

std::string scenario_xml(const Reading& r, const std::string& edition,
                         const std::map<std::string, std::string>& values) {
  return SituationRuns(r, edition, unstated_values(r)).xml(values);
}

namespace {

// The values tried for an unstated value: every one from low to high (the
// thresholds the rules care about, 0 and 1 among them, lie there), and the
// high end when the range is wide.
std::vector<std::string> tries_of(const Unstated& u) {
  std::vector<std::string> out;
  const bool numeric = !u.low.empty() && !u.high.empty() &&
                       u.low.find_first_not_of("0123456789") == std::string::npos &&
                       u.high.find_first_not_of("0123456789") == std::string::npos;
  if (!numeric) return {u.low, u.high};
  const int lo = std::stoi(u.low), hi = std::stoi(u.high);
  constexpr int kSpan = 12;
  for (int v = lo; v <= hi && v <= lo + kSpan; ++v) out.push_back(std::to_string(v));
  if (hi > lo + kSpan) out.push_back(u.high);
  return out;
}

// "a", "a and b", "a, b and c".
std::string listed(const std::vector<std::string>& parts) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return out;
}

std::string tried_text(const std::vector<std::string>& tries) {
  if (tries.size() <= 3) return listed(tries);
  const int lo = std::stoi(tries.front()), last = std::stoi(tries[tries.size() - 2]);
  const bool gap = std::stoi(tries.back()) != last + 1;
  return "every value from " + std::to_string(lo) + " to " +
         (gap ? std::to_string(last) + ", and " + tries.back() : tries.back());
}

// Whole numbers in order, runs of three or more said as a range: "1 to
// 11", "0, 2 and 5 to 8".
std::string runs_text(std::vector<std::string> values) {
  std::vector<int> n;
  for (const std::string& v : values) n.push_back(std::stoi(v));
  std::sort(n.begin(), n.end());
  n.erase(std::unique(n.begin(), n.end()), n.end());
  std::vector<std::string> parts;
  for (size_t i = 0; i < n.size();) {
    size_t j = i;
    while (j + 1 < n.size() && n[j + 1] == n[j] + 1) ++j;
    if (j >= i + 2) {
      parts.push_back(std::to_string(n[i]) + " to " + std::to_string(n[j]));
    } else {
      for (size_t k = i; k <= j; ++k) parts.push_back(std::to_string(n[k]));
    }
    i = j + 1;
  }
  return listed(parts);
}

// The results alike in every run over the values' tries, each
// combination of them, the stated and assumed values fixed; empty when
// the combinations are more than kMaxSettledRuns.
using Tries = std::vector<std::pair<std::string, std::vector<std::string>>>;
constexpr size_t kMaxSettledRuns = 400;
constexpr size_t kMaxAlternatives = 8;

// The runs trying every combination of the values' tries takes.
size_t runs_of(const Tries& values) {
  size_t runs = 1;
  for (const auto& [key, tries] : values) runs *= tries.size();
  return runs;
}

template <typename Run>
std::map<std::string, std::string> settled_values(const Tries& open,
                                                  const std::map<std::string, std::string>& fixed,
                                                  Run run,
                                                  std::vector<engine::SimReport>& alternatives) {
  const size_t runs = runs_of(open);
  if (open.empty() || runs > kMaxSettledRuns) return {};
  engine::Values out;
  std::set<std::string> outcomes;
  for (size_t n = 0; n < runs; ++n) {
    std::map<std::string, std::string> values = fixed;
    size_t rest = n;
    for (const auto& [key, tries] : open) {
      values[key] = tries[rest % tries.size()];
      rest /= tries.size();
    }
    const engine::SimReport& report = run(values);
    if (outcomes.insert(report.outcome).second && alternatives.size() < kMaxAlternatives)
      alternatives.push_back(report);
    if (n == 0)
      out = report.values;
    else
      out.keep_alike(report.values);
  }
  return out;
}

}  // namespace

Situation simulate_situation(const Reading& r, const std::string& edition) {
  Situation s;
  SituationRuns runs(r, edition, unstated_values(r));
  // Tries read only outcomes and values: their traces are not built.
  auto run = [&](const std::map<std::string, std::string>& values,
                 bool traced = true) -> const engine::SimReport& {
    return runs.run(values, traced);
  };
  std::map<std::string, std::string> fixed;
  Tries open;         // missing or assumed_open: each value tried
  Tries indifferent;  // changing nothing alone: its ends, tried with the others
  // Results that differ with a value changing nothing alone ("threat on
  // the main scheme" when a crisis stops the thwart): the outcome holds,
  // but such a result is the assumption's, not the question's.
  std::set<std::string, std::less<>> from_assumptions;
  for (const Unstated& u : runs.unstated()) {
    // Does the outcome depend on this value? Try every value the rules
    // could care about.
    const std::vector<std::string> tries = tries_of(u);
    std::map<std::string, std::vector<std::string>> by_outcome;
    engine::Values alike;  // the results every try gives
    std::vector<const engine::SimReport*> reports;
    for (size_t i = 0; i < tries.size(); ++i) {
      const engine::SimReport& report = run({{u.key, tries[i]}}, false);
      reports.push_back(&report);
      by_outcome[report.outcome].push_back(tries[i]);
      if (i == 0)
        alike = report.values;
      else
        alike.keep_alike(report.values);
      // The tries left cannot change what is said when each would be the
      // engine's kept run answered again, differing only in results
      // already not alike (a value the rules never read: 1 or 2 runs, not 14).
      if (i + 1 < tries.size() && by_outcome.size() == 1 &&
          runs.rest_alike(u.key, {tries.begin() + static_cast<ptrdiff_t>(i) + 1, tries.end()},
                          alike)) {
        for (size_t j = i + 1; j < tries.size(); ++j)
          by_outcome[report.outcome].push_back(tries[j]);
        break;
      }
    }
    if (by_outcome.size() > 1 && u.assume_high) {
      const std::string with_high = run({{u.key, u.high}}, false).outcome;
      std::vector<std::string> others;
      for (const auto& [outcome, values] : by_outcome)
        if (outcome != with_high) others.insert(others.end(), values.begin(), values.end());
      const std::string other = runs_text(others);
      s.assumed.push_back(u.label + " not given: assumed " + u.high_means + " (" + u.high +
                          "); with " + other + " the outcome would differ");
      s.assumed_open.push_back(u.label);
      open.push_back({u.key, tries});
      fixed[u.key] = u.high;
    } else if (by_outcome.size() > 1) {
      s.missing.push_back(u.label);
      open.push_back({u.key, tries});
    } else {
      if (!u.quiet)
        s.assumed.push_back(u.label + " not given; it does not change the outcome (tried " +
                            tried_text(tries) + ")");
      fixed[u.key] = u.fallback;
      if (!tries.empty()) indifferent.push_back({u.key, {tries.front(), tries.back()}});
      // The results some try gives that not every one gives alike.
      // (Both maps in key order: walked side by side.)
      for (const engine::SimReport* report : reports) {
        auto same = alike.begin();
        for (const auto& [key, value] : report->values) {
          while (same != alike.end() && same->first < key) ++same;
          if ((same == alike.end() || same->first != key) && !from_assumptions.count(key))
            from_assumptions.emplace(key);
        }
      }
    }
  }
  s.scenario_xml = runs.xml(fixed);
  if (s.missing.empty()) {
    s.report = run(fixed);
    for (const std::string& key : from_assumptions) s.report->values.erase(key);
  }
  // A value that changes nothing alone may with another ("whether this is
  // the villain's final stage" once its hit points are low): tried
  // together, as far as the runs allow.
  if (!open.empty()) {
    Tries together = open;
    for (const auto& one : indifferent) {
      together.push_back(one);
      if (runs_of(together) > kMaxSettledRuns) together.pop_back();
    }
    s.settled = settled_values(together, fixed, run, s.alternatives);
  }
  return s;
}

void keep_alike(std::map<std::string, std::string>& into,
                const std::map<std::string, std::string>& other) {
  // Both in key order: one walk side by side, not a search of `other` for
  // each key (a situation's tries call this about 40 times, on ~40 keys).
  auto v = other.begin();
  for (auto it = into.begin(); it != into.end();) {
    while (v != other.end() && v->first < it->first) ++v;
    it = v == other.end() || v->first != it->first || v->second != it->second ? into.erase(it)
                                                                              : std::next(it);
  }
}

std::vector<std::string> modifier_steps(const std::string& modify) {
  std::vector<std::string> out;
  for (size_t at = 0; at < modify.size();) {
    size_t end = modify.find(" then ", at);
    if (end == std::string::npos) end = modify.size();
    if (end > at) out.push_back(modify.substr(at, end - at));
    at = end == modify.size() ? end : end + 6;
  }
  return out;
}

}  // namespace arbiter::query::ask
