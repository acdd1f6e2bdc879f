// The Marvel Champions card-text language (engine/mc/card_text.h): a card's
// printed ability is read into a timing trigger, a condition, costs and
// effects; a word it does not know is refused by name, with the scenario's
// file and line; and every effect it runs is a traced step naming the rule
// that allows it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "engine/mc/card_text.h"
#include "engine/mc/predicates.h"

using namespace arbiter::engine;
using namespace arbiter::engine::mc;

namespace {

std::string refusal(const std::string& text) {
  try {
    parse_card_text(text, "Spider-Man");
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

// Spider-Man (p1, hero form, 10 hit points, 3 damage), a second hero, the
// villain Rhino, two minions, a main and a side scheme, and the ability
// `text` on Spider-Man, used with `actions`.
std::string scenario(const std::string& text, const std::string& actions,
                     const std::string& attrs = "") {
  return "<scenario game=\"mc\" edition=\"1.3\">\n<state active-player=\"p1\">\n"
         "<identity id=\"spidey\" player=\"p1\" name=\"Spider-Man\" form=\"hero\" hp=\"10\" "
         "damage=\"3\" atk=\"2\" thw=\"1\" def=\"3\" hand=\"4\" deck=\"10\"/>\n"
         "<identity id=\"cap\" player=\"p2\" name=\"Captain America\" form=\"hero\" hp=\"11\" "
         "atk=\"3\" thw=\"1\" def=\"3\"/>\n"
         "<villain id=\"rhino\" name=\"Rhino\" hp=\"14\" atk=\"2\" sch=\"1\"/>\n"
         "<boost icons=\"0\"/>\n"
         "<minion id=\"m1\" name=\"Hydra Mercenary\" hp=\"3\" atk=\"1\" sch=\"1\"/>\n"
         "<minion id=\"m2\" name=\"Shocker\" hp=\"3\" atk=\"1\" sch=\"1\"/>\n"
         "<main-scheme id=\"main\" name=\"The Break-In!\" threat=\"4\" target=\"7\"/>\n"
         "<side-scheme id=\"side\" name=\"Breakout\" threat=\"3\"/>\n"
         "<ability id=\"x\" name=\"Test Card\" owner=\"spidey\"" +
         attrs + ">" + text + "</ability>\n</state>\n<do>\n" + actions + "</do>\n</scenario>";
}

SimReport run(const std::string& xml) {
  return simulate(Scenario::parse(xml, "a.xml"), "1.3");
}

bool traced(const SimReport& r, const Predicate& p) {
  return std::any_of(r.events.begin(), r.events.end(),
                     [&](const Event& e) { return e.predicate == p.id && !e.cites.empty(); });
}

}  // namespace

TEST_CASE("mc card text: timing triggers, conditions, costs and effects as cards word them",
          "[mc][card-text]") {
  const CardText a =
      parse_card_text("Forced Response: After this minion attacks, deal 1 damage to each hero.");
  CHECK(a.timing == Timing::kForcedResponse);
  CHECK(a.condition == Condition::kAttacks);
  REQUIRE(a.acts.size() == 1);
  CHECK(a.acts[0].verb == Act::Verb::kDamage);
  CHECK(a.acts[0].who.kind == Who::Kind::kEachHero);

  const CardText b = parse_card_text(
      "Hero Action (attack): Exhaust Spider-Man and spend a [physical] resource → deal 2 "
      "damage to an enemy. Then draw 1 card. (Limit once per round.)",
      "Spider-Man");
  CHECK(b.timing == Timing::kAction);
  CHECK(b.form == Form::kHero);
  CHECK(b.label == "attack");
  REQUIRE(b.costs.size() == 2);
  CHECK(b.costs[0].kind == Cost::Kind::kExhaustSelf);
  CHECK(b.costs[1].kind == Cost::Kind::kResources);
  CHECK(b.costs[1].types == std::vector<Resource>{Resource::kPhysical});
  REQUIRE(b.acts.size() == 2);
  CHECK(b.acts[0].who.kind == Who::Kind::kChosen);
  CHECK(b.acts[0].who.chosen == "enemy");
  CHECK(b.acts[1].verb == Act::Verb::kDraw);
  CHECK(b.limit == 1);
  CHECK(b.named_self);

  const CardText c = parse_card_text(
      "Interrupt: When an enemy attacks you, give it a stunned status card and it gets -1 ATK "
      "for this attack.");
  CHECK(c.condition == Condition::kAttacked);
  REQUIRE(c.acts.size() == 2);
  CHECK(c.acts[0].verb == Act::Verb::kStun);
  CHECK(c.acts[0].who.kind == Who::Kind::kThat);  // "it": the enemy named
  CHECK(c.acts[1].verb == Act::Verb::kModify);
  CHECK(c.acts[1].amount == -1);
  CHECK(c.acts[1].until == Until::kEndOfAttack);

  const CardText d = parse_card_text(
      "Uses (3 charges). Action: Discard a charge from this card -> remove 1 threat from a side "
      "scheme.");
  CHECK(d.uses == 3);
  REQUIRE(d.costs.size() == 1);
  CHECK(d.costs[0].kind == Cost::Kind::kDiscardCounter);
  CHECK(d.acts[0].scheme.kind == SchemeWho::Kind::kChosen);
  CHECK(d.acts[0].scheme.side_only);

  CHECK(parse_card_text("When Defeated: Place 1 threat on the main scheme.").timing ==
        Timing::kWhenDefeated);
  CHECK(parse_card_text("Forced Interrupt: When Rhino would attack, cancel that attack.", "Rhino")
            .condition == Condition::kWouldAttack);
  CHECK(parse_card_text("Response: After you defeat a minion, you may heal 1 damage from your "
                        "hero.")
            .acts[0]
            .optional);
}

TEST_CASE("mc card text: a word outside the language is refused by name", "[mc][card-text]") {
  CHECK(refusal("Interrupt: When an enemy attacks you, zap that enemy.")
            .rfind("'zap' is not a word the ability language knows here", 0) == 0);
  CHECK(refusal("Action: Deal 2 damage to a henchman.").rfind("'henchman'", 0) == 0);
  CHECK(refusal("Response: After you attack, deal 1 damage to").find("who takes the damage") !=
        std::string::npos);
  CHECK(refusal("Hero Action: Exhaust Spider-Man deal 2 damage to an enemy.") != "");

  // In a scenario: the file, the line and the field.
  try {
    run(scenario("Action: Deal 2 damage to a henchman.", ""));
    FAIL("the scenario was read");
  } catch (const std::exception& e) {
    const std::string why = e.what();
    CHECK(why.find("a.xml:11: ability: 'henchman'") != std::string::npos);
  }
}

TEST_CASE("mc card text: every effect is a step traced with the rule that allows it",
          "[mc][card-text]") {
  struct Case {
    const char* text;
    const char* target;
    const Predicate& rule;
    const char* value;
    const char* equals;
  };
  const Case cases[] = {
      {"Action: Deal 2 damage to an enemy.", "m1", kDamageReducesHitPoints, "m1.damage", "2"},
      {"Action: Heal 2 damage from your hero.", "", kTextHeal, "spidey.damage", "1"},
      {"Action: Heal all damage from Spider-Man.", "", kTextHeal, "spidey.damage", "0"},
      {"Action: Place 2 threat on the main scheme.", "", kTextThreat, "main.threat", "6"},
      {"Action: Remove 2 threat from a scheme.", "side", kTextThreat, "side.threat", "1"},
      {"Action: Stun the villain.", "", kStatusOneOfEach, "rhino.stunned", "true"},
      {"Action: Confuse each minion.", "", kStatusOneOfEach, "m2.confused", "true"},
      {"Action: Give Spider-Man a tough status card.", "", kStatusOneOfEach, "spidey.tough",
       "true"},
      {"Action: Exhaust a character.", "cap", kTextReadyExhaust, "cap.exhausted", "true"},
      {"Action: Draw 2 cards.", "", kTextDraw, "p1.hand", "6"},
      {"Action: Spider-Man gets +2 THW until the end of the phase.", "", kLastingEffect, "", ""},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    const std::string use = std::string("<use-ability ability=\"x\"") +
                            (*c.target ? std::string(" target=\"") + c.target + "\"" : "") + "/>\n";
    const SimReport r = run(scenario(c.text, use));
    CHECK(traced(r, kTextEffects));
    CHECK(traced(r, c.rule));
    if (*c.value) CHECK(r.values.at(c.value) == c.equals);
    for (const Event& e : r.events) {
      INFO(e.text);
      CHECK(!e.cites.empty());
    }
  }
}

TEST_CASE("mc card text: a choice the card leaves open must be given, and must fit",
          "[mc][card-text]") {
  CHECK_THROWS_WITH(
      run(scenario("Action: Deal 1 damage to an enemy.", "<use-ability ability=\"x\"/>\n")),
      Catch::Contains("the player's choice"));
  CHECK_THROWS_WITH(run(scenario("Action: Deal 1 damage to an enemy.",
                                 "<use-ability ability=\"x\" target=\"cap\"/>\n")),
                    Catch::Contains("is not an enemy"));
  // The choice given on the ability itself.
  const SimReport r = run(scenario("Action: Deal 1 damage to a hero.",
                                   "<use-ability ability=\"x\"/>\n", " target=\"cap\""));
  CHECK(r.values.at("cap.damage") == "1");
  CHECK(traced(r, kTextChoice));
}

TEST_CASE("mc card text: a cost that cannot be paid stops the ability, and nothing is paid",
          "[mc][card-text]") {
  const SimReport r =
      run(scenario("Action: Exhaust Spider-Man and discard 5 cards from your hand → deal 3 "
                   "damage to the villain.",
                   "<use-ability ability=\"x\"/>\n"));
  CHECK(r.values.at("rhino.damage") == "0");
  CHECK(r.values.at("spidey.exhausted") == "false");
  CHECK(r.values.at("p1.hand") == "4");
  CHECK(traced(r, kTextCost));
}

namespace {

// How many lines of a card-text file are read; each other line must be
// refused naming the word it stopped at.
int read_card_texts(const std::string& file, int& total) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/tests/" + file);
  REQUIRE(in);
  int read_ok = 0;
  total = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    ++total;
    INFO(line);
    // The card's name, where its text uses it: any run of capitalised words.
    std::vector<std::string> selves{""};
    std::vector<std::vector<std::string>> groups{{}};
    std::istringstream words(line);
    for (std::string w; words >> w;) {
      const bool breaks = w.find_first_of(".,:") != std::string::npos;
      w = w.substr(0, w.find_first_of(".,:"));
      if (!w.empty() && std::isupper(static_cast<unsigned char>(w[0])))
        groups.back().push_back(w);
      else if (!groups.back().empty())
        groups.emplace_back();
      if (breaks && !groups.back().empty()) groups.emplace_back();
    }
    for (const auto& g : groups)
      for (size_t a = 0; a < g.size(); ++a) {
        std::string name;
        for (size_t b = a; b < g.size(); ++b) selves.push_back(name += (b > a ? " " : "") + g[b]);
      }
    std::string why;
    for (const std::string& self : selves) {
      try {
        parse_card_text(line, self);
        ++read_ok;
        why.clear();
        break;
      } catch (const std::invalid_argument& e) {
        if (why.empty()) why = e.what();
      }
    }
    if (!why.empty())
      CHECK((why.rfind("'", 0) == 0 || why.rfind("the ability ends", 0) == 0 ||
             why.rfind("a character", 0) == 0));
  }
  return read_ok;
}

}  // namespace

