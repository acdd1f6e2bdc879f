// A value that the copies of a game state share until one of them changes
// it (copy on write). Runs copy their state thousands of times in a
// distribution, and most of it (cards, a die's faces) never changes in a
// run: sharing it makes a copy a pointer copy instead of a deep one.
//
// The count of sharers is a plain integer, not an atomic one: a game state
// and its copies belong to one simulation, on one thread (arbiter serve
// runs each request's simulations on that request's thread, from states
// read for it). An atomic count cost a locked instruction on every copy and
// every destruction of a die, several for each run of a combat.
#pragma once

#include <concepts>
#include <cstddef>
#include <initializer_list>
#include <memory>
#include <utility>

namespace arbiter::engine {

template <class T>
class Shared {
 public:
  // No value of its own until one is set: a default T is read from one kept
  // for all (a die's face with no energy is copied without an allocation).
  Shared() = default;
  Shared(T value) : p_(boxed(std::move(value))) {}  // NOLINT: a value, implicitly
  template <class E>
  requires std::constructible_from<T, std::initializer_list<E>> Shared(
      std::initializer_list<E> list)
      : p_(boxed(T(list))) {}
  Shared(const Shared& o) noexcept : p_(o.p_) {
    if (p_) ++p_->sharers;
  }
  Shared(Shared&& o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
  Shared& operator=(const Shared& o) noexcept {
    if (o.p_) ++o.p_->sharers;  // first: the same box assigned to itself stays
    release();
    p_ = o.p_;
    return *this;
  }
  Shared& operator=(Shared&& o) noexcept {
    if (this != &o) {
      release();
      p_ = std::exchange(o.p_, nullptr);
    }
    return *this;
  }
  ~Shared() { release(); }

  const T& operator*() const { return p_ ? p_->value : empty_value(); }
  const T* operator->() const { return &**this; }
  // The value to change: copied first when another state shares it.
  // References taken before into the shared value then see the old one.
  T& edit() {
    if (!p_) {
      p_ = boxed(T{});
    } else if (p_->sharers > 1) {
      Box* own = boxed(std::as_const(p_->value));
      release();
      p_ = own;
    }
    return p_->value;
  }

  // A container's reading interface, so that reading code reads as before.
  auto begin() const { return (**this).cbegin(); }
  auto end() const { return (**this).cend(); }
  size_t size() const { return (**this).size(); }
  bool empty() const { return (**this).empty(); }
  const auto& operator[](size_t i) const { return (**this)[i]; }

  // Equal values, shared or not.
  bool operator==(const Shared& o) const { return p_ == o.p_ || **this == *o; }

 private:
  struct Box {
    explicit Box(T v) : value(std::move(v)) {}
    T value;
    size_t sharers = 1;
  };
  // A new box with one sharer, owned by the count from here on.
  static Box* boxed(T value) { return std::make_unique<Box>(std::move(value)).release(); }
  // One sharer fewer; the last one frees the box.
  void release() noexcept {
    if (p_ && --p_->sharers == 0) std::unique_ptr<Box> last(p_);
    p_ = nullptr;
  }
  static const T& empty_value() {
    static const T value{};
    return value;
  }
  Box* p_ = nullptr;
};

}  // namespace arbiter::engine
