#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "json_check.h"
#include "query/catalog.h"
#include "query/entry_label.h"
#include "query/entry_view.h"
#include "query/export.h"
#include "query/xref.h"

using namespace arbiter::query;

namespace {

const Catalog& catalog() {
  static const Catalog c(ARBITER_TEST_DB);
  return c;
}

template <typename List>
bool has_id(const List& list, const std::string& id) {
  return std::any_of(list.begin(), list.end(), [&](const auto& x) { return x.id == id; });
}

}  // namespace

TEST_CASE("show: text, references, backlinks, editions, source", "[show]") {
  const EntryView v = load_entry(catalog(), "mc:status-cards", "1.1");
  CHECK(v.title == "STATUS CARDS");
  CHECK(v.game == "mc");
  CHECK(v.text.find("If a stunned villain or minion would attack, discard the stunned status card "
                    "instead.") != std::string::npos);
  CHECK(has_id(v.backlinks, "mc:stun"));
  CHECK(has_id(v.backlinks, "mc:confuse"));
  CHECK(std::find(v.editions.begin(), v.editions.end(), "1.1") != v.editions.end());
  CHECK(v.source == "sources/mc-rules-reference-earlier.txt");
  CHECK(v.first_line > 0);
  CHECK(v.last_line >= v.first_line);

  const EntryView stun = load_entry(catalog(), "mc:stun", "1.1");
  REQUIRE(stun.references.size() == 1);
  CHECK(stun.references[0].id == "mc:status-cards");
  CHECK(stun.references[0].kind == "see-also");
}

TEST_CASE("show: an edition can be pinned", "[show]") {
  CHECK(load_entry(catalog(), "mc:guard@1.1", "").edition == "1.1");
  CHECK(load_entry(catalog(), "mc:guard", "1.1").edition == "1.1");
  CHECK_THROWS_AS(load_entry(catalog(), "mc:guard@0.9", ""), NotFound);
}

TEST_CASE("show: unknown ids come with suggestions", "[show][errors]") {
  try {
    load_entry(catalog(), "mc:stunn", "");
    FAIL("expected NotFound");
  } catch (const NotFound& e) {
    CHECK(std::string(e.what()).find("unknown id 'mc:stunn'; did you mean mc:stun") == 0);
  }
  const auto close = suggest_ids(catalog(), "mc:toughness");
  REQUIRE_FALSE(close.empty());
  CHECK(close.front() == "mc:tough");
}

TEST_CASE("show lists the predicates that implement an entry", "[show][engine]") {
  const EntryView v = load_entry(catalog(), "mc:status-cards", "");
  CHECK(has_id(v.predicates, "mc.status.stunned-enemy-skips-attack"));
  CHECK(has_id(v.predicates, "mc.status.tough-prevents-damage"));
}

TEST_CASE("xref: neighbourhood out and in", "[xref]") {
  const XrefGraph g = cross_references(catalog(), "mc:status-cards", "", 1);
  CHECK(g.nodes.front().id == "mc:status-cards");
  CHECK(has_id(g.nodes, "mc:stun"));
  const XrefGraph deeper = cross_references(catalog(), "mc:status-cards", "", 2);
  CHECK(deeper.nodes.size() >= g.nodes.size());
  const std::string dot = to_dot(g);
  CHECK(dot.rfind("digraph xref {", 0) == 0);
  CHECK(dot.find("\"mc:stun\" -> \"mc:status-cards\"") != std::string::npos);
  CHECK_THROWS_AS(cross_references(catalog(), "mc:stun", "", 0), std::invalid_argument);
}

TEST_CASE("export: one object per entry and edition, valid JSON", "[export]") {
  const std::string json = export_json(catalog(), "mc", "");
  std::string err;
  CHECK(arbiter::test::is_valid_json(json, &err));
  INFO(err);
  CHECK(
      json.find(
          R"("id":"mc:tough","game":"mc","edition":"1.1","kind":"keyword","title":"TOUGH","aliases":["TOUGHNESS"])") !=
      std::string::npos);
  CHECK(json.find(R"("references":["mc:status-cards"])") != std::string::npos);
  CHECK(json.find("\"id\":\"dm:") == std::string::npos);
  CHECK_THROWS_AS(export_json(catalog(), "chess", ""), NotFound);
}

TEST_CASE("labels: a title, or the opening of the text when the title is only a number",
          "[show][labels]") {
  CHECK(entry_label("STUN", "", "If an ability stuns a character ...") == "STUN");
  CHECK(entry_label("2.7.4.3.4", "2.7.4.3.4", "Attackers must assign all their damage.") ==
        "Attackers must assign all their damage.");
  CHECK(entry_label("Overcrush (1)", "1", "(1) Overcrush is combat damage.") ==
        "Overcrush (1): Overcrush is combat damage.");
  // Long openings are cut at a word, and say so.
  const std::string cut = entry_label(
      "3.1.3", "3.1.3",
      "Abilities can be broadly called either Non-global or Global. There are many kinds.");
  CHECK(cut == "Abilities can be broadly called either Non-global or Global. ...");
  CHECK(entry_label("1.2", "1.2", "") == "1.2");

  const EntryView crush = load_entry(catalog(), "dm:overcrush", "");
  REQUIRE(crush.subentries.size() >= 5);
  CHECK(crush.subentries[4].label.rfind("Overcrush (5): If the Character die with Overcrush", 0) ==
        0);
  const EntryView damage = load_entry(catalog(), "dm:2.7.4.3", "");
  REQUIRE(damage.subentries.size() >= 4);
  CHECK(damage.subentries[3].label.rfind("Attackers must assign all their damage", 0) == 0);
  CHECK(damage.parent_label == "Assign Combat Damage");
  const XrefGraph g = cross_references(catalog(), "dm:2.7.4.3", "", 1);
  CHECK(g.nodes.front().label.rfind("The assigning of combat damage", 0) == 0);
  const TitleAndLabel stun = title_and_label(catalog(), "mc:stun");
  CHECK(stun.title == "STUN");
  CHECK(stun.label == "STUN");
  CHECK(title_and_label(catalog(), "mc:no-such-entry").title.empty());
}

TEST_CASE("an entry's editions newest first, its title and label from the newest", "[entry_view]") {
  // Every id of the index against its rows joined to their editions.
  const Catalog& c = catalog();
  arbiter::Statement rows = c.db().prepare(
      "SELECT e.id, e.edition, e.title, e.number, e.text FROM entries e JOIN editions d "
      "ON d.game = e.game AND d.label = e.edition ORDER BY e.id, d.sequence DESC");
  std::string id;
  std::vector<std::string> editions;
  TitleAndLabel newest;
  size_t ids = 0;
  auto check = [&] {
    if (id.empty()) return;
    INFO(id);
    CHECK(c.editions_of(id) == editions);
    const TitleAndLabel got = title_and_label(c, id);
    CHECK(got.title == newest.title);
    CHECK(got.label == newest.label);
    ++ids;
  };
  while (rows.step()) {
    if (rows.text(0) != id) {
      check();
      id = rows.text(0);
      editions.clear();
      newest = {rows.text(2), entry_label(rows.text(2), rows.text(3), rows.text(4))};
    }
    editions.push_back(rows.text(1));
  }
  check();
  CHECK(ids > 500);
  CHECK(c.editions_of("mc:no-such-entry").empty());
}
