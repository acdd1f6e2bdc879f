#include "common/xml_depth.h"

namespace arbiter {

pugi::xml_node first_too_deep(pugi::xml_node root, int max_depth) {
  pugi::xml_node node = root;
  int depth = 0;
  while (node) {
    if (depth > max_depth) return node;
    if (pugi::xml_node child = node.first_child()) {
      node = child;
      ++depth;
      continue;
    }
    // No children: the next sibling, or the next sibling of the nearest
    // ancestor that has one, stopping at root.
    while (node != root && !node.next_sibling()) {
      node = node.parent();
      --depth;
    }
    if (node == root) break;
    node = node.next_sibling();
  }
  return {};
}

}  // namespace arbiter
