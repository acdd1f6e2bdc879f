// arbiter serve: the API's answers and statuses, the pages' escaping and
// links, and the server over a real socket against hostile requests.
#include <httplib.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <thread>

#include "ask_fixture.h"
#include "json_check.h"
#include "process_run.h"
#include "query/serve/api.h"
#include "query/serve/assets.h"
#include "query/serve/pages.h"
#include "query/serve/server.h"

using namespace arbiter;
using serve::Method;

namespace {

serve::Resources resources() {
  return {testing::test_catalog(), testing::test_vocabulary()};
}

serve::Reply get(const std::string& path, const serve::Params& params = {}) {
  return serve::api(resources(), Method::kGet, path, params, "");
}

// What `arbiter ARGS --json` prints: the API must print the same.
std::string cli_json(std::vector<std::string> args) {
  args.insert(args.begin(), ARBITER_BIN);
  args.push_back("--json");
  args.push_back("--db");
  args.push_back(ARBITER_TEST_DB);
  test::ProcessSpec spec;
  spec.argv = args;
  const test::ProcessResult r = test::run_process(spec);
  REQUIRE(r.exit_code == 0);
  return r.out;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("the API answers with exactly the command line's JSON", "[serve]") {
  CHECK(get("search", {{"q", "overcrush"}, {"limit", "5"}}).body ==
        cli_json({"search", "overcrush", "--limit", "5"}));
  CHECK(get("entry/mc:guard").body == cli_json({"show", "mc:guard"}));
  CHECK(get("entry/guard", {{"edition", "1.1"}}).body ==
        cli_json({"show", "guard", "--edition", "1.1"}));
  CHECK(get("xref/mc:stun", {{"depth", "2"}}).body ==
        cli_json({"xref", "mc:stun", "--depth", "2"}));
  CHECK(get("diff/mc:ally-limit", {{"from", "1.1"}, {"to", "1.3"}}).body ==
        cli_json({"diff", "mc:ally-limit", "--from", "1.1", "--to", "1.3"}));
  const std::string q = "stunned villain attacks, I defend with an ally with 2 hit points";
  CHECK(get("ask", {{"q", q}}).body == cli_json({"ask", q}));
  const std::string file = std::string(ARBITER_SOURCE_DIR) + "/examples/mc/faq-webbed-up-1.xml";
  const serve::Reply sim = serve::api(resources(), Method::kPost, "sim", {}, read_file(file));
  CHECK(sim.status == 200);
  test::ProcessSpec spec;
  spec.argv = {ARBITER_BIN, "sim", file, "--json", "--db", ARBITER_TEST_DB};
  const test::ProcessResult cli = test::run_process(spec);
  CHECK(sim.body == cli.out);
}

TEST_CASE("the API refuses bad input with a status that fits and says why", "[serve]") {
  struct Case {
    std::string path;
    serve::Params params;
    int status;
    std::string says;
  };
  const std::vector<Case> cases = {
      {"search", {}, 400, "missing parameter 'q'"},
      {"search", {{"q", "  "}}, 400, "missing parameter 'q'"},
      {"search", {{"q", "guard"}, {"limit", "0"}}, 400, "'limit' takes a whole number from 1"},
      {"search", {{"q", "guard"}, {"limit", "9x"}}, 400, "'limit'"},
      {"search", {{"q", "guard"}, {"game", "chess"}}, 400, "'game' takes mc or dm"},
      {"search", {{"q", std::string(5000, 'a')}}, 400, "over 4096 bytes"},
      {"search", {{"q", "guard"}, {"edition", "9.9"}}, 404, "9.9"},
      {"entry/mc:no-such-thing", {}, 404, "unknown id"},
      {"entry/", {}, 400, "missing an id"},
      {"xref/mc:stun", {{"depth", "9"}}, 400, "'depth'"},
      {"diff/mc:guard", {{"from", "1.1"}, {"to", "crb"}}, 404, ""},
      {"ask", {}, 400, "missing parameter 'q'"},
      {"ask", {{"q", "xyzzy plugh"}}, 404, ""},
      {"ask", {{"q", "rhino attacks"}, {"after", "mc nonsense;"}}, 400, "situation notation"},
      {"nothing-here", {}, 404, "no API endpoint /api/nothing-here"},
      {"sim", {}, 405, "POST"},
  };
  for (const Case& c : cases) {
    INFO(c.path);
    const serve::Reply r = get(c.path, c.params);
    CHECK(r.status == c.status);
    CHECK(test::is_valid_json(r.body));
    CHECK(r.body.find("\"status\":" + std::to_string(c.status)) != std::string::npos);
    CHECK(r.body.find(c.says) != std::string::npos);
  }
  const auto post = [](const std::string& path, const std::string& body) {
    return serve::api(resources(), Method::kPost, path, {}, body);
  };
  CHECK(post("search", "").status == 405);
  CHECK(post("sim", "<scenario").status == 400);
  CHECK(post("sim", "<scenario game=\"chess\"/>").status == 400);
  CHECK(post("sim", std::string(serve::kMaxBodyBytes + 1, ' ')).status == 413);
  CHECK(serve::api(resources(), Method::kOther, "search", {{"q", "x"}}, "").status == 405);
}

TEST_CASE("pages escape what the user typed and link what the rules link", "[serve]") {
  const std::string hostile = "<script>alert(1)</script>\"'&";
  for (const auto& [path, params] : std::vector<std::pair<std::string, serve::Params>>{
           {"/", {{"q", hostile}}}, {"/ask", {{"q", hostile}}}, {"/entry/" + hostile, {}}}) {
    const serve::Reply r = serve::page(resources(), path, params);
    INFO(path);
    CHECK(r.body.find("<script>alert") == std::string::npos);
    CHECK(r.body.find("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;") !=
          std::string::npos);
  }
  CHECK(serve::page(resources(), "/entry/" + hostile, {}).status == 404);

  const serve::Reply stun = serve::page(resources(), "/entry/mc:stun", {});
  REQUIRE(stun.status == 200);
  CHECK(stun.content_type == "text/html; charset=utf-8");
  // Its reference to STATUS CARDS is a link inside the text, and the FAQ
  // answers resting on it are listed.
  CHECK(stun.body.find("<a href=\"/entry/mc:status-cards\">") != std::string::npos);
  CHECK(stun.body.find("FAQ and errata resting on it") != std::string::npos);
  CHECK(stun.body.find("/entry/mc:faq-webbed-up-1") != std::string::npos);

  const serve::Reply guard = serve::page(resources(), "/entry/mc:guard", {{"edition", "1.1"}});
  CHECK(guard.body.find("<strong aria-current=\"page\">1.1</strong>") != std::string::npos);
  CHECK(guard.body.find("href=\"/entry/mc:guard?edition=1.3\"") != std::string::npos);

  const serve::Reply diff =
      serve::page(resources(), "/diff/mc:ally-limit", {{"from", "1.1"}, {"to", "1.3"}});
  CHECK(diff.status == 200);
  CHECK((diff.body.find("<ins>") != std::string::npos ||
         diff.body.find("<del>") != std::string::npos));

  const serve::Reply ask =
      serve::page(resources(), "/ask",
                  {{"q", "stunned villain attacks, I defend with an ally with 2 hit points"}});
  CHECK(ask.body.find("discards stunned instead of attacking") != std::string::npos);
  CHECK(ask.body.find("value=\"mc enemy-attack;") != std::string::npos);  // the editable line
  CHECK(ask.body.find("name=\"after\"") != std::string::npos);            // the follow-up

  const std::string nothing = serve::page(resources(), "/ask", {{"q", "xyzzy plugh"}}).body;
  CHECK(nothing.find("is not in the rulebooks Arbiter has") != std::string::npos);
  // The neighbourhood: what the entry points to and what points at it.
  const serve::Reply xref = serve::page(resources(), "/xref/mc:stun", {});
  REQUIRE(xref.status == 200);
  CHECK(xref.body.find("Points to") != std::string::npos);
  CHECK(xref.body.find("Pointed at by") != std::string::npos);
  CHECK(xref.body.find("<a href=\"/entry/mc:status-cards\">") != std::string::npos);
  CHECK(xref.body.find("<a href=\"/entry/mc:faq-webbed-up-1\">") != std::string::npos);
  CHECK(serve::page(resources(), "/xref/mc:nothing-here", {}).status == 404);

  // The form's fields joined back into the notation line.
  const serve::Reply form = serve::page(resources(), "/ask",
                                        {{"p1", "mc enemy-attack"},
                                         {"p2", "villain: atk 3, boost 1"},
                                         {"p3", "hero: def 1"},
                                         {"p4", " "},
                                         {"p5", "defender: hero"}});
  CHECK(form.body.find("takes 3 damage") != std::string::npos);
  CHECK(form.body.find("name=\"p2\" value=\"villain: atk 3, boost 1\"") != std::string::npos);
  CHECK(serve::page(resources(), "/nowhere", {}).status == 404);
  CHECK(serve::page(resources(), "/ask", {{"game", "chess"}, {"q", "x"}}).status == 400);
}

TEST_CASE("a page with its styles and script stays under 100 kB", "[serve]") {
  const size_t assets = serve::assets::kStyleCss.size() + serve::assets::kAppJs.size();
  for (const auto& [path, params] : std::vector<std::pair<std::string, serve::Params>>{
           {"/", {}},
           {"/", {{"q", "attack"}}},
           {"/entry/dm:2.7.4", {}},
           {"/ask", {{"q", "8A overcrush blocked by a 4D with 2 damage on it"}}}}) {
    INFO(path);
    CHECK(serve::page(resources(), path, params).body.size() + assets < 100 * 1000);
  }
}

TEST_CASE("the server over a socket: routes, limits and hostile requests", "[serve]") {
  serve::ServeOptions options;
  options.port = 0;
  options.threads = 4;
  serve::Server server(ARBITER_TEST_DB, options);
  const int port = server.bind();
  std::thread running([&] { server.run(); });
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(10, 0);

  auto r = client.Get("/api/search?q=guard&limit=3");
  REQUIRE(r);
  CHECK(r->status == 200);
  CHECK(r->get_header_value("Content-Type") == "application/json");
  CHECK(test::is_valid_json(r->body));
  CHECK(r->get_header_value("Content-Security-Policy") == "default-src 'self'");

  r = client.Get("/style.css");
  REQUIRE(r);
  CHECK(r->body == serve::assets::kStyleCss);
  r = client.Get("/app.js");
  REQUIRE(r);
  CHECK(r->body == serve::assets::kAppJs);

  // Path traversal reaches no file: there are no files to serve.
  for (const char* path : {"/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
                           "/entry/../../etc/passwd", "/style.css/../../../etc/passwd"}) {
    INFO(path);
    r = client.Get(path);
    REQUIRE(r);
    CHECK(r->status == 404);
    CHECK(r->body.find("root:") == std::string::npos);
  }
  // Bad percent-encoding and odd bytes are text like any other.
  r = client.Get("/api/search?q=%zz%&limit=2");
  REQUIRE(r);
  CHECK(r->status == 200);
  r = client.Get("/api/search?q=%FF%FE%00x");
  REQUIRE(r);
  CHECK((r->status == 200 || r->status == 400));
  // An address past httplib's limit, a query past ours.
  r = client.Get("/api/search?q=" + std::string(9000, 'a'));
  REQUIRE(r);
  CHECK(r->status == 414);
  r = client.Get("/api/search?q=" + std::string(5000, 'a'));
  REQUIRE(r);
  CHECK(r->status == 400);
  // Methods.
  r = client.Delete("/api/search?q=x");
  REQUIRE(r);
  CHECK(r->status == 405);
  r = client.Post("/ask", "q=x", "application/x-www-form-urlencoded");
  REQUIRE(r);
  CHECK(r->status == 405);
  r = client.Post("/api/sim", std::string(serve::kMaxBodyBytes + 10, 'x'), "application/xml");
  REQUIRE(r);
  CHECK(r->status == 413);
  CHECK(r->body.find("\"status\":413") != std::string::npos);
  // And it still answers after all of that.
  r = client.Get("/entry/mc:guard");
  REQUIRE(r);
  CHECK(r->status == 200);

  server.stop();
  running.join();
}
