#include "indexer/index_builder.h"
#include "indexer/temp_file.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>

#include "common/entry_rows.h"
#include "common/fts_row_lengths.h"
#include "common/sqlite.h"
#include "common/term_postings.h"
#include "common/text.h"
#include "common/vocabulary_pack.h"
#include "indexer/corpus_check.h"
#include "indexer/corpus_reader.h"
#include "indexer/db_schema.h"

namespace arbiter::db {

namespace {

// Lower-case ASCII words of three or more letters or digits: the vocabulary
// that "did you mean" corrections are drawn from.
void count_words(const std::string& text, std::map<std::string, int>& freq, int weight) {
  std::string word;
  auto flush = [&] {
    if (word.size() >= 3) freq[word] += weight;
    word.clear();
  };
  for (char c : text) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
      word += c;
    else if (c >= 'A' && c <= 'Z')
      word += static_cast<char>(c - 'A' + 'a');
    else
      flush();
  }
  flush();
}

std::string joined(const std::vector<std::string>& items, const char* sep) {
  std::string out;
  for (const std::string& s : items) {
    if (!out.empty()) out += sep;
    out += s;
  }
  return out;
}

// The vocabulary and card abilities packed as `ask` loads them at every
// start (common/vocabulary_pack.h).
std::string packed(const std::vector<corpus::VocabularyRow>& vocabulary,
                   const std::vector<corpus::CardAbilityRow>& cards) {
  std::vector<std::string> entries;
  entries.reserve(vocabulary.size());
  for (const corpus::VocabularyRow& v : vocabulary) entries.push_back(joined(v.entries, ","));
  std::vector<PackedTerm> terms;
  for (size_t k = 0; k < vocabulary.size(); ++k) {
    const corpus::VocabularyRow& v = vocabulary[k];
    terms.push_back({v.game, v.phrase, v.concept_name, entries[k]});
  }
  std::vector<PackedCard> rows;
  for (const corpus::CardAbilityRow& c : cards)
    rows.push_back({c.game, c.phrase, c.role, c.ability, c.implies, c.entry});
  return pack_vocabulary(terms, rows);
}

class Writer {
 public:
  explicit Writer(Database& db) : db_(db) {}

  IndexStats write(const std::vector<corpus::Edition>& editions,
                   const std::vector<PredicateRow>& predicates,
                   const std::vector<corpus::VocabularyRow>& vocabulary,
                   const std::vector<corpus::CardAbilityRow>& cards) {
    IndexStats stats = write_editions(editions);
    write_words();
    Statement pred =
        db_.prepare("INSERT INTO predicates(id,game,summary,editions) VALUES(?,?,?,?)");
    Statement cite = db_.prepare("INSERT INTO predicate_cites(predicate,entry) VALUES(?,?)");
    for (const PredicateRow& p : predicates) {
      pred.bind(1, p.id).bind(2, p.game).bind(3, p.summary).bind(4, joined(p.editions, ","));
      pred.step();
      pred.reset();
      for (const std::string& c : p.cites) {
        cite.bind(1, p.id).bind(2, c);
        cite.step();
        cite.reset();
      }
      ++stats.predicates;
    }
    // The vocabulary and the card abilities are kept packed in meta alone:
    // every command's first statement parses the whole schema, and tables
    // of their own were parsed by every command and read by none.
    stats.vocabulary += static_cast<int>(vocabulary.size());
    stats.card_abilities += static_cast<int>(cards.size());
    Statement meta = db_.prepare("INSERT INTO meta(key,value) VALUES(?,?)");
    meta.bind(1, "schema_version").bind(2, std::to_string(kSchemaVersion));
    meta.step();
    meta.reset();
    meta.bind(1, "vocabulary").bind(2, packed(vocabulary, cards));
    meta.step();
    return stats;
  }

  // The editions' entries, blocks, titles, references and search rows; their
  // words join the spelling vocabulary.
  IndexStats write_editions(const std::vector<corpus::Edition>& editions) {
    IndexStats stats;
    Statement ins_edition = db_.prepare(
        "INSERT INTO editions(game,label,scope,sequence,source,name,file) VALUES(?,?,?,?,?,?,?)");
    for (const corpus::Edition& ed : editions) {
      ins_edition.bind(1, ed.game).bind(2, ed.label).bind(3, ed.scope);
      ins_edition.bind(4, static_cast<int64_t>(ed.sequence)).bind(5, ed.source);
      ins_edition.bind(6, ed.name).bind(7, ed.file);
      ins_edition.step();
      ins_edition.reset();
      ++stats.editions;
      int ord = 0;  // reading order within the edition
      for (const corpus::Entry& e : ed.entries) write_entry(ed, e, ord++, stats);
    }
    return stats;
  }

