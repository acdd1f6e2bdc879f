// Fuzzes `ask`: a question's whole reading (words, tokens, mentions,
// clauses, readings, the situation notation when the text is one), the
// situations built and simulated from it, and the rules looked up for it.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "engine/core/scenario.h"
#include "fuzz/fuzz_db.h"
#include "query/ask/ask.h"
#include "query/ask/notation.h"

namespace {

// Longer inputs are skipped: a question is a line or two, and a page of
// words costs time in proportion (libFuzzer's -max_len in scripts/fuzz.sh).
constexpr size_t kMaxQuestionBytes = 512;

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  arbiter::fuzz::vocabulary();  // the database once, before the first input
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > kMaxQuestionBytes) return 0;
  using namespace arbiter::query;
  const std::string question(reinterpret_cast<const char*>(data), size);
  // A blank question is a usage error (std::invalid_argument), refused
  // before any reading: skipped, so that any other invalid_argument is a finding.
  if (question.find_first_not_of(" \t\r\n") == std::string::npos) return 0;
  try {
    const ask::Answer a =
        ask::ask(arbiter::fuzz::catalog(), arbiter::fuzz::vocabulary(), question, {});
    (void)a.empty();
  } catch (const ask::NotationError&) {
    // A text that starts like a notation and is not one: refused, with the part at fault.
  } catch (const NotFound&) {
    // An edition the question names that does not exist.
  }
  return 0;
}
