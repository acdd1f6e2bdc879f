// The editions a player imported from their own Rules Reference PDF, kept
// beside their data ($ARBITER_EDITIONS, else $XDG_DATA_HOME/arbiter/
// editions.db, else ~/.local/share/arbiter/editions.db), never in the
// repository.
//
// The store is a whole Arbiter database: a copy of the built-in one (its
// base) with the imported editions added, so that every command reads an
// imported edition exactly as it reads a built-in one. It also keeps each
// import's corpus XML and extracted lines, from which it is rebuilt when the
// base database changes (a new build of Arbiter).
#pragma once

#include <string>
#include <vector>

namespace arbiter {
class Database;
}

namespace arbiter::db {

struct ImportedEdition {
  std::string game;
  std::string label;
  std::string pdf;          // the PDF's file name, as the player gave it
  std::string imported_at;  // UTC, "2026-11-25 03:40"
  std::string xml;          // the edition in the corpus format
  std::string source_text;  // the PDF's lines its `lines` attributes count in
};

std::string default_editions_path();

// The editions a store holds, oldest version first; none when there is no
// store. Throws std::runtime_error naming the file when it is not a store.
std::vector<ImportedEdition> read_imported(const std::string& store);

// The imported editions an open database holds, without their XML and
// lines: none when it is the built-in database rather than a store.
std::vector<ImportedEdition> imported_in(const Database& db);

enum class StoreState { kNone, kCurrent, kStale, kOtherBase };

// kCurrent: the store was built over `base` as it is now; kStale: over an
// older build of it; kOtherBase: over another database; kNone: no store.
StoreState store_state(const std::string& store, const std::string& base);

// Writes the store: `base` with the editions added, atomically. Each
// edition's sequence comes after the base's editions of its game, in
// version order. Throws std::runtime_error when an edition's XML does not
// read, or its label is one the base already has.
void write_store(const std::string& base, std::vector<ImportedEdition> editions,
                 const std::string& store);

// Orders edition labels the way versions go: "1.10" after "1.8".
bool version_less(const std::string& a, const std::string& b);

}  // namespace arbiter::db
