#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "common/json.h"
#include "common/text.h"
#include "json_check.h"

using arbiter::slugify;

TEST_CASE("slugify follows the id contract", "[text][ids]") {
  CHECK(slugify("TOUGH") == "tough");
  CHECK(slugify("RETALIATE X") == "retaliate-x");
  CHECK(slugify("STATUS CARDS") == "status-cards");
  CHECK(slugify("ALL-PURPOSE COUNTER") == "all-purpose-counter");
  CHECK(slugify("Breath Weapon X") == "breath-weapon-x");
  CHECK(slugify("Fabricate X-Y") == "fabricate-x-y");
  CHECK(slugify("  --Iron   Will!! ") == "iron-will");
  CHECK(slugify("Field (or to field)") == "field-or-to-field");
  CHECK(slugify("") == "");
}

TEST_CASE("text helpers", "[text]") {
  CHECK(arbiter::collapse_whitespace("  a \t b\n\nc ") == "a b c");
  // Only the first `most` bytes of the collapsed text, cut mid-word too.
  for (const auto& [most, collapsed] : std::vector<std::pair<size_t, std::string>>{
           {0, ""}, {2, "ab"}, {3, "ab "}, {4, "ab c"}, {5, "ab cd"}, {100, "ab cd"}})
    CHECK(arbiter::collapse_whitespace(" \n ab \t cd  ", most) == collapsed);
  CHECK(arbiter::split_lines("a\r\nb\n\nc") == std::vector<std::string>{"a", "b", "", "c"});
  CHECK(arbiter::split("a,,b", ',') == std::vector<std::string>{"a", "", "b"});
}

TEST_CASE("JSON writer escapes and nests", "[json]") {
  arbiter::JsonWriter w;
  w.begin_object().key("q").value("say \"hi\"\n\\ \x01").key("n").value(3);
  w.key("list").string_array({"a", "b"}).key("none").null().end_object();
  CHECK(w.str() == R"({"q":"say \"hi\"\n\\ \u0001","n":3,"list":["a","b"],"none":null})");
  CHECK(arbiter::test::is_valid_json(w.str()));
  CHECK_FALSE(arbiter::test::is_valid_json("{\"a\":}"));
}

TEST_CASE("JSON strings keep valid UTF-8 and replace broken bytes", "[json]") {
  using arbiter::json_escape;
  CHECK(json_escape("caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x8e\xb2") ==
        "\"caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x8e\xb2\"");
  // Each byte run that is not UTF-8 becomes U+FFFD (nlohmann-json's
  // replacement), never passed through.
  const std::string fffd = "\xef\xbf\xbd";
  CHECK(json_escape("a\xff"
                    "b") == "\"a" + fffd + "b\"");                     // never a lead byte
  CHECK(json_escape("\x80") == "\"" + fffd + "\"");                    // stray continuation
  CHECK(json_escape("\xc0\xaf") == "\"" + fffd + fffd + "\"");         // overlong '/'
  CHECK(json_escape("\xed\xa0\x80").find(fffd) != std::string::npos);  // surrogate
  CHECK(json_escape("end\xe2\x80") == "\"end" + fffd + "\"");          // truncated tail
  CHECK(arbiter::test::is_valid_json("[" + json_escape("\xfe\xff ok") + "]"));
}
