// Two players' heroes told apart: "Player A's" and "Player B's" (or the
// bracket after "Player B"), a minion "engaged only with" a player, the
// other player's hero attacking before the asker's, and a value told of
// someone the reader cannot name, which leaves the outcome unstated.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/named_players.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return testing::first_reading(q, "mc");
}

}  // namespace

TEST_CASE("mc two players: Player A and Player B name whose hero", "[ask][situation]") {
  const Reading r = read(
      "Player B's Black Panther (ATK 2) and Player A's Hulk (ATK 4) both attack Ultron. Damage "
      "on Ultron?");
  CHECK(r.fact("hero", "atk") == "4");
  CHECK(r.fact("hero2", "atk") == "2");
  const Reading bracket = read(
      "A guard minion is engaged with Player B (Thor, ATK 3). Player A's Iron Man (ATK 1) "
      "attacks Klaw, then Thor attacks Klaw. Damage on Klaw?");
  CHECK(bracket.fact("hero", "atk") == "1");
  CHECK(bracket.fact("hero2", "atk") == "3");
  CHECK(bracket.fact("minion", "player") == "p2");
  // Near miss: Player B's hero alone is the one asked about.
  const Reading alone =
      read("Player B's She-Hulk (ATK 3) attacks Klaw, who has 2 damage. Damage on Klaw?");
  CHECK(alone.fact("hero", "atk") == "3");
  CHECK_FALSE(alone.has("hero2"));
}

TEST_CASE("mc two players: 'engaged only with' a player", "[ask][situation]") {
  const Reading r = read(
      "A Hydra Soldier with guard is engaged only with player two (Thor, ATK 3). Player one's "
      "Hulk (ATK 4) attacks Klaw, then Thor attacks Klaw. Damage on Klaw?");
  CHECK(r.fact("minion", "player") == "p2");
  // Near miss: a hero of the other player's named in the next sentence is
  // not the one it is engaged with.
  const Reading next = read(
      "A Hydra Soldier with guard is engaged with my Hulk only. My friend's Thor (ATK 3) "
      "attacks Klaw. Damage on Klaw?");
  CHECK(next.fact("minion", "player").empty());
}

TEST_CASE("mc two players: the other player's hero attacks first", "[ask][situation]") {
  const Reading r = read(
      "A guard minion (3 hit points) is engaged with my Hulk. My friend's Thor (ATK 3) attacked "
      "Klaw, then my Hulk (ATK 4) attacked the minion. Damage on Klaw and on the minion?");
  CHECK(r.fact("attack", "by") == "hero2");
  CHECK(r.fact("attack", "then") == "ally");  // Hulk, an ally in the core set
  // Near miss: the other player's hero attacking alone is not said to be
  // the attacker (often the asker's own, misread), and nothing is run.
  AskOptions mc;
  mc.game = "mc";
  const Answer alone = ask(testing::test_catalog(),
                           "My friend's Thor (ATK 3) attacked Klaw, who had no damage. Damage "
                           "on Klaw?",
                           mc);
  CHECK(alone.reading.fact("attack", "by").empty());
}

TEST_CASE("mc: a value told of no one the reader can name leaves the outcome unstated",
          "[ask][situation]") {
  AskOptions mc;
  mc.game = "mc";
  const Answer a = ask(testing::test_catalog(),
                       "Stunned heroes can still attack, right? She's stunned, and I used my "
                       "basic attack (ATK 3) on Klaw, who had 2 damage of 14 hit points. Damage "
                       "on Klaw?",
                       mc);
  CHECK_FALSE(a.report);
  // Near miss: a status asked about is not told.
  const Reading asked = read(
      "My Thor (ATK 3) attacks Klaw (2 damage of 14 hit points). Damage on Klaw, and is she "
      "exhausted?");
  CHECK(asked.unfounded().empty());
}

