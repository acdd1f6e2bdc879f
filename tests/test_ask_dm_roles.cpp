// Which die of a Dice Masters question attacks and which blocks, when the
// sentence says it in a description rather than with a verb: "an attacking
// 3A/2D die", a name of two words the vocabulary does not know.
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

TEST_CASE("dm roles: two unknown name words side by side are one die", "[ask][situation]") {
  const Reading r = read(
      "I attack with my Ghost Rider die, 3A/2D with Immortal, and it isn't blocked. After my "
      "turn ends, where is the Ghost Rider die?");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker", "immortal") == "true");
  CHECK_FALSE(r.has("blocker"));
  // Two names with a word between them stay two dice.
  const Reading two = read("my Gamora 4a/4d attacks and their Groot 2a/5d blocks");
  CHECK(two.fact("attacker", "a") == "4");
  CHECK(two.fact("blocker", "d") == "5");
}

TEST_CASE("dm roles: a determiner, a participle, then stats describe one die", "[ask][situation]") {
  const Reading r = read(
      "A blocker with 4A/3D is assigned to an attacking 3A/2D die that has Fast. Which of the "
      "two dice is KO'd?");
  CHECK(r.fact("blocker", "a") == "4");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("attacker", "fast") == "true");
  CHECK(r.fact("blocker", "fast").empty());
}

TEST_CASE("dm roles: a role noun of its own names only its die", "[ask][situation]") {
  const Reading r =
      read("My Quicksilver (3A/2D) and their blocker (2A/2D) both have Fast. Which dice get KO'd?");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "a") == "2");
  // A plural noun closing a list names each die of it.
  const Reading list = read("1A/1D and 2A/2D attackers, opponent at 5, no blocks");
  CHECK(list.fact("attacker", "a") == "1");
  CHECK(list.fact("attacker2", "a") == "2");
}

TEST_CASE("dm roles: a list of dice in brackets after 'attack with' all attack",
          "[ask][situation]") {
  const Reading r = read(
      "I attack with Storm (4A/4D), Gambit (3A/2D) and Rogue (2A/2D). My opponent blocks Storm "
      "with Magneto (3A/6D) and lets the other two through.");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "3");
  CHECK(r.fact("attacker3", "a") == "2");
  CHECK(r.fact("blocker", "d") == "6");
  // A colon after the bracket ends the description: what follows is not
  // in its list.
  const Reading two =
      read("Two dice block my Juggernaut (Overcrush, 8/6): Colossus 1/3 and Shadowcat 1/2.");
  CHECK(two.fact("attacker", "a") == "8");
  CHECK(two.fact("blocker", "d") == "3");
  CHECK(two.fact("blocker2", "d") == "2");
}

TEST_CASE("dm roles: 'two 2/2s' are two dice said by their A/D", "[ask][situation]") {
  const Reading r = read(
      "Two 2/2s block my overcrush Rhino, A7 D3. Rhino gets KO'd - what is the opponent's life "
      "after (started 20)?");
  CHECK(r.fact("attacker", "a") == "7");
  CHECK(r.fact("blocker", "d") == "2");
  CHECK(r.fact("blocker2", "d") == "2");
}

TEST_CASE("dm roles: the other player swings a die of theirs: it attacks", "[ask][situation]") {
  const Reading r = read("opponent swings his 5/5 hulk, I block with two 2/3s");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK(r.fact("blocker2", "d") == "3");
  CHECK_FALSE(r.has("blocker3"));
  // "he" with a die said to be his.
  const Reading he = read("he swings his 6/6 hulk into my 3/3 blocker");
  CHECK(he.fact("attacker", "a") == "6");
  CHECK(he.fact("blocker", "a") == "3");
  // "chumped" blocks.
  const Reading chump =
      read("my opponent swung a 4/4 thor at me and I chumped with a 1/1 sidekick");
  CHECK(chump.fact("attacker", "a") == "4");
  CHECK(chump.fact("blocker", "a") == "1");
}

TEST_CASE("dm roles: 'swung X' with no one before it: X attacks", "[ask][situation]") {
  Reading r = read(
      "pinged his iron man (lvl2 4/5) for 2 w/ an action die, then swung rhino 6/5 overcrush, he "
      "blocks w/ the hurt iron man. he was on 15");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK(r.fact("blocker", "a") == "4");
  r = read("swung hulk 5/5 into his 2/2, what happens");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "a") == "2");
  // Near miss: a die said to be the other's is what is attacked.
  r = read("my 4/4 is out. swung at his 3/3 with it");
  CHECK(r.fact("blocker", "a") == "3");
}

TEST_CASE("dm roles: a count, then what it counts, is a new description", "[ask][situation]") {
  const Reading r = read(
      "My attacker has Iron Will and is 2A/6D. Opponent double-blocks it with two 3A/3D dice.");
  CHECK(r.fact("attacker", "d") == "6");
  CHECK(r.fact("attacker", "iron-will") == "true");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK(r.fact("blocker2", "a") == "3");
}

