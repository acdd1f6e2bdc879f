// Room on the stack for the short lists a rule builds and drops within one
// call (a phase's hits, the dice a KO reaches): a run of the rules then
// allocates only what it keeps, where each such list used to be a malloc
// and a free, thousands of times in an enumeration. A list that outgrows
// the room goes on in the heap; nothing is freed before the room goes.
//   Scratch<512> room;
//   std::pmr::vector<Die*> kos(&room);
#pragma once

#include <cstddef>
#include <memory_resource>

namespace arbiter::engine {

template <size_t Bytes>
class Scratch : public std::pmr::monotonic_buffer_resource {
 public:
  Scratch() : std::pmr::monotonic_buffer_resource(room_, Bytes, std::pmr::new_delete_resource()) {}
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;

 private:
  alignas(std::max_align_t) std::byte room_[Bytes];
};

}  // namespace arbiter::engine
