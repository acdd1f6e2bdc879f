#include "query/ask/tokens.h"

#include <map>
#include <set>

namespace arbiter::query::ask {

namespace {

// "one" is left out: "the 3D one" names a die, and a count of one is
// what a description means anyway.

// Digits only, short enough to be a game value: a 12-digit "number" is
// read as a word, so no value outside int reaches the rules.
bool digits(const std::string& w) {
  return !w.empty() && w.size() <= 6 && w.find_first_not_of("0123456789") == std::string::npos;
}

int to_int(const std::string& w) {
  return std::stoi(w);
}

// "blocks with sabretooth four five", "thanos 5 5 blocks": two bare numbers
// right after a die's name, its A and D as said aloud at the table. (Not
// "thor 5 3 damage", "at 13 2 dice": a count after them, or no name.)
bool bare_pair_after_name(const std::vector<Token>& tokens, size_t i) {
  static const std::set<std::string> kCounted = {
      "damage",  "dmg",  "life",   "dice",  "die",     "hit",     "hp",   "energy", "times",
      "each",    "more", "points", "level", "levels",  "attack",  "atk",  "a",      "d",
      "defense", "def",  "to",     "of",    "percent", "minutes", "turns"};
  if (i == 0 || i + 1 >= tokens.size()) return false;
  const Token& name = tokens[i - 1];
  const Token& a = tokens[i];
  const Token& d = tokens[i + 1];
  // (Not a filler: "blocks with uhh two three sidekicks".)
  // ("Elektra, two-two with Deadly": a comma too, the pair then closed by a
  // mark or "with".)
  const bool set_off = name.brk == ',' && i + 2 <= tokens.size() &&
                       (d.brk != 0 || i + 2 == tokens.size() || tokens[i + 2].word("with"));
  const bool a_name = (name.brk == 0 || set_off) && !filler(name.text) &&
                      (name.is("role", "die") || name.is("term", "sidekick") ||
                       (name.kind == Tok::kWord && !name.in_corpus));
  // ("a sidekick one one": "one", which is no number token, said as one.)
  const auto value = [](const Token& x) {
    return x.kind == Tok::kNumber ? x.number : x.kind == Tok::kWord && x.text == "one" ? 1 : -1;
  };
  // (Not "the lvl 2 one": a level, and "one" naming the die.)
  const bool said_one =
      d.kind == Tok::kWord && a.text.find_first_of("0123456789") != std::string::npos;
  if (!a_name || value(a) < 0 || value(d) < 0 || a.plus || d.plus || a.brk != 0 || value(a) > 20 ||
      value(d) > 20 || value(d) == 0 || said_one || name.text == "lvl" || name.text == "level")
    return false;
  return d.brk != 0 || i + 2 == tokens.size() || !kCounted.count(tokens[i + 2].text);
}

// "who's 3 and 3", "(2 and 2)", "Wolverine, 2 and 4.": a pair of bare
// numbers right after a die's name and a bracket or a comma, or after
// "who's"/"he's", closed by a mark or the end. (Not "I split the damage, 3
// and 3", "life totals are 20 and 15": no name before them.)
void merge_number_pairs(std::vector<Token>& tokens) {
  static const std::set<std::string> kIs = {"who's", "whos", "he's", "hes",
                                            "she's", "shes", "it's"};
  static const std::set<std::string> kNotNames = {"damage", "dmg",   "split", "life",
                                                  "totals", "total", "it",    "them"};
  std::vector<Token> out;
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    const bool pair = i + 2 < tokens.size() && t.kind == Tok::kNumber && !t.plus && t.brk == 0 &&
                      tokens[i + 1].word("and") && tokens[i + 1].brk == 0 &&
                      tokens[i + 2].kind == Tok::kNumber && !tokens[i + 2].plus;
    const Token* before = i > 0 ? &tokens[i - 1] : nullptr;
    const bool named = before && (before->kind == Tok::kWord || before->is("role", "die")) &&
                       !kNotNames.count(before->text) && (before->brk == '(' || before->brk == ',');
    const bool opened = named || (before && before->brk == 0 && kIs.count(before->text));
    const bool closed = pair && (tokens[i + 2].brk != 0 || i + 3 == tokens.size());
    if (pair && opened && closed && t.number <= 20 && tokens[i + 2].number <= 20) {
      Token s = t;
      s.kind = Tok::kDiceStat;
      s.atk = t.number;
      s.def = tokens[i + 2].number;
      s.len = tokens[i + 2].at + tokens[i + 2].len - t.at;
      s.text = t.text + " and " + tokens[i + 2].text;
      s.brk = tokens[i + 2].brk;
      out.push_back(s);
      i += 2;
      continue;
    }
    if (bare_pair_after_name(tokens, i)) {
      Token s = t;
      s.kind = Tok::kDiceStat;
      s.atk = t.kind == Tok::kNumber ? t.number : 1;
      s.def = tokens[i + 1].kind == Tok::kNumber ? tokens[i + 1].number : 1;
      s.len = tokens[i + 1].at + tokens[i + 1].len - t.at;
      s.text = t.text + " " + tokens[i + 1].text;
      s.brk = tokens[i + 1].brk;
      out.push_back(s);
      ++i;
      continue;
    }
    out.push_back(t);
  }
  tokens = std::move(out);
}

// Dice Masters stats said in words: "5 attack 3 defense", "A4 D2", "8
// attack", "a 2 defense die" become one dice stat token each.
void merge_dice_stats(std::vector<Token>& tokens) {
  auto stat_word = [](const Token& t, bool& attack) {
    static const std::set<std::string> kAttack = {"attack", "atk", "att"};
    static const std::set<std::string> kDefense = {"defense", "defence", "def", "d"};
    if (kAttack.count(t.text)) return attack = true, true;
    if (kDefense.count(t.text)) return attack = false, true;
    return false;
  };
  std::vector<Token> out;
  for (size_t i = 0; i < tokens.size(); ++i) {
    Token t = tokens[i];
    bool attack = false;
    // "a Thor die with attack 5 defense 4", "is attack 3, defense 2": both
    // words first, each before its number.
    bool second_attack = true;
    if (stat_word(t, attack) && attack && t.brk == 0 && i + 3 < tokens.size() &&
        tokens[i + 1].kind == Tok::kNumber && !tokens[i + 1].plus &&
        (tokens[i + 1].brk == 0 || tokens[i + 1].brk == ',') &&
        stat_word(tokens[i + 2], second_attack) && !second_attack && tokens[i + 2].text != "d" &&
        tokens[i + 2].brk == 0 && tokens[i + 3].kind == Tok::kNumber && !tokens[i + 3].plus) {
      Token s = tokens[i + 1];
      s.kind = Tok::kDiceStat;
      s.at = t.at;
      s.atk = tokens[i + 1].number;
      s.def = tokens[i + 3].number;
      s.len = tokens[i + 3].at + tokens[i + 3].len - t.at;
      s.text =
          t.text + " " + tokens[i + 1].text + " " + tokens[i + 2].text + " " + tokens[i + 3].text;
      s.brk = tokens[i + 3].brk;
      out.push_back(s);
      i += 3;
      continue;
    }
    // ("level 2, attack 4": the bracket's comma still parts them.)
    // (Not a count of dice and their verb: "all three attack unblocked",
    // "the two attack", "both 2 attack".)
    // ("both 2 attack 4 defense", "the 3 defense blocker": stats.)
    const bool counted =
        i > 0 && i + 1 < tokens.size() && tokens[i + 1].text == "attack" &&
        (tokens[i - 1].word("all") || tokens[i - 1].word("the") || tokens[i - 1].word("both") ||
         tokens[i - 1].word("these") || tokens[i - 1].word("those")) &&
        !(i + 2 < tokens.size() &&
          (tokens[i + 2].kind == Tok::kNumber || tokens[i + 2].text == "defense" ||
           tokens[i + 2].text == "def" || tokens[i + 2].text == "defence" ||
           tokens[i + 2].kind == Tok::kDiceStat));
    if (t.kind == Tok::kNumber && i + 1 < tokens.size() && t.brk == 0 && !counted &&
        stat_word(tokens[i + 1], attack)) {
      Token s = t;
      s.kind = Tok::kDiceStat;
      s.plus = t.plus;
      s.minus = t.minus;
      s.atk = attack ? t.number : -1;
      s.def = attack ? -1 : t.number;
      s.len = t.len + tokens[i + 1].len;
      s.text = t.text + " " + tokens[i + 1].text;
      s.brk = tokens[i + 1].brk;
      out.push_back(s);
      ++i;
      continue;
    }
    // "(level 2, attack 4, defense 4)", "Hulk, atk 6": the word first, in
    // a list of values (after a mark or another value), not "attack 2 dice".
    // ("5A with a defense 4", "his attack 3 and his defense 4": after "a"
    // or a possessive that follows a stat or a joining word.)
    const auto said_of_one = [&](size_t k) {
      return k >= 2 &&
             (tokens[k].word("a") || tokens[k].word("an") || tokens[k].word("his") ||
              tokens[k].word("her") || tokens[k].word("its")) &&
             tokens[k].brk == 0 &&
             (tokens[k - 1].word("with") || tokens[k - 1].word("and") || tokens[k - 1].brk == ',' ||
              (out.size() > 0 && out.back().kind == Tok::kDiceStat));
    };
    // (Not "a defense 1 less": a number said through another.)
    const auto compared = [&](size_t k) {
      static const std::set<std::string> kCompared = {"less",  "more",  "fewer", "lower", "higher",
                                                      "below", "above", "short", "than"};
      return k < tokens.size() && kCompared.count(tokens[k].text) > 0;
    };
    if (stat_word(t, attack) && t.text != "d" && t.brk == 0 && i + 1 < tokens.size() &&
        tokens[i + 1].kind == Tok::kNumber && !tokens[i + 1].plus && i > 0 && !compared(i + 2) &&
        (tokens[i - 1].brk != 0 || tokens[i - 1].kind == Tok::kNumber || said_of_one(i - 1)) &&
        !(i + 2 < tokens.size() && !tokens[i + 1].ends() && tokens[i + 2].kind != Tok::kWord &&
          tokens[i + 2].kind != Tok::kNumber)) {
      Token s = tokens[i + 1];
      s.kind = Tok::kDiceStat;
      s.at = t.at;
      s.atk = attack ? s.number : -1;
      s.def = attack ? -1 : s.number;
      s.len = tokens[i + 1].at + tokens[i + 1].len - t.at;
      s.text = t.text + " " + tokens[i + 1].text;
      out.push_back(s);
      ++i;
      continue;
    }
    out.push_back(t);
  }
  // "Magneto, who's 3 and 3", "Iceman (2 and 2)": two bare numbers said
  // of a die, its A and D.
  merge_number_pairs(out);
  // "5 attack 3 defense", "A4 D2", "4a, 3d", "4 attack and 2 defense": an
  // A then a D is one die's.
  std::vector<Token> merged;
  for (Token& t : out) {
    // ("4A and 3D", "5A with 4D", "5A with a defense 4": joined by "and" or
    // "with", and "a" or "his" after it.)
    size_t words = 0;
    while (words < 2 && merged.size() > words + 1 && merged[merged.size() - 1 - words].brk == 0 &&
           ((words == 0 && (merged.back().word("a") || merged.back().word("an") ||
                            merged.back().word("his") || merged.back().word("her"))) ||
            merged[merged.size() - 1 - words].word("and") ||
            merged[merged.size() - 1 - words].word("with")))
      ++words;
    if (words == 1 && !(merged.back().word("and") || merged.back().word("with"))) words = 0;
    // ("attacks at 4A, with a defense 2": a comma before "with" too.)
    const bool joined = words > 0 && (merged[merged.size() - 1 - words].brk == 0 ||
                                      merged[merged.size() - 1 - words].brk == ',');
    Token* a = joined           ? &merged[merged.size() - 1 - words]
               : merged.empty() ? nullptr
                                : &merged.back();
    if (a && t.kind == Tok::kDiceStat && a->kind == Tok::kDiceStat && a->atk >= 0 && a->def < 0 &&
        t.atk < 0 && t.def >= 0 && !a->plus && !t.plus &&
        (a->brk == 0 || a->brk == ',' || a->brk == '(')) {
      if (joined) merged.resize(merged.size() - words);
      Token& a = merged.back();
      a.def = t.def;
      a.len = t.at + t.len - a.at;
      a.text += " " + t.text;
      a.brk = t.brk;
      continue;
    }
    merged.push_back(t);
  }
  tokens = std::move(merged);
}

}  // namespace
// namespace

