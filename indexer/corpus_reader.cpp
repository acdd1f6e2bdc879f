#include "indexer/corpus_reader.h"

#include <pugixml.hpp>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <initializer_list>
#include <set>

#include "common/text.h"
#include "common/xml_depth.h"

namespace arbiter::corpus {

CorpusError::CorpusError(const XmlPos& pos, const std::string& problem)
    : std::runtime_error(pos.file + ":" + std::to_string(pos.line) + ": " + problem) {}

namespace {

const std::set<std::string>& entry_kinds() {
  static const std::set<std::string> value = {"front-matter", "glossary",     "keyword", "rule",
                                              "section",      "definition",   "faq",     "errata",
                                              "appendix",     "clarification"};
  return value;
}
const std::set<std::string>& ref_kinds() {
  static const std::set<std::string> value = {"see",  "see-also", "inline",
                                              "rule", "section",  "keyword-index"};
  return value;
}

int parse_int(const std::string& s) {
  int value = 0;
  const char* end = s.data() + s.size();
  auto [ptr, ec] = std::from_chars(s.data(), end, value);
  if (ec != std::errc() || ptr != end)
    throw std::invalid_argument("not a whole number: '" + s + "'");
  return value;
}

// Maps pugixml byte offsets to 1-based line numbers.
class LineMap {
 public:
  explicit LineMap(const std::string& text) {
    for (size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n') newlines_.push_back(static_cast<ptrdiff_t>(i));
  }
  int line_of(ptrdiff_t offset) const {
    return static_cast<int>(std::lower_bound(newlines_.begin(), newlines_.end(), offset) -
                            newlines_.begin()) +
           1;
  }

 private:
  std::vector<ptrdiff_t> newlines_;
};

class Reader {
 public:
  Reader(const std::string& xml, std::string file) : xml_(xml), file_(std::move(file)), map_(xml) {}

  Edition read() {
    pugi::xml_document doc;
    const pugi::xml_parse_result result =
        doc.load_buffer(xml_.data(), xml_.size(), pugi::parse_default | pugi::parse_ws_pcdata);
    if (!result)
      throw CorpusError({file_, map_.line_of(result.offset)},
                        std::string("malformed XML: ") + result.description());
    pugi::xml_node root = doc.document_element();
    if (pugi::xml_node deep = first_too_deep(root))
      fail(deep, "elements nested more than " + std::to_string(kMaxXmlDepth) + " deep");
    if (std::string(root.name()) != "edition")
      fail(root, "the root element must be <edition>, not <" + std::string(root.name()) + ">");
    return read_edition(root);
  }

 private:
  XmlPos pos(pugi::xml_node node) const { return {file_, map_.line_of(node.offset_debug())}; }

  [[noreturn]] void fail(pugi::xml_node node, const std::string& problem) const {
    throw CorpusError(pos(node), problem);
  }

  void allow_attributes(pugi::xml_node node, std::initializer_list<const char*> allowed) const {
    for (pugi::xml_attribute a : node.attributes()) {
      const bool ok = std::any_of(allowed.begin(), allowed.end(),
                                  [&](const char* name) { return a.name() == std::string(name); });
      if (!ok)
        fail(node, "unknown attribute '" + std::string(a.name()) + "' on <" + node.name() + ">");
    }
  }

  std::string required(pugi::xml_node node, const char* attr) const {
    const std::string value = trim(node.attribute(attr).value());
    if (value.empty())
      fail(node, "<" + std::string(node.name()) + "> needs a non-empty '" + attr + "' attribute");
    return value;
  }

  Lines lines_of(pugi::xml_node node, bool needed) const {
    pugi::xml_attribute attr = node.attribute("lines");
    if (!attr) {
      if (needed) fail(node, "<" + std::string(node.name()) + "> needs a 'lines' attribute");
      return {};
    }
    try {
      return parse_lines(attr.value());
    } catch (const std::invalid_argument& e) {
      fail(node, std::string("bad 'lines' value '") + attr.value() + "': " + e.what());
    }
  }

  static bool is_blank(pugi::xml_node node) {
    return node.type() == pugi::node_pcdata && trim(node.value()).empty();
  }

  // Rejects non-blank text directly inside a container element.
  void check_container_child(pugi::xml_node child, pugi::xml_node parent) const {
    if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata)
      fail(child.type() == pugi::node_pcdata ? parent : child,
           "text directly inside <" + std::string(parent.name()) + "> must be in a block");
  }

