#include "indexer/import/see_references.h"

#include <regex>

#include "common/text.h"
#include "indexer/import/xml_build.h"

namespace arbiter::import {

Resolver::Resolver(const std::vector<std::pair<std::string, std::string>>& titles,
                   const std::vector<std::pair<std::string, std::string>>& keywords) {
  for (const auto& [title, id] : titles) by_slug_.emplace(slugify(title), id);
  for (const auto& [title, id] : keywords) keyword_by_slug_.emplace(slugify(title), id);
}

std::optional<std::string> Resolver::resolve(const std::string& words) const {
  static const std::regex page_ref(R"(^(.+?)\s*\((?:pg\.|page|p\.)\s*\d+\)$)");
  static const std::regex keyword_ref(R"(^Keywords \((.+)\)$)");
  std::smatch m;
  if (std::regex_match(words, m, page_ref)) return resolve(m[1].str());
  const std::string slug = slugify(words);
  if (auto id = find(slug)) return id;
  if (std::regex_match(words, m, keyword_ref)) {
    const std::string name = slugify(m[1].str());
    for (const std::string& key : {name, name + "-x"})
      if (auto it = keyword_by_slug_.find(key); it != keyword_by_slug_.end()) return it->second;
    return resolve(m[1].str());
  }
  if (auto id = find(slug + "-x")) return id;
  if (slug.size() > 1 && slug.back() == 's') return find(slug.substr(0, slug.size() - 1));
  // "Constant Ability" for "CONSTANT ABILITIES", "Attack" for "ATTACKS".
  if (slug.size() > 1 && slug.back() == 'y')
    if (auto id = find(slug.substr(0, slug.size() - 1) + "ies")) return id;
  return find(slug + "s");
}

std::optional<std::string> Resolver::find(const std::string& slug) const {
  auto it = by_slug_.find(slug);
  if (it == by_slug_.end()) return std::nullopt;
  return it->second;
}

namespace {

void add_ref_words(pugi::xml_node parent, const Resolver& resolver, const std::string& kind,
                   const std::string& words, const Unresolved& unresolved) {
  if (auto id = resolver.resolve(words))
    add_ref(parent, kind, *id, words);
  else
    unresolved(parent, kind, words);
}

}  // namespace

void add_text_with_refs(pugi::xml_node parent, const Resolver& resolver, const std::string& text,
                        const Unresolved& unresolved) {
  static const std::regex inline_see(R"(\(See ([^().]+)\.\))");
  for (const char* marker : {"See also: ", "See: "}) {
    const size_t at = text.find(marker);
    if (at == std::string::npos) continue;
    add_text_with_refs(parent, resolver, text.substr(0, at), unresolved);
    const std::string head = marker;
    add_text(parent, head);
    const std::string kind = head == "See also: " ? "see-also" : "see";
    const std::vector<std::string> items = split(text.substr(at + head.size()), ',');
    for (size_t i = 0; i < items.size(); ++i) {
      const std::string lead = items[i].substr(0, items[i].find_first_not_of(' '));
      if (i > 0) add_text(parent, "," + lead);
      add_ref_words(parent, resolver, kind, trim(items[i]), unresolved);
    }
    return;
  }
  std::smatch m;
  if (std::regex_search(text, m, inline_see)) {
    add_text(parent, m.prefix().str() + "(See ");
    add_ref_words(parent, resolver, "inline", m[1].str(), unresolved);
    add_text(parent, ".)");
    add_text_with_refs(parent, resolver, m.suffix().str(), unresolved);
    return;
  }
  add_text(parent, text);
}

std::vector<std::string> heading_titles(const std::string& heading) {
  std::vector<std::string> titles;
  std::string cur;
  int depth = 0;
  for (char c : heading) {
    if (c == '(') ++depth;
    if (c == ')' && depth > 0) --depth;
    if ((c == ',' || c == ';') && depth == 0) {
      titles.push_back(trim(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  titles.push_back(trim(cur));
  return titles;
}

}  // namespace arbiter::import
