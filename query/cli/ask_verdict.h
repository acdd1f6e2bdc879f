// The one-line verdict that opens `ask`'s answer to a yes/no or which-one
// question: "No: the blocker is not KO'd [dm:2.7.6.1]". It answers the
// question asked, about the one it asks about, from the simulation's final
// values; the reason is a step of the trace only when that step names the
// one asked about, else a plain statement of the value. Two asks in one
// question ("is the blocker KO'd and does my attacker survive?") get each
// side's fate, never a single yes or no.
#pragma once

#include <optional>
#include <string>

#include "query/ask/ask.h"

namespace arbiter::cli {

// The verdict line for a yes/no or which-one question: "No: ... [entry]"
// when the simulation's values decide it, a plain "Not decided: ..." when
// the question asks one but nothing decides it, nothing when the question
// asks none (or when the values it would rest on are not there).
std::optional<std::string> verdict(const query::ask::Answer& a, const std::string& question);

}  // namespace arbiter::cli
