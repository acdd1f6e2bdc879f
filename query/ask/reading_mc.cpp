// Reading a Marvel Champions situation (the parts: reading_mc_parts.h):
// mentions and clauses from the tokens, each mention's role, each value on
// the one it describes, then who does what to whom from the verbs, and
// what the values imply (settle_mc).
#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// "no one", "nobody", "no character" a few words before token `at`, in its
// clause: what follows is done by no one.
bool nobody_before(const std::vector<Token>& tokens, size_t at) {
  // (A character named, "no ally defended", is a mention: the doer's own
  // rule reads it.)
  static const std::set<std::string> kAnyone = {"one", "character", "characters", "player"};
  for (size_t k = at; k-- > 0 && k + 6 > at && !tokens[k].ends();) {
    if (tokens[k].word("nobody") || tokens[k].word("noone") || tokens[k].word("neither"))
      return true;
    if (tokens[k].word("no") && k + 1 < at && kAnyone.count(tokens[k + 1].text)) return true;
  }
  return false;
}

// "Ultron swings at me for 3", "Klaw schemes for 2": with no boost named,
// the amount is what the villain's attack or scheme came to, boost and all.
void boost_in_amount(Reading& r, const std::vector<Token>& t, const Clause& c) {
  if (c.amount_at > 0 && t[c.amount_at - 1].word("for") && r.fact("villain", "boost").empty() &&
      !said_boost(t))
    r.facts["villain"]["boost"] = "0";
}

}  // namespace

