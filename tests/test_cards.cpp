// The card pool: importing a marvelsdb-json-data checkout (the fixture in
// tests/cards-fixture, in the data's shape), refusing what is not one,
// importing again, and finding cards by name as players type them.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cards/card_store.h"
#include "cards/keywords.h"
#include "cards/pack_reader.h"
#include "common/sqlite.h"
#include "process_run.h"

namespace fs = std::filesystem;
using namespace arbiter;
using namespace arbiter::cards;

namespace {

const fs::path kFixture = fs::path(ARBITER_SOURCE_DIR) / "tests/cards-fixture";

// A fresh folder under the temporary directory, removed at the end.
struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() /
           ("arbiter-cards-" + std::to_string(::getpid()) + "-" + std::to_string(counter()++));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
  static int& counter() {
    static int n = 0;
    return n;
  }
};

std::string imported(const TempDir& dir) {
  PackRead read = read_checkout(kFixture);
  const Database rules(ARBITER_TEST_DB, Database::Mode::ReadOnly);
  link_keywords(read.cards, rules);
  const std::string path = (dir.path / "cards.db").string();
  write_card_db(read.cards, read.packs, kFixture.string(), path);
  return path;
}

test::ProcessResult run(std::vector<std::string> argv) {
  test::ProcessSpec spec;
  spec.argv = std::move(argv);
  return test::run_process(spec);
}

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path) << text;
}

}  // namespace

TEST_CASE("a checkout's cards are read with their numbers, keywords and reprints", "[cards]") {
  const PackRead read = read_checkout(kFixture);
  CHECK(read.packs == 2);
  REQUIRE(read.cards.size() == 14);
  const auto by_code = [&](const std::string& code) -> const Card& {
    for (const Card& c : read.cards)
      if (c.code == code) return c;
    FAIL("no card " << code);
    throw;
  };
  const Card& rhino = by_code("01094");
  CHECK(rhino.kind == Kind::kVillain);
  CHECK(rhino.title() == "Rhino (I)");
  CHECK(rhino.stats_text() == "ATK 2, SCH 1, 14 hit points per player");
  CHECK(rhino.pack_name == "Core Set");
  const Card& reprint = by_code("99001");
  CHECK(reprint.name == "Hydra Mercenary");
  CHECK(reprint.pack_code == "fix");
  CHECK(reprint.quantity == 3);
  REQUIRE(reprint.keywords.size() == 1);
  CHECK(reprint.keywords[0].name == "Guard");
  const Card& brute = by_code("01150");
  REQUIRE(brute.keywords.size() == 2);
  CHECK(brute.keywords[0].name == "Retaliate");
  CHECK(brute.keywords[0].value == "1");
  CHECK(brute.keywords[1].name == "Steady");
  CHECK(by_code("01160").keywords.empty());  // "Attach to Rhino." is not a keyword
  CHECK(by_code("01002").stats_text() == "ATK 1, THW 1 (1 consequential), 2 hit points");
  // An ally the data gives no THW prints a dash there (mc:dash).
  CHECK(by_code("01171").stats_text() == "ATK 3 (1 consequential), THW \u2013, 5 hit points");
}

TEST_CASE("keywords are the leading short sentences of a card's text", "[cards]") {
  auto names = [](const std::string& text) {
    std::string out;
    for (const Keyword& k : printed_keywords(plain_text(text)))
      out += k.name + (k.value.empty() ? "" : "=" + k.value) + ";";
    return out;
  };
  CHECK(names("Guard. <i>(While this minion is engaged with you, ...)</i>") == "Guard;");
  CHECK(names("Uses (3 charges).\n<b>Action</b>: Exhaust ...") == "Uses=3 charges;");
  CHECK(names("Teamwork (Avenger). Retaliate 2.") == "Teamwork=Avenger;Retaliate=2;");
  CHECK(names("Hinder 1[per_hero].") == "Hinder=1[per_hero];");
  CHECK(names("Nebula gains stalwart.") == "");
  CHECK(names("Wrecker's Side Scheme.") == "");
  CHECK(names("<b>When Revealed</b>: Stun each hero. Guard.") == "");
}

TEST_CASE("keywords link to the rules entry that defines them, or to none", "[cards]") {
  const TempDir dir;
  const CardPool pool(imported(dir));
  const std::vector<const Card*> sandman = pool.find("sandman");
  REQUIRE(sandman.size() == 1);
  REQUIRE(sandman[0]->keywords.size() == 1);
  CHECK(sandman[0]->keywords[0].entry == "mc:tough");  // "Toughness" is an entry's title
  const std::vector<const Card*> brute = pool.find("Brute Fixture");
  REQUIRE(brute.size() == 1);
  CHECK(brute[0]->keywords[0].entry == "mc:retaliate");
  CHECK(brute[0]->keywords[1].entry.empty());  // Steady: no edition of the corpus has it
}

