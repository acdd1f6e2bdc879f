// The order of what happens in a Marvel Champions question: a second
// character doing the same with its verb left out ("Cap hits it then
// Mockingbird atk 1"), and what is told as done before the situation
// ("already defended Rhino's attack"); an enemy attacking after another
// ("then hydra merc 1 atk").
#include <algorithm>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

std::vector<SecondDoer> second_doers(const std::vector<Token>& tokens,
                                     const std::vector<Mention>& ms, std::vector<Clause>& cs,
                                     const std::function<std::string(int)>& role_of) {
  std::vector<SecondDoer> out;
  // "Venom (ATK 2) then Black Cat (ATK 1) attacked her": two subjects
  // joined by "then" before the verb; the first does it first.
  for (Clause& c : cs) {
    if ((c.verb != Verb::kAttack && c.verb != Verb::kThwart) || c.passive || c.subject <= 0)
      continue;
    const size_t s = static_cast<size_t>(c.subject);
    const size_t x = s - 1;
    bool then = false, only_joiners = true;
    for (size_t t = ms[x].last + 1; t < ms[s].first; ++t) {
      then |= tokens[t].word("then");
      only_joiners &= tokens[t].word("then") || tokens[t].word("and");
    }
    const std::string first = role_of(static_cast<int>(x)), second = role_of(c.subject);
    const auto friendly = [](const std::string& r) {
      return r.rfind("hero", 0) == 0 || r.rfind("ally", 0) == 0;
    };
    // (Each described with its own value: "Venom (ATK 2)", not a pronoun.)
    const char* value = c.verb == Verb::kAttack ? "atk" : "thw";
    if (!then || !only_joiners || tokens[ms[x].last].ends_sentence() || !friendly(first) ||
        !friendly(second) || first == second || ms[x].head == Head::kPronoun || !ms[x].has(value))
      continue;
    c.subject = static_cast<int>(x);
    out.push_back({c.verb, second, -1});
  }
  auto is_subject = [&](size_t k) {
    return std::any_of(cs.begin(), cs.end(), [&](const Clause& c) {
      return c.subject >= 0 && resolve(ms, c.subject) == resolve(ms, static_cast<int>(k));
    });
  };
  for (size_t n = 0; n < cs.size(); ++n) {
    const Clause& c = cs[n];
    if (c.verb != Verb::kAttack && c.verb != Verb::kThwart) continue;
    const size_t end = n + 1 < cs.size() ? cs[n + 1].token : tokens.size();
    for (size_t t = c.token + 1; t < end; ++t) {
      if (tokens[t - 1].ends_sentence()) break;
      // "attacked by my ally for 2 and then by my hero for 2"
      const bool then_by = c.passive && tokens[t].word("by") &&
                           (tokens[t - 1].word("then") || tokens[t - 1].word("and") ||
                            tokens[t - 1].word("afterwards") || tokens[t - 1].word("later"));
      // "Cap hits it then Mockingbird atk 1"
      const bool then = !c.passive && (tokens[t].word("then") || tokens[t].word("afterwards"));
      if (!then_by && !then) continue;
      for (size_t k = 0; k < ms.size(); ++k) {
        if (ms[k].first <= t || ms[k].first > t + 3 || static_cast<int>(k) == c.by || is_subject(k))
          continue;
        const std::string first = role_of(c.passive ? c.by : c.subject);
        const std::string second = role_of(static_cast<int>(k));
        if (!second.empty() && second != first && !enemy(second) &&
            (second.rfind("hero", 0) == 0 || second.rfind("ally", 0) == 0)) {
          const size_t f = ms[k].last + 1;
          const int amount =
              f + 1 < tokens.size() && tokens[f].word("for") && tokens[f + 1].kind == Tok::kNumber
                  ? tokens[f + 1].number
                  : -1;
          out.push_back({c.verb, second, amount});
        }
        break;
      }
    }
  }
  return out;
}

bool told_as_done_before(const std::vector<Token>& tokens, size_t verb) {
  // ("Captain America (11 hit points, already 4 damage, DEF 3) defended":
  // "already" of the damage on him, not of the defence.)
  // ("Black Panther (11 HP, 2 damage already), not defended": the same,
  // said after the damage.)
  auto of_damage = [&](size_t t) {
    // (Not "with 3 damage already defended against ...": the verb right
    // after it.)
    if (t > 0 && tokens[t - 1].is("stat", "damage") && !tokens[t - 1].ends() && tokens[t].brk != 0)
      return true;
    return t + 1 < tokens.size() &&
           (tokens[t + 1].kind == Tok::kNumber || tokens[t + 1].word("has") ||
            tokens[t + 1].word("had") || tokens[t + 1].word("took") ||
            tokens[t + 1].word("taken") || tokens[t + 1].word("at"));
  };
  // "already defended", "exhausted from blocking a minion earlier"
  // ("Earlier this villain phase Cap defended against a minion")
  for (size_t t = verb; t-- > 0 && !tokens[t].ends_sentence();)
    if ((tokens[t].word("already") && !of_damage(t)) || tokens[t].word("from") ||
        tokens[t].word("earlier") || tokens[t].word("previously"))
      return true;
  for (size_t t = verb; t < tokens.size(); ++t) {
    if (tokens[t].word("earlier") || (tokens[t].word("already") && !of_damage(t)) ||
        tokens[t].word("previously"))
      return true;
    if (tokens[t].ends_sentence()) break;
  }
  return false;
}

