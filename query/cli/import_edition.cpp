// The work of `arbiter import-edition`, run in arbiter-import-edition: a
// newer Rules Reference read from the player's own PDF into the store of
// imported editions.
#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <map>

#include "common/sqlite.h"
#include "indexer/edition_store.h"
#include "indexer/pdf/import_pdf.h"
#include "query/catalog.h"
#include "query/cli/args.h"
#include "query/cli/import_edition.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

// The built-in entries of a game with every title and alias any edition
// gives them, and the newest edition's wording: what an imported entry's id
// is matched to.
std::vector<pdf::KnownEntry> known_entries(const Database& db, const std::string& game) {
  std::vector<pdf::KnownEntry> out;
  std::map<std::string, size_t> at;
  Statement s = db.prepare(
      "SELECT e.id, e.kind, e.text, t.title FROM entries e "
      "JOIN editions d ON d.game=e.game AND d.label=e.edition "
      "JOIN titles t ON t.entry=e.rowid WHERE e.game=? "
      "ORDER BY d.sequence DESC, e.rowid, t.is_primary DESC");
  s.bind(1, game);
  while (s.step()) {
    const std::string id = s.text(0);
    auto [it, fresh] = at.emplace(id, out.size());
    if (fresh) out.push_back({id, s.text(1), {}, s.text(2)});
    std::vector<std::string>& titles = out[it->second].titles;
    if (std::find(titles.begin(), titles.end(), s.text(3)) == titles.end())
      titles.push_back(s.text(3));
  }
  return out;
}

pdf::WordCount word_counts(const Database& db) {
  auto counts = std::make_shared<std::map<std::string, int, std::less<>>>();
  Statement s = db.prepare("SELECT word, freq FROM words");
  while (s.step()) (*counts)[s.text(0)] = static_cast<int>(s.integer(1));
  return [counts](std::string_view w) {
    auto it = counts->find(w);
    return it == counts->end() ? 0 : it->second;
  };
}

std::string utc_now() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
  return buf;
}

// Takes an imported edition out of the store; the last one out removes
// the store itself, and commands read the built-in database again.
int remove_edition(const std::string& label, const std::string& game, const std::string& base,
                   std::vector<db::ImportedEdition> editions, const std::string& store) {
  const size_t before = editions.size();
  std::erase_if(editions,
                [&](const db::ImportedEdition& e) { return e.game == game && e.label == label; });
  if (editions.size() == before) {
    std::string known;
    for (const db::ImportedEdition& e : editions) known += (known.empty() ? "" : ", ") + e.label;
    throw query::NotFound("no imported edition " + label +
                          " (imported: " + (known.empty() ? "none" : known) + ")");
  }
  if (editions.empty())
    std::filesystem::remove(store);
  else
    db::write_store(base, editions, store);
  fmt::print("Removed the imported edition {} from {}.\n", label, store);
  return 0;
}

}  // namespace

int import_edition(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"game", "label", "output", "remove"}, {});
  const TerminalOutput terminal(args);
  const bool removing = !args.option("remove").empty();
  if (args.positional.size() != (removing ? 0u : 1u))
    throw UsageError(
        "usage: arbiter import-edition FILE.pdf [--game mc] [--label L] [--output FILE], or "
        "arbiter import-edition --remove LABEL [--output FILE]");
  const std::string game = args.option("game", "mc");
  if (game != "mc")
    throw UsageError(
        "import-edition reads Marvel Champions Rules References (--game mc); "
        "Dice Masters has one rule book, built in");
  const std::string store = args.option("output", db::default_editions_path());
  if (store.empty())
    throw UsageError("no place for the editions store: set HOME or give --output FILE");
  const std::string base = args.option("db");
  if (base.empty()) throw UsageError("arbiter-import-edition is started by arbiter, with --db");
  const auto started = std::chrono::steady_clock::now();

  // The store is replaced whole: never over the built-in database, and
  // never over a file that is not a store (read_imported refuses it).
  std::error_code ec;
  if (std::filesystem::weakly_canonical(store, ec) == std::filesystem::weakly_canonical(base, ec))
    throw UsageError(store + ": that is the built-in database; give another --output");
  std::vector<db::ImportedEdition> editions = db::read_imported(store);
  if (removing)
    return remove_edition(args.option("remove"), game, base, std::move(editions), store);

  pdf::ImportRequest request;
  request.pdf_path = args.positional[0];
  request.game = game;
  request.label = args.option("label");
  {
    const Database db(base, Database::Mode::ReadOnly);
    request.known = known_entries(db, game);
    request.word_count = word_counts(db);
  }
  const pdf::ImportResult result = pdf::import_pdf(request);

  const std::string label = result.edition.label;
  std::erase_if(editions,
                [&](const db::ImportedEdition& e) { return e.game == game && e.label == label; });
  editions.push_back({game, label, std::filesystem::path(request.pdf_path).filename().string(),
                      utc_now(), result.xml, result.source_text});
  db::write_store(base, editions, store);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  size_t refs = 0;
  for (const corpus::Entry& e : result.edition.entries) refs += e.refs.size();
  const pdf::IdCounts& ids = result.ids;
  const pdf::LayoutCounts& out = result.left_out;
  fmt::print("Imported \"{}\" as edition {} ({}), from {} pages in {:.2f} s.\n",
             result.edition.name, label, game, result.pages, seconds);
  fmt::print(
      "  {} entries; ids: {} as in the built-in editions by title, {} by text (renamed), "
      "{} new.\n",
      result.edition.entries.size(), ids.by_title, ids.by_text, ids.new_ids);
  fmt::print("  {} cross-references, {} naming no entry of the edition.\n", refs,
             ids.unresolved_refs);
  fmt::print(
      "  Left out: {} running headers, {} page numbers, {} lines of card images; "
      "{} icons marked [icon].\n",
      out.running_headers, out.page_numbers, out.card_image_lines, out.icons);
  fmt::print("  Its text found in the PDF's lines: {} of {} pieces.\n", result.fidelity_found,
             result.fidelity_pieces);
  fmt::print("Stored in {}. 'arbiter changes --to {}' shows what changed.\n", store, label);
  return 0;
}

}  // namespace arbiter::cli
