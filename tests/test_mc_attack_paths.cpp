// Every kind of Marvel Champions attack and thwart, walked through every
// status, guard and keyword check the rules give it. The kinds come from
// the engine (actions.h), so a new kind without a row here fails; the
// expected results come from the rule text (quoted beside each check), so a
// kind that skips a check fails.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>

#include "engine/core/scenario.h"
#include "engine/core/simulation.h"
#include "engine/mc/actions.h"

using namespace arbiter;
using engine::mc::kAttackKindName;
using engine::mc::kThwartKindName;

namespace {

struct Run {
  std::map<std::string, std::string> values;
  std::set<std::string> predicates;
  std::string outcome;
  bool has(const std::string& p) const { return predicates.count(p) == 1; }
};

// Attributes added to each character of the base situation.
struct Setup {
  std::string hero, ally, villain, minion, extra;
};

Run run(const Setup& s, const std::string& action) {
  const std::string xml =
      R"(<scenario game="mc" edition="1.3"><state>)"
      R"(<identity id="hero" player="p1" name="Hero" hp="10" atk="2" thw="2" def="0" )" +
      s.hero + R"(/><ally id="ally" name="Ally" hp="5" atk="2" thw="2" )" + s.ally +
      R"(/><villain id="villain" name="Villain" hp="20" atk="2" sch="1" )" + s.villain +
      R"(/><minion id="minion" name="Minion" hp="5" atk="2" sch="1" engaged="p1" )" + s.minion +
      "/>" + s.extra +
      R"(<main-scheme id="main" name="Main" threat="5" target="20"/>)"
      R"(<boost icons="0"/><boost icons="0"/></state><do>)" +
      action + "</do></scenario>";
  const engine::SimReport r = engine::simulate(engine::Scenario::parse(xml, "matrix.xml"), "1.3");
  Run out;
  out.values = r.values;
  out.outcome = r.outcome;
  for (const engine::Event& e : r.events) out.predicates.insert(e.predicate);
  return out;
}

bool enemy(std::string_view kind) {
  return kind == "villain" || kind == "minion";
}
bool basic(std::string_view kind) {
  return kind == "hero-basic" || kind == "ally-basic";
}
// The character making an attack of this kind.
std::string attacker(std::string_view kind) {
  if (kind == "ally-basic") return "ally";
  if (enemy(kind)) return std::string(kind);
  return "hero";
}

// The <do> step for one attack of each kind, dealing 2 damage; enemy
// attacks are against p1, defended by `defender` when given.
std::string attack(std::string_view kind, const std::string& target,
                   const std::string& defender = "") {
  if (kind == "hero-basic") return R"(<attack attacker="hero" target=")" + target + R"("/>)";
  if (kind == "ally-basic") return R"(<attack attacker="ally" target=")" + target + R"("/>)";
  if (kind == "attack-event")
    return R"(<attack-event hero="hero" damage="2" name="Event" target=")" + target + R"("/>)";
  if (kind == "attack-ability")
    return R"(<attack-ability hero="hero" damage="2" name="Ability" target=")" + target + R"("/>)";
  return R"(<enemy-attack target="p1" attacker=")" + std::string(kind) + R"(" defender=")" +
         (defender.empty() ? "none" : defender) + R"("/>)";
}

// Puts `attrs` on the attacker of `kind`.
Setup on_attacker(std::string_view kind, const std::string& attrs, Setup s = {}) {
  const std::string who = attacker(kind);
  (who == "hero"      ? s.hero
   : who == "ally"    ? s.ally
   : who == "villain" ? s.villain
                      : s.minion) += " " + attrs;
  return s;
}

}  // namespace

