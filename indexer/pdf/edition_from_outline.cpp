#include "indexer/pdf/edition_from_outline.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "common/text.h"
#include "indexer/import/see_references.h"
#include "indexer/import/xml_build.h"

namespace arbiter::pdf {
namespace {

struct Node {
  std::string id;
  std::string kind;
  std::vector<std::string> titles;
  int title_first = 0, title_last = 0;  // 0: a title Arbiter gives (FAQ items)
  std::vector<OutlineBlock> blocks;
  std::vector<size_t> children;
  long parent = -1;
};

// "SPIDER-MAN (CORE SET, 1A)" -> "SPIDER-MAN".
std::string without_brackets(const std::string& title) {
  const size_t open = title.find(" (");
  return open == std::string::npos ? title : title.substr(0, open);
}

bool contains(const std::string& s, const char* part) {
  return s.find(part) != std::string::npos;
}

std::set<std::string> word_set(const std::string& text) {
  std::set<std::string> words;
  std::string w;
  for (char c : text + " ") {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      w += c;
    } else if (c >= 'A' && c <= 'Z') {
      w += static_cast<char>(c - 'A' + 'a');
    } else {
      if (!w.empty()) words.insert(w);
      w.clear();
    }
  }
  return words;
}

double overlap(const std::set<std::string>& a, const std::set<std::string>& b) {
  if (a.empty() || b.empty()) return 0;
  size_t common = 0;
  for (const std::string& w : a) common += b.count(w);
  return 2.0 * static_cast<double>(common) / static_cast<double>(a.size() + b.size());
}

// An icon glyph the layout reading marked "[icon]" becomes a <gap>: a
// symbol the text cannot spell, left out of the fidelity check.
void mark_icons(pugi::xml_node block) {
  const std::string mark = "[icon]";
  for (pugi::xml_node child = block.first_child(); child;) {
    pugi::xml_node next = child.next_sibling();
    if (child.type() == pugi::node_pcdata) {
      const std::string text = child.value();
      const size_t at = text.find(mark);
      if (at != std::string::npos) {
        child.set_value(text.substr(0, at).c_str());
        pugi::xml_node gap = block.insert_child_after("gap", child);
        gap.append_child(pugi::node_pcdata).set_value("icon");
        pugi::xml_node rest = block.insert_child_after(pugi::node_pcdata, gap);
        rest.set_value(text.substr(at + mark.size()).c_str());
        next = rest;  // it may hold another icon
      }
    }
    child = next;
  }
}

class Builder {
  using TitleMap = std::map<std::string, std::vector<const KnownEntry*>>;

 public:
  Builder(const Outline& outline, const std::vector<KnownEntry>& known)
      : outline_(outline), known_(known) {
    for (const KnownEntry& k : known_) {
      TitleMap& by_title = k.kind == "errata"             ? errata_
                           : starts_with(k.id, "mc:faq-") ? faq_
                                                          : other_;
      for (const std::string& t : k.titles) by_title[slugify(t)].push_back(&k);
      known_words_.push_back(word_set(k.text));
    }
  }

  IdCounts build(const EditionHeader& header, pugi::xml_document& doc) {
    read_headings();
    for (size_t r : roots_) assign_ids(r);
    std::vector<std::pair<std::string, std::string>> titles, keywords;
    for (const Node& n : nodes_)
      if (n.title_first > 0)
        for (const std::string& t : n.titles) {
          titles.emplace_back(t, n.id);
          if (n.kind == "keyword") keywords.emplace_back(t, n.id);
        }
    // "Keywords (Uses)" names "Uses (X “type”)" by its id, mc:uses-x.
    for (const Node& n : nodes_)
      if (n.kind == "keyword") keywords.emplace_back(n.id.substr(n.id.find(':') + 1), n.id);
    const import::Resolver resolver(titles, keywords);
    pugi::xml_node ed = doc.append_child("edition");
    ed.append_attribute("game") = header.game.c_str();
    ed.append_attribute("label") = header.label.c_str();
    ed.append_attribute("scope") = "whole";
    ed.append_attribute("sequence") = header.sequence;
    ed.append_attribute("source") = header.source.c_str();
    import::add_text(import::add_lined(ed, "name", outline_.name_line, outline_.name_last_line),
                     outline_.name);
    for (size_t r : roots_) emit(ed, r, resolver);
    return counts_;
  }

 private:
  size_t add(Node n, long parent) {
    n.parent = parent;
    nodes_.push_back(std::move(n));
    const size_t idx = nodes_.size() - 1;
    if (parent < 0)
      roots_.push_back(idx);
    else
      nodes_[parent].children.push_back(idx);
    return idx;
  }

