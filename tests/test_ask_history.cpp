// A story's finished history: the events of a sentence that tells what
// happened before the situation are not read again; what it says is so now
// is.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/reading_parts.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

// The words left of `text`, joined, after the pass.
std::string kept(const std::string& text) {
  std::vector<char> breaks;
  std::vector<std::string> w = question_words(text, &breaks);
  drop_finished_history(w, breaks, [] { return std::vector<Named>(); });
  std::string out;
  for (const std::string& x : w) out += (out.empty() ? "" : " ") + x;
  return out;
}

}  // namespace

TEST_CASE("history: a finished event goes, what is so now stays", "[ask][situation]") {
  CHECK(kept("Two rounds ago Klaw hit me undefended for 3, so Panther is sitting on 4 damage, and "
             "all of that is done. Now Klaw attacks.") ==
        "so panther is sitting on 4 damage now klaw attacks");
  CHECK(kept("Last turn he'd gained 1 life, irrelevant, he's at 10 now. I attack.") ==
        "he's at 10 now i attack");
  // What stays in play or on a character stays: a card played, a status,
  // a token, damage "already" taken.
  CHECK(kept("Earlier I played Black Cat as an ally, done. Now Rhino attacks.") ==
        "earlier i played black cat as an ally now rhino attacks");
  CHECK(kept("We'd put a stunned card on Klaw last turn. Now he attacks.") ==
        "we'd put a stunned card on klaw last turn now he attacks");
}

TEST_CASE("history: 'in the first round she used a thwart event' is over by the story's now",
          "[ask][situation]") {
  CHECK(kept("In the first round she used a thwart event that removed 2 threat, so the main "
             "scheme is at 7 threat now. This turn she thwarts.") ==
        "so the main scheme is at 7 threat now this turn she thwarts");
}

TEST_CASE("history: near misses are read as they stand", "[ask][situation]") {
  // A question told wholly in the past is the situation.
  const std::string past = "Last game my Hulk (4 attack, 3 defense) got blocked by a 2/2. Right?";
  CHECK(kept(past) == "last game my hulk 4 attack 3 defense got blocked by a 2/2 right");
  // This turn's damage is still on the die.
  CHECK(kept("Earlier in the turn I dealt 2 damage to his 3A/5D. Now Rhino attacks.") ==
        "earlier in the turn i dealt 2 damage to his 3a/5d now rhino attacks");
  // "resolved" as the event itself, not its end.
  CHECK(kept("An attack by Rhino (ATK 2) is resolved against She-Hulk. How much damage?") ==
        "an attack by rhino atk 2 is resolved against she-hulk how much damage");
  // A description in brackets stays whole.
  CHECK(
      kept("I'm Spider-Man (10 hit points, 3 damage from last round's attack, resolved). Now "
           "Rhino attacks.") ==
      "i'm spider-man 10 hit points 3 damage from last round's attack resolved now rhino attacks");
}

TEST_CASE("history: the characters of a finished event stay named", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Two rounds ago Ultron attacked She-Hulk and she took 4 damage, so she's at 7 damage. All "
      "of that is done. Now Ultron (ATK 3, 1 boost icon) attacks her and she doesn't defend. She "
      "has 15 hit points. How much damage is on her?",
      "mc");
  CHECK(r.fact("hero", "damage") == "7");
  CHECK(r.fact("hero", "hp") == "15");
  // "Earlier" alone is this turn's: the damage is on the die.
  const Reading dm = testing::first_reading(
      "Earlier I dealt 3 damage to his 5/5 with an action. Now it blocks my 2/2. What happens?",
      "dm");
  CHECK(dm.fact("blocker", "damage") == "3");
}

TEST_CASE("history: a story's earlier attack is not the one asked about", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Our league night ran late. Last turn I had swung with everything and got my opponent down "
      "to 15 life; that turn is long over. This turn I attack with Black Widow (4A/3D) alone, and "
      "he "
      "blocks her with Bullseye (3A/4D). What's my opponent's life total?",
      "dm");
  CHECK(r.fact("p2", "life") == "15");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK_FALSE(r.has("attacker2"));
}

TEST_CASE(
    "history, on review: the enemy a pronoun after stands for stays named, a Dice "
    "Masters story's dice go with their finished event",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Rhino hit me for 3 two rounds ago, irrelevant. Now he attacks me with ATK 2 and boost 2 "
      "icons, undefended. I have 10 hp. How much damage do I take?",
      "mc");
  CHECK(r.action == "enemy-attack");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("hero", "atk").empty());
  const Reading dm = testing::first_reading(
      "Last turn my Cap 2/3 blocked his Hulk 5/5, done. Now his Thor 4/4 attacks me unblocked, "
      "I'm at 14. Life after?",
      "dm");
  CHECK(dm.fact("attacker", "a") == "4");
  CHECK_FALSE(dm.has("blocker"));
  CHECK_FALSE(dm.has("attacker2"));
}
