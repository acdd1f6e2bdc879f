#include "query/serve/server.h"

#include <httplib.h>
#include <sys/socket.h>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "query/serve/api.h"
#include "query/serve/pages.h"
#include "query/serve/polled_server.h"
#include "query/serve/response_cache.h"

namespace arbiter::serve {

namespace {

// Database connections and vocabularies, opened at start and lent to one
// request at a time. The work is bound by the cores, so the connections to
// the database are few, and none is opened while a player waits.
class ResourcePool {
 public:
  ResourcePool(const std::string& db_path, int size,
               const std::shared_ptr<const cards::CardPool>& cards) {
    for (int i = 0; i < size; ++i) held_.push_back(std::make_unique<Held>(db_path, cards));
    for (auto& h : held_) free_.push_back(h.get());
  }

  // The resources for one request; back to the pool when it goes.
  class Lease {
   public:
    Lease(ResourcePool& pool, const Resources& r) : pool_(pool), resources_(r) {}
    ~Lease() { pool_.give_back(resources_); }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    const Resources& operator*() const { return resources_; }

   private:
    ResourcePool& pool_;
    const Resources& resources_;
  };

  // First come, first served: a request that finds every connection lent
  // queues, and one given back goes straight to the longest waiter. (Woken
  // by a shared condition variable, the waiter the system picks can wait
  // behind dozens that came later: tens of milliseconds at the 99th
  // percentile with 128 players.)
  Lease borrow() {
    std::unique_lock lock(mutex_);
    if (!free_.empty() && waiting_.empty()) {
      Held* h = free_.back();
      free_.pop_back();
      return Lease(*this, h->resources);
    }
    Waiter me;
    waiting_.push_back(&me);
    me.handed.wait(lock, [&] { return me.held != nullptr; });
    return Lease(*this, me.held->resources);
  }

 private:
  struct Held {
    Held(const std::string& path, const std::shared_ptr<const cards::CardPool>& cards)
        : catalog(path),
          vocabulary(catalog.db(), cards),
          resources{catalog, vocabulary, cards.get()} {
      catalog.keep_for_searches();
    }
    query::Catalog catalog;
    query::ask::Vocabulary vocabulary;
    Resources resources;
  };

  struct Waiter {
    std::condition_variable handed;
    Held* held = nullptr;
  };

  void give_back(const Resources& r) {
    std::lock_guard lock(mutex_);
    Held* given = nullptr;
    for (auto& h : held_)
      if (&h->resources == &r) given = h.get();
    // (Every lease comes from borrow(): its resources are held here.)
    if (given == nullptr) return;
    if (waiting_.empty()) return free_.push_back(given);
    Waiter* next = waiting_.front();
    waiting_.pop_front();
    next->held = given;
    next->handed.notify_one();
  }

