// Reading the Dice Masters situations outside combat: gaining life, the
// Clear and Draw step (the first turn, a short draw), buying a die with the
// energy paid (reading_dm_purchase.cpp), fielding a die. Each names the numbers the rules care
// about; the builder (situation_dm.cpp) puts them into a scenario.
#include <algorithm>
#include <set>

#include "query/ask/reading.h"
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// "I have Brood with Swarm active ... I draw Brood, Sidekick, Brood,
// Sidekick": how many of the first four dice drawn, listed by name, are
// the Swarm die's; 0 when no such list is told.
int swarm_copies_listed(const std::vector<Token>& t) {
  std::string name;
  for (size_t k = 1; k < t.size() && name.empty(); ++k) {
    if (!is_term(t[k], "swarm")) continue;
    size_t n = k - 1;
    if (n > 0 && (t[n].word("with") || t[n].word("has"))) --n;
    // ("one Brood die (Swarm)": the name before the word "die".)
    if (n > 0 && (t[n].text == "die" || t[n].text == "dice")) --n;
    if (t[n].is("role", "die") && t[n].text != "die" && t[n].text != "dice") name = t[n].text;
    // ("hand ninja (swarm)", "Foot Ninja Swarm active": a name the reader
    // does not know, right before the keyword.)
    else if (t[n].kind == Tok::kWord && !t[n].ends() && t[n].text.size() > 2 && !t[n].in_corpus)
      name = t[n].text;
  }
  if (name.empty()) return 0;
  // ("hand ninja ... 2 ninjas": its last word, plural too.)
  const std::string last =
      name.substr(name.rfind(' ') == std::string::npos ? 0 : name.rfind(' ') + 1);
  const auto is_name = [&](const Token& x) {
    return x.text == name || x.text == last || x.text == last + "s" || x.text == last + "es";
  };
  for (size_t k = 0; k + 1 < t.size(); ++k) {
    // ("draws: Ninja, SK, Ninja, SK": a colon before the list.)
    if (!(t[k].word("draw") || t[k].word("drew") || t[k].word("came") || t[k].is("term", "draw")) ||
        (t[k].ends() && t[k].brk != ':'))
      continue;
    int items = 0, copies = 0;
    // ("drew 4 = 2 ninjas + 2 SK": the copies counted.)
    int counted = 0, counted_items = 0;
    for (size_t j = k + 1; j + 1 < t.size() && j < k + 10 && !t[j - 1].ends_sentence(); ++j)
      if (t[j].kind == Tok::kNumber && !t[j].ends()) {
        if (is_name(t[j + 1])) counted = t[j].number, counted_items += t[j].number;
        if (is_term(t[j + 1], "sidekick")) counted_items += t[j].number;
      }
    if (counted > 1 && counted_items == 4) return counted;
    for (size_t j = k + 1; j < t.size() && items < 4; ++j) {
      const bool item = t[j].is("role", "die") || is_term(t[j], "sidekick") || is_name(t[j]);
      if (item) {
        ++items;
        copies += is_name(t[j]);
      } else if (!t[j].word("and") && !t[j].word("then")) {
        break;
      }
      if (t[j].ends_sentence()) break;
    }
    if (items == 4) return copies;
  }
  return 0;
}

