// Whether a mention goes on a list begun by the one before it ("with Hulk
// 5A/5D, Iron Man 3A/3D and a Sidekick", "Rogue and Gambit"): the commas,
// "and" and "plus" that join descriptions, and the words that end a list
// ("..., and Ivy is KO'd": another clause).
#include <set>

#include "query/ask/clauses.h"

namespace arbiter::query::ask {

bool joined_to(const std::vector<Token>& tokens, const std::vector<Mention>& mentions, size_t m,
               int to) {
  if (to < 0 || static_cast<size_t>(to) + 1 != m) return false;
  size_t t = mentions[static_cast<size_t>(to)].last + 1;
  // "with hulk 5a/5d, iron man 3a/3d and a sidekick": a list whose comma
  // the "and" after it closes. ("Storm (4A/4D), Gambit (3A/2D) and Rogue":
  // the bracket's close keeps the place of the comma after it.)
  Owner o;
  // ("with a 1/1, a 2/2 and a 3/3": an article after the comma.)
  size_t listed = t;
  while (listed < mentions[m].first && determiner(tokens[listed], o)) ++listed;
  if ((tokens[t - 1].brk == ',' || tokens[t - 1].brk == ')') && listed == mentions[m].first &&
      m + 1 < mentions.size() && joined_to(tokens, mentions, m + 1, static_cast<int>(m)))
    return true;
  // ("attacking w/ 6/6 hulk, 3/3 spidey, 1/1 sk. opp at 15 ...": a list of
  // dice, each with its stats, the sentence's end closes, with no "and";
  // not "his only die, The Thing.", one die said twice.)
  const auto with_stats = [&](size_t k) {
    return mentions[k].head == Head::kDie && (mentions[k].has("a") || mentions[k].has("d"));
  };
  if (tokens[t - 1].brk == ',' && listed == mentions[m].first && with_stats(m) &&
      with_stats(static_cast<size_t>(to)) &&
      (tokens[mentions[m].last].ends_sentence() ||
       // ("..., 1/1 sk.": a word the reader does not know closing it)
       (mentions[m].last + 1 < tokens.size() && tokens[mentions[m].last + 1].kind == Tok::kWord &&
        tokens[mentions[m].last + 1].ends_sentence() && tokens[mentions[m].last].brk == 0)))
    return true;
  // ("Storm 3A/2D, Cyclops 3A/3D attack", "Wolverine 3A/3D, then Beast
  // 2A/4D attack": two dice with stats, a comma, and the plural verb right
  // after the second.)
  if (tokens[t - 1].brk == ',' && with_stats(m) && with_stats(static_cast<size_t>(to)) &&
      (listed == mentions[m].first || (tokens[t].word("then") && t + 1 == mentions[m].first)) &&
      mentions[m].last + 1 < tokens.size() && tokens[mentions[m].last].brk == 0) {
    const std::string& verb = tokens[mentions[m].last + 1].text;
    if (verb == "attack" || verb == "swing" || verb == "block") return true;
  }
  // ("with Captain America 3/3 first and Spider-Man 2/2 second": the order
  // said within the list.)
  if (t < tokens.size() && tokens[t].word("first") && tokens[t].brk == 0) ++t;
  if (t >= tokens.size() || !(tokens[t].word("and") || tokens[t].word("plus"))) return false;
  // ("Ivy blocks The Flash (5A/3D), and Ivy is KO'd": a verb in the
  // singular after it makes it the subject of another clause; a list's
  // takes the plural, "Rogue and Gambit are blocking".)
  const size_t after = mentions[m].last + 1;
  if (after < tokens.size() && tokens[mentions[m].last].brk == 0 &&
      (tokens[after].word("is") || tokens[after].word("was") || tokens[after].word("gets") ||
       tokens[after].word("has")))
    return false;
  // ("Hulk (6A/6D) and one Sidekick die": a count too; "and one of the
  // little sidekick dice": one of several, and a word of size.)
  // ("and a plain Sidekick": a word of what kind, too.)
  // ("and my already-fielded Executioner": a word of where it already is.)
  static const std::set<std::string> kSize = {"little", "small",  "other",   "spare",
                                              "extra",  "plain",  "basic",   "regular",
                                              "lone",   "lonely", "already", "fielded"};
  bool partitive = false;  // "one of ..."
  for (++t; t < mentions[m].first; ++t) {
    const bool of =
        tokens[t].word("of") && (tokens[t - 1].word("one") || tokens[t - 1].kind == Tok::kNumber);
    partitive |= of;
    if (!(determiner(tokens[t], o) || tokens[t].word("one") || tokens[t].kind == Tok::kNumber ||
          of || (kSize.count(tokens[t].text) && tokens[t].brk == 0)))
      break;
  }
  // ("Wolverine and one of his dice blocks": one of another's dice is no
  // part of a list of one's own.)
  if (partitive && mentions[m].owner != Owner::kUnsaid &&
      mentions[m].owner != mentions[static_cast<size_t>(to)].owner)
    return false;
  return t == mentions[m].first;
}

}  // namespace arbiter::query::ask
