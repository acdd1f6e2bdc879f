// The order of a die's modifiers as a player tells it in time words, not
// only in word order: "+2A before doubling", "after its attack had been
// doubled it got +1A", "doubles it, and after that +1A". A doubling named
// again to place another modifier ("before doubling") is the same
// doubling, and a question restating a modifier ("is the +1A added after
// doubling?") gives nothing new.
#include <algorithm>
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

bool doubling(const std::string& value) {
  return value == "x2a" || value == "x2d";
}

// "before"/"after" within the two words before token i.
std::string time_word_before(const std::vector<Token>& t, size_t i) {
  for (size_t k = i; k-- > 0 && k + 3 > i && !t[k].ends_sentence();)
    if (t[k].word("before") || t[k].word("after")) return t[k].text;
  return "";
}

// "blocks", "the block", "blockers were declared": a step of the turn
// named after "after", not the doubling.
bool turn_step(const std::vector<Token>& t, size_t k) {
  if (k < t.size() && t[k].word("the")) ++k;
  if (k >= t.size()) return false;
  static const std::set<std::string> kSteps = {"blocks",   "block",  "blockers", "blocking",
                                               "blocked",  "combat", "attacks",  "attacking",
                                               "fielding", "rolling"};
  return (t[k].kind == Tok::kWord && kSteps.count(t[k].text)) || t[k].is("role", "blocker") ||
         t[k].term_kind("action");
}

// A modifier: the token it was told at, and its value ("+2a", "x2a").
using Mod = std::pair<size_t, std::string>;

// Moves `placed` to just before or after `doubled` (both in mods).
void move_beside(std::vector<Mod>& mods, const Mod& placed, const Mod& doubled, bool before) {
  mods.erase(std::find(mods.begin(), mods.end(), placed));
  const auto at = std::find(mods.begin(), mods.end(), doubled);
  mods.insert(before ? at : at + 1, placed);
}

// "but before the doubling I had given it +2A": the time word and the
// doubling it names, earlier in the sentence of the modifier at token i
// ("before"/"after"), or "".
std::string doubling_named_before(const std::vector<Token>& t, size_t i) {
  for (size_t k = std::min(i, t.size()); k-- > 0 && !t[k].ends_sentence();)
    if (t[k].kind == Tok::kTerm && t[k].term->name == "doubling") {
      const std::string when = time_word_before(t, k);
      if (!when.empty()) return when;
    }
  return "";
}

}  // namespace

void order_modifiers(Die& d, const std::vector<Token>& t) {
  if (d.modifiers.size() < 2) return;
  std::vector<Mod> mods(d.modifiers.begin(), d.modifiers.end());
  // A restated modifier in a question ("Is the +1A added after doubling?").
  std::vector<Mod> kept;
  for (const auto& m : mods) {
    const bool again =
        std::any_of(kept.begin(), kept.end(), [&](const auto& k) { return k.second == m.second; });
    if (!(again && m.first < t.size() && asking_sentence(t, m.first))) kept.push_back(m);
  }
  mods = std::move(kept);
  // A doubling named again to place another modifier ("+2A before
  // doubling"): the same doubling. One at a time, as the list changes.
  auto reference = [&](size_t n) {
    if (!doubling(mods[n].second) || mods[n].first >= t.size() ||
        time_word_before(t, mods[n].first).empty())
      return false;
    for (size_t k = 0; k < n; ++k)
      if (mods[k].second == mods[n].second) return true;
    return false;
  };
  // "It got +2A before doubling. Its attack was doubled.": the doubling
  // named first to place a modifier, then told.
  for (size_t a = 1; a < mods.size(); ++a) {
    if (!doubling(mods[a].second) || doubling(mods[a - 1].second) || mods[a].first >= t.size() ||
        time_word_before(t, mods[a].first).empty())
      continue;
    size_t b = a + 1;
    while (b < mods.size() && mods[b].second != mods[a].second) ++b;
    if (b == mods.size() || mods[b].first >= t.size() ||
        !time_word_before(t, mods[b].first).empty())
      continue;
    const bool before = time_word_before(t, mods[a].first) == "before";
    const Mod placed = mods[a - 1], told = mods[b];
    mods.erase(mods.begin() + static_cast<long>(a));  // the doubling named again
    move_beside(mods, placed, told, before);
    break;
  }
  for (size_t n = 1; n < mods.size();) {
    if (!reference(n)) {
      ++n;
      continue;
    }
    const bool before = time_word_before(t, mods[n].first) == "before";
    size_t doubled = 0;
    while (mods[doubled].second != mods[n].second) ++doubled;
    // The modifier said just before it goes before or after the doubling
    // told first.
    const Mod placed = mods[n - 1], told = mods[doubled];
    mods.erase(mods.begin() + static_cast<long>(n));  // the doubling named again
    if (!doubling(placed.second) && n - 1 != doubled) move_beside(mods, placed, told, before);
    n = 1;
  }
  // "Its attack was doubled, but before the doubling I had given it +2A":
  // a doubling named before the modifier, in its sentence, when the one
  // doubling told is not in the list twice.
  // (Each placed once, in the order told: moved ones are not met again.)
  if (std::count_if(mods.begin(), mods.end(), [](const auto& m) { return doubling(m.second); }) ==
      1) {
    const Mod doubled =
        *std::find_if(mods.begin(), mods.end(), [](const Mod& m) { return doubling(m.second); });
    const std::vector<Mod> told = mods;
    for (const Mod& m : told) {
      if (doubling(m.second)) continue;
      const std::string when = doubling_named_before(t, m.first);
      if (!when.empty()) move_beside(mods, m, doubled, when == "before");
    }
  }
  // "got +1A ... after its attack had already been doubled": the doubling
  // told after "after", in the modifier's own sentence, came first.
  for (size_t n = 0; n + 1 < mods.size(); ++n) {
    if (doubling(mods[n].second) || !doubling(mods[n + 1].second) || mods[n + 1].first >= t.size())
      continue;
    bool after = false, same_sentence = true;
    for (size_t k = mods[n].first; k < mods[n + 1].first; ++k) {
      same_sentence = same_sentence && !t[k].ends_sentence();
      // ("..., and after that doubles it": in the order told.)
      // ("a +1A marker from the Global I paid for after blocks, and after
      // that I used an Action die that doubles": a step of the turn.)
      after = after || (t[k].word("after") && k + 1 < t.size() && !t[k + 1].word("that") &&
                        !t[k + 1].word("this") && !t[k + 1].word("which") && !turn_step(t, k + 1));
    }
    if (after && same_sentence) std::swap(mods[n], mods[n + 1]);
  }
  // Kept in their new order: the tokens only rank them.
  d.modifiers.clear();
  for (size_t n = 0; n < mods.size(); ++n) d.modifiers.insert({n, mods[n].second});
  write_modifiers(d);
}

}  // namespace arbiter::query::ask
