#include "query/trigram_rows.h"

#include <algorithm>
#include <memory>

#include "query/fts_rank.h"

namespace arbiter::query {

// search_trigram's tokenizer ('trigram', no options: case folded), made
// through FTS5's API as the table makes its own.
class TrigramRows::Tokenizer {
 public:
  explicit Tokenizer(const Database& db) {
    fts5_api* api = fts5_api_of(db);
    void* user = nullptr;
    if (!api || api->xFindTokenizer(api, "trigram", &user, &api_) != SQLITE_OK ||
        api_.xCreate(user, nullptr, 0, &made_) != SQLITE_OK)
      made_ = nullptr;
  }
  ~Tokenizer() {
    if (made_) api_.xDelete(made_);
  }
  Tokenizer(const Tokenizer&) = delete;
  Tokenizer& operator=(const Tokenizer&) = delete;

  bool usable() const { return made_ != nullptr; }

  // Calls f(token) for each token of `text` (colocated ones left out, as
  // they take no place of their own); false when the tokenizer fails.
  template <typename F>
  bool each(std::string_view text, bool query, F f) const {
    const auto call = [](void* p, int flags, const char* token, int size, int, int) {
      if (!(flags & FTS5_TOKEN_COLOCATED))
        (*static_cast<F*>(p))(std::string_view(token, static_cast<size_t>(size)));
      return SQLITE_OK;
    };
    return api_.xTokenize(made_, &f, query ? FTS5_TOKENIZE_QUERY : FTS5_TOKENIZE_DOCUMENT,
                          text.data(), static_cast<int>(text.size()), call) == SQLITE_OK;
  }

 private:
  fts5_tokenizer api_{};
  Fts5Tokenizer* made_ = nullptr;
};

TrigramRows::TrigramRows(const Database& db) {
  auto tokenizer = std::make_unique<Tokenizer>(db);
  if (!tokenizer->usable()) return;
  Statement st =
      db.prepare("SELECT rowid, title, aliases, text FROM search_trigram ORDER BY rowid");
  while (st.step()) {
    rowids_.push_back(st.integer(0));
    row_starts_.push_back(places_.size());
    for (int col = 1; col <= 3; ++col) {
      bool ok = true;
      add_column(*tokenizer, st.view(col), &ok);
      if (!ok) return;
      places_.push_back(kEnd);
    }
  }
  // Each trigram's places, counted and then placed, in order.
  starts_.assign(trigrams_ + 1, 0);
  for (const uint32_t id : places_)
    if (id != kEnd) ++starts_[id + 1];
  for (size_t t = 0; t < trigrams_; ++t) starts_[t + 1] += starts_[t];
  at_.resize(starts_.back());
  std::vector<size_t> next(starts_.begin(), starts_.end() - 1);
  for (size_t p = 0; p < places_.size(); ++p)
    if (places_[p] != kEnd) at_[next[places_[p]]++] = static_cast<uint32_t>(p);
  tokenizer_ = std::move(tokenizer);
}

TrigramRows::~TrigramRows() = default;

namespace {

// ASCII but NUL (which the tokenizer passes over): each trigram is three
// bytes, capitals folded as the tokenizer folds them (FTS5 folds no other
// ASCII character).
bool plain_ascii(std::string_view s) {
  return std::none_of(s.begin(), s.end(),
                      [](char c) { return c == 0 || static_cast<unsigned char>(c) >= 0x80; });
}

// A token of up to seven bytes (three characters of one or two) as one
// number with its length, looked up without a string made.
std::optional<uint64_t> short_key(std::string_view token) {
  if (token.size() > 7) return std::nullopt;
  uint64_t key = token.size();
  for (const char c : token) key = (key << 8) | static_cast<unsigned char>(c);
  return key;
}

}  // namespace

void TrigramRows::add_column(const Tokenizer& tokenizer, std::string_view text, bool* ok) {
  if (!plain_ascii(text)) {
    *ok = tokenizer.each(text, false,
                         [&](std::string_view token) { places_.push_back(add_id(token)); });
    return;
  }
  char folded[3];
  for (size_t i = 0; i + 3 <= text.size(); ++i) {
    for (size_t k = 0; k < 3; ++k) {
      const char c = text[i + k];
      folded[k] = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }
    places_.push_back(add_id(std::string_view(folded, 3)));
  }
}

size_t TrigramRows::slot_of(uint64_t key) const {
  const size_t mask = short_ids_.size() - 1;
  for (size_t i = static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 32) & mask;;
       i = (i + 1) & mask)
    if (short_ids_[i].first == key || short_ids_[i].first == 0) return i;
}

