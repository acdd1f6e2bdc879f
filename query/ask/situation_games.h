// The per-game scenario builders a situation runs through
// (situation_mc.cpp, situation_dm.cpp): the values a question leaves
// unstated, and the scenario with some of them fixed.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "query/ask/reading.h"
#include "query/ask/situation.h"

namespace arbiter::query::ask {

std::vector<Unstated> mc_unstated_values(const Reading& r);
// `unstated`: mc_unstated_values(r), worked out once for many scenarios.
std::string mc_scenario_xml(const Reading& r, const std::string& edition,
                            const std::map<std::string, std::string>& values,
                            const std::vector<Unstated>& unstated);

std::vector<Unstated> dm_unstated_values(const Reading& r);
// situation_dm_turn.cpp: a Dice Masters situation outside combat.
std::string dm_turn_xml(const Reading& r, const std::string& edition);
std::string dm_scenario_xml(const Reading& r, const std::string& edition,
                            const std::map<std::string, std::string>& values);
// Dice Masters results under the names the question set uses.
void dm_canonical_values(engine::Values& values);

}  // namespace arbiter::query::ask
