// Fuzzes the Marvel Champions scenario reader (engine/mc/scenario_reader.cpp)
// and the engine running what it read, in the edition the scenario names.
#include "fuzz/fuzz_scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  arbiter::fuzz::run_scenario(data, size, "mc", {"1.3", "1.1", "post-1.3", "web"});
  return 0;
}
