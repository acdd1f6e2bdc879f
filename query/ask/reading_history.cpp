// A story's finished history: "Earlier in the game my Juggernaut got KO'd by
// a Deadly die; that was two turns ago.", "Two rounds ago Klaw hit me for 3,
// so Panther is sitting on 4 damage, and all of that is done." A sentence
// that tells what happened before the situation (a time gone by, or said to
// be over) keeps only what it says is so now (the damage on him, a life
// total, a card still in play); its events are not the situation's, and
// read as they are they would be simulated again.
#include <algorithm>
#include <cctype>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "common/text.h"
#include "query/ask/claims.h"
#include "query/ask/reading_parts.h"

namespace arbiter::query::ask {

namespace {

// A clause's words [from, to) say a time gone by: "earlier in the game",
// "two rounds ago", "last turn", "in the first round", "on turn one"; not
// "earlier" alone or "earlier this turn", whose damage is still on the
// dice.
bool gone_by(const std::vector<std::string>& w, size_t from, size_t to) {
  static const std::set<std::string> kSpan = {"turn",  "round",   "game",  "week",  "time",
                                              "night", "villain", "phase", "turns", "rounds"};
  for (size_t k = from; k < to; ++k) {
    const std::string& x = w[k];
    const std::string& next = k + 1 < to ? w[k + 1] : std::string();
    // ("earlier in the game", "earlier this game"; "earlier" alone may be
    // this turn's, whose damage is still on the dice.)
    if (x == "earlier" && k + 1 < to &&
        ((next == "in" && k + 3 < to && w[k + 3] == "game") ||
         (one_of(next, {"this", "that"}) && k + 2 < to && w[k + 2] == "game")))
      return true;
    if (x == "ago") return true;
    // (Not "Player B took the first turn of the game": who went first.)
    const bool took_first = x == "first" && k >= from + 2 && w[k - 1] == "the" &&
                            one_of(w[k - 2], {"took", "takes", "had", "has"});
    if ((x == "last" || x == "previous" || x == "first") && kSpan.count(next) && k > from &&
        !one_of(w[k - 1], {"this", "my", "his", "her"}) && !took_first)
      return true;
    if (x == "last" && kSpan.count(next) && k == from) return true;
    if ((x == "turn" || x == "round" || x == "game") && one_of(next, {"one", "1"}) && k > from &&
        one_of(w[k - 1], {"on", "in"}))
      return true;
  }
  return false;
}

// The words [from, to) tell of another game, before this one: "Last game my
// Thor was only 3A/3D", "Last time Rhino hit me for 4", "last week"; nothing
// of it, damage or stats or cards, is on the table now.
bool another_game(const std::vector<std::string>& w, size_t from, size_t to) {
  for (size_t k = from; k + 1 < to; ++k)
    if (one_of(w[k], {"last", "previous", "another", "earlier"}) &&
        one_of(w[k + 1], {"game", "time", "week", "night", "session", "games"}) &&
        !(k > from && one_of(w[k - 1], {"this", "the", "my", "his", "her", "their"})) &&
        // (Not "the last time Rhino attacks this round".)
        !(k + 2 < to && one_of(w[k + 2], {"this", "that"})))
      return true;
  return false;
}

// The clause says what it tells is over: "that's done", "all done", "that
// fight is over", "..., done", "resolved", "irrelevant", "unrelated".
bool said_over(const std::vector<std::string>& w, const std::vector<char>& breaks, size_t from,
               size_t to) {
  for (size_t k = from; k < to; ++k) {
    const std::string& x = w[k];
    if (one_of(x, {"irrelevant", "unrelated", "history"})) return true;
    // ("that's done", "all resolved", "(resolved)"; not "the attack is
    // resolved against She-Hulk", "once Clean Up is done", the event.)
    // ("My opponent went first and already finished his turn": the turn
    // order, not an event said to be over.)
    const bool a_turn = k + 2 < to && one_of(w[k + 1], {"his", "her", "their", "my", "the"}) &&
                        one_of(w[k + 2], {"turn", "first"});
    if (one_of(x, {"done", "resolved", "finished"}) && !a_turn &&
        (to - from <= 3 ||
         // ("..., done."; not "at 17 life, resolved an ability")
         (k > from && breaks[k - 1] == ',' && (k + 1 == to || breaks[k] != 0)) ||
         (k > from &&
          one_of(w[k - 1], {"that's", "thats", "all", "both", "already", "long", "been", "and"})) ||
         // ("all of that is done", "which is resolved")
         (k > from + 1 && one_of(w[k - 1], {"is", "was"}) &&
          one_of(w[k - 2], {"that", "this", "it", "which", "all"}))))
      return true;
    if (x == "over" && k > from && one_of(w[k - 1], {"is", "was", "all", "long", "that's", "it's"}))
      return true;
    if ((x == "doesn't" || x == "dont" || x == "don't") && k + 1 < to && w[k + 1] == "matter")
      return true;
  }
  return false;
}

// The clause tells an event that would be simulated again if read: an
// attack, a block, a scheme, damage dealt or life gained ("Klaw hit me for
// 3", "I blocked Red Skull with Cap and took 2 damage", "my opponent gained
// 2 life"); not what stays in play or on a character ("I played Black Cat
// as an ally", "gave Captain America a tough status card", "One
// acceleration token had been placed", "already took 5 damage").
bool tells_event(const std::vector<std::string>& w, size_t from, size_t to) {
  bool event = false;
  for (size_t k = from; k < to; ++k) {
    const std::string& x = w[k];
    // ("got my opponent down to 15 life": where it left them, a life total
    // now.)
    // ("defended ... without tough and took all 3": a status it did not
    // have stays with no one.)
    const bool denied = k > from && one_of(w[k - 1], {"without", "no"});
    if ((one_of(x, {"already", "still", "stunned", "confused", "tough", "token", "tokens"}) &&
         !denied) ||
        (x == "down" && k + 1 < to && w[k + 1] == "to"))
      return false;
    // ("15 hit points": no hit.)
    event |= x == "hit" && !(k + 1 < to && one_of(w[k + 1], {"points", "point", "pts"}));
    event |= one_of(
        x, {"attacked", "attacks",  "attack",  "attacking", "hits",      "swung",   "swings",
            "blocked",  "blocks",   "block",   "chumped",   "defended",  "defends", "schemed",
            "schemes",  "thwarted", "thwarts", "dealt",     "deals",     "deal",    "gained",
            "gains",    "lost",     "healed",  "heals",     "ko'd",      "kod",     "regenerated",
            "killed",   "defeated", "spun",    "bought",    "purchased", "chipped", "hammered",
            "smacked",  "punched",  "used",    "uses",      "removed",   "removes", "added",
            "adds"});
    // ("Rhino put 7 damage on Spider-Man": damage dealt.)
    event |= one_of(x, {"put", "puts", "placed"}) && k + 2 < to && w[k + 2] == "damage";
    // ("took 4 from an undefended hit": what a hit did.)
    event |= x == "took" && k + 2 < to && w[k + 2] == "from";
  }
  return event;
}

// Words from `from` on say the situation is now, after a story's past:
// "Now Klaw attacks", "This turn I attack", "at this point".
bool now_said(const std::vector<std::string>& w, const std::vector<char>& breaks, size_t from) {
  // (In a sentence that tells, not one that asks: "KO'd now?")
  size_t asked = w.size();
  for (size_t k = from; k < w.size(); ++k) {
    if (breaks[k] == '?') {
      size_t open = k;
      while (open > from && !sentence_mark(breaks[open - 1])) --open;
      asked = open;
      break;
    }
  }
  for (size_t k = from; k < asked; ++k) {
    if (one_of(w[k], {"now", "currently", "tonight", "today"})) return true;
    if (w[k] == "this" && k + 1 < w.size() &&
        one_of(w[k + 1], {"turn", "round", "time", "point", "game"}))
      return true;
  }
  return false;
}

// Where the character named right after "N damage" at word k starts ("9
// damage to Black Panther", "7 damage on my Spider-Man", "5 damage to
// Rhino"), before `to`; 0 when the words are not that.
size_t damage_dealt_to(const std::vector<std::string>& w, const std::vector<Named>& names, size_t k,
                       size_t to) {
  const auto digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  if (k + 3 >= to || w[k].empty() || !std::all_of(w[k].begin(), w[k].end(), digit) ||
      w[k + 1] != "damage" || !one_of(w[k + 2], {"to", "on", "onto"}))
    return 0;
  size_t at = k + 3;
  if (at + 1 < to && one_of(w[at], {"my", "his", "her", "their", "the"})) ++at;
  const bool named = at < names.size() && names[at] != Named::kNone &&
                     !one_of(w[at], {"i", "me", "my", "we", "us", "you"});
  return named ? at : 0;
}

}  // namespace

bool told_with_dice(const std::vector<std::string>& words) {
  // (Or by the zones only Dice Masters has: "my bag has only 2", "1
  // unspent fist sidekick in my reserve".)
  return std::any_of(words.begin(), words.end(), [](const std::string& x) {
    return (!x.empty() && std::isdigit(static_cast<unsigned char>(x[0])) &&
            (x.find('/') != std::string::npos || x.back() == 'a' || x.back() == 'd')) ||
           one_of(x, {"bag", "sidekick", "sidekicks", "prep"});
  });
}

void drop_finished_history(std::vector<std::string>& words, std::vector<char>& breaks,
                           const std::function<std::vector<Named>()>& names_of) {
  // (Asked for only once a sentence is history: most questions have none.)
  std::vector<Named> names;
  bool named = false;
  breaks.resize(words.size(), 0);
  std::vector<bool> drop(words.size(), false);
  // The damage a hero or an ally was left with, said after its name.
  std::vector<std::string> has_damage(words.size());
  const bool dice = told_with_dice(words);
  size_t first = 0;
  while (first < words.size()) {
    size_t end = first;
    while (end < words.size() && !sentence_mark(breaks[end])) ++end;
    end = std::min(end + 1, words.size());
    // A sentence that asks is the question, whatever it recalls.
    const bool asks = breaks[end - 1] == '?';
    // A time gone by makes a sentence history only when the story then
    // says what is so now; a question told wholly in the past ("Last game
    // my opponent was on 4 life ...") is the situation.
    // (Another game's sentence goes whole, its brackets too: only its names
    // stay, for the pronouns after. An earlier turn's in a Dice Masters
    // story keeps no dice either, its brackets neither: they were rolled
    // again and their damage cleared at Clean Up, dm:2.8; "Last turn my
    // Hulk was level 1 (4A) and got blocked. This turn he's level 2,
    // 6A/6D". Only a life total it got to stays, and dice still where they
    // were left.)
    const bool now = !asks && now_said(words, breaks, end);
    const bool other_game = now && another_game(words, first, end);
    const bool dice_turn = now && dice && !other_game && gone_by(words, first, end);
    if (!asks && (said_over(words, breaks, first, end) || other_game || dice_turn ||
                  (gone_by(words, first, end) && now_said(words, breaks, end)))) {
      // Its clauses: after a comma or a colon, and before "so", "but",
      // "which", "then" and "and now".
      std::vector<std::pair<size_t, size_t>> clauses;
      size_t from = first;
      for (size_t k = first; k < end; ++k) {
        const bool opens =
            k > from &&
            (one_of(words[k], {"so", "but", "which", "then"}) ||
             (words[k] == "and" && k + 1 < end &&
              one_of(words[k + 1], {"now", "so", "he's", "she's", "it's", "that's", "all"})));
        if (opens) {
          clauses.push_back({from, k});
          from = k;
        }
        if (breaks[k] == ',' || breaks[k] == ':' || breaks[k] == '(' || breaks[k] == ')') {
          clauses.push_back({from, k + 1});
          from = k + 1;
        }
      }
      if (from < end) clauses.push_back({from, end});
      // ("... a tough status card, and he's still got it": what is still so
      // keeps the sentence's facts.)
      const bool still = std::any_of(words.begin() + static_cast<long>(first),
                                     words.begin() + static_cast<long>(end),
                                     [](const std::string& x) { return x == "still"; });
      // (What is in brackets describes one: "(10 hit points, 3 damage from
      // last round's attack, resolved)".)
      int depth = 0;
      std::vector<bool> bracketed(end - first, false);
      for (size_t k = first; k < end; ++k) {
        bracketed[k - first] = depth > 0;
        depth += breaks[k] == '(' ? 1 : breaks[k] == ')' && depth > 0 ? -1 : 0;
      }
      if (!named) {
        names = names_of();
        named = true;
      }
      // ("Rhino hit me for 3 earlier, irrelevant. Now he attacks": the
      // enemy "he" is, kept named.)
      bool pronoun_next = false;
      for (size_t k = end; k < words.size() && !pronoun_next; ++k) {
        pronoun_next = one_of(words[k], {"he", "she", "him", "her", "he's", "she's", "his"});
        if (sentence_mark(breaks[k])) break;
      }
      // ("Last round Luke Cage defended a Hydra Soldier's attack ... This
      // round he has a tough card": "he" is the hero or ally the sentence
      // named, when it named one.)
      // (Not the asker's own hero: "Last round I was Spider-Man, so Rhino
      // and the Hydra Mercenary both attacked me".)
      bool friend_named = false;
      for (size_t k = first; k < end && k < names.size(); ++k)
        friend_named |= names[k] == Named::kFriend && (k == 0 || names[k - 1] != Named::kFriend) &&
                        !one_of(words[k], {"i", "me", "my", "we", "us", "i'm", "im", "you"}) &&
                        !(k > 0 && one_of(words[k - 1], {"was", "i'm", "im", "am"}));
      const bool enemy_kept = pronoun_next && !friend_named;
      for (const auto& [a, b] : clauses) {
        if (bracketed[a - first] && !other_game && !dice_turn) continue;
        const bool over = said_over(words, breaks, a, b);
        const auto said = [&](std::initializer_list<const char*> any) {
          for (size_t k = a; k < b; ++k)
            for (const char* x : any)
              if (words[k] == x) return true;
          return false;
        };
        // (In a Dice Masters turn gone by: a life total it got to, or dice
        // said to be still where they were left, "one Sidekick stayed in my
        // Reserve Pool unspent"; not "I had 6 in the bag".)
        const bool dice_still =
            said({"reserve", "bag", "used", "prep", "field"}) &&
            said({"still", "stayed", "stays", "remained", "remains", "unspent", "kept"});
        const bool lasts_from_turn = said({"life"}) || dice_still;
        const bool keep = !over && !other_game &&
                          (dice_turn ? lasts_from_turn : still || !tells_event(words, a, b));
        // ("Last turn my 6A/6D Hulk attacked unblocked and knocked my
        // opponent to 12 life", "brought them down to 6 life": of a Dice
        // Masters turn's event, only the life total it left, and whose it
        // is.)
        const std::vector<std::string> clause(words.begin() + static_cast<long>(a),
                                              words.begin() + static_cast<long>(b));
        if (keep && dice_turn && !dice_still) {
          // (A pronoun for the one named in the clause goes with the rest.)
          const bool opponent_named =
              std::find(clause.begin(), clause.end(), "opponent") != clause.end();
          for (size_t k = a; k < b; ++k) {
            const bool life_total = (k + 1 < b && words[k + 1] == "life") || words[k] == "life";
            const bool whose =
                one_of(words[k], {"opponent", "opponent's"}) ||
                (!opponent_named && one_of(words[k], {"their", "they", "them", "i", "me", "he",
                                                      "she", "him", "her"})) ||
                (words[k] == "my" && k + 1 < b && one_of(words[k + 1], {"opponent", "opponent's"}));
            drop[k] = !life_total && !whose;
          }
          continue;
        }
        // (Its characters stay named, for what is said of them after:
        // "Earlier Ultron attacked She-Hulk ..., so she's at 7 damage".)
        // ("Last round Klaw dealt 9 damage to Black Panther": the damage a
        // character was dealt stays on it; the event does not happen
        // again.)
        // (Not of one the sentence says is gone: "dealt 3 damage to
        // Shocker, so it was defeated".)
        const bool gone = std::any_of(
            words.begin() + static_cast<long>(first), words.begin() + static_cast<long>(end),
            [](const std::string& x) {
              return one_of(
                  x, {"defeated", "dies", "died", "dead", "killed", "ko'd", "kod", "discarded"});
            });
        const bool lasting = !over && !other_game && !dice_turn && !gone;
        if (!keep)
          for (size_t k = a; k < b; ++k) {
            const Named n = k < names.size() ? names[k] : Named::kNone;
            drop[k] = over || n == Named::kNone || (n == Named::kEnemy && !enemy_kept);
            const size_t at = lasting ? damage_dealt_to(words, names, k, b) : 0;
            if (at > 0) {
              // ("... Black Panther has 9 damage": said as what he has.)
              size_t name_end = at;
              while (name_end < b && names[name_end] == names[at]) ++name_end;
              for (size_t j = k; j < name_end; ++j) drop[j] = j < at;
              has_damage[name_end - 1] = words[k];
              k = name_end - 1;
            }
          }
      }
    }
    first = end;
  }
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t k = 0; k < words.size(); ++k) {
    if (drop[k]) {
      // The sentence's end stays with what is kept of it.
      if (sentence_mark(breaks[k]) && !b2.empty() && !sentence_mark(b2.back()))
        b2.back() = breaks[k];
      continue;
    }
    w2.push_back(words[k]);
    b2.push_back(breaks[k]);
    if (!has_damage[k].empty()) {
      b2.back() = 0;
      for (const char* x : {"has", "", "damage"}) {
        w2.push_back(*x ? std::string(x) : has_damage[k]);
        b2.push_back(0);
      }
      b2.back() = breaks[k];
    }
  }
  words = std::move(w2);
  breaks = std::move(b2);
}

}  // namespace arbiter::query::ask
