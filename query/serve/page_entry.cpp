// The entry page (text with every reference a link, backlinks, editions)
// and the diff page between two editions of an entry.
#include <fmt/core.h>

#include <algorithm>
#include <map>

#include "query/edition_compare.h"
#include "query/entry_view.h"
#include "query/serve/html.h"
#include "query/serve/pages.h"

namespace arbiter::serve {

namespace {

struct Span {
  size_t at, size;
  std::string id;
};

// `text` escaped, with the first place each reference's words appear
// (not yet linked elsewhere in the entry) made a link to its target.
std::string linked(const std::string& text, const std::vector<query::RefView>& refs,
                   std::map<std::string, bool>& done) {
  std::vector<Span> spans;
  for (const auto& r : refs) {
    if (r.id.empty() || r.words.empty() || done[r.id]) continue;
    const size_t at = text.find(r.words);
    if (at == std::string::npos) continue;
    const bool overlaps = std::any_of(spans.begin(), spans.end(), [&](const Span& s) {
      return at < s.at + s.size && s.at < at + r.words.size();
    });
    if (overlaps) continue;
    spans.push_back({at, r.words.size(), r.id});
    done[r.id] = true;
  }
  std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.at < b.at; });
  std::string out;
  size_t from = 0;
  for (const Span& s : spans) {
    out += escape(text.substr(from, s.at - from));
    out += entry_link(s.id, text.substr(s.at, s.size));
    from = s.at + s.size;
  }
  return out + escape(text.substr(from));
}

std::string blocks_html(const query::EntryView& v) {
  std::map<std::string, bool> done;
  std::string out;
  std::string open;  // the list being written: "ul", "ol" or ""
  auto close = [&] {
    if (!open.empty()) out += "</" + open + ">\n";
    open.clear();
  };
  for (const auto& b : v.blocks) {
    const std::string text = linked(b.text, v.references, done);
    const std::string list = b.type == "li" ? "ul" : b.type == "step" ? "ol" : "";
    if (list != open) {
      close();
      if (!list.empty()) out += "<" + list + ">\n";
      open = list;
    }
    if (b.type == "li")
      out += "<li>" + text + "</li>\n";
    else if (b.type == "step")
      out += fmt::format("<li value=\"{}\">{}</li>\n", b.number, text);
    else if (b.type == "example")
      out += "<p class=\"example\">" + text + "</p>\n";
    else if (b.type == "header")
      out += "<h3>" + text + "</h3>\n";
    else
      out += "<p>" + text + "</p>\n";
  }
  close();
  return out;
}

std::string editions_html(const query::EntryView& v) {
  std::string out = "<nav class=\"editions\" aria-label=\"Editions\">Editions:";
  for (const auto& e : v.editions) {
    if (e == v.edition)
      out += " <strong aria-current=\"page\">" + escape(e) + "</strong>";
    else
      out += " <a href=\"" + escape(entry_href(v.id, e)) + "\">" + escape(e) + "</a>";
  }
  // The edition before this one, for "what changed".
  auto it = std::find(v.editions.begin(), v.editions.end(), v.edition);
  if (it != v.editions.end() && it + 1 != v.editions.end())
    out += fmt::format(" · <a href=\"/diff/{}?from={}&amp;to={}\">changes since {}</a>",
                       escape(url_encode(v.id)), escape(url_encode(*(it + 1))),
                       escape(url_encode(v.edition)), escape(*(it + 1)));
  return out + "</nav>\n";
}

// Backlinks grouped by what they are: FAQ answers and errata resting on the
// entry first, then rules that refer to it.
std::string backlinks_html(const query::EntryView& v) {
  std::string rests, refers;
  for (const auto& b : v.backlinks) {
    std::string li = "<li>" + entry_link(b.id, b.id) + " " + escape(b.label) +
                     " <span class=\"meta\">" + escape(b.kind) + ", " + escape(b.edition) +
                     "</span></li>\n";
    (b.kind == "rests-on" ? rests : refers) += li;
  }
  std::string out;
  if (!rests.empty())
    out += "<section><h2>FAQ and errata resting on it</h2><ul>\n" + rests + "</ul></section>\n";
  if (!refers.empty())
    out += "<section><h2>Referred to by</h2><ul>\n" + refers + "</ul></section>\n";
  return out;
}

