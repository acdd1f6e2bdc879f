#include "indexer/pdf/page_layout.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <tuple>

namespace arbiter::pdf {
namespace {

// "DejaVuSans-BoldOblique" -> "DejaVuSans": the family, whatever the style.
std::string family_of(const std::string& font) {
  const size_t cut = font.find_first_of("-,");
  return cut == std::string::npos ? font : font.substr(0, cut);
}

double center(const Word& w) {
  return (w.y0 + w.y1) / 2;
}

// A line as first found: words side by side on one baseline and column.
struct RawLine {
  std::vector<const Word*> words;
  int column = 0;
};

bool only_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string digits_as_hash(const std::string& s) {
  std::string out = s;
  for (char& c : out)
    if (c >= '0' && c <= '9') c = '#';
  return out;
}

bool is_bullet_mark(const std::string& s) {
  return std::find(std::begin(kBulletMarks), std::end(kBulletMarks), s) != std::end(kBulletMarks);
}

int code_points(const std::string& s) {
  int n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

std::string join_words(const std::vector<const Word*>& words) {
  std::string text;
  for (size_t i = 0; i < words.size(); ++i) {
    if (i > 0) {
      const Word& prev = *words[i - 1];
      const bool gap = words[i]->x0 - prev.x1 > 0.2 * std::max(prev.size, 1.0);
      if (prev.space_after || gap) text += ' ';
    }
    text += words[i]->text;
  }
  return text;
}

class Reader {
 public:
  explicit Reader(const PdfText& pdf) : pdf_(pdf) {
    count_families();
    find_gutters();
  }

  Layout read() {
    Layout out;
    std::vector<std::vector<RawLine>> pages(pdf_.pages + 1);
    for (RawLine& l : group_lines()) pages[l.words.front()->page].push_back(std::move(l));
    const std::set<std::string> furniture = repeated_furniture(pages);
    for (int p = 1; p <= pdf_.pages; ++p) read_page(pages[p], furniture, out);
    for (const TextLine& l : out.lines)
      if (l.column >= 0) out.column_width = std::max(out.column_width, l.x1 - (l.x0 - l.indent));
    out.body_size = body_size_;
    return out;
  }

 private:
  void count_families() {
    std::map<std::string, size_t> chars;
    std::map<double, size_t> sizes;
    size_t total = 0;
    for (const Word& w : pdf_.words) {
      chars[family_of(w.font)] += w.text.size();
      sizes[std::round(w.size * 2) / 2] += w.text.size();
      total += w.text.size();
    }
    // A face setting fewer than one letter in thirty is not the book's
    // text: it is a card image's, or an icon font's.
    for (const auto& [family, n] : chars)
      if (n * 30 >= total) text_families_.insert(family);
    size_t best = 0;
    for (const auto& [size, n] : sizes)
      if (n > best) best = n, body_size_ = size;
  }

  bool rare(const Word& w) const { return !text_families_.count(family_of(w.font)); }

  // Words grouped into lines: same page, centres within a third of their
  // size, sizes alike (a title beside a column's first line is not one line
  // with it), and split where a gutter between columns runs through.
  std::vector<RawLine> group_lines() const {
    std::vector<const Word*> sorted;
    for (const Word& w : pdf_.words)
      if (!w.text.empty()) sorted.push_back(&w);
    std::stable_sort(sorted.begin(), sorted.end(), [](const Word* a, const Word* b) {
      return a->page != b->page ? a->page < b->page : center(*a) < center(*b);
    });
    std::vector<RawLine> lines;
    std::vector<std::vector<const Word*>> open;
    auto flush = [&] {
      for (std::vector<const Word*>& band : open) {
        std::sort(band.begin(), band.end(),
                  [](const Word* a, const Word* b) { return a->x0 < b->x0; });
        split_columns(band, lines);
      }
      open.clear();
    };
    for (const Word* w : sorted) {
      if (!open.empty() && open.front().front()->page != w->page) flush();
      std::vector<const Word*>* home = nullptr;
      for (std::vector<const Word*>& band : open) {
        const Word& last = *band.back();
        const double tolerance = 0.35 * std::min(last.size, w->size);
        const double ratio =
            std::max(last.size, w->size) / std::max(0.1, std::min(last.size, w->size));
        if (std::fabs(center(*w) - center(last)) <= tolerance && ratio < 1.6) home = &band;
      }
      if (home)
        home->push_back(w);
      else
        open.push_back({w});
    }
    flush();
    std::stable_sort(lines.begin(), lines.end(), [](const RawLine& a, const RawLine& b) {
      const Word& x = *a.words.front();
      const Word& y = *b.words.front();
      return x.page != y.page ? x.page < y.page : center(x) < center(y);
    });
    return lines;
  }

  const PdfText::PageSize& size_of(int page) const {
    return pdf_.page_sizes[static_cast<size_t>(page - 1)];
  }

  // Where each page's columns part: the x in the middle fifth of the page
  // that the fewest words cross (nearest the middle among equals), so that
  // columns set off-centre by inner and outer margins still part.
  void find_gutters() {
    gutters_.resize(static_cast<size_t>(pdf_.pages) + 1);
    std::vector<std::vector<const Word*>> by_page(static_cast<size_t>(pdf_.pages) + 1);
    for (const Word& w : pdf_.words) by_page[static_cast<size_t>(w.page)].push_back(&w);
    for (int p = 1; p <= pdf_.pages; ++p) {
      const double width = size_of(p).width;
      double best = width / 2;
      size_t fewest = SIZE_MAX;
      for (double x = width * 0.4; x <= width * 0.6; x += 1) {
        size_t crossing = 0;
        for (const Word* w : by_page[static_cast<size_t>(p)]) crossing += w->x0 < x && w->x1 > x;
        if (crossing < fewest ||
            (crossing == fewest && std::fabs(x - width / 2) < std::fabs(best - width / 2)))
          fewest = crossing, best = x;
      }
      gutters_[static_cast<size_t>(p)] = best;
    }
  }

  void split_columns(const std::vector<const Word*>& band, std::vector<RawLine>& lines) const {
    const double mid = gutters_[static_cast<size_t>(band.front()->page)];
    auto push = [&](RawLine l) {
      const double x0 = l.words.front()->x0, x1 = l.words.back()->x1;
      l.column = x1 <= mid + 1 ? 0 : x0 >= mid - 1 ? 1 : -1;
      lines.push_back(std::move(l));
    };
    RawLine cur;
    for (const Word* w : band) {
      if (!cur.words.empty()) {
        const Word& prev = *cur.words.back();
        if (prev.x1 < mid && w->x0 > mid && w->x0 - prev.x1 > 2 * prev.size) {
          push(std::move(cur));
          cur = RawLine();
        }
      }
      cur.words.push_back(w);
    }
    push(std::move(cur));
  }

  bool in_margin(const RawLine& l) const {
    const double y = center(*l.words.front());
    const double height = size_of(l.words.front()->page).height;
    return y < height * 0.08 || y > height * 0.92;
  }

  // Lines in the top or bottom margin whose wording (digits aside) comes
  // back on a third of the pages or more: running headers and footers.
  std::set<std::string> repeated_furniture(const std::vector<std::vector<RawLine>>& pages) const {
    std::map<std::string, std::set<int>> seen;
    for (int p = 1; p <= pdf_.pages; ++p)
      for (const RawLine& l : pages[p])
        if (in_margin(l)) seen[digits_as_hash(join_words(l.words))].insert(p);
    std::set<std::string> furniture;
    const size_t needed = std::max<size_t>(2, static_cast<size_t>(pdf_.pages) / 3);
    for (const auto& [key, on] : seen)
      if (on.size() >= needed) furniture.insert(key);
    return furniture;
  }

  void read_page(std::vector<RawLine>& lines, const std::set<std::string>& furniture,
                 Layout& out) const {
    std::vector<TextLine> kept;
    std::vector<size_t> candidates;
    for (RawLine& raw : lines) {
      const std::string text = join_words(raw.words);
      if (in_margin(raw) && only_digits(text)) {
        ++out.left_out.page_numbers;
        continue;
      }
      if (in_margin(raw) && furniture.count(digits_as_hash(text))) {
        ++out.left_out.running_headers;
        continue;
      }
      const bool all_rare =
          std::all_of(raw.words.begin(), raw.words.end(), [&](const Word* w) { return rare(*w); });
      if (all_rare || text.find("\u00a9") != std::string::npos) {
        candidates.push_back(kept.size());
      }
      kept.push_back(make_line(raw, out.left_out));
    }
    set_indents(kept);
    // A line in a face of its own that does not start at its column's
    // edge stands inside a card image (title, stats); so does any line with
    // a copyright sign, which only card images print.
    std::vector<bool> drop(kept.size(), false);
    for (size_t i : candidates)
      if (kept[i].indent > 2 || kept[i].text.find("\u00a9") != std::string::npos) drop[i] = true;
    std::vector<TextLine> page_lines;
    for (size_t i = 0; i < kept.size(); ++i) {
      if (drop[i])
        ++out.left_out.card_image_lines;
      else
        page_lines.push_back(std::move(kept[i]));
    }
    order(page_lines, out.lines);
  }

  TextLine make_line(const RawLine& raw, LayoutCounts& counts) const {
    TextLine t;
    t.page = raw.words.front()->page;
    t.column = raw.column;
    t.x0 = raw.words.front()->x0;
    t.x1 = raw.words.back()->x1;
    t.y0 = raw.words.front()->y0;
    t.y1 = raw.words.front()->y1;
    t.first_word_width = raw.words.front()->x1 - raw.words.front()->x0;
    std::vector<const Word*> words;
    std::vector<Word> icons;
    icons.reserve(raw.words.size());
    bool any_text = false;
    for (const Word* w : raw.words)
      if (!rare(*w)) any_text = true;
    std::map<double, size_t> sizes;
    t.bold = t.italic = true;
    for (const Word* w : raw.words) {
      // A glyph of an icon face amid the book's text: a resource, boost or
      // other icon, which the corpus marks as a symbol (<gap>).
      const int glyphs = code_points(w->text);
      // A bullet set in a symbol face is the line's bullet, not an icon;
      // letters and digits in a display face ("Q:") are words.
      const bool bullet = w == raw.words.front() && is_bullet_mark(w->text);
      const bool spells = std::any_of(w->text.begin(), w->text.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
      });
      if ((any_text || raw.words.size() == 1) && rare(*w) && glyphs <= 3 && !bullet && !spells) {
        Word icon = *w;
        icon.text.clear();
        for (int g = 0; g < glyphs; ++g) icon.text += "[icon]";
        icons.push_back(icon);
        words.push_back(&icons.back());
        counts.icons += glyphs;
        continue;
      }
      words.push_back(w);
      t.bold = t.bold && w->bold;
      t.italic = t.italic && w->italic;
      sizes[std::round(w->size * 2) / 2] += w->text.size();
      t.y0 = std::min(t.y0, w->y0);
      t.y1 = std::max(t.y1, w->y1);
    }
    size_t best = 0;
    for (const auto& [size, n] : sizes)
      if (n > best) best = n, t.size = size;
    t.text = join_words(words);
    return t;
  }

  // A column's edge is where most of its lines start.
  static void set_indents(std::vector<TextLine>& lines) {
    std::map<int, std::map<long, int>> starts;
    for (const TextLine& l : lines) ++starts[l.column][std::lround(l.x0)];
    std::map<int, double> edge;
    for (const auto& [column, counts] : starts) {
      int best = 0;
      for (const auto& [x, n] : counts)
        if (n > best || (n == best && x < edge[column])) best = n, edge[column] = x;
    }
    for (TextLine& l : lines) l.indent = std::max(0.0, l.x0 - edge[l.column]);
  }

  // A line across both columns cuts the page into bands: above it, the
  // left column then the right; then the line; then the columns below it.
  static void order(std::vector<TextLine>& lines, std::vector<TextLine>& out) {
    std::vector<double> cuts;
    for (const TextLine& l : lines)
      if (l.column < 0) cuts.push_back(l.y0);
    std::sort(cuts.begin(), cuts.end());
    auto key = [&](const TextLine& l) {
      const auto band = std::lower_bound(cuts.begin(), cuts.end(), l.y0) - cuts.begin();
      return std::make_tuple(band + (l.column < 0 ? 1 : 0), l.column, l.y0);
    };
    std::stable_sort(lines.begin(), lines.end(),
                     [&](const TextLine& a, const TextLine& b) { return key(a) < key(b); });
    for (TextLine& l : lines) out.push_back(std::move(l));
  }

  const PdfText& pdf_;
  std::vector<double> gutters_;  // by page number
  std::set<std::string> text_families_;
  double body_size_ = 0;
};

}  // namespace

Layout read_layout(const PdfText& text) {
  return Reader(text).read();
}

}  // namespace arbiter::pdf