int number_word(const std::string& word) {
  static const std::map<std::string, int> kWords = {
      {"zero", 0},
      {"two", 2},
      {"three", 3},
      {"four", 4},
      {"five", 5},
      {"six", 6},
      {"seven", 7},
      {"eight", 8},
      {"nine", 9},
      {"ten", 10},
      // (Life totals and hit points: "at twelve life", "fifteen hit points".)
      {"eleven", 11},
      {"twelve", 12},
      {"thirteen", 13},
      {"fourteen", 14},
      {"fifteen", 15},
      {"sixteen", 16},
      {"seventeen", 17},
      {"eighteen", 18},
      {"nineteen", 19},
      {"twenty", 20}};
  auto it = kWords.find(word);
  return it == kWords.end() ? -1 : it->second;
}

bool parse_dice_stat(const std::string& w, int& atk, int& def) {
  atk = def = -1;
  // "5a/3d", "5a", "3d", "a5", "d3", "a5/d3"
  auto part = [](const std::string& p, char letter, int& out) {
    if (p.size() < 2 || p.size() > 4) return false;
    if (p.back() == letter && digits(p.substr(0, p.size() - 1))) {
      out = to_int(p.substr(0, p.size() - 1));
      return true;
    }
    if (p.front() == letter && digits(p.substr(1))) {
      out = to_int(p.substr(1));
      return true;
    }
    return false;
  };
  const size_t slash = w.find('/');
  if (slash == std::string::npos) return part(w, 'a', atk) || part(w, 'd', def);
  return part(w.substr(0, slash), 'a', atk) && part(w.substr(slash + 1), 'd', def);
}

