// Importer for the plain-text Marvel Champions Rules Reference (the earlier
// edition): one entry per ALL-CAPS heading, bullets as "- ", "See also:" and
// "See:" lines, "(See X.)" inline references.
//
// The source sometimes runs two paragraphs together without a space
// ("...play area.Unless ..."), and once a heading onto the end of a line
// ("...etc.ENEMY ATTACKS"). Such lines are cut at the run-in so each part
// lands in its own block, keeping every character.
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <stdexcept>
#include <vector>

#include "common/text.h"
#include "indexer/import/importers.h"
#include "indexer/import/see_references.h"
#include "indexer/import/xml_build.h"

namespace arbiter::import {
namespace {

enum class SegKind { Heading, Bullet, Para };

struct Segment {
  int line = 0;
  SegKind kind = SegKind::Para;
  std::string text;
};

struct RawEntry {
  int title_line = 0;
  std::string heading;  // as printed, e.g. "TOUGH, TOUGHNESS"
  std::vector<Segment> body;
  std::string id;
  std::string kind;
  std::vector<std::string> titles;  // first is the title, the rest aliases
};

bool has_lower(const std::string& s) {
  for (char c : s)
    if (c >= 'a' && c <= 'z') return true;
  return false;
}

bool has_upper(const std::string& s) {
  for (char c : s)
    if (c >= 'A' && c <= 'Z') return true;
  return false;
}

bool is_heading(const std::string& s) {
  return !s.empty() && has_upper(s) && !has_lower(s);
}

// Finds run-ins: a sentence end directly followed by an upper-case letter or
// by "- " (a bullet run into the previous line).
std::vector<size_t> run_in_cuts(const std::string& s) {
  std::vector<size_t> cuts;
  for (size_t i = 1; i + 1 < s.size(); ++i) {
    if (s[i] != '.') continue;
    const char prev = s[i - 1];
    const char next = s[i + 1];
    const bool prev_ok = (prev >= 'a' && prev <= 'z') || prev == ')';
    const bool bullet = next == '-' && i + 2 < s.size() && s[i + 2] == ' ';
    if (prev_ok && ((next >= 'A' && next <= 'Z') || bullet)) cuts.push_back(i + 1);
  }
  return cuts;
}

std::vector<Segment> segment_line(int line_no, const std::string& line) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t cut : run_in_cuts(line)) {
    parts.push_back(line.substr(start, cut - start));
    start = cut;
  }
  parts.push_back(line.substr(start));

  std::vector<Segment> segs;
  for (const std::string& part : parts) {
    Segment seg{line_no, SegKind::Para, part};
    if (starts_with(part, "- ")) {
      seg.kind = SegKind::Bullet;
      seg.text = part.substr(2);
    } else if (is_heading(part)) {
      seg.kind = SegKind::Heading;
    }
    segs.push_back(seg);
  }
  return segs;
}

std::string front_matter_slug(const std::string& title) {
  std::string slug = slugify(title);
  if (starts_with(slug, "the-")) slug = slug.substr(4);
  return slug;
}

const char* kOutsideAppendix = "the appendices are not part of the earlier edition's source text";

// The earlier edition's text names the appendices it does not have; any
// other reference that resolves to nothing is a mistake in the import.
void unresolved_ref(pugi::xml_node parent, const std::string& kind, const std::string& words,
                    int line) {
  if (starts_with(words, "Appendix")) {
    add_ref(parent, kind, "", words, kOutsideAppendix);
    return;
  }
  throw std::runtime_error("line " + std::to_string(line) + ": cannot resolve reference '" + words +
                           "'");
}

void add_text_with_refs(pugi::xml_node parent, const Resolver& resolver, const std::string& text,
                        int line) {
  const Unresolved unresolved = [line](pugi::xml_node p, const std::string& kind,
                                       const std::string& words) {
    unresolved_ref(p, kind, words, line);
  };
  import::add_text_with_refs(parent, resolver, text, unresolved);
}

