// arbiter-serve: the server behind `arbiter serve`, which hands over to it
// with the database already found (--db). A program of its own so that the
// HTTP library, and the TLS and compression libraries it brings, are loaded
// only by the server and not by every lookup.
#include <arpa/inet.h>
#include <fmt/core.h>
#include <ifaddrs.h>
#include <malloc.h>
#include <netinet/in.h>

#include <cstdio>
#include <string>
#include <vector>

#include "query/cli/args.h"
#include "query/cli/error_exit.h"
#include "query/serve/server.h"

namespace {

// This machine's IPv4 addresses other than loopback: what a phone on the
// same network opens when the server listens on every address.
std::vector<std::string> network_addresses() {
  std::vector<std::string> out;
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return out;
  for (const ifaddrs* a = list; a; a = a->ifa_next) {
    if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
    char text[INET_ADDRSTRLEN];
    const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
    if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text) && std::string(text) != "127.0.0.1")
      out.push_back(text);
  }
  freeifaddrs(list);
  return out;
}

int serve(int argc, char** argv) {
  using namespace arbiter;
  const cli::Args args = cli::parse_args(argc, argv, 1, {"host", "port", "cards", "cache-mb"}, {});
  if (!args.positional.empty() || args.option("db").empty())
    throw cli::UsageError(
        "usage: arbiter-serve --db FILE [--host ADDRESS] [--port N] [--cards FILE] "
        "[--cache-mb N]");
  serve::ServeOptions options;
  options.host = args.option("host", "127.0.0.1");
  options.port = args.int_option("port", 8080, 0, 65535);
  options.cards_path = args.option("cards");
  options.cache_bytes = static_cast<size_t>(args.int_option("cache-mb", 32, 0, 4096)) << 20;
  serve::Server server(args.option("db"), options);
  const int port = server.bind();
  const bool everywhere = options.host == "0.0.0.0";
  fmt::print("Arbiter serves http://{}:{}/  (Ctrl-C stops it)\n",
             everywhere ? "127.0.0.1" : options.host, port);
  if (everywhere)
    for (const std::string& a : network_addresses())
      fmt::print("On this network: http://{}:{}/\n", a, port);
  std::fflush(stdout);
  server.run();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  // A request's memory is freed when it ends; glibc's default gives large
  // blocks back to the system at once, so every request mapped and unmapped
  // them again (with a TLB flush on every core). Kept instead.
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  return arbiter::cli::run_reporting_errors("arbiter serve", [&] { return serve(argc, argv); });
}