std::vector<Token> tokenize(const std::vector<std::string>& words, const std::vector<char>& breaks,
                            const Vocabulary& vocabulary, const std::string& game) {
  std::map<size_t, TermMatch> terms;
  for (const TermMatch& m : vocabulary.match(words, game)) terms[m.at] = m;
  std::map<size_t, CardMatch> cards;
  for (const CardMatch& m : vocabulary.match_cards(words, game)) cards[m.at] = m;

  std::vector<Token> out;
  for (size_t i = 0; i < words.size();) {
    Token t;
    t.at = i;
    t.text = words[i];
    t.plus = !words[i].empty() && (words[i][0] == '+' || words[i][0] == '-');
    t.minus = t.plus && words[i][0] == '-';
    const std::string w = t.plus ? words[i].substr(1) : words[i];
    int a = -1, d = -1;
    auto card = cards.find(i);
    auto term = terms.find(i);
    if (card != cards.end() && (term == terms.end() || card->second.len >= term->second.len)) {
      t.kind = Tok::kCard;
      t.card = card->second.card;
      t.len = card->second.len;
    } else if (digits(w)) {
      t.kind = Tok::kNumber;
      t.number = to_int(w);
    } else if (number_word(w) >= 0 && term == terms.end()) {
      t.kind = Tok::kNumber;
      t.number = number_word(w);
    } else if (number_pair(w, game == "dm", a, d)) {
      if (game == "dm") {
        t.kind = Tok::kDiceStat;
        t.atk = a;
        t.def = d;
      } else {
        t.kind = Tok::kFraction;
        t.number = a;
        t.of = d;
      }
    } else if (parse_dice_stat(w, a, d) && game != "mc") {
      t.kind = Tok::kDiceStat;
      t.atk = a;
      t.def = d;
    } else if (term != terms.end()) {
      t.kind = Tok::kTerm;
      t.term = term->second.term;
      t.len = term->second.len;
    }
    for (size_t k = i + 1; k < i + t.len; ++k) t.text += " " + words[k];
    if (t.kind == Tok::kWord) t.in_corpus = vocabulary.in_corpus(w);
    t.brk = i + t.len - 1 < breaks.size() ? breaks[i + t.len - 1] : 0;
    out.push_back(t);
    i += t.len;
  }
  // Inside brackets a comma does not end the description the brackets
  // belong to: "Iron Man (9 HP, 7 damage)".
  // ("Kang (ATK 3; the attack does not have overkill) attacks": a
  // semicolon inside a bracket that closes is the description's comma.)
  const auto closes_after = [&](size_t k) {
    for (size_t j = k + 1; j < out.size(); ++j) {
      if (out[j].brk == ')') return true;
      if (out[j].brk == '.' || out[j].brk == '?' || out[j].brk == '!' || out[j].brk == '(')
        return false;
    }
    return false;
  };
  int depth = 0;
  for (size_t k = 0; k < out.size(); ++k) {
    Token& t = out[k];
    if (depth > 0 && t.brk == ';' && closes_after(k)) t.brk = ',';
    if (t.brk == '(')
      ++depth;
    else if (t.brk == ')' && depth > 0)
      --depth;
    else if (t.brk == '.' || t.brk == '?' || t.brk == '!' || t.brk == ';')
      depth = 0;  // "(2A/2D)." closes the bracket and the sentence
    else if (depth > 0 && t.brk == ',') {
      t.brk = '(';
      t.comma = true;
    }
  }
  if (game == "dm") merge_dice_stats(out);
  return out;
}

