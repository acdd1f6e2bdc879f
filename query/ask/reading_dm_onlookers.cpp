// Dice Masters dice a question describes outside the combat: "opp has Loki
// with Retaliation (Villains) active", "their other Loki stays in the
// field". No verb gives them a part in the fight, and the words say they
// are in play; they are in the Field Zone of the player the words say
// (the inactive player's when they do not), where a Retaliation or a
// "while active" text of theirs still works.
#include <algorithm>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// "field:" right before token `at`: a label whose list is of dice in play.
bool field_label(const std::vector<Token>& tokens, size_t at) {
  return at > 0 && tokens[at - 1].brk == ':' &&
         (tokens[at - 1].is("term", "field") || tokens[at - 1].word("field"));
}

// The "field" token that opens, with "field:" or "in my field (", the list
// token `at` is in ("I have four dice in my field (Hulk 4A/4D, Thor 3A/3D,
// Storm 2A/2D, a sidekick 1A/1D)"), or `at` when there is none.
size_t field_of_list(const std::vector<Token>& tokens, size_t at) {
  for (size_t k = at; k > 0 && k + 30 > at; --k) {
    const Token& before = tokens[k - 1];
    // (Inside the brackets a mark reads as the bracket's: past them.)
    const bool field = before.is("term", "field") || before.word("field");
    if ((before.brk == ':' || before.brk == '(') && field) return k - 1;
    if (before.brk == ':') return at;
    if (before.ends_sentence() || before.brk == ')') return at;
  }
  return at;
}

bool listed_in_field(const std::vector<Token>& tokens, size_t at) {
  return field_of_list(tokens, at) != at;
}

}  // namespace

// Words of the sentence around a mention that put the die in play without
// a part in the combat.
bool said_in_play(const std::vector<Token>& tokens, const Mention& m) {
  // ("Non-blocking Loki 3A/5D", "a non-attacking Storm": said before it.)
  for (size_t k = m.first; k-- > 0 && k + 3 > m.first && !tokens[k].ends();)
    if ((tokens[k].text == "blocking" || tokens[k].text == "attacking") && k > 0 &&
        tokens[k - 1].word("non"))
      return true;
  size_t from = m.first, to = m.last;
  while (from > 0 && from + 5 > m.first && !tokens[from - 1].ends()) --from;
  // ("My field: Hulk 4A/4D + 2 SKs": the dice a field's label lists.)
  if (field_label(tokens, from) || listed_in_field(tokens, m.first)) return true;
  // ("his Red Skull (Villains) sits in his field": past its brackets.)
  while (to + 1 < tokens.size() && to < m.last + 7 &&
         (!tokens[to].ends() || (to == m.last && tokens[to].brk == ')')))
    ++to;
  // ("a 2A/2D Thug that blocks": the sentence gives it a part.)
  // ("sits in his field without blocking", "not blocking": no part.)
  // ("My 5A/5D didn't go on the attack": no part, said so.)
  for (size_t k = m.last + 1; k <= to; ++k) {
    if (!(tokens[k].is("role", "blocker") || tokens[k].is("action", "attack"))) continue;
    // ("I've got Storm and Thor in the field and I attack": the player's
    // verb, not a part the die is given.)
    if (tokens[k - 1].is("role", "player")) continue;
    if (!(tokens[k - 1].word("without") || tokens[k - 1].word("not") ||
          tokens[k - 1].word("isn't") || tokens[k - 1].word("doesn't") ||
          tokens[k - 1].word("didn't")))
      return false;
    // (Told with its own stats; a name alone may be the one whose stats
    // come elsewhere.)
    if (m.has("a") || m.has("d")) return true;
  }
  for (size_t k = from; k <= to; ++k) {
    const Token& t = tokens[k];
    // ("stayed home and didn't attack", "kept in my Reserve Pool")
    if (t.word("active") || t.word("sitting") || t.word("sits") || t.word("stays") ||
        t.word("stayed") || t.word("sat") || t.word("kept") || t.word("remains") ||
        t.word("fighting") || t.word("field") || t.is("term", "field") || t.word("reserve") ||
        (k < m.first && (t.word("has") || t.word("have") || t.word("controls"))))
      return true;
  }
  return false;
}

std::string owner_said_before(const std::vector<Token>& tokens, const Mention& m) {
  // ("I have a Thor die": "i" is a player's term, so by its text.)
  // ("My field: Hulk 4A/4D + 2 SKs": past the label's colon.)
  // ("I have four dice in my field (Hulk 4A/4D, ..., a sidekick 1A/1D)":
  // the words before the list.)
  const size_t at = field_of_list(tokens, m.first) + (listed_in_field(tokens, m.first) ? 1 : 0);
  for (size_t k = at;
       k-- > 0 && k + 7 > at &&
       (!tokens[k].ends() || field_label(tokens, k + 1) || (k + 1 == at && at != m.first));) {
    const std::string& w = tokens[k].text;
    const Seat seat = seat_named(w);
    if (w == "i" || w == "my" || w == "we" || w == "me" || w == "i've" || w == "ive" ||
        w == "we've" || seat == Seat::kActive)
      return "p1";
    if (w == "opp" || w == "opponent" || w == "my opponent" || w == "they" || w == "their" ||
        seat == Seat::kInactive)
      return "p2";
  }
  return "";
}

// Whose the die is: the mention's owner, else the words before it; the
// inactive player's when nothing says.
std::string onlooker_role(const std::vector<Token>& tokens, const Mention& m) {
  if (m.owner == Owner::kMine) return "p1-die";
  return owner_said_before(tokens, m) == "p1" ? "p1-die" : "p2-die";
}

