// The reader of one card ability (ability.h): a recursive descent over its
// words. ability_parser.cpp reads the trigger, costs and effects led by
// their verb; ability_subject.cpp effects written subject first;
// ability_clauses.cpp modifiers, keywords, redirection and the checks on a
// whole ability; ability_copying.cpp the copying words; ability_reach.cpp
// the descriptions of players, dice and play areas.
#pragma once

#include "engine/dm/ability.h"
#include "engine/dm/ability_words.h"

namespace arbiter::engine::dm {

class Reader : public Words {
 public:
  using Words::Words;
  Ability ability();

 private:
  Ability finish(Ability& a);  // the checks on a whole ability
  void costs(Ability& a);
  void trigger(Ability& a);
  void acts(Ability& a);
  void act(Ability& a);
  bool until_end_of_turn();
  bool once_per_turn();
  bool keyword(Act& x);
  bool ignored_triggers(Act& x);
  void subject_act(Ability& a);  // ability_subject.cpp
  void redirect(Ability& a);     // true when the words were there
  void life(Ability& a, Act::Verb verb, const Reach& who);
  void modifiers(Ability& a, const Reach& r);
  // ability_copying.cpp
  void copy(Ability& a);
  void copy_of(Ability& a, Act::Verb verb);  // BecomeCopy or UseFielded
  Reach source();
  // ability_reach.cpp
  bool starts_reach() const;
  Zone zone();
  Reach reach(Reach::Kind fallback);
  Reach dice(Reach::Kind fallback);
};

}  // namespace arbiter::engine::dm
