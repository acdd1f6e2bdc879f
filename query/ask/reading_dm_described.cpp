// One mention per die: a die described in several parts ("Hulk A6 D4", "my
// 4A attacker (Beast, 5D)", "... but Wolverine already has 2 damage") is
// joined into the mention said first.
#include <algorithm>
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

// Names that stand for one die, not a kind of die.
bool proper_name(const Mention& m) {
  static const std::set<std::string> kGeneric = {
      "die",       "dice",          "character", "character die", "guy",
      "guys",      "one",           "attacker",  "blocker",       "blockers",
      "attackers", "attacking die", "sidekick",  "sidekicks"};
  return !kGeneric.count(m.name);
}

// "two blockers on my Thor": the die a group of blockers is said to be on
// (or against) is the one they block.
bool blocked_by_group(const Mention& group, const Mention& m, const std::vector<Token>& tokens) {
  if (group.role_word != "blocker" || group.count < 2) return false;
  size_t t = group.last + 1;
  if (t >= m.first || !(tokens[t].word("on") || tokens[t].word("against"))) return false;
  Owner o;
  for (++t; t < m.first && determiner(tokens[t], o);) ++t;
  return t == m.first;
}

namespace {

// A name said again shorter: "widow" for "black widow", "cap" for "captain
// america" (the start of a name of several words).
bool short_for(const std::string& said, const std::string& name) {
  if (said == name || name.ends_with(" " + said)) return true;
  return said.size() >= 3 && said.find(' ') == std::string::npos &&
         name.find(' ') != std::string::npos && name.starts_with(said);
}

// A die described in two parts: "my 4A attacker (Beast, 5D)", the name
// and the other stat in brackets right after it; "a 3D Daredevil with 1A",
// the other stat after "with". `m` completes `prev` when it adds only stats
// `prev` lacks, and says nothing of a role of its own.
bool completes(const Mention& prev, const Mention& m, const std::vector<Token>& tokens) {
  if (prev.head != Head::kDie || m.head != Head::kDie || prev.count != 1 || m.count != 1 ||
      !m.role_word.empty() || m.first == 0 || m.first <= prev.last)
    return false;
  const bool prev_stat = prev.has("a") || prev.has("d");
  const bool m_stat = m.has("a") || m.has("d");
  for (const char* f : {"a", "d"})
    if (prev.has(f) && m.has(f)) return false;
  // In the brackets right after `prev`, each part in turn: its name, or the
  // stat it lacks.
  const bool names_it = !m_stat && proper_name(m) && !proper_name(prev);
  const bool aside = tokens[prev.last].brk == '(' && m.first == prev.last + 1 &&
                     (names_it || (prev_stat && m_stat));
  if (!m_stat) return aside;
  // "with" and the stat, after at most a name: nothing else between.
  bool with = prev_stat && tokens[m.head_token].kind == Tok::kDiceStat && m.first == m.head_token &&
              tokens[m.first - 1].word("with") && !tokens[prev.last].ends();
  for (size_t t = prev.last + 1; with && t + 1 < m.first; ++t)
    with = tokens[t].kind == Tok::kWord && !tokens[t].in_corpus && !tokens[t].ends();
  // "Wolverine blocks with 3D": the stats of the die that does the verb.
  const bool verb_with = tokens[m.head_token].kind == Tok::kDiceStat && m.first == m.head_token &&
                         !prev_stat && proper_name(prev) && m.first == prev.last + 3 &&
                         tokens[m.first - 1].word("with") && !tokens[prev.last].ends() &&
                         dm_verb(tokens, prev.last + 1).has_value() &&
                         !tokens[prev.last + 1].ends();
  return aside || with || verb_with;
}

}  // namespace