namespace {

// "I attack", "and I block" with nothing after it: the asker does it with
// the die of theirs the question describes.
bool bare_verb_by_asker(const DmText& text, Verb verb) {
  return std::any_of(text.cs.begin(), text.cs.end(), [&](const Clause& c) {
    // ("I attacked and they blocked": "they" is no die attacked.)
    const bool object_die =
        c.object >= 0 &&
        text.ms[static_cast<size_t>(resolve(text.ms, c.object))].head != Head::kPlayer;
    // ("I attack with both": a "with" the reading could not place is no
    // bare verb.)
    if (c.verb != verb || c.subject < 0 || object_die || c.with >= 0 ||
        with_after_verb(text.tokens, c.token))
      return false;
    const Mention& p = text.ms[static_cast<size_t>(resolve(text.ms, c.subject))];
    return p.head == Head::kPlayer && p.owner == Owner::kMine;
  });
}

// The one die with stats that no verb placed, when it is the asker's; none
// when there are more ("Cyclops or Storm").
const Die* askers_one(const DmDice& dd, const DmText& text) {
  const Die* one = nullptr;
  for (const Die& d : dd.dice) {
    if (!d.role.empty() || d.named || d.mention < 0 || !d.has_stats()) continue;
    if (one) return nullptr;
    one = &d;
  }
  if (!one) return nullptr;
  const Mention& m = text.ms[static_cast<size_t>(one->mention)];
  return onlooker_role(text.tokens, m) == "p1-die" && m.count <= 1 ? one : nullptr;
}

}  // namespace

void place_onlookers(DmDice& dd, const DmText& text) {
  bool fight = false, attacker = false, blocker = false;
  for (const Die& d : dd.dice) {
    const bool stats = d.has_stats();
    fight |= d.role == "attacker" || d.role == "blocker";
    attacker |= d.role == "attacker" && stats;
    blocker |= d.role == "blocker" && stats;
  }
  // ("I have Storm in the field, 3A/2D. I attack, and my opponent blocks
  // with Loki": the asker's one die in play is the one that attacks; "I've
  // got Storm 3A/2D in the field; my opponent attacks me with Thor, and I
  // block": the one that blocks.)
  const char* acts = !attacker && bare_verb_by_asker(text, Verb::kAttack) ? "attacker"
                     : !blocker && bare_verb_by_asker(text, Verb::kBlock) ? "blocker"
                                                                          : nullptr;
  // (With no die placed by a verb, only a bare "I attack" makes a fight of
  // the dice in play: "Your opponent has Loki in the field, 2A/3D. You've
  // got Thor, 4A/4D. You attack and they don't block.")
  if (!fight && !acts) return;
  std::vector<Die*> mine;
  for (Die& d : dd.dice) {
    if (!d.role.empty() || d.named || d.mention < 0) continue;
    // A die a verb names ("a Thug that blocks") has a part in the fight.
    bool in_clause = false, declined = false;
    for (const Clause& c : text.cs)
      for (int x : {c.subject, c.object, c.with, c.by}) {
        const bool it = x >= 0 && resolve(text.ms, x) == resolve(text.ms, d.mention);
        // ("a Loki die that does not block": it sits the combat out.)
        if (c.verb == Verb::kUndefended && x == c.subject &&
            declines_to_block(text.tokens, c.token))
          declined |= it;
        else
          in_clause |= it;
      }
    if (in_clause) continue;
    const Mention& m = text.ms[static_cast<size_t>(d.mention)];
    // ("My 4A/4D Wolverine won't attack": said to sit the attack out.)
    const size_t after = m.last + 1;
    if (after + 1 < text.tokens.size() && !text.tokens[m.last].ends() &&
        says_not(text.tokens[after]) && dm_verb(text.tokens, after + 1) == Verb::kAttack)
      declined = true;
    // ("I have two Nick Fury dice in my field": each of them; "His Cleric
    // (3A/4D) did not block": in play, said to sit the combat out.)
    // ("I could have held Cyclops (3A/3D) back, but I attacked": with a
    // bare "I attack", the asker's die with stats, said in play or not.)
    const bool askers = acts && std::string(acts) == "attacker" && askers_one(dd, text) == &d;
    if (!declined && !askers && !said_in_play(text.tokens, m)) continue;
    d.role = onlooker_role(text.tokens, m);
    d.named = true;
    if (d.role == "p1-die" && d.has_stats()) mine.push_back(&d);
    // ("he also has an active Villains character with Retaliation": the
    // affiliation said just before it is its own, though the words before
    // took it in.)
    for (size_t k = m.first; k-- > 0 && k + 3 > m.first && !d.facts.count("affiliation");)
      if (const std::string a = affiliation_of(text.tokens[k].text); !a.empty())
        d.facts["affiliation"] = a;
  }
  if (!acts || mine.size() != 1) return;
  // (Not with another die told that may be the asker's: "Cyclops or
  // Storm".)
  for (const Die& d : dd.dice)
    if (d.role.empty() && d.mention >= 0 && d.has_stats() &&
        text.ms[static_cast<size_t>(d.mention)].owner != Owner::kOther)
      return;
  // (The die of that part no stats were given: a bare one the verbs left.)
  for (auto it = dd.dice.begin(); it != dd.dice.end(); ++it)
    if (it->role == acts && it->facts.empty() && &*it != mine[0]) it->role = "merged";
  mine[0]->role = acts;
}

}  // namespace arbiter::query::ask
