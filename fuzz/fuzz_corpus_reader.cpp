// Fuzzes the corpus reader (indexer/corpus_reader.cpp) on the XML of one
// corpus file, and the whole-corpus checks on what it read.
#include <cstddef>
#include <cstdint>
#include <string>

#include "indexer/corpus_check.h"
#include "indexer/corpus_reader.h"

namespace {

// Real corpus files are up to 260 KB; larger inputs only take longer.
constexpr size_t kMaxCorpusBytes = 65536;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > kMaxCorpusBytes) return 0;
  using namespace arbiter::corpus;
  const std::string xml(reinterpret_cast<const char*>(data), size);
  try {
    const Edition e = read_edition_text(xml, "fuzz.xml");
    (void)check_corpus({e});
  } catch (const CorpusError&) {
  }
  return 0;
}
