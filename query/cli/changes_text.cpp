#include "query/cli/changes_text.h"

#include <fmt/core.h>

#include <array>

#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

struct GroupText {
  ChangeGroup group;
  const char* heading;  // {n}: how many, {to}: the newer edition
  const char* summary;  // in the summary line
};

constexpr std::array<GroupText, 5> kGroups = {{
    {ChangeGroup::kRule, "Rule changes ({n}): what happens in play", "rule changes"},
    {ChangeGroup::kAdded, "Added in {to} ({n})", "added"},
    {ChangeGroup::kRemoved, "Removed in {to} ({n})", "removed"},
    {ChangeGroup::kWording, "Wording only ({n})", "wording only"},
    {ChangeGroup::kRenamedOrMoved, "Renamed or moved only ({n})", "renamed or moved only"},
}};

// The one-line measure of a change.
std::string measure(const query::EditionChange& c, ChangeGroup g) {
  switch (g) {
    case ChangeGroup::kAdded: return fmt::format("{} words", c.stats.words_to);
    case ChangeGroup::kRemoved: return fmt::format("{} words", c.stats.words_from);
    case ChangeGroup::kRule: return c.detail + "; " + c.effect.why;
    default: return c.detail;
  }
}

}  // namespace

ChangeGroup group_of(const query::EditionChange& c) {
  using query::ChangeKind;
  if (c.has(ChangeKind::kAdded)) return ChangeGroup::kAdded;
  if (c.has(ChangeKind::kRemoved)) return ChangeGroup::kRemoved;
  if (!c.has(ChangeKind::kChanged)) return ChangeGroup::kRenamedOrMoved;
  return c.effect.effect == query::Effect::kRule ? ChangeGroup::kRule : ChangeGroup::kWording;
}

std::string changes_text(const std::vector<query::EditionChange>& changes, const std::string& from,
                         const std::string& to, bool colour) {
  std::array<std::vector<const query::EditionChange*>, kGroups.size()> listed;
  for (const query::EditionChange& c : changes)
    listed[static_cast<size_t>(group_of(c))].push_back(&c);

  std::string out = bold(fmt::format("{} -> {}:", from, to), colour);
  if (changes.empty()) return out + " no changes\n";
  out += fmt::format(" {} entries differ", changes.size());
  std::string counts;
  for (const GroupText& g : kGroups) {
    const size_t n = listed[static_cast<size_t>(g.group)].size();
    if (n) counts += fmt::format("{}{} {}", counts.empty() ? "" : ", ", n, g.summary);
  }
  out += ": " + counts + "\n";

  for (const GroupText& g : kGroups) {
    const auto& list = listed[static_cast<size_t>(g.group)];
    if (list.empty()) continue;
    out +=
        "\n" +
        bold(fmt::format(fmt::runtime(g.heading), fmt::arg("n", list.size()), fmt::arg("to", to)),
             colour) +
        "\n";
    for (const query::EditionChange* c : list)
      out += fmt::format("  • {}  {}: {}\n", c->id, c->title, measure(*c, g.group));
  }
  return out;
}

}  // namespace arbiter::cli