bool filler(const std::string& w) {
  static const std::set<std::string> kFillers = {"uh", "uhh", "um", "umm", "erm", "hmm"};
  return kFillers.count(w) > 0;
}

bool number_pair(const std::string& word, bool plural, int& first, int& second) {
  const std::string w = plural && word.ends_with('s') ? word.substr(0, word.size() - 1) : word;
  const size_t slash = w.find('/');
  if (slash == std::string::npos || !digits(w.substr(0, slash)) || !digits(w.substr(slash + 1)))
    return false;
  first = to_int(w.substr(0, slash));
  second = to_int(w.substr(slash + 1));
  return true;
}

bool denied(const std::vector<Token>& t, size_t i) {
  static const std::set<std::string> kNot = {
      "no",    "not",    "without", "doesn't", "doesnt", "don't", "dont", "isn't", "isnt",
      "lacks", "lacked", "non",     "lacking", "lost",   "never", "w/o",  "wo",    "neither"};
  // ("not stunned or confused", "neither stunned nor confused": the
  // denial runs through the list.)
  // ("No one has Fast, Overcrush or Iron Will": through a list's commas.)
  const auto same_kind = [&](size_t j) {
    return (t[j].term_kind("status") || t[j].term_kind("keyword")) && t[i].term &&
           t[i].term->kind == t[j].term->kind;
  };
  if (i >= 2 && (t[i - 1].word("or") || t[i - 1].word("nor")) &&
      (t[i - 2].brk == 0 || t[i - 2].brk == ',') && same_kind(i - 2) && denied(t, i - 2))
    return true;
  // ("noone has fast overcrush or iron will": listed with no commas.)
  if (i >= 1 && t[i - 1].brk == 0 && same_kind(i - 1) && t[i - 1].term_kind("keyword") &&
      denied(t, i - 1))
    return true;
  if (i >= 1 && t[i - 1].brk == ',' && same_kind(i - 1) && i + 1 < t.size() &&
      (t[i].brk == ',' || t[i + 1].word("or") || t[i + 1].word("nor")) && denied(t, i - 1))
    return true;
  size_t k = i;
  while (k > 0 && (t[k - 1].word("the") || t[k - 1].word("a") || t[k - 1].word("an") ||
                   t[k - 1].word("any")))
    --k;
  if (k > 0 && kNot.count(t[k - 1].text)) return true;
  // "nothing gives her overkill", "no card grants it guard"
  for (size_t j = k; j-- > 0 && j + 4 > k;)
    if ((t[j].word("gives") || t[j].word("grants") || t[j].word("give") || t[j].word("grant")) &&
        j > 0 &&
        (t[j - 1].word("nothing") || t[j - 1].word("nobody") || (j > 1 && t[j - 2].word("no"))))
      return true;
  // ("doesn't have Fast": a denial before the having.)
  const bool having =
      k >= 2 && (t[k - 1].word("have") || t[k - 1].word("has") || t[k - 1].word("had"));
  if (having && kNot.count(t[k - 2].text)) return true;
  // ("No one has Fast", "None of the dice have": no die of the ones told.)
  return no_one_has(
      k, [&](size_t j) -> const std::string& { return t[j].text; },
      [&](size_t j) { return t[j].ends(); });
}

