// What single words of a Dice Masters question say beyond its dice: the
// damage an attacker deals when its A is not given, "split 1 each", a
// Regenerate roll's face (both read when unsaid), Infiltrate used or not,
// the turn run to its end.
#include <set>

#include "common/text.h"
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// "the extra damage carries over": a combat's excess, said in the few
// words before word k.
bool excess_before(const std::vector<std::string>& words, size_t k) {
  static const std::set<std::string> kExcess = {"extra", "excess",    "leftover",
                                                "rest",  "remaining", "overflow"};
  for (size_t j = k; j-- > 0 && j + 5 > k;)
    if (kExcess.count(words[j])) return true;
  return false;
}

}  // namespace

bool dm_keyword_never_read(const std::string& keyword) {
  // (Not Tag Out, which is no word of the vocabulary: what it gives,
  // "+2A/+2D", is read as a modifier.)
  static const std::set<std::string> kNever = {"amplify",
                                               "attune",
                                               "aftershock",
                                               "boomerang",
                                               "crosspulse",
                                               "energize",
                                               "gadgeteer",
                                               "ritual",
                                               "teamwatch",
                                               "turtle-power",
                                               "underdog",
                                               "suit-up",
                                               "anti-breath-weapon",
                                               "back-for-more",
                                               "common-ground",
                                               "range",
                                               "rush",
                                               "call-out"};
  return kNever.count(keyword) > 0;
}

bool strike_as_verb(const std::string& before, const std::string& after) {
  // ("does Strike apply to her?": the keyword.)
  static const std::set<std::string> kOfKeyword = {"apply", "applies", "trigger", "triggers",
                                                   "work",  "works",   "give",    "gives"};
  return after == "first" || before == "first" || (before == "to" && !kOfKeyword.count(after));
}

