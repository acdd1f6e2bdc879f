// The Dice Masters rule book as parsed from Markdown, before it becomes XML.
// Block and title text is still raw Markdown; inline rendering (emphasis,
// cross-references) happens when the XML is written, once every id is known.
#pragma once

#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace arbiter::import::dm {

// Raw Markdown text and the source lines (1-based, inclusive) it came from.
struct Piece {
  std::string text;
  int first = 0;
  int last = 0;
};

enum class BlockKind { p, example, ul, ol, table };

struct Block {
  BlockKind kind = BlockKind::p;
  Piece text;                            // p, example
  std::vector<Piece> items;              // ul, ol
  std::vector<std::vector<Piece>> rows;  // table; rows[0] is the header
};

struct Entry;
using Node = std::variant<Block, std::unique_ptr<Entry>>;

struct Alias {
  std::string text;
  int line = 0;  // 0: derived by the importer, not printed as such
};

struct Entry {
  std::string id;
  std::string kind;
  std::string number;  // Dice Masters rule/section number, or empty
  std::string title;   // plain text (Markdown already removed)
  int title_line = 0;  // 0: derived title, written without lines
  std::vector<Alias> aliases;
  std::vector<Node> children;
};

struct Document {
  Piece name;                                   // the book's title line
  std::vector<std::unique_ptr<Entry>> entries;  // top level, reading order
};

}  // namespace arbiter::import::dm