bool asked_in_question(const std::vector<Token>& tokens, size_t i) {
  // ("Determine her damage, whether she is exhausted, and ...": asked,
  // whatever mark ends the sentence.)
  // ("whether the identity is exhausted": a noun phrase between.)
  for (size_t k = i; k-- > 0 && k + 6 > i && !tokens[k].ends();)
    if (tokens[k].word("whether")) return true;
  size_t end = i;
  while (end < tokens.size() && (tokens[end].brk == 0 || tokens[end].brk == '(' ||
                                 tokens[end].brk == ')' || tokens[end].brk == ','))
    ++end;
  // "how much dmg does he take? is he exhausted after": a last sentence
  // left unpunctuated after a question is one too.
  bool asked_before = false;
  for (size_t k = 0; k < i; ++k) asked_before |= tokens[k].brk == '?';
  // ("... boost flips 2 icons. how much dmg is she at now n is she
  // exhausted": a last sentence that opens with a question word asks.)
  static const std::set<std::string> kAsking = {"how", "what",  "is",   "are", "does",
                                                "do",  "did",   "will", "can", "where",
                                                "who", "which", "would"};
  size_t opens_at = i;
  while (opens_at > 0 && tokens[opens_at - 1].brk != '.' && tokens[opens_at - 1].brk != '!' &&
         tokens[opens_at - 1].brk != '?')
    --opens_at;
  asked_before |= end >= tokens.size() && kAsking.count(tokens[opens_at].text) > 0;
  // ("how much does cap take and is he exhausted", unpunctuated: the
  // clause's own asking word, checked below, decides.)
  const bool unpunctuated = end >= tokens.size() && !asked_before && !tokens.empty();
  if (end >= tokens.size() && !tokens.empty())
    end = tokens.size() - 1;
  else if (tokens[end].brk != '?')
    return false;
  // ("Ultron is stunned, remember?": told, with a reminder for a tag.
  // Not "..., right?": as often a result asked to be confirmed.)
  if (end > i && tokens[end].word("remember") && tokens[end - 1].brk == ',') return false;
  // "spidey exhausted?", "confused gone?": a sentence of a name and the
  // word asks it.
  size_t start = i;
  while (start > 0 && !tokens[start - 1].ends()) --start;
  // ("how much dmg does she take, she exhausted after?": after a comma too.)
  const char opened = start == 0 ? '.' : tokens[start - 1].brk;
  // ("threat after, exhausted?": the last word alone after a comma.)
  if (!unpunctuated && end - start <= 3 &&
      (opened == '?' || opened == '.' || opened == '!' || opened == ','))
    return true;
  // "is the stunned villain able to attack?": a word that describes the
  // name after it is stated, not asked.
  // ("is Iron Man exhausted, and is the stun still on Iron Man?": a name
  // in the next clause is not the one described.)
  // ("is a tough status card on Ultron afterwards?": a card asked about
  // after what happens, past "on"; "is a tough card on Cap enough to ...?"
  // says it is there.)
  bool after = false;
  for (size_t k = i; k <= end && k < tokens.size(); ++k) {
    after |= tokens[k].word("afterwards") || tokens[k].word("afterward") ||
             tokens[k].word("after") || tokens[k].word("still") || tokens[k].word("now");
    if (tokens[k].brk == ',' || (k > i && tokens[k].word("and"))) break;  // (its own clause)
  }
  // ("is his identity exhausted (tapped, if you're from Magic)?": a
  // bracket after the word glosses it; the name in it is no one described.)
  for (size_t k = i + 1; k <= end && k <= i + 3 && !tokens[k - 1].ends(); ++k) {
    if (after && tokens[k].word("on")) break;
    if (tokens[k - 1].brk == '(') break;
    if (tokens[k].term_kind("role")) return false;
  }
  // ("How many damage stay and she is exhausted?", "where does that leave
  // her? and she's exhausted after right": the word order of a statement,
  // asked, after "and" in a sentence that asks or ends on "right".)
  {
    size_t k = i;
    while (k > 0 && k + 3 > i && (tokens[k - 1].word("still") || tokens[k - 1].word("also"))) --k;
    const bool she_is =
        k >= 2 && !tokens[k - 1].ends() && !tokens[k - 2].ends() &&
        ((tokens[k - 1].word("is") && k >= 3 && tokens[k - 3].word("and") &&
          (tokens[k - 2].word("he") || tokens[k - 2].word("she") || tokens[k - 2].word("it"))) ||
         ((tokens[k - 1].word("she's") || tokens[k - 1].word("he's") ||
           tokens[k - 1].word("it's")) &&
          tokens[k - 2].word("and")));
    const bool tagged = tokens[end].word("right") || tokens[end].word("correct");
    // ("... if it's my turn and he is exhausted?": a condition, told.)
    bool condition = false;
    for (size_t j = opens_at; j < k; ++j)
      condition |= tokens[j].word("if") || tokens[j].word("when") || tokens[j].word("while") ||
                   tokens[j].word("since") || tokens[j].word("because") || tokens[j].word("unless");
    if (she_is && !condition && (kAsking.count(tokens[opens_at].text) || tagged)) return true;
  }
  // ("and is he still confused and exhausted?": two words asked at once.)
  for (size_t k = i; k-- > 0 && k + 7 > i;) {
    if (tokens[k].ends()) return false;
    // (Unpunctuated, only a joining word opens the asking clause: "X (ATK
    // 2) is stunned and would attack me" tells.)
    const bool opens =
        k == 0 || (tokens[k - 1].ends() && tokens[k - 1].brk != ')' && !unpunctuated) ||
        tokens[k - 1].word("and") || tokens[k - 1].word("or") || tokens[k - 1].word("but") ||
        tokens[k - 1].word("so") || tokens[k - 1].word("n") || tokens[k - 1].word("&") ||
        tokens[k - 1].word("afterwards") || tokens[k - 1].word("afterward") ||
        tokens[k - 1].word("then") || tokens[k - 1].word("now");
    const bool be = tokens[k].word("is") || tokens[k].word("are") || tokens[k].word("was") ||
                    tokens[k].word("were") || tokens[k].word("am");
    // ("... and am I exhausted?")
    if (opens && be) return true;
    // ("ultron dmg after, is he exhausted", unpunctuated: the verb before
    // its subject after a comma asks.)
    // ("..., is the hero exhausted after": a role after "the" too.)
    const size_t who = k + 1 < i && tokens[k + 1].word("the") ? k + 2 : k + 1;
    if (be && k > 0 && tokens[k - 1].brk == ',' && who < i &&
        (tokens[who].word("he") || tokens[who].word("she") || tokens[who].word("it") ||
         tokens[who].word("they") || tokens[who].term_kind("role")))
      return true;
    // ("... or what happens to the stun card?", "what about his tough?")
    // ("what happens to my stun?" says whose it is: told.)
    if (opens && tokens[k].word("what") && k + 1 < i &&
        (tokens[k + 1].word("happens") || tokens[k + 1].word("happened") ||
         tokens[k + 1].word("about")) &&
        tokens[i - 1].word("the"))
      return true;
    // ("does he still have the tough card?")
    if (opens && (tokens[k].word("does") || tokens[k].word("do") || tokens[k].word("did")) &&
        k + 1 < i)
      for (size_t h = k + 1; h < i; ++h)
        if (tokens[h].word("have") || tokens[h].word("has") || tokens[h].word("keep") ||
            tokens[h].word("keeps") || tokens[h].word("still"))
          return true;
  }
  return false;
}

