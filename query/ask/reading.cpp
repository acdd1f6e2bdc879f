#include "query/ask/reading.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <regex>
#include <set>

namespace arbiter::query::ask {

std::string Reading::fact(const std::string& role, const std::string& field) const {
  auto r = facts.find(role);
  if (r == facts.end()) return "";
  auto f = r->second.find(field);
  return f == r->second.end() ? "" : f->second;
}

namespace {

bool is_number(const std::string& w) {
  return !w.empty() && w.find_first_not_of("0123456789") == std::string::npos;
}

// Words that join a value to its holder without meaning anything.
const std::set<std::string> kFiller = {"a",    "an",   "the", "with", "has",   "have",  "is",
                                       "at",   "of",   "on",  "it",   "its",   "my",    "their",
                                       "his",  "her",  "and", "that", "which", "shows", "showing",
                                       "show", "card", "for", "to",   "by"};

// Picks the game: a forced one, else the one whose terms the question uses
// more (game-specific roles and keywords), else "".
std::string pick_game(const std::vector<std::string>& words, const Vocabulary& v,
                      const std::string& forced) {
  if (!forced.empty()) return forced;
  // A phrase both games use ("attacking", "life") says nothing about which.
  auto spans = [&](const std::string& game) {
    std::set<std::pair<size_t, size_t>> out;
    for (const TermMatch& m : v.match(words, game))
      if (!(m.term->kind == "role" && m.term->name == "hero" && m.term->entries.empty()))
        out.insert({m.at, m.len});
    return out;
  };
  const auto mc_spans = spans("mc"), dm_spans = spans("dm");
  // A phrase inside the other game's longer phrase ("dmg" in "dmg is
  // split") is that phrase's word, not a sign of its own game.
  auto inside = [](const std::pair<size_t, size_t>& s,
                   const std::set<std::pair<size_t, size_t>>& other) {
    for (const auto& o : other)
      if (o != s && o.first <= s.first && s.first + s.second <= o.first + o.second) return true;
    return false;
  };
  // A game's own phrase says more than the rulebooks' use of common words.
  constexpr double kPhraseWeight = 1.5;
  double lean = 0;
  for (const auto& s : mc_spans)
    lean += dm_spans.count(s) || inside(s, dm_spans) ? 0 : kPhraseWeight;
  for (const auto& s : dm_spans)
    lean -= mc_spans.count(s) || inside(s, mc_spans) ? 0 : kPhraseWeight;
  static const std::regex dm_stat(R"(^(\d+a(/\d+d)?|\d+d|a\d+|d\d+)$)");
  for (const std::string& w : words)
    if (std::regex_match(w, dm_stat)) lean -= 2;
  // The rulebooks' own use of the words weighs with the terms: "dice",
  // "villain" and "threat" each tell the game without being terms.
  lean += v.corpus_lean(words, "mc", "dm");
  if (std::abs(lean) < 1.0) return "";
  return lean > 0 ? "mc" : "dm";
}

class Reader {
 public:
  Reader(Reading& r, const std::vector<TermMatch>& matches) : r_(r) {
    for (const TermMatch& m : matches) by_start_[m.at] = m;
  }

  void run() {
    const std::vector<std::string>& w = r_.words;
    for (size_t i = 0; i < w.size();) {
      auto m = by_start_.find(i);
      if (m != by_start_.end()) {
        take_term(m->second);
        i += m->second.len;
        continue;
      }
      take_word(i);
      ++i;
    }
    settle_pending();
  }

 private:
  // The role the next value or status belongs to: a role named within the
  // next few words (skipping filler and other attributes), else the current.
  std::string holder_from(size_t i) {
    for (size_t k = i, seen = 0; k < r_.words.size() && seen < 3; ++k) {
      if (k > i && r_.breaks[k - 1]) break;  // "I have a tough card, villain ...": the clause ended
      auto m = by_start_.find(k);
      if (m != by_start_.end()) {
        if (m->second.term->kind == "role") return m->second.term->name;
        if (m->second.term->kind == "action") break;
        k += m->second.len - 1;
        ++seen;
        continue;
      }
      if (!kFiller.count(r_.words[k]) && !is_number(r_.words[k])) break;
    }
    return current_;
  }

  void set(const std::string& role_read, const std::string& field, const std::string& value) {
    // A scheme holds threat; "THW 3 on the main scheme" is the player's THW.
    const std::string role =
        role_read == "main" && field != "threat" && field != "target" ? "hero" : role_read;
    if (role.empty()) {
      pending_.emplace_back(field, value);
      return;
    }
    r_.facts[role][field] = value;
  }

