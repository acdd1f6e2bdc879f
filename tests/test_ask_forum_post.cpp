// A rules-forum post: the bracketed title is a headline, another user's
// quoted claim is no fact, and "TL;DR:" only opens the question.
#include <catch2/catch.hpp>

#include "query/ask/ask.h"
#include "query/ask/forum_post.h"
#include "tests/ask_fixture.h"

using namespace arbiter;
using namespace arbiter::query::ask;

TEST_CASE("forum post: the title labelled, the quoted claim dropped, the TLDR label dropped",
          "[ask]") {
  const std::string told = forum_post_as_story(
      "[Hawkgirl vs Cheetah - does damage leak?] I attacked with Hawkgirl (4A/5D). > quote from "
      "mace_mains: the 1 damage goes through, so he's at 15. TL;DR: what's his life?");
  CHECK(told.starts_with("Title: Hawkgirl vs Cheetah - does damage leak? "));
  CHECK(told.find("mace_mains") == std::string::npos);
  CHECK(told.find("15") == std::string::npos);
  CHECK(told.find("TL;DR") == std::string::npos);
  CHECK(told.ends_with("what's his life?"));
  // Near misses: an email's quote is the situation (quoted_reply.h), and a
  // chat's stamp is no title.
  const std::string mail = "Thanks! > On Sat, Dana wrote: > Hulk attacked.";
  CHECK(forum_post_as_story(mail) == mail);
  const std::string chat = "[20:14] Sam: rhino attacks";
  CHECK(forum_post_as_story(chat) == chat);
}

TEST_CASE("forum post: a quoted wrong claim gives no value to the reading", "[ask][situation]") {
  const Reading r = testing::first_reading(
      "[Hawkgirl vs Cheetah - does extra blocked damage leak to the player?] I attacked with "
      "Hawkgirl (4A/5D, no keywords) and my opponent, on 16 life, blocked with Cheetah (3A/3D). > "
      "quote from mace_mains: the 1 damage over Cheetah's defense goes through to the player, so "
      "he's at 15. TL;DR: right after combat damage, where is Cheetah, and what's his life?",
      "dm");
  CHECK(r.fact("p2", "life") == "16");
  CHECK(r.fact("blocker", "damage").empty());
  CHECK(r.fact("attacker", "a") == "4");
}

TEST_CASE("forum post: a quote with no TLDR runs to the post's closing question", "[ask]") {
  const std::string told = forum_post_as_story(
      "My Hulk (6A/5D) is blocked by Loki (2A/3D). He is at 16. > quote from lokifan: It goes "
      "through. So he's at 15. Where does Loki go?");
  CHECK(told.find("15") == std::string::npos);
  CHECK(told.ends_with("Where does Loki go?"));
  // Near miss: a quote that ends the post keeps no more than its first
  // sentence out; the told facts before it stay.
  const std::string last = forum_post_as_story(
      "My Hulk (6A/5D) is blocked by Loki (2A/3D). > quote from lokifan: Loki dies.");
  CHECK(last.find("is blocked by Loki") != std::string::npos);
  CHECK(last.find("Loki dies") == std::string::npos);
}
