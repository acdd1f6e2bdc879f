// `arbiter import-edition`, tested without anyone's PDF: the tests print
// their own rulebooks from corpus XML (arbiter-fixture-pdf, with cairo: two
// columns, bold capital headings, running headers, page numbers, card
// images), import them, and compare what comes back with what was printed.
#include <unistd.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "common/sqlite.h"
#include "common/text.h"
#include "indexer/corpus_reader.h"
#include "indexer/pdf/book_outline.h"
#include "process_run.h"

namespace fs = std::filesystem;
using arbiter::corpus::Edition;
using arbiter::corpus::Entry;
using arbiter::corpus::Ref;

namespace {

const fs::path kSource = ARBITER_SOURCE_DIR;
const fs::path kBuiltIn13 = kSource / "corpus/mc/rules-reference-1.3.xml";
const fs::path kStress = kSource / "tests/pdf-fixture/stress-edition.xml";

struct TempDir {
  fs::path path;
  TempDir() {
    static int n = 0;
    path = fs::temp_directory_path() /
           ("arbiter-import-" + std::to_string(::getpid()) + "-" + std::to_string(n++));
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
  std::string store() const { return (path / "data/editions.db").string(); }
};

arbiter::test::ProcessResult run(std::vector<std::string> argv, const std::string& store = "") {
  arbiter::test::ProcessSpec spec;
  spec.argv = std::move(argv);
  if (!store.empty()) spec.env = {"ARBITER_EDITIONS=" + store};
  return arbiter::test::run_process(spec);
}

// Prints an edition's XML as a rulebook PDF; returns the PDF's path.
std::string print_pdf(const TempDir& dir, const fs::path& xml, const std::string& name,
                      std::vector<std::string> extra = {}) {
  const std::string pdf = (dir.path / name).string();
  std::vector<std::string> argv = {ARBITER_FIXTURE_PDF, xml.string(), pdf};
  argv.insert(argv.end(), extra.begin(), extra.end());
  const arbiter::test::ProcessResult r = run(argv);
  REQUIRE(r.exit_code == 0);
  return pdf;
}

arbiter::test::ProcessResult import(const TempDir& dir, const std::string& pdf,
                                    std::vector<std::string> extra = {}) {
  std::vector<std::string> argv = {ARBITER_BIN, "import-edition", pdf, "--output", dir.store(),
                                   "--db",      ARBITER_TEST_DB};
  argv.insert(argv.end(), extra.begin(), extra.end());
  return run(argv);
}

// The edition a store holds under a label, read back from its XML.
Edition stored_edition(const std::string& store, const std::string& label) {
  const arbiter::Database db(store, arbiter::Database::Mode::ReadOnly);
  arbiter::Statement s = db.prepare("SELECT xml FROM imported_editions WHERE label=?");
  s.bind(1, label);
  REQUIRE(s.step());
  return arbiter::corpus::read_edition_text(s.text(0), "imported");
}

// The references the book prints; "rests-on" links are Arbiter's own
// annotation of FAQ answers, which no PDF carries.
std::vector<std::string> printed_refs(const Entry& e) {
  std::vector<std::string> out;
  for (const Ref& r : e.refs)
    if (r.kind != "rests-on") out.push_back(r.kind + " " + r.to + " '" + r.words + "'");
  return out;
}

// Every entry, in order: id, kind, parent, title, aliases, text and
// printed references.
void check_same_entries(const Edition& printed, const Edition& imported) {
  REQUIRE(imported.entries.size() == printed.entries.size());
  for (size_t i = 0; i < printed.entries.size(); ++i) {
    const Entry& want = printed.entries[i];
    const Entry& got = imported.entries[i];
    INFO("entry " << i << ": " << want.id);
    CHECK(got.id == want.id);
    CHECK(got.kind == want.kind);
    CHECK(got.parent == want.parent);
    CHECK(got.title == want.title);
    CHECK(got.aliases == want.aliases);
    CHECK(got.text == want.text);
    CHECK(printed_refs(got) == printed_refs(want));
  }
}

// The built-in 1.3's XML, edited by hand before it is printed: what a
// newer Rules Reference changes, in miniature.
struct EditedBook {
  std::string xml = arbiter::read_file(kBuiltIn13.string());