bool sentence_between(const std::vector<Token>& tokens, size_t from, size_t to) {
  for (size_t k = from; k < to && k < tokens.size(); ++k)
    if (tokens[k].ends_sentence()) return true;
  return false;
}

size_t sentence_start(const std::vector<Token>& tokens, size_t at) {
  while (at > 0 && !tokens[at - 1].ends_sentence()) --at;
  return at;
}

bool asking_sentence(const std::vector<Token>& t, size_t i) {
  static const std::set<std::string> kOpens = {"is",   "are",   "was", "or",    "does",
                                               "do",   "did",   "how", "what",  "which",
                                               "will", "would", "can", "should"};
  size_t start = i, end = i;
  while (start > 0 && !t[start - 1].ends_sentence()) --start;
  while (end + 1 < t.size() && !t[end].ends_sentence()) ++end;
  if (t[end].brk != '?') return false;
  if (kOpens.count(t[start].text)) return true;
  // ("Who's right, and does my hero stay exhausted?": the clause that asks,
  // after a comma and "and".)
  size_t clause = i;
  while (clause > start && t[clause - 1].brk != ',') --clause;
  while (clause < i && (t[clause].word("and") || t[clause].word("but") || t[clause].word("so")))
    ++clause;
  return clause > start && kOpens.count(t[clause].text) > 0;
}

