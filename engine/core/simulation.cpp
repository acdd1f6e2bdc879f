#include "engine/core/simulation.h"

#include <algorithm>
#include <cmath>

#include "common/text.h"
#include "engine/core/game_module.h"
#include "engine/core/stepped_run.h"

namespace arbiter::engine {

std::string join_headlines(const std::vector<std::string>& headlines) {
  size_t size = 0;
  for (const std::string& h : headlines) size += h.size() + 2;
  std::string out;
  out.reserve(size);
  for (const std::string& h : headlines) {
    if (!out.empty()) out += "; ";
    out += h;
  }
  return out;
}

std::string join_outcome(const std::vector<std::string>& headlines) {
  std::string out = join_headlines(headlines);
  if (out.empty()) out = "nothing changes";
  return out;
}

bool SimReport::all_expectations_hold() const {
  return std::all_of(expectations.begin(), expectations.end(),
                     [](const ExpectationResult& e) { return e.ok; });
}

std::string grouped_number(double n) {
  const std::string digits = std::to_string(static_cast<int64_t>(std::min(n, 9.0e18)));
  std::string out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

namespace {

std::string fmt_probability(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", p);
  return buf;
}

// Checks one <expect> child against the shown run and the distribution.
ExpectationResult check(const Node& e, const SimReport& report) {
  const std::string kind = e.name();
  ExpectationResult r;
  if (kind == "value") {
    e.allow({"of", "equals", "at-least", "at-most"});
    const std::string path = e.text("of");
    auto it = report.values.find(path);
    if (it == report.values.end()) e.fail("value@of", "no value '" + path + "' in this scenario");
    r.actual = it->second;
    if (e.has("equals")) {
      r.text = path + " = " + e.text("equals");
      r.ok = it->second == e.text("equals");
    } else if (e.has("at-least") || e.has("at-most")) {
      const bool least = e.has("at-least");
      const int bound = e.integer(least ? "at-least" : "at-most");
      r.text = path + (least ? " >= " : " <= ") + std::to_string(bound);
      int actual = 0;
      try {
        actual = std::stoi(it->second);
      } catch (const std::exception&) {
        e.fail("value@of", "'" + path + "' is not a number");
      }
      r.ok = least ? actual >= bound : actual <= bound;
    } else {
      e.fail("value", "needs equals, at-least or at-most");
    }
  } else if (kind == "cites") {
    e.allow({"entry"});
    const std::string id = e.text("entry");
    r.text = "cites " + id;
    r.ok = std::find(report.cited.begin(), report.cited.end(), id) != report.cited.end();
    r.actual = r.ok ? "cited" : "not cited";
  } else if (kind == "event") {
    e.allow({"predicate", "absent", "before"});
    const std::string id = e.text("predicate");
    // An expectation about a predicate that does not exist would pass or fail for nothing.
    for (const char* attr : {"predicate", "before"}) {
      if (!e.has(attr)) continue;
      const std::string named = e.text(attr);
      const auto& reg = predicate_registry();
      if (std::none_of(reg.begin(), reg.end(), [&](const Predicate* p) { return p->id == named; }))
        e.fail(std::string("event@") + attr, "no predicate '" + named + "'");
    }
    const bool absent = e.boolean("absent", false);
    auto first = [&](const std::string& p) {
      return std::find_if(report.events.begin(), report.events.end(),
                          [&](const Event& ev) { return ev.predicate == p; });
    };
    const bool found = first(id) != report.events.end();
    if (e.has("before")) {
      // Order: the first event of `predicate` comes before the first of `before`.
      const std::string later = e.text("before");
      r.text = "an event from " + id + " before any from " + later;
      r.ok = found && first(id) < first(later);
      r.actual = !found                                ? "absent"
                 : first(later) == report.events.end() ? "no " + later + " event"
                 : r.ok                                ? "in order"
                                                       : "after";
    } else {
      r.text = (absent ? "no event from " : "an event from ") + id;
      r.ok = found != absent;
      r.actual = found ? "present" : "absent";
    }
  } else if (kind == "outcome") {
    e.allow({"contains"});
    const std::string want = e.text("contains");
    r.text = "outcome contains \"" + want + "\"";
    r.ok = report.outcome.find(want) != std::string::npos;
    r.actual = report.outcome;
  } else if (kind == "probability") {
    e.allow({"outcome-contains", "equals", "at-least", "at-most"});
    if (!report.distribution) e.fail("probability", "this scenario involves no chance");
    const std::string want = e.text("outcome-contains");
    double p = 0;
    for (const Outcome& o : report.distribution->outcomes)
      if (o.text.find(want) != std::string::npos) p += o.probability;
    r.actual = fmt_probability(p);
    // Exact distributions compare exactly (to rounding); samples within 2 points.
    const double tolerance = report.distribution->exact ? 1e-9 : 0.02;
    if (e.has("equals")) {
      r.text = "P(outcome contains \"" + want + "\") = " + e.text("equals");
      r.ok = std::fabs(p - e.number("equals")) <= tolerance;
    } else if (e.has("at-least")) {
      r.text = "P(outcome contains \"" + want + "\") >= " + e.text("at-least");
      r.ok = p + tolerance >= e.number("at-least");
    } else if (e.has("at-most")) {
      r.text = "P(outcome contains \"" + want + "\") <= " + e.text("at-most");
      r.ok = p - tolerance <= e.number("at-most");
    } else {
      e.fail("probability", "needs equals, at-least or at-most");
    }
  } else {
    e.fail(kind, "unknown expectation <" + kind + "> (value, cites, event, outcome, probability)");
  }
  return r;
}

// The shown run's results, and the scenario's expectations checked on them.
void finish(const Scenario& scenario, RunResult run, Trace& trace, SimReport& report) {
  report.outcome = std::move(run.outcome);
  report.trace_cut = trace.cut();
  report.cited = trace.cited();
  report.events = trace.take_events();
  report.values = std::move(run.values);

  if (auto expect = scenario.expectations()) {
    expect->allow({});
    for (const Node& e : expect->children()) report.expectations.push_back(check(e, report));
  }
}

}  // namespace

SimReport simulate(const Scenario& scenario, const std::string& edition, bool traced) {
  return simulate(scenario, *load_game(scenario), edition, traced);
}

SimReport simulate(const Scenario& scenario, const GameModule& module, const std::string& edition,
                   bool traced) {
  const GameModule* game = &module;
  SimReport report;
  report.game = scenario.game();
  report.edition = edition;
  report.title = scenario.title();

  const Limits& limits = scenario.limits();
  bool chance = true;
  if (game->chance_shows_in_run()) {
    // The run that tells whether there is chance is the shown one when
    // there is none.
    ReplayChooser chooser;
    Trace trace(traced, static_cast<size_t>(limits.max_trace_events));
    RunContext ctx{chooser, trace, edition};
    RunResult run = game->run(ctx);
    const std::vector<int>& widths = chooser.widths();
    if (std::none_of(widths.begin(), widths.end(), [](int w) { return w > 1; })) {
      finish(scenario, std::move(run), trace, report);
      return report;
    }
  } else {
    chance = game->has_chance();
  }
  std::vector<int> shown_path;
  if (chance) {
    // Work is runs x steps: a long scenario gets fewer runs, and says so.
    const int64_t steps = std::max(1, scenario.steps());
    const int64_t runs = std::max<int64_t>(1, limits.max_work / steps);
    const int64_t max_paths = std::min(limits.max_branches, runs);
    const int64_t samples = std::min(limits.samples, runs);
    if (const std::unique_ptr<SteppedRun> stepped = game->stepped())
      report.distribution = enumerate_stepped(*stepped, edition, max_paths, limits.max_work);
    if (!report.distribution)
      report.distribution = enumerate(
          [&](Chooser& chooser) {
            Trace silent(false);
            RunContext ctx{chooser, silent, edition, false};
            return game->run(ctx).outcome;
          },
          max_paths, samples);
    const Distribution& d = *report.distribution;
    if (!d.exact) {
      report.distribution_note =
          d.estimated_branches > 0
              ? "exact enumeration needs about " + grouped_number(d.estimated_branches) +
                    " branches, past the limit of " + grouped_number(d.max_paths)
              : "exact enumeration needs more than " + grouped_number(d.max_paths) +
                    " branches (the limit)";
      report.distribution_note += "; sampled " + grouped_number(d.paths) + " runs with seed " +
                                  std::to_string(d.seed) + " instead";
      if (samples < limits.samples || max_paths < limits.max_branches)
        report.distribution_note += " (the work limit of " + grouped_number(limits.max_work) +
                                    " run-steps allows " +
                                    grouped_number(static_cast<double>(runs)) + " runs of these " +
                                    std::to_string(steps) + " steps)";
    }
    shown_path = d.outcomes.front().first_path;
  }
  ReplayChooser chooser(shown_path);
  Trace trace(traced, static_cast<size_t>(limits.max_trace_events));
  RunContext ctx{chooser, trace, edition};
  finish(scenario, game->run(ctx), trace, report);
  return report;
}

}  // namespace arbiter::engine
