// Words of a Dice Masters turn told outside combat, shared by the readers
// of a turn's actions (reading_dm_turn.cpp) and of a purchase
// (reading_dm_purchase.cpp): words and terms said, numbers beside a word,
// dice in a zone, energy types.
#include <algorithm>
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

bool has_word(const std::vector<Token>& t, std::initializer_list<const char*> words) {
  for (const Token& tok : t)
    for (const char* w : words)
      if (tok.text == w) return true;
  return false;
}

bool is_term(const Token& tok, const char* name) {
  return tok.kind == Tok::kTerm && tok.term->name == name;
}

bool has_term(const std::vector<Token>& t, const char* name) {
  for (const Token& tok : t)
    if (is_term(tok, name)) return true;
  return false;
}

// The number written right before or after token k ("19 life", "life 19",
// "at 19"), or -1.
int number_near(const std::vector<Token>& t, size_t k) {
  // ("used 5, life 10": a number before, set off by a comma, is another's.)
  const bool before = k > 0 && t[k - 1].kind == Tok::kNumber;
  if (before && t[k - 1].brk == 0) return t[k - 1].number;
  if (k + 1 < t.size() && t[k + 1].kind == Tok::kNumber) return t[k + 1].number;
  return before ? t[k - 1].number : -1;
}

int listed_dice(const std::vector<Token>& t, size_t from) {
  size_t j = from;
  if (j < t.size() &&
      (t[j].word("has") || t[j].word("had") || t[j].word("holds") || t[j].word("held") ||
       t[j].word("contains") || t[j].word("contained") || t[j].word("is") || t[j].word("was")))
    ++j;
  // Words that end the list rather than describe a die in it ("3 dice and 2
  // in the Used Pile": the second count is another zone's).
  const auto elsewhere = [&](const Token& w) {
    return w.word("in") || w.word("on") || w.word("at") || w.word("from") || w.word("into") ||
           is_term(w, "bag") || is_term(w, "used") || is_term(w, "reserve") || is_term(w, "prep") ||
           is_term(w, "field") || w.word("life") || w.word("of") || w.word("which") ||
           w.word("worth") || w.word("turns") || w.word("turn") || w.word("ago") ||
           w.word("were") || w.word("was") || w.word("are") || w.word("is") || w.word("left") ||
           w.word("energy") || w.word("i") || w.word("them") || w.word("to");
  };
  int sum = 0, items = 0;
  while (j < t.size()) {
    int n = -1;
    if (t[j].kind == Tok::kNumber) {
      n = t[j].number;
      ++j;
    } else if (t[j].word("a") || t[j].word("an") || t[j].word("another") || t[j].word("one")) {
      n = 1;
      ++j;
    } else if (t[j].word("the") && j + 1 < t.size() && t[j + 1].word("other")) {
      n = 1;
      j += 2;
    }
    // ("bag 3, used 1, life 14": a bare count, then the next zone's; no
    // list of dice.)
    if (n < 0 || t[j - 1].ends()) break;
    size_t said = 0;
    bool apart = false;
    // ("the other Ant-Man + 5 sidekicks": the next count starts the next.)
    while (j < t.size() && said < 4 && !t[j].word("and") &&
           !(t[j].kind == Tok::kNumber && said > 0)) {
      if (elsewhere(t[j])) {
        apart = true;
        break;
      }
      ++said;
      if (t[j++].ends()) break;
    }
    if (said == 0 || apart) break;
    // ("holds 6 dice, another Foot Ninja and 5 Sidekicks": a total, then
    // what it is made of.)
    if (items == 0 && (t[j - 1].text == "dice" || t[j - 1].text == "die") && said == 1) return -1;
    sum += n;
    ++items;
    if (j < t.size() && t[j].word("and")) {
      ++j;
    } else if (!(j < t.size() && t[j].kind == Tok::kNumber && !t[j - 1].ends()) &&
               t[j - 1].brk != ',') {
      break;
    }
  }
  return items >= 2 ? sum : -1;
}

