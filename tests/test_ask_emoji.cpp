// A social-media post's emojis and hashtags read as the words they stand
// for, or dropped.
#include <catch2/catch.hpp>

#include "query/ask/emoji.h"
#include "query/ask/reading.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("emoji: the ones that stand for a word, beside a number or a verb", "[ask][situation]") {
  CHECK(emoji_as_words("opp at 12 ❤️ and takes 3 💥💥") ==
        "opp at 12 life and takes 3 damage");
  CHECK(emoji_as_words("Raph (3A/3D) ⚔️, no 🛡️. #DiceMasters #TMNT") ==
        "Raph (3A/3D) attacks, no block. DiceMasters");
  // Near misses: the verb said beside it already; a shield with no
  // negation is a picture; a heart with no number; joined clusters, flags
  // and other pictures go.
  CHECK(emoji_as_words("Batman ⚔️ swings, solo 🛡️ blocks") ==
        "Batman swings, solo blocks");
  CHECK(
      emoji_as_words("Cap 🛡️🇺🇸 lvl 1, Red Hulk ❤️‍🔥 (6A/6D) ❤️ 🐢🔴") ==
      "Cap lvl 1, Red Hulk (6A/6D)");
  // A label and a stat's icon; a sentence's first word; a tag among the
  // words kept as its word, the closing ones dropped.
  CHECK(emoji_as_words("⚔️: Hulk 6A/5D. 🛡️: Thor 2A/3D.") ==
        "attacker: Hulk 6A/5D. blocker: Thor 2A/3D.");
  CHECK(emoji_as_words("Black Cat (⚔️1)") == "Black Cat (atk 1)");
  CHECK(emoji_as_words("⚔️ Thor 6A/5D vs 🛡️ Loki 2A/3D") == "Thor 6A/5D vs Loki 2A/3D");
  CHECK(emoji_as_words("Hulk 6A/5D #Overcrush attacks! #DiceMasters #XMen") ==
        "Hulk 6A/5D Overcrush attacks! DiceMasters");
  // Near misses: a heart that tells no life, a shield that is a card.
  CHECK(emoji_as_words("I ❤️ 2 player games, 5 ❤️ from me") ==
        "I 2 player games, 5 from me");
  CHECK(emoji_as_words("No 🛡️ card played") == "No card played");
  // Text with none comes back as it was, spaces and all.
  const std::string plain = "## Overcrush  #3 pick: Hulk 5A/4D";
  CHECK(emoji_as_words(plain) == plain);
}

TEST_CASE("emoji: a post read with them, its game's hashtag naming the game", "[ask][situation]") {
  const query::ask::Reading r = testing::first_reading(
      "Raph 🐢🔴 (3A/3D) ⚔️, opp at 11 ❤️ with Bebop just watching, no 🛡️. Opp "
      "life "
      "after?? "
      "#DiceMasters #TMNT",
      "");
  CHECK(r.game == "dm");
  CHECK(r.fact("attacker", "a") == "3");
  CHECK(r.fact("p2", "life") == "11");
  CHECK_FALSE(r.has("blocker"));
  const std::string cap =
      "Cap 🛡️🇺🇸 lvl 1 (ATK 4 / DEF 5) gets double-blocked by Red Skull (2/3) + "
      "Crossbones "
      "(2/4). I dump ALL 4 💥 into Crossbones, 0 on Skull. Does Cap live?";
  CHECK(testing::first_reading(cap + " #DiceMasters", "").game == "dm");
  CHECK(testing::first_reading(cap + " #MarvelChampions", "").game == "mc");
}

TEST_CASE("emoji: a board's heart before a player and a number is that player's life", "[ask]") {
  CHECK(emoji_as_words("Thor 4A/4D attacking | ❤️ opp 14 | opp life?") ==
        "Thor 4A/4D attacking | opp life 14 | opp life?");
  CHECK(emoji_as_words("❤️ me 11 | bag 2") == "me life 11 | bag 2");
  // Near misses: no player word, no number.
  CHECK(emoji_as_words("I ❤️ 2 player games") == "I 2 player games");
  CHECK(emoji_as_words("❤️ opp is low") == "opp is low");
}