TEST_CASE("mc card text: real-style card texts are read, or refused naming the word",
          "[mc][card-text]") {
  int total = 0;
  CHECK(read_card_texts("mc-card-texts.txt", total) >= 34);  // the figure in the file's header
  CHECK(total == 80);
  CHECK(read_card_texts("mc-card-texts-2.txt", total) >= 25);  // first contact, not tuned on
  CHECK(total == 60);
}

TEST_CASE("mc card text: 'it' and 'him' mean whom the effect before reached", "[mc][card-text]") {
  const SimReport villain = run(scenario("Action: Deal 2 damage to the villain and stun him.",
                                         "<use-ability ability=\"x\"/>\n"));
  CHECK(villain.values.at("rhino.stunned") == "true");
  CHECK(villain.values.at("spidey.stunned") == "false");
  const SimReport chosen = run(scenario("Action: Deal 1 damage to an enemy. Confuse it.",
                                        "<use-ability ability=\"x\" target=\"m2\"/>\n"));
  CHECK(chosen.values.at("m2.confused") == "true");
  CHECK(chosen.values.at("spidey.confused") == "false");
  // After an (attack), "it" is the enemy attacked.
  const SimReport attacked =
      run(scenario("Hero Action (attack): Deal 1 damage to an enemy and stun it.",
                   "<use-ability ability=\"x\" target=\"m2\"/>\n"));
  CHECK(attacked.values.at("m2.stunned") == "true");
  CHECK(attacked.values.at("m2.damage") == "1");
}

