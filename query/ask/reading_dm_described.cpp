// One mention per die: a die described in several parts ("Hulk A6 D4", "my
// 4A attacker (Beast, 5D)", "their Wolverine, a 4A/2D attacker") is joined
// into the mention said first.
#include <algorithm>
#include <set>

#include "common/text.h"
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
  // "My Juggernaut is 5 attack but only 2 defense": the other stat right
  // after, past "but" or "and" and a word of degree.
  bool but_only = prev_stat && m.first > prev.last + 1 && m.first <= prev.last + 3 &&
                  tokens[m.head_token].kind == Tok::kDiceStat && m.first == m.head_token &&
                  !tokens[prev.last].ends() &&
                  (tokens[prev.last + 1].word("but") || tokens[prev.last + 1].word("and"));
  for (size_t t = prev.last + 2; but_only && t < m.first; ++t)
    but_only = tokens[t].word("only") || tokens[t].word("just");
  return aside || with || verb_with || but_only;
}

// Right after the pronoun, or with "showing", "now" or "at" between: "it's
// showing 4 attack and 3 defense". A bare "he", "she" or "it" needs its
// verb: "he is 5A/4D", "it was 3A/3D".
bool showing_between(const Mention& pronoun, const Mention& m, const std::vector<Token>& tokens) {
  const bool bare = pronoun.name == "he" || pronoun.name == "she" || pronoun.name == "it";
  if (pronoun.last + 1 == m.first) return !bare;
  bool verb = !bare;
  for (size_t t = pronoun.last + 1; t < m.first; ++t) {
    const bool copula = bare && t == pronoun.last + 1 &&
                        (tokens[t].word("is") || tokens[t].word("was") || tokens[t].word("has"));
    verb |= copula;
    if (tokens[t].ends() || !(copula || tokens[t].word("showing") || tokens[t].word("now") ||
                              tokens[t].word("at") || tokens[t].word("currently")))
      return false;
  }
  return verb && !tokens[pronoun.last].ends();
}

// The die that "attacks as" or "blocks as" the stats `m` are, told
// before them in their sentence with no stats of its own and no other die
// between (or a pronoun's die), as an index into `out`; -1 when none.
int doer_of_stats_as(const std::vector<Mention>& out, const Mention& m,
                     const std::vector<Token>& tokens) {
  // ("Wolverine attacks as a 2A/3D die": an article, and the noun after.)
  const size_t article =
      m.first >= 3 && (tokens[m.first - 1].word("a") || tokens[m.first - 1].word("an")) ? 1 : 0;
  const bool stats_head = m.first == m.head_token || (m.count == 1 && m.head_token == m.first + 1 &&
                                                      die_noun(tokens[m.head_token]));
  if (m.head != Head::kDie || m.first < 2 || !stats_head ||
      tokens[m.first].kind != Tok::kDiceStat || !m.role_word.empty() ||
      !tokens[m.first - 1 - article].word("as") || tokens[m.first - 2 - article].ends() ||
      (article && tokens[m.first - 2].ends()))
    return -1;
  const std::optional<Verb> verb = dm_verb(tokens, m.first - 2 - article);
  if (verb != Verb::kAttack && verb != Verb::kBlock) return -1;
  for (size_t k = out.size(); k-- > 0;) {
    const Mention& o = out[k];
    if (sentence_between(tokens, o.last, m.first)) return -1;
    if (o.head == Head::kNone) continue;
    const int die = o.head == Head::kPronoun ? o.refers_to : static_cast<int>(k);
    if (die < 0 || out[static_cast<size_t>(die)].head != Head::kDie) return -1;
    const Mention& d = out[static_cast<size_t>(die)];
    return d.has("a") || d.has("d") || d.count != 1 ? -1 : die;
  }
  return -1;
}

