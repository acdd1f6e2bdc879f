
TEST_CASE("mc events: a card played 'to deal 8 damage' or '8 dmg' is an event",
          "[ask][situation]") {
  for (const char* q :
       {"spidey ready, plays swinging web kick 8 dmg -> rhino (14hp, 3 dmg). rhino dmg after? "
        "spidey exhausted?",
        "Spider-Man, hero form, ready. Rhino has 14 HP and 3 damage. I play Swinging Web Kick to "
        "deal 8 damage to Rhino. Is Spider-Man exhausted?"}) {
    const Reading r = testing::first_reading(q, "mc");
    CHECK(r.action == "attack-event");
    CHECK(r.fact("event", "damage") == "8");
  }
  // Near misses: the hero played, then an attack told apart.
  CHECK(testing::first_reading("I play Spider-Man. He attacks Rhino for 3 damage.", "mc").action ==
        "player-attack");
  CHECK(testing::first_reading("I play Hawkeye and he attacks Rhino for 2 damage.", "mc").action !=
        "attack-event");
  CHECK(testing::first_reading("Villain phase, I play solo Spider-Woman in hero form with 1 "
                               "damage. Crossbones (ATK 3) attacks me and I don't defend.",
                               "mc")
            .action != "attack-event");
  CHECK(testing::first_reading("Spider-Man has 10 hit points and 1 damage. I play First Aid on "
                               "him to heal 2 damage.",
                               "mc")
            .action != "attack-event");
}
