// Notes fields found by their separator: the one of " • ", " | ", " - ",
// "; " and " / " that cuts the text into pieces most of which open with a
// label and a colon. What each label names decides how its value is said.
#include "query/ask/notes_fields.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>
#include <vector>

#include "common/text.h"
#include "query/ask/notation.h"

namespace arbiter::query::ask {

namespace {

struct Field {
  std::string label;  // lower case, no colon; empty for a piece with none
  std::string value;  // as written
};

// "Damage on blocker already: 3" -> label and value; a label is one to six
// words of letters before a colon and a space.
Field field_of(const std::string& piece) {
  const size_t colon = piece.find(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 >= piece.size() ||
      piece[colon + 1] != ' ')
    return {"", piece};
  const std::string label = to_lower_ascii(trim(piece.substr(0, colon)));
  int words = 1;
  for (char c : label) {
    if (c == ' ')
      ++words;
    else if (!std::isalpha(static_cast<unsigned char>(c)) && c != '.' && c != '\'' && c != '&' &&
             c != '-' && !is_ascii_digit(c))
      return {"", piece};
  }
  if (words > 6) return {"", piece};
  return {label, trim(piece.substr(colon + 1))};
}

std::vector<std::string> split(const std::string& s, std::string_view sep) {
  std::vector<std::string> out;
  size_t from = 0;
  for (size_t at = s.find(sep); at != std::string::npos; at = s.find(sep, from)) {
    out.push_back(trim(s.substr(from, at - from)));
    from = at + sep.size();
  }
  out.push_back(trim(s.substr(from)));
  return out;
}

bool has_word(const std::string& label, std::string_view w) {
  const size_t at = label.find(w);
  if (at == std::string::npos) return false;
  const size_t end = at + w.size();
  return (at == 0 || label[at - 1] == ' ') && (end == label.size() || label[end] == ' ');
}

bool starts_with_any(const std::string& label, std::initializer_list<std::string_view> words) {
  for (std::string_view w : words)
    if (label == w || label.starts_with(std::string(w) + " ")) return true;
  return false;
}

// What a label names.
enum class Label {
  kPart,
  kNone,
  kDamage,
  kLife,
  kHitPoints,
  kBoost,
  kThreat,
  kStage,
  kNextStage,
  kSaid,
  kQuestion
};

Label label_kind(const std::string& l) {
  if (l.empty()) return Label::kNone;
  if (l == "q" || l == "question" || l == "questions") return Label::kQuestion;
  if (has_word(l, "damage") || has_word(l, "dmg") || has_word(l, "wounds")) {
    // ("Combat damage: 2", "Dmg split: 3 on Loki, 2 on Thor", "Damage to
    // Loki: 2": what combat deals, not what is on a card before; said as
    // written.)
    for (const char* dealt : {"combat", "split", "dealt", "deal", "assign", "assigned", "to",
                              "taken", "after", "result", "total", "done", "prevented"})
      if (has_word(l, dealt)) return Label::kPart;
    return Label::kDamage;
  }
  // ("Opp life: 12"; not "My life: 10", whose seat the attack decides.)
  if (has_word(l, "life"))
    return l.starts_with("opp") || l.starts_with("their") || l.starts_with("enemy") ||
                   l.starts_with("p2") || l.find("opponent") != std::string::npos
               ? Label::kLife
               : Label::kPart;
  if (has_word(l, "boost") && (has_word(l, "card") || has_word(l, "cards"))) return Label::kPart;
  if (has_word(l, "hp") || l.ends_with("hit points") || has_word(l, "health"))
    return Label::kHitPoints;
  if (starts_with_any(l, {"boost", "boost icons", "boost card"})) return Label::kBoost;
  if (l == "threat") return Label::kThreat;
  if (l == "stage") return Label::kStage;
  // ("Next stage: 16 hp": not the stage in play.)
  if (l == "next stage" || l == "next villain stage" || l == "stage after" || l == "stages after" ||
      l == "next")
    return Label::kNextStage;
  // Values and keywords of the part named before.
  if (starts_with_any(
          l, {"keywords", "keyword", "status", "statuses", "abilities", "ability", "traits", "atk",
              "def", "thw", "sch", "rec", "a", "d", "stats", "level", "lvl"}))
    return Label::kSaid;
  return Label::kPart;
}

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

bool nothing(const std::string& v) {
  const std::string l = to_lower_ascii(v);
  return l == "none" || l == "-" || l == "—" || l == "n/a" || l == "nobody" || l == "no one" ||
         l == "nothing" || l.starts_with("none ") || l.starts_with("- (");
}

// The number the value opens with, and the rest ("3 (from the Main Step)").
bool leading_number(const std::string& v, std::string& number, std::string& rest) {
  size_t k = 0;
  while (k < v.size() && is_ascii_digit(v[k])) ++k;
  if (k == 0 || (k < v.size() && v[k] != ' ' && v[k] != ',')) return false;
  number = v.substr(0, k);
  rest = trim(v.substr(k));
  return true;
}

// One field as the words a player says; empty when it says nothing.
std::string said(const Field& f, Label kind) {
  const std::string& l = f.label;
  const std::string& v = f.value;
  std::string n, rest;
  switch (kind) {
    case Label::kNone: return v;
    case Label::kQuestion: return "Q: " + v;
    case Label::kPart:
      if (nothing(v)) {
        if (has_word(l, "defender") || has_word(l, "defending") || has_word(l, "defended"))
          return "undefended";
        if (has_word(l, "blocker") || has_word(l, "blockers") || l.starts_with("blocked") ||
            has_word(l, "blocking"))
          return "no blockers";
        return "";
      }
      // ("Atk: Hawkeye (basic attack, ...)": the attacker, named.)
      if (l == "atk" || l == "att") return "Attacker: " + v;
      return f.label.empty()
                 ? v
                 : std::string(1, static_cast<char>(std::toupper(l[0]))) + l.substr(1) + ": " + v;
    case Label::kSaid:
      if (nothing(v)) return "";
      if (starts_with_any(l, {"keywords", "keyword", "status", "statuses", "abilities", "ability",
                              "traits", "stats"}))
        return v;
      return l == "lvl"             ? "level " + v
             : l == "a" || l == "d" ? v + (l == "a" ? "A" : "D")
                                    : upper(l) + " " + v;
    case Label::kDamage: {
      if (nothing(v)) return "0 damage";
      if (!leading_number(v, n, rest)) return l + ": " + v;
      // ("Damage on blocker already: 3", "Zola damage so far: 2": on whom.)
      std::string on;
      if (const size_t at = l.find(" on "); at != std::string::npos) on = l.substr(at + 4);
      for (const char* w : {" already", " so far", " before"})
        if (const size_t at = on.find(w); at != std::string::npos) on.resize(at);
      if (on.empty()) {
        const size_t at = l.find(has_word(l, "dmg")      ? "dmg"
                                 : has_word(l, "wounds") ? "wounds"
                                                         : "damage");
        on = trim(l.substr(0, at));
      }
      // ("Ally: Black Cat, HP 2, with 1 damage": what it has, not a hit.)
      return (on.empty() ? "with " + n + " damage" : n + " damage on " + on) +
             (rest.empty() ? "" : " " + rest);
    }
    case Label::kLife: {
      if (!leading_number(v, n, rest)) return l + ": " + v;
      return "opponent at " + n + " life" + (rest.empty() ? "" : " " + rest);
    }
    case Label::kHitPoints: {
      if (!leading_number(v, n, rest)) return l + ": " + v;
      // ("Hero HP: 10": whose, when the label says.)
      std::string whose = trim(l.substr(0, l.rfind(has_word(l, "hp")       ? "hp"
                                                   : has_word(l, "health") ? "health"
                                                                           : "hit points")));
      if (whose == "max" || whose == "maximum" || whose == "total") whose.clear();
      return (whose.empty() ? "" : whose + " has ") + n + " hit points" +
             (rest.empty() ? "" : " " + rest);
    }
    case Label::kBoost: {
      // ("Boost: 1 card, 2 icons": the icons.)
      const size_t icon = to_lower_ascii(v).find("icon");
      if (icon != std::string::npos) {
        size_t end = v.find_last_not_of(' ', icon == 0 ? 0 : icon - 1);
        size_t start = end;
        while (start != std::string::npos && start > 0 && is_ascii_digit(v[start - 1])) --start;
        if (end != std::string::npos && is_ascii_digit(v[end]))
          return v.substr(start, end - start + 1) + " boost icons";
      }
      if (to_lower_ascii(v).find("card") != std::string::npos || !leading_number(v, n, rest))
        return "boost: " + v;
      return n + " boost icons";
    }
    case Label::kStage: return "stage: " + v;
    case Label::kNextStage:
      if (nothing(v)) return "this is the final stage";
      return "the next stage has " + v;
    case Label::kThreat:
      if (!leading_number(v, n, rest)) return "threat: " + v;
      return n + " threat" + (rest.empty() ? "" : " " + rest);
  }
  return v;
}

// The fields of the text cut at `sep`, when it is set out as notes.
std::vector<Field> fields_at(const std::string& text, std::string_view sep) {
  std::vector<Field> out;
  size_t labelled = 0;
  // (The question field runs to the end: its words are not cut.)
  const std::vector<std::string> pieces = split(text, sep);
  for (size_t p = 0; p < pieces.size(); ++p) {
    Field f = field_of(pieces[p]);
    if (label_kind(f.label) == Label::kQuestion) {
      for (size_t q = p + 1; q < pieces.size(); ++q) f.value += std::string(sep) + pieces[q];
      out.push_back(f);
      ++labelled;
      break;
    }
    labelled += !f.label.empty();
    out.push_back(f);
  }
  if (out.size() < 3 || labelled < 2 || labelled * 2 < out.size()) return {};
  return out;
}

}  // namespace

std::string notes_as_sentences(const std::string& text) {
  // (The situation notation is fields too, read as it is.)
  if (looks_like_notation(text)) return text;
  static constexpr std::array<std::string_view, 7> kSeparators = {" • ", "•",  " | ", " - ",
                                                                  " — ", "; ", " / "};
  std::vector<Field> fields;
  for (std::string_view sep : kSeparators)
    if (text.find(sep) != std::string::npos && (fields = fields_at(text, sep)).size() >= 3) break;
  if (fields.size() < 3) return text;
  std::string out;
  bool describing = false;  // a part was named: values go on with it
  for (const Field& f : fields) {
    const Label kind = label_kind(f.label);
    const std::string words = said(f, kind);
    if (words.empty()) continue;
    // ("Ally: Shuri | HP 3 | Dmg: 1": a few words with no label are
    // values of the part too.)
    const bool few_words = kind == Label::kNone && std::count(words.begin(), words.end(), ' ') < 4;
    const bool goes_on = describing && kind != Label::kPart &&
                         (kind != Label::kNone || few_words) && kind != Label::kQuestion &&
                         kind != Label::kLife;
    if (!out.empty()) {
      while (!out.empty() && (out.back() == ' ' || out.back() == '.')) out.pop_back();
      out += goes_on ? ", " : ". ";
    }
    out += words;
    // ("Defender: none": no part named, nothing to describe.)
    if (kind == Label::kPart || (kind == Label::kNone && !few_words))
      describing = kind == Label::kPart && !nothing(f.value);
  }
  return out;
}

}  // namespace arbiter::query::ask
