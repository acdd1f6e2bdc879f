#include "indexer/import/dm_inline.h"

#include <algorithm>
#include <cctype>
#include <regex>

#include "common/text.h"
#include "indexer/import/xml_build.h"

namespace arbiter::import::dm {

// ---------------------------------------------------------------------------
// Emphasis. A small version of CommonMark's delimiter-run rules: a run of '*'
// opens when left-flanking and closes when right-flanking, and a closer pairs
// with the nearest opener of the same length. One addition: the emphasised
// text must contain a letter or digit, because the book also uses bare stars
// as symbols ("a */** Burst ability", "a * or **", "Monster*").
// ---------------------------------------------------------------------------

namespace {

struct Span {
  enum Kind { text, bold, italic };
  Kind kind = text;
  std::string value;       // text spans
  std::vector<Span> kids;  // bold / italic spans
};

struct Token {
  std::string text;  // literal text, or the run of '*'
  bool delim = false;
  bool can_open = false;
  bool can_close = false;
};

bool is_ws(int c) {
  return c < 0 || c == ' ' || c == '\t' || c == '\n';
}

// Non-ASCII bytes count as punctuation: the book's non-ASCII characters next
// to emphasis are curly quotes and dashes.
bool is_punct(int c) {
  if (c < 0) return false;
  if (c >= 0x80) return true;
  return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') ||
         (c >= '{' && c <= '~');
}

bool has_alnum(std::string_view s) {
  for (unsigned char c : s)
    if ((c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')) return true;
  return false;
}

std::string remove_underline_tags(std::string_view s) {
  std::string out(s);
  for (const std::string tag : {"<u>", "</u>"}) {
    for (size_t at = out.find(tag); at != std::string::npos; at = out.find(tag, at))
      out.erase(at, tag.size());
  }
  return out;
}

std::vector<Token> tokenize(const std::string& s) {
  std::vector<Token> tokens;
  size_t i = 0;
  while (i < s.size()) {
    if (s[i] != '*') {
      const size_t end = std::min(s.find('*', i), s.size());
      tokens.push_back({s.substr(i, end - i)});
      i = end;
      continue;
    }
    size_t end = i;
    while (end < s.size() && s[end] == '*') ++end;
    const int prev = i == 0 ? -1 : static_cast<unsigned char>(s[i - 1]);
    const int next = end == s.size() ? -1 : static_cast<unsigned char>(s[end]);
    Token t{s.substr(i, end - i), true};
    t.can_open = !is_ws(next) && (!is_punct(next) || is_ws(prev) || is_punct(prev));
    t.can_close = !is_ws(prev) && (!is_punct(prev) || is_ws(next) || is_punct(next));
    tokens.push_back(t);
    i = end;
  }
  return tokens;
}

bool alnum_between(const std::vector<Token>& tokens, size_t open, size_t close) {
  for (size_t k = open + 1; k < close; ++k)
    if (!tokens[k].delim && has_alnum(tokens[k].text)) return true;
  return false;
}

// match[i] is the index of the delimiter paired with delimiter i, or -1.
std::vector<long> pair_delimiters(const std::vector<Token>& tokens) {
  std::vector<long> match(tokens.size(), -1);
  std::vector<size_t> openers;
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    if (!t.delim || t.text.size() > 2) continue;
    bool closed = false;
    if (t.can_close) {
      for (size_t k = openers.size(); k-- > 0;) {
        const size_t j = openers[k];
        if (tokens[j].text.size() != t.text.size() || !alnum_between(tokens, j, i)) continue;
        match[j] = static_cast<long>(i);
        match[i] = static_cast<long>(j);
        openers.resize(k);  // openers inside the pair stay literal
        closed = true;
        break;
      }
    }
    if (!closed && t.can_open) openers.push_back(i);
  }
  return match;
}

void append_text(std::vector<Span>& out, const std::string& text) {
  if (!out.empty() && out.back().kind == Span::text)
    out.back().value += text;
  else
    out.push_back({Span::text, text, {}});
}

std::vector<Span> build_spans(const std::vector<Token>& tokens, const std::vector<long>& match,
                              size_t lo, size_t hi) {
  std::vector<Span> out;
  for (size_t i = lo; i < hi; ++i) {
    if (!tokens[i].delim || match[i] < static_cast<long>(i)) {
      append_text(out, tokens[i].text);
      continue;
    }
    const size_t close = static_cast<size_t>(match[i]);
    Span s{tokens[i].text.size() == 2 ? Span::bold : Span::italic, {}, {}};
    s.kids = build_spans(tokens, match, i + 1, close);
    out.push_back(std::move(s));
    i = close;
  }
  return out;
}

std::vector<Span> parse_emphasis(std::string_view markdown) {
  const std::vector<Token> tokens = tokenize(remove_underline_tags(markdown));
  return build_spans(tokens, pair_delimiters(tokens), 0, tokens.size());
}

void flatten(const std::vector<Span>& spans, std::string& out) {
  for (const Span& s : spans) {
    if (s.kind == Span::text)
      out += s.value;
    else
      flatten(s.kids, out);
  }
}

// A printed number at the start of `s` ("3.4.6"), or empty.
std::string leading_number(std::string_view s) {
  size_t end = 0;
  while (end < s.size() && (std::isdigit(static_cast<unsigned char>(s[end])) ||
                            (s[end] == '.' && end + 1 < s.size() && end > 0 &&
                             std::isdigit(static_cast<unsigned char>(s[end + 1])))))
    ++end;
  return std::string(s.substr(0, end));
}

}  // namespace

std::string plain_text(std::string_view markdown) {
  std::string out;
  flatten(parse_emphasis(markdown), out);
  return out;
}

// ---------------------------------------------------------------------------
// Cross-references.
// ---------------------------------------------------------------------------

InlineWriter::InlineWriter(const RefTargets& targets) : targets_(targets) {}

void InlineWriter::write(pugi::xml_node parent, std::string_view markdown) {
  context_ = plain_text(markdown);
  // Recursive lambda: emphasis nests, and text runs are scanned for references.
  const auto emit = [this](const auto& self, pugi::xml_node at,
                           const std::vector<Span>& spans) -> void {
    for (const Span& s : spans) {
      if (s.kind == Span::text)
        write_linked(at, s.value);
      else
        self(self, at.append_child(s.kind == Span::bold ? "b" : "i"), s.kids);
    }
  };
  emit(emit, parent, parse_emphasis(markdown));
}

void InlineWriter::ref(pugi::xml_node parent, const std::string& kind, const std::string& to,
                       const std::string& words) {
  add_ref(parent, kind, to, words);
  ++ref_counts_[kind];
}

// A numbered reference whose number starts at `number_at` in `text`: the
// target must exist, and a section reference takes the target's printed title
// along when it follows ("Section 3.4.6 – Burst Abilities").
bool InlineWriter::match_numbered(std::string_view text, size_t number_at, const std::string& kind,
                                  NumberedRef& out) const {
  const std::string number = leading_number(text.substr(number_at));
  const std::string id = "dm:" + number;
  if (number.empty() || !targets_.ids.count(id)) return false;
  size_t end = number_at + number.size();
  const auto title = targets_.titles.find(id);
  if (kind == "section" && title != targets_.titles.end()) {
    for (const std::string sep : {" – ", " - ", " "}) {
      if (starts_with(text.substr(end), sep + title->second)) {
        end += sep.size() + title->second.size();
        break;
      }
    }
  }
  out = {end, id};
  return true;
}

// "Rule 2.3.5", "Section 3.4.6 – Burst Abilities", and the plural forms
// "Rules 1.4.4 and 1.4.5", "Sections 3.4.3 – Applied Abilities and 3.4.4
// Persistent Abilities": one <ref> per number, joining words left as text.
size_t InlineWriter::write_numbered_refs(pugi::xml_node parent, std::string_view text,
                                         const std::string& word, bool plural) {
  const std::string kind = starts_with(word, "Section") ? "section" : "rule";
  NumberedRef found;
  if (!match_numbered(text, word.size() + 1, kind, found)) return 0;
  ref(parent, kind, found.id, std::string(text.substr(0, found.length)));
  size_t used = found.length;
  while (plural) {
    std::string joiner;
    for (const std::string j : {" and ", ", "})
      if (starts_with(text.substr(used), j)) joiner = j;
    const std::string_view next = text.substr(used + joiner.size());
    if (joiner.empty() || !match_numbered(next, 0, kind, found)) break;
    add_text(parent, joiner);
    ref(parent, kind, found.id, std::string(next.substr(0, found.length)));
    used += joiner.size() + found.length;
  }
  return used;
}

// "Appendix 1, Keyword Index – Overcrush": the longest keyword name after the
// dash (`lead` bytes into `text`) names the target.
size_t InlineWriter::write_keyword_index_ref(pugi::xml_node parent, std::string_view text,
                                             size_t lead) {
  const std::pair<std::string, std::string>* best = nullptr;
  for (const auto& kw : targets_.keywords)
    if (starts_with(text.substr(lead), kw.first) && (!best || kw.first.size() > best->first.size()))
      best = &kw;
  if (!best) return 0;
  const size_t used = lead + best->first.size();
  ref(parent, "keyword-index", best->second, std::string(text.substr(0, used)));
  return used;
}

// "Step 5 – Clean Up": the turn step is the one section whose title starts
// with the printed name ("Clean Up Step").
size_t InlineWriter::write_step_ref(pugi::xml_node parent, const std::string& words,
                                    const std::string& name) {
  std::vector<std::string> found;
  for (const auto& [id, title] : targets_.titles)
    if (title == name || starts_with(title, name + " ")) found.push_back(id);
  if (found.size() != 1) return 0;
  ref(parent, "section", found.front(), words);
  return words.size();
}

void InlineWriter::write_linked(pugi::xml_node parent, std::string_view text) {
  static const std::regex printed_ref(
      R"(\b(Section|Rule)(s?) \d|Appendix (\d+), Keyword Index (?:–|-) |)"
      R"(Appendix (\d+) (?:–|-) Keyword Index|Step \d+ (?:–|-) ([A-Z][a-z]*(?: [A-Z][a-z]*)*))");
  size_t pos = 0;
  std::match_results<std::string_view::const_iterator> m;
  while (std::regex_search(text.begin() + static_cast<long>(pos), text.end(), m, printed_ref)) {
    const size_t start = pos + static_cast<size_t>(m.position(0));
    write_text(parent, std::string(text.substr(pos, start - pos)));
    const std::string_view rest = text.substr(start);
    const size_t length = static_cast<size_t>(m.length(0));
    size_t used = 0;
    if (m[1].matched) {
      used = write_numbered_refs(parent, rest, m.str(1) + m.str(2), m[2].length() > 0);
    } else if (m[3].matched) {
      used = write_keyword_index_ref(parent, rest, length);
    } else if (m[4].matched) {
      const std::string id = "dm:appendix-" + m.str(4);
      if (targets_.ids.count(id)) {
        ref(parent, "keyword-index", id, m.str(0));
        used = length;
      }
    } else {
      used = write_step_ref(parent, m.str(0), m.str(5));
    }
    if (used == 0) {
      // Looks like a reference but names nothing in the book: keep as text.
      unresolved_.push_back(std::string(rest.substr(0, std::min<size_t>(rest.size(), 60))));
      used = length;
      add_text(parent, std::string(rest.substr(0, used)));
    }
    pos = start + used;
  }
  write_text(parent, std::string(text.substr(pos)));
}

// ---------------------------------------------------------------------------
// Lost symbols. The extraction dropped the book's icons and kept the spaces
// around them, so a lost symbol shows as two spaces in a row ("the  icon"),
// a space before ",", "." or ")" ("fist , bolt", "(or )"), or a space after
// "(" ("( / )"). What was lost is read from the words around it.
// ---------------------------------------------------------------------------

namespace {

bool contains_word(const std::string& text, const std::string& word) {
  return std::regex_search(text, std::regex("\\b" + word + "\\b"));
}

std::string lost_symbol(const std::string& before, const std::string& context) {
  static const std::regex energy_name(R"((?:^|\s)(fist|bolt|mask|shield) $)");
  if (std::regex_search(before, energy_name)) return "energy symbol";
  if (starts_with(context, "Alignment")) return "alignment symbol";
  if (starts_with(context, "Emotional Conduit")) return "emotional conduit symbol";
  if (contains_word(context, "Equip") || contains_word(context, "Equipment"))
    return "equipment symbol";
  if (contains_word(context, "Sidekick")) return "sidekick symbol";
  if (contains_word(context, "affiliation")) return "affiliation symbol";
  return "symbol";
}

}  // namespace

void InlineWriter::write_text(pugi::xml_node parent, const std::string& text) {
  size_t from = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char next = i + 1 < text.size() ? text[i + 1] : '\0';
    const bool gap_after =
        (text[i] == ' ' && (next == ' ' || next == ',' || next == '.' || next == ')')) ||
        (text[i] == '(' && next == ' ');
    if (!gap_after) continue;
    add_text(parent, text.substr(from, i + 1 - from));
    const std::string what = lost_symbol(text.substr(0, i + 1), context_);
    add_text(parent.append_child("gap"), what);
    ++gap_counts_[what];
    from = i + 1;
  }
  add_text(parent, text.substr(from));
}

}  // namespace arbiter::import::dm
