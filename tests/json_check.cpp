#include "json_check.h"

#include <nlohmann/json.hpp>

namespace arbiter::test {

bool is_valid_json(const std::string& text, std::string* error) {
  try {
    const nlohmann::json parsed = nlohmann::json::parse(text);
    return !parsed.is_discarded();
  } catch (const nlohmann::json::parse_error& e) {
    if (error) *error = e.what();
    return false;
  }
}

}  // namespace arbiter::test
