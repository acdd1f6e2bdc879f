// A markdown table pasted into a question ("| Card | ATK | HP | ... |
// |---|---|---| | Thor | 3 | 13 |"), on lines of its own or run together on
// one line, told row by row as a player says it: "Thor ATK 3, 13 HP, 3
// damage." Whose a row is, what it does ("attacking", "blocks Gambit") and
// its stats come from the columns' names.
#include "query/ask/markdown_table.h"

#include <algorithm>
#include <cctype>
#include <string_view>
#include <vector>

#include "common/text.h"

namespace arbiter::query::ask {

namespace {

// "---", ":--:", "- - -": a separator cell under a header.
bool separator(const std::string& cell) {
  int dashes = 0;
  for (char c : cell) {
    if (c == '-')
      ++dashes;
    else if (c != ':' && c != ' ')
      return false;
  }
  return dashes >= 2;
}

// "-", "—", "n/a", "": nothing in the cell.
bool empty_cell(const std::string& v) {
  const std::string l = to_lower_ascii(v);
  return l.empty() || l == "-" || l == "--" || l == "\u2014" || l == "\u2013" || l == "n/a" ||
         l == "na";
}

// The part of a row the cells of a column tell.
enum class Column {
  kName,
  kWhose,
  kStat,
  kDamage,
  kThreat,
  kAttack,
  kDefence,
  kBoth,
  kKeywords,
  kZone,
  kResult,
  kText
};

// A Dice Masters table: its rows are dice ("| Die | ... |") or it has a
// column only dice have (Level, A/D).
bool dice_table(const std::vector<std::string>& headers) {
  for (size_t c = 0; c < headers.size(); ++c) {
    const std::string h = to_lower_ascii(headers[c]);
    if ((c == 0 && (h == "die" || h == "dice" || h == "character die")) || h == "level" ||
        h == "a/d" || h == "a" || h == "d")
      return true;
  }
  return false;
}

Column column_of(const std::string& header, size_t index, bool dice) {
  if (index == 0) return Column::kName;
  const std::string h = to_lower_ascii(header);
  // ("| Die | Level | ATK | DEF |": a die's sides, named as a card's.)
  if (dice && (h == "atk" || h == "attack")) return Column::kAttack;
  if (dice && (h == "def" || h == "defense" || h == "defence")) return Column::kDefence;
  if (h == "owner" || h == "side" || h == "player" || h == "controller" || h == "whose" ||
      h == "controlled by")
    return Column::kWhose;
  // (A and D name a Dice Masters die's sides; ATK and DEF a card's.)
  if (h == "a") return Column::kAttack;
  if (h == "d") return Column::kDefence;
  if (h == "a/d" || h == "stats" || h == "atk/def") return Column::kBoth;
  // ("Damage taken this round", "Damage (after this attack)": what the
  // question asks about or adds up, not what is on the card before.)
  if (h.starts_with("dmg") || h.starts_with("damage")) {
    for (const char* result : {"after", "taken", "dealt", "round", "total", "result", "end", "("})
      if (h.find(result) != std::string::npos) return Column::kResult;
    return Column::kDamage;
  }
  if (h == "threat") return Column::kThreat;
  if (h == "zone" || h == "where" || h == "location") return Column::kZone;
  if (h == "keywords" || h == "keyword" || h == "abilities" || h == "ability")
    return Column::kKeywords;
  static const char* const kStats[] = {"atk",           "def",          "thw",         "sch",
                                       "rec",           "hp",           "hit points",  "level",
                                       "target",        "acceleration", "life",        "cost",
                                       "fielding cost", "boost",        "boost icons", "retaliate",
                                       "attack",        "defense",      "defence"};
  for (const char* s : kStats)
    if (h == s) return Column::kStat;
  return Column::kText;
}

// "me", "mine", "opponent", "theirs": whose the row's die or card is.
std::string whose(const std::string& v) {
  const std::string l = to_lower_ascii(v);
  if (l == "me" || l == "mine" || l == "my" || l == "i" || l == "you" || l == "p1 (me)")
    return "my ";
  if (l == "opponent" || l == "opp" || l == "theirs" || l == "their" || l == "them" ||
      l == "enemy" || l == "opponent's" || l == "other player")
    return "opponent's ";
  return "";
}

// "4/3" -> "4A/3D": a Dice Masters die's attack and defence as a pair.
std::string pair_as_stats(const std::string& v) {
  const size_t slash = v.find('/');
  if (slash == std::string::npos) return v;
  const std::string a = trim(v.substr(0, slash));
  size_t end = slash + 1;
  while (end < v.size() && v[end] == ' ') ++end;
  size_t d_end = end;
  while (d_end < v.size() && std::isdigit(static_cast<unsigned char>(v[d_end]))) ++d_end;
  if (!all_digits(a) || d_end == end) return v;
  return a + "A/" + v.substr(end, d_end - end) + "D" + v.substr(d_end);
}

// What a row is said to be and do, read from its notes ("mine,
// attacking", "their blocker on Rhino", "blocks Jubilee", "my ally").
struct RowSays {
  std::string owner;  // "my ", "opponent's "
  std::string kind;   // "hero ", "ally ", "villain ", "minion "
  std::string verb;   // " attacks", " blocks Jubilee"
};

// Reads one comma-separated note into `says`; false when the note tells
// something else, to be said as written.
bool read_note(const std::string& note, RowSays& says) {
  std::string l = to_lower_ascii(note);
  if (const std::string w = whose(l); !w.empty()) return says.owner = w, true;
  // ("my attacker", "their blocker on Rhino": whose, then the rest.)
  for (const char* mine : {"my ", "their ", "opponent's ", "opp's "})
    if (l.starts_with(mine)) {
      RowSays rest;
      if (!read_note(note.substr(std::string_view(mine).size()), rest)) return false;
      says.owner = std::string_view(mine) == "my " ? "my " : "opponent's ";
      if (!rest.kind.empty()) says.kind = rest.kind;
      if (!rest.verb.empty()) says.verb = rest.verb;
      return true;
    }
  if (l == "hero" || l == "ally" || l == "villain" || l == "minion")
    return says.kind = l + " ", true;
  if (l == "attacking" || l == "attacker" || l == "attacks") return says.verb = " attacks", true;
  if (l == "blocking" || l == "blocker" || l == "blocks") return says.verb = " blocks", true;
  // ("not blocking", "not blocking, stays home": no part in the fight.)
  if (l.starts_with("not block") || l.starts_with("didn't block") || l == "no block")
    return says.verb = " does not block", true;
  if (l.starts_with("not attack") || l.starts_with("didn't attack"))
    return says.verb = " does not attack", true;
  for (const char* blocks : {"blocking ", "blocks ", "blocked ", "blocker on ", "blocking on "})
    if (l.starts_with(blocks)) {
      says.verb =
          " blocks " + note.substr(note.size() - (l.size() - std::string_view(blocks).size()));
      return true;
    }
  return false;
}

// One row told as a sentence: whose it is, what it is, its name and
// values, what it does, then its other notes.
std::string row_as_sentence(const std::vector<std::string>& headers,
                            const std::vector<std::string>& cells) {
  std::string name, attack, defence;
  RowSays says;
  std::vector<std::string> values, notes;
  const bool dice = dice_table(headers);
  for (size_t c = 0; c < cells.size() && c < headers.size(); ++c) {
    const std::string& v = cells[c];
    if (empty_cell(v)) continue;
    switch (column_of(headers[c], c, dice)) {
      case Column::kName: name = v; break;
      case Column::kAttack: attack = all_digits(v) ? v + "A" : v; break;
      case Column::kDefence: defence = all_digits(v) ? v + "D" : v; break;
      case Column::kBoth: values.push_back(pair_as_stats(v)); break;
      case Column::kDamage: values.push_back(all_digits(v) ? v + " damage" : v); break;
      case Column::kThreat: values.push_back(all_digits(v) ? v + " threat" : v); break;
      case Column::kStat:
        values.push_back(!all_digits(v)                       ? v
                         : to_lower_ascii(headers[c]) == "hp" ? v + " HP"
                                                              : headers[c] + " " + v);
        break;
      case Column::kKeywords: values.push_back(v); break;
      case Column::kZone: notes.push_back("in the " + v); break;
      case Column::kResult: break;  // (not a fact the question tells)
      case Column::kWhose:
      case Column::kText: {
        // ("| Top level | 3 |": a number the column names.)
        if (all_digits(v)) {
          values.push_back(headers[c] + " " + v);
          break;
        }
        // ("attacking, unblocked", "my attacker; level 3 is 5A/4D")
        size_t from = 0;
        while (from <= v.size()) {
          const size_t cut = std::min(v.find(',', from), v.find(';', from));
          const std::string note = trim(v.substr(from, cut - from));
          if (!note.empty() && !read_note(note, says)) notes.push_back(note);
          if (cut == std::string::npos) break;
          from = cut + 1;
        }
        break;
      }
    }
  }
  // ("The Thing (mine)", "Juggernaut (me)": whose, in the name's brackets.)
  // ("Wasp (ally, mine)": each part.)
  if (const size_t open = name.find(" ("); open != std::string::npos && name.back() == ')') {
    RowSays in_name;
    const std::string inside = name.substr(open + 2, name.size() - open - 3);
    bool read = true;
    for (size_t from = 0; from <= inside.size();) {
      const size_t cut = inside.find(',', from);
      read &= read_note(trim(inside.substr(from, cut - from)), in_name);
      if (cut == std::string::npos) break;
      from = cut + 1;
    }
    if (read && in_name.verb.empty()) {
      if (says.owner.empty()) says.owner = in_name.owner;
      if (says.kind.empty()) says.kind = in_name.kind;
      name.resize(open);
    }
  }
  // ("| Gambit | 3 | 3 |" under "Die | A | D": "3A/3D", as a die's sides
  // are written.)
  if (!attack.empty() && !defence.empty())
    values.insert(values.begin(), attack + "/" + defence);
  else if (!attack.empty() || !defence.empty())
    values.insert(values.begin(), attack + defence);
  // (A zone's row, "| Bag | 2 Hand Ninja + 5 Sidekicks |": the zone, then
  // what it holds.)
  const std::string first = to_lower_ascii(headers.empty() ? "" : headers[0]);
  // ("my ally Wong", "the villain Ultron")
  std::string out =
      says.owner + (says.kind.empty() ? "" : (says.owner.empty() ? "the " : "") + says.kind) + name;
  // ("| me | 17 |" under "Player | Life": my life.)
  if (says.owner.empty() && says.kind.empty() && !whose(name).empty())
    out = whose(name).substr(0, whose(name).size() - 1);
  if (first == "zone" || first == "area" || first == "pile") out += ":";
  for (size_t p = 0; p < values.size(); ++p) out += (p == 0 ? " " : ", ") + values[p];
  out += says.verb;
  for (size_t p = 0; p < notes.size(); ++p)
    out += (p == 0 && says.verb.empty() && values.empty() ? " " : ", ") + notes[p];
  while (!out.empty() && (out.back() == '.' || out.back() == ' ')) out.pop_back();
  return out.empty() ? out : out + ".";
}

// The cells of a run of text between pipes, `from` at the first pipe, and
// where the run ends (after its last pipe).
std::vector<std::string> cells_from(std::string_view s, size_t from, size_t& end) {
  std::vector<std::string> pieces;
  size_t k = from + 1;
  end = from + 1;
  while (k <= s.size()) {
    const size_t bar = s.find('|', k);
    if (bar == std::string_view::npos) break;
    pieces.push_back(std::string(s.substr(k, bar - k)));
    k = bar + 1;
    end = k;
  }
  return pieces;
}

// Rows of cells: a piece of nothing but spaces or a line's end parts two
// rows ("| a | b | | c | d |", "| a | b |\n| c | d |").
std::vector<std::vector<std::string>> rows_of(const std::vector<std::string>& pieces) {
  std::vector<std::vector<std::string>> rows(1);
  // ("| | ATK | HP |": a header whose first cell is left empty.)
  size_t n = 0;
  if (pieces.size() > 1 && trim(pieces[0]).empty() && pieces[0].find('\n') == std::string::npos) {
    rows.back().push_back("");
    n = 1;
  }
  for (; n < pieces.size(); ++n) {
    const std::string& p = pieces[n];
    if (trim(p).empty()) {
      if (!rows.back().empty()) rows.emplace_back();
      continue;
    }
    rows.back().push_back(trim(p));
  }
  if (rows.back().empty()) rows.pop_back();
  return rows;
}

bool separator_row(const std::vector<std::string>& row) {
  if (row.empty()) return false;
  for (const std::string& c : row)
    if (!separator(c)) return false;
  return true;
}

}  // namespace

std::string tables_as_sentences(const std::string& text) {
  // A table has a header row and a separator row under it.
  if (text.find('|') == std::string::npos || text.find("--") == std::string::npos) return text;
  std::string out;
  size_t k = 0;
  while (k < text.size()) {
    const size_t bar = text.find('|', k);
    if (bar == std::string::npos) break;
    size_t end = bar;
    const std::vector<std::vector<std::string>> rows = rows_of(cells_from(text, bar, end));
    // (Not a table: "A | B" said once, with no separator row.)
    bool any_table = false;
    for (size_t r = 0; r + 1 < rows.size(); ++r) any_table |= separator_row(rows[r + 1]);
    if (!any_table) {
      out += text.substr(k, end - k);
      k = end;
      continue;
    }
    out += text.substr(k, bar - k);
    if (!out.empty() && out.back() != ' ' && out.back() != '\n') out += ' ';
    std::vector<std::string> headers;
    for (size_t r = 0; r < rows.size(); ++r) {
      if (r + 1 < rows.size() && separator_row(rows[r + 1])) {
        headers = rows[r];
        ++r;  // past the separator
        continue;
      }
      if (headers.empty()) continue;
      const std::string sentence = row_as_sentence(headers, rows[r]);
      if (!sentence.empty()) out += sentence + " ";
    }
    k = end;
    while (k < text.size() && std::isspace(static_cast<unsigned char>(text[k]))) ++k;
  }
  out += text.substr(k);
  return out;
}

}  // namespace arbiter::query::ask
