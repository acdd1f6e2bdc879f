// Reading a Dice Masters situation: dice described by their stats, names
// and keywords; who attacks and who blocks from the verbs ("X is blocked by
// Y", "Y blocks X", "X attacks into Y"); damage the player assigns; what
// happens before damage (a blocker removed, an A doubled).
#include <algorithm>
#include <optional>
#include <set>

#include "query/ask/clauses.h"
#include "query/ask/reading.h"

namespace arbiter::query::ask {

namespace {

bool noun_word(const Token& t) {
  static const std::set<std::string> kNouns = {"attacker", "attackers", "attacking die", "blocker",
                                               "blockers"};
  return t.kind == Tok::kTerm && kNouns.count(t.text);
}

bool die_noun(const Token& t) {
  return noun_word(t) ||
         (t.kind == Tok::kTerm && t.term->kind == "role" && t.term->name == "die") ||
         (t.kind == Tok::kTerm && t.term->name == "sidekick");
}

bool keyword(const Token& t) {
  return t.kind == Tok::kTerm && t.term->kind == "keyword";
}

// Keywords a combat can carry, as the scenario format names them.
bool simulated_keyword(const std::string& k) {
  static const std::set<std::string> kCombat = {
      "fast",     "overcrush",   "deadly",       "iron-will", "regenerate", "cleave",
      "immortal", "retaliation", "energy-drain", "frag",      "infiltrate"};
  return kCombat.count(k) > 0;
}

size_t dm_head(const std::vector<Token>& t, size_t i, Mention& m) {
  const Token& tok = t[i];
  m.name = tok.text;
  if (tok.kind == Tok::kDiceStat && tok.plus) return 0;
  // a modifier, not a die
  if (tok.kind == Tok::kDiceStat) {
    // "5A/3D overcrush attacker", "a 2D sidekick": the stats describe the
    // noun that follows; alone ("blocked by a 2A/3D"), they are the die.
    for (size_t k = i + 1; k < t.size(); ++k) {
      if (t[k - 1].ends()) break;  // "blocked by a 5D, attacker is 4A": the 5D is a die
      if ((die_noun(t[k]) || t[k].word("one")) &&
          !(t[k].word("one") && k + 1 < t.size() && t[k + 1].kind == Tok::kDiceStat))
        return 0;
      if (!keyword(t[k]) && !t[k].word("with") && !t[k].word("a")) break;
      if (t[k].ends()) break;
    }
    m.head = Head::kDie;
    if (tok.atk >= 0) m.attrs.push_back({"a", std::to_string(tok.atk), i, false});
    if (tok.def >= 0) m.attrs.push_back({"d", std::to_string(tok.def), i, false});
    return 1;
  }
  if (tok.kind == Tok::kNumber && i + 1 < t.size() && noun_word(t[i + 1])) return 0;
  // "the 3D one", "that one": a die; "one blocker" is a count.
  if (tok.word("one") && i > 0 &&
      (t[i - 1].word("the") || t[i - 1].word("that") || t[i - 1].word("this") ||
       t[i - 1].word("other") || t[i - 1].kind == Tok::kDiceStat || keyword(t[i - 1]))) {
    m.head = Head::kDie;
    return 1;
  }
  // "does the blocker die?": the verb, not another die.
  if (tok.text == "die" && i > 0 &&
      (die_noun(t[i - 1]) || t[i - 1].word("it") || t[i - 1].word("both") ||
       t[i - 1].word("they") || t[i - 1].word("will") || t[i - 1].word("also") ||
       (t[i - 1].kind == Tok::kTerm && t[i - 1].term->kind == "role")) &&
      !(i + 1 < t.size() && (t[i + 1].kind == Tok::kDiceStat || t[i + 1].word("with"))))
    return 0;
  if (die_noun(tok)) {
    m.head = Head::kDie;
    if (noun_word(tok)) m.role_word = tok.text.rfind("attack", 0) == 0 ? "attacker" : "blocker";
    // "blockers", "two guys": several dice; "Colossus" is one.
    // ("1A/1D and 2A/2D attackers": the noun closes a list, one die each.)
    const bool closes_list =
        i >= 2 && t[i - 1].kind == Tok::kDiceStat && (t[i - 2].word("and") || t[i - 2].ends());
    if (tok.text.back() == 's' && !closes_list &&
        (noun_word(tok) || tok.text == "guys" || tok.text == "sidekicks"))
      m.count = 2;
    return 1;
  }
  if (tok.kind == Tok::kTerm && tok.term->kind == "role" && tok.term->name == "player") {
    m.head = Head::kPlayer;
    if (tok.text == "i" || tok.text == "me" || tok.text == "i'm" || tok.text == "im")
      m.owner = Owner::kMine;
    return 1;
  }
  return 0;
}

size_t dm_attribute(const std::vector<Token>& t, size_t i, std::vector<Attr>& out) {
  const Token& tok = t[i];
  auto add = [&](const std::string& f, const std::string& v) { out.push_back({f, v, i, false}); };
  auto next = [&](size_t k) -> const Token* { return k < t.size() ? &t[k] : nullptr; };
  if (tok.kind == Tok::kDiceStat && tok.plus) {  // "+1A", "+2 attack": a modifier
    if (tok.atk >= 0) add("modify", "+" + std::to_string(tok.atk) + "a");
    if (tok.def >= 0) add("modify", "+" + std::to_string(tok.def) + "d");
    return 1;
  }
  if (tok.kind == Tok::kDiceStat) {
    if (tok.atk >= 0) add("a", std::to_string(tok.atk));
    if (tok.def >= 0) add("d", std::to_string(tok.def));
    return 1;
  }
  if (keyword(tok)) {
    static const std::set<std::string> kNot = {"no",     "not",   "without", "doesn't",
                                               "doesnt", "don't", "dont",    "isn't",
                                               "lacks",  "non",   "lacking"};
    if ((i > 0 && kNot.count(t[i - 1].text)) ||
        (i > 1 && (t[i - 1].word("have") || t[i - 1].word("has")) && kNot.count(t[i - 2].text)))
      return 1;
    if (!simulated_keyword(tok.term->name)) return 0;
    // "regen roll": the roll, not the keyword's holder.
    if (tok.term->name == "regenerate" && next(i + 1) &&
        (next(i + 1)->word("roll") || next(i + 1)->word("rolls")))
      return 0;
    add(tok.term->name, "true");
    return 1;
  }
  if (tok.kind == Tok::kTerm && tok.term->name == "undamaged") {
    add("damage", "0");
    return 1;
  }
  if (tok.kind == Tok::kNumber && next(i + 1)) {
    const Token& unit = *next(i + 1);
    const bool damage = unit.kind == Tok::kTerm && unit.term->name == "damage";
    const bool before_assign =
        i > 0 && (t[i - 1].word("put") || t[i - 1].word("puts") || t[i - 1].word("all") ||
                  t[i - 1].word("split") || t[i - 1].word("assign"));
    // "takes 4 dmg": what the attacker deals, not damage already there.
    const bool takes = i > 0 && (t[i - 1].word("takes") || t[i - 1].word("take") ||
                                 t[i - 1].text == "survive" || t[i - 1].text == "survives");
    if (damage && !before_assign && !takes && !(i + 2 < t.size() && t[i + 2].word("each"))) {
      size_t n = 2;
      while (next(i + n) && (next(i + n)->word("on") || next(i + n)->word("it")) && n < 4) ++n;
      add("damage", std::to_string(tok.number));
      return n;
    }
    if (damage && takes) {
      add("incoming", std::to_string(tok.number));
      return 2;
    }
    // "was already damaged for 2 this turn", "damaged for 2 earlier": damage
    // already on it (said in the past, before this combat's damage).
    if (i > 1 && t[i - 1].word("for") && t[i - 2].word("damaged") && !damage &&
        unit.kind != Tok::kTerm) {
      bool earlier = false;
      for (size_t k = i > 5 ? i - 5 : 0; k < i + 4 && k < t.size(); ++k)
        earlier |= t[k].word("already") || t[k].word("earlier") || t[k].word("before") ||
                   (t[k].word("this") && k + 1 < t.size() && t[k + 1].word("turn"));
      if (earlier) {
        add("damage", std::to_string(tok.number));
        return 1;
      }
    }
    // "took 1 earlier this turn": damage already on it.
    if (i > 0 && (t[i - 1].word("took") || t[i - 1].word("taken")) && !damage &&
        unit.kind != Tok::kTerm) {
      add("damage", std::to_string(tok.number));
      return 1;
    }
    if (takes && !damage && unit.kind != Tok::kTerm) {
      add("incoming", std::to_string(tok.number));
      // "blocks, takes 4, rolls ..."
      return 1;
    }
    if (unit.kind == Tok::kTerm && unit.term->name == "life") {
      // "does the opponent lose 2 life?": a loss, not the life they are on.
      const bool loss =
          i > 0 && (t[i - 1].text.rfind("los", 0) == 0 || t[i - 1].word("take") ||
                    t[i - 1].word("takes") || t[i - 1].word("gain") || t[i - 1].word("gains"));
      if (loss) return 2;
      add("life", std::to_string(tok.number));
      return 2;
    }
  }
  // "life 20", "opp life 12": the same, the other way round.
  if (tok.kind == Tok::kTerm && tok.term->name == "life" && next(i + 1) &&
      next(i + 1)->kind == Tok::kNumber) {
    add("life", std::to_string(next(i + 1)->number));
    return 2;
  }
  // "they're at 4", "opponent on 12": the attacked player's life.
  if ((tok.word("at") || tok.word("on")) && next(i + 1) && next(i + 1)->kind == Tok::kNumber &&
      (!next(i + 2) || next(i + 2)->kind != Tok::kTerm || next(i + 2)->term->kind != "stat" ||
       next(i + 2)->term->name == "life")) {
    add("life", std::to_string(next(i + 1)->number));
    return next(i + 2) && next(i + 2)->kind == Tok::kTerm ? 3 : 2;
  }
  if (tok.kind == Tok::kTerm && tok.term->name == "doubling" && i > 0) {
    const std::string& before = t[i - 1].text;
    add("modify", before == "d" || before == "defense" || before == "defence" ? "x2d" : "x2a");
    return 1;
  }
  return 0;
}

std::optional<Verb> dm_verb(const std::vector<Token>& t, size_t i) {
  const Token& tok = t[i];
  if (tok.kind == Tok::kTerm) {
    const Term& term = *tok.term;
    if (term.kind == "action" && term.name == "attack") {
      // "the attack of my 5A", "its attack": a noun; "an attacking Thor": a
      // description.
      if (i > 0 && (t[i - 1].word("the") || t[i - 1].word("its") || t[i - 1].word("his") ||
                    t[i - 1].word("her") || t[i - 1].word("their") || t[i - 1].word("my") ||
                    t[i - 1].word("an") || t[i - 1].word("a")))
        return std::nullopt;
      return Verb::kAttack;
    }
    if (term.kind == "action" && term.name == "unblocked") {
      // "three unblocked attackers": a description of the dice that follow.
      if (i + 1 < t.size() && (die_noun(t[i + 1]) || t[i + 1].kind == Tok::kDiceStat))
        return std::nullopt;
      return Verb::kUndefended;
    }
    if (term.kind == "action" && term.name == "ko") return Verb::kKo;
    // "War Machine isn't blocked": an attacker no die blocks.
    if (term.kind == "role" && term.name == "blocker" && !noun_word(tok) && i > 0 &&
        (t[i - 1].word("isn't") || t[i - 1].word("not") || t[i - 1].word("wasn't") ||
         t[i - 1].word("isnt") || t[i - 1].word("never")))
      return Verb::kUndefended;
    if (term.kind == "role" && term.name == "blocker" && !noun_word(tok)) return Verb::kBlock;
    // "Iceman gets captured before damage": out of combat, like "removed".
    if (term.name == "capture" && tok.text != "capture") return Verb::kRemove;
  }
  static const std::set<std::string> kAssign = {"put",   "puts",   "assign", "assigns",
                                                "split", "splits", "give",   "gives"};
  if (kAssign.count(tok.text)) return Verb::kAssign;
  if (tok.kind != Tok::kWord) return std::nullopt;
  if (tok.text == "into" || tok.text == "vs" || tok.text == "versus" || tok.text == "against")
    return Verb::kAttack;
  // "then swung with a 3A/3D Thor": an attack, in the past.
  if (tok.text == "swung" || tok.text == "swings" || tok.text == "swing") return Verb::kAttack;
  // "attacks into", "4A vs 2D": what follows blocks
  if (tok.text == "kills") return Verb::kKo;
  // "I pinged his Colossus for 2 in my main step": damage dealt outside
  // combat (an action die, a global), not an attack.
  static const std::set<std::string> kPing = {"ping", "pings",  "pinged", "zap",
                                              "zaps", "zapped", "burned", "burn"};
  if (kPing.count(tok.text)) return Verb::kDeal;
  static const std::set<std::string> kRemoved = {"removed",  "removes",  "bounced", "bounces",
                                                 "captured", "captures", "bounce",  "remove"};
  if (kRemoved.count(tok.text) || (tok.text == "taken" && i + 1 < t.size() && t[i + 1].word("out")))
    return Verb::kRemove;
  // "take Thing out of combat", "pulled out of combat", "moved back to his field".
  static const std::set<std::string> kMoves = {"take",  "takes", "took",  "pulled", "pull",
                                               "pulls", "move",  "moves", "moved"};
  if (kMoves.count(tok.text))
    for (size_t k = i + 1; k + 1 < t.size() && k < i + 6; ++k)
      if ((t[k].word("out") && t[k + 1].word("of")) || (t[k].word("back") && t[k + 1].word("to")))
        return Verb::kRemove;
  if ((tok.text == "double" || tok.text == "doubles") && i + 1 < t.size() &&
      (t[i + 1].word("the") || t[i + 1].word("its") || t[i + 1].word("his") ||
       t[i + 1].word("her") || t[i + 1].word("attack") || t[i + 1].word("a") ||
       t[i + 1].word("it") || t[i + 1].word("him") ||
       (t[i + 1].term_kind("role") && t[i + 1].term->name == "die")))  // "doubles Magneto's A"
    return Verb::kDouble;
  return std::nullopt;
}

const Grammar& dm_grammar() {
  static const Grammar g{dm_head, dm_attribute, [](const std::vector<Token>& t, size_t i) {
                           return dm_verb(t, i).has_value();
                         }};
  return g;
}

struct Die {
  std::string role;
  // attacker, blocker or ""
  bool named = false;
  // the role was said with a noun ("the blocker"): verbs do not change it
  std::map<std::string, std::string> facts;
  int mention = -1;
  std::set<std::string> filled = {};  // fields a group's later stats gave it
  long blocks = -1;                   // the die it blocks, when a verb says
};

// A value for a die: modifiers add up in the order said ("+1A, then
// doubled"); anything else is set.
void give(Die& d, const Attr& a) {
  std::string& v = d.facts[a.field];
  if (a.field == "modify" && !v.empty())
    v += " then " + a.value;
  else
    v = a.value;
}

}  // namespace
// namespace

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
                     tokens[prev.last].brk == ':');
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
        joined = (at_stats || verb_at || and_is || tokens[t].word("is") || tokens[t].word("with") ||
                  (t == prev.last + 1 && die_noun(tokens[t])) ||  // "my Hulk die is ...""
                  tokens[t].word("has") || tokens[t].word("which") || tokens[t].word("who") ||
                  tokens[t].word("that") || tokens[t].word("vanilla") || tokens[t].word("plain") ||
                  tokens[t].word("basic") || tokens[t].word("just") || determiner(tokens[t], o)) &&
                 !tokens[t].ends();
      }
      if (joined) {
        for (const Attr& a : m.attrs) prev.attrs.push_back(a);
        if (!via_verb) prev.last = m.last;
        moved[old] = static_cast<int>(out.size()) - 1;
        continue;
      }
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
      const bool linked = tokens[prev.last].brk == ':' ||
                          (prev.last + 1 < m.first && tokens[prev.last + 1].word("is"));
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
  // Once every description is whole: a name said again, "the 1A/3D", "the
  // sidekick" again, is the die named before.
  for (size_t k = 0; k < out.size(); ++k) {
    Mention& m = out[k];
    if (m.head != Head::kDie || m.refers_to >= 0) continue;
    // The latest die that fits: "the 3D one" is the one just described.
    for (size_t j = k; j-- > 0;) {
      const Mention& e = out[j];
      if (e.head != Head::kDie || e.refers_to >= 0) continue;
      const bool same_name =
          proper_name(m) && e.name == m.name && tokens[m.head_token].kind != Tok::kDiceStat;
      // "the 1A/3D", "the 3 defense blocker": a die named by its stats.
      bool same_stats = m.first > 0 &&
                        (tokens[m.first - 1].word("the") || tokens[m.first - 1].word("that")) &&
                        (m.has("a") || m.has("d"));
      for (const char* f : {"a", "d"})
        same_stats = same_stats && (!m.has(f) || e.attr(f) == m.attr(f));
      // "the 3 defense blocker" is not the 4A/3D attacker.
      same_stats =
          same_stats && (m.role_word.empty() || e.role_word.empty() || m.role_word == e.role_word);
      const bool again = !proper_name(m) && m.count == 1 &&
                         ((!m.role_word.empty() && e.role_word == m.role_word) ||
                          (m.role_word.empty() && e.name == m.name)) &&
                         !m.has("a") && !m.has("d") && m.first > 0 &&
                         (tokens[m.first - 1].word("the") || tokens[m.first - 1].word("my") ||
                          tokens[m.first - 1].word("their") || tokens[m.first - 1].word("that"));
      if (same_name || again || same_stats) {
        m.refers_to = static_cast<int>(j);
        break;
      }
    }
    // "the die", "my guy", "that one" with nothing new: a die already
    // described (the latest), not one more.
    if (m.refers_to < 0 && !proper_name(m) && m.role_word.empty() && m.attrs.empty() &&
        m.count == 1)
      for (size_t j = k; j-- > 0;)
        if (out[j].head == Head::kDie && out[j].refers_to < 0) {
          m.refers_to = static_cast<int>(j);
          break;
        }
  }
  return out;
}

