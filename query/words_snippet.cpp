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

// Whether token `pos` opens a sentence: the first does, and each after a
// '.' or ':' and then white space.
bool opens_sentence(std::string_view text, const std::vector<TermDocs::Token>& tokens, int pos) {
  if (pos == 0) return true;
  const int start = tokens[static_cast<size_t>(pos)].start;
  int i = start - 1;
  char c = 0;
  for (; i >= 0; --i) {
    c = text[static_cast<size_t>(i)];
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
  }
  return i != start - 1 && (c == '.' || c == ':');
}

// The start of the sentence token `pos` is in: read back from it, not
// every sentence of a long text found first for the few tokens asked.
int sentence_start(std::string_view text, const std::vector<TermDocs::Token>& tokens, int pos) {
  while (!opens_sentence(text, tokens, pos)) --pos;
  return pos;
}

// The window [pos, pos + kTokens)'s score: 1000 for each phrase found in
// it, 1 for each repeat; and where a window centred on what it holds
// would start.
int window_score(const std::vector<Instance>& found, size_t phrases, int pos, int doc_tokens,
                 int* adjusted) {
  // Which phrases are found already: a query's few in a word's bits.
  uint64_t seen_bits = 0;
  std::vector<char> seen(phrases > 64 ? phrases : 0, 0);
  const auto seen_before = [&](size_t p) {
    if (phrases <= 64) {
      const bool was = seen_bits >> p & 1;
      seen_bits |= uint64_t{1} << p;
      return was;
    }
    const bool was = seen[p];
    seen[p] = 1;
    return was;
  };
  int score = 0, first = -1, last = 0;
  const int64_t end = static_cast<int64_t>(pos) + kTokens;
  for (const Instance& in : found) {
    if (in.offset < pos || in.offset >= end) continue;
    score += seen_before(static_cast<size_t>(in.phrase)) ? 1 : 1000;
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
  int best_score = 0, best_start = 0;
  for (const Instance& in : found) {
    int adjusted = 0;
    const int score = window_score(found, phrases_.size(), in.offset, doc_tokens, &adjusted);
    if (score > best_score) {
      best_score = score;
      best_start = adjusted;
    }
    if (doc_tokens > kTokens) {
      const int opens = sentence_start(text, tokens, in.offset);
      if (opens < in.offset) {
        const int sentence = window_score(found, phrases_.size(), opens, doc_tokens, nullptr) +
                             (opens == 0 ? 120 : 100);
        if (sentence > best_score) {
          best_score = sentence;
          best_start = opens;
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
  for (int pos = range_start; pos < doc_tokens && pos <= range_end; ++pos) {
    const int start = tokens[static_cast<size_t>(pos)].start;
    const int end = tokens[static_cast<size_t>(pos)].end;
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
