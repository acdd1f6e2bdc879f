#include "query/cli/process_catalog.h"

#include <map>
#include <memory>

namespace arbiter::cli {

const query::Catalog& process_catalog(const std::string& path) {
  // (Freed by a normal exit, as a sanitizer build's is, so never a leak.)
  static std::map<std::string, std::unique_ptr<const query::Catalog>> open;
  std::unique_ptr<const query::Catalog>& catalog = open[path];
  if (!catalog) catalog = std::make_unique<const query::Catalog>(path);
  return *catalog;
}

}  // namespace arbiter::cli
