#include "query/cli/ask_verdict.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

#include "common/text.h"
#include "query/cli/ask_asks.h"
#include "query/cli/ask_verdict_parts.h"

namespace arbiter::cli {

namespace {

using asks::about_fate;
using asks::about_game;
using asks::about_player_damage;
using asks::about_winning;
using asks::asks_of;
using asks::has_any;
using asks::roles_in;
using asks::shown;
using asks::value;
using asks::Words;
using query::ask::Answer;
using namespace decide;

}  // namespace

std::optional<std::string> verdict(const Answer& a, const std::string& question) {
  bool which = false;
  const std::vector<Words> asks = asks_of(question, which);
  if (asks.empty()) return std::nullopt;
  if (!a.reading.situation()) return std::nullopt;  // a lookup: the rules answer it
  // A form change asks what carries over ("does he still have the 3
  // damage?"), which no value taken or lost in the change says; the
  // outcome and the state read show it.
  if (a.reading.action == "change-form") return std::nullopt;
  const std::string undecided = "Not decided by the simulation; see the outcome.";
  // Readings that rule differently may still agree on what was asked
  // ("is my attacker KO'd?" when only the blocker's Regenerate roll differs).
  if (a.readings_differ) {
    const std::string differ = "Not decided: the readings rule differently.";
    std::optional<std::string> agreed;
    for (const query::ask::ReadingAnswer& ra : a.readings) {
      if (!ra.report) return differ;
      Answer one;
      one.reading = ra.reading;
      one.report = ra.report;
      const std::optional<std::string> v = verdict(one, question);
      const auto yes_no = [](const std::optional<std::string>& s) {
        return s && (s->rfind("Yes: ", 0) == 0 || s->rfind("No: ", 0) == 0)
                   ? s->substr(0, s->find(':'))
                   : std::string();
      };
      if (yes_no(v).empty() || (agreed && yes_no(agreed) != yes_no(v))) return differ;
      // The same answer for different reasons: the answer, and the outcomes.
      if (agreed && *agreed != *v) agreed = yes_no(v) + ": in every reading (see each outcome)";
      if (!agreed) agreed = v;
    }
    if (!agreed) return differ;
    return agreed->ends_with("(see each outcome)") ? *agreed : *agreed + " (in every reading)";
  }
  // An assumed value the outcome turns on ("villain hit points not given:
  // assumed enough to survive"): the verdict stands only when every
  // outcome that value allows gives it too.
  if (a.report && !a.assumed_open.empty() && !a.readings_differ) {
    Answer full = a;
    full.assumed_open.clear();
    const std::optional<std::string> v = verdict(full, question);
    if (!v || v->rfind("Not decided", 0) == 0) return v;
    auto gist = [](const std::string& s) {  // "Yes", "No", or the fates said
      return s.rfind("Yes: ", 0) == 0 || s.rfind("No: ", 0) == 0 ? s.substr(0, s.find(':')) : s;
    };
    bool holds = !a.alternatives.empty();
    for (const engine::SimReport& other : a.alternatives) {
      full.report = other;
      const std::optional<std::string> w = verdict(full, question);
      holds = holds && w && gist(*w) == gist(*v);
    }
    if (holds) return v;
    return "Not decided: it turns on " + fmt::format("{}", fmt::join(a.assumed_open, " and ")) +
           ", which the question does not give.";
  }
  if (!a.unapplied.empty())
    return "Not decided: the reading leaves out what may change it (" + a.unapplied.front() + ").";
  if (!a.unfounded.empty())
    return "Not decided: the reading has " + a.unfounded.front() +
           ", which the question does not give.";
  if (!a.report) {
    // What is asked may be settled whatever the missing values are.
    const std::string needs = "Not decided: the outcome needs what is missing.";
    if (a.settled.empty() || a.missing.empty()) return needs;
    Answer settled = a;
    settled.report = engine::SimReport{};
    settled.report->values = a.settled;
    settled.missing.clear();
    settled.settled.clear();
    const std::optional<std::string> v = verdict(settled, question);
    if (!v || !(v->rfind("Yes: ", 0) == 0 || v->rfind("No: ", 0) == 0)) return needs;
    return *v + " (whatever " + fmt::format("{}", fmt::join(a.missing, " and ")) +
           (a.missing.size() > 1 ? " are)" : " is)");
  }
  if (!a.reading.not_simulated.empty())
    return "Not decided: the question tells " + a.reading.not_simulated.front() +
           ", which is not simulated.";
  const engine::SimReport& r = *a.report;
  const std::string& game = a.reading.game;
  const Words& clause = asks.front();
  if (about_game(clause) && asks.size() == 1) {
    const std::string w = value(r, "game.winner");
    if (w.empty()) return undecided;
    std::string out = winner_said(w) + ": " + r.outcome;
    if (w == "none" || w == "players" || w == "villain")  // not "P1 wins"
      out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
  }
  // "who survives?", and two asks in one: each side's fate, no yes or no.
  if (which || asks.size() > 1) {
    bool fate = false;
    for (const Words& w : asks) fate |= about_fate(w);
    if (!fate) return undecided;
    // ("is the villain still stunned, and is the tough card discarded?":
    // the fates would answer neither.)
    for (const Words& w : asks)
      if (has_any(w, {"stunned", "confused", "tough", "exhausted", "threat"})) return undecided;
    Words asked;
    bool win = false, unnamed = false;
    for (const Words& w : asks) {
      const Words roles = about_fate(w) ? roles_in(w, game, r, a.reading) : Words{};
      unnamed |= about_fate(w) && roles.empty();  // "is Cap KO'd?": every side's fate
      win |= about_game(w) && !about_fate(w);
      for (const std::string& role : roles) asked.push_back(role);
    }
    for (const std::string& role : unnamed ? Words{"blocker", "blocker2", "blocker3"} : asked)
      if (game == "dm" && rests_on_split(r, a.reading, role))
        return "Not decided: it depends on how the attacking player splits the damage among the "
               "blockers (the outcome shows one split).";
    auto f = fates(r, game, unnamed ? Words{} : asked);
    if (!f) return undecided;
    // "Is Black Cat defeated, and does Hulk take any damage?"
    for (const Words& w : asks) {
      if (game != "mc" || about_fate(w) || !about_mc_damage(w)) continue;
      const Words who = roles_in(w, game, r, a.reading);
      const std::optional<bool> took =
          who.size() == 1 ? damage_taken(r, a.reading, who[0]) : std::nullopt;
      if (!took) return undecided;
      *f += "; " + shown(who[0]) + (*took ? " takes damage" : " takes no damage");
    }
    // "... and does the player take 4?": the life lost.
    for (const Words& w : asks)
      if (game == "dm" && !about_fate(w) && about_player_damage(w, true))
        if (const auto loss = player_loss(r, a.reading, w)) *f += "; " + loss->plain;
    const std::string w = value(r, "game.winner");
    if (win && !w.empty()) *f += "; " + winner_said(w);
    return *f;
  }
  if (!clause.empty() && (clause[0] == "can" || clause[0] == "could") && !about_fate(clause))
    if (auto v = can_act(r, clause)) return v;
  Words roles = roles_in(clause, game, r, a.reading);
  // A status: "is the villain still stunned?", "is the tough status card
  // discarded?" (of the one that had it, when the question names no one).
  for (const char* status : {"stunned", "confused", "tough", "exhausted"}) {
    if (!has_any(clause, {status}) || game == "dm") continue;
    Words who = roles;
    if (who.empty())
      for (const auto& [role, facts] : a.reading.facts)
        if (a.reading.fact(role, status) == "true") who.push_back(role);
    if (who.size() != 1) return undecided;
    const std::string v = value(r, who[0] + "." + status);
    if (v.empty()) return undecided;
    const bool before = a.reading.fact(who[0], status) == "true";
    const bool gone_asked = has_any(clause, {"discarded", "discard", "removed", "gone", "lost",
                                             "lose", "loses", "flipped", "used"});
    const std::string plain = shown(who[0]) +
                              (v == "true" ? (before ? " is still " : " is ")
                                           : (before ? " is no longer " : " is not ")) +
                              status;
    const bool yes = gone_asked ? before && v == "false" : v == "true";
    return said(yes, step_for(r, who[0], {status}), plain);
  }
  // Is it KO'd / defeated / dead? Does it survive?
  if (about_fate(clause)) {
    // "can my attacker KO both blockers?": the one KO'd is the object.
    for (size_t i = 0; i + 1 < clause.size(); ++i)
      if (clause[i] == "ko" || clause[i] == "kill" || clause[i] == "kills" ||
          clause[i] == "destroy") {
        const Words object = roles_in(
            Words(clause.begin() + static_cast<long>(i) + 1, clause.end()), game, r, a.reading);
        if (!object.empty()) roles = object;
        break;
      }
    // "black widow thw 2 then hawkeye thw 1 on a side scheme, is it gone?":
    // in a thwart, "it" is the scheme thwarted.
    const bool pronoun = std::any_of(clause.begin(), clause.end(), asks::unsure_pronoun);
    if (roles.empty() && pronoun && game == "mc" && a.reading.action == "thwart" &&
        a.reading.fact("thwart", "then-scheme").empty())
      roles = {a.reading.fact("thwart", "scheme") == "side" ? "side" : "main"};
    // ("does it survive?": each side's fate, no yes or no.)
    if (roles.empty() && pronoun)
      if (auto f = fates(r, game, {})) return *f;
    if (roles.empty()) return undecided;
    const bool survive = has_any(clause, {"survive", "survives", "live", "lives"});
    const std::string split_open =
        "Not decided: it depends on how the attacking player splits the damage among the "
        "blockers (the outcome shows one split).";
    // "Can my 5A attacker KO both 3D blockers?": not with any split.
    if (game == "dm" && roles.size() > 1 && !survive && !a.reading.has("split") &&
        has_any(clause, {"both", "all", "every", "each"})) {
      int needed = 0;
      bool blockers = true;
      for (const std::string& role : roles) {
        blockers &= role.rfind("blocker", 0) == 0;
        needed += number_or(value(r, role + ".d"), 0);
      }
      const int attack = number_or(value(r, "attacker.a"), 0);
      if (blockers && attack < needed)
        return "No: the attacker's " + std::to_string(attack) + " damage cannot KO them all (" +
               std::to_string(needed) + " defense between them)";
    }
    for (const std::string& role : roles)
      if (game == "dm" && rests_on_split(r, a.reading, role)) return split_open;
    bool all_gone = true;
    std::string plain;
    const engine::Event* step = nullptr;
    for (const std::string& role : roles) {
      const std::string g = gone(r, game, role, survive);
      if (g.empty()) return undecided;
      all_gone &= g == "true";
      const std::string fate = game == "dm" ? "KO'd" : "defeated";
      plain +=
          (plain.empty() ? "" : "; ") + shown(role) + (g == "true" ? " is " : " is not ") + fate;
      if (roles.size() == 1)
        step = step_for(r, role,
                        g == "true" ? std::initializer_list<const char*>{"ko'd", "defeated"}
                                    : std::initializer_list<const char*>{"survives"});
    }
    // "does my attacker survive?" with two roles never happens; "both",
    // or "either" (any of them).
    if (has_any(clause, {"either", "any"}) && roles.size() > 1) {
      bool any_gone = false;
      for (const std::string& role : roles) any_gone |= gone(r, game, role, survive) == "true";
      return said(survive ? !any_gone : any_gone, nullptr, plain);
    }
    return said(survive ? !all_gone : all_gone, step, plain);
  }
  // Damage taken: "does any go through to me?", "does the villain take
  // damage?", "do I take the 3?"
  if (game == "mc" && about_mc_damage(clause)) {
    const std::string who = roles.size() == 1 ? roles[0] : "";
    const std::optional<bool> took = who.empty() ? std::nullopt : damage_taken(r, a.reading, who);
    if (!took) return undecided;
    // "is it correct that She-Hulk takes no retaliate damage?": asked in
    // the negative, the answer turns.
    bool negative = false;
    for (size_t k = 0; k + 1 < clause.size(); ++k)
      negative |=
          (clause[k] == "no" || clause[k] == "zero") &&
          (clause[k + 1] == "damage" || clause[k + 1] == "dmg" ||
           (k + 2 < clause.size() && (clause[k + 2] == "damage" || clause[k + 2] == "dmg")));
    return said(negative ? !*took : *took, step_for(r, who, {"damage", "carr"}),
                shown(who) + (*took ? " takes damage" : " takes no damage"));
  }
  // "Does the main scheme advance?": a step that says so, or the threat
  // short of its target.
  if (game == "mc" && has_any(clause, {"advance", "advances"})) {
    const std::string scheme = has_any(clause, {"side"}) ? "side" : "main";
    for (const engine::Event& e : r.events)
      if (!e.cites.empty() && e.text.find(shown(scheme)) != std::string::npos &&
          e.text.find("advances") != std::string::npos)
        return said(true, &e, "");
    const std::string after = value(r, scheme + ".threat"),
                      target = a.reading.fact(scheme, "target");
    if (value(r, "game.winner") == "none" && !after.empty() && !target.empty() &&
        number_or(after, -1) >= 0 && number_or(after, -1) < number_or(target, 0))
      return said(false, nullptr,
                  shown(scheme) + " stays at " + after + " of " + target + " threat");
    return undecided;
  }
  // Threat: "is any threat removed?", "does threat get placed on the main
  // scheme?", "can I remove threat from the side scheme?".
  if (game == "mc" && has_any(clause, {"threat"})) {
    const bool removed =
        has_any(clause, {"remove", "removed", "removes", "off", "thwart", "thwarted", "thwarts"});
    const bool placed =
        has_any(clause, {"placed", "place", "places", "added", "add", "adds", "put", "gain"});
    const std::string scheme = has_any(clause, {"side"}) ? "side" : "main";
    // Threat that makes the scheme advance was placed, though the next
    // stage starts lower.
    if (placed && !removed)
      for (const engine::Event& e : r.events)
        if (!e.cites.empty() && e.text.find(shown(scheme)) != std::string::npos &&
            e.text.find("advances") != std::string::npos)
          return said(true, &e, "");
    const std::string after = value(r, scheme + ".threat");
    std::string before = a.reading.fact(scheme, "threat");
    if (before.empty()) before = "0";  // the situation builder's default
    const bool numbers = !after.empty() &&
                         after.find_first_not_of("0123456789") == std::string::npos &&
                         before.find_first_not_of("0123456789") == std::string::npos;
    if (numbers && removed != placed) {
      const int b = std::stoi(before), n = std::stoi(after);
      const bool yes = removed ? n < b : n > b;
      const std::string plain =
          n == b ? shown(scheme) + " stays at " + after + " threat"
                 : shown(scheme) + " goes from " + before + " to " + after + " threat";
      // The step that decides: one moving threat when it moved, one saying
      // why not ("cannot", "instead") when it did not.
      const engine::Event* step = nullptr;
      for (auto e = r.events.rbegin(); e != r.events.rend() && !step; ++e) {
        const std::string& x = e->text;
        const bool fits = yes ? x.find("threat") != std::string::npos
                              : x.find("cannot") != std::string::npos ||
                                    x.find("instead") != std::string::npos ||
                                    x.find("no threat") != std::string::npos;
        if (!e->cites.empty() && fits) step = &*e;
      }
      return said(yes, step, plain);
    }
  }
  // Dice Masters: damage reaching the attacked player ("does the extra
  // still hit me?", "do I take the rest?", "does my attacker deal damage to
  // my opponent?"), from p2's life before and after.
  if (game == "dm" && about_player_damage(clause, roles.empty()))
    if (const auto loss = player_loss(r, a.reading, clause))
      return said(loss->lost, loss->step, loss->plain);
  return undecided;
}

}  // namespace arbiter::cli
