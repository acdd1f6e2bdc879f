#include "query/cli/ask_verdict_parts.h"

#include <fmt/format.h>

#include <cctype>
#include <set>
#include <vector>

#include "common/text.h"
#include "engine/mc/predicates.h"

namespace arbiter::cli::decide {

using asks::shown;
using asks::value;
using asks::Words;

// "the players win", "p1 wins", "no one has won" from game.winner.
std::string winner_said(const std::string& w) {
  if (w == "none") return "no one has won";
  if (w == "players") return "the players win";
  if (w == "tie") return "it is a tie";
  return (w == "villain" ? std::string("the villain") : w) + " wins";
}

// Whether a character is gone: a Dice Masters die KO'd (Regenerate or not:
// `survived` asks instead whether it is out of the Prep Area), a Marvel
// Champions character or scheme defeated (a villain whose stage is, though
// the next stage it turns into is not).
std::string gone(const engine::SimReport& r, const std::string& game, const std::string& role,
                 bool survived) {
  if (game == "dm") {
    // A KO'd die goes to the Prep Area; a die that left the Field Zone
    // another way (an unblocked attacker, to Out of Play) was not KO'd.
    const std::string zone = value(r, role + ".zone");
    if (zone.empty()) return "";
    if (zone == "prep") return "true";
    if (zone != "field" || survived) return "false";
    for (const engine::Event& e : r.events)
      if (e.text.rfind(shown(role) + " ", 0) == 0 && e.text.find("KO'd") != std::string::npos)
        return "true";
    return "false";
  }
  if (role == "villain")
    for (const engine::Event& e : r.events)
      if (e.predicate == engine::mc::kVillainStageDefeated.id) return "true";
  return value(r, role + ".defeated");
}

// The step that decides for a role: the last with a part (between ";")
// that is about the role as the trace names it ("the blocker has ...",
// "none carries over to the hero") and says one of `hints`; null when none
// does. A step about another character never stands as the reason.
const engine::Event* step_for(const engine::SimReport& r, const std::string& role,
                              std::initializer_list<const char*> hints) {
  const std::string who = shown(role);
  for (auto e = r.events.rbegin(); e != r.events.rend(); ++e) {
    if (e->cites.empty()) continue;
    for (const std::string& raw : split(e->text, ';')) {
      const std::string part = trim(raw);
      if (part.rfind(who + " ", 0) != 0 && part.find(" to " + who) == std::string::npos) continue;
      const std::string t = to_lower_ascii(part);
      for (const char* h : hints)
        if (t.find(h) != std::string::npos) return &*e;
    }
  }
  return nullptr;
}

// "No: the blocker is not KO'd": the deciding step when it is about the
// role and agrees, else `plain`, the value said outright.
std::string said(bool yes, const engine::Event* step, const std::string& plain) {
  std::string out = std::string(yes ? "Yes" : "No") + ": " + (step ? step->text : plain);
  if (step && !step->cites.empty()) out += " [" + step->cites.front() + "]";
  return out;
}

// "Can my ally attack Rhino?", "can I defend against his attack?": the
// action the ask names first; no with the step that forbids it (guard, a
// status card, "cannot exhaust to defend"), yes with the step that makes it.
std::optional<std::string> can_act(const engine::SimReport& r, const Words& clause) {
  static const std::set<std::string> kActs = {"attack", "thwart", "defend", "block"};
  std::string act;
  for (const std::string& w : clause)
    if (kActs.count(w)) {
      act = w;
      break;
    }
  if (act.empty()) return std::nullopt;
  const engine::Event* refused = nullptr;
  const engine::Event* done = nullptr;
  for (const engine::Event& e : r.events) {
    if (e.cites.empty()) continue;
    const size_t cannot = e.text.find("cannot");
    // (A stunned hero "discards stunned instead of attacking".)
    if ((cannot != std::string::npos && e.text.find(act, cannot) != std::string::npos) ||
        e.text.find("instead of " + act) != std::string::npos ||
        e.text.find("not allowed") != std::string::npos)
      refused = &e;
    else if (!done && e.text.find(act) != std::string::npos)
      done = &e;
  }
  if (refused) return said(false, refused, "");
  if (done) return said(true, done, "");
  return std::nullopt;
}

int number_or(const std::string& v, int otherwise) {
  return !v.empty() && v.find_first_not_of("0123456789") == std::string::npos ? std::stoi(v)
                                                                              : otherwise;
}

// Whether a Dice Masters blocker's fate rests on a choice the question does
// not state: how the attacking player splits the damage among several
// blockers (dm:2.7.4.3.5). The simulation's split is one of many, so no
// verdict rests on it, unless no split could KO the blocker.
bool rests_on_split(const engine::SimReport& r, const query::ask::Reading& reading,
                    const std::string& role) {
  if (role.rfind("blocker", 0) != 0 || value(r, "blocker2.zone").empty() || reading.has("split"))
    return false;
  const int attack = number_or(value(r, "attacker.a"), 0);
  const int defense = number_or(value(r, role + ".d"), 0);
  return attack >= defense;
}

// Each side's fate: "The attacker survives; the blocker is KO'd"; of the
// roles asked about when the question names some.
std::optional<std::string> fates(const engine::SimReport& r, const std::string& game,
                                 const Words& asked) {
  const Words roles = !asked.empty() ? asked
                      : game == "dm"
                          ? Words{"attacker", "attacker2", "blocker", "blocker2", "blocker3"}
                          : Words{"hero", "ally", "minion", "villain"};
  Words alive, lost;
  for (const std::string& role : roles) {
    const std::string g = gone(r, game, role);
    if (!g.empty()) (g == "true" ? lost : alive).push_back(shown(role));
  }
  if (alive.empty() && lost.empty()) return std::nullopt;
  std::string out;
  if (!alive.empty())
    out += fmt::format("{}", fmt::join(alive, " and ")) +
           (alive.size() > 1 ? " survive" : " survives");
  if (!lost.empty())
    out += (out.empty() ? "" : "; ") + fmt::format("{}", fmt::join(lost, " and ")) +
           (lost.size() > 1 ? " are " : " is ") + (game == "dm" ? "KO'd" : "defeated");
  out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

// Whether the attacked Dice Masters player lost life, from p2's life
// before (as read, else the situation builder's 20) and after.
std::optional<PlayerLoss> player_loss(const engine::SimReport& r,
                                      const query::ask::Reading& reading, const Words& ask) {
  const bool other = asks::has_any(ask, {"opponent", "opponent's", "opp", "they", "them", "their"});
  const bool self = asks::has_any(ask, {"i", "me", "my"}) && !other;
  std::string p = "p2";
  if (self || other) {
    if (reading.asker.empty()) {
      if (self) return std::nullopt;
    } else {
      p = (reading.asker == "p1") == self ? "p1" : "p2";
    }
  }
  const std::string life = value(r, p + ".life");
  std::string start = reading.fact(p, "life");
  if (start.empty()) start = "20";
  if (life.empty() || life.find_first_not_of("0123456789-") != std::string::npos ||
      start.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  PlayerLoss out;
  out.lost = std::stoi(life) < std::stoi(start);
  for (auto e = r.events.rbegin(); e != r.events.rend() && out.lost && !out.step; ++e)
    if (!e->cites.empty() && e->text.find(p + " takes") != std::string::npos) out.step = &*e;
  out.plain = out.lost ? p + " loses life (" + start + " -> " + life + ")" : p + " takes no damage";
  return out;
}

bool about_mc_damage(const Words& ask) {
  return asks::has_any(ask,
                       {"carry", "carries", "spill", "spills", "through", "excess", "overflow"}) ||
         asks::has_any(ask, {"take", "takes", "damage", "dmg", "hurt", "hit"});
}

std::optional<bool> damage_taken(const engine::SimReport& r, const query::ask::Reading& reading,
                                 const std::string& role) {
  const std::string d = value(r, role + ".damage");
  const std::string stated = reading.fact(role, "damage");
  if (d.empty() || d.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  int before = 0;
  if (!stated.empty() && stated.find_first_not_of("0123456789") == std::string::npos)
    before = std::stoi(stated);
  return std::stoi(d) > before || gone(r, "mc", role) == "true";
}

}  // namespace arbiter::cli::decide
