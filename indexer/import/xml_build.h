// Small helpers for building corpus XML with pugixml.
#pragma once

#include <pugixml.hpp>

#include <string>

namespace arbiter::import {

// "7" when first == last, else "7-9".
std::string line_range(int first, int last);

// Appends <name lines="..."> to parent and returns it.
pugi::xml_node add_lined(pugi::xml_node parent, const char* name, int first, int last);

// Appends character data.
void add_text(pugi::xml_node parent, const std::string& text);

// Appends <ref kind="..." to="...">words</ref>, or outside="..." when the
// target is not in the corpus.
void add_ref(pugi::xml_node parent, const std::string& kind, const std::string& to,
             const std::string& words, const std::string& outside = {});

// Writes the document with two-space indentation, UTF-8, final newline.
void save(const pugi::xml_document& doc, const std::string& path);

}  // namespace arbiter::import
