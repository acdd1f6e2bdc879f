// Fuzzes the Dice Masters scenario reader (engine/dm/scenario_reader.cpp)
// and the engine running what it read.
#include "fuzz/fuzz_scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  arbiter::fuzz::run_scenario(data, size, "dm", {"crb"});
  return 0;
}