// A word the vocabulary does not know, right before a die's stats
// ("Rogue (2 attack 3 defense)", "my Abomination 6A/2D"), is the die's name.
std::vector<Token> with_names(std::vector<Token> tokens) {
  static const Term kName{"dm", {"name"}, "role", "die", {}};
  static const std::set<std::string> kGlue = {
      "a",     "an",   "the",  "my",   "his",   "her",  "their", "with",  "by",  "and",
      "or",    "is",   "was",  "vs",   "into",  "on",   "of",    "to",    "at",  "gets",
      "got",   "get",  "that", "who",  "which", "has",  "have",  "it",    "its", "then",
      "plus",  "both", "each", "if",   "when",  "does", "do",    "what",  "how", "but",
      "for",   "from", "are",  "also", "all",   "only", "just",  "still", "now", "another",
      "other", "one",  "a",    "be",   "being"};
  auto plain = [&](const Token& t) {
    return t.kind == Tok::kWord && t.text.size() >= 3 && !kGlue.count(t.text) &&
           t.text.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") == std::string::npos;
  };
  std::set<std::string> names;
  // Two-word names whose words the rulebooks also use ("Iron Fist (2A/4D)").
  std::set<std::string> pairs;
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    Token& t = tokens[i];
    if (!plain(t)) continue;
    // "Iron Fist (2A/4D)": a word with its stats in brackets right after it
    // names a die, even a word the rulebooks use ("fist" is an energy).
    if (t.brk == '(' && tokens[i + 1].kind == Tok::kDiceStat && !tokens[i + 1].plus) {
      names.insert(t.text);
      if (i > 0 && plain(tokens[i - 1]) && tokens[i - 1].brk == 0)
        pairs.insert(tokens[i - 1].text + " " + t.text);
    }
    if (t.in_corpus) continue;
    // "two Hydra Soldiers, each 3 attack 4 defense".
    if ((t.brk == 0 || t.brk == ',') && i + 2 < tokens.size() && tokens[i + 1].word("each") &&
        tokens[i + 2].kind == Tok::kDiceStat && !tokens[i + 2].plus)
      names.insert(t.text);
    // "a Fast Speedball with 3 attack 2 defense": its stats after "with".
    if (t.brk == 0 && i + 2 < tokens.size() && tokens[i + 1].word("with") &&
        tokens[i + 2].kind == Tok::kDiceStat && !tokens[i + 2].plus)
      names.insert(t.text);
    // "a Rogue die at 1A/3D": the word before "die" names it.
    if (t.brk == 0 && (tokens[i + 1].text == "die" || tokens[i + 1].text == "dice"))
      names.insert(t.text);
    // "Juggernaut, A6 D4": a comma between the name and its stats.
    if (tokens[i + 1].kind == Tok::kDiceStat && !tokens[i + 1].plus &&
        (t.brk == 0 || t.brk == '(' || t.brk == ','))
      names.insert(t.text);
    // "my Overcrush Juggernaut", "their Wolverine": whose it is, then (after
    // its keywords) the name.
    size_t k = i;
    while (k > 0 && tokens[k - 1].term_kind("keyword") && !tokens[k - 1].ends()) --k;
    if (k > 0 && !tokens[k - 1].ends() &&
        (tokens[k - 1].word("my") || tokens[k - 1].word("his") || tokens[k - 1].word("their") ||
         tokens[k - 1].word("your") || tokens[k - 1].word("opponent's")))
      names.insert(t.text);
  }
  // A name said again later ("... and Colossus blocks") is the same die's.
  for (Token& t : tokens) {
    // "Magneto's A": the name, whose stat follows.
    if (t.kind == Tok::kWord && t.text.size() > 2 &&
        t.text.compare(t.text.size() - 2, 2, "'s") == 0 &&
        names.count(t.text.substr(0, t.text.size() - 2)))
      t.text.resize(t.text.size() - 2);
    if (t.kind == Tok::kWord && names.count(t.text)) {
      t.kind = Tok::kTerm;
      t.term = &kName;
    }
  }
  // "two Hydra Soldiers": unknown words right before a name are part of it.
  auto unknown = [&](const Token& t) {
    return t.kind == Tok::kWord && !t.in_corpus && t.text.size() >= 3 && !kGlue.count(t.text) &&
           t.brk == 0 &&
           t.text.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") == std::string::npos;
  };
  std::vector<Token> out;
  for (Token& t : tokens) {
    if (t.term == &kName)
      while (!out.empty() &&
             (unknown(out.back()) || (out.back().kind == Tok::kWord && out.back().brk == 0 &&
                                      pairs.count(out.back().text + " " + t.text)))) {
        Token first = out.back();
        out.pop_back();
        t.text = first.text + " " + t.text;
        t.len += t.at - first.at;
        t.at = first.at;
      }
    out.push_back(t);
  }
  return out;
}

