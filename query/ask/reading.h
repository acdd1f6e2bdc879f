// What `ask` reads in a question: the game, whether it describes a
// situation, who is involved with which values and statuses, and what
// happens. Read in stages, each testable alone: words -> tokens
// (tokens.h) -> mentions (mentions.h) -> clauses (clauses.h) -> a
// situation (reading_mc.cpp, reading_dm.cpp, each running the stages its
// reading_*_parts.h lists), written out in the situation notation
// (notation.h) so a misreading can be seen and corrected.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "query/ask/clauses.h"
#include "query/ask/tokens.h"
#include "query/ask/vocabulary.h"

namespace arbiter::query::ask {

// The Dice Masters combat dice a reading can name, as the notation calls
// them.
inline constexpr const char* kCombatDice[] = {"attacker", "attacker2", "attacker3",
                                              "blocker",  "blocker2",  "blocker3"};

struct Reading {
  std::string game;    // "mc", "dm", or "" when the words do not tell
  std::string action;  // mc: enemy-attack, player-attack, enemy-scheme, thwart, ...; dm: combat; ""
                       // for a lookup
  std::string defender;  // mc enemy attacks: ally, hero, none, or "" when not said
  // facts[role][field]: facts["villain"]["atk"] = "3", facts["villain"]["stunned"] = "true".
  std::map<std::string, std::map<std::string, std::string>> facts;
  std::vector<const Term*> terms;  // recognised vocabulary, in question order
  std::vector<CardMatch> cards;    // cards named (corpus/card-abilities.tsv)
  // Characters and dice as the question names them ("iron man", "wolverine")
  // with the role each was read as, so that an ask about one by name can be
  // answered ("is Iron Man defeated?").
  std::vector<std::pair<std::string, std::string>> named;
  // Actions the question tells that the situation does not simulate ("a
  // second thwart, by the hero"): the outcome leaves them out, and no
  // verdict rests on it.
  std::vector<std::string> not_simulated;
  // Of those, a keyword or card text the question gives a character that
  // the situation leaves out: an outcome without it is not the question's
  // (unapplied()).
  std::vector<std::string> left_out;
  // Named as not simulated and as left out: no outcome is stated over it.
  void leave_out(const std::string& what) {
    not_simulated.push_back(what);
    left_out.push_back(what);
  }
  // A value told of someone the reading cannot name ("He's stunned" with
  // no one before it): the situation is not whole.
  bool dangling = false;
  // Dice Masters: the player who asks ("p1" attacks, "p2" is attacked), ""
  // when the words do not say; not part of the situation.
  std::string asker;
  std::vector<std::string> words;  // the question's words, spelling corrected
  std::vector<char> breaks;        // per word: the punctuation after it, or 0
  // Word k ends a sentence (".", "?" or "!" after it).
  bool sentence_ends_at(size_t k) const {
    return k < breaks.size() && (breaks[k] == '.' || breaks[k] == '?' || breaks[k] == '!');
  }
  std::vector<bool> used;  // per word: it took part in the reading
  // The claims of a dispute set aside ("he says he goes to 7"; claims.h),
  // each as its words: what each side worked out, not what happened.
  std::vector<std::string> claims;
  // A forum post's headline set aside ("rules question: splitting damage
  // between two blockers"; claims.h), or "".
  std::string headline;
  // Afterthoughts set aside ("Also my buddy drew Hawkeye three turns in a
  // row lol"; asides.h).
  std::vector<std::string> afterthoughts;
  // A quiz's lettered answer choices set aside ("A) 7 life; Batman Out of
  // Play B) ..."; claims.h), each as its words.
  std::vector<std::string> choices;
  std::string edition;  // an edition the question names ("1.1"), or ""
  // Card text quoted in the question (card_text.h), in order; a die's
  // "ability" fact holds the texts given to it, joined by "|".
  std::vector<std::string> card_texts;
  // Cards named in the question whose printed numbers the reading took
  // (the card pool imported): "Rhino (I): ATK 2, SCH 1, 14 hit points per
  // player".
  std::vector<std::string> from_cards;
  // The facts those cards gave, per role ("minion" -> {"atk", "guard"}):
  // what the question did not say itself.
  std::map<std::string, std::set<std::string>> card_facts;
  // The abilities those cards print, per role, for take_card_texts: run
  // when the ability language reads them, else named as not simulated.
  struct PrintedText {
    std::string role, card, text;  // "villain", "Klaw", "Forced Interrupt: ..."
  };
  std::vector<PrintedText> printed_texts;
  // Of those, the ones not run that cannot change the outcome (a When
  // Revealed in an attack, a card draw): said, and no verdict waits on them.
  std::vector<std::string> printed_not_run;
  bool from_card(const std::string& role, const std::string& field) const {
    const auto it = card_facts.find(role);
    return it != card_facts.end() && it->second.count(field) > 0;
  }
  // When the words allow several readings: what this one took them to
  // mean ("'fast' on the blocker"); empty for the only reading.
  std::string deciding;
  // This reading reads what the first one set aside (claims, working,
  // afterthoughts that may tell a fact): the two differ in what the
  // question told, so their values are compared too, not only their
  // outcomes.
  bool asides_read = false;
  // The stages as read (tokens, mentions, clauses), when asked for: what
  // `ask --explain` prints, for finding where a reading went wrong.
  bool explain = false;
  std::string stages;

