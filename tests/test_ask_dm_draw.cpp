// The Clear and Draw Step as players set it out: the dice each zone holds
// ("a Sidekick on its shield face in my Reserve Pool", "1 unspent sidekick
// (shield) in reserve"), the game's first turn in its other words ("the
// opening turn", "my first Clear and Draw Step"), and a Reserve Pool told
// as a state, not asked about, which does not take the question on to the
// roll.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm draw: one die told in the Reserve Pool, in a bracket or with 'a'",
          "[ask][situation]") {
  const Reading bracket = testing::first_reading(
      "clear n draw: 1 leftover sidekick (mask) in reserve, 3 in bag, 2 in used, life 12. prep "
      "after?",
      "dm");
  CHECK(bracket.fact("reserve", "dice") == "1");
  CHECK(bracket.fact("bag", "dice") == "3");
  CHECK(bracket.fact("p1", "life") == "12");
  const Answer a = testing::ask_dm(
      "My turn starts. There is a Sidekick still showing its fist face in my Reserve Pool, my bag "
      "has 3 dice and my Used Pile has 1. How many dice are in my Prep Area after Clear and "
      "Draw?");
  CHECK(a.reading.fact("reserve", "dice") == "1");
  CHECK(a.reading.fact("turn", "roll").empty());
  REQUIRE(a.report);
  // 3 drawn, the Used Pile (its die and the cleared one) into the bag, 1 more.
  CHECK(a.report->values.at("p1.prep") == "4");
}

TEST_CASE("dm draw: an empty Reserve Pool told is no roll, one asked about is",
          "[ask][situation]") {
  const Reading told = testing::first_reading(
      "I'm at 7 life, 1 die in my bag, nothing in my Used Pile or my Reserve Pool. What happens "
      "when I draw?",
      "dm");
  CHECK(told.fact("turn", "roll").empty());
  const Reading asked = testing::first_reading(
      "I'm at 7 life, 3 dice in my bag and my used pile is empty. After I draw, how many dice "
      "land in my Reserve Pool?",
      "dm");
  CHECK(asked.fact("turn", "roll") == "true");
}

TEST_CASE("dm draw: the first turn in other words, 'First,' telling the order is not it",
          "[ask][situation]") {
  for (const char* q :
       {"On the opening turn, the starting player draws from a bag of 8 Sidekick dice. How many "
        "go to the Prep Area?",
        "very start of the game and I'm the first player, 8 sidekicks in my bag. my first Clear "
        "and Draw: how many in prep?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("turn", "first") == "true");
  }
  const Reading order = testing::first_reading(
      "Start of my turn. First, my bag has 2 dice. Then I draw with 1 die in my Used Pile. How "
      "many dice are in my Prep Area?",
      "dm");
  CHECK(order.fact("turn", "first").empty());
  CHECK(order.fact("bag", "dice") == "2");
  // "turn 1" said as the turn; "turn 1 die", "turn, one die" count dice.
  CHECK(
      testing::first_reading("going first, turn 1, 8 sidekicks in my bag: how many in prep?", "dm")
          .fact("turn", "first") == "true");
  for (const char* q : {"On my turn 1 die is left in my bag and my used pile has 5 dice. How many "
                        "do I draw?",
                        "It's my turn, one die left in my bag, used pile has 5 dice. I draw."})
    CHECK(testing::first_reading(q, "dm").fact("turn", "first").empty());
}

TEST_CASE("dm draw: 'their life total is 10'", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "In Clear and Draw their bag holds 1 die and their Used Pile is empty; their life total is "
      "9. Life after the draw?",
      "dm");
  CHECK(r.fact("p1", "life") == "9");
  // Near miss: the life total asked is no life told.
  const Reading asked = testing::first_reading(
      "In Clear and Draw my bag holds 1 die, used pile empty. Is my life total 17 after?", "dm");
  CHECK(asked.fact("p1", "life").empty());
  // Near miss: the opponent's life total is not the drawing player's.
  const Reading theirs = testing::first_reading(
      "clear and draw. my opponent's life total is 2. my bag has 1 die and my used pile is "
      "empty. what happens?",
      "dm");
  CHECK(theirs.fact("p1", "life").empty());
}

