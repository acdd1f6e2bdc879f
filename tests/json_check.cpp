#include "json_check.h"

#include <cctype>
#include <cstring>

namespace arbiter::test {

namespace {

class Checker {
 public:
  explicit Checker(const std::string& s) : s_(s) {}

  bool run(std::string* error) {
    ws();
    bool ok = value() && (ws(), pos_ == s_.size());
    if (!ok && error) *error = "invalid JSON near byte " + std::to_string(pos_);
    return ok;
  }

 private:
  void ws() {
    while (pos_ < s_.size() && std::strchr(" \t\r\n", s_[pos_])) ++pos_;
  }
  bool lit(const char* word) {
    const size_t n = std::strlen(word);
    if (s_.compare(pos_, n, word) != 0) return false;
    pos_ += n;
    return true;
  }
  bool value() {
    if (pos_ >= s_.size()) return false;
    switch (s_[pos_]) {
      case '{': return object();
      case '[': return array();
      case '"': return string();
      case 't': return lit("true");
      case 'f': return lit("false");
      case 'n': return lit("null");
      default: return number();
    }
  }
  bool object() {
    ++pos_;
    ws();
    if (pos_ < s_.size() && s_[pos_] == '}') return ++pos_, true;
    while (true) {
      ws();
      if (!string()) return false;
      ws();
      if (pos_ >= s_.size() || s_[pos_++] != ':') return false;
      ws();
      if (!value()) return false;
      ws();
      if (pos_ >= s_.size()) return false;
      if (s_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (s_[pos_] == '}') return ++pos_, true;
      return false;
    }
  }
  bool array() {
    ++pos_;
    ws();
    if (pos_ < s_.size() && s_[pos_] == ']') return ++pos_, true;
    while (true) {
      ws();
      if (!value()) return false;
      ws();
      if (pos_ >= s_.size()) return false;
      if (s_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (s_[pos_] == ']') return ++pos_, true;
      return false;
    }
  }
  bool string() {
    if (pos_ >= s_.size() || s_[pos_] != '"') return false;
    ++pos_;
    while (pos_ < s_.size()) {
      const unsigned char c = static_cast<unsigned char>(s_[pos_]);
      if (c == '"') return ++pos_, true;
      if (c < 0x20) return false;
      if (c == '\\') {
        ++pos_;
        if (pos_ >= s_.size()) return false;
        const char e = s_[pos_];
        if (e == 'u') {
          for (int i = 1; i <= 4; ++i)
            if (pos_ + i >= s_.size() || !std::isxdigit(static_cast<unsigned char>(s_[pos_ + i])))
              return false;
          pos_ += 4;
        } else if (!std::strchr("\"\\/bfnrt", e)) {
          return false;
        }
      }
      ++pos_;
    }
    return false;
  }
  bool number() {
    const size_t start = pos_;
    if (pos_ < s_.size() && s_[pos_] == '-') ++pos_;
    while (pos_ < s_.size() &&
           (std::isdigit(static_cast<unsigned char>(s_[pos_])) || std::strchr(".eE+-", s_[pos_])))
      ++pos_;
    return pos_ > start;
  }

  const std::string& s_;
  size_t pos_ = 0;
};

}  // namespace

bool is_valid_json(const std::string& text, std::string* error) {
  return Checker(text).run(error);
}

}  // namespace arbiter::test
