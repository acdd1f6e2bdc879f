// A reply told after the message it quotes: the quoted part is found by
// its "wrote:" line and the "> " marks that follow, as mail programs and
// forums set it out, on lines of their own or run together on one line.
#include "query/ask/quoted_reply.h"

#include "common/text.h"

#include <cctype>
#include <string_view>

namespace arbiter::query::ask {

namespace {

// A quote mark at `at`: ">" at the text's or a line's start, or after a
// space, with a space or the end after it (not "->", nor "A>B").
bool quote_mark(std::string_view s, size_t at) {
  return s[at] == '>' && (at == 0 || is_ascii_space(s[at - 1])) &&
         (at + 1 == s.size() || is_ascii_space(s[at + 1]));
}

// Where the line that introduces the quote starts: "> On Sat, Dana wrote:"
// or "On Sat, Dana wrote:" before "wrote:" at `wrote`; npos when there is
// none within a line's length.
size_t header_start(std::string_view s, size_t wrote) {
  const size_t floor = wrote > 100 ? wrote - 100 : 0;
  for (size_t k = wrote; k-- > floor;) {
    if (quote_mark(s, k)) return k;
    if (s[k] == '\n') return k + 1;
    // ("Thanks. On Sat, Dana wrote:": the sentence before ends it.)
    if ((s[k] == '.' || s[k] == '!' || s[k] == '?') && k + 1 < s.size() && is_ascii_space(s[k + 1]))
      return k + 2;
    if (k == 0) return 0;
  }
  return std::string_view::npos;
}

}  // namespace

std::string quote_before_reply(const std::string& text) {
  const std::string_view s = text;
  const size_t wrote = s.find("wrote:");
  if (wrote == std::string_view::npos) return text;
  // (The quote's marks follow the line: "wrote: > Hulk attacked".)
  size_t after = wrote + 6;
  while (after < s.size() && is_ascii_space(s[after])) ++after;
  if (after >= s.size() || !quote_mark(s, after)) return text;
  const size_t start = header_start(s, wrote);
  if (start == std::string_view::npos) return text;
  std::string quoted;
  for (size_t k = after; k < s.size(); ++k) {
    if (quote_mark(s, k)) {
      if (!quoted.empty() && !is_ascii_space(quoted.back())) quoted += ' ';
      if (k + 1 < s.size()) ++k;  // the space after the mark
      continue;
    }
    quoted += s[k] == '\n' ? ' ' : s[k];
  }
  std::string reply(s.substr(0, start));
  while (!reply.empty() && is_ascii_space(reply.back())) reply.pop_back();
  while (!quoted.empty() && is_ascii_space(quoted.back())) quoted.pop_back();
  while (!quoted.empty() && is_ascii_space(quoted.front())) quoted.erase(0, 1);
  if (reply.empty()) return quoted;
  if (!quoted.empty() && std::string_view(".!?").find(quoted.back()) == std::string_view::npos)
    quoted += '.';
  return quoted + " " + reply;
}

std::string quote_marks_as_sentences(const std::string& text) {
  const std::string_view s = text;
  size_t first = 0;
  while (first < s.size() && is_ascii_space(s[first])) ++first;
  if (first >= s.size() || !quote_mark(s, first)) return text;
  std::string out;
  const auto end_sentence = [&] {
    while (!out.empty() && is_ascii_space(out.back())) out.pop_back();
    if (!out.empty() && std::string_view(".!?:;,").find(out.back()) == std::string_view::npos)
      out += '.';
    else if (!out.empty() && (out.back() == ',' || out.back() == ';' || out.back() == ':'))
      out.back() = '.';
    if (!out.empty()) out += ' ';
  };
  for (size_t k = first; k < s.size(); ++k) {
    if (quote_mark(s, k)) {
      end_sentence();
      if (k + 1 < s.size()) ++k;  // the space after the mark
      continue;
    }
    // "@Judge", "@rules": whom the question is put to, a sentence's start.
    if (s[k] == '@' && (k == 0 || is_ascii_space(s[k - 1])) && k + 1 < s.size() &&
        std::isalnum(static_cast<unsigned char>(s[k + 1]))) {
      end_sentence();
      while (k + 1 < s.size() && !is_ascii_space(s[k + 1])) ++k;
      while (k + 1 < s.size() && is_ascii_space(s[k + 1])) ++k;
      continue;
    }
    // (Quoted lines, "> Hulk attacks\n> Thor blocks": each ends its own.)
    if (s[k] == '\n') {
      end_sentence();
      continue;
    }
    out += s[k];
  }
  return out;
}

}  // namespace arbiter::query::ask