TEST_CASE("dm roles: 'my attacker's a 5/3', 'my 8/6 with a sidekick', 'no blocks on X and Y'",
          "[ask][situation]") {
  CHECK(read("got double blocked by a 2/4 and a 2/2, my attacker's a 5/3").fact("attacker", "a") ==
        "5");
  const Reading chump = read(
      "opp chumps my 8/6 with a sidekick (1/1). does excess go through w/o "
      "overcrush?");
  CHECK(chump.fact("attacker", "a") == "8");
  CHECK(chump.fact("blocker", "a") == "1");
  CHECK(chump.fact("blocker", "overcrush").empty());
  CHECK(chump.fact("attacker", "overcrush").empty());
  const Reading both = read("opp on 7, no blocks on my 3/2 and 4/3");
  CHECK(both.fact("attacker", "a") == "3");
  CHECK(both.fact("attacker2", "a") == "4");
  CHECK_FALSE(both.has("blocker"));
}

TEST_CASE("dm roles: a Regenerate roll's face said further on in its sentence",
          "[ask][situation]") {
  CHECK(read("my 4/3 kills their regenerate 2/2, they roll it and hit a character face. where "
             "does it go?")
            .fact("blocker", "roll") == "character");
  CHECK(read("My 3A/2D attacker with Regenerate is blocked by a 2A/4D. It takes 2 damage and is "
             "KO'd; I roll it for Regenerate and get an energy face.")
            .fact("attacker", "roll") == "energy");
  // Not past the sentence: a face said in another one is not the roll's.
  const std::vector<Reading> both = read_question(
      "my 4/3 attacks, their regenerate 2/2 blocks and they roll it. What if it "
      "had been a character face?",
      testing::test_vocabulary(), "dm", false);
  REQUIRE(both.size() >= 2);  // the roll is read both ways
  CHECK(both[0].fact("blocker", "roll") != both[1].fact("blocker", "roll"));
}

TEST_CASE("dm roles: Infiltrate said as used", "[ask][situation]") {
  for (const std::string q : {
           "nightcrawler 3a/2d infiltrate unblocked, i infiltrate. opp on 11.",
           "An unblocked Mystique die (4A/3D) has Infiltrate, and its controller elects to use it.",
           "infiltrate guy (4/3) goes unblocked, i pull it out w/ infiltrate. opp at 9",
       }) {
    INFO(q);
    CHECK(read(q).fact("attacker", "use-infiltrate") == "true");
  }
}

TEST_CASE("dm roles: dice sent in attack, a possessive words away owns nothing",
          "[ask][situation]") {
  const Reading r = read(
      "opp at 12, i send hulk lvl 3 (6/6) + a sidekick (1/1), no blocks at all. "
      "whats his life after and whre does hulk end up");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("attacker2", "a") == "1");
  CHECK_FALSE(r.has("blocker"));
  // "sends Wolverine back to the Prep Area" moves a die; it does not attack.
  const Reading moved = read(
      "I attack with Rhino (5A/4D, Overcrush). My opponent blocks him with "
      "Wolverine (3A/3D). I use an Action die that sends Wolverine back to "
      "my opponent's Prep Area.");
  CHECK(moved.fact("attacker", "a") == "5");
  CHECK(moved.fact("blocker", "a") == "3");
}

TEST_CASE("dm roles: 'in front of' a die blocks it, and a friend is a player", "[ask][situation]") {
  // Dice put or thrown in front of an attacker block it, in either voice.
  Reading r = read(
      "Opponent at 16 puts a 2D sidekick and a 3D Colossus in front of my 9A Overcrush "
      "Juggernaut. What is their life?");
  CHECK(r.fact("attacker", "a") == "9");
  CHECK(r.fact("attacker", "overcrush") == "true");
  CHECK(r.fact("blocker", "d") == "2");
  CHECK(r.fact("blocker2", "d") == "3");
  r = read("A 1A/1D Sidekick was thrown in front of my 8A/6D Overcrush Hulk. His life after?");
  CHECK(r.fact("attacker", "a") == "8");
  CHECK(r.fact("blocker", "a") == "1");
  // "my friend" is the other player, not a die named Friend.
  r = read(
      "my friend attacked me with harley quinn (3 attack 2 defense) and i put my beast in front "
      "of it, beast is 2 attack 4 defense. does harley die?");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK_FALSE(r.has("attacker2"));
  // The attacker told first, the die put in front of it after.
  r = read("my Hulk 6A/5D attacks and he throws a 1A/1D Sidekick in front of it. does it die?");
  CHECK(r.fact("attacker", "a") == "6");
  CHECK(r.fact("blocker", "a") == "1");
}

