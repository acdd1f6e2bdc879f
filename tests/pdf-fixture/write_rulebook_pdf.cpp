// arbiter-fixture-pdf: prints a corpus edition as a Rules Reference PDF, the
// way the published books are laid out, so that `import-edition` is tested
// without anyone's copy of the real book.
//
//   arbiter-fixture-pdf EDITION.xml OUT.pdf [--stress] [--title TEXT] [--cover]
//
// The page: a running header and a page number on every page, the edition's
// name above the first page's columns, two columns, headings in bold
// capitals (larger for parts and appendices), examples in italics, and a
// card image (a framed box with its own title, stats and copyright line in
// another face) on some pages. --stress also spaces the letters of headings
// apart ("AT TACK"), draws an icon glyph in a symbol face inside a sentence,
// and hyphenates words at line ends. --cover puts a page without text
// first, as a cover that is only a picture.
#include <cairo-pdf.h>
#include <cairo.h>

#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "indexer/corpus_reader.h"

namespace {

using arbiter::corpus::Block;
using arbiter::corpus::BlockType;
using arbiter::corpus::Edition;
using arbiter::corpus::Entry;

constexpr double kPageW = 612, kPageH = 792;
constexpr double kMarginX = 48, kTop = 84, kBottom = 732, kGutter = 24;
constexpr double kColumnW = (kPageW - 2 * kMarginX - kGutter) / 2;
constexpr double kBody = 9, kLead = 11.5;
const char* const kFace = "DejaVu Sans";
const char* const kCardFace = "DejaVu Serif";
const char* const kIconFace = "DejaVu Sans Mono";

struct Style {
  double size = kBody;
  bool bold = false;
  bool italic = false;
  const char* face = kFace;
};

class Writer {
 public:
  Writer(const std::string& out, bool stress)
      : surface_(cairo_pdf_surface_create(out.c_str(), kPageW, kPageH), cairo_surface_destroy),
        cr_(cairo_create(surface_.get()), cairo_destroy),
        stress_(stress) {
    if (cairo_surface_status(surface_.get()) != CAIRO_STATUS_SUCCESS)
      throw std::runtime_error(out + ": cannot create the PDF");
  }

  // A page with a frame and no text, as a cover picture leaves the text
  // layer.
  void cover() {
    cairo_rectangle(cr_.get(), kMarginX, kTop, kPageW - 2 * kMarginX, kBottom - kTop);
    cairo_stroke(cr_.get());
    cairo_show_page(cr_.get());
  }

  void title(const std::string& name) {
    start_page();
    const Style big{20, true, false};
    draw(kMarginX, kTop, name, big);
    y_ = column_top_ = kTop + 34;
  }

  void entry(const Entry& e) {
    if (e.kind == "faq") {
      blocks(e);
      return;
    }
    Style heading{10.5, true, false};
    std::string text = e.title;
    if (e.kind == "appendix" || (e.kind == "section" && e.depth == 0)) heading.size = 14;
    if (e.kind == "keyword") heading.size = kBody;
    for (const std::string& alias : e.aliases) text += ", " + alias;
    space(heading.size == 14 ? 10 : 6);
    const double lead = heading.size + 3;
    // Headings never end a column: the first body line comes with them.
    if (y_ + lead * 2 + kLead > kBottom) next_column();
    if (stress_ && e.depth == 0 && e.kind != "appendix") {
      for (const std::string& line : wrap(text, heading, kColumnW * 0.8))
        spaced_heading(line, heading);
    } else {
      for (const std::string& line : wrap(text, heading, kColumnW)) {
        fit(lead);
        draw(x_, y_, line, heading);
        y_ += lead;
      }
    }
    blocks(e);
  }

  void card_image(const std::string& name) {
    const double h = 120;
    space(6);
    fit(h + 8);
    cairo_t* cr = cr_.get();
    cairo_set_line_width(cr, 1);
    cairo_rectangle(cr, x_ + 30, y_, kColumnW - 60, h);
    cairo_stroke(cr);
    const Style card{7.5, true, false, kCardFace};
    draw(x_ + 38, y_ + 14, name, card);
    draw(x_ + 38, y_ + 60, "3", Style{16, true, false, kCardFace});
    draw(x_ + 38, y_ + h - 10, "\u00a9 MARVEL \u00a9 2019 FFG",
         Style{5.5, false, false, kCardFace});
    y_ += h + 8;
  }

  void finish() {
    finish_page();
    cairo_surface_finish(surface_.get());
    if (cairo_surface_status(surface_.get()) != CAIRO_STATUS_SUCCESS)
      throw std::runtime_error("cannot write the PDF");
  }

  int page() const { return page_; }

 private:
  void blocks(const Entry& e) {
    for (const Block& b : e.blocks) block(b);
  }

  void block(const Block& b) {
    space(3);
    Style body;
    std::string marker;
    double indent = 0;
    switch (b.type) {
      case BlockType::Bullet:
        marker = "\u2022";
        indent = 10;
        break;
      case BlockType::Step:
        marker = std::to_string(b.number) + ".";
        indent = 14;
        break;
      case BlockType::Example: body.italic = true; break;
      case BlockType::Paragraph:
      case BlockType::TableRow: break;
    }
    std::string text = b.text;
    const std::vector<std::string> lines = wrap(text, body, kColumnW - indent, stress_);
    for (size_t i = 0; i < lines.size(); ++i) {
      fit(kLead);
      if (i == 0 && !marker.empty()) draw(x_, y_, marker, body);
      draw_with_icons(x_ + indent, y_, lines[i], body);
      y_ += kLead;
    }
  }

