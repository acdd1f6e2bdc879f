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

}  // namespace arbiter::engine::dm
