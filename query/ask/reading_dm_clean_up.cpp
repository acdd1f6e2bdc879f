// A Dice Masters Clean Up Step told with the dice each player has where
// (dm:2.8): "my clean up. me: 3 SK in OOP, used empty. opp (inactive): 2 SK
// on fist+mask in reserve". The asker is the Active player unless the words
// say otherwise; what the other player holds is the Inactive player's.
#include <set>

#include "query/ask/mentions.h"
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

bool clean_up_said(const std::vector<Token>& t) {
  for (size_t k = 0; k < t.size(); ++k)
    if (is_term(t[k], "clean-up") || t[k].word("cleanup") || t[k].word("clean-up") ||
        (t[k].word("clean") && k + 1 < t.size() && t[k + 1].word("up")))
      return true;
  return false;
}

// Whose the zones told after token k are: the other player's after their
// word ("opp", "their", "the inactive player"), the asker's after "my".
enum class Whose : uint8_t { kAsker, kOther };

Whose whose_at(const Token& t, Whose now) {
  // (Not "they" alone: "three Sidekicks ... so they sat Out of Play".)
  static const std::set<std::string> kOther = {"their", "theirs",    "inactive", "her",
                                               "his",   "they've",   "opponent", "opp",
                                               "opp's", "opponent's"};
  static const std::set<std::string> kAsker = {"my", "me", "i", "i'd", "i've", "mine", "i'm"};
  if (kOther.count(t.text) || opponent_said(t.text)) return Whose::kOther;
  if (kAsker.count(t.text)) return Whose::kAsker;
  return now;
}

// ("They have 2 SK left in reserve", "She has 2 SK": a person who has dice,
// the other player.)
bool other_has(const std::vector<Token>& t, size_t k) {
  return (t[k].word("they") || t[k].word("she") || t[k].word("he")) && k + 1 < t.size() &&
         (t[k + 1].word("have") || t[k + 1].word("has") || t[k + 1].word("had") ||
          t[k + 1].word("got") || t[k + 1].word("kept") || t[k + 1].word("keeps"));
}

// "Out of Play" said as three words, or "OOP".
bool out_of_play_at(const std::vector<Token>& t, size_t k) {
  return is_term(t[k], "out-of-play") || t[k].text == "oop" ||
         (t[k].word("out") && k + 2 < t.size() && t[k + 1].word("of") && t[k + 2].word("play"));
}

// How many dice a clause says are in the Reserve Pool: the count nearest
// before it with the dice ("two unspent Sidekicks", "2 SK"), else the
// energy faces listed there ("fist + bolt", "mask and shield"), else as the
// zone says it.
int reserve_count(const std::vector<Token>& t, size_t zone) {
  auto zone_at = [&](size_t k) {
    return is_term(t[k], "used") || is_term(t[k], "out-of-play") || is_term(t[k], "bag");
  };
  // A count with the dice it counts at token k ("two unspent Sidekicks").
  auto counted = [&](size_t k) {
    size_t die = k + 1;
    while (die < t.size() && (t[die].word("unspent") || t[die].word("unused") ||
                              t[die].word("energy") || t[die].word("leftover")))
      ++die;
    return count_of(t[k]) > 0 && die < t.size() &&
                   (t[die].is("term", "sidekick") || die_noun(t[die]) || t[die].word("sidekicks"))
               ? count_of(t[k])
               : -1;
  };
  // ("opp has nothing in reserve")
  auto none = [&](size_t k) {
    return t[k].word("nothing") || t[k].word("none") || t[k].word("empty") || t[k].word("no");
  };
  int faces = 0;
  for (size_t k = zone; k-- > 0 && !t[k].ends_sentence() && !zone_at(k) && !out_of_play_at(t, k);) {
    if (none(k)) return 0;
    faces += typed_energy(t[k].text) ? 1 : 0;
    if (const int n = counted(k); n > 0) return n;
  }
  // ("My Reserve has a Power Surge Action die ... and two Sidekicks on fist
  // and shield": after it, in its sentence.)
  for (size_t k = zone + 1; k < t.size() && !t[k - 1].ends_sentence() && !zone_at(k); ++k) {
    if (const int n = counted(k); n > 0) return n;
    faces += typed_energy(t[k].text) ? 1 : 0;
  }
  return faces > 0 ? faces : dice_in_zone(t, zone);
}

}  // namespace

