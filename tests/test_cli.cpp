// The `arbiter` binary as users run it: exit statuses, one-line errors,
// JSON shapes, colour rules.
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "common/text.h"
#include "json_check.h"
#include "query/cli/help.h"

namespace {

struct Run {
  int status = -1;
  std::string out;
  std::string err;
};

std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

Run arbiter_run(const std::string& args, const std::string& env = "NO_COLOR=1") {
  const std::string err_file = (std::filesystem::temp_directory_path() /
                                ("arbiter-cli-" + std::to_string(getpid()) + ".err"))
                                   .string();
  const std::string cmd = "env " + env + " ARBITER_DB=" + quote(ARBITER_TEST_DB) + " " +
                          quote(ARBITER_BIN) + " " + args + " 2>" + quote(err_file);
  Run r;
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  r.err = arbiter::read_file(err_file);
  std::filesystem::remove(err_file);
  return r;
}

bool one_line(const std::string& s) {
  return !s.empty() && s.find('\n') == s.size() - 1;
}

}  // namespace

TEST_CASE("cli: search answers in text and JSON", "[cli]") {
  const Run text = arbiter_run("search stunned villain");
  CHECK(text.status == 0);
  CHECK(text.out.find("mc:status-cards") != std::string::npos);
  CHECK(text.out.find("«") != std::string::npos);      // matches marked without colour
  CHECK(text.out.find("\033[") == std::string::npos);  // NO_COLOR and piped: no escapes

  const Run json = arbiter_run("search retalliate --json --limit 3");
  CHECK(json.status == 0);
  std::string err;
  CHECK(arbiter::test::is_valid_json(json.out, &err));
  INFO(err);
  for (const char* field :
       {"\"query\":", "\"results\":", "\"id\":", "\"game\":", "\"edition\":", "\"title\":",
        "\"kind\":", "\"section\":", "\"snippet\":", "\"score\":"})
    CHECK(json.out.find(field) != std::string::npos);
  CHECK(json.out.find("\"did_you_mean\":\"retaliate\"") != std::string::npos);
}

TEST_CASE("cli: JSON stays valid UTF-8 when the query is not", "[cli]") {
  const Run json = arbiter_run("search " + quote(std::string("stun\xff\xc0 villain")) + " --json");
  CHECK(json.status == 0);
  CHECK(arbiter::test::is_valid_json(json.out));
  CHECK(json.out.find("\xef\xbf\xbd") != std::string::npos);  // U+FFFD
  CHECK(json.out.find('\xff') == std::string::npos);
}

TEST_CASE("cli: a pasted 100,000-letter word gets a short answer, not SQL", "[cli]") {
  const std::string junk(100000, 'x');
  const Run ask = arbiter_run("ask " + junk);
  CHECK(ask.status == 1);
  CHECK(one_line(ask.err));
  CHECK(ask.err.size() < 300);
  CHECK(ask.err.find("not in the rulebooks") != std::string::npos);
  const Run search = arbiter_run("search " + junk);
  CHECK(search.status == 0);
  CHECK(search.err.find("SELECT") == std::string::npos);
  CHECK(search.err.find("LIKE") == std::string::npos);
}

TEST_CASE("cli: show and xref and export in JSON", "[cli]") {
  const Run show = arbiter_run("show mc:status-cards --json");
  CHECK(show.status == 0);
  CHECK(arbiter::test::is_valid_json(show.out));
  for (const char* field : {"\"id\":", "\"game\":", "\"edition\":", "\"title\":", "\"text\":",
                            "\"references\":", "\"backlinks\":", "\"editions\":", "\"source\":"})
    CHECK(show.out.find(field) != std::string::npos);
  const Run xref = arbiter_run("xref mc:stun --depth 2 --json");
  CHECK(xref.status == 0);
  CHECK(arbiter::test::is_valid_json(xref.out));
  const Run dot = arbiter_run("xref mc:stun --dot");
  CHECK(dot.out.rfind("digraph", 0) == 0);
  const Run exp = arbiter_run("export --json --game mc");
  CHECK(exp.status == 0);
  CHECK(arbiter::test::is_valid_json(exp.out));
}

TEST_CASE("cli: errors are one line on stderr with the right status", "[cli][errors]") {
  const Run unknown = arbiter_run("show mc:stunn");
  CHECK(unknown.status == 1);
  CHECK(one_line(unknown.err));
  CHECK(unknown.err.find("did you mean mc:stun") != std::string::npos);
  CHECK(unknown.out.empty());

  const Run empty = arbiter_run("search ''");
  CHECK(empty.status == 2);
  CHECK(one_line(empty.err));

  const Run none = arbiter_run("search");
  CHECK(none.status == 2);
  CHECK(one_line(none.err));

  const Run bad_flag = arbiter_run("search stun --limt 3");
  CHECK(bad_flag.status == 2);
  CHECK(bad_flag.err.find("unknown option --limt") != std::string::npos);

  const Run bad_limit = arbiter_run("search stun --limit many");
  CHECK(bad_limit.status == 2);

  const Run bad_cmd = arbiter_run("serch stun");
  CHECK(bad_cmd.status == 2);

  const Run quote_only = arbiter_run("search '\"'");
  CHECK(quote_only.status == 2);
  CHECK(one_line(quote_only.err));
}