uint32_t TrigramRows::find_id(std::string_view token) const {
  if (const std::optional<uint64_t> key = short_key(token)) {
    if (short_ids_.empty()) return kEnd;
    const auto& [at, id] = short_ids_[slot_of(*key)];
    return at == *key ? id : kEnd;
  }
  const auto it = long_ids_.find(std::string(token));
  return it == long_ids_.end() ? kEnd : it->second;
}

uint32_t TrigramRows::add_id(std::string_view token) {
  if (const uint32_t id = find_id(token); id != kEnd) return id;
  if (const std::optional<uint64_t> key = short_key(token)) {
    // Kept at most half full; doubled (each id placed again) when not.
    if (2 * (trigrams_ + 1) > short_ids_.size()) {
      std::vector<std::pair<uint64_t, uint32_t>> old(
          std::max<size_t>(1 << 14, 2 * short_ids_.size()));
      old.swap(short_ids_);
      for (const auto& entry : old)
        if (entry.first != 0) short_ids_[slot_of(entry.first)] = entry;
    }
    short_ids_[slot_of(*key)] = {*key, trigrams_};
    return trigrams_++;
  }
  return long_ids_[std::string(token)] = trigrams_++;
}

std::optional<std::vector<int64_t>> TrigramRows::phrase_rows(std::string_view word) const {
  // The phrase's trigrams; one no row has matches nothing.
  std::vector<uint32_t> phrase;
  bool anywhere = true;
  if (!tokenizer_->each(word, true, [&](std::string_view token) {
        const uint32_t id = find_id(token);
        if (id == kEnd)
          anywhere = false;
        else
          phrase.push_back(id);
      }))
    return std::nullopt;
  if (!anywhere) return std::vector<int64_t>{};
  if (phrase.empty()) return std::nullopt;
  // From each place of its rarest trigram, the phrase's other trigrams
  // before and after it.
  size_t rarest = 0;
  const auto count = [&](size_t i) { return starts_[phrase[i] + 1] - starts_[phrase[i]]; };
  for (size_t i = 1; i < phrase.size(); ++i)
    if (count(i) < count(rarest)) rarest = i;
  std::vector<int64_t> out;
  const uint32_t t = phrase[rarest];
  for (size_t k = starts_[t]; k < starts_[t + 1]; ++k) {
    const size_t at = at_[k];
    if (at < rarest || at - rarest + phrase.size() > places_.size()) continue;
    const size_t first = at - rarest;
    if (!std::equal(phrase.begin(), phrase.end(),
                    places_.begin() + static_cast<std::ptrdiff_t>(first)))
      continue;
    const auto row = std::upper_bound(row_starts_.begin(), row_starts_.end(), first) - 1;
    const int64_t rowid = rowids_[static_cast<size_t>(row - row_starts_.begin())];
    if (out.empty() || out.back() != rowid) out.push_back(rowid);
  }
  return out;
}

std::optional<std::vector<int64_t>> TrigramRows::matching(
    const std::vector<std::string>& words) const {
  if (!tokenizer_ || words.empty()) return std::nullopt;
  std::optional<std::vector<int64_t>> rows;
  for (const std::string& w : words) {
    std::optional<std::vector<int64_t>> found = phrase_rows(w);
    if (!found) return std::nullopt;
    if (!rows) {
      rows = std::move(found);
      continue;
    }
    std::vector<int64_t> both;
    std::set_intersection(rows->begin(), rows->end(), found->begin(), found->end(),
                          std::back_inserter(both));
    rows = std::move(both);
  }
  return rows;
}

}  // namespace arbiter::query
