// The board told as questions the asker answers: "Attacker? Thor, 5A/4D.
// Blocker? Loki, 3A/3D. So where does Loki go?"
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/self_interview.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("self-interview: answered questions become notes fields", "[ask][notation]") {
  CHECK(self_interview_as_notes("Who attacks? Klaw, ATK 2. Who defends? She-Hulk, DEF 2. Boost? "
                                "None. So how much damage does she take?") ==
        "Attacker: Klaw, ATK 2 • Defender: She-Hulk, DEF 2 • Boost: None • So how much damage "
        "does she take?");
  CHECK(self_interview_as_notes("Overkill? Yes. Defending? Nope. Damage on Cap?") ==
        "overkill. Defender: none. Damage on Cap?");  // (one label: sentences)
  // Near misses: one answered question, or questions with no answers.
  const std::string one = "Is Rhino stunned? Yes. How much damage does he deal to me?";
  CHECK(self_interview_as_notes(one) == one);
  const std::string asks = "Does Hulk die? Does Loki? Where do they go?";
  CHECK(self_interview_as_notes(asks) == asks);
  // A long question is the asker's own, not a label.
  const std::string told =
      "Why does my friend say the stunned villain still attacks when it is his turn? He "
      "does. Why? It is stunned.";
  CHECK(self_interview_as_notes(told) == told);
}

TEST_CASE("self-interview: the parts are read from the answers", "[ask][situation]") {
  const Reading dm = testing::first_reading(
      "Attacker? Cyclops, 4A/3D. Blocker? Magneto, 2A/5D. Keywords? None. Where does each die "
      "go?",
      "dm");
  CHECK(dm.fact("attacker", "a") == "4");
  CHECK(dm.fact("blocker", "d") == "5");
  const Reading mc = testing::first_reading(
      "Who's attacking? Klaw, ATK 3. Who defends? She-Hulk, DEF 1, 15 hit points. Boost? Two "
      "icons. So how much damage does She-Hulk take?",
      "mc");
  CHECK(mc.action == "enemy-attack");
  CHECK(mc.fact("villain", "atk") == "3");
  CHECK(mc.fact("hero", "def") == "1");
  CHECK(mc.defender == "hero");
}

TEST_CASE("self-interview: an attacker and a target are one attack", "[ask][situation]") {
  // Either side: a hero attacking the villain, the villain attacking a hero.
  const Reading hero = testing::first_reading(
      "Attacker? She-Hulk, ATK 3. Target? Klaw, 12 hp, 2 damage. How much damage is on Klaw?",
      "mc");
  CHECK(hero.action == "player-attack");
  CHECK(hero.fact("villain", "damage") == "2");
  const Reading villain = testing::first_reading(
      "Who attacks? Klaw, ATK 3. Boost? 1 icon. Target? She-Hulk, 15 hp, DEF 2. Defending? Yes. "
      "How much damage does she take?",
      "mc");
  CHECK(villain.action == "enemy-attack");
  CHECK(villain.fact("villain", "atk") == "3");
  CHECK(villain.fact("hero", "def") == "2");
  // "Two dice:" before the list: the list names the blockers.
  const Reading two = testing::first_reading(
      "Attacking? Colossus, 7A/6D. Blocking? Two dice: Beast 3A/4D and Rogue 2A/3D. Where do they "
      "go?",
      "dm");
  CHECK(two.fact("blocker", "a") == "3");
  CHECK(two.fact("blocker2", "a") == "2");
  CHECK_FALSE(two.has("blocker3"));
  // "Opponent's life total? 4": the opponent's.
  const Reading life = testing::first_reading(
      "Who's attacking? Gambit, 3A/2D. Who blocks? Nobody. My opponent's life total? 4. Result?",
      "dm");
  CHECK(life.fact("p2", "life") == "4");
}

TEST_CASE("self-interview: yes and no answers to what is there", "[ask][situation]") {
  // "No" to a guard minion: none is there.
  const Reading none = testing::first_reading(
      "Attacker? She-Hulk, ATK 3. Target? Klaw, 9 hp. Is a guard minion out? No. Damage on Klaw?",
      "mc");
  CHECK(none.fact("minion", "guard").empty());
  // "Yes, X engaged with me": that minion, with guard.
  const Reading guard = testing::first_reading(
      "Attacker? She-Hulk, ATK 3. Target? Klaw, 9 hp. Is a guard minion out? Yes, a Hydra "
      "Mercenary engaged with me. Can I hit Klaw?",
      "mc");
  CHECK(guard.fact("minion", "guard") == "true");
  // "Final stage? Yes." is said of the target.
  const Reading last = testing::first_reading(
      "Attacker? Iron Man, ATK 2. Target? Ultron, 1 hp left. Final stage? Yes. Do we win?", "mc");
  CHECK(last.fact("villain", "stages-after") == "0");
}

TEST_CASE("self-interview: the third review's answers", "[ask][situation]") {
  // A longer yes-or-no question; "engaged with me" is not what is denied.
  const Reading none = testing::first_reading(
      "Attacker? Doctor Strange, ATK 2. Target? Rhino, 8 hit points. Is a guard minion engaged "
      "with me? Nope.",
      "mc");
  CHECK(none.fact("minion", "guard").empty());
  // "Final stage?" said of the target wherever it was named; an unmarked
  // answer at the end; "No, ..." is a no.
  const Reading yes = testing::first_reading(
      "Target? Klaw, 1 hit point. Attacker? Thor (ATK 2). Is a guard minion out? No. Final "
      "stage? yes",
      "mc");
  CHECK(yes.fact("villain", "stages-after") == "0");
  const Reading no = testing::first_reading(
      "Attacker? Thor, ATK 3. Target? Klaw, 3 hit points. Final stage? No, he has one more stage.",
      "mc");
  CHECK(no.fact("villain", "stages-after") == "1");
}

TEST_CASE("form changes: two only when both are this turn's and the player's own",
          "[ask][situation]") {
  for (const char* q : {"I flipped to alter-ego on my last turn; now, on my new turn, I want to "
                        "flip back to hero form. Can I?",
                        "A card effect flipped me to alter-ego form during my turn; can I then "
                        "flip back to hero form this turn?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.fact("change-form", "times").empty());
  }
}

TEST_CASE("self-interview: 'Yes - but I defeated it' is none there now", "[ask][situation]") {
  const Reading gone = testing::first_reading(
      "Was a guard minion out? Yes, but I defeated it earlier this turn. Attacker? Black Panther, "
      "ATK 2. Target? Klaw, 7 hit points. Damage on Klaw?",
      "mc");
  CHECK(gone.fact("minion", "guard").empty());
  // Near miss: "Yes, a Hydra Mercenary engaged with me" is one there.
  const Reading there = testing::first_reading(
      "Was a guard minion out? Yes, a Hydra Mercenary engaged with me. Attacker? Black Panther, "
      "ATK 2. Target? Klaw, 7 hit points. Damage on Klaw?",
      "mc");
  CHECK(there.fact("minion", "guard") == "true");
}
