#include "query/ask/reading.h"
#include "query/ask/repeats.h"

#include "query/ask/asides.h"
#include "query/ask/claims.h"
#include "query/ask/second_person.h"

#include "query/ask/clauses.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "common/text.h"
#include "query/ask/card_text.h"
#include "query/ask/reading_dm_parts.h"

namespace arbiter::query::ask {

std::string Reading::fact(const std::string& role, const std::string& field) const {
  auto r = facts.find(role);
  if (r == facts.end()) return "";
  auto f = r->second.find(field);
  return f == r->second.end() ? "" : f->second;
}

std::vector<std::string> Reading::unused() const {
  // Words that carry no meaning of their own are not worth listing.
  static const std::set<std::string> kGlue = {
      "a",      "an",      "the",    "with",  "has",  "have",  "is",    "at",   "of",    "on",
      "it",     "its",     "my",     "and",   "that", "which", "to",    "by",   "for",   "what",
      "does",   "do",      "how",    "i",     "if",   "then",  "so",    "but",  "are",   "was",
      "be",     "can",     "when",   "will",  "who",  "this",  "his",   "her",  "their", "there",
      "from",   "in",      "into",   "as",    "or",   "any",   "still", "just", "all",   "he",
      "she",    "they",    "them",   "him",   "me",   "did",   "get",   "gets", "got",   "would",
      "should", "happens", "happen", "again", "now",  "'s"};
  std::vector<std::string> out;
  for (size_t i = 0; i < words.size(); ++i)
    if ((i >= used.size() || !used[i]) && !kGlue.count(words[i])) out.push_back(words[i]);
  return out;
}

std::vector<std::string> Reading::unapplied() const {
  static const std::set<std::string> kScaling = {"double", "doubled", "doubles", "doubling",
                                                 "triple", "tripled", "triples", "halve",
                                                 "halved", "halves",  "halving", "twice"};
  auto unused_at = [&](size_t i) { return i >= used.size() || !used[i]; };
  const auto number = [](const std::string& w) { return all_digits(w); };
  // ("Is it 3 doubled plus 1, or 3 plus 1 doubled?": a sentence that asks,
  // opening with an asking word, says nothing is changed.)
  auto asking_sentence_at = [&](size_t i) {
    static const std::set<std::string> kOpens = {
        "is",    "or",  "does",  "do",   "did",    "how",   "what",    "which", "will",
        "would", "can", "can't", "cant", "cannot", "isn't", "doesn't", "won't"};
    auto stop = [&](size_t k) { return sentence_ends_at(k); };
    size_t start = i, end = i;
    while (start > 0 && !stop(start - 1)) --start;
    while (end + 1 < words.size() && !stop(end)) ++end;
    return end < breaks.size() && breaks[end] == '?' && kOpens.count(words[start]) > 0;
  };
  std::vector<std::string> out;
  for (size_t i = 0; i < words.size(); ++i) {
    if (!unused_at(i)) continue;
    const std::string& w = words[i];
    const std::string next = i + 1 < words.size() ? words[i + 1] : "";
    const bool signed_amount =
        w.size() >= 2 && (w[0] == '+' || w[0] == '-') && w[1] >= '0' && w[1] <= '9';
    // "3+3 = 6": a sum the player worked out, its terms unread alike.
    const bool sum = i > 0 && number(words[i - 1]) && unused_at(i - 1);
    // "does the star count as +1?": asked about, not said.
    const bool asked = (i < breaks.size() && breaks[i] == '?') || (i > 0 && words[i - 1] == "as");
    // "Embiggen (+2 to Attack event damage)": what a card the reading took
    // does, said beside its name.
    const bool card_said = std::any_of(cards.begin(), cards.end(),
                                       [&](const CardMatch& c) { return c.at + c.len == i; });
    if (signed_amount && !sum && !asked && !card_said) out.push_back("'" + w + "'");
    // ("double-blocks", "a double generic face": not a change to a number.)
    // ("a double fist energy face", "double bolt": an energy face.)
    // ("rolled triple masks": energy faces too.)
    const bool energies =
        next.size() > 1 && next.back() == 's' && energy_word(next.substr(0, next.size() - 1));
    // ("I forgot my Global twice": how often, not a number made twice as
    // big, which says the number or stat before it or "its ..." after.)
    bool twice_of = w != "twice";
    for (size_t k = i; !twice_of && k-- > 0 && k + 4 > i;) {
      static const std::set<std::string> kOf = {"a",   "atk",     "attack", "damage", "dmg",
                                                "def", "defense", "d",      "life",   "threat"};
      twice_of = number(words[k]) || kOf.count(words[k]) > 0;
    }
    twice_of |= next == "its" || next == "his" || next == "her" || next == "the" || next == "as";
    // ("pays 2 mask to use Professor X's Global ... twice on Wolverine": an
    // ability used twice, its change made twice.)
    for (size_t k = i; !twice_of && k-- > 0 && k + 16 > i;) {
      static const std::set<std::string> kUse = {"use",       "uses",      "used", "using",
                                                 "pay",       "pays",      "paid", "activate",
                                                 "activates", "activated", "play", "played"};
      twice_of = kUse.count(words[k]) > 0;
    }
    if (kScaling.count(w) && next.rfind("block", 0) != 0 && !energy_word(next) && !energies &&
        next != "energy" && twice_of && !asking_sentence_at(i))
      out.push_back("'" + w + "'");
    if (w == "per" && (next == "player" || next == "players")) out.push_back("'per player'");
    // "then another ability that swaps its attack and defense values",
    // "swap its A and D": the values traded, which no reading applies.
    static const std::set<std::string> kSwap = {"swap",     "swaps",    "swapped",  "switch",
                                                "switches", "switched", "exchange", "exchanges"};
    static const std::set<std::string> kStat = {"a",   "attack",  "atk",    "d",
                                                "def", "defense", "defence"};
    if (kSwap.count(w)) {
      int stats = 0;
      for (size_t k = i + 1; k < words.size() && k < i + 6; ++k) stats += kStat.count(words[k]) > 0;
      if (stats >= 2) out.push_back("'" + w + "'");
    }
    // "whose printed ATK of 2 is increased by 1 by an attachment": a change
    // said in words, to a value named just before.
    static const std::set<std::string> kChanged = {
        "increased", "increases", "increase", "reduced", "reduces", "reduce",
        "decreased", "decreases", "lowered",  "lowers",  "raised",  "raises"};
    static const std::set<std::string> kValues = {"atk", "attack", "def", "defense", "defence",
                                                  "sch", "thw",    "a",   "d",       "value"};
    if (kChanged.count(w) && next == "by" && i + 2 < words.size() && number(words[i + 2]) &&
        unused_at(i + 2)) {
      bool of_value = false;
      for (size_t k = i; k-- > 0 && k + 7 > i && !of_value;) of_value = kValues.count(words[k]) > 0;
      if (of_value) out.push_back("'" + w + " by " + words[i + 2] + "'");
    }
    // "Colossus (2A/4D) can't be KO'd and blocks", "an un-KO-able blocker":
    // a rule changed for one character, which the reading left unread.
    static const std::set<std::string> kNot = {"can't", "cant",       "cannot",  "unable",
                                               "never", "un-ko-able", "unkoable"};
    static const std::set<std::string> kActs = {
        "ko",       "ko'd",   "kod",     "ko'ed",   "koed",     "block",  "blocked", "attack",
        "attacked", "damage", "damaged", "target",  "targeted", "defend", "thwart",  "scheme",
        "spin",     "spun",   "field",   "fielded", "defeated", "die",    "leave",   "leaves"};
    if (kNot.count(w) && !asking_sentence_at(i)) {
      bool act = w == "un-ko-able" || w == "unkoable";
      size_t k = i + 1;
      for (; !act && k < words.size() && k <= i + 3; ++k) act = kActs.count(words[k]) > 0;
      // ("so I can't defend when the minion attacks me": no defence, and
      // the reading has none either.)
      const std::string& acted = words[k - 1];
      const bool no_defence = game == "mc" ? defender == "none" : !has("blocker");
      if (act && (acted == "defend" || acted == "block") && no_defence) act = false;
      if (act) {
        std::string phrase = w;
        for (size_t j = i + 1; j < k && j < words.size(); ++j) phrase += " " + words[j];
        out.push_back("'" + phrase + "'");
      }
    }
  }
  out.insert(out.end(), left_out.begin(), left_out.end());
  return out;
}

std::vector<std::string> Reading::unfounded() const {
  std::vector<std::string> out;
  if (game == "dm" && action == "combat") {
    for (const char* die : kCombatDice)
      if (has(die) && fact(die, "a").empty() && fact(die, "d").empty() &&
          fact(die, "removed") != "true")
        out.push_back(std::string(die) + " with no A or D");
  } else if (game == "mc") {
    const bool enemy = has("villain") || has("minion") || has("minion2");
    if ((action == "player-attack" || action == "attack-event") && !enemy)
      out.push_back("an attack against no villain or minion");
    if (action == "enemy-attack" && !enemy) out.push_back("an attack by no villain or minion");
    if ((action == "thwart" || action == "thwart-event") && !has("main") && !has("side"))
      out.push_back("a thwart of no scheme");
  }
  return out;
}

size_t Choices::choose(const std::vector<std::string>& options) {
  const size_t point = sizes_.size();
  sizes_.push_back(options.size());
  size_t pick = 0;
  if (point < preset_.size() && preset_[point] >= 0 &&
      static_cast<size_t>(preset_[point]) < options.size())
    pick = static_cast<size_t>(preset_[point]);
  if (options.size() > 1) label_ += (label_.empty() ? "" : "; ") + options[pick];
  return pick;
}

std::string describe_stages(const std::vector<Token>& tokens, const std::vector<Mention>& mentions,
                            const std::vector<Clause>& clauses) {
  static const char* kTok[] = {"word", "number", "fraction", "dice", "term", "card"};
  std::string out = "tokens:";
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    out += " " + std::to_string(i) + "[" + t.text + "|" + kTok[static_cast<int>(t.kind)];
    if (t.term) out += ":" + t.term->kind + ":" + t.term->name;
    if (t.brk) out += std::string(" ") + t.brk;
    out += "]";
  }
  out += "\nmentions:";
  for (size_t m = 0; m < mentions.size(); ++m) {
    const Mention& x = mentions[m];
    out += "\n  " + std::to_string(m) + " " + head_name(x.head) + " '" + x.name + "' tokens " +
           std::to_string(x.first) + "-" + std::to_string(x.last);
    if (x.count > 1) out += " x" + std::to_string(x.count);
    if (x.owner != Owner::kUnsaid) out += x.owner == Owner::kMine ? " mine" : " other's";
    if (x.refers_to >= 0) out += " -> " + std::to_string(x.refers_to);
    if (!x.role_word.empty()) out += " (" + x.role_word + ")";
    for (const Attr& a : x.attrs) out += " " + a.field + "=" + a.value;
  }
  out += "\nclauses:";
  for (const Clause& c : clauses)
    out += "\n  " + std::string(verb_name(c.verb)) + (c.passive ? " (passive)" : "") + " at " +
           std::to_string(c.token) + ": subject " + std::to_string(c.subject) + ", object " +
           std::to_string(c.object) + ", with " + std::to_string(c.with) + ", by " +
           std::to_string(c.by) + ", amount " + std::to_string(c.amount);
  return out + "\n";
}

