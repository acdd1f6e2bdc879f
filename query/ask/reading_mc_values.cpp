// Placing a Marvel Champions question's values: each value a mention
// carries goes to the one it describes (home_of: the one described, or the
// one a "with", a copula or an action makes it belong to), and the next
// stage's hit points and another player's allies and minions are told
// apart. Part of read_mc (reading_mc.cpp), after the roles are read.
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// A status in a sentence that asks ("he's exhausted anyway?"): asked
// about, not told.
bool status_asked(const std::vector<Token>& tokens, const Attr& a) {
  if (a.field != "stunned" && a.field != "confused" && a.field != "tough" && a.field != "exhausted")
    return false;
  for (size_t t = a.token; t < tokens.size(); ++t)
    if (tokens[t].ends_sentence()) return tokens[t].brk == '?';
  return true;
}

}  // namespace

void place_mc_values(Reading& r, const std::vector<Token>& tokens, const std::vector<Mention>& ms,
                     const std::vector<Clause>& cs, const std::vector<std::string>& roles,
                     const std::function<std::string(int)>& role_of) {
  // Where a value written in a description goes when the one described
  // cannot have it ("I block a minion ATK 2 with DEF 3": the DEF is mine),
  // or when "with" makes it the means of the clause's action ("the villain
  // attacks Black Panther with ATK 2", "I attack a minion with ATK 3").
  auto home_of = [&](const Attr& a, const std::string& role, const Mention& m,
                     size_t k) -> std::string {
    // "(a scheme) out w crisis icon, 3 threat": the threat said with the
    // crisis icon is that side scheme's.
    if (m.head == Head::kNone && a.field == "threat" && m.attr("crisis") == "true") return "side";
    if (role.empty() || m.head == Head::kNone) return role;
    // "the Hydra Soldier engaged with me is stunned": the phrase after "with"
    // ends before "is"; what follows describes the one it is about.
    bool copula = false;  // "is", "has" between the name and the value
    for (size_t t = m.head_token + 1; t < a.token && t < tokens.size(); ++t)
      copula |= (tokens[t].word("is") || tokens[t].word("was") || tokens[t].text == "'s" ||
                 tokens[t].word("has") || tokens[t].word("had")) &&
                !(tokens[t - 1].word("that") || tokens[t - 1].word("who") ||
                  tokens[t - 1].word("which"));  // "my ally that has 4 hp": hers
    // ("engaged with my Iron Man is stunned": "my" between.)
    size_t with_at = m.first;
    if (with_at > 1 && (tokens[with_at - 1].word("my") || tokens[with_at - 1].word("the") ||
                        tokens[with_at - 1].word("his") || tokens[with_at - 1].word("her") ||
                        tokens[with_at - 1].word("their") || tokens[with_at - 1].word("our")))
      --with_at;
    // ("The Ultron Drone attacking me has a stunned card": the same after
    // a verb's -ing right after the one it is about.)
    const bool participle = with_at > 1 && k > 0 && tokens[with_at - 1].text.ends_with("ing") &&
                            ms[k - 1].last + 2 == with_at;
    // ("the minion Electro, which is engaged with me and has 5 hit
    // points": a relative clause between, its name unknown.)
    bool relative = false;
    if (k > 0)
      for (size_t t = ms[k - 1].last + 1; t < with_at && t <= ms[k - 1].last + 3; ++t)
        relative |=
            (tokens[t].word("which") || tokens[t].word("who")) && !tokens[t - 1].ends_sentence();
    if (a.token > 0 && k > 0 && with_at > 0 && copula &&
        (tokens[with_at - 1].word("with") || tokens[with_at - 1].word("w") || participle) &&
        ms[k - 1].head != Head::kNone && !roles[k - 1].empty() &&
        ms[k - 1].last + (relative ? 7 : 4) >= with_at)
      return roles[k - 1];
    // "my buddys she-hulk blocks for me def 2": the one defended for has no
    // use for a DEF; the one who blocks does.
    if (a.field == "def" && m.first >= 2 && tokens[m.first - 1].word("for") &&
        tokens[m.first - 2].is("action", "defend"))
      for (const Clause& c : cs)
        if (c.verb == Verb::kDefend && c.token == m.first - 2) {
          const std::string who = role_of(c.with >= 0 ? c.with : c.doer());
          if (!who.empty() && who != role && fits(who, {a})) return who;
        }
    // "the Hydra Mercenary engaged with me (SCH 1)": what the one engaged
    // with cannot have is the engaged enemy's.
    // ("A Sakaaran Soldier is engaged with me: 4 hit points, 1 damage on
    // it": a description opened right after the one engaged with is the
    // engaged enemy's.)
    // ("a Shriek minion engaged with him, 4 hp, 1 damage": a list of
    // values right after the comma, too.)
    const bool opened = a.token > m.head_token &&
                        (tokens[m.head_token].brk == ':' || tokens[m.head_token].brk == '(' ||
                         (tokens[m.head_token].brk == ',' && m.head_token + 1 < tokens.size() &&
                          tokens[m.head_token + 1].kind == Tok::kNumber));
    if ((!fits(role, {a}) || opened) && k > 0 && with_at > 1 &&
        (tokens[with_at - 1].word("with") || tokens[with_at - 1].word("w")) &&
        tokens[with_at - 2].word("engaged") && ms[k - 1].head != Head::kNone &&
        !roles[k - 1].empty() && fits(roles[k - 1], {a}) &&
        (!opened || roles[k - 1].starts_with("minion") || roles[k - 1] == "villain"))
      return roles[k - 1];
    if (!fits(role, {a})) {
      Mention one = m;
      one.attrs = {a};
      const std::string doer = doer_for(one, cs, role_of);
      if (!doer.empty() && fits(doer, {a})) return doer;
      return a.field == "sch" ? "villain" : a.field == "consequential" ? "ally" : "hero";
    }
    // "i stunned green goblin last turn", "we confused Rhino": a status the
    // speaker put on the enemy named right after it.
    if ((a.field == "stunned" || a.field == "confused") && a.value == "true" &&
        a.token == m.head_token + 1 && (m.name == "i" || m.name == "we") && k + 1 < ms.size() &&
        ms[k + 1].first == a.token + 1 && enemy(roles[k + 1]))
      return roles[k + 1];
    // "Spider-Woman had confused him earlier", "Mockingbird stunned Rhino":
    // a hero or ally putting the status on the enemy after it ("him": the
    // enemy told last).
    if ((a.field == "stunned" || a.field == "confused") && a.value == "true" &&
        (m.head == Head::kHero || m.head == Head::kAlly) && a.token > m.head_token &&
        a.token <= m.head_token + 2 &&
        (a.token == m.head_token + 1 || tokens[a.token - 1].word("had") ||
         tokens[a.token - 1].word("has")) &&
        k + 1 < ms.size() && ms[k + 1].first == a.token + 1) {
      if (enemy(roles[k + 1]) && ms[k + 1].head != Head::kPronoun) return roles[k + 1];
      if (ms[k + 1].head == Head::kPronoun &&
          (ms[k + 1].name == "him" || ms[k + 1].name == "her" || ms[k + 1].name == "them"))
        for (size_t j = k; j-- > 0;)
          if (enemy(roles[j]) && ms[j].head != Head::kNone) return roles[j];
    }
    // "the Hydra Soldier engaged with me (ATK 2) attacks": the bracket
    // after the one it is engaged with is the engaged one's.
    if (k > 0 && engaged_with(tokens, m) && tokens[m.head_token].brk == '(' &&
        enemy(roles[k - 1]) && fits(roles[k - 1], {a}))
      return roles[k - 1];
    // "Rhino attacks Captain America (ATK 2, one boost icon)": with the
    // boost, the ATK said beside the one attacked is the attack's.
    if (a.field == "atk" && m.has("boost") && !enemy(role))
      for (const Clause& c : cs)
        if (c.verb == Verb::kAttack &&
            resolve(ms, c.done_to()) == resolve(ms, static_cast<int>(k)) &&
            enemy(role_of(c.doer())))
          return role_of(c.doer());
    // ("rhino attacked me (atk 2)": an ATK alone beside "me" attacked is
    // the attack's, when the attacker has none told.)
    const bool atk_alone =
        std::all_of(m.attrs.begin(), m.attrs.end(), [](const Attr& x) { return x.field == "atk"; });
    if (a.field == "atk" && atk_alone && (m.name == "me" || m.name == "i") && !enemy(role))
      for (const Clause& c : cs)
        if (c.verb == Verb::kAttack &&
            resolve(ms, c.done_to()) == resolve(ms, static_cast<int>(k)) &&
            enemy(role_of(c.doer())) && std::none_of(ms.begin(), ms.end(), [&](const Mention& o) {
              return &o != &m && o.has("atk") &&
                     role_of(static_cast<int>(&o - &ms.front())) == role_of(c.doer());
            }))
          return role_of(c.doer());
    if (a.with && a.field == "atk")
      for (const Clause& c : cs)
        if (c.verb == Verb::kAttack &&
            resolve(ms, c.done_to()) == resolve(ms, static_cast<int>(k)) &&
            c.doer() != c.done_to()) {
          const std::string doer = role_of(c.doer());
          return doer.empty() ? "hero" : doer;
        }
    return role;
  };
  // The next stage is told apart from the stage in play, named before it
  // ("Klaw ... Klaw II"); said of the final stage, there is no next one.
  bool last_stage = false, stage_named = false;
  for (size_t t = 0; t < tokens.size(); ++t)
    last_stage |= ((tokens[t].word("final") || tokens[t].word("last")) && t + 1 < tokens.size() &&
                   tokens[t + 1].text.find("stage") != std::string::npos) ||
                  // ("Rhino II, the final stage"; not "is not the last stage")
                  (tokens[t].is("term", "final-stage") &&
                   !(t > 1 && (tokens[t - 2].word("not") || tokens[t - 2].word("isn't") ||
                               tokens[t - 1].word("not"))));
  for (size_t k = 0; k < ms.size(); ++k) {
    const Mention& m = ms[k];
    std::string role = roles[k];
    if (m.head == Head::kNone) {
      // "a Hydra Soldier with guard ... since guard only talks about the
      // player": a keyword named again on its own is the one already read.
      bool again = !m.attrs.empty();
      for (const Attr& a : m.attrs) {
        bool held = false;
        for (size_t j = 0; j < k; ++j)
          held |= ms[j].head != Head::kNone && ms[j].attr(a.field) == "true";
        again = again && a.value == "true" && held;
      }
      if (again) continue;
      // "with my ATK 2": the speaker's. Otherwise the one described just
      // before in the sentence that can have these values ("spidey
      // defends with DEF 3", "Klaw's attack: ATK 3", "Norman Osborn is
      // stunned and his attack activation comes up, ATK 2"), else the
      // next one named.
      if (m.owner == Owner::kMine) role = "hero";
      // "The villain ... activates against me. Its ATK is 2": "its" is the
      // enemy's, not a person's.
      const bool its =
          tokens[m.first].word("its") || (m.first > 0 && tokens[m.first - 1].word("its"));
      for (size_t j = k; its && role.empty() && j-- > 0;)
        if (enemy(roles[j]) && ms[j].head != Head::kNone && fits(roles[j], m.attrs))
          role = roles[j];
      // "a Shriek minion engaged with him, 4 hp, 1 damage": values right
      // after the one engaged with are the engaged enemy's.
      if (role.empty() && k >= 2 && ms[k - 1].last + 1 == m.first &&
          tokens[ms[k - 1].last].brk == ',' && engaged_with(tokens, ms[k - 1]))
        for (size_t j = k - 1; j-- > 0;)
          if (enemy(roles[j])) {
            if (ms[j].head != Head::kNone && fits(roles[j], m.attrs) &&
                !sentence_between(tokens, ms[j].last, m.first))
              role = roles[j];
            break;
          }
      // "Then Black Cat, ATK 1, attacks Rhino": values set off by commas
      // right after a name are that one's.
      // (The name opening its clause, as its subject: not "Klaw swings at
      // me, ATK 2, ...", the one attacked.)
      const auto opens = [&](size_t first) {
        // ("A Hydra Soldier, attack 3, is engaged with me": past its
        // article.)
        if (first > 0 && (tokens[first - 1].word("a") || tokens[first - 1].word("an") ||
                          tokens[first - 1].word("the")))
          --first;
        return first == 0 || tokens[first - 1].ends_sentence() || tokens[first - 1].word("then") ||
               tokens[first - 1].word("and") || tokens[first - 1].word("after") ||
               tokens[first - 1].word("also");
      };
      if (role.empty() && k > 0 && ms[k - 1].head != Head::kNone && !roles[k - 1].empty() &&
          ms[k - 1].last + 1 == m.first && tokens[ms[k - 1].last].brk == ',' &&
          tokens[m.last].brk == ',' && opens(ms[k - 1].first) && fits(roles[k - 1], m.attrs))
        role = roles[k - 1];
      // "Black Panther, who has Retaliate 1": a relative clause's values are
      // the one it follows.
      if (role.empty() && k > 0) {
        size_t t = m.first;
        while (t > 0 && (tokens[t - 1].word("has") || tokens[t - 1].word("have") ||
                         tokens[t - 1].word("had") || tokens[t - 1].word("got") ||
                         tokens[t - 1].word("is") || tokens[t - 1].word("was") ||
                         tokens[t - 1].word("been") || tokens[t - 1].word("also")))
          --t;
        // ("The minion engaged with me, which had been stunned": "which"
        // is not said of a person; the one before the pronoun.)
        size_t before = k - 1;
        if (t > 0 && tokens[t - 1].word("which") && before > 0 && speaker(ms[before]) &&
            ms[before - 1].head != Head::kNone && !sentence_between(tokens, ms[before - 1].last, t))
          --before;
        if (t < m.first && t > 0 &&
            (tokens[t - 1].word("who") || tokens[t - 1].word("which") ||
             tokens[t - 1].word("that")) &&
            (ms[before].head == Head::kHero || ms[before].head == Head::kAlly ||
             ms[before].head == Head::kVillain || ms[before].head == Head::kMinion) &&
            ms[k - 1].last + 2 == t)
          role = roles[before];
      }
      // "6 threat on the main scheme", "1 damage already on Black Cat": the
      // one named right after "on".
      const auto on_at = [&](size_t t) {
        return t < tokens.size() && (tokens[t].word("on") || tokens[t].word("in"));
      };
      // (The description may end with its "on": "6 threat on".)
      size_t on = on_at(m.last) ? m.last : m.last + 1;
      // (Counters that sit on something, not a stat an action is done
      // with: "attacks with 2 ATK on Rhino".)
      // ("a tough status card is on Klaw": a status card, where it is.)
      const bool statuses = std::all_of(m.attrs.begin(), m.attrs.end(), [](const Attr& a) {
        return (a.field == "tough" || a.field == "stunned" || a.field == "confused") &&
               a.value == "true";
      });
      if (statuses && !m.attrs.empty())
        while (on < tokens.size() && on < m.last + 4 && !tokens[on - 1].ends() &&
               (tokens[on].word("card") || tokens[on].word("is") || tokens[on].word("was") ||
                tokens[on].word("still") || tokens[on].word("sitting") || tokens[on].word("sits")))
          ++on;
      const bool counters = (statuses && !m.attrs.empty()) ||
                            std::all_of(m.attrs.begin(), m.attrs.end(), [](const Attr& a) {
                              return a.field == "threat" || a.field == "damage";
                            });
      if (role.empty() && k + 1 < ms.size() && on > 0 && on_at(on) && !tokens[on - 1].ends() &&
          !tokens[on].ends() && counters) {
        size_t t = on + 1;
        while (t < tokens.size() &&
               (tokens[t].word("the") || tokens[t].word("my") || tokens[t].word("his") ||
                tokens[t].word("her") || tokens[t].word("their")))
          ++t;
        if (ms[k + 1].first == t && ms[k + 1].head != Head::kNone && !roles[k + 1].empty() &&
            fits(roles[k + 1], m.attrs))
          role = roles[k + 1];
      }
      // A value an action uses belongs to the one doing it: "attacks me
      // undefended with ATK 3", "spidey defends with DEF 3", "an
      // undefended 3 ATK attack from Ultron".
      if (role.empty()) role = doer_for(m, cs, role_of);
      // "BP defends ... does retaliate 1 hit rhino?": Retaliate is the
      // attacked character's, so the defender's when one is named.
      if (role.empty() && m.has("retaliate"))
        for (const Clause& c : cs)
          if (c.verb == Verb::kDefend && !role_of(c.doer()).empty() && !enemy(role_of(c.doer())))
            role = role_of(c.doer());
      // "I don't defend against ATK 3": the attack's, whoever makes it.
      if (role.empty() && m.has("atk"))
        for (const Clause& c : cs)
          if ((c.verb == Verb::kDefend || c.verb == Verb::kUndefended) && c.token < m.first) {
            role = "villain";
            for (size_t j = 0; j < ms.size(); ++j)
              if (enemy(roles[j])) role = roles[j];
          }
      for (size_t j = k; role.empty() && j-- > 0;) {
        const std::string& candidate = roles[j];
        if (ms[j].head == Head::kNone || candidate.empty()) continue;
        if (m.owner == Owner::kOther && speaker(ms[j])) continue;
        if (fits(candidate, m.attrs)) role = candidate;
      }
      // "down to 3 hp, villain swings ...": hit points said first, of no
      // one named, are the speaker's.
      if (role.empty() && k == 0 && m.first >= 1 && m.first <= 3 &&
          (m.has("hp") || m.has("damage")) &&
          (tokens[0].word("down") || tokens[0].word("at") || tokens[0].word("only"))) {
        bool lead_in = true;
        for (size_t t = 0; t < m.first; ++t)
          lead_in &= tokens[t].word("down") || tokens[t].word("to") || tokens[t].word("at") ||
                     tokens[t].word("only") || tokens[t].word("just");
        if (lead_in) role = "hero";
      }
      if (role.empty())
        for (size_t j = k + 1; j < ms.size() && role.empty(); ++j) role = roles[j];
      // "jen recovers, rec 4, shes 8/15": a player's stats with no one
      // named (a name the rulebooks do not know) are the speaker's hero's.
      if (role.empty() && std::all_of(roles.begin(), roles.end(), [](const std::string& x) {
            return x.empty() || x == "main" || x == "side";
          })) {
        const bool player_stat = std::any_of(m.attrs.begin(), m.attrs.end(), [](const Attr& a) {
          return a.field == "rec" || a.field == "thw" || a.field == "def" ||
                 (a.field == "value" && a.value.find('/') != std::string::npos);
        });
        if (player_stat && fits("hero", m.attrs)) role = "hero";
      }
    } else if (!role.empty()) {
      r.facts[role];  // mentioned
      r.named.emplace_back(m.name, role);
      // "my friend's ally", "her Black Cat": controlled by the other player.
      if ((role == "ally" || role == "ally2") && k > 0 && roles[k - 1] == "hero2" &&
          ms[k - 1].last + 2 >= m.first)
        r.facts[role]["player"] = "p2";
      // ("player 2's hawkeye", "p2's ally", "the second player's Black Cat")
      const auto at = [&](size_t back) {
        return m.first >= back ? tokens[m.first - back].text : std::string();
      };
      if ((role == "ally" || role == "ally2") &&
          ((at(1) == "2's" && at(2) == "player") || at(1) == "p2's" ||
           (at(1) == "player's" && (at(2) == "second" || at(2) == "other"))))
        r.facts[role]["player"] = "p2";
    }
    // The next stage's hit points are not this stage's ("Klaw II" after
    // Klaw; "Rhino II, the final stage" said alone is the stage in play).
    if ((role == "villain" || m.head == Head::kNone) && !last_stage && stage_named &&
        next_stage_at(tokens, m)) {
      for (const Attr& a : m.attrs)
        if (a.field == "hp") {
          r.facts["villain"]["next-stage-hp"] = a.value;
          if (r.fact("villain", "stages-after").empty()) r.facts["villain"]["stages-after"] = "1";
        }
      mark_used(r, tokens, m.first, m.last);
      continue;
    }
    stage_named |=
        role == "villain" && !next_stage_at(tokens, m) && m.name.find("stage") == std::string::npos;
    for (const Attr& a : m.attrs) {
      const std::string home = home_of(a, role, m, k);
      // ("Since ..., right? He's stunned, and I used his basic attack": a
      // value told of someone the reader cannot name; the outcome may turn
      // on it. A status asked about, "he's exhausted anyway?", is not told.)
      // ("I play the attack event Gamma Slam, it do 7 damage and have
      // overkill": the event's, which the event's reading takes.)
      const bool events_overkill =
          a.field == "overkill" && std::any_of(tokens.begin(), tokens.end(), [](const Token& t) {
            return t.text == "event" || t.text == "events";
          });
      // ("Abomination has 1 damage": a value told of a name the reader does
      // not know, as the villain's or anyone's it would be a guess.)
      const bool of_unknown =
          m.head == Head::kNone && a.field == "damage" && m.first >= 2 &&
          (tokens[m.first - 1].word("has") || tokens[m.first - 1].word("had")) &&
          tokens[m.first - 2].kind == Tok::kWord && !tokens[m.first - 2].in_corpus &&
          tokens[m.first - 2].text.size() >= 3 && !tokens[m.first - 2].text.ends_with("'s") &&
          (m.first == 2 || tokens[m.first - 3].ends());
      if (of_unknown) {
        r.leave_out("whose damage is told ('" + tokens[m.first - 2].text + "')");
        r.dangling = true;
        continue;
      }
      if (home.empty() && needs_role(a) && !status_asked(tokens, a) && !events_overkill) {
        r.leave_out("whose " + a.field + " is told");
        r.dangling = true;
      }
      // ("4 hit points, no damage, Retaliate 1": none yet, as unsaid damage
      // is; kept out of the situation so that its phrasings read alike.)
      if (a.field == "damage" && a.value == "0" && a.token < tokens.size() &&
          tokens[a.token].word("no"))
        continue;
      put(r, home, a);
      // "my hero ... takes 3 damage from a treachery": the one who takes it.
      if (a.field == "dealt" && !home.empty() && a.token > 0 &&
          (tokens[a.token - 1].word("takes") || tokens[a.token - 1].word("took") ||
           tokens[a.token - 1].word("taking") || tokens[a.token - 1].word("suffers")))
        r.facts["hit"]["to"] = home;
    }
    mark_used(r, tokens, m.first, m.last);
    for (const auto& [first, last] : m.set_off) mark_used(r, tokens, first, last);
  }
  place_mc_players(r, tokens, ms, cs, roles, role_of);
  for (const Clause& c : cs) {
    mark_used(r, tokens, c.token, c.token);
    if (c.amount >= 0) mark_used(r, tokens, c.amount_at, c.amount_at);
  }
}

}  // namespace arbiter::query::ask
