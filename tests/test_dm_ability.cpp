// The Dice Masters ability language (engine/dm/ability.h): card text is read
// into triggers and effects, a word it does not know is refused by name, and
// every effect it runs is a traced step naming the rule that allows it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>

#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "engine/dm/ability.h"
#include "engine/dm/predicates.h"

using namespace arbiter::engine;
using namespace arbiter::engine::dm;

namespace {

Ability read(const std::string& text) {
  return parse_ability(text, {});
}

std::string refusal(const std::string& text) {
  try {
    read(text);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

// One card (p1's "src", a die on the field) with `ability`, the opposing
// die "foe" (3D), a Sidekick in p1's Used Pile and `actions` to run.
std::string scenario(const std::string& ability, const std::string& actions,
                     const std::string& step = "main") {
  return "<scenario game=\"dm\">\n<state active=\"p1\" step=\"" + step +
         "\">\n<player id=\"p1\" life=\"15\"/>\n<player id=\"p2\" life=\"15\"/>\n"
         "<card id=\"src\" owner=\"p1\" cost=\"3\" energy=\"fist\" levels=\"1:2/2, 2:3/3, "
         "3:4/4\">\n<ability>" +
         ability +
         "</ability>\n</card>\n"
         "<card id=\"foe\" owner=\"p2\" cost=\"3\" energy=\"bolt\" levels=\"1:1/3, 2:2/4, "
         "3:3/5\"/>\n"
         "<die id=\"s1\" card=\"src\" zone=\"field\" level=\"2\"/>\n"
         "<die id=\"f1\" card=\"foe\" zone=\"field\" level=\"2\"/>\n"
         "<sidekick id=\"u1\" owner=\"p1\" zone=\"used\"/>\n"
         "</state>\n<do>\n" +
         actions + "</do>\n</scenario>";
}

SimReport run(const std::string& xml) {
  return simulate(Scenario::parse(xml, "a.xml"), "crb");
}

bool traced(const SimReport& r, const Predicate& p) {
  return std::any_of(r.events.begin(), r.events.end(),
                     [&](const Event& e) { return e.predicate == p.id && !e.cites.empty(); });
}

}  // namespace

TEST_CASE("dm ability: triggers, reaches and effects as the card words them", "[dm][ability]") {
  const Ability a = read("When this die attacks, deal 1 damage to target opponent.");
  CHECK(a.trigger == Trigger::Attacks);
  REQUIRE(a.acts.size() == 1);
  CHECK(a.acts[0].verb == Act::Verb::Damage);
  CHECK(a.acts[0].amount == 1);
  CHECK(a.acts[0].reach.kind == Reach::Kind::Opponent);

  const Ability k = read("When fielded, KO an opposing level 1 Villains die.");
  CHECK(k.trigger == Trigger::Fielded);
  REQUIRE(k.acts.size() == 1);
  CHECK(k.acts[0].verb == Act::Verb::Ko);
  CHECK(k.acts[0].reach.kind == Reach::Kind::Some);
  CHECK(k.acts[0].reach.side == Side::Opposing);
  CHECK(k.acts[0].reach.level == 1);
  CHECK(k.acts[0].reach.affiliations == std::vector<std::string>{"villains"});

  const Ability g =
      read("Global: Pay 1 mask. Move up to 2 Sidekick dice from your Used Pile to your Prep Area.");
  CHECK(g.trigger == Trigger::Global);
  CHECK(g.cost == std::vector<std::string>{"mask"});
  REQUIRE(g.acts.size() == 1);
  CHECK(g.acts[0].verb == Act::Verb::Move);
  CHECK(g.acts[0].reach.kind == Reach::Kind::UpTo);
  CHECK(g.acts[0].reach.count == 2);
  CHECK(g.acts[0].reach.sidekick);
  CHECK(g.acts[0].from == Zone::Used);
  CHECK(g.acts[0].to == Zone::Prep);

  // Curly quotes and apostrophes as printed, two effects, a back-reference.
  const Ability d = read(
      "Deal 1 damage to target Character die. Character dice damaged by this effect "
      "can\xE2\x80\x99t "
      "attack this turn.");
  CHECK(d.trigger == Trigger::None);
  REQUIRE(d.acts.size() == 2);
  CHECK(d.acts[0].reach.kind == Reach::Kind::Target);
  CHECK(d.acts[1].verb == Act::Verb::CannotAttack);
  CHECK(d.acts[1].reach.kind == Reach::Kind::That);

  const Ability w = read("While active, your Villains character dice get +1A and +1D.");
  CHECK(w.trigger == Trigger::WhileActive);
  REQUIRE(w.acts.size() == 2);
  CHECK(w.acts[0].stat == 'a');
  CHECK(w.acts[1].stat == 'd');
  CHECK(w.acts[1].reach.side == Side::Yours);

  const Ability y = read("When you field a Sidekick die, gain 1 life.");
  CHECK(y.trigger == Trigger::YouField);
  CHECK(y.fielded.sidekick);
  CHECK(read("When an opposing die is fielded, deal 1 damage to it.").trigger ==
        Trigger::OpponentFields);
  CHECK(read("When this die is KO'd, target opponent loses 2 life.").acts[0].verb ==
        Act::Verb::LoseLife);
}

TEST_CASE("dm ability: a word the language does not know is refused by name", "[dm][ability]") {
  CHECK(refusal("When fielded, zap target opponent.") ==
        "'zap' is not a word the ability language knows here (after 'when fielded ,'); expected "
        "what happens (deal, KO, move, spin, gain, lose, gets, give, can't, must, ignore, copy)");
  CHECK(refusal("When this die attacks, deal 1 damage to target dragon.").find("'dragon'") !=
        std::string::npos);
  CHECK(refusal("When this die attacks, deal 1 damage to").find("the ability ends") == 0);
  CHECK(refusal("When this die sneezes, gain 1 life.").find("'sneezes'") != std::string::npos);
  // An unknown affiliation is an unknown word, unless the scenario declares it.
  CHECK(refusal("When fielded, KO an opposing Inhumans die.").find("'inhumans'") !=
        std::string::npos);
  CHECK_NOTHROW(parse_ability("When fielded, KO an opposing Inhumans die.", {"inhumans"}));
  // "while active" runs only modifiers for a group of dice.
  CHECK(refusal("While active, deal 1 damage to target opponent.").find("while active") !=
        std::string::npos);
  // Copying: one source die, and a die of the card to receive the copy.
  CHECK(refusal("When fielded, copy the stats of each opposing character die.")
            .find("one die to copy") != std::string::npos);
  CHECK(refusal("Global: Pay 1 mask. Copy the stats of target character die.")
            .find("Global ability has none") != std::string::npos);
  CHECK(refusal("When fielded, copy the colour of target character die.").find("'colour'") !=
        std::string::npos);
  // A redirection, read as a reactive ability; a die its opponent cannot target.
  const Ability mirror = read(
      "Global: Pay 1 mask to change the target of an Action die that targets a Character die to "
      "the Character die of your choice.");
  CHECK(mirror.reactive);
  REQUIRE(mirror.acts.size() == 1);
  CHECK(mirror.acts[0].verb == Act::Verb::Redirect);
  CHECK(mirror.acts[0].action_only);
  CHECK(read("While active, this die cannot be targeted by your opponent.").acts[0].verb ==
        Act::Verb::CannotBeTargeted);
  CHECK(read("When fielded, KO target opposing non-Villains character die.")
            .acts[0]
            .reach.not_affiliations == std::vector<std::string>{"villains"});
  // A Persistent ability and a condition on what came before (3.2.3).
  const Ability martyr =
      read("When fielded, until end of turn, whenever this die takes damage, KO it.");
  REQUIRE(martyr.acts.size() == 1);
  CHECK(martyr.acts[0].verb == Act::Verb::KoWhenDamaged);
  const Ability probe = read(
      "Deal 1 damage to target character die, and if that character die is not KO'd, prep a die "
      "from your bag.");
  REQUIRE(probe.acts.size() == 2);
  CHECK(probe.acts[1].if_not_kod);
  CHECK(probe.acts[1].verb == Act::Verb::Draw);
  // A Burst part.
  const Ability nova = read("When fielded, spin this die up one level. Burst: also gain 1 life.");
  REQUIRE(nova.acts.size() == 2);
  CHECK(nova.acts[0].burst == 0);
  CHECK(nova.acts[1].burst == 1);
  CHECK(nova.acts[1].verb == Act::Verb::GainLife);
  // Quoted trigger names, and a possessive's trailing quote kept apart.
  const Ability quiet =
      read("While active, ignore opposing 'when fielded' and 'when attacks' abilities.");
  REQUIRE(quiet.acts.size() == 1);
  CHECK(quiet.acts[0].triggers == std::vector<Trigger>{Trigger::Fielded, Trigger::Attacks});
  CHECK(quiet.acts[0].reach.side == Side::Opposing);
  // The book's reactive Global wording (3.4.2.7's example) is read as one.
  const Ability shield = read(
      "Global: Pay 1 shield energy when one of your Character dice is damaged to prevent 1 "
      "damage.");
  CHECK(shield.reactive);
  CHECK(shield.fielded.side == Side::Yours);
  REQUIRE(shield.acts.size() == 1);
  CHECK(shield.acts[0].verb == Act::Verb::PreventDamage);
  CHECK(shield.acts[0].reach.kind == Reach::Kind::That);
  CHECK(refusal("Global: Pay 1 shield. Prevent 1 damage to target character die.")
            .find("reactive Global") != std::string::npos);
  // Prevention is read as a Static or a reactive Global ability only.
  CHECK(refusal("When fielded, prevent 1 damage to this die.").find("reactive Global") !=
        std::string::npos);
}

TEST_CASE("dm ability: a scenario's unreadable card text is refused at its line", "[dm][ability]") {
  std::string error;
  try {
    run(scenario("When fielded, zap target opponent.", "<clean-up/>\n"));
  } catch (const ScenarioError& e) {
    error = e.what();
  }
  CHECK(error.rfind("a.xml:6: ability: 'zap' is not a word", 0) == 0);
  // A character's ability needs a trigger; an unmodelled forced block says so.
  try {
    run(scenario("Gain 1 life.", "<clean-up/>\n"));
    error.clear();
  } catch (const ScenarioError& e) {
    error = e.what();
  }
  CHECK(error.find("needs its trigger") != std::string::npos);
}

TEST_CASE("dm ability: every effect the language runs is traced with its rule", "[dm][ability]") {
  struct Case {
    const char* ability;
    const char* actions;
    const Predicate* rule;
    const char* value;
    const char* equals;
  };
  const std::vector<Case> cases = {
      {"Global: Pay 0 life. Deal 1 damage to each opposing character die.",
       "<global player=\"p1\" card=\"src\"/>\n", &kAbilityDamage, "f1.damage", "1"},
      {"Global: Pay 1 life. Deal 2 damage to target opponent.",
       "<global player=\"p1\" card=\"src\"/>\n", &kAbilityDamage, "p2.life", "13"},
      {"Global: Pay 1 life. KO target opposing character die.",
       "<global player=\"p1\" card=\"src\"/>\n", &kKoIsNotDamage, "f1.zone", "prep"},
      {"Global: Pay 1 life. Move one Sidekick die from your Used Pile to your Prep Area.",
       "<global player=\"p1\" card=\"src\"/>\n", &kMoveDice, "u1.zone", "prep"},
      {"Global: Pay 1 life. Spin target opposing character die down 1 level.",
       "<global player=\"p1\" card=\"src\"/>\n", &kSpin, "f1.level", "1"},
      {"Global: Pay 1 life. Gain 3 life.", "<global player=\"p1\" card=\"src\"/>\n", &kLifeCap,
       "p1.life", "17"},
      {"Global: Pay 1 life. Target opponent loses 2 life.",
       "<global player=\"p1\" card=\"src\"/>\n", &kLoseLife, "p2.life", "13"},
      {"Global: Pay 1 life. Target opposing character die gets -1D.",
       "<global player=\"p1\" card=\"src\"/>\n", &kModifierCombine, "f1.d", "3"},
      {"Global: Pay 1 life. Target opposing character die can't block.",
       "<global player=\"p1\" card=\"src\"/>\n", &kPersistent, "f1.zone", "field"},
      {"Global: Pay 1 life. Ignore the text box of target opposing character die's card.",
       "<global player=\"p1\" card=\"src\"/>\n", &kBlanked, "f1.zone", "field"},
      {"When this die attacks, it gets +2A.",
       "<end-main-step/>\n<declare-attackers dice=\"s1\"/>\n", &kCardTrigger, "s1.a", "5"},
      {"While active, opposing character dice get -1A.", "<clean-up/>\n", &kWhileActive, "f1.a",
       "1"},
      {"Global: Pay 1 life. Target opposing character die gains Iron Will until end of turn.",
       "<global player=\"p1\" card=\"src\"/>\n", &kGainKeyword, "f1.zone", "field"},
      {"Global: Pay 1 life. Dice you purchase this turn cost 1 less.",
       "<global player=\"p1\" card=\"src\"/>\n", &kFutureGameState, "p1.life", "14"},
      {"Global: Pay 1 life. Gain 2 life for each character die you have in the Field Zone.",
       "<global player=\"p1\" card=\"src\"/>\n", &kForEach, "p1.life", "16"},
      {"Global: Pay 1 life. Deal 1 damage to target opposing character die and 1 damage to its "
       "owner.",
       "<global player=\"p1\" card=\"src\"/>\n", &kAbilityDamage, "p2.life", "14"},
      {"Global: Pay 1 life. Take control of target opposing character die.",
       "<global player=\"p1\" card=\"src\"/>\n", &kTakeControl, "f1.controller", "p1"},
      {"While active, prevent 1 damage to this die from each source.",
       "<damage dice=\"s1\" amount=\"1\" source=\"an Action die\"/>\n", &kPreventDamage,
       "s1.damage", "0"},
      {"When this die attacks, copy the stats of target opposing character die.",
       "<end-main-step/>\n<declare-attackers dice=\"s1\"/>\n", &kCopyStats, "s1.d", "4"},
      {"When this die attacks, copy the printed A and D values of target opposing character die.",
       "<end-main-step/>\n<declare-attackers dice=\"s1\"/>\n", &kCopyPrinted, "s1.a", "2"},
      {"When this die attacks, this die becomes a copy of target opposing character die.",
       "<end-main-step/>\n<declare-attackers dice=\"s1\"/>\n", &kCopyWhole, "s1.d", "4"},
      {"When this die attacks, copy the text box of target opposing character die's card.",
       "<end-main-step/>\n<declare-attackers dice=\"s1\"/>\n", &kCopyText, "s1.a", "3"},
      {"When this die attacks, use a copy of target opposing character die's when fielded "
       "effect.",
       "<end-main-step/>\n<declare-attackers dice=\"s1\"/>\n", &kCopyEffect, "s1.a", "3"},
  };
  for (const Case& c : cases) {
    INFO(c.ability);
    const SimReport r = run(scenario(c.ability, c.actions));
    CHECK(traced(r, *c.rule));
    REQUIRE(r.values.count(c.value));
    CHECK(r.values.at(c.value) == c.equals);
  }
}

TEST_CASE("dm ability: a \"while active\" ability about \"this die\" reaches its own dice only",
          "[dm][ability]") {
  // "While active, this die can't attack": src's die s1 stays home, while
  // p1's Sidekick k1, another die, attacks unblocked for 1.
  const std::string attack = "<declare-blockers/>\n<assign-damage/>\n";
  std::string xml = scenario("While active, this die can't attack.",
                             "<end-main-step/>\n<declare-attackers dice=\"s1\"/>\n" + attack);
  const SimReport kept = run(xml);
  REQUIRE(kept.values.count("p2.life"));
  CHECK(kept.values.at("p2.life") == "15");
  CHECK(traced(kept, kStaticForbids));
  xml = scenario("While active, this die can't attack.",
                 "<end-main-step/>\n<declare-attackers dice=\"k1\"/>\n" + attack);
  const std::string used = "<sidekick id=\"u1\" owner=\"p1\" zone=\"used\"/>";
  xml.replace(xml.find(used), used.size(),
              "<sidekick id=\"k1\" owner=\"p1\" zone=\"field\" face=\"1\"/>");
  const SimReport other = run(xml);
  REQUIRE(other.values.count("p2.life"));
  CHECK(other.values.at("p2.life") == "14");
}

TEST_CASE("dm ability: a choice the card text needs and the scenario does not give is asked for",
          "[dm][ability]") {
  const std::string xml = scenario("Global: Pay 1 life. KO an opposing character die.",
                                   "<global player=\"p1\" card=\"src\"/>\n");
  // Two opposing dice: which one is the player's choice, not the engine's.
  std::string two = xml;
  two.replace(two.find("<sidekick id=\"u1\""), 0,
              "<die id=\"f2\" card=\"foe\" zone=\"field\" level=\"1\"/>\n");
  std::string error;
  try {
    run(two);
  } catch (const ScenarioError& e) {
    error = e.what();
  }
  CHECK(error.find("can reach 2 dice (f1 f2)") != std::string::npos);
  CHECK(error.find("<choice card=\"src\"") != std::string::npos);
  std::string chosen = two;
  chosen.replace(chosen.find("</state>"), 0, "<choice card=\"src\" targets=\"f2\"/>\n");
  const SimReport r = run(chosen);
  CHECK(r.values.at("f2.zone") == "prep");
  CHECK(r.values.at("f1.zone") == "field");
}

TEST_CASE("dm ability: real-style card texts are read, or refused naming the word",
          "[dm][ability]") {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/tests/dm-card-texts.txt");
  REQUIRE(in);
  int read_ok = 0, total = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    ++total;
    INFO(line);
    // The card's name, where the text uses it ("When Hulk attacks").
    std::string self;
    if (line.rfind("When ", 0) == 0) {
      for (const char* verb : {" attacks", " blocks", " is "}) {
        const size_t at = line.find(verb);
        if (at != std::string::npos && (self.empty() || at - 5 < self.size()))
          self = line.substr(5, at - 5);
      }
    }
    try {
      parse_ability(line, {}, self);
      ++read_ok;
    } catch (const std::invalid_argument& e) {
      const std::string why = e.what();
      CHECK((why.rfind("'", 0) == 0 || why.rfind("the ability ends", 0) == 0 ||
             why.find("'while active'") != std::string::npos));
    }
  }
  CHECK(total == 60);
  CHECK(read_ok >= 40);
}
