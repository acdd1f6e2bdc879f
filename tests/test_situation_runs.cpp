// A state read once and patched one attribute at a time
// (GameModule::reread, SituationRuns) runs as the scenario with that
// attribute changed, read whole, does: the same outcome, values and
// steps, and the same error for a value the reader refuses.
#include <catch2/catch.hpp>

#include "engine/core/game_module.h"
#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "query/ask/notation.h"
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
  REQUIRE(x.events.size() == y.events.size());
  for (size_t i = 0; i < x.events.size(); ++i) CHECK(x.events[i].text == y.events[i].text);
}

pugi::xml_node element(const Scenario& s, const std::string& name, int nth = 0) {
  for (pugi::xml_node e = s.state().raw().child(name.c_str()); e; e = e.next_sibling(name.c_str()))
    if (nth-- == 0) return e;
  return {};
}

std::string error_of(const std::string& xml) {
  try {
    const Scenario s = Scenario::parse(xml, "s.xml");
    simulate(s, "1.3");
  } catch (const ScenarioError& e) {
    return e.what();
  }
  return "";
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
  const SimReport before = simulate(base, *game, "1.3");
  for (const Change& c : changes) {
    INFO(c.element << "@" << c.attribute << " = " << c.value);
    const pugi::xml_node e = element(base, c.element);
    const std::string old = e.attribute(c.attribute).value();
    e.attribute(c.attribute).set_value(c.value);
    REQUIRE(game->reread(Node(base, e), c.attribute));
    const Scenario whole = Scenario::parse(changed(c.marker, c.attribute, c.value), "s.xml");
    same_report(simulate(base, *game, "1.3"), simulate(whole, "1.3"));
    e.attribute(c.attribute).set_value(old.c_str());
    REQUIRE(game->reread(Node(base, e), c.attribute));
    same_report(simulate(base, *game, "1.3"), before);
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
    std::string error;
    try {
      game->reread(Node(base, e), b.attribute);
    } catch (const ScenarioError& x) {
      error = x.what();
    }
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
