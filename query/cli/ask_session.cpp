#include "query/cli/ask_session.h"

#include <stdexcept>

#include "common/text.h"
#include "query/ask/notation.h"
#include "query/cli/ask_answer_text.h"
#include "query/cli/wrap.h"

namespace arbiter::cli {

using query::ask::Answer;
using query::ask::Reading;

std::optional<Reading> follow_up(const Reading& last, const Reading& line) {
  if (line.situation() || !last.situation()) return std::nullopt;
  if (line.facts.empty() && line.defender.empty()) return std::nullopt;
  Reading merged = last;
  for (const auto& [role, fields] : line.facts)
    for (const auto& [field, value] : fields) merged.facts[role][field] = value;
  if (!line.defender.empty()) merged.defender = line.defender;
  if (!line.edition.empty()) merged.edition = line.edition;
  merged.deciding.clear();
  return merged;
}

std::optional<std::string> follow_up_notation(const Reading& last, const std::string& line,
                                              const query::ask::Vocabulary& vocabulary,
                                              const std::string& game) {
  if (query::ask::looks_like_notation(line)) return std::nullopt;
  // Read the line as its own question first, in the game of the situation
  // kept; a follow-up's facts go over the situation's.
  const std::vector<Reading> read =
      query::ask::read_question(line, vocabulary, game.empty() ? last.game : game);
  if (read.empty()) return std::nullopt;
  if (auto merged = follow_up(last, read.front())) return query::ask::to_notation(*merged);
  return std::nullopt;
}

AskSession::AskSession(const query::Catalog& catalog, query::ask::AskOptions options)
    : catalog_(catalog), vocabulary_(catalog.db(), options.cards), options_(std::move(options)) {}

Answer AskSession::ask(const std::string& line) {
  asked_ = line;
  if (last_) {
    if (auto merged = follow_up_notation(*last_, line, vocabulary_, options_.game))
      asked_ = *merged;
  }
  Answer a = query::ask::ask(catalog_, vocabulary_, asked_, options_);
  if (a.reading.situation()) last_ = a.reading;
  return a;
}

std::string repl_reply(AskSession& session, const std::string& raw, int width, bool colour,
                       bool& quit) {
  std::string line = collapse_whitespace(raw);
  while (!line.empty() && line.front() == ' ') line.erase(0, 1);
  while (!line.empty() && line.back() == ' ') line.pop_back();
  quit = false;
  if (line.empty()) return "";
  if (line == "quit" || line == "exit" || line == "q") {
    quit = true;
    return "";
  }
  if (line == "help" || line == "?")
    return wrap_text(
        "Ask a question or describe a situation. A follow-up (\"and with boost 2?\", \"what if "
        "the ally has tough?\") changes only what it names in the last situation; a whole new "
        "situation replaces it. \"new\" forgets the situation, \"quit\" ends.\n",
        width);
  if (line == "new") {
    session.reset();
    return "(the situation is forgotten)\n";
  }
  std::string out;
  try {
    const Answer a = session.ask(line);
    if (a.empty()) return "Nothing in the rulebooks matches that.\n";
    if (session.asked() != line) out += "(a follow-up: the last situation, changed as named)\n";
    AskTextOptions text;
    text.colour = colour;
    out += ask_answer_text(a, line, text);
  } catch (const std::exception& e) {
    // One line, as the command line says it; the loop goes on.
    out += std::string("arbiter: ") + e.what() + "\n";
  }
  return wrap_text(out, width);
}

}  // namespace arbiter::cli
