// A Marvel Champions thwart event told as a player says it: "I play a
// thwart event to remove 2 threat", "a thwart event for 3 on the side
// scheme", "plays an event that removes 4 threat from it" (the event's
// amount, not a THW of the hero's nor the threat on the scheme).
#include <set>

#include "query/ask/reading_mc_parts.h"

namespace arbiter::query::ask {

// "I play a thwart event to remove 2 threat", "a thwart event for 3 on the
// side scheme": the threat it removes.
void thwart_event(Reading& r) {
  for (size_t k = 0; k + 1 < r.words.size(); ++k) {
    // ("plays an event that removes 4 threat", "an event removing 2 threat
    // from the side scheme": an event said by what it removes.)
    if (r.words[k + 1] == "event" && r.words[k] != "attack" && r.words[k] != "thwart") {
      size_t j = k + 2;
      while (j < r.words.size() && j < k + 5 &&
             (r.words[j] == "that" || r.words[j] == "which" || r.words[j] == "to"))
        ++j;
      static const std::set<std::string> kRemoves = {"removes", "removing", "remove", "removed"};
      if (j + 2 < r.words.size() && kRemoves.count(r.words[j]) && is_number(r.words[j + 1]) &&
          r.words[j + 2] == "threat") {
        const std::string& amount = r.words[j + 1];
        // ("Rhino schemes with SCH 2, then I play an event that removes 2
        // threat": another action read, the event beside it is not run.)
        if (!r.action.empty() && r.action != "thwart") {
          r.leave_out("the event that removes " + amount + " threat");
          return;
        }
        r.action = "thwart-event";
        r.facts["event"]["remove"] = amount;
        r.used[k + 1] = r.used[j] = true;
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
        // ("... then Ant-Man basic thwarts the main scheme", "Spider-Man
        // thwarts ... Afterwards I play an event ...": a thwart beside the
        // event, which the situation does not run.)
        for (size_t n = 0; n < r.words.size(); ++n)
          if (r.words[n] == "thwarts" || r.words[n] == "thwarted" ||
              (r.words[n] == "thwart" && n > 0 && r.words[n - 1] == "basic")) {
            r.leave_out("the thwart told beside the event");
            break;
          }
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
    return;
  }
}

}  // namespace arbiter::query::ask
