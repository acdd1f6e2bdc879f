#include "indexer/import/dm_parser.h"

#include <map>
#include <regex>
#include <set>
#include <stdexcept>

#include "common/text.h"
#include "indexer/import/dm_inline.h"

namespace arbiter::import::dm {

std::string term_slug(const std::string& term) {
  std::string bare;
  for (size_t i = 0; i < term.size(); ++i) {
    if (term[i] == '\'') continue;
    if (term.compare(i, 3, "’") == 0) {
      i += 2;
      continue;
    }
    bare += term[i];
  }
  return slugify(bare);
}

namespace {

// What a source line is, judged on the line alone. The parser decides from
// context what it becomes (a list item after a rule, an example's second
// paragraph, a keyword's clarification, ...).
enum class LineKind {
  chapter,     // "[2] How to Play"
  appendix,    // "Appendix 1 – Keyword Index"
  figure_key,  // "1.2 Key A card contains ...": text of section 1.2, not a heading
  numbered,    // "2.7.4.3.5 If an attacker ...", "2.6.1 Spending Energy"
  ol_item,     // "3. Purchase Cost" (Markdown numbered list)
  paren,       // "(1) ...", "(a) ..."
  bullet,      // "- ..." with none of the above after the dash
  example,     // "Example: ...", "Examples: ...", "Queue Example"
  situation,   // "Situation: ..."
  term,        // "Legal Target: ...", "Overcrush: ..."
  table_tab,   // tab-separated table row
  table_pipe,  // "| a | b |" Markdown table row
  plain,
};

struct Line {
  int n = 0;
  LineKind kind = LineKind::plain;
  std::string text;  // trimmed, without a leading "- " bullet
  bool bullet = false;
  std::string label;  // number, paren label, term or chapter number
  std::string rest;   // the text after the label
};

Line classify(int n, const std::string& raw) {
  static const std::regex chapter(R"(^\[(\d+)\] (.+)$)");
  static const std::regex appendix(R"(^Appendix (\d+) (?:–|-) (.+)$)");
  static const std::regex figure_key(R"(^(\d+\.\d+) (Key .+)$)");
  static const std::regex numbered(R"(^(\d+(?:\.\d+)+) (.+)$)");
  static const std::regex ol_item(R"(^(\d+)\. (.+)$)");
  static const std::regex paren(R"(^\(([0-9]+|[a-z])\) (.+)$)");
  static const std::regex example(R"(^(Examples?: .*|[A-Z][A-Za-z ]* Example)$)");
  static const std::regex situation(R"(^Situation: .+$)");
  static const std::regex term(
      R"(^([A-Z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*){0,3}(?: \([^)]*\))?): (.+)$)");

  Line l;
  l.n = n;
  l.text = trim(raw);
  if (starts_with(l.text, "- ")) {
    l.bullet = true;
    l.text = trim(l.text.substr(2));
  }
  std::smatch m;
  const auto is = [&](LineKind kind, const std::regex& re) {
    if (!std::regex_match(l.text, m, re)) return false;
    l.kind = kind;
    if (m.size() > 1) l.label = m.str(1);
    if (m.size() > 2) l.rest = m.str(2);
    return true;
  };
  // "- 3. Main Step" is a bullet whose text is "3. Main Step", as Markdown
  // reads it; the parser makes it step 3 of a numbered list that steps 1-2
  // began (rule 2.2.3), otherwise it stays a bullet with its number.
  if (is(LineKind::chapter, chapter) || is(LineKind::appendix, appendix) ||
      is(LineKind::figure_key, figure_key) || is(LineKind::numbered, numbered) ||
      (!l.bullet && is(LineKind::ol_item, ol_item)) || is(LineKind::paren, paren))
    return l;
  if (starts_with(l.text, "|")) {
    l.kind = LineKind::table_pipe;
  } else if (raw.find('\t') != std::string::npos) {
    l.kind = LineKind::table_tab;
  } else if (l.bullet) {
    l.kind = LineKind::bullet;
  } else if (!is(LineKind::example, example) && !is(LineKind::situation, situation)) {
    // "Note: ..." is a note paragraph, not the definition of a term "Note".
    if (is(LineKind::term, term) && l.label == "Note") l.kind = LineKind::plain;
  }
  return l;
}

size_t word_count(const std::string& s) {
  size_t words = 0;
  bool in_word = false;
  for (char c : s) {
    const bool space = c == ' ';
    if (!space && !in_word) ++words;
    in_word = !space;
  }
  return words;
}

// A numbered line is a heading ("2.6.1 Spending Energy", "1.5.2 The Bag:")
// rather than a rule when it is short and not a sentence.
bool is_heading(const std::string& plain) {
  if (plain.empty() || plain.back() == '.') return false;
  if (plain.back() == ':') return word_count(plain) <= 4;
  return word_count(plain) <= 10;
}

bool ends_with_alnum(const std::string& s) {
  if (s.empty()) return false;
  const unsigned char c = static_cast<unsigned char>(s.back());
  return std::isalnum(c) != 0;
}

bool starts_lowercase(const std::string& s) {
  return !s.empty() && s[0] >= 'a' && s[0] <= 'z';
}

std::vector<std::string> table_cells(const std::string& text, char sep) {
  std::vector<std::string> cells = split(text, sep);
  if (sep == '|') {
    // "| a | b |": the outer pipes delimit, they do not add cells.
    if (!cells.empty() && trim(cells.front()).empty()) cells.erase(cells.begin());
    if (!cells.empty() && trim(cells.back()).empty()) cells.pop_back();
  }
  for (std::string& c : cells) c = trim(c);
  return cells;
}

bool all_cells_empty(const std::vector<std::string>& cells) {
  for (const std::string& c : cells)
    if (!c.empty()) return false;
  return true;
}

// "|---|---|": the Markdown delimiter row, which carries no text.
bool is_delimiter_row(const std::vector<std::string>& cells) {
  for (const std::string& c : cells)
    if (c.empty() || c.find_first_not_of("-:") != std::string::npos) return false;
  return !cells.empty();
}

// A numbered heading's title leaves its number to the `number` attribute
// ("1.1" + "General Rules and Terms"); the fidelity check reads such a title
// as "NUMBER TITLE", so the printed line needs no alias. The appendix has no
// number: its heading as printed ("Appendix 1 – Keyword Index") is kept as an
// alias, which carries the line's words "Appendix 1" into the corpus text.
Alias printed_heading(const Line& l) {
  return {plain_text(l.text), l.n};
}

Block text_block(BlockKind kind, const Piece& piece) {
  Block b;
  b.kind = kind;
  b.text = piece;
  return b;
}

void extend(Piece& piece, const char* separator, const std::string& text, int n) {
  piece.text += separator;
  piece.text += text;
  piece.last = n;
}

class Parser {
 public:
  explicit Parser(const std::vector<std::string>& lines) : lines_(lines) {
    stack_.push_back(&root_);
  }
  Document run();

