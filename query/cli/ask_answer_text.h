// `ask`'s answer as a player reads it at the table. The default fits a
// phone screen: a verdict when the question is yes/no or which-one and the
// simulation decides it, *Understood* and *Outcome* in one line each, *Why*
// as numbered steps each ending with the entry it rests on, and *Rules*:
// for each entry the simulation cites or the question names, its title,
// edition and the one sentence of its text that decides, quoted verbatim.
// `full` gives the complete answer (every entry's whole text, search
// matches); `verbose` adds the predicate behind each step.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "query/ask/ask.h"

namespace arbiter::cli {

struct AskTextOptions {
  bool full = false;
  bool verbose = false;
  bool colour = false;
  bool show_scenario = false;
  // One line for each word no edition defines (query::ask::not_in_rulebooks).
  std::vector<std::string> undefined_notes;
};

// The whole answer, ready for TerminalOutput to wrap.
std::string ask_answer_text(const query::ask::Answer& a, const std::string& question,
                            const AskTextOptions& options);

// The sentence of `text` (verbatim, whitespace collapsed) that shares the
// most words with `context`; the first sentence when none shares any.
std::string deciding_sentence(const std::string& text, const std::vector<std::string>& context);

}  // namespace arbiter::cli
