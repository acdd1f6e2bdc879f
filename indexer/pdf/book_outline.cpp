#include "indexer/pdf/book_outline.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <stdexcept>

#include "common/text.h"
#include "indexer/pdf/printed_words.h"

namespace arbiter::pdf {
namespace {

// Capitals only, and at least two of them: "ATTACK", "APPENDIX I: SETUP".
bool is_caps(const std::string& s) {
  int upper = 0;
  for (char c : s) {
    if (is_ascii_lower(c)) return false;
    if (is_ascii_upper(c)) ++upper;
  }
  return upper >= 2;
}

bool has_lower(const std::string& s) {
  return std::any_of(s.begin(), s.end(), is_ascii_lower);
}

bool ends_sentence(const std::string& s) {
  return !s.empty() && (s.back() == '.' || s.back() == ':' || s.back() == ';');
}

// Takes a bullet mark off the line's start; false when it has none.
bool strip_bullet(std::string& text) {
  for (std::string_view mark : kBulletMarks) {
    if (starts_with(text, mark)) {
      text = trim(text.substr(mark.size()));
      return true;
    }
  }
  return false;
}

class Reader {
 public:
  Reader(const Layout& layout, const WordCount& word_count)
      : layout_(layout), words_(layout, word_count) {}

  Outline read() {
    const std::vector<TextLine>& lines = layout_.lines;
    for (const TextLine& l : lines) out_.source_lines.push_back(l.text);
    find_name();
    find_sizes();
    lead_ = body_lead();
    for (size_t i = 0; i < lines.size(); ++i) {
      const int line_no = static_cast<int>(i) + 1;
      if (line_no >= out_.name_line && line_no <= out_.name_last_line) continue;
      if (auto level = heading_level(i)) {
        add_heading(i, *level);
        continue;
      }
      add_body_line(i);
    }
    size_t blocks = 0;
    for (const OutlineHeading& h : out_.headings) blocks += h.blocks.size();
    if (out_.headings.size() < 3 || blocks < 3)
      throw std::runtime_error(
          "no Rules Reference in it: fewer than three headings in bold capitals with rule text "
          "under them");
    return std::move(out_);
  }

 private:
  // The first page's largest line is the book's name (a cover that is only
  // a picture has no text: the first page with text, then); its version
  // line ("Version 1.3") gives the edition's label.
  void find_name() {
    const std::vector<TextLine>& lines = layout_.lines;
    if (lines.empty()) return;
    const int first = lines.front().page;
    double biggest = 0;
    for (const TextLine& l : lines)
      if (l.page == first) biggest = std::max(biggest, l.size);
    for (size_t i = 0; i < lines.size() && lines[i].page == first; ++i) {
      if (lines[i].size != biggest) continue;
      out_.name = lines[i].text;
      out_.name_line = out_.name_last_line = static_cast<int>(i) + 1;
      if (i + 1 < lines.size() && lines[i + 1].size == biggest && lines[i + 1].page == first) {
        out_.name += " " + lines[i + 1].text;
        ++out_.name_last_line;
      }
      break;
    }
    static const std::regex version(R"((?:[Vv]ersion|\bv)\s*\.?\s*(\d+(?:\.\d+)+|\d+))");
    std::smatch m;
    for (size_t i = 0; i < lines.size() && lines[i].page == first; ++i) {
      const std::string& text =
          i + 1 == static_cast<size_t>(out_.name_line) ? out_.name : lines[i].text;
      if (std::regex_search(text, m, version)) {
        out_.label = m[1].str();
        break;
      }
    }
  }

  // Entry headings are set in the size most bold capitals are; parts
  // (GLOSSARY, APPENDIX ...) in a larger one.
  void find_sizes() {
    std::map<double, int> counts;
    for (size_t i = 0; i < layout_.lines.size(); ++i) {
      const TextLine& l = layout_.lines[i];
      if (static_cast<int>(i) + 1 != out_.name_line && l.bold && is_caps(l.text)) ++counts[l.size];
    }
    int best = 0;
    for (const auto& [size, n] : counts)
      if (n > best) best = n, entry_size_ = size;
  }

  // The usual distance from one line of text to the next in a column.
  double body_lead() const {
    std::map<double, int> counts;
    const std::vector<TextLine>& lines = layout_.lines;
    for (size_t i = 1; i < lines.size(); ++i) {
      const TextLine& a = lines[i - 1];
      const TextLine& b = lines[i];
      if (a.page != b.page || a.column != b.column || a.bold || b.bold) continue;
      if (std::fabs(a.size - layout_.body_size) > 0.25) continue;
      ++counts[std::round((b.y0 - a.y0) * 2) / 2];
    }
    double lead = layout_.body_size * 1.25;
    int best = 0;
    for (const auto& [d, n] : counts)
      if (d > 0 && n > best) best = n, lead = d;
    return lead;
  }

