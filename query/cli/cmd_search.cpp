#include <fmt/core.h>

#include "common/json.h"
#include "common/text.h"
#include "query/catalog.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/terminal.h"
#include "query/search.h"

namespace arbiter::cli {

namespace {

void print_json(const query::SearchRequest& req, const query::SearchResult& res) {
  JsonWriter w;
  w.begin_object().key("query").value(req.text);
  w.key("did_you_mean");
  if (res.corrected.empty())
    w.null();
  else
    w.value(res.corrected);
  w.key("not_read").value(static_cast<int64_t>(res.words_not_read));
  w.key("results").begin_array();
  for (const query::SearchHit& h : res.hits) {
    w.begin_object();
    w.key("id").value(h.id).key("game").value(h.game).key("edition").value(h.edition);
    w.key("title").value(h.title).key("kind").value(h.kind).key("section").value(h.section);
    w.key("snippet").value(render_marks(h.snippet, false));
    w.key("score").value(h.score).key("match").value(h.match);
    w.end_object();
  }
  w.end_array().end_object();
  fmt::print("{}\n", w.str());
}

void print_text(const query::SearchRequest& req, const query::SearchResult& res) {
  const bool colour = colour_enabled();
  if (res.words_not_read)
    fmt::print("{}\n", dim(fmt::format("Read the first {} words; {} more not read.",
                                       query::kMaxSearchWords, res.words_not_read),
                           colour));
  if (!res.corrected.empty()) fmt::print("did you mean: {}?\n", bold(res.corrected, colour));
  if (res.hits.empty()) {
    fmt::print("no matches for '{}'\n", clip_utf8(req.text, 80));
    return;
  }
  int n = 0;
  for (const query::SearchHit& h : res.hits) {
    std::string where = h.game + " " + h.edition + " · " + h.kind;
    if (!h.section.empty()) where += " · " + h.section;
    fmt::print("{:2}. {}  {}  {}\n", ++n, bold(h.id, colour), h.title,
               dim("[" + where + "]", colour));
    fmt::print("    {}\n", render_marks(h.snippet, colour));
  }
}

}  // namespace

int run_search(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {"game", "edition", "limit"}, {"json"});
  const TerminalOutput terminal(args);
  if (args.positional.empty())
    throw UsageError(
        "empty query: usage: arbiter search TEXT [--game mc|dm] [--edition E] [--limit N] "
        "[--json]");
  query::SearchRequest req;
  for (const std::string& p : args.positional) req.text += (req.text.empty() ? "" : " ") + p;
  if (req.text.find_first_not_of(" \t\r\n") == std::string::npos) throw UsageError("empty query");
  req.game = args.option("game");
  req.edition = args.option("edition");
  req.limit = args.int_option("limit", 10, 1, 500);
  const query::Catalog catalog(locate_database(args.option("db")));
  const query::SearchResult res = query::search(catalog, req);
  if (args.flag("json"))
    print_json(req, res);
  else
    print_text(req, res);
  return 0;
}

}  // namespace arbiter::cli