TEST_CASE("cli: ids without a game prefix, and the candidates when two games have them",
          "[cli][ids]") {
  const Run show = arbiter_run("show stun");
  CHECK(show.status == 0);
  CHECK(show.out.find("mc:stun") != std::string::npos);
  CHECK(arbiter_run("diff ally-limit --from 1.1 --to 1.3").status == 0);
  CHECK(arbiter_run("xref overcrush").out.rfind("dm:overcrush", 0) == 0);
  for (const char* command : {"show ally", "xref ally", "diff ally"}) {
    INFO(command);
    const Run both = arbiter_run(command);
    CHECK(both.status == 1);
    CHECK(one_line(both.err));
    CHECK(both.err.find("dm:ally, mc:ally") != std::string::npos);
    CHECK(both.out.empty());
  }
  const Run typo = arbiter_run("show stunn");
  CHECK(typo.status == 1);
  CHECK(typo.err.find("did you mean mc:stun") != std::string::npos);
}

TEST_CASE("cli: sub-entries, references and xref show titles beside ids", "[cli][labels]") {
  const Run crush = arbiter_run("show dm:overcrush");
  CHECK(crush.out.find("dm:overcrush.5  Overcrush (5): If the Character die") != std::string::npos);
  const Run rule = arbiter_run("show dm:2.7.4.3");
  CHECK(rule.out.find("dm:2.7.4.3.4  Attackers must assign") != std::string::npos);
  const Run stun = arbiter_run("show stun");
  CHECK(stun.out.find("→ mc:status-cards  STATUS CARDS (see-also)") != std::string::npos);
  CHECK(stun.out.find("← mc:faq-webbed-up-1  WEBBED UP") != std::string::npos);
  const Run xref = arbiter_run("xref stun --depth 2");
  CHECK(xref.out.rfind("mc:stun  STUN  [", 0) == 0);
  CHECK(xref.out.find("→ mc:status-cards  STATUS CARDS (see-also)") != std::string::npos);
  CHECK(xref.out.find("mc:confuse (CONFUSE) → mc:status-cards (STATUS CARDS)") !=
        std::string::npos);
}

TEST_CASE("cli: text wraps to 80 columns when piped, or to --width, JSON never",
          "[cli][terminal]") {
  auto widest = [](const std::string& text) {
    size_t w = 0;
    for (const std::string& line : arbiter::split_lines(text)) {
      size_t columns = 0;
      for (unsigned char c : line) columns += (c & 0xC0) != 0x80;
      w = std::max(w, columns);
    }
    return w;
  };
  // Every line fits, unless it is one word too long for any line (after
  // its indent and list marker).
  auto fits = [](const std::string& text, size_t width) {
    for (const std::string& line : arbiter::split_lines(text)) {
      size_t columns = 0;
      for (unsigned char c : line) columns += (c & 0xC0) != 0x80;
      if (columns > width && arbiter::split(arbiter::trim(line), ' ').size() > 2) {
        UNSCOPED_INFO("too wide: " << line);
        return false;
      }
    }
    return true;
  };
  const Run unwrapped = arbiter_run("show mc:status-cards --width 0");
  CHECK(widest(unwrapped.out) > 100);
  const Run piped = arbiter_run("show mc:status-cards");
  CHECK(widest(piped.out) <= 80);
  CHECK(widest(piped.out) > 60);
  const Run narrow = arbiter_run("show mc:status-cards --width 40");
  CHECK(fits(narrow.out, 40));
  CHECK(arbiter::collapse_whitespace(narrow.out) == arbiter::collapse_whitespace(unwrapped.out));
  for (const char* command :
       {"search stunned villain --width 50", "xref stun --depth 2 --width 50",
        "diff ally-limit --from 1.1 --to 1.3 --width 50", "changes --from 1.1 --to 1.3 --width 50",
        "sim " ARBITER_SOURCE_DIR "/examples/mc/faq-webbed-up-1.xml --width 50",
        "ask 'what does peril mean?' --width 50", "help show --width 50"}) {
    INFO(command);
    const Run r = arbiter_run(command);
    CHECK(r.status == 0);
    CHECK(fits(r.out, 50));
  }
  const Run json = arbiter_run("show mc:status-cards --json --width 20");
  CHECK(arbiter::test::is_valid_json(json.out));
  CHECK(std::count(json.out.begin(), json.out.end(), '\n') == 1);
  const Run bad = arbiter_run("show stun --width wide");
  CHECK(bad.status == 2);
  CHECK(one_line(bad.err));
}

