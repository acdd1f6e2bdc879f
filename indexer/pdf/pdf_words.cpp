#include "indexer/pdf/pdf_words.h"

#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-page.h>

#include <algorithm>
#include <filesystem>
#include <memory>

#include "common/text.h"

namespace arbiter::pdf {
namespace {

std::string utf8(const poppler::ustring& s) {
  const poppler::byte_array bytes = s.to_utf8();
  return std::string(bytes.begin(), bytes.end());
}

bool contains(const std::string& s, const char* part) {
  return s.find(part) != std::string::npos;
}

// Poppler's own warnings about a damaged file would go to stderr mid-import;
// the one-line error the import prints says what matters.
void quiet(const std::string&, void*) {}

Word word_of(const poppler::text_box& box, int page) {
  Word w;
  w.page = page;
  const poppler::rectf r = box.bbox();
  w.x0 = r.left();
  w.y0 = r.top();
  w.x1 = r.right();
  w.y1 = r.bottom();
  w.text = utf8(box.text());
  w.space_after = box.has_space_after();
  if (box.has_font_info()) {
    w.font = box.get_font_name(0);
    if (const size_t plus = w.font.find('+'); plus == 6) w.font.erase(0, 7);
    w.size = box.get_font_size();
  }
  // The style is the face name's part after the family: "MinionPro-SemiboldIt",
  // "DejaVuSans-BoldOblique", "Futura-Heavy".
  const size_t cut = w.font.find_first_of("-,");
  const std::string style = cut == std::string::npos ? "" : to_lower_ascii(w.font.substr(cut + 1));
  w.bold = contains(style, "bold") || contains(style, "black") || contains(style, "heavy") ||
           contains(style, "demi");
  w.italic = contains(style, "italic") || contains(style, "oblique") || style.ends_with("it");
  return w;
}

}  // namespace

PdfText read_pdf_words(const std::string& path) {
  poppler::set_debug_error_function(quiet, nullptr);
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) throw PdfError(path + ": no such file");
  std::unique_ptr<poppler::document> doc(poppler::document::load_from_file(path));
  if (!doc) throw PdfError(path + ": not a readable PDF (damaged, or not a PDF at all)");
  // A PDF that only restricts printing or copying opens without a password
  // and reads like any other; one that needs a password to open is refused.
  if (doc->is_locked())
    throw PdfError(path +
                   ": the PDF is encrypted with a password; Arbiter reads only PDFs "
                   "that open without one");
  PdfText out;
  out.pages = std::max(0, doc->pages());
  out.page_sizes.resize(static_cast<size_t>(out.pages));
  for (int i = 0; i < out.pages; ++i) {
    std::unique_ptr<poppler::page> page(doc->create_page(i));
    if (!page) continue;
    const poppler::rectf box = page->page_rect();
    if (box.width() > 0 && box.height() > 0)
      out.page_sizes[static_cast<size_t>(i)] = {box.width(), box.height()};
    for (const poppler::text_box& box : page->text_list(poppler::page::text_list_include_font))
      out.words.push_back(word_of(box, i + 1));
  }
  if (out.words.empty()) throw PdfError(path + ": the PDF has no text to read (a scan?)");
  return out;
}

}  // namespace arbiter::pdf
