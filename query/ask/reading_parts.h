// The parts of read_question (reading_question.cpp) shared between the
// files that hold them: the words split, the game picked, and one reading
// made under one set of choices.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "query/ask/claims.h"
#include "query/ask/reading.h"
#include "query/ask/vocabulary.h"

namespace arbiter::query::ask {

// reading_words.cpp: "klaw's" -> "klaw" "'s" when the name is a game phrase's.
void split_possessives(std::vector<std::string>& words, std::vector<char>& breaks,
                       const Vocabulary& vocabulary);
// reading_words.cpp: "crisis-icon" -> "crisis" "icon"; names the vocabulary knows stay whole.
void split_hyphens(std::vector<std::string>& words, std::vector<char>& breaks,
                   const Vocabulary& vocabulary);
// reading_words.cpp: a learner's English in the games' words: "3 of
// defense" -> "3 defense", "I make defense with" -> "I defend with".
void learners_forms(std::vector<std::string>& words, std::vector<char>& breaks);
// "Rhino attacks me, attack 2, boost 1" -> "atk 2": "attack" with its
// number, which ends its clause or has another stat after it, is the stat.
void attack_as_stat(std::vector<std::string>& words, const std::vector<char>& breaks);
// reading_words.cpp: a post's numbering, which tells no fact: a list's
// item markers ("1) Rhino, ATK 2. 2) Boost: 1 icon.") and the numbers of
// rule sections ("2.7.4.3.1:", read as the words "2" "7" "4" ...).
void drop_numbering(std::vector<std::string>& words, std::vector<char>& breaks);
// reading_words.cpp: a child's age in brackets ("my son (11) attacked"),
// which is no life total.
void drop_ages(std::vector<std::string>& words, std::vector<char>& breaks);
// reading_history.cpp: a sentence telling what happened before the
// situation ("Earlier ...", "two rounds ago ...", "... that's done") keeps
// only what it says is so now ("so he has 2 damage on him").
// `names`: the words that name a character, by side, which stay so what
// is said of them after still has them.
enum class Named : uint8_t { kNone, kFriend, kEnemy };
// Whether the words tell dice by their stats ("4a/3d", "6a") or the zones
// only Dice Masters has ("bag", "prep"): a Dice Masters story.
bool told_with_dice(const std::vector<std::string>& words);
void drop_finished_history(std::vector<std::string>& words, std::vector<char>& breaks,
                           const std::function<std::vector<Named>()>& names_of);
// reading_taken_back.cpp: a number taken back as it is said ("three no
// wait two attack", "five damage no sorry four") is the second one.
void numbers_taken_back(std::vector<std::string>& words, std::vector<char>& breaks);
// reading_dictation.cpp: numbers as a phone's dictation writes them:
// "won", "to", "too", "for" where a number stands ("to hit points", "level
// to", "his attack is to", "cost for"), a die's stats said letter by letter
// ("three a for d" -> "3a/4d", "won a won d" -> "1a/1d", "six a with"),
// "plus two a", "retaliate one", and "claw" as Klaw.
void dictated_numbers(std::vector<std::string>& words, std::vector<char>& breaks);
// Dictated: few marks or none, so homophones may stand for numbers.
bool dictated(const std::vector<std::string>& words, const std::vector<char>& breaks);
// A dictated question's clauses its missing commas would have bounded:
// "engaged with me its attack is three and it attacks me" -> "me, its".
void dictated_clauses(std::vector<std::string>& words, std::vector<char>& breaks);
// "a tack" -> "attack", as a phone hears the stat and the verb ("his a tack
// is two", "ultron a tacks me"); before possessives are split.
void merge_a_tack(std::vector<std::string>& words, std::vector<char>& breaks);

// reading_game.cpp: the game, forced, else the one the words lean to, else "".
std::string pick_game(const std::vector<std::string>& words, const Vocabulary& v,
                      const std::string& forced);

// reading_once.cpp: one reading under `choices`, with the spans in `set_aside` taken out.
Reading read_once(const std::string& question, const std::vector<std::string>& words,
                  const std::vector<char>& breaks, const Vocabulary& vocabulary,
                  const std::string& game, Choices& choices, bool explain,
                  const std::vector<std::string>& card_texts,
                  const std::vector<WordSpan>& set_aside);

}  // namespace arbiter::query::ask
