// An email or forum reply that quotes the message it answers.
#pragma once

#include <string>

namespace arbiter::query::ask {

// A reply with the earlier message quoted after it ("One more detail: the
// sidekick had 2 DEF, not 1. > On Sat, Dana wrote: > Hulk attacked ...")
// told in the order it happened: the quoted message first, without its
// "> " marks and its "On Sat, Dana wrote:" line, then the reply, whose
// corrections then come after what they correct. Text with no quote comes
// back unchanged.
std::string quote_before_reply(const std::string& text);

}  // namespace arbiter::query::ask
