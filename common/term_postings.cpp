#include "common/term_postings.h"

#include <map>
#include <vector>

#include "common/hex_digits.h"

namespace arbiter {

namespace {

constexpr std::string_view kPrefix = "postings:";

}  // namespace

bool TermPostings::at(size_t i, int64_t* rowid, int uses[3]) const {
  const size_t at = i * kWidth;
  const size_t r = hex_at(text_, at, kRowidDigits);
  if (r == std::string_view::npos) return false;
  *rowid = static_cast<int64_t>(r);
  for (size_t c = 0; c < 3; ++c) {
    const size_t u = hex_at(text_, at + kRowidDigits + c * kUseDigits, kUseDigits);
    if (u == std::string_view::npos) return false;
    uses[c] = static_cast<int>(u);
  }
  return true;
}

void write_term_postings(Database& db, int64_t min_rows) {
  db.exec("DELETE FROM meta WHERE key LIKE 'postings:%'");
  db.exec(
      "CREATE VIRTUAL TABLE temp.postings_instances USING fts5vocab(main, search_words, instance)");
  {
    // Each term's rows in order, each row's uses per column.
    Statement st = db.prepare(
        "SELECT i.term, i.doc, i.col, count(*) FROM temp.postings_instances i "
        "WHERE i.term IN (SELECT term FROM term_docs GROUP BY term HAVING sum(docs) >= ?) "
        "GROUP BY 1, 2, 3 ORDER BY 1, 2");
    st.bind(1, min_rows);
    Statement put = db.prepare("INSERT INTO meta(key, value) VALUES(?, ?)");
    std::string term, text;
    bool fits = true;
    int64_t doc = -1;
    int uses[3] = {0, 0, 0};
    auto end_row = [&] {
      if (doc < 0) return;
      fits = fits && doc < (int64_t{1} << (4 * TermPostings::kRowidDigits));
      put_hex(text, static_cast<size_t>(doc), TermPostings::kRowidDigits);
      for (const int u : uses) {
        fits = fits && u < (1 << (4 * TermPostings::kUseDigits));
        put_hex(text, static_cast<size_t>(u), TermPostings::kUseDigits);
      }
      doc = -1;
      uses[0] = uses[1] = uses[2] = 0;
    };
    auto end_term = [&] {
      end_row();
      if (!term.empty() && fits) {
        put.bind(1, std::string(kPrefix) + term).bind(2, text);
        put.step();
        put.reset();
      }
      text.clear();
      fits = true;
    };
    while (st.step()) {
      if (st.view(0) != term) {
        end_term();
        term = st.text(0);
      }
      if (st.integer(1) != doc) {
        end_row();
        doc = st.integer(1);
      }
      const std::string_view col = st.view(2);
      const int c = col == "title" ? 0 : col == "aliases" ? 1 : col == "text" ? 2 : -1;
      if (c < 0)
        fits = false;
      else
        uses[c] += static_cast<int>(st.integer(3));
    }
    end_term();
  }
  db.exec("DROP TABLE temp.postings_instances");
}

std::optional<TermPostings> read_term_postings(const Database& db, std::string_view term) {
  Statement st = db.prepare("SELECT value FROM meta WHERE key = ?");
  st.bind(1, std::string(kPrefix) + std::string(term));
  if (!st.step()) return std::nullopt;
  std::string text = st.text(0);
  if (text.empty() || text.size() % TermPostings::kWidth != 0) return std::nullopt;
  return TermPostings(std::move(text));
}

}  // namespace arbiter
