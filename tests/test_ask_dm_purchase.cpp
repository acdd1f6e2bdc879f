// Buying a Dice Masters die in a player's words: the card's cost and energy
// type ("costs 3 and is a mask card", "his energy type is fist"), and what
// is paid ("two bolts", "2 fist sidekicks", "a Basic Action die on double
// generic", "the wild as the fist" naming no new energy). A cost reduction
// is not read, so no purchase is simulated without it.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("dm purchase: the card's type said further on in its sentence", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Black Widow costs 3 and is a mask card. I have a mask, a fist and a bolt energy in my "
      "reserve pool. Can I buy her with those three?");
  CHECK(a.reading.action == "purchase");
  CHECK(a.reading.fact("card", "energy") == "mask");
  CHECK(a.reading.fact("pay", "energy") == "mask fist bolt");
  const Answer typed = testing::ask_dm(
      "Hulk costs 4 and his energy type is fist. I have two bolts, a shield and a mask in my "
      "reserve, no fist. Can I buy a Hulk die?");
  CHECK(typed.reading.fact("card", "energy") == "fist");
  CHECK(typed.reading.fact("pay", "energy") == "bolt bolt shield mask");
  REQUIRE(typed.report);
  CHECK(typed.report->outcome.find("refused") != std::string::npos);
}

TEST_CASE("dm purchase: counted energy, a double face, and the wild said again",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "buying thor (cost 5, bolt) w a wild sidekick + BAC double generic + 2 fist sidekicks, no "
      "real bolt. legal?");
  CHECK(a.reading.fact("pay", "energy") == "wild generic+generic fist fist");
  REQUIRE(a.report);
  // One Basic Action die paid two generic: four dice spent.
  CHECK(a.report->values.at("p1.out-of-play") == "4");
  const Answer as = testing::ask_dm(
      "Hulk costs 5 and is a fist card. I have a wild energy, two bolts, a mask and a shield, but "
      "no actual fist. Can I buy a Hulk die by using the wild as the fist?");
  CHECK(as.reading.fact("pay", "energy") == "wild bolt bolt mask shield");
}

TEST_CASE("dm purchase: 'fist-fist' is one die on a double face", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "How many dice in Used Pile / Out of Play after? Buying Thor (cost 5, bolt) w/ bolt + "
      "fist-fist + mask + shield; used & OOP empty before.");
  CHECK(a.reading.fact("pay", "energy") == "bolt fist+fist mask shield");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.out-of-play") == "4");
  // Near miss: two energies joined are two dice.
  const Answer two = testing::ask_dm(
      "Buying Thor (cost 5, bolt) w/ bolt + fist-mask + shield + shield. How many dice Out of "
      "Play after?");
  CHECK(two.reading.fact("pay", "energy") == "bolt fist mask shield shield");
}

TEST_CASE("dm purchase: a double face paid is not the card's type", "[ask][situation]") {
  const Answer a =
      testing::ask_dm("I buy a die costing 3 with fist-fist and a bolt, is that enough energy?");
  CHECK(a.reading.fact("card", "energy") != "fist");
  CHECK_FALSE(a.report);
  // Near miss: "costs 4 with fist energy" is the type.
  const Answer typed = testing::ask_dm(
      "Hulk costs 4 with fist energy. I pay fist, bolt, mask and shield. Can I buy it?");
  CHECK(typed.reading.fact("card", "energy") == "fist");
}

TEST_CASE("dm purchase: a cost reduction is not read, so nothing is simulated",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "buyin widow, costs 3, mask. i got a -2 and a -1 discount. reserve = mask, shield, bolt. "
      "how many energy left?");
  CHECK(a.reading.action != "purchase");
  CHECK_FALSE(a.report);
  // Near miss: no reduction said, the purchase is read.
  CHECK(testing::ask_dm("buying widow, costs 3, mask. reserve = mask, shield, bolt. legal?")
            .reading.action == "purchase");
}

TEST_CASE("dm purchase: a double face said again ('both bolts', 'the 2 bolts') is that face",
          "[ask][situation]") {
  Reading r = testing::first_reading(
      "My Reserve Pool has a Sidekick showing wild and a Storm die showing double bolt, nothing "
      "else. Can I buy a Colossus die (cost 3, fist energy type) with the wild and both bolts?",
      "dm");
  CHECK(r.fact("pay", "energy") == "wild bolt+bolt");
  r = testing::first_reading(
      "reserve = sidekick wild + storm on double bolt. can i buy colossus (3 cost fist) using the "
      "wild as my fist + the 2 bolts",
      "dm");
  CHECK(r.fact("pay", "energy") == "wild bolt+bolt");
  // Near miss: two bolts of their own, with no double face told.
  r = testing::first_reading(
      "Can I buy Colossus (cost 3, fist) with a wild Sidekick and two bolt Sidekicks?", "dm");
  CHECK(r.fact("pay", "energy") == "wild bolt bolt");
}