TEST_CASE("dm roles: a list does not run through a die another verb names", "[ask][situation]") {
  // "chump-blocked" is one verb; the Sidekick it names "by" is no attacker
  // though ", and" follows it.
  Reading r = read(
      "Thor (5A/4D) got chump-blocked by a 1A/1D Sidekick, and Iron Man (4A/3D) and Captain "
      "America (3A/5D) were unblocked. The defending player had 8 life. What's his life?");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("attacker2", "a") == "4");
  CHECK(r.fact("attacker3", "a") == "3");
  CHECK(r.fact("blocker", "a") == "1");
  // Two passive blocks joined by "and": each its own pair.
  r = read(
      "my Iron Man (4/3) was blocked by a 2/5 and my 2/2 sidekick was blocked by a 3/1. damage "
      "on Iron Man?");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "2");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK(r.fact("blocker2", "d") == "1");
  // Near miss: a list with no verb of its own between is still one list.
  r = read("my 4/3 is blocked by a 2/2 and a 1/1. who dies?");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("blocker2", "a") == "1");
}

TEST_CASE("dm roles: a die removed before the attack has no part in the combat",
          "[ask][situation]") {
  // Intimidate's removal, read: the die removed leaves the combat, and the
  // keyword is read.
  Reading r = read(
      "I field Scarecrow 4A/3D Intimidate and remove Killer Croc 3A/6D, my opponent's only die. "
      "Scarecrow and a Sidekick 1A/1D attack. Opponent at 16. Life after?");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker2", "a") == "1");
  CHECK_FALSE(r.has("blocker"));
  CHECK(r.left_out.empty());
  // Near misses: with a block told, the removed die stays, removed (for the
  // block to settle); with no removal read, Intimidate is left out.
  r = read(
      "My opponent fielded a 4A/3D Intimidate die and removed my only character, a 3A/6D. Then he "
      "swung with the 4A/3D. I wanted to block with my 3A/6D anyway. My life?");
  CHECK(r.has("blocker"));
  r = read("my 4A/3D with intimidate attacks, opp at 16 has a 3A/6D. life?");
  CHECK_FALSE(r.left_out.empty());
  // The Intimidate die's target told in other words: "target X with it",
  // "targeted X", "picked X"; the life said with the removed die is its
  // controller's. A block only asked about tells none.
  for (const char* q :
       {"Opponent has only Beast 2A/4D in field and 10 life. I field Storm 4A/3D, she has "
        "Intimidate, and target Beast with it. Then Storm attacks. Opponent life after?",
        "I fielded Magneto 4A/3D with Intimidate and targeted his Beast 2A/4D, his only die. Opp "
        "at 10 life. Then Magneto attacked. Life after?",
        "My Storm 4A/3D has Intimidate; I fielded her and picked their only character, Beast "
        "2A/4D. Opponent at 10 life. Then Storm attacked. Can Beast block Storm? Life after?"}) {
    r = read(q);
    CHECK_FALSE(r.has("blocker"));
    CHECK(r.fact("p2", "life") == "10");
    CHECK(r.left_out.empty());
  }
  // Near misses: a die picked to block, another ability's target in a
  // sentence without Intimidate, remove nothing; the life said with a die
  // left in the field is its controller's.
  r = read(
      "I field Storm 4A/3D with intimidate. Opponent has Beast 2A/4D and he picked Beast to block. "
      "opp at 10.");
  CHECK(r.fact("blocker", "removed").empty());
  r = read(
      "Opponent targeted my Magneto 4A/3D with a Power Bolt. My Storm 3A/3D has Intimidate. Then "
      "Magneto attacks. opp at 10.");
  CHECK(r.fact("attacker", "removed").empty());
  r = read(
      "Opponent has Beast 2A/4D and Wolverine 3A/3D in field and 10 life. I field Storm 4A/3D, she "
      "has Intimidate, and target Beast with it. Then Storm attacks. Opponent life after?");
  CHECK(r.fact("p2", "life") == "10");
  // The removed die said beside it, after a comma: the same die.
  r = read(
      "With Intimidate I kick out his only guy, a 2/2 sidekick, then my 4/4 attacks. He's at 5.");
  CHECK_FALSE(r.has("blocker"));
  // Near miss: "target" in card text, with no Intimidate said, removes
  // nothing.
  r = read(
      "my 4A/3D attacks and their 2A/4D blocks. I use an action die: 'target character die gets "
      "+2A', on my 4A/3D. opp at 10");
  CHECK(r.has("blocker"));
  CHECK(r.fact("blocker", "removed").empty());
}

TEST_CASE("dm roles: a die with stats and no fight told is no combat to state",
          "[ask][situation]") {
  Reading r = read(
      "BA die on 2 generic. field a cost 1 (1A/2D) die using 1 of it. keep the other as virtual?");
  CHECK_FALSE(r.left_out.empty());
  // Near misses: a KO, a keyword or "vs" tells the fight.
  CHECK(read("my 4/3 kills their regenerate 2/2, they roll a character face. where does it go?")
            .left_out.empty());
  CHECK(read("3A/3D vs 2A/2D, who survives?").left_out.empty());
  // "life = 5" is the life ("=" there is no sum worked out).
  CHECK(read("opp life = 5. my 6A/3D attacks unblocked").fact("p2", "life") == "5");
}