  // Flattens a text-bearing element, collecting refs into `refs`. A <gap>
  // (a symbol lost in extraction) reads "[what]" in `out` and is left out
  // of `source_text`, the text the fidelity check compares with the source.
  void flatten(pugi::xml_node node, std::string& out, std::vector<Ref>* refs,
               std::string* source_text = nullptr) const {
    for (pugi::xml_node child : node.children()) {
      if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) {
        out += child.value();
        if (source_text) *source_text += child.value();
        continue;
      }
      if (child.type() != pugi::node_element) continue;  // comments
      const std::string name = child.name();
      if (name == "gap") {
        allow_attributes(child, {});
        std::string what;
        flatten(child, what, nullptr);
        if (trim(what).empty())
          fail(child, "<gap> must say what was lost, e.g. <gap>energy symbol</gap>");
        out += "[" + trim(what) + "]";
      } else if (name == "b" || name == "i") {
        allow_attributes(child, {});
        flatten(child, out, refs, source_text);
      } else if (name == "ref") {
        read_ref(child, out, refs, source_text);
      } else {
        fail(child, "unknown inline element <" + name + "> inside <" + node.name() + ">");
      }
    }
  }

  void read_ref(pugi::xml_node node, std::string& out, std::vector<Ref>* refs,
                std::string* source_text) const {
    allow_attributes(node, {"to", "kind", "outside"});
    Ref ref;
    ref.kind = required(node, "kind");
    if (!ref_kinds().count(ref.kind)) fail(node, "unknown reference kind '" + ref.kind + "'");
    ref.to = trim(node.attribute("to").value());
    ref.outside = trim(node.attribute("outside").value());
    if (ref.to.empty() == ref.outside.empty())
      fail(node, "<ref> needs exactly one of 'to' (an id) or 'outside' (a reason)");
    std::string words, words_in_source;
    flatten(node, words, nullptr, &words_in_source);
    ref.words = collapse_whitespace(words);
    if (ref.words.empty()) fail(node, "<ref> has no words");
    ref.pos = pos(node);
    out += words;
    if (source_text) *source_text += words_in_source;
    if (!refs) fail(node, "<ref> cannot be nested in another <ref>");
    refs->push_back(std::move(ref));
  }

  // A text piece: flattened, whitespace-collapsed, non-empty.
  std::string piece_text(pugi::xml_node node, std::vector<Ref>* refs, bool lines_needed,
                         Edition& ed) const {
    std::string raw, in_source;
    flatten(node, raw, refs, &in_source);
    std::string text = collapse_whitespace(raw);
    if (text.empty()) fail(node, "<" + std::string(node.name()) + "> is empty");
    Lines lines = lines_of(node, lines_needed);
    if (!lines.empty()) ed.pieces.push_back({collapse_whitespace(in_source), lines, pos(node)});
    return text;
  }

  Edition read_edition(pugi::xml_node root) {
    allow_attributes(root, {"game", "label", "scope", "sequence", "source"});
    Edition ed;
    ed.file = file_;
    ed.game = required(root, "game");
    if (ed.game != "mc" && ed.game != "dm")
      fail(root, "game must be 'mc' or 'dm', not '" + ed.game + "'");
    ed.label = required(root, "label");
    ed.scope = required(root, "scope");
    if (ed.scope != "whole" && ed.scope != "partial")
      fail(root, "scope must be 'whole' or 'partial', not '" + ed.scope + "'");
    try {
      ed.sequence = parse_int(required(root, "sequence"));
    } catch (const std::invalid_argument& e) {
      fail(root, std::string("bad 'sequence': ") + e.what());
    }
    ed.source = required(root, "source");
    for (pugi::xml_node child : root.children()) {
      if (is_blank(child) || child.type() == pugi::node_comment) continue;
      check_container_child(child, root);
      const std::string name = child.name();
      if (name == "name") {
        allow_attributes(child, {"lines"});
        if (!ed.entries.empty() || !ed.name.empty()) fail(child, "<name> must come first, once");
        ed.name = piece_text(child, nullptr, false, ed);
      } else if (name == "entry") {
        read_entry(child, nullptr, ed);
      } else {
        fail(child, "unknown element <" + name + "> inside <edition>");
      }
    }
    if (ed.entries.empty()) fail(root, "the edition has no entries");
    return ed;
  }

