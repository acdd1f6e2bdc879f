#include "query/cli/card_pool_path.h"

#include <filesystem>

#include "common/user_data.h"

namespace arbiter::cli {

std::string cards_path(const Args& args) {
  const std::string path = args.option("cards");
  return path.empty() ? user_data_path("ARBITER_CARDS", "cards.db") : path;
}

std::shared_ptr<const cards::CardPool> imported_cards(const Args& args) {
  const std::string path = cards_path(args);
  if (path.empty() || !std::filesystem::exists(path)) {
    if (!args.option("cards").empty())
      throw std::runtime_error(path + ": no card database (run 'arbiter cards import DIR')");
    return nullptr;
  }
  return std::make_shared<const cards::CardPool>(path);
}

}  // namespace arbiter::cli
