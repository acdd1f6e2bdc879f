// Dice Masters names: a word the vocabulary does not know, said as a die's
// name ("Rogue (2 attack 3 defense)", "my Abomination 6A/2D", "Red Skull w
// retaliation"), becomes a die's name token, so the stats and keywords
// around it describe that die.
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

// A word the vocabulary does not know, right before a die's stats
// ("Rogue (2 attack 3 defense)", "my Abomination 6A/2D"), is the die's name.
std::vector<Token> with_names(std::vector<Token> tokens) {
  // "Zemo attacks (Zemo: 3A/3D)": the name said again in the brackets
  // after its own verb is dropped, the stats told as "Zemo attacks
  // (3A/3D)" tells them.
  for (size_t i = 1; i + 2 < tokens.size(); ++i)
    if ((tokens[i].is("action", "attack") || tokens[i].is("role", "blocker")) &&
        tokens[i].brk == '(' && tokens[i + 1].text == tokens[i - 1].text &&
        tokens[i - 1].brk == 0 && (tokens[i + 1].brk == ':' || tokens[i + 1].brk == 0) &&
        tokens[i + 2].kind == Tok::kDiceStat)
      tokens.erase(tokens.begin() + static_cast<long>(i + 1));
  // ("does either get to strike first?": the verb, not the keyword.)
  for (size_t i = 0; i < tokens.size(); ++i)
    if (tokens[i].is("keyword", "strike") &&
        strike_as_verb(i > 0 ? tokens[i - 1].text : "",
                       i + 1 < tokens.size() ? tokens[i + 1].text : "")) {
      tokens[i].kind = Tok::kWord;
      tokens[i].term = nullptr;
    }
  static const Term kName{"dm", {"name"}, "role", "die", {}};
  static const std::set<std::string> kGlue = {
      "a",      "an",          "the",          "my",      "his",      "her",
      "their",  "with",        "by",           "and",     "or",       "is",
      "was",    "vs",          "into",         "on",      "of",       "to",
      "at",     "gets",        "got",          "get",     "that",     "who",
      "which",  "has",         "have",         "it",      "its",      "then",
      "plus",   "both",        "each",         "if",      "when",     "does",
      "do",     "what",        "how",          "but",     "for",      "from",
      "are",    "also",        "all",          "only",    "just",     "still",
      "now",    "another",     "other",        "one",     "a",        "be",
      "being",  "affiliation", "affiliations", "keyword", "keywords", "own",
      "nobody", "none",        "nothing",      "noone",   "someone",  "everyone",
      "shows",  "showing",     "showed",       "sits",    "sat",      "stayed",
      "stays",  "stay",        "remained",     "remains", "waited",   "waits"};
  // Words that say what kind of die ("an active Loki die"), not its name.
  static const std::set<std::string> kKindOfDie = {
      "character", "action", "attacking", "blocking", "basic", "same", "single", "active",
      "fielded", "damaged", "blocked", "energy", "global", "level", "new", "last", "first",
      "second", "third", "opposing", "enemy", "friendly", "attacker", "blocker", "another",
      "defending", "lvl", "face", "side", "roll",
      // ("my lone attacker")
      "lone", "sole", "remaining", "unblocked"};
  auto plain = [&](const Token& t) {
    return t.kind == Tok::kWord && t.text.size() >= 3 && !kGlue.count(t.text) &&
           !person_word(t.text) &&  // ("my brother blocked with Magneto")
           affiliation_of(t.text).empty() &&
           t.text.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") == std::string::npos;
  };
  std::set<std::string> names;
  // Two-word names whose words the rulebooks also use ("Iron Fist (2A/4D)").
  std::set<std::string> pairs;
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    Token& t = tokens[i];
    // ("My Hulk die, sitting at level 2 (4A, 5D)": a verb of where or how
    // a die is, not a name.)
    static const std::set<std::string> kStaying = {
        "sitting", "standing", "waiting", "resting", "lurking", "looming",   "hovering",
        "lying",   "hanging",  "staying", "idling",  "glowing", "remaining", "crouching"};
    // (A name's colon said as nothing: "(Thor: 5A/4D, Hulk: 6A/6D)" lists
    // two dice as "Thor 5A/4D, Hulk 6A/6D" would.)
    // (Not "three dice: 2A/2D, 1A/3D": what follows is a list.)
    if (t.brk == ':' && t.is("role", "die") && t.text != "die" && t.text != "dice" &&
        tokens[i + 1].kind == Tok::kDiceStat && !tokens[i + 1].plus)
      t.brk = 0;
    if (!plain(t) || kStaying.count(t.text)) continue;
    // "Iron Fist (2A/4D)": a word with its stats in brackets right after it
    // names a die, even a word the rulebooks use ("fist" is an energy).
    // ("Red Skull (Villains affiliation, Retaliation)": an affiliation or a
    // keyword in them, as well.)
    const bool described =
        i + 1 < tokens.size() &&
        ((tokens[i + 1].kind == Tok::kDiceStat && !tokens[i + 1].plus) ||
         !affiliation_of(tokens[i + 1].text).empty() || tokens[i + 1].term_kind("keyword"));
    if (t.brk == '(' && described) {
      names.insert(t.text);
      if (i > 0 && plain(tokens[i - 1]) && tokens[i - 1].brk == 0 &&
          !kKindOfDie.count(tokens[i - 1].text))
        pairs.insert(tokens[i - 1].text + " " + t.text);
    }
    // "a Loki die that is 3A/3D": the word before "die" names it, even a
    // word the rulebooks use, unless it is one that says what kind of die.
    if (t.in_corpus && t.brk == 0 &&
        (tokens[i + 1].text == "die" || tokens[i + 1].text == "dice") &&
        !kKindOfDie.count(t.text) && tokens[i + 1].brk != '?' && tokens[i + 1].brk != '.' &&
        !(i > 0 && tokens[i - 1].word("does"))) {
      names.insert(t.text);
      // ("a 3A/3D Iron Fist die": both words.)
      static const std::set<std::string> kNotFirst = {"cost",  "costs", "purchase", "fielding",
                                                      "field", "paid",  "pay"};
      if (i > 0 && plain(tokens[i - 1]) && tokens[i - 1].brk == 0 &&
          !tokens[i - 1].term_kind("keyword") && !kNotFirst.count(tokens[i - 1].text) &&
          !kKindOfDie.count(tokens[i - 1].text))
        pairs.insert(tokens[i - 1].text + " " + t.text);
    }
    // "panther 3a/4d blocked by ...": a sentence opening with a word and
    // its stats names a die.
    if (t.brk == 0 && (i == 0 || tokens[i - 1].ends()) && tokens[i + 1].kind == Tok::kDiceStat &&
        !tokens[i + 1].plus)
      names.insert(t.text);
    // "Juggernaut has 9A, 6D and Overcrush", "Hulk shows 7A/5D": a sentence
    // opening with a word, then a verb of what it is and its stats.
    if (t.brk == 0 && (i == 0 || tokens[i - 1].ends_sentence()) && i + 2 < tokens.size() &&
        (tokens[i + 1].word("has") || tokens[i + 1].word("is") || tokens[i + 1].word("shows") ||
         tokens[i + 1].word("showing")) &&
        tokens[i + 1].brk == 0 && die_stats(tokens[i + 2]))
      names.insert(t.text);
    // "(Loki: 3A/3D)", "Storm: 2A/3D, Fast": a word labelling its stats.
    // (Opening a bracket or a sentence: not "Quicksilver is weak: 2A/2D".)
    if (t.brk == ':' && tokens[i + 1].kind == Tok::kDiceStat && !tokens[i + 1].plus &&
        !kKindOfDie.count(t.text) &&
        (i == 0 || tokens[i - 1].brk == '(' || tokens[i - 1].ends_sentence())) {
      names.insert(t.text);
      t.brk = 0;
    }
    // "blocks with Viper: Deadly, 1A/4D", "I swing with Juggernaut: 6A,
    // Overcrush": after "with" or "by", a word labelling its keywords and
    // stats.
    if (t.brk == ':' && !kKindOfDie.count(t.text) && i > 0 && tokens[i - 1].brk == 0 &&
        (tokens[i - 1].word("with") || tokens[i - 1].word("by") ||
         tokens[i - 1].text.ends_with(" by"))) {
      size_t k = i + 1;
      while (k + 1 < tokens.size() && tokens[k].term_kind("keyword") && tokens[k].brk == ',') ++k;
      if (tokens[k].kind == Tok::kDiceStat && !tokens[k].plus) {
        names.insert(t.text);
        t.brk = 0;
      }
    }
    // "Loki blocks (3A/3D)", "Loki blocks, 3A/3D.", "Quicksilver attacks
    // at 2A/2D": a sentence opening with a word, then the verb it does and
    // its stats.
    if (t.brk == 0 && (i == 0 || tokens[i - 1].ends_sentence()) && i + 2 < tokens.size() &&
        (tokens[i + 1].is("action", "attack") || tokens[i + 1].is("role", "blocker") ||
         tokens[i + 1].is("action", "block"))) {
      const bool at = tokens[i + 1].brk == 0 && tokens[i + 2].word("at") &&
                      tokens[i + 2].brk == 0 && i + 3 < tokens.size();
      const Token& stats = tokens[at ? i + 3 : i + 2];
      if ((at || tokens[i + 1].brk == '(' || tokens[i + 1].brk == ',') &&
          stats.kind == Tok::kDiceStat && !stats.plus)
        names.insert(t.text);
    }
    // "their Loki 1A/3D": whose it is, the word, its stats.
    // ("blocked by hydra agent 2/2 and ultron 3/3": a list's next item.)
    // ("Opponent's Loki 3A/5D": a player's "'s".)
    if (t.in_corpus && t.brk == 0 && !kKindOfDie.count(t.text) && i > 0 &&
        tokens[i + 1].kind == Tok::kDiceStat && !tokens[i + 1].plus &&
        (tokens[i - 1].word("my") || tokens[i - 1].word("his") || tokens[i - 1].word("their") ||
         (tokens[i - 1].text == "'s" && i > 1 && tokens[i - 2].is("role", "player")) ||
         tokens[i - 1].word("your") || tokens[i - 1].word("her") || tokens[i - 1].word("and") ||
         tokens[i - 1].word("by") || tokens[i - 1].word("w")))
      names.insert(t.text);
    // "cap america 2A/6D": a second word, with the stats right after it,
    // to a name the cards know.
    // ("a Thor die showing 3A/3D": a word of how it shows, after the die.)
    // (Not a word of how it is: "Thor buffed 4A/4D", "Hulk total 8A/6D".)
    static const std::set<std::string> kNotName = {"total", "now",     "still",     "only", "just",
                                                   "again", "already", "currently", "then"};
    if (i > 0 && tokens[i - 1].is("role", "die") && tokens[i - 1].text != "die" &&
        tokens[i - 1].text != "dice" && tokens[i - 1].text.rfind("character", 0) != 0 &&
        tokens[i - 1].brk == 0 && t.brk == 0 && plain(t) && !t.text.ends_with("ing") &&
        !t.text.ends_with("ed") && !kNotName.count(t.text) &&
        tokens[i + 1].kind == Tok::kDiceStat && !tokens[i + 1].plus && !kKindOfDie.count(t.text) &&
        !t.term_kind("keyword")) {
      names.insert(t.text);
      pairs.insert(tokens[i - 1].text + " " + t.text);
    }
    // "a 2A/2D Goblin": a determiner, the stats, then the name (even a
    // word the rulebooks use).
    if (i >= 2 && tokens[i - 1].kind == Tok::kDiceStat && !tokens[i - 1].plus &&
        tokens[i - 1].brk == 0 && !kKindOfDie.count(t.text)) {
      Owner o;
      // ("attack with 3A/3D Hawkeye and 4A/4D Thor": after "with" or
      // "and" too, a word the rulebooks do not use.)
      if (determiner(tokens[i - 2], o) ||
          (!t.in_corpus && t.kind == Tok::kWord &&
           (tokens[i - 2].word("with") || tokens[i - 2].word("and") || tokens[i - 2].word("by") ||
            tokens[i - 2].brk == ',')))
        names.insert(t.text);
    }
    // ("Absorbing Man at three attack, five defense", "Iron Man on
    // 3A/3D": a two-word name whose last word the rulebooks use, its
    // first one they do not, then its stats after "at" or "on".)
    if (t.in_corpus && t.brk == 0 && i > 0 && i + 2 < tokens.size() && plain(tokens[i - 1]) &&
        !tokens[i - 1].in_corpus && tokens[i - 1].brk == 0 &&
        !kKindOfDie.count(tokens[i - 1].text) &&
        (tokens[i + 1].word("at") || tokens[i + 1].word("on")) && tokens[i + 1].brk == 0 &&
        tokens[i + 2].kind == Tok::kDiceStat && !tokens[i + 2].plus) {
      names.insert(t.text);
      pairs.insert(tokens[i - 1].text + " " + t.text);
    }
    // ("a double block, Ultron at three-three and Red Skull at two-four":
    // even a word the rulebooks use, listed where a die stands.)
    if (t.in_corpus && plain(t) && t.brk == 0 && !t.term && i > 0 && i + 2 < tokens.size() &&
        (tokens[i - 1].brk == ',' || tokens[i - 1].word("and") || tokens[i - 1].word("with") ||
         tokens[i - 1].word("by")) &&
        tokens[i + 1].word("at") && tokens[i + 1].brk == 0 &&
        tokens[i + 2].kind == Tok::kDiceStat && !tokens[i + 2].plus && !kKindOfDie.count(t.text))
      names.insert(t.text);
    if (t.in_corpus) continue;
    // "My opponent's Quicksilver has Fast and is 4A/1D": a word after a
    // player's "'s" that then has, is or gets something.
    if (t.brk == 0 && i >= 2 && tokens[i - 1].text == "'s" && tokens[i - 2].is("role", "player") &&
        (tokens[i + 1].word("has") || tokens[i + 1].word("is") || tokens[i + 1].word("gets") ||
         tokens[i + 1].word("attacks") || tokens[i + 1].word("blocks")))
      names.insert(t.text);
    // "two Hydra Soldiers, each 3 attack 4 defense".
    if ((t.brk == 0 || t.brk == ',') && i + 2 < tokens.size() && tokens[i + 1].word("each") &&
        tokens[i + 2].kind == Tok::kDiceStat && !tokens[i + 2].plus)
      names.insert(t.text);
    // "a Fast Speedball with 3 attack 2 defense": its stats after "with".
    if (t.brk == 0 && i + 2 < tokens.size() && tokens[i + 1].word("with") &&
        tokens[i + 2].kind == Tok::kDiceStat && !tokens[i + 2].plus)
      names.insert(t.text);
    // "they got Red Skull w retaliation": its keyword after "with". (Not
    // a word the rulebooks use: "out of combat with Infiltrate".)
    if (t.brk == 0 && i + 2 < tokens.size() &&
        (tokens[i + 1].word("with") || tokens[i + 1].word("w") || tokens[i + 1].word("w/")) &&
        tokens[i + 2].term_kind("keyword")) {
      names.insert(t.text);
      if (i > 0 && plain(tokens[i - 1]) && tokens[i - 1].brk == 0 && !tokens[i - 1].in_corpus)
        pairs.insert(tokens[i - 1].text + " " + t.text);
    }
    // "blocks with Speed Demon, which is 2A/3D": a relative clause giving
    // its stats.
    // ("blocked with Magneto, who's 3 and 3": the verb in one word.)
    if ((t.brk == 0 || t.brk == ',') && i + 2 < tokens.size() &&
        (tokens[i + 1].word("who's") || tokens[i + 1].word("whos") ||
         tokens[i + 1].word("which's")) &&
        tokens[i + 2].kind == Tok::kDiceStat && !tokens[i + 2].plus)
      names.insert(t.text);
    if ((t.brk == 0 || t.brk == ',') && i + 3 < tokens.size() &&
        (tokens[i + 1].word("which") || tokens[i + 1].word("that") || tokens[i + 1].word("who")) &&
        (tokens[i + 2].word("is") || tokens[i + 2].word("has")))
      // ("Colossus, who has Iron Will and is 4A/5D": its keywords first.)
      for (size_t k = i + 3; k < tokens.size() && k < i + 8 && !tokens[k - 1].ends(); ++k)
        if (tokens[k].kind == Tok::kDiceStat && !tokens[k].plus) {
          names.insert(t.text);
          if (i > 0 && plain(tokens[i - 1]) && tokens[i - 1].brk == 0)
            pairs.insert(tokens[i - 1].text + " " + t.text);
        }
    // "is blocked by Wasp", "gets blocked by a Hand Ninja", "blocks with
    // Toad": what blocks or is blocked is a die, named by the word.
    {
      size_t b = i;
      Owner o;
      if (b > 0 && plain(tokens[b - 1]) && tokens[b - 1].brk == 0 && !tokens[b - 1].term) --b;
      while (b > 0 && determiner(tokens[b - 1], o) && tokens[b - 1].brk == 0) --b;
      const bool after_block = b > 0 && tokens[b - 1].brk == 0 &&
                               (tokens[b - 1].text == "blocked by" ||
                                (b > 1 && (tokens[b - 1].word("with") || tokens[b - 1].word("w")) &&
                                 tokens[b - 2].is("role", "blocker")));
      // (Its stats told after it, "blocked with Magneto, who was 3A/4D",
      // "blocked by Wasp. It's 2A/3D.", the description names it already.)
      bool stats_after = false;
      for (size_t k = i + 1; k < tokens.size(); ++k)
        stats_after |= tokens[k].kind == Tok::kDiceStat && !tokens[k].plus;
      if (after_block && !stats_after &&
          (t.brk == 0 || t.brk == ',' || t.brk == '.' || t.brk == '?') &&
          // (The name's last word: "the hurt iron man" is not named "hurt".)
          !(i + 1 < tokens.size() && t.brk == 0 &&
            (plain(tokens[i + 1]) || tokens[i + 1].term_kind("role")))) {
        names.insert(t.text);
        if (b < i) pairs.insert(tokens[i - 1].text + " " + t.text);
      }
    }
    // "blocks with Colossus at 2A/6D": its stats after "at".
    // ("Mystique on 2A/3D": or "on" its face, a word the rulebooks do not
    // use and that is no verb, "landed on 3A/3D".)
    if (t.brk == 0 && i + 2 < tokens.size() &&
        (tokens[i + 1].word("at") || (tokens[i + 1].word("on") && !t.in_corpus &&
                                      !t.text.ends_with("ed") && !t.text.ends_with("ing"))) &&
        tokens[i + 1].brk == 0 && tokens[i + 2].kind == Tok::kDiceStat && !tokens[i + 2].plus)
      names.insert(t.text);
    // "a Rogue die at 1A/3D": the word before "die" names it.
    if (t.brk == 0 && (tokens[i + 1].text == "die" || tokens[i + 1].text == "dice"))
      names.insert(t.text);
    // "Rhino, overcrush, 5 atk / 4 def": its keywords, then its stats.
    if (t.brk == ',' && i == 0) {
      size_t k = i + 1;
      while (k < tokens.size() && tokens[k].term_kind("keyword") && tokens[k].brk == ',') ++k;
      if (k > i + 1 && k < tokens.size() && tokens[k].kind == Tok::kDiceStat && !tokens[k].plus) {
        names.insert(t.text);
        // The commas list what is said of it, as in brackets.
        for (size_t j = i; j < k; ++j) tokens[j].brk = '(';
      }
    }
    // "Juggernaut, A6 D4": a comma between the name and its stats.
    if (tokens[i + 1].kind == Tok::kDiceStat && !tokens[i + 1].plus &&
        (t.brk == 0 || t.brk == '(' || t.brk == ','))
      names.insert(t.text);
    // "my Overcrush Juggernaut", "their Wolverine": whose it is, then (after
    // its keywords) the name.
    // ("his lvl 1 face": a face, no name.)
    size_t k = i;
    while (k > 0 && tokens[k - 1].term_kind("keyword") && !tokens[k - 1].ends()) --k;
    if (k > 0 && !tokens[k - 1].ends() && !kKindOfDie.count(t.text) &&
        (tokens[k - 1].word("my") || tokens[k - 1].word("his") || tokens[k - 1].word("their") ||
         tokens[k - 1].word("your") || tokens[k - 1].word("opponent's")))
      names.insert(t.text);
  }
  // "opp swings 4/3 joker + 3/2 harley ... cyclops blocks harley": a word
  // right after a die's stats, said again elsewhere, is that die's name.
  for (size_t i = 1; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    if (!plain(t) || t.in_corpus || tokens[i - 1].kind != Tok::kDiceStat || tokens[i - 1].plus ||
        tokens[i - 1].brk != 0 || kKindOfDie.count(t.text))
      continue;
    // (Not one said after stats each time: "a 3D Frost Giant ... the
    // other 1A/3D Frost Giant" are two dice of a card.)
    for (size_t k = 0; k < tokens.size(); ++k)
      if (k != i && tokens[k].text == t.text && !(k > 0 && tokens[k - 1].kind == Tok::kDiceStat))
        names.insert(t.text);
  }
  // "then cyclops attacks n wolvie blocks": a word nobody uses, right
  // before a combat verb, is who does it.
  // ("dbl blocked", "triple blocked", "jointly block": how, not who.)
  static const std::set<std::string> kHow = {"dbl",  "double", "triple", "quadruple", "chump",
                                             "gang", "cant",   "can't",  "didnt",     "didn't"};
  // ("... blocks with Fast (3A/2D)": the one who blocks may be the
  // player, so "with" says nothing of the word before.)
  static const std::set<std::string> kVerb = {"block",   "blocks",   "blocked", "attack",
                                              "attacks", "attacked", "swings",  "swing"};
  // ("Magneto, already carrying 2 damage from an Action die, blocked
  // Storm": the sentence's first word, an aside set off by commas, then
  // the verb.)
  for (size_t i = 0; i + 1 < tokens.size(); ++i) {
    if (!plain(tokens[i]) || tokens[i].in_corpus || tokens[i].brk != ',' ||
        (i > 0 && !tokens[i - 1].ends_sentence()))
      continue;
    // (An aside holding a die is not about the word: "Yesterday, with my
    // 3A/3D die, I attacked".)
    size_t k = i + 1;
    bool die_in_aside = false;
    while (k < tokens.size() && k < i + 16 && tokens[k].brk != ',' && !tokens[k].ends_sentence())
      die_in_aside |= tokens[k++].kind == Tok::kDiceStat;
    die_in_aside |= k < tokens.size() && tokens[k].kind == Tok::kDiceStat;
    // ("Hank, still eating his sandwich, blocks with Cyclops": who blocks
    // with a die is its player.)
    if (k + 1 < tokens.size() && tokens[k].brk == ',' && !die_in_aside &&
        kVerb.count(tokens[k + 1].text) && !with_after_verb(tokens, k + 1))
      names.insert(tokens[i].text);
  }
  // "Quicksilver zips in, three attack": a word nobody uses, opening its
  // sentence, before a way into an attack.
  // ("Wonder Man barrels in": two such words.)
  for (size_t i = 0; i + 2 < tokens.size(); ++i)
    if (plain(tokens[i]) && tokens[i].brk == 0 && way_in(tokens, i + 1)) {
      if (!tokens[i].in_corpus && (i == 0 || tokens[i - 1].ends_sentence())) {
        names.insert(tokens[i].text);
      } else if (i > 0 && plain(tokens[i - 1]) && tokens[i - 1].brk == 0 &&
                 !tokens[i - 1].text.ends_with("ly") && (i == 1 || tokens[i - 2].ends_sentence())) {
        names.insert(tokens[i].text);
        pairs.insert(tokens[i - 1].text + " " + tokens[i].text);
      }
    }
  // ("Alex blocks it with both Hobgoblin and Electro": "with" a word or
  // two after the verb says so too.)
  for (size_t i = 0; i + 1 < tokens.size(); ++i)
    if (plain(tokens[i]) && !tokens[i].in_corpus && tokens[i].brk == 0 &&
        tokens[i].text.size() >= 4 && !tokens[i].text.ends_with("ly") &&
        !kHow.count(tokens[i].text) && kVerb.count(tokens[i + 1].text) &&
        !with_after_verb(tokens, i + 1))
      names.insert(tokens[i].text);
  // "wolverine 2a/3d ... wolvie blocks": a table-talk short form of a name
  // the question says in full (its first four letters, or more) is that
  // name.
  for (Token& t : tokens) {
    if (!plain(t) || t.in_corpus || t.text.size() < 4) continue;
    for (const Token& full : tokens) {
      const bool name = full.is("role", "die") || names.count(full.text);
      // ("harley quinn (3 attack 2 defense) ... i blocked harley": the
      // first word of a two-word name.)
      const size_t space = full.text.find(' ');
      const bool first_word =
          space != std::string::npos && full.text.compare(0, space, t.text) == 0;
      // ("nightcrawler 2/2 blocks ... +2A on crawler": the end of a
      // one-word name, five letters or more.)
      const bool end_word = space == std::string::npos && t.text.size() >= 5 &&
                            full.text.size() > t.text.size() && full.text.ends_with(t.text);
      if (!name || &full == &t || full.text.size() <= t.text.size() ||
          (space != std::string::npos && !first_word) ||
          (!first_word && !end_word && full.text.compare(0, 4, t.text, 0, 4) != 0))
        continue;
      t.text = full.text;
      t.kind = full.kind;
      t.term = full.term;
      break;
    }
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
           affiliation_of(t.text).empty() && t.brk == 0 &&
           t.text.find_first_not_of("abcdefghijklmnopqrstuvwxyz-") == std::string::npos;
  };
  // ("ping colossus 2/4 for 1": a verb, not part of the name; "a Global
  // giving Emma Frost +2A": nor is a verb's -ing form before it.)
  static const std::set<std::string> kDoing = {
      "giving", "granting", "targeting", "pumping", "boosting", "buffing", "pinging", "hitting",
      "dealing", "using", "making", "sending", "putting", "spinning", "moving", "returning",
      "bouncing", "removing", "zapping", "letting", "forcing",
      // ("nothing else touches Iron Fist": what is done to it.)
      "touches", "touched", "hurts", "affects", "damages", "hits", "stops"};
  std::vector<bool> verb(tokens.size(), false);
  for (size_t i = 0; i < tokens.size(); ++i)
    verb[i] = dm_verb(tokens, i).has_value() || kDoing.count(tokens[i].text);
  std::vector<Token> out;
  std::vector<size_t> out_at;  // each out token's index in tokens
  for (size_t i = 0; i < tokens.size(); ++i) {
    Token& t = tokens[i];
    // ("a Sidekick Character die (1A/1D)": the kind of die between a name
    // and "die" is part of that one die, not a second.)
    if ((t.text == "character die" || t.text == "character dice") && !out.empty() &&
        out.back().brk == 0 &&
        (out.back().term == &kName || out.back().is("role", "die") ||
         out.back().is("term", "sidekick"))) {
      out.back().len = t.at + t.len - out.back().at;
      out.back().brk = t.brk;
      continue;
    }
    if (t.term == &kName)
      while (!out.empty() && !verb[out_at.back()] &&
             (unknown(out.back()) ||
              ((out.back().kind == Tok::kWord || out.back().term == &kName ||
                out.back().is("role", "die")) &&
               out.back().brk == 0 && pairs.count(out.back().text + " " + t.text)) ||
              // ("my ghost rider 3a/2d": two name words side by side are one name.)
              (out.back().term == &kName && out.back().brk == 0) ||
              // ("Beast Boy 2A/4D": a name the cards know, then a word they
              // do not, is one name.)
              (out.back().is("role", "die") && out.back().brk == 0 &&
               out.back().text.find(' ') == std::string::npos && !tokens[i].in_corpus))) {
        Token first = out.back();
        out.pop_back();
        out_at.pop_back();
        t.text = first.text + " " + t.text;
        t.len += t.at - first.at;
        t.at = first.at;
      }
    out.push_back(t);
    out_at.push_back(i);
  }
  // A plain word standing for a name said in full by its first word:
  // not a word of everyday talk ("I wonder", "black energy"), nor one right
  // after a person who does something ("I wonder if").
  static const std::set<std::string> kEveryday = {
      "wonder", "black",  "white", "green",  "blue", "dark", "night", "human",   "super",
      "ghost",  "silver", "iron",  "doctor", "lady", "king", "queen", "captain", "mister",
      "big",    "little", "young", "old",    "moon", "star", "power", "giant",   "hand"};
  auto could_open_name = [&](const Token& t, long at) {
    if (kEveryday.count(t.text)) return false;
    static const std::set<std::string> kDoers = {"i", "you", "we", "they", "he", "she", "it"};
    return !(at > 0 && kDoers.count(out[static_cast<size_t>(at - 1)].text));
  };
  // "pinged luke cage (iron will 2a/4d) ... luke blocks": one word of a
  // name said in full is that name.
  // ("Black Widow (3A/3D) ... all 4 on Widow": a plain word too, when it
  // is the name's last word and no glue.)
  for (Token& t : out) {
    const bool name = t.term == &kName && t.text.find(' ') == std::string::npos;
    const bool plain_word = t.kind == Tok::kWord && t.text.size() >= 4 && !kGlue.count(t.text) &&
                            !kKindOfDie.count(t.text) && t.brk != '(';
    if (!name && !plain_word) continue;
    // ("Emma Frost (3A/3D) ... I give Emma +2A": a plain word that is the
    // first word of one name said in full, and of no other, is that name.)
    const Token* first_of = nullptr;
    int firsts = 0;
    for (const Token& full : out) {
      if (!(full.term == &kName || full.is("role", "die")) || &full == &t) continue;
      const size_t space = full.text.find(' ');
      if (space == std::string::npos) continue;
      const bool last = full.text.compare(full.text.rfind(' ') + 1, std::string::npos, t.text) == 0;
      const bool first = full.text.compare(0, space, t.text) == 0;
      if (last || (first && name)) {
        first_of = &full;
        firsts = 1;
        break;
      }
      if (first && !name && !could_open_name(t, &t - out.data())) continue;
      if (first && (!first_of || first_of->text != full.text)) {
        first_of = &full;
        ++firsts;
      }
    }
    if (firsts == 1) {
      t.text = first_of->text;
      t.kind = first_of->kind;
      t.term = first_of->term;
    }
  }
  return out;
}

std::vector<Mention> with_named_affiliations(std::vector<Mention> ms,
                                             const std::vector<Token>& tokens) {
  for (Mention& m : ms) {
    if (m.head != Head::kDie || m.has("affiliation")) continue;
    const std::string& called = tokens[m.head_token].text;
    const std::string a = affiliation_of(called == "villain" ? "villains" : called);
    if (!a.empty()) m.attrs.push_back({"affiliation", a, m.head_token, false});
  }
  return ms;
}

}  // namespace arbiter::query::ask