TEST_CASE("dm draw: 'used 5, life 10' told as a list", "[ask][situation]") {
  const Reading r =
      testing::first_reading("clear n draw: bag 3 dice, used 5, life 10. how many drawn?", "dm");
  CHECK(r.fact("used", "dice") == "5");
  CHECK(r.fact("p1", "life") == "10");
  // Near miss: "used" as a verb with what it used is no pile.
  const Reading verb = testing::first_reading(
      "clear n draw: bag has 3 dice, I used 2 energy last turn, used pile empty, 10 life.", "dm");
  CHECK(verb.fact("used", "dice") == "0");
  CHECK(verb.fact("p1", "life") == "10");
}

TEST_CASE("dm draw: a pile asked about after its count is told keeps the count",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Bag has 2 dice, Used Pile has 5 dice. Clear and Draw: how many dice in prep, bag and used "
      "pile after?",
      "dm");
  CHECK(r.fact("bag", "dice") == "2");
  CHECK(r.fact("used", "dice") == "5");
  // Near miss: told empty, asked after: still empty.
  const Reading empty = testing::first_reading(
      "Bag has 2 dice and my used pile is empty. Clear and draw: how many in the used pile after?",
      "dm");
  CHECK(empty.fact("used", "dice") == "0");
}

TEST_CASE("dm draw: 'from my bag of 8' is what the bag holds, not the 4 drawn",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "It is the first turn. I draw 4 dice from my bag of 8 Sidekicks. How many in prep?", "dm");
  CHECK(r.fact("bag", "dice") == "8");
  // Near miss: "of" with no number after it.
  const Reading n = testing::first_reading(
      "I draw 4 dice from my bag of dice, it holds only 3. How many in prep?", "dm");
  CHECK(n.fact("bag", "dice") != "8");
}

TEST_CASE("dm draw: dice already in the Prep Area stay there through the draw",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Start of my turn: 1 die in my bag, 4 in my used pile. 2 dice in my prep area (KO'd last "
      "turn) and 1 sidekick still on wild energy in my reserve. After clear and draw, how many "
      "in my prep area, bag, and used pile?");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.prep") == "6");
  // Near misses: the count the draw makes, said or asked ("so I end with 5
  // dice in my Prep Area?").
  const Reading r = testing::first_reading(
      "Ant-Man with Swarm is active. I draw 4 dice: another Ant-Man and three Sidekicks. Does "
      "Swarm make me draw one extra die, so I end with 5 dice in my Prep Area?",
      "dm");
  CHECK(r.fact("prep", "dice").empty());
}

TEST_CASE("dm draw: another's Prep Area, or dice sent from it, are not the drawer's",
          "[ask][situation]") {
  for (const char* q :
       {"My opponent has 3 dice in their prep area. It's my turn and my bag has 8 dice. How many "
        "dice do I roll?",
        "I had 2 dice in my prep area but my opponent's ability sent them to my used pile. Bag "
        "has 8. How many dice do I roll?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("prep", "dice").empty());
  }
}

TEST_CASE("dm draw: 'Bag and Prep Area: empty', 'bag EMPTY' hold nothing", "[ask][situation]") {
  const Reading listed = testing::first_reading(
      "Clear and Draw Step. Life: 15. Bag and Prep Area: empty. Used Pile: 1 Sidekick. Reserve "
      "Pool: 1 Sidekick on a fist face. How many dice in my prep area after?",
      "dm");
  CHECK(listed.fact("bag", "dice") == "0");
  CHECK(listed.fact("used", "dice") == "1");
  CHECK(testing::first_reading("Clear & Draw at 15 life, bag EMPTY, prep empty, 1 Sidekick in "
                               "Used. Life after?",
                               "dm")
            .fact("bag", "dice") == "0");
  // Near misses: a count told before it wins; "nothing" of the zone after.
  CHECK(testing::first_reading("clear and draw, only 2 dice in bag n used pile is empty, im at "
                               "10 life. life after the draw?",
                               "dm")
            .fact("bag", "dice") == "2");
  CHECK(testing::first_reading("at my clear and draw there's only 1 die in my bag and nothing in "
                               "my used pile. I'm at 20 life.",
                               "dm")
            .fact("bag", "dice") == "1");
}

TEST_CASE("dm draw: a draw an ability makes in the Main Step is left out", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Main step, a card ability makes me draw 3 dice and put them in my prep area. Only 1 die in "
      "my bag, used pile and prep area empty. I'm at 12. What's my life?",
      "dm");
  CHECK_FALSE(r.not_simulated.empty());
  // Near miss: the Clear and Draw Step itself, with the bag short.
  CHECK(
      testing::first_reading(
          "Clear and Draw: only 1 die in my bag, used pile empty. I'm at 12. What's my life?", "dm")
          .not_simulated.empty());
}

