// The server's cache of whole GET replies: least recently used out first,
// both bounds held, and over a socket the same bytes whether the reply was
// kept or made again.
#include <httplib.h>

#include <catch2/catch.hpp>
#include <string>
#include <thread>
#include <vector>

#include "query/serve/response_cache.h"
#include "query/serve/server.h"

using namespace arbiter;
using serve::Reply;
using serve::ResponseCache;

namespace {

Reply reply_of(const std::string& body, int status = 200) {
  return {status, body, "application/json"};
}

}  // namespace

TEST_CASE("the response cache drops the least recently used past its entry bound",
          "[serve][cache]") {
  ResponseCache cache(3, 1 << 20);
  cache.put("/a", reply_of("A"));
  cache.put("/b", reply_of("B"));
  cache.put("/c", reply_of("C"));
  REQUIRE(cache.find("/a"));  // /a is now the most recently used; /b the least
  cache.put("/d", reply_of("D"));
  CHECK(cache.entries() == 3);
  CHECK_FALSE(cache.find("/b"));
  REQUIRE(cache.find("/a"));
  CHECK(cache.find("/a")->body == "A");
  CHECK(cache.find("/c")->body == "C");
  CHECK(cache.find("/d")->body == "D");
  CHECK_FALSE(cache.find("/e"));
}

TEST_CASE("the response cache holds its byte bound", "[serve][cache]") {
  const std::string body(100, 'x');
  const size_t each = ResponseCache::cost("/0", reply_of(body));
  ResponseCache cache(1000, 3 * each);
  for (int i = 0; i < 10; ++i) {
    cache.put("/" + std::to_string(i), reply_of(body));
    CHECK(cache.bytes() <= 3 * each);
  }
  CHECK(cache.entries() == 3);
  CHECK(cache.bytes() == 3 * each);
  // The three most recent are the ones kept.
  for (int i = 7; i < 10; ++i) CHECK(cache.find("/" + std::to_string(i)));
  CHECK_FALSE(cache.find("/6"));
  // A reply bigger than the whole bound is not kept, and drops nothing.
  cache.put("/big", reply_of(std::string(4 * each, 'y')));
  CHECK_FALSE(cache.find("/big"));
  CHECK(cache.entries() == 3);
  // One that needs the room of two drops the two least recently used.
  cache.put("/two", reply_of(std::string(each + 50, 'z')));
  CHECK(cache.bytes() <= 3 * each);
  CHECK(cache.find("/two"));
  CHECK(cache.find("/9"));
  CHECK_FALSE(cache.find("/7"));
  CHECK_FALSE(cache.find("/8"));
}

TEST_CASE("the response cache keeps status and type, and the first of two puts", "[serve][cache]") {
  ResponseCache cache(10, 1 << 20);
  cache.put("/x", {404, "not here", "text/html; charset=utf-8"});
  cache.put("/x", reply_of("later"));
  const auto kept = cache.find("/x");
  REQUIRE(kept);
  CHECK(kept->status == 404);
  CHECK(kept->body == "not here");
  CHECK(kept->content_type == "text/html; charset=utf-8");
  CHECK(cache.entries() == 1);

  ResponseCache none(0, 0);
  none.put("/x", reply_of("x"));
  CHECK_FALSE(none.find("/x"));
}

TEST_CASE("the response cache is safe from many threads", "[serve][cache]") {
  ResponseCache cache(50, 4000);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&cache, t] {
      for (int i = 0; i < 2000; ++i) {
        const std::string key = "/" + std::to_string((i * 7 + t) % 80);
        if (const auto kept = cache.find(key))
          REQUIRE(kept->body == key);
        else
          cache.put(key, reply_of(key));
      }
    });
  for (auto& th : threads) th.join();
  CHECK(cache.entries() <= 50);
  CHECK(cache.bytes() <= 4000);
}

TEST_CASE("a reply sent from the cache is the same bytes as one made anew", "[serve][cache]") {
  const auto run = [](size_t cache_bytes) {
    serve::ServeOptions options;
    options.port = 0;
    options.threads = 4;
    options.cache_bytes = cache_bytes;
    serve::Server server(ARBITER_TEST_DB, options);
    const int port = server.bind();
    std::thread running([&] { server.run(); });
    httplib::Client client("127.0.0.1", port);
    client.set_read_timeout(10, 0);
    std::vector<std::string> seen;
    // Each twice: the second is the cache's when it is on.
    for (int pass = 0; pass < 2; ++pass)
      for (const char* path :
           {"/api/search?q=guard&limit=3", "/?q=retalliate", "/entry/mc:guard",
            "/api/entry/mc:nothing-here", "/api/ask?q=what%20does%20peril%20mean%3F",
            "/api/search?q=guard&limit=0", "/style.css"}) {
        auto r = client.Get(path);
        REQUIRE(r);
        std::string all = std::to_string(r->status) + "\n";
        for (const auto& [name, value] : r->headers)
          if (name != "Keep-Alive") all += name + ": " + value + "\n";
        seen.push_back(all + r->body);
      }
    // A parameter over the size limit is refused each time, never kept.
    auto r = client.Get("/api/search?q=" + std::string(5000, 'a'));
    REQUIRE(r);
    CHECK(r->status == 400);
    server.stop();
    running.join();
    return seen;
  };
  const std::vector<std::string> cached = run(1 << 20), fresh = run(0);
  REQUIRE(cached.size() == fresh.size());
  for (size_t i = 0; i < cached.size(); ++i) {
    INFO(i);
    CHECK(cached[i] == fresh[i]);
  }
  // And the second pass (from the cache) is the first's.
  for (size_t i = 0; i < cached.size() / 2; ++i) CHECK(cached[i] == cached[i + cached.size() / 2]);
}
