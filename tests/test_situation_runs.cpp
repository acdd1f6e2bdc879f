// A state read once and patched one attribute at a time
// (GameModule::reread, SituationRuns) runs as the scenario with that
// attribute changed, read whole, does: the same outcome, values and
// steps, and the same error for a value the reader refuses. Marvel
// Champions characters' numbers, then Dice Masters cards' levels.
#include <catch2/catch.hpp>

#include <optional>

#include "engine/core/game_module.h"
#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "query/ask/notation.h"
#include "query/ask/situation_games.h"
#include "query/ask/situation_runs.h"

using namespace arbiter;
using namespace arbiter::engine;

namespace {

const char* const kAttack = R"(<scenario game="mc" edition="1.3" title="t">
  <state>
    <identity id="hero" name="the hero" player="p1" hp="10" def="2"/>
    <ally id="ally" name="the ally" player="p1" hp="3" atk="1"/>
    <villain id="villain" name="the villain" hp="12" atk="3" stages-after="1"/>
    <main-scheme id="main" name="the main scheme" threat="2" target="10" stages-after="1"/>
    <boost icons="1"/>
  </state>
  <do>
    <enemy-attack attacker="villain" target="p1" defender="ally"/>
  </do>
</scenario>
)";

// The same scenario with `value` in `attribute` of the element holding
// `marker` in its start tag.
std::string changed(const std::string& marker, const std::string& attribute,
                    const std::string& value) {
  std::string xml = kAttack;
  const size_t tag = xml.find(marker);
  const size_t at = xml.find(" " + attribute + "=\"", tag) + attribute.size() + 3;
  return xml.replace(at, xml.find('"', at) - at, value);
}

void same_report(const SimReport& x, const SimReport& y) {
  CHECK(x.outcome == y.outcome);
  CHECK(x.values == y.values);
  CHECK(x.cited == y.cited);
  REQUIRE(x.distribution.has_value() == y.distribution.has_value());
  if (x.distribution) {
    REQUIRE(x.distribution->outcomes.size() == y.distribution->outcomes.size());
    for (size_t i = 0; i < x.distribution->outcomes.size(); ++i)
      CHECK(x.distribution->outcomes[i].text == y.distribution->outcomes[i].text);
  }
  REQUIRE(x.events.size() == y.events.size());
  for (size_t i = 0; i < x.events.size(); ++i) CHECK(x.events[i].text == y.events[i].text);
}

pugi::xml_node element(const Scenario& s, const std::string& name, int nth = 0) {
  for (pugi::xml_node e = s.state().raw().child(name.c_str()); e; e = e.next_sibling(name.c_str()))
    if (nth-- == 0) return e;
  return {};
}

// `attribute` of `e` patched to `value` and read again runs as
// `whole_xml` read whole does; set back and read again, as before.
void check_patch(GameModule& game, const Scenario& base, pugi::xml_node e, const char* attribute,
                 const std::string& value, const std::string& whole_xml,
                 const std::string& edition) {
  const SimReport before = simulate(base, game, edition);
  const std::string old = e.attribute(attribute).value();
  e.attribute(attribute).set_value(value.c_str());
  REQUIRE(game.reread(Node(base, e), attribute));
  same_report(simulate(base, game, edition),
              simulate(Scenario::parse(whole_xml, "s.xml"), edition));
  e.attribute(attribute).set_value(old.c_str());
  REQUIRE(game.reread(Node(base, e), attribute));
  same_report(simulate(base, game, edition), before);
}

// The error reading `attribute` of `n` again gives ("" for none).
std::string reread_error(GameModule& game, const Node& n, const std::string& attribute) {
  try {
    game.reread(n, attribute);
  } catch (const ScenarioError& x) {
    return x.what();
  }
  return "";
}

std::string error_of(const std::string& xml, const std::string& edition = "1.3") {
  try {
    const Scenario s = Scenario::parse(xml, "s.xml");
    simulate(s, edition);
  } catch (const ScenarioError& e) {
    return e.what();
  }
  return "";
}

const char* const kCombat = R"(<scenario game="dm" edition="crb" title="t">
  <state active="p1" step="attack">
    <player id="p1"/>
    <player id="p2" life="20"/>
    <card id="attacker-card" name="the attacker" owner="p1" cost="3" energy="fist" levels="0:3/20, 0:3/20" keywords="overcrush"/>
    <die id="attacker" name="the attacker" card="attacker-card" zone="field" level="2"/>
    <card id="blocker-card" name="the blocker" owner="p2" cost="3" energy="fist" levels="0:1/20" keywords="regenerate" faces="1, 1, 1, fist, fist, fist"/>
    <die id="blocker" name="the blocker" card="blocker-card" zone="field"/>
  </state>
  <do>
    <declare-attackers dice="attacker"/>
    <declare-blockers>
      <block blocker="blocker" attacker="attacker"/>
    </declare-blockers>
    <assign-damage/>
  </do>