  bool situation() const { return !action.empty(); }
  bool has(const std::string& role) const { return facts.count(role) > 0; }
  std::string fact(const std::string& role, const std::string& field) const;
  // The words no stage used, in order (shown under "Not used").
  std::vector<std::string> unused() const;
  // What the question says changes a number and no stage applied: a signed
  // amount ("+1 from an attachment", "-2A"; not a sum a player worked out,
  // "3+3 = 6"), a doubling or halving ("a double-attack effect", "twice"),
  // hit points "per player"; and what is left_out. An outcome simulated
  // without it is not the question's, so ask states none over it.
  std::vector<std::string> unapplied() const;
  // What this reading made that the question does not give, each said as
  // the answer names it: in a Dice Masters combat a die with no A or D
  // (not removed: "blocker2 with no A or D"); in Marvel Champions an
  // attack against no villain or minion, a thwart of no scheme. Such a
  // part stands for words read into the wrong place (a keyword read a
  // second time, a die's stats given to another, a minion's hit points
  // given to the hero), so ask states no outcome over it.
  std::vector<std::string> unfounded() const;
};

// Where the words allow more than one reading. A reader asks `choose` at
// each such point; the first run takes option 0 everywhere and records the
// points, and every other combination is then read again.
class Choices {
 public:
  explicit Choices(std::vector<int> preset = {}) : preset_(std::move(preset)) {}
  // The option taken among `options` (each names the reading it gives).
  size_t choose(const std::vector<std::string>& options);
  const std::vector<size_t>& sizes() const { return sizes_; }
  const std::string& label() const { return label_; }

 private:
  std::vector<int> preset_;
  std::vector<size_t> sizes_;
  std::string label_;
};

// Every reading of a question, the likeliest first (at most 8). `game`
// forces the game ("mc" or "dm"); empty lets the words decide. The text is
// taken as pasted: told_text() first.
std::vector<Reading> read_question(const std::string& question, const Vocabulary& vocabulary,
                                   const std::string& game, bool explain = false);
// The same, of a text told_text() has made already (ask() keeps that text
// for the rest of its answer, so it is made once).
std::vector<Reading> read_told(const std::string& told, const Vocabulary& vocabulary,
                               const std::string& game, bool explain = false);
// A pasted question as the readers take it: a chat's and a post's marks
// away (pasted.h), each value told once, as corrected (corrections.h).
std::string told_text(const std::string& pasted);

// The per-game readers (reading_mc.cpp, reading_dm.cpp): fill in the
// situation from the tokens.
void read_mc(Reading& r, const std::vector<Token>& tokens, Choices& choices);
void read_dm(Reading& r, const std::vector<Token>& tokens, Choices& choices);
// Dice Masters' energy words (reading_dm_turn_words.cpp): "mask", "bolt",
// "fist", "shield", "wild", "generic".
bool energy_word(const std::string& w);
// Marvel Champions (reading_mc_roles.cpp): the role that acts in the
// reading's action (the attacker, schemer or thwarter), "" when none does.
std::string attacker_role(const Reading& r);
// Dice Masters outside combat (reading_dm_turn.cpp): true when it read one.
bool read_dm_turn(Reading& r, const std::vector<Token>& tokens);
// reading_dm_clean_up.cpp: the Clean Up Step with the dice each player has
// in their Reserve Pool, Used Pile and Out of Play: action "clean-up",
// facts of p1 (the Active player: reserve, action-dice, used, out-of-play)
// and p2 (reserve, used).
bool read_clean_up(Reading& r, const std::vector<Token>& tokens);

// The stages as text (for Reading::stages).
std::string describe_stages(const std::vector<Token>& tokens, const std::vector<Mention>& mentions,
                            const std::vector<Clause>& clauses);

// Marks the words of tokens[first..last] as used.
void mark_used(Reading& r, const std::vector<Token>& tokens, size_t first, size_t last);

// Whether one of the two words before words[k] denies it: "does not
// defend", "doesn't block", "fails to regenerate", "never".
bool negated(const std::vector<std::string>& words, size_t k,
             const std::vector<char>* breaks = nullptr);

}  // namespace arbiter::query::ask
