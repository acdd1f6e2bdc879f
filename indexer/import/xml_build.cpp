#include "indexer/import/xml_build.h"

#include <stdexcept>

namespace arbiter::import {

std::string line_range(int first, int last) {
  if (first == last) return std::to_string(first);
  return std::to_string(first) + "-" + std::to_string(last);
}

pugi::xml_node add_lined(pugi::xml_node parent, const char* name, int first, int last) {
  pugi::xml_node node = parent.append_child(name);
  node.append_attribute("lines") = line_range(first, last).c_str();
  return node;
}

void add_text(pugi::xml_node parent, const std::string& text) {
  if (text.empty()) return;
  parent.append_child(pugi::node_pcdata).set_value(text.c_str());
}

void add_ref(pugi::xml_node parent, const std::string& kind, const std::string& to,
             const std::string& words, const std::string& outside) {
  pugi::xml_node ref = parent.append_child("ref");
  if (outside.empty())
    ref.append_attribute("to") = to.c_str();
  else
    ref.append_attribute("outside") = outside.c_str();
  ref.append_attribute("kind") = kind.c_str();
  add_text(ref, words);
}

void save(const pugi::xml_document& doc, const std::string& path) {
  if (!doc.save_file(path.c_str(), "  ", pugi::format_default, pugi::encoding_utf8))
    throw std::runtime_error(path + ": cannot write file");
}

}  // namespace arbiter::import