TEST_CASE("mc two players: the other player's character defends for the asker",
          "[ask][situation]") {
  const Reading hero = read(
      "2p. Klaw ATK 3 attacks me (Thor); my friend exhausts Hulk (DEF 2, 14 hp) to defend for "
      "me.");
  CHECK(hero.defender == "hero2");
  CHECK(hero.fact("hero2", "def") == "2");
  const Reading ally = read(
      "2p. Klaw ATK 3 attacks me (Thor); my friend exhausts his Hawkeye (1 hp) to defend for me.");
  CHECK(ally.fact("ally", "player") == "p2");
  CHECK(ally.fact("hero2", "exhausted").empty());
  const Reading own = read(
      "Two players. Klaw (ATK 3) attacked the Thor player. The Hulk player exhausted his own ally "
      "Hawkeye (1 hit point) to defend for Thor.");
  CHECK(own.fact("ally", "player") == "p2");
  CHECK(own.fact("hero2", "exhausted").empty());
  // Near miss: my own ally, said "my", is mine.
  const Reading mine = read(
      "2p. Klaw ATK 3 attacks me (Thor); my friend watches as I exhaust my Hawkeye (1 hp) to "
      "defend.");
  CHECK(mine.fact("ally", "player").empty());
}

TEST_CASE("mc two players: a guard minion told with a relative clause", "[ask][situation]") {
  const Reading r = read(
      "Two players. The Hydra Soldier, which has guard, is engaged with my friend's Hulk. My Thor "
      "(ATK 3) attacks Klaw, then Hulk (ATK 4) attacks Klaw.");
  CHECK(r.fact("minion", "player") == "p2");
}

TEST_CASE("mc two players: 'player one's' said in two words", "[ask][situation]") {
  const Reading r = read(
      "A Hydra Soldier with guard is engaged only with player two (Thor, ATK 3). Player one's "
      "Hulk (ATK 4) attacks Klaw.");
  CHECK(r.fact("hero", "atk") == "4");
  CHECK(r.fact("hero2", "atk") == "3");
}

TEST_CASE("mc two players: the partner's attack on the villain, then mine on a minion",
          "[ask][situation]") {
  AskOptions mc;
  mc.game = "mc";
  const Answer a = ask(testing::test_catalog(),
                       "My friend's Thor (ATK 5) attacked Klaw (14 hp), then my Spider-Man (ATK "
                       "1) attacked the Hydra Soldier (3 hp). Is the Soldier defeated?",
                       mc);
  REQUIRE(a.report);
  CHECK(a.report->values.at("villain.damage") == "5");
  CHECK(a.report->values.at("minion.damage") == "1");
}

TEST_CASE("mc two players: a guard minion the other player has", "[ask][situation]") {
  CHECK(read("My friend has the guard minion in front of them. Can my Thor (ATK 3) attack Klaw?")
            .fact("minion", "player") == "p2");
  CHECK(read("guard minion is engaged w/ my mate not me. can my thor (atk 3) hit klaw?")
            .fact("minion", "player") == "p2");
  // Near miss: the one I have is mine.
  CHECK(read("I have a guard minion engaged with me. Can my Thor (ATK 3) attack Klaw?")
            .fact("minion", "player")
            .empty());
}

TEST_CASE("mc two players: a friend watching a solo game is no second player", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "I was running Star-Lord alone against Ronan while my buddy Priya watched. Star-Lord was at "
      "10 hit points with 5 damage. Ronan (ATK 3) attacked, undefended, 3 boost icons. Am I "
      "eliminated?",
      "mc");
  CHECK_FALSE(r.has("hero2"));
  // Near miss: a friend playing is a second player.
  CHECK(testing::first_reading(
            "Two players: my buddy plays She-Hulk. Rhino (ATK 3) attacks me, Spider-Man (10 "
            "hit points), undefended. Am I eliminated?",
            "mc")
            .has("hero2"));
}

