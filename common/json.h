// A minimal streaming JSON writer: enough for arbiter's --json output,
// with correct string escaping (UTF-8 passes through untouched).
#pragma once

#include <cstdint>
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

  const std::string& str() const { return out_; }

 private:
  void before_value();
  std::string out_;
  // One flag per open container: true once it holds an element.
  std::vector<bool> has_items_;
  bool after_key_ = false;
};

std::string json_escape(std::string_view s);

}  // namespace arbiter
