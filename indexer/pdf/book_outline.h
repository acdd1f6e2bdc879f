// A Rules Reference's lines (page_layout.h) read as a book: its name and
// version, its headings by level, and under each heading its blocks
// (paragraphs, bullets, numbered steps, examples), with words hyphenated at
// line ends joined again and headings printed with spaced letters ("AT
// TACK") closed up.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "indexer/pdf/page_layout.h"
#include "indexer/pdf/printed_words.h"

namespace arbiter::pdf {

enum class HeadingLevel { kPart, kEntry, kSub };
enum class OutlineBlockType { kParagraph, kBullet, kStep, kExample };

struct OutlineBlock {
  OutlineBlockType type = OutlineBlockType::kParagraph;
  std::string text;
  int number = 0;                     // a step's printed number
  int first_line = 0, last_line = 0;  // 1-based, in Outline::source_lines
};

struct OutlineHeading {
  HeadingLevel level = HeadingLevel::kEntry;
  std::string text;  // as printed, spaced letters closed up
  int first_line = 0, last_line = 0;
  std::vector<OutlineBlock> blocks;
};

struct Outline {
  std::string name;   // the book's name line, "Rules Reference Version 1.3"
  std::string label;  // the version it gives, "1.3"; empty when none
  int name_line = 0, name_last_line = 0;
  std::vector<std::string> source_lines;  // every kept line, in reading order
  std::vector<OutlineHeading> headings;
};

// Throws std::runtime_error when the lines hold no headings with text under
// them (not a rulebook).
Outline read_outline(const Layout& layout, const WordCount& word_count);

}  // namespace arbiter::pdf
