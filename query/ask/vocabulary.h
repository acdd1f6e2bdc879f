// The games' vocabulary as loaded from the database, and matching it
// against a question's words.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "cards/card_store.h"
#include "common/sqlite.h"
#include "common/vocabulary_pack.h"

namespace arbiter::query::ask {

struct Term {
  std::string game;
  std::vector<std::string> words;  // the phrase, split
  std::string kind;                // role, stat, status, keyword, action, term
  std::string name;                // after the colon
  std::vector<std::string> entries;
  // A character's name with the card pool imported: the character cards of
  // that name (a villain's stages, an ally's versions), those of this role
  // first. Empty for the games' own words.
  std::vector<const cards::Card*> faces = {};
  // Added from the card pool, not one of the games' own words: a name
  // both games' characters may have, which does not tell the game.
  bool from_cards = false;
};

// A card's ability as data (corpus/card-abilities.tsv): the role it sits
// on, its <ability> attributes for the engine, the action it implies and
// the entry it rests on.
struct Card {
  std::string game;
  std::vector<std::string> words;  // the card's name as typed, split
  std::string name;                // "Webbed Up"
  std::string role;                // villain, hero, ally, minion
  std::string ability;             // <ability> attributes, or ""
  std::string implies;             // expire, attack-event, prevent, or ""
  std::string entry;
};

struct CardMatch {
  size_t at = 0, len = 0;
  const Card* card = nullptr;
};

struct TermMatch {
  size_t at = 0;   // first word's index
  size_t len = 0;  // words covered
  const Term* term = nullptr;
};

class Vocabulary {
 public:
  // With `cards`, the names of its characters are role words too, each
  // with the cards it names (Term::faces).
  explicit Vocabulary(const Database& db, std::shared_ptr<const cards::CardPool> cards = nullptr);
  // (It holds views into its own packed text.)
  Vocabulary(const Vocabulary&) = delete;
  Vocabulary& operator=(const Vocabulary&) = delete;
  // A card pool was imported and given.
  bool has_cards() const { return cards_pool_ != nullptr; }
  // Cards of the pool other than characters (attachments, upgrades,
  // events, schemes, ...) that `question` names: a several-word name in any
  // case, a one-word name capitalised and not a word of the rulebooks.
  std::vector<const cards::Card*> other_cards_named(const std::string& question) const;
  // Longest matches, left to right, restricted to `game` when set.
  std::vector<TermMatch> match(const std::vector<std::string>& words,
                               const std::string& game) const;

  // The cards the words name, left to right, restricted to `game` when set.
  std::vector<CardMatch> match_cards(const std::vector<std::string>& words,
                                     const std::string& game) const;

  // The words with misspellings corrected ("retalliate" -> "retaliate",
  // "gaurd" -> "guard"): first against the games' own phrases, which are
  // what a question is about, then against every word of the rulebooks.
  // Numbers, stat forms ("8a", "3/4") and short words stay as typed.
  std::vector<std::string> corrected(const std::vector<std::string>& words) const;

  // The word is part of some game phrase or card name.
  bool knows(const std::string& word) const;
  // Some rulebook uses the word as written.
  bool in_corpus(const std::string& word) const;

  // How much more the rulebooks of `a` than of `b` use these words: the sum
  // over words of log(share of a's entries with it / share of b's), each
  // word's say capped. Decides the game when the vocabulary does not.
  double corpus_lean(const std::vector<std::string>& words, const std::string& a,
                     const std::string& b) const;

 private:
  // A term's kind, name and first two words, without making its Term.
  struct TermView {
    std::string_view kind, name;
    size_t words = 0;
    std::string_view first, second;  // second: "" for a one-word phrase
  };

  std::string correct(const std::string& word) const;
  void add_card_names();
  // Term i, made from its packed row when first asked for.
  Term& term(size_t i) const;
  TermView view(size_t i) const;
  size_t term_count() const { return terms_.size(); }
  // The first phrase word (in std::string order) that `fits`, or "".
  template <typename Fits>
  std::string first_phrase_word(Fits&& fits) const;

  const Database& db_;
  std::string packed_text_;  // the meta row "vocabulary" (vocabulary_pack.h)
  PackedVocabulary packed_;  // views into packed_text_
  // The packed rows' terms, then the card pool's characters; a packed
  // row's is made when first used (most questions use a few dozen).
  mutable std::vector<std::unique_ptr<Term>> terms_;
  std::vector<Card> cards_;
  // The words of the card pool's names that no packed phrase has.
  std::set<std::string> card_words_;
  // The card pool's terms' indices by the first word of their phrase.
  std::unordered_map<std::string, std::vector<size_t>> card_terms_by_first_;
  std::shared_ptr<const cards::CardPool> cards_pool_;
  std::vector<const cards::Card*> other_cards_;  // by name, once each
};

// The role a character card plays in a situation: "villain", "hero" (an
// alter-ego too), "minion", "ally"; "" for any other card.
const char* card_role(cards::Kind kind);

// A question's words: lower case; letters, digits and the characters that
// carry meaning at a table ("'", "/", "-" inside a word), so "ko'd",
// "4a/2d" and "alter-ego" stay whole; a number glued to a unit is split
// ("2hp" -> "2", "hp"), except the dice forms "8a" and "4d".
// `breaks`, when given, gets one character per word: the punctuation that
// follows it (a comma, stop, colon or bracket: where one description ends
// and the next begins), or 0.
std::vector<std::string> question_words(const std::string& text,
                                        std::vector<char>* breaks = nullptr);

}  // namespace arbiter::query::ask
