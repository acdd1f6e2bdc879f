// `ask` with the card pool imported (the fixture in tests/cards-fixture):
// a card named in a question brings its printed numbers and keywords, the
// question's own numbers win and pick the version, a villain's stage
// unsaid is read once per stage; without the pool, ask reads as before.
#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>

#include "cards/card_store.h"
#include "cards/pack_reader.h"
#include "query/ask/ask.h"
#include "query/serve/api.h"
#include "tests/ask_fixture.h"

namespace fs = std::filesystem;
using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

// The fixture imported once into a temporary card database.
std::shared_ptr<const cards::CardPool> fixture_pool() {
  static const std::shared_ptr<const cards::CardPool> pool = [] {
    cards::PackRead read =
        cards::read_checkout(fs::path(ARBITER_SOURCE_DIR) / "tests/cards-fixture");
    cards::link_keywords(read.cards, testing::test_catalog().db());
    const fs::path path =
        fs::temp_directory_path() / ("arbiter-ask-cards-" + std::to_string(::getpid()) + ".db");
    cards::write_card_db(read.cards, read.packs, "fixture", path.string());
    auto loaded = std::make_shared<const cards::CardPool>(path.string());
    fs::remove(path);
    return loaded;
  }();
  return pool;
}

const Vocabulary& vocabulary_with_cards() {
  static const Vocabulary vocabulary(testing::test_catalog().db(), fixture_pool());
  return vocabulary;
}

Answer ask_with_cards(const std::string& q) {
  const Vocabulary& vocabulary = vocabulary_with_cards();
  AskOptions o;
  o.cards = fixture_pool();
  return ask(testing::test_catalog(), vocabulary, q, o);
}

Answer ask_without_cards(const std::string& q) {
  return ask(testing::test_catalog(), testing::test_vocabulary(), q, AskOptions{});
}

bool has(const std::vector<std::string>& lines, const std::string& part) {
  for (const std::string& l : lines)
    if (l.find(part) != std::string::npos) return true;
  return false;
}

// A result of one reading: simulated, or alike whatever the values it
// lacks (the boost) are.
std::string value(const ReadingAnswer& r, const std::string& key) {
  if (const auto it = r.settled.find(key); it != r.settled.end()) return it->second;
  if (!r.report) return "";
  const auto it = r.report->values.find(key);
  return it == r.report->values.end() ? "" : it->second;
}

}  // namespace

TEST_CASE("ask cards: named characters bring their printed numbers", "[ask][cards]") {
  const Answer a = ask_with_cards("Rhino attacks me, I block with Black Cat");
  REQUIRE(a.reading.situation());
  CHECK(a.reading.action == "enemy-attack");
  CHECK(a.reading.defender == "ally");
  CHECK(has(a.reading.from_cards,
            "Black Cat (Felicia Hardy): ATK 1, THW 1 (1 consequential), 2 hit points"));
  CHECK(a.reading.fact("villain", "atk") != "");
  CHECK(a.reading.from_card("villain", "atk"));
  // Rhino's stage is not said: each is read, and every one defeats Black
  // Cat (2 hit points against ATK 2, 3 or 4).
  REQUIRE(a.readings.size() >= 3);
  for (const ReadingAnswer& r : a.readings) {
    INFO(r.notation);
    CHECK(value(r, "ally.defeated") == "true");
  }
}

TEST_CASE("ask cards: the stage said, or the numbers said, pick the version", "[ask][cards]") {
  const Answer stage = ask_with_cards("Rhino II attacks me and I don't defend, boost 0");
  CHECK(stage.reading.fact("villain", "atk") == "3");
  CHECK(has(stage.reading.from_cards, "Rhino (II): ATK 3, SCH 1, 15 hit points per player"));
  CHECK(stage.readings.size() == 1);

  const Answer by_atk = ask_with_cards("Rhino attacks me for 4 and I don't defend, boost 0");
  CHECK(has(by_atk.reading.from_cards, "Rhino (III)"));
  CHECK(by_atk.reading.fact("villain", "toughness") == "true");  // Rhino III prints Toughness

  const Answer first = ask_with_cards("Rhino's first stage attacks me, I don't defend, boost 0");
  CHECK(has(first.reading.from_cards, "Rhino (I)"));
  CHECK(first.reading.fact("villain", "atk") == "2");
}

TEST_CASE("ask cards: the question's own numbers win over the card's", "[ask][cards]") {
  // ATK 7 is no stage's: changed by something the question knows of.
  const Answer a = ask_with_cards("Rhino (ATK 7) attacks me and I don't defend, boost 0");
  CHECK(a.reading.fact("villain", "atk") == "7");
  CHECK(has(a.reading.from_cards, "not its printed numbers"));
  CHECK_FALSE(a.reading.from_card("villain", "atk"));
  // Hit points said win too.
  const Answer hp =
      ask_with_cards("I block Rhino's attack with Black Cat, she has 1 hit point left, boost 0");
  CHECK(hp.reading.fact("ally", "hp") == "1");
}

