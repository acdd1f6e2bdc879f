#include "query/ask/reading.h"

#include <algorithm>
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

bool is_number(const std::string& w) { return !w.empty() && w.find_first_not_of("0123456789") == std::string::npos; }

// Words that join a value to its holder without meaning anything.
const std::set<std::string> kFiller = {"a", "an", "the", "with", "has", "have", "is", "at", "of", "on", "it", "its",
                                       "my", "their", "his", "her", "and", "that", "which", "shows", "showing",
                                       "show", "card", "for", "to", "by"};

// Picks the game: a forced one, else the one whose terms the question uses
// more (game-specific roles and keywords), else "".
std::string pick_game(const std::vector<std::string>& words, const Vocabulary& v, const std::string& forced) {
  if (!forced.empty()) return forced;
  int mc = 0, dm = 0;
  for (const TermMatch& m : v.match(words, "mc")) mc += m.term->kind == "role" && m.term->name == "hero" ? 0 : 1;
  dm += static_cast<int>(v.match(words, "dm").size());
  static const std::regex dm_stat(R"(^(\d+a(/\d+d)?|\d+d|a\d+|d\d+)$)");
  for (const std::string& w : words)
    if (std::regex_match(w, dm_stat)) dm += 2;
  if (mc == dm) return "";
  return mc > dm ? "mc" : "dm";
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

  void set(const std::string& role, const std::string& field, const std::string& value) {
    if (role.empty()) {
      pending_.emplace_back(field, value);
      return;
    }
    r_.facts[role][field] = value;
  }

  void take_term(const TermMatch& m) {
    const Term& t = *m.term;
    r_.terms.push_back(&t);
    const size_t after = m.at + m.len;
    if (t.kind == "role") {
      current_ = t.name;
      r_.facts[current_];  // mentioned
      settle_pending();
      last_role_at_[t.name] = m.at;
    } else if (t.kind == "status" || t.kind == "keyword") {
      std::string value = "true";
      // "retaliate 1", "range 2": a keyword's number follows it.
      if (after < r_.words.size() && is_number(r_.words[after])) value = r_.words[after];
      set(holder_from(after), t.name, value);
    } else if (t.kind == "stat") {
      // "ATK 3" or "3 ATK" / "2 hit points" / "boost shows 2".
      std::string number;
      for (size_t k = after; k < r_.words.size() && k < after + 3 && number.empty(); ++k) {
        if (is_number(r_.words[k])) number = r_.words[k];
        else if (!kFiller.count(r_.words[k])) break;
      }
      if (number.empty() && m.at > 0)
        for (size_t k = m.at; k-- > 0 && k + 3 > m.at && number.empty();) {
          if (is_number(r_.words[k])) number = r_.words[k];
          else if (!kFiller.count(r_.words[k])) break;
        }
      if (!number.empty()) set(t.name == "boost" ? "villain" : holder_for_stat(m.at), t.name, number);
    } else if (t.kind == "action") {
      actions_.push_back({t.name, m.at, current_});
      if (t.name == "defend") defend_at_ = static_cast<long>(m.at);
      if (t.name == "undefended") r_.defender = "none";
    }
  }

  // A number-bearing stat after a role belongs to it; before any role, to the next.
  std::string holder_for_stat(size_t at) { return current_.empty() ? holder_from(at) : current_; }

  void take_word(size_t i) {
    const std::string& w = r_.words[i];
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
    for (const auto& [field, value] : pending_) r_.facts[current_][field] = value;
    pending_.clear();
  }

 public:
  struct ActionSeen {
    std::string name;
    size_t at;
    std::string subject;  // the role current when the action was named
  };
  std::vector<ActionSeen> actions_;
  long defend_at_ = -1;

 private:
  Reading& r_;
  std::map<size_t, TermMatch> by_start_;
  std::string current_;
  std::vector<std::pair<std::string, std::string>> pending_;
  std::map<std::string, size_t> last_role_at_;
};

bool enemy(const std::string& role) { return role == "villain" || role == "minion"; }

void classify_mc(Reading& r, const Reader& reader) {
  bool has_numbers_or_status = false;
  for (const auto& [role, fields] : r.facts) has_numbers_or_status |= !fields.empty();
  if (!has_numbers_or_status) return;  // a question about rules, not a table situation
  for (const auto& a : reader.actions_) {
    if (a.name == "attack" && enemy(a.subject)) r.action = "enemy-attack";
    else if (a.name == "attack" && (a.subject == "hero" || a.subject == "ally") && r.action.empty()) r.action = "player-attack";
    else if (a.name == "scheme" && r.action.empty()) r.action = "enemy-scheme";
    else if (a.name == "thwart" && r.action.empty()) r.action = "thwart";
    if (!r.action.empty() && r.action == "enemy-attack") break;
  }
  if (r.action.empty() && (r.has("villain") || r.has("minion")) && reader.defend_at_ >= 0) r.action = "enemy-attack";
  if (r.action == "enemy-attack" && r.defender.empty() && reader.defend_at_ >= 0) {
    // "defend with an ally" / "I defend" / "my hero defends".
    const auto& w = r.words;
    r.defender = "hero";
    for (size_t k = static_cast<size_t>(reader.defend_at_) + 1; k < w.size() && k < static_cast<size_t>(reader.defend_at_) + 5; ++k)
      if (w[k] == "ally" || w[k] == "allies") r.defender = "ally";
    for (const auto& [role, fields] : r.facts)
      if (role == "ally" && r.defender == "hero") {
        // "my ally defends" names the ally before the verb.
        for (const auto& a : reader.actions_)
          if (a.name == "defend" && a.subject == "ally") r.defender = "ally";
      }
  }
}

void classify_dm(Reading& r) {
  if (r.has("attacker") || r.has("blocker")) r.action = "combat";
  bool any_value = false;
  for (const auto& [role, fields] : r.facts) any_value |= fields.count("a") || fields.count("d");
  if (!any_value) r.action.clear();
}

}  // namespace

Reading read_question(const std::string& question, const Vocabulary& vocabulary, const std::string& game) {
  Reading r;
  r.words = question_words(question);
  r.game = pick_game(r.words, vocabulary, game);
  Reader reader(r, vocabulary.match(r.words, r.game));
  reader.run();
  if (r.game == "mc") classify_mc(r, reader);
  if (r.game == "dm") classify_dm(r);
  return r;
}

std::string describe(const Reading& r) {
  static const std::map<std::string, std::string> kLabel = {
      {"atk", "ATK"}, {"thw", "THW"}, {"def", "DEF"}, {"rec", "REC"}, {"sch", "SCH"}, {"a", "A"}, {"d", "D"}};
  auto facts_of = [&](const std::string& role) {
    std::string out;
    auto it = r.facts.find(role);
    if (it == r.facts.end()) return out;
    for (const auto& [field, value] : it->second) {
      if (field == "boost") continue;
      std::string part;
      if (value == "true") part = field;
      else if (field == "hp") part = value + " hit points";
      else if (field == "damage") part = value + " damage on it";
      else if (kLabel.count(field)) part = kLabel.at(field) + " " + value;
      else part = field + " " + value;
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
  const std::string boost = r.fact("villain", "boost");
  if (!boost.empty()) parts.push_back("boost: " + boost + " icon" + (boost == "1" ? "" : "s"));
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  if (r.action.empty()) return out.empty() ? "a rules question (no situation to simulate)" : "a rules question about " + out;
  return r.action + (out.empty() ? "" : ": " + out);
}

}  // namespace arbiter::query::ask
