// Who is who in a Dice Masters question, by name and by word: a first
// name or a name's end for a die said in full, a role word labelling the
// die after it, a word repeated after a die's stats, "a Sidekick Character
// die", a relative clause's stats ("the Wolverine I attacked with
// (4A/3D)"), and the player a pronoun attacks.
#include <catch2/catch.hpp>

#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

namespace {

Reading read(const std::string& q) {
  return testing::first_reading(q, "dm");
}

}  // namespace

TEST_CASE("dm names: a first name, a name's end, a name after a verb's -ing form",
          "[ask][situation]") {
  // The first word of one name said in full is that die.
  const Reading emma = read(
      "Emma Frost (3A/3D) is blocked by Juggernaut (2A/4D). Then I give Emma +2A. Is Juggernaut "
      "KO'd?");
  CHECK(emma.fact("attacker", "modify") == "+2a");
  CHECK(emma.fact("blocker", "modify").empty());
  // Not when it begins two names said in full.
  const Reading two = read(
      "Black Widow (2A/2D) and Black Panther (3A/3D) attack, a 2A/4D blocks Black Panther. Then I "
      "give Black +2A. Is the blocker KO'd?");
  CHECK(two.fact("attacker", "modify").empty());
  CHECK(two.fact("attacker2", "modify").empty());
  // The end of a one-word name, five letters or more.
  const Reading crawler =
      read("nightcrawler 2/2 attacks, thing 3/4 blocks. then i give crawler +2A. who dies?");
  CHECK(crawler.fact("attacker", "modify") == "+2a");
  CHECK_FALSE(crawler.has("attacker2"));
  // "giving Emma Frost +2A": the -ing word is no part of the name.
  const Reading giving = read(
      "Emma Frost (3A/3D) is blocked by Juggernaut (2A/4D). Then I use a Global ability giving "
      "Emma Frost +2A. Is Juggernaut KO'd?");
  CHECK(giving.fact("attacker", "modify") == "+2a");
  CHECK_FALSE(giving.has("blocker2"));
}

TEST_CASE(
    "dm players: 'attacked him' attacks the player, 'nothing to block with' is no block, "
    "'who is only 1A/2D' describes the die",
    "[ask][situation]") {
  const Reading him = read("Storm 3A/3D and Gambit 4A/2D attacked him. He was at 5.");
  CHECK(him.fact("attacker", "a") == "3");
  CHECK(him.fact("attacker2", "a") == "4");
  CHECK_FALSE(him.has("blocker"));
  const Reading nothing = read(
      "My opponent had only 4 life left. I attacked with Cyclops (5 attack, 3 defense) and he had "
      "nothing to block with. What's his life?");
  CHECK(nothing.fact("attacker", "a") == "5");
  CHECK_FALSE(nothing.has("blocker"));
  const Reading no_dice = read(
      "My Black Widow die is in the Field Zone at level 2 (3A/2D), my opponent is on 20 life and "
      "has no dice to block with. I attacked, he didn't block. What's his life?");
  CHECK(no_dice.fact("attacker", "a") == "3");
  CHECK_FALSE(no_dice.has("blocker"));
  // Near miss: stats in brackets after another name, past where the die
  // is, are that name's.
  const Reading other = read("My Black Widow die is in the Field Zone. Thor (3A/2D) blocks it.");
  CHECK(other.fact("blocker", "d") == "2");
  CHECK(other.fact("attacker", "a").empty());
  // Near miss: dice he has to block with do block.
  CHECK(read("My Widow die (3A/2D) attacks; he has two dice to block.").has("blocker"));
  // Near miss: a block told is a block.
  CHECK(read("I attacked with Cyclops (5A/3D) and he blocked with Beast (2A/4D).")
            .fact("blocker", "d") == "4");
  const Reading only = read(
      "My Hulk (6 attack, 5 defense) has Overcrush. They blocked with Kitty Pryde, who is only 1 "
      "attack and 2 defense. Is Kitty knocked out?");
  CHECK(only.fact("attacker", "a") == "6");
  CHECK(only.fact("blocker", "d") == "2");
  CHECK_FALSE(only.has("blocker2"));
}

