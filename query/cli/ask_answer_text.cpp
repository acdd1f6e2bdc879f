// The short `ask` answer, which fits a phone screen (the verdict, Outcome
// and Understood first, the notes, the steps that decide, at most two
// entries each by its deciding sentence), and ask_answer_text, which picks
// it or the full answer (ask_answer_full.cpp).
#include "query/cli/ask_answer_text.h"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "common/text.h"
#include "query/cli/ask_answer_text_parts.h"
#include "query/cli/ask_verdict.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

using query::ask::Answer;
using query::ask::RuleAnswer;

// The text has a number of its own ("takes 4 damage"; not the 1 of "p1").
bool has_amount(const std::string& text) {
  for (size_t i = 0; i < text.size(); ++i)
    if (std::isdigit(static_cast<unsigned char>(text[i])) &&
        (i == 0 || !std::isalpha(static_cast<unsigned char>(text[i - 1]))))
      return true;
  return false;
}

// A step the short answer shows: one that changes a value (damage, a
// status) or decides an amount; the procedure around them ("are engaged",
// "moves into the Attack Zone", "exhausts to defend") is left to --full.
bool decides(const engine::Event& e) {
  if (has_amount(e.text)) return true;
  // "the minion has guard ..., so the ally cannot attack the villain": a
  // keyword or a rule that stops an action decides, though nothing changes.
  if (e.subject.empty())
    return e.predicate.find(".keyword.") != std::string::npos ||
           e.text.find("cannot") != std::string::npos;
  // Moving a die between zones, declaring attackers and blockers and
  // exhausting to act are procedure too; but the Clean Up's moves are what
  // a question about it asks (dm:2.8).
  if (e.predicate.starts_with("dm.cleanup.")) return true;
  for (const char* procedure : {".zone", ".exhausted", ".blocking", ".attacking", ".engaged"})
    if (e.subject.ends_with(procedure)) return false;
  return true;
}

// Entries the short answer lists: those the steps shown rest on (a step's
// first entry), best first, then those the question names, at most kShortRules; search
// matches only when nothing was simulated (a lookup, listed apart).
constexpr size_t kShortRules = 2;

// The entries the steps shown rest on, in the order they are cited.
std::vector<std::string> step_entries(const Answer& a) {
  std::vector<std::string> steps;
  for (const auto& r : a.readings)
    if (r.report)
      for (const auto& e : r.report->events)
        if (decides(e) && !e.cites.empty() &&
            std::find(steps.begin(), steps.end(), e.cites.front()) == steps.end())
          steps.push_back(e.cites.front());
  return steps;
}

std::vector<const RuleAnswer*> listed_rules(const Answer& a) {
  std::vector<const RuleAnswer*> out;
  const std::vector<std::string> steps = step_entries(a);
  for (const auto& r : a.rules)  // best first
    if (std::find(steps.begin(), steps.end(), r.id) != steps.end() && out.size() < kShortRules)
      out.push_back(&r);
  for (const auto& r : a.rules)
    if (std::find(steps.begin(), steps.end(), r.id) == steps.end() &&
        r.why.rfind("the question", 0) == 0 && out.size() < kShortRules)
      out.push_back(&r);
  return out;
}

// The assumptions, short: "X not given; it does not change the outcome
// (...)" for several X becomes one note naming them all.
std::vector<std::string> short_notes(const std::vector<std::string>& assumed) {
  static const std::string kNoMatter = " not given; it does not change the outcome";
  std::vector<std::string> out, no_matter;
  for (const std::string& s : assumed) {
    const size_t at = s.find(kNoMatter);
    if (at != std::string::npos)
      no_matter.push_back(s.substr(0, at));
    else
      out.push_back(s);
  }
  if (!no_matter.empty())
    out.insert(out.begin(), "No value changes the outcome: " + join(no_matter, ", "));
  return out;
}

