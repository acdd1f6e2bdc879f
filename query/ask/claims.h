// What a question says that is not the situation: the claims of a dispute
// ("He says he goes to 7 ... I say he's at 7 but ..."), and a forum post's
// headline ("Rules question: splitting damage between two blockers."). When
// two or more sentences (or clauses after a comma and a joining word such
// as "and") open with someone saying what they think, two different people
// among them, the question is a dispute and those sentences are the sides'
// claims: their numbers are what each side worked out, not what happened.
// The reader sets them aside when the rest of the question still tells a
// whole situation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace arbiter::query::ask {

// What a span set aside is.
enum class SetAside : uint8_t {
  kClaim,         // a side's claim in a dispute
  kHeadline,      // a post's headline
  kAfterthought,  // told after the question, about something else (asides.h)
  kChoice,        // a quiz's lettered answer choices
};

struct WordSpan {
  size_t first = 0, last = 0;  // words, inclusive
  SetAside kind = SetAside::kClaim;
};

// A mark that ends a sentence ('.', '?', '!' or ';'), as question_words()
// gives each word's break.
bool sentence_mark(char c);

// "says", "thinks", "argued", ...: a verb that opens what someone claims.
bool claim_verb(const std::string& word);

// Whether a word is one of the games' own (a character, a term): "Rhino
// says nothing" is no person's claim.
using GameWord = std::function<bool(const std::string&)>;

// The claims of a dispute among `words` (`breaks`: the punctuation after
// each), in order; empty unless there are two or more, said by two
// different people ("I think ... I believe ..." is one unsure player).
// Who says it: a player's word ("my friend", "he", "Player B") or a name
// opening the clause ("Rex says ...") that is not a `game_word`.
std::vector<WordSpan> dispute_claims(const std::vector<std::string>& words,
                                     const std::vector<char>& breaks,
                                     const GameWord& game_word = {});

// "Rules question: Overcrush attacker that dies in a double block.": the
// headline a post opens with ("rules question", "question", "quick
// question", "help", "title" and a colon; a markdown post's bold title is
// given "Title:", pasted.h), to its sentence's end; none when nothing
// follows it.
std::optional<WordSpan> headline(const std::vector<std::string>& words,
                                 const std::vector<char>& breaks);

// "Overkill vs ally defender: 1) Rhino: ATK 5 ... 2) ...": a post's title
// before the list that tells the situation, or "": up to ten words with no
// sentence mark (a rule's number after a comma aside, "Unblocked
// attackers, 2.7.4.3.1"), then a colon and the list's first marker ("1)",
// "1."). Set aside like a headline.
std::string list_title(const std::string& question);

// "..., vulture atk 3 hits me. so I'm on 6 dmg, 4 hp left?": what the asker
// worked out from the facts, asked back to be confirmed. A span from "so" to
// the end of a sentence that asks ('?'), with a number in it and something
// told before it; not "so does ...", "so what ...", which ask, nor "so far",
// "so much". Its numbers are results, not facts: set aside like a claim.
std::vector<WordSpan> conclusions(const std::vector<std::string>& words,
                                  const std::vector<char>& breaks);

// "I thought boost icons only count when the attack is undefended? Rhino
// (ATK 2) attacked ...": a rule the asker half-remembers, asked about
// before the situation is told. The question's first sentence when it asks
// ('?'), more follows it, and it says it is a belief: "I thought", "I
// heard", "my friend said" in it, opening with a negative ("Aren't",
// "Doesn't"), or closing with a tag ("right?", "doesn't it?", "yes?", "I
// think?", "is that wrong?"). Its words are the asker's idea of the rules,
// not the table's; set aside like a claim.
std::optional<WordSpan> belief(const std::vector<std::string>& words,
                               const std::vector<char>& breaks);

// "Klaw (ATK 1) attacked, I defended with Hellcat (4 hit points). I'm
// thinking allies don't have a DEF so she takes 3.": the asker's own
// reasoning told beside the facts, which may state a rule wrongly and the
// outcome that follows from it. A span from a first-person belief ("I
// think", "I figure", "I'm guessing", "I assume", "my guess is", ...) at a
// sentence's or a clause's start to its sentence's end, and a sentence
// right after it that goes on with "so" and does not ask ("So 4 in my Prep
// Area."). Not the question's first sentence that asks (belief() takes
// that one). The caller decides whether it also tells a fact.
std::vector<WordSpan> reasoning(const std::vector<std::string>& words,
                                const std::vector<char>& breaks);

// "Hobgoblin dies, Electro keeps 3 damage": words first..last tell only
// what became of someone, with no action of the game's and nothing said as
// before ("had", "already", "earlier").
bool results_only(const std::vector<std::string>& words, size_t first, size_t last);

// claims_results.cpp:
// "Expected: Spider-Man takes 0. Actual: 1 damage.", "What I expected:
// ...", "the app says I took 1 damage": a bug report's claimed results, each
// from its label ("expected", "actual", "got", "result" with a colon; "I
// expected", "what I expected", "the app says") to its sentence's end. Its
// numbers are what someone worked out or saw printed, not the situation;
// the caller reads it both ways when it adds more than results.
std::vector<WordSpan> expectations(const std::vector<std::string>& words,
                                   const std::vector<char>& breaks);

// "What the app/friend did: app removed 2 threat", "Observed: friend says I
// can only hit one blocker", "My expectation: 2 threat removed and she takes
// 1": a claimed result someone else (an app, a friend, the opponent) did or
// said, or the asker's expected result with no value of a character or a
// player in it, which tells what they made of the situation and never the
// situation itself, so the caller sets it aside without reading it both
// ways.
bool only_claimed(const std::vector<std::string>& words, const std::vector<char>& breaks,
                  const WordSpan& claim);

// "He shoots the hydra merc (3hp). merc has 1 dmg and hawkeye dies to his
// own consequential?": a last sentence that asks whether results follow,
// telling only results ("dies", "survives", "keeps"), not opening with an
// asking word, after a sentence that tells the facts. Its values are the
// outcome asked about, not the situation's; the caller reads it both ways
// when it adds more than results.
std::vector<WordSpan> results_asked(const std::vector<std::string>& words,
                                    const std::vector<char>& breaks);

// answer_choices.cpp:
// "What happens? A) 7 life; Batman Out of Play B) ... C) ... D) ...": a
// quiz's lettered answers, three or more ("a)" to "f)", in order), from the
// first letter to the last choice's sentence end. Outcomes put forward,
// most of them wrong: set aside, never read as the situation.
std::vector<WordSpan> answer_choices(const std::vector<std::string>& words,
                                     const std::vector<char>& breaks);

// "I think he already had 8 damage on him, so ...": the span says what was
// so before ("had", "already", "earlier"), a fact of the situation more
// than a result.
bool told_as_before(const std::vector<std::string>& words, const WordSpan& span);

}  // namespace arbiter::query::ask
