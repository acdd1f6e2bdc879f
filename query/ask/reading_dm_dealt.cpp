// Damage a Dice Masters question tells dealt outside combat damage (an
// action die, a Global, an ability): which die takes it, and whether no
// die deals it.
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

Dealt dealt_by(const DmText& text, const Clause& c) {
  const std::vector<Token>& tokens = text.tokens;
  const std::vector<Mention>& ms = text.ms;
  // ("is dealt 2 damage by a Global", "takes 2 ability damage": told of
  // the die it is dealt to, by no die.)
  const std::string& said = tokens[c.token].text;
  const bool takes = said == "takes" || said == "took" || said == "take";
  const bool told_of_target = c.passive || (takes && c.object < 0);
  // ("uses action die for 2 dmg on him", "action-die gambit for 2": the
  // action die named as the verb, then the die it is used on.)
  const bool action_die_verb = tokens[c.token].term_kind("term");
  Dealt out;
  out.target = told_of_target ? c.subject : c.object;
  for (size_t j = 0; j < ms.size() && out.target < 0 && action_die_verb; ++j) {
    if (ms[j].first <= c.token) continue;
    bool crosses = false;
    for (size_t k = c.token; k < ms[j].first; ++k) crosses |= tokens[k].ends_sentence();
    if (crosses) break;
    if (ms[static_cast<size_t>(resolve(ms, static_cast<int>(j)))].head == Head::kDie)
      out.target = static_cast<int>(j);
  }
  // "Player B deals 2 ability damage to ...", "my opponent uses an action
  // die to deal 2 damage to Batman", "deal 2 damage to target character
  // die": no die deals it.
  const bool ability_damage = c.amount_at > c.token && c.amount_at + 1 < tokens.size() &&
                              tokens[c.amount_at + 1].is("term", "ability-damage");
  // ("then my Action die dealt 2 damage to Mystique", "a Global deals 1
  // to it": the action die or ability as the verb's subject.)
  const Token* before = c.token > 0 ? &tokens[c.token - 1] : nullptr;
  const bool ability_deals =
      c.doer() < 0 && before &&
      (before->is("term", "action-die") || before->is("term", "global") || before->word("ability"));
  // ("I use Power Bolt, it deals 2 damage": "it" the action die.)
  const bool it_of_action = c.doer() >= 0 &&
                            ms[static_cast<size_t>(c.doer())].head == Head::kPronoun &&
                            ms[static_cast<size_t>(c.doer())].refers_to < 0 &&
                            ms[static_cast<size_t>(c.doer())].name == "it";
  out.by_no_die =
      ability_deals || it_of_action ||
      (c.doer() >= 0 && ms[static_cast<size_t>(resolve(ms, c.doer()))].head == Head::kPlayer) ||
      (c.object >= 0 && ability_target(tokens, ms[static_cast<size_t>(c.object)])) ||
      (told_of_target && c.by < 0) || action_die_verb ||
      (c.object >= 0 && said.starts_with("deal") && ability_damage);
  return out;
}

}  // namespace arbiter::query::ask
