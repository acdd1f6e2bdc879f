// A table reported with its players named ("Alice attacks with her
// Storm", "Player B's Black Cat attacks"), told back as the asker and the
// other player before it is read.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "query/ask/named_players.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

// The games' words, as the vocabulary and the rulebooks know them, for
// these tests alone.
bool known(const std::string& w) {
  static const std::set<std::string> kKnown = {
      "storm",     "iceman",      "herald", "galactus", "silver", "surfer", "black", "cat",
      "kingpin",   "the",         "player", "what",     "how",    "is",     "where", "fast",
      "speedball", "quicksilver", "okoye",  "reserve",  "pool",   "field",  "zone"};
  return kKnown.count(w) > 0;
}

bool keyword(const std::string& w) {
  return w == "fast" || w == "overcrush";
}

std::string told(const std::string& text) {
  return named_players_as_seats(text, known, keyword);
}

}  // namespace

TEST_CASE("named players: the one who attacks is the asker", "[ask][situation]") {
  CHECK(told("Alice attacks with her Storm (5A/5D). Bob, at 16 life, declares no blockers. What "
             "is Bob's life?") ==
        "I attack with my Storm (5A/5D). The other player, at 16 life, declares no blockers. "
        "What is their life?");
  CHECK(told("Player B's Black Cat (4A/2D) attacks and Player A blocks with a 3A/4D Kingpin.") ==
        "my Black Cat (4A/2D) attacks and the other player blocks with a 3A/4D Kingpin.");
  // Otherwise the one named first, or Player A.
  CHECK(told("Bob is at 8 life when his Clear and Draw Step begins. His bag holds two dice.") ==
        "I am at 8 life when my Clear and Draw Step begins. my bag holds two dice.");
  CHECK(told("Player B's Okoye defends against an attack on Player A's Iceman. Player B "
             "declares it.") ==
        "Their Okoye defends against an attack on my Iceman. The other player declares it.");
  // A pronoun in an opening phrase goes with the player after it.
  CHECK(told("Bob is at 2 life. During her turn, Alice uses an ability.") ==
        "The other player is at 2 life. During my turn, I use an ability.");
  CHECK(told("Yuki attacks with Professor X (1A/3D); Ren blocks with Magneto (3A/4D).") ==
        "I attack with Professor X (1A/3D); the other player blocks with Magneto (3A/4D).");
  // The character whose power a player uses does it.
  CHECK(told("Alice declares it. Alice uses his basic thwart. Alice uses Okoye's attack.") ==
        "I declare it. he uses his basic thwart. Okoye uses Okoye's attack.");
}

TEST_CASE("named players: near misses are left alone", "[ask][situation]") {
  for (const std::string kept :
       {// A character the vocabulary lacks, doing what dice do.
        "Speedball blocks with Fast (3A/2D) against Quicksilver (4A/3D).",
        "Grundy's damage is 3 and Grundy is KO'd.",
        // A seat the readers know already.
        "The active player attacks with a 4A/3D die; Player B, on 11 life, blocks nothing.",
        // Told by one of the players.
        "Jo was on 15 life and chumped my Juggernaut with a Beast.",
        // Three players.
        "Alice declares an attack, Bob declares a block and Carol declares nothing.",
        // Pronouns and contractions are no names.
        "They're at 15 life. He pays 2.", "player 2 blocks with a sidekick."})
    CHECK(told(kept) == kept);
  // "her" of a character is not the player's.
  CHECK(told("Alice declares an attack. Black Cat uses her basic attack.") ==
        "I declare an attack. Black Cat uses her basic attack.");
}

TEST_CASE("named players: a judge's report reads as the asker's", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Alice attacks with her 6A/5D Surfer, and Bob blocks with his 2A/4D Herald. Bob is at 12 "
      "life. Where does Bob's Herald end up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("p2", "life") == "12");
}

TEST_CASE("dm names: stats then a name after 'with' or 'and' name a die", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I attack with 3A/3D Hawkeye and 4A/4D Thor; my opponent blocks nothing. They're at 10 "
      "life. Life after?",
      "dm");
  CHECK(r.fact("attacker2", "a") == "4");
  CHECK_FALSE(r.has("blocker"));
}

TEST_CASE("dm roles: 'X is my attacker' is the same die", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Kitty Pryde (4A/2D) is my attacker. My opponent, at 7 life, doesn't block her. Their life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK_FALSE(r.has("attacker2"));
  // Near miss: "is my attacker KO'd?" asks.
  const Reading q = testing::first_reading(
      "my 6A/6D gets blocked by a 1A/1D with deadly, is my attacker KO'd", "dm");
  CHECK(q.fact("blocker", "a") == "1");
}

TEST_CASE("dm roles: 'no blocks against my Gambit and my Rogue' names the attackers",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The opponent declares no blocks against my Gambit (3A/2D) and my Rogue (2A/2D). They're "
      "at 10 life. Life?",
      "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK_FALSE(r.has("blocker"));
  // Near miss: "against" as an attack still is one.
  const Reading a =
      testing::first_reading("My 5A/4D Hulk against their 2A/3D Loki. Who is KO'd?", "dm");
  CHECK(a.fact("blocker", "d") == "3");
}

TEST_CASE("named players: a streamer's 'in for Jordan' names whose attack it is",
          "[ask][situation]") {
  CHECK(told("Daredevil swings in for Jordan, four attack, three defense, and Alex blocks with "
             "Kingpin.") ==
        "Daredevil swings in, four attack, three defense, and the other player blocks with "
        "Kingpin.");
  const Reading r = testing::first_reading(
      "Daredevil lunges in for Jordan, four attack, three defense, and Alex blocks with Kingpin, "
      "three attack, four defense, Alex on 12 life. Where does each die end up?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("p2", "life") == "12");
  // Near misses: "for" an amount, or a name that goes on.
  for (const std::string kept : {"Alex attacks for 3 damage.", "Hulk goes in for Alex's sake.",
                                 "Rhino attacks and Alex defends for Jordan."})
    CHECK(told(kept) == kept);
}
