// The Dice Masters scenario reader: every malformed scenario is refused up
// front with FILE:LINE: FIELD: problem.
#include <catch2/catch.hpp>

#include "engine/core/scenario.h"
#include "engine/core/simulation.h"

using namespace arbiter::engine;

namespace {

std::string error_of(const std::string& xml) {
  try {
    const Scenario s = Scenario::parse(xml, "s.xml");
    simulate(s, "crb");
  } catch (const ScenarioError& e) {
    return e.what();
  }
  return "";
}

// A valid frame: line 1 scenario, 2 state, 3-4 players, 5 card, 6 die; extra
// state lines from 7, then </state> and <do>, then the actions.
std::string with(const std::string& state_extra, const std::string& actions) {
  return "<scenario game=\"dm\">\n<state active=\"p1\" step=\"attack\">\n<player "
         "id=\"p1\"/>\n<player id=\"p2\"/>\n"
         "<card id=\"hulk\" owner=\"p1\" cost=\"6\" energy=\"fist\" levels=\"4:6/6, 5:8/8, "
         "6:10/10\"/>\n"
         "<die id=\"h1\" card=\"hulk\" zone=\"field\"/>\n" +
         state_extra + "</state>\n<do>\n" + actions + "</do>\n</scenario>";
}

}  // namespace

TEST_CASE("dm reader: a valid scenario runs", "[dm][reader]") {
  CHECK(error_of(with("", "<declare-attackers dice=\"h1\"/>\n")).empty());
}

TEST_CASE("dm reader: unknown elements and attributes", "[dm][reader]") {
  CHECK(error_of(with("<dragon id=\"x\"/>\n", "<clean-up/>\n")) ==
        "s.xml:7: dragon: unknown element <dragon> in <state> (player, card, die, sidekick, token, "
        "modifier, "
        "fixed-roll, fixed-draw, choice)");
  CHECK(error_of(with("<die id=\"h2\" card=\"hulk\" colour=\"red\"/>\n", "<clean-up/>\n")) ==
        "s.xml:7: die@colour: unknown attribute on <die>");
  CHECK(error_of(with("", "<fly die=\"h1\"/>\n")).rfind("s.xml:9: fly: unknown action <fly>", 0) ==
        0);
  CHECK(error_of(with("", "<declare-attackers dice=\"h1\" fast=\"yes\"/>\n")) ==
        "s.xml:9: declare-attackers@fast: unknown attribute on <declare-attackers>");
  CHECK(error_of(with("", "<declare-blockers><attack die=\"h1\"/></declare-blockers>\n")) ==
        "s.xml:9: attack: <attack> cannot appear in <declare-blockers> (allowed: block, "
        "infiltrate, tag-out)");
}

TEST_CASE("dm reader: ids in <do> are checked against <state>", "[dm][reader]") {
  CHECK(error_of(with("", "<declare-attackers dice=\"h1 h9\"/>\n")) ==
        "s.xml:9: declare-attackers@dice: no die 'h9' in <state>");
  CHECK(error_of(with("", "<clear-and-draw player=\"p3\"/>\n")) ==
        "s.xml:9: clear-and-draw@player: no player 'p3' in <state>");
  CHECK(error_of(with("", "<purchase player=\"p1\" card=\"thor\" pay=\"fist\"/>\n")) ==
        "s.xml:9: purchase@card: no card 'thor' in <state>");
  CHECK(error_of(with("<die id=\"h2\" card=\"thor\"/>\n", "<clean-up/>\n")) ==
        "s.xml:7: die@card: no card 'thor' declared before it");
  CHECK(error_of(with("<die id=\"h1\" card=\"hulk\"/>\n", "<clean-up/>\n")) ==
        "s.xml:7: die@id: id 'h1' is used twice");
}

TEST_CASE("dm reader: missing values and bad numbers", "[dm][reader]") {
  CHECK(error_of(with("", "<damage dice=\"h1\"/>\n")) == "s.xml:9: damage@amount: missing value");
  CHECK(error_of(with("", "<damage dice=\"h1\" amount=\"two\"/>\n")) ==
        "s.xml:9: damage@amount: 'two' is not a whole number");
  CHECK(error_of(with("", "<damage dice=\"h1\" amount=\"-2\"/>\n")) ==
        "s.xml:9: damage@amount: -2 is out of range (0..999)");
  CHECK(error_of(with("", "<modify die=\"h1\" a=\"lots\"/>\n")) ==
        "s.xml:9: modify@a: 'lots' is not a whole number like +2 or -1");
  CHECK(error_of(with("<die id=\"h2\" card=\"hulk\" zone=\"field\" level=\"4\"/>\n",
                      "<clean-up/>\n")) == "s.xml:7: die@level: level 4 is not between 1 and 3");
  CHECK(error_of(with("<player id=\"p3\"/>\n", "<clean-up/>\n")) ==
        "s.xml:7: player: Dice Masters has two players");
}

