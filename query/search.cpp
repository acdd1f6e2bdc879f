#include "query/search.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <set>
#include <stdexcept>

#include "common/entry_rows.h"
#include "common/text.h"
#include "query/fts_query.h"
#include "query/hit_rows.h"
#include "query/ranked_rows.h"
#include "query/spelling.h"
#include "query/term_docs.h"
#include "query/title_rows.h"
#include "query/trigram_rows.h"
#include "query/words_snippet.h"

namespace arbiter::query {

namespace {

// Query text longer than this is pasted junk: no title or run of letters in
// the rulebooks is this long, so it can match no title and no part of a word
// (as a trigram phrase it costs SQLite one term a letter: minutes for a
// 100,000-letter word under ASan).
constexpr size_t kLongestMatchable = 200;

// Score bands: a hit's band says how it matched; its relevance orders hits
// within the band.
constexpr double kBandId = 6000, kBandTitle = 5000, kBandAlias = 4000, kBandTitlePrefix = 3000,
                 kBandWords = 2000, kBandPartial = 1000, kBandAny = 0;

// What a hit shows of its entry (columns 0 to 6), and its text.
constexpr const char* kHitColumns = "e.rowid, e.id, e.game, e.edition, e.title, e.kind, e.section";
const std::string kEntryColumns = std::string(kHitColumns) + ", " + kEntryShownText;

// A hit's columns (kHitColumns) from the row `st` is at; with `text`, its
// opening and whether it only points, from column 7 (kEntryColumns).
HitRow entry_row(const Statement& st, bool text) {
  HitRow r;
  r.rowid = st.integer(0);
  r.id = st.text(1);
  r.game = st.text(2);
  r.edition = st.text(3);
  r.title = st.text(4);
  r.kind = st.text(5);
  r.section = st.text(6);
  if (text) {
    r.opening = entry_opening(st.view(7));
    r.only_points = pointer_text(st.view(7));
  }
  return r;
}

class Searcher {
 public:
  Searcher(const Catalog& catalog, const SearchRequest& request)
      : catalog_(catalog),
        request_(request),
        scope_(catalog.scope(request.game, request.edition)),
        kept_rows_(catalog.hit_rows()),
        kept_titles_(catalog.title_rows()) {
    for (const EditionInfo* e : scope_) {
      scope_sql_ += scope_sql_.empty() ? "(e.game || '@' || e.edition) IN (?" : ",?";
      scope_values_.push_back(e->game + "@" + e->label);
    }
    scope_sql_ += ")";
  }

  SearchResult run() {
    const std::vector<std::string> words = query_words(request_.text);
    if (words.empty())
      throw std::invalid_argument("nothing to search for in '" + request_.text.substr(0, 60) +
                                  "': the query has no letters or digits");
    // The page's hits grown into once, not moved as the vector doubles.
    const size_t page = static_cast<size_t>(std::clamp(request_.limit, 1, 64));
    result_.hits.reserve(page);
    rowids_.reserve(page);
    add_id_match();
    add_title_matches(words);
    if (room()) add_fts("search_words", all_of(words), kBandWords, "words", words);
    const bool matched_as_written = !result_.hits.empty();
    if (room()) add_partial(words);
    if (result_.hits.empty() || !matched_as_written) add_corrections(words);
    // Fill with entries matching some of the words: context for a short list.
    if (room() && words.size() > 1) add_fts("search_words", any_of(words), kBandAny, "any", words);
    result_.weak = !matched_as_written;
    return std::move(result_);
  }

 private:
  bool room() const { return static_cast<int>(result_.hits.size()) < request_.limit; }

  Statement prepare(const std::string& sql, int first_scope_param) const {
    Statement st = catalog_.db().prepare(sql);
    for (size_t i = 0; i < scope_values_.size(); ++i)
      st.bind(first_scope_param + static_cast<int>(i), scope_values_[i]);
    return st;
  }

  // Whether the entry would be a hit: there is room, and neither it nor
  // its entry in another edition is one.
  bool wanted(const HitRow& r) const {
    return room() && !seen_.count(r.rowid) && !seen_ids_.count(r.id);
  }

  // The entry `rowid`, from the rows the catalog keeps or else read (with
  // its opening when `text`); null when there is none.
  const HitRow* entry(int64_t rowid, bool text) {
    if (kept_rows_) return kept_rows_->find(rowid);
    Statement st =
        catalog_.db().prepare(std::string("SELECT ") + (text ? kEntryColumns : kHitColumns) +
                              " FROM entries e WHERE e.rowid = ?");
    st.bind(1, rowid);
    if (!st.step()) return nullptr;
    return &read_.emplace_back(entry_row(st, text));
  }

