// A Marvel Champions enemy the question never calls the villain, read as
// one because only the villain's attack has a boost card: a name the
// vocabulary calls a minion that is a villain in some scenario, or a name it
// does not know, with a boost card told apart from it.
#include <algorithm>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

bool plain_role_word(const std::string& name) {
  static const std::set<std::string> kPlain = {"minion",      "minions", "ally",
                                               "allies",      "my ally", "villain",
                                               "the villain", "hero",    "my hero"};
  return kPlain.count(name) > 0;
}

void villain_by_boost(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                      std::vector<std::string>& roles) {
  // ("Sandman: ATK 3 - ... made Sandman attack me; boost card: 2 icons":
  // the boost told apart from him.) Not one the question calls a minion
  // ("a Hand Ninja (minion, ATK 2) ...") or tells as one (engaged, with
  // quickstrike, the encounter deck's top card's icons asked about).
  // (Nor when the boost is asked about: "do i flip a boost for it?")
  bool boost_asked = false, boost_in_sentence = false;
  for (const Token& t : tokens) {
    boost_in_sentence |= t.is("stat", "boost");
    if (t.ends_sentence()) {
      boost_asked |= boost_in_sentence && t.brk == '?';
      boost_in_sentence = false;
    }
  }
  const bool told_as_minion =
      boost_asked || std::any_of(tokens.begin(), tokens.end(), [](const Token& t) {
        return t.word("engaged") || t.word("engages") || t.word("encounter") ||
               t.is("keyword", "quickstrike") || t.text.starts_with("encounter");
      });
  if (!told_as_minion && std::find(roles.begin(), roles.end(), "villain") == roles.end() &&
      std::any_of(ms.begin(), ms.end(), [](const Mention& m) { return m.has("boost"); })) {
    std::set<std::string> named;
    bool called_minion = false;
    for (size_t k = 0; k < ms.size(); ++k) {
      if (roles[k] != "minion" || ms[k].head != Head::kMinion) continue;
      if (plain_role_word(ms[k].name)) {
        called_minion = true;
        continue;
      }
      named.insert(ms[k].name);
      for (size_t t = ms[k].first > 3 ? ms[k].first - 3 : 0;
           t < tokens.size() && t <= ms[k].last + 3; ++t)
        called_minion |= tokens[t].word("minion") || tokens[t].word("minions");
    }
    // (Only a name that is a villain in some scenario as well: Sandman's own,
    // the Sinister Six's Vulture, Scorpion and Kraven. A Hydra Mercenary
    // given a boost card is a minion whose boost does not count.)
    static const std::set<std::string> kAlsoVillains = {"sandman", "vulture", "scorpion", "kraven"};
    // (Or a name the vocabulary does not know, read as a minion for what it
    // does: "Yellowjacket (ATK 2, overkill) attacks".)
    bool unknown = false;
    for (size_t k = 0; k < ms.size(); ++k) {
      const Token& h = tokens[ms[k].head_token];
      unknown |= roles[k] == "minion" && named.count(ms[k].name) &&
                 (h.kind == Tok::kWord || (h.term && h.text != "minion" &&
                                           h.term->words == std::vector<std::string>{"minion"}));
    }
    if (named.size() == 1 && !called_minion && (unknown || kAlsoVillains.count(*named.begin())))
      for (size_t k = 0; k < ms.size(); ++k)
        if (roles[k] == "minion" && ms[k].name == *named.begin()) roles[k] = "villain";
  }
}

}  // namespace arbiter::query::ask
