// The words of one Dice Masters card ability as the reader walks them: the
// words every card ability has (engine/core/card_words.h), and the
// affiliations and energy types of this game.
#pragma once

#include <optional>
#include <set>
#include <string>

#include "engine/core/card_words.h"

namespace arbiter::engine::dm {

class Words : public CardWords {
 public:
  // Throws std::invalid_argument for a character the language does not read.
  Words(const std::string& text, const std::set<std::string>& affiliations,
        const std::string& self = "");

 protected:
  static std::optional<std::string> energy(const std::string& w);  // "masks" -> "mask"
  bool affiliation(const std::string& w) const;                    // built in, or the scenario's
  // "villain" -> "villains", "hero" -> "heroes"; others as written.
  static std::string affiliation_name(const std::string& w);

  const std::set<std::string>& aff_;
};

}  // namespace arbiter::engine::dm
