// What the attacking player says each blocker is given of the attacker's
// damage, naming the dice (dm:2.7.4.3.5): "I put 3 damage on Daredevil and
// 1 on the sidekick", "all 4 on the 3D one", "all of Wolverine's damage on
// Storm", "2 of my damage went to the 2A/4D and the other 4 went to the
// 3A/3D". (Splits that name no die are read by reading_dm_split.cpp.)
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// The mention that holds token `token`, or -1.
int mention_at(const std::vector<Mention>& ms, size_t token) {
  for (size_t m = 0; m < ms.size(); ++m)
    if (ms[m].first <= token && token <= ms[m].last && ms[m].head != Head::kNone)
      return static_cast<int>(m);
  return -1;
}

}  // namespace

std::optional<size_t> amount_before_assign(const std::vector<Token>& t, size_t verb) {
  for (size_t k = verb; k-- > 0 && k + 7 > verb && !t[k].ends();) {
    if (t[k].word("was") || t[k].word("were") || t[k].word("got") || t[k].word("is") ||
        t[k].is("stat", "damage") || t[k].word("of") || t[k].word("my") || t[k].word("his") ||
        t[k].word("her") || t[k].word("their") ||
        // ("all 4 of Thor's damage is assigned to Magneto")
        t[k].text == "'s" || (t[k].is("role", "die") && k + 1 < t.size() && t[k + 1].text == "'s"))
      continue;
    if (t[k].kind == Tok::kNumber) return k;
    break;
  }
  return std::nullopt;
}

std::vector<size_t> dice_by_stats(const DmDice& dd, const Mention& said, const std::string& role) {
  std::vector<size_t> fit;
  if (!said.has("a") && !said.has("d")) return fit;
  for (size_t d = 0; d < dd.dice.size(); ++d) {
    const Die& die = dd.dice[d];
    bool fits = die.role.rfind(role, 0) == 0;
    for (const char* f : {"a", "d"})
      fits = fits && (!said.has(f) || (die.facts.count(f) && die.facts.at(f) == said.attr(f)));
    if (fits) fit.push_back(d);
  }
  return fit;
}

