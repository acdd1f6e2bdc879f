// A hero's form changed as the whole situation: "if I flip him over to
// Peter Parker", "changed form to alter-ego", "flipped back to hero form".
// When only the form changes (mc:form), damage, status cards and the
// exhausted state carry over; the form before the change is the other one.
#include <algorithm>
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

enum class Form : uint8_t { kUnsaid, kHero, kAlterEgo };

// The form named from token k on, within a few words: "Peter Parker",
// "alter-ego", "hero form", "Spider-Man".
Form form_at(const std::vector<Token>& t, size_t k) {
  for (size_t j = k; j < t.size() && j < k + 4; ++j) {
    if (t[j].is("term", "alter-ego") || alter_ego_name(t[j].text)) return Form::kAlterEgo;
    if (t[j].text == "hero" && j + 1 < t.size() && t[j + 1].word("form")) return Form::kHero;
    // (A hero named, not the speaker: "flip to Spider-Man", not "... I".)
    static const std::set<std::string> kSpeaker = {"hero", "i", "me", "my", "myself"};
    if (t[j].is("role", "hero") && !kSpeaker.count(t[j].text)) return Form::kHero;
    if (t[j].ends()) break;
  }
  return Form::kUnsaid;
}

bool flip_word(const Token& t) {
  static const std::set<std::string> kFlip = {"flip",   "flips",    "flipped",  "flipping",
                                              "change", "changes",  "changed",  "changing",
                                              "switch", "switches", "switched", "switching"};
  return kFlip.count(t.text) > 0;
}

}  // namespace

void read_form_change(Reading& r, const std::vector<Token>& t) {
  if (!r.action.empty()) return;
  for (size_t i = 0; i + 1 < t.size(); ++i) {
    if (!flip_word(t[i]) || t[i].ends()) continue;
    // "flip him over to", "changes form to", "flipped back into": the
    // words between the verb and where it goes.
    size_t k = i + 1;
    bool form_word = false;
    // ("flips Captain Marvel (12 hit points, 4 damage) to": the hero named
    // and described between.)
    while (k < t.size() && k < i + 10 && !t[k - 1].ends_sentence() &&
           (t[k].kind == Tok::kNumber || t[k].term_kind("stat") || t[k].word("him") ||
            t[k].word("her") || t[k].word("over") || t[k].word("back") || t[k].word("down") ||
            t[k].word("up") || t[k].word("form") || t[k].word("forms") || t[k].word("my") ||
            t[k].word("his") || t[k].word("identity") || t[k].is("role", "hero"))) {
      form_word |= t[k].word("form") || t[k].word("forms");
      ++k;
    }
    Form to = Form::kUnsaid;
    if (k < t.size() && !t[k - 1].ends() && (t[k].word("to") || t[k].word("into")))
      to = form_at(t, k + 1);
    // "changes form", said with the form before ("in hero form ... changes
    // form"): the other one.
    const std::string before = r.fact("hero", "form");
    if (to == Form::kUnsaid && form_word && !before.empty())
      to = before == "alter-ego" ? Form::kHero : Form::kAlterEgo;
    if (to == Form::kUnsaid) continue;
    r.action = "change-form";
    // ("does he still have the 3 damage?": asked of, not dealt.)
    r.facts.erase("hit");
    r.facts["hero"]["form"] = to == Form::kAlterEgo ? "hero" : "alter-ego";
    // ("flipped her to Carol Danvers, then tried to flip back to hero form
    // in the same turn": two changes told, the second one tried.)
    // (Both this turn: "this turn", "the same turn" said, no turn before
    // or after, "last turn", "new turn"; and no card that made the first.)
    bool same_turn = false, other_turn = false;
    for (size_t j = 0; j + 1 < t.size(); ++j) {
      const bool turn = t[j + 1].word("turn");
      same_turn |= turn && (t[j].word("same") || t[j].word("this"));
      other_turn |= (turn && (t[j].word("last") || t[j].word("new") || t[j].word("next") ||
                              t[j].word("previous") || t[j].word("another"))) ||
                    t[j].word("card") || t[j].word("effect") || t[j].word("ability");
    }
    for (size_t j = k + 1; same_turn && !other_turn && j + 1 < t.size(); ++j)
      if (flip_word(t[j]) && !t[j].ends() &&
          (t[j + 1].word("back") || form_at(t, j + 1) != Form::kUnsaid) &&
          form_at(t, j + 1) != to) {
        r.facts["change-form"]["times"] = "2";
        break;
      }
    mark_used(r, t, i, k);
    return;
  }
}

bool hero_form_said(const std::vector<Token>& t) {
  for (size_t k = 1; k < t.size(); ++k)
    if (t[k].word("form") && t[k - 1].text == "hero") return true;
  return false;
}

void form_by_alter_ego_name(Reading& r, const std::vector<Token>& tokens,
                            const std::vector<Mention>& ms, const std::vector<Clause>& cs,
                            const std::vector<std::string>& roles,
                            const std::function<std::string(int)>& role_of) {
  if (hero_form_said(tokens)) return;
  for (const char* role : {"hero", "hero2"}) {
    if (!r.fact(role, "form").empty()) continue;
    // ("Peter Parker swung in for a basic attack": only a hero attacks,
    // thwarts or defends.)
    if (std::any_of(cs.begin(), cs.end(), [&](const Clause& c) {
          return (c.verb == Verb::kAttack || c.verb == Verb::kThwart || c.verb == Verb::kDefend) &&
                 !c.passive && role_of(c.doer()) == role;
        }))
      continue;
    bool alter_ego = false, hero_name = false;
    for (size_t k = 0; k < ms.size(); ++k) {
      if (roles[k] != role || ms[k].head != Head::kHero) continue;
      // (A full name, "Peter Parker", "T'Challa": "Peter" or "Jen" alone
      // may be a friend's way to call the hero.)
      const std::string& n = ms[k].name;
      if (alter_ego_name(n) &&
          (n.find(' ') != std::string::npos || n.find('\'') != std::string::npos || n == "tchalla"))
        alter_ego = true;
      else if (!speaker(ms[k]) && n != "hero" && !alter_ego_name(n))
        hero_name = true;
    }
    if (alter_ego && !hero_name) r.facts[role]["form"] = "alter-ego";
  }
}

}  // namespace arbiter::query::ask
