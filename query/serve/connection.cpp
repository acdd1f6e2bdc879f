#include "query/serve/connection.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <strings.h>
#include <sys/socket.h>
#include <unistd.h>

#include <charconv>
#include <string_view>

namespace arbiter::serve {

namespace {

// Past httplib's longest address (8 KiB) and a browser's headers.
constexpr size_t kMaxHeadBytes = 64 << 10;

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

bool wait_for(int fd, short events, time_t seconds) {
  pollfd p{fd, events, 0};
  int ready;
  do {
    ready = ::poll(&p, 1, static_cast<int>(seconds * 1000));
  } while (ready < 0 && errno == EINTR);
  return ready > 0;
}

// An end's address as `ask` (getpeername or getsockname) gives it; false
// when the system cannot say.
bool address_of(int fd, int (*ask)(int, sockaddr*, socklen_t*), std::string& ip, int& port) {
  sockaddr_storage a{};
  socklen_t len = sizeof a;
  if (ask(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0) return false;
  char text[INET6_ADDRSTRLEN] = "";
  if (a.ss_family == AF_INET) {
    const auto* in = reinterpret_cast<const sockaddr_in*>(&a);
    inet_ntop(AF_INET, &in->sin_addr, text, sizeof text);
    port = ntohs(in->sin_port);
  } else if (a.ss_family == AF_INET6) {
    const auto* in = reinterpret_cast<const sockaddr_in6*>(&a);
    inet_ntop(AF_INET6, &in->sin6_addr, text, sizeof text);
    port = ntohs(in->sin6_port);
  }
  ip = text;
  return true;
}

}  // namespace

Connection::Connection(int fd) : fd_(fd) {
  ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) | O_NONBLOCK);
  // A small reply on a kept-alive connection must not wait for the
  // client's delayed ACK (40 ms a request).
  const int on = 1;
  ::setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
}

Connection::~Connection() {
  ::shutdown(fd_, SHUT_RDWR);
  ::close(fd_);
}

bool Connection::read_available() {
  if (read_ == in_.size() || read_ > kMaxHeadBytes) {
    in_.erase(0, read_);
    read_ = 0;
  }
  char buffer[16384];
  for (;;) {
    const ssize_t n = ::recv(fd_, buffer, sizeof buffer, 0);
    if (n > 0) {
      in_.append(buffer, static_cast<size_t>(n));
      if (static_cast<size_t>(n) < sizeof buffer) return true;
      continue;
    }
    if (n == 0) return false;
    if (errno == EINTR) continue;
    return errno == EAGAIN || errno == EWOULDBLOCK;
  }
}

bool Connection::has_request(size_t max_body) const {
  const std::string_view rest = std::string_view(in_).substr(read_);
  const size_t end = rest.find("\r\n\r\n");
  // Headers that do not end within the limit are handed over as they are:
  // httplib refuses them.
  if (end == std::string_view::npos) return rest.size() > kMaxHeadBytes;
  // The headers' Content-Length, if any (a request line holds no colon
  // before its first line ends, so only header lines are read).
  std::string_view headers = rest.substr(0, end);
  size_t body = 0;
  for (size_t line = headers.find("\r\n"); line != std::string_view::npos;) {
    const size_t next = headers.find("\r\n", line + 2);
    const std::string_view h = headers.substr(
        line + 2, next == std::string_view::npos ? std::string_view::npos : next - line - 2);
    line = next;
    const size_t colon = h.find(':');
    if (colon == std::string_view::npos) continue;
    const std::string_view name = trimmed(h.substr(0, colon)), value = trimmed(h.substr(colon + 1));
    if (name.size() == 14 && ::strncasecmp(name.data(), "Content-Length", 14) == 0) {
      const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), body);
      if (ec != std::errc() || body > max_body) return true;
    }
  }
  return rest.size() - end - 4 >= body;
}

bool Connection::send_available() {
  while (sent_ < out_.size()) {
    const ssize_t n =
        ::send(fd_, out_.data() + sent_, out_.size() - sent_, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      sent_ += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
  }
  out_.clear();
  sent_ = 0;
  return true;
}

void Connection::send_all(time_t seconds) {
  while (reply_pending() && send_available() && reply_pending() &&
         wait_for(fd_, POLLOUT, seconds)) {
  }
}

bool Connection::wait_readable(time_t seconds) const {
  return wait_for(fd_, POLLIN, seconds);
}

bool Connection::Stream::is_readable() const {
  return c_.unread() > 0 || c_.wait_readable(timeout_);
}

ssize_t Connection::Stream::read(char* ptr, size_t size) {
  if (c_.unread() == 0) {
    // The rest of a request not whole when it was handed over: a body
    // httplib reads as it comes.
    if (!c_.wait_readable(timeout_)) return -1;
    const size_t before = c_.in_.size();
    if (!c_.read_available() && c_.in_.size() == before) return 0;
    if (c_.unread() == 0) return -1;
  }
  const size_t n = std::min(size, c_.unread());
  c_.in_.copy(ptr, n, c_.read_);
  c_.read_ += n;
  return static_cast<ssize_t>(n);
}

ssize_t Connection::Stream::write(const char* ptr, size_t size) {
  c_.out_.append(ptr, size);
  return static_cast<ssize_t>(size);
}

void Connection::Stream::get_remote_ip_and_port(std::string& ip, int& port) const {
  Address& a = c_.remote_;
  if (!a.known) a.known = address_of(c_.fd_, ::getpeername, a.ip, a.port);
  if (!a.known) return;
  ip = a.ip;
  port = a.port;
}

void Connection::Stream::get_local_ip_and_port(std::string& ip, int& port) const {
  Address& a = c_.local_;
  if (!a.known) a.known = address_of(c_.fd_, ::getsockname, a.ip, a.port);
  if (!a.known) return;
  ip = a.ip;
  port = a.port;
}

}  // namespace arbiter::serve