 private:
  void mark_skipped();
  void mark_table_headers();
  void handle(const Line& l);
  void front_matter(const Line& l);
  void chapter(const Line& l);
  void appendix(const Line& l);
  void figure_key(const Line& l);
  void numbered(const Line& l);
  void rule_body(const Line& l);
  void term(const Line& l);
  void definition(const std::string& printed_term, const Piece& paragraph);
  void keyword(const Line& l);
  void paren(const Line& l);
  void table_row(const Line& l);
  void plain(const Line& l);
  void bullet(const Line& l);

  [[noreturn]] void fail(int n, const std::string& why) const;
  Entry& top() { return *stack_.back(); }
  void open(Entry entry);
  void pop_to(const Entry* target, int n);
  Entry& numbered_parent(const std::string& number, int n);
  Block* last_block(BlockKind kind);
  Piece* open_piece();
  void add_block(Block block) { top().children.emplace_back(std::move(block)); }
  void add_item(BlockKind kind, const Piece& piece);

  const std::vector<std::string>& lines_;
  std::set<int> skipped_;       // table of contents, page furniture
  std::set<int> header_cells_;  // lines that label a following table's columns
  std::vector<Piece> pending_header_;
  Document doc_;
  Entry root_;
  std::vector<Entry*> stack_;  // open entries, root first
  std::map<std::string, Entry*> numbered_;
  bool blank_before_ = true;
  bool seen_chapter_ = false;
  bool in_appendix_ = false;
};

void Parser::fail(int n, const std::string& why) const {
  throw std::runtime_error("dice masters source line " + std::to_string(n) + ": " + why);
}

// Appends the entry to the open one and makes it the open entry.
void Parser::open(Entry entry) {
  auto owned = std::make_unique<Entry>(std::move(entry));
  Entry* raw = owned.get();
  top().children.emplace_back(std::move(owned));
  stack_.push_back(raw);
  if (!raw->number.empty()) numbered_[raw->number] = raw;
}

void Parser::pop_to(const Entry* target, int n) {
  while (stack_.back() != target) {
    if (stack_.size() == 1) fail(n, "the entry to nest under is not open");
    stack_.pop_back();
  }
}

// The nearest numbered ancestor that exists: "2.7.0.1" nests under 2.7
// because the book has no 2.7.0.
Entry& Parser::numbered_parent(const std::string& number, int n) {
  std::string prefix = number;
  for (size_t dot = prefix.rfind('.'); dot != std::string::npos; dot = prefix.rfind('.')) {
    prefix.erase(dot);
    const auto found = numbered_.find(prefix);
    if (found != numbered_.end()) return *found->second;
  }
  fail(n, "no enclosing section for " + number);
}

Block* Parser::last_block(BlockKind kind) {
  auto& children = top().children;
  if (children.empty()) return nullptr;
  Block* block = std::get_if<Block>(&children.back());
  return block && block->kind == kind ? block : nullptr;
}

// The text that a line directly below (no blank line between) continues.
Piece* Parser::open_piece() {
  auto& children = top().children;
  if (children.empty()) return nullptr;
  Block* block = std::get_if<Block>(&children.back());
  if (!block) return nullptr;
  switch (block->kind) {
    case BlockKind::p:
    case BlockKind::example: return &block->text;
    case BlockKind::ul:
    case BlockKind::ol: return &block->items.back();
    case BlockKind::table: return nullptr;
  }
  return nullptr;
}

// List items separated by blank lines still form one list (the meanings
// "(1)" to "(4)" of rule 1.1.6 are printed as separate paragraphs).
void Parser::add_item(BlockKind kind, const Piece& piece) {
  if (Block* list = last_block(kind)) {
    list->items.push_back(piece);
    return;
  }
  Block block;
  block.kind = kind;
  block.items.push_back(piece);
  add_block(std::move(block));
}

void Parser::mark_skipped() {
  // The table of contents runs from "Contents" to just before its first
  // entry ("Foreword") is printed again as a heading.
  static const std::regex furniture(
      R"(^(\(Remainder of page is intentionally blank\)|Each item from \d+(\.\d+)* is shown below\.)$)");
  const int count = static_cast<int>(lines_.size());
  for (int i = 0; i < count; ++i) {
    if (trim(lines_[i]) != "Contents") continue;
    int first = i + 1;
    while (first < count && trim(lines_[first]).empty()) ++first;
    int end = first + 1;
    while (end < count && trim(lines_[end]) != trim(lines_[first])) ++end;
    if (end >= count) fail(i + 1, "table of contents does not end");
    for (int k = i; k < end; ++k) skipped_.insert(k + 1);
    break;
  }
  for (int i = 0; i < count; ++i)
    if (std::regex_match(trim(lines_[i]), furniture)) skipped_.insert(i + 1);
}

// A Markdown table whose header row is empty takes its column labels from
// the short lines printed just above it ("Action", "Abilities In Queue").
void Parser::mark_table_headers() {
  for (int i = 0; i < static_cast<int>(lines_.size()); ++i) {
    const Line l = classify(i + 1, lines_[i]);
    if (l.kind != LineKind::table_pipe) continue;
    const std::vector<std::string> cells = table_cells(l.text, '|');
    if (!all_cells_empty(cells)) continue;
    size_t wanted = cells.size();
    for (int j = i - 1; j >= 0 && wanted > 0; --j) {
      if (trim(lines_[j]).empty()) continue;
      header_cells_.insert(j + 1);
      --wanted;
    }
  }
}

Document Parser::run() {
  mark_skipped();
  mark_table_headers();
  for (int i = 0; i < static_cast<int>(lines_.size()); ++i) {
    const int n = i + 1;
    if (skipped_.count(n) || trim(lines_[i]).empty()) {
      blank_before_ = true;
      continue;
    }
    handle(classify(n, lines_[i]));
    blank_before_ = false;
  }
  for (Node& node : root_.children) {
    auto* entry = std::get_if<std::unique_ptr<Entry>>(&node);
    if (!entry) fail(0, "text outside any entry");
    doc_.entries.push_back(std::move(*entry));
  }
  return std::move(doc_);
}

void Parser::handle(const Line& l) {
  if (header_cells_.count(l.n)) {
    pending_header_.push_back({l.text, l.n, l.n});
    return;
  }
  // A line directly below a paragraph or list item continues it, unless it
  // starts something of its own ("Examples: (1) ...", newline, "(2) ...").
  Piece* piece = blank_before_ ? nullptr : open_piece();
  if (piece && (l.kind == LineKind::plain || (l.kind == LineKind::paren && !l.bullet))) {
    extend(*piece, "\n", l.text, l.n);
    return;
  }
  if (!seen_chapter_ && l.kind != LineKind::chapter) return front_matter(l);
  switch (l.kind) {
    case LineKind::chapter: return chapter(l);
    case LineKind::appendix: return appendix(l);
    case LineKind::figure_key: return figure_key(l);
    case LineKind::numbered: return numbered(l);
    case LineKind::ol_item: return add_item(BlockKind::ol, {l.rest, l.n, l.n});
    case LineKind::paren: return paren(l);
    case LineKind::bullet: return bullet(l);
    case LineKind::example: return add_block(text_block(BlockKind::example, {l.text, l.n, l.n}));
    case LineKind::situation:
      // A situation sets up the example it belongs to ("Queue Example").
      if (Block* example = last_block(BlockKind::example))
        return extend(example->text, "\n\n", l.text, l.n);
      return add_block(text_block(BlockKind::example, {l.text, l.n, l.n}));
    case LineKind::term: return term(l);
    case LineKind::table_tab:
    case LineKind::table_pipe: return table_row(l);
    case LineKind::plain: return plain(l);
  }
}

// Before chapter 1: the book's title, then "Term: text" notes and short
// headings ("Foreword") that each open a front-matter entry.
void Parser::front_matter(const Line& l) {
  if (doc_.name.first == 0) {
    doc_.name = {l.text, l.n, l.n};
    return;
  }
  if (l.kind == LineKind::term) {
    pop_to(&root_, l.n);
    open({"dm:" + term_slug(l.label), "front-matter", "", l.label, l.n, {}, {}});
    add_block(text_block(BlockKind::p, {l.rest, l.n, l.n}));
    return;
  }
  if (l.kind != LineKind::plain) fail(l.n, "unexpected line before chapter 1");
  const std::string text = plain_text(l.text);
  if (word_count(text) <= 4 && ends_with_alnum(text)) {
    pop_to(&root_, l.n);
    open({"dm:" + term_slug(text), "front-matter", "", text, l.n, {}, {}});
    return;
  }
  if (stack_.size() == 1) fail(l.n, "front matter text before any heading");
  add_block(text_block(BlockKind::p, {l.text, l.n, l.n}));
}

void Parser::chapter(const Line& l) {
  seen_chapter_ = true;
  pop_to(&root_, l.n);
  open({"dm:" + l.label, "section", l.label, plain_text(l.rest), l.n, {}, {}});
}

void Parser::appendix(const Line& l) {
  in_appendix_ = true;
  pop_to(&root_, l.n);
  open({"dm:appendix-" + l.label,
        "appendix",
        "",
        plain_text(l.rest),
        l.n,
        {{"Appendix " + l.label, l.n}, printed_heading(l)},
        {}});
}

// "1.2 Key ..." explains the figure of section 1.2: text of that section,
// placed after its rules in reading order.
void Parser::figure_key(const Line& l) {
  const auto section = numbered_.find(l.label);
  if (section == numbered_.end()) fail(l.n, "figure key for unknown section " + l.label);
  pop_to(section->second, l.n);
  add_block(text_block(BlockKind::p, {l.text, l.n, l.n}));
}

void Parser::numbered(const Line& l) {
  if (in_appendix_) fail(l.n, "numbered rule inside the appendix");
  if (numbered_.count(l.label)) fail(l.n, "number " + l.label + " repeated");
  pop_to(&numbered_parent(l.label, l.n), l.n);
  std::string title = plain_text(l.rest);
  if (is_heading(title)) {
    if (title.back() == ':') title.pop_back();  // "1.5.2 The Bag:"
    open({"dm:" + l.label, "section", l.label, title, l.n, {}, {}});
    return;
  }
  open({"dm:" + l.label, "rule", l.label, l.label, l.n, {}, {}});
  rule_body(l);
}

// "1.1.1.1 **Game Action**: Usually ..." defines a term: the rule's text is
// a definition entry nested in the rule.
void Parser::rule_body(const Line& l) {
  static const std::regex bold_term(R"(^\*\*([^*]+)\*\*: .+$)");
  std::smatch m;
  if (std::regex_match(l.rest, m, bold_term))
    definition(m.str(1), {l.rest, l.n, l.n});
  else
    add_block(text_block(BlockKind::p, {l.rest, l.n, l.n}));
}

void Parser::term(const Line& l) {
  if (in_appendix_) return keyword(l);
  definition(l.label, {l.text, l.n, l.n});
}

// A definition nests in the rule or section it sits in; a second definition
// right after one ("Card Attributes:" after "Attribute:") is its sibling.
// "Field (or to field)" is the term "Field" with the alias "to field".
void Parser::definition(const std::string& printed_term, const Piece& paragraph) {
  while (top().kind == "definition") stack_.pop_back();
  static const std::regex or_form(R"(^(.+) \(or (.+)\)$)");
  std::smatch m;
  Entry entry{"", "definition", "", printed_term, 0, {}, {}};
  if (std::regex_match(printed_term, m, or_form)) {
    entry.title = m.str(1);
    entry.aliases.push_back({m.str(2), 0});
  }
  entry.id = "dm:" + term_slug(entry.title);
  open(std::move(entry));
  add_block(text_block(BlockKind::p, paragraph));
}

void Parser::keyword(const Line& l) {
  while (top().kind != "appendix") stack_.pop_back();
  open({"dm:" + term_slug(l.label), "keyword", "", l.label, l.n, {}, {}});
  add_block(text_block(BlockKind::p, {l.rest, l.n, l.n}));
}

// "(n)": in the Keyword Index a keyword's numbered clarification; elsewhere
// the next paragraph of an example, or an item of a numbered list.
void Parser::paren(const Line& l) {
  const bool digits = l.label[0] >= '0' && l.label[0] <= '9';
  if (in_appendix_ && digits) {
    while (top().kind == "clarification") stack_.pop_back();
    if (top().kind != "keyword") fail(l.n, "clarification outside a keyword");
    const Entry& kw = top();
    open({kw.id + "." + l.label, "clarification", "", kw.title + " (" + l.label + ")", 0, {}, {}});
    add_block(text_block(BlockKind::p, {l.text, l.n, l.n}));
    return;
  }
  if (Block* example = last_block(BlockKind::example); example && !l.bullet)
    return extend(example->text, "\n\n", l.text, l.n);
  add_item(BlockKind::ol, {l.text, l.n, l.n});
}

void Parser::table_row(const Line& l) {
  const bool piped = l.kind == LineKind::table_pipe;
  const std::vector<std::string> cells =
      table_cells(piped ? l.text : trim(lines_[l.n - 1]), piped ? '|' : '\t');
  if (piped && is_delimiter_row(cells)) return;
  std::vector<Piece> row;
  if (piped && all_cells_empty(cells)) {
    if (pending_header_.size() != cells.size()) fail(l.n, "table header cells not found");
    row = std::move(pending_header_);
    pending_header_.clear();
  } else {
    for (const std::string& c : cells) row.push_back({c, l.n, l.n});
  }
  Block* table = last_block(BlockKind::table);
  if (!table) {
    Block block;
    block.kind = BlockKind::table;
    add_block(std::move(block));
    table = last_block(BlockKind::table);
  }
  table->rows.push_back(std::move(row));
}

// A bullet "- 3. Main Step" right after a numbered list of two steps is its
// third step: the book's five turn steps (rule 2.2.3) are printed as "1.",
// "2.", then "- 3.", "- 4.", "- 5.".
void Parser::bullet(const Line& l) {
  static const std::regex step(R"(^(\d+)\. (.+)$)");
  std::smatch m;
  if (std::regex_match(l.text, m, step)) {
    Block* list = last_block(BlockKind::ol);
    if (list && std::to_string(list->items.size() + 1) == m.str(1))
      return add_item(BlockKind::ol, {m.str(2), l.n, l.n});
  }
  add_item(BlockKind::ul, {l.text, l.n, l.n});
}

void Parser::plain(const Line& l) {
  // Paragraphs after an example continue it (the Range example runs on for
  // four paragraphs).
  if (Block* example = last_block(BlockKind::example))
    return extend(example->text, "\n\n", l.text, l.n);
  // A sentence broken across a page ("... Keyword Index", blank, "for more
  // information ...") is one paragraph.
  if (Block* p = last_block(BlockKind::p);
      p && (starts_lowercase(l.text) || ends_with_alnum(plain_text(p->text.text))))
    return extend(p->text, " ", l.text, l.n);
  add_block(text_block(BlockKind::p, {l.text, l.n, l.n}));
}

}  // namespace

Document parse_rule_book(const std::vector<std::string>& lines) {
  return Parser(lines).run();
}

}  // namespace arbiter::import::dm