void read_dm_words(Reading& r, const std::vector<Mention>& ms, Choices& choices) {
  // "takes 4 dmg": the attacker's A when not given.
  for (const Mention& m : ms)
    if (m.has("incoming") && r.fact("attacker", "a").empty())
      r.facts["attacker"]["a"] = m.attr("incoming");
  // "regen roll is a character face", "rolls a character face", "comes up energy".
  // "wolvie regens back", "it regenerates on a character face": a
  // Regenerate that worked; "fails to regenerate": one that did not.
  static const std::set<std::string> kRolled = {"roll",   "rolls",   "rolled",
                                                "reroll", "rerolls", "rerolled"};
  static const std::set<std::string> kRegenerated = {"regens", "regend", "regenerates",
                                                     "regenerated"};
  std::string roll, roll_level;
  for (size_t k = 0; k < r.words.size() && roll.empty(); ++k) {
    const std::string& w = r.words[k];
    const std::string after = k + 1 < r.words.size() ? r.words[k + 1] : "";
    const bool regen_verb = (w == "regen" || w == "regenerate") &&
                            (after == "back" || after == "on" || after == "into" ||
                             (k > 0 && r.words[k - 1] == "to"));  // "fails to regenerate"
    // ("i roll it and it lands on a char face")
    if (!(kRolled.count(w) || kRegenerated.count(w) || regen_verb ||
          (w == "up" && k > 0 && r.words[k - 1] == "comes") ||
          // ("he came up on a character face"; not "this came up when")
          (w == "up" && k > 0 && (r.words[k - 1] == "came" || r.words[k - 1] == "come") &&
           k + 1 < r.words.size() && r.words[k + 1] == "on") ||
          ((w == "lands" || w == "landed") && k + 1 < r.words.size() && r.words[k + 1] == "on")))
      continue;
    // ("they roll it and hit a character face", "I roll it for Regenerate
    // and get an energy face": the face said in the same sentence.)
    // ("the Regenerate roll I just made for Man-Thing is sitting on its
    // shield energy face": further on, when "face" names it.)
    const auto face_after = [&](size_t j) {
      return (j + 1 < r.words.size() && r.words[j + 1] == "face") ||
             (j + 2 < r.words.size() && r.words[j + 2] == "face");
    };
    for (size_t j = k + 1; j < r.words.size() && j < k + 14 && roll.empty(); ++j) {
      if (r.sentence_ends_at(j - 1)) break;
      if (j >= k + 9 && !face_after(j)) continue;
      if (r.words[j] == "character" || r.words[j] == "char" || r.words[j] == "level" ||
          r.words[j] == "lvl") {
        roll = "character";
        // "rolls a level 2 character face": the level it comes back on.
        // ("... on his level 2 character face": or right before it.)
        for (size_t l = j >= k + 3 ? j - 2 : j;
             l + 1 < r.words.size() && l < j + 3 && roll_level.empty(); ++l)
          if ((r.words[l] == "level" || r.words[l] == "lvl") && r.words[l + 1].size() == 1 &&
              r.words[l + 1][0] >= '2' && r.words[l + 1][0] <= '4') {
            roll_level = r.words[l + 1];
            r.used[l] = r.used[l + 1] = true;
          }
      } else if (r.words[j] == "energy" || r.words[j] == "mask" || r.words[j] == "fist" ||
                 r.words[j] == "bolt" || r.words[j] == "shield")
        roll = "energy";
      if (!roll.empty()) r.used[k] = r.used[j] = true;
    }
    // A roll named without its face says nothing; "regenerates" says it worked.
    if (roll.empty() && (kRegenerated.count(w) || regen_verb))
      roll = negated(r.words, k, &r.breaks) ? "energy" : "character", r.used[k] = true;
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
      if (!roll_level.empty() && fields["roll"] == "character") fields["roll-level"] = roll_level;
    }
  // Infiltrate is a choice the player makes ("may"): an unblocked attacker
  // with it is read both ways, and the answer shows both when they differ.
  // "I use Infiltrate", "removed from combat with Infiltrate", "chooses to
  // use Nightcrawler's Infiltrate": the choice told; "doesn't use it": not.
  // ("i infiltrate": the keyword said as the player's verb; "elects to use
  // it", "uses it": said after the keyword is named.)
  std::string told;
  for (size_t k = 1; k < r.words.size() && told.empty(); ++k) {
    if (r.words[k] != "infiltrate") continue;
    if (r.words[k - 1] == "i" || r.words[k - 1] == "we") {
      told = "true";
      r.used[k] = true;
      break;
    }
    for (size_t j = k; j-- > 0 && j + 4 > k;) {
      const std::string& w = r.words[j];
      if (w == "use" || w == "uses" || w == "used" || w == "using" || w == "w" ||
          (w == "with" && j + 1 == k)) {
        told = negated(r.words, j, &r.breaks) ? "false" : "true";
        r.used[j] = r.used[k] = true;
        break;
      }
    }
    for (size_t j = k + 1; told.empty() && j + 1 < r.words.size() && j < k + 12; ++j) {
      if (r.sentence_ends_at(j - 1)) break;
      if ((r.words[j] == "use" || r.words[j] == "uses") && r.words[j + 1] == "it") {
        told = negated(r.words, j, &r.breaks) ? "false" : "true";
        r.used[j] = true;
      }
    }
  }
  // ("I use Infiltrate on my unblocked Kitty Pryde": the keyword used is
  // the one attacker's, said with it or not.)
  if (told == "true" && r.has("attacker") && !r.has("attacker2") && !r.has("blocker") &&
      r.fact("attacker", "infiltrate").empty())
    r.facts["attacker"]["infiltrate"] = "true";
  for (const char* a : {"attacker", "attacker2"})
    if (r.fact(a, "infiltrate") == "true" && !r.has("blocker") && !told.empty())
      r.facts[a]["use-infiltrate"] = told;
    else if (r.fact(a, "infiltrate") == "true" && !r.has("blocker")) {
      const size_t pick = choices.choose({std::string("the ") + a + " uses Infiltrate",
                                          std::string("the ") + a + " does not use Infiltrate"});
      r.facts[a]["use-infiltrate"] = pick == 0 ? "true" : "false";
    }
  read_strike(r);
  read_global_paid(r);
  // "I pay the 2 energy for the Breath Weapon": it is used as the die attacks.
  if (!r.fact("attacker", "breath-weapon").empty())
    for (size_t k = 0; k < r.words.size(); ++k) {
      const std::string& w = r.words[k];
      if (w == "pay" || w == "pays" || w == "paid" || w == "paying") {
        r.facts["breath"]["paid"] = "true";
        r.used[k] = true;
      }
    }
  // "at the end of my turn", "after clean up", "after the turn": the turn
  // runs to its end.
  for (size_t k = 0; k + 1 < r.words.size(); ++k) {
    const std::string& w = r.words[k];
    const std::string& n = r.words[k + 1];
    const std::string n2 = k + 2 < r.words.size() ? r.words[k + 2] : "";
    // ("gives target character die +2A until end of turn": how long an
    // ability lasts, not the turn told to its end.)
    // ("right after damage, before Clean Up", "(pre Clean Up)", "prior to
    // the Clean Up Step": a moment before the turn's end, asked about.)
    const auto lasting = [&](size_t j) {
      // ("then we go through Clean Up": the turn goes on to it.)
      const bool go_through =
          r.words[j] == "through" && j > 0 &&
          (r.words[j - 1] == "go" || r.words[j - 1] == "goes" || r.words[j - 1] == "went" ||
           r.words[j - 1] == "going" || r.words[j - 1] == "get" || r.words[j - 1] == "gets");
      return r.words[j] == "until" || r.words[j] == "til" || r.words[j] == "till" ||
             (r.words[j] == "through" && !go_through) || r.words[j] == "before" ||
             r.words[j] == "pre" || (r.words[j] == "to" && j > 0 && r.words[j - 1] == "prior");
    };
    const auto owner = [&](size_t j) {
      return r.words[j] == "the" || r.words[j] == "my" || r.words[j] == "his" ||
             r.words[j] == "her" || r.words[j] == "their";
    };
    if (k > 0 && !r.sentence_ends_at(k - 1) &&
        (lasting(k - 1) || (k > 1 && owner(k - 1) && !r.sentence_ends_at(k - 2) && lasting(k - 2))))
      continue;
    // ("before we did the clean up", "before my son got to clean up": a
    // clause of its own, whose subject and verb stand between.)
    {
      bool before_clause = false, verb = false;
      for (size_t j = k; j-- > 0 && j + 6 > k && !r.sentence_ends_at(j);) {
        verb |= one_of(r.words[j], {"did", "do", "does", "got", "get", "reached", "hit"});
        if (r.words[j] == "before") {
          before_clause = verb;
          break;
        }
      }
      if (before_clause) continue;
    }
    // ("at the end of their turn", "does Hulk survive the turn?")
    if ((w == "end" && n == "of" &&
         (n2 == "turn" || n2 == "the" || n2 == "my" || n2 == "his" || n2 == "her" ||
          n2 == "their" || n2 == "your" || n2 == "this")) ||
        ((w == "survive" || w == "survives" || w == "last" || w == "lasts") && n == "the" &&
         n2 == "turn") ||
        // ("once your turn is cleaned up": "cleaned" is spelled as the
        // rulebooks' nearest word, "cleared".)
        ((w == "clean" || w == "cleans") && n == "up") || w == "cleanup" ||
        ((w == "cleaned" || w == "cleared") && n == "up" && k > 0 &&
         (r.words[k - 1] == "is" || r.words[k - 1] == "was" || r.words[k - 1] == "gets" ||
          r.words[k - 1] == "got" || r.words[k - 1] == "been" || r.words[k - 1] == "be")) ||
        // ("when turn finish": a learner's words.)
        (w == "turn" && (n == "ends" || n == "finish" || n == "finishes" || n == "finished")) ||
        (w == "after" && n == "the" && n2 == "turn") || (w == "next" && n == "turn") ||
        // ("once the turn is ended", "when my turn was over", a learner's
        // "when my turn is finish")
        (w == "turn" && (n == "is" || n == "was") &&
         (n2 == "over" || n2 == "done" || n2 == "finished" || n2 == "ended" || n2 == "finish")) ||
        // ("🕛 turn over", "once my turn is fully over")
        // (Not "turn over my Sidekick die": the words end after it.)
        (w == "turn" && (n == "over" || n == "done") &&
         (k + 2 >= r.words.size() || (k + 1 < r.breaks.size() && r.breaks[k + 1] != 0))) ||
        (w == "turn" && (n == "is" || n == "was") &&
         (n2 == "fully" || n2 == "completely" || n2 == "totally" || n2 == "all") &&
         k + 3 < r.words.size() && one_of(r.words[k + 3], {"over", "done", "finished", "ended"})) ||
        // "once my turn has ended", "after the turn has ended", "turn ended"
        (w == "turn" && (n == "ended" || ((n == "has" || n == "had") && n2 == "ended"))) ||
        // "after my turn", "IM ends the turn in the used pile", "into his turn"
        ((w == "after" || w == "into") &&
         (n == "my" || n == "his" || n == "her" || n == "their" || n == "your" || n == "this" ||
          n == "next") &&
         n2 == "turn") ||
        ((w == "end" || w == "ends" || w == "ending") && n == "the" && n2 == "turn") ||
        // "does the 4 dmg carry over or clear?": to the next turn; not the
        // excess of a combat carried over to a player.
        ((w == "carry" || w == "carries") && n == "over" && n2 != "to" && n2 != "onto" &&
         n2 != "into" && !excess_before(r.words, k))) {
      r.facts["turn"]["to-end"] = "true";
      for (size_t j = k; j < k + 3 && j < r.used.size(); ++j) r.used[j] = true;
    }
  }
}

}  // namespace arbiter::query::ask
