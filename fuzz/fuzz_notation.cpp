// Fuzzes the situation notation parser (query/ask/notation.cpp) and its
// promise: what to_notation writes, from_notation reads back to the same
// line.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "query/ask/notation.h"

namespace {

// The text with bytes outside printable ASCII as \xNN: a finding's message
// must show what differs, NUL bytes included.
std::string shown(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    }
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace arbiter::query::ask;
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)looks_like_notation(text);
  std::string written;
  try {
    written = to_notation(from_notation(text));
  } catch (const NotationError&) {
    return 0;
  }
  std::string again;
  try {
    again = to_notation(from_notation(written));
  } catch (const NotationError& e) {
    std::fprintf(stderr, "notation written by to_notation is refused: '%s': %s\n", written.c_str(),
                 e.what());
    std::abort();
  }
  if (again != written) {
    std::fprintf(stderr, "notation round trip differs:\n  wrote '%s'\n  reread '%s'\n",
                 shown(written).c_str(), shown(again).c_str());
    std::abort();
  }
  return 0;
}
