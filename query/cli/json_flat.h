// A compact JSON document written straight into its text, for the search
// reply a server sends for every word typed: the same bytes as JsonWriter
// (common/json.h) gives for the same calls, without building a document
// of nodes first and walking it again (most of what a reply cost).
// Keys are written as given: the caller gives each key once per object.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::cli {

class FlatJson {
 public:
  // A search's reply is a few kilobytes: its text grown once, not doubled
  // from empty a dozen times.
  FlatJson() { out_.reserve(4096); }
  FlatJson& begin_object();
  FlatJson& end_object();
  FlatJson& begin_array();
  FlatJson& end_array();
  FlatJson& key(std::string_view k);
  FlatJson& value(std::string_view v);
  FlatJson& value(const char* v) { return value(std::string_view(v)); }
  FlatJson& value(const std::string& v) { return value(std::string_view(v)); }
  // Two control bytes of a text written as other text (a snippet's marks
  // as « and »), as the text with them replaced first would be written.
  struct Marks {
    char open, close;
    std::string_view open_text, close_text;
    std::string replaced(std::string_view s) const;
  };
  FlatJson& value(std::string_view v, const Marks& marks);
  FlatJson& value(int64_t v);
  FlatJson& value(double v);
  FlatJson& null();

  std::string str() && { return std::move(out_); }

 private:
  // A comma before every value but a container's first, and a key's value.
  void next();
  void string(std::string_view s, const Marks* marks = nullptr);
  std::string out_;
  std::vector<char> first_;  // per container open: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace arbiter::cli