TEST_CASE("dm roles: 'X double blocked, A and B': the blockers listed after", "[ask][situation]") {
  Reading r = read("8/5 overcrush double blocked, 2/3 and 1/2. rest tramples. opp at 15.");
  CHECK(r.fact("attacker", "a") == "8");
  CHECK(r.fact("blocker", "a") == "2");
  CHECK(r.fact("blocker2", "a") == "1");
  r = read("7A/8D triple blocked: 2A/2D, 1A/3D, 3A/2D. which blockers die?");
  CHECK(r.fact("attacker", "a") == "7");
  CHECK(r.fact("blocker3", "a") == "3");
  // Near miss: with "by", or an object and "with", as before.
  r = read("8/5 overcrush double blocked by 2/3 and 1/2. opp at 15.");
  CHECK(r.fact("attacker", "a") == "8");
  CHECK(r.fact("blocker2", "a") == "1");
}

TEST_CASE("dm roles: 'then a Global ability pulls Deadpool out' has a doer of its own",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "green goblin 5A/4D overcrush attacks, deadpool 3A/3D blocks, then a global ability pulls "
      "deadpool out of combat back to the field. opp at 11.",
      "dm");
  CHECK(r.fact("blocker", "removed") == "field");
  CHECK(r.fact("attacker", "removed").empty());
  // Near miss: "then gets removed" goes on with the one before.
  const Reading same = testing::first_reading(
      "Thing (3A/3D) blocks my Hulk (5A/5D), then gets removed from the attack zone by a global.",
      "dm");
  CHECK(same.fact("blocker", "removed") == "true");
  CHECK(same.fact("attacker", "removed").empty());
}

TEST_CASE("dm roles: a die that 'didn't attack' has no part, 'my Action die deals 2' pings",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Quicksilver (4A/2D, Fast) was blocked by Viper (1A/3D, Deadly). I also had a Sidekick die "
      "in the Field Zone that didn't attack.",
      "dm");
  CHECK_FALSE(r.has("attacker2"));
  CHECK(r.fact("attacker", "a") == "4");
  const Reading ping = testing::first_reading(
      "Wolverine (4A/4D) was blocked by Mystique (2A/2D). Then my Action die deals 2 damage to "
      "Mystique before combat damage. Opponent at 20.",
      "dm");
  CHECK(ping.fact("blocker", "pinged") == "2");
  CHECK(ping.fact("blocker", "damage").empty());
  // Near miss: damage an action die dealt before the attack is on the die.
  const Reading before = testing::first_reading(
      "My Action die deals 2 damage to his Mystique (2A/4D). Then my Wolverine (4A/4D) attacks and "
      "Mystique blocks.",
      "dm");
  CHECK(before.fact("blocker", "damage") == "2");
}

TEST_CASE("dm roles: 'Beast (2A/4D), the other attacker, wasn't blocked' names Beast's role",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Cyclops (3A/3D) was blocked by a 2A/2D Storm; Beast (2A/4D), the other attacker, wasn't "
      "blocked.",
      "dm");
  CHECK(r.fact("attacker2", "d") == "4");
  CHECK_FALSE(r.has("blocker2"));
}

TEST_CASE("dm roles: ', and X is ...' starts another clause, 'the Fast damage' is no keyword of X",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Kitty (level 1, 1A/3D, Deadly) blocks Quicksilver (level 2, 4A/2D, Fast), and Kitty is "
      "KO'd by the Fast damage first. Is Quicksilver KO'd at the end of the turn?",
      "dm");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("blocker", "deadly") == "true");
  CHECK(r.fact("blocker", "fast").empty());
  CHECK_FALSE(r.has("attacker2"));
  // Near miss: a list with its verb after it ("Rogue and Gambit both block").
  const Reading list = testing::first_reading(
      "My Thor 6A/5D attacks. Their Rogue 3A/4D and Gambit 2A/3D both block it.", "dm");
  CHECK(list.fact("blocker", "a") == "3");
  CHECK(list.fact("blocker2", "a") == "2");
  // "are blocking it": the plural verb joins them; "it" is the attacker.
  const Reading are = testing::first_reading(
      "My Thor 6A/5D attacks. Their Rogue 3A/4D and Gambit 2A/3D are blocking it.", "dm");
  CHECK(are.fact("blocker", "a") == "3");
  CHECK(are.fact("blocker2", "a") == "2");
  CHECK_FALSE(are.has("attacker2"));
}

