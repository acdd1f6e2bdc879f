// From a PDF's words to the lines of its text in reading order: words
// grouped into lines, lines into columns, columns read left to right, page
// furniture (running headers, page numbers) and the text of card images
// recognized by where they stand and what face they are set in, and left
// out.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "indexer/pdf/pdf_words.h"

namespace arbiter::pdf {

// The marks books set bullets with: "•", "●", "■", "▪", "‣".
inline constexpr std::string_view kBulletMarks[] = {"\u2022", "\u25cf", "\u25a0", "\u25aa",
                                                    "\u2023"};

struct TextLine {
  int page = 0;
  int column = 0;  // 0, 1; -1 for a line across both columns
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  double indent = 0;  // from its column's left edge
  double size = 0;    // the face size most of its letters are set in
  bool bold = false;  // every word bold
  bool italic = false;
  std::string text;  // words joined; an icon glyph reads "[icon]"
  double first_word_width = 0;
};

// What the layout reading left out, by kind, for the import report.
struct LayoutCounts {
  int running_headers = 0;
  int page_numbers = 0;
  int card_image_lines = 0;
  int icons = 0;
};

struct Layout {
  std::vector<TextLine> lines;  // reading order
  LayoutCounts left_out;
  double column_width = 0;  // the widest line a column holds
  double body_size = 0;     // the size most text is set in
};

Layout read_layout(const PdfText& text);

}  // namespace arbiter::pdf