  // In --stress, "[icon]" in the text is not printed as such: it becomes a
  // glyph of the symbol face, as the books print resource and boost icons.
  void draw_with_icons(double x, double y, const std::string& line, const Style& s) {
    const std::string mark = "[icon]";
    size_t at = line.find(mark);
    if (at == std::string::npos) {
      draw(x, y, line, s);
      return;
    }
    const std::string before = line.substr(0, at);
    draw(x, y, before, s);
    const double w = width(before, s);
    const Style icon{s.size, true, false, kIconFace};
    draw(x + w, y, "\u2605", icon);
    draw_with_icons(x + w + width("\u2605", icon), y, line.substr(at + mark.size()), s);
  }

  // "ATTACK" drawn as "AT" and "TACK" with a gap wider than a letter's, as a
  // tracked heading font leaves it in the text layer.
  void spaced_heading(const std::string& text, const Style& s) {
    const double lead = s.size + 3;
    fit(lead);
    double x = x_;
    for (size_t i = 0; i < text.size(); ++i) {
      const std::string ch = text.substr(i, 1);
      draw(x, y_, ch, s);
      x += width(ch, s) + (ch == "T" && i + 1 < text.size() && text[i + 1] != ' ' ? 3.2 : 0.6);
    }
    y_ += lead;
  }

  void space(double h) {
    if (y_ > kTop + 1) y_ += h;
  }

  void fit(double h) {
    if (y_ + h > kBottom) next_column();
  }

  void next_column() {
    if (column_ == 0) {
      column_ = 1;
      x_ = kMarginX + kColumnW + kGutter;
      y_ = column_top_;
      return;
    }
    finish_page();
    start_page();
  }

  void start_page() {
    ++page_;
    cairo_t* cr = cr_.get();
    cairo_set_source_rgb(cr, 0, 0, 0);
    draw(kMarginX, 40, "MARVEL CHAMPIONS: THE CARD GAME \u2013 RULES REFERENCE", Style{7});
    column_ = 0;
    x_ = kMarginX;
    y_ = column_top_ = kTop;
  }

  void finish_page() {
    const std::string number = std::to_string(page_);
    const Style s{8};
    draw((kPageW - width(number, s)) / 2, 760, number, s);
    cairo_show_page(cr_.get());
  }

  void set_font(const Style& s) {
    cairo_t* cr = cr_.get();
    cairo_select_font_face(cr, s.face,
                           s.italic ? CAIRO_FONT_SLANT_OBLIQUE : CAIRO_FONT_SLANT_NORMAL,
                           s.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, s.size);
  }

  double width(const std::string& text, const Style& s) {
    set_font(s);
    cairo_text_extents_t ext;
    cairo_text_extents(cr_.get(), text.c_str(), &ext);
    return ext.x_advance;
  }

  void draw(double x, double y, const std::string& text, const Style& s) {
    set_font(s);
    cairo_move_to(cr_.get(), x, y);
    cairo_show_text(cr_.get(), text.c_str());
  }

  static std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> words;
    std::string w;
    for (char c : text) {
      if (c == ' ') {
        if (!w.empty()) words.push_back(w);
        w.clear();
      } else {
        w += c;
      }
    }
    if (!w.empty()) words.push_back(w);
    return words;
  }

  // Greedy line filling; with `hyphenate`, a long lower-case word that does
  // not fit is split with a hyphen at the line's end, as justified book
  // text is.
  std::vector<std::string> wrap(const std::string& text, const Style& s, double w,
                                bool hyphenate = false) {
    std::vector<std::string> lines;
    std::string line;
    for (const std::string& word : words_of(text)) {
      const std::string candidate = line.empty() ? word : line + " " + word;
      if (line.empty() || width(candidate, s) <= w) {
        line = candidate;
        continue;
      }
      const bool splittable = hyphenate && word.size() >= 8 &&
                              word.find('-') == std::string::npos && word[0] >= 'a' &&
                              word[0] <= 'z' && word.back() >= 'a' && word.back() <= 'z';
      if (splittable && width(line + " " + word.substr(0, 4) + "-", s) <= w) {
        lines.push_back(line + " " + word.substr(0, 4) + "-");
        line = word.substr(4);
      } else {
        lines.push_back(line);
        line = word;
      }
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
  }

  std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface_;
  std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr_;
  bool stress_ = false;
  int page_ = 0;
  int column_ = 0;
  double x_ = kMarginX, y_ = kTop, column_top_ = kTop;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: arbiter-fixture-pdf EDITION.xml OUT.pdf [--stress] [--title T]\n");
    return 2;
  }
  bool stress = false, cover = false;
  std::string title;
  for (int i = 3; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--stress") stress = true;
    if (arg == "--cover") cover = true;
    if (arg == "--title" && i + 1 < argc) title = argv[++i];
  }
  try {
    const Edition ed = arbiter::corpus::read_edition_file(argv[1]);
    Writer w(argv[2], stress);
    if (cover) w.cover();
    w.title(title.empty() ? ed.name : title);
    int entries = 0;
    for (const Entry& e : ed.entries) {
      w.entry(e);
      // A card image every few dozen entries, as the books show an example
      // card beside the entry that describes it.
      if (++entries % 40 == 0) w.card_image("ENHANCED IVORY HORN");
    }
    w.finish();
    std::printf("%s: %d pages, %zu entries\n", argv[2], w.page(), ed.entries.size());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "arbiter-fixture-pdf: %s\n", e.what());
    return 1;
  }
  return 0;
}
