#include "common/fts_row_lengths.h"

#include <charconv>

#include "common/hex_digits.h"

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

int RowLengths::at(size_t i) const {
  const size_t v = hex_at(digits, 4 * i, 4);
  return v == std::string_view::npos ? -1 : static_cast<int>(v);
}

// "ROWS TOKENS FIRST " and four hex digits a row.
void write_row_lengths(Database& db, const std::string& table) {
  std::string digits;
  int64_t rows = 0, tokens = 0, first = 0, next = 0;
  bool fits = true;
  for (Statement st = db.prepare("SELECT id, sz FROM " + table + "_docsize ORDER BY id");
       fits && st.step();) {
    const int64_t id = st.integer(0);
    if (rows == 0) first = next = id;
    const std::string_view record = st.view(1);
    int length = 0;
    fits = id == next &&
           docsize_length(reinterpret_cast<const unsigned char*>(record.data()),
                          static_cast<int>(record.size()), &length) &&
           length <= 0xffff;
    put_hex(digits, static_cast<size_t>(length), 4);
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
                  ' ' + digits);
  put.step();
}

std::optional<RowLengths> read_row_lengths(const Database& db, std::string_view table) {
  Statement st = db.prepare("SELECT value FROM meta WHERE key = ?");
  st.bind(1, row_lengths_key(table));
  if (!st.step()) return std::nullopt;
  const std::string_view text = st.view(0);
  const char* p = text.data();
  const char* end = p + text.size();
  RowLengths out;
  for (int64_t* v : {&out.rows, &out.tokens, &out.first}) {
    const auto [q, ec] = std::from_chars(p, end, *v);
    if (ec != std::errc() || q == end || *q != ' ') return std::nullopt;
    p = q + 1;
  }
  if (out.rows <= 0 || static_cast<size_t>(end - p) != 4 * static_cast<size_t>(out.rows))
    return std::nullopt;
  out.digits.assign(p, end);
  return out;
}

}  // namespace arbiter