  void replace(const std::string& from, const std::string& to) {
    const size_t at = xml.find(from);
    REQUIRE(at != std::string::npos);
    xml.replace(at, from.size(), to);
  }
  void remove_entry(const std::string& id) {
    const size_t at = xml.find("<entry id=\"" + id + "\"");
    REQUIRE(at != std::string::npos);
    xml.erase(at, xml.find("</entry>", at) + 8 - at);
  }
  // A keyword no built-in edition has, before Surge under KEYWORDS.
  void add_stalwart() {
    replace("<entry id=\"mc:surge\" kind=\"keyword\">",
            "<entry id=\"mc:stalwart\" kind=\"keyword\"><title lines=\"1\">Stalwart</title>"
            "<p lines=\"1\">A character with this keyword cannot be stunned or confused.</p>"
            "</entry><entry id=\"mc:surge\" kind=\"keyword\">");
  }
  fs::path write(const TempDir& dir, const std::string& name) const {
    const fs::path path = dir.path / name;
    std::ofstream(path) << xml;
    return path;
  }
};

// Output with its line wrapping undone.
std::string flat(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\n' || c == ' ') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

int count_lines(const std::string& s) {
  return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

}  // namespace

TEST_CASE("a rulebook PDF printed from the built-in 1.3 imports back entry for entry",
          "[import-edition]") {
  const TempDir dir;
  const std::string pdf = print_pdf(dir, kBuiltIn13, "rr13.pdf");
  const arbiter::test::ProcessResult r = import(dir, pdf, {"--label", "1.3-pdf"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const Edition built_in = arbiter::corpus::read_edition_file(kBuiltIn13.string());
  check_same_entries(built_in, stored_edition(dir.store(), "1.3-pdf"));
  // The page furniture and the card images were seen and left out.
  const std::string report = flat(r.out);
  CHECK(report.find("219 entries") != std::string::npos);
  CHECK(report.find("24 running headers, 24 page numbers") != std::string::npos);
  CHECK(report.find(" 0 lines of card images") == std::string::npos);
  CHECK(report.find("0 naming no entry") != std::string::npos);

  // Every command reads it like a built-in edition, newest first.
  const auto changes =
      run({ARBITER_BIN, "changes", "--from", "1.3", "--to", "1.3-pdf", "--db", ARBITER_TEST_DB},
          dir.store());
  CHECK(changes.exit_code == 0);
  CHECK(changes.out == "1.3 -> 1.3-pdf: no changes\n");
  const auto show =
      run({ARBITER_BIN, "show", "guard", "--json", "--db", ARBITER_TEST_DB}, dir.store());
  REQUIRE(show.exit_code == 0);
  const nlohmann::json guard = nlohmann::json::parse(show.out);
  CHECK(guard["edition"] == "1.3-pdf");
  CHECK(guard["editions"][0] == "1.3-pdf");
  CHECK(guard["source"]["file"] == "imported:rr13.pdf");
  const std::string editions =
      flat(run({ARBITER_BIN, "editions", "--db", ARBITER_TEST_DB}, dir.store()).out);
  CHECK(editions.find("imported from rr13.pdf") != std::string::npos);
  CHECK(editions.find("built in, from sources/mc-rules-reference-v1.3-pdf-text.txt") !=
        std::string::npos);
}

TEST_CASE("spaced-letter headings, icon glyphs and hyphenated line ends import as printed",
          "[import-edition]") {
  const TempDir dir;
  // The fixture's own rulebook: its version line names the edition.
  const std::string pdf = print_pdf(dir, kStress, "stress.pdf", {"--stress"});
  const arbiter::test::ProcessResult r = import(dir, pdf);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(flat(r.out).find("as edition 9.9") != std::string::npos);
  CHECK(flat(r.out).find("6 icons marked") != std::string::npos);
  check_same_entries(arbiter::corpus::read_edition_file(kStress.string()),
                     stored_edition(dir.store(), "9.9"));

  // The whole of 1.3 with every top-level heading spaced out and long
  // words split at line ends.
  const std::string spaced = print_pdf(dir, kBuiltIn13, "spaced.pdf", {"--stress"});
  REQUIRE(import(dir, spaced, {"--label", "1.3-spaced"}).exit_code == 0);
  check_same_entries(arbiter::corpus::read_edition_file(kBuiltIn13.string()),
                     stored_edition(dir.store(), "1.3-spaced"));
}

TEST_CASE("a hand-edited rulebook's changes are found exactly", "[import-edition]") {
  const TempDir dir;
  EditedBook book;
  // A sentence reworded, an entry renamed, one removed and one added.
  book.replace("that player cannot attack villains without this keyword.",
               "that player cannot attack or thwart villains without this keyword.");
  book.replace("<title lines=\"442\">CONSTANT ABILITY</title>",
               "<title lines=\"442\">CONSTANT ABILITIES</title>");
  book.remove_entry("mc:grim-rule");
  book.add_stalwart();
  const fs::path edited = book.write(dir, "edited.xml");
  const auto imported =
      import(dir, print_pdf(dir, edited, "edited.pdf"), {"--label", "1.3-edited"});
  REQUIRE(imported.exit_code == 0);
  // "See also: Constant Ability" still names the renamed entry.
  CHECK(flat(imported.out).find("0 naming no entry") != std::string::npos);
  const auto r = run({ARBITER_BIN, "changes", "--from", "1.3", "--to", "1.3-edited", "--json",
                      "--db", ARBITER_TEST_DB},
                     dir.store());
  REQUIRE(r.exit_code == 0);
  std::map<std::string, std::set<std::string>> found;
  const nlohmann::json changes = nlohmann::json::parse(r.out);
  for (const nlohmann::json& c : changes["changes"])
    for (const nlohmann::json& k : c["kinds"]) found[c["id"]].insert(k.get<std::string>());
  const std::map<std::string, std::set<std::string>> expected = {
      {"mc:guard", {"changed"}},
      {"mc:constant-ability", {"renamed"}},
      {"mc:grim-rule", {"removed"}},
      {"mc:stalwart", {"added"}}};
  CHECK(found == expected);
}

TEST_CASE("what is not a readable Rules Reference is refused on one line, nothing written",
          "[import-edition]") {
  const TempDir dir;
  const fs::path garbage = dir.path / "garbage.pdf";
  std::ofstream(garbage) << "%PDF-1.5\nthis is not a PDF at all\n";
  // The first half of a real PDF: its cross-reference table is gone.
  const std::string whole = print_pdf(dir, kStress, "whole.pdf");
  const fs::path truncated = dir.path / "truncated.pdf";
  {
    const std::string bytes = arbiter::read_file(whole);
    std::ofstream(truncated, std::ios::binary) << bytes.substr(0, bytes.size() / 2);
  }
  const fs::path locked = dir.path / "locked.pdf";
  REQUIRE(
      run({QPDF, "--encrypt", "user-secret", "owner-secret", "256", "--", whole, locked.string()})
          .exit_code == 0);
  // A PDF with text but no rulebook in it: one heading.
  const fs::path letter = dir.path / "letter.xml";
  std::ofstream(letter)
      << R"(<edition game="mc" label="x" scope="whole" sequence="1" source="s">)"
      << R"(<name lines="1">Dear player</name><entry id="mc:note" kind="glossary">)"
      << R"(<title lines="2">NOTE</title><p lines="3">Thanks for playing.</p>)"
      << R"(</entry></edition>)";
  const std::string not_rules = print_pdf(dir, letter, "letter.pdf");

  const std::vector<std::pair<std::string, std::string>> cases = {
      {garbage.string(), "not a readable PDF"},
      {truncated.string(), ""},
      {locked.string(), "encrypted with a password"},
      {not_rules, "no Rules Reference in it"},
      {(dir.path / "missing.pdf").string(), "no such file"}};
  for (const auto& [pdf, why] : cases) {
    INFO(pdf);
    const arbiter::test::ProcessResult r = import(dir, pdf, {"--label", "x"});
    CHECK(r.exit_code == 1);
    CHECK(count_lines(r.err) == 1);
    CHECK(r.err.find(pdf) != std::string::npos);
    if (!why.empty()) CHECK(r.err.find(why) != std::string::npos);
    CHECK(r.out.empty());
    CHECK_FALSE(fs::exists(dir.store()));
  }
}

TEST_CASE("import-edition: labels, importing again, and a new build of the base",
          "[import-edition]") {
  const TempDir dir;
  // The version line gives 1.3, which Arbiter has built in.
  const std::string rr13 = print_pdf(dir, kBuiltIn13, "rr13.pdf");
  const auto builtin = import(dir, rr13);
  CHECK(builtin.exit_code == 1);
  CHECK(builtin.err.find("edition 1.3 is built into Arbiter already") != std::string::npos);
  CHECK_FALSE(fs::exists(dir.store()));
  // No version on the first page: the file's name as published gives it.
  const std::string named = print_pdf(dir, kStress, "MC_Rules_Reference_v2.0.pdf",
                                      {"--title", "Fixture Rules Reference"});
  const auto from_name = import(dir, named);
  CHECK(flat(from_name.out).find("as edition 2.0") != std::string::npos);
  fs::remove(dir.store());

  // A cover with no text first: the name is the first page with text's.
  const std::string covered = print_pdf(dir, kStress, "covered.pdf", {"--cover"});
  const auto with_cover = import(dir, covered);
  CHECK(with_cover.exit_code == 0);
  CHECK(flat(with_cover.out).find("\"Fixture Rules Reference Version 9.9\" as edition 9.9") !=
        std::string::npos);
  // An edition older than the newest built in would pass for the newest.
  const auto older = import(dir, covered, {"--label", "1.2"});
  CHECK(older.exit_code == 1);
  CHECK(older.err.find("older than 1.3") != std::string::npos);
  // --output naming a database that is not a store: refused, untouched.
  const std::string not_store = (dir.path / "other.db").string();
  fs::copy_file(ARBITER_TEST_DB, not_store);
  const auto size = fs::file_size(not_store);
  const auto over =
      run({ARBITER_BIN, "import-edition", covered, "--output", not_store, "--db", ARBITER_TEST_DB});
  CHECK(over.exit_code == 1);
  CHECK(over.err.find("not an Arbiter editions store") != std::string::npos);
  CHECK(fs::file_size(not_store) == size);
  fs::remove(dir.store());

  // Over a base database of its own, so that the test can rebuild it.
  const std::string base = (dir.path / "arbiter.db").string();
  fs::copy_file(ARBITER_TEST_DB, base);
  const std::string pdf = print_pdf(dir, kStress, "stress.pdf", {"--stress"});
  auto import_over_base = [&] {
    return run({ARBITER_BIN, "import-edition", pdf, "--output", dir.store(), "--db", base});
  };
  REQUIRE(import_over_base().exit_code == 0);
  REQUIRE(import_over_base().exit_code == 0);  // again: replaced, not added
  auto listed = [&] {
    const auto r = run({ARBITER_BIN, "editions", "--json", "--db", base}, dir.store());
    REQUIRE(r.exit_code == 0);
    int imported = 0;
    for (const nlohmann::json& e : nlohmann::json::parse(r.out))
      imported += e["imported"].get<bool>();
    return imported;
  };
  CHECK(listed() == 1);
  // A new build of the base (its time and size change): the store is
  // rebuilt over it, and the imported edition is still there.
  {
    arbiter::Database db(base, arbiter::Database::Mode::Create);
    db.exec("INSERT INTO meta(key,value) VALUES('rebuilt','yes')");
  }
  fs::last_write_time(base, fs::last_write_time(base) + std::chrono::seconds(5));
  CHECK(listed() == 1);
  const auto search = run({ARBITER_BIN, "search", "stalwart", "--db", base}, dir.store());
  CHECK(search.out.find("mc:stalwart") != std::string::npos);
  // Taken out again: the last one out removes the store.
  const auto missing = run(
      {ARBITER_BIN, "import-edition", "--remove", "7.7", "--output", dir.store(), "--db", base});
  CHECK(missing.exit_code == 1);
  CHECK(missing.err.find("no imported edition 7.7 (imported: 9.9)") != std::string::npos);
  const auto removed = run(
      {ARBITER_BIN, "import-edition", "--remove", "9.9", "--output", dir.store(), "--db", base});
  CHECK(removed.exit_code == 0);
  CHECK_FALSE(fs::exists(dir.store()));
  REQUIRE(import_over_base().exit_code == 0);
  // Over another database the store stands aside.
  const auto other = run({ARBITER_BIN, "search", "stalwart", "--db", ARBITER_TEST_DB}, dir.store());
  CHECK(other.out.find("mc:stalwart") == std::string::npos);
}

TEST_CASE("ask with a newer imported edition: simulated under the built-in one, changes named",
          "[import-edition][ask]") {
  const TempDir dir;
  EditedBook book;
  // A "1.8" that rewords how an ally takes an attack and adds a keyword.
  book.replace("Rules Reference Version 1.3</name>", "Rules Reference Version 1.8</name>");
  book.replace(
      "If an ally defends the attack, all damage from the attack is dealt to the ally.",
      "If an ally defends the attack, all damage from the attack is dealt to the ally, and any "
      "excess to its controller.");
  book.add_stalwart();
  const fs::path edited = book.write(dir, "rr18.xml");
  REQUIRE(import(dir, print_pdf(dir, edited, "rr18.pdf")).exit_code == 0);

  const std::string attack =
      "the villain attacks with 3 ATK and I defend with my ally with 2 hit points";
  const auto json =
      run({ARBITER_BIN, "ask", attack, "--json", "--db", ARBITER_TEST_DB}, dir.store());
  REQUIRE(json.exit_code == 0);
  const nlohmann::json a = nlohmann::json::parse(json.out);
  CHECK(a["edition"] == "1.3");  // the rules Arbiter's predicates implement
  REQUIRE(a["newer_edition"].is_object());
  CHECK(a["newer_edition"]["label"] == "1.8");
  std::set<std::string> changed;
  for (const nlohmann::json& r : a["newer_edition"]["changed"]) changed.insert(r["id"]);
  CHECK(changed == std::set<std::string>{"mc:enemy-attacks"});
  const auto text = run({ARBITER_BIN, "ask", attack, "--db", ARBITER_TEST_DB}, dir.store());
  CHECK(flat(text.out).find("Your newest edition, 1.8 (imported), words 1 of the rules cited here "
                            "differently, and this answer follows 1.3") != std::string::npos);
  CHECK(flat(text.out).find("arbiter diff mc:enemy-attacks --from 1.3 --to 1.8") !=
        std::string::npos);

  // A keyword only 1.8 has: its text, marked as not simulated.
  const auto stalwart =
      run({ARBITER_BIN, "ask", "can a stalwart hero be stunned?", "--db", ARBITER_TEST_DB},
          dir.store());
  CHECK(flat(stalwart.out)
            .find("Stalwart [mc:stalwart] is defined only in 1.8 (imported), and "
                  "Arbiter does not simulate it: \"A character with this keyword "
                  "cannot be stunned or confused.\"") != std::string::npos);

  // Without the import, nothing of it.
  const auto plain = run({ARBITER_BIN, "ask", attack, "--json", "--db", ARBITER_TEST_DB});
  CHECK(nlohmann::json::parse(plain.out)["newer_edition"].is_null());
}

TEST_CASE("book outline: steps at the usual spacing, curly quotes, two-line headings",
          "[import-edition]") {
  using namespace arbiter::pdf;
  Layout layout;
  layout.body_size = 9;
  layout.column_width = 240;
  double y = 100;
  auto line = [&](const std::string& text, double size, bool bold, double gap = 11.5) {
    TextLine l;
    l.page = 1;
    l.x0 = 48;
    l.x1 = 48 + 5.0 * static_cast<double>(text.size());
    l.y0 = y;
    l.y1 = y + size;
    l.size = size;
    l.bold = bold;
    l.text = text;
    l.first_word_width = 20;
    layout.lines.push_back(l);
    y += gap;
  };
  line("Rules Reference Version 2.1", 20, true, 30);
  line("ATTACK", 10.5, true, 14);
  line("To attack, follow these steps:", 9, false);
  line("1. \u201cDeclare\u201d the attack.", 9, false);
  line("2. Deal damage.", 9, false, 15);
  line("DEFEND, DEFENSE", 10.5, true, 14);
  line("A character defends.", 9, false, 15);
  line("ENCOUNTER CARDS AND", 10.5, true, 12);
  line("TREACHERIES", 10.5, true, 14);
  line("Text under it.", 9, false, 15);
  const Outline o = read_outline(layout, [](std::string_view) { return 0; });
  CHECK(o.label == "2.1");
  REQUIRE(o.headings.size() == 3);
  CHECK(o.headings[0].text == "ATTACK");
  REQUIRE(o.headings[0].blocks.size() == 3);
  CHECK(o.headings[0].blocks[1].type == OutlineBlockType::kStep);
  CHECK(o.headings[0].blocks[1].text == "\u201cDeclare\u201d the attack.");
  CHECK(o.headings[0].blocks[2].number == 2);
  CHECK(o.headings[2].text == "ENCOUNTER CARDS AND TREACHERIES");
}