</scenario>
)";

// The scenario with `levels` on the card whose id is `card`.
std::string changed_levels(const std::string& card, const std::string& levels) {
  std::string xml = kCombat;
  const size_t tag = xml.find("<card id=\"" + card + "\"");
  const size_t at = xml.find(" levels=\"", tag) + 9;
  return xml.replace(at, xml.find('"', at) - at, levels);
}

pugi::xml_node card(const Scenario& s, const std::string& id) {
  return s.state().raw().find_child_by_attribute("card", "id", id.c_str());
}

}  // namespace

TEST_CASE("a patched Marvel Champions state runs as the changed scenario read whole",
          "[engine][situation]") {
  struct Change {
    const char* element;
    const char* marker;
    const char* attribute;
    const char* value;
  };
  const Change changes[] = {{"villain", "<villain", "atk", "6"},
                            {"ally", "<ally", "hp", "9"},
                            {"identity", "<identity", "def", "0"},
                            {"main-scheme", "<main-scheme", "threat", "9"},
                            {"main-scheme", "<main-scheme", "target", "4"},
                            {"villain", "<villain", "stages-after", "0"},
                            {"boost", "<boost", "icons", "4"}};
  const Scenario base = Scenario::parse(kAttack, "s.xml");
  const std::unique_ptr<GameModule> game = load_game(base);
  for (const Change& c : changes) {
    INFO(c.element << "@" << c.attribute << " = " << c.value);
    check_patch(*game, base, element(base, c.element), c.attribute, c.value,
                changed(c.marker, c.attribute, c.value), "1.3");
  }
}

TEST_CASE("a patched value the reader refuses gives the reader's error, the state unchanged",
          "[engine][situation]") {
  const Scenario base = Scenario::parse(kAttack, "s.xml");
  const std::unique_ptr<GameModule> game = load_game(base);
  const SimReport before = simulate(base, *game, "1.3");
  struct Bad {
    const char* element;
    const char* marker;
    const char* attribute;
    const char* value;
  };
  for (const Bad& b :
       {Bad{"villain", "<villain", "hp", "0"}, Bad{"ally", "<ally", "atk", "x"},
        Bad{"main-scheme", "<main-scheme", "target", "0"}, Bad{"boost", "<boost", "icons", "-1"}}) {
    INFO(b.element << "@" << b.attribute << " = " << b.value);
    const pugi::xml_node e = element(base, b.element);
    const std::string old = e.attribute(b.attribute).value();
    e.attribute(b.attribute).set_value(b.value);
    const std::string error = reread_error(*game, Node(base, e), b.attribute);
    CHECK(!error.empty());
    CHECK(error == error_of(changed(b.marker, b.attribute, b.value)));
    e.attribute(b.attribute).set_value(old.c_str());
    same_report(simulate(base, *game, "1.3"), before);
  }
}

TEST_CASE("an attribute the game reads only whole is not patched", "[engine][situation]") {
  const Scenario base = Scenario::parse(kAttack, "s.xml");
  const std::unique_ptr<GameModule> game = load_game(base);
  CHECK_FALSE(game->reread(Node(base, element(base, "villain")), "name"));
  CHECK_FALSE(game->reread(Node(base, element(base, "villain")), "stunned"));
  CHECK_FALSE(game->reread(Node(base, element(base, "main-scheme")), "name"));
}

TEST_CASE("a situation's tried values run as their scenarios read whole", "[ask][situation]") {
  using query::ask::SituationRuns;
  const query::ask::Reading r =
      query::ask::from_notation("mc enemy-attack; villain: stunned; ally: atk 1; defender: ally");
  SituationRuns runs(r, "1.3", query::ask::unstated_values(r));
  REQUIRE(!runs.unstated().empty());
  for (const query::ask::Unstated& u : runs.unstated())
    for (const std::string& v : {u.low, u.high, u.fallback}) {
      INFO(u.key << " = " << v);
      const std::map<std::string, std::string> values = {{u.key, v}};
      const SimReport& report = runs.run(values, true);
      same_report(report, simulate(Scenario::parse(runs.xml(values), "<question>"), "1.3"));
    }
  // Every value together, at its high end.
  std::map<std::string, std::string> high;
  for (const query::ask::Unstated& u : runs.unstated()) high[u.key] = u.high;
  same_report(runs.run(high, true), simulate(Scenario::parse(runs.xml(high), "<question>"), "1.3"));
  CHECK(runs.patched_runs() > 0);
}

