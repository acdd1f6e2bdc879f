#include "query/word_postings.h"

namespace arbiter::query {

WordPostings::WordPostings(const Database& db, const TermDocs& docs) {
  std::vector<TermDocs::Token> tokens;
  for (Statement st =
           db.prepare("SELECT rowid, title, aliases, text FROM search_words ORDER BY rowid");
       st.step();) {
    const int64_t rowid = st.integer(0);
    ++rows_;
    for (int col = 0; col < 3; ++col) {
      tokens.clear();
      if (!docs.tokens(st.view(col + 1), false, &tokens)) {
        usable_ = false;
        terms_.clear();
        return;
      }
      tokens_ += static_cast<int64_t>(tokens.size());
      for (const TermDocs::Token& t : tokens) {
        std::vector<Row>& rows = terms_[t.term];
        if (rows.empty() || rows.back().rowid != rowid) rows.push_back({rowid, {0, 0, 0}});
        ++rows.back().uses[static_cast<size_t>(col)];
      }
    }
  }
}

const std::vector<WordPostings::Row>* WordPostings::rows_of(const std::string& term) const {
  const auto it = terms_.find(term);
  return it == terms_.end() ? nullptr : &it->second;
}

}  // namespace arbiter::query
