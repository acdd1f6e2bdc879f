// httplib's server with the connections kept by an event loop (epoll) and
// answered by a few workers, instead of a thread for each connection kept
// alive: 128 players meant some 160 threads taking turns on two cores, each
// request a wake-up and most of them a wait for a database connection. A
// worker takes a connection only when a whole request has come in (a slow
// client holds none), answers it with httplib's own parsing, routing and
// writing (Server::process_request), and sends the reply without waiting
// (the rest when the socket can take it).
#pragma once

#include <httplib.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

namespace arbiter::serve {

class Connection;

class PolledServer : public httplib::Server {
 public:
  explicit PolledServer(int workers);
  ~PolledServer() override;
  // Closes every connection and ends the workers; after stop().
  void stop_workers();

 private:
  // Called by httplib's listening loop for each connection accepted: kept
  // here, not served on a thread of its own.
  bool process_and_close_socket(socket_t sock) override;

  void work();
  // Reads, answers and sends what the connection `fd` is ready for.
  void serve(int fd);
  // Answers the whole requests read; false when the connection is done.
  bool answer(Connection& c);
  void watch(const Connection& c, bool add);
  void close(int fd);
  void close_idle();

  int epoll_ = -1;
  std::atomic<bool> stopping_{false};
  std::mutex mutex_;  // guards connections_ and each one's busy flag
  std::unordered_map<int, std::unique_ptr<Connection>> connections_;
  std::chrono::steady_clock::time_point last_sweep_;
  std::vector<std::thread> workers_;
};

}  // namespace arbiter::serve