TEST_CASE(
    "dm players: 'a Sidekick Character die (1A/1D)' is one die, 'one of the little "
    "sidekick dice' joins the list, 'sent in' attacks",
    "[ask][situation]") {
  const Reading kind = read(
      "I attack with Falcon (3A/2D) and a Sidekick Character die (1A/1D), and neither is "
      "blocked. He is at 4.");
  CHECK(kind.fact("attacker2", "a") == "1");
  CHECK_FALSE(kind.has("blocker"));
  const Reading one = read(
      "I sent in my Wolverine (3 attack, 3 defense), my Storm (2/4) and one of the little "
      "sidekick dice (1/1). My opponent had 12 life and didn't block any of them.");
  CHECK(one.fact("attacker2", "d") == "4");
  CHECK(one.fact("attacker3", "a") == "1");
  CHECK_FALSE(one.has("blocker"));
  // Near miss: a die named after "and" that does something else is not
  // in the list.
  const Reading apart = read("I attack with Wolverine (3A/3D) and one of his dice (1A/4D) blocks.");
  CHECK(apart.fact("blocker", "d") == "4");
}

TEST_CASE(
    "dm players: a role word labels the die after it, a second word before stats joins a "
    "name, 'an unblocked attacking' describes, 'did not block' sits the combat out",
    "[ask][situation]") {
  const Reading label = read("Thor A3 D4 attacks. blocker She-Hulk A1 D8. result?");
  CHECK(label.fact("blocker", "d") == "8");
  CHECK_FALSE(label.has("blocker2"));
  const Reading apposed = read(
      "Is Captain America (A3/D6) KO'd when his only blocker, a level 1 Hulk with A6/D6, deals 6 "
      "combat damage to him?");
  CHECK(apposed.fact("blocker", "a") == "6");
  CHECK_FALSE(apposed.has("blocker2"));
  const Reading cap = read("hulk 6A/7D attacks, cap america 2A/6D iron will blocks. cap ko'd?");
  CHECK(cap.fact("blocker", "iron-will") == "true");
  CHECK_FALSE(cap.has("blocker2"));
  // Near miss: "a Thor die showing 3A/3D": how it shows, no name.
  const Reading showing =
      read("I attack with a Thor die showing 3A/3D and a Sidekick die showing 1A/1D, unblocked.");
  CHECK(showing.fact("attacker", "a") == "3");
  CHECK(showing.fact("attacker2", "a") == "1");
  const Reading unblocked = read(
      "An unblocked attacking Hulk die with 6A and 5D deals its combat damage to the inactive "
      "player, who had 12 Life.");
  CHECK(unblocked.fact("attacker", "a") == "6");
  CHECK_FALSE(unblocked.has("blocker"));
  const Reading sat = read(
      "My Barbarian (7A/6D, Cleave) is blocked by a Kobold (2A/3D). His Cleric (3A/4D) did not "
      "block. Is the Cleric KO'd?");
  CHECK(sat.fact("p2-die", "d") == "4");
  CHECK_FALSE(sat.has("blocker2"));
}

TEST_CASE("dm names: a word after a die's stats, said again bare, is that die's name",
          "[ask][situation]") {
  const Reading r =
      read("opp swings 4/3 joker + 3/2 harley, i'm at 10, cyclops 3/3 blocks harley. my life?");
  CHECK(r.fact("blocker", "blocks") == "attacker2");
  // Near miss: two dice of one card, each said after its stats.
  const Reading two = read(
      "After a 6A/5D Cleave Thor KOs its 2A/3D Frost Giant blocker, does the other, non-blocking "
      "1A/3D Frost Giant die?");
  CHECK(two.fact("blocker", "d") == "3");
  CHECK(two.fact("blocker", "a") == "2");
}