TEST_CASE("every attack kind goes through every check the rules give it", "[mc][attack]") {
  for (std::string_view kind : kAttackKindName) {
    const std::string who = attacker(kind);
    // The character attacked: the villain for heroes and allies, the hero
    // (undefended) for enemies.
    const std::string victim = enemy(kind) ? "hero" : "villain";
    auto on_victim = [&](const std::string& attrs) {
      Setup s;
      (enemy(kind) ? s.hero : s.villain) += " " + attrs;
      return s;
    };

    SECTION(std::string(kind) + ": a plain attack deals its 2 damage") {
      const Run r = run({}, attack(kind, victim));
      CHECK(r.values.at(victim + ".damage") == "2");
    }

    SECTION(std::string(kind) + ": stunned") {
      // "If a stunned hero or ally attempts to attack or use an attack
      // ability, discard the stunned card instead." "If a stunned villain or
      // minion would attack, discard the stunned status card instead."
      const Run r = run(on_attacker(kind, R"(stunned="true")"), attack(kind, victim));
      INFO(r.outcome);
      CHECK(r.values.at(victim + ".damage") == "0");
      CHECK(r.values.at(who + ".stunned") == "false");
      CHECK(r.has(enemy(kind) ? "mc.status.stunned-enemy-skips-attack"
                              : "mc.status.stunned-character-discards"));
    }

    SECTION(std::string(kind) + ": guard") {
      // "While any minions with this keyword are engaged with a player, that
      // player cannot attack villains without this keyword." Enemies do not
      // attack villains: the check does not concern them.
      if (!enemy(kind)) {
        Setup s;
        s.minion = R"(guard="true")";
        const Run r = run(s, attack(kind, "villain"));
        INFO(r.outcome);
        CHECK(r.values.at("villain.damage") == "0");
        CHECK(r.has("mc.keyword.guard"));
        const Run at_minion = run(s, attack(kind, "minion"));
        CHECK(at_minion.values.at("minion.damage") == "2");
        CHECK(at_minion.has("mc.keyword.guard"));  // checked, and traced, though it allows it
      }
    }

    SECTION(std::string(kind) + ": retaliate") {
      // "After this character is attacked, deal X damage to the attacker."
      const Run r = run(on_victim(R"(retaliate="1")"), attack(kind, victim));
      INFO(r.outcome);
      CHECK(r.values.at(who + ".damage") == "1");
      CHECK(r.has("mc.keyword.retaliate"));
    }

    SECTION(std::string(kind) + ": tough") {
      // "If a character with a tough status card would take any amount of
      // damage, prevent all of that damage and discard the tough status card."
      const Run r = run(on_victim(R"(tough="true")"), attack(kind, victim));
      INFO(r.outcome);
      CHECK(r.values.at(victim + ".damage") == "0");
      CHECK(r.values.at(victim + ".tough") == "false");
      CHECK(r.has("mc.status.tough-prevents-damage"));
    }

    SECTION(std::string(kind) + ": overkill, with excess and without") {
      // Enemies: "If an ally is used to defend against an attack with
      // overkill, any excess damage ... is dealt to the identity of the
      // player controlling the ally". Heroes and allies: "If an attack with
      // overkill defeats a minion, excess damage ... is dealt to the villain."
      const std::string rule =
          enemy(kind) ? "mc.keyword.overkill-ally-excess" : "mc.keyword.overkill-minion-excess";
      const std::string hit = enemy(kind) ? "ally" : "minion";
      const std::string gets = enemy(kind) ? "hero" : "villain";
      for (const char* hp : {"1", "5"}) {
        Setup s = on_attacker(kind, R"(overkill="true")");
        (enemy(kind) ? s.ally : s.minion) +=
            std::string(" damage=\"") + (hp[0] == '1' ? "4" : "0") + "\"";
        const Run r = run(s, attack(kind, hit, "ally"));
        INFO(r.outcome << " (" << hit << " with " << (hp[0] == '1' ? 1 : 5) << " hit points)");
        CHECK(r.has(rule));  // traced also when nothing carries over
        CHECK(r.values.at(gets + ".damage") == (hp[0] == '1' ? "1" : "0"));
      }
    }

    SECTION(std::string(kind) + ": exhaust or not") {
      // A hero "must exhaust" to use a basic power, an ally's basic power
      // exhausts it; "Unless specified by the ability's text, a hero does not
      // exhaust when using such an ability"; an enemy attack costs nothing.
      const Run r = run({}, attack(kind, victim));
      CHECK(r.values.at(who + ".exhausted") == (basic(kind) ? "true" : "false"));
      if (!enemy(kind) && !basic(kind)) CHECK(r.has("mc.attack.ability-no-exhaust"));
      // An exhausted hero or ally cannot exhaust again to use a basic power;
      // an event or ability needs no exhausting.
      if (!enemy(kind)) {
        const Run tired = run(on_attacker(kind, R"(exhausted="true")"), attack(kind, victim));
        CHECK(tired.values.at(victim + ".damage") == (basic(kind) ? "0" : "2"));
      }
    }

    SECTION(std::string(kind) + ": cannot") {
      // "The word "cannot" is absolute": a player who cannot attack makes no
      // attack of any kind; a player who cannot defend leaves it undefended.
      Setup s;
      if (!enemy(kind)) {
        s.extra = R"(<cannot player="p1" do="attack" source="X"/>)";
        const Run r = run(s, attack(kind, victim));
        CHECK(r.values.at(victim + ".damage") == "0");
        CHECK(r.has("mc.text.cannot-is-absolute"));
      } else {
        s.extra = R"(<cannot player="p1" do="defend" source="X"/>)";
        const Run r = run(s, attack(kind, "hero", "ally"));
        CHECK(r.values.at("ally.damage") == "0");
        CHECK(r.values.at("hero.damage") == "2");
        CHECK(r.has("mc.text.cannot-is-absolute"));
      }
    }

    SECTION(std::string(kind) + ": quickstrike") {
      // "After this enemy engages a player, it immediately attacks that
      // player if they are in hero form." Only a minion engages.
      if (kind == "minion") {
        const Run r = run(on_attacker(kind, R"(quickstrike="true" in-play="false")"),
                          R"(<minion-enters minion="minion" engage="p1"/>)");
        CHECK(r.values.at("hero.damage") == "2");
        CHECK(r.has("mc.keyword.quickstrike"));
      }
    }
  }
}