std::string short_text(const Answer& a, const std::string& question, const AskTextOptions& o) {
  const bool c = o.colour;
  std::string out = not_read_line(a, c);
  if (auto v = verdict(a, question)) out += bold(*v, c) + "\n";
  std::string understood = a.understood;
  if (!a.edition.empty() && !a.edition_note.empty())
    understood += " (edition " + a.edition + ", " + a.edition_note + ")";
  // The outcome first, then what it is the outcome of: on a narrow screen
  // the answer stays within the first 3 lines.
  const std::string understood_line = fmt::format("{} {}\n", bold("Understood:", c), understood);
  std::vector<std::string> notes = short_notes(a.assumed);
  notes.insert(notes.begin(), a.out_of_range.begin(), a.out_of_range.end());
  if (!a.not_used.empty() && a.reading.situation())
    notes.push_back("Not used: " + join(a.not_used, ", "));
  if (!a.reading.claims.empty()) notes.push_back(claims_note(a.reading.claims));
  if (!a.reading.headline.empty()) notes.push_back(headline_note(a.reading.headline));
  if (!a.reading.afterthoughts.empty())
    notes.push_back(afterthoughts_note(a.reading.afterthoughts));
  if (!a.reading.choices.empty()) notes.push_back(choices_note(a.reading.choices));
  if (!a.reading.from_cards.empty())
    notes.insert(notes.begin(), "From the cards: " + join(a.reading.from_cards, "; "));
  if (!a.reading.not_simulated.empty() && a.reading.situation())
    notes.push_back("Not simulated: " + join(a.reading.not_simulated, "; "));
  if (!a.reading.printed_not_run.empty() && a.reading.situation())
    notes.push_back("Printed, not simulated (cannot change this outcome): " +
                    join(a.reading.printed_not_run, "; "));
  if (a.cards_would_help()) notes.push_back(kCardsHint);
  if (a.reading.game.empty()) notes.push_back("the words do not say which game; use --game mc|dm");
  // Several blockers and no split said: the split is the attacking
  // player's choice, and the outcome shows only the one the engine made.
  if (a.reading.game == "dm" && a.reading.has("blocker2") && !a.reading.has("split") &&
      !a.reading.fact("attacker", "a").empty())
    notes.push_back(
        "how the attacker's damage is split among the blockers is the attacking player's "
        "choice (dm:2.7.4.3.5); the outcome shows one split: say yours to rule on it");

  if (a.reading.situation()) {
    if (a.withheld()) {
      withheld_line(out, a, c);
    } else if (a.readings_differ) {
      out += fmt::format("{} depends on the reading; the words allow {}:\n", bold("Outcome:", c),
                         a.readings.size());
      int n = 0;
      for (const auto& r : a.readings) {
        std::string line;
        outcome_line(line, r.missing, r.report, false);
        if (starts_with(line, "Outcome: ")) line.erase(0, 9);
        out += fmt::format("{:2}. {}: {}", ++n,
                           r.reading.deciding.empty() ? "as written" : r.reading.deciding, line);
      }
      notes.push_back("say which you mean (arbiter ask --full shows each reading's line to edit)");
    } else {
      outcome_line(out, a.missing, a.report, c);
      settled_line(out, a, c);
    }
    out += understood_line;
    for (const auto& s : notes) out += fmt::format("  {}\n", dim(s, c));
    for (const std::string& line : newer_edition_lines(a)) out += fmt::format("  {}\n", line);
    if (a.report && !a.readings_differ) {
      out += fmt::format("{}\n", bold("Why:", c));
      int n = 0, left_out = 0;
      for (const auto& e : a.report->events) {
        if (!decides(e)) {
          ++left_out;
          continue;
        }
        std::string line = e.text;
        if (!e.cites.empty()) line += " [" + e.cites.front() + "]";
        if (o.verbose) line += " " + dim("(" + e.predicate + ")", c);
        out += fmt::format("{:2}. {}\n", ++n, line);
      }
      if (left_out)
        out += fmt::format("  {}\n", dim(fmt::format("({} procedure step{} left out: --full)",
                                                     left_out, left_out > 1 ? "s" : ""),
                                         c));
    }
  } else {
    out += understood_line;
    for (const auto& s : notes) out += fmt::format("  {}\n", dim(s, c));
    for (const std::string& line : newer_edition_lines(a)) out += fmt::format("  {}\n", line);
  }
  if (a.reading.situation() && !a.undefined.empty())  // --full names the rulebooks
    out += fmt::format("  {}\n", dim("Not in the rulebooks: " + join(a.undefined, ", "), c));
  else
    for (const auto& w : o.undefined_notes) out += w + "\n";

  if (a.reading.situation()) {
    const auto listed = listed_rules(a);
    if (!listed.empty()) out += fmt::format("{}\n", bold("Rules:", c));
    std::vector<std::string> ids;
    for (const RuleAnswer* r : listed) {
      // The steps that rest on it say what it decided; without any, the
      // outcome and the question.
      // A step that decides an amount says most.
      std::vector<std::string> context, amounts;
      if (a.report)
        for (const auto& e : a.report->events)
          if (std::find(e.cites.begin(), e.cites.end(), r->id) != e.cites.end()) {
            context.push_back(e.text);
            if (has_amount(e.text)) amounts.push_back(e.text);
          }
      if (!amounts.empty()) context = amounts;
      if (context.empty()) {
        if (a.report) context.push_back(a.report->outcome);
        context.push_back(question);
      }
      const std::string sentence = deciding_sentence(r->text, context);
      out += fmt::format("• {} ({} {}): \"{}\" [{}]\n", bold(r->title, c), a.reading.game,
                         r->edition, sentence, r->id);
      ids.push_back(r->id);
    }
    // The other entries the steps rest on, by id: none is left unnamed.
    std::vector<std::string> also;
    for (const std::string& id : step_entries(a))
      if (std::find(ids.begin(), ids.end(), id) == ids.end()) also.push_back(id);
    // One closing line: where the rest is, and how many more entries the
    // steps rest on.
    if (!ids.empty())
      out += dim("More: arbiter show " + ids.front() +
                     (also.empty() ? std::string()
                                   : " (" + std::to_string(also.size()) +
                                         " more cited: " + also.front() + ", ...)") +
                     "; all of it: --full",
                 c) +
             "\n";
  } else if (!a.rules.empty()) {
    // A lookup: the best entry's opening, then the others by title.
    const RuleAnswer& top = a.rules.front();
    const std::string game = top.id.substr(0, top.id.find(':'));
    out += fmt::format("{} ({} {}) [{}]\n", bold(top.title, c), game, top.edition, top.id);
    const std::vector<std::string> all = sentences(top.text);
    std::string shown;
    size_t i = 0;
    for (; i < all.size() && (i < 3 || shown.size() < 200) && shown.size() < 500; ++i)
      shown += (shown.empty() ? "" : " ") + all[i];
    out += shown + "\n";
    if (i < all.size()) out += dim("More: arbiter show " + top.id, c) + "\n";
    std::vector<std::string> also;
    for (size_t k = 1; k < a.rules.size() && also.size() < 3; ++k)
      also.push_back(a.rules[k].title + " [" + a.rules[k].id + "]");
    if (!also.empty()) out += fmt::format("{} {}\n", bold("See also:", c), join(also, "; "));
  }
  return out;
}

}  // namespace

std::string ask_answer_text(const Answer& a, const std::string& question,
                            const AskTextOptions& options) {
  return options.full ? full_text(a, options) : short_text(a, question, options);
}

}  // namespace arbiter::cli
