#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "common/sqlite.h"
#include "common/text.h"
#include "indexer/index_builder.h"

namespace fs = std::filesystem;

namespace {

// A scratch corpus folder, removed afterwards.
struct ScratchCorpus {
  fs::path dir = fs::temp_directory_path() /
                 ("arbiter-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
  ScratchCorpus() { fs::create_directories(dir / "mc"); }
  ~ScratchCorpus() { fs::remove_all(dir); }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(dir / name) << text;
  }
  static inline int counter = 0;
};

const std::string kHead =
    R"(<edition game="mc" label="1" scope="whole" sequence="1" source="s.txt">)";
const std::string kStun =
    R"(<entry id="mc:stun" kind="glossary"><title>STUN</title><p lines="1">See also: <ref to="mc:status-cards" kind="see-also">Status Cards</ref></p></entry>)";
const std::string kStatus =
    R"(<entry id="mc:status-cards" kind="glossary"><title>STATUS CARDS</title><p lines="2">Stunned villains do not attack.</p></entry>)";

std::string refusal(const ScratchCorpus& c, const fs::path& out) {
  try {
    arbiter::db::build_index(c.dir.string(), out.string());
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("index builds a database from a sound corpus", "[index]") {
  ScratchCorpus c;
  c.write("mc/a.xml", kHead + kStun + kStatus + "</edition>");
  const fs::path out = c.dir / "out.db";
  const auto stats = arbiter::db::build_index(c.dir.string(), out.string());
  CHECK(stats.editions == 1);
  CHECK(stats.entries == 2);
  CHECK(stats.references == 1);
  arbiter::Database db(out.string(), arbiter::Database::Mode::ReadOnly);
  auto st = db.prepare("SELECT count(*) FROM search_words WHERE search_words MATCH 'villain'");
  REQUIRE(st.step());
  CHECK(st.integer(0) == 1);
  auto tri = db.prepare("SELECT count(*) FROM search_trigram WHERE search_trigram MATCH 'unne'");
  REQUIRE(tri.step());
  CHECK(tri.integer(0) == 1);
}

TEST_CASE("index keeps references marked outside the corpus, with their reason", "[index]") {
  ScratchCorpus c;
  c.write(
      "mc/a.xml",
      kHead + kStatus +
          R"(<entry id="mc:setup" kind="glossary"><title>SETUP</title><p lines="3">See: <ref outside="not in this source" kind="see">Appendix II: Setup</ref></p></entry></edition>)");
  const fs::path out = c.dir / "out.db";
  const auto stats = arbiter::db::build_index(c.dir.string(), out.string());
  CHECK(stats.outside_references == 1);
  arbiter::Database db(out.string(), arbiter::Database::Mode::ReadOnly);
  auto st = db.prepare("SELECT to_id, words, outside FROM refs WHERE from_id='mc:setup'");
  REQUIRE(st.step());
  CHECK(st.text(0).empty());
  CHECK(st.text(1) == "Appendix II: Setup");
  CHECK(st.text(2) == "not in this source");
}

TEST_CASE("index refuses a predicate citing an unknown entry", "[index][errors][engine]") {
  ScratchCorpus c;
  c.write("mc/a.xml", kHead + kStun + kStatus + "</edition>");
  const std::vector<arbiter::db::PredicateRow> preds = {
      {"mc.status.x", "mc", "s", {"mc:status-cards"}, {}},
      {"mc.status.y", "mc", "s", {"mc:stunned"}, {}}};
  try {
    arbiter::db::build_index(c.dir.string(), (c.dir / "out.db").string(), preds);
    FAIL("expected a refusal");
  } catch (const std::runtime_error& e) {
    CHECK(std::string(e.what()).find("predicate mc.status.y cites unknown entry 'mc:stunned'") !=
          std::string::npos);
  }
  CHECK_FALSE(fs::exists(c.dir / "out.db"));
}

TEST_CASE("index refuses a dangling reference and writes nothing", "[index][errors]") {
  ScratchCorpus c;
  c.write("mc/a.xml", kHead + "\n" + kStun + "\n</edition>");
  const fs::path out = c.dir / "out.db";
  const std::string msg = refusal(c, out);
  CHECK(msg.find("1 problem(s) in the corpus; no database written") != std::string::npos);
  CHECK(msg.find("a.xml:2: reference to unknown id 'mc:status-cards'") != std::string::npos);
  CHECK_FALSE(fs::exists(out));
  for (const auto& f : fs::directory_iterator(c.dir)) CHECK(f.path().extension() != ".db");
}

TEST_CASE("index refuses a duplicate id and keeps the old database", "[index][errors]") {
  ScratchCorpus c;
  const fs::path out = c.dir / "out.db";
  std::ofstream(out) << "previous database";
  c.write("mc/a.xml", kHead + "\n" + kStatus + "\n" + kStun + "\n" + kStatus + "\n</edition>");
  CHECK(refusal(c, out).find("a.xml:4: duplicate id 'mc:status-cards' (first at line 2)") !=
        std::string::npos);
  CHECK(arbiter::read_file(out.string()) == "previous database");
}

TEST_CASE("index refuses malformed XML naming file and line", "[index][errors]") {
  ScratchCorpus c;
  c.write("mc/a.xml", kHead + "\n" + kStatus + "\n<entry id=\"mc:x\"\n</edition>");
  const std::string msg = refusal(c, c.dir / "out.db");
  CHECK(msg.find("a.xml:4: malformed XML") != std::string::npos);
  CHECK_FALSE(fs::exists(c.dir / "out.db"));
}

TEST_CASE("index refuses an empty corpus folder", "[index][errors]") {
  ScratchCorpus c;
  CHECK(refusal(c, c.dir / "out.db").find("no corpus XML files found") != std::string::npos);
}
