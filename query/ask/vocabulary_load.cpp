// Loading the vocabulary at every start: the packed text the index build
// stored (common/vocabulary_pack.h) cut into views, each Term made only
// when a question's words reach it.
#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "common/text.h"
#include "query/ask/vocabulary.h"

namespace arbiter::query::ask {

namespace {

// Appends the words of `phrase` (split at spaces, empty words kept) to
// `out`, without a vector built for each phrase.
void split_into(std::string_view phrase, std::vector<std::string>& out) {
  out.reserve(out.size() + static_cast<size_t>(std::count(phrase.begin(), phrase.end(), ' ')) + 1);
  for (size_t start = 0;;) {
    const size_t end = phrase.find(' ', start);
    out.emplace_back(phrase.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return;
    start = end + 1;
  }
}

// "role:villain" -> "role", "villain".
std::pair<std::string_view, std::string_view> kind_and_name(std::string_view concept_name) {
  const size_t colon = concept_name.find(':');
  return {concept_name.substr(0, colon),
          concept_name.substr(colon == std::string_view::npos ? 0 : colon + 1)};
}

// The vocabulary of a database built before the index stored it packed,
// packed from its tables.
std::string packed_from_tables(const Database& db) {
  std::vector<std::string> held;  // the rows' texts, for the views
  std::vector<PackedTerm> terms;
  std::vector<PackedCard> cards;
  Statement st = db.prepare("SELECT game, phrase, concept, entries FROM vocabulary");
  while (st.step())
    for (int k = 0; k < 4; ++k) held.push_back(st.text(k));
  Statement c =
      db.prepare("SELECT game, phrase, role, ability, implies, entry FROM card_abilities");
  const size_t term_fields = held.size();
  while (c.step())
    for (int k = 0; k < 6; ++k) held.push_back(c.text(k));
  for (size_t k = 0; k < term_fields; k += 4)
    terms.push_back({held[k], held[k + 1], held[k + 2], held[k + 3]});
  for (size_t k = term_fields; k < held.size(); k += 6)
    cards.push_back({held[k], held[k + 1], held[k + 2], held[k + 3], held[k + 4], held[k + 5]});
  return pack_vocabulary(terms, cards);
}

}  // namespace

Vocabulary::Vocabulary(const Database& db, std::shared_ptr<const cards::CardPool> pool)
    : db_(db), cards_pool_(std::move(pool)) {
  Statement st = db.prepare("SELECT value FROM meta WHERE key = 'vocabulary'");
  if (st.step()) packed_text_ = st.text(0);
  std::optional<PackedVocabulary> packed = unpack_vocabulary(packed_text_);
  if (!packed) {
    packed_text_ = packed_from_tables(db);
    packed = unpack_vocabulary(packed_text_);
  }
  if (!packed)
    throw std::runtime_error(
        "the database's vocabulary cannot be read: rebuild it (arbiter index)");
  packed_ = std::move(*packed);
  terms_.resize(packed_.terms.size());
  for (const PackedCard& row : packed_.cards) {
    Card& c = cards_.emplace_back();
    c.game = row.game;
    split_into(row.phrase, c.words);
    for (const std::string& w : c.words)
      c.name +=
          (c.name.empty() ? "" : " ") +
          (w.empty() ? w : std::string(1, static_cast<char>(std::toupper(w[0]))) + w.substr(1));
    c.role = row.role;
    c.ability = row.ability;
    c.implies = row.implies;
    c.entry = row.entry;
  }
  if (cards_pool_) add_card_names();
}

Term& Vocabulary::term(size_t i) const {
  std::unique_ptr<Term>& made = terms_[i];
  if (made) return *made;
  const PackedTerm& row = packed_.terms[i];
  made = std::make_unique<Term>();
  made->game = row.game;
  split_into(row.phrase, made->words);
  const auto [kind, name] = kind_and_name(row.concept_name);
  made->kind = kind;
  made->name = name;
  const std::string_view entries = row.entries;
  for (size_t start = 0; start <= entries.size();) {
    size_t end = entries.find(',', start);
    if (end == std::string_view::npos) end = entries.size();
    if (end > start) made->entries.emplace_back(entries.substr(start, end - start));
    start = end + 1;
  }
  return *made;
}

Vocabulary::TermView Vocabulary::view(size_t i) const {
  if (i < packed_.terms.size()) {
    const PackedTerm& row = packed_.terms[i];
    const auto [kind, name] = kind_and_name(row.concept_name);
    const std::string_view second =
        row.words > 1 ? row.phrase.substr(row.first.size() + 1) : std::string_view();
    return {kind, name, row.words, row.first, second.substr(0, second.find(' '))};
  }
  const Term& t = *terms_[i];
  return {t.kind, t.name, t.words.size(), t.words.empty() ? "" : t.words[0],
          t.words.size() > 1 ? t.words[1] : ""};
}

bool Vocabulary::knows(const std::string& word) const {
  return std::binary_search(packed_.words.begin(), packed_.words.end(), std::string_view(word)) ||
         card_words_.count(word) > 0;
}

}  // namespace arbiter::query::ask