// The dice a draw left in the bag, said after the draw is told ("the bag
// still had 2 dice left", "2 dice remain in the bag", "my bag had 2 dice in
// it after that"), or -1; not the bag the draw begins with ("only 2 dice
// left in my bag", "3 dice remaining when I went to draw").
int left_after_draw(const std::vector<Token>& t) {
  // (the vocabulary reads "draw" and "dice" as terms: their text)
  const auto draws = [&](size_t k) {
    return t[k].text == "drew" || t[k].text == "pulled" || t[k].text == "drawn" ||
           t[k].text == "draw" || t[k].text == "draws" || t[k].text.starts_with("clear and draw");
  };
  size_t start = 0;
  size_t drawn_at = t.size();  // the first draw told
  for (size_t k = 0; k < t.size(); ++k) {
    if (drawn_at == t.size() && draws(k)) drawn_at = k;
    if (!t[k].ends_sentence() && k + 1 < t.size()) continue;
    bool bag = false, left = false, before = false;
    int count = -1;
    size_t count_at = 0;
    for (size_t j = start; j <= k; ++j) {
      bag |= t[j].is("term", "bag");
      // ("only 2 dice left in my bag", "3 dice remaining in my bag when I
      // went to draw", "before I drew", "going into clear and draw": the
      // bag the draw begins with.)
      before |= t[j].word("only") || t[j].word("just") || t[j].word("before") ||
                t[j].word("going") || t[j].word("went") || t[j].word("about") || t[j].word("into");
      left |= t[j].word("left") || t[j].word("remain") || t[j].word("remains") ||
              t[j].word("remaining") || t[j].word("remained") ||
              (t[j].word("after") && j + 1 <= k && t[j + 1].word("that"));
      // (the last count said: "my four dice were ..., and my bag had 2
      // dice in it after that")
      if (t[j].kind == Tok::kNumber && j + 1 <= k &&
          (t[j + 1].text == "dice" || t[j + 1].word("left") || t[j + 1].text == "die")) {
        count = t[j].number;
        count_at = j;
      }
    }
    if (bag && left && !before && count >= 0 && drawn_at < count_at && t[k].brk != '?')
      return count;
    start = k + 1;
  }
  return -1;
}

// How many dice the draw took: "I drew 4", "pulled my 4 dice", "my four
// dice were ...", 4 (the Clear and Draw Step's) unless said.
int dice_drawn(const std::vector<Token>& t) {
  for (size_t k = 0; k + 1 < t.size(); ++k)
    if ((t[k].word("drew") || t[k].word("pulled") || t[k].word("my")) &&
        t[k + 1].kind == Tok::kNumber && t[k + 1].number >= 1 && t[k + 1].number <= 8 &&
        k + 2 < t.size() && (t[k + 2].text == "dice" || t[k + 2].word("from")))
      return t[k + 1].number;
  return 4;
}

// The words a turn situation is read from.
void mark_turn_words(Reading& r, const std::vector<Token>& t) {
  static const std::set<std::string> kWords = {
      "gain",    "gains",        "gaining",  "life",           "draw",      "draws",    "drawing",
      "roll",    "first",        "turn",     "going",          "go",        "bag",      "used pile",
      "empty",   "buy",          "purchase", "purchased",      "bought",    "spend",    "pay",
      "paying",  "cost",         "costs",    "clear and draw", "sidekicks", "sidekick", "energy",
      "reserve", "reserve pool", "mask",     "bolt",           "fist",      "shield",   "wild",
      "no",      "nothing",      "die",      "dice",           "each",      "both",     "player",
      "players", "damage",       "dmg",      "swarm",          "copy",      "copies",   "another",
      "more"};
  for (size_t k = 0; k < t.size(); ++k)
    if (t[k].kind == Tok::kNumber || kWords.count(t[k].text)) mark_used(r, t, k, k);
}

