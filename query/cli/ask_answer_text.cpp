#include "query/cli/ask_answer_text.h"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "common/text.h"
#include "query/cli/ask_settled.h"
#include "query/cli/ask_verdict.h"
#include "query/cli/terminal.h"
#include "query/fts_query.h"

namespace arbiter::cli {

namespace {

using query::ask::Answer;
using query::ask::RuleAnswer;

// A word's rough stem, so "defends" meets "defend" and "defeated" meets
// "defeat" when sentences are matched against steps.
std::string stem(std::string w) {
  if (w.size() > 5 && w.ends_with("ies")) return w.substr(0, w.size() - 3) + "y";
  for (const char* end : {"ing", "ed", "es", "s"}) {
    const size_t n = std::char_traits<char>::length(end);
    if (w.size() > n + 3 && w.compare(w.size() - n, n, end) == 0) return w.substr(0, w.size() - n);
  }
  return w;
}

// Words that say nothing about which sentence decides.
const std::set<std::string>& common_words() {
  static const std::set<std::string> value = {
      "the", "a",    "an",   "is",   "are", "of",   "to",   "and",  "or",   "it",  "its",
      "in",  "on",   "by",   "for",  "as",  "be",   "that", "this", "with", "if",  "then",
      "has", "have", "was",  "from", "at",  "not",  "no",   "any",  "each", "one", "can",
      "may", "must", "when", "all",  "but", "into", "than", "they", "their"};
  return value;
}

std::set<std::string> stems(const std::string& text) {
  std::set<std::string> out;
  for (const std::string& w : query::query_words(text))
    if (!common_words().count(w) && w.find_first_of("0123456789") == std::string::npos)
      out.insert(stem(w));
  return out;
}

// The entry's sentences, verbatim but for runs of whitespace: a sentence
// ends at ". ", "! ", "? " or a line break.
std::vector<std::string> sentences(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    std::string s = collapse_whitespace(cur);
    while (!s.empty() && s.front() == ' ') s.erase(0, 1);
    while (!s.empty() && s.back() == ' ') s.pop_back();
    if (!s.empty()) out.push_back(s);
    cur.clear();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') {
      flush();
      continue;
    }
    cur += c;
    if ((c == '.' || c == '!' || c == '?') && (i + 1 == text.size() || text[i + 1] == ' ')) flush();
  }
  flush();
  return out;
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

}  // namespace

std::string deciding_sentence(const std::string& text, const std::vector<std::string>& context) {
  const std::vector<std::string> all = sentences(text);
  if (all.empty()) return "";
  std::set<std::string> want;
  for (const std::string& c : context)
    for (const std::string& s : stems(c)) want.insert(s);
  size_t best = 0;
  double best_score = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    const std::set<std::string> words = stems(all[i]);
    if (words.size() < 4) continue;  // a heading or a label, not a rule
    double score = 0;
    for (const std::string& w : words) score += want.count(w);
    score /= 1.0 + 0.05 * static_cast<double>(words.size());  // a long sentence matches by chance
    if (score > best_score) best_score = score, best = i;
  }
  if (best_score == 0)
    for (size_t i = 0; i < all.size(); ++i)
      if (stems(all[i]).size() >= 4) return all[i];
  return all[best];
}

namespace {

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

// Said when a Marvel Champions situation lacks numbers and no card pool
// was imported.
constexpr const char* kCardsHint =
    "Cards named by name bring their printed numbers once the card pool is imported: "
    "arbiter cards import DIR (a clone of github.com/zzorba/marvelsdb-json-data)";

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
  return "Claims set aside (what each side says, not what happened): " + join(quoted, ", ");
}

std::string headline_note(const std::string& headline) {
  return "Headline, not read as the situation: \"" + headline + "\"";
}

std::string afterthoughts_note(const std::vector<std::string>& afterthoughts) {
  std::vector<std::string> quoted;
  for (const std::string& a : afterthoughts) quoted.push_back("\"" + a + "\"");
  return "Told after the question, not read as the situation: " + join(quoted, ", ");
}

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
  // exhausting to act are procedure too.
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