  void write_words() {
    Statement find = db_.prepare("SELECT rowid FROM words WHERE word=?");
    Statement add = db_.prepare("UPDATE words SET freq=freq+? WHERE rowid=?");
    Statement ins = db_.prepare("INSERT INTO words(word,freq) VALUES(?,?)");
    Statement tri = db_.prepare("INSERT INTO words_trigram(rowid,word) VALUES(?,?)");
    for (const auto& [word, freq] : word_freq_) {
      find.bind(1, word);
      const bool known = find.step();
      const int64_t rowid = known ? find.integer(0) : 0;
      find.reset();
      if (known) {
        add.bind(1, static_cast<int64_t>(freq)).bind(2, rowid);
        add.step();
        add.reset();
        continue;
      }
      ins.bind(1, word).bind(2, static_cast<int64_t>(freq));
      ins.step();
      ins.reset();
      tri.bind(1, sqlite3_last_insert_rowid(db_.handle())).bind(2, word);
      tri.step();
      tri.reset();
    }
  }

 private:
  void write_entry(const corpus::Edition& ed, const corpus::Entry& e, int ord, IndexStats& stats) {
    int first = 0, last = 0;
    corpus::Lines lines;
    for (const corpus::Block& b : e.blocks)
      for (const corpus::LineSpan& s : b.lines) {
        lines.push_back(s);
        first = first == 0 ? s.first : std::min(first, s.first);
        last = std::max(last, s.last);
      }
    Statement& ins = entry_stmt_;
    ins.bind(1, e.id).bind(2, ed.game).bind(3, ed.label).bind(4, e.kind).bind(5, e.number);
    ins.bind(6, e.title).bind(7, e.parent).bind(8, e.section).bind(9, static_cast<int64_t>(ord));
    ins.bind(10, e.text).bind(11, e.full_text).bind(12, ed.source);
    ins.bind(13, corpus::format_lines(corpus::merge_lines(lines)));
    ins.bind(14, static_cast<int64_t>(first)).bind(15, static_cast<int64_t>(last));
    ins.step();
    ins.reset();
    const int64_t rowid = sqlite3_last_insert_rowid(db_.handle());
    ++stats.entries;

    int block_ord = 0;
    for (const corpus::Block& b : e.blocks) {
      block_stmt_.bind(1, rowid).bind(2, static_cast<int64_t>(block_ord++));
      block_stmt_.bind(3, b.header ? "header" : corpus::block_type_name(b.type));
      block_stmt_.bind(4, static_cast<int64_t>(b.number)).bind(5, b.text);
      block_stmt_.bind(6, corpus::format_lines(b.lines));
      block_stmt_.step();
      block_stmt_.reset();
    }

    std::vector<std::string> aliases = e.aliases;
    // A numbered entry is also found by its number, and by "NUMBER TITLE" as printed.
    if (!e.number.empty() && e.number != e.title) {
      aliases.push_back(e.number);
      aliases.push_back(e.number + " " + e.title);
    }
    add_title(rowid, e.title, true);
    for (const std::string& a : aliases) add_title(rowid, a, false);

    for (const corpus::Ref& r : e.refs) {
      ref_stmt_.bind(1, rowid).bind(2, e.id).bind(3, ed.label).bind(4, r.to).bind(5, r.kind);
      ref_stmt_.bind(6, r.words).bind(7, r.outside);
      ref_stmt_.step();
      ref_stmt_.reset();
      ++stats.references;
      if (!r.outside.empty()) ++stats.outside_references;
    }

    const std::string alias_text = joined(aliases, "\n");
    for (Statement* fts : {&fts_words_, &fts_trigram_}) {
      fts->bind(1, rowid).bind(2, e.title).bind(3, alias_text).bind(4, e.text);
      fts->step();
      fts->reset();
    }
    count_words(e.title + " " + alias_text, word_freq_, 5);
    count_words(e.text, word_freq_, 1);
  }

  void add_title(int64_t rowid, const std::string& title, bool primary) {
    title_stmt_.bind(1, rowid).bind(2, title).bind(3, slugify(title));
    title_stmt_.bind(4, static_cast<int64_t>(primary ? 1 : 0));
    title_stmt_.step();
    title_stmt_.reset();
  }