// Both players' life, as said ("I'm at 2, my opponent at 3", "both of us
// at 2"): each number said of life goes to the player the words before it
// name, else in order. The number at `amount_at` is said of something else.
bool two_lives(Reading& r, const std::vector<Token>& t, size_t amount_at) {
  // The players' life: each number said of life, given to the player the
  // words before it name ("I'm at 2", "my opponent is at 3"), else in order.
  std::vector<int> lives;
  std::string owner_of[2];
  for (size_t k = 0; k < t.size(); ++k) {
    if (t[k].kind != Tok::kNumber || k == amount_at) continue;
    // "at 2", "2 life", "2 and 1 life", "..., the other 1".
    const bool life =
        (k > 0 && (t[k - 1].word("at") || t[k - 1].word("on"))) ||
        (k + 1 < t.size() && is_term(t[k + 1], "life")) ||
        (k + 3 < t.size() && t[k + 1].word("and") && t[k + 2].kind == Tok::kNumber &&
         is_term(t[k + 3], "life")) ||
        (!lives.empty() && k > 0 &&
         (t[k - 1].word("and") || t[k - 1].word("other") ||
          // ("me 3 life opp 2", "... and my opponent has 3",
          // "the Inactive player 2": the second life, its
          // word said once.)
          t[k - 1].is("role", "player") || t[k - 1].word("player") ||
          // ("my opponent had 1."; not "had 1 attacker blocked")
          ((t[k - 1].word("has") || t[k - 1].word("have") || t[k - 1].word("had")) &&
           (t[k].ends() || k + 1 == t.size() || is_term(t[k + 1], "life") || t[k + 1].word("and") ||
            t[k + 1].word("but") || t[k + 1].word("while")))));
    if (!life || lives.size() == 2) continue;
    std::string who;
    for (size_t j = k; j-- > 0 && j + 6 > k && who.empty() && !t[j].ends();)
      if (t[j].word("opponent") || t[j].text == "my opponent" || t[j].word("opp") ||
          t[j].word("they") || t[j].word("other"))
        who = "p2";
      else if (t[j].word("i") || t[j].text == "i'm" || t[j].word("me") || t[j].word("my"))
        who = "p1";
    owner_of[lives.size()] = who;
    lives.push_back(t[k].number);
    // "both of us are at 2 life", "both players at 2": the one number is each's.
    bool each = false;
    // ("Both my opponent and I are at 2 life")
    for (size_t j = k; j-- > 0 && j + 9 > k && !t[j].ends();)
      each |= t[j].word("both") || t[j].word("each") || t[j].word("we") || t[j].word("us");
    const bool listed = k + 2 < t.size() && t[k + 1].word("and") && t[k + 2].kind == Tok::kNumber;
    if (each && lives.size() == 1 && !listed) {
      owner_of[1] = "";
      lives.push_back(t[k].number);
    }
  }
  if (lives.size() != 2) return false;
  const bool swapped = owner_of[0] == "p2" || owner_of[1] == "p1";
  r.facts["p1"]["life"] = std::to_string(lives[swapped ? 1 : 0]);
  r.facts["p2"]["life"] = std::to_string(lives[swapped ? 0 : 1]);
  return true;
}

// "an ability deals 3 damage to each player; I'm at 2 life and my
// opponent at 3": one effect damaging both players at once (2.9.3).
bool read_both_damaged(Reading& r, const std::vector<Token>& t) {
  bool both = false;
  for (size_t k = 0; k + 1 < t.size(); ++k)
    both |= ((t[k].word("each") || t[k].word("both") || t[k].word("every") || t[k].word("all")) &&
             (t[k + 1].text == "player" || t[k + 1].text == "players" || t[k + 1].word("of"))) ||
            t[k].word("everyone");
  if (!both) return false;
  // The damage: "3 damage", "3 dmg each" first, then "deals 3", "for 3"
  // ("Both players hit zero from the same ability ... deals 2 damage to
  // each player": the 2; "hit zero" is where they end).
  int amount = -1;
  size_t amount_at = t.size();
  for (int pass = 0; pass < 2 && amount < 0; ++pass)
    for (size_t k = 0; k < t.size() && amount < 0; ++k) {
      if (t[k].kind != Tok::kNumber) continue;
      const bool before_damage = k + 1 < t.size() && (t[k + 1].text.rfind("damage", 0) == 0 ||
                                                      t[k + 1].text.rfind("dmg", 0) == 0);
      const bool after_verb = k > 0 && t[k].number > 0 &&
                              (t[k - 1].word("for") || t[k - 1].text.rfind("deal", 0) == 0 ||
                               t[k - 1].text.rfind("hit", 0) == 0);
      if (pass == 0 ? before_damage : after_verb) amount = t[k].number, amount_at = k;
    }
  if (amount < 0 || !two_lives(r, t, amount_at)) return false;
  r.action = "damage-players";
  r.facts["effect"]["amount"] = std::to_string(amount);
  return true;
}

