// What one search not asked before costs `arbiter serve`, without HTTP:
// the API's (or the search page's) answer to each word of a list, once
// each, on one thread's resources, as a worker answers it past the reply
// cache. Run under `perf stat -e instructions` or callgrind; the time a
// search is printed too (the machine's load makes it the rougher figure).
//   arbiter-serve-search-cost DB WORDS_FILE [api|page] [ROUNDS]
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "query/serve/api.h"
#include "query/serve/pages.h"

int main(int argc, char** argv) {
  using namespace arbiter;
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s DB WORDS_FILE [api|page] [ROUNDS]\n", argv[0]);
    return 2;
  }
  const bool page = argc > 3 && std::string(argv[3]) == "page";
  const int rounds = argc > 4 ? std::stoi(argv[4]) : 1;
  std::vector<std::string> words;
  std::ifstream in(argv[2]);
  for (std::string w; std::getline(in, w);) words.push_back(w);
  const query::Catalog catalog(argv[1]);
  catalog.keep_for_searches();  // as the server does at its start
  const query::ask::Vocabulary vocabulary(catalog.db());
  const serve::Resources r{catalog, vocabulary, nullptr};
  size_t bytes = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int round = 0; round < rounds; ++round)
    for (const std::string& w : words) {
      const serve::Params p{{"q", w}};
      bytes += page ? serve::page(r, "/", p).body.size()
                    : serve::api(r, serve::Method::kGet, "search", p, "").body.size();
    }
  const double us =
      std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
  const size_t n = words.size() * static_cast<size_t>(rounds);
  std::printf("%zu searches, %.1f us each, %zu bytes answered\n", n, us / static_cast<double>(n),
              bytes);
  return 0;
}