// How many dice the zone named at token k holds, as said around it:
// "3 in my Used Pile", "my bag has 8 dice", "Used Pile empty", "nothing in
// my used pile"; -1 when nothing is said. A comma or a sentence's end
// between the number and the zone puts the number with something else.
// A count, in figures or spelled out ("one leftover mask energy die"), or -1.
// (The tokens already read "two" and up as numbers; "one" stays a word.)
int count_of(const Token& t) {
  if (t.kind == Tok::kNumber) return t.number;
  return t.word("one") ? 1 : -1;
}

bool first_turn_said(const std::vector<Token>& t) {
  // "first" said of the turn or of going, close to it in one sentence
  // ("going first", "my first turn", "I go first"; not "start of my turn
  // ... the bolt goes to the Used Pile first").
  auto turn_word = [&](size_t j) {
    return t[j].word("turn") || t[j].word("going") || t[j].word("go") || t[j].word("went") ||
           t[j].word("goes");
  };
  auto near_turn = [&](size_t k) {
    for (size_t j = k; j-- > 0 && j + 3 >= k && !t[j].ends_sentence();)
      if (turn_word(j)) return true;
    for (size_t j = k + 1; j < t.size() && j <= k + 3 && !t[j - 1].ends_sentence(); ++j)
      if (turn_word(j)) return true;
    return false;
  };
  bool first = false, denied_first = false;
  for (size_t k = 0; k < t.size(); ++k) {
    // ("First, my Reserve Pool ...": the first thing told, not the turn.)
    const bool in_order = t[k].brk == ',' && (k == 0 || t[k - 1].ends_sentence());
    // ("I won the roll so I'm first. It's my turn now": the first player on
    // the turn told.)
    const bool i_am_first =
        k > 0 && (t[k - 1].text == "i'm" || t[k - 1].text == "im" || t[k - 1].word("am")) &&
        std::any_of(t.begin(), t.end(), [](const Token& x) { return x.word("turn"); });
    // ("It's not the first turn", "not first turn": said not to be.)
    bool denied = false;
    for (size_t j = k; j-- > 0 && j + 4 > k && !t[j].ends() && !denied;)
      denied = t[j].word("not") || t[j].word("isn't") || t[j].word("isnt") || t[j].word("wasn't") ||
               t[j].word("never");
    first |= (t[k].word("first") || t[k].text == "1st") && !in_order && !denied &&
             (near_turn(k) || i_am_first);
    // ("not first turn ... I go first": the turn said not to be the
    // first, whoever goes first.)
    denied_first |= denied && t[k].word("first") && k + 1 < t.size() && t[k + 1].word("turn");
    // ("the opening turn", "turn 1", "the very start of the game, I'm the
    // first player", "my first Clear and Draw Step".)
    // ("turn 1, 8 sidekicks in bag", "turn one of the game"; not "on my
    // turn 1 die is left", "my turn, one die left": a count of dice.)
    const bool next_one =
        k + 1 < t.size() && !t[k].ends() &&
        (t[k + 1].word("one") || (t[k + 1].kind == Tok::kNumber && t[k + 1].number == 1)) &&
        (t[k + 1].ends() || k + 2 == t.size() || t[k + 2].word("of") || t[k + 2].word("and") ||
         // ("draws on turn one from a bag of 8": not a count of dice)
         t[k + 2].word("from") || t[k + 2].word("with"));
    if ((t[k].word("opening") && k + 1 < t.size() && t[k + 1].word("turn")) ||
        (t[k].word("turn") && next_one) ||
        (t[k].word("first") && k + 1 < t.size() && t[k + 1].word("clear and draw")) ||
        ((t[k].word("start") || t[k].word("beginning")) && k + 3 < t.size() &&
         t[k + 1].word("of") && t[k + 3].word("game") && has_word(t, {"first", "starting"})))
      return !denied_first;
  }
  return first && !denied_first;
}