bool read_turn_action(Reading& r, const std::vector<Token>& t) {
  // "I use an Action die whose text says 'Deal 2 damage to target
  // opponent. Gain 4 life.'", with no combat told: the die is used, and the
  // engine runs its text in the ability language.
  bool combat = false;
  for (const Token& tok : t)
    combat |= tok.is("action", "attack") || tok.is("role", "blocker") ||
              tok.is("action", "unblocked") || tok.is("role", "attacker");
  if (!r.card_texts.empty() && has_term(t, "action-die") && !combat) {
    r.action = "action-text";
    r.facts["action-die"]["ability"] = "0";
    two_lives(r, t, t.size());
    return true;
  }
  if (read_both_damaged(r, t)) return true;
  if (read_life_gain(r, t)) return true;
  // Clear and Draw: the first turn ("going first", "first turn") or a bag
  // that runs short ("only 1 die in my bag", "used pile empty").
  // (The second player's first turn draws as any other: dm:2.3.3 is the
  // first player's.)
  const bool first_said = first_turn_said(t);
  const bool second = first_said && second_player_said(t);
  const bool first = first_said && !second;
  // ("going first, 8 sidekicks in bag: how many dice in prep, how many out
  // of play?": the first turn's draw, asked by where the dice end up.)
  const bool first_draw =
      first_said && has_term(t, "bag") &&
      (has_term(t, "prep") || has_term(t, "out-of-play") || has_word(t, {"prep", "out of play"}));
  // ("how many dice do I take out of my bag", "drew 2", "pulled 4 from
  // the bag": the draw in other words, with the bag said.)
  const bool taken_from_bag =
      has_term(t, "bag") && has_word(t, {"take", "takes", "took", "pull", "pulls", "pulled", "grab",
                                         "grabs", "grabbed", "drew", "drawn"});
  const bool draw = has_word(t, {"draw", "draws", "drawing", "roll"}) ||
                    has_word(t, {"clear and draw"}) || first_draw || taken_from_bag;
  if (draw) {
    int bag = -1, used = -1, reserve = -1, life = -1, prep = -1;
    bool bag_empty = false;
    for (size_t k = 0; k < t.size(); ++k) {
      // ("an empty bag", "my bag is empty": the rulebook's words for when a
      // refill comes, said of the bag.)
      // (Not "bag is empty after my 4": what the draw left.)
      // (Not the word "refill" itself, "went to refill his soda"; nor "my
      // bag was nearly empty".)
      if (t[k].is("term", "refill") && t[k].text.find("bag") != std::string::npos &&
          t[k].text.find("empty") != std::string::npos &&
          t[k].text.find("nearly") == std::string::npos &&
          t[k].text.find("almost") == std::string::npos &&
          !(k + 1 < t.size() && !t[k].ends() && t[k + 1].word("after")))
        bag_empty = true;
      if (t[k].kind == Tok::kTerm && t[k].term->name == "bag") {
        if (bag < 0 && k + 1 < t.size() && (!t[k].ends() || t[k].brk == ':'))
          bag = listed_dice(t, k + 1);
        // ("Bag: 2 dice.": a board listed zone by zone.)
        if (bag < 0 && k + 1 < t.size() && t[k].brk == ':' && count_of(t[k + 1]) >= 0)
          bag = count_of(t[k + 1]);
        // "(bag had one die, ...)", "their bag holds 2 dice": said after it
        // first, where a number before it may be another ("could only draw
        // 1 of my 4 dice (bag had one die").
        if (bag < 0 && k + 2 < t.size() && !t[k].ends() &&
            (t[k + 1].word("has") || t[k + 1].word("had") || t[k + 1].word("holds") ||
             t[k + 1].word("held") || t[k + 1].word("contains"))) {
          if (t[k + 2].kind == Tok::kNumber)
            bag = t[k + 2].number;
          else if (t[k + 2].word("one") || t[k + 2].word("a") || t[k + 2].word("only"))
            bag = t[k + 2].word("only") && k + 3 < t.size() ? count_of(t[k + 3]) : 1;
        }
        // ("I draw 4 dice from my bag of 8 Sidekicks": what it holds, said
        // after "of".)
        if (bag < 0 && k + 2 < t.size() && t[k].brk == 0 && t[k + 1].word("of") &&
            t[k + 2].kind == Tok::kNumber)
          bag = t[k + 2].number;
        // ("has one die in their bag": "one" too, said of a die; not "turn
        // one from a bag of 8".)
        // ("... and one in my bag": "one", then where.)
        for (size_t j = k; j-- > 0 && j + 6 > k && bag < 0 && !t[j].ends();)
          if (t[j].kind == Tok::kNumber ||
              (t[j].word("one") &&
               (t[j + 1].text == "die" || t[j + 1].text == "dice" || t[j + 1].word("in"))))
            bag = count_of(t[j]);
        // ("Bag and Prep Area: empty", "bag EMPTY": nothing in it, unless a
        // count is told of it anywhere: "Bag: empty? No wait, bag has 3".)
        bag_empty |= zone_said_empty(t, k);
        // ("my bag to grab 4 dice but there are only 2 in there": what was
        // to be drawn is not what the bag holds.)
        static const std::set<std::string> kTake = {"grab", "draw", "take", "pull", "get"};
        for (size_t j = k + 1; j < t.size() && j < k + 5 && bag < 0 && !t[j - 1].ends(); ++j)
          if (!kTake.count(t[j - 1].text)) bag = count_of(t[j]);
        // "only 2 in there", "just 1 in it": what the bag holds, said
        // after it.
        for (size_t j = k + 1; j + 2 < t.size() && bag < 0 && !t[j - 1].ends_sentence(); ++j)
          if ((t[j].word("only") || t[j].word("just")) && count_of(t[j + 1]) >= 0 &&
              t[j + 2].word("in") && j + 3 < t.size() &&
              (t[j + 3].word("there") || t[j + 3].word("it")))
            bag = count_of(t[j + 1]);
        if (bag < 0 && k + 3 < t.size() && (t[k + 1].word("has") || t[k + 1].word("is")) &&
            (t[k + 2].word("one") || t[k + 3].word("one") || t[k + 2].word("a") ||
             t[k + 3].text == "die"))
          bag = 1;
      }
      // "3 in used", "1 left in reserve": the zones by their first word.
      const bool after_in = k > 0 && (t[k - 1].word("in") || t[k - 1].word("my"));
      // ("bag 3 dice, used 5, life 10": the pile by its first word, a
      // count after it and nothing more; not "used 2 energy".)
      const bool used_count = t[k].word("used") && k + 1 < t.size() &&
                              t[k + 1].kind == Tok::kNumber && t[k + 1].brk != 0;
      // (The zone asked about after its count is told, "how many in the bag
      // and used pile after?", keeps the count.)
      if (is_term(t[k], "used") || (after_in && t[k].word("used")) || used_count) {
        if (const int n = dice_in_zone(t, k); n >= 0 || used < 0) used = n;
        if (used < 0 && has_word(t, {"empty", "nothing"})) used = 0;
      }
      // Energy left in the Reserve Pool is cleared to the Used Pile first.
      // ("reserve 1 SK on bolt, used pile 2": table talk, the count after.)
      const bool reserve_count = t[k].word("reserve") && k + 1 < t.size() &&
                                 (t[k].brk == 0 || t[k].brk == ':') && count_of(t[k + 1]) >= 0 &&
                                 !(k + 2 < t.size() && t[k + 2].is("stat", "life"));
      if (is_term(t[k], "reserve") || (after_in && t[k].word("reserve")) || reserve_count)
        if (const int n = dice_in_zone(t, k); n >= 0 || reserve < 0) reserve = n;
      // ("2 dice in my prep area (KO'd last turn)": there before the draw,
      // and still there after it.)
      // (Not what the draw puts there, "so I end with 5 dice in my Prep
      // Area", nor a count asked: only a sentence telling what is there.)
      if (is_term(t[k], "prep") || (after_in && t[k].word("prep"))) {
        // ("... and one kod die in prep um how many do i actually draw":
        // unpunctuated, a question word, "so" or "um" after it ends what it
        // tells.)
        static const std::set<std::string> kAsksOn = {"how",   "what", "whats", "what's",
                                                      "where", "so",   "um"};
        size_t from = k, to = k;
        while (from > 0 && !t[from - 1].ends_sentence()) --from;
        while (to + 1 < t.size() && !t[to].ends_sentence() && !kAsksOn.count(t[to + 1].text)) ++to;
        bool told = t[to].brk != '?';
        // (Nor another's Prep Area, "my opponent has 3 dice in their prep
        // area", nor dice moved out of it, "I had 2 ... but ... sent them".)
        for (size_t j = from; j <= to; ++j)
          told &=
              !(t[j].word("draw") || t[j].word("drew") || t[j].word("drawn") ||
                t[j].word("draws") || t[j].word("end") || t[j].word("said") || t[j].word("says") ||
                t[j].word("aside") || (t[j].word("had") && !(j > 0 && t[j - 1].word("already"))) ||
                (is_term(t[j], "draw") && t[j].text.find("clear") == std::string::npos) ||
                t[j].word("sent") || t[j].word("moved") || t[j].word("but"));
        for (size_t j = k >= 3 ? k - 3 : 0; j < k; ++j)
          told &= !(t[j].word("their") || t[j].word("his") || t[j].word("her") ||
                    t[j].text.find("opp") != std::string::npos);
        if (const int n = dice_in_zone(t, k); told && n > 0) prep = n;
        // ("Cyclops and Storm were KO'd and are in the Prep Area", "both are
        // sitting in my Prep Area": the dice named before it, or "both".)
        // (Only dice said to be KO'd, which is how they come there; never an
        // empty Prep Area.)
        bool kod = false, empty = false;
        for (size_t j = from; j <= to; ++j) {
          kod |= t[j].is("status", "ko") || t[j].word("ko'd") || t[j].word("kod");
          empty |= t[j].word("empty") || t[j].word("nothing") || t[j].word("no");
        }
        if (told && prep < 0 && kod && !empty) {
          int named = 0;
          bool both = false;
          for (size_t j = from; j < k; ++j) {
            both |= t[j].word("both");
            const bool name = t[j].is("role", "die") && t[j].text != "die" && t[j].text != "dice" &&
                              t[j].text.find("character") == std::string::npos;
            // ("Beast and Rogue": a word the cards do not know, joined to one.)
            const bool joined = j >= 2 && t[j].kind == Tok::kWord && !t[j].in_corpus &&
                                t[j - 1].word("and") && t[j - 2].is("role", "die");
            named += (name || joined) && !(j > from && t[j - 1].text == t[j].text);
          }
          if (both)
            prep = 2;
          else if (named > 0)
            prep = named;
        }
      }
      // "lose 2 life" is what the draw costs, not the life the player is on.
      const bool loss = k > 1 && (t[k - 2].text.rfind("los", 0) == 0);
      // ("how much life do i lose": no number, not the life said before.)
      if (is_term(t[k], "life") && !loss && number_near(t, k) >= 0) life = number_near(t, k);
      // ("their life total is 10", "life total of 10")
      // (Not "my opponent's life total is 2": another's.)
      const bool others = k >= 2 && t[k - 1].text == "'s" && !t[k - 2].word("my");
      const bool opponents = k >= 1 && (t[k - 1].text.starts_with("opp") ||
                                        (k >= 2 && t[k - 2].text.find("opp") != std::string::npos));
      if (is_term(t[k], "life") && !loss && life < 0 && k + 3 < t.size() && !t[k].ends() &&
          t[k + 1].word("total") && !t[k + 1].ends() &&
          (t[k + 2].word("is") || t[k + 2].word("was") || t[k + 2].word("of")) &&
          t[k + 3].kind == Tok::kNumber && !guessed(t, k) && !others && !opponents)
        life = t[k + 3].number;
    }
    for (size_t k = 0; k + 1 < t.size() && life < 0; ++k)
      if ((t[k].word("at") || t[k].word("on")) && t[k + 1].kind == Tok::kNumber)
        life = t[k + 1].number;
    // "a Swarm die is active, I draw another copy of it": Swarm's extra
    // draw (dm:swarm) is the question; the copies drawn are said as
    // "another", "a second", "two more".
    // ("two copies of a Swarm character active": those are in the field;
    // "my Swarm die is in my used pile, not the field": none is active.)
    int copies = 0;
    // ("I have no Swarm dice in the field": none.)
    // (Said of the field, that denial stands: "no Swarm dice in the field
    // ... one of them is a copy of a Swarm character".)
    bool swarm_had = false, swarm_denied = false;
    for (size_t k = 0; k < t.size(); ++k) {
      swarm_had |= is_term(t[k], "swarm") && !denied(t, k);
      swarm_denied |= is_term(t[k], "swarm") && denied(t, k);
    }
    swarm_had &= !swarm_denied;
    if (swarm_had) {
      copies = 1;
      bool elsewhere = false;
      for (size_t k = 0; k + 1 < t.size(); ++k) {
        const bool drawn_copies =
            t[k + 1].word("copies") && k > 0 &&
            (t[k - 1].word("draw") || t[k - 1].word("drew") || t[k - 1].word("pull") ||
             t[k - 1].word("pulled") || t[k - 1].word("draws"));
        if ((t[k + 1].word("more") || t[k + 1].word("extra") || drawn_copies) &&
            count_of(t[k]) > 1) {
          // ("do I draw two extra dice?" asks.)
          size_t end = k;
          while (end + 1 < t.size() && !t[end].ends()) ++end;
          if (t[end].brk != '?') copies = count_of(t[k]);
        }
        elsewhere |= (t[k].word("not") && (t[k + 1].word("active") || t[k + 1].word("in") ||
                                           t[k + 1].is("term", "field"))) ||
                     (t[k].word("in") && k + 2 < t.size() &&
                      (is_term(t[k + 2], "used") || is_term(t[k + 2], "bag")) && k > 0 &&
                      t[k - 1].word("is"));
      }
      if (elsewhere) copies = 0;
      // ("Brood with Swarm active ... I draw Brood, Sidekick, Brood,
      // Sidekick": the Swarm die's copies among the four drawn.)
      if (copies == 1)
        if (const int listed = swarm_copies_listed(t); listed > 1) copies = listed;
    }
    // "My bag still had 2 dice left", "two dice remain in the bag": what the
    // draw left there; the bag held those and the dice drawn (4 unless said).
    if (const int left = left_after_draw(t); left >= 0) bag = left + dice_drawn(t);
    if (bag < 0 && bag_empty) bag = 0;
    if (has_word(t, {"sidekicks", "sidekick"}) && bag < 0 && copies == 0)
      for (size_t k = 0; k + 1 < t.size(); ++k)
        if (t[k].kind == Tok::kNumber &&
            (t[k + 1].text == "sidekicks" || t[k + 1].text == "sidekick"))
          bag = t[k].number;
    if (first_said || bag >= 0 || copies > 0) {
      r.action = "draw";
      // ("in my Main Step a card ability makes me draw 3 dice": a draw an
      // ability makes is not the Clear and Draw Step's, whose short draw
      // costs life, dm:2.3.10.)
      bool by_ability = false, clear_and_draw = false;
      for (size_t k = 0; k < t.size(); ++k) {
        by_ability |= t[k].word("ability") || t[k].word("effect") || t[k].is("term", "global") ||
                      t[k].is("term", "action-die") ||
                      (t[k].word("main") && k + 1 < t.size() && t[k + 1].word("step"));
        clear_and_draw |= t[k].is("term", "draw") && t[k].text.find("clear") != std::string::npos;
      }
      if (by_ability && !clear_and_draw)
        r.leave_out("a draw an ability makes, outside the Clear and Draw Step");
      if (second) r.facts["turn"]["second-player"] = "true";
      if (copies > 0) r.facts["swarm"]["copies"] = std::to_string(copies);
      if (first) r.facts["turn"]["first"] = "true";
      r.facts["bag"]["dice"] = std::to_string(bag >= 0 ? bag : 8);
      if (used >= 0 || !first) r.facts["used"]["dice"] = std::to_string(used >= 0 ? used : 0);
      if (reserve > 0) r.facts["reserve"]["dice"] = std::to_string(reserve);
      if (prep > 0) r.facts["prep"]["dice"] = std::to_string(prep);
      if (life >= 0) r.facts["p1"]["life"] = std::to_string(life);
      // The Clear and Draw Step ends with the dice in the Prep Area; rolling
      // them is the next step, simulated when the question goes on to it
      // ("how many do I roll", "how many end up in my reserve").
      // ("I won the roll", "the roll-off": the roll to go first, not the
      // dice drawn.)
      bool rolled = false;
      for (size_t k = 0; k < t.size() && !rolled; ++k) {
        if (!(t[k].word("roll") || t[k].word("rolls") || t[k].word("rolling") ||
              t[k].word("rolled")))
          continue;
        const bool coin = k > 0 && (t[k - 1].word("the") || t[k - 1].word("won") ||
                                    t[k - 1].word("win") || t[k - 1].word("a"));
        const bool off = k + 1 < t.size() && (t[k + 1].word("off") || t[k + 1].word("to"));
        rolled = !coin && !off;
      }
      // ("how many end up in my reserve?": asked, not "nothing in my
      // Reserve Pool".)
      bool reserve_asked = false;
      for (size_t k = 0; k < t.size(); ++k)
        reserve_asked |= is_term(t[k], "reserve") && guessed(t, k) && !claimed(t, k);
      if (rolled || (reserve < 0 && reserve_asked)) r.facts["turn"]["roll"] = "true";
      return true;
    }
  }
  return read_purchase(r, t);
}

}  // namespace

bool read_dm_turn(Reading& r, const std::vector<Token>& t) {
  if (!read_turn_action(r, t)) return false;
  mark_turn_words(r, t);
  return true;
}

}  // namespace arbiter::query::ask
