// The JSON API of `arbiter serve` (/api/...): every endpoint a function of
// the request's parts, so tests and the fuzzer reach it without a socket.
// Bodies are exactly the command line's --json (query/cli/json_views.h);
// errors are {"error": "...", "status": N}.
#pragma once

#include <cstddef>
#include <map>
#include <string>

#include "query/ask/vocabulary.h"
#include "query/catalog.h"

namespace arbiter::serve {

using Params = std::map<std::string, std::string>;

struct Reply {
  int status = 200;
  std::string body;
  std::string content_type = "application/json";
};

// What one request may use: its thread's connection and vocabulary.
struct Resources {
  const query::Catalog& catalog;
  const query::ask::Vocabulary& vocabulary;
  const cards::CardPool* cards = nullptr;  // the imported card pool, if any
};

enum class Method { kGet, kPost, kOther };

// A question, a search or an id longer than this is refused (400): a
// question at the table is a few dozen words.
inline constexpr size_t kMaxParamBytes = 4096;
// POST /api/sim: a scenario file is a few kilobytes; past this, 413.
inline constexpr size_t kMaxBodyBytes = 256 * 1024;

// `path` is what follows "/api/": "search", "entry/mc:guard", "sim", ...
Reply api(const Resources& r, Method method, const std::string& path, const Params& params,
          const std::string& body);

Reply error_reply(int status, const std::string& message);

}  // namespace arbiter::serve