TEST_CASE("dm draw: a count told of the bag anywhere wins over 'empty', 'Reserve: 2 energy'",
          "[ask][situation]") {
  CHECK(testing::first_reading("Bag: empty? No wait, bag has 3 dice. Used pile: empty. Life 10. "
                               "Clear and draw. Life after?",
                               "dm")
            .fact("bag", "dice") == "3");
  CHECK(testing::first_reading("Bag: nothing but 2 sidekicks. Used pile: empty. Life 10. Clear "
                               "and draw. Life after?",
                               "dm")
            .fact("bag", "dice") == "2");
  CHECK(testing::first_reading("Start of turn. Reserve: 2 energy from last turn. Bag: empty. Used "
                               "pile: 1 die. Life 10. Clear and draw: life after?",
                               "dm")
            .fact("reserve", "dice") == "2");
}

TEST_CASE("dm draw: the bag's dice listed kind by kind are summed", "[ask][situation]") {
  const auto bag = [](const std::string& q) {
    return testing::first_reading(q, "dm").fact("bag", "dice");
  };
  CHECK(bag("Ant-Man with Swarm is active. My bag held another Ant-Man die and five Sidekicks. I "
            "do my Clear and Draw. How many are left in my bag?") == "6");
  CHECK(bag("Ant-Man (SWARM) is active. Bag = the other Ant-Man + 5 sidekicks. I draw 4. How many "
            "left in the bag?") == "6");
  // Near misses: a total, then what it is made of; another zone's count.
  CHECK(bag("Swarm die active. The bag holds 6 dice, another Foot Ninja and 5 Sidekicks. I draw "
            "4. How many left in the bag?") == "6");
  CHECK(bag("My bag has 3 dice and 2 in the used pile. I draw 4. How many in prep?") == "3");
}

TEST_CASE("dm draw: on review, a count said after the bag's that is no die of it",
          "[ask][situation]") {
  const auto bag = [](const std::string& q) {
    return testing::first_reading(q, "dm").fact("bag", "dice");
  };
  CHECK(bag("My bag had 1 Sidekick and 2 turns ago I bought a Hulk. Used pile empty. I draw 4.") ==
        "1");
  CHECK(bag("My bag has 3 sidekicks, 2 of which I bought. Used pile empty. I draw 4.") == "3");
  CHECK(bag("My bag had 2 sidekicks and 2 energy worth of dice. Used pile empty. I draw 4.") ==
        "2");
}