TEST_CASE("dm players: near misses of this session's rules (a review's questions)",
          "[ask][situation]") {
  // "I swing them": the speaker's own dice, not a die attacked.
  const Reading swing = read(
      "I have Hulk (6A/6D) and Thor (4A/4D) in my field. I swing them, and my opponent does not "
      "block.");
  CHECK(swing.fact("attacker2", "a") == "4");
  CHECK_FALSE(swing.has("blocker"));
  // "opp 2, both 1A/1D sidekicks": a count, not a life.
  CHECK(read("My Hulk 6A/6D with overcrush attacks, opp 2, both 1A/1D sidekicks, block it.")
            .fact("p2", "life")
            .empty());
  // "Without a blocker, a Hulk ...": no role to label.
  CHECK(read("Without a blocker, a Hulk 6A/6D attacks. opp at 10.").fact("blocker", "a") != "6");
  // A plain word of everyday talk is no first name ("I wonder").
  const Reading wonder =
      read("My Thug (2A/2D) blocks Wonder Woman (3A/4D). I wonder if the Thug is KO'd.");
  CHECK(wonder.fact("attacker", "a") == "3");
  // "Thor total 8A/6D": a word of how much, no name.
  CHECK_FALSE(
      read("Hulk total 8A/6D attacks, a 2A/2D blocks. total damage to opp?").has("blocker2"));
}

TEST_CASE("dm players: stats closing 'the Wolverine I attacked with (4A/3D)' are Wolverine's",
          "[ask][situation]") {
  const Reading r = read(
      "Their Beast die, 2A/4D, blocked the Wolverine I attacked with (4A/3D). Which dice are "
      "KO'd?");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK_FALSE(r.has("attacker2"));
  // Near miss: stats after "with" and a die named there are that die's.
  const Reading named = read("I attacked with Wolverine (4A/3D). Their Beast (2A/4D) blocked.");
  CHECK(named.fact("attacker", "a") == "4");
  CHECK(named.fact("blocker", "d") == "4");
}

TEST_CASE("dm players: 'is fast but weak: 2 attack, 2 defense' describes the die before the colon",
          "[ask][situation]") {
  const Reading r = read(
      "My Quicksilver is fast but weak: 2 attack, 2 defense, with Fast. Colossus (3 attack, 4 "
      "defense) blocked him. Does he survive?");
  CHECK(r.fact("attacker", "a") == "2");
  CHECK(r.fact("attacker", "fast") == "true");
  CHECK_FALSE(r.has("blocker2"));
  // Near miss: a colon after a sentence naming another die is no description.
  const Reading list = read("My Hulk attacks. Blockers: a 2A/2D and a 1A/3D. Which die is KO'd?");
  CHECK(list.fact("attacker", "a").empty());
}

TEST_CASE("dm names: the word that blocks or is blocked names a die", "[ask][situation]") {
  for (const char* q : {"My Thor (5A/4D) is blocked by Mantis, and then my opponent bounces Mantis "
                        "to his bag with an action die.",
                        "My Thor (5A/4D) gets blocked by a Kree Soldier, and then my opponent "
                        "bounces the Kree Soldier to his bag with an action die."}) {
    INFO(q);
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.has("blocker"));
    CHECK(r.fact("blocker", "removed") == "true");
  }
  // Near misses: a word of how it is ("the hurt Mantis") is not its name,
  // and with its stats told after it the description names it.
  const Reading hurt = testing::first_reading(
      "I pinged their Mantis (2A/3D) for 2. My Thor (5A/4D) is blocked by the hurt Mantis.", "dm");
  CHECK(hurt.fact("blocker", "d") == "3");
  const Reading stats = testing::first_reading(
      "My Thor (5A/4D) is blocked by Mantis, who is 2A/3D. Is Mantis KO'd?", "dm");
  CHECK(stats.fact("blocker", "d") == "3");
  CHECK_FALSE(stats.has("blocker2"));
}

TEST_CASE("dm names: a name after 'blocked by' with its stats told in the next sentence",
          "[ask][situation]") {
  const Reading r =
      testing::first_reading("My Thor (5A/4D) is blocked by Mantis. It's 2A/3D. Is it KO'd?", "dm");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "d") == "3");
}

