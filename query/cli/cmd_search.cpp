#include <fmt/core.h>

#include "common/text.h"
#include "query/catalog.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/database_path.h"
#include "query/cli/json_views.h"
#include "query/cli/process_catalog.h"
#include "query/cli/terminal.h"
#include "query/search.h"

namespace arbiter::cli {

namespace {

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
  const query::Catalog& catalog = process_catalog(locate_database(args.option("db")));
  const query::SearchResult res = query::search(catalog, req);
  if (args.flag("json"))
    fmt::print("{}\n", search_json(req, res));
  else
    print_text(req, res);
  return 0;
}

}  // namespace arbiter::cli
