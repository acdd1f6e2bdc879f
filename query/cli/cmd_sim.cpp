#include <fmt/core.h>

#include <algorithm>
#include <span>

#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "query/catalog.h"
#include "query/cited_text.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/json_views.h"
#include "query/cli/process_catalog.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

// Outcomes listed in a distribution (engine::Limits::max_outcomes_listed).
constexpr size_t kListed = static_cast<size_t>(engine::Limits{}.max_outcomes_listed);

std::string percent(double p) {
  return fmt::format("{:.2f}%", p * 100.0);
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
    const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
    std::string edition = args.option("edition", scenario.edition());
    if (edition.empty()) edition = catalog.default_edition(scenario.game()).label;
    if (!catalog.find_edition(scenario.game(), edition))
      throw engine::ScenarioError(scenario.file() + ":1: scenario@edition: no edition '" + edition +
                                  "' of " + scenario.game());
    const engine::SimReport report = engine::simulate(scenario, edition);
    const auto cited = query::cited_entries(catalog, report.cited, edition);
    if (args.flag("json"))
      fmt::print("{}\n", sim_json(report, cited));
    else
      print_text(report, cited);
    return report.all_expectations_hold() ? 0 : 1;
  } catch (const engine::ScenarioError& e) {
    fmt::print(stderr, "arbiter sim: {}\n", e.what());
    return 2;
  }
}

}  // namespace arbiter::cli
