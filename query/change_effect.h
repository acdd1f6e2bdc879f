// Whether a change of an entry's text changes what happens in play (a rule
// change) or only how it is said (a wording change). A rule change is a
// sentence added or removed, or a reworded sentence whose changed words
// include a number, a word of permission or obligation ("cannot", "must",
// "may", "only", "instead") or a word of timing ("before", "after", "when",
// "until", "end").
#pragma once

#include <cstdint>
#include <string>

namespace arbiter::query {

enum class Effect : uint8_t { kWording, kRule };

struct ChangeEffect {
  Effect effect = Effect::kWording;
  std::string why;  // for a rule change, one short line: "\"may\" -> \"must\""
};

ChangeEffect classify_change(const std::string& before, const std::string& after);

const char* effect_name(Effect e);  // "rule", "wording"

}  // namespace arbiter::query
