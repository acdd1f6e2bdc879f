// Reads a Marvel Champions scenario's <state> and <do> (format in
// engine/README.md), checking every id and value up front so a run cannot
// meet a malformed scenario.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/core/scenario.h"
#include "engine/mc/card_text.h"
#include "engine/mc/mc_game.h"
#include "engine/mc/model.h"

namespace arbiter::engine::mc {

struct Action {
  std::string kind;  // the <do> child's element name
  std::map<std::string, std::string> args;
  std::vector<McGame::Defence> defences;  // <villain-phase> only
  int line = 0;
};

struct McSetup {
  std::string file;
  GameState state;
  std::vector<Action> actions;
};

McSetup read_mc_scenario(const Scenario& scenario);

// Reads `attribute` of <state> element `n` into `setup` again, as
// read_mc_scenario reads the scenario with its changed value, errors
// included (and then `setup` is as before). Only a character's numbers
// (hp, damage, atk, thw, def, rec, sch), a villain's stages-after, a
// scheme's threat, target and stages-after, and a plain <boost>'s icons;
// false for any other, and nothing changed.
// `number`, when given, is set to the character whose number was read
// (its index), and whether that number alone changed (a printed dash read
// in changes its power's dash too).
struct RereadNumber {
  size_t character = SIZE_MAX;
  bool alone = false;
};
bool reread_mc_attribute(McSetup& setup, const Node& n, const std::string& attribute,
                         RereadNumber* number = nullptr);

// The card's words in `n`'s body, which must open with `timing`; refused
// with the file, the line and `field` naming the word.
std::shared_ptr<const CardText> read_card_text(const Node& n, const std::string& field,
                                               const std::string& self, Timing timing);

// An <ability> whose body is the card's words (scenario_card_text.cpp);
// `ids`: what the scenario declared before it.
// A "Max" in the text goes on the card it is printed on.
Ability read_text_ability(const Node& n, GameState& g, const std::set<std::string>& ids);

}  // namespace arbiter::engine::mc