  // The opening of an entry entry() read without its text.
  std::string opening_of(const HitRow& r) const {
    return kept_rows_ ? r.opening : entry_opening(entry_text(r.rowid));
  }

  // `shown` is the hit's snippet, or its text's opening when it has none;
  // made only for a row wanted().
  void add_hit(const HitRow& r, double score, const std::string& match, const std::string& shown) {
    if (!room() || !seen_.insert(r.rowid).second) return;
    // One hit per entry: the first (best-ranked) edition's text.
    if (!seen_ids_.insert(r.id).second) return;
    rowids_.push_back(r.rowid);
    SearchHit hit;
    hit.id = r.id;
    hit.game = r.game;
    hit.edition = r.edition;
    hit.title = r.title;
    hit.kind = r.kind;
    hit.section = r.section;
    hit.snippet = collapse_whitespace(shown);
    hit.score = score;
    hit.match = match;
    result_.hits.push_back(std::move(hit));
  }

  // A snippet for a hit found by title: the matched words in its text if
  // any, else the text's opening.
  std::string snippet_for(int64_t rowid, const std::string& opening) const {
    const std::vector<std::string> words = query_words(request_.text);
    // Matched on the text column alone: a row whose text has none of the
    // words is not found.
    if (const SnippetQuery q(catalog_.term_docs(), words); q.usable()) {
      const std::optional<std::string> made = words_snippet(q, rowid, true);
      return made && !made->empty() ? *made : opening;
    }
    Statement st = catalog_.db().prepare(
        "SELECT snippet(search_words, 2, char(2), char(3), '…', 20) FROM search_words "
        "WHERE search_words MATCH ? AND rowid = ?");
    st.bind(1, "text : (" + any_of(words) + ")").bind(2, rowid);
    if (st.step() && !st.view(0).empty()) return st.text(0);
    return opening;
  }

  // The snippet of search_words' row `rowid` for a match of the query's
  // phrases, worked out here (query/words_snippet.h); none when the row is
  // not there, or (`only_if_found`) none of its phrases is in its text.
  std::optional<std::string> words_snippet(const SnippetQuery& q, int64_t rowid,
                                           bool only_if_found) const {
    const TermDocs::Row* row = catalog_.term_docs().row(rowid);
    if (!row) return std::nullopt;
    return q.snippet(row->text, row->tokens, only_if_found);
  }

  void add_id_hit(const Statement& st) {
    const HitRow r = entry_row(st, true);
    add_hit(r, kBandId, "id", r.opening);
  }

  void add_id_match() {
    const EntryRef ref = parse_entry_ref(trim(request_.text));
    if (ref.id.find(':') == std::string::npos) return;
    std::string sql =
        std::string("SELECT ") + kEntryColumns + " FROM entries e WHERE e.id = ? AND ";
    if (ref.edition.empty()) {
      Statement st = prepare(sql + scope_sql_, 2);
      st.bind(1, ref.id);
      while (st.step()) add_id_hit(st);
    } else {
      Statement st = catalog_.db().prepare(sql + "e.edition = ?");
      st.bind(1, ref.id).bind(2, ref.edition);
      while (st.step()) add_id_hit(st);
    }
  }

  // An entry a title names, in scope: `is_primary` 1 when it is the
  // entry's own title, 0 for an alias.
  struct Titled {
    const HitRow* row;
    int64_t is_primary;
    size_t length = 0;  // the title's characters (kept titles only)
  };

  void add_title_matches(const std::vector<std::string>& words) {
    std::string key;
    for (const std::string& w : words) key += (key.empty() ? "" : "-") + w;
    std::vector<int64_t> pointers;
    for (const Titled& t : titled(key, false)) {
      // An entry that only says "See: X" ranks after the entries whose
      // titles begin with the words (the keyword it points at, say).
      if (t.row->only_points) {
        pointers.push_back(t.row->rowid);
        continue;
      }
      const bool primary = t.is_primary == 1;
      add_hit(*t.row, primary ? kBandTitle : kBandAlias, primary ? "title" : "alias",
              wanted(*t.row) ? snippet_for(t.row->rowid, t.row->opening) : "");
    }
    pointers_ = pointers;
    // No title is this long.
    if (key.size() < 3 || key.size() > kLongestMatchable) return add_pointers();
    for (const Titled& t : titled(key, true))
      add_hit(*t.row, kBandTitlePrefix, "title",
              wanted(*t.row) ? snippet_for(t.row->rowid, t.row->opening) : "");
    add_pointers();
  }

