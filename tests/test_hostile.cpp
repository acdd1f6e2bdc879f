// Hostile input to the `arbiter` binary, as a fuzzer or a careless paste
// would give it: each case asserts the exit code, a one-line error where it
// fails, and bounds on wall time and peak memory. The bounds are generous
// (a slow CI machine, a sanitizer build) but far below what the unbounded
// versions of these inputs took.
#include <catch2/catch.hpp>

#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "common/text.h"
#include "common/xml_depth.h"
#include "process_run.h"

namespace fs = std::filesystem;
using arbiter::test::Process;
using arbiter::test::ProcessResult;
using arbiter::test::ProcessSpec;
using arbiter::test::run_process;

namespace {

constexpr double kSeconds = 20;         // per command, generous
constexpr long kMemoryKb = 400 * 1024;  // per command

ProcessSpec arbiter_spec(std::vector<std::string> args, std::string stdin_data = "") {
  ProcessSpec spec;
  spec.argv = {ARBITER_BIN};
  for (std::string& a : args) spec.argv.push_back(std::move(a));
  spec.stdin_data = std::move(stdin_data);
  spec.env = {"NO_COLOR=1", std::string("ARBITER_DB=") + ARBITER_TEST_DB};
  spec.time_limit_seconds = kSeconds;
  return spec;
}

ProcessResult run_arbiter(std::vector<std::string> args, std::string stdin_data = "") {
  const ProcessResult r = run_process(arbiter_spec(std::move(args), std::move(stdin_data)));
  INFO("stderr: " << r.err.substr(0, 300));
  CHECK_FALSE(r.timed_out);
  CHECK(r.signal == 0);
  CHECK(r.peak_rss_kb < kMemoryKb);
  return r;
}

bool one_line(const std::string& s) {
  return !s.empty() && s.find('\n') == s.size() - 1;
}

std::string words(const std::string& word, size_t n) {
  std::string out;
  out.reserve((word.size() + 1) * n);
  for (size_t i = 0; i < n; ++i) out += (i ? " " : "") + word;
  return out;
}

struct ScratchDir {
  fs::path path;
  ScratchDir() : path(fs::temp_directory_path() / ("arbiter-hostile-" + std::to_string(getpid()))) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~ScratchDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string file(const std::string& name, const std::string& content) const {
    const fs::path p = path / name;
    std::ofstream(p, std::ios::binary) << content;
    return p.string();
  }
};

}  // namespace

TEST_CASE("hostile: a 10 MB question on standard input is read up to the cap", "[hostile]") {
  const std::string paste = "the stunned villain attacks me " + words("blah", 2'000'000);
  REQUIRE(paste.size() > 10'000'000);
  const ProcessResult r = run_arbiter({"ask", "-"}, paste);
  CHECK(r.exit_code == 0);
  CHECK(arbiter::starts_with(r.out, "Read the first 200 words of the question; "));
  CHECK(r.out.find("stunned") != std::string::npos);
  CHECK(r.seconds < kSeconds);
}

TEST_CASE("hostile: a question on standard input past 16 MiB is refused in one line", "[hostile]") {
  const ProcessResult r = run_arbiter({"ask", "-"}, std::string(17u << 20, 'a'));
  CHECK(r.exit_code == 2);
  CHECK(one_line(r.err));
  CHECK(r.err.find("standard input") != std::string::npos);
  CHECK(r.out.empty());
}

