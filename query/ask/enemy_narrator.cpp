#include "query/ask/enemy_narrator.h"

#include <set>

#include "query/ask/second_person.h"

namespace arbiter::query::ask {

namespace {

struct Naming {
  size_t drop_from = 0, drop_to = 0;  // the words of the naming dropped
  size_t name_from = 0, name_to = 0;  // the enemy's name
};

bool sentence_opens(const std::vector<char>& breaks, size_t k) {
  return k == 0 || (k - 1 < breaks.size() && breaks[k - 1] != 0 && breaks[k - 1] != ',');
}

// The end of the enemy's name starting at `k`, or `k` when none starts there.
size_t name_end(const std::vector<std::string>& words, const std::vector<char>& breaks, size_t k,
                const std::function<bool(size_t)>& enemy_at) {
  size_t e = k;
  while (e < words.size() && enemy_at(e)) {
    ++e;
    if (breaks[e - 1] != 0) break;
  }
  return e;
}

// "I, Rhino, ...", "I am Ultron", "I'm only a lowly Ultron Drone minion",
// "Klaw here, and ...": where the narrator names themselves.
bool find_naming(const std::vector<std::string>& words, const std::vector<char>& breaks,
                 const std::function<bool(size_t)>& enemy_at, Naming& out) {
  static const std::set<std::string> kFiller = {"a",    "an",     "the",   "only",   "just",
                                                "mere", "humble", "lowly", "mighty", "great"};
  for (size_t k = 0; k < words.size(); ++k) {
    if (!sentence_opens(breaks, k)) continue;
    if (words[k] == "i" && breaks[k] == ',') {
      const size_t e = name_end(words, breaks, k + 1, enemy_at);
      if (e > k + 1 && breaks[e - 1] != 0) {
        out = {k, k + 1, k + 1, e};
        return true;
      }
    }
    size_t after = 0;
    if ((words[k] == "i'm" || words[k] == "im") && breaks[k] == 0) after = k + 1;
    if (words[k] == "i" && breaks[k] == 0 && k + 1 < words.size() && words[k + 1] == "am" &&
        breaks[k + 1] == 0)
      after = k + 2;
    if (after != 0) {
      size_t n = after;
      while (n < words.size() && n < after + 3 && kFiller.count(words[n]) && breaks[n] == 0) ++n;
      const size_t e = name_end(words, breaks, n, enemy_at);
      // ("I'm only a lowly Ultron Drone minion, ATK 2": the naming ends
      // there; not "I'm a Rhino newbie".)
      const bool ends =
          e > n && (breaks[e - 1] != 0 || e == words.size() || words[e] == "and" ||
                    words[e] == "here" || words[e] == "minion" || words[e] == "villain");
      if (ends) {
        out = {k, after, n, e};
        return true;
      }
    }
    const size_t e = name_end(words, breaks, k, enemy_at);
    if (e > k && breaks[e - 1] == 0 && e < words.size() && words[e] == "here" && breaks[e] != 0) {
      out = {e, e + 1, k, e};
      return true;
    }
  }
  return false;
}

}  // namespace

void enemy_narrator_as_third(std::vector<std::string>& words, std::vector<char>& breaks,
                             const std::function<bool(size_t)>& enemy_at) {
  if (breaks.size() < words.size()) return;
  if (std::none_of(words.begin(), words.end(), second_person_word)) return;
  Naming naming;
  if (!find_naming(words, breaks, enemy_at, naming)) return;
  const std::vector<std::string> name(words.begin() + naming.name_from,
                                      words.begin() + naming.name_to);
  std::vector<std::string> w;
  std::vector<char> b;
  const auto put = [&](const std::string& word, char brk) {
    w.push_back(word);
    b.push_back(brk);
  };
  const auto put_name = [&](char brk) {
    for (size_t n = 0; n < name.size(); ++n) put(name[n], n + 1 == name.size() ? brk : 0);
  };
  for (size_t k = 0; k < words.size(); ++k) {
    if (k >= naming.drop_from && k < naming.drop_to) {
      // ("Klaw here, and ...": the naming's punctuation stays with the name.)
      if (k + 1 == naming.drop_to && !b.empty() && b.back() == 0) b.back() = breaks[k];
      continue;
    }
    const std::string& x = words[k];
    if (x == "i" || x == "me" || x == "myself" || x == "we" || x == "us") {
      put_name(breaks[k]);
    } else if (x == "i'm" || x == "im" || x == "we're") {
      put_name(0);
      put("is", breaks[k]);
    } else if (x == "i've") {
      put_name(0);
      put("has", breaks[k]);
    } else if (x == "i'd" || x == "i'll") {
      put_name(breaks[k]);
    } else if (x == "my" || x == "our" || x == "mine") {
      put("the", breaks[k]);
    } else {
      put(x, breaks[k]);
    }
  }
  words = std::move(w);
  breaks = std::move(b);
}

}  // namespace arbiter::query::ask
