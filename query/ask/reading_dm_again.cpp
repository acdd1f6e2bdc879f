// A Dice Masters die told again once every description is whole: a
// pronoun that names a player ("he blocks with ..."), a name said again,
// "the 1A/3D", "the sidekick", "my iron will guy", "the die": the die
// named before, not one more.
#include <algorithm>
#include <iterator>
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// A name said again shorter: "widow" for "black widow", "cap" for "captain
// america" (the start of a name of several words).
bool short_for(const std::string& said, const std::string& name) {
  if (said == name || name.ends_with(" " + said)) return true;
  return said.size() >= 3 && said.find(' ') == std::string::npos &&
         name.find(' ') != std::string::npos && name.starts_with(said);
}

// Die j was dealt damage where it is told: it carries damage, or a
// damage verb or "N damage to" comes just before it in its sentence ("I
// dealt 2 damage to my opponent's 1/4 die", "shot his Colossus").
bool damaged_where_told(const std::vector<Mention>& out, const std::vector<Token>& tokens,
                        size_t j) {
  static const std::set<std::string> kDamaging = {"shot",   "shoot", "pinged", "ping", "zapped",
                                                  "burned", "dealt", "hit",    "deal", "deals",
                                                  "shoots", "pings", "zaps",   "burn"};
  if (out[j].has("damage")) return true;
  for (size_t k = out[j].first; k-- > 0 && k + 7 > out[j].first && !tokens[k].ends();) {
    if (kDamaging.count(tokens[k].text)) return true;
    if ((tokens[k].text == "damage" || tokens[k].text == "dmg") && k + 1 < tokens.size() &&
        (tokens[k + 1].word("to") || tokens[k + 1].word("on") || tokens[k + 1].word("onto")))
      return true;
  }
  return false;
}

}  // namespace

