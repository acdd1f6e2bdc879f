#include "query/ask/number_range.h"

#include <algorithm>
#include <cctype>

#include "engine/core/checked.h"

namespace arbiter::query::ask {

std::vector<std::string> out_of_range_numbers(const Reading& r) {
  const engine::Range range = engine::kStatRange;
  std::vector<std::string> out;
  for (const std::string& w : r.words) {
    for (size_t i = 0; i < w.size();) {
      if (!std::isdigit(static_cast<unsigned char>(w[i]))) {
        ++i;
        continue;
      }
      size_t j = i;
      while (j < w.size() && std::isdigit(static_cast<unsigned char>(w[j]))) ++j;
      const std::string digits = w.substr(i, j - i);
      // Compared as text past 9 digits: no int conversion can overflow.
      const size_t lead = std::min(digits.find_first_not_of('0'), digits.size());
      const std::string significant = digits.substr(lead);
      if (significant.size() > 9 || std::stoi("0" + significant) > range.hi)
        out.push_back("'" + digits + "' is out of range (" + range.text() +
                      "): the simulator does not use a number that large");
      i = j;
    }
  }
  return out;
}

std::string without_location(const std::string& error) {
  std::string e = error;
  if (e.rfind("<question>:", 0) == 0) {
    const size_t colon = e.find(": ");
    if (colon != std::string::npos) e = e.substr(colon + 2);
  }
  const size_t field_end = e.find(": ");
  if (field_end != std::string::npos) {
    std::string field = e.substr(0, field_end);
    for (char& ch : field)
      if (ch == '@') ch = ' ';
    e = field + " " + e.substr(field_end + 2);
  }
  return e;
}

}  // namespace arbiter::query::ask
