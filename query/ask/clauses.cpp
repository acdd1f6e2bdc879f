#include "query/ask/clauses.h"

#include <set>

namespace arbiter::query::ask {

const char* verb_name(Verb v) {
  switch (v) {
    case Verb::kAttack: return "attack";
    case Verb::kDefend: return "defend";
    case Verb::kBlock: return "block";
    case Verb::kUndefended: return "undefended";
    case Verb::kScheme: return "scheme";
    case Verb::kActivate: return "activate";
    case Verb::kThwart: return "thwart";
    case Verb::kDeal: return "deal";
    case Verb::kHeal: return "heal";
    case Verb::kRecover: return "recover";
    case Verb::kMove: return "move";
    case Verb::kEnter: return "enter";
    case Verb::kPlay: return "play";
    case Verb::kAssign: return "assign";
    case Verb::kKo: return "ko";
    case Verb::kSpin: return "spin";
    case Verb::kDouble: return "double";
    case Verb::kRemove: return "remove";
  }
  return "?";
}

int resolve(const std::vector<Mention>& mentions, int m) {
  for (int hops = 0; m >= 0 && hops < 4 && mentions[static_cast<size_t>(m)].refers_to >= 0; ++hops)
    m = mentions[static_cast<size_t>(m)].refers_to;
  return m;
}

bool engaged_with(const std::vector<Token>& tokens, const Mention& m) {
  size_t k = m.first;
  Owner owner;
  while (k > 0 && determiner(tokens[k - 1], owner)) --k;
  return k >= 2 && (tokens[k - 1].word("with") || tokens[k - 1].word("w")) &&
         tokens[k - 2].word("engaged");
}

namespace {

// "with hulk 5a/5d, iron man 3a/3d and a sidekick": mention m is in the
// list that mention `head` opens.
bool in_list_of(const std::vector<Token>& tokens, const std::vector<Mention>& mentions, size_t m,
                int head) {
  if (head < 0) return false;
  for (size_t j = m; j > 0 && joined_to(tokens, mentions, j, static_cast<int>(j - 1)); --j)
    if (static_cast<int>(j - 1) == head) return true;
  return false;
}

// "I thwart for 3 while there's a crisis side scheme": what follows
// "while" is not the verb's object.
bool subordinate(const Token& t) {
  static const std::set<std::string> kWords = {"while",  "because", "since", "although",
                                               "though", "whereas", "but",   "cause"};
  return t.kind == Tok::kWord && kWords.count(t.text) > 0;
}

bool passive_marker(const Token& t) {
  static const std::set<std::string> kBe = {"is",  "are",  "was",   "were", "gets",  "got",
                                            "get", "been", "being", "be",   "i'm",   "im",
                                            "am",  "its",  "it's",  "he's", "she's", "getting"};
  return kBe.count(t.text) > 0;
}

// "deals 5", "puts 4 on", "for 3" anywhere in the clause ("hit a minion
// (5hp) for 4"): the amount a verb carries.
int amount_after(const std::vector<Token>& tokens, size_t verb, size_t limit, size_t& at) {
  // ("schemes. 1 acceleration token": the next sentence's.)
  if (tokens[verb].ends_sentence()) return -1;
  for (size_t k = verb + 1; k < tokens.size() && k < limit; ++k) {
    // ("villain attacks, 3 atk, 0 boost": a value with its stat, not the
    // verb's amount.)
    const bool own_stat = tokens[verb].brk == ',' && k + 1 < tokens.size() &&
                          tokens[k + 1].term_kind("stat") && tokens[k + 1].term->name != "damage" &&
                          !tokens[k].ends();
    if (tokens[k].kind == Tok::kNumber && !own_stat &&
        ((k <= verb + 2 &&
          (k == verb + 1 || tokens[k - 1].word("all") || tokens[k - 1].word("another"))) ||
         tokens[k - 1].word("for") || (k == verb + 2 && tokens[k - 1].word("of")) ||
         // ("hits him for exactly 3", "for just 2".)
         (k > verb + 2 && tokens[k - 2].word("for") &&
          (tokens[k - 1].word("exactly") || tokens[k - 1].word("just") ||
           tokens[k - 1].word("only"))) ||
         // ("Klaw attacked with 2 and ...", "swung at Carol with 3": a bare
         // number after "with" that ends its clause, or "and", "damage" after
         // it. Not "with 2 players", "with 2 to spare", "with 9 of 11".)
         (tokens[k - 1].word("with") && !tokens[k - 1].ends() && k > verb + 1 && k <= verb + 5 &&
          (tokens[k].ends() || k + 1 == tokens.size() ||
           (k + 1 < tokens.size() &&
            (tokens[k + 1].word("and") || tokens[k + 1].word("but") || tokens[k + 1].word("then") ||
             tokens[k + 1].is("stat", "damage") || tokens[k + 1].is("stat", "atk"))))))) {
      at = k;
      return tokens[k].number;
    }
    if (tokens[k].ends_sentence()) break;
  }
  return -1;
}

// The word before a mention, past its determiners and count: "with an
// ally" -> with, "with two Hydra Soldiers" -> with.
const Token& preposition(const std::vector<Token>& tokens, const Mention& m) {
  static const Token kNothing;
  if (m.first == 0) return kNothing;
  size_t k = m.first - 1;
  if (m.count > 1 && k > 0 && tokens[k].kind == Tok::kNumber) --k;
  // ("blocks with Loki, 4A/3D", "with Loki 4A/3D": a name the reader does
  // not know, right before the stats, is the die's.)
  // ("blocks with Iron Fist, 4A/4D": a name of two such words.)
  const auto by_with = [&](const Token& x) {
    return x.word("with") || x.word("by") || x.word("w");
  };
  if ((tokens[k].brk == ',' || tokens[k].brk == 0) && tokens[k].kind == Tok::kWord && k > 0 &&
      tokens[m.first].kind == Tok::kDiceStat && !tokens[k - 1].ends()) {
    if (by_with(tokens[k - 1]))
      --k;
    else if (k > 1 && tokens[k - 1].kind == Tok::kWord && tokens[k - 1].brk == 0 &&
             !tokens[k - 2].ends() && by_with(tokens[k - 2]))
      k -= 2;
  }
  // ("has tough on her, rhino ... hits her": a word before a break is no
  // preposition of what follows it.)
  if (tokens[k].ends()) return kNothing;
  Owner owner;
  // "with their own Sidekick", "with a single Sidekick", "with just a ..."
  while (k > 0 && !tokens[k - 1].ends() &&
         (determiner(tokens[k], owner) || tokens[k].word("own") || tokens[k].word("single") ||
          tokens[k].word("lone") || tokens[k].word("just") || tokens[k].word("only") ||
          tokens[k].word("its") ||
          // ("blocks with both Storm and Cyclops")
          tokens[k].word("both") ||
          // ("with that damaged 2A/5D die")
          tokens[k].word("damaged")))
    --k;
  // ("Nightwing, level 1 at 4A/3D, went on the attack": the die's stats,
  // said of it, not a place.)
  if (tokens[k].word("at") && k == m.first - 1 && tokens[m.first].kind == Tok::kDiceStat)
    return kNothing;
  return tokens[k];
}
}  // namespace

bool made_word(const Token& t) {
  static const std::set<std::string> kMade = {"made", "declared", "launched", "done", "performed"};
  return kMade.count(t.text) > 0;
}

namespace {

// A pronoun that is the object of the plain word before it ("skip it and
// hit Rhino"), not the subject of the verb at token v ("and it attacks",
// "does it attack"), nor the doer a word sends to do it ("use her to
// attack", "let him attack").
bool object_pronoun(const std::vector<Token>& tokens, const Mention& m, size_t v) {
  if (m.head != Head::kPronoun || m.first == 0 || m.last + 1 >= tokens.size()) return false;
  if (tokens[m.last + 1].word("to") || m.last + 1 == v) return false;
  const Token& p = tokens[m.first];
  if (!(p.word("it") || p.word("him") || p.word("her") || p.word("them"))) return false;
  const Token& before = tokens[m.first - 1];
  static const std::set<std::string> kOpensClause = {
      "and",   "then", "but",   "so",   "if",    "when",   "while", "because", "can",
      "could", "does", "do",    "did",  "will",  "would",  "is",    "was",     "should",
      "might", "may",  "or",    "once", "after", "before", "until", "unless",  "that",
      "which", "who",  "since", "as",   "does",  "has",    "had",   "whether", "where"};
  return before.kind == Tok::kWord && !before.ends() && !kOpensClause.count(before.text);
}

}  // namespace

bool with_after_verb(const std::vector<Token>& tokens, size_t verb) {
  for (size_t k = verb + 1; k < tokens.size() && k <= verb + 3 && !tokens[k - 1].ends(); ++k)
    if (tokens[k].word("with") || tokens[k].word("w")) return true;
  return false;
}

bool says_not(const Token& t) {
  static const std::set<std::string> kNot = {
      "doesn't", "doesnt", "don't", "dont", "didn't", "didnt", "won't",  "wont",  "can't",
      "cant",    "cannot", "never", "not",  "isn't",  "isnt",  "wasn't", "wasnt", "aren't"};
  return t.kind == Tok::kWord && kNot.count(t.text) > 0;
}

std::vector<Clause> find_clauses(const std::vector<Token>& tokens,
                                 const std::vector<Mention>& mentions, const VerbOf& verb_of) {
  std::vector<Clause> out;
  std::vector<size_t> verbs;
  // A word a description took as a value ("her 4 attack") is no verb.
  std::vector<bool> described(tokens.size(), false);
  for (const Mention& m : mentions)
    for (size_t t = m.first; t <= m.last && t < tokens.size(); ++t)
      if (t != m.head_token || m.head == Head::kNone) described[t] = true;
  for (size_t i = 0; i < tokens.size(); ++i)
    if (auto v = described[i] ? std::nullopt : verb_of(tokens, i)) {
      Clause c;
      c.verb = *v;
      c.token = i;
      out.push_back(c);
      verbs.push_back(i);
    }
  for (size_t n = 0; n < out.size(); ++n) {
    Clause& c = out[n];
    const size_t v = c.token;
    const size_t next_verb = n + 1 < out.size() ? out[n + 1].token : tokens.size();
    const Token* after = v + 1 < tokens.size() ? &tokens[v + 1] : nullptr;
    const std::string& text = tokens[v].text;
    c.passive = (after && after->word("by") && !tokens[v].ends()) ||
                (text.size() > 3 && text.compare(text.size() - 3, 3, " by") == 0) ||
                (v > 0 && passive_marker(tokens[v - 1]) &&
                 (text.find("ed") != std::string::npos || text == "dealt"));
    // The subject: the latest mention before the verb in its sentence.
    // ("..., and Alex blocks it with both ...": a word nobody uses opening
    // the clause is its subject, a player, no mention.)
    const bool unnamed_subject =
        with_after_verb(tokens, v) && !c.passive && v >= 2 && tokens[v - 1].kind == Tok::kWord &&
        !tokens[v - 1].in_corpus && tokens[v - 1].brk == 0 && tokens[v - 1].text.size() >= 3 &&
        !passive_marker(tokens[v - 1]) && !tokens[v - 1].word("then") &&
        !tokens[v - 1].word("also") && !tokens[v - 1].word("just") &&
        (tokens[v - 2].word("and") || tokens[v - 2].word("but") || tokens[v - 2].ends()) &&
        std::none_of(mentions.begin(), mentions.end(),
                     [&](const Mention& mm) { return mm.first <= v - 1 && v - 1 <= mm.last; });
    for (long m = static_cast<long>(mentions.size()) - 1; m >= 0 && !unnamed_subject; --m) {
      const Mention& mm = mentions[static_cast<size_t>(m)];
      if (mm.last >= v || mm.head == Head::kNone) continue;
      bool crosses = false;
      // ("Deadpool blocks, then a Global ability pulls Deadpool out":
      // past "then" and a noun phrase of its own, another doer; not
      // "then gets removed".)
      for (size_t k = mm.last; k < v; ++k) {
        Owner o;
        crosses |= tokens[k].ends_sentence() || (k > mm.last && tokens[k].word("then") &&
                                                 k + 2 < v && determiner(tokens[k + 1], o));
        // ("blocked by kitty 1a/3d, action die removes kitty": the action
        // die does it, not the die named before the comma.)
        crosses |= k > mm.last && tokens[mm.last].ends() &&
                   (tokens[k].is("term", "action-die") || tokens[k].is("term", "global") ||
                    tokens[k].word("ability"));
      }
      if (crosses) break;
      // "can Captain Marvel skip it and just hit Rhino": "it" is what a
      // word before it is done to, not who hits.
      if (object_pronoun(tokens, mm, v)) continue;
      c.subject = static_cast<int>(m);
      // "their blocker on my Hulk (5A) gets bounced": the one the phrase
      // is about, not the one after "on".
      // ("The Brute, engaged with my partner's Wasp, charged at her": the
      // owner's phrase, whole.)
      size_t base = static_cast<size_t>(m);
      Mention phrase = mm;
      if (m > 0 && mentions[base - 1].last + 2 == mm.first && tokens[mm.first - 1].word("'s") &&
          !tokens[mentions[base - 1].last].ends()) {
        --base;
        phrase.first = mentions[base].first;
      }
      const Token& prep = preposition(tokens, phrase);
      // ("Shocker (ATK 3) is engaged with me and attacks": further back.)
      const bool engaged = engaged_with(tokens, phrase);
      // ("The blocker (1/3 Iceman) on my Rhino": past its bracket's
      // close.)
      size_t before_end = base > 0 ? mentions[base - 1].last : 0;
      for (size_t k = before_end + 1;
           base > 0 && tokens[before_end].brk != ')' && k < phrase.first && k <= before_end + 2;
           ++k)
        if (tokens[k].brk == ')') {
          before_end = k;
          break;
        }
      // ("A Hydra Soldier, attack 3, is engaged with me and swings at me":
      // past the values set off after its name.)
      long named = static_cast<long>(base) - 1;
      while (engaged && named > 0 && mentions[static_cast<size_t>(named)].head == Head::kNone &&
             mentions[static_cast<size_t>(named - 1)].last + 1 ==
                 mentions[static_cast<size_t>(named)].first)
        --named;
      if (named != static_cast<long>(base) - 1 &&
          mentions[static_cast<size_t>(named)].head != Head::kNone)
        before_end = mentions[base - 1].last;
      else
        named = static_cast<long>(base) - 1;
      if (base > 0 &&
          (prep.word("on") || prep.word("of") || prep.word("with") || prep.word("to") ||
           prep.word("at")) &&
          phrase.first > 0 && mentions[static_cast<size_t>(named)].head != Head::kNone &&
          before_end + (engaged ? 5 : 3) >= phrase.first)
        c.subject = static_cast<int>(named);
      break;
    }
    // ("an attack is made with a Thor die and a block is declared by a
    // Loki die": a noun after its article has no doer before it.)
    // ("a block of Thor is declared by Loki": done by the one after "by".)
    if (v > 0 &&
        (tokens[v - 1].word("a") || tokens[v - 1].word("an") || tokens[v - 1].word("the")) &&
        !tokens[v - 1].ends())
      for (size_t k = v + 3; k < next_verb && k < v + 7 && !tokens[k - 1].ends(); ++k)
        if ((tokens[k].word("by") || tokens[k].word("with")) && passive_marker(tokens[k - 2]) &&
            made_word(tokens[k - 1])) {
          c.subject = -1;
          c.passive = tokens[k].word("by");
        }
    // "2 bullseye dice 2a/2d. both swing": "both" or "all" before the verb
    // is the group said last, in the sentence before if need be.
    // ("All three attack unblocked": the group's count said.)
    const size_t group_at =
        v > 1 && tokens[v - 1].kind == Tok::kNumber && !tokens[v - 1].plus ? v - 2 : v - 1;
    if (c.subject < 0 && v > 0 &&
        (tokens[group_at].word("both") || tokens[group_at].word("all") ||
         (group_at + 2 == v && tokens[group_at].word("the"))))
      for (long m = static_cast<long>(mentions.size()) - 1; m >= 0 && c.subject < 0; --m) {
        const Mention& mm = mentions[static_cast<size_t>(m)];
        if (mm.last < v && mm.count > 1 && mm.head != Head::kNone) c.subject = static_cast<int>(m);
      }
    // ("Outrider minion atk 1 but has +2 atk bonus. attacks Gamora":
    // typed fast, a sentence opening on its verb goes on with the last
    // sentence's one.)
    if (c.subject < 0 && c.verb == Verb::kAttack && !c.passive && v > 0 &&
        tokens[v - 1].ends_sentence() && tokens[v - 1].brk == '.' &&
        (tokens[v].text.starts_with("attacks") || tokens[v].text.starts_with("swings")))
      for (long m = static_cast<long>(mentions.size()) - 1; m >= 0; --m) {
        const Mention& mm = mentions[static_cast<size_t>(m)];
        if (mm.last >= v || mm.head == Head::kNone || mm.head == Head::kPronoun ||
            mm.head == Head::kPlayer)
          continue;
        // (Only from the sentence right before.)
        if (!sentence_between(tokens, mm.last, v - 1)) c.subject = static_cast<int>(m);
        break;
      }
    // What follows, up to the next verb or the sentence's end: the object,
    // or what "with" and "by" introduce.
    for (size_t m = 0; m < mentions.size(); ++m) {
      const Mention& mm = mentions[m];
      if (mm.first <= v || mm.head == Head::kNone || mm.first >= next_verb) continue;
      bool crosses = false;
      // "5/4 blocked, then the blocker is removed": "then" starts another.
      for (size_t k = v; k < mm.first; ++k)
        crosses |=
            tokens[k].ends_sentence() || subordinate(tokens[k]) ||
            (k > v && (tokens[k].word("then") || tokens[k].word("followed"))) ||
            // ("Wolverine blocked first and a Sidekick joined it":
            // the verb ends at "first and".)
            (k == v + 1 &&
             (tokens[k].word("first") || tokens[k].word("too") || tokens[k].word("also") ||
              tokens[k].word("alone") || tokens[k].word("either")) &&
             (tokens[k].brk == ',' || (k + 1 < tokens.size() && tokens[k + 1].word("and")))) ||
            // ("my opponent didn't block at all, Loki just sat there")
            (k == v + 2 && tokens[k].word("all") && tokens[k - 1].word("at"));
      if (crosses) break;
      // "iron man attacks me, i chump w/ a sidekick": a player after a
      // comma starts another clause; "..., beast unblocked": so does the
      // subject of the next verb.
      // ("blocker removed from combat after blocks, attacker 5/4": so does
      // a die called by its part, words after the verb.)
      // ("You attack, and your opponent blocks": past ", and" too.)
      const bool comma_and =
          mm.first >= v + 2 && tokens[mm.first - 1].word("and") && tokens[mm.first - 2].brk == ',';
      if (mm.first > v && tokens[mm.first - 1].brk == ',' &&
          (mm.head == Head::kPlayer || mm.last + 1 == next_verb ||
           (!mm.role_word.empty() && mm.first > v + 2)))
        break;
      if (comma_and && (mm.head == Head::kPlayer || mm.last + 1 == next_verb)) break;
      // ("Thor attacks and Loki does not block": after "and", the subject
      // of the next verb, its helper between.)
      // (Past whose it is: "and my opponent's Loki does not block".)
      size_t opens = mm.first;
      if (opens >= 2 && tokens[opens - 1].text == "'s" && tokens[opens - 2].is("role", "player"))
        opens -= 2;
      // ("I attack and my opponent's Loki 2A/3D blocks": the subject of the
      // next verb right after it.)
      if (opens > v + 1 && tokens[opens - 1].word("and") && mm.last + 1 == next_verb &&
          mm.head == Head::kDie && next_verb < tokens.size() && tokens[mm.last].brk == 0)
        break;
      if (opens > v + 1 && tokens[opens - 1].word("and") && mm.last + 2 == next_verb &&
          next_verb < tokens.size() &&
          (tokens[mm.last + 1].word("does") || tokens[mm.last + 1].word("did") ||
           tokens[mm.last + 1].word("do") || tokens[mm.last + 1].word("can") ||
           tokens[mm.last + 1].word("could") || tokens[mm.last + 1].word("will")))
        break;
      const Token& before = preposition(tokens, mm);
      // ("blocks the Active player's Thor": the die, not its owner.)
      // ("is thwarted by my teammate's Black Widow": the one named right
      // after "'s", whoever owns it.)
      if (mm.last + 1 < tokens.size() && tokens[mm.last + 1].text == "'s" &&
          m + 1 < mentions.size() &&
          (mm.head == Head::kPlayer || mentions[m + 1].first == mm.last + 2)) {
        // (The "by" before the owner is the owned one's.)
        if (mentions[m + 1].first == mm.last + 2 && c.by < 0 &&
            preposition(tokens, mm).word("by")) {
          c.by = static_cast<int>(m + 1);
          ++m;
        }
        continue;
      }
      if (before.word("from") && c.by < 0 && c.verb == Verb::kAttack) c.by = static_cast<int>(m);
      // "an attack from Ultron"
      // ("defeats the Guard minion engaged with me": whom it is engaged
      // with, not what the verb is done with.)
      // ("Loki blocks as a 2A/3D die": the stats it does the verb as, for a
      // name the reader does not know.)
      else if ((before.word("with") || before.word("w") || before.word("using") ||
                (before.word("as") && tokens[mm.first].kind == Tok::kDiceStat &&
                 (c.verb == Verb::kAttack || c.verb == Verb::kBlock))) &&
               c.with < 0 && !engaged_with(tokens, mm))
        c.with = static_cast<int>(m);
      else if ((before.word("by") ||
                (c.passive && tokens[v].text.find(" by") != std::string::npos && c.by < 0)) &&
               c.by < 0)
        c.by = static_cast<int>(m);
      else if (in_list_of(tokens, mentions, m, c.with) || in_list_of(tokens, mentions, m, c.by))
        continue;  // "I attack with Widow and Hawkeye": both are what attacks
      // ("blocks with two dice: Wolverine 3A/2D and Beast": the list after
      // the colon is what it is done with.)
      else if (c.with >= 0 && c.with < static_cast<int>(m) &&
               tokens[mentions[static_cast<size_t>(c.with)].last].brk == ':')
        continue;
      // ("i block w cap 2a/5d, no dmg on cap yet": the die it is done
      // with, said again, is not what it is done to.)
      // ("roared into the Attack Zone, and my rival's Loki die ...": the
      // verb's place is said; it has no object.)
      else if (c.object < 0 && !before.word("for") && !tokens[v].text.ends_with(" zone") &&
               !(c.with >= 0 &&
                 resolve(mentions, static_cast<int>(m)) == resolve(mentions, c.with)))
        c.object = static_cast<int>(m);
    }
    c.amount = amount_after(tokens, v, next_verb, c.amount_at);
    // ("double block, nebula 2A/2D and ronan 3A/4D", "blocks: Robin and
    // Cyborg": with no doer before it, the dice listed after the mark are
    // what blocks.)
    if (c.verb == Verb::kBlock && !c.passive && c.subject < 0 && c.with < 0 && c.object >= 0 &&
        (tokens[v].brk == ',' || tokens[v].brk == ':') &&
        mentions[static_cast<size_t>(c.object)].first == v + 1 &&
        mentions[static_cast<size_t>(c.object)].head == Head::kDie)
      std::swap(c.with, c.object);
    // "The Inactive player controls a Loki die that does not block, and
    // blocks Thor with a Goblin die": a die does not block or attack with
    // another; the player told before it in the sentence does.
    if ((c.verb == Verb::kAttack || c.verb == Verb::kBlock) && !c.passive && c.with >= 0 &&
        c.subject >= 0 && mentions[static_cast<size_t>(c.subject)].head == Head::kDie)
      for (int m = c.subject - 1; m >= 0; --m) {
        const Mention& p = mentions[static_cast<size_t>(m)];
        bool crosses = false;
        for (size_t k = p.last; k < v; ++k) crosses |= tokens[k].ends_sentence();
        if (crosses) break;
        if (p.head == Head::kPlayer) {
          c.subject = m;
          break;
        }
      }
    // "I attack a minion ... and kill it": the verbs share their doer.
    // ("Thing blocks my Hulk, then gets removed": the same, past "gets".)
    const size_t joint = v > 1 && passive_marker(tokens[v - 1]) ? v - 1 : v;
    // ("thwarted the side scheme with Maria Hill, then thwarted the main
    // scheme with Black Widow": not the one the verb before was done with,
    // though the doer is unnamed.)
    if (n > 0 && joint > 0 && (tokens[joint - 1].word("and") || tokens[joint - 1].word("then")) &&
        c.subject >= 0 &&
        (c.subject == out[n - 1].object ||
         (!out[n - 1].passive && joint >= 2 &&
          (tokens[joint - 2].brk == ',' || tokens[joint - 2].brk == ')') &&
          mentions[static_cast<size_t>(c.subject)].last + 2 < joint &&
          mentions[static_cast<size_t>(c.subject)].first > out[n - 1].token &&
          !sentence_between(tokens, out[n - 1].token, v))))
      c.subject = out[n - 1].subject;
    // "it's blocked by a Hand Ninja and KOs it": after a passive, the
    // sentence's subject, not the one after "by".
    if (n > 0 && v > 0 && tokens[v - 1].word("and") && out[n - 1].passive && c.subject >= 0 &&
        c.subject == out[n - 1].by && out[n - 1].subject >= 0)
      c.subject = out[n - 1].subject;
    // ("Cyclops and Storm block (Cyclops 3A/4D, Storm 2A/3D)": names said
    // again in brackets right after the verb describe its doers; they are
    // not what it is done to.)
    if (c.object >= 0 && tokens[v].brk == '(' &&
        mentions[static_cast<size_t>(c.object)].first == v + 1 &&
        mentions[static_cast<size_t>(c.object)].refers_to >= 0) {
      const Mention& named = mentions[static_cast<size_t>(resolve(mentions, c.object))];
      if (named.last < v && !sentence_between(tokens, named.last, v)) c.object = -1;
    }
    // ("after my Hulk had KO'd it. It had blocked Hulk": "it" that does
    // the verb to the one it was taken for is the other die.)
    if (c.object >= 0 && c.subject >= 0 &&
        resolve(mentions, c.object) == resolve(mentions, c.subject) &&
        mentions[static_cast<size_t>(c.subject)].head == Head::kPronoun &&
        mentions[static_cast<size_t>(c.object)].head == Head::kDie)
      for (int m = c.subject - 1; m >= 0; --m) {
        const Mention& o = mentions[static_cast<size_t>(m)];
        if (o.head == Head::kDie && resolve(mentions, m) != resolve(mentions, c.object)) {
          c.subject = resolve(mentions, m);
          break;
        }
      }
    // "a 0A/3D blocks it": "it" is not the one doing the blocking.
    if (c.object >= 0 && c.subject >= 0 &&
        resolve(mentions, c.object) == resolve(mentions, c.subject)) {
      // ("ally ... kills it": "it" is no speaker, "me" or "I".)
      const std::string& said = mentions[static_cast<size_t>(c.object)].name;
      const bool thing = said == "it" || said == "its";
      c.object = -1;
      for (int m = c.subject - 1; m >= 0 && c.object < 0; --m) {
        const Mention& o = mentions[static_cast<size_t>(m)];
        const Head h = o.head;
        if (h != Head::kNone && h != Head::kPronoun && h != Head::kPlayer &&
            !(thing && speaker(o)) && resolve(mentions, m) != resolve(mentions, c.subject))
          c.object = m;
      }
    }
    // ("she attacks him. Is he defeated by it?": "it" is her attack, not
    // the one defeated.)
    if (c.passive && c.by >= 0 && c.subject >= 0 &&
        resolve(mentions, c.by) == resolve(mentions, c.subject))
      c.by = -1;
  }
  // ("Marcus just swung his Black Panther at me": the die swung at a
  // player is what attacks, not what is attacked.)
  for (Clause& c : out) {
    if (c.verb != Verb::kAttack || c.passive || c.with >= 0 || c.object < 0) continue;
    const Mention& o = mentions[static_cast<size_t>(c.object)];
    const size_t at = o.last + 1;
    const size_t next = static_cast<size_t>(c.object) + 1;
    if (o.head == Head::kDie && at + 1 < tokens.size() && !tokens[o.last].ends() &&
        (tokens[at].word("at") || tokens[at].word("into")) && next < mentions.size() &&
        mentions[next].first == at + 1 && mentions[next].head == Head::kPlayer &&
        (c.subject < 0 || mentions[static_cast<size_t>(c.subject)].head == Head::kPlayer)) {
      c.with = c.object;
      c.object = static_cast<int>(next);
    }
  }
  // ("nothing blocks my storm", "nothing in front of Storm": the one
  // unblocked is what follows.)
  for (Clause& c : out)
    if (c.verb == Verb::kUndefended && c.object >= 0 && !c.passive &&
        mentions[static_cast<size_t>(c.object)].head == Head::kDie &&
        mentions[static_cast<size_t>(c.object)].first > c.token &&
        (tokens[c.token].text.starts_with("nothing ") ||
         tokens[c.token].text.starts_with("nobody "))) {
      c.subject = c.object;
      c.object = -1;
    }
  // "I swing with Hulk and he blocks with Cap": "he" does the next verb;
  // it is not the object of this one.
  for (size_t n = 0; n + 1 < out.size(); ++n)
    // ("hits him for 5 undefended": he is undefended, and still hit.)
    if (out[n].object >= 0 && out[n].object == out[n + 1].subject &&
        !(out[n + 1].verb == Verb::kUndefended &&
          out[n + 1].token > mentions[static_cast<size_t>(out[n].object)].last + 2) &&
        mentions[static_cast<size_t>(out[n].object)].head == Head::kPronoun)
      out[n].object = -1;
  // "Spider-Man is hit undefended by a Hydra Soldier": the attack is the
  // passive "undefended by"'s, and by the same one.
  for (size_t n = 0; n + 1 < out.size(); ++n)
    if (out[n].verb == Verb::kAttack && out[n + 1].verb == Verb::kUndefended &&
        out[n + 1].token == out[n].token + 1 && out[n + 1].passive && out[n + 1].by >= 0 &&
        out[n].by < 0 && out[n].object < 0) {
      out[n].passive = true;
      out[n].by = out[n + 1].by;
    }
  // ("the villain doesn't attack me, he schemes": an attack said not to
  // happen is none.)
  std::erase_if(out, [&](const Clause& c) {
    return c.verb == Verb::kAttack && !c.passive && c.token > 0 && says_not(tokens[c.token - 1]);
  });
  return out;
}

}  // namespace arbiter::query::ask
// namespace arbiter::query::ask
