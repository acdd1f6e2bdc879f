// What the two scenario harnesses share: read the input as a scenario of
// one game and run it as `arbiter sim` would, in every edition the game has.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>

namespace arbiter::fuzz {

// Inputs longer than this are skipped: a scenario of many thousands of
// steps or dice is slow for its size, not wrong (libFuzzer's -max_len is
// set to the same in scripts/fuzz.sh).
inline constexpr size_t kMaxScenarioBytes = 8192;

// Parses `data` as a scenario; when its game is `game`, simulates it (with
// its own edition if it names one of `editions`, else the first) and checks
// its expectations. A ScenarioError is the refusal the format promises; any
// other exception escapes and is a finding.
void run_scenario(const uint8_t* data, size_t size, const std::string& game,
                  std::initializer_list<const char*> editions);

}  // namespace arbiter::fuzz
