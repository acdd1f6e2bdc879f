// The full `ask` answer (--full): every note, each reading with its line
// to edit, every step with its predicate and citations, and every entry's
// whole text.
#include <fmt/core.h>

#include <string>

#include "query/cli/ask_answer_text_parts.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

using query::ask::Answer;
using query::ask::RuleAnswer;

}  // namespace

std::string full_text(const Answer& a, const AskTextOptions& o) {
  const bool c = o.colour;
  std::string out = not_read_line(a, c);
  out += fmt::format("{} {}\n", bold("Understood:", c), a.understood);
  if (!a.edition_note.empty())
    out += fmt::format("  {}\n", dim("edition " + a.edition + ": " + a.edition_note, c));
  if (a.reading.game.empty())
    out += fmt::format(
        "{}\n", dim("(the words do not say which game: answering from both; use --game mc|dm)", c));
  for (const auto& s : a.assumed) out += fmt::format("  {}\n", dim(s, c));
  for (const auto& s : a.out_of_range) out += fmt::format("  {}\n", s);
  if (!a.not_used.empty() && a.reading.situation())
    out += fmt::format("  {}\n", dim("Not used: " + join(a.not_used, ", "), c));
  if (!a.reading.claims.empty())
    out += fmt::format("  {}\n", dim(claims_note(a.reading.claims), c));
  if (!a.reading.headline.empty())
    out += fmt::format("  {}\n", dim(headline_note(a.reading.headline), c));
  if (!a.reading.afterthoughts.empty())
    out += fmt::format("  {}\n", dim(afterthoughts_note(a.reading.afterthoughts), c));
  if (!a.reading.choices.empty())
    out += fmt::format("  {}\n", dim(choices_note(a.reading.choices), c));
  if (!a.reading.from_cards.empty())
    out += fmt::format("  From the cards: {}\n", join(a.reading.from_cards, "; "));
  if (!a.reading.not_simulated.empty() && a.reading.situation())
    out += fmt::format("  Not simulated: {}\n", join(a.reading.not_simulated, "; "));
  if (!a.reading.printed_not_run.empty() && a.reading.situation())
    out += fmt::format("  {}\n", dim("Printed, not simulated (cannot change this outcome): " +
                                         join(a.reading.printed_not_run, "; "),
                                     c));
  if (a.cards_would_help()) out += fmt::format("  {}\n", dim(kCardsHint, c));
  for (const std::string& line : newer_edition_lines(a)) out += fmt::format("  {}\n", line);
  if (a.reading.situation()) {
    out += "\n";
    // (What the reading leaves out may change every reading's outcome.)
    if (a.withheld()) {
      withheld_line(out, a, c);
    } else if (a.readings_differ) {
      out += fmt::format("{} the words allow {} readings, and they rule differently:\n",
                         bold("Outcome:", c), a.readings.size());
      for (const auto& r : a.readings) {
        out += fmt::format("\n  {} {}\n  {}\n  ", bold("Reading:", c),
                           r.reading.deciding.empty() ? "as written" : r.reading.deciding,
                           dim(r.notation, c));
        outcome_line(out, r.missing, r.report, c);
      }
      out += "\nSay which you mean, or edit the line you mean and ask it again.\n";
    } else {
      outcome_line(out, a.missing, a.report, c);
      settled_line(out, a, c);
      if (a.report) {
        out += fmt::format("\n{} ({} {})\n", bold("Why:", c), a.reading.game, a.edition);
        int n = 0;
        for (const auto& e : a.report->events)
          out += fmt::format("{:3}. {}\n     {}\n", ++n, e.text,
                             dim(e.predicate + " — " + join(e.cites, ", "), c));
      }
    }
  }
  for (const auto& w : o.undefined_notes) out += fmt::format("\n{}\n", w);
  if (o.show_scenario && !a.scenario_xml.empty())
    out += fmt::format("\n{}\n{}", bold("Scenario (save and run with arbiter sim):", c),
                       a.scenario_xml);
  if (a.rules.empty()) return out;
  out += fmt::format("\n{}\n", bold("Rules:", c));
  for (const auto& r : a.rules) {
    out += fmt::format("\n{}  {}  {}\n", bold(r.title, c), r.id,
                       dim("[" + r.edition + " · " + r.why + "]", c));
    out += r.text + "\n";
  }
  return out;
}

}  // namespace arbiter::cli
