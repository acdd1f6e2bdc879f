// The terminal layer: wrapping (never inside a word, hanging indents) and
// the choice of width, colour and pager from the options and the screen.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "common/text.h"
#include "query/cli/args.h"
#include "query/cli/terminal.h"
#include "query/cli/wrap.h"

using namespace arbiter::cli;

namespace {

Args args_of(std::vector<std::string> words) {
  std::vector<char*> argv;
  static std::string name = "arbiter";
  argv.push_back(name.data());
  for (std::string& w : words) argv.push_back(w.data());
  return parse_args(static_cast<int>(argv.size()), argv.data(), 1, {}, {"json"});
}

int widest(const std::string& text) {
  int w = 0;
  for (const std::string& line : arbiter::split_lines(text)) w = std::max(w, display_width(line));
  return w;
}

std::string words_of(const std::string& text) {
  return arbiter::collapse_whitespace(text);
}

}  // namespace

TEST_CASE("display width counts characters, not bytes or colour escapes", "[terminal]") {
  CHECK(display_width("abc") == 3);
  CHECK(display_width("• → ← é") == 7);
  CHECK(display_width("\033[1;33mstun\033[0m") == 4);
  CHECK(display_width("") == 0);
  CHECK(display_width("ICON (🚀)") == 9);
}

TEST_CASE("wrapping breaks between words only", "[terminal][wrap]") {
  const std::string text =
      "If a stunned villain or minion would attack, discard the stunned status card instead.";
  const std::string wrapped = wrap_text(text, 30);
  CHECK(wrapped ==
        "If a stunned villain or minion\n"
        "would attack, discard the\n"
        "stunned status card instead.");
  CHECK(widest(wrapped) <= 30);
  CHECK(words_of(wrapped) == words_of(text));  // no word cut, none lost
  // Short lines, blank lines and the final newline stay as they were.
  CHECK(wrap_text("a b\n\nc\n", 30) == "a b\n\nc\n");
  // A word longer than the line stays whole, on its own line.
  CHECK(wrap_text("see mc:a-very-long-identifier-indeed now", 10) ==
        "see\nmc:a-very-long-identifier-indeed\nnow");
  // Width 0: unchanged.
  CHECK(wrap_text(text, 0) == text);
  // Colour escapes take no columns.
  CHECK(wrap_text("\033[1mSTUN\033[0m one two", 12) == "\033[1mSTUN\033[0m one two");
}

TEST_CASE("list items and numbered steps keep a hanging indent", "[terminal][wrap]") {
  CHECK(wrap_text("  • A character cannot have more than one status card of each type.", 30) ==
        "  • A character cannot have\n"
        "    more than one status card\n"
        "    of each type.");
  CHECK(wrap_text("  12. The villain attacks the hero who is engaged with it.", 28) ==
        "  12. The villain attacks\n"
        "      the hero who is\n"
        "      engaged with it.");
  CHECK(wrap_text("- one two three four five six", 14) == "- one two\n  three four\n  five six");
  // A table row continues under its last column.
  CHECK(wrap_text("  --db FILE   the database to read from", 30) ==
        "  --db FILE   the database to\n"
        "              read from");
  // A short label: the text after it hangs, escapes or not.
  CHECK(wrap_text("Outcome: Rhino discards stunned instead of attacking", 30) ==
        "Outcome: Rhino discards\n"
        "         stunned instead of\n"
        "         attacking");
  CHECK(wrap_text("\033[1mQ:\033[0m How many attacks does it prevent?", 20) ==
        "\033[1mQ:\033[0m How many attacks\n"
        "   does it prevent?");
  // Not a label: too long, or no text after it on the line.
  CHECK(wrap_text("Unquestionably: one two three", 20) == "Unquestionably: one\ntwo three");
  // Paragraph text keeps its own indentation.
  CHECK(wrap_text("    one two three four", 14) == "    one two\n    three four");
  // The indent is at most half the width.
  CHECK(wrap_text("                    a b c d e f", 20) ==
        "                    a\n          b c d e f");
}

TEST_CASE("width, colour and pager follow the options and the screen", "[terminal]") {
  const Screen tty{true, 120, 40, false};
  const Screen piped{false, 0, 0, false};
  const Screen tty_no_color{true, 60, 40, true};

  OutputSettings s = output_settings(args_of({}), tty);
  CHECK(s.width == 120);
  CHECK(s.colour);
  CHECK(s.page);
  s = output_settings(args_of({}), piped);
  CHECK(s.width == 80);
  CHECK_FALSE(s.colour);
  CHECK_FALSE(s.page);
  CHECK(output_settings(args_of({"--width", "50"}), piped).width == 50);
  CHECK(output_settings(args_of({"--width=0"}), tty).width == 0);
  CHECK(output_settings(args_of({"--color=always"}), piped).colour);
  CHECK_FALSE(output_settings(args_of({"--color=never"}), tty).colour);
  CHECK_FALSE(output_settings(args_of({}), tty_no_color).colour);
  CHECK(output_settings(args_of({"--color=always"}), tty_no_color).colour);
  CHECK_FALSE(output_settings(args_of({"--no-pager"}), tty).page);
  CHECK(output_settings(args_of({"--color", "auto"}), tty).colour);
  CHECK_THROWS_AS(output_settings(args_of({"--color=sometimes"}), tty), UsageError);
  CHECK_THROWS_AS(output_settings(args_of({"--width", "-3"}), tty), UsageError);
  CHECK_THROWS_AS(output_settings(args_of({"--width", "wide"}), tty), UsageError);
}

TEST_CASE("a command's output is held, then written wrapped once it is done", "[terminal]") {
  // fd 1 sent to a file, as when piped: what the output writes at the end.
  std::FILE* out = std::tmpfile();
  REQUIRE(out);
  std::fflush(stdout);
  const int saved = dup(STDOUT_FILENO);
  REQUIRE(dup2(fileno(out), STDOUT_FILENO) >= 0);
  std::string long_line;
  for (int i = 0; i < 400; ++i) long_line += "word" + std::to_string(i) + " ";
  {
    const TerminalOutput terminal(args_of({"--width", "30"}));
    std::fputs(long_line.c_str(), stdout);  // through stdio's buffer
    std::fputs("\n", stdout);
    std::fflush(stdout);
    const std::string direct = "written to the descriptor\n";
    CHECK(write(STDOUT_FILENO, direct.data(), direct.size()) ==
          static_cast<ssize_t>(direct.size()));
  }
  std::fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
  std::string text;
  std::rewind(out);
  for (int c; (c = std::fgetc(out)) != EOF;) text += static_cast<char>(c);
  std::fclose(out);
  CHECK(widest(text) <= 30);
  CHECK(words_of(text) == words_of(long_line + "\nwritten to the descriptor"));
  CHECK(text.ends_with("written to the descriptor\n"));
}