  std::optional<HeadingLevel> heading_level(size_t i) const {
    const TextLine& l = layout_.lines[i];
    if (!l.bold || l.italic) return std::nullopt;
    if (continues_heading(i)) return out_.headings.back().level;
    if (is_caps(l.text)) {
      if (l.size >= entry_size_ + 1.5) return HeadingLevel::kPart;
      if (l.size >= entry_size_ - 0.25) return HeadingLevel::kEntry;
      return std::nullopt;
    }
    // A bold line of its own in words with capitals ("Guard", "Retaliate
    // X"), followed by text that is not bold: a sub-entry's heading.
    // (A sub-heading on two lines: the line after its second.)
    const std::vector<TextLine>& lines = layout_.lines;
    size_t next = i + 1;
    if (next < lines.size() && lines[next].bold && lines[next].size == l.size &&
        lines[next].page == l.page && lines[next].y0 - l.y0 <= 1.6 * l.size)
      ++next;
    const bool next_plain = next < lines.size() && !lines[next].bold;
    if (l.size <= entry_size_ + 0.25 && l.text.size() <= 40 && is_ascii_upper(l.text[0]) &&
        !ends_sentence(l.text) && next_plain)
      return HeadingLevel::kSub;
    return std::nullopt;
  }

  // A bold line right under a heading line, in its size and no further
  // than a line's height below: the heading's second line.
  bool continues_heading(size_t i) const {
    if (out_.headings.empty() || last_heading_line_ != static_cast<int>(i)) return false;
    if (!out_.headings.back().blocks.empty()) return false;
    const TextLine& l = layout_.lines[i];
    const TextLine& prev = layout_.lines[i - 1];
    return l.bold && prev.size == l.size && prev.page == l.page && prev.column == l.column &&
           // (A capitals heading is not continued by words in lower case:
           // that is a sub-entry's heading under it.)
           !(is_caps(prev.text) && has_lower(l.text)) && l.y0 - prev.y0 <= 1.6 * l.size;
  }

  void add_heading(size_t i, HeadingLevel level) {
    const TextLine& l = layout_.lines[i];
    const int line_no = static_cast<int>(i) + 1;
    if (continues_heading(i)) {
      OutlineHeading& h = out_.headings.back();
      h.text = h.level == HeadingLevel::kSub ? h.text + " " + l.text
                                             : words_.close_up(h.text + " " + l.text);
      h.last_line = line_no;
      last_heading_line_ = line_no;
      return;
    }
    OutlineHeading h;
    h.level = level;
    h.text = level == HeadingLevel::kSub ? l.text : words_.close_up(l.text);
    h.first_line = h.last_line = line_no;
    out_.headings.push_back(std::move(h));
    last_heading_line_ = line_no;
    block_ = nullptr;
  }

  void add_body_line(size_t i) {
    const TextLine& l = layout_.lines[i];
    const int line_no = static_cast<int>(i) + 1;
    if (out_.headings.empty()) return;  // front page text before any heading
    std::string text = l.text;
    const bool bullet = strip_bullet(text);
    // "3. Deal damage ..." ("\xE2\x80\x9C" is a curly opening quote).
    static const std::regex step("^(\\d{1,2})\\.\\s*((?:[A-Z\"(]|\xE2\x80\x9C).*)$");
    std::smatch m;
    const bool is_step = std::regex_match(text, m, step);
    // A numbered line after a step, or after the sentence that opens the
    // list, is the next step even at the usual line spacing.
    const bool next_step = is_step && block_ != nullptr &&
                           (block_->type == OutlineBlockType::kStep ||
                            (!block_->text.empty() && block_->text.back() == ':'));
    const bool new_block = block_ == nullptr || bullet || next_step || l.italic != block_italic_ ||
                           !continues(layout_.lines[i - 1], l);
    if (new_block) {
      OutlineBlock b;
      b.first_line = line_no;
      if (bullet) {
        b.type = OutlineBlockType::kBullet;
      } else if (is_step) {
        b.type = OutlineBlockType::kStep;
        b.number = std::stoi(m[1].str());
        text = m[2].str();
      } else if (l.italic && !starts_with(text, "See")) {
        // Examples are set in italics; a reference line in italics is
        // still a reference line.
        b.type = OutlineBlockType::kExample;
      }
      b.text = text;
      b.last_line = line_no;
      out_.headings.back().blocks.push_back(std::move(b));
      block_ = &out_.headings.back().blocks.back();
      block_italic_ = l.italic;
      return;
    }
    block_->text = words_.join_lines(block_->text, text);
    block_->last_line = line_no;
  }

  // Whether `next` goes on with the block `prev` is in: in one column, when
  // no more than the usual lead lies between them; across a column or page
  // break, when the word it starts with would not have fitted at the end of
  // `prev` (a line that ends a block leaves room).
  bool continues(const TextLine& prev, const TextLine& next) const {
    if (prev.bold) return false;
    if (prev.page == next.page && prev.column == next.column)
      return next.y0 - prev.y0 <= lead_ + 1.2;
    if (!prev.text.empty() && prev.text.back() == '-') return true;
    if (!next.text.empty() && is_ascii_lower(next.text[0])) return true;
    const double right = prev.x0 - prev.indent + layout_.column_width;
    return prev.x1 + 0.3 * prev.size + next.first_word_width > right - 0.5;
  }

  const Layout& layout_;
  const PrintedWords words_;
  Outline out_;
  double entry_size_ = 0;
  double lead_ = 0;
  int last_heading_line_ = -1;
  OutlineBlock* block_ = nullptr;
  bool block_italic_ = false;
};

}  // namespace

Outline read_outline(const Layout& layout, const WordCount& word_count) {
  return Reader(layout, word_count).read();
}

}  // namespace arbiter::pdf