bool read_clean_up(Reading& r, const std::vector<Token>& t) {
  if (!clean_up_said(t)) return false;
  // ("on his turn", "their Clean Up", "End of opponent's turn", "I'm the
  // inactive player", "Opponent is active", "not my turn": the other
  // player's step, with the asker inactive; not read.)
  for (size_t k = 0; k + 1 < t.size(); ++k) {
    const bool theirs = t[k].word("his") || t[k].word("her") || t[k].word("their") ||
                        t[k].word("opponent's") || t[k].text == "'s";
    if (theirs && (t[k + 1].word("turn") || is_term(t[k + 1], "clean-up"))) return false;
    const bool i_am =
        k >= 2 && (t[k - 2].word("i'm") || t[k - 2].word("am")) && t[k - 1].word("the");
    if (t[k].word("inactive") && (i_am || (k > 0 && (t[k - 1].word("i'm") || t[k - 1].word("am")))))
      return false;
    if ((t[k].word("active") && k > 0 && (t[k - 1].word("is") || t[k - 1].brk == '(')) ||
        (t[k].word("not") && t[k + 1].word("my")))
      return false;
  }
  Whose whose = Whose::kAsker;
  int reserve[2] = {-1, -1}, used[2] = {-1, -1}, out_of_play = -1, actions = 0;
  for (size_t k = 0; k < t.size(); ++k) {
    whose = other_has(t, k) ? Whose::kOther : whose_at(t[k], whose);
    const int at = whose == Whose::kAsker ? 0 : 1;
    if (is_term(t[k], "reserve") || t[k].word("reserve")) {
      if (const int n = reserve_count(t, k); n >= 0) reserve[at] = n;
    } else if (is_term(t[k], "used") ||
               // ("used empty", "my used = ?"; not "never used", "I used")
               (t[k].word("used") && k > 0 &&
                (t[k - 1].word("my") || t[k - 1].word("their") || t[k - 1].word("in") ||
                 t[k - 1].brk == ',' || t[k - 1].brk == ':' ||
                 (k + 1 < t.size() && t[k + 1].word("empty"))))) {
      if (const int n = dice_in_zone(t, k); n >= 0) used[at] = n;
    } else if (out_of_play_at(t, k) && at == 0) {
      if (const int n = dice_in_zone(t, k); n >= 0) out_of_play = n;
    }
    // ("a Power Surge Action die still on its action face": the asker's
    // unused Action die, left in the Reserve Pool.)
    if (is_term(t[k], "action-die") && at == 0) {
      bool face = false;
      for (size_t j = k + 1; j < t.size() && j < k + 8 && !t[j - 1].ends_sentence(); ++j)
        face |= t[j].word("action") && j + 1 < t.size() && t[j + 1].word("face");
      if (face) ++actions;
    }
  }
  if (reserve[1] < 0 && out_of_play < 0 && actions == 0) return false;
  r.action = "clean-up";
  auto put = [&](const char* role, const char* field, int n) {
    if (n >= 0) r.facts[role][field] = std::to_string(n);
  };
  put("p1", "reserve", reserve[0]);
  put("p1", "used", used[0]);
  put("p1", "out-of-play", out_of_play);
  if (actions > 0) r.facts["p1"]["action-dice"] = std::to_string(actions);
  put("p2", "reserve", reserve[1]);
  put("p2", "used", used[1]);
  return true;
}

}  // namespace arbiter::query::ask
