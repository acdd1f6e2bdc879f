// Fixed-width lowercase hex numbers in a text, for the tables kept in meta
// (common/fts_row_lengths.h, common/entry_rows.h): the Nth is read at a
// known place without reading the ones before it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace arbiter {

// Appends `value` as `digits` hex digits (its low bits when longer).
inline void put_hex(std::string& out, size_t value, size_t digits) {
  static constexpr char kHex[] = "0123456789abcdef";
  for (size_t k = digits; k-- > 0;) out += kHex[(value >> (4 * k)) & 0xf];
}

// The `digits` hex digits at `at` as a number; npos when one is not a hex
// digit or the text ends first.
inline size_t hex_at(std::string_view text, size_t at, size_t digits) {
  if (at + digits > text.size()) return std::string_view::npos;
  size_t v = 0;
  for (size_t k = at; k < at + digits; ++k) {
    const char c = text[k];
    const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (d < 0) return std::string_view::npos;
    v = v * 16 + static_cast<size_t>(d);
  }
  return v;
}

}  // namespace arbiter
