// A die's level and the faces of its other levels, as players say them:
// "Thor on level 2 (6A/5D)", "lvl2 6a/5d", "4A/4D (its level 1 is 2A/2D)",
// "his level 1 face is 1A/2D". The face of another level describes the
// same die, so its stats must not make a die of their own.
#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

namespace {

struct Marker {
  int level = 0;
  size_t first = 0, last = 0;  // tokens
};

// "level 2", "lvl 2", "lvl2", "level-2", "lv2" at token i.
std::optional<Marker> marker_at(const std::vector<Token>& t, size_t i) {
  if (t[i].kind != Tok::kWord) return std::nullopt;
  const std::string& w = t[i].text;
  if ((w == "level" || w == "lvl" || w == "lv") && i + 1 < t.size() &&
      t[i + 1].kind == Tok::kNumber && t[i + 1].number >= 1 && t[i + 1].number <= 9 && !t[i].ends())
    return Marker{t[i + 1].number, i, i + 1};
  for (const char* prefix : {"level-", "level", "lvl-", "lvl", "lv"}) {
    const std::string p = prefix;
    if (w.size() == p.size() + 1 && w.compare(0, p.size(), p) == 0 &&
        std::isdigit(static_cast<unsigned char>(w.back())) && w.back() != '0')
      return Marker{w.back() - '0', i, i};
  }
  return std::nullopt;
}

bool possessive_pronoun(const Token& t) {
  return t.word("its") || t.word("his") || t.word("her") || t.word("their") || t.word("whose");
}

// The stats a marker introduces: "level 1 is 2A/2D", "level 1 face: 1A/2D",
// "level 2 (6A/5D)", "level 2, which is 4A/4D"; with `is_said` true when a
// verb or colon links them ("is", "face is": another face being named).
// "a level 2 Thor die (6A/5D)" has the die's name between.
std::optional<size_t> stats_after(const std::vector<Token>& t, size_t last, bool& is_said,
                                  bool& equals) {
  is_said = false;
  equals = false;
  bool which = false;
  for (size_t k = last + 1; k < t.size() && k <= last + 4; ++k) {
    if (die_stats(t[k])) return k;
    if (t[k - 1].ends() && t[k - 1].brk != ',') return std::nullopt;
    // ("to level 2, where it's 3A/4D")
    if (t[k].word("which") || t[k].word("showing") || t[k].word("where") ||
        (which && (t[k].word("it's") || t[k].word("its")))) {
      which = true;
      continue;
    }
    // ("Hulk is level 2 with 6A/5D": the stats it has.)
    if (t[k].word("with") && k == last + 1 && !t[last].ends()) continue;
    if (t[k].word("is") || t[k].word("equals") || t[k].word("face") || t[k].is("term", "face") ||
        t[k].word("side")) {
      is_said |= !which && !t[k].word("side");
      equals |= k == last + 1 && t[k].text == "equals";
      continue;
    }
    // (A name: a die the vocabulary knows, or a word no rulebook has.)
    if ((t[k].is("role", "die") || (t[k].kind == Tok::kWord && !t[k].in_corpus)) && !which)
      continue;
    return std::nullopt;
  }
  return std::nullopt;
}

// The stats of the die a face of another level is said of: the last ones
// before the marker, with nothing but punctuation, names and the die's own
// words between (no verb, no other die).
std::optional<size_t> stats_before(const std::vector<Token>& t, size_t first) {
  for (size_t k = first; k-- > 0 && k + 8 >= first;) {
    if (die_stats(t[k])) return k;
    if (t[k].term_kind("action") || t[k].term_kind("role")) return std::nullopt;
  }
  return std::nullopt;
}

// The stats of the die told with Regenerate, when the words just before a
// level marker at token `at` tell a roll ("rolled its", "roll = lvl 2",
// "came up on its"), and one die is told with it.
std::optional<size_t> regenerate_roll_stats(const std::vector<Token>& t,
                                            const std::vector<bool>& gone, size_t at) {
  bool rolled = false;
  for (size_t k = at; k-- > 0 && k + 5 > at && !t[k].ends_sentence();)
    rolled |= t[k].text.starts_with("roll") || t[k].word("came") || t[k].word("showed") ||
              t[k].word("landed");
  // (A roll for Regenerate, said in the marker's sentence: "I rolled a
  // level 2 Hulk" is a die rolled in the Roll and Reroll Step.)
  bool for_regenerate = false;
  size_t from = at, to = at;
  while (from > 0 && !t[from - 1].ends_sentence()) --from;
  while (to + 1 < t.size() && !t[to].ends_sentence()) ++to;
  for (size_t k = from; k <= to; ++k)
    for_regenerate |= t[k].is("keyword", "regenerate") || t[k].word("regen");
  if (!rolled || !for_regenerate) return std::nullopt;
  // (The stats nearest the keyword, within three words: "my 5A/5D blocked
  // by 2A/3D regenerate" is the 2A/3D's.)
  std::optional<size_t> die;
  for (size_t k = 0; k < at; ++k) {
    if (!t[k].is("keyword", "regenerate")) continue;
    std::optional<size_t> nearest;
    for (size_t d = 1; d <= 3 && !nearest; ++d) {
      if (k + d < at && !gone[k + d] && die_stats(t[k + d])) nearest = k + d;
      if (!nearest && k >= d && !gone[k - d] && die_stats(t[k - d])) nearest = k - d;
    }
    if (!nearest) continue;
    if (die && *die != *nearest) return std::nullopt;
    die = nearest;
  }
  return die;
}

// Marks the words of tokens [first, last] as read with token `into`, and
// keeps the punctuation that closed them.
void absorb(std::vector<Token>& t, std::vector<bool>& gone, size_t into, size_t first,
            size_t last) {
  for (size_t k = first; k <= last; ++k) {
    if (gone[k] || k == into) continue;
    gone[k] = true;
    for (size_t w = t[k].at; w < t[k].at + t[k].len; ++w) t[into].also_at.push_back(w);
  }
  // The kept token before the span carries its closing punctuation:
  // "(its level 1 is 2A/2D)." ends the description as the words did.
  size_t before = first;
  while (before > 0 && gone[before - 1]) --before;
  // (A bracket opened inside the span closes with it: "spun down to
  // level 1 (2A/2D) by ..." keeps "down" open.)
  bool opened = false;
  for (size_t k = first; k < last; ++k) opened |= t[k].brk == '(';
  if (opened && t[last].brk == ')') return;
  // ("Hulk is on level 2, 6A/5D": the comma parts the level from its own
  // stats right after it, not the sentence.)
  if (into == last + 1 && t[last].brk == ',') return;
  if (before > 0 && t[last].brk && (t[before - 1].brk == 0 || t[before - 1].brk == '('))
    t[before - 1].brk = t[last].brk;
}

}  // namespace