void read_assignment(DmDice& dd, const DmText& text, const Clause& c) {
  const std::vector<Token>& tokens = text.tokens;
  const std::vector<Mention>& ms = text.ms;
  std::vector<Die>& dice = dd.dice;
  // "I give Rogue all 3 dmg": the one given, then the amount.
  // ("I give 3 damage to Cyclops, 2 damage to Beast": the amount, then to
  // whom, as "assign" says it.)
  const bool to_object = c.object >= 0 && ms[static_cast<size_t>(c.object)].first > 0 &&
                         tokens[ms[static_cast<size_t>(c.object)].first - 1].word("to");
  if ((tokens[c.token].text == "give" || tokens[c.token].text == "gives") && c.object >= 0 &&
      !to_object) {
    // (Within its sentence: "then give him +2A. My opponent is at 20"
    // gives no damage.)
    const size_t given = ms[static_cast<size_t>(c.object)].last;
    for (size_t k = given + 1; k < tokens.size() && k < given + 5 && !tokens[k - 1].ends_sentence();
         ++k)
      if (tokens[k].kind == Tok::kNumber) {
        for (size_t d : dd.at(ms, c.object))
          dice[d].facts["assigned"] = std::to_string(tokens[k].number);
        dd.read_words.push_back(k);
        // ("I give Toad 2 and Blob 2": each die named, then its amount.)
        for (size_t m = static_cast<size_t>(c.object) + 1; m < ms.size(); ++m) {
          if (ms[m].first <= k) continue;
          bool crosses = false;
          for (size_t j = k; j < ms[m].first; ++j) crosses |= tokens[j].ends_sentence();
          // (Joined by "and" or a comma: "Toad 2 and Blob 2", "Toad 2, Blob 2".)
          const bool joined =
              tokens[k].brk == ',' || (k + 1 < ms[m].first && tokens[k + 1].word("and"));
          crosses |= !joined;
          const size_t after = ms[m].last + 1;
          if (crosses || ms[m].head != Head::kDie || after >= tokens.size() ||
              tokens[after].kind != Tok::kNumber || tokens[ms[m].last].ends())
            break;
          for (size_t d : dd.at(ms, static_cast<int>(m)))
            dice[d].facts["assigned"] = std::to_string(tokens[after].number);
          dd.read_words.push_back(after);
          k = after;
        }
        return;
      }
  }
  std::string amount;
  std::vector<size_t> amount_words;
  const std::string& said = tokens[c.token].text;
  if (c.passive || said == "went" || said == "goes" || said == "go" || said == "assigned")
    if (const std::optional<size_t> k = amount_before_assign(tokens, c.token)) {
      amount = std::to_string(tokens[*k].number);
      amount_words = {*k};
    }
  // ("all dmg on beast": the verbless split opens on "all"; "2 into
  // Taskmaster and 2 into Crossbones" on its first amount.)
  if (tokens[c.token].kind == Tok::kNumber) {
    amount = std::to_string(tokens[c.token].number);
    amount_words = {c.token};
  }
  if (tokens[c.token].word("all")) {
    amount = "all";
    amount_words = {c.token};
  }
  bool placed_with = false;  // "to" or "on" in the verb's sentence
  for (size_t k = c.token + 1; k < tokens.size() && !tokens[k - 1].ends_sentence(); ++k)
    placed_with |= tokens[k].word("to") || tokens[k].word("on") || tokens[k].word("onto");
  int amounts_said = 0;  // since the last die given one
  for (size_t k = c.token + 1; k < tokens.size(); ++k) {
    const Token& t = tokens[k];
    if (t.brk == '.' || t.brk == '?' || t.brk == ';' || t.brk == '!') break;
    // ("i put 3 and 2 on them": amounts for the blockers in order, which
    // the split told in words reads: reading_dm_split.cpp.)
    if ((t.word("on") || t.word("to")) && amounts_said > 1 && k + 1 < tokens.size() &&
        tokens[k + 1].word("them"))
      break;
    // ("four of his damage on Titania and one on Absorbing Man": "one"
    // as an amount, right before where it goes.)
    const bool one_given =
        t.word("one") && k > 0 && tokens[k - 1].word("and") && k + 1 < tokens.size() && !t.ends() &&
        (tokens[k + 1].word("on") || tokens[k + 1].word("to") || tokens[k + 1].word("onto"));
    if (t.kind == Tok::kNumber || one_given) {
      ++amounts_said;
      amount = one_given ? "1" : std::to_string(t.number);
      amount_words = {k};
    } else if (t.word("all") && amount.empty()) {
      amount = "all";
      amount_words = {k};
    } else if (!amount.empty() && t.is("stat", "damage")) {
      amount_words.push_back(k);
    }
    // ("i assign 3 hawk / 2 widow": the amount right before the die's
    // name, no "on" or "to" between.)
    const int named_after =
        t.kind == Tok::kNumber && k + 1 < tokens.size() ? mention_at(ms, k + 1) : -1;
    // (Only with no "to" or "on" in the sentence, and a die named before.)
    const bool bare = named_after >= 0 && ms[static_cast<size_t>(named_after)].head == Head::kDie &&
                      ms[static_cast<size_t>(named_after)].head_token == k + 1 &&
                      ms[static_cast<size_t>(named_after)].refers_to >= 0 &&
                      tokens[k + 1].kind != Tok::kDiceStat && !tokens[k].ends() && !placed_with;
    if (((t.word("on") || t.word("to") || t.word("onto") || t.word("into")) || bare) &&
        !amount.empty()) {
      size_t j = k + 1;
      Owner o;
      while (j < tokens.size() && determiner(tokens[j], o)) ++j;
      // ("all 3 damage on one Goblin" of "two Goblin dice": the first.)
      const bool one = j + 1 < tokens.size() && tokens[j].word("one") && mention_at(ms, j) < 0;
      if (one) ++j;
      int m = j < tokens.size() ? mention_at(ms, j) : -1;
      // ("three into Red Skull": a name's first word the reader left out,
      // the same word before the name where it was first said.)
      if (m < 0 && j + 1 < tokens.size() && tokens[j].kind == Tok::kWord && tokens[j].brk == 0 &&
          tokens[j + 1].is("role", "die"))
        if (const int named = mention_at(ms, j + 1); named >= 0) {
          const Mention& said = ms[static_cast<size_t>(named)];
          const size_t first = said.refers_to >= 0
                                   ? ms[static_cast<size_t>(said.refers_to)].head_token
                                   : said.head_token;
          if (first > 0 && first != j + 1 && tokens[first - 1].text == tokens[j].text) m = named;
        }
      std::vector<size_t> to = dd.at(ms, m);
      if (one && to.size() > 1) to.resize(1);
      // "all 5 on the first", "the rest on the second one", "all 4 on the
      // first Sidekick" of "two Sidekicks": blockers in order.
      const int nth = j >= tokens.size()         ? -1
                      : tokens[j].word("first")  ? 0
                      : tokens[j].word("second") ? 1
                      : tokens[j].word("third")  ? 2
                                                 : -1;
      if (m < 0 && nth >= 0) {
        int seen = 0;
        for (size_t b = 0; b < ms.size() && to.empty(); ++b) {
          if (ms[b].head != Head::kDie || ms[b].refers_to >= 0) continue;
          for (size_t d : dd.at(ms, static_cast<int>(b)))
            if (dice[d].role != "attacker" && seen++ == nth) to = {d};
        }
      }
      // The attacker's damage goes on blockers: "on the 3 defense one"
      // that matched the 4A/3D attacker means the blocker with 3D; "to the
      // 2A/4D" of "blocked by two dice, a 2A/4D and a 3A/3D", the one
      // blocker with those stats.
      if ((to.empty() || (to.size() == 1 && dice[to[0]].role == "attacker")) && m >= 0) {
        const std::vector<size_t> fit = dice_by_stats(dd, ms[static_cast<size_t>(m)], "blocker");
        if (!fit.empty()) to = {fit[0]};
      }
      if (to.empty()) continue;
      amounts_said = 0;
      for (size_t d : to) dice[d].facts["assigned"] = amount;
      dd.read_words.insert(dd.read_words.end(), amount_words.begin(), amount_words.end());
      amount.clear();
    }
  }
}

}  // namespace arbiter::query::ask