TEST_CASE("dm roles: a second block told without its verb", "[ask][situation]") {
  const Reading r = read(
      "I swing with Thor (5A/5D), Iron Man (4A/3D) and a Sidekick (1A/1D). He blocks Thor with "
      "Colossus (3A/6D) and Iron Man w/ a Sidekick (1A/1D). His life after?");
  CHECK(r.fact("blocker", "d") == "6");
  CHECK(r.fact("blocker2", "d") == "1");
  CHECK(r.fact("blocker2", "blocks") == "attacker2");
  // Near misses: "and" that joins another verb's die, or a sentence
  // between, is no second block.
  const Reading verb = read(
      "I swing with Thor (5A/5D) and Iron Man (4A/3D). He blocks Thor with Colossus (3A/6D) and "
      "Iron Man attacks with Beast (2A/4D) watching.");
  CHECK(verb.fact("blocker2", "blocks").empty());
  const Reading apart = read(
      "I swing with Thor (5A/5D) and Iron Man (4A/3D). He blocks Thor with Colossus (3A/6D). "
      "Iron Man with a Sidekick (1A/1D) is unblocked?");
  CHECK(apart.fact("blocker2", "blocks").empty());
}

TEST_CASE("dm roles: second blocks told without their verb, no attack told before",
          "[ask][situation]") {
  const Reading r = read(
      "My opponent blocked Thor 5A/5D with Colossus 3A/6D and Iron Man 4A/3D with Beast 2A/4D.");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("attacker2", "a") == "4");
  CHECK(r.fact("blocker", "d") == "6");
  CHECK(r.fact("blocker2", "blocks") == "attacker2");
  // Three pairs.
  const Reading three = read(
      "I swing with Thor (5A/5D), Iron Man (4A/3D) and Hulk (6A/6D). He blocks Thor with Colossus "
      "(3A/6D) and Iron Man with Beast (2A/4D) and Hulk with Storm (2A/2D).");
  CHECK(three.fact("blocker3", "blocks") == "attacker3");
}

TEST_CASE("dm roles: a blocker taken out of combat back to its field stays in the field",
          "[ask][situation]") {
  const Answer a = testing::ask_dm(
      "Zatanna (2A/3D) blocked my Green Arrow (5A/3D), then an ability removed Zatanna from "
      "combat and returned it to their Field Zone before damage. Opponent at 20. Where is "
      "Zatanna?");
  CHECK(a.reading.fact("blocker", "removed") == "field");
  REQUIRE(a.report);
  CHECK(a.report->values.at("blocker.zone") == "field");
  CHECK(a.report->values.at("p2.life") == "20");  // still blocked
  // Near miss: sent nowhere said, it leaves for the bag.
  const Answer b = testing::ask_dm(
      "Zatanna (2A/3D) blocked my Green Arrow (5A/3D), then an ability removed Zatanna before "
      "damage. Opponent at 20. Where is Zatanna?");
  CHECK(b.reading.fact("blocker", "removed") == "true");
}

TEST_CASE("dm roles: 'The blocker (1/3 Iceman) on my Rhino gets removed' is the blocker",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "The blocker (1/3 Iceman) on my 5 attack overcrush Rhino gets removed from combat. What's my "
      "opponent's life? They were at 20.",
      "dm");
  CHECK(r.fact("blocker", "removed") == "true");
  CHECK(r.fact("attacker", "removed").empty());
  // Near miss: far past the bracket, the one before the verb is its subject.
  const Reading far = testing::first_reading(
      "The blocker (1/3 Iceman) stays. Later my 5A/4D Rhino in the field gets removed from "
      "combat.",
      "dm");
  CHECK(far.fact("blocker", "removed").empty());
}

TEST_CASE("dm roles: removed 'from the field', sent to the bag, goes to the bag",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "My Thor (4A/4D) was blocked by Iron Man (2A/5D). Before damage I removed Iron Man from the "
      "field with an action die, he goes to his bag. Where does Iron Man end up?",
      "dm");
  CHECK(r.fact("blocker", "removed") == "true");
}

TEST_CASE("dm roles: 'after Cyclops blocked' blocks, 'onto' a die is a split", "[ask][situation]") {
  const Reading after = read(
      "Cyclops (3A/3D) and my Juggernaut (5A/2D, Overcrush) KO'd each other in combat after "
      "Cyclops blocked. The opponent had 10 life before combat.");
  CHECK(after.fact("blocker", "a") == "3");
  CHECK(after.fact("attacker", "a") != "3");
  // Near miss: "my 5/4 blocked, then ..." is table talk for being blocked.
  const Reading got = read("my overcrush 5/4 blocked, then the blocker is a 2/2");
  CHECK(got.fact("attacker", "a") == "5");
  const Reading onto = read(
      "Two blockers were assigned to my Overcrush Hulk (7A/4D): Beast at 2A/3D and a Sidekick at "
      "1A/1D. I split 3 damage onto Beast and 1 onto the Sidekick.");
  CHECK(onto.fact("split", "blocker") == "3");
  CHECK(onto.fact("split", "blocker2") == "1");
}

