// One function per `arbiter` command. Each parses its own arguments and
// returns the exit status; errors propagate as exceptions that main()
// turns into one line on stderr (UsageError, std::invalid_argument: 2;
// anything else: 1).
#pragma once

namespace arbiter::cli {

int run_index(int argc, char** argv);
int run_check(int argc, char** argv);
int run_search(int argc, char** argv);
int run_show(int argc, char** argv);
int run_xref(int argc, char** argv);
int run_export(int argc, char** argv);
int run_sim(int argc, char** argv);
int run_ask(int argc, char** argv);
int run_diff(int argc, char** argv);
int run_changes(int argc, char** argv);
int run_ids(int argc, char** argv);
int run_repl(int argc, char** argv);
int run_serve(int argc, char** argv);
int run_cards(int argc, char** argv);
int run_card(int argc, char** argv);
int run_import_edition(int argc, char** argv);
int run_editions(int argc, char** argv);

}  // namespace arbiter::cli
