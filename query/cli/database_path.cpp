#include "query/cli/database_path.h"

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <vector>

#include <fmt/core.h>

#include "indexer/edition_store.h"

namespace arbiter::cli {

std::string locate_base_database(const std::string& explicit_path) {
  namespace fs = std::filesystem;
  if (!explicit_path.empty()) return explicit_path;  // the catalog reports if it is missing
  if (const char* env = std::getenv("ARBITER_DB"); env && *env) return env;
  std::vector<fs::path> candidates;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path dir = exe.parent_path();
    candidates.push_back(dir / "arbiter.db");
    candidates.push_back(dir.parent_path() / ARBITER_DATA_SUBDIR / "arbiter.db");
  }
  candidates.emplace_back(ARBITER_INSTALLED_DB);
  std::string tried;
  for (const fs::path& p : candidates) {
    if (fs::exists(p, ec)) return p.string();
    tried += (tried.empty() ? "" : ", ") + p.string();
  }
  throw std::runtime_error(
      "no database found (tried " + tried +
      "); build one with 'arbiter index CORPUS_DIR --output FILE' or pass --db");
}

std::string locate_database(const std::string& explicit_path) {
  const std::string base = locate_base_database(explicit_path);
  const std::string store = db::default_editions_path();
  try {
    switch (db::store_state(store, base)) {
      case db::StoreState::kNone:
      case db::StoreState::kOtherBase: return base;
      case db::StoreState::kCurrent: return store;
      case db::StoreState::kStale:
        db::write_store(base, db::read_imported(store), store);
        return store;
    }
  } catch (const std::exception& e) {
    // The built-in editions still answer; the player learns why theirs
    // do not.
    fmt::print(stderr, "arbiter: imported editions left out: {}\n", e.what());
  }
  return base;
}

}  // namespace arbiter::cli
