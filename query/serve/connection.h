// One client's connection as the server's event loop keeps it between
// requests: the bytes read and not yet answered, the reply not yet sent,
// and the requests answered (query/serve/polled_server.h).
#pragma once

#include <httplib.h>

#include <chrono>
#include <cstddef>
#include <string>

namespace arbiter::serve {

class Connection {
 public:
  // Takes `fd` (a connected socket) and makes it non-blocking.
  explicit Connection(int fd);
  ~Connection();  // closes it
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  int fd() const { return fd_; }

  // Reads what the socket holds now; false when the client has closed it
  // or it failed.
  bool read_available();
  // Whether the bytes read hold a whole request: its headers and, by its
  // Content-Length, its body, so that answering it waits on no read. A
  // body over `max_body` or chunked counts once the headers are in: httplib
  // refuses it or reads it as it comes.
  bool has_request(size_t max_body) const;
  // Sends what it can of the reply without waiting; false on a failure.
  bool send_available();
  bool reply_pending() const { return sent_ < out_.size(); }
  // Sends the rest, waiting at most `seconds` for the socket each time.
  void send_all(time_t seconds);

  // The stream httplib reads a request from and writes its reply to: the
  // bytes read, then the socket (waiting up to the read timeout), and the
  // reply kept here until sent.
  class Stream : public httplib::Stream {
   public:
    Stream(Connection& c, time_t read_timeout_sec) : c_(c), timeout_(read_timeout_sec) {}
    bool is_readable() const override;
    bool is_writable() const override { return true; }
    ssize_t read(char* ptr, size_t size) override;
    ssize_t write(const char* ptr, size_t size) override;
    void get_remote_ip_and_port(std::string& ip, int& port) const override;
    void get_local_ip_and_port(std::string& ip, int& port) const override;
    int socket() const override { return c_.fd_; }

   private:
    Connection& c_;
    time_t timeout_;
  };

  size_t answered = 0;  // requests answered on it
  std::chrono::steady_clock::time_point last_active = std::chrono::steady_clock::now();
  bool busy = false;  // a worker is reading or answering it

 private:
  bool wait_readable(time_t seconds) const;
  size_t unread() const { return in_.size() - read_; }
  // The addresses of the two ends, asked of the system once: httplib asks
  // for them with every request.
  struct Address {
    bool known = false;
    std::string ip;
    int port = 0;
  };
  Address remote_, local_;

  int fd_;
  std::string in_;  // bytes read; those before read_ answered
  size_t read_ = 0;
  std::string out_;  // the reply; those before sent_ sent
  size_t sent_ = 0;
};

}  // namespace arbiter::serve
