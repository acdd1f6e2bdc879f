// Where every command's text output goes through: wrapped to the
// terminal's width (80 columns when piped, or --width N), paged through
// $PAGER (default less -FRX) when it is longer than the terminal (never
// when piped or with --no-pager), coloured on a terminal unless NO_COLOR is
// set (--color=auto|always|never decides first). A command opts in with one
// line, `const TerminalOutput terminal(args);`, before it prints.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "query/cli/args.h"

namespace arbiter::cli {

enum class ColourMode : uint8_t { kAuto, kAlways, kNever };

// What stdout is connected to.
struct Screen {
  bool is_terminal = false;
  int columns = 0;        // 0: unknown
  int rows = 0;           // 0: unknown
  bool no_color = false;  // NO_COLOR is set and not empty
};

// stdout's screen, from isatty, TIOCGWINSZ (else $COLUMNS) and NO_COLOR.
Screen this_screen();

struct OutputSettings {
  bool colour = false;
  int width = 80;     // wrap to this many columns; 0: do not wrap
  bool page = false;  // hand output longer than the screen to the pager
};

// Decides colour, width and paging from --color, --width, --no-pager and
// the screen. Throws UsageError for a --color or --width it cannot read.
OutputSettings output_settings(const Args& args, const Screen& screen);

// The pager command: $PAGER, "less -FRX" when unset; empty (no pager) when
// $PAGER is empty or "cat".
std::string pager_command();

// While alive, collects what the command prints on stdout; when it goes,
// wraps it and prints it, through the pager when it is long and stdout is a
// terminal. Output for programs (--json, --dot) passes straight through.
class TerminalOutput {
 public:
  explicit TerminalOutput(const Args& args);
  ~TerminalOutput();
  TerminalOutput(const TerminalOutput&) = delete;
  TerminalOutput& operator=(const TerminalOutput&) = delete;

 private:
  Screen screen_;
  OutputSettings settings_;
  int capture_ = -1;  // the file stdout is sent to, or none
  int saved_stdout_ = -1;
};

// Whether to colour: the live TerminalOutput's decision, else colour on a
// terminal without NO_COLOR.
bool colour_enabled();

// Replaces the search layer's match markers with colour (on a terminal) or
// with «» (piped, NO_COLOR, JSON).
std::string render_marks(const std::string& snippet, bool colour);

std::string bold(const std::string& s, bool colour);
std::string dim(const std::string& s, bool colour);

}  // namespace arbiter::cli
