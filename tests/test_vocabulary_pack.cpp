#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>

#include "common/sqlite.h"
#include "common/vocabulary_pack.h"
#include "query/ask/vocabulary.h"

using arbiter::pack_vocabulary;
using arbiter::PackedCard;
using arbiter::PackedTerm;
using arbiter::unpack_vocabulary;

namespace {

const std::vector<PackedTerm> kTerms = {{"mc", "villain", "role:villain", "mc:villain"},
                                        {"mc", "the villain", "role:villain", "mc:villain"},
                                        {"dm", "blocker", "role:blocker", ""},
                                        {"mc", "villain phase", "term:villain-phase", "a,b"}};
const std::vector<PackedCard> kCards = {
    {"mc", "webbed up", "villain", "timing=\"x\"", "expire", "mc:faq-1"}};

}  // namespace

TEST_CASE("a packed vocabulary reads back its rows, words and first-word order",
          "[vocabulary_pack]") {
  const std::string text = pack_vocabulary(kTerms, kCards);
  const auto packed = unpack_vocabulary(text);
  REQUIRE(packed);
  REQUIRE(packed->terms.size() == 4);
  CHECK(packed->terms[1].phrase == "the villain");
  CHECK(packed->terms[1].first == "the");
  CHECK(packed->terms[1].words == 2);
  CHECK(packed->terms[3].concept_name == "term:villain-phase");
  CHECK(packed->terms[3].entries == "a,b");
  CHECK(packed->terms[2].entries.empty());
  REQUIRE(packed->cards.size() == 1);
  CHECK(packed->cards[0].ability == "timing=\"x\"");
  CHECK(packed->cards[0].entry == "mc:faq-1");
  // Every phrase word once, sorted; the cards' words too.
  CHECK(packed->words ==
        std::vector<std::string_view>{"blocker", "phase", "the", "up", "villain", "webbed"});
  // By first word, ties in row order.
  CHECK(packed->by_first == std::vector<uint32_t>{2, 1, 0, 3});
}

TEST_CASE("an empty word of a phrase is kept, as splitting at spaces keeps it",
          "[vocabulary_pack]") {
  const std::string text = pack_vocabulary({{"mc", "a  b", "term:x", ""}}, {});
  const auto packed = unpack_vocabulary(text);
  REQUIRE(packed);
  CHECK(packed->terms[0].words == 3);
  CHECK(packed->words == std::vector<std::string_view>{"", "a", "b"});
}

TEST_CASE("text that is not a packed vocabulary of this version is refused", "[vocabulary_pack]") {
  const std::string text = pack_vocabulary(kTerms, kCards);
  CHECK_FALSE(unpack_vocabulary(""));
  CHECK_FALSE(unpack_vocabulary("arbiter-vocabulary 0\nT 0\nC 0\nW 0\nF\n"));
  CHECK(unpack_vocabulary("arbiter-vocabulary 1\nT 0\nC 0\nW 0\nF\n"));
  // Cut short anywhere, or with a line added.
  for (size_t cut = 0; cut < text.size(); cut += 7)
    CHECK_FALSE(unpack_vocabulary(text.substr(0, cut)));
  CHECK_FALSE(unpack_vocabulary(text + "x\n"));
  // A field missing, words out of order, a term twice in the order, the
  // order not by first word.
  const auto changed = [&](std::string_view from, std::string_view to) {
    std::string out = text;
    return out.replace(out.find(from), from.size(), to);
  };
  CHECK_FALSE(unpack_vocabulary(changed("\tmc:villain\n", " mc:villain\n")));
  CHECK_FALSE(unpack_vocabulary(changed("blocker\nphase", "phase\nblocker")));
  CHECK_FALSE(unpack_vocabulary(changed("F 2 1 0 3", "F 2 1 0 0")));
  CHECK_FALSE(unpack_vocabulary(changed("F 2 1 0 3", "F 1 2 0 3")));
  CHECK_FALSE(unpack_vocabulary("arbiter-vocabulary 1\nT 99999999999\nC 0\nW 0\nF\n"));
}

TEST_CASE("a database built before the vocabulary was packed reads the same vocabulary",
          "[vocabulary_pack][ask]") {
  namespace fs = std::filesystem;
  const fs::path old = fs::temp_directory_path() /
                       ("arbiter-unpacked-vocabulary-" + std::to_string(::getpid()) + ".db");
  fs::copy_file(ARBITER_TEST_DB, old, fs::copy_options::overwrite_existing);
  {
    // Such a database holds its vocabulary and card abilities in tables
    // (the packed text's rows), and no packed text.
    arbiter::Database db(old.string(), arbiter::Database::Mode::Create);
    std::string packed;
    {
      arbiter::Statement st = db.prepare("SELECT value FROM meta WHERE key = 'vocabulary'");
      REQUIRE(st.step());
      packed = st.text(0);
    }
    const auto rows = unpack_vocabulary(packed);
    REQUIRE(rows);
    db.exec(
        "CREATE TABLE vocabulary(game TEXT NOT NULL, phrase TEXT NOT NULL, concept TEXT NOT NULL,"
        " entries TEXT NOT NULL);"
        "CREATE TABLE card_abilities(game TEXT NOT NULL, phrase TEXT NOT NULL, role TEXT NOT NULL,"
        " ability TEXT NOT NULL, implies TEXT NOT NULL, entry TEXT NOT NULL);");
    arbiter::Statement term = db.prepare("INSERT INTO vocabulary VALUES(?,?,?,?)");
    for (const PackedTerm& t : rows->terms) {
      term.bind(1, t.game).bind(2, t.phrase).bind(3, t.concept_name).bind(4, t.entries);
      term.step();
      term.reset();
    }
    arbiter::Statement card = db.prepare("INSERT INTO card_abilities VALUES(?,?,?,?,?,?)");
    for (const PackedCard& c : rows->cards) {
      card.bind(1, c.game).bind(2, c.phrase).bind(3, c.role).bind(4, c.ability);
      card.bind(5, c.implies).bind(6, c.entry);
      card.step();
      card.reset();
    }
    db.exec("DELETE FROM meta WHERE key = 'vocabulary'");
  }
  const arbiter::Database now_db(ARBITER_TEST_DB, arbiter::Database::Mode::ReadOnly);
  const arbiter::Database old_db(old.string(), arbiter::Database::Mode::ReadOnly);
  const arbiter::query::ask::Vocabulary now(now_db), before(old_db);
  const std::vector<std::string> words =
      arbiter::query::ask::question_words("the stunned villain attacks, retalliate, my 3/3 blockr");
  const auto terms = [](const auto& matches) {
    std::vector<std::string> out;
    for (const auto& m : matches)
      out.push_back(std::to_string(m.at) + " " + m.term->kind + ":" + m.term->name);
    return out;
  };
  CHECK(terms(now.match(words, "")) == terms(before.match(words, "")));
  CHECK_FALSE(terms(now.match(words, "")).empty());
  CHECK(now.corrected(words) == before.corrected(words));
  CHECK(now.knows("villain"));
  CHECK(before.knows("villain"));
  CHECK_FALSE(before.knows("xyzzy"));
  fs::remove(old);
}