TEST_CASE("dm roles: 'double block: X + Y' lists the blockers, 'assign 3 hawk / 2 widow'",
          "[ask][situation]") {
  const Reading r = read(
      "she-hulk lvl1 5A/4D atks. double block: hawkeye lvl1 2A/3D + widow lvl1 2A/2D. i assign 3 "
      "hawk / 2 widow. she-hulk ko'd?");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "d") == "3");
  CHECK(r.fact("blocker2", "d") == "2");
  CHECK(r.fact("split", "blocker") == "3");
  CHECK(r.fact("split", "blocker2") == "2");
  // Near miss: "assigned to block" with a number before a die's stats is
  // no split.
  const Reading assigned = read(
      "A 2A/3D Loki die is assigned to block an attacking 3A/2D Black Widow die. Which dice are "
      "KO'd?");
  CHECK_FALSE(assigned.facts.count("split"));
}

TEST_CASE("dm roles: near misses the reviews found for the session's rules", "[ask][situation]") {
  // Two values said of a bare "he" in one sentence: not joined.
  const Reading two =
      read("Thor 5A/4D attacks. Cyclops blocks; he was 2A/3D but I used a global so he is 3A/3D.");
  CHECK(two.fact("blocker", "a") != "3");
  // Stats that open a clause of their own are a die of their own.
  const Reading own = read("Thor attacks me, 3A/3D blocks him. Thor is 5A/4D. Who survives?");
  CHECK(own.fact("attacker", "a") == "5");
  CHECK(own.fact("blocker", "a") == "3");
  // "he targeted Thor with Bolt" is no target of my +2A.
  const Reading mine = read(
      "Thor 2A/3D attacks me, I block with Ant-Man 2A/4D. I paid for +2A, he targeted Thor with "
      "Bolt in response.");
  CHECK(mine.fact("attacker", "modify").empty());
  // Damage told of last turn, or wanted, is not dealt now.
  CHECK(read("Last turn I used a power bolt for 1 damage on doc ock. Now Doc Ock 3A/3D attacks "
             "and I block with Spider-Man 2A/3D.")
            .fact("attacker", "damage")
            .empty());
  // "when Hulk blocked" is table talk for the attacker.
  CHECK(read("Cyclops 2A/3D took the hit when Hulk 6A/6D overcrush blocked. How much gets through?")
            .fact("attacker", "a") == "6");
  // "All damage to Cyclops is prevented" is no split.
  CHECK_FALSE(read("Thor 6A/6D attacks, Cyclops 2A/3D and Beast 3A/4D block. All damage to "
                   "Cyclops is prevented.")
                  .facts.count("split"));
  // "Blk Widow" is Black Widow.
  CHECK(read("Thor 3A/3D attacks, blocked by Blk Widow 2A/2D. Result?").fact("blocker", "a") ==
        "2");
}

TEST_CASE("dm roles: 'I'm dumping all 6 into one Colossus' is a split", "[ask][situation]") {
  const Reading r = read(
      "Magneto 6A/4D gets double blocked by two Colossus dice, each 2A/5D. I'm dumping all 6 into "
      "one Colossus. Does Magneto live?");
  CHECK(r.fact("split", "blocker") == "6");
  // Near miss: "attacks into" is no split.
  CHECK_FALSE(read("my 6A/4D attacks into two 2A/5D blockers").facts.count("split"));
}

TEST_CASE("dm roles: 'before she swung back' is no attack", "[ask][situation]") {
  const Reading r = read(
      "My level 1 Quicksilver (3A/3D, Fast) attacked, and Yara blocked with a level 1 Elektra, "
      "2A/2D with Deadly. Quicksilver's Fast damage KO'd Elektra before she swung back.");
  CHECK(r.fact("blocker", "deadly") == "true");
  CHECK_FALSE(r.has("attacker2"));
  // Near miss: "she swung at me" attacks.
  CHECK(read("Elektra 2A/2D swung at me and I blocked with Thor 4A/4D.").fact("attacker", "a") ==
        "2");
}

TEST_CASE("dm roles: the role as a label before the die's name, 'Blocker Loki 2A/4D'",
          "[ask][situation]") {
  const auto read = [](const std::string& q) { return testing::first_reading(q, "dm"); };
  const Reading r = read("Attacker Hulk 5A/3D. Blocker Loki 2A/4D. Who is KO'd?");
  CHECK(r.fact("attacker", "a") == "5");
  CHECK(r.fact("blocker", "d") == "4");
  CHECK_FALSE(r.has("blocker2"));
  const Reading listed = read(
      "1) Attacker Sidekick 1A/1D. 2) Blocker Colossus 2A/5D. 3) "
      "Defender at 20 life. Who is KO'd?");
  CHECK(listed.fact("attacker", "a") == "1");
  CHECK(listed.fact("blocker", "d") == "5");
  CHECK_FALSE(listed.has("blocker2"));
  // Near misses: a verb after the role word; two dice told after a plural.
  const Reading verb = read(
      "The attacker wants to put all 6 damage on Colossus. Hulk (6A/4D) is "
      "blocked by a Sidekick (1A/1D) and Colossus (3A/5D).");
  CHECK(verb.has("blocker2"));
}