TEST_CASE("a patched Dice Masters card's levels run as the changed scenario read whole",
          "[engine][situation]") {
  const Scenario base = Scenario::parse(kCombat, "s.xml");
  const std::unique_ptr<GameModule> game = load_game(base);
  // A blocker that survives or not (its Regenerate roll then a chance),
  // an attacker whose Overcrush goes through or not.
  for (const auto& [id, levels] : {std::pair<std::string, std::string>{"blocker-card", "0:1/2"},
                                   {"blocker-card", "0:0/9"},
                                   {"attacker-card", "0:3/20, 0:8/1"},
                                   {"attacker-card", "0:0/0, 0:0/0"}}) {
    INFO(id << " levels " << levels);
    check_patch(*game, base, card(base, id), "levels", levels, changed_levels(id, levels), "crb");
  }
}

TEST_CASE("patched Dice Masters levels the reader refuses give its error, the state unchanged",
          "[engine][situation]") {
  const Scenario base = Scenario::parse(kCombat, "s.xml");
  const std::unique_ptr<GameModule> game = load_game(base);
  const SimReport before = simulate(base, *game, "crb");
  for (const char* levels : {"0:x/20", "0:-1/20", "0:3", "0:1000/20"}) {
    INFO("levels " << levels);
    const pugi::xml_node e = card(base, "blocker-card");
    e.attribute("levels").set_value(levels);
    const std::string error = reread_error(*game, Node(base, e), "levels");
    CHECK(!error.empty());
    CHECK(error == error_of(changed_levels("blocker-card", levels), "crb"));
    e.attribute("levels").set_value("0:1/20");
    same_report(simulate(base, *game, "crb"), before);
  }
}

TEST_CASE("Dice Masters attributes read only whole are not patched", "[engine][situation]") {
  const Scenario base = Scenario::parse(kCombat, "s.xml");
  const std::unique_ptr<GameModule> game = load_game(base);
  const pugi::xml_node e = card(base, "blocker-card");
  CHECK_FALSE(game->reread(Node(base, e), "keywords"));
  CHECK_FALSE(game->reread(Node(base, e), "cost"));
  // Another number of levels: what a level count decides is read whole.
  e.attribute("levels").set_value("0:1/20, 0:2/20");
  CHECK_FALSE(game->reread(Node(base, e), "levels"));
  CHECK_FALSE(game->reread(Node(base, base.state().raw().child("die")), "level"));
}

TEST_CASE("a Dice Masters situation's tried values run as their scenarios read whole",
          "[ask][situation]") {
  using query::ask::SituationRuns;
  // An attacker at level 2 (its A and D written at both levels), an
  // attacker's A that decides the split's rest, a Regenerate blocker.
  for (const char* notation : {"dm combat; attacker: level 2; blocker: regenerate",
                               "dm combat; attacker: overcrush; blocker: 2A; blocker2: 1A/1D",
                               "dm combat; attacker:; blocker:; blocker2:; split: blocker 1"}) {
    INFO(notation);
    const query::ask::Reading r = query::ask::from_notation(notation);
    SituationRuns runs(r, "crb", query::ask::unstated_values(r));
    REQUIRE(!runs.unstated().empty());
    // The run of `values`, patched and read whole: the same report, or
    // the same error (a split of more than the attacker's A).
    auto same_run = [&](const std::map<std::string, std::string>& values) {
      std::string patched_error, whole_error;
      const SimReport* patched = nullptr;
      try {
        patched = &runs.run(values, true);
      } catch (const ScenarioError& e) {
        patched_error = e.what();
      }
      std::optional<SimReport> whole;
      try {
        whole = simulate(Scenario::parse(runs.xml(values), "<question>"), "crb");
        query::ask::dm_canonical_values(whole->values);
      } catch (const ScenarioError& e) {
        whole_error = e.what();
      }
      CHECK(patched_error == whole_error);
      REQUIRE((patched != nullptr) == whole.has_value());
      if (patched) same_report(*patched, *whole);
    };
    for (const query::ask::Unstated& u : runs.unstated())
      for (const std::string& v : {u.low, u.high, u.fallback, std::string("3")}) {
        INFO(u.key << " = " << v);
        same_run({{u.key, v}});
      }
    // Every value together, at its high end and at its low end.
    for (bool high : {true, false}) {
      std::map<std::string, std::string> values;
      for (const query::ask::Unstated& u : runs.unstated()) values[u.key] = high ? u.high : u.low;
      same_run(values);
    }
    CHECK(runs.patched_runs() > 0);
  }
}
