// Card text quoted in a question ("my die has 'When this die attacks, deal
// 1 damage to target opponent'"): lifted out before the words are read, so
// that the card's own words are read by the ability language
// (engine/dm/ability.h) and not as the situation's ("deal 1 damage" is the
// card's, not damage already dealt). A marker word takes its place, and
// the reader gives it to the die whose description it is written in.
#pragma once

#include <string>
#include <vector>

namespace arbiter::query::ask {

// The word that stands for the n-th lifted text in the question's words.
inline constexpr const char* kCardTextMarker = "abilitytext";

struct LiftedCardText {
  std::string question;            // with each lifted quote replaced by the marker
  std::vector<std::string> texts;  // the quoted card texts, in order
};

// Quotes (straight or curly, single or double) whose first word opens card
// text ("when", "while", "global", "deal", ...) are lifted; other quotes
// ('steady', "is it a keyword?") stay where they are.
// For a Marvel Champions question (`mc`), only quotes opening with a
// timing trigger ("Interrupt:", "Forced Response:", "When Defeated:") are
// lifted: the reader knows the words of the others ("a star: 'Give the
// villain a tough status card'").
LiftedCardText lift_card_text(const std::string& question, bool mc = false);

// The ability language reads the text whole: Dice Masters card text, which
// tells the game when the other words do not.
bool reads_as_dm_card_text(const std::string& text);

struct Reading;
// After a reading: each die's "ability" fact (marker indices) becomes the
// texts themselves; a text the ability language cannot read, one no die
// took, and any in a Marvel Champions question are named as not simulated.
// Marvel Champions: the abilities printed on cards the question names
// (Reading::printed_texts) are run when the ability language reads them; one
// it cannot read is named as not simulated, and withholds the outcome when
// it could change it (not a When Revealed, Setup, Boost, Resource or Action
// ability, nor one that only draws cards).
void take_card_texts(Reading& r);

}  // namespace arbiter::query::ask
