#include <catch2/catch.hpp>

#include "engine/core/chance.h"
#include "engine/core/predicate.h"
#include "engine/core/scenario.h"
#include "engine/core/simulation.h"

using namespace arbiter::engine;

namespace {

std::string scenario_error(const std::string& xml) {
  try {
    const Scenario s = Scenario::parse(xml, "s.xml");
    simulate(s, "1.1");
  } catch (const ScenarioError& e) {
    return e.what();
  }
  return "";
}

const std::string kHead = R"(<scenario game="mc">
  <state>
    <identity id="hero" player="p1" hp="10" atk="2" def="1"/>
    <villain id="v" hp="10" atk="3" sch="1"/>
    <main-scheme target="5"/>
    <boost icons="1"/>
  </state>
)";

}  // namespace

TEST_CASE("deck specs parse and reject bad parts", "[engine][chance]") {
  const Deck d = parse_deck("boost icons: 0 x5, 1 x8, 2 x3, star x2");
  REQUIRE(d.faces.size() == 4);
  CHECK(d.total() == 18);
  CHECK(d.faces[3].label == "star");
  CHECK_THROWS_AS(parse_deck("0 x5, 1 xeight"), std::invalid_argument);
  CHECK_THROWS_AS(parse_deck("0 five"), std::invalid_argument);
  CHECK_THROWS_AS(parse_deck("0 x0"), std::invalid_argument);
}

TEST_CASE("enumeration is exact over draws without replacement", "[engine][chance]") {
  // Two draws from {a x1, b x2}: P(a then b) = 1/3 * 1 ; P(b, a) = 2/3 * 1/2 ; P(b, b) = 2/3 * 1/2.
  const Distribution d = enumerate([](Chooser& c) {
    Deck deck = parse_deck("a x1, b x2");
    std::string out;
    for (int i = 0; i < 2; ++i) {
      const int pick = c.choose(deck, "card");
      out += deck.faces[static_cast<size_t>(pick)].label;
      if (--deck.faces[static_cast<size_t>(pick)].count == 0)
        deck.faces.erase(deck.faces.begin() + pick);
    }
    return out;
  });
  CHECK(d.exact);
  REQUIRE(d.outcomes.size() == 3);
  double total = 0;
  for (const Outcome& o : d.outcomes) {
    total += o.probability;
    CHECK(o.probability == Approx(1.0 / 3.0));
  }
  CHECK(total == Approx(1.0));
}

TEST_CASE("a tree too large for exact enumeration is sampled with its size stated",
          "[engine][chance]") {
  const Distribution d = enumerate(
      [](Chooser& c) {
        const Deck coin = parse_deck("h x1, t x1");
        int heads = 0;
        for (int i = 0; i < 20; ++i) heads += c.choose(coin, "flip") == 0;
        return heads >= 10 ? std::string("at least 10 heads") : std::string("fewer");
      },
      1000, 5000, 7);
  CHECK_FALSE(d.exact);
  CHECK(d.paths == 5000);
  CHECK(d.seed == 7);
  double p = 0;
  for (const Outcome& o : d.outcomes)
    if (o.text == "at least 10 heads") p = o.probability;
  CHECK(p == Approx(0.588).margin(0.03));  // P(X >= 10), X ~ Bin(20, 1/2)
}

TEST_CASE("an unknown action's message lists the actions in name order",
          "[engine][scenario][errors]") {
  CHECK(scenario_error(kHead + "<do><dance/></do></scenario>") ==
        "s.xml:8: "
        "dance: unknown action <dance> (known: attack, attack-ability, attack-event, "
        "change-form, damage, deal-encounter-cards, end-player-phase, end-turn, "
        "enemy-attack, enemy-scheme, exhaust-each, expire, gains-keyword, gets, "
        "give-status, heal, indirect-damage, lasting-modifier, minion-enters, "
        "move-damage, pay-cost, place-threat, play-ally, play-card, recover, reveal, "
        "scheme-enters, search, shuffle-into-deck, thwart, thwart-ability, thwart-event, "
        "use, use-ability, villain-phase)");
  // The values an action needs are asked for in the order it lists them.
  CHECK(scenario_error(kHead + "<do><move-damage from=\"v\"/></do></scenario>") ==
        "s.xml:8: move-damage@to: missing value");
  CHECK(scenario_error(kHead + "<do><attack-event hero=\"hero\"/></do></scenario>") ==
        "s.xml:8: attack-event@target: missing value");
}