int level_marker_at(const std::vector<Token>& t, size_t i) {
  const std::optional<Marker> m = marker_at(t, i);
  return m ? m->level : 0;
}

// "Thor card has level 1 2A/2D, level 2 4A/4D and level 3 6A/6D. Their
// Thor die is at level 3": a card's faces listed, then the level its die
// is on (a level said with no stats after it). The face of that level is
// the die; the others are its faces. Returns whether a list was read.
bool card_faces(std::vector<Token>& t, std::vector<bool>& gone, size_t i) {
  std::vector<std::pair<Marker, size_t>> run;  // marker, its stats
  size_t k = i;
  while (k < t.size()) {
    const std::optional<Marker> m = marker_at(t, k);
    if (!m || m->last + 1 >= t.size() || !die_stats(t[m->last + 1])) break;
    run.emplace_back(*m, m->last + 1);
    k = m->last + 2;
    if (k < t.size() && t[k].word("and"))
      ++k;
    else if (t[k - 1].brk != ',')
      break;
  }
  if (run.size() < 2) return false;
  // The die's level: a marker later on with no stats right after it.
  int level = 0;
  for (size_t n = run.back().second + 1; n < t.size() && level == 0; ++n)
    if (const std::optional<Marker> m = marker_at(t, n);
        m && !(m->last + 1 < t.size() && die_stats(t[m->last + 1])))
      level = m->level;
  const auto die =
      std::find_if(run.begin(), run.end(), [&](const auto& r) { return r.first.level == level; });
  if (die == run.end()) return false;
  const size_t into = die->second;
  t[into].level = level;
  for (const auto& [m, at] : run)
    if (at != into) t[into].faces.push_back({m.level, t[at].atk, t[at].def});
  // ("Thor card has level 1 ...": the words between the name and the list
  // go too, so the name is the die's.)
  size_t from = run.front().first.first;
  if (from >= 2 && (t[from - 1].word("has") || t[from - 1].word("is")) &&
      (t[from - 2].word("card") || t[from - 2].word("cards")))
    from -= 2;
  // (The die's own stats are kept inside the list: the name before it
  // keeps its punctuation, none.)
  const char name_brk = from > 0 ? t[from - 1].brk : 0;
  absorb(t, gone, into, from, run.back().second);
  if (from > 0) t[from - 1].brk = name_brk;
  return true;
}

