// A Marvel Champions enemy the question never calls the villain, read as
// one because only the villain's attack has a boost card: a name the
// vocabulary calls a minion that is a villain in some scenario, or a name it
// does not know, with a boost card told apart from it.
#include <algorithm>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// Names that are a minion in one scenario and the villain in another:
// Sandman's own, the Sinister Six's Vulture, Scorpion and Kraven.
const std::set<std::string>& also_villains() {
  static const std::set<std::string> kNames = {"sandman", "vulture", "scorpion", "kraven"};
  return kNames;
}

// Whether the words around mention k call it a minion ("the minion
// Vulture", "Vulture, a guard minion").
bool called_a_minion(const std::vector<Token>& tokens, const Mention& m) {
  for (size_t t = m.first > 3 ? m.first - 3 : 0; t < tokens.size() && t <= m.last + 3; ++t)
    if (tokens[t].word("minion") || tokens[t].word("minions")) return true;
  return false;
}

}  // namespace

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
  // ("Tom: boost card? | Priya: 2 icons": a boost asked in a chat and
  // answered with its icons is told.)
  bool boost_asked = false, boost_told = false, boost_in_sentence = false, count = false;
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    boost_in_sentence |= t.is("stat", "boost");
    count |= t.is("stat", "boost") && i > 0 && tokens[i - 1].kind == Tok::kNumber;
    if (t.ends_sentence() || i + 1 == tokens.size()) {
      boost_asked |= boost_in_sentence && t.brk == '?';
      boost_told |= count && t.brk != '?';
      boost_in_sentence = count = false;
    }
  }
  if (boost_told) boost_asked = false;
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
      called_minion |= called_a_minion(tokens, ms[k]);
    }
    // (Only a name that is a villain in some scenario as well: Sandman's own,
    // the Sinister Six's Vulture, Scorpion and Kraven. A Hydra Mercenary
    // given a boost card is a minion whose boost does not count.)
    const std::set<std::string>& kAlsoVillains = also_villains();
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

void villain_beside_minion(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                           std::vector<std::string>& roles) {
  // ("the minion Vulture (guard) is engaged with Player B ... Nova's basic
  // attack against Sandman (16 hit points)": with no villain named, one
  // name called a minion and another that is a villain in some scenario,
  // not called one, the other is the villain.)
  if (std::find(roles.begin(), roles.end(), "villain") != roles.end()) return;
  std::set<std::string> minions, others;
  for (size_t k = 0; k < ms.size(); ++k) {
    if (roles[k].rfind("minion", 0) != 0 || ms[k].head != Head::kMinion ||
        plain_role_word(ms[k].name))
      continue;
    (called_a_minion(tokens, ms[k]) ? minions : others).insert(ms[k].name);
  }
  for (const std::string& m : minions) others.erase(m);
  if (minions.empty() || others.size() != 1 || !also_villains().count(*others.begin())) return;
  for (size_t k = 0; k < ms.size(); ++k)
    if (roles[k].rfind("minion", 0) == 0 && ms[k].name == *others.begin()) roles[k] = "villain";
}

}  // namespace arbiter::query::ask
