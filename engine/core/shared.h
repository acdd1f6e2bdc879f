// A value that the copies of a game state share until one of them changes
// it (copy on write). Runs copy their state thousands of times in a
// distribution, and most of it (cards, a die's faces) never changes in a
// run: sharing it makes a copy a pointer copy instead of a deep one.
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
  Shared(T value) : p_(std::make_shared<T>(std::move(value))) {}  // NOLINT: a value, implicitly
  template <class E>
  requires std::constructible_from<T, std::initializer_list<E>> Shared(
      std::initializer_list<E> list)
      : p_(std::make_shared<T>(list)) {}

  const T& operator*() const { return p_ ? *p_ : empty_value(); }
  const T* operator->() const { return &**this; }
  // The value to change: copied first when another state shares it.
  // References taken before into the shared value then see the old one.
  T& edit() {
    if (!p_)
      p_ = std::make_shared<T>();
    else if (p_.use_count() > 1)
      p_ = std::make_shared<T>(std::as_const(*p_));
    return *p_;
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
  static const T& empty_value() {
    static const T value{};
    return value;
  }
  std::shared_ptr<T> p_;
};

}  // namespace arbiter::engine
