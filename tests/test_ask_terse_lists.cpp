// Questions typed as a terse list of facts: "Thor ATK 3 -> drone 3hp /
// drone dies - retaliate dmg to Thor?", "Crossbones ATK 3 overkill / boost 1
// / defender Maria Hill 2hp". An arrow is "into", a slash between spaces
// parts the facts as a comma does, and "defender X" labels X.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/vocabulary.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using query::ask::Reading;

TEST_CASE("terse lists: an arrow is 'into', a spaced slash parts the facts", "[ask]") {
  std::vector<char> breaks;
  const std::vector<std::string> words =
      query::ask::question_words("Thor ATK 3 -> drone / dies → Rhino", &breaks);
  CHECK(words ==
        std::vector<std::string>{"thor", "atk", "3", "into", "drone", "dies", "into", "rhino"});
  CHECK(breaks[4] == ',');
  // Near miss: a slash inside a word stays in it ("5a/3d").
  const std::vector<std::string> stats = query::ask::question_words("a 5a/3d die", &breaks);
  CHECK(stats == std::vector<std::string>{"a", "5a/3d", "die"});
}

TEST_CASE("terse lists: a Marvel Champions attack as a list of facts", "[ask][situation]") {
  const Reading arrow = testing::first_reading(
      "Thor ATK 3 -> drone 3hp retaliate 1 / drone dies - retaliate dmg to Thor?", "mc");
  CHECK(arrow.action == "player-attack");
  CHECK(arrow.fact("minion", "hp") == "3");
  const Reading label = testing::first_reading(
      "Crossbones ATK 3 overkill / boost 1 / defender Maria Hill 2hp / hero Black Panther - Maria "
      "dead?",
      "mc");
  CHECK(label.defender == "ally");
  CHECK(label.fact("ally", "hp") == "2");
  // Near miss: "defends" after the enemy's name is still the one named.
  const Reading verb = testing::first_reading(
      "Rhino ATK 2 / boost 1 icon / Spidey DEF 3 defends - dmg to Spidey?", "mc");
  CHECK(verb.defender == "hero");
}

TEST_CASE("terse lists: '+1 attachment' modifies the stat before it", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Rhino ATK 2 +1 attachment / boost 1 icon / Spidey DEF 3 defends - dmg to Spidey?", "mc");
  CHECK(r.fact("villain", "atk") == "2");
  CHECK(r.fact("villain", "modify") == "+1atk");
  CHECK(r.fact("villain", "boost") == "1");
}

TEST_CASE("terse lists: 'opp 15' is the opponent's life", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Mystique 3A/2D Infiltrate / unblocked / use Infiltrate / opp 15 - opp life?", "dm");
  CHECK(r.fact("p2", "life") == "15");
  CHECK(testing::first_reading("unblocked 3/3 immortal wolvie, opp 9 -> 6", "dm")
            .fact("p2", "life") == "9");
  // Near misses: a count of dice, damage.
  CHECK(testing::first_reading("opp 2 sidekicks block my 4/4, i split 2 and 2", "dm")
            .fact("p2", "life")
            .empty());
  CHECK(testing::first_reading("my 3/3 attacks, opp 2 dmg on his 2/4 blocker", "dm")
            .fact("p2", "life")
            .empty());
}

TEST_CASE("terse lists: a hero's 'basic attack' with an arrow, or ending its item, attacks",
          "[ask][situation]") {
  const Reading arrow = testing::first_reading(
      "Spidey ATK 2 basic attack -> Shocker (3hp, retaliate 1). dmg on Shocker?", "mc");
  CHECK(arrow.action == "player-attack");
  CHECK(arrow.fact("minion", "hp") == "3");
  const Reading item = testing::first_reading(
      "Ultron final stage 22hp / 20 dmg / Thor ATK 3 basic attack - Ultron defeated?", "mc");
  CHECK(item.action == "player-attack");
  CHECK(item.fact("villain", "damage") == "20");
  // Near miss: the basic attack asked about is no attack made.
  CHECK(testing::first_reading("Ultron 22hp / Thor ATK 3 basic attack?", "mc").action !=
        "player-attack");
}

TEST_CASE("terse lists: an arrow before a short question ends the facts, '@' is 'at'", "[ask]") {
  std::vector<char> breaks;
  const std::vector<std::string> w =
      query::ask::question_words("all dmg on beast -> thor ko'd? opp @20", &breaks);
  CHECK(w ==
        std::vector<std::string>{"all", "dmg", "on", "beast", "thor", "ko'd", "opp", "at", "20"});
  CHECK(breaks[3] == '.');
  // Near misses: an arrow before a number, or before a question mark
  // alone, or a long sentence, stays "into".
  CHECK(query::ask::question_words("thor -> drone 3hp?")[1] == "into");
  CHECK(query::ask::question_words("opp at 20 -> ?")[3] == "into");
}

TEST_CASE("terse lists: a veteran's shorthand ('blk'd', 'vill', 'ovc', 'all dmg on')",
          "[ask][situation]") {
  const Reading vill =
      testing::first_reading("vill atk 2 + boost 1 -> spidey def 3 blocks, dmg?", "mc");
  CHECK(vill.fact("villain", "atk") == "2");
  CHECK(vill.defender == "hero");
  const Reading ovc =
      testing::first_reading("hulk 6a/6d ovc blk'd by SK 1a/1d, opp @20 -> life after?", "dm");
  CHECK(ovc.fact("attacker", "overcrush") == "true");
  CHECK(ovc.fact("blocker", "a") == "1");
  CHECK(ovc.fact("p2", "life") == "20");
  const Reading all = testing::first_reading(
      "Thor 5A/4D attacks, blocked by Cyclops 2A/4D and Beast 1A/3D, all dmg on beast. Is Thor "
      "KO'd?",
      "dm");
  CHECK(all.fact("split", "blocker2") == "all");
  CHECK(all.fact("split", "blocker").empty());
}

TEST_CASE("terse lists: 'w/ 1 cons' is consequential damage", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "maria hill 2hp, thw 2 w/ 1 cons. break-in has 5 thr. she thw main -> threat left? dmg on "
      "her? defeated?",
      "mc");
  CHECK(r.fact("ally", "consequential") == "1");
  CHECK(r.fact("ally", "hp") == "2");
}