  // What a sub-entry takes from the entry it sits in.
  struct Enclosing {
    std::string id;
    int depth = 0;
    std::string section;  // the sub-entry's section: this entry if it is a section
  };

  static Enclosing enclosing(const Entry& e) {
    std::string section;
    if (e.kind == "section" || e.kind == "appendix")
      section = e.number.empty() ? e.title : e.number + " " + e.title;
    else
      section = e.section.empty() ? e.title : e.section;
    return {e.id, e.depth, section};
  }

  // Reads an entry and its sub-entries; returns the index of the entry.
  size_t read_entry(pugi::xml_node node, const Enclosing* parent, Edition& ed) {
    allow_attributes(node, {"id", "kind", "number"});
    const size_t index = ed.entries.size();
    ed.entries.emplace_back();
    {
      Entry& e = ed.entries[index];
      e.id = required(node, "id");
      e.kind = required(node, "kind");
      if (!entry_kinds().count(e.kind)) fail(node, "unknown entry kind '" + e.kind + "'");
      e.number = trim(node.attribute("number").value());
      e.pos = pos(node);
      if (parent) {
        e.parent = parent->id;
        e.depth = parent->depth + 1;
        e.section = parent->section;
      }
    }

    enum class Stage { Title, Aliases, Body } stage = Stage::Title;
    std::vector<std::string> text_parts;
    std::vector<std::string> full_parts;
    for (pugi::xml_node child : node.children()) {
      if (is_blank(child) || child.type() == pugi::node_comment) continue;
      check_container_child(child, node);
      const std::string name = child.name();
      Entry& e = ed.entries[index];
      if (name == "title") {
        if (stage != Stage::Title) fail(child, "an entry has exactly one <title>, first");
        allow_attributes(child, {"lines"});
        e.title = piece_text(child, nullptr, false, ed);
        if (!child.attribute("lines").empty()) {
          ed.pieces.back().heading = true;
          if (!e.number.empty() && e.title != e.number)
            ed.pieces.back().text = e.number + " " + e.title;
        }
        stage = Stage::Aliases;
        continue;
      }
      if (stage == Stage::Title) fail(child, "an entry must start with <title>");
      if (name == "alias" || name == "rests-on") {
        if (stage != Stage::Aliases)
          fail(child, "<" + name + "> must come right after the title, before any block");
        if (name == "alias") {
          allow_attributes(child, {"lines"});
          e.aliases.push_back(piece_text(child, nullptr, false, ed));
          if (!child.attribute("lines").empty()) ed.pieces.back().heading = true;
        } else {
          allow_attributes(child, {"to"});
          Ref ref;
          ref.to = required(child, "to");
          ref.kind = "rests-on";
          ref.pos = pos(child);
          e.refs.push_back(ref);
        }
        continue;
      }
      stage = Stage::Body;
      if (name == "entry") {
        // By value: reading the child grows ed.entries.
        const Enclosing here = enclosing(ed.entries[index]);
        const size_t child_index = read_entry(child, &here, ed);
        const Entry& sub = ed.entries[child_index];
        full_parts.push_back(sub.title + "\n" + sub.full_text);
        continue;
      }
      const std::vector<Block> blocks = read_block(child, index, ed);
      for (const Block& b : blocks) {
        const std::string line = plain_line(b);
        ed.entries[index].blocks.push_back(b);
        text_parts.push_back(line);
        full_parts.push_back(line);
      }
    }
    Entry& e = ed.entries[index];
    if (stage == Stage::Title) fail(node, "entry '" + e.id + "' has no <title>");
    e.text = join(text_parts);
    e.full_text = join(full_parts);
    return index;
  }

  static std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (const std::string& p : parts) {
      if (!out.empty()) out += '\n';
      out += p;
    }
    return out;
  }

  // The block as a line of plain text: bullets as "- ", steps numbered.
  static std::string plain_line(const Block& b) {
    switch (b.type) {
      case BlockType::Bullet: return "- " + b.text;
      case BlockType::Step: return std::to_string(b.number) + ". " + b.text;
      default: return b.text;
    }
  }