namespace {

// "Thor on his 5A/4D face", "Thor on his level 3 face (6A/6D)": the face a
// named die shows, said of it; read as "Thor 5A/4D", "Thor level 3
// (6A/6D)".
std::vector<Token> without_face_words(std::vector<Token> t) {
  std::vector<bool> gone(t.size(), false);
  for (size_t i = 1; i + 3 < t.size(); ++i) {
    if (!t[i].word("on") || !possessive_pronoun(t[i + 1]) || t[i - 1].brk != 0 || t[i].brk != 0 ||
        t[i + 1].brk != 0 || !t[i - 1].is("role", "die"))
      continue;
    size_t face = i + 3;
    if (!die_stats(t[i + 2])) {
      // ("on his level 3 face (6A/6D)")
      if (!(t[i + 2].word("level") || t[i + 2].word("lvl")) || i + 5 >= t.size() ||
          t[i + 3].kind != Tok::kNumber || !die_stats(t[i + 5]))
        continue;
      face = i + 4;
    }
    if (!(t[face].word("face") || t[face].word("side"))) continue;
    for (size_t g : {i, i + 1, face}) {
      gone[g] = true;
      for (size_t w = t[g].at; w < t[g].at + t[g].len; ++w) t[i - 1].also_at.push_back(w);
    }
    t[face - 1].brk = t[face].brk;
  }
  std::vector<Token> out;
  for (size_t k = 0; k < t.size(); ++k)
    if (!gone[k]) out.push_back(t[k]);
  return out;
}

}  // namespace

