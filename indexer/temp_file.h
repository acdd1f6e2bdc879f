// The database is written beside its destination under a temporary name and
// renamed over it only when complete, so a reader never sees half a build.
#pragma once

#include <string>

namespace arbiter::db {

// A temporary file next to `destination` ("FILE.tmp.PID"). Removed when this
// object dies without commit(), and also when the process is ended by
// SIGINT, SIGTERM, SIGHUP or SIGQUIT while it exists (one at a time per
// process). A build killed by SIGKILL cannot clean up: the next TempFile for
// the same destination removes leftovers whose process is gone.
class TempFile {
 public:
  explicit TempFile(const std::string& destination);
  ~TempFile();
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  const std::string& path() const { return path_; }

  // Makes the written file durable (fsync), renames it over the destination
  // and makes the rename durable (fsync of the directory). Throws
  // std::runtime_error naming the destination on failure.
  void commit();

 private:
  std::string destination_;
  std::string path_;
  bool committed_ = false;
};

}  // namespace arbiter::db