TEST_CASE("malformed scenarios name file, line and field", "[engine][scenario][errors]") {
  CHECK(scenario_error("<scenario game=\"mc\">").find("s.xml:1: xml: malformed XML") == 0);
  CHECK(scenario_error("<scenario game=\"chess\"><state/><do/></scenario>") ==
        "s.xml:1: scenario@game: 'chess' is not one of mc, dm");
  CHECK(
      scenario_error(kHead + "<do><attack attacker=\"hero\" target=\"nobody\"/></do></scenario>") ==
      "s.xml:8: attack@target: no 'nobody' in <state>");
  CHECK(scenario_error(kHead + "<do><attack attacker=\"hero\" taget=\"v\"/></do></scenario>") ==
        "s.xml:8: attack@taget: unknown attribute on <attack>");
  CHECK(scenario_error(kHead + "<do><damage target=\"v\" amount=\"lots\"/></do></scenario>") ==
        "s.xml:8: damage@amount: 'lots' is not a whole number");
  CHECK(scenario_error(kHead + "<do><dance/></do></scenario>")
            .find("s.xml:8: dance: unknown action <dance>") == 0);
  CHECK(scenario_error(kHead + "<do/></scenario>") == "s.xml:8: do: no actions to simulate");
  CHECK(scenario_error(kHead + "<do><attack attacker=\"hero\" target=\"v\"/></do><expect><value "
                               "of=\"v.colour\" equals=\"red\"/></expect></scenario>") ==
        "s.xml:8: value@of: no value 'v.colour' in this scenario");
  CHECK(scenario_error(
            R"(<scenario game="mc"><state><identity id="h" hp="x"/></state><do/></scenario>)") ==
        "s.xml:1: identity@hp: 'x' is not a whole number");
  CHECK(
      scenario_error(
          R"(<scenario game="mc"><state><identity id="h" hp="5"/><villain id="v" hp="5"/><main-scheme target="3"/></state><do><enemy-attack attacker="v"/></do></scenario>)")
          .find("needs a <boost> card or a <boost-deck>") != std::string::npos);
  CHECK(
      scenario_error(
          R"(<scenario game="mc"><state><identity id="h" hp="5" form="alter-ego"/><villain id="v" hp="5"/></state><do><recover player="p1"/><attack attacker="h" target="v"/></do></scenario>)") ==
      "s.xml:1: attack: h is in alter-ego form and cannot use a hero's attack");
  // A side scheme's acceleration would be read and never used: refused.
  CHECK(
      scenario_error(
          R"(<scenario game="mc"><state><identity id="h" hp="5"/><main-scheme target="3"/><side-scheme id="s" acceleration="1"/></state><do/></scenario>)") ==
      "s.xml:1: side-scheme@acceleration: a side scheme has no acceleration of its own; its icons "
      "are acceleration-icons");
}

TEST_CASE("expectations that fail are reported, not thrown", "[engine][scenario]") {
  const Scenario s = Scenario::parse(kHead + R"(<do><attack attacker="hero" target="v"/></do>
  <expect><value of="v.damage" equals="3"/><value of="v.damage" equals="2"/></expect></scenario>)",
                                     "s.xml");
  const SimReport r = simulate(s, "1.1");
  REQUIRE(r.expectations.size() == 2);
  CHECK_FALSE(r.expectations[0].ok);
  CHECK(r.expectations[0].actual == "2");
  CHECK(r.expectations[1].ok);
  CHECK_FALSE(r.all_expectations_hold());
}