std::vector<Token> with_levels(std::vector<Token> given) {
  std::vector<Token> t = without_face_words(std::move(given));
  std::vector<bool> gone(t.size(), false);
  for (size_t i = 0; i < t.size(); ++i) {
    if (!gone[i] && card_faces(t, gone, i)) continue;
    if (gone[i]) continue;
    const std::optional<Marker> m = marker_at(t, i);
    if (!m) continue;
    bool is_said = false, equals = false;
    const std::optional<size_t> s = stats_after(t, m->last, is_said, equals);
    // "my 4A/4D level 2 attacker": the level of the stats just before.
    if (!s && m->first > 0 && !gone[m->first - 1] && die_stats(t[m->first - 1]) &&
        t[m->first - 1].brk == 0 && t[m->first - 1].level == 0 && !t[m->last].ends() &&
        m->last + 1 < t.size() && die_noun(t[m->last + 1])) {
      t[m->first - 1].level = m->level;
      absorb(t, gone, m->first - 1, m->first, m->last);
      i = m->last;
      continue;
    }
    if (!s) continue;
    // "its level 1 is 2A/2D", "(lvl1 is 2/2)": a face of the die before.
    const bool pronoun = m->first > 0 && possessive_pronoun(t[m->first - 1]);
    const bool bracketed = m->first > 0 && t[m->first - 1].brk == '(';
    const std::optional<size_t> d = stats_before(t, pronoun ? m->first - 1 : m->first);
    if (d && (pronoun || (is_said && bracketed) || (is_said && *d + 3 >= m->first))) {
      t[*d].faces.push_back({m->level, t[*s].atk, t[*s].def});
      absorb(t, gone, *d, pronoun ? m->first - 1 : m->first, *s);
      i = *s;
      continue;
    }
    // "Beast's level 3 face is 5A/4D": a face of the die told by that name.
    if (m->first >= 2 && t[m->first - 1].text == "'s" && is_said)
      if (const std::optional<size_t> d = named_stats(t, gone, m->first - 2, m->first - 2)) {
        t[*d].faces.push_back({m->level, t[*s].atk, t[*s].def});
        absorb(t, gone, *d, m->first - 2, *s);
        i = *s;
        continue;
      }
    // "rolled its level 2 face (3A/4D) for Regenerate", "regen roll = lvl 2
    // face (3A/4D)": the face a Regenerate roll shows, of the die told with
    // Regenerate.
    if (const std::optional<size_t> regen = regenerate_roll_stats(t, gone, m->first)) {
      t[*regen].faces.push_back({m->level, t[*s].atk, t[*s].def});
      absorb(t, gone, *regen, pronoun ? m->first - 1 : m->first, *s);
      i = *s;
      continue;
    }
    // "spin cap down 1 to lvl1 (1a/2d)", "spins Spider-Man up one level,
    // to level 2 (3A/4D)": the face of the die spun.
    // ("spin up Cyclops lv1 2A/2D -> lv2 3A/3D": the arrow read "into".)
    const bool to = m->first > 0 && (t[m->first - 1].word("to") || t[m->first - 1].word("into"));
    // (Told as a face: "to level 2 (3A/4D)", "level 1 is 2A/3D", "level 1,
    // which is"; not "Loki on level 3 (3A/3D)", a die of its own.)
    bool linked = to || is_said;
    for (size_t k = m->last + 1; k < *s; ++k) linked |= t[k].word("which") || t[k].word("where");
    const std::optional<size_t> spun =
        linked ? spun_face_die(t, gone, m->first, m->level) : std::nullopt;
    if (spun) {
      t[*spun].faces.push_back({m->level, t[*s].atk, t[*s].def});
      absorb(t, gone, *spun, to ? m->first - 1 : m->first, *s);
      i = *s;
      continue;
    }
    if (to) continue;
    // "on level 2 (6A/5D)", "lvl2 6a/5d", "Thor: level 3 = 6A/5D" (no die
    // told before it): the level of the die those stats are.
    if (is_said && !(equals && !d)) continue;
    t[*s].level = m->level;
    // ("Wolverine was attacking at level 1, 3A/2D", "fielded him at level
    // 1, 4A/3D": "at" after a verb or a pronoun stays, to say the stats are
    // the die's.)
    static const std::set<std::string> kKeepsAt = {
        "attacking", "blocking", "attacked", "blocked", "attacks", "blocks", "swung",
        "swings",    "him",      "her",      "it",      "them",    "he's",   "she's"};
    const bool keeps_at = m->first > 1 && t[m->first - 1].word("at") &&
                          kKeepsAt.count(t[m->first - 2].text) && !t[m->first - 2].ends();
    const size_t from =
        m->first > 0 && !keeps_at && (t[m->first - 1].word("on") || t[m->first - 1].word("at"))
            ? m->first - 1
            : m->first;
    absorb(t, gone, *s, from, m->last);
    i = m->last;
  }
  std::vector<Token> out;
  for (size_t k = 0; k < t.size(); ++k)
    if (!gone[k]) out.push_back(std::move(t[k]));
  return out;
}

}  // namespace arbiter::query::ask
