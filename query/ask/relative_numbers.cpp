// Relative numbers found word by word: an operator ("one more than",
// "twice", "half of", "as many ... as", "equal to") and its reference (a
// number said before, "that"; a name's stat, "Spidey's DEF of 2"; "the
// starting 20"). Worked out over a few passes, so that a number said
// through one worked out before ("attack one less than that", after
// "defense equal to Cyclops's attack") takes the worked-out value.
#include "query/ask/relative_numbers.h"

#include <optional>
#include <set>
#include <vector>

#include "common/text.h"
#include "query/ask/relative_numbers_words.h"

namespace arbiter::query::ask {

using namespace relative;

namespace {

// A reference's value, the words it takes, and what it says of a name.
struct Ref {
  std::optional<int> value;
  bool pending = false;   // another relative number must be worked out first
  size_t end = 0;         // one past its last word
  std::string said;       // "Spidey's DEF is 2." when given inline
  std::string named;      // "Ultron's ATK", its words, for saying its value
  std::string unit;       // "life" in "the starting 20 life"
  bool pronoun = false;   // "its ATK", "his attack": whose, not named
  std::string stat_word;  // "ATK" as written
};

// The value of `stat` said before word `from` in its sentence, nearest
// first ("2A and a defense one more than his attack").
std::optional<int> said_before(const std::vector<Word>& ws, size_t from, const std::string& stat,
                               bool& pending) {
  for (size_t b = from; b-- > 0 && !ws[b].ends;) {
    if (op_starts(ws, b)) return pending = true, std::nullopt;
    if (const auto v = dice_value(ws[b].text, stat)) return v;
    const auto n = number_of(ws[b].text, false);
    if (!n) continue;
    // (Its stat beside it, when one is asked for: "ATK 3", "3 hp".)
    if (stat.empty() || (b > 0 && stat_of(ws[b - 1].text) == stat) ||
        stat_of(at(ws, b + 1)) == stat || (b > 1 && stat_of(ws[b - 2].text) == stat))
      return n;
  }
  return std::nullopt;
}

// Whether a word names `owner` ("Spider-Man's" for "spidey": a name said
// another way shares its first four letters).
bool names(const std::string& word, const std::string& owner) {
  const std::string w = word.ends_with("'s") ? word.substr(0, word.size() - 2) : word;
  if (w == owner) return true;
  size_t same = 0;
  while (same < w.size() && same < owner.size() && w[same] == owner[same]) ++same;
  return same >= 4;
}

// The value of `stat` the text gives once outside [skip_from, skip_to),
// near `owner` when one is named.
std::optional<int> stat_value(const std::vector<Word>& ws, const std::string& stat,
                              const std::string& owner, size_t skip_from, size_t skip_to,
                              bool& pending, bool loose = false) {
  std::set<int> found;
  bool waiting = false;  // a candidate of this owner is still to be worked out
  auto outside = [&](size_t k) { return k < skip_from || k >= skip_to; };
  // Whose a stat word at k may be: not another's ("his defense 4",
  // "Magneto's attack 3"), and near the owner's name when one is asked for.
  auto owners = [&](size_t k) {
    if (owner.empty()) return true;
    if (k > 0) {
      const std::string& b = ws[k - 1].text;
      if (b.ends_with("'s") && !names(b, owner)) return false;
      // ("Spider-Man attacks Klaw with his ATK 2": his, when the owner is
      // named in the sentence before, not as another's owner.)
      if (b == "his" || b == "her" || b == "its" || b == "their") {
        bool theirs = false;
        for (size_t n = k - 1; n-- > 0 && !ws[n].ends;)
          theirs |= ws[n].name && !ws[n].text.ends_with("'s") && names(ws[n].text, owner);
        if (!theirs) return false;
        return true;
      }
      // ("Loki, whose attack is ...": the one named before "whose".)
      if (b == "whose" && !(k > 1 && names(ws[k - 2].text, owner))) return false;
    }
    // (Loosely: any but one said right after another name, "Thor (4D)"
    // is not Loki's defense.)
    if (loose) {
      for (size_t b = k; b-- > 0 && b + 2 > k && !ws[b].ends;)
        if (ws[b].name) return names(ws[b].text, owner);
      return true;
    }
    for (size_t b = k + 1; b-- > 0 && b + 9 > k;) {
      if (names(ws[b].text, owner)) return true;
      // ("Hulk (attack 6": the nearest name before is whose it is; "Storm
      // (defense equal to Cyclops's attack, attack 2": past the words being
      // worked out, the one they describe.)
      if (b < k && (ws[b].name || (b >= skip_from && b < skip_to))) return false;
      if (b < k && ws[b].ends) break;
    }
    return false;
  };
  // ("on level 3; her card gives 2A/2D at level 1": stats told for
  // another level than the one the die is on are not its.)
  std::set<int> levels;
  for (size_t k = 0; k + 1 < ws.size(); ++k)
    if (ws[k].text == "level" || ws[k].text == "lvl")
      if (const auto n = number_of(ws[k + 1].text, false)) levels.insert(*n);
  for (size_t k = 0; k < ws.size(); ++k) {
    if (!outside(k) || !owners(k)) continue;
    std::optional<int> v;
    if ((stat == "atk" || stat == "def") && levels.size() < 2) v = dice_value(ws[k].text, stat);
    if (!v && stat_of(ws[k].text) == stat) {
      // ("3 hp", "2 hit points", "4 ATK"; not "defense 4, attack": a number
      // paired already.)
      const size_t b = k > 1 && ws[k - 1].text == "hit" ? k - 1 : k;
      if (b > 0 && !ws[b - 1].ends && !ws[b - 1].comma && outside(b - 1) &&
          !(b > 1 && !stat_of(ws[b - 2].text).empty()))
        v = number_of(ws[b - 1].text, false);
    }
    if (!v && stat_of(ws[k].text) == stat) {
      if (k + 1 < ws.size() && !ws[k].ends && outside(k + 1)) {
        size_t n = k + 1;
        if ((at(ws, n) == "of" || at(ws, n) == "is" || at(ws, n) == "are" || at(ws, n) == "was" ||
             at(ws, n) == "were" || at(ws, n) == "at") &&
            outside(n + 1))
          ++n;
        // ("whose attack is 3 below that": a number said through another;
        // not the one being worked out.)
        if (n == skip_from)
          ;
        else if (op_starts(ws, n))
          waiting = true;
        else
          v = number_of(at(ws, n), false);
      }
    }
    if (v) found.insert(*v);
  }
  // (Not while a value is still to be worked out.)
  if (waiting) return pending = true, std::nullopt;
  // (A name said another way, "Spidey" for "Spider-Man": the stat's one
  // value, when the text gives only one.)
  // (Never one said to be another's.)
  if (found.empty() && !owner.empty() && !loose)
    return stat_value(ws, stat, owner, skip_from, skip_to, pending, true);
  if (found.size() != 1) return std::nullopt;
  return *found.begin();
}

Ref ref_at(const std::vector<Word>& ws, size_t r, size_t op_first, const std::string& text,
           const std::string& unit_stat = "") {
  Ref ref;
  const auto w = [&](size_t k) -> const std::string& { return at(ws, k); };
  // "that", "this one", "it": the number said before, of the stat said
  // before the operator when there is one.
  if (w(r) == "that" || w(r) == "it" || (w(r) == "this" && w(r + 1) == "one")) {
    ref.end = r + (w(r) == "this" ? 2 : 1);
    // ("2 more hp than this one": the hp said before.)
    if (!unit_stat.empty()) {
      for (size_t b = op_first; b-- > 0;) {
        if (const auto n = number_of(ws[b].text, false);
            n && (stat_of(at(ws, b + 1)) == unit_stat ||
                  (b > 0 && stat_of(ws[b - 1].text) == unit_stat)))
          return ref.value = n, ref;
      }
      return ref;
    }
    for (size_t b = op_first; b-- > 0;) {
      if (op_starts(ws, b) && b + 1 < op_first) return ref.pending = true, ref;
      if (const auto v = dice_value(ws[b].text, "")) return ref.value = v, ref;
      if (const auto n = number_of(ws[b].text, false)) return ref.value = n, ref;
      if (ws[b].ends && w(r) != "this") break;
    }
    return ref;
  }
  size_t k = r;
  std::string owner;
  // ("in a row with ATK", "the number of such icons", "their printed
  // cost": no one thing's value.)
  static const std::set<std::string> kNotOne = {
      "in",   "with", "for",  "on",    "to",      "into", "from",  "by",     "after", "before",
      "such", "any",  "each", "every", "printed", "when", "while", "normal", "all"};
  while (k < ws.size() && k < r + 5) {
    const std::string& t = ws[k].text;
    if (kNotOne.count(t)) break;
    // "the starting 20", "the usual 4-die draw", "the 2 boost icons".
    if (const auto n = number_of(t, false)) {
      ref.value = n;
      ref.end = k + 1;
      if (t.find('-') != std::string::npos && ref.end < ws.size() && !ws[k].ends && !ws[k].comma)
        ++ref.end;  // ("4-die draw")
      while (ref.end < ws.size() && ref.end < k + 3 && !ws[ref.end - 1].ends &&
             !stat_of(ws[ref.end].text).empty())
        ++ref.end;
      // ("the 2 boost icons the villain player wants to flip": a count
      // told only there, said; not "the starting 20 life".)
      if (ref.end > k + 1 && stat_of(ws[k + 1].text) == "boost")
        ref.said = text.substr(ws[k].begin, ws[ref.end - 1].end - ws[k].begin) + ".";
      for (size_t u = k + 1; u < ref.end; ++u)
        if (!stat_of(ws[u].text).empty()) ref.unit += (ref.unit.empty() ? "" : " ") + ws[u].text;
      return ref;
    }
    if (t.ends_with("'s")) owner = t.substr(0, t.size() - 2);
    std::string stat = stat_of(t);
    // ("an attack one higher than Wolverine's and ...": the stat said
    // before the operator, the name's.)
    if (stat.empty() && t.ends_with("'s") &&
        (ws[k].ends || ws[k].comma || k + 1 >= ws.size() || w(k + 1) == "and" || w(k + 1) == "or" ||
         w(k + 1) == "with"))
      stat = stat_before(ws, op_first);
    if (!stat.empty() && t != "hit") {
      ref.end = k + 1;
      ref.named = text.substr(ws[r].begin, ws[k].end - ws[r].begin);
      // "Loki's defense, which is 3": its value said after it.
      if (ws[k].comma && w(k + 1) == "which" && w(k + 2) == "is")
        if (const auto n = number_of(w(k + 3), false)) {
          ref.value = n;
          ref.end = k + 4;
          ref.said = ref.named + " is " + w(k + 3) + ".";
          return ref;
        }
      // "Spidey's DEF of 2": its value said inline.
      if (w(k + 1) == "of" && !ws[k].ends)
        if (const auto n = number_of(w(k + 2), false)) {
          ref.value = n;
          ref.end = k + 3;
          ref.said = ref.named + " is " + w(k + 2) + ".";
          return ref;
        }
      ref.stat_word = text.substr(ws[k].begin, ws[k].end - ws[k].begin);
      // "his attack", "her own defense": the subject's when it is said as
      // a name's ("Hulk's defense equals his attack"), else the one said
      // before, nearest.
      ref.pronoun = owner.empty();
      if (ref.pronoun)
        for (size_t b = op_first; b-- > 0 && b + 4 > op_first && !ws[b].ends;) {
          if (ws[b].comma && b + 1 < op_first) break;
          if (ws[b].text.ends_with("'s")) {
            owner = ws[b].text.substr(0, ws[b].text.size() - 2);
            break;
          }
        }
      if (owner.empty()) ref.value = said_before(ws, op_first, stat, ref.pending);
      if (!ref.value && !ref.pending)
        ref.value = stat_value(ws, stat, owner, op_first, ref.end, ref.pending);
      return ref;
    }
    if (ws[k].ends || ws[k].comma || t == "and" || t == "or") break;
    ++k;
  }
  ref.end = r;
  return ref;
}

struct Edit {
  size_t begin, end;  // in text
  std::string with;
  std::string after;  // said after the sentence
};

std::string applied(const std::string& text, const std::vector<Edit>& edits) {
  std::string out;
  size_t pos = 0;
  std::string pending;
  for (size_t e = 0; e < edits.size(); ++e) {
    out += text.substr(pos, edits[e].begin - pos) + edits[e].with;
    pos = edits[e].end;
    if (!edits[e].after.empty()) pending += " " + edits[e].after;
    if (pending.empty()) continue;
    // Said at the end of this sentence, once its last edit is made.
    const size_t stop = text.find_first_of(".?!", pos);
    const size_t cut = stop == std::string::npos ? text.size() : stop + 1;
    if (e + 1 < edits.size() && edits[e + 1].begin < cut) continue;
    out += text.substr(pos, cut - pos) + pending;
    pos = cut;
    pending.clear();
  }
  return out + text.substr(pos);
}

// One pass: the relative numbers whose references are known worked out;
// with `last`, the rest taken out. `seen`: a relative number was found at
// all (without one, no later pass has anything to do).
std::string one_pass(const std::string& text, bool last, bool& changed, bool& seen) {
  const std::vector<Word> ws = words_of(text);
  std::vector<Edit> edits;
  for (size_t i = 0; i < ws.size(); ++i) {
    std::optional<Op> op = op_at(ws, i);
    if (!op || !value_position(ws, i)) continue;
    seen = true;
    // "equal to twice Spider-Man's ATK": the words of the one inside go.
    if (op->times == 1 && op->over == 1 && op->add == 0 && op_starts(ws, op->ref)) {
      edits.push_back({ws[i].begin, ws[op->ref].begin, "", ""});
      i = op->ref - 1;
      continue;
    }
    Ref ref;
    if (op->before) {
      ref.end = op->ref;
      ref.value = said_before(ws, i, stat_before(ws, i), ref.pending);
      if (!ref.value && !ref.pending) ref.value = said_before(ws, i, "", ref.pending);
    } else {
      ref = ref_at(ws, op->ref, i, text, stat_of(op->unit));
      if (ref.end <= op->ref) continue;  // no reference: no relative number
    }
    // (-1: not worked out.)
    int value = ref.value ? op->apply(*ref.value).value_or(-1) : -1;
    size_t end = ref.end;
    // "that plus 3", "that minus Captain Marvel's ATK of 3".
    if (end + 1 < ws.size() && !ws[end - 1].ends &&
        (at(ws, end) == "plus" || at(ws, end) == "minus")) {
      const int sign = at(ws, end) == "plus" ? 1 : -1;
      Ref more = ref_at(ws, end + 1, i, text);
      // ("minus one": a small number said as a word.)
      if (const auto n = number_of(at(ws, end + 1));
          n && !article(at(ws, end + 1)) && !more.value) {
        more.value = n;
        more.end = end + 2;
      }
      ref.pending |= more.pending;
      value = value >= 0 && more.value && more.end > end + 1 ? value + sign * *more.value : -1;
      if (more.end > end + 1) end = more.end;
      if (!more.said.empty()) ref.said += (ref.said.empty() ? "" : " ") + more.said;
    }
    if (value < 0) value = -1;
    // The number before it, said of it: "at 6A, one more than my
    // opponent's life", "whose 3 hp are three times its ATK": what it
    // says is the reference's value.
    std::optional<int> left;
    if (i > 0 && !ws[i - 1].ends && !op->before) {
      const bool appositive = ws[i - 1].comma;
      const bool are = at(ws, i - 1) == "is" || at(ws, i - 1) == "are";
      for (size_t b = i - (are ? 1 : 0); b-- > 0 && b + 6 > i && !ws[b].ends;) {
        if (const auto v = dice_value(ws[b].text, ""); v && (appositive || are)) {
          left = v;
          break;
        }
        if (const auto n = number_of(ws[b].text, false); n && (appositive || are)) {
          left = n;
          break;
        }
        if (appositive && stat_of(ws[b].text).empty()) break;
      }
    }
    Edit e{ws[i].begin, ws[end - 1].end, "", ref.said};
    if (left) {
      // (Said of the number before: its words go; the reference's value,
      // when it is a name's and not told, is said.)
      if (!ref.value && !ref.named.empty())
        if (const auto v = op->invert(*left)) {
          // ("whose 3 hp are three times its ATK" -> "whose 3 hp (ATK 1)":
          // said in place when whose it is is not named.)
          if (ref.pronoun) {
            e.with = "(" + ref.stat_word + " " + std::to_string(*v) + ")";
            if (at(ws, i - 1) == "is" || at(ws, i - 1) == "are") e.begin = ws[i - 1].begin;
          } else {
            e.after += (e.after.empty() ? "" : " ") + ref.named + " is " + std::to_string(*v) + ".";
          }
        }
      if (ws[i - 1].comma) {
        // (the comma before it goes too)
        size_t b = ws[i - 1].end;
        while (b < ws[i].begin && text[b] != ',') ++b;
        if (b < ws[i].begin) e.begin = b;
      }
      edits.push_back(e);
    } else if (value >= 0) {
      // (The reference's unit only where the words before say none: "at
      // three quarters of the starting 20 life" -> "at 15 life"; not "its
      // ATK is twice the 1 damage".)
      const std::string unit = !op->unit.empty()            ? op->unit
                               : stat_before(ws, i).empty() ? ref.unit
                                                            : "";
      e.with = std::to_string(value) + (unit.empty() ? "" : " " + unit);
      edits.push_back(e);
    } else if (ref.pending && !last) {
      continue;
    } else if (last && op->counted) {
      // (Taken out only with a number of its own, which the reader would
      // take for the value: "an attack 2 less than Storm's".)
      edits.push_back(e);
    } else {
      continue;
    }
    i = end - 1;
  }
  changed = !edits.empty();
  return edits.empty() ? text : applied(text, edits);
}

}  // namespace

std::string relative_numbers_as_values(const std::string& text) {
  std::string out = text;
  bool seen = false;
  for (int pass = 0; pass < 4; ++pass) {
    bool changed = false;
    seen = false;
    out = one_pass(out, false, changed, seen);
    if (!changed) break;
  }
  if (!seen) return out;
  bool changed = false;
  return one_pass(out, true, changed, seen);
}

}  // namespace arbiter::query::ask