  // The entries in scope titled `key`, the primary titles first, in the
  // rulebook's order; or (`prefixed`) those with a title that begins with
  // its words, the shortest titles first.
  std::vector<Titled> titled(const std::string& key, bool prefixed) {
    std::vector<Titled> out;
    if (kept_titles_ && kept_rows_) {
      for (const TitleRow& t :
           prefixed ? kept_titles_->between(key + "-", key + ".") : kept_titles_->between(key))
        if (const HitRow* r = kept_rows_->find(t.entry); r && in_scope(*r))
          out.push_back({r, t.is_primary, t.length});
      // As the statements below order them, ties as the index reads them.
      std::stable_sort(out.begin(), out.end(), [&](const Titled& a, const Titled& b) {
        if (prefixed && a.length != b.length) return a.length < b.length;
        if (a.is_primary != b.is_primary) return a.is_primary > b.is_primary;
        return !prefixed && a.row->ord < b.row->ord;
      });
      return out;
    }
    // Titles that begin with the words: a range of the index on norm ('.'
    // follows '-'), where a LIKE would read every title and be prepared anew
    // for each pattern.
    Statement st =
        prefixed ? prepare(std::string("SELECT ") + kEntryColumns +
                               ", t.is_primary FROM titles t JOIN entries e ON e.rowid = t.entry "
                               "WHERE t.norm >= ? AND t.norm < ? AND " +
                               scope_sql_ + " ORDER BY length(t.norm), t.is_primary DESC",
                           3)
                 : prepare(std::string("SELECT ") + kEntryColumns +
                               ", t.is_primary FROM titles t JOIN entries e ON e.rowid = t.entry "
                               "WHERE t.norm = ? AND " +
                               scope_sql_ + " ORDER BY t.is_primary DESC, e.ord",
                           2);
    if (prefixed)
      st.bind(1, key + "-").bind(2, key + ".");
    else
      st.bind(1, key);
    while (st.step()) out.push_back({&read_.emplace_back(entry_row(st, true)), st.integer(8)});
    return out;
  }

  bool in_scope(const HitRow& r) const {
    return std::any_of(scope_.begin(), scope_.end(), [&](const EditionInfo* e) {
      return e->game == r.game && e->label == r.edition;
    });
  }

  void add_pointers() {
    for (int64_t rowid : pointers_)
      if (const HitRow* r = entry(rowid, true))
        add_hit(*r, kBandTitlePrefix - 1, "title", r->opening);
    pointers_.clear();
  }

  void add_fts(const char* table, const std::string& match, double band, const std::string& kind,
               const std::vector<std::string>& words) {
    if (match.empty() || !room()) return;
    const std::string t = table;
    // Ranked first (query/ranked_rows.h: FTS5's order and bm25's scores,
    // scoring only the rows in scope), then each row read in turn until the
    // page is full.
    if (!row_scope_) row_scope_ = row_scope(catalog_, scope_);
    const std::vector<RankedRow> ranked = ranked_rows(catalog_, t, match, words, *row_scope_,
                                                      static_cast<int64_t>(request_.limit) * 3);
    if (ranked.empty()) return;
    // A snippet tokenizes the row's whole text again: made only for a row
    // kept, not for one already among the hits (its rowid, or its id from
    // another edition), which is read only to be passed over.
    Statement snippet =
        catalog_.db().prepare("SELECT snippet(" + t + ", 2, char(2), char(3), '…', 20) FROM " + t +
                              " WHERE " + t + " MATCH ? AND rowid = ?");
    // search_words' snippets are worked out here from the words, without
    // matching them again for each row (query/words_snippet.h).
    std::optional<SnippetQuery> words_query;
    if (t == "search_words" && !words.empty()) words_query.emplace(catalog_.term_docs(), words);
    if (words_query && !words_query->usable()) words_query.reset();
    for (const RankedRow& r : ranked) {
      if (!room()) break;
      // The text (a long section's all of its sub-entries') is read only
      // for a hit with no snippet, to show its opening.
      const HitRow* row = entry(r.rowid, false);
      if (!row) continue;
      std::string text;
      if (wanted(*row)) {
        std::optional<std::string> made;
        if (words_query) made = words_snippet(*words_query, r.rowid, false);
        if (made) {
          text = std::move(*made);
        } else {
          snippet.bind(1, match).bind(2, r.rowid);
          if (snippet.step()) text = snippet.text(0);
          snippet.reset();
        }
        if (text.empty()) text = opening_of(*row);
      }
      // bm25 is negative, more negative is better; keep within the band.
      const double relevance = std::min(999.0, -r.score * 10.0);
      add_hit(*row, band + relevance, kind, text);
    }
  }

  std::string entry_text(int64_t rowid) const {
    Statement st = catalog_.db().prepare(std::string("SELECT ") + kEntryShownText +
                                         " FROM entries e WHERE e.rowid = ?");
    st.bind(1, rowid);
    return st.step() ? st.text(0) : "";
  }

