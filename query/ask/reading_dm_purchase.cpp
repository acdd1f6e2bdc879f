// Buying a Dice Masters die, as a player tells it: the card's cost and
// energy type ("Black Widow costs 3 (mask)", "costs 3 and is a mask card")
// and the energy paid ("I pay shield, bolt, fist", "two bolts", "a Basic
// Action die on double generic").
#include <algorithm>
#include <optional>
#include <set>

#include "common/text.h"
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

int dice_counted(const std::vector<Token>& t, size_t k) {
  // ("three Sidekicks showing mask, fist and bolt": the count is the
  // list's, one die each.)
  // ("three sidekicks showing fist bolt and shield": dictated, no commas.)
  const bool listed =
      k + 1 < t.size() &&
      (((t[k].brk == ',' || t[k].brk == 0 || t[k].brk == '(') && energy_word(t[k + 1].text)) ||
       (t[k + 1].word("and") && k + 2 < t.size() && energy_word(t[k + 2].text)));
  if (listed) return 1;
  for (size_t j = k; j-- > 0 && j + 5 > k;) {
    if (t[j].ends() || t[j].word("and") || t[j].word("+") || t[j].word("plus") ||
        t[j].word("with") || energy_word(t[j].text) || t[j].text.find("cost") != std::string::npos)
      break;
    // ("my level 2 Storm die showing bolt": a level, no count.)
    if (t[j].kind == Tok::kNumber && j > 0 && (t[j - 1].word("level") || t[j - 1].word("lvl")))
      break;
    if (t[j].kind == Tok::kNumber && t[j].number >= 2 && t[j].number <= 8) return t[j].number;
    if (t[j].word("two") || t[j].word("both")) return 2;
    if (t[j].word("three")) return 3;
  }
  return 1;
}

namespace {

struct HeldAndPaid {
  std::vector<std::string> paid;  // the faces of the dice spent
  std::vector<std::string> kept;  // the Reserve Pool's other energy dice
};

// The energy type a token names, said one ("bolt", "2 generic energy") or
// plural ("two bolts"), or "".
std::string energy_said(const Token& tok, bool* plural = nullptr) {
  std::string said = tok.text;
  if (said.ends_with(" energy")) said.resize(said.size() - 7);
  const bool many =
      said.size() > 1 && said.back() == 's' && energy_word(said.substr(0, said.size() - 1));
  if (plural) *plural = many;
  if (many) return said.substr(0, said.size() - 1);
  return energy_word(said) ? said : "";
}

// "Reserve: Sidekicks on bolt, mask and fist, a Basic Action die on double
// generic ... I buy Storm paying bolt + mask + both generics": the energy
// said before the payment is what the Reserve Pool holds, the energy after
// it what is paid. Each symbol paid spends a die held showing it ("both
// generics" the one die on double generic); the dice not spent stay.
// Nothing held said before the payment, or a payment the dice held cannot
// make: none.
std::optional<HeldAndPaid> held_and_paid(const std::vector<std::string>& faces,
                                         const std::vector<size_t>& said_at, size_t pay_at,
                                         int cost) {
  if (said_at.empty() || said_at.front() > pay_at || said_at.back() < pay_at) return std::nullopt;
  std::vector<std::string> held;
  std::vector<std::string> paid_symbols;
  for (size_t n = 0; n < faces.size(); ++n) {
    if (said_at[n] < pay_at) {
      held.push_back(faces[n]);
      continue;
    }
    for (const std::string& symbol : split(faces[n], '+')) paid_symbols.push_back(symbol);
  }
  // ("Can I buy him with the wild counting as bolt?": less than the cost
  // named is not the whole payment; all of it is paid, as before.)
  if (static_cast<int>(paid_symbols.size()) < cost) return std::nullopt;
  // Each symbol paid spends a die held that shows it: one already being
  // spent first (the second symbol of a double face), else the first.
  std::vector<std::vector<std::string>> left;  // each die's symbols not yet paid
  for (const std::string& face : held) left.push_back(split(face, '+'));
  std::vector<std::string> used(held.size());  // each die's symbols paid
  for (const std::string& symbol : paid_symbols) {
    size_t pick = held.size();
    for (size_t h = 0; h < held.size(); ++h) {
      const bool shows = std::find(left[h].begin(), left[h].end(), symbol) != left[h].end();
      if (!shows) continue;
      if (!used[h].empty()) {
        pick = h;
        break;
      }
      if (pick == held.size()) pick = h;
    }
    // A symbol no die held shows: the question's list is not the whole
    // Reserve Pool; read as before, all of it paid.
    if (pick == held.size()) return std::nullopt;
    left[pick].erase(std::find(left[pick].begin(), left[pick].end(), symbol));
    used[pick] += (used[pick].empty() ? "" : "+") + symbol;
  }
  // (A die on a double face paid with one of its symbols: the one paid.)
  HeldAndPaid out;
  for (size_t h = 0; h < held.size(); ++h)
    if (used[h].empty())
      out.kept.push_back(held[h]);
    else
      out.paid.push_back(used[h]);
  return out;
}

// Where the payment is said ("paying", "with", "using"), with energy
// named before it (the Reserve Pool's) and after it; t.size() if not.
size_t payment_at(const std::vector<Token>& t, size_t type_at) {
  static const std::set<std::string> kPaying = {"paying", "pay",      "paid",  "pays", "using",
                                                "spend",  "spending", "spent", "with"};
  const auto energy_at = [&](size_t k) { return k != type_at && !energy_said(t[k]).empty(); };
  bool before = false;
  for (size_t k = 0; k < t.size(); ++k) {
    if (before && kPaying.count(t[k].text))
      for (size_t j = k + 1; j < t.size(); ++j)
        if (energy_at(j)) return k;
    before |= energy_at(k);
  }
  return t.size();
}

}  // namespace