  void take_term(const TermMatch& m) {
    const Term& t = *m.term;
    const size_t after = m.at + m.len;
    if (t.kind == "role" || (t.kind == "term" && t.name == "main-scheme")) {
      current_ = t.kind == "role" ? t.name : "main";
      r_.facts[current_];  // mentioned
      settle_pending();
    } else if (t.kind == "status" || t.kind == "keyword") {
      take_status(t, m.at, after);
    } else if (t.kind == "stat") {
      take_stat(t, m.at, after);
    } else if (t.kind == "action") {
      // "moves 1 to a minion": an effect's amount sits beside its verb; an
      // attack's is said with "for" ("hit the villain for 3").
      const bool effect = t.name == "move" || t.name == "recover" || t.name == "enters";
      actions_.push_back(
          {t.name, m.at, current_, effect ? amount_near(m.at, after) : amount_after(after)});
      if (t.name == "defend") {
        defend_at_ = static_cast<long>(m.at);
        // "I defend with DEF 3": what follows describes the defender.
        if (current_ != "ally") current_ = "hero";
      }
      if (t.name == "undefended") r_.defender = "none";
    } else if (t.kind == "term" && t.name == "final-stage") {
      r_.facts["main"]["stages-after"] = "0";
    } else if (t.kind == "term" && t.name == "crisis") {
      r_.facts["side"]["crisis"] = "true";
    } else if (t.kind == "term" && t.name == "alter-ego") {
      r_.facts["hero"]["form"] = "alter-ego";
    } else if (t.kind == "term" && t.name == "modes" && r_.words[m.at] == "rookie") {
      r_.facts["game"]["mode"] = "rookie";
    } else if (t.kind == "term" && t.name == "consequential") {
      const std::string n = number_near(m.at, after, true);
      if (!n.empty() && r_.fact(holder_for_stat(m.at), "consequential").empty())
        set(holder_for_stat(m.at), "consequential", n);
    } else if (t.kind == "term") {
      actions_.push_back({t.name, m.at, current_, amount_near(m.at, after)});
    }
  }

  std::string word(size_t i) const { return i < r_.words.size() ? r_.words[i] : ""; }

  // "I swing at the villain for 2", "thwart the main for 2": the amount.
  std::string amount_after(size_t after) const {
    for (size_t k = after; k < r_.words.size() && k < after + 5; ++k) {
      if (k > after && r_.breaks[k - 1]) break;
      if (r_.words[k] == "for" && is_number(word(k + 1))) return word(k + 1);
    }
    return "";
  }

  // "heal 3", "5 indirect dmg": a number beside a term.
  std::string amount_near(size_t at, size_t after) const {
    if (is_number(word(after))) return word(after);
    if (at > 0 && is_number(r_.words[at - 1])) return r_.words[at - 1];
    return amount_after(after);
  }

  void take_status(const Term& t, size_t at, size_t after) {
    std::string value = "true";
    // "retaliate 1": a keyword's number follows it. A bare "retaliate?"
    // asks about the keyword and gives no value to simulate.
    if (t.name == "retaliate") {
      if (!is_number(word(after))) return;
      value = word(after);
    }
    // "I have a tough card": the status belongs to who has it.
    const std::string before = at > 0 ? r_.words[at - 1] : "";
    const std::string before2 = at > 1 ? r_.words[at - 2] : "";
    const bool possessed = before == "has" || before == "have" || before2 == "has" ||
                           before2 == "have" || before == "is" || before == "am" ||
                           before == "i'm" || before == "im";
    set(possessed && !current_.empty() ? current_ : holder_from(after), t.name, value);
  }

  // The number beside a stat: a unit takes the number before it ("2 hit
  // points", "1 dmg", "4 threat"), a stat the one after ("ATK 3", "boost
  // shows 2"), each falling back to the other side, within the clause.
  std::string number_near(size_t at, size_t after, bool unit = false) const {
    auto valued = [&](size_t k) { return is_number(r_.words[k]) || fraction(r_.words[k]); };
    auto forward = [&]() -> std::string {
      for (size_t k = after; k < r_.words.size() && k < after + 3; ++k) {
        if (r_.breaks[k - 1]) break;
        if (valued(k)) return r_.words[k];
        if (!kFiller.count(r_.words[k])) break;
      }
      return "";
    };
    auto backward = [&]() -> std::string {
      for (size_t k = at; k-- > 0 && k + 3 > at;) {
        if (r_.breaks[k]) break;
        if (valued(k)) return r_.words[k];
        if (!kFiller.count(r_.words[k])) break;
      }
      return "";
    };
    const std::string first = unit ? backward() : forward();
    return first.empty() ? (unit ? forward() : backward()) : first;
  }

  static bool fraction(const std::string& w) {
    return std::regex_match(w, std::regex(R"(^\d+/\d+$)"));
  }

