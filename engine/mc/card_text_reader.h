// The reader of one Marvel Champions card ability (card_text.h): a
// recursive descent over its words. card_text_reader.cpp reads the timing
// trigger, the triggering condition, costs and limits; card_text_effects.cpp
// the effects; card_text_who.cpp who and what they reach, and "If ..., ".
#pragma once

#include "engine/core/card_words.h"
#include "engine/mc/card_text.h"

namespace arbiter::engine::mc {

class TextReader : public CardWords {
 public:
  using CardWords::CardWords;
  CardText read();

 private:
  void uses(CardText& c);
  void timing(CardText& c);
  void condition(CardText& c);
  void costs(CardText& c);
  bool limit(CardText& c);  // true when a "Limit" or "Max" was read
  bool has_arrow() const;
  bool counter_words();
  // card_text_effects.cpp
  void acts(CardText& c);
  void act(CardText& c, bool optional);
  Who who(const std::string& what);
  SchemeWho scheme();
  bool self_words();  // "this minion", the card's name, "itself"
  Until until();
  int modifier();
  void gains(CardText& c, Act a);
  bool keyword_follows();
  ActIf if_clause();
  void exhaust_to(CardText& c);
  std::string stat();

  // Who "it", "him" or "her" stands for: the last character named.
  Who::Kind last_ = Who::Kind::kSelf;
  // Someone set the ability off ("After an enemy attacks you"): "that enemy"
  // is them; otherwise "that minion" is whom the effect before reached.
  bool set_off_by_other_ = false;
  ActIf if_;  // the "If ..., " of the sentence being read
};

}  // namespace arbiter::engine::mc
