#include "query/cli/ask_asks.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>
#include <string_view>

#include "common/text.h"

namespace arbiter::cli::asks {

namespace {

// Word lists in byte order, searched: a set of strings built at the first
// use cost more than the searches of an answer.
template <size_t N>
bool listed(const std::string_view (&list)[N], std::string_view w) {
  return std::binary_search(std::begin(list), std::end(list), w);
}

constexpr std::string_view kYesNoOpeners[] = {
    "are", "aren't", "can",     "can't", "cannot", "could", "did",   "didn't",
    "do",  "does",   "doesn't", "don't", "dont",   "is",    "isn't", "should",
    "was", "wasn't", "were",    "will",  "won't",  "would"};
constexpr std::string_view kWhichWords[] = {"which", "who"};
static_assert(std::is_sorted(std::begin(kYesNoOpeners), std::end(kYesNoOpeners)) &&
              std::is_sorted(std::begin(kWhichWords), std::end(kWhichWords)));

}  // namespace

bool has_any(const Words& words, std::initializer_list<const char*> any) {
  for (const std::string& w : words)
    for (const char* a : any)
      if (w == a) return true;
  return false;
}

// An ask about whether someone is KO'd, defeated or survives.
// ("a 2A/2D die blocks it": in Dice Masters "die" after a determiner or
// stats is the noun, not the verb.)
bool about_fate(const Words& w) {
  static constexpr std::string_view kBeforeNoun[] = {
      "a",   "an",    "any",  "each", "either", "every", "her",  "his", "my",
      "one", "other", "same", "that", "the",    "their", "this", "your"};
  static_assert(std::is_sorted(std::begin(kBeforeNoun), std::end(kBeforeNoun)));
  Words verbs;
  for (size_t i = 0; i < w.size(); ++i)
    if (!(w[i] == "die" && i > 0 &&
          (listed(kBeforeNoun, w[i - 1]) ||
           w[i - 1].find_first_of("0123456789") != std::string::npos)))
      verbs.push_back(w[i]);
  return has_any(verbs, {"survive", "survives", "live", "lives", "ko", "ko'd", "kod", "ko'ed",
                         "defeated", "die", "dies", "dead", "killed", "destroyed", "kill",
                         "discarded", "leave", "leaves", "gone"});
}

bool about_winning(const Words& w) {
  return has_any(w, {"win", "wins", "won", "winner"});
}

// "do we win?", "does the opponent lose?", "is the game over?" (the game,
// not life).
bool about_game(const Words& w) {
  // ("thats 7 dmg, game?": the game asked alone.)
  return about_winning(w) || (w.size() == 1 && w[0] == "game") ||
         (has_any(w, {"game"}) && has_any(w, {"over", "end", "ends", "ended"})) ||
         (has_any(w, {"lose", "loses", "lost"}) &&
          !has_any(w, {"life", "damage", "dmg", "hp", "health", "any", "tough", "card"}));
}

namespace {

struct Clause {
  Words words;
  char end = 0;  // the mark that ends it: , ; . ? ! or '-' for " - "
};

// The question's words, lower case, cut into clauses at , ; . ? ! and " - ",
// and before "and"/"or" that open another ask ("... KO'd and does ...").
std::vector<Clause> clauses_of(const std::string& question) {
  std::vector<Clause> out(1);
  std::string word;
  auto end_word = [&] {
    if (word.empty()) return;
    Words& w = out.back().words;
    if (listed(kYesNoOpeners, word) && w.size() > 1 && (w.back() == "and" || w.back() == "or")) {
      w.pop_back();
      out.emplace_back();
    }
    out.back().words.push_back(word);
    word.clear();
  };
  for (size_t i = 0; i < question.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(question[i]);
    if (std::isalnum(c) || c == '\'') {
      word += static_cast<char>(std::tolower(c));
    } else {
      end_word();
      const bool dash = c == '-' && i > 0 && question[i - 1] == ' ';
      if (c == ',' || c == ';' || c == '.' || c == '?' || c == '!' || dash) {
        out.back().end = dash ? '-' : static_cast<char>(c);
        out.emplace_back();
      }
    }
  }
  end_word();
  std::erase_if(out, [](const Clause& c) { return c.words.empty(); });
  return out;
}

}  // namespace

bool unsure_pronoun(const std::string& w) {
  return w == "it" || w == "they" || w == "them";
}

// The asks of the question: the clauses that open with a question word
// ("is", "does", "who"; after "and", "or" or "so" too), in the sentences
// that end with "?" (all of them when none does).
std::vector<Words> asks_of(const std::string& question, bool& which) {
  const std::vector<Clause> clauses = clauses_of(question);
  bool any_question_mark = false;
  for (const Clause& c : clauses) any_question_mark |= c.end == '?';
  std::vector<Words> out;
  std::vector<Words> sentence;
  // "who"/"which" opening a clause of an asked sentence ("..., who has
  // tough." is not one: it describes).
  bool sentence_which = false;
  auto end_sentence = [&](bool asked) {
    if (asked || !any_question_mark) {
      for (Words& w : sentence) out.push_back(std::move(w));
      which |= sentence_which;
    }
    sentence.clear();
    sentence_which = false;
  };
  which = false;
  for (const Clause& c : clauses) {
    size_t k = 0;
    while (k + 1 < c.words.size() &&
           (c.words[k] == "and" || c.words[k] == "or" || c.words[k] == "so" || c.words[k] == "but"))
      ++k;
    const std::string& first = c.words[k];
    if (listed(kYesNoOpeners, first) || listed(kWhichWords, first)) {
      sentence_which |= listed(kWhichWords, first);
      sentence.push_back(Words(c.words.begin() + static_cast<long>(k), c.words.end()));
    }
    if (c.end == '?' || c.end == '.' || c.end == '!') end_sentence(c.end == '?');
  }
  end_sentence(!any_question_mark);
  // "..., retaliate?": one or two words before a question mark.
  // ("threat after?", "dmg?" ask how much, not whether.)
  static constexpr std::string_view kHowMuch[] = {"after",   "damage", "dmg",  "hp",
                                                  "left",    "life",   "now",  "result",
                                                  "results", "threat", "total"};
  static_assert(std::is_sorted(std::begin(kHowMuch), std::end(kHowMuch)));
  if (out.empty() && !clauses.empty() && clauses.back().end == '?' &&
      clauses.back().words.size() <= 2 &&
      std::none_of(clauses.back().words.begin(), clauses.back().words.end(),
                   [](const std::string& w) { return listed(kHowMuch, w); }))
    out.push_back(clauses.back().words);
  return out;
}

std::string value(const engine::SimReport& r, const std::string& key) {
  auto it = r.values.find(key);
  return it == r.values.end() ? "" : it->second;
}

// How the trace names a role: "the second blocker".
std::string shown(const std::string& role) {
  static const char* kNth[] = {"", "", "second ", "third "};
  const char last = role.back();
  if (std::isdigit(static_cast<unsigned char>(last)) && last - '0' < 4)
    return "the " + std::string(kNth[last - '0']) + role.substr(0, role.size() - 1);
  if (role == "main" || role == "side") return "the " + role + " scheme";
  return "the " + role;
}

namespace {

// A name's words as clauses_of cuts them: "she-hulk" is "she", "hulk".
Words words_of(const std::string& name) {
  Words out(1);
  for (const char ch : name) {
    const unsigned char c = static_cast<unsigned char>(ch);
    if (std::isalnum(c) || c == '\'') {
      out.back() += static_cast<char>(std::tolower(c));
    } else if (!out.back().empty()) {
      out.emplace_back();
    }
  }
  if (out.back().empty()) out.pop_back();
  return out;
}

// The role of the character or die named by the words from words[i] on
// ("iron man", "wolverine"), as the reading read that name; empty when no
// name starts there, or when the name was read as two roles.
std::string role_named_at(const Words& words, size_t i, const query::ask::Reading& reading) {
  size_t longest = 0;
  std::string role;
  // ("Klaw attacks her ... is she defeated?": a person said again is sure.)
  for (const auto& [name, named_role] : reading.named) {
    if (unsure_pronoun(name)) continue;
    const Words parts = words_of(name);
    if (parts.empty() || parts.size() < longest || i + parts.size() > words.size() ||
        !std::equal(parts.begin(), parts.end(), words.begin() + static_cast<long>(i)))
      continue;
    if (parts.size() == longest && role != named_role) role = "?";
    if (parts.size() > longest) role = named_role;
    longest = parts.size();
  }
  return role == "?" ? "" : role;
}

}  // namespace

// The roles a clause asks about, as the simulation's values name them:
// "both blockers" is every blocker; "my attacker" the attacker; a name is
// the role it was read as; in Marvel Champions "I" is the hero unless
// another role is named. Empty when the clause names none, or only by a
// pronoun.
Words roles_in(const Words& words, const std::string& game, const engine::SimReport& r,
               const query::ask::Reading& reading) {
  const bool every = has_any(words, {"both", "all", "each", "every"});
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (const std::string named = role_named_at(words, i, reading);
        !named.empty() && !value(r, named + (game == "dm" ? ".zone" : ".damage")).empty())
      return {named};
    if (game == "dm") {
      // "does the defending player take damage when my attacker ...": the
      // player, before any die.
      if (w == "player" || w == "opponent") return {};
      const bool dice = every && (w == "dice" || (w == "both" && i + 1 == words.size()) ||
                                  (w == "both" && words[i + 1] != "blockers" &&
                                   words[i + 1] != "blocker" && words[i + 1] != "attackers"));
      // ("either blocker" is the blockers only, below.)
      const bool either =
          w == "either" && !(i + 1 < words.size() && (words[i + 1].rfind("blocker", 0) == 0 ||
                                                      words[i + 1].rfind("attacker", 0) == 0));
      if (dice || either) {
        Words all;
        for (const char* d : {"attacker", "attacker2", "blocker", "blocker2", "blocker3"})
          if (!value(r, std::string(d) + ".zone").empty()) all.push_back(d);
        return all;
      }
      const bool blockers = w == "blockers" || ((every || (i > 0 && words[i - 1] == "either")) &&
                                                (w == "blocker" || w == "blocking"));
      if (blockers) {
        Words all;
        for (const char* b : {"blocker", "blocker2", "blocker3"})
          if (!value(r, std::string(b) + ".zone").empty()) all.push_back(b);
        return all;
      }
      if (w == "blocker" || w == "blocking" || w == "defender") return {"blocker"};
      if (w == "attacker" || w == "attacking") return {"attacker"};
    } else {
      for (const char* role : {"ally", "villain", "minion", "hero"})
        if (w == role || w == std::string(role) + "s") return {role};
      // "does the main scheme get defeated?", "is the side scheme gone?"
      if (w == "scheme" || w == "schemes") return {has_any(words, {"side"}) ? "side" : "main"};
    }
  }
  if (game == "mc" && has_any(words, {"i", "me", "i'm", "im", "my"}) &&
      !has_any(words, {"it", "he", "she", "they", "him", "her", "them"}))
    return {"hero"};
  return {};
}

// A Dice Masters ask about damage reaching the attacked player: "do I take
// the rest?" (with no die asked about), "... deal damage to my opponent?".
bool about_player_damage(const Words& w, bool no_die_asked) {
  bool to_player = false;
  for (size_t i = 0; i + 1 < w.size(); ++i)
    if (w[i] == "to")
      for (size_t j = i + 1; j < w.size() && j < i + 3; ++j)
        to_player |= w[j] == "opponent" || w[j] == "player" || w[j] == "me";
  return (no_die_asked || to_player) && has_any(w, {"me", "i", "player", "opponent", "through"}) &&
         has_any(w,
                 {"hit", "take", "through", "damage", "dmg", "extra", "rest", "trample", "lose"});
}

}  // namespace arbiter::cli::asks