  void take_stat(const Term& t, size_t at, size_t after) {
    if (t.name == "boost" && word(after) == "blank") return set("villain", "boost", "0");
    static const std::set<std::string> kUnits = {"hp",     "hit", "health", "life",
                                                 "damage", "dmg", "threat", "icons"};
    const bool unit = kUnits.count(r_.words[at]) > 0;
    std::string number = number_near(at, after, unit);
    if (number.empty()) return;
    // Threat is on a scheme: "main at 8/10 threat", "(4 threat)".
    if (t.name == "threat") return set_fraction("main", "threat", "target", number);
    if (t.name == "boost") return set("villain", "boost", number);
    if (t.name == "damage" &&
        (word(after) == "into" || word(after) == "total" || word(after + 1) == "into"))
      return set("hit", "amount", number);  // "5 dmg into a 2hp minion": what is dealt
    std::string holder = holder_for_stat(at);
    if (at > 0 && r_.words[at - 1] == "my" && holder != "ally") holder = "hero";  // "with my ATK 2"
    // "a 3hp retaliate 2 minion": the article opens a description of the
    // character named after it.
    if (at > 1 && is_number(r_.words[at - 1]) &&
        (r_.words[at - 2] == "a" || r_.words[at - 2] == "an"))
      holder = holder_from(after);
    if (t.name == "hp" && fraction(number)) {
      // "7/10 hp": 10 hit points, 3 damage.
      const size_t slash = number.find('/');
      const int left = std::stoi(number.substr(0, slash)),
                max = std::stoi(number.substr(slash + 1));
      set(holder, "hp", std::to_string(max));
      return set(holder, "damage", std::to_string(std::max(0, max - left)));
    }
    set(holder, t.name, number.substr(0, number.find('/')));
  }

  void set_fraction(const std::string& role, const std::string& field, const std::string& of,
                    const std::string& n) {
    const size_t slash = n.find('/');
    set(role, field, n.substr(0, slash));
    if (slash != std::string::npos) set(role, of, n.substr(slash + 1));
  }

  // A number-bearing stat after a role belongs to it; before any role, to the next.
  std::string holder_for_stat(size_t at) { return current_.empty() ? holder_from(at) : current_; }

  void take_word(size_t i) {
    const std::string& w = r_.words[i];
    const std::string before = i > 0 ? r_.words[i - 1] : "";
    if (current_ == "main" && (is_number(w) || fraction(w)) &&
        (before == "at" || before == "had" || before == "has")) {
      set_fraction("main", "threat", "target", w);
      if (word(i + 1) == "of" && is_number(word(i + 2))) set("main", "target", word(i + 2));
      return;
    }
    static const std::regex a_d(R"(^(\d+)a/(\d+)d$)"), a_only(R"(^(\d+)a$)"), d_only(R"(^(\d+)d$)"),
        a_pre(R"(^a(\d+)$)"), d_pre(R"(^d(\d+)$)");
    std::smatch m;
    const std::string holder = holder_from(i + 1);
    if (std::regex_match(w, m, a_d)) {
      set(holder, "a", m[1]);
      set(holder, "d", m[2]);
    } else if (std::regex_match(w, m, a_only) || std::regex_match(w, m, a_pre)) {
      set(holder, "a", m[1]);
    } else if (std::regex_match(w, m, d_only) || std::regex_match(w, m, d_pre)) {
      set(holder, "d", m[1]);
    } else if (!kFiller.count(w) && !is_number(w)) {
      r_.leftovers.push_back(w);
    }
  }

  void settle_pending() {
    if (current_.empty()) return;
    for (const auto& [field, value] : pending_) set(current_, field, value);
    pending_.clear();
  }

 public:
  struct ActionSeen {
    std::string name;
    size_t at;
    std::string subject;  // the role current when the action was named
    std::string amount;   // "for 2", "heal 3"
  };
  std::vector<ActionSeen> actions_;
  long defend_at_ = -1;

 private:
  Reading& r_;
  std::map<size_t, TermMatch> by_start_;
  std::string current_;
  std::vector<std::pair<std::string, std::string>> pending_;
};

// ---- Dice Masters: dice described one after another ----------------------
//
// A DM question describes dice in turn: "4A/2D fast attacker blocked by a
// 1A/2D deadly", "6A overcrush into an undamaged iron will 3D blocker". A
// die's stats start a description; keywords beside it and the role word
// after it belong to it; "blocked by", "vs", "into" and "KOs" introduce a
// blocker; the first die with no role word is the attacker.

bool dm_stat(const std::string& w) {
  static const std::regex stat(R"(^(\d+a(/\d+d)?|\d+d|a\d+|d\d+)$)");
  return std::regex_match(w, stat);
}

// Words that sit between a die and what describes it without ending the
// description ("a 3A/1D with fast", "my 2D regenerate blocker").
const std::set<std::string> kDmFiller = {
    "a",         "an",   "with",      "and", "my",  "one",   "die", "dice", "sidekick",
    "character", "wall", "undamaged", "is",  "the", "their", "his", "her"};

class DmReader {
 public:
  DmReader(Reading& r, const std::vector<TermMatch>& matches) : r_(r), w_(r.words) {
    for (const TermMatch& m : matches) by_start_[m.at] = m;
  }

