#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "indexer/corpus_reader.h"
#include "indexer/index_builder.h"
#include "query/catalog.h"
#include "query/edition_compare.h"
#include "query/entry_view.h"
#include "query/search.h"
#include "query/word_diff.h"

using namespace arbiter::query;
using Kind = DiffOp::Kind;

namespace {

const Catalog& catalog() {
  static const Catalog c(ARBITER_TEST_DB);
  return c;
}

const EditionChange* find(const std::vector<EditionChange>& changes, const std::string& id) {
  for (const auto& c : changes)
    if (c.id == id) return &c;
  return nullptr;
}

bool has_kind(const EditionChange* c, ChangeKind kind) {
  return c && c->has(kind);
}

}  // namespace

TEST_CASE("word diff aligns lines, then words", "[diff]") {
  const auto ops = word_diff("The villain attacks.\nSame line.",
                             "The villain schemes now.\nSame line.\nNew line.");
  REQUIRE(ops.size() >= 4);
  CHECK(ops[0].kind == Kind::Equal);
  CHECK(ops[0].text == "The villain");
  CHECK(ops[1].kind == Kind::Delete);
  CHECK(ops[1].text == "attacks.");
  CHECK(ops[2].kind == Kind::Insert);
  CHECK(ops[2].text == "schemes now.");
  const DiffStats s = diff_stats(ops);
  CHECK(s.deleted == 1);
  CHECK(s.inserted == 4);
  CHECK(diff_stats(word_diff("a b c", "a b c")).similarity() == 1.0);
}

TEST_CASE("diff shows v1.3's added Ally Limit sentence", "[diff][editions]") {
  const EntryDiff d = diff_entry(catalog(), "mc:ally-limit", "1.1", "1.3");
  CHECK(d.stats.deleted == 0);
  const auto inserted = std::find_if(d.ops.begin(), d.ops.end(),
                                     [](const DiffOp& o) { return o.kind == Kind::Insert; });
  REQUIRE(inserted != d.ops.end());
  CHECK(inserted->text.find(
            "If a player ever controls a number of allies greater than their ally limit") == 0);
  // Defaults: the two newest editions that have the entry.
  const EntryDiff dflt = diff_entry(catalog(), "mc:ally-limit", "", "");
  CHECK(dflt.to == catalog().editions_of("mc:ally-limit").front());
  CHECK_THROWS_AS(diff_entry(catalog(), "mc:additional", "1.1", "1.3"), NotFound);
  CHECK_THROWS_AS(diff_entry(catalog(), "dm:overcrush", "", ""), NotFound);  // one edition only
}

TEST_CASE("changes 1.1 -> 1.3 finds what v1.3's summary lists, and more", "[diff][editions]") {
  const auto changes = edition_changes(catalog(), "1.1", "1.3");
  CHECK(has_kind(find(changes, "mc:additional"), ChangeKind::kAdded));
  CHECK(has_kind(find(changes, "mc:modes-of-play"), ChangeKind::kAdded));
  CHECK(has_kind(find(changes, "mc:ally-limit"), ChangeKind::kChanged));
  CHECK(has_kind(find(changes, "mc:faq-norman-osborn-1"), ChangeKind::kAdded));
  CHECK(has_kind(find(changes, "mc:errata-followed"), ChangeKind::kAdded));
  const EditionChange* guard = find(changes, "mc:guard");
  CHECK(has_kind(guard, ChangeKind::kMoved));
  REQUIRE(guard);
  CHECK(guard->detail.find("inside mc:keywords") != std::string::npos);
  CHECK(has_kind(find(changes, "mc:tough"), ChangeKind::kRenamed));
  CHECK_THROWS_AS(edition_changes(catalog(), "1.1", "crb"), NotFound);
  CHECK_THROWS_AS(edition_changes(catalog(), "1.1", "9.9"), NotFound);
}

