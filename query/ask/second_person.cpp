#include "query/ask/second_person.h"

#include <map>
#include <set>

namespace arbiter::query::ask {

bool first_person_word(const std::string& word) {
  static const std::set<std::string> kFirst = {"i",   "me",   "my",    "mine",  "i'm",
                                               "im",  "i've", "i'd",   "i'll",  "we",
                                               "our", "us",   "we're", "myself"};
  return kFirst.count(word) > 0;
}

bool second_person_word(const std::string& word) {
  static const std::set<std::string> kSecond = {"you",    "your",  "you're", "youre",
                                                "you've", "you'd", "yours"};
  return kSecond.count(word) > 0;
}

void second_person_as_first(std::vector<std::string>& words, const std::vector<char>& breaks) {
  bool second = false;
  for (const std::string& w : words) {
    if (first_person_word(w)) return;
    second |= second_person_word(w);
  }
  if (!second) return;
  // A clause opens before "you": it is the subject ("and you block", "if
  // you attack"); otherwise the object ("Rhino attacks you").
  static const std::set<std::string> kOpens = {
      "and",  "then", "so",    "if", "when",  "but",    "while", "because", "after", "before",
      "once", "that", "since", "as", "until", "unless", "where", "or",      "now"};
  static const std::set<std::string> kAsking = {"can", "could", "would",  "do",   "did",
                                                "are", "will",  "should", "thank"};
  static const std::map<std::string, std::string> kAs = {
      {"your", "my"},   {"you're", "i'm"}, {"youre", "i'm"},      {"you've", "i've"},
      {"you'd", "i'd"}, {"yours", "mine"}, {"yourself", "myself"}};
  for (size_t k = 0; k < words.size(); ++k) {
    std::string& w = words[k];
    if (const auto it = kAs.find(w); it != kAs.end()) {
      w = it->second;
    } else if (w == "you" && k > 0 && kAsking.count(words[k - 1])) {
      // ("Can you explain ...", "do you think ...": the one asked, kept.)
    } else if (w == "you") {
      const bool opens =
          k == 0 || (k - 1 < breaks.size() && breaks[k - 1] != 0) || kOpens.count(words[k - 1]) > 0;
      w = opens ? "i" : "me";
    }
  }
}

}  // namespace arbiter::query::ask
