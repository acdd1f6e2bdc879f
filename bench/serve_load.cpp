// arbiter-serve-load: many players at a steady pace against `arbiter serve`
// on loopback, where wrk's closed loop keeps every connection busy.
//
//   arbiter-serve-load PORT PATH CONNECTIONS RATE SECONDS
//
// Each of CONNECTIONS kept-alive connections asks for PATH on a fixed
// schedule, RATE requests a second in all (starts spread evenly). A request
// is timed from when it was due, not from when it could be sent, so a slow
// reply also counts against the requests that waited behind it (no
// coordinated omission). Prints one line: requests a second, then the 50th,
// 90th and 99th percentile and the largest latency, in milliseconds. Exits 1
// on a refused connection, a reply other than 200, or a reply not back
// within 5 seconds of the end.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// One kept-alive connection. The server closes one after many requests
// ("Connection: close") or when idle for seconds; the next request then
// opens it again, as a browser does.
class Connection {
 public:
  explicit Connection(int port) : port_(port) { open(); }
  ~Connection() {
    if (fd_ >= 0) ::close(fd_);
  }
  Connection(Connection&& o) noexcept
      : port_(o.port_),
        fd_(o.fd_),
        closing_(o.closing_),
        resent_(o.resent_),
        last_request_(std::move(o.last_request_)),
        reply_(std::move(o.reply_)) {
    o.fd_ = -1;
  }
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  Connection& operator=(Connection&&) = delete;

  int fd() const { return fd_; }

  void send(const std::string& request) {
    last_request_ = request;
    resent_ = false;
    if (closing_ || !write_all(request)) {
      open();
      if (!write_all(request))
        throw std::runtime_error("the server closed a connection while it was asked");
    }
  }

  // Reads what has arrived; true once a whole reply is in (then forgotten).
  bool read_reply() {
    char buf[65536];
    const ssize_t n = ::recv(fd_, buf, sizeof buf, 0);
    // (Closed while idle, before this request reached it: asked again once,
    // on a new connection.)
    if (n <= 0 && reply_.empty() && !resent_) {
      resent_ = true;
      open();
      if (!write_all(last_request_))
        throw std::runtime_error("the server closed a connection while it was asked");
      return false;
    }
    if (n <= 0) throw std::runtime_error("the server closed a connection before replying");
    reply_.append(buf, static_cast<size_t>(n));
    const size_t head_end = reply_.find("\r\n\r\n");
    if (head_end == std::string::npos) return false;
    if (reply_.compare(0, 12, "HTTP/1.1 200") != 0)
      throw std::runtime_error("the server replied " + reply_.substr(0, reply_.find('\r')));
    std::string head = reply_.substr(0, head_end);
    const size_t length = content_length(head);
    if (reply_.size() < head_end + 4 + length) return false;
    closing_ = head.find("\r\nconnection: close") != std::string::npos;
    reply_.clear();
    return true;
  }

 private:
  void open() {
    if (fd_ >= 0) ::close(fd_);
    closing_ = false;
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd_ < 0) throw std::runtime_error("socket() failed");
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(static_cast<uint16_t>(port_));
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd_, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0)
      throw std::runtime_error("cannot connect to 127.0.0.1:" + std::to_string(port_));
    const int one = 1;
    ::setsockopt(fd_, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  }

  bool write_all(const std::string& request) {
    size_t sent = 0;
    while (sent < request.size()) {
      const ssize_t n = ::send(fd_, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
      if (n <= 0) return false;
      sent += static_cast<size_t>(n);
    }
    return true;
  }

  // `head` is lowered to read its fields.
  static size_t content_length(std::string& head) {
    std::transform(head.begin(), head.end(), head.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const size_t at = head.find("\r\ncontent-length:");
    if (at == std::string::npos) throw std::runtime_error("a reply without Content-Length");
    return std::strtoul(head.c_str() + at + 17, nullptr, 10);
  }

  int port_;
  int fd_ = -1;
  bool closing_ = false;  // the last reply said the server closes it
  bool resent_ = false;   // the request in flight was sent again
  std::string last_request_;
  std::string reply_;
};

struct Player {
  Connection connection;
  Clock::time_point next_due;   // the next request's time on the schedule
  Clock::time_point asked_due;  // the one in flight's
  bool in_flight = false;
};

double ms(Clock::duration d) {
  return std::chrono::duration<double, std::milli>(d).count();
}

int run(int port, const std::string& path, int connections, double rate, double seconds) {
  const std::string request =
      "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n";
  const auto interval = std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(connections / rate));
  const Clock::time_point start = Clock::now() + std::chrono::milliseconds(100);
  const Clock::time_point end =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  std::vector<Player> players;
  for (int i = 0; i < connections; ++i)
    players.push_back({Connection(port), start + interval * i / connections, {}, false});

  std::vector<double> latencies;
  std::vector<pollfd> polled(players.size());
  for (;;) {
    const Clock::time_point now = Clock::now();
    bool waiting = false;
    Clock::time_point wake = now + std::chrono::milliseconds(1);
    for (size_t i = 0; i < players.size(); ++i) {
      Player& p = players[i];
      if (!p.in_flight && p.next_due < end) {
        if (p.next_due <= now) {
          p.connection.send(request);
          p.asked_due = p.next_due;
          p.next_due += interval;
          p.in_flight = true;
        } else {
          wake = std::min(wake, p.next_due);
        }
      }
      waiting = waiting || p.in_flight || p.next_due < end;
      polled[i] = {p.connection.fd(), static_cast<short>(p.in_flight ? POLLIN : 0), 0};
    }
    if (!waiting) break;
    if (now > end + std::chrono::seconds(5))
      throw std::runtime_error("replies still outstanding 5 seconds after the end");
    const int timeout = static_cast<int>(std::max(0.0, ms(wake - now)));
    if (::poll(polled.data(), polled.size(), timeout) < 0) throw std::runtime_error("poll failed");
    for (size_t i = 0; i < players.size(); ++i) {
      if (!(polled[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      Player& p = players[i];
      if (p.connection.read_reply()) {
        latencies.push_back(ms(Clock::now() - p.asked_due));
        p.in_flight = false;
      }
    }
  }
  if (latencies.empty()) throw std::runtime_error("no request was due in the time given");
  std::sort(latencies.begin(), latencies.end());
  const auto pct = [&](double q) {
    return latencies[std::min(latencies.size() - 1, static_cast<size_t>(q * latencies.size()))];
  };
  std::printf("%.1f %.3f %.3f %.3f %.3f\n", latencies.size() / seconds, pct(0.50), pct(0.90),
              pct(0.99), latencies.back());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 6) {
    std::fprintf(stderr, "usage: arbiter-serve-load PORT PATH CONNECTIONS RATE SECONDS\n");
    return 2;
  }
  const int port = std::atoi(argv[1]);
  const int connections = std::atoi(argv[3]);
  const double rate = std::atof(argv[4]);
  const double seconds = std::atof(argv[5]);
  if (port <= 0 || connections <= 0 || rate <= 0 || seconds <= 0) {
    std::fprintf(stderr, "arbiter-serve-load: PORT, CONNECTIONS, RATE and SECONDS must be > 0\n");
    return 2;
  }
  try {
    return run(port, argv[2], connections, rate, seconds);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arbiter-serve-load: %s\n", e.what());
    return 1;
  }
}
