// Opens arbiter.db and answers the questions every command asks first:
// which editions exist, which is the default, what an id names.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/fts_row_lengths.h"
#include "common/sqlite.h"
#include "query/game_rows.h"

namespace arbiter::query {

// A lookup failure the user can act on (unknown id, unknown edition):
// commands report it on one line and exit 1.
class NotFound : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct EditionInfo {
  std::string game;
  std::string label;
  std::string scope;
  int sequence = 0;
  std::string name;
  std::string source;
  // Read from the player's own PDF (`arbiter import-edition`): its text is
  // quoted, but no rule predicate was written for it.
  bool imported() const { return source.rfind("imported:", 0) == 0; }
};

// "mc:guard@1.3" -> {"mc:guard", "1.3"}.
struct EntryRef {
  std::string id;
  std::string edition;  // empty: not pinned
};
EntryRef parse_entry_ref(const std::string& text);

class TermDocs;
class SpellingWords;
class TrigramRows;
class HitRows;
class TitleRows;
class WordPostings;

class Catalog {
 public:
  // Opens read-only and checks the schema version; throws runtime_error
  // naming the file when it is missing, not a database, or out of date.
  explicit Catalog(const std::string& db_path);
  ~Catalog();
  // Not moved: what it keeps refers to its connection.
  Catalog(Catalog&&) = delete;
  Catalog& operator=(Catalog&&) = delete;

  const Database& db() const { return db_; }
  // The connection with arbiter_bm25 (query/fts_rank.h) registered, which
  // is done on the first call: only the commands that rank pay for it.
  const Database& ranking_db() const;
  const std::vector<EditionInfo>& editions() const { return editions_; }

  // The newest whole edition of a game (partial ones only if no whole one).
  const EditionInfo& default_edition(const std::string& game) const;
  const EditionInfo* find_edition(const std::string& game, const std::string& label) const;
  // The newest whole edition Arbiter has built in: the one its simulations
  // run under when the player imported a newer one.
  const EditionInfo& newest_built_in(const std::string& game) const;

  // Every game@label pair a search covers: the given edition (of either game
  // that has it), or each game's default with any newer partial editions,
  // limited to `game` when set. Throws NotFound for an unknown game or
  // edition.
  std::vector<const EditionInfo*> scope(const std::string& game, const std::string& edition) const;

  // Labels of the editions that contain id, newest first.
  std::vector<std::string> editions_of(const std::string& id) const;

  // What every search reads of the database, which does not change while
  // it is open: worked out on first use and kept, not read per request.
  // The editions' rows as runs of rowids (query/game_rows.h, edition_runs).
  const std::optional<std::vector<GameRows>>& edition_runs(
      const std::vector<std::string>& editions) const;
  // The words' counts (query/term_docs.h), its statement prepared once.
  TermDocs& term_docs() const;
  // An FTS5 table's row lengths (common/fts_row_lengths.h); null when none
  // are kept.
  const RowLengths* row_lengths(const std::string& table) const;
  // The corpus words by trigram (query/spelling_words.h), for corrections;
  // null until asked for a few times: a command corrects a word or two,
  // each cheaper by a statement than reading them all.
  const SpellingWords* spelling_words() const;
  // search_trigram's rows by trigram (query/trigram_rows.h), for the rows
  // partial words match; null until asked for a few times, as above.
  const TrigramRows* trigram_rows() const;
  // What a search shows of every entry (query/hit_rows.h) and the
  // titles table (query/title_rows.h); null unless kept for searches.
  const HitRows* hit_rows() const { return hit_rows_.get(); }
  const TitleRows* title_rows() const { return title_rows_.get(); }
  // Every search_words term's rows (query/word_postings.h); null unless
  // kept for searches and usable.
  const WordPostings* word_postings() const { return word_postings_.get(); }
  // All of the above read now, for a connection that will answer many
  // searches (the server's, at its start): the first searches then do not
  // wait for them (the trigram rows are some 70M instructions).
  void keep_for_searches() const;

 private:
  Database db_;
  std::vector<EditionInfo> editions_;
  // A Catalog is used by one thread at a time: these are filled unlocked.
  mutable bool ranking_ = false;
  mutable std::map<std::vector<std::string>, std::optional<std::vector<GameRows>>> runs_;
  mutable std::unique_ptr<TermDocs> term_docs_;
  mutable std::map<std::string, std::optional<RowLengths>> lengths_;
  mutable int spelling_asked_ = 0;
  mutable std::unique_ptr<SpellingWords> spelling_words_;
  mutable int trigram_asked_ = 0;
  mutable std::unique_ptr<TrigramRows> trigram_rows_;
  mutable std::unique_ptr<HitRows> hit_rows_;
  mutable std::unique_ptr<TitleRows> title_rows_;
  mutable std::unique_ptr<WordPostings> word_postings_;
};

}  // namespace arbiter::query