// The die whose value the stats `m` say again after "so", "i.e." or
// "meaning" in the same sentence ("showing 5A/4D, so 5 attack"), as an
// index into `out`; -1 when none, or when `m` says more than that value.
int value_said_again(const std::vector<Mention>& out, const Mention& m,
                     const std::vector<Token>& tokens) {
  if (m.head != Head::kDie || m.first == 0 || m.first != m.head_token || m.attrs.size() != 1 ||
      (m.attrs[0].field != "a" && m.attrs[0].field != "d") || !m.role_word.empty())
    return -1;
  const Token& before = tokens[m.first - 1];
  if (!(before.word("so") || before.word("i.e.") || before.word("ie") || before.word("meaning") ||
        before.word("thats") || before.word("that's")))
    return -1;
  for (size_t k = out.size(); k-- > 0;) {
    const Mention& o = out[k];
    if (sentence_between(tokens, o.last, m.first)) return -1;
    const int die = o.refers_to >= 0 ? o.refers_to : static_cast<int>(k);
    if (out[static_cast<size_t>(die)].head != Head::kDie) continue;
    if (o.attr(m.attrs[0].field) == m.attrs[0].value) return static_cast<int>(k);
  }
  return -1;
}

// Tokens [from, to) are a name no rulebook has, one to three words ending
// in a comma, with "at" after it ("Bane, at 4A/3D": the level before it is
// read into the stats).
bool name_set_off(const std::vector<Token>& tokens, size_t from, size_t to) {
  if (to > from && tokens[to - 1].word("at") && tokens[to - 1].brk == 0) --to;
  if (to <= from || to - from > 3 || tokens[to - 1].brk != ',') return false;
  for (size_t k = from; k < to; ++k)
    if (tokens[k].kind != Tok::kWord || tokens[k].in_corpus || (k + 1 < to && tokens[k].brk != 0))
      return false;
  return true;
}

}  // namespace

