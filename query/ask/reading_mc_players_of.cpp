// Whose minions and allies are whose in a Marvel Champions question with
// two players: a minion engaged with the other player ("engaged with my
// friend", "engaged with her, not with me", "engaged with Nova. I'm Black
// Widow"), an ally the other player acts with or owns. Part of
// place_mc_values (reading_mc_values.cpp), after every value is placed.
#include <functional>
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

void place_mc_players(Reading& r, const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                      const std::vector<Clause>& cs, const std::vector<std::string>& roles,
                      const std::function<std::string(int)>& role_of) {
  // The hero the asker says they are ("I'm Black Widow", "as Hulk").
  const Mention* asker_named = nullptr;
  for (size_t k = 1; k < ms.size() && !asker_named; ++k)
    if (ms[k].head == Head::kHero && roles[k] == "hero" &&
        (ms[k - 1].name == "i'm" || ms[k - 1].name == "im") && ms[k - 1].last + 1 == ms[k].first)
      asker_named = &ms[k];
  // "a minion engaged with She-Hulk's player", "... with my friend": the
  // minion is engaged with the other player (guard then stops only them).
  for (size_t k = 0; k + 1 < ms.size(); ++k) {
    const std::string& minion = roles[k];
    if (minion != "minion" && minion != "minion2") continue;
    // ("The Hydra Mercenary, which has guard, is engaged with ...": a
    // relative clause between.)
    for (size_t t = ms[k].last + 1;
         t + 1 < tokens.size() && t <= ms[k].last + 7 && !tokens[t - 1].ends_sentence(); ++t) {
      // ("engages my partner", "engaged with my friend")
      // ("had come out and engaged my friend": the past, with its object.)
      const bool engages =
          tokens[t].text == "engages" || tokens[t].text == "engage" ||
          (tokens[t].text == "engaged" && !tokens[t].ends() &&
           (tokens[t + 1].word("my") || tokens[t + 1].word("the") || tokens[t + 1].word("her") ||
            tokens[t + 1].word("his") || tokens[t + 1].is("role", "hero") ||
            tokens[t + 1].is("role", "player")));
      // ("engaged only with Player B")
      const size_t with =
          t + 2 < tokens.size() && (tokens[t + 1].word("only") || tokens[t + 1].word("just"))
              ? t + 2
              : t + 1;
      if (!(engages ||
            (tokens[t].word("engaged") && (tokens[with].word("with") || tokens[with].word("w")))))
        continue;
      // ("engaged with the second player (Captain Marvel)")
      // ("engaged with my Spider-Man only. My partner's Captain Marvel
      // ...": not past its sentence.)
      for (size_t j = k + 1; j < ms.size() && ms[j].first <= t + 6; ++j)
        // ("engaged with her, not with me": the other player's hero, said
        // again.)
        if (ms[j].first > t && (roles[j] == "hero2" || role_of(static_cast<int>(j)) == "hero2") &&
            !sentence_between(tokens, t, ms[j].first))
          r.facts[minion]["player"] = "p2";
      for (size_t w = t + 1; w + 1 < tokens.size() && w <= t + 3; ++w)
        if ((tokens[w].word("second") && tokens[w + 1].word("player")) ||
            tokens[w].text == "player 2" || tokens[w].text == "p2" ||
            (tokens[w].word("player") &&
             (tokens[w + 1].text == "b" || tokens[w + 1].text == "two" ||
              tokens[w + 1].text == "2")))
          r.facts[minion]["player"] = "p2";
      // ("engaged with Nova. I'm Black Widow": a card named, not the hero
      // the asker says they are.)
      const size_t who = with + 1;
      if (who < tokens.size() && asker_named) {
        const bool card = tokens[who].kind == Tok::kCard &&
                          identity(tokens[who].text) != identity(asker_named->name);
        if (card) r.facts[minion]["player"] = "p2";
        // ("engaged with her, guard. She's She-Hulk. I'm Captain Marvel": a
        // "her" no one before stands for, a hero named after who is not the
        // asker's.)
        bool stands_for_one = false;
        for (const Mention& x : ms)
          stands_for_one |= x.first == who && (x.head != Head::kPronoun || x.refers_to >= 0);
        if ((tokens[who].word("her") || tokens[who].word("him")) && !stands_for_one)
          for (size_t h = 0; h < ms.size(); ++h)
            if (ms[h].first > who && ms[h].head == Head::kHero && roles[h] == "hero2")
              r.facts[minion]["player"] = "p2";
      }
      break;
    }
  }
  // "She-Hulk's player defends with her Hawkeye": the ally the other
  // player acts with is theirs.
  for (const Clause& c : cs)
    if (c.with >= 0 && c.doer() >= 0 && role_of(c.doer()) == "hero2" &&
        (role_of(c.with) == "ally" || role_of(c.with) == "ally2"))
      r.facts[role_of(c.with)]["player"] = "p2";
  // "My friend has the guard minion in front of them": the minion the other
  // player has is engaged with them.
  for (size_t k = 1; k < ms.size(); ++k) {
    const std::string& minion = roles[k];
    if (minion != "minion" && minion != "minion2") continue;
    size_t t = ms[k].first;
    Owner o;
    while (t > 0 && (determiner(tokens[t - 1], o) || tokens[t - 1].term_kind("keyword"))) --t;
    if (t == 0 || !(tokens[t - 1].word("has") || tokens[t - 1].word("have") ||
                    tokens[t - 1].word("had") || tokens[t - 1].word("got")))
      continue;
    const Mention& before = ms[k - 1];
    if (before.last + 2 == t && role_of(static_cast<int>(k - 1)) == "hero2")
      r.facts[minion]["player"] = "p2";
  }
  // "buddy exhausts his Hawkeye to defend for me", "The Iron Man player
  // exhausted his own ally Hawkeye": an ally said to be his or hers, the
  // one named just before in its sentence the other player.
  for (size_t k = 1; k < ms.size(); ++k) {
    const std::string& ally = roles[k];
    if ((ally != "ally" && ally != "ally2") || ms[k].owner != Owner::kOther) continue;
    const size_t j = k - 1;
    if (ms[j].head != Head::kPronoun && role_of(static_cast<int>(j)) == "hero2" &&
        !sentence_between(tokens, ms[j].last, ms[k].first) && ms[j].last + 5 >= ms[k].first)
      r.facts[ally]["player"] = "p2";
  }
}

}  // namespace arbiter::query::ask