void mark_used(Reading& r, const std::vector<Token>& tokens, size_t first, size_t last) {
  if (r.used.size() < r.words.size()) r.used.resize(r.words.size(), false);
  for (size_t t = first; t <= last && t < tokens.size(); ++t) {
    for (size_t w = tokens[t].at; w < tokens[t].at + tokens[t].len && w < r.used.size(); ++w)
      r.used[w] = true;
    for (size_t w : tokens[t].also_at)
      if (w < r.used.size()) r.used[w] = true;
  }
}

bool negated(const std::vector<std::string>& words, size_t k) {
  for (size_t j = k; j-- > 0 && j + 3 > k;) {
    const std::string& w = words[j];
    // ("no damage) defends": "no" says no of the word right after it, or
    // of who does it: "no character defends", "no one blocks".)
    if (w == "no")
      return j + 1 == k ||
             (words[j + 1] == "character" || words[j + 1] == "one" || words[j + 1] == "hero" ||
              words[j + 1] == "ally" || words[j + 1] == "player" || words[j + 1] == "body");
    if (w == "not" || w == "never" || w == "without" || w == "cannot" || w == "dont" ||
        w == "doesnt" || w == "didnt" || w == "fails" || w == "failed" || w == "neither" ||
        w == "nobody" || w == "w/o" || w.ends_with("n't"))
      return true;
  }
  return false;
}

