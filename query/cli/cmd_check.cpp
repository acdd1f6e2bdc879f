#include <fmt/core.h>

#include <filesystem>

#include "common/json.h"
#include "common/text.h"
#include "indexer/corpus_check.h"
#include "indexer/corpus_reader.h"
#include "indexer/fidelity.h"
#include "query/cli/args.h"
#include "query/cli/commands.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

int run_check(int argc, char** argv) {
  const Args args = parse_args(argc, argv, 2, {}, {"json"});
  const TerminalOutput terminal(args);
  if (args.positional.size() != 1) throw UsageError("usage: arbiter check CORPUS_DIR [--json]");
  const std::filesystem::path dir = args.positional[0];
  std::vector<corpus::Edition> editions;
  for (const std::string& f : corpus::list_edition_files(dir.string()))
    editions.push_back(corpus::read_edition_file(f));
  std::vector<std::string> problems = corpus::check_corpus(editions);
  const auto exclusions = corpus::read_exclusions((dir / "exclusions.tsv").string());

  JsonWriter w;
  w.begin_object().key("editions").begin_array();
  bool all_full = problems.empty();
  for (const corpus::Edition& ed : editions) {
    const std::string source = read_file((dir / ed.source).string());
    const corpus::FidelityReport r = corpus::check_fidelity(ed, source, exclusions);
    all_full = all_full && r.problems.empty();
    problems.insert(problems.end(), r.problems.begin(), r.problems.end());
    if (!args.flag("json"))
      fmt::print(
          "{:<8} {:<45} corpus->source {:6.2f}% ({}/{} pieces)  source->corpus {:6.2f}% ({}/{} "
          "lines, {} excluded)\n",
          r.edition, r.source, r.piece_coverage(), r.pieces_found, r.pieces, r.line_coverage(),
          r.lines_covered, r.lines, r.lines_excluded);
    w.begin_object();
    w.key("edition").value(r.edition).key("source").value(r.source);
    w.key("pieces").value(r.pieces).key("pieces_found").value(r.pieces_found);
    w.key("lines").value(r.lines).key("lines_covered").value(r.lines_covered);
    w.key("lines_excluded").value(r.lines_excluded);
    w.end_object();
  }
  w.end_array().key("problems").string_array(problems).end_object();
  if (args.flag("json")) {
    fmt::print("{}\n", w.str());
  } else {
    for (const std::string& p : problems) fmt::print("{}\n", p);
    fmt::print("{}\n", all_full ? "corpus sound: 100% both ways" : "corpus NOT sound");
  }
  return all_full ? 0 : 1;
}

}  // namespace arbiter::cli
