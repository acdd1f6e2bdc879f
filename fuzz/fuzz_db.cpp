#include "fuzz/fuzz_db.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
#include <string>

namespace arbiter::fuzz {

namespace {

std::string database_path() {
  if (const char* env = std::getenv("ARBITER_DB"); env && *env) return env;
  return ARBITER_FUZZ_DB;
}

}  // namespace

const query::Catalog& catalog() {
  static const std::unique_ptr<query::Catalog> c = [] {
    const std::string path = database_path();
    try {
      return std::make_unique<query::Catalog>(path);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "fuzz: cannot open the database %s (set ARBITER_DB): %s\n", path.c_str(),
                   e.what());
      std::exit(1);
    }
  }();
  return *c;
}

const query::ask::Vocabulary& vocabulary() {
  static const query::ask::Vocabulary v(catalog().db());
  return v;
}

}  // namespace arbiter::fuzz
