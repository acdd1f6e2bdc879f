// The parts of `ask`'s answer text (ask_answer_text.h) shared between the
// files that hold them: the entry's sentences (ask_deciding_sentence.cpp),
// the note lines both answers show (ask_answer_notes.cpp) and the full
// answer (ask_answer_full.cpp); the short answer is ask_answer_text.cpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "query/ask/ask.h"
#include "query/cli/ask_answer_text.h"

namespace arbiter::cli {

// The entry's sentences, verbatim but for runs of whitespace.
std::vector<std::string> sentences(const std::string& text);

// `v`'s items joined with `sep` between them.
std::string join(const std::vector<std::string>& v, const std::string& sep);

// "Outcome: ..." (or what it cannot say without), added to `out`.
void outcome_line(std::string& out, const std::vector<std::string>& missing,
                  const std::optional<engine::SimReport>& report, bool c);
// "Outcome: not stated: ..." when the reading leaves out or makes up a part, added to `out`.
void withheld_line(std::string& out, const query::ask::Answer& a, bool c);
// "Whatever X is: ...", what holds whatever the missing values are, added to `out`.
void settled_line(std::string& out, const query::ask::Answer& a, bool c);
// The words past the ones `ask` reads, counted; "" when none.
std::string not_read_line(const query::ask::Answer& a, bool c);
// Said when a Marvel Champions situation lacks numbers and no card pool was imported.
inline constexpr const char* kCardsHint =
    "Cards named by name bring their printed numbers once the card pool is imported: "
    "arbiter cards import DIR (a clone of github.com/zzorba/marvelsdb-json-data)";
// What the player's newer, imported edition changes for this answer, a line each.
std::vector<std::string> newer_edition_lines(const query::ask::Answer& a);
// The sides' claims set aside, each by its first words.
std::string claims_note(const std::vector<std::string>& claims);
// The headline set aside, quoted.
std::string headline_note(const std::string& headline);
// The afterthoughts set aside, quoted.
std::string afterthoughts_note(const std::vector<std::string>& afterthoughts);
// "A) 7 life ... D) ...": a quiz's lettered answers, set aside.
std::string choices_note(const std::vector<std::string>& choices);

// The complete answer (--full).
std::string full_text(const query::ask::Answer& a, const AskTextOptions& o);

}  // namespace arbiter::cli
