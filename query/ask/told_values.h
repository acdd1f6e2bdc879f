// The sentences of a question as corrections.cpp reads them: each word with
// where it stands in the text, and the values told (a die's A and D, "2A/4D",
// "3A", "4D", or a number), with the words that say whose they are and what
// they count.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace arbiter::query::ask::told {

struct Word {
  size_t begin = 0, end = 0;  // in the text, marks around it left out
  std::string low;            // lower case
};

struct Sentence {
  size_t begin = 0, end = 0;  // its last mark included
  std::vector<Word> words;
  bool asks = false;
};

// A value told: a die's A and D ("2A/4D", "3A", "4D") or a number.
struct Value {
  int a = -1, d = -1, n = -1;
  bool stat() const { return n < 0; }
};

// The value a word says ("2a/4d", "3a", "4d", "17"), or none.
std::optional<Value> value_of(const std::string& w);
// As a player writes it: "2A/4D", "3A", "17".
std::string text_of(const Value& v);
// The parts `part` tells are the same in `whole`.
bool agrees(const Value& part, const Value& whole);
// A stat value `v` can stand for what `old` told (its parts are there).
bool fits(const Value& v, const Value& old);
// `old` with the parts `v` tells.
Value merged(const Value& old, const Value& v);
// The text's sentences, a '?', '!' or a single '.' ending each.
std::vector<Sentence> sentences_of(const std::string& s);
// What a word says of whom or of what: "me", "opp" for the players said
// any way, a stem otherwise; "" for a word that says nothing of either.
std::string content(const std::string& w);
// The value of word `k`, unless it is a level, a stage or a die's number.
std::optional<Value> told_value(const Sentence& s, size_t k);
// Word `k` is an old value named as such ("not 3", "I wrote 4D", "the 18
// was ...").
bool named_old(const Sentence& s, size_t k);
// The content() of words [from, to), the players' "me", "opp" if `players`.
std::set<std::string> contents(const Sentence& s, size_t from, size_t to, bool players);
size_t overlap(const std::set<std::string>& a, const std::set<std::string>& b);
// The words around word `k` that say what its number counts ("4 life").
std::set<std::string> around(const Sentence& s, size_t k);
// What the number at `k` counts, said right before or after it ("boost 1",
// "17 life"); "" for a bare number.
std::string unit_of(const Sentence& s, size_t k);

}  // namespace arbiter::query::ask::told