TEST_CASE("dm roles: on review, a labelled die whose doing is told keeps to what it does",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Attacker Hulk 5A/3D unblocked. Blocker Loki 2A/4D blocks nothing. Defender at 10 life. "
      "Life?",
      "dm");
  CHECK_FALSE(r.has("blocker"));
  CHECK(r.fact("attacker", "a") == "5");
}

TEST_CASE(
    "dm roles: no die blocks ('declares no blockers', 'Nobody blocks'): the dice no verb "
    "placed all attack",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "Nightcrawler 4A/3D and Colossus 5A/7D. Nobody blocks. Opponent at 11 life. What's their "
      "life?",
      "dm");
  CHECK(r.fact("attacker2", "a") == "5");
  CHECK_FALSE(r.has("blocker"));
  // Near misses: a die said to stay in the field; one die unblocked, another
  // that blocks.
  const Reading home = testing::first_reading(
      "My Hulk 5A/3D attacks. Nobody blocks. Their Loki 2A/4D stays in the field. Life 10.", "dm");
  CHECK_FALSE(home.has("attacker2"));
  const Reading one = testing::first_reading(
      "My Hulk 5A/3D goes unblocked and my Thor 4A/4D is blocked by Loki 2A/4D.", "dm");
  CHECK(one.has("blocker"));
}

TEST_CASE(
    "dm roles: 'the blocker' asked of the one die no verb placed, 'non-blocking' dice "
    "sit out",
    "[ask][situation]") {
  const Reading r = testing::first_reading(
      "A 3A/2D with Fast was assigned by my opponent to block my 6A/3D. Where does my attacker "
      "end up, and how much damage is on the blocker after combat?",
      "dm");
  CHECK(r.fact("blocker", "a") == "3");
  CHECK_FALSE(r.has("blocker2"));
  // A second die beside the combat has no place in the situation: left out.
  const Reading two = testing::first_reading(
      "My Hobgoblin 4A/4D with Frag attacks and their Black Cat 2A/2D blocks. They also have 2 "
      "non-blocking Sidekicks (1A/1D) fielded. What happens?",
      "dm");
  CHECK_FALSE(two.has("attacker2"));
  CHECK_FALSE(two.left_out.empty());
}

TEST_CASE(
    "dm roles: on review, 'the blocker' or no blocks never takes a die whose player or "
    "place rules it out",
    "[ask][situation]") {
  const auto read = [](const std::string& q) { return testing::first_reading(q, "dm"); };
  // The attacker's own die does not block; one at home or in the Reserve
  // Pool takes no part.
  CHECK_FALSE(testing::ask_dm("Hulk 6A/4D attacks. My Storm 3A/2D. Is the blocker KO'd?").report);
  CHECK(read("Loki 3A/5D blocks. My other die, Storm 3A/2D, stays home. Does the attacker "
             "survive?")
            .fact("attacker", "d")
            .empty());
  CHECK(read("Loki 3A/5D blocks my attacker. My Storm 3A/2D is in the Reserve Pool. Is the "
             "attacker KO'd?")
            .fact("attacker", "d")
            .empty());
  // The other player's die, said so, does not attack when nobody blocks.
  const Reading theirs = read(
      "My Hulk 6A/4D. Their Loki 3A/5D. Nobody blocks. How much damage does my opponent take?");
  CHECK_FALSE(theirs.has("attacker2"));
  // A non-blocking die sits out.
  CHECK_FALSE(read("Hulk 6A/4D attacks. Non-blocking Loki 3A/5D. How much damage does my "
                   "opponent take?")
                  .has("blocker"));
}

TEST_CASE("dm roles: 'he chumps Thor w/ Cap and lets Iron Man thru': Iron Man unblocked",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "opp on 4 life. i attack thor lv2 5/4 + iron man lv1 4/3, he chumps thor w/ cap lv2 3/5 and "
      "lets iron man thru. gg or not?",
      "dm");
  CHECK(r.fact("blocker", "d") == "5");
  CHECK_FALSE(r.has("attacker3"));
}

