// Strike (dm:strike) works only for the one Character die fielded this
// turn, which gets +2A, +2D and Overcrush at the end of the Main Step: the
// question must say so ("only fielded Elektra this turn", "the only
// character I field this turn"), or the outcome turns on it and is not
// stated.
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

// "fielded", "fields", "field Elektra": the verb; not the zone ("in my
// field", "the field", "Field Zone").
bool field_verb(const std::vector<std::string>& w, size_t k) {
  if (w[k] == "fielded" || w[k] == "fields" || w[k] == "fielding") return true;
  if (w[k] != "field" || (k + 1 < w.size() && w[k + 1] == "zone")) return false;
  static const std::set<std::string> kZone = {"my",  "his", "her", "their", "the",        "your",
                                              "our", "in",  "a",   "own",   "opponent's", "its"};
  return !(k > 0 && kZone.count(w[k - 1]));
}

}  // namespace

void read_strike(Reading& r) {
  // Only the first attacker is fielded before the attack in the situation.
  for (const auto& [role, said] : {std::pair{"attacker2", "second"}, {"attacker3", "third"}})
    if (r.fact(role, "strike") == "true")
      r.leave_out(std::string("the ") + said + " attacker's Strike");
  if (r.fact("attacker", "strike") != "true") return;
  const std::vector<std::string>& w = r.words;
  std::vector<size_t> said;  // the words that tell it
  for (size_t k = 0; k < w.size() && said.empty(); ++k) {
    if (!field_verb(w, k)) continue;
    size_t from = k, to = k;
    while (from > 0 && !r.sentence_ends_at(from - 1)) --from;
    while (to + 1 < w.size() && !r.sentence_ends_at(to)) ++to;
    bool this_turn = false, earlier = false, other = false;
    std::vector<size_t> only;
    for (size_t j = from; j <= to; ++j) {
      const bool next_turn = j + 1 < w.size() && w[j + 1] == "turn";
      this_turn |= w[j] == "this" && next_turn;
      earlier |=
          w[j] == "ago" || w[j] == "earlier" || w[j] == "previous" || (w[j] == "last" && next_turn);
      // ("I also fielded a Sidekick", "fielded two dice": another, by the
      // verb.)
      if (j + 4 > k && j < k + 4)
        other |= w[j] == "also" || w[j] == "another" || w[j] == "second" || w[j] == "two" ||
                 w[j] == "both";
      // ("fields one Character die this turn": one, right after.)
      if (w[j] == "only" || w[j] == "alone" || w[j] == "just" || w[j] == "sole" ||
          (w[j] == "other" && j > 0 && w[j - 1] == "no") || (w[j] == "one" && j == k + 1))
        only.push_back(j);
    }
    if (this_turn && !earlier && !other && !only.empty()) {
      said = only;
      said.push_back(k);
    }
  }
  if (said.empty()) {
    r.leave_out("whether the Strike die was the only Character die fielded this turn");
    return;
  }
  r.facts["attacker"]["fielded-alone"] = "true";
  for (size_t k : said)
    if (k < r.used.size()) r.used[k] = true;
}

}  // namespace arbiter::query::ask
