// Thin RAII wrapper over the SQLite C API. Every failure throws
// std::runtime_error carrying SQLite's message and the statement at fault.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace arbiter {

class Statement;

// Prepared statements a connection has finished with, by their SQL, reset
// and ready to run again: a command or a server thread that asks the same
// thing twice pays for parsing and planning once.
class StatementCache {
 public:
  ~StatementCache();
  sqlite3_stmt* take(std::string_view sql);
  // Keeps `stmt` (reset, bindings cleared) or finalizes it when full.
  void give_back(sqlite3_stmt* stmt);

 private:
  static constexpr size_t kMaxKept = 256;
  std::unordered_multimap<std::string, sqlite3_stmt*> kept_;
};

class Database {
 public:
  enum class Mode { ReadOnly, Create };
  Database(const std::string& path, Mode mode);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;
  Database(Database&& other) noexcept;
  Database& operator=(Database&& other) noexcept;

  void exec(const std::string& sql);
  Statement prepare(std::string_view sql) const;
  sqlite3* handle() const { return db_; }
  const std::string& path() const { return path_; }

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
  // Emptied before the connection closes.
  std::unique_ptr<StatementCache> cache_ = std::make_unique<StatementCache>();
};

class Statement {
 public:
  // With a cache: the statement is taken from it when there, and goes back
  // to it when done.
  Statement(sqlite3* db, std::string_view sql, StatementCache* cache = nullptr);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  Statement(Statement&& other) noexcept;

  // Binds are 1-based, as in SQLite.
  Statement& bind(int index, std::string_view value);
  Statement& bind(int index, int64_t value);
  Statement& bind_null(int index);
  // A pointer for an application function (sqlite3_bind_pointer), of the
  // type `type` names (a string constant); the caller keeps it alive until
  // the statement is reset.
  Statement& bind_pointer(int index, void* pointer, const char* type);

  // Advances to the next row; false when done.
  bool step();
  void reset();

  std::string text(int column) const;
  // The same text without a copy: valid until the next step or reset.
  std::string_view view(int column) const;
  int64_t integer(int column) const;
  double real(int column) const;
  bool is_null(int column) const;

 private:
  [[noreturn]] void fail(const char* what) const;
  sqlite3* db_ = nullptr;
  sqlite3_stmt* stmt_ = nullptr;
  StatementCache* cache_ = nullptr;
};

// Runs a transaction that rolls back unless commit() is called.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  void commit();

 private:
  Database& db_;
  bool done_ = false;
};

}  // namespace arbiter
