#include "query/term_docs.h"

#include <stdexcept>
#include <vector>

#include "query/fts_rank.h"

namespace arbiter::query {

// search_words' tokenizer (indexer/db_schema.h), made through FTS5's API
// as the table makes its own.
struct TermDocs::Tokenizer {
  fts5_tokenizer api{};
  Fts5Tokenizer* made = nullptr;
  ~Tokenizer() {
    if (made) api.xDelete(made);
  }
};

namespace {

// (Porter and unicode61 give no colocated tokens; one would be a second
// term here, and the word then matched.)
int add_token(void* out, int, const char* token, int size, int, int) {
  static_cast<std::vector<std::string>*>(out)->emplace_back(token, static_cast<size_t>(size));
  return SQLITE_OK;
}

// Every token, with where it is (colocated ones too: none come of porter
// and unicode61, and FTS5 counts them as no position of their own).
int add_placed_token(void* out, int flags, const char* token, int size, int start, int end) {
  if (flags & FTS5_TOKEN_COLOCATED) return SQLITE_OK;
  static_cast<std::vector<TermDocs::Token>*>(out)->push_back(
      {std::string(token, static_cast<size_t>(size)), start, end});
  return SQLITE_OK;
}

}  // namespace

TermDocs::TermDocs(const Database& db, std::string a, std::string b)
    : db_(db), a_(std::move(a)), b_(std::move(b)) {
  fts5_api* api = fts5_api_of(db);
  // The same arguments as search_words' tokenize option.
  const char* args[] = {"unicode61", "remove_diacritics", "2"};
  auto t = std::make_unique<Tokenizer>();
  void* user = nullptr;
  if (!api || api->xFindTokenizer(api, "porter", &user, &t->api) != SQLITE_OK ||
      t->api.xCreate(user, args, 3, &t->made) != SQLITE_OK) {
    t->made = nullptr;
    return;
  }
  tokenizer_ = std::move(t);
}

// Both counts read a term's rows per game, summed here: one statement for
// both (ask asks for each), and no aggregate to set up for the two or
// three rows a term has.
bool TermDocs::ready() {
  if (!rows_ && !absent_) {
    try {
      rows_.emplace(db_.prepare("SELECT game, docs FROM term_docs WHERE term = ?"));
    } catch (const std::runtime_error&) {
      absent_ = true;  // a database without counts: every word is matched
    }
  }
  return rows_.has_value();
}

TermDocs::~TermDocs() = default;

std::optional<std::string> TermDocs::term_of(std::string_view word) const {
  if (!tokenizer_) return std::nullopt;
  std::vector<std::string> terms;
  if (tokenizer_->api.xTokenize(tokenizer_->made, &terms, FTS5_TOKENIZE_QUERY, word.data(),
                                static_cast<int>(word.size()), add_token) != SQLITE_OK ||
      terms.size() != 1)
    return std::nullopt;
  return std::move(terms.front());
}

bool TermDocs::tokens(std::string_view text, bool query, std::vector<Token>* out) const {
  if (!tokenizer_) return false;
  return tokenizer_->api.xTokenize(
             tokenizer_->made, out, query ? FTS5_TOKENIZE_QUERY : FTS5_TOKENIZE_DOCUMENT,
             text.data(), static_cast<int>(text.size()), add_placed_token) == SQLITE_OK;
}

const TermDocs::Row* TermDocs::row(int64_t rowid) {
  auto it = kept_rows_.find(rowid);
  if (it == kept_rows_.end()) {
    std::optional<Row> row;
    Statement st = db_.prepare("SELECT text FROM search_words WHERE rowid = ?");
    st.bind(1, rowid);
    if (st.step()) {
      row.emplace();
      row->text = st.text(0);
      if (!tokens(row->text, false, &row->tokens)) row.reset();
    }
    it = kept_rows_.emplace(rowid, std::move(row)).first;
  }
  return it->second ? &*it->second : nullptr;
}

void TermDocs::keep_all() {
  for (Statement st = db_.prepare("SELECT rowid, text FROM search_words"); st.step();) {
    std::optional<Row> row(Row{st.text(1), {}});
    if (!tokens(row->text, false, &row->tokens)) row.reset();
    kept_rows_.insert_or_assign(st.integer(0), std::move(row));
  }
  if (!ready()) return;
  kept_counts_.emplace();
  for (Statement st = db_.prepare("SELECT term, game, docs FROM term_docs"); st.step();)
    (*kept_counts_)[st.text(0)].emplace_back(st.text(1), st.integer(2));
}

template <typename Add>
void TermDocs::each_count(const std::string& term, Add add) {
  if (kept_counts_) {
    if (const auto it = kept_counts_->find(term); it != kept_counts_->end())
      for (const auto& [game, docs] : it->second) add(std::string_view(game), docs);
    return;
  }
  rows_->bind(1, term);
  while (rows_->step()) add(rows_->view(0), rows_->integer(1));
  rows_->reset();
}

std::optional<std::array<int64_t, 2>> TermDocs::uses(std::string_view word) {
  const std::optional<std::string> term = term_of(word);
  if (!term || !ready()) return std::nullopt;
  std::array<int64_t, 2> n = {0, 0};
  each_count(*term, [&](std::string_view game, int64_t docs) {
    if (game == a_) n[0] += docs;
    if (game == b_) n[1] += docs;
  });
  return n;
}

std::optional<int64_t> TermDocs::rows(std::string_view word) {
  const std::optional<std::string> term = term_of(word);
  if (!term || !ready()) return std::nullopt;
  int64_t n = 0;
  each_count(*term, [&](std::string_view, int64_t docs) { n += docs; });
  return n;
}

}  // namespace arbiter::query
