// The stages of reading a Dice Masters combat, which reading_dm.cpp runs in
// order: the grammar finds mentions and verbs in the tokens; described
// mentions are joined into one per die; the dice are made from them; the
// verbs place them as attackers and blockers; descriptions said apart
// ("..., fast") are given to their die; the dice are named for the scenario.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "query/ask/clauses.h"
#include "query/ask/reading.h"

namespace arbiter::query::ask {

// reading_dm_grammar.cpp: the Dice Masters words for mentions (and the
// verbs of reading_dm_verbs.cpp).
const Grammar& dm_grammar();
// reading_dm_verbs.cpp: "charges", "zips", "barrelled": how a die goes
// into the fight.
bool motion_verb(const std::string& word);
// reading_dm_verbs.cpp: "Daredevil swings in, four attack", "Hulk stomps
// in for Theo": token i is a streamer's way into an attack.
bool way_in(const std::vector<Token>& t, size_t i);

// reading_dm_verbs.cpp: the verb token i is, if any.
std::optional<Verb> dm_verb(const std::vector<Token>& t, size_t i);
// "Widow is declared as a blocker", "Hulk is the attacker", "is the only
// blocker": the role noun m is said of a die told before.
bool said_to_be(const std::vector<Token>& tokens, const Mention& m);

// "the Active player" (whose turn it is: Arbiter's p1), "the Inactive" or
// "defending player" (p2), or neither.
enum class Seat : uint8_t { kUnsaid, kActive, kInactive };
Seat seat_named(const std::string& player_words);

// reading_dm_verbs.cpp: "doesn't block", "does not block" at token `verb`:
// said of a die, it sits the combat out (said of a player, no die of
// theirs blocks). So does "declares no blockers": a player declares, and
// the die told before it is no attacker.
bool declines_to_block(const std::vector<Token>& t, size_t verb);
// "I carved her 4 damage evenly, 2 into Taskmaster and 2 into Crossbones":
// at token i, the first of two or more amounts each said before the die it
// goes "into", opening a clause after the damage is said: a split told with
// no verb.
bool shared_out_at(const std::vector<Token>& t, size_t i);
// "attacked him", "her", "them": in Dice Masters a player is attacked, so
// such an object is the player, not a die ("I swing them" aside).
bool player_pronoun(const std::vector<Mention>& ms, int m);
// "blocker", "attacker", "die", "sidekick".
bool die_noun(const Token& t);
// "attacker", "blockers", "blocking die": a role noun, not a verb.
bool noun_word(const Token& t);

// reading_dm_stats_said.cpp: the dice stats at token i go on describing
// the die already named ("Hulk had Overcrush and 7A/7D", "his stats are
// 3A/4D", "Hulk charges in - 6A/6D -", "Thor swings in at 5A/3D!"): its
// stats, not another die.
bool stats_of_die_named(const std::vector<Token>& t, size_t i);

// reading_dm_ko_effect.cpp: the KO at token i is done by an effect (an
// Action die, a Global, an ability) or before combat damage: a removal to
// the Prep Area, not combat's KO.
bool ko_by_effect(const std::vector<Token>& t, size_t i);

// reading_dm_gapped.cpp: "blocked Hulk with Beast and Wolverine with
// Cyclops": after the blocker `with` of a block, a second attacker and its
// blocker, the verb not said again (mention indices).
struct GappedBlock {
  int attacker = -1, blocker = -1;
};
std::optional<GappedBlock> gapped_block(const std::vector<Token>& tokens,
                                        const std::vector<Mention>& ms, int with, bool by);

// reading_dm_levels.cpp: a die's level and its other levels' faces, said
// beside its stats, read into the stats' token (Token::level, faces) so
// that a face does not make a die of its own.
std::vector<Token> with_levels(std::vector<Token> tokens);
// ... a die's stats ("3A/4D"; not a "+1A" modifier).
inline bool die_stats(const Token& t) {
  return t.kind == Tok::kDiceStat && !t.plus;
}
// ... the level a marker at token i says ("level 2", "lvl2"), or 0.
int level_marker_at(const std::vector<Token>& t, size_t i);
// reading_dm_spun_face.cpp: the stats token of the die a spin told before
// the level marker at token `marker` turns to level `lands` ("spins
// Spider-Man up, to level 2 (3A/4D)"), when the words name one.
std::optional<size_t> spun_face_die(const std::vector<Token>& t, const std::vector<bool>& gone,
                                    size_t marker, int lands);
// ... the stats said with the name at token `name` where it was told
// before token `before` ("Magneto, who was on level 2, which is 3A/4D ...
// Magneto"): the first among the three words kept after the name's first
// telling, with no verb or other die between.
std::optional<size_t> named_stats(const std::vector<Token>& t, const std::vector<bool>& gone,
                                  size_t name, size_t before);

// reading_dm_names.cpp: a word the vocabulary does not know, said as a
// die's name (before its stats, or before "with" and a keyword), is one.
std::vector<Token> with_names(std::vector<Token> tokens);

// ... and a die called by an affiliation ("his 2/2 villain", "another
// villain w/ retaliation") has it (Retaliation turns on it).
std::vector<Mention> with_named_affiliations(std::vector<Mention> ms,
                                             const std::vector<Token>& tokens);

// reading_dm_described.cpp: one mention per die.
// A die described in several parts ("Hulk A6 D4", "my 4A attacker (Beast,
// 5D)") is one mention.
std::vector<Mention> join_described(std::vector<Mention> ms, const std::vector<Token>& tokens);
// reading_dm_again.cpp: once every description is whole, the mentions
// that tell a die again ("the 1A/3D", "my iron will guy", a name said
// again) refer to it, and "he", "they" that block or pay name a player.
std::vector<Mention> told_again(std::vector<Mention> ms, const std::vector<Token>& tokens);
// Names that stand for one die ("Wolverine"), not a kind of die ("the die").
bool proper_name(const Mention& m);
// "two blockers on my Thor": the die a group of blockers is said to be on.
bool blocked_by_group(const Mention& group, const Mention& m, const std::vector<Token>& tokens);

// The words as read: tokens, the mentions in them and the clauses.
struct DmText {
  const std::vector<Token>& tokens;
  const std::vector<Mention>& ms;
  const std::vector<Clause>& cs;
};

struct Die {
  std::string role;
  // attacker, blocker or ""
  bool named = false;
  // the role was said with a noun ("the blocker"): verbs do not change it
  std::map<std::string, std::string> facts;
  int mention = -1;
  std::set<std::string> filled = {};  // fields a group's later stats gave it
  long blocks = -1;                   // the die it blocks, when a verb says
  std::string called;                 // its name in the scenario: attacker, blocker2, ...
  std::multimap<size_t, std::string> modifiers;  // by the token that said each
  // A and D as told, by the token that said each, in the order given
  std::map<std::string, std::vector<std::pair<size_t, std::string>>> told = {};
  // An A or a D was told of it.
  bool has_stats() const { return facts.count("a") || facts.count("d"); }
};

// A value for a die: modifiers add up in the order they are told ("+1A,
// then doubled"; "first doubled, then +2A"); anything else is set.
void give(Die& d, const Attr& a);
// The die's "modify" fact, its modifiers in order joined with "then".
void write_modifiers(Die& d);
// A or D told again after modifiers of it as what they make ("-2D on Loki
// (2A/2D) ... he's at 0D"): the value told before is the die's.
void unsay_results(Die& d);
// reading_dm_order.cpp: a die's modifiers in the order time words tell
// ("+2A before doubling", "after it had been doubled"), a doubling named
// again to place another being the same one.
void order_modifiers(Die& d, const std::vector<Token>& tokens);

// reading_dm_centre.cpp: the die a sentence is about, for the next one's
// words that name none. The first die mention of the sentence before the
// one holding token `at`, when that sentence names none before `at`, or
// -1; the same when it is also a verb's subject there, or -1.
// A player is named in the sentence of token `at`, before it ("i spend my
// shield on ...", "I use an action die to ...").
bool player_acts_before(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                        size_t at);
int first_die_of_sentence_before(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                                 size_t at);
int sentence_subject_before(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                            const std::vector<Clause>& cs, size_t at);
// "... is blocked by a 1A/5D die. Then it gets +1A", "i double her A": a
// pronoun in a sentence that names no die before it is the die the sentence
// before was about.
void centre_pronouns(std::vector<Mention>& ms, const std::vector<Token>& tokens,
                     const std::vector<Clause>& cs);

struct DmDice {
  std::vector<Die> dice;
  std::map<int, std::vector<size_t>> dice_of;  // mention -> its dice
  // Descriptions with no die in them: "..., both fast", "..., fast".
  std::vector<const Mention*> headless;
  // Words a verb read past itself ("I assign 2 damage to X and 4 damage
  // to Y": the amounts and "damage").
  std::vector<size_t> read_words;
  // Modifiers said beside a doubling with no die named for them ("i do +1A
  // first then double his A", "double his A first, then +2A"), by the
  // doubling's token: they go where the doubling goes (place_by_verbs).
  std::multimap<size_t, Attr> with_doubling;
  // A doubling told with no die named ("then double A"), by who did it.
  struct Doubling {
    size_t token;
    bool defense;
    Owner by;
  };
  std::vector<Doubling> unaimed_doublings;

