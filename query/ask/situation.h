// Turns a Reading into a scenario the engine can run, and finds which
// unstated values matter: each is tried at a low and a high value, and only
// a value that changes the outcome is reported as missing.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/simulation.h"
#include "query/ask/reading.h"

namespace arbiter::query::ask {

struct Unstated {
  std::string key;    // "villain.atk"
  std::string label;  // "villain ATK"
  std::string low, high, fallback;
  // Hit points: when the outcome depends on them, assume the high value
  // (the character survives) and say so, rather than stop.
  bool assume_high = false;
  // What assuming the high value means ("enough to survive").
  std::string high_means = "enough to survive";
  // Said only when it changes the outcome: the hit points of someone the
  // situation may not damage at all.
  bool quiet = false;
};

struct Situation {
  std::string scenario_xml;  // as run (with assumed values)
  std::optional<engine::SimReport> report;
  std::vector<std::string> missing;  // labels of values the outcome depends on
  // With values missing or assumed_open: the results every value tried for
  // them gives alike ("blocker.zone" -> "prep" whatever the blocker's A),
  // from at most two such values tried together; empty otherwise.
  std::map<std::string, std::string> settled;
  // Labels of values assumed (hit points: enough to survive) with which
  // the outcome would differ; `settled` then says what holds whatever
  // they are.
  std::vector<std::string> assumed_open;
  // One run for each different outcome among those tried for `settled`
  // (at most 8): what a verdict must hold in to be given.
  std::vector<engine::SimReport> alternatives;
  std::vector<std::string> assumed;  // "villain ATK not given; it does not change the outcome"
};

// Keeps in `into` only the entries `other` has alike (the results two
// runs, or two readings, agree on).
void keep_alike(std::map<std::string, std::string>& into,
                const std::map<std::string, std::string>& other);

// Builds and runs the situation, or returns missing values (no report).
// Throws std::invalid_argument when the game has no situation builder.
Situation simulate_situation(const Reading& r, const std::string& edition);

// The scenario for a reading with some values fixed (exposed for tests).
std::string scenario_xml(const Reading& r, const std::string& edition,
                         const std::map<std::string, std::string>& values);
std::vector<Unstated> unstated_values(const Reading& r);

// A value for the scenario: one being tried or assumed ("villain.atk" in
// `values`), else what the question said, else `fallback`.
std::string value_of(const Reading& r, const std::map<std::string, std::string>& values,
                     const std::string& role, const std::string& field,
                     const std::string& fallback);

// ` NAME="VALUE"` for a fact the question gave (role.field), else "": an
// optional attribute of a scenario element.
// Text as XML element content.
std::string xml_text(const std::string& s);

std::string optional_attr(const Reading& r, const std::string& role, const std::string& field,
                          const std::string& name);

// A "modify" fact's steps in the order said ("+1a then x2a" -> "+1a",
// "x2a"): "+1A then doubled" is not "doubled then +1A".
std::vector<std::string> modifier_steps(const std::string& modify);

}  // namespace arbiter::query::ask