namespace {

// How far the words lean to Marvel Champions (above 0) or Dice Masters
// (below): the games' own terms (roles and keywords) and notations.
double game_lean(const std::vector<std::string>& words, const Vocabulary& v) {
  // A phrase both games use ("attacking", "life") says nothing about which.
  std::set<std::pair<size_t, size_t>> keywords;  // a game's keyword ("overcrush") says most
  // Spans that are a keyword's own name in one game ("retaliation" in Dice
  // Masters) and only a player's way of saying another keyword in the other
  // ("retaliate" in Marvel Champions).
  std::map<std::string, std::set<std::pair<size_t, size_t>>> own_name;  // game -> spans
  auto spans = [&](const std::string& game) {
    std::set<std::pair<size_t, size_t>> out;
    for (const TermMatch& m : v.match(words, game))
      // Names and pronouns both games use ("i", "me") and "die" (the verb
      // too) say nothing about which game.
      if (!(m.term->kind == "role" && m.term->entries.empty() &&
            (m.term->name == "hero" || m.term->name == "player" || words[m.at] == "die")) &&
          // (a character's name from the card pool: both games have Marvel's)
          !m.term->from_cards) {
        out.insert({m.at, m.len});
        if (m.term->kind == "keyword") {
          keywords.insert({m.at, m.len});
          if (m.len == 1 && words[m.at] == m.term->name) own_name[game].insert({m.at, m.len});
        }
      }
    return out;
  };
  const auto mc_spans = spans("mc"), dm_spans = spans("dm");
  // A phrase inside the other game's longer phrase ("dmg" in "dmg is
  // split") is that phrase's word, not a sign of its own game.
  auto inside = [](const std::pair<size_t, size_t>& s,
                   const std::set<std::pair<size_t, size_t>>& other) {
    for (const auto& o : other)
      if (o != s && o.first <= s.first && s.first + s.second <= o.first + o.second) return true;
    return false;
  };
  // A game's own phrase says more than the rulebooks' use of common words.
  constexpr double kPhraseWeight = 1.5;
  double lean = 0;
  auto weight = [&](const std::pair<size_t, size_t>& s) {
    return keywords.count(s) ? 2 * kPhraseWeight : kPhraseWeight;
  };
  for (const auto& s : mc_spans) lean += dm_spans.count(s) || inside(s, dm_spans) ? 0 : weight(s);
  for (const auto& s : dm_spans) lean -= mc_spans.count(s) || inside(s, mc_spans) ? 0 : weight(s);
  for (const auto& s : own_name["mc"])
    if (dm_spans.count(s) && !own_name["dm"].count(s)) lean += weight(s);
  for (const auto& s : own_name["dm"])
    if (mc_spans.count(s) && !own_name["mc"].count(s)) lean -= weight(s);
  // Dice stats ("5a/3d", "a4", "2 attack 3 defense") are Dice Masters'
  // own notation: a Marvel Champions question does not write them.
  for (size_t i = 0; i < words.size(); ++i) {
    int a = -1, d = -1;
    if (parse_dice_stat(words[i], a, d)) lean -= 4;
    // "a 2/3 Rogue", "two 2/4s": a bare A/D pair, unless hit points or
    // threat follow.
    if (number_pair(words[i], true, a, d) &&
        !(i + 1 < words.size() && (words[i + 1] == "hp" || words[i + 1] == "threat" ||
                                   words[i + 1] == "health" || words[i + 1] == "hit"))) {
      lean -= 1.5;
      // ("Hulk 4/4 atk, Spidey 2/3 blocks": a die's stats right after its
      // name, and the word after it a verb or stat, not hit points.)
      if (i > 0 && a <= 8 && d <= 8 && i + 1 < words.size() &&
          (words[i + 1] == "atk" || words[i + 1] == "attacks" || words[i + 1] == "blocks" ||
           words[i + 1] == "swings"))
        lean -= 1.5;
    }
    // "at 2 life", "3 life": a player's Life total is Dice Masters' (a
    // Marvel Champions character has hit points).
    if (i + 1 < words.size() && words[i + 1] == "life" &&
        words[i].find_first_not_of("0123456789") == std::string::npos)
      lean -= 1.5;
    // "lvl2", "level 3": a die's level (a Marvel Champions card has none).
    if ((words[i].starts_with("lvl") &&
         words[i].find_first_not_of("0123456789", 3) == std::string::npos) ||
        (words[i] == "level" && i + 1 < words.size() && !words[i + 1].empty() &&
         words[i + 1].find_first_not_of("0123456789") == std::string::npos))
      lean -= 2;
    // ("3 atk 3 def", "5 attack 3 defense": a die's two values.)
    if (i + 3 < words.size() && (words[i + 1] == "attack" || words[i + 1] == "atk") &&
        (words[i + 3] == "defense" || words[i + 3] == "defence" || words[i + 3] == "def"))
      lean -= 3;
    // "my sidekick die", "his Sidekick dice": Dice Masters' starting dice.
    if (i + 1 < words.size() && (words[i] == "sidekick" || words[i] == "sidekicks") &&
        (words[i + 1] == "die" || words[i + 1] == "dice"))
      lean -= 3;
    // "my opponent": Marvel Champions is played together against the
    // villain; only Dice Masters has an opponent.
    if (words[i] == "opponent" || words[i] == "opponents" || words[i] == "opponent's" ||
        words[i] == "opp" || words[i] == "opp's")
      lean -= 1.5;
    // "(villains, retaliation)": an affiliation, which only dice have.
    if (words[i] == "villains" || words[i] == "villians") lean -= 1.5;
  }
  // The rulebooks' own use of the words weighs with the terms: "dice",
  // "villain" and "threat" each tell the game without being terms.
  lean += v.corpus_lean(words, "mc", "dm");
  return lean;
}

// Picks the game: a forced one, else the one the words lean to, else "".
std::string pick_game(const std::vector<std::string>& words, const Vocabulary& v,
                      const std::string& forced) {
  if (!forced.empty()) return forced;
  const double lean = game_lean(words, v);
  if (std::abs(lean) < 1.0) return "";
  return lean > 0 ? "mc" : "dm";
}

// "rules reference 1.1", "v1.3", "in 1.1": an edition the question names.
std::string edition_named(const std::string& question) {
  static const char* kEditions[] = {"1.1", "1.3"};
  for (const char* e : kEditions) {
    const std::string ed = e;
    for (size_t at = question.find(ed); at != std::string::npos; at = question.find(ed, at + 1)) {
      const bool digit_before =
          at > 0 && std::isdigit(static_cast<unsigned char>(question[at - 1]));
      const size_t end = at + ed.size();
      const bool digit_after =
          end < question.size() && (std::isdigit(static_cast<unsigned char>(question[end])) ||
                                    (question[end] == '.' && end + 1 < question.size() &&
                                     std::isdigit(static_cast<unsigned char>(question[end + 1]))));
      if (!digit_before && !digit_after) return ed;
    }
  }
  return "";
}

Reading read_once(const std::string& question, const std::vector<std::string>& words,
                  const std::vector<char>& breaks, const Vocabulary& vocabulary,
                  const std::string& game, Choices& choices, bool explain,
                  const std::vector<std::string>& card_texts,
                  const std::vector<WordSpan>& set_aside) {
  Reading r;
  r.explain = explain;
  r.card_texts = card_texts;
  r.words = words;
  r.breaks = breaks;
  r.used.assign(words.size(), false);
  r.game = game;
  r.edition = edition_named(question);
  const std::vector<TermMatch> matches = vocabulary.match(r.words, r.game);
  for (const TermMatch& m : matches) r.terms.push_back(m.term);
  std::vector<Token> tokens = tokenize(r.words, r.breaks, vocabulary, r.game);
  for (const WordSpan& claim : set_aside) {
    // (A claim that opens after a comma ends its sentence: the token before
    // it takes the stop, so the next sentence does not run into it.)
    const auto first = std::find_if(tokens.begin(), tokens.end(),
                                    [&](const Token& t) { return t.at >= claim.first; });
    const auto past =
        std::find_if(first, tokens.end(), [&](const Token& t) { return t.at > claim.last; });
    if (first != tokens.begin() && first != past && std::prev(past)->ends_sentence() &&
        !std::prev(first)->ends_sentence())
      std::prev(first)->brk = std::prev(past)->brk;
    tokens.erase(first, past);
    std::string said;
    for (size_t k = claim.first; k <= claim.last && k < words.size(); ++k)
      said += (said.empty() ? "" : " ") + words[k];
    // (Its words are blanked too, for the stages that read words alone:
    // "so it can block next turn" in a claim does not end the turn.)
    for (size_t k = claim.first; k <= claim.last && k < r.words.size(); ++k) {
      r.used[k] = true;
      r.words[k] = "_";
    }
    switch (claim.kind) {
      case SetAside::kClaim: r.claims.push_back(said); break;
      case SetAside::kHeadline: r.headline = said; break;
      case SetAside::kAfterthought: r.afterthoughts.push_back(said); break;
    }
  }
  if (r.game == "dm") read_dm(r, tokens, choices);
  if (r.game == "mc") {
    // A card named twice is one card.
    for (const CardMatch& m : vocabulary.match_cards(r.words, r.game))
      if (std::none_of(r.cards.begin(), r.cards.end(),
                       [&](const CardMatch& c) { return c.card == m.card; }))
        r.cards.push_back(m);
    read_mc(r, tokens, choices);
  }
  take_card_texts(r);
  // A card of the pool the question names that the reading does not run
  // (an attachment, an upgrade, an event): the outcome may turn on it.
  if (r.game == "mc" && r.situation() && vocabulary.has_cards())
    for (const cards::Card* card : vocabulary.other_cards_named(question)) {
      // (a card whose ability the reading runs: corpus/card-abilities.tsv)
      const bool run = std::any_of(r.cards.begin(), r.cards.end(), [&](const CardMatch& m) {
        return to_lower_ascii(m.card->name) == to_lower_ascii(card->name);
      });
      // (A scheme named is the one the situation has, when it has one:
      // "Nick Fury thwarts Defense Network".)
      const bool the_scheme = (card->type == "side_scheme" && r.has("side")) ||
                              (card->type == "main_scheme" && r.has("main"));
      if (run || the_scheme) continue;
      std::string type = card->type;
      std::replace(type.begin(), type.end(), '_', ' ');
      r.leave_out("the " + type + " " + card->name + ", named in the question");
    }
  // A keyword the question names that no stage of the reading took: the
  // situation leaves it out, so no verdict rests on the simulation.
  if (r.situation())
    for (const TermMatch& m : matches) {
      // ("without Overcrush": said not to be there, as the situation has it.)
      if (m.term->kind != "keyword" || negated(r.words, m.at)) continue;
      // "uses her basic recovery": the verb, not the Uses keyword.
      static const std::set<std::string> kWhose = {"her", "his", "my",  "their", "its",
                                                   "a",   "an",  "the", "your"};
      if (m.term->name == "uses" && m.at + 1 < r.words.size() && kWhose.count(r.words[m.at + 1]))
        continue;
      // ("Player A uses Captain Marvel's basic defense": the verb too; the
      // keyword is written "Uses (3 charges)" or counted, "2 uses".)
      if (m.term->name == "uses" && r.words[m.at] == "uses" && m.at + 1 < r.words.size() &&
          r.breaks[m.at] != '(' && !all_digits(r.words[m.at + 1]) &&
          !(m.at > 0 && all_digits(r.words[m.at - 1])))
        continue;
      // ("does either one get to strike first?", "first-strike damage":
      // the verb, not the Strike keyword.)
      if (m.term->name == "strike" &&
          strike_as_verb(m.at > 0 ? r.words[m.at - 1] : "",
                         m.at + 1 < r.words.size() ? r.words[m.at + 1] : ""))
        continue;
      bool taken = false;
      std::string phrase;
      for (size_t k = m.at; k < m.at + m.len && k < r.used.size(); ++k) {
        taken |= r.used[k];
        phrase += (phrase.empty() ? "" : " ") + r.words[k];
      }
      // (A Dice Masters keyword no reading takes, said inside a mention
      // whose words are all used: "opp tags out banshee for +2a".)
      if (m.term->game == "dm" && dm_keyword_never_read(m.term->name)) taken = false;
      // ("... take damage from retaliate?": a keyword some character was
      // read with is asked about, not left out.)
      for (const auto& [role, fields] : r.facts)
        for (const auto& [field, value] : fields)
          taken |= field == m.term->name && !value.empty() && value != "false";
      if (!taken) r.leave_out("'" + phrase + "'");
    }
  if (r.situation()) leave_out_repeats(r);
  r.deciding = choices.label();
  return r;
}

}  // namespace
// namespace

