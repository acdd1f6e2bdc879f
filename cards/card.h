// One card of the Marvel Champions card pool as the community's
// marvelsdb-json-data describes it (one JSON object per card face), with
// the keywords read from its text. The pool is the user's data: read by
// `arbiter cards import`, never part of the repository.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace arbiter::cards {

// What a card is at the table, for the rules: the characters a question
// names and the rest.
enum class Kind : uint8_t { kHero, kAlterEgo, kAlly, kVillain, kMinion, kOther };

// A keyword printed at the start of a card's text ("Retaliate 1.",
// "Uses (3 charges).", "Teamwork (Avenger)."), linked to the rules entry
// that defines it, or to none when no edition in the corpus does.
struct Keyword {
  std::string name;     // as printed: "Retaliate"
  std::string value;    // "1", "3 charges", "Avenger", or ""
  std::string entry;    // "mc:retaliate", or "" when the corpus has none
  std::string edition;  // the newest edition that defines it, or ""
};

struct Card {
  std::string code;     // "01094"
  std::string name;     // "Rhino"
  std::string subname;  // "Felicia Hardy", or ""
  std::string type;     // the data's type_code: "villain", "ally", ...
  Kind kind = Kind::kOther;
  std::string stage;  // villains "I", "II"; schemes "1A"; or ""
  std::optional<int> atk, thw, def, rec, sch, health, boost, hand_size, threat, base_threat;
  bool health_per_hero = false;                 // villains: health x the number of players
  std::optional<int> attack_cost, thwart_cost;  // allies: consequential damage
  int crisis = 0, acceleration = 0, hazard = 0, amplify = 0;  // scheme icons
  std::string traits;                                         // "Brute. Criminal."
  std::string text;                                           // the printed text, markup removed
  bool unique = false;
  int quantity = 1;
  std::string set_code, pack_code, pack_name;
  std::vector<Keyword> keywords;

  bool character() const { return kind != Kind::kOther; }
  // The powers a card of its kind prints, which it prints as a dash (–)
  // when the data gives no number: an ally's THW, a villain's ATK.
  bool prints_dash(const std::optional<int> Card::*power) const;
  // "Rhino (I)" for a villain's stage, else the name.
  std::string title() const;
  // The printed numbers as a player reads them: "ATK 2, SCH 1, 14 hit
  // points per player"; "" when it prints none. kInPlay leaves out what
  // does not act in play (hand size, boost icons, threat).
  enum Numbers : uint8_t { kAll, kInPlay };
  std::string stats_text(Numbers which = kAll) const;
};

// The same card printed again (a reprint, a copy in another pack): one of
// them is enough in a lookup or a question.
bool same_printing(const Card& a, const Card& b);

// The data's type_code as a Kind.
Kind kind_of(const std::string& type_code);
const char* kind_name(Kind kind);

}  // namespace arbiter::cards
