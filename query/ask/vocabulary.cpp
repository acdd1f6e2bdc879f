#include "query/ask/vocabulary.h"

#include "common/text.h"

namespace arbiter::query::ask {

Vocabulary::Vocabulary(const Database& db) {
  Statement st = db.prepare("SELECT game, phrase, concept, entries FROM vocabulary");
  while (st.step()) {
    Term t;
    t.game = st.text(0);
    t.words = split(st.text(1), ' ');
    const std::string concept_name = st.text(2);
    t.kind = concept_name.substr(0, concept_name.find(':'));
    t.name = concept_name.substr(concept_name.find(':') + 1);
    for (const std::string& e : split(st.text(3), ','))
      if (!e.empty()) t.entries.push_back(e);
    terms_.push_back(std::move(t));
  }
}

std::vector<TermMatch> Vocabulary::match(const std::vector<std::string>& words, const std::string& game) const {
  std::vector<TermMatch> out;
  for (size_t i = 0; i < words.size();) {
    TermMatch best;
    for (const Term& t : terms_) {
      if ((!game.empty() && t.game != game) || t.words.size() <= best.len || i + t.words.size() > words.size()) continue;
      bool same = true;
      for (size_t k = 0; k < t.words.size() && same; ++k) same = words[i + k] == t.words[k];
      if (same) best = {i, t.words.size(), &t};
    }
    if (best.term) {
      out.push_back(best);
      i += best.len;
    } else {
      ++i;
    }
  }
  return out;
}

std::vector<std::string> question_words(const std::string& text) {
  std::vector<std::string> words;
  std::string cur;
  auto flush = [&] {
    while (!cur.empty() && (cur.back() == '\'' || cur.back() == '-' || cur.back() == '/')) cur.pop_back();
    if (!cur.empty()) words.push_back(cur);
    cur.clear();
  };
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    const bool joiner = (c == '\'' || c == '/' || c == '-' || static_cast<unsigned char>(c) == 0xE2) && !cur.empty();
    if (alnum) {
      cur += c;
    } else if (c == '\'' && !cur.empty()) {
      cur += c;
    } else if (static_cast<unsigned char>(c) == 0xE2 && i + 2 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) == 0x80 && static_cast<unsigned char>(text[i + 2]) == 0x99) {
      if (!cur.empty()) cur += '\'';  // a curly apostrophe, as phones type it
      i += 2;
    } else if (joiner && (c == '/' || c == '-')) {
      cur += c;
    } else {
      flush();
    }
  }
  flush();
  return words;
}

}  // namespace arbiter::query::ask