void read_mc(Reading& r, const std::vector<Token>& given, Choices& choices) {
  const std::vector<Token> tokens =
      with_short_names(with_unknown_minions(without_disputants(given)));
  std::vector<Mention> ms = find_mentions(tokens, mc_grammar());
  for (Mention& m : ms) hit_points_left(m);
  // "a hydra soldier engaged w me (1 dmg on it)": damage said to be "on
  // it" is the enemy's told before, not the speaker's.
  for (size_t k = 1; k < ms.size(); ++k) {
    Mention& me = ms[k];
    if (me.head != Head::kHero || (me.name != "me" && me.name != "i")) continue;
    Mention& enemy = ms[k - 1];
    if (enemy.head != Head::kMinion && enemy.head != Head::kVillain) continue;
    for (auto a = me.attrs.begin(); a != me.attrs.end();)
      if (a->field == "damage" && a->token + 3 < tokens.size() && tokens[a->token + 2].word("on") &&
          tokens[a->token + 3].word("it")) {
        enemy.attrs.push_back(*a);
        a = me.attrs.erase(a);
      } else {
        ++a;
      }
  }
  // "widow attacks klaw for 1, she has a consequential dmg pip": only a
  // player's character has consequential damage, so "she" is not Klaw.
  for (size_t k = 0; k < ms.size(); ++k) {
    Mention& p = ms[k];
    if (p.head != Head::kPronoun || p.refers_to < 0 || !p.has("consequential")) continue;
    const Head h = ms[static_cast<size_t>(resolve(ms, static_cast<int>(k)))].head;
    if (h != Head::kVillain && h != Head::kMinion) continue;
    for (int j = p.refers_to; j-- > 0;)
      if (ms[static_cast<size_t>(j)].head == Head::kHero ||
          ms[static_cast<size_t>(j)].head == Head::kAlly) {
        p.refers_to = j;
        break;
      }
  }
  std::vector<Clause> cs = find_clauses(tokens, ms, mc_verb);
  add_taken_attack(tokens, ms, cs);
  add_verbless_action(tokens, ms, cs);
  if (r.explain) r.stages = describe_stages(tokens, ms, cs);
  const std::vector<std::string> roles = mc_roles(tokens, ms);
  auto role_of = [&](int m) {
    return m < 0 ? std::string() : roles[static_cast<size_t>(resolve(ms, m))];
  };
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
    if (a.token > 0 && k > 0 && with_at > 0 && copula &&
        (tokens[with_at - 1].word("with") || tokens[with_at - 1].word("w")) &&
        ms[k - 1].head != Head::kNone && !roles[k - 1].empty() && ms[k - 1].last + 4 >= with_at)
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
      // "Black Panther, who has Retaliate 1": a relative clause's values are
      // the one it follows.
      if (role.empty() && k > 0) {
        size_t t = m.first;
        while (t > 0 && (tokens[t - 1].word("has") || tokens[t - 1].word("have") ||
                         tokens[t - 1].word("had") || tokens[t - 1].word("got") ||
                         tokens[t - 1].word("is") || tokens[t - 1].word("also")))
          --t;
        if (t < m.first && t > 0 &&
            (tokens[t - 1].word("who") || tokens[t - 1].word("which") ||
             tokens[t - 1].word("that")) &&
            (ms[k - 1].head == Head::kHero || ms[k - 1].head == Head::kAlly ||
             ms[k - 1].head == Head::kVillain || ms[k - 1].head == Head::kMinion) &&
            ms[k - 1].last + 2 == t)
          role = roles[k - 1];
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
      put(r, home, a);
      // "my hero ... takes 3 damage from a treachery": the one who takes it.
      if (a.field == "dealt" && !home.empty() && a.token > 0 &&
          (tokens[a.token - 1].word("takes") || tokens[a.token - 1].word("took") ||
           tokens[a.token - 1].word("taking") || tokens[a.token - 1].word("suffers")))
        r.facts["hit"]["to"] = home;
    }
    mark_used(r, tokens, m.first, m.last);
  }
  // "a minion engaged with She-Hulk's player", "... with my friend": the
  // minion is engaged with the other player (guard then stops only them).
  for (size_t k = 0; k + 1 < ms.size(); ++k) {
    const std::string& minion = roles[k];
    if (minion != "minion" && minion != "minion2") continue;
    for (size_t t = ms[k].last + 1; t + 1 < tokens.size() && t <= ms[k].last + 4; ++t) {
      // ("engages my partner", "engaged with my friend")
      const bool engages = tokens[t].text == "engages" || tokens[t].text == "engage";
      if (!(engages ||
            (tokens[t].word("engaged") && (tokens[t + 1].word("with") || tokens[t + 1].word("w")))))
        continue;
      // ("engaged with the second player (Captain Marvel)")
      for (size_t j = k + 1; j < ms.size() && ms[j].first <= t + 6; ++j)
        if (ms[j].first > t && roles[j] == "hero2") r.facts[minion]["player"] = "p2";
      for (size_t w = t + 1; w + 1 < tokens.size() && w <= t + 3; ++w)
        if ((tokens[w].word("second") && tokens[w + 1].word("player")) ||
            tokens[w].text == "player 2" || tokens[w].text == "p2")
          r.facts[minion]["player"] = "p2";
      break;
    }
  }
  // "She-Hulk's player defends with her Hawkeye": the ally the other
  // player acts with is theirs.
  for (const Clause& c : cs)
    if (c.with >= 0 && c.doer() >= 0 && role_of(c.doer()) == "hero2" &&
        (role_of(c.with) == "ally" || role_of(c.with) == "ally2"))
      r.facts[role_of(c.with)]["player"] = "p2";
  for (const Clause& c : cs) {
    mark_used(r, tokens, c.token, c.token);
    if (c.amount >= 0) mark_used(r, tokens, c.amount_at, c.amount_at);
  }

  // What happens: the clauses, in order; an enemy's attack decides.
  std::string action;
  // One thwart and one player attack are simulated; another by someone
  // else ("my ally thwarts for 1 and then my hero thwarts for 1") is said.
  std::map<Verb, std::string> doer_of;
  auto once = [&](Verb v, const std::string& doer, const char* what) {
    const std::string who = doer.empty() ? "hero" : doer;
    // Only a player's character thwarts or attacks this way; a scheme or
    // an enemy read as the doer is a misreading, not a second action.
    if (who.rfind("hero", 0) != 0 && who.rfind("ally", 0) != 0) return;
    auto [it, first] = doer_of.insert({v, who});
    if (first || it->second == who) return;
    // "Widow thwarts, then Maria Hill thwarts": a second character's, after
    // the first (one more; a third is not simulated).
    std::string& then = r.facts[what]["then"];
    if (then.empty() || then == who)
      then = who;
    else
      r.not_simulated.push_back(std::string("a third ") + what + ", by the " +
                                (who == "ally2"   ? "second ally"
                                 : who == "hero2" ? "other player's hero"
                                                  : who));
  };
  // A second enemy's scheme after the first (one more; a third is not
  // simulated).
  auto then_schemes = [&](const std::string& schemer) {
    const std::string first = r.fact("scheme", "by").empty() ? "villain" : r.fact("scheme", "by");
    if (!enemy(schemer) || schemer == first) return;
    std::string& then = r.facts["scheme"]["then"];
    if (then.empty() || then == schemer)
      then = schemer;
    else
      r.not_simulated.push_back("a third enemy's scheme, by the " + schemer);
  };
  // A second doer with the verb left out, done once the clauses are read.
  const std::vector<SecondDoer> gapped = second_doers(tokens, ms, cs, role_of);
  // In the order they happen: "Rhino is attacked by Black Cat after
  // Spider-Man has attacked the guard minion" tells the second first.
  std::vector<Clause> in_order = cs;
  for (size_t n = 1; n < in_order.size(); ++n) {
    const Clause& c = in_order[n];
    if (c.subject < 0 || in_order[n - 1].verb != c.verb) continue;
    const size_t first = ms[static_cast<size_t>(c.subject)].first;
    if (first > 0 && tokens[first - 1].word("after") && !tokens[first - 1].ends() &&
        in_order[n - 1].token < first)
      std::swap(in_order[n - 1], in_order[n]);
  }
  // "he already attacked, so he's exhausted; I flip to Peter Parker and
  // recover": an attack against no one, told before a recovery, is why the
  // hero is exhausted, not what happens.
  const bool recovers =
      std::any_of(cs.begin(), cs.end(), [](const Clause& c) { return c.verb == Verb::kRecover; });
  // Enemies' attacks in the order told, each with who defends it ("" when
  // not said): "Rhino attacks, I defend with Cap; then the Hydra Mercenary
  // attacks and I want Cap to defend that one too".
  struct EnemyAttack {
    std::string by, defender;
    size_t token = 0;  // where the question tells it
  };
  std::vector<EnemyAttack> enemy_attacks;
  std::string defended_before;  // a defence told before any attack
  auto defends = [&](const std::string& who) {
    if (enemy_attacks.empty()) {
      if (defended_before.empty()) defended_before = who;
    } else if (enemy_attacks.back().defender.empty()) {
      enemy_attacks.back().defender = who;
    }
  };
  // An enemy attack no one defends.
  auto undefended = [&] {
    defends("none");
    r.defender = "none";
    if (action.empty()) action = "enemy-attack";
  };
  for (const Clause& c : in_order) {
    // "my attack hits for 3": the player's attack.
    const bool my_attack = c.verb == Verb::kAttack && c.token >= 2 &&
                           tokens[c.token - 1].text == "attack" &&
                           (tokens[c.token - 2].word("my") || tokens[c.token - 2].word("our"));
    // "Rhino has 5 damage, attack him with Hulk": told to the player, the
    // one "with" attacks.
    // ("I attack him with Hawkeye": the player, said as "I", attacks with
    // the one named.)
    // ("Player A thwarted the side scheme with Maria Hill": a player named
    // as a judge does.)
    const bool player_named = c.subject < 0 && c.token >= 1 &&
                              (tokens[c.token - 1].word("player") ||
                               (c.token >= 2 && tokens[c.token - 2].word("player") &&
                                (tokens[c.token - 1].word("a") || tokens[c.token - 1].word("b") ||
                                 tokens[c.token - 1].kind == Tok::kNumber)));
    const bool by_player = c.token == 0 || tokens[c.token - 1].ends() || player_named ||
                           (c.subject >= 0 && (ms[static_cast<size_t>(c.subject)].name == "i" ||
                                               ms[static_cast<size_t>(c.subject)].name == "we"));
    const bool told = (c.verb == Verb::kAttack || c.verb == Verb::kThwart) && !c.passive &&
                      c.with >= 0 && by_player &&
                      (role_of(c.with) == "hero" || role_of(c.with).rfind("ally", 0) == 0);
    // "I send Black Cat (ATK 2) at Rhino": the one sent attacks what
    // follows "at".
    const bool sent = c.verb == Verb::kAttack && c.object >= 0 &&
                      (tokens[c.token].word("send") || tokens[c.token].word("sends") ||
                       tokens[c.token].word("sent"));
    int sent_at = -1;
    for (size_t k = static_cast<size_t>(std::max(c.object, 0)) + 1; sent && k < ms.size(); ++k) {
      bool stop = false;  // (not past the sentence)
      for (size_t t = ms[k - 1].last; t < ms[k].first; ++t)
        stop |= tokens[t].brk == '.' || tokens[t].brk == '?' || tokens[t].brk == '!';
      if (stop) break;
      const size_t before = ms[k].first;
      if (before > 0 && (tokens[before - 1].word("at") || tokens[before - 1].word("after") ||
                         tokens[before - 1].word("against"))) {
        sent_at = static_cast<int>(k);
        break;
      }
    }
    const std::string doer = my_attack ? "hero"
                             : told    ? role_of(c.with)
                             : sent    ? role_of(c.object)
                                       : role_of(c.doer()),
                      target = sent ? role_of(sent_at) : role_of(c.done_to());
    // "the minion attacks, no allies": what no one has is no target.
    const int done_to = sent ? sent_at : c.done_to();
    const bool none_such = done_to >= 0 && ms[static_cast<size_t>(done_to)].first > 0 &&
                           tokens[ms[static_cast<size_t>(done_to)].first - 1].word("no");
    switch (c.verb) {
      case Verb::kAttack:
        // A hero's or ally's attack on the minion that entered is the
        // question ("a Toughness minion enters play ... She-Hulk attacks it");
        // the minion's own attack is part of entering (quickstrike).
        // ("vulture (quickstrike) engages me ... does he hit right away?":
        // a pronoun may be the minion.)
        if (action == "minion-enters" && (enemy(doer) || doer.empty() || c.doer() < 0 ||
                                          ms[static_cast<size_t>(c.doer())].head == Head::kPronoun))
          break;
        if (action == "minion-enters") action.clear();
        // quickstrike: part of entering
        if (enemy(doer) || (doer.empty() && (target == "hero" || target == "ally") && c.passive)) {
          action = "enemy-attack";
          if (enemy(doer) && (enemy_attacks.empty() || enemy_attacks.back().by != doer)) {
            enemy_attacks.push_back({doer, target == "ally" && !none_such ? "ally" : "", c.token});
            if (enemy_attacks.size() == 1 && enemy_attacks[0].defender.empty())
              enemy_attacks[0].defender = defended_before;
          }
          if (target == "ally" && !none_such) r.defender = "ally";
          if (target == "hero2") r.facts["attack"]["on"] = "hero2";
          // "a minion attacks me ... the encounter card has 2 boost icons":
          // the minion attacks, though a villain (its boost) is named.
          if (doer == "minion" || doer == "minion2") r.facts["attack"]["by"] = doer;
          // "Ultron swings at me for 3": the attacker's ATK.
          if (c.amount >= 0 && enemy(doer) && r.fact(doer, "atk").empty()) {
            r.facts[doer]["atk"] = std::to_string(c.amount);
            if (doer == "villain") boost_in_amount(r, tokens, c);
          }
        } else if (action == "enemy-attack" && enemy(target) &&
                   (doer == "hero" || doer == "hero2" || doer.rfind("ally", 0) == 0) &&
                   r.fact("counter", "by").empty()) {
          // "Rhino attacks Spider-Man undefended ... Then Spider-Man attacks
          // Rhino": a character's attack after the enemy's, its own step.
          r.facts["counter"]["by"] = doer;
          r.facts["counter"]["target"] = target;
          if (c.amount >= 0 && r.fact(doer, "atk").empty())
            r.facts[doer]["atk"] = std::to_string(c.amount);
        } else if (action == "player-attack") {
          const bool first_attack = !doer_of.count(Verb::kAttack);
          once(Verb::kAttack, doer, "attack");
          // "Spider-Man attacks the guard minion, then Black Cat attacks
          // Rhino": the second attack's own target.
          const std::string first_target =
              r.fact("attack", "target").empty() ? "villain" : r.fact("attack", "target");
          if (!first_attack && !r.fact("attack", "then").empty() && enemy(target) &&
              target != first_target)
            r.facts["attack"]["then-target"] = target;
          if (c.amount >= 0 && (doer == "ally" || doer == "ally2" || doer == "hero") &&
              r.fact(doer, "atk").empty())
            r.facts[doer]["atk"] = std::to_string(c.amount);
        } else if (recovers && !enemy(target) && (action.empty() || action == "recover")) {
          // The attack was made: the hero who made it is exhausted.
          if (doer.empty() || doer == "hero") r.facts["hero"]["exhausted"] = "true";
        } else if ((action.empty() || action == "damage") && !(recovers && !enemy(target))) {
          once(Verb::kAttack, doer, "attack");
          action = "player-attack";
          if (doer == "ally" || doer == "ally2") r.facts["attack"]["by"] = doer;
          if (enemy(target)) r.facts["attack"]["target"] = target;
          if (c.amount >= 0)
            r.facts[doer.empty() || doer == "main" ? "hero" : doer]["atk"] =
                std::to_string(c.amount);
        }
        break;
      case Verb::kActivate:
        if (action.empty())
          action = r.fact("hero", "form") == "alter-ego" ? "enemy-scheme" : "enemy-attack";
        break;
      case Verb::kScheme:
        // ("I flipped to Peter Parker to recover and Rhino schemed": the
        // villain phase's scheme, after the hero's turn; the recovery is
        // told, not simulated.)
        if (action == "recover" && (doer.empty() || enemy(doer))) {
          r.not_simulated.push_back("the hero's recovery, told before the scheme");
          action.clear();
        }
        if (action.empty() || action == "enemy-attack") {
          if (action.empty()) action = "enemy-scheme";
          if (c.amount >= 0) {
            const std::string schemer = doer.empty() ? "villain" : doer;
            r.facts[schemer]["sch"] = std::to_string(c.amount);
            if (schemer == "villain") boost_in_amount(r, tokens, c);
          }
          if (doer == "minion" || doer == "minion2") r.facts["scheme"]["by"] = doer;
          if (target == "side") r.facts["scheme"]["target"] = "side";
        } else if (action == "enemy-scheme") {
          // "Ultron schemes, then my engaged drone (SCH 1) schemes too": a
          // second enemy's scheme, after the first.
          const std::string schemer = doer.empty() ? "villain" : doer;
          if (c.amount >= 0 && enemy(schemer)) r.facts[schemer]["sch"] = std::to_string(c.amount);
          then_schemes(schemer);
        }
        break;
      case Verb::kThwart:
        if (action.empty()) action = "thwart";
        {
          const bool first_thwart = !doer_of.count(Verb::kThwart);
          if (action == "thwart") once(Verb::kThwart, doer, "thwart");
          if (c.amount >= 0)
            r.facts[doer == "ally" ? "ally" : "hero"]["thw"] = std::to_string(c.amount);
          if (doer == "ally" && first_thwart) r.facts["thwart"]["by"] = "ally";
          // A second thwart on another scheme than the first's thwarts that
          // one ("then Maria Hill thwarts the main scheme").
          const std::string first_scheme = r.fact("thwart", "scheme") == "side" ? "side" : "main";
          if (!first_thwart && !r.fact("thwart", "then").empty() &&
              (target == "side" || target == "main") && target != first_scheme)
            r.facts["thwart"]["then-scheme"] = target;
          if (!first_thwart) break;
        }
        if (target == "side" ||
            (c.object < 0 && r.has("side") && !r.has("main") && r.fact("side", "crisis").empty()))
          r.facts["thwart"]["scheme"] = "side";
        break;
      case Verb::kDefend: {
        // ("No character was exhausted to defend", "no one defended":
        // nobody defends.)
        if (c.with < 0 && c.doer() < 0 && nobody_before(tokens, c.token)) {
          undefended();
          break;
        }
        // ("no allies to block", "no ally defended": nobody defends.)
        if (c.with < 0 && c.doer() >= 0) {
          const Mention& d = ms[static_cast<size_t>(c.doer())];
          if (d.first > 0 &&
              (tokens[d.first - 1].word("no") || tokens[d.first - 1].word("without")) &&
              d.last + 2 == c.token && tokens[d.last + 1].word("to")) {
            undefended();
            break;
          }
        }
        // "I block with Black Cat", "Black Cat chump blocks", "I defend".
        std::string who = c.with >= 0 ? role_of(c.with) : doer;
        // "Defender: my ally, 2 HP left": a label, the one after it defends.
        // ("Crossbones ATK 3 / defender Maria Hill 2hp": the noun right
        // before a name labels it, whoever was named before.)
        const bool label =
            tokens[c.token].brk == ':' ||
            (c.object >= 0 && ms[static_cast<size_t>(c.object)].first == c.token + 1 &&
             (who.empty() || enemy(who)));
        if ((who.empty() || enemy(who)) && tokens[c.token].text == "defender" && label &&
            c.object >= 0 && !enemy(role_of(c.object)))
          who = role_of(c.object);
        // "chump blocking an overkill villain: ..., ally is 3hp": a chump
        // block is an ally's (mc vocabulary), the ally the question has.
        if (who.empty() && tokens[c.token].text.rfind("chump", 0) == 0 &&
            std::find(roles.begin(), roles.end(), "ally") != roles.end())
          who = "ally";
        // "I defend Klaw (hits for 3) with Jessica Jones": a bracket's verb
        // took the "with"; it is still this verb's, later in the sentence.
        if (c.with < 0)
          for (size_t t = c.token + 1; t + 1 < tokens.size(); ++t) {
            if (tokens[t].brk == '.' || tokens[t].brk == '?' || tokens[t].brk == ';') break;
            if (!tokens[t].word("with")) continue;
            for (size_t k = 0; k < ms.size(); ++k)
              if (ms[k].first > t && ms[k].first <= t + 2) {
                const std::string r2 = role_of(static_cast<int>(k));
                if (r2 == "ally" || r2 == "ally2") who = r2;
              }
          }
        if (who == "ally" || who == "ally2")
          r.defender = "ally";
        else if (who == "hero2")
          r.defender = "hero2";
        else if (r.defender.empty())
          r.defender = "hero";
        const std::string defender = who == "ally" || who == "ally2" ? "ally"
                                     : who == "hero2"                ? "hero2"
                                                                     : "hero";
        // "spidey blocks rhino, then hydra merc attacks": defending against
        // an enemy tells that enemy's attack.
        const bool before_now = told_as_done_before(tokens, c.token);
        // ("Earlier this phase Cap defended against a minion": a defense
        // before this attack, which left him exhausted.)
        if (before_now && c.verb == Verb::kDefend && tokens[c.token].text == "defended") {
          r.facts[defender]["exhausted"] = "true";
          break;
        }
        // ("Cap defends against Rhino ... a minion attacks Cap while he is
        // still exhausted from defending": that defence, told again.)
        if (before_now && !enemy_attacks.empty() && enemy_attacks.front().defender == defender)
          break;
        // (Only the object right after the verb: "defend again, and how much
        // does he take" says nothing of whom.)
        bool next_to = c.object >= 0;
        for (size_t t = c.token; next_to && t < ms[static_cast<size_t>(c.object)].first; ++t)
          next_to = !tokens[t].ends();
        const std::string against = next_to && !before_now ? role_of(c.object) : "";
        if (enemy(against) && !enemy_attacks.empty() && enemy_attacks.back().by != against)
          enemy_attacks.push_back({against, defender, c.token});
        else if (enemy(against) && enemy_attacks.empty() && defended_before.empty())
          enemy_attacks.push_back({against, defender, c.token});
        else
          defends(defender);
        if (action.empty()) action = "enemy-attack";
        break;
      }
      case Verb::kUndefended: undefended(); break;
      case Verb::kHeal:
        if (action.empty()) action = "heal";
        if (c.amount >= 0) r.facts["effect"]["amount"] = std::to_string(c.amount);
        break;
      case Verb::kRecover:
        // ("used his heal-up thing (recover 3)": a heal with no amount,
        // then the recover power named, is the recovery.)
        if (action.empty() || (action == "heal" && r.fact("effect", "amount").empty()))
          action = "recover";
        if (c.amount >= 0) r.facts["hero"]["rec"] = std::to_string(c.amount);
        break;
      case Verb::kMove:
        if (action.empty()) action = "move-damage";
        if (c.amount >= 0) r.facts["effect"]["amount"] = std::to_string(c.amount);
        break;
      case Verb::kEnter:
        // ("Luke Cage, an ally ..., enters play and later defends": an
        // ally entering is no minion's arrival.)
        // ("Shadow of the Past brings out Vulture": the minion it brings.)
        if (action.empty() && ((doer.rfind("ally", 0) != 0 && doer.rfind("hero", 0) != 0) ||
                               (c.object >= 0 && role_of(c.object).rfind("minion", 0) == 0)))
          action = "minion-enters";
        break;
      case Verb::kDeal:
        if (c.amount >= 0 && !enemy(doer)) {
          if (action.empty()) action = "damage";
          std::string& hit = r.facts["hit"]["amount"];
          hit = std::to_string(c.amount) + (hit.empty() ? "" : "," + hit);
          // "a treachery deals 3 damage to my hero": to the one named.
          if (action == "damage" && !target.empty() && target != "main" && target != "side")
            r.facts["hit"]["to"] = target;
        }
        break;
      default: break;
    }
  }
  // "She-Hulk makes a basic attack against him, followed by the ally
  // Hellcat": a second character's attack after the first.
  if (action == "player-attack")
    for (size_t t = 1; t + 1 < tokens.size(); ++t) {
      if (!tokens[t - 1].word("followed") || !tokens[t].word("by")) continue;
      for (size_t k = 0; k < ms.size(); ++k)
        if (ms[k].first > t && ms[k].first <= t + 3) {
          const std::string who = role_of(static_cast<int>(k));
          if (who == "hero" || who.rfind("ally", 0) == 0) once(Verb::kAttack, who, "attack");
          break;
        }
    }
  // "Ultron (SCH 2) schemes, followed by an engaged Ultron Drone minion".
  if (action == "enemy-scheme")
    for (size_t t = 1; t + 1 < tokens.size(); ++t) {
      if (!tokens[t - 1].word("followed") || !tokens[t].word("by")) continue;
      for (size_t k = 0; k < ms.size(); ++k)
        if (ms[k].first > t && ms[k].first <= t + 4) {
          then_schemes(role_of(static_cast<int>(k)));
          break;
        }
    }
  for (const SecondDoer& g : gapped)
    if ((g.verb == Verb::kAttack && action == "player-attack") ||
        (g.verb == Verb::kThwart && action == "thwart")) {
      once(g.verb, g.who, g.verb == Verb::kAttack ? "attack" : "thwart");
      const char* stat = g.verb == Verb::kAttack ? "atk" : "thw";
      if (g.amount >= 0 && r.fact(g.who, stat).empty())
        r.facts[g.who][stat] = std::to_string(g.amount);
    }
  r.action = action;
  read_form_change(r, tokens);
  // Two enemies' attacks: the first is the situation's attack, the second
  // follows it ("attack: then minion"), each with its own defender.
  if (action == "enemy-attack" && enemy_attacks.size() >= 2) {
    const EnemyAttack& first = enemy_attacks[0];
    const EnemyAttack& second = enemy_attacks[1];
    if (first.by == "villain")
      r.facts["attack"].erase("by");
    else
      r.facts["attack"]["by"] = first.by;
    if (!first.defender.empty()) r.defender = first.defender;
    if (first.defender == "hero") exhausted_by_first_defence(r, tokens, second.token);
    r.facts["attack"]["then"] = second.by;
    r.facts["attack"]["then-defender"] = second.defender.empty() ? "none" : second.defender;
    for (size_t n = 2; n < enemy_attacks.size(); ++n)
      r.not_simulated.push_back("a third enemy's attack, by the " + enemy_attacks[n].by);
  }
  if (action == "enemy-attack" && enemy_attacks.size() < 2)
    then_enemy_attacks(r, tokens, ms, cs, role_of);
  // Only an alter-ego recovers (mc:recover): "Carol recovers" says her form,
  // unless the question says hero form ("She-Hulk is in hero form ... can
  // she recover?": she cannot).
  bool hero_form = false;
  for (size_t t = 1; t < tokens.size(); ++t)
    hero_form |= tokens[t].word("form") && tokens[t - 1].text == "hero";
  if (action == "recover" && r.fact("hero", "form").empty() && !hero_form)
    r.facts["hero"]["form"] = "alter-ego";
  // "widow thw 3 on a side scheme w 2 threat": a THW said "on" a side
  // scheme, with no verb, thwarts that scheme.
  if ((action.empty() || action == "thwart") && r.fact("thwart", "scheme").empty())
    for (size_t k = 0; k < ms.size(); ++k) {
      if (roles[k] != "side") continue;
      size_t t = ms[k].first;
      Owner o;
      while (t > 0 && determiner(tokens[t - 1], o)) --t;
      if (t >= 3 && tokens[t - 1].word("on") && tokens[t - 2].kind == Tok::kNumber &&
          tokens[t - 3].is("stat", "thw"))
        r.facts["thwart"]["scheme"] = "side";
      // "Using her basic thwart (THW 2), Ms. Marvel targets the side scheme".
      if (t >= 1 && (tokens[t - 1].word("targets") || tokens[t - 1].word("targeting") ||
                     tokens[t - 1].word("targeted")))
        r.facts["thwart"]["scheme"] = "side";
    }
  read_tough_left(r, tokens, choices);
  // Each mention's head token with the role read for it, for the stages
  // that read words near a character ("I put 1 on him").
  std::vector<std::string> token_roles(tokens.size());
  for (size_t k = 0; k < ms.size(); ++k)
    token_roles[ms[k].head_token] = role_of(static_cast<int>(k));
  settle_mc(r, tokens, token_roles, choices);
  // "2p. spidey ... am i out?": a second player at the table, though no
  // hero of theirs is named (so elimination is not the end of the game).
  if (r.situation() && !r.has("hero2") && two_players_said(r.words)) r.facts["hero2"];
  read_villain_phase(r);
  settle_actions_told(r);
  // Last, so that what the question's own words imply (the action, above
  // all) is read from them alone.
  std::vector<std::string> mention_roles;
  for (size_t k = 0; k < ms.size(); ++k) mention_roles.push_back(role_of(static_cast<int>(k)));
  if (apply_named_cards(r, tokens, ms, mention_roles, choices)) read_tough_left(r, tokens, choices);
}

}  // namespace arbiter::query::ask
