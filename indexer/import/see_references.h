// The cross-references a Rules Reference prints ("See: A, B", "See also:
// A, B", "(See A.)") turned into <ref> elements: one reading for every
// importer, whatever the source (the plain-text edition, a player's PDF).
#pragma once

#include <pugixml.hpp>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace arbiter::import {

// Finds the entry printed words name, by its titles.
class Resolver {
 public:
  // (title, id) pairs: every title and alias of every entry, and those of
  // the keyword entries again (where a glossary entry and a keyword share a
  // name, "Keywords (Uses)" names the keyword).
  explicit Resolver(const std::vector<std::pair<std::string, std::string>>& titles,
                    const std::vector<std::pair<std::string, std::string>>& keywords = {});

  // The id the words refer to: "Keywords (Uses)" names the Uses keyword,
  // "Uses" the entry "USES X", "Boosts" the entry "BOOST" (and "Ability"
  // the entry "ABILITIES"), and a page
  // reference ("Component Limitations (pg. 2)") its entry.
  std::optional<std::string> resolve(const std::string& words) const;

 private:
  std::optional<std::string> find(const std::string& slug) const;
  std::map<std::string, std::string> by_slug_;
  std::map<std::string, std::string> keyword_by_slug_;
};

// Called with printed words no title matches: adds what the importer
// makes of them to `parent`, or throws.
using Unresolved =
    std::function<void(pugi::xml_node parent, const std::string& kind, const std::string& words)>;

// Writes text into parent, turning its references into <ref> elements.
void add_text_with_refs(pugi::xml_node parent, const Resolver& resolver, const std::string& text,
                        const Unresolved& unresolved);

// "TOUGH, TOUGHNESS" -> {"TOUGH", "TOUGHNESS"}; "SUSTAINED DAMAGE; DAMAGE
// SUSTAINED" -> two titles. Commas inside brackets do not split:
// "SPIDER-MAN (CORE SET, 1A)" is one title.
std::vector<std::string> heading_titles(const std::string& heading);

}  // namespace arbiter::import