void exhausted_by_first_defence(Reading& r, const std::vector<Token>& t, size_t second) {
  // ("i defend w/ cap. then hydra merc atk 2 swings, cap already
  // exhausted": exhausted by that defence, not before it.)
  // ("so I exhausted my hero to defend": the defence's cost.)
  for (size_t u = 0; u < second && u < t.size(); ++u)
    if (t[u].text.rfind("exhaust", 0) == 0 && !exhausted_to_act(t, u)) return;
  r.facts["hero"].erase("exhausted");
}

void then_enemy_attacks(Reading& r, const std::vector<Token>& t, const std::vector<Mention>& ms,
                        const std::vector<Clause>& cs,
                        const std::function<std::string(int)>& role_of) {
  if (!r.fact("attack", "then").empty()) return;
  // The enemies that attack: those given an ATK of their own, not stunned
  // or confused, each where it is first named. Two, or no sequence is read.
  std::vector<std::pair<std::string, size_t>> attackers;
  for (size_t k = 0; k < ms.size(); ++k) {
    const std::string who = role_of(static_cast<int>(k));
    if (!enemy(who) || ms[k].head == Head::kNone ||
        std::any_of(attackers.begin(), attackers.end(),
                    [&](const auto& a) { return a.first == who; }))
      continue;
    if (!r.fact(who, "atk").empty() && !r.from_card(who, "atk") && r.fact(who, "stunned").empty() &&
        r.fact(who, "confused").empty())
      attackers.emplace_back(who, k);
  }
  if (attackers.size() != 2) return;
  // ("minion #1 atk 3 ... minion #2 atk 2": one role given two ATKs is two
  // enemies read as one; no sequence is read.)
  for (const auto& [who, first_at] : attackers)
    for (size_t k = first_at + 1; k < ms.size(); ++k)
      if (role_of(static_cast<int>(k)) == who && ms[k].has("atk") &&
          ms[k].attr("atk") != ms[first_at].attr("atk") && ms[first_at].has("atk"))
        return;
  const auto& [second, at] = attackers[1];
  // "then", "next", "afterwards", "followed by", "after that" right before
  // the second.
  bool then = false;
  for (size_t u = ms[at].first; u-- > 0 && u + 4 > ms[at].first && !then;) {
    then = t[u].word("then") || t[u].word("next") || t[u].word("afterwards") ||
           t[u].word("followed") || (t[u].word("that") && u > 0 && t[u - 1].word("after"));
    if (t[u].ends_sentence()) break;
  }
  if (!then) return;
  // Each attack's defence: what is said after its attacker and before the
  // next; nothing said, none.
  // ("attacks Cap while he is still exhausted from defending": a defence
  // told as done before is no defence of this attack.)
  auto defence = [&](size_t from, size_t to) {
    for (const Clause& c : cs) {
      if (c.token < from || c.token >= to ||
          (c.verb != Verb::kDefend && c.verb != Verb::kUndefended) ||
          (c.verb == Verb::kDefend && from > 0 && told_as_done_before(t, c.token)))
        continue;
      if (c.verb == Verb::kUndefended) return std::string("none");
      const std::string d = role_of(c.with >= 0 ? c.with : c.doer());
      return std::string(d.rfind("ally", 0) == 0 ? "ally" : d == "hero2" ? "hero2" : "hero");
    }
    return std::string();
  };
  const std::string first = attackers[0].first;
  if (first == "villain")
    r.facts["attack"].erase("by");
  else
    r.facts["attack"]["by"] = first;
  // ("Cap defends against Rhino's attack": the defence may come first.)
  const std::string first_defence = defence(0, ms[at].first);
  if (!first_defence.empty()) r.defender = first_defence;
  if (first_defence == "hero") exhausted_by_first_defence(r, t, ms[at].first);
  const std::string then_defence = defence(ms[at].first, t.size());
  r.facts["attack"]["then"] = second;
  r.facts["attack"]["then-defender"] = then_defence.empty() ? "none" : then_defence;
}
std::vector<int> told_backwards_ranks(const std::vector<Token>& tokens) {
  std::vector<int> rank(tokens.size(), 0);
  int now = 0;
  for (size_t k = 0; k < tokens.size(); ++k) {
    // "Before that," "before her," "before Boomerang,": at a clause's
    // start, one word or name then the comma.
    const bool opens =
        tokens[k].word("before") && tokens[k].brk == 0 && (k == 0 || tokens[k - 1].ends()) &&
        k + 1 < tokens.size() && tokens[k + 1].brk == ',' &&
        (tokens[k + 1].word("that") || tokens[k + 1].word("this") || tokens[k + 1].word("her") ||
         tokens[k + 1].word("him") || tokens[k + 1].word("them") || tokens[k + 1].word("it") ||
         tokens[k + 1].term_kind("role"));
    if (opens) ++now;
    rank[k] = now;
  }
  // (Told forwards again after it, "Before that, Jubilee thwarted. Then the
  // minion attacked": where "then" goes is not told; the order told stays.)
  for (size_t k = 0; k < tokens.size(); ++k)
    if (rank[k] > 0 && (k == 0 || tokens[k - 1].ends()) &&
        (tokens[k].word("then") ||
         (tokens[k].word("after") && k + 1 < tokens.size() && tokens[k + 1].word("that"))))
      return std::vector<int>(tokens.size(), 0);
  return rank;
}

}  // namespace arbiter::query::ask