  void read_headings() {
    bool glossary = false, faq = false, errata = false;
    long appendix = -1, entry = -1;
    const std::vector<OutlineHeading>& headings = outline_.headings;
    for (size_t i = 0; i < headings.size(); ++i) {
      const OutlineHeading& h = headings[i];
      // A heading with nothing under it that the book prints again later
      // (a table of contents, a running title) is not the entry.
      const bool has_subs = i + 1 < headings.size() && headings[i + 1].level == HeadingLevel::kSub;
      const bool printed_again =
          h.blocks.empty() && !has_subs &&
          std::any_of(headings.begin() + static_cast<long>(i) + 1, headings.end(),
                      [&](const OutlineHeading& later) { return later.text == h.text; });
      if (printed_again) continue;
      Node n;
      n.title_first = h.first_line;
      n.title_last = h.last_line;
      n.blocks = h.blocks;
      switch (h.level) {
        case HeadingLevel::kPart:
          n.titles = {h.text};
          if (starts_with(h.text, "APPENDIX")) {
            n.kind = "appendix";
            faq = contains(h.text, "FAQ");
            errata = contains(h.text, "ERRATA");
            entry = appendix = static_cast<long>(add(std::move(n), -1));
          } else {
            n.kind = "section";
            // Entries after the GLOSSARY part are the glossary; after any
            // other part (CONTENTS, INTRODUCTION) they are still front matter.
            glossary = glossary || contains(h.text, "GLOSSARY");
            appendix = -1;
            entry = static_cast<long>(add(std::move(n), -1));
          }
          break;
        case HeadingLevel::kEntry:
          if (appendix >= 0) {
            n.titles = {h.text};
            n.kind = errata ? "errata" : "section";
            entry = static_cast<long>(add(std::move(n), appendix));
            if (faq) split_questions(static_cast<size_t>(entry));
          } else {
            n.titles = import::heading_titles(h.text);
            n.kind = glossary ? "glossary" : "front-matter";
            entry = static_cast<long>(add(std::move(n), -1));
          }
          break;
        case HeadingLevel::kSub:
          n.titles = {h.text};
          n.kind = entry >= 0 && nodes_[entry].titles[0] == "KEYWORDS" ? "keyword" : "section";
          add(std::move(n), entry);
          break;
      }
    }
  }

  // A FAQ section's questions, each "Q:" with the answers after it, are
  // entries of their own, titled after the section and numbered.
  void split_questions(size_t section) {
    std::vector<OutlineBlock> blocks = std::move(nodes_[section].blocks);
    nodes_[section].blocks.clear();
    int n = 0;
    long item = -1;
    for (OutlineBlock& b : blocks) {
      if (starts_with(b.text, "Q:")) {
        Node q;
        q.kind = "faq";
        q.titles = {nodes_[section].titles[0] + " (" + std::to_string(++n) + ")"};
        item = static_cast<long>(add(std::move(q), static_cast<long>(section)));
      }
      if (item < 0)
        nodes_[section].blocks.push_back(std::move(b));
      else
        nodes_[item].blocks.push_back(std::move(b));
    }
  }

  std::string own_text(const Node& n) const {
    std::string text;
    for (const OutlineBlock& b : n.blocks) text += b.text + " ";
    return text;
  }

  // The built-in id of an entry whose title changed: the unclaimed entry
  // whose words are nearly all the same.
  std::optional<std::string> renamed(const Node& n) const {
    const std::set<std::string> words = word_set(own_text(n));
    if (words.size() < 8) return std::nullopt;
    double best = 0.7;
    std::optional<std::string> id;
    for (size_t i = 0; i < known_.size(); ++i) {
      if (claimed_.count(known_[i].id)) continue;
      const double score = overlap(words, known_words_[i]);
      if (score > best) best = score, id = known_[i].id;
    }
    return id;
  }

  // The unclaimed built-in entry of one of the node's titles, of its own
  // kind when there is one: "OVERKILL" in the glossary (a "See: Keywords"
  // stub) and "Overkill" under KEYWORDS are two entries.
  std::optional<std::string> by_title(const TitleMap& map, const Node& n) const {
    const KnownEntry* other_kind = nullptr;
    for (const std::string& t : n.titles) {
      auto it = map.find(slugify(t));
      if (it == map.end()) continue;
      for (const KnownEntry* k : it->second) {
        if (claimed_.count(k->id)) continue;
        if (k->kind == n.kind) return k->id;
        if (!other_kind) other_kind = k;
      }
    }
    if (other_kind) return other_kind->id;
    return std::nullopt;
  }

