#include "engine/core/checked.h"

#include <charconv>

namespace arbiter::engine {

int parse_in_range(std::string_view text, Range range, bool plus) {
  std::string_view digits = text;
  if (plus && !digits.empty() && digits.front() == '+') digits.remove_prefix(1);
  // long long first, so a value past int's end is named as out of range
  // rather than as "not a number"; past long long's end it is both.
  long long v = 0;
  const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (ptr != digits.data() + digits.size() || digits.empty() ||
      (ec != std::errc() && ec != std::errc::result_out_of_range))
    throw std::invalid_argument("'" + std::string(text) + "' is not a whole number" +
                                (plus ? " like +2 or -1" : ""));
  if (ec == std::errc::result_out_of_range || !range.contains(v))
    throw std::invalid_argument(std::string(text) + " is out of range (" + range.text() + ")");
  return static_cast<int>(v);
}

}  // namespace arbiter::engine
