// The Dice Masters words of a card ability (ability_words.h): affiliations
// and energy types, beside the words every card ability has.
#include "engine/dm/ability_words.h"

namespace arbiter::engine::dm {

namespace {

// Affiliations printed on Dice Masters cards that abilities name; a
// scenario adds the ones its cards and tokens declare.
const std::set<std::string>& affiliations() {
  static const std::set<std::string> value = {
      "villains",           "heroes",         "avengers", "x-men",
      "guardians",          "defenders",      "shield",   "spider-friends",
      "sinister-syndicate", "justice-league", "hydra",    "masters-of-evil"};
  return value;
}

}  // namespace

Words::Words(const std::string& text, const std::set<std::string>& affiliations,
             const std::string& self)
    : CardWords(text, self), aff_(affiliations) {}

std::string Words::affiliation_name(const std::string& w) {
  if (w == "villain") return "villains";
  if (w == "hero") return "heroes";
  return w;
}

bool Words::affiliation(const std::string& w) const {
  const std::string a = affiliation_name(w);
  return affiliations().count(a) > 0 || aff_.count(a) > 0;
}

std::optional<std::string> Words::energy(const std::string& w) {
  for (const char* e : {"fist", "bolt", "mask", "shield", "generic"})
    if (w == e || w == std::string(e) + "s") return std::string(e);
  return std::nullopt;
}

}  // namespace arbiter::engine::dm
