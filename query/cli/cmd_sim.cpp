#include <fmt/core.h>

#include <algorithm>
#include <span>

#include "common/json.h"
#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "query/catalog.h"
#include "query/cited_text.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

// Outcomes listed in a distribution (engine::Limits::max_outcomes_listed).
constexpr size_t kListed = static_cast<size_t>(engine::Limits{}.max_outcomes_listed);

std::string percent(double p) {
  return fmt::format("{:.2f}%", p * 100.0);
}

void print_json(const engine::SimReport& r, const std::vector<query::CitedEntry>& cited) {
  JsonWriter w;
  w.begin_object();
  w.key("game").value(r.game).key("edition").value(r.edition).key("title").value(r.title);
  w.key("outcome").value(r.outcome);
  w.key("events").begin_array();
  for (const engine::Event& e : r.events) {
    w.begin_object().key("text").value(e.text).key("predicate").value(e.predicate);
    w.key("cites").string_array(e.cites);
    if (!e.subject.empty())
      w.key("subject").value(e.subject).key("before").value(e.before).key("after").value(e.after);
    w.end_object();
  }
  w.end_array();
  w.key("cited").begin_array();
  for (const auto& c : cited)
    w.begin_object()
        .key("id")
        .value(c.id)
        .key("edition")
        .value(c.edition)
        .key("title")
        .value(c.title)
        .key("text")
        .value(c.text)
        .key("fallback")
        .value(c.fallback)
        .end_object();
  w.end_array();
  w.key("expectations").begin_array();
  for (const auto& e : r.expectations)
    w.begin_object()
        .key("text")
        .value(e.text)
        .key("ok")
        .value(e.ok)
        .key("actual")
        .value(e.actual)
        .end_object();
  w.end_array();
  if (r.distribution) {
    const engine::Distribution& d = *r.distribution;
    w.key("distribution").begin_object().key("exact").value(d.exact).key("paths").value(d.paths);
    if (!d.exact) w.key("seed").value(static_cast<int64_t>(d.seed));
    if (!d.exact) w.key("note").value(r.distribution_note);
    const size_t listed = std::min(d.outcomes.size(), kListed);
    w.key("outcomes").begin_array();
    for (const auto& o : std::span(d.outcomes).first(listed))
      w.begin_object()
          .key("outcome")
          .value(o.text)
          .key("probability")
          .value(o.probability)
          .end_object();
    w.end_array();
    // The rest, summed: the listing is bounded, the probabilities still add up.
    double rest = 0;
    for (const auto& o : std::span(d.outcomes).subspan(listed)) rest += o.probability;
    w.key("outcomes_not_listed").value(static_cast<int64_t>(d.outcomes.size() - listed));
    w.key("probability_not_listed").value(rest);
    w.end_object();
  }
  w.key("trace_cut").value(r.trace_cut);
  w.end_object();
  fmt::print("{}\n", w.str());
}

void print_text(const engine::SimReport& r, const std::vector<query::CitedEntry>& cited) {
  const bool c = colour_enabled();
  if (!r.title.empty()) fmt::print("{}\n", bold(r.title, c));
  fmt::print("{} {}\n", bold("Outcome:", c), r.outcome);
  if (r.distribution) {
    const engine::Distribution& d = *r.distribution;
    fmt::print("\n{} ({})\n", bold("Distribution:", c),
               d.exact ? fmt::format("exact, {} branches enumerated", d.paths)
                       : fmt::format("sampled: {} seeded runs, seed {}", d.paths, d.seed));
    if (!d.exact) fmt::print("{}\n", r.distribution_note);
    const size_t listed = std::min(d.outcomes.size(), kListed);
    for (const auto& o : std::span(d.outcomes).first(listed))
      fmt::print("  {:>8}  {}\n", percent(o.probability), o.text);
    if (listed < d.outcomes.size()) {
      double rest = 0;
      for (const auto& o : std::span(d.outcomes).subspan(listed)) rest += o.probability;
      fmt::print("  {:>8}  {} other outcomes, not listed (the listing limit is {})\n",
                 percent(rest),
                 engine::grouped_number(static_cast<double>(d.outcomes.size() - listed)), kListed);
    }
    fmt::print("The trace below follows the likeliest outcome.\n");
  }
  fmt::print("\n{} ({} {})\n", bold("Why:", c), r.game, r.edition);
  int n = 0;
  for (const engine::Event& e : r.events) {
    std::string cites;
    for (const auto& id : e.cites) cites += (cites.empty() ? "" : ", ") + id;
    fmt::print("{:3}. {}\n     {}\n", ++n, e.text, dim(e.predicate + " — " + cites, c));
  }
  if (r.trace_cut)
    fmt::print(
        "     (the trace stops here: the limit is {} steps; the outcome above is the "
        "whole run's)\n",
        engine::grouped_number(static_cast<double>(r.events.size())));
  fmt::print("\n{}\n", bold("Rules cited:", c));
  for (const auto& ce : cited) {
    fmt::print(
        "\n{}  {}  {}\n", bold(ce.title, c), ce.id,
        dim("[" + r.game + " " + ce.edition + (ce.fallback ? ", not in " + r.edition : "") + "]",
            c));
    fmt::print("{}\n", ce.text);
  }
  if (!r.expectations.empty()) {
    fmt::print("\n{}\n", bold("Expectations:", c));
    for (const auto& e : r.expectations)
      fmt::print("  {} {}{}\n", e.ok ? "ok  " : "FAIL", e.text,
                 e.ok ? "" : " (got " + e.actual + ")");
  }
}

}  // namespace

int run_sim(int argc, char** argv) {
  const Args args =
      parse_args(argc, argv, 2, {"edition", "max-bytes", "max-elements", "max-steps"}, {"json"});
  const TerminalOutput terminal(args);
  if (args.positional.size() != 1)
    throw UsageError(
        "usage: arbiter sim FILE|- [--edition E] [--json] [--max-bytes N] [--max-elements N] "
        "[--max-steps N]");
  engine::Limits limits;
  // Raised limits stay below what int counts and memory allow.
  limits.max_bytes = args.int_option("max-bytes", static_cast<int>(limits.max_bytes), 1, 1 << 30);
  limits.max_elements = args.int_option("max-elements", limits.max_elements, 1, 1'000'000);
  limits.max_steps = args.int_option("max-steps", limits.max_steps, 1, 1'000'000);
  try {
    const engine::Scenario scenario = engine::Scenario::load(args.positional[0], limits);
    const query::Catalog catalog(locate_database(args.option("db")));
    std::string edition = args.option("edition", scenario.edition());
    if (edition.empty()) edition = catalog.default_edition(scenario.game()).label;
    if (!catalog.find_edition(scenario.game(), edition))
      throw engine::ScenarioError(scenario.file() + ":1: scenario@edition: no edition '" + edition +
                                  "' of " + scenario.game());
    const engine::SimReport report = engine::simulate(scenario, edition);
    const auto cited = query::cited_entries(catalog, report.cited, edition);
    if (args.flag("json"))
      print_json(report, cited);
    else
      print_text(report, cited);
    return report.all_expectations_hold() ? 0 : 1;
  } catch (const engine::ScenarioError& e) {
    fmt::print(stderr, "arbiter sim: {}\n", e.what());
    return 2;
  }
}

}  // namespace arbiter::cli