TEST_CASE("mc card text: with no valid choice, an action is not initiated and costs nothing",
          "[mc][card-text]") {
  // Both minions defeated first: "a minion" has nothing to choose.
  const SimReport r =
      run(scenario("Action: Discard a card from your hand → deal 2 damage to a minion.",
                   "<damage target=\"m1\" amount=\"3\"/>\n<damage target=\"m2\" amount=\"3\"/>\n"
                   "<use-ability ability=\"x\"/>\n"));
  CHECK(r.values.at("p1.hand") == "4");
  CHECK(traced(r, kTextChoice));
}

TEST_CASE("mc card text: a condition's scheme is checked, and endless triggering stops the run",
          "[mc][card-text]") {
  const std::string on_main =
      "Response: When threat would be placed on the main scheme, draw 1 card.";
  CHECK(run(scenario(on_main, "<place-threat scheme=\"side\" amount=\"1\"/>\n"))
            .values.at("p1.hand") == "4");
  CHECK(run(scenario(on_main, "<place-threat scheme=\"main\" amount=\"1\"/>\n"))
            .values.at("p1.hand") == "5");
  CHECK_THROWS_WITH(
      run(scenario("Forced Interrupt: When threat would be placed on the main scheme, place 1 "
                   "threat on the main scheme.",
                   "<place-threat scheme=\"main\" amount=\"1\"/>\n")),
      Catch::Contains("without end"));
  CHECK(refusal("Action: Spider-Man gets +99999999999 ATK.").rfind("'+99999999999'", 0) == 0);
}

