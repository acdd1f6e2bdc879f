// Stage 3 of reading a question: mentions + verbs -> clauses. A clause is a
// verb frame: who does it, to whom, with what, and for how much, in active
// and passive voice alike: "A attacks B", "B is attacked by A", "A is
// blocked by B", "B blocks A", "I block with B", "X deals 5 damage to me",
// "I put 4 on the 3D one".
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "query/ask/mentions.h"

namespace arbiter::query::ask {

enum class Verb : uint8_t {
  kAttack,      // attacks, hits, swings at, is attacked by
  kDefend,      // defends, blocks (MC), chump blocks, defends with
  kBlock,       // blocks, is blocked by (DM)
  kUndefended,  // undefended, no defender, goes unblocked
  kScheme,      // schemes
  kActivate,    // activates (attack or scheme, by the player's form)
  kThwart,      // thwarts
  kDeal,        // deals N damage to, pings
  kHeal,        // heals
  kRecover,     // recovers
  kMove,        // moves damage
  kEnter,       // enters play, comes out
  kPlay,        // plays (an event)
  kAssign,      // puts / assigns / splits N on X
  kKo,          // KOs, kills
  kSpin,        // spins up / down
  kDouble,      // doubles
  kRemove,      // removes, bounces, captures (a die from combat)
};

const char* verb_name(Verb v);

struct Clause {
  Verb verb = Verb::kAttack;
  size_t token = 0;      // the verb's token
  bool passive = false;  // "is blocked by"
  int subject = -1;      // mention indexes, -1 when the clause has none
  int object = -1;
  int with = -1;         // "with B"
  int by = -1;           // "by A" (the doer, in the passive)
  int amount = -1;       // "for 3", "deals 5", "puts 4"
  size_t amount_at = 0;  // the amount's token, when there is one

  // The doer and the one done to, whatever the voice.
  int doer() const { return passive || (by >= 0 && verb == Verb::kAttack) ? by : subject; }
  int done_to() const { return passive ? subject : object; }
};

// A game's verbs: the Verb a token is, if any.
using VerbOf = std::function<std::optional<Verb>(const std::vector<Token>&, size_t)>;

std::vector<Clause> find_clauses(const std::vector<Token>& tokens,
                                 const std::vector<Mention>& mentions, const VerbOf& verb_of);

// "doesn't", "won't", "never", "not": the verb after it does not happen.
bool says_not(const Token& t);

// "made", "declared": the participle of "an attack is made with ...", "a
// block is declared by ...", a noun told as a verb in the passive.
bool made_word(const Token& t);

// "blocks it with", "defends with": "with" (or "w") a word or two after
// the verb at token `verb`, in its clause.
bool with_after_verb(const std::vector<Token>& tokens, size_t verb);

// Whether mention m follows mention `to` joined by "and" or "plus" alone
// ("Widow (3A/2D) and the Hawkeye").
bool joined_to(const std::vector<Token>& tokens, const std::vector<Mention>& mentions, size_t m,
               int to);

// "engaged with me": mention m follows "engaged with" (or "engaged w").
bool engaged_with(const std::vector<Token>& tokens, const Mention& m);

// The mention a pronoun stands for, else the mention itself (-1 stays -1).
int resolve(const std::vector<Mention>& mentions, int m);

}  // namespace arbiter::query::ask