TEST_CASE("cli: --color decides before NO_COLOR, piped output is never paged", "[cli][terminal]") {
  CHECK(arbiter_run("search stun --color=always").out.find("\033[") != std::string::npos);
  CHECK(arbiter_run("show stun --color=always", "NO_COLOR=1").out.find("\033[1m") !=
        std::string::npos);
  CHECK(arbiter_run("search stun --color=never", "TERM=xterm").out.find("\033[") ==
        std::string::npos);
  const Run bad = arbiter_run("show stun --color=sometimes");
  CHECK(bad.status == 2);
  CHECK(one_line(bad.err));
  CHECK(bad.err.find("--color takes auto, always or never") != std::string::npos);

  const auto dir =
      std::filesystem::temp_directory_path() / ("arbiter-pager-" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  const auto pager = dir / "pager";
  std::ofstream(pager) << "#!/bin/sh\ntouch " << (dir / "paged").string() << "\ncat\n";
  std::filesystem::permissions(pager, std::filesystem::perms::owner_all);
  const Run piped = arbiter_run("show mc:status-cards", "NO_COLOR=1 PAGER=" + pager.string());
  CHECK(piped.status == 0);
  CHECK(piped.out.find("STATUS CARDS") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir / "paged"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("cli: changes summarizes, then lists rule changes before wording changes",
          "[cli][changes]") {
  const Run r = arbiter_run("changes --from 1.1 --to 1.3 --width 0");
  CHECK(r.status == 0);
  CHECK(r.out.rfind("1.1 -> 1.3: 134 entries differ: ", 0) == 0);
  const size_t rule = r.out.find("\nRule changes (");
  const size_t added = r.out.find("\nAdded in 1.3 (");
  const size_t wording = r.out.find("\nWording only (");
  const size_t moved = r.out.find("\nRenamed or moved only (");
  CHECK(rule < added);
  CHECK(added < wording);
  CHECK(wording < moved);
  CHECK(moved != std::string::npos);
  const size_t ally = r.out.find("  • mc:ally-limit  ALLY LIMIT: +42 -0 words, 37% unchanged; ");
  CHECK((rule < ally && ally < added));
  const size_t cancel = r.out.find("  • mc:cancel  CANCEL: +1 -1 words, 99% unchanged\n");
  CHECK((wording < cancel && cancel < moved));

  const Run json = arbiter_run("changes --from 1.1 --to 1.3 --json");
  CHECK(arbiter::test::is_valid_json(json.out));
  size_t listed = 0;
  for (size_t at = json.out.find("\"kinds\":"); at != std::string::npos;
       at = json.out.find("\"kinds\":", at + 1))
    ++listed;
  CHECK(listed == 134);  // the full list, as before
  CHECK(json.out.find("\"id\":\"mc:ally-limit\",\"kinds\":[\"changed\"]") != std::string::npos);
  CHECK(json.out.find("\"effect\":\"rule\"") != std::string::npos);
  CHECK(json.out.find("\"effect\":\"wording\"") != std::string::npos);
}

TEST_CASE("cli: a missing or corrupt database is a clean runtime error", "[cli][errors]") {
  const Run missing = arbiter_run("search stun --db /nonexistent/arbiter.db");
  CHECK(missing.status == 1);
  CHECK(one_line(missing.err));
  CHECK(missing.err.find("database not found") != std::string::npos);

  const auto junk =
      std::filesystem::temp_directory_path() / ("arbiter-junk-" + std::to_string(getpid()) + ".db");
  std::ofstream(junk) << "this is not a database, just text that goes on for a while........";
  const Run corrupt = arbiter_run("show mc:stun --db " + quote(junk.string()));
  std::filesystem::remove(junk);
  CHECK(corrupt.status == 1);
  CHECK(one_line(corrupt.err));
  CHECK(corrupt.err.find("not an Arbiter database") != std::string::npos);
  CHECK(corrupt.err.find("arbiter index CORPUS_DIR --output") != std::string::npos);
}

TEST_CASE("cli: colour only when asked for by a terminal", "[cli]") {
  // Piped output never has colour, even without NO_COLOR.
  const Run piped = arbiter_run("search stun", "TERM=xterm");
  CHECK(piped.out.find("\033[") == std::string::npos);
}

TEST_CASE("cli: ask answers a situation with the issue's JSON fields", "[cli][ask]") {
  const Run r = arbiter_run(
      "ask 'stunned villain attacks, I defend with an ally with 2 hit points, boost shows 2' "
      "--json");
  CHECK(r.status == 0);
  std::string err;
  CHECK(arbiter::test::is_valid_json(r.out, &err));
  INFO(err);
  for (const char* field : {"\"understood\":", "\"scenario\":", "\"outcome\":", "\"events\":",
                            "\"rules\":", "\"missing\":", "\"why\":", "\"edition\":"})
    CHECK(r.out.find(field) != std::string::npos);
  CHECK(r.out.find("discards stunned instead of attacking") != std::string::npos);
  CHECK(r.out.find("\"id\":\"mc:status-cards\"") != std::string::npos);

  const Run text = arbiter_run("ask 'what does peril mean?'");
  CHECK(text.status == 0);
  CHECK(text.out.find("mc:peril") != std::string::npos);
  CHECK(text.out.find("Outcome:") == std::string::npos);  // a lookup gets the rules alone

  const Run empty = arbiter_run("ask ''");
  CHECK(empty.status == 2);
  CHECK(one_line(empty.err));
}

TEST_CASE("cli: --version, help COMMAND and COMMAND --help for every command", "[cli][help]") {
  const Run version = arbiter_run("--version");
  CHECK(version.status == 0);
  CHECK(version.out == "arbiter " ARBITER_VERSION "\n");

  const Run usage = arbiter_run("--help");
  CHECK(usage.status == 0);
  for (const arbiter::cli::CommandHelp& c : arbiter::cli::command_help()) {
    INFO(c.name);
    const std::string name(c.name);
    CHECK((usage.out.find("  " + name + " ") != std::string::npos) == !c.hidden);
    const Run help = arbiter_run("help " + name);
    CHECK(help.status == 0);
    CHECK(help.out.rfind("usage: arbiter " + name + " ", 0) == 0);
    CHECK(help.out.find("Options:") != std::string::npos);
    CHECK(help.out.find("Example:\n  arbiter " + name) != std::string::npos);
    for (const auto& o : c.options) CHECK(help.out.find(std::string(o.name)) != std::string::npos);
    CHECK((help.out.find("--db FILE") != std::string::npos) == c.database);
    const Run dashed = arbiter_run(name + " --help");
    CHECK(dashed.status == 0);
    CHECK(dashed.out == help.out);
    CHECK(arbiter_run(name + " -h").out == help.out);
  }
  // Help wins over missing arguments, and ask takes it too.
  CHECK(arbiter_run("ask --help").out.rfind("usage: arbiter ask QUESTION", 0) == 0);
  CHECK(arbiter_run("changes --help").status == 0);

  // Help takes the terminal options, and refuses bad ones like any command.
  const Run narrow = arbiter_run("help show --width 60");
  CHECK(narrow.out.find("\n  --db FILE             the database (default: $ARBITER_DB,\n"
                        "                        then arbiter.db") != std::string::npos);
  CHECK(arbiter_run("help --width 60 show").out == narrow.out);
  for (const char* bad : {"help show --color=sometimes", "show --help --width wide"}) {
    INFO(bad);
    const Run r = arbiter_run(bad);
    CHECK(r.status == 2);
    CHECK(one_line(r.err));
  }

  const Run unknown = arbiter_run("help serch");
  CHECK(unknown.status == 2);
  CHECK(one_line(unknown.err));
  CHECK(unknown.out.empty());
  const Run bare = arbiter_run("");
  CHECK(bare.status == 2);
  CHECK(bare.err.find("usage: arbiter COMMAND") != std::string::npos);
}

TEST_CASE("cli: ids lists every entry id, one a line", "[cli]") {
  const Run all = arbiter_run("ids");
  CHECK(all.status == 0);
  CHECK(all.out.find("\nmc:stun\n") != std::string::npos);
  CHECK(all.out.find("\ndm:overcrush\n") != std::string::npos);
  const Run mc = arbiter_run("ids --game mc");
  CHECK(mc.out.find("dm:") == std::string::npos);
  CHECK(mc.out.find("mc:stun\n") != std::string::npos);
  CHECK(arbiter_run("ids --game xx").status == 2);
}

TEST_CASE("cli: ask's default answer is short, --full is the complete one", "[cli][ask]") {
  const std::string q =
      "ask 'villain ATK 3 +1 boost, black cat (2hp) chump blocks - does any go through to me?' "
      "--width 0";
  const Run r = arbiter_run(q);
  REQUIRE(r.status == 0);
  INFO(r.out);
  std::vector<std::string> lines;
  for (size_t at = 0; at < r.out.size();) {
    const size_t end = r.out.find('\n', at);
    lines.push_back(r.out.substr(at, end - at));
    at = end == std::string::npos ? r.out.size() : end + 1;
  }
  REQUIRE(lines.size() >= 4);
  // The verdict, then the outcome and what was understood, each one line.
  CHECK(lines[0].rfind("No: ", 0) == 0);
  CHECK(lines[0].find("[mc:") != std::string::npos);
  CHECK(lines[1].rfind("Outcome: ", 0) == 0);
  CHECK(lines[2].rfind("Understood: mc enemy-attack;", 0) == 0);
  CHECK(lines.size() <= 20);
  // Steps end with their entry and name no predicate; rules quote one sentence.
  CHECK(r.out.find("\n 1. ") != std::string::npos);
  CHECK(r.out.find(" — ") == std::string::npos);
  CHECK(r.out.find("(mc.") == std::string::npos);
  CHECK(r.out.find("\"Rules:") == std::string::npos);
  CHECK(r.out.find("• ") != std::string::npos);
  CHECK(r.out.find("More: arbiter show mc:") != std::string::npos);
  CHECK(r.out.find("search match") == std::string::npos);

  const Run json = arbiter_run(q + " --json");
  CHECK(arbiter::test::is_valid_json(json.out));
  CHECK(json.out.find("\"verdict\":\"No: ") != std::string::npos);
  const Run verbose = arbiter_run(q + " --verbose");
  CHECK(verbose.out.find("(mc.") != std::string::npos);
  const Run full = arbiter_run(q + " --full");
  CHECK(full.out.find("Why: (mc ") != std::string::npos);
  CHECK(full.out.find(" — mc:") != std::string::npos);
  CHECK(full.out.size() > r.out.size());

  // A question the simulation decides the other way, in Dice Masters.
  const Run ko = arbiter_run(
      "ask '8A overcrush blocked by a 4D with 2 damage on it, is the "
      "blocker KOd?'");
  CHECK(ko.out.rfind("Yes: ", 0) == 0);
  // A villain stage brought to 0 is defeated, though the next stage is not.
  const Run stage = arbiter_run(
      "ask 'the villain has 14 hit points and 12 damage, my hero attacks it for 3. is the "
      "villain defeated?'");
  CHECK(stage.out.rfind("Yes: ", 0) == 0);
  // A yes/no question about nothing simulated gets no verdict; a lookup
  // gets its definition on line 2 and 3.
  const Run lookup = arbiter_run("ask 'what does peril mean?'");
  CHECK(lookup.out.find("\n") < lookup.out.find("[mc:peril]"));
  CHECK(lookup.out.find("Yes:") == std::string::npos);
  CHECK(lookup.out.find("No:") == std::string::npos);
}

TEST_CASE("cli: ask's verdict answers what was asked, about the one asked about", "[cli][ask]") {
  auto first_line = [](const std::string& q) {
    const Run r = arbiter_run("ask \"" + q + "\" --width 0");
    return r.out.substr(0, r.out.find('\n'));
  };
  struct Case {
    const char* why;
    const char* question;
    const char* verdict;  // the whole line, or its start when `start` is set
    bool start;
  };
  const Case cases[] = {
      {"asked about the blocker while the attacker is the one KO'd: about the blocker",
       "My 3A/2D attacker is blocked by a 2A/4D blocker. Is the blocker KO'd?",
       "No: the blocker is not KO'd", false},
      {"'both' is every blocker",
       "My 3A/3D attacker is blocked by two 2A/2D blockers. Can I KO both blockers?", "No: ", true},
      {"a status kept is said as kept, not as the step that happened to come last",
       "The villain has 10 hit points and a stunned card. I attack for 3. Is the villain still "
       "stunned?",
       "Yes: the villain is still stunned", false},
      {"'does not defend' is undefended",
       "The villain has ATK 4 and boost 0. My hero has DEF 2 and 4 hit points and does not "
       "defend. Is my hero defeated?",
       "Yes: ", true},
      {"'does the opponent lose?' is the game; a game that goes on is said so",
       "The opponent has 5 life. My unblocked 1A/1D attacker hits. Does the opponent lose?",
       "No one has won: ", true},
      {"in a thwart, 'it' is the scheme thwarted",
       "black widow thw 2 then hawkeye thw 1 on a side scheme with 3 threat, is it gone",
       "Yes: the side scheme has no threat left", true},
      {"a scheme asked about is the scheme, not the hero who thwarts it",
       "A side scheme has 4 threat and I thwart for 3. Is the side scheme defeated?",
       "No: the side scheme is not defeated", false},
      {"a loss of life asked about is not the life the opponent is on",
       "My unblocked 4A/2D attacker hits. Does the opponent lose 4 life?", "Yes: p2 takes 4 damage",
       true},
      {"readings that differ elsewhere still answer what they agree on",
       "My 5A/3D attacker is blocked by a 2A/2D blocker with Regenerate. Is my attacker KO'd?",
       "No: the attacker is not KO'd", true},
      {"damage a treachery deals to the hero is the hero's",
       "My hero has 3 hit points. A treachery deals 3 damage to my hero. Is my hero defeated?",
       "Yes: ", true},
      {"a character asked about by name is the role its name was read as",
       "Rhino (ATK 4, boost 0) attacks Black Widow and she does not defend; she has 3 hit points "
       "left. Is Black Widow defeated?",
       "Yes: ", true},
      {"a die asked about by name is the role its name was read as",
       "Thor 5A/5D attacks and Loki 2A/3D blocks. Is Thor KO'd?", "No: the attacker is not KO'd",
       false},
      {"asked in the negative ('takes no damage?'), the answer turns",
       "Whiplash (4 hit points, Retaliate 1) has 1 damage. She-Hulk attacks him with ATK 3 and "
       "defeats him. Is it correct that She-Hulk takes no retaliate damage?",
       "Yes: the hero takes no damage", false},
      {"a relative 'who' in a statement does not make the question a 'who' question",
       "A minion with ATK 2 attacks my hero, who has a tough status card. Does my hero take "
       "damage?",
       "No: ", true},
      {"'either die' is any of them",
       "My 2A/2D attacker is blocked by a 3A/3D die. Is either die KO'd?",
       "Yes: the attacker is KO'd; the blocker is not KO'd", false},
      {"'is the game over?' is the game",
       "The opponent has 3 life. My unblocked 4A/2D attacker hits. Is the game over?",
       "p1 wins: ", true},
      {"'a 2A/2D die' is the noun, and damage 'to my opponent' is about the player",
       "Does my 6A/6D attacker deal damage to my opponent when a 2A/2D die blocks it?",
       "No: p2 takes no damage", false},
      {"the one a KO verb acts on is the one asked about",
       "My 5A/5D attacker is blocked by two 1A/3D dice. Can my attacker KO both blockers?",
       "No: the attacker's 5 damage cannot KO them all (6 defense between them)", false},
      {"an unblocked attacker out of the field is not KO'd, whatever else is missing",
       "My 4A/4D attacker is not blocked. Is my attacker KO'd?", "No: the attacker is not KO'd",
       false},
      {"two asks, one about the player's life: the fates and the life lost",
       "My Overcrush die (7A/2D) is blocked by a 1A/3D die. Is my die KO'd, and does the player "
       "take 4?",
       "The attacker survives; the blocker is KO'd; p2 loses life (20 -> 16)", false},
      {"'my die' is not taken to be the attacker: a blocker can be mine",
       "My Hulk 2A/4D blocks their Thor 6A/5D. Is my die KO'd?",
       "Not decided by the simulation; see the outcome.", false},
      {"'which dice' is every die, not one the word 'dice' was taken for",
       "My 4A/3D attacker is blocked by a 3A/4D die. Which dice are KO'd?",
       "The attacker and the blocker are KO'd", false},
      {"threat removed, asked about, is the scheme's threat before and after",
       "My hero is confused and tries to thwart the main scheme (5 threat) with THW 3. Is any "
       "threat removed?",
       "No: the hero is confused", true},
      {"threat placed, asked about, is the scheme's threat before and after",
       "Rhino schemes with SCH 2 and boost 1 against the main scheme at 3. Does threat get placed?",
       "Yes: ", true},
      {"'threat removed ... by X's THW' is a thwart, which a crisis icon stops",
       "Can threat be removed from the main scheme (4 threat) by Spider-Man's THW 1 while a "
       "crisis side scheme with 2 threat is still in play?",
       "No: ", true},
      {"a second character's thwart after the first is simulated after it",
       "A side scheme has 2 threat. My ally thwarts for 1 and then my hero thwarts for 1. Is the "
       "side scheme discarded?",
       "Yes: the side scheme has no threat left: it is defeated and discarded [mc:side-scheme]",
       false},
      {"a third action the situation does not simulate leaves the question undecided",
       "A side scheme has 3 threat. My ally Black Cat thwarts for 1, then my hero thwarts for 1, "
       "then my ally Hawkeye thwarts for 1. Is the side scheme discarded?",
       "Not decided: the question tells a third thwart, by the second ally, which is", true},
      {"a second attacker with the verb left out attacks after the first, for its amount",
       "A minion with 4 hit points is attacked by my ally for 2 and then by my hero for 2. Is the "
       "minion defeated?",
       "Yes: the minion has 0 remaining hit points and is defeated", true},
      {"'it' may be either side: each side's fate, no yes or no",
       "My ally (3 hp, 2 damage) defends Rhino's 1 atk attack, boost 0. Does it survive?",
       "The hero and the villain survive; the ally is defeated", false},
      {"'she' again is the person 'her' was; the object of 'attacks' is not its subject",
       "She-Hulk has 2 hit points. Klaw attacks her for 2 and nobody defends. Is she defeated?",
       "Yes: ", true},
      {"'X and Y both block him': him is the attacker; a blocker's fate then rests on the split",
       "My Hulk 6A/4D attacks. Their Black Widow 2A/2D and their Loki 1A/3D both block him. Is "
       "Loki KO'd?",
       "Not decided: it depends on how the attacking player splits the damage", true},
      {"a split the question states decides the blockers' fates",
       "My 6A/3D attacker is blocked by two 1A/2D dice and I put 3 on each. Are both blockers "
       "KO'd?",
       "Yes: the blocker is KO'd; the second blocker is KO'd", false},
      {"a status card asked about with no one named is the one that had it",
       "The villain has a tough status card and my hero attacks it with ATK 2. Is the tough status "
       "card discarded?",
       "Yes: ", true},
      {"'threat after?' asks how much, not whether: no verdict",
       "The villain schemes with SCH 2 and boost 0, main scheme at 3. Threat after?",
       "Outcome: ", true},
      {"'can X attack?' is no when a keyword forbids it, with the step that says so",
       "I'm engaged with a Hydra Mercenary that has guard. Can my ally Black Cat (ATK 1) attack "
       "Rhino?",
       "No: the minion has guard and is engaged with p1, so the ally cannot attack the villain "
       "[mc:guard]",
       false},
      {"a stunned hero's attack is replaced by discarding the card: she cannot attack",
       "Captain Marvel (ATK 2) is stunned. Can she attack Rhino?", "No: ", true},
      {"'can I defend against his attack?' is about defending, not the attack",
       "My hero is exhausted. Can I defend against Rhino's attack (ATK 3, boost 1)?",
       "No: the hero is exhausted and cannot exhaust to defend", true},
      {"with a value missing, what is asked may be settled whatever it is",
       "An 8D Hulk blocks a Deadly Black Widow (1A/3D). After combat and Clean Up, is the Hulk "
       "KO'd?",
       "Yes: the blocker is KO'd (whatever blocker A is)", false},
      {"... and what depends on it stays undecided",
       "An 8D Hulk blocks a Deadly Black Widow (1A/3D). Is the attacker KO'd?",
       "Not decided: the outcome needs what is missing.", false},
      {"a verdict that an assumed value could turn is not given",
       "Thor (ATK 3) attacks Klaw. Do we win?",
       "Not decided: it turns on villain hit points, which the question does not give.", false},
      {"... and is given when the value is stated",
       "Thor (ATK 3) attacks Klaw, who has 3 hit points left on his final stage. Do we win?",
       "The players win: ", true},
      {"'does the main scheme advance?' is the step that advances it",
       "Klaw schemes with SCH 1 and 2 boost icons. The main scheme has 3 threat, a target threat "
       "of "
       "6, and this is not its final stage. Does the main scheme advance?",
       "Yes: the main scheme reaches 6 of 6 threat and advances", true},
      {"... or the threat short of its target",
       "Klaw schemes with SCH 1 and 1 boost icon. The main scheme has 3 threat and a target threat "
       "of 7. Does the main scheme advance?",
       "No: the main scheme stays at 5 of 7 threat", false},
      {"'do I take damage?' is the asker's life: the attacker's controller here",
       "My unblocked 4A/2D attacker hits. Do I take damage?", "No: p1 takes no damage", false},
      {"... and the attacked player's when their die attacks me",
       "Their Thor 5A/4D attacks me and nobody blocks. Do I take damage?", "Yes: p2 takes 5", true},
      {"a keyword the reading did not take leaves the question undecided",
       "My 6A/4D Hulk has Call Out and attacks; their 2A/3D Thor blocks. Is Thor KO'd?",
       "Not decided: ", true},
      {"a minion the question says is already defeated is not simulated: no verdict",
       "The guard minion that was engaged with Spider-Man was defeated earlier this turn. Can "
       "Spider-Man (ATK 2) attack Rhino?",
       "Not decided: the question tells a minion already defeated", true},
      {"... said actively too",
       "I'm Hawkeye. The only minion engaged with me had guard, but I defeated it earlier this "
       "turn. Can I attack Klaw?",
       "Not decided: the question tells a minion already defeated", true},
      {"two asks, a fate and damage taken: both answered",
       "A minion (ATK 3, no overkill) attacks Hulk (5 hit points) and my ally Black Cat (2 hit "
       "points) defends. Is Black Cat defeated, and does Hulk take any damage?",
       "The ally is defeated; the hero takes no damage", false},
      {"a keyword said to be absent is as the situation has it",
       "My Hulk die (6A/4D) without Overcrush attacks and is blocked by a Loki die (2A/3D). Does "
       "any damage go through to my opponent?",
       "No: p2 takes no damage", false},
      {"an affiliation said by comparison, which is not read, leaves the question undecided",
       "Their Klaw die (1A/2D), same affiliation as their Loki, blocks my Hulk (4A/4D) "
       "and is KO'd. Is Klaw KO'd?",
       "Not decided: the question tells affiliations said by comparison", true},
      {"a block told with no blocker read is not ruled as an unblocked attack",
       "My Hulk (4A/4D) attacks and is blocked by Loki; then an ability removes Loki from the "
       "Attack Zone before damage. Does my opponent take any damage?",
       "Not decided: the question tells a blocker the reading did not find", true},
      {"'neither is blocked' tells no block: the unblocked attack is ruled",
       "I attack with Spider-Man (2A/2D) and Black Cat (1A/1D); neither is blocked. My opponent "
       "has 3 life. Is the game over?",
       "p1 wins: ", true},
      {"a guard minion engaged with another player stops only that player",
       "Two players. A Hydra Soldier with guard is engaged with She-Hulk's player, not with me. "
       "Can Spider-Man (ATK 2) attack Rhino?",
       "Yes: ", true},
  };
  for (const Case& c : cases) {
    INFO(c.why);
    const std::string line = first_line(c.question);
    if (c.start)
      CHECK(line.rfind(c.verdict, 0) == 0);
    else
      CHECK(line == c.verdict);
  }
  // Two asks in one get each side's fate, not a single yes or no.
  const std::string two = first_line(
      "A 3A/5D blocker is blocking my 5A/2D attacker. Is the blocker KO'd and does my "
      "attacker survive?");
  CHECK(two.rfind("Yes", 0) != 0);
  CHECK(two.rfind("No", 0) != 0);
  CHECK(two.find("KO'd") != std::string::npos);
}

TEST_CASE("cli: repl keeps the last situation for a follow-up, piped", "[cli][ask]") {
  const std::string input = (std::filesystem::temp_directory_path() /
                             ("arbiter-repl-" + std::to_string(getpid()) + ".txt"))
                                .string();
  {
    std::ofstream f(input);
    f << "villain ATK 3 attacks, I defend with an ally with 2 hit points, boost shows 0\n"
         "and with boost 2?\n"
         "what does peril mean?\n"
         "what if the ally has tough?\n"
         "new\n"
         "and with boost 1?\n"
         "quit\n"
         "what does stun mean?\n";
  }
  const Run r = arbiter_run("repl --game mc < " + quote(input));
  std::filesystem::remove(input);
  INFO(r.out);
  CHECK(r.status == 0);
  CHECK(r.out.find("arbiter>") == std::string::npos);  // no prompt when piped
  // The first answer, the follow-up with boost 2 and the rest as it was.
  const size_t second = r.out.find("(a follow-up");
  REQUIRE(second != std::string::npos);
  const size_t understood = r.out.find("Understood: ", second);
  const std::string line = r.out.substr(understood, r.out.find('\n', understood) - understood);
  CHECK(line.find("atk 3") != std::string::npos);
  CHECK(line.find("boost 2") != std::string::npos);
  CHECK(line.find("ally: hp 2") != std::string::npos);
  // A lookup in between keeps the situation: tough goes on the same ally.
  const size_t third = r.out.find("(a follow-up", second + 1);
  REQUIRE(third != std::string::npos);
  const size_t u3 = r.out.find("Understood: ", third);
  const std::string line3 = r.out.substr(u3, r.out.find('\n', u3) - u3);
  CHECK(line3.find("tough") != std::string::npos);
  CHECK(line3.find("boost 2") != std::string::npos);
  // After "new" there is nothing to follow; "quit" ends before the last line.
  CHECK(r.out.find("(a follow-up", third + 1) == std::string::npos);
  CHECK(r.out.find("STUN") == std::string::npos);
}

TEST_CASE("cli: a step that forbids an action is shown among the short answer's steps",
          "[cli][ask]") {
  const Run r = arbiter_run(
      "ask \"I'm engaged with a Hydra Mercenary that has guard. My ally Black Cat (ATK 1) "
      "attacks Rhino.\" --width 0");
  const size_t why = r.out.find("Why:");
  REQUIRE(why != std::string::npos);
  CHECK(r.out.find(" 1. the minion has guard", why) != std::string::npos);
}

TEST_CASE("cli: with several blockers and no split said, the answer says the split is a choice",
          "[cli][ask]") {
  const Run two = arbiter_run(
      "ask \"My 5A/5D attacker is blocked by two 1A/3D dice. What happens?\" --width 0");
  CHECK(two.out.find("attacking player's choice (dm:2.7.4.3.5)") != std::string::npos);
  const Run said = arbiter_run(
      "ask \"My 6A/3D attacker is blocked by two 1A/2D dice and I put 3 on each. Are both blockers "
      "KO'd?\" --width 0");
  CHECK(said.out.find("attacking player's choice") == std::string::npos);
}
