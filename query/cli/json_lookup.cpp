#include "common/json.h"
#include "query/cli/json_flat.h"
#include "query/cli/json_views.h"
#include "query/cli/terminal.h"

namespace arbiter::cli {

namespace {

// A snippet's marks as render_marks writes them without colour.
const FlatJson::Marks kSnippetMarks{query::kMarkOpen, query::kMarkClose, "«", "»"};

void diff_stats_json(JsonWriter& w, const query::DiffStats& s) {
  w.begin_object().key("words_from").value(s.words_from).key("words_to").value(s.words_to);
  w.key("deleted")
      .value(s.deleted)
      .key("inserted")
      .value(s.inserted)
      .key("similarity")
      .value(s.similarity());
  w.end_object();
}

const char* op_name(query::DiffOp::Kind k) {
  switch (k) {
    case query::DiffOp::Kind::Delete: return "delete";
    case query::DiffOp::Kind::Insert: return "insert";
    default: return "equal";
  }
}

}  // namespace

std::string search_json(const query::SearchRequest& req, const query::SearchResult& res) {
  // Written straight into text (json_flat.h): a server sends this for
  // every word typed.
  FlatJson w;
  w.begin_object().key("query").value(req.text);
  w.key("did_you_mean");
  if (res.corrected.empty())
    w.null();
  else
    w.value(res.corrected);
  w.key("not_read").value(static_cast<int64_t>(res.words_not_read));
  w.key("results").begin_array();
  for (const query::SearchHit& h : res.hits) {
    w.begin_object();
    w.key("id").value(h.id).key("game").value(h.game).key("edition").value(h.edition);
    w.key("title").value(h.title).key("kind").value(h.kind).key("section").value(h.section);
    w.key("snippet").value(h.snippet, kSnippetMarks);
    w.key("score").value(h.score).key("match").value(h.match);
    w.end_object();
  }
  w.end_array().end_object();
  return std::move(w).str();
}

std::string entry_json(const query::EntryView& v) {
  JsonWriter w;
  w.begin_object();
  w.key("id").value(v.id).key("game").value(v.game).key("edition").value(v.edition);
  w.key("kind").value(v.kind).key("title").value(v.title).key("aliases").string_array(v.aliases);
  w.key("parent");
  if (v.parent.empty())
    w.null();
  else
    w.value(v.parent);
  w.key("section").value(v.section);
  w.key("text").value(v.text);
  w.key("subentries").begin_array();
  for (const auto& s : v.subentries)
    w.begin_object()
        .key("id")
        .value(s.id)
        .key("title")
        .value(s.title)
        .key("kind")
        .value(s.kind)
        .end_object();
  w.end_array();
  w.key("references").begin_array();
  for (const auto& r : v.references) {
    w.begin_object().key("id");
    if (r.id.empty())
      w.null();
    else
      w.value(r.id);
    w.key("kind").value(r.kind).key("words").value(r.words).key("title").value(r.title);
    if (!r.outside.empty()) w.key("outside").value(r.outside);
    w.end_object();
  }
  w.end_array();
  w.key("backlinks").begin_array();
  for (const auto& b : v.backlinks)
    w.begin_object()
        .key("id")
        .value(b.id)
        .key("title")
        .value(b.title)
        .key("kind")
        .value(b.kind)
        .key("edition")
        .value(b.edition)
        .end_object();
  w.end_array();
  w.key("predicates").begin_array();
  for (const auto& p : v.predicates)
    w.begin_object().key("id").value(p.id).key("summary").value(p.summary).end_object();
  w.end_array();
  w.key("editions").string_array(v.editions);
  if (!v.fallback_from.empty()) w.key("fallback_from").value(v.fallback_from);
  w.key("source").begin_object().key("file").value(v.source).key("lines").value(v.lines);
  w.key("first_line").value(v.first_line).key("last_line").value(v.last_line).end_object();
  w.end_object();
  return w.str();
}

std::string xref_json(const query::XrefGraph& g) {
  JsonWriter w;
  w.begin_object().key("root").value(g.root).key("edition").value(g.edition).key("depth").value(
      g.depth);
  w.key("nodes").begin_array();
  for (const auto& n : g.nodes)
    w.begin_object()
        .key("id")
        .value(n.id)
        .key("title")
        .value(n.title)
        .key("kind")
        .value(n.kind)
        .key("distance")
        .value(n.distance)
        .end_object();
  w.end_array().key("edges").begin_array();
  for (const auto& e : g.edges)
    w.begin_object()
        .key("from")
        .value(e.from)
        .key("to")
        .value(e.to)
        .key("kind")
        .value(e.kind)
        .end_object();
  w.end_array().end_object();
  return w.str();
}

std::string diff_json(const query::EntryDiff& d) {
  JsonWriter w;
  w.begin_object().key("id").value(d.id).key("from").value(d.from).key("to").value(d.to);
  w.key("from_title").value(d.from_title).key("to_title").value(d.to_title);
  w.key("ops").begin_array();
  for (const auto& op : d.ops)
    w.begin_object().key("op").value(op_name(op.kind)).key("text").value(op.text).end_object();
  w.end_array().key("stats");
  diff_stats_json(w, d.stats);
  w.end_object();
  return w.str();
}

std::string changes_json(const std::vector<query::EditionChange>& changes, const std::string& from,
                         const std::string& to) {
  JsonWriter w;
  w.begin_object().key("from").value(from).key("to").value(to);
  w.key("changes").begin_array();
  for (const auto& ch : changes) {
    std::vector<std::string> kinds;
    for (query::ChangeKind k : ch.kinds) kinds.push_back(query::kind_name(k));
    w.begin_object().key("id").value(ch.id).key("kinds").string_array(kinds).key("title").value(
        ch.title);
    w.key("detail").value(ch.detail).key("stats");
    diff_stats_json(w, ch.stats);
    if (ch.has(query::ChangeKind::kChanged))
      w.key("effect")
          .value(query::effect_name(ch.effect.effect))
          .key("effect_why")
          .value(ch.effect.why);
    w.end_object();
  }
  w.end_array().end_object();
  return w.str();
}

}  // namespace arbiter::cli