TEST_CASE("cards are found by name as players type them", "[cards]") {
  const TempDir dir;
  const CardPool pool(imported(dir));
  CHECK(pool.find("Rhino").size() == 3);  // every stage
  CHECK(pool.find("rhno").size() == 3);   // a typing slip
  CHECK(pool.find("black-cat").size() == 1);
  CHECK(pool.find("Felicia Hardy").size() == 1);  // by subname
  const auto spidey = pool.find("spiderman");
  REQUIRE(spidey.size() == 1);
  CHECK(spidey[0]->kind == Kind::kHero);
  CHECK(pool.find("hydra mercenary").size() == 1);  // the reprint is the same card
  CHECK(pool.find("galactus").empty());
  CHECK(pool.find("").empty());
  const std::vector<std::string> near = pool.suggestions("Hydra");
  REQUIRE_FALSE(near.empty());
  CHECK(near[0] == "Hydra Mercenary");
}

TEST_CASE("importing again replaces the database whole and leaves no temporary file", "[cards]") {
  const TempDir dir;
  const std::string path = imported(dir);
  const std::string again = imported(dir);
  CHECK(path == again);
  CHECK(CardPool(path).cards().size() == 14);
  int files = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path)) ++files;
  CHECK(files == 1);
}

TEST_CASE("what is not a checkout is refused on one line, naming file, line and field", "[cards]") {
  const TempDir dir;
  CHECK_THROWS_WITH(read_checkout(dir.path),
                    Catch::Contains("not a checkout of marvelsdb-json-data"));
  write(dir.path / "pack/bad.json",
        "[\n {\"code\": \"1\", \"name\": \"X\",\n  \"type_code\": \"ally\", \"attack\": "
        "\"two\"}\n]\n");
  CHECK_THROWS_WITH(
      read_checkout(dir.path),
      Catch::Equals("pack/bad.json:2: card 1: 'attack' is string, expected a whole number"));
  write(dir.path / "pack/bad.json", "[\n {\"code\": \"1\",\n");
  CHECK_THROWS_WITH(read_checkout(dir.path), Catch::StartsWith("pack/bad.json:3: not JSON"));
  write(dir.path / "pack/bad.json", "[{\"code\": \"1\", \"type_code\": \"ally\"}]");
  CHECK_THROWS_WITH(read_checkout(dir.path), Catch::Contains("'name' is missing"));
  write(dir.path / "pack/bad.json", "[{\"code\": \"2\", \"duplicate_of\": \"404\"}]");
  CHECK_THROWS_WITH(read_checkout(dir.path), Catch::Contains("'duplicate_of' names 404"));
}

TEST_CASE("arbiter cards import and arbiter card, as a player runs them", "[cards][cli]") {
  const TempDir dir;
  const std::string db = (dir.path / "sub/cards.db").string();
  const test::ProcessResult bad = run(
      {ARBITER_BIN, "cards", "import", dir.path.string(), "--output", db, "--db", ARBITER_TEST_DB});
  CHECK(bad.exit_code == 1);
  CHECK(bad.err.find("not a checkout") != std::string::npos);
  CHECK(std::count(bad.err.begin(), bad.err.end(), '\n') == 1);
  CHECK_FALSE(fs::exists(db));

  const test::ProcessResult ok = run({ARBITER_BIN, "cards", "import", kFixture.string(), "--output",
                                      db, "--db", ARBITER_TEST_DB, "--width", "300"});
  REQUIRE(ok.exit_code == 0);
  CHECK(ok.out.find("2 packs, 14 cards") != std::string::npos);
  CHECK(ok.out.find("Steady (1)") != std::string::npos);

  const test::ProcessResult card =
      run({ARBITER_BIN, "card", "rhinoo", "--cards", db, "--db", ARBITER_TEST_DB, "--no-pager"});
  REQUIRE(card.exit_code == 0);
  CHECK(card.out.find("Rhino (III)") != std::string::npos);
  CHECK(card.out.find("Toughness") != std::string::npos);
  CHECK(card.out.find("mc:tough") != std::string::npos);

  const test::ProcessResult json =
      run({ARBITER_BIN, "card", "Black", "Cat", "--json", "--cards", db, "--db", ARBITER_TEST_DB});
  REQUIRE(json.exit_code == 0);
  const nlohmann::json parsed = nlohmann::json::parse(json.out);
  REQUIRE(parsed["cards"].size() == 1);
  CHECK(parsed["cards"][0]["stats"]["thwart_cost"] == 1);

  const test::ProcessResult none =
      run({ARBITER_BIN, "card", "Galactus", "--cards", db, "--db", ARBITER_TEST_DB});
  CHECK(none.exit_code == 1);
  CHECK(none.err.find("no card named 'Galactus'") != std::string::npos);

  const test::ProcessResult missing =
      run({ARBITER_BIN, "card", "Rhino", "--cards", (dir.path / "nothing.db").string()});
  CHECK(missing.exit_code == 1);
  CHECK(missing.err.find("arbiter cards import") != std::string::npos);
}
