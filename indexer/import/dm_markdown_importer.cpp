// Dice Masters Comprehensive Rule Book (Markdown) -> one corpus edition.
// Parsing (dm_parser) builds the entry tree with raw Markdown text; this file
// checks the ids and writes the XML, rendering inline Markdown and printed
// cross-references (dm_inline) once every target id is known.
#include <algorithm>
#include <cstdio>
#include <set>
#include <stdexcept>

#include "common/text.h"
#include "indexer/import/dm_document.h"
#include "indexer/import/dm_inline.h"
#include "indexer/import/dm_parser.h"
#include "indexer/import/importers.h"
#include "indexer/import/xml_build.h"

namespace arbiter::import {
namespace {

using dm::Block;
using dm::BlockKind;
using dm::Entry;
using dm::Node;
using dm::Piece;

template <typename Visit>
void for_each_entry(const Entry& entry, const Visit& visit) {
  visit(entry);
  for (const Node& node : entry.children)
    if (const auto* child = std::get_if<std::unique_ptr<Entry>>(&node))
      for_each_entry(**child, visit);
}

// Ids must be unique: a definition or keyword slug that collides with
// another entry is a parsing mistake or needs a deliberate decision.
dm::RefTargets collect_targets(const dm::Document& doc) {
  dm::RefTargets targets;
  for (const auto& top : doc.entries) {
    for_each_entry(*top, [&](const Entry& e) {
      if (!targets.ids.insert(e.id).second)
        throw std::runtime_error("dice masters: id " + e.id + " occurs twice");
      if (e.kind == "section" || e.kind == "appendix") targets.titles[e.id] = e.title;
      if (e.kind == "keyword") targets.keywords.emplace_back(e.title, e.id);
    });
  }
  return targets;
}

// pugixml's indenting writer puts a newline and indentation before an
// element child unless a text node precedes it, which would add whitespace
// to the text of "<p><b>Game Action</b>: ..." or "<b><ref>...</ref></b>".
// Empty text nodes around inline elements keep the written text exact.
void pin_inline(pugi::xml_node node) {
  for (pugi::xml_node child = node.first_child(); child; child = child.next_sibling()) {
    if (child.type() != pugi::node_element) continue;
    const pugi::xml_node before = child.previous_sibling();
    if (!before || before.type() != pugi::node_pcdata)
      node.insert_child_before(pugi::node_pcdata, child);
    pin_inline(child);
  }
  if (node.last_child().type() == pugi::node_element) node.append_child(pugi::node_pcdata);
}

void write_piece(pugi::xml_node parent, const char* name, const Piece& piece,
                 dm::InlineWriter& inline_writer) {
  pugi::xml_node node = add_lined(parent, name, piece.first, piece.last);
  inline_writer.write(node, piece.text);
  pin_inline(node);
}

void write_block(pugi::xml_node parent, const Block& block, dm::InlineWriter& w) {
  switch (block.kind) {
    case BlockKind::p: return write_piece(parent, "p", block.text, w);
    case BlockKind::example: return write_piece(parent, "example", block.text, w);
    case BlockKind::ul:
    case BlockKind::ol: {
      pugi::xml_node list = parent.append_child(block.kind == BlockKind::ul ? "ul" : "ol");
      for (const Piece& item : block.items) write_piece(list, "li", item, w);
      return;
    }
    case BlockKind::table: {
      pugi::xml_node table = parent.append_child("table");
      for (const auto& cells : block.rows) {
        pugi::xml_node row = table.append_child("row");
        for (const Piece& cell : cells) write_piece(row, "cell", cell, w);
      }
      return;
    }
  }
}

// A title or alias printed in the source carries its line; one the importer
// derived ("Overcrush (1)", a definition's term) carries none.
void write_label(pugi::xml_node parent, const char* name, const std::string& text, int line) {
  pugi::xml_node node = line > 0 ? add_lined(parent, name, line, line) : parent.append_child(name);
  add_text(node, text);
}

void write_entry(pugi::xml_node parent, const Entry& entry, dm::InlineWriter& w) {
  pugi::xml_node node = parent.append_child("entry");
  node.append_attribute("id") = entry.id.c_str();
  node.append_attribute("kind") = entry.kind.c_str();
  if (!entry.number.empty()) node.append_attribute("number") = entry.number.c_str();
  write_label(node, "title", entry.title, entry.title_line);
  for (const dm::Alias& alias : entry.aliases) write_label(node, "alias", alias.text, alias.line);
  for (const Node& child : entry.children) {
    if (const auto* sub = std::get_if<std::unique_ptr<Entry>>(&child))
      write_entry(node, **sub, w);
    else
      write_block(node, std::get<Block>(child), w);
  }
}

}  // namespace

void import_dm_markdown(const std::string& text, const std::string& source_rel,
                        pugi::xml_document& doc) {
  const dm::Document book = dm::parse_rule_book(split_lines(text));
  if (book.name.first == 0) throw std::runtime_error("dice masters: no title line");
  const dm::RefTargets targets = collect_targets(book);
  dm::InlineWriter inline_writer(targets);

  pugi::xml_node decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  pugi::xml_node edition = doc.append_child("edition");
  edition.append_attribute("game") = "dm";
  edition.append_attribute("label") = "crb";
  edition.append_attribute("scope") = "whole";
  edition.append_attribute("sequence") = "1";
  edition.append_attribute("source") = source_rel.c_str();
  write_piece(edition, "name", book.name, inline_writer);
  for (const auto& entry : book.entries) write_entry(edition, *entry, inline_writer);

  // A printed reference that names nothing in the book stays plain text;
  // say so, since every reference is meant to resolve.
  for (const std::string& words : inline_writer.unresolved())
    std::fprintf(stderr, "dm-markdown: unresolved reference: %s\n", words.c_str());
}

}  // namespace arbiter::import