// "Hulk A6 D4", "blocker is a 3A/1D", "their Wolverine (4D, ...)": stats
// that follow a name with none describe the same die; a name said again
// ("... but Wolverine already has 2 damage") is the die named before; "the
// blocker", "my attacker" again is the die already called so.
std::vector<Mention> join_described(std::vector<Mention> ms, const std::vector<Token>& tokens) {
  std::vector<Mention> out;
  std::vector<int> moved(ms.size(), -1);
  // old index -> new (pronouns refer by index)
  for (size_t old = 0; old < ms.size(); ++old) {
    Mention& m = ms[old];
    if (m.refers_to >= 0) m.refers_to = moved[static_cast<size_t>(m.refers_to)];
    // "Colossus, who has Iron Will and is 4A/5D": what the relative clause
    // says first, then the stats, are all Colossus's.
    if (out.size() >= 2 && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.role_word.empty() && out.back().head == Head::kNone &&
        out[out.size() - 2].head == Head::kDie && !out[out.size() - 2].has("a") &&
        !out[out.size() - 2].has("d")) {
      Mention& said = out.back();
      Mention& die = out[out.size() - 2];
      const size_t rel = die.last + 1;  // "who has", "which has"
      const bool relative =
          rel < said.first &&
          (tokens[rel].word("who") || tokens[rel].word("which") || tokens[rel].word("that")) &&
          (tokens[rel + 1].word("has") || tokens[rel + 1].word("have"));
      bool and_is = said.last + 1 < m.first;
      for (size_t t = said.last + 1; and_is && t < m.first; ++t)
        and_is = tokens[t].word("and") || tokens[t].word("is") || tokens[t].word("has");
      if (relative && and_is && !tokens[said.last].ends()) {
        for (const Attr& a : said.attrs) die.attrs.push_back(a);
        for (const Attr& a : m.attrs) die.attrs.push_back(a);
        said.attrs.clear();
        die.last = m.last;
        moved[old] = static_cast<int>(out.size()) - 2;
        continue;
      }
    }
    // "Wolverine, Regenerate, 4A/2D, attacks": a name, then its keywords and
    // stats listed after commas.
    if (out.size() >= 2 && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.role_word.empty() && out.back().head == Head::kNone &&
        out[out.size() - 2].head == Head::kDie && !out[out.size() - 2].has("a") &&
        !out[out.size() - 2].has("d") && out[out.size() - 2].count == 1) {
      Mention& said = out.back();
      Mention& die = out[out.size() - 2];
      const bool keywords = std::all_of(said.attrs.begin(), said.attrs.end(),
                                        [](const Attr& a) { return a.value == "true"; });
      if (keywords && !said.attrs.empty() && tokens[die.last].brk == ',' &&
          said.first == die.last + 1 && tokens[said.last].brk == ',' && m.first == said.last + 1) {
        for (const Attr& a : said.attrs) die.attrs.push_back(a);
        for (const Attr& a : m.attrs) die.attrs.push_back(a);
        said.attrs.clear();
        die.last = m.last;
        moved[old] = static_cast<int>(out.size()) - 2;
        continue;
      }
    }
    // "6a overcrush (6a/4d)": the same A again in brackets, with the D.
    if (!out.empty() && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.role_word.empty() && m.has("a") && m.has("d") && out.back().head == Head::kDie &&
        out.back().has("a") && !out.back().has("d") && out.back().attr("a") == m.attr("a") &&
        out.back().count == 1 && tokens[out.back().last].brk == '(' &&
        m.first == out.back().last + 1) {
      Mention& prev = out.back();
      for (const Attr& a : m.attrs)
        if (a.field != "a") prev.attrs.push_back(a);
      prev.last = m.last;
      moved[old] = static_cast<int>(out.size()) - 1;
      continue;
    }
    if (!out.empty() && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.role_word.empty()) {
      Mention& prev = out.back();
      // "two dice with 3 attack each": the group's stats.
      // ("three attackers with 2A, 3A and 4A" lists each die's own.)
      const bool listed =
          m.last + 2 < tokens.size() &&
          (tokens[m.last].brk == ',' || tokens[m.last + 1].word("and")) &&
          (tokens[m.last + 1].kind == Tok::kDiceStat || tokens[m.last + 2].kind == Tok::kDiceStat);
      const bool each = m.last + 1 < tokens.size() && tokens[m.last + 1].word("each");
      const bool group_with =
          prev.count > 1 && m.first > 0 &&
          (tokens[m.first - 1].word("with") || tokens[m.first - 1].brk == '(' || each) && !listed;
      bool joined = prev.head == Head::kDie && !prev.has("a") && !prev.has("d") &&
                    (prev.count == 1 || group_with) &&
                    tokens[prev.head_token].kind != Tok::kDiceStat &&
                    (!tokens[prev.last].ends() || tokens[prev.last].brk == ',' ||
                     tokens[prev.last].brk == ':' ||
                     // "ghost rider (immortal) 3A": its stats after its brackets
                     (tokens[prev.last].brk == ')' && m.first == prev.last + 1));
      bool via_verb = false;  // "is attacking at 5A": the verb stays a verb
      for (size_t t = prev.last + 1; joined && t < m.first; ++t) {
        Owner o;
        // "Hulk is attacking at 5A/4D", "Widow has Deadly and is 1A/3D":
        // "at" right before the stats, the verb before that "at", "and"
        // before "is" or "has".
        const bool at_stats = tokens[t].word("at") && t + 1 == m.first;
        const bool verb_at = t + 2 == m.first && tokens[t + 1].word("at") &&
                             (tokens[t].text == "attacking" || tokens[t].text == "blocking" ||
                              tokens[t].text == "swinging");
        via_verb |= verb_at;
        const bool and_is = tokens[t].word("and") && t + 1 < m.first &&
                            (tokens[t + 1].word("is") || tokens[t + 1].word("has"));
        joined =
            (at_stats || verb_at || and_is || tokens[t].word("is") || tokens[t].word("with") ||
             (t == prev.last + 1 && die_noun(tokens[t])) ||  // "my Hulk die is ...""
             tokens[t].word("has") || tokens[t].word("which") || tokens[t].word("who") ||
             tokens[t].word("that") || tokens[t].word("that's") || tokens[t].word("who's") ||
             tokens[t].word("whose") || tokens[t].word("thats") || tokens[t].word("vanilla") ||
             tokens[t].word("plain") || tokens[t].word("basic") || tokens[t].word("just") ||
             // "Spider-Man, whose stats are 2A/5D"
             tokens[t].word("stats") || tokens[t].word("are") || tokens[t].word("was") ||
             // "my Hulk die, which is showing 5A/4D", "a printed 3A/3D"
             tokens[t].word("showing") || tokens[t].word("shows") || tokens[t].word("currently") ||
             tokens[t].word("printed") || determiner(tokens[t], o) ||
             // "my blocker is normally 2A/4D"
             tokens[t].word("normally") || tokens[t].word("usually") ||
             tokens[t].word("originally") || tokens[t].word("actually")) &&
            !tokens[t].ends();
      }
      if (joined) {
        for (const Attr& a : m.attrs) prev.attrs.push_back(a);
        if (!via_verb) prev.last = m.last;
        moved[old] = static_cast<int>(out.size()) - 1;
        continue;
      }
    }
    // "my opponent's Wolverine, a 4A/2D attacker": a name, then after a
    // comma and an article the same die described.
    if (!out.empty() && m.head == Head::kDie && m.count == 1 && (m.has("a") || m.has("d")) &&
        out.back().head == Head::kDie && proper_name(out.back()) && out.back().count == 1 &&
        !out.back().has("a") && !out.back().has("d") && tokens[out.back().last].brk == ',' &&
        out.back().last + 2 == m.first &&
        (tokens[m.first - 1].word("a") || tokens[m.first - 1].word("an"))) {
      Mention& prev = out.back();
      for (const Attr& a : m.attrs) prev.attrs.push_back(a);
      if (prev.role_word.empty()) prev.role_word = m.role_word;
      prev.last = m.last;
      moved[old] = static_cast<int>(out.size()) - 1;
      continue;
    }
    // "their own Fast die, Quicksilver at 3A/3D": a die said in general,
    // then after a comma named with its stats.
    if (!out.empty() && m.head == Head::kDie && m.count == 1 && m.role_word.empty() &&
        proper_name(m) && tokens[m.first].kind != Tok::kDiceStat && out.back().head == Head::kDie &&
        !proper_name(out.back()) && out.back().count == 1 && !out.back().has("a") &&
        !out.back().has("d") && tokens[out.back().last].brk == ',' &&
        out.back().last + 1 == m.first) {
      Mention& prev = out.back();
      for (const Attr& a : m.attrs) prev.attrs.push_back(a);
      prev.name = m.name;
      prev.last = m.last;
      moved[old] = static_cast<int>(out.size()) - 1;
      continue;
    }
    // "a Hulk character die with 6A/5D": the name's die.
    if (!out.empty() && out.back().head == Head::kDie && m.head == Head::kDie &&
        proper_name(out.back()) && (m.name == "character die" || m.name == "character") &&
        m.first == out.back().last + 1 && !tokens[out.back().last].ends() &&
        out.back().count == 1 && m.count == 1) {
      Mention& prev = out.back();
      for (const Attr& a : m.attrs) prev.attrs.push_back(a);
      prev.last = m.last;
      moved[old] = static_cast<int>(out.size()) - 1;
      continue;
    }
    if (!out.empty() && completes(out.back(), m, tokens)) {
      Mention& prev = out.back();
      for (const Attr& a : m.attrs) prev.attrs.push_back(a);
      if (!proper_name(prev) && proper_name(m)) prev.name = m.name;
      // "a 3D Daredevil with 1A": the name between is this die's.
      if (!proper_name(prev) && prev.last + 2 == m.first &&
          tokens[prev.last + 1].kind == Tok::kWord)
        prev.name = tokens[prev.last + 1].text;
      prev.last = m.last;
      moved[old] = static_cast<int>(out.size()) - 1;
      continue;
    }
    // "one blocker: Storm 5A/2D", "the attacker is Hulk": a role noun and
    // the die it names.
    if (!out.empty() && m.head == Head::kDie && m.role_word.empty() && m.count == 1) {
      Mention& prev = out.back();
      const bool bare = prev.head == Head::kDie && !prev.role_word.empty() && prev.count == 1 &&
                        !prev.has("a") && !prev.has("d") &&
                        tokens[prev.head_token].kind != Tok::kDiceStat;
      // ("the attacker is blocked by a 4A/4D die": a verb between, so two dice.)
      // "Player A's lone attacker, a 3A/2D Wolverine": the same die again.
      Owner o;
      const bool apposed = tokens[prev.last].brk == ',' && prev.last + 1 < m.first &&
                           determiner(tokens[prev.last + 1], o) && m.has("a") && m.has("d");
      bool linked = tokens[prev.last].brk == ':' || apposed ||
                    (prev.last + 1 < m.first && tokens[prev.last + 1].word("is"));
      for (size_t t = prev.last + 2; linked && t < m.first; ++t)
        linked = determiner(tokens[t], o) && !dm_verb(tokens, t).has_value();
      if (bare && linked) {
        for (const Attr& a : m.attrs) prev.attrs.push_back(a);
        prev.name = m.name;
        prev.last = m.last;
        moved[old] = static_cast<int>(out.size()) - 1;
        continue;
      }
    }
    moved[old] = static_cast<int>(out.size());
    out.push_back(m);
  }
  // "he used a Global ability", "she pays a mask": only a player uses,
  // pays and spends; a die does not.
  static const std::set<std::string> kPlayersVerb = {
      "use",    "uses",  "used", "pay",  "pays",   "paid",      "spend",
      "spends", "spent", "buy",  "buys", "bought", "purchases", "purchased"};
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
    // "is either blocker KO'd?", "does each attacker survive?": the dice
    // told before, asked about, not one more.
    // ("2 damage to the first blocker and 3 to the second": one of them,
    // in the order told, which the split reads.)
    const bool ordinal = m.first > 1 && tokens[m.first - 2].word("the") &&
                         (tokens[m.first - 1].word("first") || tokens[m.first - 1].word("second") ||
                          tokens[m.first - 1].word("third"));
    if (!m.role_word.empty() && !proper_name(m) && m.attrs.empty() && m.first > 0 &&
        (tokens[m.first - 1].word("either") || tokens[m.first - 1].word("neither") ||
         tokens[m.first - 1].word("each") || tokens[m.first - 1].word("any") || ordinal) &&
        std::count_if(out.begin(), out.begin() + static_cast<long>(k), [](const Mention& d) {
          return d.head == Head::kDie && d.refers_to < 0;
        }) >= 2) {
      m.head = Head::kNone;
      continue;
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
      const bool own_stats = m.has("a") && m.has("d") && e.has("a") && e.has("d") &&
                             (m.attr("a") != e.attr("a") || m.attr("d") != e.attr("d"));
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
      const bool group_again = m.count > 1 && e.count > 1 && !m.has("a") && !m.has("d") &&
                               (e.name == m.name || e.name + "s" == m.name);
      // "my fast guy", "my immortal die" with nothing new: the one die told
      // before with those keywords.
      bool same_keywords = !proper_name(m) && m.count == 1 && !m.attrs.empty() && !m.has("a") &&
                           !m.has("d") && m.first > 0 &&
                           (tokens[m.first - 1].word("my") || tokens[m.first - 1].word("the") ||
                            tokens[m.first - 1].word("his") || tokens[m.first - 1].word("their") ||
                            tokens[m.first - 1].word("that"));
      // ("my iron will guy to 5 dmg": what it takes is not a description.)
      for (const Attr& a : m.attrs)
        same_keywords = same_keywords &&
                        (a.field == "incoming" || (a.value == "true" && e.attr(a.field) == "true"));
      if (same_keywords) {
        size_t with_them = 0;
        for (size_t i = 0; i < k; ++i) {
          bool all = out[i].head == Head::kDie && out[i].refers_to < 0;
          for (const Attr& a : m.attrs)
            all = all && (a.field == "incoming" || out[i].attr(a.field) == "true");
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
    const bool nothing_new = std::all_of(m.attrs.begin(), m.attrs.end(),
                                         [](const Attr& a) { return a.field == "incoming"; });
    if (m.refers_to < 0 && !proper_name(m) && m.role_word.empty() && nothing_new && m.count == 1 &&
        m.name != "sidekick" && m.name != "sidekicks")
      for (size_t j = k; j-- > 0;)
        if (out[j].head == Head::kDie && out[j].refers_to < 0) {
          m.refers_to = static_cast<int>(j);
          break;
        }
  }
  return out;
}

}  // namespace arbiter::query::ask