TEST_CASE("hostile: a 100,000-word question and search answer fast", "[hostile]") {
  std::vector<std::string> args = {"ask"};
  for (int i = 0; i < 100'000; ++i) args.push_back(i % 2 ? "villain" : "stunned");
  const ProcessResult asked = run_arbiter(args);
  CHECK(asked.exit_code == 0);
  CHECK(asked.out.find("99800 more not read") != std::string::npos);

  args[0] = "search";
  args.push_back("--json");
  const ProcessResult searched = run_arbiter(args);
  CHECK(searched.exit_code == 0);
  CHECK(searched.out.find("\"not_read\":99968") != std::string::npos);
}

TEST_CASE("hostile: NUL bytes and broken UTF-8 in a question", "[hostile]") {
  const ProcessResult nul =
      run_arbiter({"ask", "-"}, std::string("stun\0ned villain attacks\n", 26));
  CHECK((nul.exit_code == 0 || nul.exit_code == 1));
  if (nul.exit_code == 1) CHECK(one_line(nul.err));
  const ProcessResult bad =
      run_arbiter({"ask", "--json", "-"}, "stunned \xff\xfe villain attacks \xc0");
  CHECK(bad.exit_code == 0);
  CHECK(bad.out.find('\xff') == std::string::npos);
}

TEST_CASE("hostile: every kind of bad database is named in one line", "[hostile]") {
  const ScratchDir dir;
  const std::string good = arbiter::read_file(ARBITER_TEST_DB);
  const std::string damaged_copy = [&] {
    std::string d = good;
    for (size_t i = d.size() / 2; i < d.size() / 2 + 200'000 && i < d.size(); ++i)
      d[i] = static_cast<char>(i * 7919 % 251);
    return d;
  }();
  const struct {
    std::string path;
    const char* says;
  } cases[] = {
      {(dir.path / "missing.db").string(), "database not found"},
      {dir.path.string(), "is a directory"},
      {dir.file("empty.db", ""), "is empty"},
      {dir.file("text.db", "hello, not a database\n"), "not an Arbiter database"},
      {dir.file("truncated.db", good.substr(0, 50'000)), "damaged"},
      {dir.file("damaged.db", damaged_copy), "damaged"},
  };
  for (const auto& c : cases) {
    for (const char* command : {"search", "ask"}) {
      INFO(c.path << " " << command);
      const ProcessResult r = run_arbiter({command, "stunned villain", "--db", c.path});
      CHECK(r.exit_code == 1);
      CHECK(one_line(r.err));
      CHECK(r.err.find(c.says) != std::string::npos);
      CHECK(r.err.find("arbiter index") != std::string::npos);
      CHECK(r.err.find("SELECT") == std::string::npos);
    }
  }
}

TEST_CASE("hostile: 50 processes at once all answer", "[hostile]") {
  std::vector<Process> running;
  for (int i = 0; i < 50; ++i)
    running.emplace_back(
        arbiter_spec({i % 2 ? "search" : "ask", i % 2 ? "overcrush" : "stunned villain attacks"}));
  std::string first_search, first_ask;
  for (size_t i = 0; i < running.size(); ++i) {
    const ProcessResult r = running[i].finish();
    INFO("process " << i << ": " << r.err);
    CHECK(r.exit_code == 0);
    CHECK_FALSE(r.timed_out);
    std::string& first = i % 2 ? first_search : first_ask;
    if (first.empty()) first = r.out;
    CHECK(r.out == first);
  }
}

TEST_CASE("hostile: an index build killed midway leaves the old database and no leftovers",
          "[hostile]") {
  const ScratchDir dir;
  const std::string db = (dir.path / "arbiter.db").string();
  const std::string corpus = std::string(ARBITER_SOURCE_DIR) + "/corpus";
  const ProcessResult built = run_arbiter({"index", corpus, "--output", db});
  REQUIRE(built.exit_code == 0);
  const std::string before = arbiter::read_file(db);
  auto leftovers = [&] {
    int n = 0;
    for (const auto& e : fs::directory_iterator(dir.path))
      n += e.path().filename().string() != "arbiter.db";
    return n;
  };
  // Killed at different moments of the build, by the signals a user or a
  // supervisor sends: the old database stays whole, and no temporary file.
  int killed_midway = 0;
  for (int delay_ms : {0, 20, 50, 80, 120, 160, 200}) {
    for (int sig : {SIGTERM, SIGINT}) {
      Process p(arbiter_spec({"index", corpus, "--output", db}));
      usleep(static_cast<useconds_t>(delay_ms) * 1000);
      kill(p.pid(), sig);
      const ProcessResult r = p.finish();
      killed_midway += r.signal == sig;
      INFO("signal " << sig << " after " << delay_ms << " ms");
      CHECK(arbiter::read_file(db).size() == before.size());
      CHECK(leftovers() == 0);
    }
  }
  CHECK(killed_midway > 0);  // some kills must land during the build
  // SIGKILL cannot be caught: its leftover goes at the next build.
  Process p(arbiter_spec({"index", corpus, "--output", db}));
  usleep(60'000);
  kill(p.pid(), SIGKILL);
  p.finish();
  const ProcessResult again = run_arbiter({"index", corpus, "--output", db});
  CHECK(again.exit_code == 0);
  CHECK(leftovers() == 0);
  const ProcessResult query = run_arbiter({"search", "stun", "--db", db});
  CHECK(query.exit_code == 0);
}

TEST_CASE("hostile: nesting is checked without recursion, up to the stated depth", "[hostile]") {
  auto nested = [](int depth) {
    std::string xml;
    for (int i = 0; i < depth; ++i) xml += "<a>";
    for (int i = 0; i < depth; ++i) xml += "</a>";
    return xml;
  };
  pugi::xml_document ok, deep;
  REQUIRE(ok.load_string(nested(arbiter::kMaxXmlDepth + 1).c_str()));
  CHECK_FALSE(arbiter::first_too_deep(ok.document_element()));
  REQUIRE(deep.load_string(nested(arbiter::kMaxXmlDepth + 2).c_str()));
  CHECK(arbiter::first_too_deep(deep.document_element()));
}

TEST_CASE("hostile: XML nested 200,000 deep is refused in one line, not a crash", "[hostile]") {
  const ScratchDir dir;
  const int n = 200'000;
  std::string open, close;
  for (int i = 0; i < n; ++i) {
    open +=
        "<entry id=\"dm:e" + std::to_string(i) + "\" kind=\"rule\"><title lines=\"1\">T</title>";
    close += "</entry>";
  }
  fs::create_directories(dir.path / "corpus" / "dm");
  dir.file("corpus/dm/x.xml",
           "<edition game=\"dm\" label=\"crb\" scope=\"whole\" sequence=\"1\" source=\"x.md\">"
           "<name lines=\"1\">X</name>" +
               open + close + "</edition>");
  const ProcessResult index = run_arbiter(
      {"index", (dir.path / "corpus").string(), "--output", (dir.path / "x.db").string()});
  CHECK(index.exit_code == 1);
  CHECK(one_line(index.err));
  CHECK(index.err.find("x.xml:1: elements nested more than 64 deep") != std::string::npos);
  CHECK_FALSE(fs::exists(dir.path / "x.db"));

  // A scenario past the size limit is refused for its size; one within it,
  // for its depth.
  for (const int depth : {n, 1000}) {
    std::string scenario = "<scenario game=\"mc\"><state>";
    for (int i = 0; i < depth; ++i) scenario += "<x>";
    for (int i = 0; i < depth; ++i) scenario += "</x>";
    const ProcessResult sim =
        run_arbiter({"sim", dir.file("deep.xml", scenario + "</state></scenario>")});
    INFO("depth " << depth);
    CHECK(sim.exit_code == 2);
    CHECK(one_line(sim.err));
    if (depth < n) CHECK(sim.err.find("nested more than 64 deep") != std::string::npos);
  }
}
