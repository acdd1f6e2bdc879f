// XML from users is read by recursive code (entries within entries, inline
// markup within markup), so a document nested deeper than any real one is
// refused before it is read, not allowed to exhaust the stack.
#pragma once

#include <pugixml.hpp>

namespace arbiter {

// Deeper than any corpus or scenario file has reason to be (the corpus's
// deepest element is under 12 levels).
inline constexpr int kMaxXmlDepth = 64;

// The first element nested deeper than max_depth below root, or a null node.
// Walks without recursion, so any depth is safe to check.
pugi::xml_node first_too_deep(pugi::xml_node root, int max_depth = kMaxXmlDepth);

}  // namespace arbiter
