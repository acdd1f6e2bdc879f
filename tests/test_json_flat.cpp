// FlatJson (query/cli/json_flat.h) writes the bytes JsonWriter writes.
#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "common/json.h"
#include "query/cli/json_flat.h"

using arbiter::JsonWriter;
using arbiter::cli::FlatJson;

namespace {

// The same calls on both writers: an object of every kind of value, an
// array of the strings, and the doubles.
template <typename Writer>
std::string document(Writer w, const std::vector<std::string>& strings,
                     const std::vector<double>& doubles) {
  w.begin_object().key("n").value(int64_t{-42}).key("none").null();
  w.key("strings").begin_array();
  for (const std::string& s : strings) w.value(s);
  w.end_array();
  w.key("empty").begin_array().end_array();
  w.key("objects").begin_array();
  for (size_t i = 0; i < strings.size(); ++i) {
    w.begin_object().key(strings[i]).value(strings[(i + 1) % strings.size()]);
    w.key("d").value(doubles[i % doubles.size()]).end_object();
  }
  w.end_array().key("last").begin_object().end_object().end_object();
  if constexpr (std::is_same_v<Writer, FlatJson>)
    return std::move(w).str();
  else
    return w.str();
}

}  // namespace

TEST_CASE("FlatJson writes what JsonWriter writes", "[json]") {
  std::vector<std::string> strings = {
      "", "plain", "quote \" and \\ back", "tab\tnew\nline\rret\bbs\fff", "del \x7f end",
      "caf\xc3\xa9 \xe2\x80\xa6 \xf0\x9f\x8e\xb2", "\x02marked\x03 text", "/ slash",
      // Not UTF-8: a lone continuation, a cut sequence, an overlong, a
      // surrogate, past U+10FFFF, a lead byte at the end.
      "a\x80z", "cut \xe2\x80", "over \xc0\xaf", "sur \xed\xa0\x80", "big \xf4\x90\x80\x80",
      "end \xc3"};
  for (char c = 1; c < 0x20; ++c) strings.push_back(std::string("c") + c + "c");
  const std::vector<double> doubles = {0.0,   -0.0, 2000.0, 5012.345678901234, 1e-7,     1e21,
                                       -3.25, 0.1,  1e300,  std::nan(""),      HUGE_VAL, 4999.5};
  CHECK(document(FlatJson(), strings, doubles) == document(JsonWriter(), strings, doubles));
}

TEST_CASE("FlatJson's long runs and marked values are what JsonWriter writes", "[json]") {
  // Each byte that ends a plain run, at every place of a text longer than
  // the eight bytes read at a time; with marks, as the text replaced.
  const FlatJson::Marks marks{'\x02', '\x03', "«", "»"};
  for (const std::string special : {"\"", "\\", "\n", "\x02", "\x03", "\x7f", "\xc3\xa9", "\x80"})
    for (size_t at = 0; at <= 24; ++at) {
      std::string s(24, 'a');
      s.insert(at, special);
      INFO(at << " " << special);
      FlatJson flat;
      flat.begin_array().value(s).value(s, marks).end_array();
      JsonWriter w;
      w.begin_array().value(s).value(marks.replaced(s)).end_array();
      CHECK(std::move(flat).str() == w.str());
    }
}
