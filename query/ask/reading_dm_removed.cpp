// A Dice Masters die removed before the attack ("I field Scarecrow
// (Intimidate) and remove Killer Croc, my opponent's only die. Scarecrow and
// a Sidekick attack"; an action die bouncing a die in the Main Step): with
// no block said of it, it has no part in the combat, and the Intimidate or
// action that removed it is read. (A blocker removed after blocks keeps its
// attacker blocked: that is told with a block, and stays.)
#include <algorithm>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// Marks the words of "Intimidate" as read or not: the description of its
// die took them, but only a removal read makes them part of the reading.
void intimidate_read(Reading& r, const DmText& text, bool read) {
  for (const Token& t : text.tokens)
    if (t.is("keyword", "intimidate"))
      for (size_t w = t.at; w < t.at + t.len && w < r.used.size(); ++w) r.used[w] = read;
}

}  // namespace

void drop_removed_before_attack(DmDice& dd, Reading& r, const DmText& text) {
  const std::vector<Clause>& cs = text.cs;
  const auto first_attack = std::find_if(cs.begin(), cs.end(), [](const Clause& c) {
    return c.verb == Verb::kAttack || c.verb == Verb::kUndefended;
  });
  if (first_attack == cs.end()) {
    for (Die& die : dd.dice) die.facts.erase("intimidate");
    return intimidate_read(r, text, false);
  }
  // With a block told ("I wanted to block with my 3A/6D anyway"), which
  // die blocks is for the block to say: nothing is dropped.
  // ("Can Beast block Storm?" asks, and tells no block.)
  const bool block_told = std::any_of(cs.begin(), cs.end(), [&](const Clause& c) {
    return c.verb == Verb::kBlock && !asking_sentence(text.tokens, c.token);
  });
  bool dropped = false;
  for (const Clause& c : cs) {
    if (c.verb != Verb::kRemove || c.token > first_attack->token || block_told) continue;
    const int removed = c.passive || c.object < 0 ? c.subject : c.object;
    std::vector<size_t> gone = dd.at(text.ms, removed);
    // ("I kick out his only guy, a 2/2 sidekick": the die said beside it,
    // set off by a comma, is the same.)
    if (removed >= 0 && static_cast<size_t>(removed) + 1 < text.ms.size()) {
      const Mention& said = text.ms[static_cast<size_t>(removed)];
      const Mention& beside = text.ms[static_cast<size_t>(removed) + 1];
      size_t at = said.last + 1;
      while (at < beside.first && (text.tokens[at].word("a") || text.tokens[at].word("an"))) ++at;
      if (text.tokens[said.last].brk == ',' && at == beside.first && beside.head == Head::kDie)
        for (size_t d : dd.at(text.ms, removed + 1)) gone.push_back(d);
    }
    for (size_t d : gone) {
      Die& die = dd.dice[d];
      // (Nor the Intimidate die itself: read as removed, it was misread.)
      if (die.role == "attacker" || die.facts.count("intimidate")) continue;
      // ("Opponent has only Beast 2A/4D in field and 10 life": the life said
      // with it is its controller's, the attacked player's.)
      if (auto life = die.facts.find("life");
          life != die.facts.end() && r.fact("p2", "life").empty())
        r.facts["p2"]["life"] = life->second;
      die.role = "merged";
      dropped = true;
      mark_used(r, text.tokens, c.token, c.token);
    }
  }
  // The Intimidate that removed it is read; with no removal read, it is
  // left out (it named its die, and does nothing in combat).
  for (Die& die : dd.dice) die.facts.erase("intimidate");
  intimidate_read(r, text, dropped);
}

}  // namespace arbiter::query::ask
