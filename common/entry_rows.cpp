#include "common/entry_rows.h"

#include <charconv>

#include "common/hex_digits.h"
#include "common/text.h"

namespace arbiter {

namespace {

constexpr const char* kKey = "entry_rows";
constexpr size_t kDigits = 6;  // a start: up to 16 MiB of rows

}  // namespace

bool pointer_text(std::string_view text) {
  return starts_with(text, "See: ") && text.find('\n') == std::string_view::npos;
}

// "ROWS FIRST " then ROWS + 1 starts, then each row's flag and id.
void write_entry_rows(Database& db) {
  std::string starts, records;
  int64_t rows = 0, first = 0, next = 0;
  bool fits = true;
  for (Statement st = db.prepare("SELECT rowid, id, text FROM entries ORDER BY rowid");
       fits && st.step();) {
    const int64_t rowid = st.integer(0);
    if (rows == 0) first = next = rowid;
    fits = rowid == next;
    put_hex(starts, records.size(), kDigits);
    records += pointer_text(st.view(2)) ? '1' : '0';
    records += st.view(1);
    ++rows;
    ++next;
  }
  put_hex(starts, records.size(), kDigits);
  fits = fits && records.size() < (size_t{1} << (4 * kDigits));
  Statement drop = db.prepare("DELETE FROM meta WHERE key = ?");
  drop.bind(1, kKey);
  drop.step();
  if (!fits || rows == 0) return;
  Statement put = db.prepare("INSERT INTO meta(key, value) VALUES(?, ?)");
  put.bind(1, kKey);
  put.bind(2, std::to_string(rows) + ' ' + std::to_string(first) + ' ' + starts + records);
  put.step();
}

std::optional<EntryRows> read_entry_rows(const Database& db) {
  Statement st = db.prepare("SELECT value FROM meta WHERE key = ?");
  st.bind(1, kKey);
  if (!st.step()) return std::nullopt;
  EntryRows out;
  out.text_ = st.text(0);
  const char* p = out.text_.data();
  const char* end = p + out.text_.size();
  for (int64_t* v : {&out.rows_, &out.first_}) {
    const auto [q, ec] = std::from_chars(p, end, *v);
    if (ec != std::errc() || q == end || *q != ' ') return std::nullopt;
    p = q + 1;
  }
  out.offsets_ = static_cast<size_t>(p - out.text_.data());
  if (out.rows_ <= 0 ||
      static_cast<size_t>(end - p) < kDigits * (static_cast<size_t>(out.rows_) + 1))
    return std::nullopt;
  out.records_ = out.offsets_ + kDigits * (static_cast<size_t>(out.rows_) + 1);
  if (hex_at(out.text_, out.records_ - kDigits, kDigits) != out.text_.size() - out.records_)
    return std::nullopt;
  return out;
}

std::optional<std::pair<std::string_view, bool>> EntryRows::at(int64_t rowid) const {
  if (rowid < first_ || rowid - first_ >= rows_) return std::nullopt;
  const size_t i = static_cast<size_t>(rowid - first_);
  const size_t from = hex_at(text_, offsets_ + kDigits * i, kDigits);
  const size_t to = hex_at(text_, offsets_ + kDigits * (i + 1), kDigits);
  if (from == std::string_view::npos || to == std::string_view::npos || from >= to ||
      records_ + to > text_.size())
    return std::nullopt;
  const std::string_view record = std::string_view(text_).substr(records_ + from, to - from);
  return std::pair(record.substr(1), record[0] == '1');
}

}  // namespace arbiter