namespace {

// "klaw's" -> "klaw" "'s" when the name is a game phrase's, so the name
// is read and the possessive stays a word of its own.
void split_possessives(std::vector<std::string>& words, std::vector<char>& breaks,
                       const Vocabulary& vocabulary) {
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w.size() > 3 && w.compare(w.size() - 2, 2, "'s") == 0 &&
        vocabulary.knows(w.substr(0, w.size() - 2)) && w != "it's" && w != "he's" && w != "she's" &&
        w != "that's" && w != "what's" && w != "who's" && w != "there's") {
      w2.push_back(w.substr(0, w.size() - 2));
      b2.push_back(0);
      // "my attacker's a 5/3": "is" said short, before a new noun phrase.
      const bool is = i + 1 < words.size() && (i >= breaks.size() || breaks[i] == 0) &&
                      (words[i + 1] == "a" || words[i + 1] == "an");
      w2.push_back(is ? "is" : "'s");
    } else {
      w2.push_back(w);
    }
    b2.push_back(i < breaks.size() ? breaks[i] : 0);
  }
  words = std::move(w2);
  breaks = std::move(b2);
}

// "crisis-icon", "final-stage": words a player joined that the games'
// phrases keep apart. Names the vocabulary knows ("spider-man") stay whole.
void split_hyphens(std::vector<std::string>& words, std::vector<char>& breaks,
                   const Vocabulary& vocabulary) {
  std::vector<std::string> w2;
  std::vector<char> b2;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w.find('-') != std::string::npos && !vocabulary.knows(w) &&
        w.find_first_of("0123456789'+") == std::string::npos) {
      for (const std::string& part : split(w, '-')) {
        if (part.empty()) continue;
        w2.push_back(part);
        b2.push_back(0);
      }
      if (!b2.empty()) b2.back() = i < breaks.size() ? breaks[i] : 0;
      continue;
    }
    w2.push_back(w);
    b2.push_back(i < breaks.size() ? breaks[i] : 0);
  }
  words = std::move(w2);
  breaks = std::move(b2);
}

}  // namespace
// namespace