bool second_player_said(const std::vector<Token>& t) {
  // (By the text: "i" and "i'm" are the vocabulary's terms.)
  auto me = [&](size_t k) {
    static const std::set<std::string> kMe = {"i", "i'm", "im", "we", "me", "my"};
    return kMe.count(t[k].text) > 0;
  };
  // The one asking draws on their own first turn ("my first turn", "my 1st
  // turn", "this is my first turn"), not a player told of by name.
  bool mine = false;
  for (size_t k = 0; k + 1 < t.size(); ++k)
    if (t[k].text == "my")
      for (size_t j = k + 1; j < t.size() && j <= k + 3; ++j)
        if (t[j].word("turn")) mine = true;
  if (!mine) return false;
  for (size_t k = 0; k < t.size(); ++k) {
    const bool second = t[k].text == "second" || t[k].text == "2nd";
    // ("the second player", "2nd player", "going second", "I went 2nd")
    if (second && !t[k].ends() && k + 1 < t.size() && t[k + 1].text.starts_with("player"))
      return true;
    // (Not "my second question".)
    if (second && k > 0 &&
        (t[k - 1].word("going") || t[k - 1].word("go") || t[k - 1].word("went") ||
         t[k - 1].word("goes") || t[k - 1].word("am") || t[k - 1].text == "i'm" ||
         t[k - 1].text == "im" || t[k - 1].text == "i"))
      return true;
    // ("Vera won the roll and went first", "my opponent goes first", "against
    // Cordelia, who went first": someone named else is the first player; not
    // "going first", said by the one asking.)
    // (Not a rule asked about: "Whoever goes first draws only 3, right?")
    size_t end = k;
    while (end + 1 < t.size() && !t[end].ends_sentence()) ++end;
    // ("Player B took the first turn of the game": the same, said with
    // "took the first turn".)
    const bool went =
        k > 0 && (t[k - 1].word("went") || t[k - 1].word("goes") || t[k - 1].word("going"));
    const bool took = k > 1 && k + 1 < t.size() && t[k - 1].word("the") &&
                      (t[k - 2].word("took") || t[k - 2].word("takes") || t[k - 2].word("had")) &&
                      t[k + 1].word("turn");
    const size_t verb = took ? k - 2 : k - 1;
    if (t[k].word("first") && t[end].brk != '?' && (went || took)) {
      for (size_t j = verb; j-- > 0 && j + 10 > verb && !t[j].ends_sentence();) {
        if (me(j) || t[j].word("whoever") || t[j].word("anyone") || t[j].word("everyone") ||
            t[j].word("player"))
          break;
        // (By the text: "opponent", "opp" are the vocabulary's terms.)
        if (t[j].word("who") || t[j].text == "he" || t[j].text == "she" || t[j].text == "they" ||
            t[j].text == "opponent" || t[j].text == "opp" || t[j].text == "my opponent" ||
            t[j].text == "other player" || t[j].text == "the other player" ||
            (t[j].kind == Tok::kWord && !t[j].in_corpus && t[j].text.size() >= 3 &&
             (j == 0 || t[j - 1].ends())))
          return true;
      }
    }
  }
  return false;
}

bool zone_said_empty(const std::vector<Token>& t, size_t k) {
  if (k > 0 && t[k - 1].word("empty") && t[k - 1].brk == 0) return true;
  const auto zone = [&](const Token& w) {
    return is_term(w, "bag") || is_term(w, "used") || is_term(w, "reserve") || is_term(w, "prep") ||
           is_term(w, "out-of-play") || is_term(w, "field") || w.word("area") || w.word("pile") ||
           w.word("pool") || w.word("zone");
  };
  // (Zones joined, "Bag and Prep Area: empty"; not "1 die in my bag and
  // nothing in my used pile", where "nothing" is the next zone's.)
  const auto joins = [&](size_t j) {
    if (!(t[j].word("and") || t[j].word("&") || t[j].word("n"))) return false;
    size_t n = j + 1;
    while (n < t.size() && (t[n].word("my") || t[n].word("the"))) ++n;
    return n < t.size() && zone(t[n]);
  };
  for (size_t j = k + 1; j < t.size() && j <= k + 6; ++j) {
    if (t[j - 1].ends() && t[j - 1].brk != ':') return false;
    // (Not "Bag: nothing but 2 sidekicks".)
    if (t[j].word("empty") || t[j].word("nothing") || t[j].word("none"))
      return !(j + 1 < t.size() && t[j + 1].word("but"));
    if (!(t[j].word("is") || t[j].word("was") || t[j].word("are") || t[j].word("were") ||
          joins(j) || t[j].word("my") || t[j].word("the") || zone(t[j])))
      return false;
  }
  return false;
}