TEST_CASE("dm roles: 'My Cable, 5A/6D, was the attacker' and 'Her Nightcrawler blocked'",
          "[ask][situation]") {
  for (const char* q :
       {"Her Nightcrawler, 2A/3D, blocked. My Cable, 5A/6D, was the attacker. Is Nightcrawler "
        "KO'd?",
        "My Cable, 5A/6D, was the attacker. Her Nightcrawler, 2A/3D, blocked. Is Nightcrawler "
        "KO'd?"}) {
    const Reading r = testing::first_reading(q, "dm");
    CHECK(r.fact("attacker", "a") == "5");
    CHECK(r.fact("blocker", "a") == "2");
    CHECK_FALSE(r.has("attacker2"));
  }
  // Near misses: my own die "blocked", with no attacker told, was blocked;
  // and a die named by its stats is not given the role a question asks
  // about.
  const Reading mine = testing::first_reading("My Thor 4A/4D blocked. Is he KO'd?", "dm");
  CHECK(mine.fact("attacker", "a") == "4");
  const Reading asked = testing::first_reading(
      "my 6A/6D gets blocked by a 1A/1D with deadly, is my attacker KO'd", "dm");
  CHECK(asked.fact("attacker", "a") == "6");
  CHECK(asked.fact("blocker", "a") == "1");
}

TEST_CASE("dm roles: 'my life' is the asker's, the attacked player's when the asker blocks",
          "[ask][situation]") {
  const Reading r = read(
      "The opponent make attack with Hawkeye 2 attack 2 defense, and I am blocking him with my "
      "Colossus 3 attack 5 defense. My life is 12. Do I lose some life?");
  CHECK(r.fact("p2", "life") == "12");
  CHECK(r.fact("p1", "life").empty());
  // Near misses: the asker attacking, and the asker drawing on their own turn.
  const Reading attacks =
      read("I attack with my Hawkeye 2A/2D and my opponent doesn't block. My life is 12.");
  CHECK(attacks.fact("p1", "life") == "12");
  const Reading draws = read(
      "My life counter shows 15. The bag has 2 dice, Used Pile none, Prep Area none. I draw for "
      "the turn. What does my life counter show after?");
  CHECK(draws.fact("p1", "life") == "15");
}

TEST_CASE(
    "dm roles: 'double block, nebula 2A/2D and ronan 3A/4D' and a group's list after its "
    "verb's object are the blockers",
    "[ask][situation]") {
  for (const std::string q : {
           "drax 6A/6D attacks. double block, nebula 2A/2D and ronan 3A/4D. who survives?",
           "my Drax die on 6A/6D, with two of my opponent's dice in front of it, Nebula at 2A/2D "
           "and Ronan at 3A/4D. Who survives?",
       }) {
    INFO(q);
    const Reading r = read(q);
    CHECK(r.fact("attacker", "a") == "6");
    CHECK(r.fact("blocker", "a") == "2");
    CHECK(r.fact("blocker2", "d") == "4");
    CHECK_FALSE(r.has("attacker2"));
  }
  // Near miss: a doer before the verb keeps what follows as the blocked.
  const Reading r = read("his nebula 2A/2D blocks, my drax 6A/6D. who survives?");
  CHECK(r.fact("blocker", "a") == "2");
}

TEST_CASE(
    "dm roles: 'nothing blocks my storm' and 'with nothing in front of it' leave that die "
    "unblocked",
    "[ask][situation]") {
  for (const std::string q : {
           "my thor 5A/4D is blocked by his sidekick 1A/1D, and nothing blocks my storm 3A/3D. "
           "his life?",
           "my Spider-Woman die (4A/3D) with nothing in front of it, and my Mockingbird die "
           "(3A/2D) blocked by his Moonstone (2A/4D). His life counter is at 10. His life after?",
       }) {
    INFO(q);
    const Reading r = read(q);
    CHECK_FALSE(r.has("blocker2"));
    CHECK(r.has("attacker2"));
    CHECK(r.fact("blocker", "a") != "3");
  }
  // Near miss: a die in front of another is its blocker.
  const Reading r = read("my thor 5A/4D attacks and his sidekick 1A/1D blocks it. his life?");
  CHECK(r.fact("blocker", "a") == "1");
}

TEST_CASE("dm roles: 'swung his Black Panther at me, 4A/3D' is the attacker and its stats",
          "[ask][situation]") {
  const Reading r = read(
      "Marcus just swung his Black Panther at me, 4A/3D. I didn't block. I was on 15. What's my "
      "life now?");
  CHECK(r.fact("attacker", "a") == "4");
  CHECK(r.fact("attacker", "d") == "3");
  CHECK_FALSE(r.has("blocker"));
  CHECK(r.fact("p2", "life") == "15");
  // Near miss: a die attacked, with no player after "at", stays what is attacked.
  const Reading b = read("my Hulk 5A/4D attacks and his Black Panther 4A/3D blocks. who is KO'd?");
  CHECK(b.fact("blocker", "a") == "4");
}

TEST_CASE("dm roles: the opponent's life told beside the blocking asker's is the attacker's",
          "[ask][situation]") {
  const Reading r = read(
      "I block his Thor 5A/4D with Colossus 3A/5D. My life is 12, my opponent's life is 15. "
      "What's my life?");
  CHECK(r.fact("p2", "life") == "12");
  CHECK(r.fact("p1", "life") == "15");
}
