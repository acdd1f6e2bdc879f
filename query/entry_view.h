// One entry as `arbiter show` presents it: text, references out,
// backlinks in, the editions it appears in, and where it comes from.
#pragma once

#include <string>
#include <vector>

#include "query/catalog.h"

namespace arbiter::query {

struct RefView {
  std::string id;  // empty when outside the corpus
  std::string kind;
  std::string words;
  std::string title;  // the target's title, when in the corpus
  std::string outside;
  std::string label;  // what to print beside the id (entry_label)
};

struct BacklinkView {
  std::string id;
  std::string title;
  std::string kind;     // the reference's kind
  std::string edition;  // the newest edition that has the link
  std::string label;    // what to print beside the id (entry_label)
};

struct BlockView {
  std::string type;  // p, li, step, example, header, row
  int number = 0;    // a step's number
  std::string text;
  std::string lines;
};

struct SubEntryView {
  std::string id;
  std::string title;
  std::string kind;
  std::string label;  // what to print beside the id (entry_label)
};

struct PredicateView {
  std::string id;
  std::string summary;
};

struct EntryView {
  std::string id, game, edition, kind, number, title;
  std::vector<std::string> aliases;
  std::string parent, parent_title, parent_label, section;
  std::string text;  // full text, sub-entries included
  std::vector<BlockView> blocks;
  std::vector<SubEntryView> subentries;
  std::vector<RefView> references;
  std::vector<BacklinkView> backlinks;
  std::vector<PredicateView> predicates;  // rule predicates implementing the entry
  std::vector<std::string> editions;      // newest first
  // Set when the requested edition is partial and lacks the entry: the
  // label asked for (the entry is shown from the newest edition that has it).
  std::string fallback_from;
  std::string source;  // the raw source file, relative to corpus/
  std::string lines;
  int first_line = 0, last_line = 0;
};

// `id` may be "ID" or "ID@EDITION", the game prefix left out when only one
// game has the entry (resolve_id); `edition` (if set) wins over "@".
// Default: the newest edition that has the entry. Throws NotFound with
// suggestions when the id is unknown.
EntryView load_entry(const Catalog& catalog, const std::string& id, const std::string& edition);

// Ids close to an unknown one (spelling, or a title of that name).
std::vector<std::string> suggest_ids(const Catalog& catalog, const std::string& id);

}  // namespace arbiter::query
