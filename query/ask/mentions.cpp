#include "query/ask/mentions.h"

#include <set>

namespace arbiter::query::ask {

const char* head_name(Head h) {
  switch (h) {
    case Head::kNone: return "none";
    case Head::kVillain: return "villain";
    case Head::kMinion: return "minion";
    case Head::kHero: return "hero";
    case Head::kAlly: return "ally";
    case Head::kMainScheme: return "main scheme";
    case Head::kSideScheme: return "side scheme";
    case Head::kDie: return "die";
    case Head::kPlayer: return "player";
    case Head::kPronoun: return "pronoun";
  }
  return "?";
}

std::string Mention::attr(const std::string& field) const {
  for (auto it = attrs.rbegin(); it != attrs.rend(); ++it)
    if (it->field == field) return it->value;
  return "";
}

bool die_said_at(const std::vector<Token>& t, size_t from) {
  Owner o;
  while (from < t.size() && determiner(t[from], o)) ++from;
  return from < t.size() && (t[from].kind == Tok::kDiceStat || t[from].is("role", "die"));
}

bool determiner(const Token& t, Owner& owner) {
  static const std::set<std::string> kMine = {"my", "our", "mine"};
  static const std::set<std::string> kOther = {"his",       "their",  "opponent's", "opponents",
                                               "opp's",     "opps",   "your",       "enemy's",
                                               "villain's", "other's"};
  static const std::set<std::string> kNeutral = {"a",       "an",   "the",   "this", "that",
                                                 "another", "each", "every", "some"};
  if (t.kind != Tok::kWord) return false;
  if (kMine.count(t.text)) return owner = Owner::kMine, true;
  if (kOther.count(t.text) || t.text == "her") return owner = Owner::kOther, true;
  if (kNeutral.count(t.text)) return owner = Owner::kUnsaid, true;
  return false;
}

bool possessive(const Token& t) {
  const std::string& w = t.text;
  return t.kind == Tok::kWord && w.size() >= 2 &&
         (w.compare(w.size() - 2, 2, "'s") == 0 || w.compare(w.size() - 2, 2, "s'") == 0);
}

bool speaker(const Mention& m) {
  return m.name == "i" || m.name == "me" || m.name == "i'm" || m.name == "im" || m.name == "i'd" ||
         m.name == "i've" || m.name == "my hero";
}

bool group_said_before(const std::vector<Token>& t, size_t first) {
  auto group = [](const Token& w) { return w.word("both") || w.word("all"); };
  return (first >= 1 && group(t[first - 1])) ||
         (first >= 2 && t[first - 1].word("of") && group(t[first - 2]));
}

bool opponent_said(const std::string& w) {
  // ("my son's Hulk", "my friend": someone at the table who is not the
  // asker.)
  const std::string last = w.substr(w.rfind(' ') == std::string::npos ? 0 : w.rfind(' ') + 1);
  return w.rfind("opp", 0) == 0 || w.find(" opp") != std::string::npos ||
         w.find("other") != std::string::npos || person_word(last);
}

bool person_word(const std::string& w) {
  static const std::set<std::string> kPeople = {
      "friend",  "buddy",      "brother",   "sister",   "cousin",    "son",       "daughter",
      "wife",    "husband",    "dad",       "mom",      "kid",       "teammate",  "roommate",
      "partner", "girlfriend", "boyfriend", "pal",      "mate",      "rival",     "adversary",
      "niece",   "nephew",     "uncle",     "aunt",     "child",     "grandson",  "granddaughter",
      "father",  "mother",     "stepson",   "neighbor", "neighbour", "colleague", "coworker"};
  return kPeople.count(w) > 0;
}

namespace {

bool character_head(Head h) {
  return h == Head::kHero || h == Head::kVillain || h == Head::kMinion || h == Head::kAlly;
}

// "Iron Man basic attack first, ATK 2", "sends his ally Hawkeye in, ATK
// 1", "then ally Black Cat, THW 1": a character's values set off by a comma
// at `values`, right after it or after a word or two of how it goes in;
// not a verb's object ("the minion engaged with me attacks, ATK 2").
bool values_set_off(const std::vector<Token>& tokens, const Mention& c, size_t values,
                    size_t values_last) {
  if (!character_head(c.head) || values <= c.last || values > c.last + 4 ||
      tokens[values - 1].brk != ',')
    return false;
  if (c.first > 0 && (tokens[c.first - 1].word("with") || tokens[c.first - 1].word("at") ||
                      tokens[c.first - 1].word("to") || tokens[c.first - 1].word("against")))
    return false;
  // (Only of one opening its clause: "then ally Black Cat, THW 1", "he
  // goes Iron Man basic attack first, ATK 2"; not "Rhino attacks
  // Spider-Man (first), ATK 3".)
  size_t k = c.first;
  Owner o;
  while (k > 0 && !tokens[k - 1].ends() &&
         (tokens[k - 1].term_kind("role") || determiner(tokens[k - 1], o)))
    --k;
  static const std::set<std::string> kOpens = {"then",  "and",  "goes", "go",   "went",
                                               "sends", "send", "sent", "uses", "used"};
  if (!(k == 0 || tokens[k - 1].ends() ||
        (tokens[k - 1].kind == Tok::kWord && kOpens.count(tokens[k - 1].text))))
    return false;
  if (values == c.last + 1)
    // (Right after it, only a hero's or an ally's, set off whole: not
    // "Klaw last stage, 2hp left (22 max)".)
    return (c.head == Head::kHero || c.head == Head::kAlly) && tokens[values_last].ends();
  if (tokens[c.last].ends()) return false;
  for (size_t g = c.last + 1; g < values; ++g)
    if (!(tokens[g].is("action", "attack") || tokens[g].is("action", "thwart") ||
          tokens[g].word("basic") || tokens[g].word("in") || tokens[g].word("first") ||
          tokens[g].word("forward")) ||
        (g + 1 < values && tokens[g].brk != 0))
      return false;
  return true;
}

// "Rhino attacks me, She-Hulk: ATK 2": the name after the one attacked, said
// to them, labels no values of theirs (the attack's).
bool attacked_by_name(const std::vector<Token>& tokens, const std::vector<Mention>& out) {
  if (out.size() < 2) return false;
  const Mention& named = out.back();
  const Mention& object = out[out.size() - 2];
  if (object.last + 1 != named.first || tokens[object.last].brk != ',' || object.first == 0)
    return false;
  const Token& before = tokens[object.first - 1];
  return before.brk == 0 && (before.word("at") || before.is("action", "attack"));
}

// The mention a label's colon opens, out[at] or, when out[at] is whom an
// enemy is engaged with ("Shocker (minion), engaged with me: 4 hit points,
// Retaliate 1"), the enemy opening the sentence.
size_t engaged_subject(const std::vector<Token>& tokens, const std::vector<Mention>& out,
                       size_t at) {
  const Mention& with = out[at];
  if (with.first < 2 || !tokens[with.first - 1].word("with") ||
      !tokens[with.first - 2].word("engaged"))
    return at;
  for (size_t m = at; m-- > 0;) {
    if (out[m].last < with.first && tokens[out[m].last].ends_sentence()) break;
    if (out[m].head == Head::kMinion || out[m].head == Head::kVillain) return m;
  }
  return at;
}

// What each token is to the binder.
enum class Item : uint8_t { kOther, kHead, kAttr, kOpener, kCount, kVerb, kPronoun };

struct Span {
  Item item = Item::kOther;
  size_t first = 0, last = 0;  // tokens
  Mention mention;             // kHead, kPronoun
  std::vector<Attr> attrs;     // kAttr
  Owner owner = Owner::kUnsaid;
  int count = 0;
  bool ends = false;  // a description ends after it
};

bool pronoun(const Token& t, const Token* next) {
  static const std::set<std::string> kPronouns = {"he",   "him",  "she",  "it",   "they",
                                                  "them", "it's", "he's", "she's"};
  if (t.kind != Tok::kWord) return false;
  if (t.text == "her") return next == nullptr || next->kind == Tok::kWord;
  return kPronouns.count(t.text) > 0;
}

// A word that can open a name or say what kind of die it is ("Hand" in
// "two Hand Ninja dice"); not a word that joins ("level 2 with 5A/3D").
bool name_word(const Token& t) {
  static const std::set<std::string> kJoining = {"with", "and",  "the",  "for",   "from", "into",
                                                 "each", "more", "than", "level", "lvl",  "other"};
  return t.kind == Tok::kWord && t.text.size() >= 3 && !kJoining.count(t.text) &&
         t.text.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") == std::string::npos;
}

// A plural ("turns" in "After 2 turns Hulk attacked"): what the count
// before it counts, not the first word of a name.
bool plural_word(const Token& t) {
  return t.text.size() > 3 && t.text.back() == 's';
}

// Words that may sit between attributes and their name ("a fast, also
// deadly blocker").
bool transparent(const Token& t) {
  return t.kind == Tok::kWord && (t.text == "also" || t.text == "really" || t.text == "very");
}

// Words that start a new description within a clause.
bool splitter(const Token& t) {
  return t.kind == Tok::kWord && (t.text == "and" || t.text == "vs" || t.text == "versus" ||
                                  t.text == "or" || t.text == "against" || t.text == "then");
}

std::vector<Span> spans_of(const std::vector<Token>& tokens, const Grammar& g) {
  std::vector<Span> out;
  for (size_t i = 0; i < tokens.size();) {
    Span s;
    s.first = i;
    Mention m;
    std::vector<Attr> attrs;
    Owner owner = Owner::kUnsaid;
    size_t n = 0;
    const Token* next = i + 1 < tokens.size() ? &tokens[i + 1] : nullptr;
    if ((n = g.head(tokens, i, m)) > 0) {
      s.item = Item::kHead;
      s.mention = m;
    } else if ((n = g.attribute(tokens, i, attrs)) > 0) {
      s.item = Item::kAttr;
      s.attrs = attrs;
    } else if (g.verb(tokens, i)) {
      s.item = Item::kVerb, n = 1;
    } else if (pronoun(tokens[i], next) &&
               !(next && next->kind != Tok::kWord && tokens[i].text == "her") &&
               // ("he went into it with 10 hit points": the fight, not a card)
               !(tokens[i].text == "it" && i > 0 && tokens[i - 1].word("into"))) {
      s.item = Item::kPronoun, n = 1;
    } else if (determiner(tokens[i], owner) || splitter(tokens[i])) {
      s.item = Item::kOpener, s.owner = owner, n = 1;
      if (splitter(tokens[i])) s.owner = Owner::kUnsaid;
    } else if (tokens[i].kind == Tok::kNumber) {
      s.item = Item::kCount, s.count = tokens[i].number, n = 1;
    } else if (tokens[i].word("pair") && i > 0 && tokens[i - 1].word("a") && next &&
               next->word("of")) {
      s.item = Item::kCount, s.count = 2, n = 1;  // "a pair of Hand Ninja dice"
    } else {
      n = 1;
    }
    s.last = i + n - 1;
    s.ends = tokens[s.last].ends() ||
             (tokens[s.last].kind == Tok::kWord && tokens[s.last].text == "then");
    if (s.item == Item::kOpener && tokens[i].text == "then") s.ends = true;
    out.push_back(std::move(s));
    i += n;
  }
  return out;
}

}  // namespace

std::vector<Mention> find_mentions(const std::vector<Token>& tokens, const Grammar& g) {
  const std::vector<Span> spans = spans_of(tokens, g);
  std::vector<Mention> out;
  // The clause being read: a verb or a break starts a new one.
  long open = -1;       // the mention whose description is still open
  bool opened = false;  // a determiner or splitter since `open` was named
  // A status said as the verb waits past the determiner of the one it is
  // given to ("I stunned the Hydra Mercenary").
  bool status_waits = false;
  Owner pending_owner = Owner::kUnsaid;
  size_t owner_at = 0;  // the token that said pending_owner
  // ("had started his attack on Captain America": his attack, not his
  // Captain America.)
  const auto owned_action = [&](const Span& s) {
    return pending_owner != Owner::kUnsaid && s.first == owner_at + 1 &&
           tokens[s.first].term_kind("action") && s.last + 1 < tokens.size() &&
           (tokens[s.last + 1].word("on") || tokens[s.last + 1].word("against") ||
            tokens[s.last + 1].word("at") || tokens[s.last + 1].word("into"));
  };
  int pending_count = 0;
  std::vector<Attr> pending;  // attributes waiting for the head they precede
  size_t pending_first = 0;
  // Words read as describing, with nothing to keep ("a level 1 Hulk die"):
  // where the description began, when nothing else is pending.
  constexpr size_t kUnset = static_cast<size_t>(-1);
  size_t bare_first = kUnset;

  auto headless = [&](size_t last) {
    if (pending.empty()) return;
    // "w crisis icon, 3 threat": a list of facts with no name in it says
    // them of one thing.
    if (!out.empty() && out.back().head == Head::kNone && out.back().last + 1 == pending_first &&
        tokens[out.back().last].brk == ',') {
      for (Attr& a : pending) out.back().attrs.push_back(a);
      out.back().last = last;
      pending.clear();
      return;
    }
    Mention m;
    m.head = Head::kNone;
    m.first = pending_first;
    m.last = last;
    m.head_token = pending_first;
    m.owner = pending_owner;
    m.attrs = pending;
    out.push_back(m);
    pending.clear();
  };
  // The die that did the verb told last, and where the verb was: "Hulk
  // charges into the Attack Zone - 6A/6D - and ...", an aside after the
  // verb said of it.
  long verb_doer = -1;
  size_t verb_at = 0;
  // A label's list given to a mention before the last ("Shocker, engaged
  // with me: 4 hit points, no damage, Retaliate 1"), and where it stopped.
  long listed = -1;
  size_t listed_last = 0;
  long labelled = -1;  // the mention a label's colon opened last
  auto end_clause = [&](size_t last) {
    headless(last);
    open = -1;
    opened = false;
    pending_owner = Owner::kUnsaid;
    pending_count = 0;
  };

  for (size_t k = 0; k < spans.size(); ++k) {
    const Span& s = spans[k];
    switch (s.item) {
      case Item::kHead:
      case Item::kPronoun: {
        // "2 dmg on opp thor": a player's word right before a die's name is
        // whose die it is.
        // ("opp 5/4 joker": and its stats between, the die's.)
        const auto die_at = [&](size_t j) {
          return j < spans.size() && spans[j].item == Item::kHead &&
                 spans[j].mention.head == Head::kDie;
        };
        const bool stats_then_die = k + 1 < spans.size() && spans[k + 1].item == Item::kAttr &&
                                    spans[k + 1].first == s.last + 1 &&
                                    spans[k + 1].first == spans[k + 1].last &&
                                    tokens[spans[k + 1].first].kind == Tok::kDiceStat &&
                                    tokens[spans[k + 1].last].brk == 0 && die_at(k + 2) &&
                                    spans[k + 2].first == spans[k + 1].last + 1;
        if (s.item == Item::kHead && s.mention.head == Head::kPlayer &&
            (die_at(k + 1) || stats_then_die) && tokens[s.last].brk == 0 && s.first == s.last &&
            opponent_said(tokens[s.first].text)) {
          pending_owner = Owner::kOther;
          owner_at = s.first;
          opened = true;
          break;
        }
        // "my opponent's 7/5 Overcrush attacker": after a player's "'s",
        // the die that is theirs, not the player described.
        if (s.item == Item::kHead && s.mention.head == Head::kPlayer &&
            s.last + 1 < tokens.size() && tokens[s.last].brk == 0 &&
            tokens[s.last + 1].text == "'s") {
          bool die_follows = false;
          for (size_t j = k + 2; j < spans.size() && j < k + 6 && !die_follows; ++j) {
            die_follows = spans[j].item == Item::kHead && spans[j].mention.head == Head::kDie;
            if (spans[j].item != Item::kAttr && spans[j].item != Item::kHead) break;
          }
          if (die_follows) {
            const std::string& who = tokens[s.last].text;
            const bool theirs = opponent_said(who) || who == "he" || who == "she" || who == "they";
            pending_owner = theirs ? Owner::kOther : Owner::kMine;
            owner_at = s.first;
            opened = true;
            ++k;  // the "'s"
            break;
          }
        }
        Mention m = s.mention;
        if (s.item == Item::kPronoun) {
          // ("Klaw attacks her": the object of the verb right before.)
          const bool after_verb =
              k > 0 && spans[k - 1].item == Item::kVerb && tokens[spans[k - 1].last].brk == 0;
          m = pronoun_mention(
              tokens, out, s.first,
              after_verb ? std::optional<size_t>(spans[k - 1].first) : std::nullopt);
        }
        m.first = !pending.empty() ? pending_first : bare_first != kUnset ? bare_first : s.first;
        bare_first = kUnset;
        m.last = s.last;
        m.head_token = s.first;
        if (m.owner == Owner::kUnsaid) m.owner = pending_owner;
        // "opp has Red Skull w retaliation": the die the other player has is
        // theirs.
        if (m.owner == Owner::kUnsaid && m.head == Head::kDie && !out.empty() &&
            out.back().head == Head::kPlayer && out.back().owner != Owner::kMine) {
          size_t at = m.first;
          Owner o;
          while (at > 0 && determiner(tokens[at - 1], o)) --at;
          // ("opp has red skull": a first word of the name the reader left out)
          if (at >= 2 && tokens[at - 1].kind == Tok::kWord && tokens[at - 1].brk == 0 &&
              out.back().last + 3 == at)
            --at;
          static const std::set<std::string> kHas = {"has", "have", "got", "controls", "control"};
          if (at >= 1 && kHas.count(tokens[at - 1].text) && out.back().last + 2 == at &&
              !tokens[out.back().last].ends())
            m.owner = Owner::kOther;
        }
        if (pending_count > 1) m.count = pending_count;
        for (Attr& a : pending) m.attrs.push_back(a);
        pending.clear();
        pending_owner = Owner::kUnsaid;
        pending_count = 0;
        out.push_back(m);
        open = static_cast<long>(out.size()) - 1;
        opened = false;
        break;
      }
      case Item::kAttr: {
        // "I assign 2 damage to the 2A/4D and 4 damage to the 3A/3D": an
        // amount sent on to the die after "to", not a value of the one
        // before (the verb's clause reads it).
        if (s.first > 0 && tokens[s.first - 1].word("and") && s.attrs.size() == 1 &&
            s.attrs[0].field == "damage" && tokens[s.last].brk == 0 && k + 1 < spans.size() &&
            s.last + 1 < tokens.size() &&
            (tokens[s.last + 1].word("to") || tokens[s.last + 1].word("onto")) &&
            die_said_at(tokens, s.last + 2))
          break;
        // ("Hulk charges into the Attack Zone - 6A/6D - and", "Thor swings
        // in at 5A/3D!": a die's stats set off right after its verb, a word
        // or two between, are the doer's.)
        if (open < 0 && pending.empty() && verb_doer >= 0 &&
            static_cast<size_t>(verb_doer) + 1 == out.size() && s.first > verb_at &&
            s.first <= verb_at + 3 && tokens[s.first].kind == Tok::kDiceStat &&
            (tokens[s.first - 1].brk == ',' || tokens[s.first - 1].word("at")) &&
            !sentence_between(tokens, verb_at, s.first)) {
          for (const Attr& a : s.attrs) out[static_cast<size_t>(verb_doer)].attrs.push_back(a);
          verb_doer = -1;
          break;
        }
        // (Its span stays its own: a verb between is read as a clause.)
        if (open < 0 && pending.empty() && !out.empty() &&
            values_set_off(tokens, out.back(), s.first, s.last)) {
          for (const Attr& a : s.attrs) out.back().attrs.push_back(a);
          out.back().set_off.emplace_back(s.first, s.last);
          // ("Star-Lord: DEF 2, 10 hp, 4 dmg, tough": a label's list goes on.)
          if (static_cast<long>(out.size()) - 1 == labelled)
            listed = labelled, listed_last = s.last;
          break;
        }
        // ("tough status card, 3 damage": past the noun the value ends on.)
        if (open < 0 && pending.empty() && listed >= 0 &&
            ((listed_last + 1 == s.first && tokens[listed_last].brk == ',') ||
             (listed_last + 2 == s.first && tokens[listed_last].brk == 0 &&
              (tokens[listed_last + 1].word("card") || tokens[listed_last + 1].word("cards")) &&
              tokens[listed_last + 1].brk == ',')))
          open = listed, opened = false;
        // "The Active player, at 12 Life, attacks": attributes set off by
        // commas right after a player are that player's.
        if (open < 0 && pending.empty() && !out.empty() && out.back().head == Head::kPlayer &&
            out.back().last + 1 == s.first && tokens[out.back().last].brk == ',') {
          size_t j = k;
          while (j < spans.size() && spans[j].item == Item::kAttr && !spans[j].ends) ++j;
          if (j < spans.size() && spans[j].item == Item::kAttr && tokens[spans[j].last].brk == ',')
            open = static_cast<long>(out.size()) - 1, opened = false;
        }
        // ("I have 12 hit points, 1 damage and DEF 2.": a character's values
        // listed on after a comma, to its sentence's end with nothing else
        // between, are that character's.)
        if (open < 0 && pending.empty() && !out.empty() && !out.back().attrs.empty() &&
            character_head(out.back().head) && out.back().last + 1 == s.first &&
            tokens[out.back().last].brk == ',') {
          // (Or to a comma before what the character does: "Doctor Strange
          // has 12 hit points, 1 damage and DEF 2, and does not defend.")
          bool list = false, comma = false;
          for (size_t j = k; j < spans.size(); ++j) {
            const bool joined = spans[j].item == Item::kOpener &&
                                tokens[spans[j].first].word("and") &&
                                spans[j].first == spans[j].last;
            if (spans[j].item != Item::kAttr && !joined) {
              // ("..., and does not defend": a verb, after words that
              // are neither names nor values.)
              for (size_t v = j; comma && v < spans.size() && v < j + 4 && !list; ++v) {
                list = spans[v].item == Item::kVerb;
                if (spans[v].item != Item::kOther) break;
              }
              break;
            }
            if (tokens[spans[j].last].ends_sentence()) {
              list = spans[j].item == Item::kAttr;
              break;
            }
            if (spans[j].item == Item::kAttr) comma = tokens[spans[j].last].brk == ',';
          }
          if (list) open = static_cast<long>(out.size()) - 1, opened = false;
        }
        // ("Loki: ATK 2, boost card 1 icon": a list's item, the values
        // after its name's colon, the name's.)
        // (A character's, not a die's: "My idea: Overcrush ..." names no die.)
        const Head named = out.empty() ? Head::kNone : out.back().head;
        const bool labels = character_head(named);
        if (open < 0 && pending.empty() && labels && out.back().last + 1 == s.first &&
            tokens[out.back().last].brk == ':' &&
            !(attacked_by_name(tokens, out) &&
              std::any_of(s.attrs.begin(), s.attrs.end(),
                          [](const Attr& a) { return a.field == "atk" || a.field == "boost"; })))
          open = labelled = static_cast<long>(engaged_subject(tokens, out, out.size() - 1)),
          opened = false;
        // ("If Spider-Man (ATK 2) is stunned and ...": what it is, after
        // its bracket.)
        if (open < 0 && pending.empty() && labels && out.back().last + 2 == s.first &&
            tokens[out.back().last].brk == ')' &&
            (tokens[s.first - 1].word("is") || tokens[s.first - 1].word("was")) &&
            std::all_of(s.attrs.begin(), s.attrs.end(),
                        [](const Attr& a) { return a.value == "true" || a.value == "false"; }))
          open = static_cast<long>(out.size()) - 1, opened = false;
        // After its head, in the same description: the head's. Otherwise
        // it waits for the head it comes before.
        // ("... both have Fast (3A/2D Quicksilver into ...": stats right
        // before a name in a bracket are that name's.)
        // ("Rhino's guard minion": after the owner's "'s", the owned one's.)
        // ("blocks spidey with 2/4 beast": after "with", a die's stats right
        // before its name are that die's.)
        const bool before_head =
            k + 1 < spans.size() && spans[k + 1].item == Item::kHead && !s.ends && s.first > 0 &&
            (tokens[s.first - 1].brk == '(' || tokens[s.first - 1].text == "'s" ||
             ((tokens[s.first - 1].word("with") || tokens[s.first - 1].word("w")) &&
              tokens[s.first].kind == Tok::kDiceStat && spans[k + 1].first == s.last + 1 &&
              spans[k + 1].mention.head == Head::kDie));
        // ("a treachery stunned Black Widow", "I confused the villain": a
        // status said as the verb, of the character named right after.)
        // ("Klaw had confused her": or of the one an object pronoun names.)
        const bool object_pronoun =
            k + 1 < spans.size() && spans[k + 1].item == Item::kPronoun &&
            (tokens[spans[k + 1].first].word("him") || tokens[spans[k + 1].first].word("her") ||
             tokens[spans[k + 1].first].word("them") || tokens[spans[k + 1].first].word("it"));
        // ("I stunned the Hydra Mercenary": "the" between.)
        const bool opener_then_head =
            k + 2 < spans.size() && spans[k + 1].item == Item::kOpener &&
            spans[k + 1].owner == Owner::kUnsaid && spans[k + 1].first == spans[k + 1].last &&
            (tokens[spans[k + 1].first].word("the") || tokens[spans[k + 1].first].word("a") ||
             tokens[spans[k + 1].first].word("an") || tokens[spans[k + 1].first].word("that")) &&
            spans[k + 2].first == spans[k + 1].last + 1 && spans[k + 2].item == Item::kHead &&
            character_head(spans[k + 2].mention.head);
        const bool status_verb =
            s.first == s.last && s.attrs.size() == 1 && s.attrs[0].value == "true" &&
            (tokens[s.first].text == "stunned" || tokens[s.first].text == "confused") &&
            tokens[s.last].brk == 0 && k + 1 < spans.size() && spans[k + 1].first == s.last + 1 &&
            ((spans[k + 1].item == Item::kHead && character_head(spans[k + 1].mention.head)) ||
             object_pronoun || opener_then_head);
        status_waits = status_verb && opener_then_head;
        if (open >= 0 && !opened && !before_head && !status_verb) {
          for (const Attr& a : s.attrs) out[static_cast<size_t>(open)].attrs.push_back(a);
          out[static_cast<size_t>(open)].last = s.last;
          // ("Ultron: tough status card, 3 damage.": a label's list, to its
          // sentence's end.)
          if (static_cast<size_t>(open) + 1 < out.size() || open == labelled)
            listed = open, listed_last = s.last;
        } else if (s.attrs.empty()) {
          if (pending.empty() && bare_first == kUnset) bare_first = s.first;
        } else {
          if (pending.empty()) pending_first = bare_first != kUnset ? bare_first : s.first;
          for (const Attr& a : s.attrs) pending.push_back(a);
        }
        break;
      }
      case Item::kOpener: {
        // "a 2D and a 3D": a new description starts when a name follows;
        // "retaliate 1 and 3 hp", "with a tough card" go on describing.
        // "with my ATK 2": attributes the speaker owns, not the minion's.
        bool head_follows = false;
        for (size_t j = k + 1; j < spans.size(); ++j) {
          const Item it = spans[j].item;
          if (it == Item::kHead || it == Item::kPronoun) head_follows = true;
          // ("an attacking 3A/2D die": a term right after the determiner
          // that the grammar did not take as a verb describes the name.)
          const bool describing = it == Item::kOther && j == k + 1 &&
                                  tokens[spans[j].first].kind == Tok::kTerm && !spans[j].ends;
          if (describing) continue;
          if (it != Item::kAttr && it != Item::kCount && it != Item::kOpener) break;
          if (spans[j].ends) break;
          // ("it has 3 hit points and a tough card thors attack is 3": a
          // status card is a whole thing, not a description of a name.)
          const std::string& said = tokens[spans[j].last].text;
          if (it == Item::kAttr && said.size() > 4 && said.compare(said.size() - 4, 4, "card") == 0)
            break;
        }
        if (head_follows || s.owner != Owner::kUnsaid) {
          if (!status_waits) headless(s.first > 0 ? s.first - 1 : 0);
          status_waits = false;
          opened = true;
          pending_owner = s.owner;
          owner_at = s.first;
          // ("two of my Sidekick dice": the count before "of" stays.)
          const bool count_of = k >= 2 && spans[k - 1].item == Item::kOther &&
                                tokens[spans[k - 1].first].word("of") &&
                                spans[k - 2].item == Item::kCount;
          if (!count_of) pending_count = 0;
        }
        break;
      }
      case Item::kCount:
        if (pending.empty()) pending_count = s.count;
        // "blocks it with two 3A/3D dice": a count, then what it counts,
        // starts a new description.
        for (size_t j = k + 1; j < spans.size() && !s.ends; ++j) {
          const Item it = spans[j].item;
          if (it == Item::kHead) {
            opened = true;
            break;
          }
          if (it != Item::kAttr || spans[j].ends) break;
        }
        break;
      case Item::kVerb:
        bare_first = kUnset;
        verb_doer = open >= 0 && out[static_cast<size_t>(open)].head == Head::kDie &&
                            out[static_cast<size_t>(open)].last + 4 > s.first
                        ? open
                        : -1;
        verb_at = s.last;
        end_clause(s.first > 0 ? s.first - 1 : 0);
        if (owned_action(s)) pending_owner = Owner::kUnsaid;
        break;
      case Item::kOther:
        // "... DEF 3 - does it get ...": attributes come right before the
        // name they describe; a word between cuts them off from it.
        if (!pending.empty() && !transparent(tokens[s.first])) headless(s.first - 1);
        if (!transparent(tokens[s.first])) bare_first = kUnset;
        // ("whats his life after and whre does hulk end up": "his" is not
        // Hulk's owner, words away.)
        if (pending_owner != Owner::kUnsaid && s.first > owner_at + 3)
          pending_owner = Owner::kUnsaid;
        if (owned_action(s)) pending_owner = Owner::kUnsaid;
        // ("His player wants Black Panther to defend": the person is his,
        // not the character named after.)
        if (pending_owner != Owner::kUnsaid && s.first == owner_at + 1 &&
            (person_word(tokens[s.first].text) || tokens[s.first].word("player")))
          pending_owner = Owner::kUnsaid;
        // "3 to Daredevil": no count; "three unblocked attackers": still one.
        // ("two of my Sidekicks": the count goes on past "of".)
        // ("two Hand Ninja dice", "2 hand ninjas": one word right before
        // the name counted, its first word or what kind it is.)
        if (tokens[s.first].kind == Tok::kWord && !transparent(tokens[s.first]) &&
            !(tokens[s.first].word("of") && k > 0 && spans[k - 1].item == Item::kCount) &&
            !(k > 0 &&
              (spans[k - 1].item == Item::kCount || (k > 1 && spans[k - 2].item == Item::kCount &&
                                                     tokens[spans[k - 1].first].word("of"))) &&
              k + 1 < spans.size() && spans[k + 1].item == Item::kHead &&
              spans[k + 1].first == s.last + 1 && tokens[s.last].brk == 0 &&
              name_word(tokens[s.first]) && tokens[spans[k + 1].first].kind != Tok::kDiceStat &&
              !plural_word(tokens[s.first])))
          pending_count = 0;
        break;
    }
    if (s.ends) {
      bare_first = kUnset;
      end_clause(s.last);
    }
  }
  end_clause(tokens.empty() ? 0 : tokens.size() - 1);
  return out;
}

}  // namespace arbiter::query::ask
