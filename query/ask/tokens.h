// Stage 1 of reading a question: words -> typed tokens. Each token is a
// vocabulary term (a role, stat, status, keyword, action or term of the
// game), a card the question names, a number, a fraction ("7/10"), a dice
// stat ("5a/3d"), or a plain word; and it knows whether the clause breaks
// after it (a comma, stop, bracket, "then").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "query/ask/vocabulary.h"

namespace arbiter::query::ask {

enum class Tok : uint8_t { kWord, kNumber, kFraction, kDiceStat, kTerm, kCard };

struct Token {
  Tok kind = Tok::kWord;
  std::string text;        // the words it covers, joined by spaces
  size_t at = 0, len = 1;  // the words it covers
  int number = -1;         // kNumber: the value; kFraction: the first part
  int of = -1;             // kFraction: the second part ("7/10" -> 7 of 10)
  int atk = -1, def = -1;  // kDiceStat: A and D (-1 when not given)
  bool plus = false;       // written with a "+": a modifier ("+1A", "+2 ATK")
  bool minus = false;      // the modifier's sign is "-" ("-1D")
  bool in_corpus = false;  // kWord: some rulebook has the word (names are not)
  // kDiceStat, Dice Masters: the level these stats are said to be ("on
  // level 2 (6A/5D)"), or 0; and the faces of the die's other levels said
  // with them ("(its level 1 is 2A/2D)").
  struct Face {
    int level = 0, atk = -1, def = -1;
  };
  int level = 0;
  std::vector<Face> faces;
  std::vector<size_t> also_at;  // words read with this token, outside at..at+len
  const Term* term = nullptr;   // kTerm
  const Card* card = nullptr;   // kCard
  char brk = 0;                 // the punctuation that follows, or 0
  // A comma followed inside brackets, where brk reads '(' so as not to end
  // the description: "(HP 15, REC 5)" still parts 15 from REC.
  bool comma = false;

  // A description ends after this token: a comma, stop or closing bracket.
  // An opening bracket does not end it: "Black Cat (2hp)" is about her.
  bool ends() const { return brk != 0 && brk != '('; }
  // A sentence ends after this token: a stop, question or exclamation
  // mark, or a semicolon.
  bool ends_sentence() const { return brk == '.' || brk == '?' || brk == '!' || brk == ';'; }

  bool is(const char* kind_name, const char* name) const {
    return term && term->kind == kind_name && term->name == name;
  }
  bool term_kind(const char* kind_name) const { return term && term->kind == kind_name; }
  bool word(const char* w) const { return kind == Tok::kWord && text == w; }
};

// `words` and `breaks` as question_words() gives them, spelling corrected.
// In Dice Masters ("dm") "5/3" is a die's A/D; elsewhere a fraction.
std::vector<Token> tokenize(const std::vector<std::string>& words, const std::vector<char>& breaks,
                            const Vocabulary& vocabulary, const std::string& game);

// Token i is what a yes/no question asks ("... and is Cap exhausted?",
// "are they stunned?"), not a fact the question states: its part of the
// sentence opens with "is", "are", "was" or "were" at most six tokens
// before it, no name follows it in the sentence, and the sentence ends
// with "?".
bool asked_in_question(const std::vector<Token>& tokens, size_t i);

// A sentence ends at one of the tokens from `from` up to, not including,
// `to` (the two are in different sentences).
bool sentence_between(const std::vector<Token>& tokens, size_t from, size_t to);
// The first token of the sentence holding token `at`.
size_t sentence_start(const std::vector<Token>& tokens, size_t at);

// Token i is in a sentence that opens with an asking word ("is", "does",
// "how", ...) and ends with "?": what it says is asked about, not told
// ("Is it 3 doubled plus 1, or ...?", "Does Immortal send Thor to my bag?").
bool asking_sentence(const std::vector<Token>& tokens, size_t i);

// "2/4" -> 2 and 4 (an A/D pair, or a fraction), and with `plural` also
// "2/4s" ("two 2/4s"); false for any other word.
// "uh", "um", "erm": a word a speaker fills a pause with, no name.
bool filler(const std::string& w);

bool number_pair(const std::string& word, bool plural, int& first, int& second);

// "No one has", "Nobody has", "None of the dice have", "Neither the
// attacker nor the blocker has": the word before `k` ("has", "have",
// "had") is said of no one. `word(j)` is the text at j; `parts(j)` says the
// mark after word j parts the clause, so "none of" or "neither" further back
// is another's. Shared by the readers of tokens (denied) and of words
// (negated).
template <typename Word, typename Parts>
bool no_one_has(size_t k, const Word& word, const Parts& parts) {
  if (k < 2 || !(word(k - 1) == "have" || word(k - 1) == "has" || word(k - 1) == "had"))
    return false;
  const std::string& who = word(k - 2);
  if (who == "nobody" || who == "noone" || who == "none" ||
      (k >= 3 && who == "one" && word(k - 3) == "no"))
    return true;
  for (size_t j = k - 1; j-- > 0 && j + 10 > k && !parts(j);)
    if ((word(j) == "none" && word(j + 1) == "of") || word(j) == "neither") return true;
  return false;
}

// Token i (a verb) is what could have been done and was not: "Spider-Man
// could have thwarted but attacked Rhino instead", "They could have let my
// Storm through, but they blocked with Loki".
bool counterfactual(const std::vector<Token>& tokens, size_t i);

// Token i (a verb: defend, block) is said to have been possible and not
// done: "Spider-Man could defend but I decided not to", "their Loki was
// able to block but they let Hulk through", "The Hulk could defend, but
// doesn't".
bool possible_not_taken(const std::vector<Token>& tokens, size_t i);

// Token i (a keyword, a status) is said to be absent: "no overcrush",
// "without the Overcrush keyword", "lacking a crisis icon", "doesn't have
// guard".
bool denied(const std::vector<Token>& tokens, size_t i);

// "5a/3d", "5a", "3d", "a5", "d3" -> A and D (-1 when absent); false when
// the word is not a dice stat.
bool parse_dice_stat(const std::string& word, int& atk, int& def);

// "zero" -> 0, "two" -> 2 ... "twenty" -> 20; -1 otherwise (also for "one").
int number_word(const std::string& word);

}  // namespace arbiter::query::ask
