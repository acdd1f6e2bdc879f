#include "query/ask/corrections.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "query/ask/told_values.h"

namespace arbiter::query::ask {

namespace {

using told::agrees;
using told::around;
using told::contents;
using told::fits;
using told::merged;
using told::named_old;
using told::overlap;
using told::Sentence;
using told::sentences_of;
using told::text_of;
using told::told_value;
using told::unit_of;
using told::Value;
using told::Word;

struct Place {
  size_t sentence = 0, word = 0;
  Value value;
};

// The one earlier value `v` corrects: matching `old` when given, told of
// the same one (`subject`) or with the same unit (`unit`), in sentences
// [from, to). None when no one value is likelier than the rest.
std::optional<Place> corrected_place(const std::vector<Sentence>& ss, size_t from, size_t to,
                                     const Value& v, const std::optional<Value>& old,
                                     const std::set<std::string>& subject,
                                     const std::set<std::string>& unit, bool changed,
                                     const std::string& owner = "") {
  std::optional<Place> best;
  size_t best_score = 0;
  bool tie = false;
  for (size_t i = from; i < to; ++i)
    for (size_t k = 0; k < ss[i].words.size(); ++k) {
      const std::optional<Value> w = told_value(ss[i], k);
      if (!w || !fits(v, *w)) continue;
      if (old && !agrees(*old, *w)) continue;
      if (changed && agrees(v, *w)) continue;
      // (Its name right before it counts twice: "black widow (3A/3D)
      // attacks, luke cage (2A/5D) blocks": the words since the value
      // before it, so Cage's stats are not Widow's.)
      size_t since = k;
      while (since > 0 && k - since < 6 && !told_value(ss[i], since - 1)) --since;
      const size_t named = overlap(subject, contents(ss[i], 0, ss[i].words.size(), true)) +
                           overlap(subject, contents(ss[i], since, k, true));
      const size_t units = overlap(unit, around(ss[i], k));
      // (A number needs its unit or the old value said; a die's A and D,
      // its name.)
      const bool placed = v.stat() ? named > 0 || old.has_value() : units > 0 || old.has_value();
      if (!placed) continue;
      // ("One fix: Thor's defense is 6, not 4": Thor's, named in the value's
      // sentence, and a number with its unit; not Loki's 4D nor Rhino's
      // ATK 2.)
      if (!owner.empty() &&
          (!contents(ss[i], 0, ss[i].words.size(), true).count(owner) || (!v.stat() && units == 0)))
        continue;
      // (A tie goes to the value whose unit follows it: "bag has 8 dice, 2
      // more brood", mended by "9 dice", is the 8.)
      const bool unit_after =
          k + 1 < ss[i].words.size() && unit.count(told::content(ss[i].words[k + 1].low)) > 0;
      const size_t score = 2 * (named + units) + (unit_after ? 1 : 0);
      if (!best || score > best_score) {
        best = Place{i, k, *w};
        best_score = score;
        tie = false;
      } else if (score == best_score) {
        // (Two values as likely: which one is meant is not told. With the
        // old value said and no name, the latest, "I wrote 4D".)
        tie = !old.has_value() || !subject.empty();
        if (old) best = Place{i, k, *w};
      }
    }
  if (tie) return std::nullopt;
  return best;
}

bool opens_edit(const Sentence& s) {
  static const std::set<std::string> kEdit = {"edit",       "edited", "update", "updated",
                                              "correction", "eta",    "edit2",  "edit1"};
  if (s.words.empty()) return false;
  if (kEdit.count(s.words[0].low)) return true;
  // ("One fix: ...", "Small correction: ...", "To correct myself: ...")
  static const std::set<std::string> kFew = {"one", "small", "quick", "minor", "a", "another"};
  const std::string second = s.words.size() > 1 ? s.words[1].low : "";
  return (kFew.count(s.words[0].low) && (second == "fix" || second == "correction")) ||
         (s.words[0].low == "to" && second == "correct");
}

// "no wait, 17", "actually, ...", "sorry, ...": a speaker taking back what
// was just said.
bool takes_back(const Sentence& s) {
  // ("oh correction, it's 2 pips, not 1", "ok actually ...")
  static const std::set<std::string> kInterjection = {"oh",  "ok", "okay", "ah",
                                                      "hmm", "um", "uh",   "ugh"};
  const size_t at = !s.words.empty() && kInterjection.count(s.words[0].low) ? 1 : 0;
  if (s.words.size() <= at) return false;
  const std::string& a = s.words[at].low;
  const std::string b = s.words.size() > at + 1 ? s.words[at + 1].low : "";
  // ("ugh no, 1 damage": "no" right before the value.)
  // (Not "no, 1 left": what remains after something.)
  static const std::set<std::string> kLeft = {"left", "remaining", "more", "short", "over", "less"};
  const bool no_value = a == "no" && s.words.size() > at + 1 && told_value(s, at + 1).has_value() &&
                        !(s.words.size() > at + 2 && kLeft.count(s.words[at + 2].low));
  return (a == "no" && b == "wait") || (a == "wait" && b == "no") || a == "actually" || no_value ||
         a == "sorry" || a == "oops" || a == "correction" || (a == "my" && b == "bad") ||
         (a == "i" && b == "mean");
}

// "storm is 3A/3D not 2A, misread the face", "7 sorry, misread my dial",
// "toad is 3A/2D, sorry", "moonstone is 2A/4D, my bad", "scratch that,
// ronan is ATK 2", "wait his DEF is 3 not 2": a value mended with the
// mending said anywhere in its sentence, so the value it mends may be
// further back than the sentence before.
bool mends(const Sentence& s) {
  static const std::set<std::string> kSlip = {"misread",       "misreading", "typo",     "misspoke",
                                              "mistyped",      "miscounted", "sorry",    "oops",
                                              "misremembered", "recount",    "recounted"};
  static const std::set<std::string> kWrong = {"face", "line", "die", "card", "number", "side"};
  for (size_t k = 0; k < s.words.size(); ++k) {
    const std::string& a = s.words[k].low;
    const std::string b = k + 1 < s.words.size() ? s.words[k + 1].low : "";
    if (kSlip.count(a) || (a == "my" && b == "bad") || (a == "i" && b == "mean") ||
        (a == "scratch" && b == "that") || (a == "wrong" && kWrong.count(b)) ||
        (k == 0 && !s.asks && (a == "wait" || (a == "hold" && b == "on"))))
      return true;
    // ("8 threat. 7 actually": right after the value it tells; not "my
    // hero actually has 5 damage".)
    if (a == "actually" && k > 0 && told_value(s, k - 1).has_value()) return true;
    // ("I'm at 3, not 2": the old value named last, after the new one; not
    // "Nebula is 2A/2D, not 3A/4D like his".)
    static const std::set<std::string> kEnds = {"and", "but", "so", "sorry", "my", "i"};
    const bool last =
        k + 2 == s.words.size() || (k + 2 < s.words.size() && kEnds.count(s.words[k + 2].low));
    if (a == "not" && k > 0 && last && told_value(s, k + 1).has_value())
      for (size_t j = 0; j < k; ++j)
        if (told_value(s, j)) return true;
  }
  return false;
}

// A sentence that tells something new rather than mending a value: an
// action ("Actually, my opponent blocks with Cap 2A/5D", "Edit: I also
// attack with Thor"), one more ("also", "too", "another", "forgot").
bool tells_more(const Sentence& s) {
  static const std::set<std::string> kNew = {
      "also",      "another", "second", "question", "attack",   "attacks", "attacked",
      "attacking", "block",   "blocks", "blocked",  "blocking", "defend",  "defends",
      "defended",  "field",   "fields", "fielded",  "use",      "uses",    "used",
      "play",      "plays",   "played", "thwart",   "thwarts",  "scheme",  "schemes",
      "swings",    "hits",    "spin",   "spins",    "sent",     "moved",   "mention"};
  // ("Hulk's attack is 3": a value's name, after whose it is.)
  for (size_t k = 0; k < s.words.size(); ++k)
    if (kNew.count(s.words[k].low) && !(k > 0 && s.words[k - 1].low.ends_with("'s"))) return true;
  return false;
}

// A word that says the number after it changed a value rather than being
// one ("paid 2 life", "took 1").
bool amount_before(const std::string& w) {
  static const std::set<std::string> kAmount = {"paid", "pay",    "lost", "lose",  "took",
                                                "take", "gained", "gain", "dealt", "deal"};
  return kAmount.count(w) > 0;
}

struct Change {
  size_t begin = 0, end = 0;
  std::string text;
};

std::string applied(const std::string& text, std::vector<Change> changes) {
  std::sort(changes.begin(), changes.end(),
            [](const Change& a, const Change& b) { return a.begin > b.begin; });
  std::string out = text;
  for (const Change& c : changes) out.replace(c.begin, c.end - c.begin, c.text);
  return out;
}

// The value a correction tells and the old one it names, if any.
struct Told {
  size_t word = 0;
  Value value;
  std::optional<Value> old;
};

// A number said as a die's A or D ("Sabretooth's D is 3", "I wrote 4"
// after it): that part of its stats.
std::optional<Value> as_stat_part(std::optional<Value> v, char part) {
  if (!v || v->stat() || part == 0) return v;
  return part == 'd' ? Value{-1, v->n, -1} : Value{v->n, -1, -1};
}

// A Dice Masters die's stats are told somewhere ("Hulk (5A/3D)").
bool dice_told(const std::vector<Sentence>& ss) {
  for (const Sentence& s : ss)
    for (const Word& w : s.words)
      if (const std::optional<Value> v = told::value_of(w.low); v && v->stat()) return true;
  return false;
}

// `dice`: a die's stats are told, so "Hulk's attack is 3" is its A.
std::optional<Told> told_in(const Sentence& s, bool dice) {
  std::optional<Told> t;
  std::optional<Value> old;
  // ("Sabretooth's D is 3, I wrote 4": a die's letter, not "DEF 2", which
  // a Marvel Champions number says.)
  char part = 0;
  for (size_t k = 0; k < s.words.size(); ++k) {
    const std::string& w = s.words[k].low;
    // ("Slade's defense is 4": its D, in words.)
    const bool owned = k > 0 && s.words[k - 1].low.ends_with("'s");
    if (w == "d" || (w == "a" && owned)) part = w[0];
    if (owned && (w == "defense" || w == "defence")) part = 'd';
    if (owned && dice && w == "attack") part = 'a';
    const std::optional<Value> v = as_stat_part(told_value(s, k), part);
    if (!v) continue;
    if (named_old(s, k)) {
      if (!old) old = v;
      continue;
    }
    // ("the 18 was before I paid 2 life, I'm at 16": an amount that
    // changed it, not the value.)
    if (k > 0 && amount_before(s.words[k - 1].low)) continue;
    // (A die's A and D before any bare number: "Elektra is 2D at level 1".)
    if (!t || (!t->value.stat() && v->stat())) t = Told{k, *v, std::nullopt};
  }
  if (t && old && old->stat() == t->value.stat()) t->old = old;
  return t;
}

// One edit or taking back applied, or none.
std::optional<std::vector<Change>> one_correction(const std::vector<Sentence>& ss) {
  const bool dice = dice_told(ss);
  for (size_t i = 1; i < ss.size(); ++i) {
    const bool edit = opens_edit(ss[i]) || (!takes_back(ss[i]) && mends(ss[i]));
    if ((!edit && !takes_back(ss[i])) || tells_more(ss[i])) continue;
    const std::optional<Told> t = told_in(ss[i], dice);
    if (!t) continue;
    const std::set<std::string> subject = contents(ss[i], 0, t->word, true);
    const std::set<std::string> unit = around(ss[i], t->word);
    // Whose value it is, when the correction says ("Loki's defense is 6").
    std::string owner;
    for (size_t k = 0; k < t->word; ++k)
      if (ss[i].words[k].low.size() > 2 && ss[i].words[k].low.ends_with("'s"))
        owner = ss[i].words[k].low.substr(0, ss[i].words[k].low.size() - 2);
    // (Taken back: what was just said.)
    const std::optional<Place> p =
        corrected_place(ss, edit ? 0 : i - 1, i, t->value, t->old, subject,
                        edit ? unit : std::set<std::string>{"*"}, true, owner);
    std::optional<Place> at = p;
    if (!at && (!edit || mends(ss[i]))) {
      // ("I'm at 18. no wait, 17": the one value of that kind just said.)
      // (Only a bare value, "no wait, 17", or one with the unit told
      // before: "Actually, boost 1" mends no DEF.)
      const std::string said_unit = unit_of(ss[i], t->word);
      std::vector<Place> just;
      for (size_t k = 0; k < ss[i - 1].words.size(); ++k)
        if (const auto w = told_value(ss[i - 1], k);
            w && fits(t->value, *w) && !agrees(t->value, *w) &&
            (said_unit.empty() || around(ss[i - 1], k).count(said_unit)))
          just.push_back({i - 1, k, *w});
      if (just.size() == 1) at = just[0];
    }
    // ("2 damage on me, max hp 12. sorry max is 10": taken back, but what
    // it mends named, so the value of that name.)
    if (!at && !edit && !subject.empty())
      at = corrected_place(ss, i - 1, i, t->value, t->old, subject, unit, true, owner);
    if (!at) continue;
    const Word& w = ss[at->sentence].words[at->word];
    return std::vector<Change>{{w.begin, w.end, text_of(merged(at->value, t->value))},
                               {ss[i].begin, ss[i].end, ""}};
  }
  return std::nullopt;
}

// The answer to a check, and where it is: "no, 4D at level 1", "3, you paid
// a life", "nope, level 1 is 5A/4D".
std::optional<Told> answer_in(const Sentence& r) {
  size_t k = 0;
  bool denied = false;
  static const std::set<std::string> kNo = {"no", "nope", "nah", "yes", "yep", "yeah", "correct"};
  if (k < r.words.size() && kNo.count(r.words[k].low)) ++k, denied = true;
  for (size_t n = k; n < r.words.size() && n < k + (denied ? 5 : 1); ++n)
    if (const auto v = told_value(r, n)) {
      // ("no, 1 left": what remains after something, not the value asked.)
      static const std::set<std::string> kDerived = {"left", "remaining", "more", "short",
                                                     "over", "less",      "extra"};
      if (n + 1 < r.words.size() && kDerived.count(r.words[n + 1].low)) return std::nullopt;
      return Told{n, *v, std::nullopt};
    }
  return std::nullopt;
}

// One chat check answered, or none.
std::optional<std::vector<Change>> one_check(const std::string& text,
                                             const std::vector<Sentence>& ss) {
  for (size_t i = 0; i + 2 < ss.size(); ++i) {
    const Sentence& q = ss[i];
    if (!q.asks || q.words.size() > 10) continue;
    std::optional<Told> x;
    int values = 0;
    for (size_t k = 0; k < q.words.size(); ++k)
      if (const auto v = told_value(q, k)) ++values, x = Told{k, *v, std::nullopt};
    if (values != 1) continue;
    const std::optional<Told> v = answer_in(ss[i + 1]);
    if (!v || v->value.stat() != x->value.stat()) continue;
    const std::set<std::string> subject = contents(q, 0, q.words.size(), true);
    const std::set<std::string> unit = around(q, x->word);
    // (What the answer tells after its value stays: "no, 2, and my used
    // pile has 5".)
    const Sentence& r = ss[i + 1];
    size_t rest = v->word + 1;
    while (rest < r.words.size() && (r.words[rest].low == "and" || r.words[rest].low == "but"))
      ++rest;
    // (Not an amount told as the reason: "16, you took 1 from the draw".)
    bool more = false;
    for (size_t k = rest; k < r.words.size(); ++k)
      more |= told_value(r, k).has_value() && !(k > 0 && amount_before(r.words[k - 1].low));
    std::vector<Change> out = {{q.begin, q.end, ""},
                               {r.begin, more ? r.words[rest].begin : r.end, ""}};
    const std::optional<Place> p =
        corrected_place(ss, 0, i, v->value, std::nullopt, subject, unit, false);
    if (p) {
      if (!agrees(v->value, p->value)) {
        const Word& w = ss[p->sentence].words[p->word];
        out.push_back({w.begin, w.end, text_of(merged(p->value, v->value))});
      }
      return out;
    }
    // Told nowhere before: the check, as answered, is the fact ("I'm at 4?"
    // "3, ..." -> "I'm at 3.").
    std::string fact;
    for (size_t k = 0; k < q.words.size(); ++k) {
      const std::string& w = q.words[k].low;
      if ((k == 0 && (w == "wasn't" || w == "isn't" || w == "was" || w == "is")) ||
          (k + 1 == q.words.size() && (w == "right" || w == "correct")))
        continue;
      std::string said = k == x->word
                             ? text_of(merged(x->value, v->value))
                             : text.substr(q.words[k].begin, q.words[k].end - q.words[k].begin);
      fact += (fact.empty() ? "" : " ") + said;
      // ("wasn't I at 17": "I was at 16".)
      if (k == 1 && q.words[0].low.starts_with("was")) fact += " was";
    }
    out[0].text = fact + ". ";
    return out;
  }
  return std::nullopt;
}

}  // namespace

std::string with_corrections(const std::string& text) {
  std::string out = text;
  // (Each change re-reads the text: one value may be corrected twice.)
  for (int round = 0; round < 8; ++round) {
    const std::vector<Sentence> ss = sentences_of(out);
    std::optional<std::vector<Change>> c = one_check(out, ss);
    if (!c) c = one_correction(ss);
    if (!c) break;
    out = applied(out, *c);
  }
  return out;
}

}  // namespace arbiter::query::ask