TEST_CASE("dm names: who blocks 'it with' dice is a player, not a die", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Sam's Thor die (6A/4D) attacks, and Alex blocks it with both Hobgoblin (2A/3D) and Electro "
      "(1A/5D). Which dice are KO'd?",
      "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("blocker2", "a") == "1");
  CHECK_FALSE(r.has("blocker3"));
  // Near misses: a word before a bare verb is the die that does it; a
  // "with" after the verb's comma describes, it is no instrument.
  const Reading bare = testing::first_reading(
      "my cyclops 3a/3d attacks, wolvie 2a/2d blocks. is wolvie ko'd?", "dm");
  CHECK(bare.fact("blocker", "a") == "2");
  const Reading passive = testing::first_reading(
      "Zorb, holding 2 damage, is blocked by Beast with 2A/3D. My Zorb is 4A/4D.", "dm");
  CHECK(passive.fact("attacker", "a") == "4");
}

TEST_CASE("dm names: 'Juggernaut has 9A, 6D', 'has Overcrush and shows 7A/5D'",
          "[ask][situation]") {
  const Reading has = testing::first_reading(
      "Juggernaut has 9A, 6D and Overcrush. Beast (1A/3D) blocks. Opponent life?", "dm");
  CHECK(has.fact("attacker", "a") == "9");
  CHECK(has.fact("attacker", "overcrush") == "true");
  const Reading shows = testing::first_reading(
      "My Hulk die has Overcrush and shows 7A/5D. It is blocked by Abomination (3A/4D). Life?",
      "dm");
  CHECK(shows.fact("attacker", "a") == "7");
  CHECK(shows.fact("attacker", "overcrush") == "true");
  CHECK_FALSE(shows.has("blocker2"));
  // Near miss: a pronoun opening the sentence names no die.
  const Reading it = testing::first_reading(
      "My Hulk is blocked by Beast (2A/3D). It has 5A/4D. Is Beast KO'd?", "dm");
  for (const auto& [name, role] : it.named) CHECK(name != "it");
}

TEST_CASE(
    "dm names: 'Opponent's Loki 3A/5D', a rulebook's word after a player's 's, names the "
    "die",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Hulk 6A/4D. Opponent's Loki 3A/5D. Hulk attacks and Loki blocks. Who gets KO'd?", "dm");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "d") == "5");
}

TEST_CASE("dm names: 'blocks with Viper: Deadly, 1A/4D' labels the die after 'with'",
          "[ask][situation]") {
  const Reading r =
      read("Cap attacks, 3A/5D. Sue blocks with Viper: Deadly, 1A/4D. Where are they?");
  CHECK(r.fact("blocker", "deadly") == "true");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK(r.fact("attacker", "deadly").empty());
  // Near miss: "two dice:" opens a list, not a name.
  const Reading list =
      read("I block with two dice: 1A/4D and 2A/2D. My opponent's 5A/3D attacker is blocked.");
  for (const auto& [name, role] : list.named) CHECK(name != "dice");
}

TEST_CASE("dm names: a player with an aside before 'blocks with', a die that 'attacks at' stats",
          "[ask][situation]") {
  const Reading hank = read(
      "I swing with Juggernaut: 6A, Overcrush. Hank, still eating his sandwich, blocks with "
      "Cyclops at 1A/2D. Where does Cyclops go?");
  CHECK(hank.fact("blocker", "d") == "2");
  CHECK_FALSE(hank.has("blocker2"));
  const Reading qs = read(
      "Quicksilver attacks at 2A/2D with Fast. Ryan blocks with Toad at 4A/3D. Where do they end "
      "up?");
  CHECK(qs.fact("attacker", "a") == "2");
  CHECK(qs.fact("attacker", "fast") == "true");
  CHECK(qs.fact("blocker", "a") == "4");
  // Near miss: an aside before a verb with no "with" still names the die.
  const Reading magneto = read(
      "Hulk attacks at 5A/4D. Magneto, already hurt earlier, blocks Hulk. Magneto is 2A/6D. Is "
      "Hulk KO'd?");
  CHECK(magneto.fact("blocker", "d") == "6");
}