TEST_CASE("a name allies share with hit points no ally has is the identity, 'me on X'",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "In a two-player game, if the Hydra Bomber minion (ATK 2) engaged with me attacked my "
      "Hawkeye "
      "(9 hit points, 8 damage) and I didn't defend, while my partner's Spider-Woman sat at 11 hit "
      "points with 3 damage, would I be eliminated?",
      "mc");
  CHECK(r.fact("hero", "hp") == "9");
  CHECK(r.fact("hero2", "hp") == "11");
  CHECK_FALSE(r.has("ally"));
  const Reading on = testing::first_reading(
      "so two players me on hawkeye nine hit points eight damage and my buddy on spider-woman "
      "eleven hit points three damage and the hydra bomber minion engaged with me has two attack "
      "and hits hawkeye and i don't defend so am i eliminated",
      "mc");
  CHECK(on.fact("hero", "damage") == "8");
  CHECK(on.fact("hero2", "damage") == "3");
  // Near miss: the ally's own few hit points keep it an ally.
  const Reading ally = testing::first_reading(
      "I'm Spider-Man (10 hit points). A Hydra Soldier (ATK 2) attacks me and my ally Hawkeye (3 "
      "hit points) defends. Boost 0. Is Hawkeye defeated?",
      "mc");
  CHECK(ally.fact("ally", "hp") == "3");
}

TEST_CASE("two named players who 'play against' the villain are the table's seats",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Quentin (first player, Hawkeye, 9 hit points, 8 damage) and Rosa (Spider-Woman, 11 hit "
      "points, 3 damage) play against Mutagen. A Hydra Bomber minion (ATK 2) engaged with Quentin "
      "attacks Quentin's Hawkeye, and Quentin does not defend. Is Quentin eliminated?",
      "mc");
  CHECK(r.fact("hero", "damage") == "8");
  CHECK(r.fact("hero2", "hp") == "11");
  // Near miss: two unknown names joined with "and" that do not play are
  // no players ("Pyro and Grundy attack").
  CHECK(query::ask::named_players_as_seats(
            "Pyro (2A/2D) and Grundy (3A/3D) attack; the opponent blocks Pyro with Hulk.",
            [](const std::string&) { return false; }, [](const std::string&) { return false; }) ==
        "Pyro (2A/2D) and Grundy (3A/3D) attack; the opponent blocks Pyro with Hulk.");
}

TEST_CASE("mc two players: 'I'm player one on Spider-Man' names the asker's hero",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My partner, who plays Captain Marvel, says something else. I'm player one on Spider-Man "
      "with 10 hit points and 7 damage, and Klaw's ATK 2 attack hit me undefended with a 2-icon "
      "boost. Is Spider-Man defeated?",
      "mc");
  CHECK(r.fact("hero", "hp") == "10");
  CHECK(r.fact("hero", "damage") == "7");
  // Near miss: "on" said of a scheme after "I'm" names no hero.
  const Reading scheme = testing::first_reading(
      "I'm Spider-Man (THW 1). My partner plays Captain Marvel. I'm on the main scheme with my "
      "thwart: it has 5 threat. Threat left?",
      "mc");
  CHECK(scheme.fact("hero", "thw") == "1");
}

TEST_CASE("mc two players: 'three player game' puts other players at the table",
          "[ask][situation]") {
  const Answer a = testing::ask_mc(
      "three player game avalanche the minion attack two attacks my phoenix and i dont defend and "
      "phoenix has eleven hit points with ten damage um is she defeated am i out and does the game "
      "end");
  CHECK(a.reading.has("hero2"));
  REQUIRE(a.report);
  CHECK(a.report->values.at("game.winner") == "none");
  // Near miss: "3 player damage" counts damage, not players.
  const Reading solo = testing::first_reading(
      "Avalanche (ATK 2) attacks my Phoenix (11 hit points, 10 damage) for 3 player damage, "
      "undefended. Am I out?",
      "mc");
  CHECK_FALSE(solo.has("hero2"));
}

TEST_CASE("mc two players: 'I control Captain America' names the asker's hero",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "In a two-player game, Player B controls Ant-Man and Player A controls Captain America (11 "
      "hit points, 2 damage on him, DEF 3). Taskmaster (ATK 3) attacks Ant-Man, and Player A "
      "exhausts Captain America to defend with his DEF 3. The boost card shows 1 boost icon.",
      "mc");
  CHECK(r.fact("hero", "hp") == "11");
  CHECK(r.defender == "hero");
  // Near miss: the other player's control is theirs.
  const Reading other = testing::first_reading(
      "Two players. My friend controls Ant-Man and I'm Captain America (11 hit points). "
      "Taskmaster (ATK 3) attacks Ant-Man and nobody defends, 1 boost icon. Damage on Ant-Man?",
      "mc");
  CHECK(other.fact("hero", "hp") == "11");
}