bool counterfactual(const std::vector<Token>& t, size_t i) {
  if (i == 0 || t[i - 1].ends()) return false;
  if (t[i - 1].word("could've") || t[i - 1].word("would've") || t[i - 1].word("might've") ||
      t[i - 1].word("should've") || t[i - 1].word("couldve") || t[i - 1].word("wouldve"))
    return true;
  size_t k = i - 1;
  // ("could have just thwarted")
  if (k > 0 && (t[k].word("just") || t[k].word("easily") || t[k].word("also")) && !t[k - 1].ends())
    --k;
  return k > 0 && t[k].word("have") && !t[k - 1].ends() &&
         (t[k - 1].word("could") || t[k - 1].word("would") || t[k - 1].word("might") ||
          t[k - 1].word("should"));
}

bool possible_not_taken(const std::vector<Token>& t, size_t i) {
  if (i == 0 || t[i - 1].ends()) return false;
  const bool could = t[i - 1].word("could") || t[i - 1].word("can") || t[i - 1].word("might") ||
                     (i >= 2 && t[i - 1].word("to") && t[i - 2].word("able"));
  if (!could) return false;
  // ", but doesn't", "but I decided not to", "but they let Hulk through".
  for (size_t k = i + 1; k < t.size() && k < i + 4; ++k) {
    if (t[k - 1].ends_sentence()) return false;
    if (!t[k].word("but")) continue;
    for (size_t j = k + 1; j < t.size() && j < k + 6 && !t[j - 1].ends_sentence(); ++j)
      if (t[j].word("not") || t[j].word("doesn't") || t[j].word("didn't") || t[j].word("don't") ||
          t[j].word("doesnt") || t[j].word("didnt") || t[j].word("never") || t[j].word("let") ||
          t[j].word("lets") || t[j].word("declined") || t[j].word("declines") ||
          t[j].word("passed") || t[j].word("passes"))
        return true;
    return false;
  }
  return false;
}

}  // namespace arbiter::query::ask
