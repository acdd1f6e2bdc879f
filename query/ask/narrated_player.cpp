#include "query/ask/narrated_player.h"

#include "query/ask/second_person.h"

#include <set>

namespace arbiter::query::ask {

void narrated_player_as_first(std::vector<std::string>& words, const std::vector<char>& breaks,
                              const std::function<std::vector<Named>()>& names_of) {
  // ("Co-host, tally it up for me": the narrator asking, not a player; "3
  // damage to me" is one.)
  for (size_t k = 0; k < words.size(); ++k)
    if ((first_person_word(words[k]) || second_person_word(words[k])) &&
        !(words[k] == "me" && k > 0 && (words[k - 1] == "for" || words[k - 1] == "tell")))
      return;
  const std::vector<Named> named = names_of();
  // The possessives before one of the asker's side: all "her" or all "his"
  // (two players narrated, "her Captain Marvel ... his Spider-Man", are
  // not one asker).
  std::vector<size_t> at;
  std::set<std::string> said;
  for (size_t k = 0; k + 1 < words.size(); ++k) {
    if ((words[k] != "her" && words[k] != "his") || (k < breaks.size() && breaks[k] != 0)) continue;
    const bool own = (k + 1 < named.size() && named[k + 1] == Named::kFriend) ||
                     words[k + 1] == "ally" || words[k + 1] == "hero" || words[k + 1] == "allies";
    if (!own) continue;
    at.push_back(k);
    said.insert(words[k]);
  }
  if (said.size() != 1) return;
  for (size_t k : at) words[k] = "my";
}

}  // namespace arbiter::query::ask
