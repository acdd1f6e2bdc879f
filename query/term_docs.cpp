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

bool TermDocs::ready(std::optional<Statement>& st, const char* sql) {
  if (!st && !absent_) {
    try {
      st.emplace(db_.prepare(sql));
    } catch (const std::runtime_error&) {
      absent_ = true;  // a database without counts: every word is matched
    }
  }
  return st.has_value();
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

std::optional<std::array<int64_t, 2>> TermDocs::uses(std::string_view word) {
  const std::optional<std::string> term = term_of(word);
  if (!term || !ready(counts_,
                      "SELECT coalesce(sum(docs) FILTER (WHERE game = ?2), 0), "
                      "coalesce(sum(docs) FILTER (WHERE game = ?3), 0) "
                      "FROM term_docs WHERE term = ?1"))
    return std::nullopt;
  counts_->bind(1, *term).bind(2, a_).bind(3, b_);
  std::array<int64_t, 2> n = {0, 0};
  if (counts_->step()) n = {counts_->integer(0), counts_->integer(1)};
  counts_->reset();
  return n;
}

std::optional<int64_t> TermDocs::rows(std::string_view word) {
  const std::optional<std::string> term = term_of(word);
  if (!term || !ready(totals_, "SELECT coalesce(sum(docs), 0) FROM term_docs WHERE term = ?"))
    return std::nullopt;
  totals_->bind(1, *term);
  const int64_t n = totals_->step() ? totals_->integer(0) : 0;
  totals_->reset();
  return n;
}

}  // namespace arbiter::query