TEST_CASE("mc card text: an ability on a card acts for its player", "[mc][card-text]") {
  std::string xml = scenario("Response: After you attack, draw 1 card.", "");
  xml.replace(xml.find("<ability"), 0, "<upgrade id=\"gloves\" name=\"Gloves\" player=\"p1\"/>\n");
  xml.replace(xml.find("owner=\"spidey\""), 14, "owner=\"gloves\"");
  xml.replace(xml.find("</do>"), 0, "<attack attacker=\"spidey\" target=\"m1\"/>\n");
  const SimReport r = run(xml);
  CHECK(r.values.at("p1.hand") == "5");
  CHECK(traced(r, kTextDraw));
}

TEST_CASE("mc card text: constant abilities, schemes and every player", "[mc][card-text]") {
  const CardText c = parse_card_text("Each minion engaged with you gets +1 SCH.");
  CHECK(c.timing == Timing::kConstant);
  REQUIRE(c.acts.size() == 1);
  CHECK(c.acts[0].who.kind == Who::Kind::kEachMinion);
  CHECK(c.acts[0].who.engaged);
  CHECK(parse_card_text("Forced Response: After Klaw schemes, place 1 threat on each side scheme.",
                        "Klaw")
            .condition == Condition::kSchemes);
  const SimReport r =
      run(scenario("Action: Each player draws 2 cards.", "<use-ability ability=\"x\"/>\n"));
  CHECK(r.values.at("p1.hand") == "6");
  CHECK(traced(r, kTextDraw));
  // A constant ability is only "... gets +N STAT"; anything else is refused by name.
  CHECK_THROWS_WITH(run(scenario("Your allies get +1 ATK until the end of the round.", "")),
                    Catch::Contains("a constant ability is read as"));
}

