// The search page (also the home page) and the cross-reference page.
#include <fmt/core.h>

#include <map>

#include "query/search.h"
#include "query/serve/html.h"
#include "query/serve/pages.h"
#include "query/xref.h"

namespace arbiter::serve {

namespace {

// A snippet's match marks (query::kMarkOpen/Close) as <mark>, the rest escaped.
std::string marked(const std::string& snippet) {
  std::string out, run;
  for (char c : snippet) {
    if (c == query::kMarkOpen || c == query::kMarkClose) {
      out += escape(run) + (c == query::kMarkOpen ? "<mark>" : "</mark>");
      run.clear();
    } else {
      run += c;
    }
  }
  return out + escape(run);
}

std::string results_html(const query::SearchRequest& req, const query::SearchResult& res) {
  std::string out;
  if (!res.corrected.empty())
    out += "<p class=\"note\">Did you mean <a href=\"/?q=" + escape(url_encode(res.corrected)) +
           "\">" + escape(res.corrected) + "</a>?</p>\n";
  if (res.hits.empty()) return out + "<p>No rule matches “" + escape(req.text) + "”.</p>\n";
  // Grouped by game, each game's hits in rank order.
  std::map<std::string, std::string> by_game;
  for (const auto& h : res.hits) {
    std::string where = h.edition + " · " + h.kind;
    if (!h.section.empty()) where += " · " + h.section;
    by_game[h.game] += "<li><a href=\"" + escape(entry_href(h.id, h.edition)) + "\">" +
                       escape(h.title) + "</a> <span class=\"meta\">" + escape(h.id) + " · " +
                       escape(where) + "</span><p>" + marked(h.snippet) + "</p></li>\n";
  }
  for (const auto& [game, items] : by_game)
    out += "<section><h2>" + escape(game_name(game)) + "</h2><ol class=\"hits\">\n" + items +
           "</ol></section>\n";
  return out;
}

}  // namespace

std::string search_page(const Resources& r, const Params& params) {
  query::SearchRequest req;
  req.text = page_param(params, "q");
  req.limit = 20;
  std::string body = "<div id=\"results\" aria-live=\"polite\">\n";
  if (req.text.find_first_not_of(" \t\r\n") == std::string::npos) {
    body +=
        "<h1>Rules at the table</h1>\n<p>Type a rule, a keyword or a half-remembered word above: "
        "results come as you type, typos forgiven.</p>\n<p>Try <a "
        "href=\"/?q=overcrush\">overcrush</a>, "
        "<a href=\"/?q=guard\">guard</a>, <a href=\"/?q=retalliate\">retalliate</a>, or "
        "<a href=\"/ask\">ask about a situation</a>.</p>\n";
    return page_shell("Search", body + "</div>");
  }
  body += results_html(req, query::search(r.catalog, req));
  return page_shell(req.text, body + "</div>", req.text);
}

std::string xref_page(const Resources& r, const std::string& id, const Params& params) {
  const query::XrefGraph g =
      query::cross_references(r.catalog, id, page_param(params, "edition"), 2);
  std::map<std::string, std::string> label;
  for (const auto& n : g.nodes) label[n.id] = n.label;
  std::string out, in, further;
  for (const auto& e : g.edges) {
    if (e.from == g.root)
      out += "<li>→ " + entry_link(e.to, e.to) + " " + escape(label[e.to]) +
             " <span class=\"meta\">" + escape(e.kind) + "</span></li>\n";
    else if (e.to == g.root)
      in += "<li>← " + entry_link(e.from, e.from) + " " + escape(label[e.from]) +
            " <span class=\"meta\">" + escape(e.kind) + "</span></li>\n";
    else
      further += "<li>" + entry_link(e.from, e.from) + " → " + entry_link(e.to, e.to) +
                 " <span class=\"meta\">" + escape(e.kind) + "</span></li>\n";
  }
  std::string body = "<article class=\"entry\">\n<h1>Around " + entry_link(g.root, g.root) +
                     "</h1>\n<p class=\"meta\">" + escape(label[g.root]) + " · " +
                     escape(g.edition) + "</p>\n";
  if (!out.empty()) body += "<section><h2>Points to</h2><ul>\n" + out + "</ul></section>\n";
  if (!in.empty()) body += "<section><h2>Pointed at by</h2><ul>\n" + in + "</ul></section>\n";
  if (!further.empty())
    body += "<section><h2>One step further</h2><ul>\n" + further + "</ul></section>\n";
  if (out.empty() && in.empty()) body += "<p>No cross-references.</p>\n";
  return page_shell("Around " + g.root, body + "</article>");
}

}  // namespace arbiter::serve
