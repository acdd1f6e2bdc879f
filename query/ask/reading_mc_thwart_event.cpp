// A Marvel Champions thwart event told as a player says it: "I play a
// thwart event to remove 2 threat", "a thwart event for 3 on the side
// scheme", "plays an event that removes 4 threat from it" (the event's
// amount, not a THW of the hero's nor the threat on the scheme).
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

namespace {

// The hero's THW said as "THW 2", "(THW 2)", "2 THW", or "".
std::string hero_thw_said(const Reading& r) {
  for (size_t n = 0; n + 1 < r.words.size(); ++n) {
    if (r.words[n] == "thw" && is_number(r.words[n + 1])) return r.words[n + 1];
    if (is_number(r.words[n]) && r.words[n + 1] == "thw") return r.words[n];
  }
  return "";
}

// "plays For Justice! (removes 3) ... and then uses her basic thwart (THW
// 2)": the event at word `event`, then the hero's own basic thwart at word
// `thwart`, with its THW said: both run, in that order, on the scheme the
// event was played on.
bool hero_thwarts_after(Reading& r, size_t event, size_t thwart) {
  if (thwart <= event || (r.words[thwart] != "thwart" && r.words[thwart] != "thw") ||
      r.words[thwart - 1] != "basic")
    return false;
  // (Not another's: "then Ant-Man basic thwarts"; only the hero's, "her",
  // "his", "my", or no one named.)
  const std::string& whose = thwart >= 2 ? r.words[thwart - 2] : r.words[0];
  if (!(whose == "her" || whose == "his" || whose == "my" || whose == "then" || whose == "a" ||
        whose == "uses" || whose == "does"))
    return false;
  if (r.has("ally") || r.has("hero2")) return false;
  const std::string thw = hero_thw_said(r);
  if (thw.empty()) return false;
  r.facts["hero"]["thw"] = thw;
  r.facts["thwart"]["then"] = "hero";
  r.used[thwart - 1] = r.used[thwart] = true;
  return true;
}

// ("... then Ant-Man basic thwarts the main scheme", "Spider-Man thwarts
// ... Afterwards I play an event ...": a thwart beside the event at word
// `event`, which the situation does not run, unless it is the hero's own
// basic thwart after it.)
void thwart_beside(Reading& r, size_t event) {
  for (size_t n = 0; n < r.words.size(); ++n) {
    const bool basic =
        n > 0 && r.words[n - 1] == "basic" && (r.words[n] == "thwart" || r.words[n] == "thw");
    const bool event_word =
        n + 1 < r.words.size() && (r.words[n + 1] == "event" || r.words[n + 1] == "events");
    if (r.words[n] == "thwarts" || r.words[n] == "thwarted" || (basic && !event_word)) {
      if (!hero_thwarts_after(r, event, n)) r.leave_out("the thwart told beside the event");
      return;
    }
  }
}

}  // namespace

// "I play a thwart event to remove 2 threat", "a thwart event for 3 on the
// side scheme": the threat it removes.
void thwart_event(Reading& r) {
  for (size_t k = 0; k + 1 < r.words.size(); ++k) {
    // ("plays an event that removes 4 threat", "an event removing 2 threat
    // from the side scheme": an event said by what it removes.)
    // ("plays For Justice! (removes 3)": a card played, what it removes
    // in brackets after its name.)
    const bool played = r.words[k] == "plays" || r.words[k] == "play" || r.words[k] == "played";
    size_t bracket = k + 1;
    while (played && bracket < r.words.size() && bracket < k + 5 &&
           !(bracket < r.breaks.size() && r.breaks[bracket] == '(') && !r.sentence_ends_at(bracket))
      ++bracket;
    // ("For Justice! (removes 3)": the name's "!" stands where the bracket
    // opens.)
    const bool bracketed =
        played && bracket + 2 < r.words.size() && bracket < k + 5 && bracket < r.breaks.size() &&
        (r.breaks[bracket] == '(' ||
         (r.breaks[bracket] == '!' && r.words[bracket + 1].rfind("remov", 0) == 0));
    if ((r.words[k + 1] == "event" && r.words[k] != "attack" && r.words[k] != "thwart") ||
        bracketed) {
      size_t j = bracketed ? bracket + 1 : k + 2;
      while (j < r.words.size() && j < k + 5 &&
             (r.words[j] == "that" || r.words[j] == "which" || r.words[j] == "to"))
        ++j;
      static const std::set<std::string> kRemoves = {"removes", "removing", "remove", "removed"};
      if (j + 1 < r.words.size() && kRemoves.count(r.words[j]) && is_number(r.words[j + 1]) &&
          ((j + 2 < r.words.size() && r.words[j + 2] == "threat") || bracketed)) {
        const std::string& amount = r.words[j + 1];
        // ("Rhino schemes with SCH 2, then I play an event that removes 2
        // threat": another action read, the event beside it is not run.)
        if (!r.action.empty() && r.action != "thwart") {
          r.leave_out("the event that removes " + amount + " threat");
          return;
        }
        r.action = "thwart-event";
        r.facts["event"]["remove"] = amount;
        r.used[bracketed ? k : k + 1] = r.used[j] = true;
        // (Its amount is no THW of the hero's, nor the threat on the scheme
        // it is played on: that is the other threat told, when one is.)
        bool thw_said = false;
        std::vector<std::string> others;
        for (size_t n = 0; n + 1 < r.words.size(); ++n) {
          thw_said |= r.words[n] == "thw" || r.words[n] == "thwart";
          if (n != j + 1 && is_number(r.words[n]) && r.words[n + 1] == "threat")
            others.push_back(r.words[n]);
        }
        if (!thw_said && r.fact("hero", "thw") == amount) r.facts["hero"].erase("thw");
        if (!r.has("side") && r.fact("main", "threat") == amount && others.size() == 1)
          r.facts["main"]["threat"] = others[0];
        thwart_beside(r, j);
        return;
      }
    }
    if (r.words[k] != "thwart" || (r.words[k + 1] != "event" && r.words[k + 1] != "events"))
      continue;
    std::string remove;
    for (size_t j = k + 2; j < r.words.size() && j < k + 8 && remove.empty(); ++j)
      if (is_number(r.words[j]) &&
          (j + 1 >= r.words.size() || (r.words[j + 1] != "hp" && r.words[j + 1] != "hit")))
        remove = r.words[j];
    if (remove.empty()) return;
    r.action = "thwart-event";
    r.facts["event"]["remove"] = remove;
    // The scheme's threat: "... from the main scheme at 5" was read as its value.
    r.used[k] = r.used[k + 1] = true;
    thwart_beside(r, k);
    return;
  }
}

}  // namespace arbiter::query::ask
