#include "common/vocabulary_pack.h"

#include <algorithm>
#include <charconv>
#include <initializer_list>
#include <numeric>
#include <set>

namespace arbiter {

namespace {

// The first line of a packed vocabulary: its format and version.
constexpr std::string_view kHeader = "arbiter-vocabulary 1";

// Each word of `phrase`, split at spaces (empty words kept), to `f`.
template <typename F>
void each_word(std::string_view phrase, F&& f) {
  for (size_t start = 0;;) {
    const size_t end = phrase.find(' ', start);
    f(phrase.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return;
    start = end + 1;
  }
}

PackedTerm with_first(PackedTerm t) {
  t.first = t.phrase.substr(0, t.phrase.find(' '));
  t.words = static_cast<uint32_t>(std::count(t.phrase.begin(), t.phrase.end(), ' ')) + 1;
  return t;
}

// Reads `text` line by line, each cut at tabs.
class Lines {
 public:
  explicit Lines(std::string_view text) : text_(text) {}

  // The next line, or none at the end.
  std::optional<std::string_view> next() {
    if (at_ >= text_.size()) return std::nullopt;
    const size_t end = text_.find('\n', at_);
    if (end == std::string_view::npos) return std::nullopt;  // every line ends
    const std::string_view line = text_.substr(at_, end - at_);
    at_ = end + 1;
    return line;
  }

  // The next line's N tab-separated fields, or false.
  template <size_t N>
  bool fields(std::string_view (&out)[N]) {
    const std::optional<std::string_view> line = next();
    if (!line) return false;
    size_t start = 0;
    for (size_t k = 0; k < N; ++k) {
      const size_t tab = line->find('\t', start);
      if ((tab == std::string_view::npos) != (k + 1 == N)) return false;
      out[k] = line->substr(start, tab == std::string_view::npos ? tab : tab - start);
      start = tab + 1;
    }
    return true;
  }

  // The next line as a term's four fields, with its phrase's first word
  // and words (a term line is read at every start of `ask`: 800 of them),
  // or false.
  bool term(PackedTerm& out) {
    std::string_view f[4];
    if (!fields(f)) return false;
    out = {f[0], f[1], f[2], f[3]};
    const size_t space = out.phrase.find(' ');
    out.first = out.phrase.substr(0, space);
    out.words = 1;
    // (Most phrases are one word: no count of their spaces.)
    if (space != std::string_view::npos)
      out.words += static_cast<uint32_t>(std::count(
          out.phrase.begin() + static_cast<std::ptrdiff_t>(space), out.phrase.end(), ' '));
    return true;
  }

  // The next line as "TAG COUNT", or none.
  std::optional<size_t> count(char tag) {
    const std::optional<std::string_view> line = next();
    if (!line || line->size() < 3 || (*line)[0] != tag || (*line)[1] != ' ') return std::nullopt;
    size_t n = 0;
    const char* end = line->data() + line->size();
    const auto [p, ec] = std::from_chars(line->data() + 2, end, n);
    if (ec != std::errc() || p != end) return std::nullopt;
    return n;
  }

 private:
  std::string_view text_;
  size_t at_ = 0;
};

}  // namespace

std::string pack_vocabulary(const std::vector<PackedTerm>& terms,
                            const std::vector<PackedCard>& cards) {
  std::string out(kHeader);
  // One line of tab-separated fields.
  auto put = [&](std::initializer_list<std::string_view> fields) {
    for (const std::string_view f : fields) (out += f) += '\t';
    out.back() = '\n';
  };
  out += "\nT " + std::to_string(terms.size()) + "\n";
  std::set<std::string_view> words;
  std::vector<PackedTerm> firsts;
  for (const PackedTerm& t : terms) {
    put({t.game, t.phrase, t.concept_name, t.entries});
    each_word(t.phrase, [&](std::string_view w) { words.insert(w); });
    firsts.push_back(with_first(t));
  }
  out += "C " + std::to_string(cards.size()) + "\n";
  for (const PackedCard& c : cards) {
    put({c.game, c.phrase, c.role, c.ability, c.implies, c.entry});
    each_word(c.phrase, [&](std::string_view w) { words.insert(w); });
  }
  out += "W " + std::to_string(words.size()) + "\n";
  for (const std::string_view w : words) (out += w) += '\n';
  std::vector<uint32_t> order(terms.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](uint32_t a, uint32_t b) { return firsts[a].first < firsts[b].first; });
  out += "F";
  for (const uint32_t k : order) out += " " + std::to_string(k);
  out += "\n";
  return out;
}

std::optional<PackedVocabulary> unpack_vocabulary(std::string_view text) {
  Lines lines(text);
  if (lines.next() != kHeader) return std::nullopt;
  PackedVocabulary out;
  const std::optional<size_t> terms = lines.count('T');
  if (!terms || *terms > text.size()) return std::nullopt;
  out.terms.resize(*terms);
  for (PackedTerm& t : out.terms)
    if (!lines.term(t)) return std::nullopt;
  const std::optional<size_t> cards = lines.count('C');
  if (!cards || *cards > text.size()) return std::nullopt;
  for (size_t k = 0; k < *cards; ++k) {
    std::string_view f[6];
    if (!lines.fields(f)) return std::nullopt;
    out.cards.push_back({f[0], f[1], f[2], f[3], f[4], f[5]});
  }
  const std::optional<size_t> words = lines.count('W');
  if (!words || *words > text.size()) return std::nullopt;
  out.words.reserve(*words);
  for (size_t k = 0; k < *words; ++k) {
    const std::optional<std::string_view> w = lines.next();
    if (!w || (!out.words.empty() && !(out.words.back() < *w))) return std::nullopt;
    out.words.push_back(*w);
  }
  // "F 3 0 7 ...": every term once, by first word.
  const std::optional<std::string_view> order = lines.next();
  if (!order || order->empty() || (*order)[0] != 'F' || lines.next()) return std::nullopt;
  out.by_first.reserve(out.terms.size());
  std::vector<uint8_t> seen(out.terms.size());  // (bytes: a bit vector's access is a call)
  const char* end = order->data() + order->size();
  for (const char* p = order->data() + 1; p != end;) {
    if (*p != ' ') return std::nullopt;
    uint32_t k = 0;
    const auto [next, ec] = std::from_chars(p + 1, end, k);
    if (ec != std::errc() || k >= out.terms.size() || seen[k]) return std::nullopt;
    if (!out.by_first.empty()) {
      const PackedTerm& before = out.terms[out.by_first.back()];
      if (out.terms[k].first < before.first ||
          (out.terms[k].first == before.first && k < out.by_first.back()))
        return std::nullopt;
    }
    seen[k] = 1;
    out.by_first.push_back(k);
    p = next;
  }
  if (out.by_first.size() != out.terms.size()) return std::nullopt;
  return out;
}

}  // namespace arbiter