namespace {

// The same situation is among `out` already.
bool read_before(const std::vector<Reading>& out, const Reading& r) {
  return std::any_of(out.begin(), out.end(), [&](const Reading& o) {
    return o.facts == r.facts && o.action == r.action && o.defender == r.defender;
  });
}

}  // namespace

std::vector<Reading> read_question(const std::string& question, const Vocabulary& vocabulary,
                                   const std::string& game, bool explain) {
  std::vector<char> breaks;
  const auto words_of = [&](const std::string& text) {
    std::vector<std::string> w = vocabulary.corrected(question_words(text, &breaks));
    second_person_as_first(w, breaks);
    split_possessives(w, breaks, vocabulary);
    split_hyphens(w, breaks, vocabulary);
    return w;
  };
  std::vector<std::string> words = words_of(question);
  std::string picked = pick_game(words, vocabulary, game);
  // "opp blocks my 6/6 with two 3/3s, I put 3 on each": words that lean
  // too little to say the game, but read as a whole situation (every part
  // with what it needs) in only one of them.
  // (A question with no number, a lookup most often, is not read twice.)
  const bool numbers = std::any_of(words.begin(), words.end(), [](const std::string& w) {
    return w.find_first_of("0123456789") != std::string::npos;
  });
  if (picked.empty() && game.empty() && numbers) {
    const auto whole = [&](const char* g) {
      Choices c;
      const Reading r = read_once(question, words, breaks, vocabulary, g, c, false, {}, {});
      return r.situation() && r.unfounded().empty();
    };
    const bool mc = whole("mc"), dm = whole("dm");
    if (mc != dm) picked = mc ? "mc" : "dm";
  }
  // Dice Masters card text quoted in a situation is read by the ability
  // language; a Marvel Champions quote ("a star: 'Give the villain a tough
  // status card'") stays for the reader, which knows those words.
  // ("im at 2 opp at 3, i use an action die 'deal 3 damage to each
  // player'": quoted text the ability language reads whole says the game.)
  LiftedCardText lifted;
  if (picked.empty() || picked == "dm") {
    lifted = lift_card_text(question);
    if (picked.empty() &&
        std::any_of(lifted.texts.begin(), lifted.texts.end(), reads_as_dm_card_text))
      picked = "dm";
    if (picked != "dm") lifted = {};
    if (!lifted.texts.empty()) words = words_of(lifted.question);
  } else if (picked == "mc") {
    lifted = lift_card_text(question, true);
    if (!lifted.texts.empty()) words = words_of(lifted.question);
  }
  // A dispute's claims and a post's headline are set aside when the rest
  // still tells a whole situation; otherwise the facts are in them, and
  // they are read.
  std::vector<WordSpan> claims = dispute_claims(words, breaks);
  if (const auto title = headline(words, breaks)) {
    // (A claim in the headline is the headline's; one left alone is no
    // dispute.)
    std::erase_if(claims, [&](const WordSpan& c) { return c.first <= title->last; });
    if (claims.size() < 2) claims.clear();
    claims.insert(claims.begin(), *title);
  }
  // Afterthoughts after the question ("Also my buddy drew Hawkeye three
  // turns in a row lol") likewise; one that may tell a fact ("Also she had
  // 1 damage already", "Also Rhino has overkill") is read too, and the
  // answer shows both readings when they rule differently.
  std::vector<WordSpan> sure_asides = claims;
  for (const WordSpan& a : afterthoughts(words, breaks)) {
    claims.push_back(a);
    if (!may_tell_a_fact(a, words, vocabulary, picked)) sure_asides.push_back(a);
  }
  const bool may_tell = sure_asides.size() < claims.size();
  Choices first;
  std::vector<Reading> out{
      read_once(question, words, breaks, vocabulary, picked, first, explain, lifted.texts, claims)};
  if (!claims.empty() && (!out.front().situation() || !out.front().unfounded().empty())) {
    claims.clear();
    first = Choices();
    out = {read_once(question, words, breaks, vocabulary, picked, first, explain, lifted.texts,
                     claims)};
  }
  // Every other combination of the choice points, up to 8 readings.
  const std::vector<size_t>& sizes = first.sizes();
  std::vector<int> pick(sizes.size(), 0);
  constexpr size_t kMaxReadings = 8;
  while (out.size() < kMaxReadings) {
    size_t k = 0;
    for (; k < pick.size(); ++k) {
      if (static_cast<size_t>(++pick[k]) < sizes[k]) break;
      pick[k] = 0;
    }
    if (k == pick.size()) break;
    Choices again(pick);
    Reading r = read_once(question, words, breaks, vocabulary, picked, again, explain, lifted.texts,
                          claims);
    // A later point may not be reached in this reading: no duplicates.
    if (!read_before(out, r)) out.push_back(std::move(r));
  }
  if (may_tell && !claims.empty() && out.size() < kMaxReadings) {
    Choices read_all;
    Reading r = read_once(question, words, breaks, vocabulary, picked, read_all, explain,
                          lifted.texts, sure_asides);
    if (!read_before(out, r)) {
      if (out.front().deciding.empty())
        out.front().deciding = "the sentence after the question set aside, or read";
      out.push_back(std::move(r));
    }
  }
  if (out.size() > 1 && out.front().deciding.empty()) out.front().deciding = first.label();
  return out;
}

}  // namespace arbiter::query::ask
// namespace arbiter::query::ask
