#include "query/catalog.h"

#include <algorithm>
#include <filesystem>

#include "indexer/db_schema.h"
#include "query/fts_rank.h"
#include "query/hit_rows.h"
#include "query/spelling_words.h"
#include "query/term_docs.h"
#include "query/title_rows.h"
#include "query/trigram_rows.h"
#include "query/word_postings.h"

namespace arbiter::query {

EntryRef parse_entry_ref(const std::string& text) {
  const size_t at = text.rfind('@');
  if (at == std::string::npos) return {text, ""};
  return {text.substr(0, at), text.substr(at + 1)};
}

namespace {

std::string rebuild_hint(const std::string& path) {
  return "; build it with 'arbiter index CORPUS_DIR --output " + path + "'";
}

// Every way a --db path can be wrong gets its own one-line message, naming
// the file and the command that (re)builds it.
Database open_checked(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status st = fs::status(path, ec);
  if (!fs::exists(st)) throw std::runtime_error(path + ": database not found" + rebuild_hint(path));
  if (fs::is_directory(st))
    throw std::runtime_error(path +
                             ": is a directory, not a database file; pass the file (--db "
                             "DIR/arbiter.db), or build one with 'arbiter index CORPUS_DIR "
                             "--output FILE'");
  if (fs::file_size(path, ec) == 0 && !ec)
    throw std::runtime_error(path + ": is empty, not an Arbiter database" + rebuild_hint(path));
  Database db(path, Database::Mode::ReadOnly);
  std::string version;
  try {
    Statement st = db.prepare("SELECT value FROM meta WHERE key='schema_version'");
    if (st.step()) version = st.text(0);
  } catch (const std::runtime_error&) {
    // A damaged file reports itself (common/sqlite.cpp); anything else here
    // means the file is some other database, or not one at all.
    if (sqlite3_errcode(db.handle()) == SQLITE_CORRUPT) throw;
    throw std::runtime_error(path + ": not an Arbiter database" + rebuild_hint(path));
  }
  if (version != std::to_string(db::kSchemaVersion))
    throw std::runtime_error(path + ": built by another version of Arbiter (schema " +
                             (version.empty() ? "unknown" : version) + ", this one reads " +
                             std::to_string(db::kSchemaVersion) + ")" + rebuild_hint(path));
  return db;
}

}  // namespace

Catalog::Catalog(const std::string& db_path) : db_(open_checked(db_path)) {
  // The database is only read, and never changed in place (the build writes
  // a new file and renames it over the old): its shared lock is taken once
  // and kept, instead of a lock, a file check and an unlock for every
  // statement (a read-only Database reads through a memory map).
  db_.exec("PRAGMA locking_mode=EXCLUSIVE;");
  Statement st = db_.prepare(
      "SELECT game,label,scope,sequence,name,source FROM editions ORDER BY game, sequence DESC");
  while (st.step())
    editions_.push_back({st.text(0), st.text(1), st.text(2), static_cast<int>(st.integer(3)),
                         st.text(4), st.text(5)});
}

Catalog::~Catalog() = default;

const std::optional<std::vector<GameRows>>& Catalog::edition_runs(
    const std::vector<std::string>& editions) const {
  auto it = runs_.find(editions);
  if (it == runs_.end()) it = runs_.emplace(editions, query::edition_runs(db_, editions)).first;
  return it->second;
}

const RowLengths* Catalog::row_lengths(const std::string& table) const {
  auto it = lengths_.find(table);
  if (it == lengths_.end()) it = lengths_.emplace(table, read_row_lengths(db_, table)).first;
  return it->second ? &*it->second : nullptr;
}

TermDocs& Catalog::term_docs() const {
  if (!term_docs_) term_docs_ = std::make_unique<TermDocs>(db_);
  return *term_docs_;
}

// What is read once and kept for a connection that asks many times is
// read after this many asks: a command asks once or twice, each cheaper by
// a statement than reading it all.
constexpr int kAskedBeforeKept = 8;

const SpellingWords* Catalog::spelling_words() const {
  if (!spelling_words_ && ++spelling_asked_ > kAskedBeforeKept)
    spelling_words_ = std::make_unique<SpellingWords>(db_);
  return spelling_words_.get();
}

const TrigramRows* Catalog::trigram_rows() const {
  if (!trigram_rows_ && ++trigram_asked_ > kAskedBeforeKept)
    trigram_rows_ = std::make_unique<TrigramRows>(db_);
  return trigram_rows_.get();
}

void Catalog::keep_for_searches() const {
  term_docs().keep_all();
  if (!spelling_words_) spelling_words_ = std::make_unique<SpellingWords>(db_);
  if (!trigram_rows_) trigram_rows_ = std::make_unique<TrigramRows>(db_);
  if (!hit_rows_) hit_rows_ = std::make_unique<HitRows>(db_);
  if (!title_rows_) title_rows_ = std::make_unique<TitleRows>(db_);
  // Used only when they are the table's: its rows and tokens as FTS5
  // counts them (the lengths kept at the build) are the same.
  const RowLengths* lengths = row_lengths("search_words");
  if (!word_postings_ && lengths) {
    auto kept = std::make_unique<WordPostings>(db_, term_docs());
    if (kept->usable() && kept->rows() == lengths->rows && kept->tokens() == lengths->tokens)
      word_postings_ = std::move(kept);
  }
}

const Database& Catalog::ranking_db() const {
  if (!ranking_) register_fts_rank(db_);
  ranking_ = true;
  return db_;
}

const EditionInfo& Catalog::default_edition(const std::string& game) const {
  const EditionInfo* partial = nullptr;
  for (const EditionInfo& e : editions_) {  // newest first within a game
    if (e.game != game) continue;
    if (e.scope == "whole") return e;
    if (!partial) partial = &e;
  }
  if (partial) return *partial;
  throw NotFound("no edition of game '" + game + "' in the database");
}

const EditionInfo& Catalog::newest_built_in(const std::string& game) const {
  for (const EditionInfo& e : editions_)  // newest first within a game
    if (e.game == game && e.scope == "whole" && !e.imported()) return e;
  return default_edition(game);
}

const EditionInfo* Catalog::find_edition(const std::string& game, const std::string& label) const {
  for (const EditionInfo& e : editions_)
    if (e.game == game && e.label == label) return &e;
  return nullptr;
}

std::vector<const EditionInfo*> Catalog::scope(const std::string& game,
                                               const std::string& edition) const {
  if (!game.empty() && game != "mc" && game != "dm")
    throw NotFound("unknown game '" + game + "' (use mc or dm)");
  std::vector<const EditionInfo*> out;
  for (const char* g : {"mc", "dm"}) {
    if (!game.empty() && game != g) continue;
    if (edition.empty()) {
      const bool has_any = std::any_of(editions_.begin(), editions_.end(),
                                       [&](const EditionInfo& e) { return e.game == g; });
      if (!has_any && game != g) continue;
      const EditionInfo& base = default_edition(g);
      for (const EditionInfo& e : editions_)  // newest first
        if (e.game == g && e.scope == "partial" && e.sequence > base.sequence) out.push_back(&e);
      out.push_back(&base);
    } else if (const EditionInfo* e = find_edition(g, edition)) {
      out.push_back(e);
    }
  }
  if (out.empty()) {
    std::string known;
    for (const EditionInfo& e : editions_)
      known += (known.empty() ? "" : ", ") + e.game + " " + e.label;
    throw NotFound("unknown edition '" + edition + "' (known: " + known + ")");
  }
  return out;
}

std::vector<std::string> Catalog::editions_of(const std::string& id) const {
  // Ordered here by the editions read at the start: an ORDER BY on the
  // editions joined made SQLite build a sorter for a handful of rows.
  Statement st = db_.prepare("SELECT game, edition FROM entries WHERE id=?");
  st.bind(1, id);
  std::vector<const EditionInfo*> found;
  while (st.step())
    if (const EditionInfo* e = find_edition(st.text(0), st.text(1))) found.push_back(e);
  std::sort(found.begin(), found.end(),
            [](const EditionInfo* a, const EditionInfo* b) { return a->sequence > b->sequence; });
  std::vector<std::string> out;
  for (const EditionInfo* e : found) out.push_back(e->label);
  return out;
}

}  // namespace arbiter::query