  std::vector<std::unique_ptr<Held>> held_;
  std::vector<Held*> free_;
  std::deque<Waiter*> waiting_;  // oldest first
  std::mutex mutex_;
};

Params params_of(const httplib::Request& req) {
  Params p;
  for (const auto& [name, value] : req.params) p.emplace(name, value);  // the first of repeats
  return p;
}

void send(httplib::Response& res, const Reply& reply) {
  res.status = reply.status;
  res.set_content(reply.body, reply.content_type.c_str());
}

bool is_api(const std::string& path) {
  return path.rfind("/api/", 0) == 0;
}

// A reply the same address always gets: an answer, or an id or question
// that names nothing. Not a 400 (among them a parameter over the size
// limit) nor a 500.
bool cacheable(const Reply& reply) {
  return reply.status == 200 || reply.status == 404;
}

}  // namespace

struct Server::Impl {
  explicit Impl(int workers) : http(workers) {}
  std::string db_path;
  ServeOptions options;
  int listening = -1;  // the listening socket, once bound
  std::unique_ptr<ResourcePool> pool;
  std::unique_ptr<ResponseCache> cache;  // null when turned off
  PolledServer http;
};

namespace {

int database_connections() {
  return std::max(2, static_cast<int>(std::thread::hardware_concurrency()));
}

}  // namespace

Server::Server(std::string db_path, ServeOptions options)
    : impl_(std::make_unique<Impl>(options.threads > 0 ? options.threads
                                                       : 2 * database_connections())) {
  impl_->db_path = std::move(db_path);
  impl_->options = std::move(options);
  const int workers = database_connections();
  // The card pool is read once and shared: every thread only reads it.
  std::shared_ptr<const cards::CardPool> cards;
  if (!impl_->options.cards_path.empty())
    cards = std::make_shared<const cards::CardPool>(impl_->options.cards_path);
  impl_->pool = std::make_unique<ResourcePool>(impl_->db_path, workers, cards);
  httplib::Server& http = impl_->http;
  ResourcePool* pool = impl_->pool.get();
  if (impl_->options.cache_bytes > 0 && impl_->options.cache_entries > 0)
    impl_->cache =
        std::make_unique<ResponseCache>(impl_->options.cache_entries, impl_->options.cache_bytes);
  ResponseCache* cache = impl_->cache.get();
  // Without it, a small reply on a kept-alive connection waits for the
  // client's delayed ACK: 40 ms a request.
  http.set_tcp_nodelay(true);
  // Kept to widen its backlog after binding (bind()); httplib's defaults
  // (address reuse) still apply.
  http.set_socket_options([impl = impl_.get()](int sock) {
    httplib::default_socket_options(sock);
    impl->listening = sock;
  });
  // A phone keeps its connection for a page and its assets and the searches
  // typed after; httplib's default closes it after 5 requests.
  http.set_keep_alive_max_count(1000);
  http.set_payload_max_length(kMaxBodyBytes);
  http.set_default_headers({{"X-Content-Type-Options", "nosniff"},
                            {"Content-Security-Policy", "default-src 'self'"},
                            {"Referrer-Policy", "no-referrer"}});

  // A GET's reply depends on its address alone (path and query string, as
  // sent), and the database does not change while the server runs: a reply
  // kept for the address is sent again without a database connection.
  http.Get(".*", [pool, cache](const httplib::Request& req, httplib::Response& res) {
    if (cache)
      if (const std::shared_ptr<const Reply> kept = cache->find(req.target))
        return send(res, *kept);
    Reply reply;
    {
      const auto lease = pool->borrow();
      reply = is_api(req.path) ? api(*lease, Method::kGet, req.path.substr(5), params_of(req), "")
                               : page(*lease, req.path, params_of(req));
    }
    send(res, reply);
    if (cache && cacheable(reply)) cache->put(req.target, std::move(reply));
  });
  http.Post(".*", [pool](const httplib::Request& req, httplib::Response& res) {
    if (!is_api(req.path))
      return send(res, error_reply(405, "pages take GET; the API's POST is /api/sim"));
    const auto lease = pool->borrow();
    send(res, api(*lease, Method::kPost, req.path.substr(5), params_of(req), req.body));
  });
  const auto refuse = [](const httplib::Request& req, httplib::Response& res) {
    send(res, error_reply(405, req.method + " is not served: pages and the API take GET, "
                                            "and POST /api/sim"));
  };
  http.Put(".*", refuse);
  http.Patch(".*", refuse);
  http.Delete(".*", refuse);
  http.Options(".*", refuse);
  // httplib's own refusals (413 past the body limit, 400 for a request it
  // cannot parse) get a body that says why.
  http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string why =
        res.status == 413   ? "the request body is over " + std::to_string(kMaxBodyBytes) + " bytes"
        : res.status == 414 ? "the address is too long"
                            : "the request was refused";
    send(res, error_reply(res.status, why));
  });
  http.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
        std::string why = "internal error";
        try {
          if (ep) std::rethrow_exception(ep);
        } catch (const std::exception& e) {
          why += std::string(": ") + e.what();
        } catch (...) {
        }
        send(res, error_reply(500, why));
      });
}

Server::~Server() = default;

int Server::bind() {
  httplib::Server& http = impl_->http;
  const std::string& host = impl_->options.host;
  const int port = impl_->options.port == 0                       ? http.bind_to_any_port(host)
                   : http.bind_to_port(host, impl_->options.port) ? impl_->options.port
                                                                  : -1;
  if (port <= 0)
    throw std::runtime_error("cannot listen on " + host + ":" +
                             std::to_string(impl_->options.port) +
                             " (in use, or not an address of this machine)");
  // httplib listens with a backlog of 5: when many players connect at once
  // the rest are dropped and retry a second later. Listening again on the
  // bound socket widens the queue (the system caps it at somaxconn).
  if (impl_->listening >= 0) ::listen(impl_->listening, 1024);
  return port;
}

void Server::run() {
  impl_->http.listen_after_bind();
}

void Server::stop() {
  impl_->http.stop();
  impl_->http.stop_workers();
}

}  // namespace arbiter::serve
