// The SQLite schema of arbiter.db. The query layer reads what this writes;
// bump kSchemaVersion whenever a table changes shape.
#pragma once

namespace arbiter::db {

inline constexpr int kSchemaVersion = 6;

// Creates every table and index of an empty database. (The vocabulary and
// the card abilities are kept packed in meta, key 'vocabulary', and have no
// tables: a version 6 database built with them has the same meta, and
// nothing reads the tables while it does.)
inline constexpr const char* kSchema = R"sql(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE editions(
  game TEXT NOT NULL, label TEXT NOT NULL, scope TEXT NOT NULL,
  sequence INTEGER NOT NULL, source TEXT NOT NULL, name TEXT NOT NULL,
  file TEXT NOT NULL, PRIMARY KEY(game, label));
CREATE TABLE entries(
  rowid INTEGER PRIMARY KEY, id TEXT NOT NULL, game TEXT NOT NULL,
  edition TEXT NOT NULL, kind TEXT NOT NULL, number TEXT NOT NULL,
  title TEXT NOT NULL, parent TEXT NOT NULL, section TEXT NOT NULL,
  ord INTEGER NOT NULL, text TEXT NOT NULL, full_text TEXT NOT NULL,
  source TEXT NOT NULL, lines TEXT NOT NULL,
  first_line INTEGER NOT NULL, last_line INTEGER NOT NULL,
  UNIQUE(id, edition));
CREATE INDEX entries_id ON entries(id);
CREATE INDEX entries_parent ON entries(parent, edition);
CREATE TABLE blocks(
  entry INTEGER NOT NULL REFERENCES entries(rowid), ord INTEGER NOT NULL,
  type TEXT NOT NULL, number INTEGER NOT NULL, text TEXT NOT NULL, lines TEXT NOT NULL);
CREATE INDEX blocks_entry ON blocks(entry, ord);
CREATE TABLE titles(
  entry INTEGER NOT NULL REFERENCES entries(rowid), title TEXT NOT NULL,
  norm TEXT NOT NULL, is_primary INTEGER NOT NULL);
CREATE INDEX titles_norm ON titles(norm);
CREATE TABLE refs(
  from_entry INTEGER NOT NULL REFERENCES entries(rowid), from_id TEXT NOT NULL,
  edition TEXT NOT NULL, to_id TEXT NOT NULL, kind TEXT NOT NULL,
  words TEXT NOT NULL, outside TEXT NOT NULL);
CREATE INDEX refs_from ON refs(from_id);
CREATE INDEX refs_to ON refs(to_id);
CREATE TABLE words(word TEXT PRIMARY KEY, freq INTEGER NOT NULL);
CREATE TABLE predicates(
  id TEXT PRIMARY KEY, game TEXT NOT NULL, summary TEXT NOT NULL,
  editions TEXT NOT NULL);
CREATE TABLE predicate_cites(
  predicate TEXT NOT NULL REFERENCES predicates(id), entry TEXT NOT NULL);
CREATE INDEX predicate_cites_entry ON predicate_cites(entry);
CREATE TABLE term_docs(
  term TEXT NOT NULL, game TEXT NOT NULL, docs INTEGER NOT NULL,
  PRIMARY KEY(term, game)) WITHOUT ROWID;
CREATE VIRTUAL TABLE search_words USING fts5(
  title, aliases, text, tokenize = 'porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE search_trigram USING fts5(
  title, aliases, text, tokenize = 'trigram');
CREATE VIRTUAL TABLE words_trigram USING fts5(word, tokenize = 'trigram');
)sql";

// Each game's entries as meta rows "entries:GAME" = "COUNT LOW HIGH": how
// many entries have an id opening with "GAME:" (an id without a colon is
// its own game), and their lowest and highest rowid; and each edition's of
// the game as "entries:GAME@LABEL". Refreshed whenever entries are
// written; a question's game is weighed with them
// (query/ask/vocabulary.cpp), which reads the entries when they are absent,
// and ask's ranking bounds its match by them (query/game_rows.h).
inline constexpr const char* kWriteEntrySpans = R"sql(
INSERT OR REPLACE INTO meta(key, value)
SELECT 'entries:' || game, count(*) || ' ' || min(rowid) || ' ' || max(rowid)
FROM (SELECT rowid, CASE WHEN instr(id, ':') > 0 THEN substr(id, 1, instr(id, ':') - 1)
                         ELSE id END AS game FROM entries)
GROUP BY game;
INSERT OR REPLACE INTO meta(key, value)
SELECT 'entries:' || game || '@' || edition, count(*) || ' ' || min(rowid) || ' ' || max(rowid)
FROM (SELECT rowid, edition, CASE WHEN instr(id, ':') > 0 THEN substr(id, 1, instr(id, ':') - 1)
                                  ELSE id END AS game FROM entries)
GROUP BY game, edition;
)sql";

// The section headings with numbered rules under them ("2.9 Winning the
// Game"), every edition's, as one meta row "numbered-sections": their ids,
// each once, a line each. ask's ranking lets them give way to their rules,
// and reads this one value (query/numbered_sections.h) rather than the
// entries of its sixty-odd candidates one by one. Refreshed whenever
// entries are written.
inline constexpr const char* kWriteNumberedSections = R"sql(
INSERT OR REPLACE INTO meta(key, value)
SELECT 'numbered-sections', coalesce(group_concat(id, char(10)), '')
FROM (SELECT DISTINCT id FROM entries WHERE kind = 'section' AND number <> '' ORDER BY id);
)sql";

// Each term of search_words (as its tokenizer stores it: "attack" for
// "attacks") with how many entries of each game hold it, the game as
// kWriteEntrySpans names it ('' for a row of no entry, so that the games'
// counts add up to the table's): what matching the term would count
// (query/term_docs.h), read with one lookup. Refreshed whenever entries are
// written.
inline constexpr const char* kWriteTermDocs = R"sql(
DELETE FROM term_docs;
CREATE VIRTUAL TABLE temp.search_words_instances USING fts5vocab(main, search_words, instance);
CREATE TEMP TABLE entry_games(doc INTEGER PRIMARY KEY, game TEXT NOT NULL);
INSERT INTO temp.entry_games
SELECT rowid, CASE WHEN instr(id, ':') > 0 THEN substr(id, 1, instr(id, ':') - 1) ELSE id END
FROM entries;
INSERT INTO term_docs(term, game, docs)
SELECT term, coalesce(game, ''), count(*)
FROM (SELECT DISTINCT term, doc FROM temp.search_words_instances)
LEFT JOIN temp.entry_games USING (doc)
GROUP BY 1, 2;
DROP TABLE temp.search_words_instances;
DROP TABLE temp.entry_games;
)sql";

}  // namespace arbiter::db
