// Words passed down to be built only if needed (a trace that is on, an
// error that happens): most runs never read them.
#pragma once

#include <string>
#include <type_traits>

namespace arbiter::engine {

// A lambda giving the words (not copied: it must outlive the call), or
// words already made.
class Words {
 public:
  template <class F>
  requires std::is_invocable_v<const F&> &&(!std::is_convertible_v<const F&, std::string>)
      Words(const F& f)  // NOLINT: converts, like the string it stands for
      : fn_(&f),
        text_([](const void* fn) { return std::string((*static_cast<const F*>(fn))()); }) {}
  Words(const std::string& s)  // NOLINT
      : fn_(&s), text_([](const void* s) { return *static_cast<const std::string*>(s); }) {}
  Words(const char* s)  // NOLINT
      : fn_(s), text_([](const void* s) { return std::string(static_cast<const char*>(s)); }) {}
  std::string operator()() const { return text_(fn_); }

 private:
  const void* fn_;
  std::string (*text_)(const void*);
};

}  // namespace arbiter::engine