TEST_CASE("mc card text: keywords gained, and an effect that could change nothing",
          "[mc][card-text]") {
  const CardText c =
      parse_card_text("Action: Spider-Man gets +1 DEF and gains retaliate 1.", "Spider-Man");
  REQUIRE(c.acts.size() == 2);
  CHECK(c.acts[1].verb == Act::Verb::kGainKeyword);
  CHECK(c.acts[1].keyword == "retaliate");
  CHECK(c.acts[1].amount == 1);
  CHECK(c.acts[1].who.kind == Who::Kind::kSelf);
  CHECK(refusal("Action: Spider-Man gains guard until the end of the round.")
            .find("keywords gained are kept") != std::string::npos);
  const SimReport r = run(scenario("Action: Spider-Man gains retaliate 1 and quickstrike.",
                                   "<use-ability ability=\"x\"/>\n"
                                   "<enemy-attack attacker=\"m1\" target=\"p1\"/>\n"));
  CHECK(traced(r, kGainsKeyword));
  CHECK(traced(r, kRetaliate));
  CHECK(r.values.at("m1.damage") == "1");
  // Nothing to heal: not initiated, and the exhaust is not paid (mc:cost).
  std::string healthy = scenario("Action: Exhaust Spider-Man → heal 2 damage from your hero.",
                                 "<use-ability ability=\"x\"/>\n");
  healthy.replace(healthy.find("damage=\"3\" "), 11, "");
  const SimReport h = run(healthy);
  CHECK(h.values.at("spidey.exhausted") == "false");
  CHECK(traced(h, kTextCouldChange));
}

TEST_CASE("mc card text: 'after this minion enters play'", "[mc][card-text]") {
  std::string xml =
      scenario("Forced Response: After this minion enters play, place 1 threat on the main scheme.",
               "<minion-enters minion=\"m3\" engage=\"p1\"/>\n");
  xml.replace(xml.find("<main-scheme"), 0,
              "<minion id=\"m3\" name=\"Hydra Bomber\" hp=\"2\" atk=\"1\" sch=\"1\" "
              "in-play=\"false\"/>\n");
  xml.replace(xml.find("owner=\"spidey\""), 14, "owner=\"m3\"");
  const SimReport r = run(xml);
  CHECK(r.values.at("main.threat") == "5");
  CHECK(traced(r, kResponseWindow));
}

