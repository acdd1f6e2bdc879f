// Fuzzes `arbiter serve`'s requests past the socket: the API and the pages
// for any path, parameters and body. The input is
//   METHOD-BYTE PATH \n NAME=VALUE \n ... \n\n BODY
// where the first byte picks GET of a page, GET or POST of the API, or
// another method. A crash or a 500 (an error no handler names) is a finding:
// every bad request must get its own 400, 404, 405 or 413.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "fuzz/fuzz_db.h"
#include "query/serve/api.h"
#include "query/serve/pages.h"

namespace {

constexpr size_t kMaxRequestBytes = 2048;

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  arbiter::fuzz::vocabulary();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1 || size > kMaxRequestBytes) return 0;
  using namespace arbiter::serve;
  const int kind = data[0] % 4;
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const size_t blank = text.find("\n\n");
  const std::string head = text.substr(0, blank);
  const std::string body = blank == std::string::npos ? "" : text.substr(blank + 2);
  Params params;
  std::string path;
  size_t at = 0;
  for (bool first = true; at <= head.size(); first = false) {
    size_t end = head.find('\n', at);
    if (end == std::string::npos) end = head.size();
    const std::string line = head.substr(at, end - at);
    at = end + 1;
    if (first) {
      path = line;
      continue;
    }
    const size_t eq = line.find('=');
    params.emplace(line.substr(0, eq), eq == std::string::npos ? "" : line.substr(eq + 1));
  }
  const Resources r{arbiter::fuzz::catalog(), arbiter::fuzz::vocabulary()};
  const Reply reply = kind == 0   ? page(r, "/" + path, params)
                      : kind == 1 ? api(r, Method::kGet, path, params, body)
                      : kind == 2 ? api(r, Method::kPost, path, params, body)
                                  : api(r, Method::kOther, path, params, body);
  if (reply.status == 500) {
    std::fprintf(stderr, "fuzz_serve: 500 for '%s': %s\n", path.c_str(), reply.body.c_str());
    std::abort();
  }
  return 0;
}
