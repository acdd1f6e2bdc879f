// The cross-reference neighbourhood of an entry: what it points to and what
// points to it, out to a given depth, within one edition.
#pragma once

#include <string>
#include <vector>

#include "query/catalog.h"

namespace arbiter::query {

struct XrefNode {
  std::string id;
  std::string title;
  std::string kind;
  int distance = 0;
  std::string label;  // what to print beside the id (entry_label)
};

struct XrefEdge {
  std::string from;
  std::string to;
  std::string kind;
};

struct XrefGraph {
  std::string root;
  std::string edition;
  int depth = 1;
  std::vector<XrefNode> nodes;  // root first, then by distance
  std::vector<XrefEdge> edges;
};

// Throws NotFound for an unknown id; depth must be 1..5.
XrefGraph cross_references(const Catalog& catalog, const std::string& id,
                           const std::string& edition, int depth);

std::string to_dot(const XrefGraph& graph);

}  // namespace arbiter::query
