// A question pasted from a chat or a forum: stamps, speakers' names and
// markdown taken away before it is read.
#include <catch2/catch.hpp>

#include "query/ask/pasted.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("pasted: a chat's stamps and speakers end each message", "[ask][situation]") {
  CHECK(as_typed("[8:02 PM] kestrel_v: taskmaster attacks, ATK 3 [8:03 PM] thundr_dan: I'll "
                 "defend [8:04 PM] kestrel_v: boost 2") ==
        "taskmaster attacks, ATK 3. the other player will defend. boost 2");
  CHECK(as_typed("[21:14] mira.k: he has 22 damage [21:15] jonah: rip") == "he has 22 damage. rip");
  // Names said twice before messages, with no stamps.
  CHECK(as_typed("ororo_m: storm attacks, 5A/4D erik_l: toad blocks ororo_m: I put 5 on him") ==
        "storm attacks, 5A/4D. toad blocks. I put 5 on him");
  // Near misses: a label, a rule number, a time said in words, a colon
  // in a sentence.
  const std::string kept =
      "Expected: 3 damage. 2.7.4: the attack. At 8:02 we played. Rhino: ATK 2. p1: 14 life, p2: "
      "12 life.";
  CHECK(as_typed(kept) == kept);
}

TEST_CASE("pasted: a chat told from its first speaker's side", "[ask][situation]") {
  CHECK(as_typed("[8:08 PM] nat: black widow attacks, your cage blocks [8:08 PM] luke: I'm at 14 "
                 "and my used pile is empty, can you hit me? [8:09 PM] nat: yes, you're at 11") ==
        "black widow attacks, the other player's cage blocks. the other player is at 14 and the "
        "other player's used pile is empty, can I hit the other player? yes, the other player is "
        "at 11");
  // Another speaker's doing with its subject left out.
  CHECK(as_typed("erik_l: I attack with Storm 3A/4D. mira.k: blocking with my Cyclops 3A/3D. "
                 "erik_l: who gets KO'd?") ==
        "I attack with Storm 3A/4D. the other player is blocking with the other player's Cyclops "
        "3A/3D. who gets KO'd?");
  // Near miss: a word that ends so but is no doing ("thing is 8A?").
  CHECK(
      as_typed("[8:00 PM] kat: the thing attacks [8:01 PM] kat: hi [8:02 PM] dev: thing is 8A?") ==
      "the thing attacks. hi. thing is 8A?");
  // One speaker: no one else's "I".
  CHECK(as_typed("[8:08 PM] nat: I attack with my Hulk [8:09 PM] nat: you block?") ==
        "I attack with my Hulk. you block?");
}

TEST_CASE("pasted: markdown's title, list and marks", "[ask][situation]") {
  CHECK(as_typed("**Tough ally vs a big hit** - Strange: 12 HP - Wong: 3 HP. Wong defends.") ==
        "Title: Tough ally vs a big hit. Strange: 12 HP. Wong: 3 HP. Wong defends.");
  CHECK(as_typed("## Overcrush - Hulk: 6A/5D - Thor: **2A/3D**, blocks") ==
        "Overcrush. Hulk: 6A/5D. Thor: 2A/3D, blocks");
  // Near misses: a sum, one dash in a sentence, a die's number.
  const std::string kept =
      "ATK 3 - 2 DEF is 1. Rhino attacks - Thor blocks - he has 2 DEF. Sidekick #1 is 1A/1D.";
  CHECK(as_typed(kept) == kept);
}

TEST_CASE("pasted: a list item's whose, said first", "[ask][situation]") {
  CHECK(as_typed("**Fast** - Quicksilver (mine): 3A/2D - Sabretooth (opponent's): 4A/4D. Who "
                 "wins?") ==
        "Title: Fast. my Quicksilver 3A/2D. opponent's Sabretooth 4A/4D. "
        "Who wins?");
  CHECK(as_typed("**Q** - Daredevil (me): 9 HP - Iron Fist (my ally): 3 HP - Hand Ninja (minion "
                 "engaged with me): ATK 3 - Robin (my die, level 1): 2A/3D") ==
        "Title: Q. my hero Daredevil 9 HP. my ally Iron Fist 3 HP. the minion Hand Ninja ATK 3 "
        "(engaged with me). my Robin 2A/3D (level 1)");
  CHECK(as_typed("**Q** - Kree Soldier (engaged with me): SCH 1, confused - Yon-Rogg: SCH 2") ==
        "Title: Q. the minion Kree Soldier SCH 1, confused (engaged with me). Yon-Rogg: SCH 2");
  // Near misses: a player's number, no colon after the bracket.
  const std::string kept = "**Q** - Thor (p2, my hero): 12 HP - Loki (ATK 3) attacks";
  CHECK(as_typed(kept) == "Title: Q. Thor (p2, my hero): 12 HP. Loki (ATK 3) attacks");
}

