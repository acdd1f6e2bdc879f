#include "common/sqlite.h"

#include <stdexcept>
#include <utility>

namespace arbiter {

namespace {

// SQLite's memory statistics take one process-wide mutex on every
// allocation: with a connection per thread (arbiter serve) the threads would
// queue on it. Nothing reads the statistics. Must precede the first open.
void configure_sqlite_once() {
  static const bool done = [] {
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
    // No bulk allocation of page cache lines when a connection opens: the
    // database is read through a memory map, so a lookup needs a handful of
    // lines, and touching the bulk's pages cost more than the lookup.
    sqlite3_config(SQLITE_CONFIG_PAGECACHE, nullptr, 0, 0);
    return true;
  }();
  (void)done;
}

}  // namespace

Database::Database(const std::string& path, Mode mode) : path_(path) {
  configure_sqlite_once();
  // A connection is used by one thread at a time (serve opens one per
  // thread), so its own mutex is not needed.
  const int flags =
      (mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) |
      SQLITE_OPEN_NOMUTEX;
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw std::runtime_error(path + ": cannot open database: " + msg);
  }
  // Read in place through a memory map, not copied into a page cache: what
  // a short-lived lookup touches is then only the pages it reads. (Only a
  // speed-up: without it SQLite reads as usual.)
  if (mode == Mode::ReadOnly)
    sqlite3_exec(db_, "PRAGMA mmap_size=268435456;", nullptr, nullptr, nullptr);
}

Database::~Database() {
  cache_.reset();  // its statements first: a connection with statements does not close
  sqlite3_close(db_);
}

Database::Database(Database&& other) noexcept
    : db_(std::exchange(other.db_, nullptr)),
      path_(std::move(other.path_)),
      cache_(std::exchange(other.cache_, std::make_unique<StatementCache>())) {}

Database& Database::operator=(Database&& other) noexcept {
  if (this != &other) {
    cache_.reset();
    sqlite3_close(db_);
    db_ = std::exchange(other.db_, nullptr);
    path_ = std::move(other.path_);
    cache_ = std::exchange(other.cache_, std::make_unique<StatementCache>());
  }
  return *this;
}

void Database::exec(const std::string& sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    std::string msg = err ? err : "unknown error";
    sqlite3_free(err);
    throw std::runtime_error(path_ + ": " + msg);
  }
}

Statement Database::prepare(std::string_view sql) const {
  return Statement(db_, sql, cache_.get());
}

StatementCache::~StatementCache() {
  for (auto& [sql, stmt] : kept_) sqlite3_finalize(stmt);
}

sqlite3_stmt* StatementCache::take(std::string_view sql) {
  auto it = kept_.find(std::string(sql));
  if (it == kept_.end()) return nullptr;
  sqlite3_stmt* stmt = it->second;
  kept_.erase(it);
  return stmt;
}

void StatementCache::give_back(sqlite3_stmt* stmt) {
  const char* sql = sqlite3_sql(stmt);
  if (kept_.size() >= kMaxKept || !sql) {
    sqlite3_finalize(stmt);
    return;
  }
  sqlite3_reset(stmt);
  sqlite3_clear_bindings(stmt);
  kept_.emplace(sql, stmt);
}

namespace {

// A database file damaged after it was built (a bad disk, a partial copy)
// is the user's to fix, so it is named with the command that rebuilds it
// rather than reported as a failing statement.
void throw_if_damaged(sqlite3* db) {
  const int code = sqlite3_errcode(db);
  if (code != SQLITE_CORRUPT && code != SQLITE_NOTADB) return;
  const char* file = sqlite3_db_filename(db, "main");
  const std::string path = file && *file ? file : "the database";
  throw std::runtime_error(path + ": the database is damaged (" + sqlite3_errmsg(db) +
                           "); rebuild it with 'arbiter index CORPUS_DIR --output " + path + "'");
}

}  // namespace

Statement::Statement(sqlite3* db, std::string_view sql, StatementCache* cache)
    : db_(db), cache_(cache) {
  if (cache_ && (stmt_ = cache_->take(sql))) return;
  if (sqlite3_prepare_v2(db_, sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr) !=
      SQLITE_OK) {
    throw_if_damaged(db_);
    throw std::runtime_error(std::string("SQL error: ") + sqlite3_errmsg(db_) +
                             " in: " + std::string(sql.substr(0, 120)));
  }
}

Statement::~Statement() {
  if (cache_ && stmt_)
    cache_->give_back(stmt_);
  else
    sqlite3_finalize(stmt_);
}

Statement::Statement(Statement&& other) noexcept
    : db_(other.db_), stmt_(std::exchange(other.stmt_, nullptr)), cache_(other.cache_) {}

void Statement::fail(const char* what) const {
  throw_if_damaged(db_);
  const char* sql = sqlite3_sql(stmt_);
  throw std::runtime_error(std::string(what) + ": " + sqlite3_errmsg(db_) +
                           " in: " + std::string(sql ? sql : "").substr(0, 120));
}

Statement& Statement::bind(int index, std::string_view value) {
  if (sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()),
                        SQLITE_TRANSIENT) != SQLITE_OK)
    fail("bind");
  return *this;
}

Statement& Statement::bind(int index, int64_t value) {
  if (sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) fail("bind");
  return *this;
}

Statement& Statement::bind_null(int index) {
  if (sqlite3_bind_null(stmt_, index) != SQLITE_OK) fail("bind");
  return *this;
}

Statement& Statement::bind_pointer(int index, void* pointer, const char* type) {
  if (sqlite3_bind_pointer(stmt_, index, pointer, type, nullptr) != SQLITE_OK) fail("bind");
  return *this;
}

bool Statement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  fail("query");
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

std::string Statement::text(int column) const {
  const auto* p = sqlite3_column_text(stmt_, column);
  if (!p) return {};
  return std::string(reinterpret_cast<const char*>(p),
                     static_cast<size_t>(sqlite3_column_bytes(stmt_, column)));
}

std::string_view Statement::view(int column) const {
  const auto* p = sqlite3_column_text(stmt_, column);
  if (!p) return {};
  return {reinterpret_cast<const char*>(p),
          static_cast<size_t>(sqlite3_column_bytes(stmt_, column))};
}

int64_t Statement::integer(int column) const {
  return sqlite3_column_int64(stmt_, column);
}
double Statement::real(int column) const {
  return sqlite3_column_double(stmt_, column);
}
bool Statement::is_null(int column) const {
  return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

Transaction::Transaction(Database& db) : db_(db) {
  db_.exec("BEGIN");
}

Transaction::~Transaction() {
  if (!done_) {
    try {
      db_.exec("ROLLBACK");
    } catch (...) {
      // Nothing more can be done in a destructor; the caller's error stands.
    }
  }
}

void Transaction::commit() {
  db_.exec("COMMIT");
  done_ = true;
}

}  // namespace arbiter
