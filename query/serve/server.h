// `arbiter serve`: the pages and the JSON API over HTTP (cpp-httplib).
// Connections kept alive wait in an event loop (query/serve/polled_server.h)
// for a few workers, and a few read-only database connections, one per
// core, opened at start, are lent to a request at a time, so no request
// waits on another's statements or on an open.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace arbiter::serve {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;         // 0: any free port (printed by the caller)
  int threads = 0;         // workers answering at once; 0: twice the cores
  std::string cards_path;  // the imported card pool, or "" for none
  // Whole GET replies kept by address (query/serve/response_cache.h): at
  // most this many bytes and entries; 0 bytes keeps none.
  size_t cache_bytes = 32 << 20;
  size_t cache_entries = 8192;
};

class Server {
 public:
  // Opens the database once to check it; throws with the file named when
  // it cannot be used.
  Server(std::string db_path, ServeOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds the address; returns the port (the one chosen for port 0).
  // Throws std::runtime_error naming the address when it is taken.
  int bind();
  // Serves until stop(); call after bind().
  void run();
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace arbiter::serve
