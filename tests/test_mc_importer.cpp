#include <catch2/catch.hpp>

#include <map>
#include <sstream>

#include "common/text.h"
#include "indexer/corpus_reader.h"
#include "indexer/fidelity.h"
#include "indexer/import/importers.h"

using namespace arbiter;

namespace {

const std::string kSource =
    std::string(ARBITER_SOURCE_DIR) + "/corpus/sources/mc-rules-reference-earlier.txt";
const std::string kCommitted =
    std::string(ARBITER_SOURCE_DIR) + "/corpus/mc/rules-reference-1.1.xml";

corpus::Edition imported() {
  pugi::xml_document doc;
  import::import_mc_text(read_file(kSource), "sources/mc-rules-reference-earlier.txt", doc);
  std::ostringstream xml;
  doc.save(xml);
  return corpus::read_edition_text(xml.str(), "imported");
}

const corpus::Entry* find(const corpus::Edition& ed, const std::string& id) {
  for (const auto& e : ed.entries)
    if (e.id == id) return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("MC importer: one entry per heading, ids per the contract", "[import][mc]") {
  const corpus::Edition ed = imported();
  // Every ALL-CAPS heading line of the source, plus the one run into a line.
  int headings = 0;
  for (const std::string& line : split_lines(read_file(kSource))) {
    bool lower = false, upper = false;
    for (char c : line) lower |= (c >= 'a' && c <= 'z'), upper |= (c >= 'A' && c <= 'Z');
    if (upper && !lower) ++headings;
  }
  // + "ENEMY ATTACKS", which the source runs into the end of line 179.
  CHECK(ed.entries.size() == static_cast<size_t>(headings + 1));
  for (const char* id : {"mc:golden-rules", "mc:grim-rule", "mc:component-limitations",
                         "mc:round-overview", "mc:retaliate-x", "mc:status-cards",
                         "mc:all-purpose-counter", "mc:enemy-attacks", "mc:control", "mc:effect"})
    CHECK(find(ed, id) != nullptr);
  const corpus::Entry* tough = find(ed, "mc:tough");
  REQUIRE(tough);
  CHECK(tough->title == "TOUGH");
  CHECK(tough->aliases == std::vector<std::string>{"TOUGHNESS"});
  CHECK(tough->kind == "keyword");
  CHECK(find(ed, "mc:guard")->kind == "keyword");
  CHECK(find(ed, "mc:uses-x")->kind == "keyword");
  CHECK(find(ed, "mc:stun")->kind == "glossary");
  CHECK(find(ed, "mc:golden-rules")->kind == "front-matter");
}

TEST_CASE("MC importer: run-in paragraphs and headings are cut apart", "[import][mc]") {
  const corpus::Edition ed = imported();
  const corpus::Entry* enemy = find(ed, "mc:enemy");
  REQUIRE(enemy);
  REQUIRE(enemy->blocks.size() == 2);
  CHECK(enemy->blocks[0].text == "An enemy is a minion or villain.");
  CHECK(find(ed, "mc:enemy-attacks")->title == "ENEMY ATTACKS");
  const corpus::Entry* defeat = find(ed, "mc:defeat");
  REQUIRE(defeat->blocks.size() >= 2);
  CHECK(defeat->blocks[1].type == corpus::BlockType::Bullet);
  CHECK(defeat->blocks[1].text == "If a card is defeated, it is discarded.");
}

TEST_CASE("MC importer: references resolve to ids", "[import][mc]") {
  const corpus::Edition ed = imported();
  std::map<std::string, std::string> to;
  for (const auto& r : find(ed, "mc:hit-points")->refs) to[r.words] = r.to + "/" + r.kind;
  CHECK(to["Player Elimination"] == "mc:player-elimination/inline");
  CHECK(to["Villain Defeat"] == "mc:villain-defeat/inline");
  CHECK(to["Sustained Damage"] == "mc:sustained-damage/see-also");
  const auto& apc = find(ed, "mc:all-purpose-counter")->refs;
  REQUIRE_FALSE(apc.empty());
  CHECK(apc[0].to == "mc:uses-x");
  const auto& setup = find(ed, "mc:setup")->refs;
  REQUIRE(setup.size() == 1);
  CHECK(setup[0].to.empty());
  CHECK_FALSE(setup[0].outside.empty());
}

TEST_CASE("MC importer output is faithful to its source", "[import][mc][fidelity]") {
  const auto report = corpus::check_fidelity(imported(), read_file(kSource), {});
  INFO((report.problems.empty() ? std::string() : report.problems.front()));
  CHECK(report.pieces_found == report.pieces);
  CHECK(report.lines_covered == report.lines);
}

TEST_CASE("committed 1.1 XML differs from the importer only by listed hand corrections",
          "[import][mc]") {
  const corpus::Edition fresh = imported();
  const corpus::Edition committed = corpus::read_edition_file(kCommitted);
  REQUIRE(fresh.entries.size() == committed.entries.size());
  for (size_t i = 0; i < fresh.entries.size(); ++i) {
    const auto& a = fresh.entries[i];
    const auto& b = committed.entries[i];
    CHECK(a.id == b.id);
    CHECK(a.title == b.title);
    if (a.id == "mc:all-purpose-counter" || a.id == "mc:after")
      continue;  // "See also: Response" moved
    CHECK(a.text == b.text);
  }
  const corpus::Entry* after = find(committed, "mc:after");
  CHECK(after->text.find("See also: Response") != std::string::npos);
  CHECK(find(committed, "mc:all-purpose-counter")->text.find("Response") == std::string::npos);
}