// "Hulk A6 D4", "blocker is a 3A/1D", "their Wolverine (4D, ...)": stats
// that follow a name with none describe the same die; then told_again
// (reading_dm_again.cpp) finds the dice said a second time.
std::vector<Mention> join_described(std::vector<Mention> ms, const std::vector<Token>& tokens) {
  std::vector<Mention> out;
  std::vector<int> moved(ms.size(), -1);
  // old index -> new (pronouns refer by index)
  for (size_t old = 0; old < ms.size(); ++old) {
    Mention& m = ms[old];
    if (m.refers_to >= 0) m.refers_to = moved[static_cast<size_t>(m.refers_to)];
    // m joined into the mention before it: its values, up to its last word.
    auto join_into_last = [&]() -> Mention& {
      Mention& prev = out.back();
      prev.attrs.insert(prev.attrs.end(), m.attrs.begin(), m.attrs.end());
      prev.last = m.last;
      moved[old] = static_cast<int>(out.size()) - 1;
      return prev;
    };
    // A name, then what is said of it apart, then its stats: "Colossus, who
    // has Iron Will and is 4A/5D" (a relative clause), "Wolverine,
    // Regenerate, 4A/2D, attacks" (keywords listed after commas). All of
    // it is the named die's.
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
      // ("who has Deadly and is only 1A/2D", "who has Fast but was just 2A/2D")
      for (size_t t = said.last + 1; and_is && t < m.first; ++t)
        and_is = tokens[t].word("and") || tokens[t].word("is") || tokens[t].word("has") ||
                 tokens[t].word("but") || tokens[t].word("was") || tokens[t].word("only") ||
                 tokens[t].word("just");
      const bool keywords =
          !said.attrs.empty() && std::all_of(said.attrs.begin(), said.attrs.end(),
                                             [](const Attr& a) { return a.value == "true"; });
      const bool listed = keywords && die.count == 1 && tokens[die.last].brk == ',' &&
                          said.first == die.last + 1 && tokens[said.last].brk == ',' &&
                          m.first == said.last + 1;
      if ((relative && and_is && !tokens[said.last].ends()) || listed) {
        for (const Attr& a : said.attrs) die.attrs.push_back(a);
        for (const Attr& a : m.attrs) die.attrs.push_back(a);
        said.attrs.clear();
        die.last = m.last;
        moved[old] = static_cast<int>(out.size()) - 2;
        continue;
      }
    }
    // ("swung his Black Panther at me, 4A/3D": the player it was swung
    // at, then the stats of the die swung.)
    if (out.size() >= 2 && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.role_word.empty() && out.back().head == Head::kPlayer &&
        tokens[out.back().last].brk == ',' && m.first == out.back().last + 1 &&
        out[out.size() - 2].head == Head::kDie && out[out.size() - 2].count == 1 &&
        !out[out.size() - 2].has("a") && !out[out.size() - 2].has("d") &&
        out[out.size() - 2].last + 2 == out.back().first &&
        (tokens[out.back().first - 1].word("at") || tokens[out.back().first - 1].word("into") ||
         tokens[out.back().first - 1].word("toward") ||
         tokens[out.back().first - 1].word("towards"))) {
      Mention& die = out[out.size() - 2];
      for (const Attr& a : m.attrs) die.attrs.push_back(a);
      moved[old] = static_cast<int>(out.size()) - 2;
      continue;
    }
    // ("My brute, Bane, level 1 at 4A/3D, attacked": a word for the die,
    // then its name no rulebook has, set off by commas, then its stats.)
    if (!out.empty() && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.role_word.empty() && out.back().head == Head::kDie && out.back().count == 1 &&
        out.back().attrs.empty() && tokens[out.back().last].brk == ',' &&
        name_set_off(tokens, out.back().last + 1, m.first)) {
      join_into_last();
      continue;
    }
    // ("Juggernaut has Overcrush and attacks as 7A/6D", "It attacks as
    // 3A/1D": the stats the die does the verb as are that die's.)
    // ("showing 5A/4D, so 5 attack": a value said again, as a sum's
    // result, of the die that has it.)
    if (const int again = value_said_again(out, m, tokens); again >= 0) {
      m.refers_to = again;
      moved[old] = static_cast<int>(out.size());
      out.push_back(m);
      continue;
    }
    // (Said again, as "it" would be: its words stay read where they are.)
    if (const int as = doer_of_stats_as(out, m, tokens); as >= 0) {
      m.refers_to = as;
      moved[old] = static_cast<int>(out.size());
      out.push_back(m);
      continue;
    }
    // ("Beast (2A/4D), the other attacker, wasn't blocked": the role said
    // of the die named right before, set off by commas.)
    if (!out.empty() && m.head == Head::kDie && !m.role_word.empty() && !proper_name(m) &&
        m.count == 1 && m.attrs.empty() && out.back().head == Head::kDie && out.back().count == 1 &&
        proper_name(out.back()) && m.first >= 2 && tokens[m.last].brk == ',') {
      size_t at = out.back().last + 1;
      while (at < m.first && (tokens[at].word("the") || tokens[at].word("other"))) ++at;
      const char before = tokens[out.back().last].brk;
      if (at == m.first && (before == ',' || before == ')') &&
          (tokens[out.back().last + 1].word("the"))) {
        Mention& prev = out.back();
        if (prev.role_word.empty()) prev.role_word = m.role_word;
        prev.last = m.last;
        moved[old] = static_cast<int>(out.size()) - 1;
        continue;
      }
    }
    // ("My Cable, 5A/6D, was the attacker", "Green Lantern is my
    // attacker": the role said of the die named right before, by "was" or
    // "is".)
    if (!out.empty() && m.head == Head::kDie && !m.role_word.empty() && !proper_name(m) &&
        m.count == 1 && m.attrs.empty() && out.back().head == Head::kDie && out.back().count == 1 &&
        proper_name(out.back()) && out.back().role_word.empty() &&
        tokens[out.back().head_token].kind != Tok::kDiceStat &&
        !tokens[out.back().last].ends_sentence()) {
      size_t at = out.back().last + 1;
      const bool is = at < m.first && (tokens[at].word("was") || tokens[at].word("is"));
      at += is ? 1 : 0;
      while (at < m.first &&
             (tokens[at].word("the") || tokens[at].word("my") || tokens[at].word("his") ||
              tokens[at].word("her") || tokens[at].word("their") || tokens[at].word("only")))
        ++at;
      if (is && at == m.first && !tokens[out.back().last + 1].ends()) {
        Mention& prev = out.back();
        prev.role_word = m.role_word;
        prev.last = m.last;
        moved[old] = static_cast<int>(out.size()) - 1;
        continue;
      }
    }
    // "Is Thor, now 4A/4D, KO'd?": what a change made of the die named
    // just before, asked about; the die's, and nothing new of it.
    if (!out.empty() && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.first > 0 && tokens[m.first - 1].word("now") && out.back().head == Head::kDie &&
        out.back().last + 2 == m.first) {
      size_t end = m.last;
      while (end + 1 < tokens.size() && !tokens[end].ends_sentence()) ++end;
      if (tokens[end].brk == '?') {
        moved[old] = static_cast<int>(out.size()) - 1;
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
      // ("2 thor dice 2a/2d attack", "two Bullseye dice, 2A/2D, swing":
      // right after the group's name, or set off by commas, one die's
      // stats are the group's.)
      const bool right_after = m.first == prev.last + 1 && tokens[prev.last].brk == 0;
      const bool set_off =
          m.first == prev.last + 1 && tokens[prev.last].brk == ',' && tokens[m.last].brk == ',';
      const bool group_with = prev.count > 1 && m.first > 0 &&
                              (tokens[m.first - 1].word("with") || tokens[m.first - 1].brk == '(' ||
                               each || right_after || set_off) &&
                              !listed;
      bool joined = prev.head == Head::kDie && !prev.has("a") && !prev.has("d") &&
                    (prev.count == 1 || group_with) &&
                    tokens[prev.head_token].kind != Tok::kDiceStat &&
                    (!tokens[prev.last].ends() || tokens[prev.last].brk == ',' ||
                     tokens[prev.last].brk == ':' ||
                     // "ghost rider (immortal) 3A": its stats after its brackets
                     (tokens[prev.last].brk == ')' && m.first == prev.last + 1));
      // ("My Quicksilver is fast but weak: 2 attack, 2 defense": a few
      // words of what it is like, then a colon and its stats.)
      bool colon_span = joined && m.first > prev.last + 1 && m.first <= prev.last + 4 &&
                        tokens[m.first - 1].brk == ':';
      for (size_t t = prev.last + 1; colon_span && t < m.first; ++t)
        colon_span = tokens[t].kind == Tok::kWord && (t + 1 == m.first || !tokens[t].ends());
      // ("a Sidekick on its character face (1A/1D)": the face it shows,
      // then its stats.)
      if (joined && !colon_span && m.first >= prev.last + 3 && m.first <= prev.last + 4 &&
          tokens[prev.last + 1].word("on") && tokens[m.first - 1].is("term", "face")) {
        bool face_only = true;
        for (size_t t = prev.last + 2; t + 1 < m.first; ++t) {
          Owner o;
          face_only &= tokens[t].word("its") || determiner(tokens[t], o);
        }
        colon_span = face_only;
      }
      // ("You've got Storm in the field, 3A/2D", "My Widow die is in the
      // Field Zone at level 2 (3A/2D)": where it is, then its stats after
      // the comma or in brackets.)
      if (joined && !colon_span &&
          (tokens[m.first - 1].brk == ',' || tokens[m.first - 1].brk == '(') &&
          tokens[m.first - 1].is("term", "field") && !tokens[prev.last].ends()) {
        size_t in_at = prev.last + 1;
        if (in_at < m.first && one_of(tokens[in_at].text, {"is", "was", "sits", "sat"}) &&
            tokens[in_at].brk == 0)
          ++in_at;
        bool in_field = m.first >= in_at + 2 && tokens[in_at].word("in");
        for (size_t t = in_at + 1; in_field && t + 1 < m.first; ++t) {
          Owner o;
          in_field = determiner(tokens[t], o) && !tokens[t].ends();
        }
        colon_span = in_field;
      }
      bool via_verb = false;  // "is attacking at 5A": the verb stays a verb
      for (size_t t = prev.last + 1; joined && !colon_span && t < m.first; ++t) {
        Owner o;
        // "Hulk is attacking at 5A/4D", "Widow has Deadly and is 1A/3D":
        // "at" right before the stats, the verb before that "at", "and"
        // before "is" or "has".
        const bool at_stats = tokens[t].word("at") && t + 1 == m.first;
        // ("Thor attacked at 5 attack, 4 defense": the same, past.)
        static const std::set<std::string> kVerbAt = {"attacking", "blocking", "swinging",
                                                      "attacked",  "attacks",  "blocked",
                                                      "blocks",    "swung",    "swings"};
        const bool verb_at =
            t + 2 == m.first && tokens[t + 1].word("at") && kVerbAt.count(tokens[t].text);
        // ("Storm attacked (5A/4D), ...": the stats in brackets right after
        // the verb.)
        const bool verb_bracket = t + 1 == m.first && t == prev.last + 1 && tokens[t].brk == '(' &&
                                  kVerbAt.count(tokens[t].text);
        via_verb |= verb_at || verb_bracket;
        // ("My Quicksilver has Fast but is only 2A/2D", "has Overcrush and
        // shows 7A/5D")
        const bool and_is = (tokens[t].word("and") || tokens[t].word("but")) && t + 1 < m.first &&
                            (tokens[t + 1].word("is") || tokens[t + 1].word("has") ||
                             tokens[t + 1].word("was") || tokens[t + 1].word("shows"));
        joined =
            (at_stats || verb_at || verb_bracket || and_is || tokens[t].word("is") ||
             tokens[t].word("shows") || tokens[t].word("with") ||
             (t == prev.last + 1 && die_noun(tokens[t])) ||  // "my Hulk die is ...""
             tokens[t].word("has") || tokens[t].word("which") || tokens[t].word("who") ||
             tokens[t].word("that") || tokens[t].word("that's") || tokens[t].word("who's") ||
             tokens[t].word("whose") || tokens[t].word("thats") || tokens[t].word("vanilla") ||
             tokens[t].word("plain") || tokens[t].word("basic") || tokens[t].word("just") ||
             // "Kitty Pryde, who is only 1A/2D", "which is still 3A/3D"
             tokens[t].word("only") || tokens[t].word("still") || tokens[t].word("now") ||
             // "blocked it with his own Sidekick, also 1A/1D"
             tokens[t].word("also") ||
             // "Spider-Man, whose stats are 2A/5D"
             tokens[t].word("stats") || tokens[t].word("are") || tokens[t].word("was") ||
             // "Hulk's 8A/6D with Overcrush": "is", said short
             (tokens[t].text == "'s" && t == prev.last + 1) ||
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
      Mention& prev = join_into_last();
      if (prev.role_word.empty()) prev.role_word = m.role_word;
      continue;
    }
    // "blocker She-Hulk A1 D8", "his only blocker, a level 1 Hulk with
    // A6/D6": a bare role word labels the die named right after it, or
    // after a comma and an article.
    if (!out.empty() && m.head == Head::kDie && m.count == 1 &&
        (m.has("a") || m.has("d") || proper_name(m)) && m.role_word.empty()) {
      const Mention& prev = out.back();
      // (Not "without a blocker, a Hulk 6A/6D attacks": no such role.)
      size_t said = prev.first;
      while (said > 0 && (tokens[said - 1].word("a") || tokens[said - 1].word("an") ||
                          tokens[said - 1].word("any")))
        --said;
      const bool denied =
          said > 0 && (tokens[said - 1].word("no") || tokens[said - 1].word("without") ||
                       tokens[said - 1].word("never"));
      const bool bare = prev.head == Head::kDie && prev.count == 1 && prev.attrs.empty() &&
                        (prev.name == "blocker" || prev.name == "attacker") &&
                        prev.role_word == prev.name && !denied;
      const bool right_after = m.first == prev.last + 1 && tokens[prev.last].brk == 0;
      const bool apposed = tokens[prev.last].brk == ',' && m.first == prev.last + 2 &&
                           (tokens[m.first - 1].word("a") || tokens[m.first - 1].word("an"));
      if (bare && (right_after || apposed)) {
        Mention labelled = m;
        labelled.role_word = prev.role_word;
        labelled.first = prev.first;
        if (labelled.owner == Owner::kUnsaid) labelled.owner = prev.owner;
        out.back() = labelled;
        moved[old] = static_cast<int>(out.size()) - 1;
        continue;
      }
    }
    // "blocked the Wolverine I attacked with (4A/3D)": stats in brackets
    // closing a relative clause are its head's, the die before "I".
    if (out.size() >= 2 && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.role_word.empty() && m.first >= 2 && tokens[m.first - 1].word("with") &&
        tokens[m.first - 1].brk == '(') {
      Mention& die = out[out.size() - 2];
      const Mention& who = out.back();
      const bool clause = who.head == Head::kPlayer && who.owner == Owner::kMine &&
                          who.first == die.last + 1 && who.last + 3 == m.first &&
                          tokens[who.last + 1].is("action", "attack") && die.head == Head::kDie &&
                          !die.has("a") && !die.has("d") && die.count == 1 &&
                          tokens[die.last].brk == 0;
      if (clause) {
        for (const Attr& a : m.attrs) die.attrs.push_back(a);
        moved[old] = static_cast<int>(out.size()) - 2;
        continue;
      }
    }
    // "attacked me with joker, it's 2 attack and 4 defense", "my cyclops,
    // he's 3/3", "Thor, he is 5A/4D": stats right after "it's", "he's", "she's" that stands for
    // a die said with none are that die's.
    if (!out.empty() && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.role_word.empty() && out.back().head == Head::kPronoun &&
        showing_between(out.back(), m, tokens) && out.back().refers_to >= 0 &&
        (out.back().name == "it's" || out.back().name == "he's" || out.back().name == "she's" ||
         out.back().name == "it" || out.back().name == "he" || out.back().name == "she")) {
      Mention& said = out.back();
      Mention& named = out[static_cast<size_t>(said.refers_to)];
      // (A bare "he was 2A/3D but ... so he is 3A/3D": two values in its
      // sentence, which the reader cannot tell apart; not joined.)
      const bool bare = said.name == "he" || said.name == "she" || said.name == "it";
      bool more_stats = false;
      size_t from = m.first;
      while (from > 0 && !tokens[from - 1].ends_sentence()) --from;
      for (size_t t = from;
           bare && t < tokens.size() && (t == from || !tokens[t - 1].ends_sentence()); ++t)
        more_stats |= tokens[t].kind == Tok::kDiceStat && (t < m.first || t > m.last);
      if (named.head == Head::kDie && named.count == 1 && !named.has("a") && !named.has("d") &&
          !more_stats) {
        for (const Attr& a : m.attrs) named.attrs.push_back(a);
        // (its words read, as the pronoun's; a modifier once, the die's)
        said.attrs.clear();
        for (const Attr& a : m.attrs)
          if (a.field != "modify") said.attrs.push_back(a);
        said.last = m.last;
        moved[old] = said.refers_to;
        continue;
      }
    }
    // "Wolverine attacks me, 3A/2D", "they swing Wolverine at me, 3A/2D",
    // "I put Cyclops in front of it, 2A/3D":
    // stats set off after a die's verb and the player (or pronoun) it
    // acts on are the die's, the last one named.
    // (Set off: not "Thor attacks me, 3A/3D blocks him", a die of its own.)
    const bool set_off = tokens[m.last].brk != 0 || m.last + 1 == tokens.size();
    if (out.size() >= 2 && m.head == Head::kDie && tokens[m.head_token].kind == Tok::kDiceStat &&
        m.role_word.empty() && m.first == out.back().last + 1 && set_off &&
        tokens[out.back().last].brk == ',' &&
        (out.back().head == Head::kPlayer || out.back().head == Head::kPronoun)) {
      Mention& die = out[out.size() - 2];
      bool acted_on = die.head == Head::kDie && die.count == 1 && proper_name(die) &&
                      !die.has("a") && !die.has("d") && die.last + 1 < out.back().first &&
                      out.back().first <= die.last + 3 && !tokens[die.last].ends();
      // ("they swing Wolverine at me, 3A/2D": the verb before the die.)
      bool verb = die.first > 0 && dm_verb(tokens, die.first - 1).has_value();
      for (size_t t = die.last + 1; acted_on && t < out.back().first; ++t) {
        const bool is_verb = dm_verb(tokens, t).has_value() || tokens[t].term_kind("role");
        verb |= is_verb;
        acted_on = !tokens[t].ends() && (is_verb || tokens[t].word("at") || tokens[t].word("on") ||
                                         tokens[t].word("against"));
      }
      if (acted_on && verb) {
        for (const Attr& a : m.attrs) die.attrs.push_back(a);
        moved[old] = static_cast<int>(out.size()) - 2;
        continue;
      }
    }
    // "a Hulk character die with 6A/5D": the name's die.
    if (!out.empty() && out.back().head == Head::kDie && m.head == Head::kDie &&
        proper_name(out.back()) && (m.name == "character die" || m.name == "character") &&
        m.first == out.back().last + 1 && !tokens[out.back().last].ends() &&
        out.back().count == 1 && m.count == 1) {
      join_into_last();
      continue;
    }
    if (!out.empty() && completes(out.back(), m, tokens)) {
      Mention& prev = out.back();
      if (!proper_name(prev) && proper_name(m)) prev.name = m.name;
      // "a 3D Daredevil with 1A": the name between is this die's.
      if (!proper_name(prev) && prev.last + 2 == m.first &&
          tokens[prev.last + 1].kind == Tok::kWord)
        prev.name = tokens[prev.last + 1].text;
      join_into_last();
      continue;
    }
    // "one blocker: Storm 5A/2D", "the attacker is Hulk": a role noun and
    // the die it names; "their own Fast die, Quicksilver at 3A/3D": a die
    // said in general, then after a comma by name.
    if (!out.empty() && m.head == Head::kDie && m.role_word.empty() && m.count == 1) {
      Mention& prev = out.back();
      const bool role_noun = !prev.role_word.empty();
      const bool bare = prev.head == Head::kDie && (role_noun || !proper_name(prev)) &&
                        prev.count == 1 && !prev.has("a") && !prev.has("d") &&
                        tokens[prev.head_token].kind != Tok::kDiceStat;
      // ("the attacker is blocked by a 4A/4D die": a verb between, so two dice.)
      // "Player A's lone attacker, a 3A/2D Wolverine": the same die again.
      Owner o;
      // ("the other attacker, Beast (2A/3D)": a name right after the comma.)
      const bool named_next =
          prev.last + 1 == m.first && proper_name(m) && tokens[m.first].kind != Tok::kDiceStat;
      const bool apposed =
          tokens[prev.last].brk == ',' &&
          (named_next || (role_noun && prev.last + 1 < m.first &&
                          determiner(tokens[prev.last + 1], o) && m.has("a") && m.has("d")));
      bool linked =
          apposed || (role_noun && (tokens[prev.last].brk == ':' ||
                                    (prev.last + 1 < m.first && tokens[prev.last + 1].word("is"))));
      for (size_t t = prev.last + 2; linked && t < m.first; ++t)
        linked = determiner(tokens[t], o) && !dm_verb(tokens, t).has_value();
      if (bare && linked) {
        join_into_last().name = m.name;
        continue;
      }
    }
    moved[old] = static_cast<int>(out.size());
    out.push_back(m);
  }
  return told_again(std::move(out), tokens);
}

}  // namespace arbiter::query::ask