TEST_CASE("a change recorded with words keeps the words", "[engine][trace]") {
  const Predicate p{"mc.test.words", "a test", {"mc:damage"}};
  Trace t;
  t.change(p, "the villain wins", "game.winner", "", "villain");
  t.change(
      p, [] { return std::string("lazily"); }, "x.damage", 1, 2);
  t.note(p, [] { return std::string("a note built only when traced"); });
  REQUIRE(t.events().size() == 3);
  CHECK(t.events()[0].before.empty());
  CHECK(t.events()[0].after == "villain");
  CHECK(t.events()[1].text == "lazily");
  CHECK(t.events()[1].after == "2");
  Trace off(false);
  bool built = false;
  off.note(p, [&] {
    built = true;
    return std::string("never");
  });
  CHECK_FALSE(built);
}

TEST_CASE("every trace event names a registered predicate and its citations", "[engine][trace]") {
  const Scenario s = Scenario::parse(
      kHead +
          R"(<do><enemy-attack attacker="v" target="p1" defender="hero"/><attack attacker="hero" target="v"/></do></scenario>)",
      "s.xml");
  const SimReport r = simulate(s, "1.1");
  REQUIRE(r.events.size() > 3);
  for (const Event& e : r.events) {
    const auto& reg = predicate_registry();
    const auto it = std::find_if(reg.begin(), reg.end(),
                                 [&](const Predicate* p) { return p->id == e.predicate; });
    REQUIRE(it != reg.end());
    CHECK(e.cites == (*it)->cites.strings());
    CHECK_FALSE(e.text.empty());
  }
  CHECK(check_registry().empty());
}

TEST_CASE("an edition that does not define a value is not guessed at", "[engine][editions]") {
  // v1.1's DASH says only that the power cannot be used; v1.3 adds that a
  // dash read by a game step counts as 0. An enemy attacking with ATK - is
  // simulated in v1.3 and reported as undefined in v1.1.
  const std::string xml = R"(<scenario game="mc"><state><identity id="h" hp="10" def="1"/>
    <villain id="v" hp="9" atk="-" sch="1"/><main-scheme target="5"/><boost icons="2"/></state>
    <do><enemy-attack attacker="v" target="p1"/></do></scenario>)";
  const Scenario s = Scenario::parse(xml, "dash.xml");
  CHECK(simulate(s, "1.3").values.at("h.damage") == "2");
  try {
    simulate(s, "1.1");
    FAIL("expected the v1.1 simulation to stop");
  } catch (const ScenarioError& e) {
    CHECK(std::string(e.what()).find("edition 1.1 does not say what value a dash has") !=
          std::string::npos);
  }
}

TEST_CASE("a timing window records its ordering once, however often it is asked about",
          "[engine][trace]") {
  // Attack initiation is checked for abilities before its window opens; the
  // check must not add trace events of its own.
  const Scenario s = Scenario::parse(R"(<scenario game="mc"><state>
    <identity id="h" player="p1" hp="10" def="1"/><villain id="v" hp="9" atk="1" sch="1"/>
    <main-scheme target="5"/><boost icons="0"/><boost icons="0"/>
    <ability id="a1" owner="h" when="attack-initiated" does="note"/>
    <ability id="a2" owner="h" when="attack-initiated" does="note"/>
    <ability id="spent" owner="h" when="attack-initiated" does="note" limit="1"/>
  </state><do><enemy-attack attacker="v" target="p1"/><enemy-attack attacker="v" target="p1"/></do></scenario>)",
                                     "t.xml");
  const SimReport r = simulate(s, "1.3");
  auto count = [&](const std::string& id) {
    return std::count_if(r.events.begin(), r.events.end(),
                         [&](const Event& e) { return e.predicate == id; });
  };
  // Two windows: three abilities at the first, two at the second (one spent).
  CHECK(count("mc.timing.simultaneous-first-player-orders") == 2);
  CHECK(count("mc.timing.interrupt-window") == 5);
  // "used (1 of 1)" at the first window, "reached its limit" once at the second.
  CHECK(count("mc.ability.limit") == 2);
}