  void run() {
    for (size_t i = 0; i < w_.size();) {
      const size_t next = step(i);
      // A comma or full stop ends a die's description.
      if (r_.breaks[next - 1]) attached_ = false;
      i = next;
    }
    finish();
  }

 private:
  struct Die {
    std::string role;  // attacker, blocker, or "" until known
    std::map<std::string, std::string> facts;
  };

  std::string word(size_t i) const { return i < w_.size() ? w_[i] : ""; }
  bool is_number_at(size_t i) const { return is_number(word(i)); }

  size_t step(size_t i) {
    const std::string& w = w_[i];
    if (dm_stat(w)) return stat(i);
    auto m = by_start_.find(i);
    if (m != by_start_.end() && m->second.term->kind == "keyword") return keyword(i, m->second);
    if (w == "blocked" && word(i + 1) == "by") return introduce("blocker", i + 2);
    if (w == "vs" || w == "into" || w == "kos" || w == "against")
      return introduce("blocker", i + 1);
    if (w == "blocks" && attached_) return blocks(i);
    if (w == "attacker" || w == "attacks" || w == "attacking" || w == "attackers")
      return role_word("attacker", i);
    if (w == "blocker" || w == "blockers" || w == "blocking") return role_word("blocker", i);
    if (w == "two" || w == "both") return count(i);
    if (is_number(w)) return number(i);
    if (w == "removed" || w == "bounced" || w == "captured") return removed(i);
    if (w == "roll" || w == "rolls" || w == "up") return roll(i);
    if (w == "doubled") return doubled(i);
    if (!kDmFiller.count(w)) attached_ = false;
    return i + 1;
  }

  // "blocked by", "vs": the next die blocks.
  size_t introduce(const std::string& role, size_t next) {
    next_role_ = role;
    attached_ = false;
    return next;
  }

  // "4D iron will blocker ... blocks a 3A": the die described blocks, the
  // next one attacks.
  size_t blocks(size_t i) {
    for (size_t d : last_) dice_[d].role = "blocker";
    next_role_ = "attacker";
    attached_ = false;
    return i + 1;
  }

  size_t stat(size_t i) {
    static const std::regex a_d(R"(^(\d+)a/(\d+)d$)"), a_only(R"(^(\d+)a$|^a(\d+)$)"),
        d_only(R"(^(\d+)d$|^d(\d+)$)");
    std::map<std::string, std::string> f;
    std::smatch m;
    const std::string& w = w_[i];
    if (std::regex_match(w, m, a_d))
      f = {{"a", m[1]}, {"d", m[2]}};
    else if (std::regex_match(w, m, a_only))
      f = {{"a", m[1].matched ? m[1] : m[2]}};
    else if (std::regex_match(w, m, d_only))
      f = {{"d", m[1].matched ? m[1] : m[2]}};
    // "the 3D one": a die already described, named by its stats.
    if (word(i + 1) == "one" && i > 0 && w_[i - 1] == "the") {
      referred_ = find_die(f);
      return i + 2;
    }
    if (fill_group(f)) return i + 1;
    place_dice(next_role_, f);
    return i + 1;
  }

  // Places the dice a description names ("two 1A blockers": two), as the
  // last described, and gives them the keywords read before them.
  void place_dice(std::string role, const std::map<std::string, std::string>& facts) {
    last_.clear();
    for (int n = 0; n < pending_count_; ++n) {
      dice_.push_back({role, facts});
      last_.push_back(dice_.size() - 1);
    }
    if (pending_count_ > 1) group_ = last_;
    pending_count_ = 1;
    next_role_.clear();
    for (const std::string& kw : pending_keywords_) give(kw, "true");
    pending_keywords_.clear();
    attached_ = true;
  }

  // "two 1A blockers (3D and 1D)": later stats complete the group in turn.
  bool fill_group(const std::map<std::string, std::string>& f) {
    if (group_.empty() || f.size() != 1) return false;
    for (size_t d : group_)
      if (!dice_[d].facts.count(f.begin()->first)) {
        dice_[d].facts.insert(*f.begin());
        return true;
      }
    return false;
  }

  // A blocker, since damage is assigned to blockers.
  long find_die(const std::map<std::string, std::string>& f) const {
    for (size_t d = 0; d < dice_.size(); ++d) {
      if (dice_[d].role == "attacker") continue;
      bool same = true;
      for (const auto& [k, v] : f)
        same = same && dice_[d].facts.count(k) && dice_[d].facts.at(k) == v;
      if (same) return static_cast<long>(d);
    }
    return -1;
  }

