#include "query/words_snippet.h"

#include <algorithm>
#include <cstdint>

namespace arbiter::query {

namespace {

constexpr int kTokens = 20;  // the snippet's length in tokens
constexpr const char* kOpen = "\x02";
constexpr const char* kClose = "\x03";
constexpr const char* kEllipsis = "…";

// A phrase found: its first token and its phrase's place in the query.
struct Instance {
  int offset;
  int phrase;
  int size;  // the phrase's tokens
};

// The tokens that open a sentence: the first, and each after a '.' or ':'
// and then white space.
std::vector<int> sentence_starts(std::string_view text,
                                 const std::vector<TermDocs::Token>& tokens) {
  std::vector<int> out;
  for (size_t pos = 0; pos < tokens.size(); ++pos) {
    if (pos == 0) {
      out.push_back(0);
      continue;
    }
    const int start = tokens[pos].start;
    int i = start - 1;
    char c = 0;
    for (; i >= 0; --i) {
      c = text[static_cast<size_t>(i)];
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
    }
    if (i != start - 1 && (c == '.' || c == ':')) out.push_back(static_cast<int>(pos));
  }
  return out;
}

// The window [pos, pos + kTokens)'s score: 1000 for each phrase found in
// it, 1 for each repeat; and where a window centred on what it holds
// would start.
int window_score(const std::vector<Instance>& found, size_t phrases, int pos, int doc_tokens,
                 int* adjusted) {
  std::vector<char> seen(phrases, 0);
  int score = 0, first = -1, last = 0;
  const int64_t end = static_cast<int64_t>(pos) + kTokens;
  for (const Instance& in : found) {
    if (in.offset < pos || in.offset >= end) continue;
    score += seen[static_cast<size_t>(in.phrase)] ? 1 : 1000;
    seen[static_cast<size_t>(in.phrase)] = 1;
    if (first < 0) first = in.offset;
    last = in.offset + in.size;
  }
  if (adjusted) {
    int64_t adj = first - (kTokens - (last - first)) / 2;
    if (adj + kTokens > doc_tokens) adj = doc_tokens - kTokens;
    if (adj < 0) adj = 0;
    *adjusted = static_cast<int>(adj);
  }
  return score;
}

// The phrases found as runs of overlapping ones, each [start, end] in
// tokens, in order (FTS5's coalesced instances).
class Coalesced {
 public:
  explicit Coalesced(const std::vector<Instance>& found) : found_(found) { next(); }
  void next() {
    start = end = -1;
    for (; at_ < found_.size(); ++at_) {
      const Instance& in = found_[at_];
      const int last = in.offset - 1 + in.size;
      if (start < 0) {
        start = in.offset;
        end = last;
      } else if (in.offset <= end) {
        end = std::max(end, last);
      } else {
        break;
      }
    }
  }
  int start = -1, end = -1;

 private:
  const std::vector<Instance>& found_;
  size_t at_ = 0;
};

}  // namespace

SnippetQuery::SnippetQuery(const TermDocs& docs, const std::vector<std::string>& words)
    : docs_(docs) {
  for (const std::string& w : words) {
    std::vector<TermDocs::Token> tokens;
    if (!docs.tokens(w, true, &tokens) || tokens.empty()) {
      usable_ = false;
      return;
    }
    std::vector<std::string> terms;
    for (TermDocs::Token& t : tokens) terms.push_back(std::move(t.term));
    phrases_.push_back(std::move(terms));
  }
  usable_ = !phrases_.empty();
}

std::optional<std::string> SnippetQuery::snippet(std::string_view text, bool only_if_found) const {
  std::vector<TermDocs::Token> tokens;
  if (!usable_ || !docs_.tokens(text, false, &tokens)) return std::nullopt;
  return snippet(text, tokens, only_if_found);
}

std::optional<std::string> SnippetQuery::snippet(std::string_view text,
                                                 const std::vector<TermDocs::Token>& tokens,
                                                 bool only_if_found) const {
  if (!usable_) return std::nullopt;
  const int doc_tokens = static_cast<int>(tokens.size());
  // Each phrase where its terms follow each other, by offset, then by
  // the phrase's place (FTS5's order of instances).
  std::vector<Instance> found;
  for (int pos = 0; pos < doc_tokens; ++pos)
    for (size_t p = 0; p < phrases_.size(); ++p) {
      const std::vector<std::string>& terms = phrases_[p];
      if (pos + static_cast<int>(terms.size()) > doc_tokens) continue;
      bool all = true;
      for (size_t k = 0; k < terms.size() && all; ++k)
        all = tokens[static_cast<size_t>(pos) + k].term == terms[k];
      if (all) found.push_back({pos, static_cast<int>(p), static_cast<int>(terms.size())});
    }
  if (found.empty() && only_if_found) return std::nullopt;

  // The best window: centred on each phrase found, or from the start of
  // its sentence (a sentence's start scoring a little more).
  const std::vector<int> starts = sentence_starts(text, tokens);
  int best_score = 0, best_start = 0;
  for (const Instance& in : found) {
    int adjusted = 0;
    const int score = window_score(found, phrases_.size(), in.offset, doc_tokens, &adjusted);
    if (score > best_score) {
      best_score = score;
      best_start = adjusted;
    }
    if (!starts.empty() && doc_tokens > kTokens) {
      size_t jj = 0;
      for (; jj + 1 < starts.size(); ++jj)
        if (starts[jj + 1] > in.offset) break;
      if (starts[jj] < in.offset) {
        const int sentence = window_score(found, phrases_.size(), starts[jj], doc_tokens, nullptr) +
                             (starts[jj] == 0 ? 120 : 100);
        if (sentence > best_score) {
          best_score = sentence;
          best_start = starts[jj];
        }
      }
    }
  }

  // The window's text, each run of phrases found marked.
  const int range_start = best_start, range_end = best_start + kTokens - 1;
  std::string out;
  if (best_start > 0) out += kEllipsis;
  Coalesced run(found);
  while (run.start >= 0 && run.start < best_start) run.next();  // the runs before the window
  int copied = 0;  // the text's bytes written up to here
  bool open = false;
  // (A span that would end before it starts is the rest of the text, as
  // FTS5 appends it.)
  const auto copy_to = [&](int to) {
    out.append(text.substr(static_cast<size_t>(copied), to < copied
                                                            ? std::string_view::npos
                                                            : static_cast<size_t>(to - copied)));
    copied = to;
  };
  for (int pos = 0; pos < doc_tokens; ++pos) {
    const int start = tokens[static_cast<size_t>(pos)].start;
    const int end = tokens[static_cast<size_t>(pos)].end;
    if (pos < range_start || pos > range_end) continue;
    if (range_start && pos == range_start) copied = start;
    if (open && (pos <= run.start || run.start < 0) && start > copied) {
      out += kClose;
      open = false;
    }
    if (pos == run.start && !open) {
      copy_to(start);
      out += kOpen;
      open = true;
    }
    if (pos == run.end) {
      if (!open) {
        out += kOpen;
        open = true;
      }
      copy_to(end);
      run.next();
    }
    if (pos == range_end) {
      if (open) {
        if (run.start >= 0 && pos >= run.start) copy_to(end);
        out += kClose;
        open = false;
      }
      copy_to(end);
    }
  }
  if (open) out += kClose;
  if (range_end >= doc_tokens - 1)
    copy_to(static_cast<int>(text.size()));
  else
    out += kEllipsis;
  return out;
}

}  // namespace arbiter::query
