// The corpus as value types: what corpus_reader builds from the XML and
// what db_writer stores. See corpus/README.md for the format.
#pragma once

#include <string>
#include <vector>

namespace arbiter::corpus {

// A span of source lines, inclusive.
struct LineSpan {
  int first = 0;
  int last = 0;
};
using Lines = std::vector<LineSpan>;

std::string format_lines(const Lines& lines);  // "3-5,9"
// Sorted, with overlapping and adjacent spans joined.
Lines merge_lines(Lines lines);

// Where an XML element sits, for error messages.
struct XmlPos {
  std::string file;
  int line = 0;
};

struct Ref {
  std::string to;       // empty when outside is set
  std::string kind;     // see, see-also, inline, rule, section, keyword-index, rests-on
  std::string words;    // the referring words as printed
  std::string outside;  // why the target is not in the corpus
  XmlPos pos;
};

enum class BlockType { Paragraph, Bullet, Step, Example, TableRow };
const char* block_type_name(BlockType t);

struct Block {
  BlockType type = BlockType::Paragraph;
  std::string text;  // whitespace collapsed; table rows as cells joined by " | "
  Lines lines;
  bool header = false;  // a table's first row
  int number = 0;       // a step's number in its list
};

// A piece of source-derived text (name, title, alias, paragraph, list item,
// example, table cell): the unit of the fidelity check.
struct Piece {
  std::string text;
  Lines lines;
  XmlPos pos;
  // Headings are compared by letters and digits only: a heading's number
  // lives in the entry's number attribute and its brackets or colon
  // ("[1] ...", "1.5.2 The Bag:") are layout, not wording.
  bool heading = false;
};

struct Entry {
  std::string id;
  std::string kind;
  std::string number;
  std::string title;
  std::vector<std::string> aliases;
  std::string parent;   // id of the enclosing entry, if any
  std::string section;  // the nearest enclosing section, as "2.7.4 Assign Combat Damage"
  int depth = 0;
  std::vector<Block> blocks;  // the entry's own blocks, in order
  std::vector<Ref> refs;      // refs in its own blocks, then rests-on links
  std::string text;           // own blocks as plain text
  std::string full_text;      // own text with sub-entries', in reading order
  Lines lines;                // every line the entry and its sub-entries claim
  XmlPos pos;
};

struct Edition {
  std::string game;
  std::string label;
  std::string scope;  // whole | partial
  int sequence = 0;
  std::string source;  // relative to corpus/
  std::string name;
  std::string file;            // the XML file, as given to the reader
  std::vector<Entry> entries;  // all entries, nested ones included, in reading order
  std::vector<Piece> pieces;   // in reading order
};

}  // namespace arbiter::corpus
