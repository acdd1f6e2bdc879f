// The face a spin lands a die on, told beside the spin: "spins Spider-Man
// up one level, to level 2 (3A/4D)", "my 4A/4D level 2 attacker got spun
// down to level 1 (2A/2D)", "spin Magneto down a level; level 1 is 2A/3D",
// "so Magneto went to level 1, which is 2A/3D". Those stats are the spun
// die's other face, not a die of their own.
#include <optional>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

bool stop(const Token& t) {
  return t.brk == '.' || t.brk == '?' || t.brk == '!';
}

// The level a die's stats at token n are said to be on: read with them
// ("on level 2 (3A/4D)"), or said right after ("my 4A/4D level 2
// attacker").
int level_of(const std::vector<Token>& t, const std::vector<bool>& gone, size_t n) {
  if (t[n].level > 0) return t[n].level;
  for (size_t k = n + 1; k < t.size() && k <= n + 2; ++k)
    if (!gone[k]) return t[n].ends() ? 0 : level_marker_at(t, k);
  return 0;
}

}  // namespace

std::optional<size_t> named_stats(const std::vector<Token>& t, const std::vector<bool>& gone,
                                  size_t name, size_t before) {
  const std::string& said = t[name].text;
  // The stats after the telling at token n, or none.
  auto stats_of = [&](size_t n) -> std::optional<size_t> {
    int kept = 0;
    for (size_t k = n + 1; k < before && kept < 3; ++k) {
      if (gone[k]) continue;
      if (die_stats(t[k])) return k;
      if (t[k].term_kind("action") || t[k].is("role", "attacker") || t[k].is("role", "blocker"))
        break;
      ++kept;
    }
    return std::nullopt;
  };
  // The name itself, else one short form ("wolvie" for Wolverine: the
  // first four letters); not two ("spid": Spider-Man, Spider-Woman).
  std::optional<size_t> exact, near;
  std::string near_name;
  bool two_near = false;
  for (size_t n = 0; n < before; ++n) {
    const Token& w = t[n];
    // (A name: a die the vocabulary knows, or a word no rulebook has; not
    // "blocked" for "blocker".)
    if (gone[n] || !(w.is("role", "die") || (w.kind == Tok::kWord && !w.in_corpus))) continue;
    const std::optional<size_t> s = stats_of(n);
    if (!s) continue;
    if (w.text == said) {
      if (!exact) exact = s;
    } else if (w.text.size() >= 4 && said.size() >= 4 && w.text.compare(0, 4, said, 0, 4) == 0) {
      two_near |= near && near_name != w.text;
      if (!near) near = s, near_name = w.text;
    }
  }
  if (exact) return exact;
  return two_near ? std::nullopt : near;
}

std::optional<size_t> spun_face_die(const std::vector<Token>& t, const std::vector<bool>& gone,
                                    size_t marker, int lands) {
  // The spin: said before the marker in its sentence, within twelve words
  // (a semicolon does not part them: "spin Magneto down; level 1 is ...").
  std::optional<size_t> spin;
  for (size_t k = marker; k-- > 0 && k + 12 >= marker;) {
    if (stop(t[k])) break;
    if (!gone[k] && spin_word(t[k])) {
      spin = k;
      break;
    }
  }
  if (!spin) return std::nullopt;
  int direction = 0;
  if (t[*spin].text.ends_with(" up")) direction = 1;
  if (t[*spin].text.ends_with(" down")) direction = -1;
  for (size_t k = *spin + 1; k < marker; ++k) {
    if (t[k].word("up")) direction = 1;
    if (t[k].word("down")) direction = -1;
  }
  // The die named after the spin ("spins Spider-Man up", "spin my Thor").
  size_t name = *spin + 1;
  while (name < marker && (gone[name] || t[name].word("my") || t[name].word("his") ||
                           t[name].word("their") || t[name].word("the") || t[name].word("your")))
    ++name;
  if (name < marker &&
      (t[name].is("role", "die") || (t[name].kind == Tok::kWord && !t[name].in_corpus))) {
    if (const std::optional<size_t> n = named_stats(t, gone, name, *spin)) return n;
    // ("spin up Cyclops lv1 2A/2D -> lv2 3A/3D": its stats said right after
    // its name, before the face it lands on.)
    for (size_t k = name + 1; k < marker && k <= name + 2; ++k)
      if (!gone[k] && die_stats(t[k])) return k;
  }
  // Else the one die whose level is said and from which the spin's
  // direction reaches `lands`.
  std::optional<size_t> found;
  for (size_t n = 0; n < marker; ++n) {
    if (gone[n] || !die_stats(t[n])) continue;
    const int level = level_of(t, gone, n);
    if (level == 0 || level == lands) continue;
    if ((direction > 0 && level > lands) || (direction < 0 && level < lands)) continue;
    if (found) return std::nullopt;
    found = n;
  }
  return found;
}

}  // namespace arbiter::query::ask
