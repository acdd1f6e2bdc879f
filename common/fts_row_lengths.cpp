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

int RowLengths::at(size_t i) const {
  int v = 0;
  for (size_t k = 4 * i; k < 4 * i + 4; ++k) {
    const char c = digits[k];
    const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

// "ROWS TOKENS FIRST " and four hex digits a row.
void write_row_lengths(Database& db, const std::string& table) {
  static constexpr char kHex[] = "0123456789abcdef";
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
    for (int shift = 12; shift >= 0; shift -= 4) digits += kHex[(length >> shift) & 0xf];
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