TEST_CASE("draw: dice KO'd into the Prep Area are there before the draw", "[ask][situation]") {
  for (const char* q : {"Beast and Rogue were KO'd on my opponent's turn and are in my Prep Area. "
                        "My bag has 9 dice. After Clear and Draw, how many are in my Prep Area?",
                        "They KO'd my Beast and my Rogue, so both are in my Prep Area; my bag "
                        "holds 9 dice. Prep Area after my Clear and Draw?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.action == "draw");
    CHECK(r.fact("prep", "dice") == "2");
  }
  // Near miss: an empty Prep Area, whatever else is named.
  const Reading empty = testing::first_reading(
      "My Beast die with Swarm is active and my Prep Area is empty. My bag holds another Beast "
      "die and five Sidekicks. How many dice go to my Prep Area?",
      "dm");
  CHECK(empty.fact("prep", "dice").empty());
}

TEST_CASE("dm draw: zones counted in a dictated run-on and in long sentences", "[ask][situation]") {
  const Reading dictated = testing::first_reading(
      "start of my turn i have two energy dice i didnt spend still in my reserve pool one kod die "
      "sitting in my prep area three dice in my bag and six in my used pile um after clear and "
      "draw how many in prep",
      "dm");
  CHECK(dictated.fact("reserve", "dice") == "2");
  CHECK(dictated.fact("prep", "dice") == "1");
  CHECK(dictated.fact("used", "dice") == "6");
  const Reading first_count = testing::first_reading(
      "um clear and draw my bag has exactly four dice and my used pile has five nothing in "
      "reserve or prep so how many in my bag after",
      "dm");
  CHECK(first_count.fact("used", "dice") == "5");
  const Reading empty = testing::first_reading(
      "so start of my turn im at six life my bag is empty theres one die in my used pile and one "
      "kod die in prep um how many do i actually draw and whats my life",
      "dm");
  CHECK(empty.fact("bag", "dice") == "0");
  CHECK(empty.fact("prep", "dice") == "1");
  const Reading long_sentence = testing::first_reading(
      "My Used Pile had 6 and my bag had 3. One die was already in my Prep Area from getting "
      "KO'd. And 2 energy dice I never spent on his turn were still in my Reserve Pool. How many "
      "dice are in my bag after Clear and Draw?",
      "dm");
  CHECK(long_sentence.fact("reserve", "dice") == "2");
  CHECK(long_sentence.fact("prep", "dice") == "1");
  // Near misses: the bag emptied by the draw, and a count someone heard
  // of, are not the zones before it.
  const Reading after = testing::first_reading(
      "swarm triggers on my draw but bag is empty after my 4 and used pile is empty too. do i "
      "lose 1 life? im at 12",
      "dm");
  CHECK(after.fact("bag", "dice") != "0");
  const Reading heard = testing::first_reading(
      "I've heard you only draw up to 4 total in Prep, though. Facts: my Green Goblin die and a "
      "Sidekick die were KO'd during my opponent's turn and are in my Prep Area; my bag has 5 "
      "dice; my Used Pile is empty. How many dice are in my Prep Area after Clear and Draw?",
      "dm");
  CHECK(heard.fact("prep", "dice") != "4");
}

TEST_CASE("dm draw: 'my opponent went first and already finished his turn' is the turn order",
          "[ask][situation]") {
  const Reading order = testing::first_reading(
      "My bag had just my 8 Sidekicks. My opponent went first and already finished his turn. "
      "This is my first turn of the game. How many dice are in my Prep Area after my draw?",
      "dm");
  CHECK(order.fact("turn", "second-player") == "true");
  // Near miss: an event said to be finished is still history.
  const Reading over = testing::first_reading(
      "Last turn my opponent went first and attacked me, that's finished. My bag had just my 8 "
      "Sidekicks. This is my first turn of the game. How many dice are in my Prep Area after my "
      "draw?",
      "dm");
  CHECK(over.fact("turn", "second-player").empty());
}

TEST_CASE("dm draw: 'Player B took the first turn of the game' makes Player A the second player",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Player B took the first turn of the game. It is now Player A's first turn; Player A's bag "
      "holds their 8 Sidekick dice and every other zone of Player A's is empty. After Player A's "
      "Clear and Draw Step, how many dice are in Player A's Prep Area?",
      "dm");
  CHECK(r.fact("turn", "second-player") == "true");
  // Near miss: the asker taking the first turn draws as the first player.
  const Reading mine = testing::first_reading(
      "I took the first turn of the game. My bag holds my 8 Sidekick dice. It is my first turn. "
      "How many dice are in my Prep Area after Clear and Draw?",
      "dm");
  CHECK(mine.fact("turn", "second-player").empty());
}

TEST_CASE("dm draw: the Swarm die's copies among the four dice drawn, listed by name",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My turn start. I have Brood with Swarm active in my field. In my bag is 9 dice: 2 Brood "
      "and 7 Sidekick. My Prep Area, Used Pile and Reserve Pool are empty. I draw Brood, "
      "Sidekick, Brood, Sidekick, and after Sidekick, Sidekick. How many dice I draw in total?",
      "dm");
  CHECK(r.fact("swarm", "copies") == "2");
  CHECK(r.fact("bag", "dice") == "9");
  // Near miss: one copy among the four listed is one.
  const Reading one = testing::first_reading(
      "My turn start. I have Brood with Swarm active in my field. My bag has 9 dice. I draw "
      "Brood, Sidekick, Sidekick, Sidekick, then one more Sidekick. How many dice I draw?",
      "dm");
  CHECK(one.fact("swarm", "copies") == "1");
}

TEST_CASE("dm draw: Swarm copies counted ('2 ninjas + 2 SK') or listed after a colon", "[ask]") {
  const Reading counted = testing::first_reading(
      "hand ninja (swarm) active. bag 9, reserve + prep empty. drew 4 = 2 ninjas + 2 SK, extras "
      "were SKs. total drawn?",
      "dm");
  CHECK(counted.fact("swarm", "copies") == "2");
  const Reading listed = testing::first_reading(
      "Foot Ninja Swarm active. bag 2 Foot Ninja + 6 SK. draws: Ninja, SK, Ninja, SK, then extras "
      "SK, SK. drawn? bag left?",
      "dm");
  CHECK(listed.fact("swarm", "copies") == "2");
  // Near miss: four dice counted that are not the Swarm die's.
  const Reading none = testing::first_reading(
      "hand ninja (swarm) active. bag 9. drew 4 = 2 beasts + 2 SK. total drawn?", "dm");
  CHECK(none.fact("swarm", "copies") == "1");
}
