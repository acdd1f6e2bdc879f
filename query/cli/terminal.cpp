#include "query/cli/terminal.h"

#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>

#include "query/cli/wrap.h"
#include "query/search.h"

namespace arbiter::cli {

namespace {

const OutputSettings* g_live = nullptr;  // the live TerminalOutput's settings

ColourMode colour_mode(const Args& args) {
  const std::string when = args.option("color", "auto");
  if (when == "auto") return ColourMode::kAuto;
  if (when == "always") return ColourMode::kAlways;
  if (when == "never") return ColourMode::kNever;
  throw UsageError("--color takes auto, always or never, not '" + when + "'");
}

void write_all(int fd, const std::string& s) {
  size_t done = 0;
  while (done < s.size()) {
    const ssize_t n = ::write(fd, s.data() + done, s.size() - done);
    if (n <= 0) return;
    done += static_cast<size_t>(n);
  }
}

// A file for the command's output, in memory where the system allows: a
// temporary file made and dropped an inode on disk for every command.
int capture_file() {
  const int fd = memfd_create("arbiter-output", MFD_CLOEXEC);
  if (fd >= 0) return fd;
  std::FILE* f = std::tmpfile();
  if (!f) return -1;
  const int kept = dup(fileno(f));  // the file is unlinked: the copy keeps it
  std::fclose(f);
  return kept;
}

// The whole file, read at once rather than through a stream's buffer.
std::string read_all(int fd) {
  const off_t size = lseek(fd, 0, SEEK_END);
  std::string out(size > 0 ? static_cast<size_t>(size) : 0, '\0');
  size_t done = 0;
  while (done < out.size()) {
    const ssize_t n = pread(fd, out.data() + done, out.size() - done, static_cast<off_t>(done));
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
  out.resize(done);
  return out;
}

// True when the pager showed the text; false when there is none, or the
// shell could not find or run it (exit 126 or 127: nothing was shown).
bool page(const std::string& text) {
  const std::string pager = pager_command();
  if (pager.empty()) return false;
  setenv("LESS", "FRX", 0);  // colour and quit-if-one-screen for a bare "less"
  std::FILE* p = popen(pager.c_str(), "w");
  if (!p) return false;
  const auto previous = std::signal(SIGPIPE, SIG_IGN);  // the reader may quit early
  std::fwrite(text.data(), 1, text.size(), p);
  const int status = pclose(p);
  std::signal(SIGPIPE, previous);
  return !(WIFEXITED(status) && (WEXITSTATUS(status) == 126 || WEXITSTATUS(status) == 127));
}

}  // namespace

Screen this_screen() {
  Screen s;
  s.is_terminal = isatty(STDOUT_FILENO) == 1;
  if (s.is_terminal) {
    winsize ws{};
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0) {
      s.columns = ws.ws_col;
      s.rows = ws.ws_row;
    }
    if (s.columns == 0)
      if (const char* c = std::getenv("COLUMNS")) s.columns = std::atoi(c);
  }
  const char* no_color = std::getenv("NO_COLOR");
  s.no_color = no_color && *no_color;
  return s;
}

OutputSettings output_settings(const Args& args, const Screen& screen) {
  OutputSettings s;
  switch (colour_mode(args)) {
    case ColourMode::kAlways: s.colour = true; break;
    case ColourMode::kNever: s.colour = false; break;
    case ColourMode::kAuto: s.colour = screen.is_terminal && !screen.no_color; break;
  }
  const int automatic = screen.is_terminal && screen.columns > 0 ? screen.columns : 80;
  s.width = args.int_option("width", automatic, 0, 1000);
  s.page = screen.is_terminal && !args.flag("no-pager");
  return s;
}

std::string pager_command() {
  const char* pager = std::getenv("PAGER");
  if (!pager) return "less -FRX";
  const std::string p = pager;
  return p == "cat" ? "" : p;
}

TerminalOutput::TerminalOutput(const Args& args)
    : screen_(this_screen()), settings_(output_settings(args, screen_)) {
  g_live = &settings_;
  if (args.flag("json") || args.flag("dot")) return;  // for programs: untouched
  std::fflush(stdout);
  capture_ = capture_file();
  if (capture_ < 0) return;
  saved_stdout_ = dup(STDOUT_FILENO);
  if (saved_stdout_ < 0 || dup2(capture_, STDOUT_FILENO) < 0) {
    close(capture_);
    capture_ = -1;
  }
}

TerminalOutput::~TerminalOutput() {
  g_live = nullptr;
  if (capture_ < 0) return;
  std::fflush(stdout);
  dup2(saved_stdout_, STDOUT_FILENO);
  close(saved_stdout_);
  const std::string text = wrap_text(read_all(capture_), settings_.width);
  close(capture_);
  const long lines = std::count(text.begin(), text.end(), '\n');
  if (settings_.page && (screen_.rows == 0 || lines >= screen_.rows) && page(text)) return;
  write_all(STDOUT_FILENO, text);
}

bool colour_enabled() {
  if (g_live) return g_live->colour;
  const Screen s = this_screen();
  return s.is_terminal && !s.no_color;
}

std::string render_marks(const std::string& snippet, bool colour) {
  const char* open = colour ? "\033[1;33m" : "«";
  const char* close = colour ? "\033[0m" : "»";
  // Copied a run at a time between the marks.
  std::string out;
  out.reserve(snippet.size() + 32);
  size_t run = 0;
  for (size_t i = 0; i < snippet.size(); ++i) {
    const char c = snippet[i];
    if (c != query::kMarkOpen && c != query::kMarkClose) continue;
    out.append(snippet, run, i - run);
    out += c == query::kMarkOpen ? open : close;
    run = i + 1;
  }
  out.append(snippet, run, std::string::npos);
  return out;
}

std::string bold(const std::string& s, bool colour) {
  return colour ? "\033[1m" + s + "\033[0m" : s;
}

std::string dim(const std::string& s, bool colour) {
  return colour ? "\033[2m" + s + "\033[0m" : s;
}

}  // namespace arbiter::cli