TEST_CASE("dm reader: faces, energy, keywords and effects are parsed strictly", "[dm][reader]") {
  CHECK(error_of(with("<die id=\"h2\" card=\"hulk\" zone=\"reserve\" face=\"lava\"/>\n",
                      "<clean-up/>\n")) ==
        "s.xml:7: die@face: face 'lava': 'lava' is not a level, 'action' or an energy symbol "
        "(fist, bolt, mask, "
        "shield, wild, generic)");
  CHECK(error_of(with("<die id=\"h2\" card=\"hulk\" zone=\"reserve\"/>\n", "<clean-up/>\n")) ==
        "s.xml:7: die@face: a die in the Reserve Pool needs the face it shows");
  CHECK(error_of(with("", "<purchase player=\"p1\" card=\"hulk\" pay=\"fist gold\"/>\n")) ==
        "s.xml:9: purchase@pay: 'gold' is not an energy symbol (fist, bolt, mask, shield, wild, "
        "generic, virtual)");
  CHECK(error_of(
            with("<card id=\"x\" owner=\"p1\" cost=\"1\" levels=\"1:1/1\" keywords=\"flying\"/>\n",
                 "<clean-up/>\n")) == "s.xml:7: card@keywords: unknown keyword 'flying'");
  CHECK(error_of(with(
            "<card id=\"x\" owner=\"p1\" cost=\"1\" levels=\"1:1/1\" keywords=\"range-two\"/>\n",
            "<clean-up/>\n")) == "s.xml:7: card@keywords: range-two 'two' is not a whole number");
  CHECK(error_of(with("", "<global player=\"p1\" effect=\"explode\"/>\n"))
            .rfind("s.xml:9: global@effect: unknown effect 'explode'", 0) == 0);
}

TEST_CASE("dm reader: rolls need faces or fixed results", "[dm][reader]") {
  CHECK(error_of(with("<sidekick id=\"s1\" owner=\"p1\" zone=\"prep\"/>\n",
                      "<roll player=\"p1\" reroll=\"s1\"/>\n")) ==
        "s.xml:10: roll: s1 is rolled (reroll) but neither its faces nor a <fixed-roll> are given");
  // Found only when the roll happens: the action's line is named.
  CHECK(error_of(with("<sidekick id=\"s1\" owner=\"p1\" zone=\"prep\"/>\n",
                      "<roll player=\"p1\"/>\n")) ==
        "s.xml:10: roll: Sidekick (s1) is rolled (roll of Sidekick (s1)) but neither its faces nor "
        "a fixed result are given");
  CHECK(error_of(with("<fixed-roll die=\"h1\" faces=\"2, 7\"/>\n", "<clean-up/>\n")) ==
        "s.xml:7: fixed-roll@faces: '7': h1 has no level 7");
}

TEST_CASE("dm reader: Range needs a target when it triggers", "[dm][reader]") {
  const std::string xml = with(
      "<card id=\"archer\" owner=\"p1\" cost=\"3\" levels=\"2:1/2\" keywords=\"range-1\"/>\n"
      "<die id=\"a1\" card=\"archer\" zone=\"field\"/>\n"
      "<card id=\"wall\" owner=\"p2\" cost=\"3\" levels=\"2:1/2\"/>\n<die id=\"w1\" card=\"wall\" "
      "zone=\"field\"/>\n",
      "<declare-attackers dice=\"a1\"/>\n");
  CHECK(error_of(xml) ==
        "s.xml:13: declare-attackers: Range: a1 has Range 1 and needs a <range die=\"a1\" "
        "target=\"...\"/>");
}

TEST_CASE("dm reader: steps, values and children are named in name order", "[dm][reader]") {
  CHECK(error_of(with("", "<fly die=\"h1\"/>\n")) ==
        "s.xml:9: "
        "fly: unknown action <fly> (known: assign-damage, clean-up, clear-and-draw, "
        "damage, damage-player, damage-players, declare-attackers, declare-blockers, "
        "draw, end-main-step, fabricate, field, gain-life, global, ko, lose-life, modify, "
        "purchase, remove, reroll, roll, sacrifice, spin, swap, use-action)");
  // The first value missing, in name order (amount, attacker, blocker).
  CHECK(error_of(with("", "<assign-damage><split attacker=\"h1\"/></assign-damage>\n")) ==
        "s.xml:9: split@amount: missing value");
  CHECK(error_of(with("", "<purchase/>\n")) == "s.xml:9: purchase@card: missing value");
  CHECK(error_of(with("",
                      "<declare-attackers dice=\"h1\"><block blocker=\"h1\" "
                      "attacker=\"h1\"/></declare-attackers>\n")) ==
        "s.xml:9: block: <block> cannot appear in <declare-attackers> (allowed: "
        "anti-breath-weapon, breath-weapon, call-out, range)");
  CHECK(error_of(with("", "<global player=\"p1\" colour=\"x\"/>\n")) ==
        "s.xml:9: global@colour: unknown attribute on <global>");
}
