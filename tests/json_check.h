// A strict JSON check for tests of --json output: one document, UTF-8.
#pragma once

#include <string>

namespace arbiter::test {

// True when `text` is exactly one valid JSON value (surrounding whitespace
// allowed); otherwise false with `error` saying where it broke.
bool is_valid_json(const std::string& text, std::string* error = nullptr);

}  // namespace arbiter::test
