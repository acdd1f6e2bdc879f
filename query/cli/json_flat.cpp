#include "query/cli/json_flat.h"

#include <array>
#include <cmath>

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
void FlatJson::string(std::string_view s) {
  const size_t start = out_.size();
  out_ += '"';
  size_t run = 0;  // the start of the bytes not yet copied
  for (size_t i = 0; i < s.size();) {
    while (i < s.size() && kPlain[static_cast<unsigned char>(s[i])]) ++i;
    if (i == s.size()) break;
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      const size_t n = sequence_length(s, i);
      if (n == 0) {
        out_.resize(start);
        out_ += json_escape(s);
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
  string(k);
  out_ += ':';
  after_key_ = true;
  return *this;
}

FlatJson& FlatJson::value(std::string_view v) {
  next();
  string(v);
  return *this;
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
