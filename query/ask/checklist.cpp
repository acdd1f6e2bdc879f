#include "query/ask/checklist.h"

#include <cctype>
#include <vector>

namespace arbiter::query::ask {

namespace {

struct Item {
  size_t at = 0;   // where "[" stands
  size_t end = 0;  // one past "]"
  bool checked = false;
};

std::vector<Item> items_in(const std::string& s) {
  std::vector<Item> out;
  for (size_t k = 0; k + 2 < s.size(); ++k) {
    if (s[k] != '[' || s[k + 2] != ']') continue;
    const char c = s[k + 1];
    if (c == 'x' || c == 'X' || c == 'v' || c == ' ' || c == '-')
      out.push_back({k, k + 3, c != ' ' && c != '-'});
  }
  return out;
}

std::string trimmed(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return {};
  size_t b = s.size();
  while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == ',' || s[b - 1] == ';')) --b;
  return s.substr(a, b - a);
}

// A sentence of an item's words, ending with a full stop unless it has
// its own mark.
std::string sentence(const std::string& words) {
  const std::string t = trimmed(words);
  if (t.empty()) return {};
  const char last = t.back();
  return t + (last == '.' || last == '?' || last == '!' ? "" : ".");
}

// An unchecked item said as what did not happen, its values kept:
// "Spider-Man defends (DEF 3; 10 HP, 2 damage)" -> "Spider-Man (DEF 3; 10 HP,
// 2 damage) does not defend."; empty when it does not open on a name and a
// verb ("no tough card", "unblocked").
std::string not_done(const std::string& item) {
  const std::string t = trimmed(item);
  size_t k = 0;
  // The name: capitalized words ("Spider-Man", "Black Widow", "Loki").
  while (k < t.size() && std::isupper(static_cast<unsigned char>(t[k]))) {
    const size_t sp = t.find(' ', k);
    if (sp == std::string::npos) return {};
    k = sp + 1;
  }
  if (k == 0 || k >= t.size()) return {};
  const std::string name = t.substr(0, k - 1);
  size_t verb_end = t.find_first_of(" ,(", k);
  if (verb_end == std::string::npos) verb_end = t.size();
  std::string verb = t.substr(k, verb_end - k);
  if (verb.size() < 3 || !std::islower(static_cast<unsigned char>(verb[0]))) return {};
  if (verb.back() == 's' && verb[verb.size() - 2] != 's') verb.pop_back();
  std::string values;
  const size_t open = t.find('(');
  const size_t close = t.find(')', open == std::string::npos ? 0 : open);
  if (open != std::string::npos && close != std::string::npos)
    values = " " + t.substr(open, close - open + 1);
  return name + values + " does not " + verb + ".";
}

}  // namespace

std::string checklist_as_sentences(const std::string& text) {
  const std::vector<Item> items = items_in(text);
  if (items.size() < 2) return text;
  std::string out = text.substr(0, items[0].at);
  // ("checklist: [x] ...": a label before the list is not a sentence.)
  std::string lead = trimmed(out);
  if (!lead.empty() && lead.back() == ':') lead.pop_back();
  out = lead.empty() ? std::string() : sentence(lead) + " ";
  for (size_t i = 0; i < items.size(); ++i) {
    const size_t end = i + 1 < items.size() ? items[i + 1].at : text.size();
    std::string body = text.substr(items[i].end, end - items[i].end);
    std::string after;
    // The question after the list, set off from its last item.
    if (i + 1 == items.size()) {
      for (const char* mark : {" -- ", " -> ", " — ", " - "}) {
        const size_t cut = body.find(mark);
        if (cut != std::string::npos) {
          after = body.substr(cut + std::string(mark).size());
          body = body.substr(0, cut);
          break;
        }
      }
    }
    const std::string said = items[i].checked ? sentence(body) : not_done(body);
    if (!said.empty()) out += said + " ";
    if (!after.empty()) out += trimmed(after);
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace arbiter::query::ask