TEST_CASE(
    "dm purchase: 'double' before an energy is a face, not a doubling, a field paid from "
    "part of one is not read",
    "[ask][situation]") {
  Answer a = testing::ask_dm(
      "thor 5a/4d vs wolvie 2a/3d regenerate blocking. wolvie ko'd, regen roll shows double fist "
      "energy. where does wolvie go");
  CHECK(a.unapplied.empty());
  CHECK(a.report);
  a = testing::ask_dm(
      "My Reserve Pool has a Cyclops die on its level 1 character face (fielding cost 1) and a "
      "Storm die showing double bolt, nothing else. I field Cyclops by spending one bolt from the "
      "Storm die. How many dice are left in my Reserve Pool?");
  CHECK_FALSE(a.unapplied.empty());
}

TEST_CASE("dm purchase: dice counted before their energy pay one each, a counted list does not",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Buy Thor (cost 4, bolt) with a sidekick on mask + 2 Storm dice on bolt + one more sidekick "
      "on fist. Allowed?");
  CHECK(a.reading.fact("pay", "energy") == "mask bolt bolt fist");
  const Reading list = testing::first_reading(
      "I buy Hulk (cost 3, fist) with three Sidekicks showing fist, mask and shield. Legal?", "dm");
  CHECK(list.fact("pay", "energy") == "fist mask shield");
  // A purchase refused names the purchase, not a sentence inside it.
  const Answer short_by_one = testing::ask_dm(
      "Hulk costs 5 (fist). I pay a sidekick on fist and a sidekick on bolt. Can I buy him?");
  REQUIRE(short_by_one.report);
  CHECK(short_by_one.report->outcome.find("p1's purchase of a new die is refused") !=
        std::string::npos);
  // Near miss: "level 2" before a die is its level, no count.
  const Reading level = testing::first_reading(
      "Thor costs 4 fist. I pay with my level 2 Storm die showing bolt and 2 fists. Can I?", "dm");
  CHECK(level.fact("pay", "energy") == "bolt fist fist");
}

TEST_CASE("dm purchase: 'two generic energy' is one face's two, 'one die showing two masks' too",
          "[ask][situation]") {
  const Reading generic = testing::first_reading(
      "I purchase Thor (cost 3, bolt) with a Sidekick on bolt and a Basic Action die showing two "
      "generic energy.",
      "dm");
  CHECK(generic.fact("pay", "energy") == "bolt generic+generic");
  const Reading masks = testing::first_reading(
      "Can a 4-cost mask character be bought with one die showing two masks plus a Sidekick on "
      "fist and one on bolt?",
      "dm");
  CHECK(masks.fact("pay", "energy") == "mask+mask fist bolt");
}

TEST_CASE("dm purchase: the Reserve Pool told, then the payment from it", "[ask][situation]") {
  const auto reading = [](const char* q) { return testing::ask_dm(q).reading; };
  const Reading r = reading(
      "Reserve: a Sidekick on shield, a Sidekick on mask, a Basic Action die on double generic. "
      "I buy Thing (cost 3, shield) paying shield + both generics.");
  CHECK(r.fact("pay", "energy") == "shield generic+generic");
  CHECK(r.fact("reserve", "energy") == "mask");
  // One symbol of a double face paid: that one, the die spent.
  const Reading one = reading(
      "Reserve: a Sidekick on shield and a Basic Action die on double generic. I buy Thing (cost "
      "2, shield) paying shield + 1 generic.");
  CHECK(one.fact("pay", "energy") == "shield generic");
  CHECK(one.fact("reserve", "energy").empty());
  // Near miss: a payment told short of the cost ("with the wild counting
  // as fist") is not the whole payment: all of it is paid.
  const Reading wild = reading(
      "Hulk costs 4 and is fist. I have a wild, a bolt, a mask and a shield. Can I buy him with "
      "the wild counting as fist?");
  CHECK(wild.fact("pay", "energy") == "wild bolt mask shield");
  CHECK(wild.fact("reserve", "energy").empty());
}

