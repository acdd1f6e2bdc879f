// A Global ability the asker pays for with an energy die in combat ("after
// blocks I pay a fist sidekick for a global: target character die gets
// +2A, on Kraven"): the energy is spent, so it goes Out of Play
// (dm:2.6.1.1), and the Global's effect is the one read on the die.
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

void read_global_paid(Reading& r) {
  const std::vector<std::string>& w = r.words;
  static const std::set<std::string> kPay = {"pay",   "pays",   "paid",  "paying",
                                             "spend", "spends", "spent", "spending",
                                             "use",   "uses",   "used",  "using"};
  static const std::set<std::string> kEnergy = {"fist", "bolt", "mask", "shield", "wild"};
  static const std::set<std::string> kOthers = {"opp",  "opp's", "opponent", "opponent's",
                                                "they", "their", "he",       "his",
                                                "she",  "her",   "opponents"};
  for (size_t from = 0; from < w.size();) {
    size_t to = from;
    while (to + 1 < w.size() && !r.sentence_ends_at(to)) ++to;
    bool global = false, pay = false, others = false;
    std::vector<size_t> energy, said;
    for (size_t k = from; k <= to; ++k) {
      if (w[k] == "global" || w[k] == "globals") global = true, said.push_back(k);
      if (kPay.count(w[k]) && !pay) {
        pay = true;
        said.push_back(k);
        for (size_t j = from; j < k; ++j) others |= kOthers.count(w[j]) > 0;
      }
      // (Not a card's type: "a bolt character", "a mask card".)
      const bool type = k + 1 <= to && (w[k + 1] == "character" || w[k + 1] == "card" ||
                                        w[k + 1] == "type" || w[k + 1] == "cost");
      if (kEnergy.count(w[k]) && !type) energy.push_back(k);
    }
    if (global && pay && !others && energy.size() == 1) {
      r.facts["global"]["cost"] = w[energy[0]];
      // ("On my opponent's turn ... I block with Thor ... I pay a fist for a
      // global": the Inactive player's, whose spent energy goes to the Used
      // Pile, dm:2.6.1.2.)
      for (size_t k = 0; k + 1 < w.size(); ++k)
        if ((w[k] == "i" && (w[k + 1] == "block" || w[k + 1] == "blocked")) ||
            ((w[k] == "opponent's" || w[k] == "opp's" || w[k] == "their" || w[k] == "his" ||
              w[k] == "her") &&
             w[k + 1] == "turn"))
          r.facts["global"]["player"] = "p2";
      said.push_back(energy[0]);
      for (size_t k : said) r.used[k] = true;
      return;
    }
    from = to + 1;
  }
}

}  // namespace arbiter::query::ask
