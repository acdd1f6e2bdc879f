// The words of a PDF's text layer, with where each stands and in what face:
// all that the layout reading (page_layout.h) needs from poppler.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace arbiter::pdf {

// A PDF that cannot be read (not a PDF, damaged, encrypted): what() is one
// line, "FILE: why".
class PdfError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct Word {
  int page = 0;                           // 1-based
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // points, y growing down the page
  std::string text;                       // UTF-8
  std::string font;                       // subset prefix ("ABCDEF+") removed
  double size = 0;
  bool bold = false;
  bool italic = false;
  bool space_after = false;  // the PDF puts a space between this word and the next
};

struct PdfText {
  std::vector<Word> words;  // page by page, in the PDF's own order
  int pages = 0;
  struct PageSize {
    double width = 612, height = 792;  // US Letter, for a page poppler cannot open
  };
  std::vector<PageSize> page_sizes;  // page N at [N - 1]
};

// Reads every page's words. Throws PdfError for a file poppler cannot open,
// an encrypted file, or one with no text layer at all.
PdfText read_pdf_words(const std::string& path);

}  // namespace arbiter::pdf
