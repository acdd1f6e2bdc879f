// The last untraced run of a loaded Marvel Champions scenario, kept so
// that the run after a character's number was read again
// (GameModule::reread) need not be made when the kept run never used that
// kind of number (engine/core/touched.h): it went the same way, and ended
// where it did with the number as it is now. A question tries each
// unstated value over its range (query/ask/situation.cpp); most of the
// tries of a number the rules never look at are answered here.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/game_module.h"
#include "engine/mc/model.h"

namespace arbiter::engine::mc {

// The kind a character's attribute is read into; 0 for an attribute that
// is not one Tracked number.
unsigned number_kind(const std::string& attribute);

class RunMemo {
 public:
  // The loaded state's character `index` had its number of `kind` read
  // again and nothing else of it changed.
  void changed(size_t index, unsigned kind);
  // The loaded state changed otherwise: the kept run no longer fits it.
  void forget() { kept_ = false; }

  // The run from `now` (the kept run's start with the changes noted
  // since), when the kept run was in `edition`, touched none of the
  // changed kinds and, if `want_values`, kept its values; nothing
  // otherwise (the caller runs it, and keeps it).
  std::optional<RunResult> echo(const GameState& now, const std::string& edition, bool want_values);

  // The values in which the runs from `now` with character `index`'s
  // number of `kind` at other values differ, when each would be echoed
  // (GameModule::varying_values); nothing otherwise.
  std::optional<std::vector<std::string>> varying(const GameState& now, size_t index, unsigned kind,
                                                  const std::string& edition);

  // Keeps a run from the loaded state as it is now: where it ended, the
  // kinds it touched, and (if given) its values.
  void keep(GameState end, TouchedMask touched, const std::string& outcome,
            const std::string& edition, const Values* values);

 private:
  using Places = std::vector<std::pair<size_t, unsigned>>;  // (character, kind)
  // True when each of `numbers` is of the same character in `now` and the kept end.
  bool in_place(const GameState& now, const Places& numbers) const;
  // Calls f() with the kept end's `numbers` as they are in `now`; then as before.
  template <class F>
  void at_numbers(const GameState& now, const Places& numbers, F&& f);
  // Folds into touched_, once for each kept run (only one answered from
  // needs it): the kinds values_of reads beyond characters' own values,
  // and those of a character's values that are not what the whole values
  // say (another part set the same key after it); neither is worked out
  // again alone.
  void check_values();
  // Each value of `c` whose working out reads a Tracked number, to
  // `set(key, value, kinds read)`.
  template <class Set>
  static void values_reading(const Character& c, Set&& set);

  bool kept_ = false;
  GameState end_;
  TouchedMask touched_ = 0;  // in the run, or (for values) beyond one character's own
  std::string outcome_, edition_;
  std::optional<Values> values_;
  bool values_checked_ = false;
  Places changed_;                // since the kept run
  TouchedMask changed_bits_ = 0;  // touched_bits of changed_
};

}  // namespace arbiter::engine::mc