TEST_CASE("dm purchase: a character's type and energy denied four words back are not paid",
          "[ask][situation]") {
  CHECK(testing::ask_dm("I bought a 3-cost bolt character paying fist, shield and wild.")
            .reading.fact("pay", "energy") == "fist shield wild");
  // "paid" tells a purchase too.
  CHECK(testing::ask_dm("3-cost bolt char paid w/ sk fist + sk shield + sk wild. legal?")
            .reading.action == "purchase");
  CHECK(testing::ask_dm("Black Widow costs 3 and is mask; I have 3 energy but none of it is mask "
                        "(shield, bolt, fist). Can I buy her?")
            .reading.fact("pay", "energy") == "shield bolt fist");
  // Near miss: a die showing double mask is energy.
  CHECK(testing::ask_dm("buying a 4-cost mask card w/ a double mask die + basic action on 2 "
                        "generic")
            .reading.fact("pay", "energy") == "mask+mask generic+generic");
}

TEST_CASE("dm purchase: 'its bolt+bolt face' is one die showing two", "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "My Reserve Pool has one die, a Storm die on its bolt+bolt face. I buy a Falcon die "
      "(purchase cost 2, bolt energy type) with it. How many dice are Out of Play?");
  CHECK(a.reading.fact("pay", "energy") == "bolt+bolt");
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.out-of-play") == "1");
  // Near miss: two dice, each on bolt, are two.
  CHECK(testing::ask_dm("My Reserve Pool has two Sidekicks on bolt and bolt. I buy a Falcon die "
                        "(purchase cost 2, bolt energy type) with them.")
            .reading.fact("pay", "energy") == "bolt bolt");
}

TEST_CASE("dm purchase: a counted list in brackets or with no commas pays one die each",
          "[ask][situation]") {
  CHECK(testing::ask_dm("can i buy mystique she costs three and is mask energy, i got three "
                        "sidekicks showing fist bolt and shield, my used pile is empty")
            .reading.fact("pay", "energy") == "fist bolt shield");
  const Answer a = testing::ask_dm(
      "With an empty Used Pile and Out of Play, a player buys a Cyborg die (cost 3, bolt) with "
      "three Sidekick energy (bolt, bolt, mask), doesn't attack, and ends the turn. How many dice "
      "are in the Used Pile and Out of Play?");
  CHECK(a.reading.fact("pay", "energy") == "bolt bolt mask");
  // The turn told to its end: the Clean Up moves the spent dice on.
  REQUIRE(a.report);
  CHECK(a.report->values.at("p1.used") == "4");
  CHECK(a.report->values.at("p1.out-of-play") == "0");
  // Near miss: counted, then one named: each of the count.
  CHECK(testing::ask_dm("I buy a Hulk (cost 4, fist) with two fists and two bolts.")
            .reading.fact("pay", "energy") == "fist fist bolt bolt");
}

TEST_CASE("purchase: an energy die said to stay unspent is not paid", "[ask][situation]") {
  for (const char* q :
       {"I buy Beast (cost 3, fist) with Sidekicks showing fist, mask and bolt. A fourth Sidekick "
        "showing shield remains unspent. How many dice are in my Used Pile and Reserve Pool?",
        "Buying Beast (cost 3, fist) paying fist, mask and bolt, and I kept one shield Sidekick "
        "unspent. Used Pile and Reserve Pool after?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.action == "purchase");
    CHECK(r.fact("pay", "energy") == "fist mask bolt");
    CHECK(r.fact("reserve", "energy") == "shield");
  }
  // Near miss: "the one left" is paid with the rest.
  const Reading all = testing::first_reading(
      "I buy Beast (cost 3, fist) paying fist, mask and bolt. Used Pile after?", "dm");
  CHECK(all.fact("reserve", "energy").empty());
}

TEST_CASE("dm purchase: 'kept the shield' is the shield already told, not one more",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Reserve Pool in my Main Step: four Sidekicks showing mask, bolt, fist and shield, "
      "nothing else. I bought Black Widow (cost 3, mask) paying the mask, bolt and fist, kept the "
      "shield, and ended my turn.",
      "dm");
  CHECK(r.fact("pay", "energy") == "mask bolt fist");
  CHECK(r.fact("reserve", "energy") == "shield");
  // Near miss: "kept a shield Sidekick unspent" told on its own is one.
  const Reading own = testing::first_reading(
      "In my Main Step I buy Black Widow (cost 3, mask) paying mask, bolt and fist, and I keep a "
      "shield Sidekick unspent.",
      "dm");
  CHECK(own.fact("reserve", "energy") == "shield");
}
