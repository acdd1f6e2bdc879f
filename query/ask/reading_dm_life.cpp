// Life gained in a Dice Masters combat question: "opp at 17 gains 5 life,
// then my Hulk hits unblocked", "he wants to gain 3 life after the dmg
// lands". The gain runs as its own step, before the attack or after its
// damage, so the engine applies the cap of the starting life (dm:1.1.3)
// and a player already at 0 has lost (dm:1.1.4).
#include <algorithm>
#include <cstdint>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

enum class When : uint8_t { kBefore, kAfter, kUnsaid };

// When the gain at tokens first..last comes, against the attack told at
// token attack_at: "gain 3 life after the dmg lands", "does gaining 3 life
// save a player ... after Thor hits them" (after); "gains 5 life. Then I
// attack" (before, told in order); "Afterwards he gains 3 life" (after,
// told after the attack); "gaining 3 life ... while Thor attacks"
// (unsaid).
When when_gained(const std::vector<Token>& t, size_t first, size_t last, size_t attack_at) {
  for (size_t k = last + 1; k < t.size() && !t[k - 1].ends_sentence(); ++k) {
    // ("after blockers are declared, gains 2": a time before damage.)
    const bool blocks = k + 1 < t.size() &&
                        (t[k + 1].text.starts_with("block") || t[k + 1].text.starts_with("declar"));
    if ((t[k].word("after") || t[k].word("afterwards")) && !blocks) return When::kAfter;
    if (t[k].word("before")) return When::kBefore;
  }
  if (first > attack_at) {
    for (size_t k = first; k-- > 0 && k + 6 > first && !t[k].ends_sentence();)
      if (t[k].word("before")) return When::kBefore;
    return When::kAfter;
  }
  if (attack_at >= t.size()) return When::kUnsaid;  // no attack told to order it by
  for (size_t k = last; k < attack_at; ++k)
    if (t[k].ends_sentence() || (k > last && (t[k].word("then") || t[k].word("later") ||
                                              t[k].word("next") || t[k].word("afterwards"))))
      return When::kBefore;
  return When::kUnsaid;
}

}  // namespace

void read_combat_life_gain(Reading& r, const DmText& text) {
  const std::vector<Token>& t = text.tokens;
  size_t attack_at = t.size();  // the first attack the question tells
  for (const Clause& c : text.cs)
    if (c.verb == Verb::kAttack || c.verb == Verb::kUndefended || c.verb == Verb::kBlock)
      attack_at = std::min(attack_at, c.token);
  for (size_t k = 0; k + 1 < t.size(); ++k) {
    const size_t at = life_gained_at(t, k);
    if (at == t.size() || t[at].number <= 0) continue;
    // Whose: the player told last before it in its sentence, else the one
    // attacked.
    std::string who = "p2";
    for (size_t m = 0; m < text.ms.size() && text.ms[m].first < k; ++m) {
      const Mention& p = text.ms[static_cast<size_t>(resolve(text.ms, static_cast<int>(m)))];
      bool crosses = false;
      for (size_t j = text.ms[m].last; j < k; ++j) crosses |= t[j].ends_sentence();
      if (p.head == Head::kPlayer && !crosses) who = p.owner == Owner::kMine ? "p1" : "p2";
    }
    // ("5 life was gained by me": the passive says whose after the verb.)
    if (t[k].word("gained") && k + 2 < t.size() && t[k + 1].word("by"))
      who = t[k + 2].text == "me" || t[k + 2].text == "i" ? "p1" : who;
    const size_t last = at + 1 < t.size() && t[at + 1].is("stat", "life") ? at + 1 : at;
    const size_t first = std::min(k, at);
    const When when = when_gained(t, first, last, attack_at);
    if (when == When::kUnsaid) {
      r.leave_out("life gained without saying whether before the attack or after its damage");
      return;
    }
    r.facts[who]["gain"] = std::to_string(t[at].number);
    if (when == When::kAfter) r.facts[who]["gain-after"] = "true";
    mark_used(r, t, first, last);
    return;  // one gain is read; more are left as words not used
  }
}

}  // namespace arbiter::query::ask