  // The dice of mention m (a pronoun's: those of what it refers to).
  std::vector<size_t> at(const std::vector<Mention>& ms, int m) const;
};

// reading_dm_plural.cpp: "both of them block him", "both dice block it":
// each die told before that stands against the blocked die blocks it.
void place_plural_blockers(DmDice& dd, const DmText& text);
// "All three attack", "Both attack" after the dice told one by one: each die
// told before, not the other player's, attacks (reading_dm_plural.cpp).
void place_plural_attackers(DmDice& dd, const DmText& text);

// reading_dm_doubling.cpp: a doubling told with no die named ("i give +2A
// first then double A") goes, with the modifiers told beside it, to the
// one die of the side that did it (the asker's, `asker` "p1" or "p2",
// when no one is named), once the dice are named.
void place_unaimed_doublings(Reading& r, DmDice& dd, const std::vector<Token>& tokens,
                             const std::string& asker);

// reading_dm_spin.cpp: a die spun during combat ("spin Magneto down one
// level": its "spin" fact, "-1"), read once the dice are named; and the
// face a spin or Energy Drain lands a die on, named as left out when the
// question does not give it.
void read_spins(Reading& r, const DmDice& dd, const DmText& text);
// ... "spin", "spins", "spun": a word that tells a spin.
bool spin_word(const Token& t);

// reading_dm_dice.cpp: "target character die", "any die": a die an
// ability's words name, which stands for whichever die it is used on.
bool ability_target(const std::vector<Token>& tokens, const Mention& m);

// reading_dm_dice.cpp: one die per die mention (a count makes several);
// pronouns and "the 3D one" name one already described. Marks the
// mentions' words used.
DmDice read_dice(Reading& r, const DmText& text);

// Token i is in a sentence that asks ("hes at 16 right?"): a value said
// there is a guess, which does not take the place of one told before.
bool guessed(const std::vector<Token>& tokens, size_t i);
// Token i follows, in its sentence, a word that tells what the players
// agreed or claimed ("we agreed ... 3 damage on my blocker", "leaving him
// at 2"): the result in dispute, not the situation.
bool claimed(const std::vector<Token>& tokens, size_t i);
// The modifier at token i ("doubled", "+1A") is told again in what a player
// reckons ("I think that's 3 doubled plus 2"; "he says the +1 gets doubled
// too"), the same kind having been told before outside any such words.
bool reckoned_again(const std::vector<Token>& tokens, size_t i);

// reading_dm_grammar.cpp: the affiliation a word names ("villains",
// "Avengers"), or "".
std::string affiliation_of(const std::string& word);

// reading_dm_onlookers.cpp: dice said to be in play with no part in the
// combat ("opp has Loki with Retaliation active") are in their player's
// Field Zone: roles "p1-die" and "p2-die".
void place_onlookers(DmDice& dd, const DmText& text);
// reading_dm_unplaced.cpp: the dice no verb gave a part, placed by what
// else the question says ("Nobody blocks": they attack; "the blocker"
// asked of the one that may block), before the dice are named.
void place_unplaced(DmDice& dd, const DmText& text);
// ... the words around a die's mention put it in play with no part in the
// combat ("stays home", "sits in his field", "in the Reserve Pool",
// "non-blocking"); and whose such a die is, "p1-die" or "p2-die".
bool said_in_play(const std::vector<Token>& tokens, const Mention& m);
std::string onlooker_role(const std::vector<Token>& tokens, const Mention& m);
// ... whose a die is by the words just before its mention ("my opponent
// has Loki", "I have a Thor die"): "p1", "p2", or "" when they do not say.
std::string owner_said_before(const std::vector<Token>& tokens, const Mention& m);

// reading_dm_assign.cpp: the damage an assigning verb gives each die it
// names ("I put 3 on Daredevil and 1 on the sidekick"), as "assigned".
void read_assignment(DmDice& dd, const DmText& text, const Clause& c);
// The amount said before an assigning verb at token `verb` ("3 damage was
// assigned to", "2 of my damage went to", "the other 4 went to"): its
// number's token.
std::optional<size_t> amount_before_assign(const std::vector<Token>& t, size_t verb);
// The dice in `role` (attacker, blocker, blocker2, ...) whose stats are
// those `said` gives (it gives A or D): a die said again by its stats alone
// when the one told first was part of a group.
std::vector<size_t> dice_by_stats(const DmDice& dd, const Mention& said, const std::string& role);

// reading_dm_removed.cpp: a die removed before the attack, with no block
// said of it, leaves the combat ("merged"), and the Intimidate that
// removed it is read.
void drop_removed_before_attack(DmDice& dd, Reading& r, const DmText& text);

// reading_dm_roles.cpp: the verbs say who attacks and who blocks, what is
// removed or doubled, and the damage the player assigns.
void place_by_verbs(DmDice& dd, const DmText& text);

// reading_dm_dealt.cpp: damage clause c tells dealt outside combat damage:
// the mention of the die that takes it (-1 when none is told), and whether
// no die deals it (an action die, a Global, an ability, a player).
struct Dealt {
  int target = -1;
  bool by_no_die = false;
};
Dealt dealt_by(const DmText& text, const Clause& c);

// reading_dm_merge.cpp: a group summed up by the dice described after it,
// "the blocker" said again, descriptions said apart from their die.
void merge_descriptions(DmDice& dd, Reading& r, const DmText& text, Choices& choices);

// reading_dm_life_gain.cpp: the token of the amount a life gain at token k
// gives ("gains 5 life", "granting them 5 Life", "a 5-life gain"), or
// t.size().
size_t life_gained_at(const std::vector<Token>& t, size_t k);
// reading_dm_life_gain.cpp: a life gain told outside combat, read as `dm
// gain-life` (p1's life, the effect's amount); false when none is.
bool read_life_gain(Reading& r, const std::vector<Token>& t);

// reading_dm_purchase.cpp: a die bought ("Black Widow costs 3 (mask), I
// pay shield, bolt, fist"): action "purchase", or false.
bool read_purchase(Reading& r, const std::vector<Token>& t);
// "two Storm dice showing bolt", "2 Storm bolts": how many dice show the
// energy at token k, counted at the start of its item of the list (back
// to a comma, "and", "+", "with" or another energy), 1 unless said; a
// list's count is one die each ("three Sidekicks showing mask, fist and
// bolt").
int dice_counted(const std::vector<Token>& t, size_t k);
// reading_dm_turn_words.cpp: the token after an energy word that makes it
// a character's or card's type ("bolt character", "shield character die",
// "a mask card"), not energy.
bool type_of_a_die(const Token& next);

// reading_dm_turn_words.cpp: words of a turn told outside combat.
bool has_word(const std::vector<Token>& t, std::initializer_list<const char*> words);
bool is_term(const Token& tok, const char* name);
bool has_term(const std::vector<Token>& t, const char* name);
// The number written right before or after token k ("19 life", "at 19"), or -1.
int number_near(const std::vector<Token>& t, size_t k);
// A count, in figures or spelled out ("one"), or -1.
int count_of(const Token& t);
// "bag empty", "Bag and Prep Area: empty", "my bag is EMPTY", "an empty
// bag": the zone named at token k said to hold nothing.
bool zone_said_empty(const std::vector<Token>& t, size_t k);
// "My bag held another Ant-Man die and five Sidekicks", "Bag = the other
// Ant-Man + 5 sidekicks": kinds of dice listed from token `from` (after
// "has", "held", ...), each a count or one die ("another Ant-Man die", "the
// other Ant-Man"), summed; -1 unless two or more are listed.
int listed_dice(const std::vector<Token>& t, size_t from);
// How many dice the zone named at token k holds, as said around it, or -1.
int dice_in_zone(const std::vector<Token>& t, size_t k);
// The words tell the game's first turn: "going first", "turn 1", "the
// opening turn", "my first Clear and Draw Step"; not "First, ...".
bool first_turn_said(const std::vector<Token>& t);
// "I'm the second player", "going 2nd", "Vera won the roll and went first":
// the one asking does not take the game's first turn.
bool second_player_said(const std::vector<Token>& t);
std::string joined(const std::vector<std::string>& v);

// reading_dm_life.cpp: life a player gains in a combat question, before
// the attack or after its damage ("opp at 17 gains 5 life, then my Hulk
// hits"): facts "gain" and "gain-after" of p1 or p2.
void read_combat_life_gain(Reading& r, const DmText& text);

// reading_dm_field.cpp: fielding a die from the Reserve Pool, when the
// question says its fielding cost and the energy to pay with: action
// "field", facts of "die" (cost, level, a, d) and "pay" (energy).
bool read_fielding(Reading& r, const std::vector<Token>& t);
// The words end the Main Step: "end my Main Step", "the Main Step ends",
// "at the end of main", "after my Main Step".
bool main_step_ends(const std::vector<Token>& t);
// An energy type a die's face shows: mask, bolt, fist, shield, wild.
bool typed_energy(const std::string& w);
// reading_dm_field_several.cpp: one of several dice in the Reserve Pool
// fielded, each with its fielding cost, and the Main Step's end when told:
// action "field", facts of "die" (the one fielded), "die2", ... (the
// others), "pay" and "reserve" (energy paid and kept), "turn" (end-main).
bool read_fielding_several(Reading& r, const std::vector<Token>& t);
// ... the same for one die whose energy read_fielding cannot count ("two
// Sidekicks on fist and mask").
bool read_fielding_listed(Reading& r, const std::vector<Token>& t);

// reading_dm_split.cpp: a split of the attacker's damage told in words
// that name no die ("2 on each", "split 3 and 2", "2 to one and 3 to the
// other"): facts of "split".
void read_split_told(Reading& r);

// reading_dm_words.cpp: what single words say beyond the dice: a
// Regenerate roll's face, Infiltrate used or not, the turn's end.
void read_dm_words(Reading& r, const std::vector<Mention>& ms, Choices& choices);
// reading_dm_global.cpp: a Global ability the asker pays for with one
// energy in combat ("I pay a fist sidekick for a global"): `global: cost`.
void read_global_paid(Reading& r);
// reading_dm_strike.cpp: an attacker with Strike fielded alone this turn,
// as the question says (`fielded-alone`), else Strike is left out.
void read_strike(Reading& r);
// A Dice Masters keyword no part of the reading takes (Tag Out, Amplify,
// Range ...): said, it is always left out, so no outcome is stated over it.
bool dm_keyword_never_read(const std::string& keyword);
// "strike" between these words is the verb ("strike first", "first
// strike", "gets to strike"), not the Strike keyword.
bool strike_as_verb(const std::string& before, const std::string& after);

}  // namespace arbiter::query::ask