TEST_CASE("ask cards: a printed keyword acts", "[ask][cards]") {
  const Answer a = ask_with_cards("Hydra Mercenary is engaged with me, can I attack Rhino?");
  REQUIRE(a.reading.situation());
  CHECK(a.reading.fact("minion", "guard") == "true");
  CHECK(a.reading.from_card("minion", "guard"));
  REQUIRE(a.report);
  CHECK(a.report->outcome.find("cannot attack") != std::string::npos);
  // A typing slip in the name is corrected like any word.
  const Answer slip = ask_with_cards("Hydra Mercenery is engaged with me, can I attack Rhino?");
  CHECK(slip.reading.fact("minion", "guard") == "true");
}

TEST_CASE("ask cards: without the card pool, names bring nothing and ask says so", "[ask][cards]") {
  const Answer a = ask_without_cards("Rhino attacks me, I block with Black Cat");
  CHECK(a.reading.from_cards.empty());
  CHECK(a.reading.fact("villain", "atk").empty());
  CHECK_FALSE(a.cards_imported);
  CHECK(a.cards_would_help());
  const Answer with = ask_with_cards("Rhino attacks me, I block with Black Cat");
  CHECK_FALSE(with.cards_would_help());
}

TEST_CASE("ask cards: Dice Masters questions naming Marvel characters stay Dice Masters",
          "[ask][cards]") {
  const Answer a = ask_with_cards("my 5A/3D Spider-Man attacks and is blocked by a 2/2 Sandman");
  CHECK(a.reading.game == "dm");
  CHECK(a.reading.from_cards.empty());
}

TEST_CASE("ask cards: a printed ability the language reads is run", "[ask][cards]") {
  const Answer a =
      ask_with_cards("Sentry Fixture is in play. Rhino II attacks me and I don't defend, boost 0");
  REQUIRE(a.report);
  CHECK(a.report->values.at("villain.damage") == "1");  // the ally's printed Interrupt
  CHECK(a.report->values.at("hero.damage") == "3");
  CHECK_FALSE(a.withheld());
}

TEST_CASE("ask cards: what a card prints and Arbiter does not run withholds the outcome",
          "[ask][cards]") {
  // The minion's Forced Response after it attacks is not read: it may change
  // the attack's outcome, so none is stated.
  const Answer text = ask_with_cards("Brute Fixture attacks me and I don't defend");
  CHECK(text.withheld());
  CHECK(has(text.unapplied, "Brute Fixture's"));
  // An attachment the question names is not run either.
  const Answer charge =
      ask_with_cards("Rhino II has Charge on him and attacks me, I don't defend, boost 0");
  CHECK(charge.withheld());
  CHECK(has(charge.unapplied, "the attachment Charge"));
  // Rhino III's When Revealed cannot change an attack: said, not withheld.
  const Answer revealed = ask_with_cards("Rhino III attacks me and I don't defend, boost 0");
  CHECK_FALSE(revealed.withheld());
  CHECK(has(revealed.reading.printed_not_run, "When Revealed"));
}

TEST_CASE("serve: /api/card and ask with the card pool, 404 without it", "[ask][cards][serve]") {
  const serve::Resources with{testing::test_catalog(), vocabulary_with_cards(),
                              fixture_pool().get()};
  const serve::Reply rhino = serve::api(with, serve::Method::kGet, "card", {{"q", "rhno"}}, "");
  REQUIRE(rhino.status == 200);
  const nlohmann::json cards = nlohmann::json::parse(rhino.body);
  CHECK(cards["cards"].size() == 3);
  const serve::Reply none = serve::api(with, serve::Method::kGet, "card", {{"q", "Galactus"}}, "");
  CHECK(none.status == 404);
  const serve::Reply asked =
      serve::api(with, serve::Method::kGet, "ask",
                 {{"q", "Rhino II attacks me and I don't defend, boost 0"}}, "");
  REQUIRE(asked.status == 200);
  CHECK(nlohmann::json::parse(asked.body)["from_cards"].size() == 1);

  const serve::Resources without{testing::test_catalog(), testing::test_vocabulary()};
  CHECK(serve::api(without, serve::Method::kGet, "card", {{"q", "rhino"}}, "").status == 404);
}

TEST_CASE("ask cards: a power the card prints as a dash cannot be used", "[ask][cards]") {
  const Answer a =
      ask_with_cards("Can I exhaust Dash Fixture to thwart the main scheme? It has 3 threat.");
  REQUIRE(a.report);
  CHECK(a.reading.fact("ally", "thw") == "-");
  CHECK(a.report->outcome.find("cannot thwart") != std::string::npos);
}
