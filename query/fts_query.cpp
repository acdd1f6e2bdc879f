#include "query/fts_query.h"

namespace arbiter::query {

std::vector<std::string> query_words(const std::string& text) {
  std::vector<std::string> words;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty() && words.size() < kMaxQueryWords) words.push_back(cur);
    cur.clear();
  };
  for (char c : text) {
    const unsigned char u = static_cast<unsigned char>(c);
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || u >= 0x80)
      cur += c;
    else if (c >= 'A' && c <= 'Z')
      cur += static_cast<char>(c - 'A' + 'a');
    else
      flush();
  }
  flush();
  return words;
}

std::string fts_string(const std::string& word) {
  std::string out = "\"";
  for (char c : word) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

static std::string joined(const std::vector<std::string>& words, const char* sep) {
  std::string out;
  for (const std::string& w : words) {
    if (!out.empty()) out += sep;
    out += fts_string(w);
  }
  return out;
}

std::string all_of(const std::vector<std::string>& words) {
  return joined(words, " ");
}
std::string any_of(const std::vector<std::string>& words) {
  return joined(words, " OR ");
}

std::string any_trigram(const std::string& word) {
  std::vector<std::string> grams;
  for (size_t i = 0; i + 3 <= word.size(); ++i) grams.push_back(word.substr(i, 3));
  return any_of(grams);
}

}  // namespace arbiter::query
