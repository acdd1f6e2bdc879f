#include "common/sqlite_arena.h"

#include <sqlite3.h>

#include <array>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <vector>

namespace arbiter {

namespace {

// Allocations up to this size are the arena's, in classes 16 bytes apart;
// larger ones (a few a lookup) are the C library's.
constexpr size_t kMaxSmall = 1024;
constexpr size_t kBlock = 64 * 1024;
// Before each allocation its size, in room that keeps what follows 16-byte
// aligned (blocks and malloc are so aligned).
constexpr size_t kHeader = 16;

struct Arena {
  std::vector<std::unique_ptr<std::byte[]>> blocks;
  std::byte* at = nullptr;  // the current block's free room
  std::byte* end = nullptr;
  // Each class's allocations given back, a list through their first bytes:
  // taken again first, so a lookup touches little more memory than it holds.
  std::array<void*, kMaxSmall / 16> given_back{};
};
Arena arena;

size_t rounded(int n) {
  return (static_cast<size_t>(n) + 15) & ~size_t{15};
}

size_t size_of(void* p) {
  size_t size = 0;
  std::memcpy(&size, static_cast<std::byte*>(p) - kHeader, sizeof size);
  return size;
}

void* with_header(std::byte* start, size_t size) {
  std::memcpy(start, &size, sizeof size);
  return start + kHeader;
}

// A new block, kept to the end; none when memory is out (SQLite is told so
// by a null pointer: nothing may be thrown through it).
std::byte* new_block() {
  try {
    arena.blocks.push_back(std::make_unique_for_overwrite<std::byte[]>(kBlock));
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
  arena.at = arena.blocks.back().get();
  arena.end = arena.at + kBlock;
  return arena.at;
}

void* take(int n) {
  if (n <= 0) return nullptr;
  const size_t size = rounded(n);
  if (size > kMaxSmall) {
    // The C library's allocator, as SQLite's own would be (a C API's
    // callback: there is no owner to hold it but SQLite).
    void* start = std::malloc(kHeader + size);  // NOLINT(cppcoreguidelines-no-malloc)
    return start ? with_header(static_cast<std::byte*>(start), size) : nullptr;
  }
  void*& again = arena.given_back[size / 16 - 1];
  if (again) {
    void* p = again;
    std::memcpy(&again, p, sizeof again);
    return p;
  }
  const size_t need = kHeader + size;
  if (need > static_cast<size_t>(arena.end - arena.at) && !new_block()) return nullptr;
  std::byte* start = arena.at;
  arena.at += need;
  return with_header(start, size);
}

void give_back(void* p) {
  if (!p) return;
  const size_t size = size_of(p);
  if (size > kMaxSmall) {
    std::free(static_cast<std::byte*>(p) - kHeader);  // NOLINT(cppcoreguidelines-no-malloc)
    return;
  }
  void*& again = arena.given_back[size / 16 - 1];
  std::memcpy(p, &again, sizeof again);
  again = p;
}

void* retake(void* p, int n) {
  if (!p) return take(n);
  const size_t had = size_of(p);
  if (rounded(n) <= had) return p;
  void* moved = take(n);
  if (!moved) return nullptr;  // p stays as it was, as realloc leaves it
  std::memcpy(moved, p, had);
  give_back(p);
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
