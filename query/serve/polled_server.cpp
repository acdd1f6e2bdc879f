#include "query/serve/polled_server.h"

#include <sys/epoll.h>
#include <unistd.h>

#include "query/serve/connection.h"

namespace arbiter::serve {

namespace {

// Answered by httplib's own listening loop as it accepts: the connection
// is only handed to the event loop, so no thread is needed for it.
class RunAtOnce : public httplib::TaskQueue {
 public:
  void enqueue(std::function<void()> fn) override { fn(); }
  void shutdown() override {}
};

}  // namespace

PolledServer::PolledServer(int workers) : epoll_(::epoll_create1(EPOLL_CLOEXEC)) {
  new_task_queue = [] { return new RunAtOnce; };
  for (int i = 0; i < workers; ++i) workers_.emplace_back([this] { work(); });
}

PolledServer::~PolledServer() {
  stop_workers();
  ::close(epoll_);
}

void PolledServer::stop_workers() {
  if (stopping_.exchange(true)) return;
  for (std::thread& t : workers_) t.join();
  std::lock_guard lock(mutex_);
  connections_.clear();
}

bool PolledServer::process_and_close_socket(socket_t sock) {
  auto c = std::make_unique<Connection>(sock);
  std::lock_guard lock(mutex_);
  if (stopping_) return false;  // closed with c
  watch(*c, true);
  connections_.emplace(sock, std::move(c));
  return true;
}

// One shot each time: a connection is woken for one worker, which watches
// it again when it is done with it.
void PolledServer::watch(const Connection& c, bool add) {
  epoll_event e{};
  e.events = (c.reply_pending() ? EPOLLOUT : EPOLLIN) | EPOLLONESHOT | EPOLLRDHUP;
  e.data.fd = c.fd();
  ::epoll_ctl(epoll_, add ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, c.fd(), &e);
}

void PolledServer::work() {
  epoll_event event;
  while (!stopping_) {
    // One connection at a time, the longest ready first: a worker that took
    // several would answer the last of them after the others' turns.
    // Woken at least every 100 ms, to see stop_workers() and idle ones.
    if (::epoll_wait(epoll_, &event, 1, 100) == 1) serve(event.data.fd);
    close_idle();
  }
}

void PolledServer::serve(int fd) {
  Connection* c = nullptr;
  {
    std::lock_guard lock(mutex_);
    const auto it = connections_.find(fd);
    // Closed since (idle), or a worker has it: it watches it again after.
    if (it == connections_.end() || it->second->busy) return;
    c = it->second.get();
    c->busy = true;
  }
  bool open = c->send_available();
  if (open && !c->reply_pending()) open = c->read_available() | c->has_request(payload_max_length_);
  if (open && !c->reply_pending()) open = answer(*c);
  if (open) open = c->send_available();
  std::lock_guard lock(mutex_);
  if (!open) {
    connections_.erase(fd);  // closes it
    return;
  }
  c->busy = false;
  c->last_active = std::chrono::steady_clock::now();
  watch(*c, false);
}

bool PolledServer::answer(Connection& c) {
  while (c.has_request(payload_max_length_)) {
    Connection::Stream stream(c, read_timeout_sec_);
    // As httplib's loop for a connection kept alive: the last request it
    // allows is answered with "Connection: close".
    const bool last = c.answered + 1 >= keep_alive_max_count_;
    bool closed = false;
    const bool answered = process_request(stream, last, closed, nullptr);
    ++c.answered;
    if (!answered || closed || last) {
      c.send_all(write_timeout_sec_);
      return false;
    }
  }
  return true;
}

void PolledServer::close_idle() {
  const auto now = std::chrono::steady_clock::now();
  std::lock_guard lock(mutex_);
  if (now - last_sweep_ < std::chrono::seconds(1)) return;
  last_sweep_ = now;
  const auto idle = std::chrono::seconds(keep_alive_timeout_sec_);
  std::erase_if(connections_, [&](const auto& entry) {
    return !entry.second->busy && now - entry.second->last_active > idle;
  });
}

}  // namespace arbiter::serve