  void add_partial(const std::vector<std::string>& words) {
    std::vector<std::string> long_words;
    for (const std::string& w : words) {
      if (w.size() > kLongestMatchable) return;  // all the words must match: none can
      if (w.size() >= 3) long_words.push_back(w);
    }
    if (long_words.empty()) return;
    const std::string match = all_of(long_words);
    // The partial words mostly find the entries the words found: when every
    // row they match is one of the hits already, ranking them (each
    // phrase's rows counted for its IDF, its trigrams matched again) would
    // add nothing.
    if (!seen_.empty()) {
      if (!row_scope_) row_scope_ = row_scope(catalog_, scope_);
      if (!any_new(partial_rows(long_words, match))) return;
    }
    add_fts("search_trigram", match, kBandPartial, "partial", {});
  }

  // The rows in scope that the words match in search_trigram: found among
  // the trigrams the catalog keeps, when it keeps them, else by FTS5.
  std::vector<int64_t> partial_rows(const std::vector<std::string>& words,
                                    const std::string& match) const {
    const TrigramRows* kept = row_scope_->runs ? catalog_.trigram_rows() : nullptr;
    if (std::optional<std::vector<int64_t>> rows = kept ? kept->matching(words) : std::nullopt) {
      std::erase_if(*rows, [&](int64_t rowid) {
        return std::none_of(row_scope_->runs->begin(), row_scope_->runs->end(),
                            [&](const GameRows& run) { return run.holds(rowid); });
      });
      return std::move(*rows);
    }
    return matching_rows(catalog_, "search_trigram", match, *row_scope_);
  }

  // Whether a row is neither a hit nor an entry whose id is one.
  bool any_new(const std::vector<int64_t>& rowids) {
    for (const int64_t rowid : rowids) {
      if (seen_.count(rowid)) continue;
      if (const HitRow* r = entry(rowid, false); r && !seen_ids_.count(r->id)) return true;
    }
    return false;
  }

  void add_corrections(const std::vector<std::string>& words) {
    std::vector<std::string> corrected;
    bool changed = false;
    for (const std::string& w : words) {
      if (known_word(catalog_.db(), w)) {
        corrected.push_back(w);
        continue;
      }
      if (auto fix = correct_word(catalog_, w)) {
        corrected.push_back(*fix);
        changed = true;
      } else {
        corrected.push_back(w);
      }
    }
    if (!changed) return;
    std::string text;
    for (const std::string& w : corrected) text += (text.empty() ? "" : " ") + w;
    result_.corrected = text;
    // Titles first, as for the query as written.
    SearchRequest again = request_;
    again.text = text;
    Searcher corrected_search(catalog_, again);
    corrected_search.add_title_matches(corrected);
    corrected_search.add_fts("search_words", all_of(corrected), kBandWords, "corrected", corrected);
    for (size_t i = 0; i < corrected_search.result_.hits.size(); ++i) {
      SearchHit& hit = corrected_search.result_.hits[i];
      if (!room()) break;
      if (seen_.count(corrected_search.rowids_[i]) || seen_ids_.count(hit.id)) continue;
      seen_.insert(corrected_search.rowids_[i]);
      seen_ids_.insert(hit.id);
      hit.match = "corrected";
      hit.score -= 1500;  // below anything that matched as written
      rowids_.push_back(corrected_search.rowids_[i]);
      result_.hits.push_back(std::move(hit));
    }
  }

  const Catalog& catalog_;
  SearchRequest request_;
  std::vector<const EditionInfo*> scope_;
  // Kept by a catalog that answers many searches; else read by statements.
  const HitRows* kept_rows_;
  const TitleRows* kept_titles_;
  std::deque<HitRow> read_;  // the entries read by statements, for this search
  std::string scope_sql_;
  std::vector<std::string> scope_values_;
  std::optional<RowScope> row_scope_;  // worked out for the first ranking
  std::set<int64_t> seen_;
  std::set<std::string> seen_ids_;
  std::vector<int64_t> rowids_;    // parallel to result_.hits
  std::vector<int64_t> pointers_;  // exact-title "See:" entries, added after prefix matches
  SearchResult result_;
};

}  // namespace

SearchResult search(const Catalog& catalog, const SearchRequest& request) {
  const FirstWords read = first_words(request.text, kMaxSearchWords);
  if (read.words_left_out == 0) return Searcher(catalog, request).run();
  SearchRequest clipped = request;
  clipped.text = read.text;
  SearchResult result = Searcher(catalog, clipped).run();
  result.words_not_read = read.words_left_out;
  return result;
}

}  // namespace arbiter::query