bool read_purchase(Reading& r, const std::vector<Token>& t) {
  // Buying a die: "Black Widow costs 3 (mask), I pay shield, bolt, fist".
  // The card's energy type is the energy word beside its cost; every other
  // energy named is what is paid, save "no mask".
  if (has_word(t, {"buy", "buys", "buying", "purchase", "purchased", "purchasing", "bought",
                   "spend", "pay", "paying", "paid", "pays"})) {
    int cost = -1;
    size_t cost_at = 0;
    for (size_t k = 0; k < t.size() && cost < 0; ++k)
      if (t[k].text.find("cost") != std::string::npos) {
        cost = number_near(t, k);
        cost_at = k;
      }
    if (cost >= 0) {
      // The card's type: the energy word nearest its cost, after it first,
      // in the same sentence.
      size_t type_at = t.size();
      auto same_sentence = [&](size_t a, size_t b) {
        for (size_t k = std::min(a, b); k < std::max(a, b); ++k)
          if (t[k].brk == '.' || t[k].brk == '?' || t[k].brk == ';') return false;
        return true;
      };
      // ("a die costing 3 with double fist and a bolt": a double face pays,
      // no type; "costs 4 with fist energy" is the type.)
      const auto paying = [&](size_t k) {
        return t[k - 1].word("double") || t[k - 1].word("paying") || t[k - 1].word("pay");
      };
      for (size_t d = 1; d <= 4 && type_at == t.size(); ++d)
        for (size_t k : {cost_at + d, cost_at >= d ? cost_at - d : t.size()})
          if (k < t.size() && energy_word(t[k].text) && same_sentence(k, cost_at) &&
              type_at == t.size() && !(k > cost_at && paying(k)))
            type_at = k;
      // ("Black Widow costs 3 and is a mask card", "his energy type is
      // fist": the type said of the card further on in its sentence.)
      for (size_t k = cost_at + 1; k + 1 < t.size() && type_at == t.size() && !t[k - 1].ends(); ++k)
        if (energy_word(t[k].text) &&
            ((t[k - 1].word("a") && k >= 2 && t[k - 2].word("is") &&
              (t[k + 1].text == "card" || t[k + 1].text == "character" ||
               t[k + 1].text == "die")) ||
             (t[k - 1].word("is") && k >= 2 &&
              (t[k - 2].text == "type" || t[k - 2].text == "energy type"))))
          type_at = k;
      const size_t pay_at = payment_at(t, type_at);
      std::vector<std::string> pay;
      std::vector<size_t> said_at;       // where each of pay was said
      std::vector<std::string> unspent;  // said to stay in the Reserve Pool
      // ("..., kept the shield": one of the dice told before, by "the".)
      std::vector<std::string> unspent_again;
      // The energy named, each die once; `split_at`: where the payment is
      // said after the Reserve Pool (t.size() for none).
      const auto collect = [&](size_t split_at) {
        pay.clear();
        said_at.clear();
        unspent.clear();
        unspent_again.clear();
        for (size_t k = 0; k < t.size(); ++k) {
          // ("two bolts", "2 fist sidekicks", "double generic": each one
          // paid.)
          // ("two generic energy": the vocabulary's one phrase.)
          bool plural = false;
          const std::string type = energy_said(t[k], &plural);
          if (k == type_at || type.empty()) continue;
          // ("a 3-cost bolt character", "my shield character die": a type.)
          if (k + 1 < t.size() && type_of_a_die(t[k + 1])) continue;
          int times = 1;
          std::string face = type;
          // ("a Basic Action die on its 2 generic face", "showing 2 generic":
          // one die's face showing two.)
          const bool one_face = k > 1 && t[k - 1].kind == Tok::kNumber && t[k - 1].number == 2 &&
                                ((k + 1 < t.size() && t[k + 1].text.starts_with("face")) ||
                                 // ("one die showing two masks": its face's two.)
                                 ((type == "generic" || plural) &&
                                  (t[k - 2].word("on") || t[k - 2].word("its") ||
                                   t[k - 2].word("showing") || t[k - 2].word("shows"))));
          // ("a Storm die on its bolt+bolt face": one face showing both.)
          bool pair_face = false;
          if (k + 3 < t.size() && t[k + 1].word("and") && energy_said(t[k + 2]) == type &&
              t[k + 3].text.starts_with("face"))
            pair_face = true;
          if (one_face || pair_face)
            face = type + "+" + type;
          else if (k > 0 && t[k - 1].kind == Tok::kNumber && t[k - 1].number >= 1 &&
                   t[k - 1].number <= 8)
            times = t[k - 1].number;
          else if (k > 0 && t[k - 1].word("double"))
            face = type + "+" + type;  // one die showing two
          else
            times = dice_counted(t, k);
          // ("using the wild as the fist": what an energy already named counts
          // as, not more energy.)
          const size_t as_at =
              k >= 2 && (t[k - 1].word("the") || t[k - 1].word("my") || t[k - 1].word("a")) ? k - 2
                                                                                            : k - 1;
          // (With the Reserve Pool told before the payment, "the shield" in
          // the payment is paid, from the dice held: held_and_paid.)
          const bool split_said = split_at < t.size() && k > split_at;
          if (k > 0 &&
              (t[as_at].word("as") || (!split_said && t[k - 1].word("the") && k >= 2 &&
                                       std::find(pay.begin(), pay.end(), type) != pay.end())))
            continue;
          // ("a Storm die showing double bolt ... with the wild and both
          // bolts", "the 2 bolts": that face's two, said again.)
          const bool again = !split_said && plural &&
                             std::find(pay.begin(), pay.end(), type + "+" + type) != pay.end() &&
                             k > 0 &&
                             (t[k - 1].word("both") || t[k - 1].word("the") ||
                              (k >= 2 && t[k - 1].kind == Tok::kNumber && t[k - 1].number == 2 &&
                               t[k - 2].word("the")));
          if (again) continue;
          // "no mask", "none of it is mask": not paid.
          bool denied = false;
          // ("none of it is mask": four words back.)
          for (size_t j = k; j-- > 0 && j + 5 > k;)
            denied |= t[j].word("no") || t[j].word("none") || t[j].word("not");
          if (denied) continue;
          // ("a fifth Sidekick showing shield remains unspent", "I kept one
          // shield Sidekick unspent", "a shield Sidekick stays put": not
          // paid; it stays in the Reserve Pool.)
          bool kept = false;
          for (size_t j = k + 1; j < t.size() && j < k + 6 && !t[j - 1].ends(); ++j)
            kept |= t[j].word("unspent") || t[j].word("remains") || t[j].word("stays") ||
                    t[j].word("unused") || (t[j].word("left") && !t[j - 1].word("the"));
          for (size_t j = k; j-- > 0 && j + 6 > k && !t[j].ends();)
            kept |= t[j].word("kept") || t[j].word("keep") || t[j].word("keeping");
          if (kept) {
            for (int n = 0; n < times; ++n)
              (k > 0 && t[k - 1].word("the") ? unspent_again : unspent).push_back(face);
            continue;
          }
          for (int n = 0; n < times; ++n) {
            pay.push_back(face);
            said_at.push_back(k);
          }
          if (pair_face) k += 2;
        }
      };
      collect(pay_at);
      // A cost reduction ("a -2 and a -1 discount", "cost 2 less") is not
      // read: no purchase is simulated without it.
      for (const Token& tok : t)
        if (tok.word("discount") || tok.word("discounts") || tok.word("less") ||
            tok.word("cheaper") || tok.text.rfind("reduc", 0) == 0 ||
            (tok.kind == Tok::kNumber && tok.text[0] == '-'))
          return false;
      if (type_at < t.size() && !pay.empty()) {
        r.action = "purchase";
        r.facts["card"]["cost"] = std::to_string(cost);
        r.facts["card"]["energy"] = t[type_at].text;
        std::optional<HeldAndPaid> split = held_and_paid(pay, said_at, pay_at, cost);
        // (No Reserve Pool and payment told apart: every energy named is
        // paid, each named once.)
        if (!split) {
          if (pay_at < t.size()) collect(t.size());
          split = HeldAndPaid{pay, {}};
        }
        r.facts["pay"]["energy"] = joined(split->paid);
        split->kept.insert(split->kept.end(), unspent.begin(), unspent.end());
        for (const std::string& face : unspent_again)
          if (std::find(split->kept.begin(), split->kept.end(), face) == split->kept.end())
            split->kept.push_back(face);
        if (!split->kept.empty()) r.facts["reserve"]["energy"] = joined(split->kept);
        return true;
      }
    }
  }
  return false;
}

}  // namespace arbiter::query::ask
