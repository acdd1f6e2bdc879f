// `arbiter repl`: questions asked one after another, keeping the last
// situation so a follow-up changes only what it names. "and with boost 2?"
// after "stunned villain attacks, I defend with an ally with 2 hit points"
// asks the same attack with boost 2; "what if the ally has tough?" adds the
// ally's tough status. A follow-up is read with the same reader as any
// question (query::ask::read_question); its facts are laid over the last
// reading's facts and the result is simulated. A question that reads as a
// whole situation (one with an action) replaces the last one; one with
// neither action nor facts is asked on its own and keeps the situation.
#pragma once

#include <optional>
#include <string>

#include "query/ask/ask.h"

namespace arbiter::cli {

class AskSession {
 public:
  AskSession(const query::Catalog& catalog, query::ask::AskOptions options);

  // The answer to `line`, in the context of the situation kept so far.
  query::ask::Answer ask(const std::string& line);
  // What `line` was taken to ask, as given to query::ask::ask: the line
  // itself, or the notation of the merged situation for a follow-up.
  const std::string& asked() const { return asked_; }
  // Forgets the situation kept.
  void reset() { last_.reset(); }
  bool has_situation() const { return last_.has_value(); }

 private:
  const query::Catalog& catalog_;
  query::ask::Vocabulary vocabulary_;
  query::ask::AskOptions options_;
  std::optional<query::ask::Reading> last_;
  std::string asked_;
};

// `line` read as a follow-up to `last`: `last` with the line's facts (and
// defender) laid over it; nullopt when the line is a whole new situation or
// names no fact.
std::optional<query::ask::Reading> follow_up(const query::ask::Reading& last,
                                             const query::ask::Reading& line);

// What to ask for `line` said after `last`: the notation of the merged
// situation when `line` is a follow-up (follow_up), nullopt when it is to
// be asked on its own. `game` "" = the game of `last`.
std::optional<std::string> follow_up_notation(const query::ask::Reading& last,
                                              const std::string& line,
                                              const query::ask::Vocabulary& vocabulary,
                                              const std::string& game);

// One line of the loop (cmd_repl.cpp) answered as text, wrapped to `width`:
// "help", "new" (forget the situation) and "quit" are the loop's own words;
// anything else is asked. Sets `quit` for "quit", "exit" or "q".
std::string repl_reply(AskSession& session, const std::string& line, int width, bool colour,
                       bool& quit);

}  // namespace arbiter::cli