TEST_CASE("every thwart kind goes through every check the rules give it", "[mc][thwart]") {
  for (std::string_view kind : kThwartKindName) {
    const std::string who = kind == "ally-basic" ? "ally" : "hero";
    auto thwart = [&](const std::string& scheme) -> std::string {
      if (kind == "hero-basic") return R"(<thwart with="hero" scheme=")" + scheme + R"("/>)";
      if (kind == "ally-basic") return R"(<thwart with="ally" scheme=")" + scheme + R"("/>)";
      const std::string el = kind == "thwart-event" ? "thwart-event" : "thwart-ability";
      return "<" + el + R"( hero="hero" remove="2" name="Card" scheme=")" + scheme + R"("/>)";
    };
    auto with = [&](const std::string& attrs) {
      Setup s;
      (who == "ally" ? s.ally : s.hero) = attrs;
      return s;
    };

    SECTION(std::string(kind) + ": a plain thwart removes 2 threat") {
      CHECK(run({}, thwart("main")).values.at("main.threat") == "3");
    }
    SECTION(std::string(kind) + ": confused") {
      // "If a confused hero or ally attempts to thwart or use a thwart
      // ability, discard the confused card instead."
      const Run r = run(with(R"(confused="true")"), thwart("main"));
      INFO(r.outcome);
      CHECK(r.values.at("main.threat") == "5");
      CHECK(r.values.at(who + ".confused") == "false");
      CHECK(r.has("mc.status.confused-character-discards"));
    }
    SECTION(std::string(kind) + ": stunned does not stop a thwart") {
      const Run r = run(with(R"(stunned="true")"), thwart("main"));
      CHECK(r.values.at("main.threat") == "3");
      CHECK(r.values.at(who + ".stunned") == "true");
    }
    SECTION(std::string(kind) + ": crisis") {
      // "If a side scheme has the crisis icon, that side scheme must be
      // discarded before threat can be removed from the main scheme."
      Setup s;
      s.extra = R"(<side-scheme id="side" name="Side" threat="2" crisis="true"/>)"
                R"(<side-scheme id="other" name="Other" threat="2"/>)";
      const Run r = run(s, thwart("main"));
      INFO(r.outcome);
      CHECK(r.values.at("main.threat") == "5");
      CHECK(r.has("mc.scheme.crisis-protects-main"));
      const Run side = run(s, thwart("side"));
      CHECK(side.values.at("side.defeated") == "true");
      const Run other = run(s, thwart("other"));  // crisis checked, and traced, though it allows it
      CHECK(other.values.at("other.threat") == "0");
      CHECK(other.has("mc.scheme.crisis-protects-main"));
    }
    SECTION(std::string(kind) + ": cannot") {
      Setup s;
      s.extra = R"(<cannot player="p1" do="thwart" source="X"/>)";
      const Run r = run(s, thwart("main"));
      CHECK(r.values.at("main.threat") == "5");
      CHECK(r.has("mc.text.cannot-is-absolute"));
    }
    SECTION(std::string(kind) + ": exhaust or not") {
      const bool exhausts = kind == "hero-basic" || kind == "ally-basic";
      const Run r = run({}, thwart("main"));
      CHECK(r.values.at(who + ".exhausted") == (exhausts ? "true" : "false"));
      if (!exhausts) CHECK(r.has("mc.thwart.ability-no-exhaust"));
      const Run tired = run(with(R"(exhausted="true")"), thwart("main"));
      CHECK(tired.values.at("main.threat") == (exhausts ? "5" : "3"));
    }
  }
}