std::vector<Mention> told_again(std::vector<Mention> out, const std::vector<Token>& tokens) {
  // "he used a Global ability", "she pays a mask": only a player uses,
  // pays and spends; a die does not.
  static const std::set<std::string> kPlayersVerb = {
      "use", "uses", "used",   "pay",       "pays",      "paid", "spend", "spends", "spent",
      "buy", "buys", "bought", "purchases", "purchased", "gave", "gives", "give",   "doubled"};
  // ("he blocked with the Iron Will die": what he blocks with is a die,
  // so he is a player.)
  // ("he blocks the 2/2 w a 3/3": the die blocked between.)
  const auto verb_with = [&](size_t v) {
    if (!(tokens[v].text.rfind("block", 0) == 0 || tokens[v].text.rfind("attack", 0) == 0 ||
          tokens[v].text.rfind("swing", 0) == 0 || tokens[v].text == "swung"))
      return false;
    for (size_t k = v; k + 1 < tokens.size() && k < v + 4 && !tokens[k].ends(); ++k)
      if (tokens[k + 1].word("with") || tokens[k + 1].word("w")) return true;
    return false;
  };
  for (Mention& m : out)
    if (m.head == Head::kPronoun && m.last + 1 < tokens.size() &&
        (kPlayersVerb.count(tokens[m.last + 1].text) || verb_with(m.last + 1)) &&
        (m.name == "he" || m.name == "she" || m.name == "they")) {
      m.head = Head::kPlayer;
      m.refers_to = -1;
      m.owner = Owner::kOther;
    }
  // Once every description is whole: a name said again, "the 1A/3D", "the
  // sidekick" again, is the die named before.
  for (size_t k = 0; k < out.size(); ++k) {
    Mention& m = out[k];
    if (m.head != Head::kDie || m.refers_to >= 0) continue;
    // What is said of the die itself ("my iron will guy to 5 dmg": what it
    // takes, "incoming", describes nothing).
    std::vector<Attr> told;
    std::copy_if(m.attrs.begin(), m.attrs.end(), std::back_inserter(told),
                 [](const Attr& a) { return a.field != "incoming"; });
    // "is either blocker KO'd?", "does each attacker survive?": the dice
    // told before, asked about, not one more.
    // ("2 damage to the first blocker and 3 to the second": one of them,
    // in the order told, which the split reads.)
    // ("3 damage to first Sidekick": a learner's, "the" left out; "all
    // Sidekick are KO?": every one told.)
    const bool ordinal = m.first > 0 &&
                         (tokens[m.first - 1].word("first") || tokens[m.first - 1].word("second") ||
                          tokens[m.first - 1].word("third")) &&
                         (m.first == 1 || tokens[m.first - 2].word("the") ||
                          tokens[m.first - 2].word("to") || tokens[m.first - 2].word("on"));
    // ("two Sidekick 1A/1D ... to first Sidekick": one of the dice counted
    // by that name.)
    const bool of_counted =
        std::any_of(out.begin(), out.begin() + static_cast<long>(k),
                    [&](const Mention& d) { return d.count > 1 && d.name == m.name; });
    if ((!m.role_word.empty() || of_counted) && !proper_name(m) && m.first > 0 &&
        (m.attrs.empty() ||
         (ordinal && std::all_of(m.attrs.begin(), m.attrs.end(),
                                 [](const Attr& a) { return a.field == "damage"; }))) &&
        (tokens[m.first - 1].word("either") || tokens[m.first - 1].word("neither") ||
         tokens[m.first - 1].word("each") || tokens[m.first - 1].word("any") ||
         tokens[m.first - 1].word("all") || ordinal) &&
        std::count_if(out.begin(), out.begin() + static_cast<long>(k), [](const Mention& d) {
          return d.head == Head::kDie && d.refers_to < 0;
        }) >= 2) {
      m.head = Head::kNone;
      // (The damage said with it is what the split sends there.)
      m.attrs.clear();
      continue;
    }
    // "he's got another villain w/ retaliation": one die more, never one
    // told before.
    if (m.first > 0 && tokens[m.first - 1].word("another")) continue;
    // "they blocked with that damaged die", "the damaged one": the die
    // dealt damage before, not the latest.
    if (!proper_name(m) && !m.has("a") && !m.has("d") && m.count == 1 && m.first > 0 &&
        tokens[m.first - 1].word("damaged")) {
      for (size_t j = k; j-- > 0;)
        if (out[j].head == Head::kDie && out[j].refers_to < 0 &&
            damaged_where_told(out, tokens, j)) {
          m.refers_to = static_cast<int>(j);
          break;
        }
      if (m.refers_to >= 0) continue;
    }
    // ("i attack w/ 3a/3d and 4a/2d ... 4a goes unblocked": one stat alone,
    // the very value of one die told before and of no other, is that die.)
    // (Opening its clause: not "6 dmg on a 6 def", "more than his 3
    // defense".)
    const bool opens = m.first == 0 || tokens[m.first - 1].ends() ||
                       tokens[m.first - 1].word("and") || tokens[m.first - 1].word("then");
    if (opens && m.count == 1 && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.attrs.size() == 1 && (m.has("a") || m.has("d"))) {
      const std::string f = m.has("a") ? "a" : "d";
      int only = -1, fits = 0;
      for (size_t j = 0; j < k; ++j)
        if (out[j].head == Head::kDie && out[j].refers_to < 0 && out[j].has("a") &&
            out[j].has("d") && out[j].attr(f) == m.attr(f)) {
          only = static_cast<int>(j);
          ++fits;
        }
      if (fits == 1) {
        m.refers_to = only;
        continue;
      }
    }
    // "the attacking Sidekick": the one Sidekick told before, whichever
    // role it has; with two, the adjective is not enough to tell which.
    size_t same_noun = 0;
    for (size_t j = 0; j < k; ++j)
      same_noun += out[j].head == Head::kDie && out[j].refers_to < 0 &&
                   (out[j].name == m.name || out[j].name == m.name + "s");
    const bool role_adjective =
        same_noun == 1 && m.first > 0 &&
        (tokens[m.first - 1].text == "attacking" || tokens[m.first - 1].text == "blocking");
    // The latest die that fits: "the 3D one" is the one just described.
    for (size_t j = k; j-- > 0;) {
      const Mention& e = out[j];
      if (e.head != Head::kDie || e.refers_to >= 0) continue;
      // ("my Thor 5A/3D ... their Thor 4A/4D": stats of its own, or another
      // owner, make another die of the same card.)
      // ("Thor card has level 1 2A/2D, level 2 4A/4D ... is Thor, now
      // 4A/4D, KO'd?": the stats of another face of the same die.)
      bool another_face = false;
      for (const Attr& a : e.attrs)
        another_face |= a.field.size() == 6 && a.field.rfind("level", 0) == 0 &&
                        a.value == m.attr("a") + "A/" + m.attr("d") + "D";
      const bool own_stats = m.has("a") && m.has("d") && e.has("a") && e.has("d") &&
                             (m.attr("a") != e.attr("a") || m.attr("d") != e.attr("d")) &&
                             !another_face;
      const bool other_owner =
          m.owner != Owner::kUnsaid && e.owner != Owner::kUnsaid && m.owner != e.owner;
      // ("the Red Dragon ... blocks the Dragon": its last word.)
      const bool same_name = proper_name(m) && short_for(m.name, e.name) &&
                             tokens[m.head_token].kind != Tok::kDiceStat && !own_stats &&
                             !other_owner;
      // "the 1A/3D", "the 3 defense blocker": a die named by its stats.
      // ("that damaged 2A/5D die")
      size_t said_at = m.first;
      while (said_at > 1 &&
             (tokens[said_at - 1].word("damaged") || tokens[said_at - 1].word("pinged")))
        --said_at;
      bool same_stats = said_at > 0 &&
                        (tokens[said_at - 1].word("the") || tokens[said_at - 1].word("that")) &&
                        (m.has("a") || m.has("d"));
      // "my 6/5 ... does my 6/5 survive?": a possessive with the very stats
      // of a die told in an earlier sentence is that die again.
      bool sentence_between = false;
      for (size_t t = e.last; t < m.first && !sentence_between; ++t)
        sentence_between = tokens[t].ends_sentence();
      // ("... a Sidekick (1A/1D). ... their own 1A/1D Sidekick" is theirs.)
      const bool unnamed = !proper_name(m) || tokens[m.head_token].kind == Tok::kDiceStat;
      same_stats |=
          said_at > 0 && sentence_between && unnamed &&
          (m.owner == e.owner || (m.owner == Owner::kMine && e.owner == Owner::kUnsaid)) &&
          m.owner != Owner::kUnsaid && m.has("a") && m.has("d") &&
          (tokens[said_at - 1].word("my") || tokens[said_at - 1].word("their") ||
           tokens[said_at - 1].word("his") || tokens[said_at - 1].word("her") ||
           tokens[said_at - 1].word("your"));
      for (const char* f : {"a", "d"})
        same_stats = same_stats && (!m.has(f) || e.attr(f) == m.attr(f));
      // "the 3 defense blocker" is not the 4A/3D attacker.
      same_stats =
          same_stats && (m.role_word.empty() || e.role_word.empty() || m.role_word == e.role_word);
      // ("the first Sidekick": an ordinal between.)
      size_t opener = m.first;
      while (opener > 1 && (tokens[opener - 1].word("first") || tokens[opener - 1].word("second") ||
                            tokens[opener - 1].word("third") || tokens[opener - 1].word("other") ||
                            (role_adjective && opener == m.first)))
        --opener;
      // ("the Iron Will die" is not the latest die when that one lacks it.)
      bool holds_keywords = true;
      for (const Attr& a : m.attrs)
        holds_keywords = holds_keywords && (a.value != "true" || e.attr(a.field) == "true");
      const bool again = !proper_name(m) && m.count == 1 && holds_keywords &&
                         ((!m.role_word.empty() && e.role_word == m.role_word) ||
                          (m.role_word.empty() && (e.name == m.name || e.name == m.name + "s"))) &&
                         !m.has("a") && !m.has("d") && opener > 0 &&
                         (tokens[opener - 1].word("the") || tokens[opener - 1].word("my") ||
                          tokens[opener - 1].word("their") || tokens[opener - 1].word("that") ||
                          tokens[opener - 1].word("each"));
      // "i put 3 on thug 1 on sidekick": damage put on a die of the one
      // kind told before, in table talk with no "the".
      const bool put_on = !proper_name(m) && m.count == 1 && same_noun == 1 && e.name == m.name &&
                          !m.has("a") && !m.has("d") && m.first > 0 &&
                          (tokens[m.first - 1].word("on") || tokens[m.first - 1].word("onto") ||
                           tokens[m.first - 1].word("to"));
      // "two Sidekick dice ... one of the Sidekicks": the group again.
      // ("... puts 2 damage on one Sidekick": one die of it.)
      const bool one_of = m.count == 1 && m.first > 0 && tokens[m.first - 1].word("one");
      const bool group_again = (m.count > 1 || one_of) && e.count > 1 && !m.has("a") &&
                               !m.has("d") && (e.name == m.name || e.name + "s" == m.name);
      // "my fast guy", "my immortal die" with nothing new: the one die told
      // before with those keywords.
      bool same_keywords = !proper_name(m) && m.count == 1 && !told.empty() && !m.has("a") &&
                           !m.has("d") && m.first > 0 &&
                           (tokens[m.first - 1].word("my") || tokens[m.first - 1].word("the") ||
                            tokens[m.first - 1].word("his") || tokens[m.first - 1].word("their") ||
                            tokens[m.first - 1].word("that"));
      for (const Attr& a : told)
        same_keywords = same_keywords && a.value == "true" && e.attr(a.field) == "true";
      if (same_keywords) {
        size_t with_them = 0;
        for (size_t i = 0; i < k; ++i) {
          bool all = out[i].head == Head::kDie && out[i].refers_to < 0;
          for (const Attr& a : told) all = all && out[i].attr(a.field) == "true";
          with_them += all;
        }
        same_keywords = with_them == 1;
      }
      if (same_name || again || same_stats || group_again || put_on || same_keywords) {
        m.refers_to = static_cast<int>(j);
        break;
      }
    }
    // "Widow (2A/3D) is declared as a blocker", "Hulk is the attacker":
    // the die said to be one, not one more.
    if (m.refers_to < 0 && !proper_name(m) && !m.role_word.empty() && !m.has("a") && !m.has("d") &&
        said_to_be(tokens, m))
      for (size_t j = k; j-- > 0;) {
        if (out[j].last < m.first && tokens[out[j].last].ends() && tokens[out[j].last].brk != ')' &&
            tokens[out[j].last].brk != ',')
          break;
        if (out[j].head == Head::kDie && out[j].refers_to < 0) {
          m.refers_to = static_cast<int>(j);
          break;
        }
      }
    // "the die", "my guy", "that one" with nothing new: a die already
    // described (the latest), not one more.
    // ("each Sidekick" is not the latest die whatever it is.)
    // ("does my guy survive the 3 dmg": what it takes is nothing new.)
    // ("both dice block it": several, no one die.)
    const bool group = group_said_before(tokens, m.first);
    if (m.refers_to < 0 && !proper_name(m) && m.role_word.empty() && told.empty() && m.count == 1 &&
        m.name != "sidekick" && m.name != "sidekicks" && !group) {
      // ("My brute, Bane, attacked. The Flash blocked him ... he hit my
      // guy": "my guy" is the latest die said to be mine, when one is.)
      for (size_t j = k; j-- > 0 && m.owner == Owner::kMine;)
        if (out[j].head == Head::kDie && out[j].refers_to < 0 && out[j].owner == Owner::kMine) {
          m.refers_to = static_cast<int>(j);
          break;
        }
      for (size_t j = k; j-- > 0 && m.refers_to < 0;)
        if (out[j].head == Head::kDie && out[j].refers_to < 0) {
          m.refers_to = static_cast<int>(j);
          break;
        }
    }
  }
  return out;
}

}  // namespace arbiter::query::ask
