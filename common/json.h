// Arbiter's --json output, built call by call and written by nlohmann-json
// (Debian: nlohmann-json3-dev): always one valid JSON document, in UTF-8,
// with any byte of user text that is not UTF-8 replaced by U+FFFD.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(std::string_view k);
  JsonWriter& value(std::string_view v);
  JsonWriter& value(const char* v) { return value(std::string_view(v)); }
  JsonWriter& value(const std::string& v) { return value(std::string_view(v)); }
  JsonWriter& value(int64_t v);
  JsonWriter& value(int v) { return value(static_cast<int64_t>(v)); }
  JsonWriter& value(double v);
  JsonWriter& value(bool v);
  JsonWriter& null();
  JsonWriter& string_array(const std::vector<std::string>& items);

  // The document, compact.
  std::string str() const;

 private:
  nlohmann::ordered_json& place(nlohmann::ordered_json v);
  nlohmann::ordered_json root_;
  // The containers open, innermost last; only the innermost grows, so the
  // others do not move.
  std::vector<nlohmann::ordered_json*> open_;
  std::string key_;
  bool has_key_ = false;
};

// `s` as a JSON string literal, quotes included.
std::string json_escape(std::string_view s);

// A JSON document as text: compact, UTF-8, invalid bytes replaced.
std::string json_text(const nlohmann::ordered_json& j, int indent = -1);

}  // namespace arbiter
