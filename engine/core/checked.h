// Numbers the rules arithmetic can trust. Every stat, damage, threat, life
// and count a scenario (or a question) gives is read through a Range, and
// every sum, product and doubling the rules compute saturates instead of
// wrapping: an int overflow is undefined behaviour, and a wrapped attack of
// "-2 ATK" would be printed as a ruling.
#pragma once

#include <climits>
#include <stdexcept>
#include <string>
#include <string_view>

namespace arbiter::engine {

// An inclusive range of accepted values, for error messages "(0..999)".
struct Range {
  int lo = 0;
  int hi = 0;
  bool contains(long long v) const { return v >= lo && v <= hi; }
  std::string text() const { return std::to_string(lo) + ".." + std::to_string(hi); }
};

// Limits of the tool, not of the rules: neither game prints a stat, hit
// points, threat or amount above two digits, so three digits leave room
// for every modifier while keeping every computed value far from int's end.
inline constexpr Range kStatRange{0, 999};
// A change that may go either way (a modifier "+2", "-1").
inline constexpr Range kDeltaRange{-999, 999};
// Any other whole number in a scenario: the same magnitude.
inline constexpr Range kToolRange{-999, 999};

// Computed values saturate here: a billion is far beyond any game value,
// and a few further plain additions of game-sized numbers cannot overflow.
inline constexpr int kSaturated = 1'000'000'000;

inline int clamp_saturated(long long v) {
  return v > kSaturated ? kSaturated : v < -kSaturated ? -kSaturated : static_cast<int>(v);
}
inline int sat_add(int a, int b) {
  return clamp_saturated(static_cast<long long>(a) + b);
}
inline int sat_sub(int a, int b) {
  return clamp_saturated(static_cast<long long>(a) - b);
}
inline int sat_mul(int a, int b) {
  return clamp_saturated(static_cast<long long>(a) * b);
}

// Parses a whole number ("+2" allowed when `plus` is true) inside `range`.
// Throws std::invalid_argument: "'x' is not a whole number" or
// "2147483647 is out of range (0..999)"; callers add file, line and field.
int parse_in_range(std::string_view text, Range range, bool plus = false);

}  // namespace arbiter::engine