TEST_CASE("a partial edition falls back to the newest edition that has the entry", "[editions]") {
  namespace fs = std::filesystem;
  const fs::path dir =
      fs::temp_directory_path() / ("arbiter-partial-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  using arbiter::corpus::read_edition_text;
  const auto whole = read_edition_text(
      R"(<edition game="mc" label="1" scope="whole" sequence="1" source="s"><entry id="mc:stun" kind="glossary"><title>STUN</title><p lines="1">Old stun.</p></entry><entry id="mc:ability" kind="glossary"><title>ABILITY</title><p lines="2">Old ability.</p></entry></edition>)",
      "w.xml");
  const auto partial = read_edition_text(
      R"(<edition game="mc" label="2-fragment" scope="partial" sequence="2" source="s"><entry id="mc:ability" kind="glossary"><title>ABILITY</title><p lines="1">New ability text.</p></entry></edition>)",
      "p.xml");
  const std::string db = (dir / "t.db").string();
  arbiter::db::write_index({whole, partial}, db);
  {
    const Catalog c(db);
    const EntryView stun = load_entry(c, "mc:stun", "2-fragment");
    CHECK(stun.edition == "1");
    CHECK(stun.fallback_from == "2-fragment");
    const EntryView ability = load_entry(c, "mc:ability", "");
    CHECK(ability.edition == "2-fragment");  // the newest text
    CHECK(ability.fallback_from.empty());
    CHECK(c.default_edition("mc").label == "1");  // the newest whole edition
    SearchRequest req;
    req.text = "ability";
    const auto hits = search(c, req).hits;
    REQUIRE_FALSE(hits.empty());
    CHECK(hits.front().id == "mc:ability");
    CHECK(hits.front().edition == "2-fragment");
    CHECK(std::count_if(hits.begin(), hits.end(),
                        [](const SearchHit& h) { return h.id == "mc:ability"; }) == 1);
  }
  fs::remove_all(dir);
}

TEST_CASE("a change of text is a rule change when it changes what happens in play",
          "[diff][effect]") {
  auto rule = [](const std::string& a, const std::string& b) {
    return classify_change(a, b).effect == Effect::kRule;
  };
  CHECK(classify_change("An ally may defend.", "An ally must defend.").why ==
        "\"may\" -> \"must\"");
  CHECK(classify_change("Deal 2 damage to the hero.", "Deal 3 damage to the hero.").why ==
        "\"2\" -> \"3\"");
  CHECK(rule("Resolve it after the attack.", "Resolve it before the attack."));
  CHECK(classify_change("Heroes can attack.", "Heroes cannot attack.").why ==
        "\"can\" -> \"cannot\"");
  CHECK(classify_change("Draw a card. Then discard it.", "Draw a card.").why ==
        "a sentence removed: \"Then discard it.\"");
  CHECK(classify_change("Draw a card.", "Draw a card. If the deck is empty, shuffle the discard.")
            .why.rfind("a sentence added: \"If the deck is empty, shuffle", 0) == 0);
  // Terminology, punctuation, quote style and cross-references are wording.
  CHECK_FALSE(rule("Each hero draws a card.", "Each identity draws a card."));
  CHECK_FALSE(rule("Unless prefaced by the word “Forced,” all are optional.",
                   "Unless prefaced by the word \"Forced\", all are optional."));
  CHECK_FALSE(rule("Boost cards are facedown.", "Boost cards are facedown.\nSee also: Boost"));
  CHECK_FALSE(rule("See page 2.", "See: Component Limitations (pg. 3), Boost"));
  CHECK(effect_name(Effect::kRule) == std::string("rule"));

  const auto changes = edition_changes(catalog(), "1.1", "1.3");
  const EditionChange* ally = find(changes, "mc:ally-limit");
  REQUIRE(ally);
  CHECK(ally->effect.effect == Effect::kRule);
  const EditionChange* cancel = find(changes, "mc:cancel");
  REQUIRE(cancel);
  CHECK(cancel->effect.effect == Effect::kWording);
}
