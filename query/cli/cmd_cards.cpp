// `arbiter cards import DIR` and `arbiter card NAME`: the card pool from a
// marvelsdb-json-data checkout, and a card looked up by name.
#include <fmt/core.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "cards/card_json.h"
#include "cards/card_store.h"
#include "cards/keywords.h"
#include "cards/pack_reader.h"
#include "common/json.h"
#include "common/text.h"
#include "engine/mc/card_text.h"
#include "query/cli/args.h"
#include "query/cli/card_pool_path.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

// Why the ability language does not read a printed ability, or "" when it
// does.
std::string not_read(const std::string& ability, const cards::Card& c) {
  try {
    engine::mc::parse_card_text(ability, c.name);
    return "";
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
}

// How many printed abilities the ability language reads, of how many.
struct TextCount {
  int read = 0, total = 0;
};

TextCount count_texts(const std::vector<cards::Card>& all, const std::string& pack) {
  TextCount n;
  std::set<std::string> seen;  // a reprint's text once
  for (const cards::Card& c : all) {
    if ((!pack.empty() && c.pack_code != pack) || !seen.insert(c.name + "\n" + c.text).second)
      continue;
    for (const std::string& a : cards::ability_texts(c.text)) {
      ++n.total;
      n.read += not_read(a, c).empty();
    }
  }
  return n;
}

int import_cards(const Args& args) {
  if (args.positional.size() != 2)
    throw UsageError("usage: arbiter cards import DIR [--output FILE]");
  const std::string dir = args.positional[1];
  const std::string output = args.option("output", cards_path(args));
  if (output.empty())
    throw UsageError("no place for the card database: set HOME or give --output FILE");
  cards::PackRead read = cards::read_checkout(dir);
  const Database rules(locate_database(args.option("db")), Database::Mode::ReadOnly);
  cards::link_keywords(read.cards, rules);
  const cards::ImportReport report = cards::write_card_db(read.cards, read.packs, dir, output);
  std::string types;
  std::vector<std::pair<int, std::string>> by_count;
  for (const auto& [type, n] : report.by_type) by_count.emplace_back(-n, type);
  std::sort(by_count.begin(), by_count.end());
  for (const auto& [n, type] : by_count)
    types += (types.empty() ? "" : ", ") + fmt::format("{} {}", -n, type);
  fmt::print("{}: {} packs, {} cards ({})\n", output, report.packs, report.cards, types);
  if (!report.unknown_keywords.empty()) {
    std::string names;
    for (const auto& [name, n] : report.unknown_keywords)
      names += (names.empty() ? "" : ", ") + fmt::format("{} ({})", name, n);
    fmt::print("Keywords no edition in the corpus defines (kept, shown without a rule): {}\n",
               names);
  }
  const TextCount all = count_texts(read.cards, ""), core = count_texts(read.cards, "core");
  fmt::print("Printed abilities the ability language reads: {} of {}{}\n", all.read, all.total,
             core.total ? fmt::format(" (Core Set: {} of {})", core.read, core.total) : "");
  return 0;
}

void print_card(const cards::Card& c) {
  const bool colour = colour_enabled();
  std::string where = c.pack_name.empty() ? c.pack_code : c.pack_name;
  fmt::print("{}{}  {}\n", bold(c.title(), colour), c.subname.empty() ? "" : " — " + c.subname,
             dim("[" + std::string(c.type) + " · " + where + " · " + c.code + "]", colour));
  if (const std::string s = c.stats_text(); !s.empty()) fmt::print("  {}\n", s);
  if (c.crisis + c.acceleration + c.hazard + c.amplify > 0)
    fmt::print("  Scheme icons: {} crisis, {} acceleration, {} hazard, {} amplify\n", c.crisis,
               c.acceleration, c.hazard, c.amplify);
  if (!c.traits.empty()) fmt::print("  Traits: {}\n", c.traits);
  for (const cards::Keyword& k : c.keywords)
    fmt::print("  Keyword: {}{}  {}\n", k.name, k.value.empty() ? "" : " " + k.value,
               k.entry.empty() ? "(no edition in the corpus defines it)"
                               : "→ " + k.entry + " (mc " + k.edition + ")");
  if (!c.text.empty())
    for (const std::string& line : split_lines(c.text)) fmt::print("  {}\n", line);
  // What Arbiter runs of it: the abilities the ability language reads.
  int simulated = 0;
  std::string not_yet;
  const std::vector<std::string> abilities = cards::ability_texts(c.text);
  for (const std::string& a : abilities) {
    const std::string why = not_read(a, c);
    if (why.empty()) {
      ++simulated;
      continue;
    }
    not_yet += fmt::format("\n    \"{}\": {}", clip_utf8(a, 50), why.substr(0, why.find(';')));
  }
  if (!abilities.empty())
    fmt::print("  {}\n", dim(fmt::format("Arbiter reads {} of its {} abilities{}", simulated,
                                         abilities.size(), not_yet.empty() ? "" : "; not yet:"),
                             colour) +
                             dim(not_yet, colour));
}

}  // namespace

int run_cards(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"output", "cards"}, {});
  const TerminalOutput terminal(args);
  if (args.positional.empty() || args.positional[0] != "import")
    throw UsageError("usage: arbiter cards import DIR [--output FILE]");
  return import_cards(args);
}

int run_card(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"cards"}, {"json"});
  const TerminalOutput terminal(args);
  if (args.positional.empty()) throw UsageError("usage: arbiter card NAME [--json]");
  std::string name;
  for (const std::string& p : args.positional) name += (name.empty() ? "" : " ") + p;
  const std::string path = cards_path(args);
  if (path.empty()) throw UsageError("no card database: set HOME or give --cards FILE");
  const cards::CardPool pool(path);
  const std::vector<const cards::Card*> found = pool.find(name);
  if (args.flag("json")) {
    fmt::print("{}\n", json_text(cards::card_lookup_json(pool, name, found), 2));
    return found.empty() ? 1 : 0;
  }
  if (found.empty()) {
    std::string near;
    for (const std::string& s : pool.suggestions(name)) near += (near.empty() ? "" : ", ") + s;
    fmt::print(stderr, "arbiter card: no card named '{}'{}\n", name,
               near.empty() ? "" : "; did you mean " + near + "?");
    return 1;
  }
  for (size_t i = 0; i < found.size(); ++i) {
    if (i) fmt::print("\n");
    print_card(*found[i]);
  }
  return 0;
}

}  // namespace arbiter::cli