int dice_in_zone(const std::vector<Token>& t, size_t k) {
  auto none = [&](size_t j) {
    return t[j].word("empty") || t[j].word("nothing") || t[j].word("none") || t[j].word("no");
  };
  // ("one leftover mask energy die sitting in my reserve pool", "2 energy
  // dice I never spent on his turn were still in my Reserve Pool")
  // ("2 dice in bag n used pile is empty": not past "and", its table-talk
  // forms, or another zone.)
  // ("1 unspent sidekick (shield) in reserve": a bracket closed inside it
  // does not part it.)
  auto apart = [&](size_t j) {
    return (t[j].ends() && t[j].brk != ')') || t[j].word("and") || t[j].word("n") ||
           t[j].word("&") || is_term(t[j], "bag") || is_term(t[j], "used") ||
           is_term(t[j], "reserve");
  };
  // ("a Sidekick on its shield face in my Reserve Pool", "Reserve Pool has
  // a Sidekick": one die.)
  // ("one kod die in prep": "one", a word no number token takes.)
  auto one_die = [&](size_t j) {
    return (t[j].word("a") || t[j].word("an") || t[j].word("one")) && j + 1 < t.size() &&
           (die_noun(t[j + 1]) || (j + 2 < t.size() && die_noun(t[j + 2])));
  };
  // ("used pile 2, bag 5", "Bag: 2 dice", "reserve 1 SK on bolt": table
  // talk and a board listed, the count right after the zone.)
  // (Not "in my reserve pool three dice in my used pile", "... reserve pool
  // one kod die sitting in my prep area": the count of the
  // zone named after it.)
  bool next_zone = false;
  for (size_t j = k + 2; j < t.size() && j <= k + 7 && !t[j - 1].ends(); ++j)
    next_zone |= (t[j - 1].word("in") || t[j - 1].word("on") || t[j - 1].word("my")) &&
                 (is_term(t[j], "bag") || is_term(t[j], "used") || is_term(t[j], "reserve") ||
                  is_term(t[j], "prep") || is_term(t[j], "out-of-play"));
  if (k + 1 < t.size() && (t[k].brk == 0 || t[k].brk == ':') && count_of(t[k + 1]) >= 0 &&
      !next_zone &&
      !(k + 2 < t.size() && !t[k + 1].ends() &&
        (t[k + 2].term_kind("stat") || t[k + 2].word("life") || t[k + 2].word("turn") ||
         t[k + 2].word("turns"))))
    return count_of(t[k + 1]);
  // ("bag had one die, Used Pile was empty": said right after it first.)
  for (size_t j = k + 1; j < t.size() && j < k + 4 && !t[j - 1].ends() && t[j - 1].brk != ',';
       ++j) {
    if (none(j)) return 0;
    // ("my used pile has five nothing in reserve": the count said first.)
    if (apart(j) || count_of(t[j]) >= 0) break;
  }
  for (size_t j = k; j-- > 0 && j + 16 > k && !apart(j);) {
    if (count_of(t[j]) >= 0) return count_of(t[j]);
    if (one_die(j)) return 1;
    if (none(j)) return 0;
  }
  for (size_t j = k + 1; j < t.size() && j < k + 5 && !t[j - 1].ends(); ++j) {
    if (count_of(t[j]) >= 0) return count_of(t[j]);
    if (one_die(j)) return 1;
    if (none(j)) return 0;
  }
  return -1;
}

bool type_of_a_die(const Token& next) {
  // (Not "die": "a double mask die" shows energy.)
  return next.text == "character" || next.text == "character die" || next.text == "card" ||
         next.text == "char";
}

bool energy_word(const std::string& w) {
  static const std::set<std::string> kTypes = {"mask", "bolt", "fist", "shield", "wild", "generic"};
  return kTypes.count(w) > 0;
}

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : " ") + s;
  return out;
}

}  // namespace arbiter::query::ask