std::string references_html(const query::EntryView& v) {
  if (v.references.empty()) return "";
  std::string out = "<section><h2>Refers to</h2><ul>\n";
  for (const auto& r : v.references) {
    if (r.id.empty())
      out += "<li>“" + escape(r.words) + "” <span class=\"meta\">" + escape(r.kind) +
             "; not in the rulebooks here: " + escape(r.outside) + "</span></li>\n";
    else
      out += "<li>" + entry_link(r.id, r.id) + " " + escape(r.label) + " <span class=\"meta\">" +
             escape(r.kind) + "</span></li>\n";
  }
  return out + "</ul></section>\n";
}

}  // namespace

std::string entry_page(const Resources& r, const std::string& id, const Params& params) {
  const query::EntryView v = query::load_entry(r.catalog, id, page_param(params, "edition"));
  std::string body = "<article class=\"entry\">\n";
  body += "<p class=\"crumbs\">" + escape(game_name(v.game)) + " · " + escape(v.edition) + " · " +
          escape(v.kind);
  if (!v.parent.empty())
    body += " · in " + entry_link(v.parent, v.parent_label.empty() ? v.parent : v.parent_label);
  body += "</p>\n<h1>" + escape(v.title) + "</h1>\n<p class=\"id\">" + escape(v.id) + "</p>\n";
  if (!v.fallback_from.empty())
    body += "<p class=\"note\">Not in the partial edition " + escape(v.fallback_from) +
            "; shown from " + escape(v.edition) + ", the newest edition that has it.</p>\n";
  if (!v.aliases.empty()) {
    std::string a;
    for (const auto& s : v.aliases) a += (a.empty() ? "" : ", ") + s;
    body += "<p class=\"meta\">Also: " + escape(a) + "</p>\n";
  }
  body += editions_html(v);
  body += "<div class=\"text\">\n" + blocks_html(v) + "</div>\n";
  if (!v.subentries.empty()) {
    body += "<section><h2>Sub-entries</h2><ul>\n";
    for (const auto& s : v.subentries)
      body += "<li>" + entry_link(s.id, s.id, v.edition) + " " + escape(s.label) + "</li>\n";
    body += "</ul></section>\n";
  }
  body += references_html(v) + backlinks_html(v);
  if (!v.predicates.empty()) {
    body += "<section><h2>Implemented by</h2><ul>\n";
    for (const auto& p : v.predicates)
      body += "<li><code>" + escape(p.id) + "</code> " + escape(p.summary) + "</li>\n";
    body += "</ul></section>\n";
  }
  body += "<p><a href=\"/xref/" + escape(url_encode(v.id)) + "\">Cross-references around " +
          escape(v.id) + "</a></p>\n";
  body += "<p class=\"meta\">Source: " + escape(v.source) + " lines " + escape(v.lines) + "</p>\n";
  body += "</article>";
  return page_shell(v.title, body);
}

std::string diff_page(const Resources& r, const std::string& id, const Params& params) {
  const query::EntryDiff d =
      query::diff_entry(r.catalog, id, page_param(params, "from"), page_param(params, "to"));
  std::string text;
  for (const auto& op : d.ops) {
    const std::string piece = escape(op.text);
    if (!text.empty() && !op.text.empty() && text.back() != '\n' && op.text.front() != '\n')
      text += ' ';
    if (op.kind == query::DiffOp::Kind::Delete)
      text += "<del>" + piece + "</del>";
    else if (op.kind == query::DiffOp::Kind::Insert)
      text += "<ins>" + piece + "</ins>";
    else
      text += piece;
  }
  std::string body = "<article class=\"entry\">\n<h1>" + escape(d.to_title) + "</h1>\n";
  body += "<p class=\"id\">" + entry_link(d.id, d.id, d.to) + ": " + escape(d.from) + " → " +
          escape(d.to) +
          (d.from_title == d.to_title ? "" : ", renamed from " + escape(d.from_title)) + "</p>\n";
  body += "<div class=\"text diff\">" + text + "</div>\n";
  body += fmt::format("<p class=\"meta\">{} words added, {} removed, {:.0f}% unchanged</p>\n",
                      d.stats.inserted, d.stats.deleted, d.stats.similarity() * 100);
  body += "</article>";
  return page_shell(d.to_title + " " + d.from + "→" + d.to, body);
}

}  // namespace arbiter::serve
