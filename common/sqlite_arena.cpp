#include "common/sqlite_arena.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <new>
#include <vector>

namespace arbiter {

namespace {

constexpr size_t kBlock = 256 * 1024;
// Before each allocation its size, in room that keeps what follows 16-byte
// aligned (new[] gives blocks so aligned).
constexpr size_t kHeader = 16;

struct Arena {
  std::vector<std::unique_ptr<std::byte[]>> blocks;
  std::byte* at = nullptr;  // the current block's free room
  std::byte* end = nullptr;
};
Arena arena;

// A new block of n bytes, kept to the end; none when memory is out (SQLite
// is told so by a null pointer: nothing may be thrown through it).
std::byte* new_block(size_t n) {
  try {
    arena.blocks.push_back(std::make_unique_for_overwrite<std::byte[]>(n));
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
  return arena.blocks.back().get();
}

size_t rounded(int n) {
  return (static_cast<size_t>(n) + 15) & ~size_t{15};
}

size_t size_of(void* p) {
  size_t size = 0;
  std::memcpy(&size, static_cast<std::byte*>(p) - kHeader, sizeof size);
  return size;
}

void* take(int n) {
  if (n <= 0) return nullptr;
  const size_t size = rounded(n);
  const size_t need = kHeader + size;
  std::byte* p = nullptr;
  if (need <= static_cast<size_t>(arena.end - arena.at)) {
    p = arena.at;
    arena.at += need;
  } else if (need > kBlock / 4) {
    // A large one has a block of its own; the current block stays current.
    p = new_block(need);
  } else if ((p = new_block(kBlock))) {
    arena.at = p + need;
    arena.end = p + kBlock;
  }
  if (!p) return nullptr;
  std::memcpy(p, &size, sizeof size);
  return p + kHeader;
}

// The last taken is the current block's room again; any other stays taken.
void give_back(void* p) {
  if (p && static_cast<std::byte*>(p) + size_of(p) == arena.at)
    arena.at = static_cast<std::byte*>(p) - kHeader;
}

void* retake(void* p, int n) {
  if (!p) return take(n);
  const size_t had = size_of(p);
  const size_t size = rounded(n);
  if (size <= had) return p;
  std::byte* const start = static_cast<std::byte*>(p);
  if (start + had == arena.at && size - had <= static_cast<size_t>(arena.end - arena.at)) {
    // The last taken grows where it is.
    arena.at = start + size;
    std::memcpy(start - kHeader, &size, sizeof size);
    return p;
  }
  void* moved = take(n);
  if (moved) std::memcpy(moved, p, had);
  return moved;
}

int size_of_allocation(void* p) {
  return p ? static_cast<int>(size_of(p)) : 0;
}

int roundup(int n) {
  return static_cast<int>(rounded(n));
}

int init(void*) {
  return SQLITE_OK;
}

void shutdown(void*) {}

}  // namespace

void use_sqlite_arena() {
  static const sqlite3_mem_methods methods = {take,    give_back, retake,   size_of_allocation,
                                              roundup, init,      shutdown, nullptr};
  sqlite3_config(SQLITE_CONFIG_MALLOC, &methods);
}

}  // namespace arbiter
