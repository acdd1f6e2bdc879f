#include "query/cli/help.h"

#include <algorithm>

namespace arbiter::cli {

namespace {

constexpr OptionHelp kDbOption{
    "--db FILE",
    "the database (default: $ARBITER_DB, then arbiter.db beside the binary, then "
    "the installed one)"};

const std::vector<OptionHelp>& terminal_options() {
  static const std::vector<OptionHelp> options = {
      {"--width N",
       "wrap to N columns (default: the terminal's width, 80 when piped; 0: do not wrap)"},
      {"--color=WHEN", "colour: auto (on a terminal, unless NO_COLOR is set), always or never"},
      {"--no-pager",
       "print straight to the terminal (default: output longer than the terminal goes "
       "through $PAGER, or less -FRX; never when piped)"},
  };
  return options;
}

constexpr OptionHelp kHelpOption{"-h, --help", "this help"};

std::string pad(std::string_view s, size_t width) {
  std::string out(s);
  if (out.size() < width) out.append(width - out.size(), ' ');
  return out;
}

void list_options(std::string& out, const std::vector<OptionHelp>& options) {
  for (const OptionHelp& o : options) {
    if (o.name.size() > 20)
      out += "  " + std::string(o.name) + "\n" + std::string(24, ' ');
    else
      out += "  " + pad(o.name, 22);
    out += std::string(o.text) + "\n";
  }
}

}  // namespace

const std::vector<CommandHelp>& command_help() {
  static const std::vector<CommandHelp> commands = {
      {"ask",
       "QUESTION|SITUATION|- [--game mc|dm] [--edition E] [--full] [--verbose] "
       "[--show-scenario] [--explain] [--json]",
       "A question in a player's words: what was understood (as a situation line you can edit "
       "and ask again), the simulated outcome, why, and the rules it rests on. '-' reads the "
       "question from standard input. The first 200 words are read; the answer names how many "
       "more were not.",
       {{"--game mc|dm", "the game, when the words do not say"},
        {"--edition E",
         "answer from edition E (default: the one the question names, else the newest)"},
        {"--full",
         "the complete answer: every step's predicate, each entry's whole text, search matches"},
        {"--verbose", "add the predicate behind each step to the short answer"},
        {"--show-scenario", "also print the scenario file the question was turned into"},
        {"--explain", "also print how the question was read: tokens, mentions, clauses"},
        {"--cards FILE",
         "the card pool (default: where `cards import` writes); cards named "
         "in the question bring their printed numbers"},
        {"--json", "the answer as JSON"}},
       "arbiter ask \"stunned villain attacks, I defend with an ally with 2 hit points\""},
      {"repl",
       "[--game mc|dm] [--edition E]",
       "Questions one after another, with line editing and history; also `arbiter` alone on a "
       "terminal. The last situation is kept: a follow-up (\"and with boost 2?\") changes only "
       "what it names, a whole new situation replaces it, \"new\" forgets it. Piped, it reads "
       "one question a line.",
       {{"--game mc|dm", "the game, when the words do not say"},
        {"--edition E", "answer from edition E"},
        {"--cards FILE", "the card pool (default: where `cards import` writes)"}},
       "arbiter repl --game mc"},
      {"serve",
       "[--host ADDRESS] [--port N] [--cache-mb N]",
       "The rules as web pages and a JSON API, for a phone or a laptop: search as you type, "
       "entries with their links, backlinks and editions, and ask. Everything is built into the "
       "binary; no network is needed. Localhost only by default; --host 0.0.0.0 lets phones on "
       "the same network in, and the addresses to open are printed at start.",
       {{"--host ADDRESS", "the address to listen on (default 127.0.0.1)"},
        {"--port N", "the port, 0 for any free one (default 8080)"},
        {"--cache-mb N",
         "megabytes of whole replies kept, each sent again when its address is asked "
         "again (default 32; 0: none)"},
        {"--cards FILE",
         "the card pool for ask and /api/card (default: where `cards import` "
         "writes, when there)"}},
       "arbiter serve --host 0.0.0.0"},
      {"card",
       "NAME [--cards FILE] [--json]",
       "A Marvel Champions card from the imported card pool (see `cards import`): type, stats, "
       "keywords with the rules entry of each, traits, set and text. Names are matched as "
       "typed, ignoring case and punctuation, then within a typing slip; a villain shows every "
       "stage.",
       {{"--cards FILE",
         "the card database (default: $ARBITER_CARDS, else "
         "$XDG_DATA_HOME/arbiter/cards.db)"},
        {"--json", "the cards as JSON"}},
       "arbiter card rhino"},
      {"cards",
       "import DIR [--output FILE]",
       "Reads a checkout of the community's card data (git clone "
       "https://github.com/zzorba/marvelsdb-json-data) into the card database that `card` and "
       "`ask` use, beside your data, never into the checkout. Safe to run again: the database "
       "is replaced whole. Reports the packs and cards read and the keywords that no edition "
       "in the corpus defines.",
       {{"--output FILE",
         "where to write it (default: $ARBITER_CARDS, else "
         "$XDG_DATA_HOME/arbiter/cards.db, else ~/.local/share/arbiter/cards.db)"}},
       "arbiter cards import ~/marvelsdb-json-data"},
      {"import-edition",
       "FILE.pdf [--game mc] [--label L] [--output FILE] | --remove LABEL",
       "Reads a Marvel Champions Rules Reference from its official PDF (the free one players "
       "keep on their phones) into an edition of its own, beside your data and never in "
       "Arbiter: its columns, headings, lists, examples and \"See also\" references, with the "
       "ids the built-in editions use. `search`, `show`, `xref`, `diff` and `changes` then read "
       "it like a built-in edition, newest first; `ask` still simulates under the newest "
       "built-in edition and names the cited rules the newer one words differently. Safe to "
       "run again: the same label is replaced. A PDF that is damaged, needs a password or holds "
       "no Rules Reference is refused and nothing is written.",
       {{"--label L", "the edition's name (default: the version its first page gives, \"1.8\")"},
        {"--remove LABEL", "take an imported edition out again"},
        {"--game mc", "the game (only Marvel Champions has editions to import)"},
        {"--output FILE",
         "where the editions are kept (default: $ARBITER_EDITIONS, else "
         "$XDG_DATA_HOME/arbiter/editions.db, else ~/.local/share/arbiter/editions.db)"}},
       "arbiter import-edition ~/Downloads/MC_Rules_Reference_v1.8.pdf"},
      {"editions",
       "[--json]",
       "The editions Arbiter has, newest first within each game: the built-in ones with the "
       "source text they come from, and those you imported with their PDF and when.",
       {{"--json", "the editions as JSON"}},
       "arbiter editions"},
      {"search",
       "TEXT [--game mc|dm] [--edition E] [--limit N] [--json]",
       "Ranked entries matching TEXT: ids, titles and aliases first, then text; typos are "
       "corrected (\"did you mean\").",
       {{"--game mc|dm", "one game only"},
        {"--edition E", "one edition only (default: each game's newest)"},
        {"--limit N", "at most N results, 1 to 500 (default 10)"},
        {"--json", "the results as JSON"}},
       "arbiter search \"ally defends\" --game mc --limit 5"},
      {"show",
       "ID[@EDITION] [--edition E] [--json]",
       "An entry's full text, sub-entries, references, backlinks, the rule predicates that "
       "implement it, its editions and source lines. The game prefix may be left out when the "
       "rest names one entry (stun -> mc:stun); when it names entries in both games, the "
       "candidates are listed (exit 1).",
       {{"--edition E", "the text of edition E (default: the newest that has the entry)"},
        {"--json", "the entry as JSON"}},
       "arbiter show stun"},
      {"xref",
       "ID [--depth N] [--edition E] [--dot] [--json]",
       "The cross-reference neighbourhood of an entry: what it refers to and what refers to it.",
       {{"--depth N", "follow references N steps, 1 to 5 (default 1)"},
        {"--edition E", "the references of edition E (default: the newest that has the entry)"},
        {"--dot", "the graph as Graphviz dot"},
        {"--json", "the graph as JSON"}},
       "arbiter xref mc:stun --depth 2 --dot | dot -Tsvg > stun.svg"},
      {"diff",
       "ID [--from E1] [--to E2] [--json]",
       "Word-level differences of one entry between two editions.",
       {{"--from E1", "the older edition (default: the second newest that has the entry)"},
        {"--to E2", "the newer edition (default: the newest that has the entry)"},
        {"--json", "the differences as JSON"}},
       "arbiter diff ally-limit --from 1.1 --to 1.3"},
      {"changes",
       "--from E1 --to E2 [--json]",
       "What changed between two editions: a summary, then the rule changes (a sentence that "
       "changes what happens in play: a number, \"cannot\", \"must\", \"may\", a timing word, a "
       "sentence added or removed), the entries added and removed, the wording-only changes "
       "and the entries only renamed or moved, each on one line with its measure.",
       {{"--from E1", "the older edition"},
        {"--to E2", "the newer edition"},
        {"--json",
         "every change as JSON, in the newer edition's order, each with its \"effect\" (rule or "
         "wording) when its text changed"}},
       "arbiter changes --from 1.1 --to 1.3"},
      {"sim",
       "FILE|- [--edition E] [--json] [--max-bytes N] [--max-elements N] [--max-steps N]",
       "Runs a scenario file: outcome, the trace with the rule of each step, the cited rules' "
       "text and the expectations. Exit 1 when an expectation fails, 2 when the scenario is "
       "malformed or past a limit. Chance past 200,000 branches (or the work limit of "
       "1,000,000 run-steps) is sampled, and says so; at most 20 outcomes and 2,000 trace "
       "steps are listed.",
       {{"--edition E", "simulate under edition E (default: the scenario's, else the newest)"},
        {"--json", "the report as JSON"},
        {"--max-bytes N", "refuse a scenario file larger than N bytes (default 65,536)"},
        {"--max-elements N", "refuse more than N elements in <state> (default 200)"},
        {"--max-steps N", "refuse more than N elements in <do> (default 100)"}},
       "arbiter sim examples/mc/faq-webbed-up-1.xml"},
      {"export",
       "--json [--game G] [--edition E]",
       "The whole corpus as a JSON array, one object per entry and edition.",
       {{"--json", "required: the output is JSON"},
        {"--game G", "one game only"},
        {"--edition E", "one edition only"}},
       "arbiter export --json --game dm > dm.json",
       true,
       false},
      {"index",
       "CORPUS_DIR [--output FILE]",
       "Builds the database from the corpus XML; refuses (and writes nothing) on a malformed "
       "corpus.",
       {{"--output FILE", "where to write the database (default: arbiter.db)"}},
       "arbiter index corpus --output arbiter.db",
       false},
      {"check",
       "CORPUS_DIR [--json]",
       "The fidelity check: every corpus sentence is in its source and every source line is in "
       "the corpus.",
       {{"--json", "the report as JSON"}},
       "arbiter check corpus",
       false},
      {"help",
       "[COMMAND]",
       "This summary, or one command's usage, options and an example.",
       {},
       "arbiter help show",
       false},
      {"ids",
       "[--game mc|dm]",
       "Every entry id, one a line (for shell completion).",
       {{"--game mc|dm", "one game only"}},
       "arbiter ids --game mc",
       true,
       false,
       true},
  };
  return commands;
}

const CommandHelp* find_command(std::string_view name) {
  const auto& all = command_help();
  auto it =
      std::find_if(all.begin(), all.end(), [&](const CommandHelp& c) { return c.name == name; });
  return it == all.end() ? nullptr : &*it;
}

std::string usage_text() {
  std::string out = "usage: arbiter COMMAND [ARGS]\n\nCommands:\n";
  for (const CommandHelp& c : command_help()) {
    if (c.hidden) continue;
    out += "  " + pad(c.name, 15) + std::string(c.usage) + "\n";
  }
  out +=
      "\nIds look like mc:status-cards, dm:2.7.4, dm:overcrush; the game prefix may be left "
      "out when the rest names one entry (show stun). ID@EDITION pins an edition "
      "(mc:guard@1.1).\n"
      "Every command that reads the database takes --db FILE (default: $ARBITER_DB, then the "
      "database beside the binary, then the installed one). Text output wraps to the "
      "terminal's width, 80 columns when piped (--width N), goes through $PAGER when longer "
      "than the terminal (--no-pager), and follows NO_COLOR (--color=auto|always|never).\n"
      "Exit status: 0 done, 1 not found or runtime failure, 2 usage error.\n"
      "'arbiter help COMMAND' or 'arbiter COMMAND --help' describes one command; "
      "'arbiter --version' prints the version.\n";
  return out;
}

std::string command_help_text(const CommandHelp& c) {
  std::string out = "usage: arbiter " + std::string(c.name) + " " + std::string(c.usage) + "\n\n";
  out += std::string(c.summary) + "\n";
  std::vector<OptionHelp> options = c.options;
  if (c.database) options.push_back(kDbOption);
  if (c.terminal)
    options.insert(options.end(), terminal_options().begin(), terminal_options().end());
  options.push_back(kHelpOption);
  out += "\nOptions:\n";
  list_options(out, options);
  out += "\nExample:\n  " + std::string(c.example) + "\n";
  return out;
}

std::string version_text() {
  return std::string("arbiter ") + ARBITER_VERSION + "\n";
}

}  // namespace arbiter::cli
