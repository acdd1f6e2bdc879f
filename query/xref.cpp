#include "query/xref.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "query/entry_label.h"
#include "query/entry_view.h"

namespace arbiter::query {

XrefGraph cross_references(const Catalog& catalog, const std::string& id,
                           const std::string& edition, int depth) {
  if (depth < 1 || depth > 5) throw std::invalid_argument("--depth must be between 1 and 5");
  const EntryView root = load_entry(catalog, id, edition);
  XrefGraph g;
  g.root = root.id;
  g.edition = root.edition;
  g.depth = depth;

  const Database& db = catalog.db();
  Statement out =
      db.prepare("SELECT to_id, kind FROM refs WHERE from_id=? AND edition=? AND to_id<>''");
  Statement in = db.prepare("SELECT from_id, kind FROM refs WHERE to_id=? AND edition=?");
  Statement info =
      db.prepare("SELECT title, kind, number, text FROM entries WHERE id=? AND edition=?");

  std::map<std::string, int> distance{{g.root, 0}};
  std::set<std::tuple<std::string, std::string, std::string>> edges;
  std::vector<std::string> frontier{g.root};
  for (int d = 1; d <= depth && !frontier.empty(); ++d) {
    std::vector<std::string> next;
    for (const std::string& node : frontier) {
      auto visit = [&](Statement& st, bool outgoing) {
        st.bind(1, node).bind(2, g.edition);
        while (st.step()) {
          const std::string other = st.text(0);
          const std::string kind = st.text(1);
          edges.emplace(outgoing ? node : other, outgoing ? other : node, kind);
          if (distance.emplace(other, d).second) next.push_back(other);
        }
        st.reset();
      };
      visit(out, true);
      visit(in, false);
    }
    frontier = std::move(next);
  }

  std::vector<std::pair<int, std::string>> order;
  for (const auto& [node, d] : distance) order.emplace_back(d, node);
  std::sort(order.begin(), order.end());
  for (const auto& [d, node] : order) {
    XrefNode n{node, "", "", d, ""};
    info.bind(1, node).bind(2, g.edition);
    if (info.step()) {
      n.title = info.text(0);
      n.kind = info.text(1);
      n.label = entry_label(n.title, info.text(2), info.text(3));
    } else {
      TitleAndLabel other = title_and_label(catalog, node);  // only in another edition
      n.title = std::move(other.title);
      n.label = std::move(other.label);
    }
    info.reset();
    g.nodes.push_back(n);
  }
  for (const auto& [from, to, kind] : edges) g.edges.push_back({from, to, kind});
  return g;
}

static std::string dot_quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string to_dot(const XrefGraph& g) {
  std::string out = "digraph xref {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n";
  for (const XrefNode& n : g.nodes) {
    out += "  " + dot_quote(n.id) + " [label=" + dot_quote(n.title + "\\n" + n.id);
    if (n.distance == 0) out += ", style=bold";
    out += "];\n";
  }
  for (const XrefEdge& e : g.edges)
    out += "  " + dot_quote(e.from) + " -> " + dot_quote(e.to) + " [label=" + dot_quote(e.kind) +
           "];\n";
  return out + "}\n";
}

}  // namespace arbiter::query
