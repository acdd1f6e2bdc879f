// Where the imported card pool is for a command: --cards FILE, else
// $ARBITER_CARDS, else the place `arbiter cards import` writes by default.
#pragma once

#include <memory>
#include <string>

#include "cards/card_store.h"
#include "query/cli/args.h"

namespace arbiter::cli {

// "" when none is given and neither $XDG_DATA_HOME nor $HOME is set.
std::string cards_path(const Args& args);

// The card pool, or nullptr when none was imported (no file there). A file
// that is not a card database throws, naming it.
std::shared_ptr<const cards::CardPool> imported_cards(const Args& args);

}  // namespace arbiter::cli