void emit_body(pugi::xml_node entry, const RawEntry& raw, const Resolver& resolver) {
  pugi::xml_node list;
  for (const Segment& seg : raw.body) {
    if (seg.kind == SegKind::Bullet) {
      if (!list) list = entry.append_child("ul");
      add_text_with_refs(add_lined(list, "li", seg.line, seg.line), resolver, seg.text, seg.line);
      continue;
    }
    list = pugi::xml_node();
    const char* block = starts_with(seg.text, "For example:") ? "example" : "p";
    add_text_with_refs(add_lined(entry, block, seg.line, seg.line), resolver, seg.text, seg.line);
  }
}

// Names listed in the KEYWORDS entry ("The following keywords are used in
// the game: Guard, Overkill, ...") mark keyword entries.
std::set<std::string> keyword_ids(const std::vector<RawEntry>& entries, const Resolver& resolver) {
  std::set<std::string> ids;
  for (const RawEntry& e : entries) {
    if (e.id != "mc:keywords") continue;
    for (const Segment& seg : e.body) {
      const size_t colon = seg.text.find("used in the game: ");
      if (colon == std::string::npos) continue;
      for (const std::string& name : split(seg.text.substr(colon + 18), ','))
        if (auto id = resolver.resolve(trim(name))) ids.insert(*id);
    }
  }
  return ids;
}

}  // namespace

void import_mc_text(const std::string& text, const std::string& source_rel,
                    pugi::xml_document& doc) {
  const std::vector<std::string> lines = split_lines(text);
  if (lines.empty()) throw std::runtime_error("source is empty");

  std::vector<RawEntry> entries;
  bool in_glossary = false;
  for (size_t i = 1; i < lines.size(); ++i) {
    const int line_no = static_cast<int>(i) + 1;
    if (trim(lines[i]).empty()) continue;
    for (const Segment& seg : segment_line(line_no, lines[i])) {
      if (seg.kind == SegKind::Heading) {
        RawEntry e;
        e.title_line = seg.line;
        e.heading = seg.text;
        e.titles = heading_titles(seg.text);
        if (e.heading == "GLOSSARY") {
          in_glossary = true;
          e.kind = "section";
        } else {
          e.kind = in_glossary ? "glossary" : "front-matter";
        }
        e.id = "mc:" + (in_glossary ? slugify(e.titles[0]) : front_matter_slug(e.titles[0]));
        entries.push_back(std::move(e));
      } else {
        if (entries.empty())
          throw std::runtime_error("line " + std::to_string(line_no) + ": text before any heading");
        entries.back().body.push_back(seg);
      }
    }
  }

  std::vector<std::pair<std::string, std::string>> titles;
  for (const RawEntry& e : entries)
    for (const std::string& t : e.titles) titles.emplace_back(t, e.id);
  const Resolver resolver(titles);
  const std::set<std::string> keywords = keyword_ids(entries, resolver);

  pugi::xml_node edition = doc.append_child("edition");
  edition.append_attribute("game") = "mc";
  edition.append_attribute("label") = "1.1";
  edition.append_attribute("scope") = "whole";
  edition.append_attribute("sequence") = "1";
  edition.append_attribute("source") = source_rel.c_str();
  add_text(add_lined(edition, "name", 1, 1), trim(lines[0]));

  for (const RawEntry& raw : entries) {
    pugi::xml_node entry = edition.append_child("entry");
    entry.append_attribute("id") = raw.id.c_str();
    entry.append_attribute("kind") = keywords.count(raw.id) ? "keyword" : raw.kind.c_str();
    add_text(add_lined(entry, "title", raw.title_line, raw.title_line), raw.titles[0]);
    for (size_t t = 1; t < raw.titles.size(); ++t)
      add_text(add_lined(entry, "alias", raw.title_line, raw.title_line), raw.titles[t]);
    emit_body(entry, raw, resolver);
  }
}

}  // namespace arbiter::import