TEST_CASE("mc card text: 'If ..., ' is checked as the effects after it resolve",
          "[mc][card-text]") {
  const std::string text =
      "Action: Deal N damage to a minion. If that minion is defeated, draw 1 card.";
  auto with = [&](const char* n) {
    std::string t = text;
    t.replace(t.find('N'), 1, n);
    return run(scenario(t, "<use-ability ability=\"x\" target=\"m1\"/>\n"));
  };
  const SimReport survives = with("2"), defeated = with("3");
  CHECK(survives.values.at("p1.hand") == "4");
  CHECK(defeated.values.at("m1.defeated") == "true");
  CHECK(defeated.values.at("p1.hand") == "5");
  // In an action nobody set off, "that minion" is the one the effect before reached.
  CHECK(parse_card_text("Action: Deal 1 damage to a minion. If that minion is defeated, draw 1 "
                        "card.")
            .acts[1]
            .only_if.who.kind == Who::Kind::kLast);
  // After an enemy attacks you, "that enemy" is the attacker.
  CHECK(parse_card_text("Response: After an enemy attacks you, if that enemy is damaged, stun it.")
            .acts[0]
            .only_if.who.kind == Who::Kind::kThat);
  const SimReport form =
      run(scenario("Action: If you are in alter-ego form, draw 2 cards. Draw 1 card.",
                   "<use-ability ability=\"x\"/>\n"));
  CHECK(form.values.at("p1.hand") == "5");  // hero form: only the second sentence
}

TEST_CASE("mc card text: 'Max 1 per round.' in an ability counts every copy's uses",
          "[mc][card-text]") {
  CHECK(parse_card_text("Hero Action (attack): Deal 3 damage to an enemy. Max 1 per round.")
            .max_per_round == 1);
  // Two copies of a support with the same ability: the second copy's use is refused (mc:max).
  std::string xml = scenario("Action: Draw 1 card. Max 1 per round.",
                             "<use-ability ability=\"x\"/>\n<use-ability ability=\"x2\"/>\n");
  const std::string copy =
      "<ability id=\"x2\" name=\"Test Card\" owner=\"spidey\">Action: Draw 1 card. Max 1 per "
      "round.</ability>\n";
  xml.replace(xml.find("</state>"), 0, copy);
  const SimReport r = run(xml);
  CHECK(r.values.at("p1.hand") == "5");
  CHECK(traced(r, kMax));
}

TEST_CASE("mc card text: a constant's 'If', a search's counts, and who a resource pays for",
          "[mc][card-text]") {
  // In hero form the alter-ego bonus does not apply: m1 (3 hit points) takes 2, not 3.
  const SimReport hero_form = run(scenario("If you are in alter-ego form, Spider-Man gets +1 ATK.",
                                           "<attack attacker=\"spidey\" target=\"m1\"/>\n"));
  CHECK(hero_form.values.at("m1.damage") == "2");
  // A search from the deck moves the hand and deck counts with the card.
  std::string search = scenario(
      "Action: Search your deck for a Web-Shooter and add it to your "
      "hand.",
      "<use-ability ability=\"x\"/>\n");
  search.replace(search.find("<ability"), 0,
                 "<card id=\"ws\" name=\"Web-Shooter\" player=\"p1\" zone=\"deck\" "
                 "type=\"upgrade\" cost=\"1\"/>\n");
  const SimReport found = run(search);
  CHECK(found.values.at("ws.zone") == "hand");
  CHECK(found.values.at("p1.hand") == "5");
  // A resource ability pays only its controller's costs.
  std::string theirs = scenario("Resource: Generate a [mental] resource.",
                                "<pay-cost player=\"p1\" card=\"gadget\" with=\"lab\" "
                                "needs=\"mental\"/>\n");
  theirs.replace(theirs.find("<ability"), 0,
                 "<card id=\"lab\" name=\"Lab\" player=\"p2\" zone=\"play\" type=\"support\"/>\n"
                 "<card id=\"gadget\" name=\"Gadget\" player=\"p1\" zone=\"play\" "
                 "type=\"ability\"/>\n");
  theirs.replace(theirs.find("owner=\"spidey\""), 14, "owner=\"lab\"");
  CHECK_THROWS_WITH(run(theirs), Catch::Contains("resource ability is not p1's"));
  // A villain's constant ability has no "you".
  std::string villain = scenario("Each minion engaged with you gets +1 ATK.", "");
  villain.replace(villain.find("owner=\"spidey\""), 14, "owner=\"rhino\"");
  CHECK_THROWS_WITH(run(villain), Catch::Contains("no player for \"you\""));
}
