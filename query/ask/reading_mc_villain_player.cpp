// Whose hero the question is about when the asker plays none (part of
// mc_roles, reading_mc_roles.cpp). "I'm running Rhino for my kids. My Rhino
// attacks my son's Spider-Man": the hero attacked is not "another player's"
// beside the asker's own; it is the hero the question is about ("hero"),
// and a second hero named is the other one ("hero2"). "My niece flipped
// her Captain Marvel ...": the only hero named, another's, is "hero".
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

bool asker_word(const Token& t) {
  return t.text == "i" || t.text == "i'm" || t.text == "im" || t.text == "i've";
}

// "my Rhino", "I'm running Rhino", "I run Klaw", "I'm playing the
// villain". (Not "my minion": a hero player's word for the one engaged
// with them; nor "my villain", the one they face.)
bool asker_runs_villain(const std::vector<Token>& tokens, const std::vector<Mention>& ms) {
  for (const Mention& m : ms)
    if (m.head == Head::kVillain && m.owner == Owner::kMine && m.name != "villain") return true;
  for (size_t t = 1; t + 1 < tokens.size(); ++t) {
    if (!(tokens[t].word("running") || tokens[t].word("run") || tokens[t].word("playing") ||
          tokens[t].word("play")) ||
        tokens[t].ends())
      continue;
    bool asker = false;
    for (size_t b = t; b-- > 0 && b + 3 > t && !tokens[b].ends();) asker |= asker_word(tokens[b]);
    if (asker && tokens[t + 1].is("role", "villain")) return true;
  }
  return false;
}

// A hero said to be the asker's own: "my Spider-Man", "I'm Spider-Man",
// "I play She-Hulk".
bool asker_has_hero(const std::vector<Token>& tokens, const std::vector<Mention>& ms) {
  for (const Mention& m : ms) {
    // ("Rhino attacks me", "my hero")
    if (m.name == "me" || m.name == "my hero") return true;
    if (m.head != Head::kHero || speaker(m) || m.name == "hero") continue;
    // ("my niece's Captain America": the niece's, not the asker's.)
    if (m.owner == Owner::kMine && !(m.first > 0 && possessive(tokens[m.first - 1]))) return true;
    if (m.first > 0 &&
        (tokens[m.first - 1].text == "i'm" || tokens[m.first - 1].text == "im" ||
         (tokens[m.first - 1].word("am") && m.first > 1 && asker_word(tokens[m.first - 2]))))
      return true;
  }
  return false;
}

}  // namespace

void heroes_for_villain_player(const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                               std::vector<std::string>& roles) {
  if (!asker_runs_villain(tokens, ms) || asker_has_hero(tokens, ms)) return;
  std::vector<std::string> identities;
  for (size_t k = 0; k < ms.size(); ++k) {
    if (roles[k] != "hero" && roles[k] != "hero2") continue;
    // ("I'm running Rhino": the asker is no hero.)
    if (speaker(ms[k])) {
      roles[k].clear();
      continue;
    }
    if (ms[k].head != Head::kHero || ms[k].name == "hero") continue;
    const std::string who = identity(ms[k].name);
    size_t n = 0;
    while (n < identities.size() && identities[n] != who) ++n;
    if (n == identities.size()) identities.push_back(who);
    roles[k] = n == 0 ? "hero" : "hero2";
  }
}

void lone_hero_asked_of(const std::vector<Mention>& ms, std::vector<std::string>& roles) {
  std::string other;
  for (size_t k = 0; k < ms.size(); ++k) {
    if (speaker(ms[k]) ||
        (roles[k] == "hero" && ms[k].head != Head::kPronoun && ms[k].name != "hero"))
      return;
    if (roles[k] != "hero2" || ms[k].head != Head::kHero) continue;
    // (A player, not a hero: "the second player (p2)" says there are two.)
    const std::string& n = ms[k].name;
    if (n.find("player") != std::string::npos || n == "p1" || n == "p2" || n == "hero" ||
        n == "heroes")
      return;
    if (!other.empty() && identity(n) != other) return;
    other = identity(n);
  }
  if (other.empty()) return;
  for (size_t k = 0; k < ms.size(); ++k)
    if (roles[k] == "hero2") roles[k] = "hero";
}

}  // namespace arbiter::query::ask