  Database& db_;
  Statement entry_stmt_ = db_.prepare(
      "INSERT INTO entries(id,game,edition,kind,number,title,parent,section,ord,text,full_text,"
      "source,lines,first_line,last_line) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
  Statement block_stmt_ =
      db_.prepare("INSERT INTO blocks(entry,ord,type,number,text,lines) VALUES(?,?,?,?,?,?)");
  Statement title_stmt_ =
      db_.prepare("INSERT INTO titles(entry,title,norm,is_primary) VALUES(?,?,?,?)");
  Statement ref_stmt_ = db_.prepare(
      "INSERT INTO refs(from_entry,from_id,edition,to_id,kind,words,outside) "
      "VALUES(?,?,?,?,?,?,?)");
  Statement fts_words_ =
      db_.prepare("INSERT INTO search_words(rowid,title,aliases,text) VALUES(?,?,?,?)");
  Statement fts_trigram_ =
      db_.prepare("INSERT INTO search_trigram(rowid,title,aliases,text) VALUES(?,?,?,?)");
  std::map<std::string, int> word_freq_;
};

}  // namespace

std::set<std::string> all_ids(const std::vector<corpus::Edition>& editions) {
  std::set<std::string> ids;
  for (const corpus::Edition& ed : editions)
    for (const corpus::Entry& e : ed.entries) ids.insert(e.id);
  return ids;
}

std::vector<std::string> check_predicates(const std::set<std::string>& ids,
                                          const std::vector<PredicateRow>& predicates) {
  std::vector<std::string> problems;
  for (const PredicateRow& p : predicates)
    for (const std::string& c : p.cites)
      if (!ids.count(c))
        problems.push_back("predicate " + p.id + " cites unknown entry '" + c + "'");
  return problems;
}

IndexStats write_index(const std::vector<corpus::Edition>& editions, const std::string& output,
                       const std::vector<PredicateRow>& predicates,
                       const std::vector<corpus::VocabularyRow>& vocabulary,
                       const std::vector<corpus::CardAbilityRow>& cards) {
  TempFile tmp(output);
  IndexStats stats;
  {
    Database db(tmp.path(), Database::Mode::Create);
    db.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;");
    Transaction tx(db);
    db.exec(kSchema);
    stats = Writer(db).write(editions, predicates, vocabulary, cards);
    db.exec(kWriteEntrySpans);
    db.exec(kWriteNumberedSections);
    db.exec(
        "INSERT INTO search_words(search_words) VALUES('optimize');"
        "INSERT INTO search_trigram(search_trigram) VALUES('optimize');");
    db.exec(kWriteTermDocs);
    write_row_lengths(db, "search_words");
    write_entry_rows(db);
    write_term_postings(db, kPostingsMinRows);
    tx.commit();
  }
  tmp.commit();
  return stats;
}

IndexStats append_editions(const std::string& base, const std::vector<corpus::Edition>& editions,
                           const std::string& output, const std::function<void(Database&)>& also) {
  TempFile tmp(output);
  IndexStats stats;
  std::filesystem::copy_file(base, tmp.path(), std::filesystem::copy_options::overwrite_existing);
  {
    Database db(tmp.path(), Database::Mode::Create);
    db.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;");
    Transaction tx(db);
    Writer writer(db);
    stats = writer.write_editions(editions);
    writer.write_words();
    if (also) also(db);
    db.exec(kWriteEntrySpans);
    db.exec(kWriteNumberedSections);
    db.exec(
        "INSERT INTO search_words(search_words) VALUES('optimize');"
        "INSERT INTO search_trigram(search_trigram) VALUES('optimize');");
    db.exec(kWriteTermDocs);
    write_row_lengths(db, "search_words");
    write_entry_rows(db);
    write_term_postings(db, kPostingsMinRows);
    tx.commit();
  }
  tmp.commit();
  return stats;
}

IndexStats build_index(const std::string& corpus_dir, const std::string& output,
                       const std::vector<PredicateRow>& predicates) {
  const std::vector<std::string> files = corpus::list_edition_files(corpus_dir);
  if (files.empty()) throw std::runtime_error(corpus_dir + ": no corpus XML files found");
  std::vector<corpus::Edition> editions;
  for (const std::string& f : files) editions.push_back(corpus::read_edition_file(f));
  std::vector<std::string> problems = corpus::check_corpus(editions);
  const std::set<std::string> ids = all_ids(editions);
  for (const std::string& p : check_predicates(ids, predicates)) problems.push_back(p);
  const std::string vocabulary_path =
      (std::filesystem::path(corpus_dir) / "vocabulary.tsv").string();
  const std::vector<corpus::VocabularyRow> vocabulary = corpus::read_vocabulary(vocabulary_path);
  const std::string cards_path =
      (std::filesystem::path(corpus_dir) / "card-abilities.tsv").string();
  const std::vector<corpus::CardAbilityRow> cards = corpus::read_card_abilities(cards_path);
  for (const corpus::VocabularyRow& v : vocabulary)
    for (const std::string& e : v.entries)
      if (!ids.count(e))
        problems.push_back(vocabulary_path + ":" + std::to_string(v.line) + ": vocabulary entry '" +
                           e + "' does not exist");
  for (const corpus::CardAbilityRow& c : cards)
    if (!ids.count(c.entry))
      problems.push_back(cards_path + ":" + std::to_string(c.line) + ": card ability entry '" +
                         c.entry + "' does not exist");
  if (!problems.empty()) {
    std::string msg =
        std::to_string(problems.size()) + " problem(s) in the corpus; no database written";
    for (const std::string& p : problems) msg += "\n" + p;
    throw std::runtime_error(msg);
  }
  return write_index(editions, output, predicates, vocabulary, cards);
}

}  // namespace arbiter::db
