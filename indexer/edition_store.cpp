#include "indexer/edition_store.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <stdexcept>

#include "common/sqlite.h"
#include "common/user_data.h"
#include "indexer/corpus_check.h"
#include "indexer/corpus_reader.h"
#include "indexer/index_builder.h"

namespace arbiter::db {
namespace {

namespace fs = std::filesystem;

const char* const kImportedTable = R"sql(
CREATE TABLE imported_editions(
  game TEXT NOT NULL, label TEXT NOT NULL, pdf TEXT NOT NULL, imported_at TEXT NOT NULL,
  xml TEXT NOT NULL, source_text TEXT NOT NULL, PRIMARY KEY(game, label));
)sql";

// Which build of the base a store was made over: its path, size and time.
struct BaseStamp {
  std::string path;
  std::string stamp;
};

BaseStamp stamp_of(const std::string& base) {
  std::error_code path_error, size_error, time_error;
  const fs::path canonical = fs::weakly_canonical(base, path_error);
  const auto size = fs::file_size(base, size_error);
  const auto time = fs::last_write_time(base, time_error).time_since_epoch().count();
  return {path_error ? base : canonical.string(),
          std::to_string(size_error ? 0 : size) + ":" + std::to_string(time_error ? 0 : time)};
}

bool is_store(const Database& db) {
  Statement s = db.prepare(
      "SELECT COUNT(*) FROM sqlite_master WHERE type='table' AND name='imported_editions'");
  return s.step() && s.integer(0) > 0;
}

std::string meta(const Database& db, const char* key) {
  Statement s = db.prepare("SELECT value FROM meta WHERE key=?");
  s.bind(1, std::string(key));
  return s.step() ? s.text(0) : "";
}

std::vector<int> version_parts(const std::string& label) {
  std::vector<int> parts;
  int cur = -1;
  for (char c : label + ".") {
    if (c >= '0' && c <= '9') {
      cur = std::min((cur < 0 ? 0 : cur * 10) + (c - '0'), 1000000);  // no overflow
    } else if (cur >= 0) {
      parts.push_back(cur);
      cur = -1;
    }
  }
  return parts;
}

}  // namespace

std::string default_editions_path() {
  return user_data_path("ARBITER_EDITIONS", "editions.db");
}

bool version_less(const std::string& a, const std::string& b) {
  const std::vector<int> x = version_parts(a), y = version_parts(b);
  return x != y ? x < y : a < b;
}

namespace {

// A store's imported editions, oldest version first; their XML and lines
// only when asked for.
std::vector<ImportedEdition> imported_rows(const Database& db, bool with_text) {
  std::vector<ImportedEdition> out;
  Statement s = db.prepare(with_text ? "SELECT game,label,pdf,imported_at,xml,source_text "
                                       "FROM imported_editions"
                                     : "SELECT game,label,pdf,imported_at,'','' "
                                       "FROM imported_editions");
  while (s.step())
    out.push_back({s.text(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5)});
  std::sort(out.begin(), out.end(), [](const ImportedEdition& a, const ImportedEdition& b) {
    return a.game != b.game ? a.game < b.game : version_less(a.label, b.label);
  });
  return out;
}

}  // namespace

std::vector<ImportedEdition> read_imported(const std::string& store) {
  std::error_code ec;
  if (store.empty() || !fs::exists(store, ec)) return {};
  const Database db(store, Database::Mode::ReadOnly);
  if (!is_store(db))
    throw std::runtime_error(store +
                             ": not an Arbiter editions store (no imported editions table)");
  return imported_rows(db, true);
}

std::vector<ImportedEdition> imported_in(const Database& db) {
  return is_store(db) ? imported_rows(db, false) : std::vector<ImportedEdition>{};
}

StoreState store_state(const std::string& store, const std::string& base) {
  std::error_code ec;
  if (store.empty() || !fs::exists(store, ec)) return StoreState::kNone;
  const Database db(store, Database::Mode::ReadOnly);
  if (!is_store(db)) return StoreState::kNone;
  const BaseStamp now = stamp_of(base);
  if (meta(db, "imported_base") != now.path) return StoreState::kOtherBase;
  return meta(db, "imported_base_stamp") == now.stamp ? StoreState::kCurrent : StoreState::kStale;
}

void write_store(const std::string& base, std::vector<ImportedEdition> editions,
                 const std::string& store) {
  std::sort(editions.begin(), editions.end(),
            [](const ImportedEdition& a, const ImportedEdition& b) {
              return a.game != b.game ? a.game < b.game : version_less(a.label, b.label);
            });
  std::map<std::string, int> next_sequence;
  std::map<std::string, std::string> builtin_labels;  // "game label" -> file
  std::map<std::string, std::string> newest_whole;    // game -> label
  {
    const Database db(base, Database::Mode::ReadOnly);
    Statement s =
        db.prepare("SELECT game,label,sequence,file,scope FROM editions ORDER BY sequence");
    while (s.step()) {
      int& next = next_sequence[s.text(0)];
      next = std::max(next, static_cast<int>(s.integer(2)) + 1);
      builtin_labels[s.text(0) + " " + s.text(1)] = s.text(3);
      if (s.text(4) == "whole") newest_whole[s.text(0)] = s.text(1);
    }
  }
  std::vector<corpus::Edition> parsed;
  for (const ImportedEdition& e : editions) {
    if (builtin_labels.count(e.game + " " + e.label))
      throw std::runtime_error("edition " + e.label + " is built into Arbiter already; import it " +
                               "under another name with --label");
    // Imported editions come after the built-in ones: an older one would
    // pass for the newest.
    const std::string& newest = newest_whole[e.game];
    if (!newest.empty() && !version_parts(e.label).empty() && version_less(e.label, newest))
      throw std::runtime_error("edition " + e.label + " is older than " + newest +
                               ", which Arbiter has built in; import-edition adds newer editions");
    corpus::Edition ed = corpus::read_edition_text(e.xml, "imported:" + e.pdf);
    ed.sequence = next_sequence[e.game]++;
    ed.label = e.label;
    const std::vector<std::string> problems = corpus::check_corpus({ed});
    if (!problems.empty())
      throw std::runtime_error("the imported edition " + e.label + " is not sound: " + problems[0]);
    parsed.push_back(std::move(ed));
  }
  const BaseStamp stamp = stamp_of(base);
  fs::create_directories(fs::path(store).parent_path().empty() ? fs::path(".")
                                                               : fs::path(store).parent_path());
  append_editions(base, parsed, store, [&](Database& db) {
    db.exec(kImportedTable);
    Statement ins = db.prepare(
        "INSERT INTO imported_editions(game,label,pdf,imported_at,xml,source_text) "
        "VALUES(?,?,?,?,?,?)");
    for (const ImportedEdition& e : editions) {
      ins.bind(1, e.game).bind(2, e.label).bind(3, e.pdf).bind(4, e.imported_at);
      ins.bind(5, e.xml).bind(6, e.source_text);
      ins.step();
      ins.reset();
    }
    Statement m = db.prepare("INSERT OR REPLACE INTO meta(key,value) VALUES(?,?)");
    for (const auto& [k, v] : {std::pair<std::string, std::string>{"imported_base", stamp.path},
                               {"imported_base_stamp", stamp.stamp}}) {
      m.bind(1, k).bind(2, v);
      m.step();
      m.reset();
    }
  });
}

}  // namespace arbiter::db