  std::vector<Block> read_block(pugi::xml_node node, size_t entry_index, Edition& ed) {
    const std::string name = node.name();
    std::vector<Block> out;
    auto* refs = &ed.entries[entry_index].refs;
    if (name == "p" || name == "example") {
      allow_attributes(node, {"lines"});
      Block b;
      b.type = name == "p" ? BlockType::Paragraph : BlockType::Example;
      b.lines = lines_of(node, true);
      b.text = piece_text(node, refs, true, ed);
      out.push_back(b);
    } else if (name == "ul" || name == "ol") {
      allow_attributes(node, name == "ol" ? std::initializer_list<const char*>{"lines", "start"}
                                          : std::initializer_list<const char*>{"lines"});
      int number = 1;
      if (!node.attribute("start").empty()) {
        try {
          number = parse_int(node.attribute("start").value());
        } catch (const std::invalid_argument& e) {
          fail(node, std::string("bad 'start': ") + e.what());
        }
      }
      for (pugi::xml_node item : node.children()) {
        if (is_blank(item) || item.type() == pugi::node_comment) continue;
        check_container_child(item, node);
        if (std::string(item.name()) != "li")
          fail(item, "<" + name + "> may hold only <li>, not <" + item.name() + ">");
        allow_attributes(item, {"lines"});
        Block b;
        b.type = name == "ul" ? BlockType::Bullet : BlockType::Step;
        if (b.type == BlockType::Step) b.number = number++;
        b.lines = lines_of(item, true);
        b.text = piece_text(item, refs, true, ed);
        out.push_back(b);
      }
      if (out.empty()) fail(node, "<" + name + "> has no <li>");
    } else if (name == "table") {
      allow_attributes(node, {"lines"});
      for (pugi::xml_node row : node.children()) {
        if (is_blank(row) || row.type() == pugi::node_comment) continue;
        check_container_child(row, node);
        if (std::string(row.name()) != "row")
          fail(row, "<table> may hold only <row>, not <" + std::string(row.name()) + ">");
        allow_attributes(row, {"lines"});
        Block b;
        b.type = BlockType::TableRow;
        b.header = out.empty();
        for (pugi::xml_node cell : row.children()) {
          if (is_blank(cell) || cell.type() == pugi::node_comment) continue;
          check_container_child(cell, row);
          if (std::string(cell.name()) != "cell")
            fail(cell, "<row> may hold only <cell>, not <" + std::string(cell.name()) + ">");
          allow_attributes(cell, {"lines"});
          if (!b.text.empty()) b.text += " | ";
          b.text += piece_text(cell, refs, true, ed);
          for (const LineSpan& s : lines_of(cell, true)) b.lines.push_back(s);
        }
        if (b.text.empty()) fail(row, "<row> has no <cell>");
        out.push_back(b);
      }
      if (out.empty()) fail(node, "<table> has no <row>");
    } else {
      fail(node, "unknown element <" + name + "> inside <entry>");
    }
    return out;
  }

  const std::string& xml_;
  std::string file_;
  LineMap map_;
};

}  // namespace

Lines parse_lines(const std::string& spec) {
  Lines lines;
  for (const std::string& raw : split(spec, ',')) {
    const std::string part = trim(raw);
    const size_t dash = part.find('-');
    LineSpan span;
    span.first = parse_int(part.substr(0, dash));
    span.last = dash == std::string::npos ? span.first : parse_int(part.substr(dash + 1));
    if (span.first < 1 || span.last < span.first)
      throw std::invalid_argument("line ranges start at 1 and do not run backwards");
    lines.push_back(span);
  }
  return lines;
}

Edition read_edition_text(const std::string& xml, const std::string& file_label) {
  return Reader(xml, file_label).read();
}

Edition read_edition_file(const std::string& path) {
  std::string xml;
  try {
    xml = read_file(path);
  } catch (const std::runtime_error& e) {
    throw CorpusError({path, 0}, e.what());
  }
  return read_edition_text(xml, path);
}

std::vector<std::string> list_edition_files(const std::string& corpus_dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  const fs::path root(corpus_dir);
  for (const auto& item : fs::recursive_directory_iterator(root)) {
    if (!item.is_regular_file() || item.path().extension() != ".xml") continue;
    const fs::path rel = fs::relative(item.path(), root);
    if (!rel.empty() && *rel.begin() == "sources") continue;
    files.push_back(item.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace arbiter::corpus
