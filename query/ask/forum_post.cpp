#include "query/ask/forum_post.h"

#include <cctype>
#include <string_view>

#include "common/text.h"

namespace arbiter::query::ask {

namespace {

bool starts_with_at(std::string_view s, size_t at, std::string_view word) {
  if (at + word.size() > s.size()) return false;
  for (size_t k = 0; k < word.size(); ++k)
    if (static_cast<char>(std::tolower(static_cast<unsigned char>(s[at + k]))) != word[k])
      return false;
  return true;
}

// "TL;DR:", "tl;dr", "TLDR:" at `at`: the length of the label with its
// colon and the spaces after, or 0.
size_t tldr_at(std::string_view s, size_t at) {
  size_t n = 0;
  if (starts_with_at(s, at, "tl;dr"))
    n = 5;
  else if (starts_with_at(s, at, "tldr"))
    n = 4;
  if (n == 0 || (at > 0 && !is_ascii_space(s[at - 1]))) return 0;
  if (at + n < s.size() && s[at + n] == ':') ++n;
  while (at + n < s.size() && is_ascii_space(s[at + n])) ++n;
  return n;
}

// "> quote from bagshaker99:", "> quoting mace_mains:" at `at`: the
// length to the colon, or 0. (Not an email's "> On Sat, Dana wrote:",
// whose quote is the situation itself: quoted_reply.h.)
size_t quote_opens_at(std::string_view s, size_t at) {
  if (s[at] != '>' || (at > 0 && !is_ascii_space(s[at - 1]))) return 0;
  size_t k = at + 1;
  while (k < s.size() && s[k] == ' ') ++k;
  size_t said = 0;
  for (std::string_view opener : {"quote from ", "quoting ", "quoted from "})
    if (starts_with_at(s, k, opener)) said = opener.size();
  if (said == 0) return 0;
  const size_t colon = s.find(':', k + said);
  // (The user's handle, one word, then the colon.)
  if (colon == std::string_view::npos || colon > k + said + 40) return 0;
  for (size_t c = k + said; c < colon; ++c)
    if (is_ascii_space(s[c])) return 0;
  return colon + 1 - at;
}

}  // namespace

std::string forum_post_as_story(const std::string& text) {
  const std::string_view s = text;
  std::string out;
  size_t i = 0;
  while (i < s.size() && is_ascii_space(s[i])) ++i;
  // The title: a bracket opening the post, three words or more, with the
  // body after it.
  if (i < s.size() && s[i] == '[') {
    const size_t close = s.find(']', i + 1);
    const std::string_view title =
        close == std::string_view::npos ? std::string_view() : s.substr(i + 1, close - i - 1);
    size_t spaces = 0;
    for (char c : title) spaces += c == ' ';
    if (spaces >= 2 && close + 1 < s.size() && title.find('[') == std::string_view::npos) {
      out = "Title: " + std::string(title);
      if (out.back() != '.' && out.back() != '?' && out.back() != '!') out += '.';
      out += ' ';
      i = close + 1;
      while (i < s.size() && is_ascii_space(s[i])) ++i;
    }
  }
  bool changed = !out.empty();
  for (size_t k = i; k < s.size(); ++k) {
    if (const size_t opens = quote_opens_at(s, k); opens > 0) {
      // To the TL;DR, a line's end or, with neither, the post's closing
      // question ("> quote from X: It goes through. So he's at 15. Who is
      // right?"), else the quote's first sentence's end.
      size_t end = k + opens;
      while (end < s.size() && s[end] != '\n' && tldr_at(s, end) == 0) ++end;
      if (end == s.size()) {
        const auto sentence_end = [&](size_t at) {
          return std::string_view(".!?").find(s[at]) != std::string_view::npos &&
                 (at + 1 == s.size() || is_ascii_space(s[at + 1]));
        };
        end = k + opens;
        while (end < s.size() && !sentence_end(end)) ++end;
        if (end < s.size()) ++end;
        // The last sentence, when it asks and opens after the first.
        size_t last_start = end;
        for (size_t at = end; at < s.size(); ++at)
          if (sentence_end(at) && at + 1 < s.size()) last_start = at + 1;
        if (last_start > end && s.back() == '?') end = last_start;
      }
      while (!out.empty() && is_ascii_space(out.back())) out.pop_back();
      if (!out.empty() && std::string_view(".!?").find(out.back()) == std::string_view::npos)
        out += '.';
      out += ' ';
      k = end - 1;
      changed = true;
      continue;
    }
    if (const size_t label = tldr_at(s, k); label > 0) {
      k += label - 1;
      changed = true;
      continue;
    }
    out += s[k];
  }
  return changed ? out : text;
}

}  // namespace arbiter::query::ask
