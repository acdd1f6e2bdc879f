// A rules-forum post: a title in square brackets, another user's claim
// quoted in the body, and a closing "TL;DR:" question.
#pragma once

#include <string>

namespace arbiter::query::ask {

// "[Nova bounced off Rhino - where does it go?] My Nova ... > quote from
// bagshaker99: Nova goes to the Used Pile. TL;DR: where is Nova?" told as
// the readers read a post: the title labelled "Title:" (set aside as a
// headline unless it tells a fact), the quoted claim dropped (what another
// user thinks happens, never what did), and "TL;DR:" dropped before its
// question. Text with none of these comes back unchanged.
std::string forum_post_as_story(const std::string& text);

}  // namespace arbiter::query::ask
