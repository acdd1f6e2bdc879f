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

// A chat reply that quotes the setup with "> " marks on one line and then
// asks someone by name ("> my Namor 5A/6D attacks > their Attuma blocks
// @rules where does Namor end up?"): each quoted part a sentence of its
// own, and the "@name" dropped, opening the question's sentence. Text that
// does not open with a quote mark comes back unchanged.
std::string quote_marks_as_sentences(const std::string& text);

}  // namespace arbiter::query::ask
