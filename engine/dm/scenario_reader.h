// Reads a Dice Masters scenario's <state> and <do> (vocabulary in
// engine/dm/README.md), checking every element, attribute, number, energy
// symbol, face and id up front so a run cannot meet a malformed scenario.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/core/scenario.h"
#include "engine/dm/model.h"

namespace arbiter::engine::dm {

// One <do> child (or a child of one): its name, attributes and children.
struct Step {
  std::string kind;
  std::map<std::string, std::string> args;
  std::vector<Step> parts;
  int line = 0;

  const std::string& arg(const std::string& key) const;  // "" when absent
  int num(const std::string& key, int fallback = 0) const;
  std::vector<std::string> list(const std::string& key) const;  // space-separated
};

struct DmSetup {
  std::string file;
  GameState state;
  std::vector<Step> steps;
};

DmSetup read_dm_scenario(const Scenario& scenario);

// The levels of Character <card> `n`, refused as read_dm_scenario refuses
// them (ScenarioError naming card@levels).
std::vector<LevelStats> read_card_levels(const Node& n);

// Reads `attribute` of <state> element `n` into `setup` again, as
// read_dm_scenario reads the scenario with its changed value, errors
// included (and then `setup` is as before). Only a Character card's levels
// with as many levels as before (what a level count decides is checked
// with the whole scenario); false for any other, and nothing changed.
bool reread_dm_attribute(DmSetup& setup, const Node& n, const std::string& attribute);

}  // namespace arbiter::engine::dm
