// "The opponent blocked Hulk with Beast and Wolverine with Cyclops", "Hulk
// is blocked by Magneto and Storm by Loki": a second pair after "and", the
// verb not said again; the second die named blocks the first.
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

std::optional<GappedBlock> gapped_block(const std::vector<Token>& tokens,
                                        const std::vector<Mention>& ms, int with, bool by) {
  if (with < 0 || static_cast<size_t>(with) + 2 >= ms.size()) return {};
  const Mention& first = ms[static_cast<size_t>(with)];
  const Mention& blocked = ms[static_cast<size_t>(with) + 1];
  const Mention& blocker = ms[static_cast<size_t>(with) + 2];
  // (Each part right after the one before: "and [his] Wolverine w/ Cyclops".)
  size_t t = first.last + 1;
  if (t >= tokens.size() || tokens[first.last].ends_sentence() || !tokens[t].word("and")) return {};
  ++t;
  Owner o;
  while (t < blocked.first && determiner(tokens[t], o)) ++t;
  if (t != blocked.first || tokens[blocked.last].ends()) return {};
  t = blocked.last + 1;
  if (t >= tokens.size() ||
      !(by ? tokens[t].word("by") : (tokens[t].word("with") || tokens[t].word("w"))))
    return {};
  ++t;
  while (t < blocker.first && determiner(tokens[t], o)) ++t;
  if (t != blocker.first || blocked.head != Head::kDie || blocker.head != Head::kDie) return {};
  return GappedBlock{static_cast<int>(with) + 1, static_cast<int>(with) + 2};
}

}  // namespace arbiter::query::ask
