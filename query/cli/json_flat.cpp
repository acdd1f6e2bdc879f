#include "query/cli/json_flat.h"

#include <array>
#include <cmath>
#include <cstring>

#include "common/json.h"

namespace arbiter::cli {

namespace {

// The length of the well-formed UTF-8 sequence at s[i] (Unicode's table
// 3-7: no overlong forms, no surrogates, nothing past U+10FFFF), or 0.
size_t sequence_length(std::string_view s, size_t i) {
  const auto at = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = at(i);
  const size_t left = s.size() - i;
  const auto cont = [&](size_t k, unsigned char lo, unsigned char hi) {
    return k < left && at(i + k) >= lo && at(i + k) <= hi;
  };
  if (c >= 0xC2 && c <= 0xDF) return cont(1, 0x80, 0xBF) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    const unsigned char lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    return cont(1, lo, hi) && cont(2, 0x80, 0xBF) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    const unsigned char lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    return cont(1, lo, hi) && cont(2, 0x80, 0xBF) && cont(3, 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

// The bytes copied as they are: printable ASCII but the quote and the
// backslash.
constexpr std::array<bool, 256> kPlain = [] {
  std::array<bool, 256> plain{};
  for (int c = 0x20; c < 0x80; ++c) plain[static_cast<size_t>(c)] = c != '"' && c != '\\';
  return plain;
}();

// The bytes before the first of `s`'s from `i` that is not kPlain, read
// eight at a time: a reply's text is mostly plain ASCII.
size_t plain_run_end(std::string_view s, size_t i) {
  constexpr uint64_t kOnes = 0x0101010101010101ULL, kHighs = 0x8080808080808080ULL;
  const auto has_zero = [](uint64_t x) { return (x - kOnes) & ~x & kHighs; };
  for (; i + 8 <= s.size(); i += 8) {
    uint64_t x;
    std::memcpy(&x, s.data() + i, 8);
    // A byte over 0x7F, under 0x20, a quote or a backslash ends the run.
    if ((x & kHighs) || ((x - 0x20 * kOnes) & kHighs) || has_zero(x ^ ('"' * kOnes)) ||
        has_zero(x ^ ('\\' * kOnes)))
      break;
  }
  while (i < s.size() && kPlain[static_cast<unsigned char>(s[i])]) ++i;
  return i;
}

}  // namespace

void FlatJson::next() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
}

// As nlohmann-json escapes (ensure_ascii off): the short escapes, \u00xx
// for the other control characters, every other character as it is. Text
// that is not UTF-8 is left to json_escape, whose replacement of the bad
// bytes this does not repeat.
void FlatJson::string(std::string_view s, const Marks* marks) {
  const size_t start = out_.size();
  out_ += '"';
  size_t run = 0;  // the start of the bytes not yet copied
  for (size_t i = 0; i < s.size();) {
    i = plain_run_end(s, i);
    if (i == s.size()) break;
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      const size_t n = sequence_length(s, i);
      if (n == 0) {
        out_.resize(start);
        out_ += json_escape(marks ? marks->replaced(s) : std::string(s));
        return;
      }
      i += n;
      continue;
    }
    if (c >= 0x20 && c != '"' && c != '\\') {
      ++i;
      continue;
    }
    out_.append(s.data() + run, i - run);
    if (marks && (c == marks->open || c == marks->close)) {
      out_ += c == marks->open ? marks->open_text : marks->close_text;
      run = ++i;
      continue;
    }
    switch (c) {
      case '"': out_ += "\\\""; break;
      case '\\': out_ += "\\\\"; break;
      case '\b': out_ += "\\b"; break;
      case '\t': out_ += "\\t"; break;
      case '\n': out_ += "\\n"; break;
      case '\f': out_ += "\\f"; break;
      case '\r': out_ += "\\r"; break;
      default: {
        static constexpr char kHex[] = "0123456789abcdef";
        out_ += "\\u00";
        out_ += kHex[c >> 4];
        out_ += kHex[c & 0xF];
      }
    }
    run = ++i;
  }
  out_.append(s.data() + run, s.size() - run);
  out_ += '"';
}

FlatJson& FlatJson::begin_object() {
  next();
  out_ += '{';
  first_.push_back(true);
  return *this;
}

FlatJson& FlatJson::end_object() {
  out_ += '}';
  first_.pop_back();
  return *this;
}

FlatJson& FlatJson::begin_array() {
  next();
  out_ += '[';
  first_.push_back(true);
  return *this;
}

FlatJson& FlatJson::end_array() {
  out_ += ']';
  first_.pop_back();
  return *this;
}

FlatJson& FlatJson::key(std::string_view k) {
  next();
  if (plain_run_end(k, 0) == k.size()) {
    // A key of plain bytes (every key a reply has) written in one piece.
    const size_t at = out_.size();
    out_.resize(at + k.size() + 3);
    char* p = out_.data() + at;
    *p++ = '"';
    std::memcpy(p, k.data(), k.size());
    p[k.size()] = '"';
    p[k.size() + 1] = ':';
  } else {
    string(k);
    out_ += ':';
  }
  after_key_ = true;
  return *this;
}

FlatJson& FlatJson::value(std::string_view v) {
  next();
  string(v);
  return *this;
}

FlatJson& FlatJson::value(std::string_view v, const Marks& marks) {
  next();
  string(v, &marks);
  return *this;
}

std::string FlatJson::Marks::replaced(std::string_view s) const {
  std::string out;
  for (const char c : s)
    if (c == open)
      out += open_text;
    else if (c == close)
      out += close_text;
    else
      out += c;
  return out;
}

FlatJson& FlatJson::value(int64_t v) {
  next();
  out_ += std::to_string(v);
  return *this;
}

// nlohmann-json's shortest form of a double ("5012.3", "2000.0"); a value
// that is not finite is null, as JsonWriter writes it.
FlatJson& FlatJson::value(double v) {
  next();
  if (!std::isfinite(v)) {
    out_ += "null";
    return *this;
  }
  // What nlohmann-json's serializer writes a double with, without a
  // document made for it and dumped.
  char digits[64];
  out_.append(digits, nlohmann::detail::to_chars(digits, digits + sizeof digits, v));
  return *this;
}

FlatJson& FlatJson::null() {
  next();
  out_ += "null";
  return *this;
}

}  // namespace arbiter::cli