  void assign_ids(size_t idx) {
    Node& n = nodes_[idx];
    const bool faq_section = n.kind == "section" && n.parent >= 0 && !n.children.empty() &&
                             nodes_[n.children[0]].kind == "faq";
    std::optional<std::string> id;
    std::string fresh;
    if (n.kind == "faq") {
      fresh = nodes_[n.parent].id + "-" +
              std::to_string(std::find(nodes_[n.parent].children.begin(),
                                       nodes_[n.parent].children.end(), idx) -
                             nodes_[n.parent].children.begin() + 1);
    } else if (faq_section) {
      id = by_title(faq_, n);
      fresh = "mc:faq-" + slugify(without_brackets(n.titles[0]));
    } else if (n.kind == "errata") {
      id = by_title(errata_, n);
      fresh = "mc:errata-" + slugify(without_brackets(n.titles[0]));
    } else {
      id = by_title(other_, n);
      if (id) {
        ++counts_.by_title;
      } else if ((id = renamed(n))) {
        ++counts_.by_text;
      }
      std::string slug = slugify(n.titles[0]);
      if (n.kind == "front-matter" && starts_with(slug, "the-")) slug = slug.substr(4);
      fresh = "mc:" + slug;
    }
    if (id && (faq_section || n.kind == "errata")) ++counts_.by_title;
    if (!id && n.kind != "faq") ++counts_.new_ids;
    std::string chosen = id ? *id : fresh;
    for (int k = 2; used_.count(chosen); ++k) chosen = (id ? *id : fresh) + "-" + std::to_string(k);
    n.id = chosen;
    used_.insert(chosen);
    claimed_.insert(chosen);
    for (size_t c : std::vector<size_t>(n.children)) assign_ids(c);
  }

  void emit(pugi::xml_node parent, size_t idx, const import::Resolver& resolver) {
    const Node& n = nodes_[idx];
    pugi::xml_node e = parent.append_child("entry");
    e.append_attribute("id") = n.id.c_str();
    e.append_attribute("kind") = n.kind.c_str();
    pugi::xml_node title = n.title_first > 0
                               ? import::add_lined(e, "title", n.title_first, n.title_last)
                               : e.append_child("title");
    import::add_text(title, n.titles[0]);
    for (size_t a = 1; a < n.titles.size(); ++a)
      import::add_text(import::add_lined(e, "alias", n.title_first, n.title_last), n.titles[a]);
    const import::Unresolved outside = [this](pugi::xml_node p, const std::string& kind,
                                              const std::string& words) {
      ++counts_.unresolved_refs;
      import::add_ref(p, kind, "", words, "no entry of this edition has that title");
    };
    pugi::xml_node list;
    OutlineBlockType list_type = OutlineBlockType::kParagraph;
    for (const OutlineBlock& b : n.blocks) {
      const bool item = b.type == OutlineBlockType::kBullet || b.type == OutlineBlockType::kStep;
      if (!item) {
        list = pugi::xml_node();
      } else if (!list || list_type != b.type) {
        list = e.append_child(b.type == OutlineBlockType::kBullet ? "ul" : "ol");
        list_type = b.type;
        // A list the book numbers on from an earlier one ("4." after a
        // bulleted aside) starts where it does.
        if (b.type == OutlineBlockType::kStep && b.number > 1)
          list.append_attribute("start") = b.number;
      }
      const char* name = item ? "li" : b.type == OutlineBlockType::kExample ? "example" : "p";
      pugi::xml_node block = import::add_lined(item ? list : e, name, b.first_line, b.last_line);
      import::add_text_with_refs(block, resolver, b.text, outside);
      mark_icons(block);
    }
    for (size_t c : n.children) emit(e, c, resolver);
  }

  const Outline& outline_;
  const std::vector<KnownEntry>& known_;
  TitleMap faq_, errata_, other_;
  std::vector<std::set<std::string>> known_words_;  // of each known entry's text
  std::vector<Node> nodes_;
  std::vector<size_t> roots_;
  std::set<std::string> used_, claimed_;
  IdCounts counts_;
};

}  // namespace

IdCounts write_edition_xml(const Outline& outline, const std::vector<KnownEntry>& known,
                           const EditionHeader& header, pugi::xml_document& doc) {
  return Builder(outline, known).build(header, doc);
}

}  // namespace arbiter::pdf