  void give(const std::string& field, const std::string& value) {
    for (size_t d : last_) dice_[d].facts[field] = value;
  }

  size_t keyword(size_t i, const TermMatch& m) {
    const std::string& name = m.term->name;
    const size_t after = i + m.len;
    if (name == "regenerate" && (word(after) == "roll" || word(after) == "rolls")) return after;
    const std::string before = i > 0 ? w_[i - 1] : "";
    if (before == "no" || before == "without" || before == "not")
      return after;  // "8A no overcrush"
    if (both_) {
      both_keywords_.push_back(name);
      both_ = false;
    } else if (attached_) {
      give(name, "true");
    } else {
      pending_keywords_.push_back(name);
    }
    return after;
  }

  size_t role_word(const std::string& role, size_t i) {
    const bool plural = w_[i].back() == 's' && w_[i] != "attacks";
    if (w_[i] == "attacks" || w_[i] == "attacking") {
      // "3A/3D attacks into ...": the die just described attacks.
      if (attached_)
        for (size_t d : last_) dice_[d].role = role;
      attached_ = false;
      return i + 1;
    }
    if (attached_) {
      for (size_t d : last_) dice_[d].role = role;
      attached_ = false;
      return i + 1;
    }
    // "blocker is a 3A/1D": the stats follow; "blocker got removed", "two
    // blockers 3D and 1D": a die with no stats given.
    size_t k = i + 1;
    while (k < w_.size() && kDmFiller.count(w_[k])) ++k;
    if (k < w_.size() && dm_stat(w_[k]) && !plural && pending_count_ == 1) {
      next_role_ = role;
      return i + 1;
    }
    place_dice(role, {});
    return i + 1;
  }

  size_t count(size_t i) {
    if (w_[i] == "both")
      both_ = !dm_stat(word(i + 1));
    else
      pending_count_ = 2;
    return i + 1;
  }

  // Numbers that are not stats: life, damage on a die, damage assigned.
  size_t number(size_t i) {
    const std::string n = w_[i], next = word(i + 1), prev = i > 0 ? w_[i - 1] : "";
    const bool damage_word = next == "damage" || next == "dmg";
    if (next == "life" || (prev == "at" && !damage_word)) {
      r_.facts["p2"]["life"] = n;
    } else if (split_verb(i)) {
      assign(i, n);
    } else if (damage_word && (prev == "takes" || prev == "take")) {
      incoming_ = n;  // "takes 4 dmg": the attacker's A
    } else if (damage_word && !last_.empty()) {
      give("damage", n);
    }
    return i + 1;
  }

  // "I put all 4 on the 3D one", "I split 1 dmg each".
  bool split_verb(size_t i) const {
    for (size_t k = i; k-- > 0 && k + 3 > i;)
      if (w_[k] == "put" || w_[k] == "split" || w_[k] == "assign" || w_[k] == "puts") return true;
    return false;
  }

  void assign(size_t i, const std::string& amount) {
    for (size_t k = i + 1; k < w_.size() && k < i + 4; ++k)
      if (w_[k] == "each") {
        split_each_ = amount;
        return;
      }
    split_amount_ = amount;
  }

  size_t removed(size_t i) {
    // The die just named (or the blocker) left combat before damage.
    if (!last_.empty())
      give("removed", "true");
    else
      removed_blocker_ = true;
    return i + 1;
  }

  // "regen roll is a character face", "rolls a character face", "comes up energy".
  size_t roll(size_t i) {
    for (size_t k = i + 1; k < w_.size() && k < i + 5; ++k) {
      if (w_[k] == "character" || w_[k] == "level")
        roll_ = "character";
      else if (w_[k] == "energy")
        roll_ = "energy";
      if (!roll_.empty()) return k + 1;
    }
    return i + 1;
  }

  size_t doubled(size_t i) {
    if (i > 0 && (w_[i - 1] == "a" || w_[i - 1] == "attack"))
      doubled_ = "a";
    else if (i > 0 && (w_[i - 1] == "d" || w_[i - 1] == "defense"))
      doubled_ = "d";
    return i + 1;
  }

  void finish();