void read_dm(Reading& r, const std::vector<Token>& given, Choices& choices) {
  const std::vector<Token> tokens = with_names(given);
  const std::vector<Mention> ms = join_described(find_mentions(tokens, dm_grammar()), tokens);
  const std::vector<Clause> cs = find_clauses(tokens, ms, dm_verb);
  if (r.explain) r.stages = describe_stages(tokens, ms, cs);
  // Dice: one per die mention (a count makes several); pronouns and "the
  // 3D one" name one already described.
  std::vector<Die> dice;
  std::map<int, std::vector<size_t>> dice_of;
  // mention -> dice
  std::vector<const Mention*> headless;
  std::vector<size_t> group;
  // the dice of the latest "two ..." mention
  size_t group_end = 0;
  std::optional<size_t> group_mention;
  for (size_t k = 0; k < ms.size(); ++k) {
    const Mention& m = ms[k];
    mark_used(r, tokens, m.first, m.last);
    // "two Hydra Soldiers": the count is read too.
    if (m.count > 1 && m.first > 0 && tokens[m.first - 1].kind == Tok::kNumber)
      mark_used(r, tokens, m.first - 1, m.first - 1);
    if (m.head == Head::kNone) {
      headless.push_back(&m);
      continue;
    }
    if (m.head == Head::kPlayer) {
      if (m.has("life")) r.facts["p2"]["life"] = m.attr("life");
      continue;
    }
    if (m.refers_to >= 0) {
      const int to = resolve(ms, static_cast<int>(k));
      auto it = dice_of.find(to);
      if (it != dice_of.end()) {
        for (size_t d : it->second)
          for (const Attr& a : m.attrs) give(dice[d], a);
        dice_of[static_cast<int>(k)] = it->second;
        continue;
      }
    }
    if (m.head == Head::kPronoun) continue;
    // "both dice have fast", "the dice": all the dice, not one more.
    if ((m.name == "dice" || m.name == "both") && m.count == 1 && !m.has("a") && !m.has("d")) {
      headless.push_back(&m);
      continue;
    }
    // "two 1A blockers (3D and 1D)", "two blockers, 1 attack 3 defense and
    // 1 attack 1 defense": stats that follow fill in the group's dice.
    // "Two blockers on my Thor (A5 D6)": Thor is what they block.
    const bool on_group = group_mention && blocked_by_group(ms[*group_mention], m, tokens);
    if (!group.empty() && m.role_word.empty() && m.name != "one" && m.first <= group_end + 4 &&
        !on_group) {
      bool stats_only = !m.attrs.empty();
      for (const Attr& a : m.attrs) stats_only = stats_only && (a.field == "a" || a.field == "d");
      bool filled = false;
      // "... with 3 attack each", "2 hydra soldiers A3 D4": every die of
      // the group (stats written right after the group, with no comma or
      // bracket between, describe all of it).
      // ("two blockers 3D and 1D" lists them one by one.)
      const bool listed = k + 1 < ms.size() && m.last + 2 == ms[k + 1].first &&
                          tokens[m.last + 1].word("and") && ms[k + 1].role_word.empty();
      const bool each = (m.last + 1 < tokens.size() && tokens[m.last + 1].word("each")) ||
                        (m.first > 0 && tokens[m.first - 1].word("each")) ||
                        (m.first == group_end + 1 && tokens[group_end].brk == 0 && !listed);
      for (size_t d : group) {
        if (!stats_only || (filled && !each)) break;
        bool free = true;
        for (const Attr& a : m.attrs) free = free && !dice[d].filled.count(a.field);
        if (!free) continue;
        for (const Attr& a : m.attrs) {
          give(dice[d], a);
          dice[d].filled.insert(a.field);
        }
        filled = true;
      }
      if (filled) {
        if (each && m.first > 0 && tokens[m.first - 1].word("each"))
          mark_used(r, tokens, m.first - 1, m.first - 1);
        if (each && m.last + 1 < tokens.size() && tokens[m.last + 1].word("each"))
          mark_used(r, tokens, m.last + 1, m.last + 1);
        group_end = m.last;
        dice_of[static_cast<int>(k)] = {};
        continue;
      }
    }
    // "1A/1D and 2A/2D attackers": the noun after a list names each die of it.
    std::string role_word = m.role_word;
    for (size_t j = k; role_word.empty() && j + 1 < ms.size() && ms[j + 1].head == Head::kDie &&
                       joined_to(tokens, ms, j + 1, static_cast<int>(j));
         ++j)
      role_word = ms[j + 1].role_word;
    std::vector<size_t> made;
    for (int n = 0; n < std::min(m.count, 3); ++n) {
      Die d;
      d.role = on_group ? "attacker" : role_word;
      d.named = on_group || !role_word.empty();
      d.mention = static_cast<int>(k);
      for (const Attr& a : m.attrs) give(d, a);
      dice.push_back(d);
      made.push_back(dice.size() - 1);
    }
    dice_of[static_cast<int>(k)] = made;
    if (made.size() > 1) {
      group = made;
      group_end = m.last;
      group_mention = k;
    }
  }
  for (const Clause& c : cs) {
    mark_used(r, tokens, c.token, c.token);
    if (c.amount >= 0) mark_used(r, tokens, c.amount_at, c.amount_at);
  }
  auto dice_at = [&](int m) -> std::vector<size_t> {
    m = resolve(ms, m);
    auto it = dice_of.find(m);
    return it == dice_of.end() ? std::vector<size_t>{} : it->second;
  };
  auto set_role = [&](int m, const char* role) {
    for (size_t d : dice_at(m))
      if (!dice[d].named) dice[d].role = role;
    // Only a die is joined to dice: "Hawkeye and my opponent" is not a group.
    if (m < 0 || ms[static_cast<size_t>(resolve(ms, m))].head != Head::kDie) return;
    // "blocked by a 1/3 and a 1/1", "Rogue and Gambit double block": the
    // dice joined to it by "and", after it and before it.
    const auto join = [&](size_t k) {
      for (size_t d : dice_at(static_cast<int>(k)))
        if (!dice[d].named) dice[d].role = role;
    };
    const size_t first = static_cast<size_t>(resolve(ms, m));
    for (size_t k = first; k + 1 < ms.size() && ms[k + 1].head == Head::kDie &&
                           joined_to(tokens, ms, k + 1, static_cast<int>(k));)
      join(++k);
    for (size_t k = first; k > 0 && ms[k - 1].head == Head::kDie &&
                           joined_to(tokens, ms, k, static_cast<int>(k - 1));)
      join(--k);
  };
  // "4A vs 2D", "attacks into a 3A/3D": says who blocks only of dice no
  // verb or noun has placed.
  auto weak_role = [&](int m, const char* role) {
    for (size_t d : dice_at(m))
      if (!dice[d].named && dice[d].role.empty()) dice[d].role = role;
  };
  // "I put 3 damage on Daredevil and 1 on the sidekick", "all 4 on the 3D
  // one", "all of Wolverine's damage on Storm": what each die is given.
  auto mention_at = [&](size_t token) -> int {
    for (size_t m = 0; m < ms.size(); ++m)
      if (ms[m].first <= token && token <= ms[m].last && ms[m].head != Head::kNone)
        return static_cast<int>(m);
    return -1;
  };
  auto assign = [&](const Clause& c) {
    // "I give Rogue all 3 dmg": the one given, then the amount.
    if ((tokens[c.token].text == "give" || tokens[c.token].text == "gives") && c.object >= 0) {
      for (size_t k = ms[static_cast<size_t>(c.object)].last + 1;
           k < tokens.size() && k < ms[static_cast<size_t>(c.object)].last + 5; ++k)
        if (tokens[k].kind == Tok::kNumber) {
          for (size_t d : dice_at(c.object))
            dice[d].facts["assigned"] = std::to_string(tokens[k].number);
          return;
        }
    }
    std::string amount;
    for (size_t k = c.token + 1; k < tokens.size(); ++k) {
      const Token& t = tokens[k];
      if (t.brk == '.' || t.brk == '?' || t.brk == ';' || t.brk == '!') break;
      if (t.kind == Tok::kNumber)
        amount = std::to_string(t.number);
      else if (t.word("all") && amount.empty())
        amount = "all";
      if ((t.word("on") || t.word("to")) && !amount.empty()) {
        size_t j = k + 1;
        Owner o;
        while (j < tokens.size() && determiner(tokens[j], o)) ++j;
        int m = j < tokens.size() ? mention_at(j) : -1;
        // "all 5 on the first", "the rest on the second one": blockers in order.
        if (m < 0 && j < tokens.size()) {
          int nth = tokens[j].word("first")    ? 0
                    : tokens[j].word("second") ? 1
                    : tokens[j].word("third")  ? 2
                                               : -1;
          for (size_t b = 0, seen = 0; nth >= 0 && b < ms.size(); ++b) {
            const auto dd = dice_at(static_cast<int>(b));
            if (ms[b].head != Head::kDie || ms[b].refers_to >= 0 || dd.size() != 1 ||
                dice[dd[0]].role == "attacker")
              continue;
            if (static_cast<int>(seen++) == nth) m = static_cast<int>(b);
          }
        }
        if (m < 0) continue;
        std::vector<size_t> to = dice_at(m);
        // The attacker's damage goes on blockers: "on the 3 defense one"
        // that matched the 4A/3D attacker means the blocker with 3D.
        if (to.size() == 1 && dice[to[0]].role == "attacker") {
          const Mention& said = ms[static_cast<size_t>(m)];
          for (size_t d = 0; d < dice.size(); ++d) {
            bool fits = dice[d].role.rfind("blocker", 0) == 0 && (said.has("a") || said.has("d"));
            for (const char* f : {"a", "d"})
              fits = fits && (!said.has(f) ||
                              (dice[d].facts.count(f) && dice[d].facts.at(f) == said.attr(f)));
            if (fits) {
              to = {d};
              break;
            }
          }
        }
        for (size_t d : to) dice[d].facts["assigned"] = amount;
        amount.clear();
      }
    }
  };
  // A clause told before an attack or block that comes after it.
  auto combat_follows = [&](const Clause& c) {
    for (const Clause& later : cs)
      if (later.token > c.token && (later.verb == Verb::kAttack || later.verb == Verb::kBlock))
        return true;
    return false;
  };
  // The verbs say who attacks and who blocks.
  for (const Clause& c : cs) {
    switch (c.verb) {
      case Verb::kAttack:
        if (tokens[c.token].kind == Tok::kWord) {  // vs, into, against
          weak_role(c.subject, "attacker");
          weak_role(c.object, "blocker");
          break;
        }
        set_role(c.subject, "attacker");
        set_role(c.with, "attacker");
        // "I swing with a 6 attack die"
        set_role(c.object, "blocker");
        break;
      case Verb::kRemove:  // "the blocker got bounced", "an action die removed the blocker"
        for (size_t d : dice_at(c.passive || c.object < 0 ? c.subject : c.object))
          dice[d].facts["removed"] = "true";
        break;
      case Verb::kDouble: {  // "I double the attack of my 5A attacker"
        const bool defense = c.token + 2 < tokens.size() && (tokens[c.token + 2].word("defense") ||
                                                             tokens[c.token + 1].word("defense"));
        int target = c.object >= 0 ? c.object : c.subject;
        // "I give Thor +1A, then double his attack": "his" is the die just named.
        if (c.object < 0 && c.token + 1 < tokens.size() &&
            (tokens[c.token + 1].word("his") || tokens[c.token + 1].word("her") ||
             tokens[c.token + 1].word("its")))
          for (size_t k = 0; k < ms.size() && ms[k].first < c.token; ++k)
            if (ms[k].head == Head::kDie) target = static_cast<int>(k);
        for (size_t d : dice_at(target))
          give(dice[d], {"modify", defense ? "x2d" : "x2a", c.token, false});
        break;
      }
      case Verb::kBlock: {
        int blocker = c.subject, attacker = c.object;
        // "overcrush 5/4 blocked, then ...": blocked, by no one named.
        // ("... swung with Thor and Colossus blocked": after an attack, the
        // one that blocked.)
        bool attack_before = false;
        for (const Clause& other : cs)
          attack_before |= other.token < c.token && other.verb == Verb::kAttack;
        const bool got_blocked = !c.passive && c.object < 0 && c.by < 0 && c.with < 0 &&
                                 tokens[c.token].text == "blocked" && !attack_before;
        if (got_blocked) {
          attacker = c.subject;
          blocker = -1;
        } else if (c.passive) {
          attacker = c.subject;
          blocker = c.by >= 0 ? c.by : c.object;
          // "double blocked by a 1/3 and a 1/1, my 4/3 assigns ...": with
          // nothing before the verb, the die after the blockers is blocked.
          if (attacker < 0 && c.by >= 0) attacker = c.object;
        } else if (c.with >= 0) {
          blocker = c.with;
        }
        set_role(blocker, "blocker");
        set_role(attacker, "attacker");
        // Which attacker this blocker blocks, when there are several.
        const std::vector<size_t> targets = dice_at(attacker);
        if (targets.size() == 1)
          for (size_t d : dice_at(blocker)) dice[d].blocks = static_cast<long>(targets[0]);
        break;
      }
      case Verb::kKo:
        set_role(c.subject, "attacker");
        set_role(c.object, "blocker");
        break;
      case Verb::kUndefended:  // "Wasp goes unblocked": an attacker, with no blocker
        if (c.subject >= 0 && ms[static_cast<size_t>(c.subject)].head == Head::kDie &&
            c.subject != c.object)
          for (size_t d : dice_at(c.subject))
            if (!dice[d].named || dice[d].role == "attacker") {
              dice[d].role = "attacker";
              dice[d].named = true;
            }
        break;
      case Verb::kDeal:  // before the combat the question goes on to: damage already on the die
        if (c.amount > 0 && combat_follows(c))
          for (size_t d : dice_at(c.object)) dice[d].facts["damage"] = std::to_string(c.amount);
        break;
      case Verb::kAssign: assign(c); break;
      default: break;
    }
  }
  // "Two fast dice fight: a fast 3A/3D attacker blocked by ...": a group
  // named first with no stats of its own sums up the dice described after.
  for (const auto& [mention, made] : dice_of) {
    if (made.size() < 2 || mention < 0) continue;
    bool bare = true;
    for (size_t d : made) bare = bare && !dice[d].facts.count("a") && !dice[d].facts.count("d");
    if (!bare) continue;
    int described = 0;
    for (size_t d = 0; d < dice.size(); ++d)
      described += std::find(made.begin(), made.end(), d) == made.end() &&
                   (dice[d].facts.count("a") || dice[d].facts.count("d"));
    if (described < static_cast<int>(made.size())) continue;
    const Mention& group_mention = ms[static_cast<size_t>(mention)];
    for (size_t d = 0; d < dice.size(); ++d) {
      if (std::find(made.begin(), made.end(), d) != made.end()) continue;
      if (dice[d].mention >= 0 &&
          blocked_by_group(group_mention, ms[static_cast<size_t>(dice[d].mention)], tokens))
        continue;
      for (const auto& [field, value] : dice[made[0]].facts) dice[d].facts.insert({field, value});
    }
    for (size_t d : made) dice[d].role = "merged";
  }
  // "the blocker" said again with nothing new: the die already blocking.
  for (size_t d = 0; d < dice.size(); ++d) {
    const Mention* m = dice[d].mention >= 0 ? &ms[static_cast<size_t>(dice[d].mention)] : nullptr;
    if (!m || m->role_word.empty() || dice[d].facts.count("a") || dice[d].facts.count("d") ||
        m->count > 1)
      continue;
    long into = -1;
    int with_stats = 0;
    for (size_t e = 0; e < dice.size(); ++e)
      if (e != d && dice[e].role == dice[d].role &&
          (dice[e].facts.count("a") || dice[e].facts.count("d"))) {
        into = static_cast<long>(e);
        ++with_stats;
      }
    if (with_stats != 1) continue;  // two dice it could be: keep it apart
    for (const auto& [field, value] : dice[d].facts)
      dice[static_cast<size_t>(into)].facts.insert({field, value});
    dice[d].role = "merged";
  }
  // A description with no die in it: "..., both fast", "..., fast".
  for (const Mention* h : headless) {
    std::vector<size_t> to;
    const bool both = (h->first > 0 && tokens[h->first - 1].word("both")) ||
                      tokens[h->first].word("both") || h->name == "dice" || h->name == "both";
    // A keyword some die already has ("... does trample still go through")
    // asks about it; it gives no die anything new.
    bool held = true;
    for (const Attr& a : h->attrs)
      held = held && std::any_of(dice.begin(), dice.end(), [&](const Die& d) {
               return d.facts.count(a.field) && d.facts.at(a.field) == a.value;
             });
    if (held && !both) continue;
    // The die described just before, in the same sentence; when a verb
    // and a comma stand between it and another die that could hold it
    // ("3A/2D attacker blocked by 2A/2D, fast"), both readings are kept.
    long recent = -1, other = -1;
    for (size_t d = 0; d < dice.size(); ++d) {
      const Mention& dm = ms[static_cast<size_t>(std::max(dice[d].mention, 0))];
      if (dice[d].mention >= 0 && dm.last < h->first) recent = static_cast<long>(d);
    }
    if (recent >= 0) {
      const Mention& rm = ms[static_cast<size_t>(dice[static_cast<size_t>(recent)].mention)];
      const bool comma = h->first > 0 && tokens[h->first - 1].brk == ',' && rm.last + 1 == h->first;
      bool verb_between = false;
      for (long d = recent - 1; d >= 0 && other < 0; --d) {
        const Mention& om =
            ms[static_cast<size_t>(std::max(dice[static_cast<size_t>(d)].mention, 0))];
        for (const Clause& c : cs) verb_between |= c.token > om.last && c.token < rm.first;
        if (dice[static_cast<size_t>(d)].mention >= 0 && verb_between && comma) other = d;
      }
    }
    if (both || dice.size() <= 1) {
      for (size_t d = 0; d < dice.size(); ++d) to.push_back(d);
    } else if (recent >= 0 && other >= 0) {
      std::string what;
      for (const Attr& a : h->attrs)
        what += (what.empty() ? "" : " ") + (a.value == "true" ? a.field : a.field + " " + a.value);
      auto named = [&](long d) {
        return ms[static_cast<size_t>(dice[static_cast<size_t>(d)].mention)].name;
      };
      const size_t pick = choices.choose({"'" + what + "' read on the " + named(recent),
                                          "'" + what + "' read on the " + named(other)});
      to.push_back(static_cast<size_t>(pick == 0 ? recent : other));
    } else if (recent >= 0) {
      to.push_back(static_cast<size_t>(recent));
    } else {
      to.push_back(0);
    }
    for (size_t d : to)
      for (const Attr& a : h->attrs)
        if (a.field != "life") give(dice[d], a);
    for (const Attr& a : h->attrs)
      if (a.field == "life") r.facts["p2"]["life"] = a.value;
  }
  // A die named with nothing said of it and no verb or noun giving it a
  // part ("... does Iron Will save Cap?") is one already described.
  const bool any_stats = std::any_of(dice.begin(), dice.end(), [](const Die& d) {
    return d.facts.count("a") || d.facts.count("d");
  });
  for (Die& d : dice)
    if (any_stats && d.role.empty() && d.facts.empty()) d.role = "merged";
  // Dice no verb placed: the first attacks, the rest block.
  const bool has_attacker =
      std::any_of(dice.begin(), dice.end(), [](const Die& d) { return d.role == "attacker"; });
  bool first = !has_attacker;
  for (Die& d : dice)
    if (d.role.empty()) {
      d.role = first ? "attacker" : "blocker";
      first = false;
    }
  if (!dice.empty() && !has_attacker &&
      std::none_of(dice.begin(), dice.end(), [](const Die& d) { return d.role == "attacker"; }))
    dice.insert(dice.begin(), Die{"attacker", false, {}, -1});
  // Names: attacker, attacker2; blocker, blocker2, blocker3.
  int attackers = 0, blockers = 0;
  std::map<size_t, std::string> name_of;
  for (size_t k = 0; k < dice.size(); ++k) {
    Die& d = dice[k];
    if (d.role == "attacker" && attackers < 2)
      name_of[k] = attackers++ == 0 ? "attacker" : "attacker2";
  }
  attackers = 0;
  for (Die& d : dice) {
    if (d.blocks >= 0 && name_of.count(static_cast<size_t>(d.blocks)) &&
        name_of[static_cast<size_t>(d.blocks)] == "attacker2")
      d.facts["blocks"] = "attacker2";
    std::string name;
    if (d.role == "merged") continue;
    if (d.role == "attacker" && attackers < 3)
      name = ++attackers == 1 ? "attacker" : "attacker" + std::to_string(attackers);
    if (d.role == "blocker" && blockers < 3)
      name = ++blockers == 1 ? "blocker" : "blocker" + std::to_string(blockers);
    if (name.empty()) continue;
    if (d.facts.count("assigned")) {
      r.facts["split"][name] = d.facts["assigned"];
      if (d.facts["assigned"] == "all") r.facts["split"][name] = "all";
      d.facts.erase("assigned");
    }
    if (d.facts.count("incoming")) d.facts.erase("incoming");
    r.facts[name].insert(d.facts.begin(), d.facts.end());
  }
  // "takes 4 dmg": the attacker's A when not given.
  for (const Mention& m : ms)
    if (m.has("incoming") && r.fact("attacker", "a").empty())
      r.facts["attacker"]["a"] = m.attr("incoming");
  // "I split 1 dmg each".
  for (size_t k = 0; k + 2 < r.words.size(); ++k)
    if ((r.words[k] == "split" || r.words[k] == "put")) {
      for (size_t j = k + 1; j < r.words.size() && j < k + 5; ++j)
        if (j + 2 < r.words.size() + 1 && r.words[j] == "each" && j >= 2) {
          const std::string n = r.words[j - 2].find_first_not_of("0123456789") == std::string::npos
                                    ? r.words[j - 2]
                                    : r.words[j - 1];
          if (n.find_first_not_of("0123456789") == std::string::npos)
            for (const char* b : {"blocker", "blocker2", "blocker3"})
              if (r.has(b)) r.facts["split"][b] = n;
        }
    }
  // "regen roll is a character face", "rolls a character face", "comes up energy".
  // "wolvie regens back", "it regenerates on a character face": a
  // Regenerate that worked; "fails to regenerate": one that did not.
  static const std::set<std::string> kRolled = {"roll",   "rolls",   "rolled",
                                                "reroll", "rerolls", "rerolled"};
  static const std::set<std::string> kRegenerated = {"regens", "regend", "regenerates",
                                                     "regenerated"};
  std::string roll;
  for (size_t k = 0; k < r.words.size() && roll.empty(); ++k) {
    const std::string& w = r.words[k];
    const std::string after = k + 1 < r.words.size() ? r.words[k + 1] : "";
    const bool regen_verb = (w == "regen" || w == "regenerate") &&
                            (after == "back" || after == "on" || after == "into" ||
                             (k > 0 && r.words[k - 1] == "to"));  // "fails to regenerate"
    if (!(kRolled.count(w) || kRegenerated.count(w) || regen_verb ||
          (w == "up" && k > 0 && r.words[k - 1] == "comes")))
      continue;
    for (size_t j = k + 1; j < r.words.size() && j < k + 5 && roll.empty(); ++j) {
      if (r.words[j] == "character" || r.words[j] == "level" || r.words[j] == "lvl")
        roll = "character";
      else if (r.words[j] == "energy" || r.words[j] == "mask" || r.words[j] == "fist" ||
               r.words[j] == "bolt" || r.words[j] == "shield")
        roll = "energy";
      if (!roll.empty()) r.used[k] = r.used[j] = true;
    }
    // A roll named without its face says nothing; "regenerates" says it worked.
    if (roll.empty() && (kRegenerated.count(w) || regen_verb))
      roll = negated(r.words, k) ? "energy" : "character", r.used[k] = true;
  }
  // A Regenerate roll the question does not state is chance: both faces
  // are read, and the answer shows both when they rule differently.
  for (auto& [role, fields] : r.facts)
    if (fields.count("regenerate") && fields["regenerate"] == "true") {
      if (roll.empty())
        fields["roll"] =
            choices.choose({"the " + role + "'s Regenerate roll is a character face",
                            "the " + role + "'s Regenerate roll is an energy face"}) == 0
                ? "character"
                : "energy";
      else
        fields["roll"] = roll;
    }
  // Infiltrate is a choice the player makes ("may"): an unblocked attacker
  // with it is read both ways, and the answer shows both when they differ.
  for (const char* a : {"attacker", "attacker2"})
    if (r.fact(a, "infiltrate") == "true" && !r.has("blocker")) {
      const size_t pick = choices.choose({std::string("the ") + a + " uses Infiltrate",
                                          std::string("the ") + a + " does not use Infiltrate"});
      r.facts[a]["use-infiltrate"] = pick == 0 ? "true" : "false";
    }
  // "at the end of my turn", "after clean up", "after the turn": the turn
  // runs to its end.
  for (size_t k = 0; k + 1 < r.words.size(); ++k) {
    const std::string& w = r.words[k];
    const std::string& n = r.words[k + 1];
    const std::string n2 = k + 2 < r.words.size() ? r.words[k + 2] : "";
    if ((w == "end" && n == "of" && (n2 == "turn" || n2 == "the" || n2 == "my" || n2 == "his")) ||
        (w == "clean" && n == "up") || w == "cleanup" || (w == "turn" && n == "ends") ||
        (w == "after" && n == "the" && n2 == "turn") || (w == "next" && n == "turn")) {
      r.facts["turn"]["to-end"] = "true";
      for (size_t j = k; j < k + 3 && j < r.used.size(); ++j) r.used[j] = true;
    }
  }
  // Outside combat: life gained, Clear and Draw, buying a die.
  const bool stats = std::any_of(dice.begin(), dice.end(), [](const Die& d) {
    return d.facts.count("a") || d.facts.count("d");
  });
  if (!stats) {
    // Read on a copy without the combat roles, kept only when it reads.
    Reading turn = r;
    for (const char* role :
         {"attacker", "attacker2", "blocker", "blocker2", "blocker3", "p2", "split"})
      turn.facts.erase(role);
    if (read_dm_turn(turn, tokens)) return void(r = std::move(turn));
  }
  // A combat when some die has a value: "what does overcrush do" names a
  // keyword, "5A overcrush blocked by a 2A/3D" a situation.
  for (const auto& [role, fields] : r.facts)
    if (fields.count("a") || fields.count("d")) r.action = "combat";
  for (const Clause& c : cs)
    if (c.verb == Verb::kUndefended && r.action.empty() && !r.fact("p2", "life").empty())
      r.action = "combat";
}

}  // namespace arbiter::query::ask
// namespace arbiter::query::ask
