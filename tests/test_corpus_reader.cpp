#include <catch2/catch.hpp>

#include "indexer/corpus_reader.h"

using arbiter::corpus::CorpusError;
using arbiter::corpus::read_edition_text;

namespace {

const char* kGood = R"(<?xml version="1.0"?>
<edition game="mc" label="t" scope="whole" sequence="1" source="s.txt">
  <name lines="1">Rules</name>
  <entry id="mc:stun" kind="glossary">
    <title lines="2">STUN</title>
    <alias lines="2">STUNNED</alias>
    <p lines="3">If an ability stuns a character, give it a <b>stunned</b> status card.</p>
    <ul>
      <li lines="4">First.</li>
      <li lines="5-6">Second <ref to="mc:status-cards" kind="see-also">Status Cards</ref>.</li>
    </ul>
    <entry id="mc:sub" kind="keyword">
      <title>Sub</title>
      <p lines="7">Inner text.</p>
    </entry>
    <example lines="8">For example: x.</example>
  </entry>
</edition>
)";

std::string error_of(const std::string& xml) {
  try {
    read_edition_text(xml, "f.xml");
  } catch (const CorpusError& e) {
    return e.what();
  }
  return "";
}

std::string with(const std::string& from, const std::string& to) {
  std::string s = kGood;
  const size_t at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("reader builds the model from good XML", "[reader]") {
  const auto ed = read_edition_text(kGood, "f.xml");
  CHECK(ed.game == "mc");
  CHECK(ed.label == "t");
  CHECK(ed.name == "Rules");
  REQUIRE(ed.entries.size() == 2);
  const auto& stun = ed.entries[0];
  CHECK(stun.title == "STUN");
  CHECK(stun.aliases == std::vector<std::string>{"STUNNED"});
  REQUIRE(stun.blocks.size() == 4);
  CHECK(stun.blocks[0].text == "If an ability stuns a character, give it a stunned status card.");
  CHECK(stun.blocks[2].text == "Second Status Cards.");
  CHECK(stun.blocks[2].lines.front().first == 5);
  CHECK(stun.blocks[2].lines.front().last == 6);
  REQUIRE(stun.refs.size() == 1);
  CHECK(stun.refs[0].to == "mc:status-cards");
  CHECK(stun.refs[0].pos.line == 10);
  CHECK(stun.text.find("- First.") != std::string::npos);
  CHECK(stun.full_text.find("Sub\nInner text.") != std::string::npos);
  CHECK(stun.full_text.find("Inner text.") < stun.full_text.find("For example"));
  const auto& sub = ed.entries[1];
  CHECK(sub.parent == "mc:stun");
  CHECK(sub.depth == 1);
  // Pieces: name, title, alias, p, 2 li, inner p, example (the derived title has no lines).
  CHECK(ed.pieces.size() == 8);
}

TEST_CASE("reader refuses malformed XML with file and line", "[reader][errors]") {
  CHECK(error_of(with("</title>", "</titel>")).rfind("f.xml:5: malformed XML", 0) == 0);
}

TEST_CASE("reader refuses what the format does not allow", "[reader][errors]") {
  CHECK(error_of(with("<example lines=\"8\">For example: x.</example>",
                      "<exemple lines=\"8\">x</exemple>")) ==
        "f.xml:16: unknown element <exemple> inside <entry>");
  CHECK(error_of(with(R"(kind="glossary")", R"(kind="glossary" colour="red")")) ==
        "f.xml:4: unknown attribute 'colour' on <entry>");
  CHECK(error_of(with(R"(id="mc:stun" )", "")) ==
        "f.xml:4: <entry> needs a non-empty 'id' attribute");
  CHECK(error_of(with(R"(kind="glossary")", R"(kind="gloss")")) ==
        "f.xml:4: unknown entry kind 'gloss'");
  CHECK(error_of(with(R"(<p lines="3">)", "<p>")) == "f.xml:7: <p> needs a 'lines' attribute");
  CHECK(error_of(with(R"(<p lines="3">)", R"(<p lines="3-x">)")) ==
        "f.xml:7: bad 'lines' value '3-x': not a whole number: 'x'");
  CHECK(error_of(with(R"(<p lines="3">)", R"(<p lines="9-3">)")).find("do not run backwards") !=
        std::string::npos);
  CHECK(error_of(with(R"(sequence="1")", R"(sequence="one")")).find("bad 'sequence'") !=
        std::string::npos);
  CHECK(error_of(with(R"(kind="see-also")", R"(kind="see-too")")) ==
        "f.xml:10: unknown reference kind 'see-too'");
  CHECK(error_of(with(R"(to="mc:status-cards")", "")).find("exactly one of 'to'") !=
        std::string::npos);
  CHECK(error_of(with("<title lines=\"2\">STUN</title>", "")) ==
        "f.xml:6: an entry must start with <title>");
  CHECK(error_of(with("<alias lines=\"2\">STUNNED</alias>", "<p lines=\"1\">x</p><alias>A</alias>"))
            .find("must come right after the title") != std::string::npos);
  CHECK(error_of(with("<li lines=\"4\">First.</li>", "<p lines=\"4\">First.</p>")) ==
        "f.xml:9: <ul> may hold only <li>, not <p>");
  CHECK(error_of(with("<p lines=\"3\">", "stray<p lines=\"3\">")) ==
        "f.xml:4: text directly inside <entry> must be in a block");
  CHECK(error_of(with("<b>stunned</b>", "<u>stunned</u>")) ==
        "f.xml:7: unknown inline element <u> inside <p>");
  CHECK(error_of(with(R"(scope="whole")", R"(scope="most")")).find("scope must be") !=
        std::string::npos);
}

TEST_CASE("parse_lines accepts ranges and lists", "[reader]") {
  const auto l = arbiter::corpus::parse_lines("3, 5-7,9");
  REQUIRE(l.size() == 3);
  CHECK(l[1].first == 5);
  CHECK(l[1].last == 7);
  CHECK_THROWS_AS(arbiter::corpus::parse_lines("0"), std::invalid_argument);
  CHECK_THROWS_AS(arbiter::corpus::parse_lines(""), std::invalid_argument);
}

TEST_CASE("a <gap> marks a lost symbol in the text but not in the fidelity piece", "[reader]") {
  const auto ed = read_edition_text(
      R"(<edition game="dm" label="t" scope="whole" sequence="1" source="s.md"><entry id="dm:1.4.2" kind="rule" number="1.4.2"><title lines="1">1.4.2</title><p lines="2">fist <gap>energy symbol</gap>, bolt <gap>energy symbol</gap>.</p></entry></edition>)",
      "g.xml");
  CHECK(ed.entries[0].blocks[0].text == "fist [energy symbol], bolt [energy symbol].");
  CHECK(ed.pieces.back().text == "fist , bolt .");
  CHECK(error_of(with("<b>stunned</b>", "<gap> </gap>")).find("<gap> must say what was lost") !=
        std::string::npos);
}