  Reading& r_;
  const std::vector<std::string>& w_;
  std::map<size_t, TermMatch> by_start_;
  std::vector<Die> dice_;
  std::vector<size_t> last_, group_;  // the die (or dice) just described; a "two ..." group
  bool attached_ = false;             // the previous words still describe last_
  std::string next_role_;
  std::vector<std::string> pending_keywords_, both_keywords_;
  int pending_count_ = 1;
  bool both_ = false, removed_blocker_ = false;
  long referred_ = -1;
  std::string split_amount_, split_each_, incoming_, roll_, doubled_;
};

// Names the dice (attacker, blocker, blocker2) and writes what was read
// into the reading's facts.
void DmReader::finish() {
  // No die said to attack: the first one not said to block does; when all
  // block ("2D regenerate blocker takes 4 dmg"), the attacker is unstated.
  if (!dice_.empty() &&
      std::none_of(dice_.begin(), dice_.end(), [](const Die& d) { return d.role == "attacker"; })) {
    auto first =
        std::find_if(dice_.begin(), dice_.end(), [](const Die& d) { return d.role.empty(); });
    if (first != dice_.end())
      first->role = "attacker";
    else
      dice_.insert(dice_.begin(), Die{"attacker", {}});
  }
  for (Die& d : dice_)
    if (d.role.empty()) d.role = "blocker";
  if (removed_blocker_)
    for (Die& d : dice_)
      if (d.role == "blocker") d.facts["removed"] = "true";
  std::map<size_t, std::string> names;
  int blockers = 0;
  bool attacker = false;
  for (size_t k = 0; k < dice_.size(); ++k) {
    Die& d = dice_[k];
    for (const std::string& kw : both_keywords_) d.facts[kw] = "true";
    if (d.role == "attacker" && !attacker)
      names[k] = "attacker", attacker = true;
    else if (d.role == "blocker" && blockers < 2)
      names[k] = ++blockers == 1 ? "blocker" : "blocker2";
  }
  for (const auto& [k, name] : names) {
    Die& d = dice_[k];
    if (name == "attacker" && !incoming_.empty() && !d.facts.count("a")) d.facts["a"] = incoming_;
    if (name == "attacker" && !doubled_.empty()) d.facts["double"] = doubled_;
    if (!roll_.empty() && d.facts.count("regenerate")) d.facts["roll"] = roll_;
    if (name != "attacker" && !split_each_.empty()) r_.facts["split"][name] = split_each_;
    if (static_cast<long>(k) == referred_ && !split_amount_.empty())
      r_.facts["split"][name] = split_amount_;
    r_.facts[name].insert(d.facts.begin(), d.facts.end());
  }
}

bool enemy(const std::string& role) {
  return role == "villain" || role == "minion";
}

// "I put 4 on my ally ... and the rest on me": indirect damage as the
// engine's ID:AMOUNT list.
std::string indirect_assignment(const Reading& r) {
  const auto& w = r.words;
  const int total = std::atoi(r.fact("effect", "amount").c_str());
  std::map<std::string, int> given;
  std::string rest;
  auto role_at = [&](size_t k) -> std::string {
    for (size_t j = k; j < w.size() && j < k + 3; ++j) {
      if (w[j] == "ally") return "ally";
      if (w[j] == "me" || w[j] == "hero" || w[j] == "myself") return "hero";
    }
    return "";
  };
  for (size_t k = 0; k + 1 < w.size(); ++k) {
    if (is_number(w[k]) && w[k + 1] == "on" && !role_at(k + 2).empty())
      given[role_at(k + 2)] += std::atoi(w[k].c_str());
    if (w[k] == "rest" && w[k + 1] == "on") rest = role_at(k + 2);
  }
  int assigned = 0;
  for (const auto& [role, n] : given) assigned += n;
  if (!rest.empty() && total > assigned) given[rest] += total - assigned;
  if (given.empty()) given["hero"] = total;
  std::string out;
  for (const auto& [role, n] : given)
    out += (out.empty() ? "" : ",") + role + ":" + std::to_string(n);
  return out;
}

// The action the question describes: a verb ("attacks", "thwart", "heal"),
// else what its values imply (an enemy's ATK: it attacks; "undefended").
std::string mc_action(const Reading& r, const Reader& reader) {
  static const std::map<std::string, std::string> kTermAction = {{"heal", "heal"},
                                                                 {"recover", "recover"},
                                                                 {"indirect", "indirect-damage"},
                                                                 {"move", "move-damage"},
                                                                 {"enters", "minion-enters"}};
  std::string action;
  for (const auto& a : reader.actions_) {
    if (a.name == "attack" && enemy(a.subject)) return "enemy-attack";
    if (a.name == "undefended") return "enemy-attack";
    if (!action.empty()) continue;
    if (a.name == "attack")
      action = "player-attack";
    else if (a.name == "scheme")
      action = "enemy-scheme";
    else if (a.name == "thwart")
      action = "thwart";
    else if (kTermAction.count(a.name))
      action = kTermAction.at(a.name);
  }
  if (!action.empty()) return action;
  if (reader.defend_at_ >= 0 && (r.has("villain") || r.has("minion"))) return "enemy-attack";
  if (!r.fact("villain", "atk").empty() || !r.fact("minion", "atk").empty()) return "enemy-attack";
  if (!r.fact("villain", "sch").empty() || !r.fact("minion", "sch").empty()) return "enemy-scheme";
  if (!r.fact("hero", "thw").empty() || !r.fact("ally", "thw").empty()) return "thwart";
  return "";
}

void classify_mc(Reading& r, const Reader& reader) {
  // A form alone ("while I'm in alter ego") is not yet a situation.
  bool has_numbers_or_status = false;
  for (const auto& [role, fields] : r.facts)
    for (const auto& [field, value] : fields) has_numbers_or_status |= field != "form";
  if (!has_numbers_or_status) return;  // a question about rules, not a table situation
  r.action = mc_action(r, reader);
  // "I hit the villain for 3", "thwart the main for 2": the amount is the
  // actor's value; in a player's attack an ATK read beside the target is
  // the attacker's ("I attack a minion ... with my ATK 2").
  const std::string actor = r.has("ally") && !r.has("hero") ? "ally" : "hero";
  for (const auto& a : reader.actions_) {
    if (a.amount.empty()) continue;
    if (a.name == "attack" && r.action == "player-attack") r.facts[actor]["atk"] = a.amount;
    if (a.name == "thwart") r.facts[actor]["thw"] = a.amount;
    if (a.name == "scheme")
      r.facts[r.has("minion") && !r.has("villain") ? "minion" : "villain"]["sch"] = a.amount;
    if (a.name == "heal" || a.name == "indirect" || a.name == "move")
      r.facts["effect"]["amount"] = a.amount;
  }
  if (r.action == "player-attack" && r.fact(actor, "atk").empty()) {
    const std::string amount = r.fact("hit", "amount");
    for (const char* target : {"minion", "villain"})
      if (amount.empty() && !r.fact(target, "atk").empty()) {
        r.facts[actor]["atk"] = r.fact(target, "atk");
        r.facts[target].erase("atk");
      }
    if (!amount.empty()) r.facts[actor]["atk"] = amount;
  }
  if (r.action.empty() && !r.fact("hit", "amount").empty())
    r.action = "damage";  // "5 dmg into a tough villain"
  // "schemes for 3 total (boost included)": the value stated counts the boost.
  for (size_t k = 0; k + 1 < r.words.size(); ++k)
    if (((r.words[k] == "boost" && r.words[k + 1] == "included") ||
         (r.words[k] == "including" && r.words[k + 1] == "boost")) &&
        r.fact("villain", "boost").empty() && r.has("villain"))
      r.facts["villain"]["boost"] = "0";
  if (r.action == "indirect-damage") r.facts["effect"]["assign"] = indirect_assignment(r);
  // "my ally has 3 hp ..., how much spills to me": an ally described in an
  // enemy attack, with no defender named, is the one defending.
  if (r.action == "enemy-attack" && r.defender.empty() && reader.defend_at_ < 0 &&
      (!r.fact("ally", "hp").empty() || !r.fact("ally", "damage").empty()))
    r.defender = "ally";
  if (r.action == "enemy-attack" && r.defender.empty() && reader.defend_at_ >= 0) {
    // "defend with an ally" / "I defend" / "my hero defends" / "black cat chump blocks".
    const auto& w = r.words;
    r.defender = "hero";
    for (size_t k = static_cast<size_t>(reader.defend_at_) + 1;
         k < w.size() && k < static_cast<size_t>(reader.defend_at_) + 5; ++k)
      if (w[k] == "ally" || w[k] == "allies") r.defender = "ally";
    for (const auto& a : reader.actions_)
      if (a.name == "defend" && a.subject == "ally") r.defender = "ally";
  }
}

// The first number after words[from], within the clause and a few words
// ("nova pings it for 1", "prevent 1").
std::string number_after(const Reading& r, size_t from, size_t reach) {
  for (size_t k = from; k < r.words.size() && k < from + reach; ++k) {
    if (k > from && r.breaks[k - 1]) break;
    if (is_number(r.words[k])) return r.words[k];
  }
  return "";
}

// Cards the question names add their abilities to the situation (their
// role is in play) and make the action they imply: "rocket boots get
// discarded" (the hit point bonus expires), "embiggen ... an attack event
// deals 3 then 3" (the event's damage instances), "emergency to prevent 1"
// (the threat placed, with 1 prevented).
void apply_cards(Reading& r) {
  for (const CardMatch& m : r.cards) {
    const Card& c = *m.card;
    const std::string key = "card:" + c.name;
    const std::string n = number_after(r, m.at + m.len, 6);
    if (!c.ability.empty()) {
      r.facts[c.role];  // the card's holder is in play
      if (c.ability.find(":N\"") != std::string::npos && !n.empty()) r.facts[key]["n"] = n;
    }
    if (c.implies == "expire" && r.action.empty()) {
      r.action = "expire";
      r.facts[key]["on"] = c.role;
    } else if (c.implies == "attack-event") {
      // The damage instances: the numbers after "event" (or the card).
      size_t from = m.at + m.len;
      for (size_t k = 0; k < r.words.size(); ++k)
        if (r.words[k] == "event" || r.words[k] == "events") from = std::max(from, k + 1);
      std::string damage;
      for (size_t k = from; k < r.words.size(); ++k)
        if (is_number(r.words[k])) damage += (damage.empty() ? "" : ",") + r.words[k];
      if (damage.empty()) continue;
      r.action = "attack-event";
      r.facts["event"]["damage"] = damage;
    } else if (c.implies == "prevent" && r.action == "enemy-scheme") {
      std::string prevent;
      for (size_t k = m.at + m.len; k < r.words.size() && prevent.empty(); ++k)
        if (r.words[k] == "prevent" || r.words[k] == "prevents" || r.words[k] == "preventing")
          prevent = number_after(r, k + 1, 3);
      if (prevent.empty()) continue;
      r.action = "place-threat";
      r.facts["effect"]["prevent"] = prevent;
      r.facts["effect"]["prevented-by"] = c.name;
    }
  }
}

// A combat when some die has a value: "what does overcrush do" names a
// keyword, "5A overcrush blocked by a 2A/3D" a situation.
void classify_dm(Reading& r) {
  for (const auto& [role, fields] : r.facts)
    if (fields.count("a") || fields.count("d")) r.action = "combat";
}

}  // namespace

Reading read_question(const std::string& question, const Vocabulary& vocabulary,
                      const std::string& game) {
  Reading r;
  r.words = vocabulary.corrected(question_words(question, &r.breaks));
  r.game = pick_game(r.words, vocabulary, game);
  const std::vector<TermMatch> matches = vocabulary.match(r.words, r.game);
  for (const TermMatch& m : matches) r.terms.push_back(m.term);
  if (r.game == "dm") {
    DmReader(r, matches).run();
    classify_dm(r);
    return r;
  }
  Reader reader(r, matches);
  reader.run();
  if (r.game == "mc") {
    classify_mc(r, reader);
    r.cards = vocabulary.match_cards(r.words, r.game);
    apply_cards(r);
  }
  return r;
}

std::string describe(const Reading& r) {
  static const std::map<std::string, std::string> kLabel = {
      {"atk", "ATK"}, {"thw", "THW"}, {"def", "DEF"}, {"rec", "REC"},
      {"sch", "SCH"}, {"a", "A"},     {"d", "D"}};
  auto facts_of = [&](const std::string& role) {
    std::string out;
    auto it = r.facts.find(role);
    if (it == r.facts.end()) return out;
    for (const auto& [field, value] : it->second) {
      if (field == "boost") continue;
      std::string part;
      if (value == "true")
        part = field;
      else if (field == "hp")
        part = value + " hit points";
      else if (field == "damage")
        part = value + " damage on it";
      else if (kLabel.count(field))
        part = kLabel.at(field) + " " + value;
      else
        part = field + " " + value;
      out += (out.empty() ? "" : ", ") + part;
    }
    return out;
  };
  std::vector<std::string> parts;
  for (const char* role : {"villain", "minion", "hero", "attacker", "blocker", "blocker2"}) {
    if (!r.has(role) || (std::string(role) == "hero" && r.defender == "hero")) continue;
    const std::string f = facts_of(role);
    parts.push_back(std::string(role) + (f.empty() ? "" : " " + f));
  }
  if (r.has("ally") && r.defender != "ally") {
    const std::string f = facts_of("ally");
    parts.push_back("ally" + (f.empty() ? "" : " " + f));
  }
  if (!r.defender.empty()) {
    const std::string who = r.defender == "none" ? "none (undefended)" : r.defender;
    const std::string f = r.defender == "none" ? "" : facts_of(r.defender);
    parts.push_back("defender: " + who + (f.empty() ? "" : ", " + f));
  }
  if (r.has("main")) {
    std::string m;
    if (!r.fact("main", "threat").empty()) m += r.fact("main", "threat") + " threat";
    if (!r.fact("main", "target").empty())
      m += (m.empty() ? "target " : " of ") + r.fact("main", "target");
    if (r.fact("main", "stages-after") == "0")
      m += (m.empty() ? "" : ", ") + std::string("final stage");
    if (!m.empty()) parts.push_back("main scheme: " + m);
  }
  const std::string boost = r.fact("villain", "boost");
  if (!boost.empty()) parts.push_back("boost: " + boost + " icon" + (boost == "1" ? "" : "s"));
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  if (r.action.empty())
    return out.empty() ? "a rules question (no situation to simulate)"
                       : "a rules question about " + out;
  return r.action + (out.empty() ? "" : ": " + out);
}

}  // namespace arbiter::query::ask
