// Stage 2 of reading a question: tokens -> mentions, the noun phrases that
// name someone or something in play, each with the attributes written in
// it. "my 5A Hulk with overcrush" is one mention (a die, A 5, overcrush,
// mine); "Black Cat who has 2 hp left" another (an ally, 2 hit points).
//
// An attribute belongs to the phrase it is written in, never to the nearest
// name by distance: a phrase runs from its determiner ("a", "my") through
// its head to what follows it ("with ...", "who has ...", "(2hp)"), and a
// verb, a comma, "then" or a new determiner ends it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "query/ask/tokens.h"

namespace arbiter::query::ask {

// What a phrase names.
enum class Head : uint8_t {
  kNone,  // attributes with no name in their phrase ("with DEF 3")
  kVillain,
  kMinion,
  kHero,  // the asking player's identity ("I", "me", "Spider-Man")
  kAlly,
  kMainScheme,
  kSideScheme,
  kDie,      // a Dice Masters die ("a 2A/3D", "my Hulk", "the blocker")
  kPlayer,   // a Dice Masters player ("me", "my opponent")
  kPronoun,  // "he", "it", "them": the mention it refers to is resolved
};

const char* head_name(Head h);

struct Attr {
  std::string field, value;  // "hp" "2", "stunned" "true", "a" "5"
  size_t token = 0;          // where it was written
  bool with = false;         // introduced by "with" ("... with ATK 3")
};

// Whose it is, when the question says.
enum class Owner : uint8_t { kUnsaid, kMine, kOther };

struct Mention {
  Head head = Head::kNone;
  std::string name;            // the head's words ("black cat", "5a/3d", "attacker")
  std::string role_word;       // a noun naming a role in the situation ("attacker", "blocker")
  size_t first = 0, last = 0;  // tokens covered, inclusive
  size_t head_token = 0;
  Owner owner = Owner::kUnsaid;
  int count = 1;       // "two 1A blockers"
  int refers_to = -1;  // a pronoun's (or "the 3D one"'s) mention
  std::vector<Attr> attrs;
  // Values set off from it, outside first..last ("Iron Man basic attack
  // first, ATK 2"): the tokens, first and last, of each.
  std::vector<std::pair<size_t, size_t>> set_off;

  std::string attr(const std::string& field) const;
  bool has(const std::string& field) const { return !attr(field).empty(); }
};

// What one game's reader tells the mention finder about its words.
struct Grammar {
  // The head starting at token i, with the tokens it takes (0: none) and
  // its name and role word.
  std::function<size_t(const std::vector<Token>&, size_t, Mention&)> head;
  // The attributes starting at token i and the tokens they take (0: none).
  std::function<size_t(const std::vector<Token>&, size_t, std::vector<Attr>&)> attribute;
  // Token i is a verb that ends a description ("attacks", "blocked").
  std::function<bool(const std::vector<Token>&, size_t)> verb;
};

// mentions_pronouns.cpp: the pronoun at token `at` as a mention, with whom
// it refers to among `before` (the mentions named before it); `verb_at`:
// the verb right before it, when it is that verb's object ("Klaw attacks
// her").
Mention pronoun_mention(const std::vector<Token>& tokens, const std::vector<Mention>& before,
                        size_t at, std::optional<size_t> verb_at);

// The mentions of a question, in order. Pronouns refer back to the latest
// mention of a character that is not the speaker.
std::vector<Mention> find_mentions(const std::vector<Token>& tokens, const Grammar& grammar);

// Words that open a phrase (a determiner or possessive), with the owner
// they give.
bool determiner(const Token& t, Owner& owner);
// Past any determiners from token `from`: a die, by its stats or a word
// for a die ("to the 2A/4D", "to that die").
bool die_said_at(const std::vector<Token>& t, size_t from);
// A word owning what follows it: "Player A's", "the Active player's".
bool possessive(const Token& t);
// "I", "me", "my hero": the one asking.
bool speaker(const Mention& m);
// "opp", "my opponent", "the other player": words for the player who is
// not the one asking.
bool opponent_said(const std::string& player_words);
// "friend", "son", "roommate", ...: someone at the table, not a card.
bool person_word(const std::string& w);
// "both", "all", "both of", "all of" right before token `first`: the words
// name several, not one ("both of them block him", "both dice").
bool group_said_before(const std::vector<Token>& t, size_t first);

}  // namespace arbiter::query::ask
