#include "common/fts_row_lengths.h"

#include <charconv>

namespace arbiter {

bool docsize_length(const unsigned char* p, int n, int* length) {
  int total = 0;
  for (int i = 0; i < n;) {
    uint64_t v = 0;
    int k = 0;
    for (; k < 8 && i < n && (p[i] & 0x80); ++k) v = (v << 7) | (p[i++] & 0x7f);
    if (i == n) return false;
    v = k == 8 ? (v << 8) | p[i++] : (v << 7) | p[i++];
    total += static_cast<int>(v);
  }
  *length = total;
  return true;
}

std::string row_lengths_key(std::string_view table) {
  return "lengths:" + std::string(table);
}

// "ROWS TOKENS FIRST L L L ...": the counts, the first rowid, each length.
void write_row_lengths(Database& db, const std::string& table) {
  std::string lengths;
  int64_t rows = 0, tokens = 0, first = 0, next = 0;
  bool fits = true;
  for (Statement st = db.prepare("SELECT id, sz FROM " + table + "_docsize ORDER BY id");
       fits && st.step();) {
    const int64_t id = st.integer(0);
    if (rows == 0) first = next = id;
    const std::string_view record = st.view(1);
    int length = 0;
    fits = id == next && docsize_length(reinterpret_cast<const unsigned char*>(record.data()),
                                        static_cast<int>(record.size()), &length);
    lengths += ' ' + std::to_string(length);
    tokens += length;
    ++rows;
    ++next;
  }
  Statement drop = db.prepare("DELETE FROM meta WHERE key = ?");
  drop.bind(1, row_lengths_key(table));
  drop.step();
  if (!fits || rows == 0) return;
  Statement put = db.prepare("INSERT INTO meta(key, value) VALUES(?, ?)");
  put.bind(1, row_lengths_key(table));
  put.bind(2, std::to_string(rows) + ' ' + std::to_string(tokens) + ' ' + std::to_string(first) +
                  lengths);
  put.step();
}

std::optional<RowLengths> read_row_lengths(const Database& db, std::string_view table) {
  Statement st = db.prepare("SELECT value FROM meta WHERE key = ?");
  st.bind(1, row_lengths_key(table));
  if (!st.step()) return std::nullopt;
  const std::string_view text = st.view(0);
  const char* p = text.data();
  const char* end = p + text.size();
  // The next number after one space (the first: none).
  auto number = [&](int64_t& v, bool space) {
    if (space && (p == end || *p++ != ' ')) return false;
    const auto [q, ec] = std::from_chars(p, end, v);
    p = q;
    return ec == std::errc();
  };
  RowLengths out;
  if (!number(out.rows, false) || !number(out.tokens, true) || !number(out.first, true) ||
      out.rows <= 0 || out.rows > static_cast<int64_t>(text.size()))
    return std::nullopt;
  out.lengths.reserve(static_cast<size_t>(out.rows));
  for (int64_t i = 0; i < out.rows; ++i) {
    int64_t v = 0;
    if (!number(v, true) || v < 0 || v > INT32_MAX) return std::nullopt;
    out.lengths.push_back(static_cast<int>(v));
  }
  if (p != end) return std::nullopt;
  return out;
}

}  // namespace arbiter
