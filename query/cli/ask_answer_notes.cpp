// The lines of an `ask` answer that the full and the short answer share:
// the outcome (stated, withheld, or settled whatever the missing values
// are), the words not read, the player's newer imported edition, and the
// notes on what was set aside (claims, headline, afterthoughts).
#include <fmt/core.h>

#include <optional>
#include <string>
#include <vector>

#include "common/text.h"
#include "query/cli/ask_answer_text_parts.h"
#include "query/cli/ask_settled.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

using query::ask::Answer;
using query::ask::RuleAnswer;

}  // namespace

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

void outcome_line(std::string& out, const std::vector<std::string>& missing,
                  const std::optional<engine::SimReport>& report, bool c) {
  if (!missing.empty())
    out += fmt::format("{} cannot say without {}; add {} to the question.\n", bold("Outcome:", c),
                       join(missing, ", "), missing.size() > 1 ? "them" : "it");
  else if (report)
    out += fmt::format("{} {}\n", bold("Outcome:", c), report->outcome);
}

// The reading leaves out what may change the outcome (a number the
// question changes, a printed ability not simulated), or the
// reading made a die the question gives nothing for: no outcome is
// stated, and the one simulated as read is named as such.
void withheld_line(std::string& out, const Answer& a, bool c) {
  const query::ask::ReadingAnswer& as_read = a.readings.front();
  if (!a.unapplied.empty()) {
    out += fmt::format("{} not stated: the reading leaves out what may change it ({})",
                       bold("Outcome:", c), join(a.unapplied, ", "));
    if (as_read.report) out += "; as read without it: " + as_read.report->outcome;
    out += "; edit the Understood line to say it.\n";
    return;
  }
  out += fmt::format(
      "{} not stated: the reading has what the question does not give ({}), so its words were "
      "probably misread",
      bold("Outcome:", c), join(a.unfounded, ", "));
  if (as_read.report) out += "; as read: " + as_read.report->outcome;
  out += "; edit the Understood line to say who is involved and their values.\n";
}

// With values missing, what holds whatever they are: "Whatever blocker A
// is: the blocker is KO'd".
void settled_line(std::string& out, const query::ask::Answer& a, bool c) {
  if (a.missing.empty() || a.settled.empty()) return;
  const std::string said = settled_text(a.settled, a.reading.game);
  if (said.empty()) return;
  out += fmt::format("{} {} {}: {}\n", bold("Whatever", c), join(a.missing, " and "),
                     a.missing.size() > 1 ? "are" : "is", said);
}

// A pasted text longer than `ask` reads: said first, so nobody takes the
// answer for one about the words that were left out.
std::string not_read_line(const Answer& a, bool c) {
  if (a.words_not_read == 0) return "";
  return dim(fmt::format("Read the first {} words of the question; {} more not read.",
                         query::ask::kMaxQuestionWords, a.words_not_read),
             c) +
         "\n";
}

// What the player's newer, imported edition changes for this answer: the
// cited rules it words differently or lacks (each with the command that
// shows how), and the terms of the question only it defines.
std::vector<std::string> newer_edition_lines(const Answer& a) {
  std::vector<std::string> out;
  const query::ask::NewerEdition& n = a.newer;
  if (n.empty()) return out;
  const std::string yours =
      (n.newest ? "Your newest edition, " : "Edition ") + n.label + " (imported),";
  if (n.changed.empty() && n.absent.empty() && !a.rules.empty())
    out.push_back(yours + " words the cited rules as " + a.edition + " does.");
  if (!n.changed.empty()) {
    std::vector<std::string> items;
    for (const auto& r : n.changed)
      items.push_back(r.title + " [" + r.id + "] (arbiter diff " + r.id + " --from " + a.edition +
                      " --to " + n.label + ")");
    out.push_back(yours + " words " + std::to_string(items.size()) +
                  " of the rules cited here differently, and this answer follows " + a.edition +
                  ": " + join(items, "; "));
  }
  if (!n.absent.empty()) {
    std::vector<std::string> items;
    for (const auto& r : n.absent) items.push_back(r.title + " [" + r.id + "]");
    out.push_back(n.label + " (imported) has no entry " + join(items, ", ") +
                  ", which this answer, following " + a.edition + ", cites.");
  }
  for (const auto& r : n.only_there) {
    const std::vector<std::string> all = sentences(r.text);
    out.push_back(r.title + " [" + r.id + "] is defined only in " + n.label +
                  " (imported), and Arbiter does not simulate it: \"" +
                  (all.empty() ? r.text : all.front()) + "\"");
  }
  return out;
}

// The sides' claims, each by its first words: the reading left them out.
std::string claims_note(const std::vector<std::string>& claims) {
  std::vector<std::string> quoted;
  for (const std::string& c : claims) {
    size_t cut = 0;
    for (int words = 0; cut != std::string::npos && words < 6; ++words)
      cut = c.find(' ', cut == 0 ? 0 : cut + 1);
    quoted.push_back("\"" + (cut == std::string::npos ? c : c.substr(0, cut) + " ...") + "\"");
  }
  return "Claims set aside (what someone says or worked out, not what happened): " +
         join(quoted, ", ");
}

std::string headline_note(const std::string& headline) {
  return "Headline, not read as the situation: \"" + headline + "\"";
}

std::string afterthoughts_note(const std::vector<std::string>& afterthoughts) {
  std::vector<std::string> quoted;
  for (const std::string& a : afterthoughts) quoted.push_back("\"" + a + "\"");
  return "Told after the question, not read as the situation: " + join(quoted, ", ");
}

std::string choices_note(const std::vector<std::string>& choices) {
  // (The player has the choices in front of them: their letters say which.)
  std::vector<std::string> spans;
  for (const std::string& c : choices) {
    char last = 'a';
    for (const std::string& w : split(c, ' '))
      if (w.size() == 1 && w[0] == last + 1) last = w[0];
    spans.push_back(fmt::format("A to {}", static_cast<char>(last - 'a' + 'A')));
  }
  return "Answer choices " + join(spans, ", ") + " set aside, not read as the situation";
}

}  // namespace arbiter::cli
