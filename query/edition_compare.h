// Comparing editions: one entry word by word (`arbiter diff`), or a whole
// edition against another (`arbiter changes`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "query/catalog.h"
#include "query/change_effect.h"
#include "query/word_diff.h"

namespace arbiter::query {

struct EntryDiff {
  std::string id;
  std::string from, to;  // edition labels
  std::string from_title, to_title;
  std::vector<DiffOp> ops;
  DiffStats stats;
};

// Diffs the entry's full text; the id may leave out its game prefix
// (resolve_id). Empty editions default to the two newest
// editions that have the entry; throws NotFound when it is in fewer than
// two, or not in a named edition.
EntryDiff diff_entry(const Catalog& catalog, const std::string& id, const std::string& from,
                     const std::string& to);

enum class ChangeKind : uint8_t { kAdded, kRemoved, kRenamed, kMoved, kChanged };

// "added", "removed", "renamed", "moved", "changed".
const char* kind_name(ChangeKind kind);

struct EditionChange {
  std::string id;
  std::vector<ChangeKind> kinds;
  std::string title;   // in the newer edition when it has the entry
  std::string detail;  // one line: what moved where, the measure of the change
  DiffStats stats;     // an added (removed) entry: words_to (words_from) only
  // For a text change (kChanged among kinds): whether it changes what
  // happens in play, and why (change_effect.h).
  ChangeEffect effect;

  bool has(ChangeKind kind) const;
};

// Every entry that differs between two editions of one game, in the newer
// edition's reading order (removed entries last).
std::vector<EditionChange> edition_changes(const Catalog& catalog, const std::string& from,
                                           const std::string& to);

}  // namespace arbiter::query