TEST_CASE("pasted: a list item's part in combat, said after its values", "[ask][situation]") {
  CHECK(as_typed("**Q** - Falcon (attacking): 5A/4D - Wasp (blocking Hulk): 1A/2D - Magneto "
                 "(blocker, level 2): 4A/3D, Fast. Where?") ==
        "Title: Q. Falcon 5A/4D attacks. Wasp 1A/2D blocks Hulk. Magneto (level 2) 4A/3D, Fast "
        "blocks. Where?");
  // A list on lines of its own: the last item ends at its line.
  const query::ask::Answer lines = testing::ask_dm(
      "- Captain America (blocker, level 2): 3A/4D\n- Venom (attacker): 5A/4D\nDoes Cap die?");
  CHECK(lines.understood.find("attacker: 5A/4D; blocker: 3A/4D, level 2") != std::string::npos);
  const query::ask::Answer a = testing::ask_dm(
      "**Fast vs a bigger blocker** - Quicksilver (attacking): 3A/1D, Fast - Magneto (blocking): "
      "4A/3D - Where does Quicksilver end up?");
  CHECK(a.understood.find("attacker: 3A/1D, fast; blocker: 4A/3D") != std::string::npos);
  // Near misses: more than one word after "blocking", no colon after it.
  for (const std::string kept : {"**Q** - Kitty (both blocking her): 1A/3D",
                                 "**Q** - Falcon (attacking) 5A/4D - Wasp (blocking) 1A/2D"})
    CHECK(as_typed(kept).find("attacks") == std::string::npos);
}

TEST_CASE("pasted: a chat's stamps do not become numbers of the situation", "[ask][situation]") {
  const query::ask::Answer a = testing::ask_mc(
      "[8:02 PM] kat: taskmaster is swinging at my black widow, ATK 3, no defense [8:03 PM] kat: "
      "boost card is 2 icons [8:04 PM] dev: how much damage does widow take?");
  CHECK(a.understood.find("boost 2") != std::string::npos);
  CHECK(a.understood.find("boost 8") == std::string::npos);
}

TEST_CASE("pasted: a line's label said twice is no chat", "[ask][situation]") {
  for (const std::string kept :
       {"Klaw: ATK 2, boost 1 icon. Klaw: attacks me undefended. How much damage?",
        "My life: 10. Their life: 12. My Hulk 5A/3D attacks them unblocked.",
        "Villain: Rhino, ATK 3. Villain: attacks me, boost 1."})
    CHECK(as_typed(kept) == kept);
}

TEST_CASE("pasted: a chat's bar between messages does not hide a check's question mark",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "[19:20] Nia: green goblin schemes, SCH 1 | [19:20] Nia: boost card 2 icons | [19:21] Ben: "
      "main scheme was at 4? | [19:21] Nia: no it was 5 before he schemed | [19:22] Nia: how "
      "much threat is on the main scheme now?",
      "mc");
  CHECK(r.fact("main", "threat") == "5");
  // Near miss: a check answered yes keeps the value.
  const Reading yes = testing::first_reading(
      "[19:20] Nia: green goblin schemes, SCH 1 | [19:21] Ben: main scheme was at 4? | [19:21] "
      "Nia: yes | [19:22] Nia: how much threat is on the main scheme now?",
      "mc");
  CHECK(yes.fact("main", "threat") == "4");
}

TEST_CASE("pasted: in a chat of two, each speaker's name said by the other is that player",
          "[ask][situation]") {
  const Reading r = testing::first_reading(
      "[23:30] Rex: I'm at 2, Sky's at 2, I use my action die: 'Deal 2 damage to each player.' "
      "tie? | [23:31] Sky: I'm at 3, not 2 | [23:32] Rex: oh. so who wins?",
      "dm");
  CHECK(r.fact("p1", "life") == "2");
  CHECK(r.fact("p2", "life") == "3");
  // Near miss: a speaker called Max leaves "max hp" a maximum.
  const Reading m = testing::first_reading(
      "[18:12] Dev: i'm peter parker, alter-ego, REC 3 | [18:12] Dev: 2 damage on me, max hp 10 "
      "| [18:13] Max: so you recover? | [18:14] Dev: yeah. how much damage do i have after?",
      "mc");
  CHECK(m.fact("hero", "hp") == "10");
}
