// read_question: every reading of a question. Its words, the game, card
// text lifted out, the claims, headline and afterthoughts to set aside,
// then one reading (reading_once.cpp) per combination of the choice
// points, up to 8, and one with the afterthoughts read when they may tell
// a fact.
#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "common/text.h"
#include "query/ask/asides.h"
#include "query/ask/card_text.h"
#include "query/ask/claims.h"
#include "query/ask/corrections.h"
#include "query/ask/corrections_inline.h"
#include "query/ask/enemy_narrator.h"
#include "query/ask/named_players.h"
#include "query/ask/narrated_player.h"
#include "query/ask/pasted.h"
#include "query/ask/reading_parts.h"
#include "query/ask/second_person.h"

namespace arbiter::query::ask {

namespace {

// The same situation is among `out` already.
bool read_before(const std::vector<Reading>& out, const Reading& r) {
  return std::any_of(out.begin(), out.end(), [&](const Reading& o) {
    return o.facts == r.facts && o.action == r.action && o.defender == r.defender;
  });
}

// A character named among `said`: a villain, hero, minion, ally or die by
// its name, or one said to be someone's ("my hero", "his die"); not the
// game's plain words for them ("the villain", "a blocker", "I").
bool names_a_character(const std::vector<std::string>& said, const Vocabulary& vocabulary,
                       const std::string& game) {
  static const std::set<std::string> kPlain = {
      "villain", "villains", "hero",      "heroes",     "minion",   "minions",  "ally",
      "allies",  "die",      "dice",      "blocker",    "blockers", "attacker", "attackers",
      "player",  "players",  "character", "characters", "identity", "i",        "me",
      "you",     "we",       "enemy",     "enemies",    "opponent", "sidekick", "sidekicks"};
  static const std::set<std::string> kWhose = {"my", "his", "her", "their", "your", "our"};
  for (const char* g : {"mc", "dm"}) {
    if (!game.empty() && game != g) continue;
    for (const TermMatch& m : vocabulary.match(said, g)) {
      if (m.term->kind != "role") continue;
      std::string text;
      for (size_t k = m.at; k < m.at + m.len; ++k) text += (text.empty() ? "" : " ") + said[k];
      if (!kPlain.count(text) || (m.at > 0 && kWhose.count(said[m.at - 1]))) return true;
    }
  }
  return false;
}

// Whether `read` (a sentence of reasoning read) holds nothing that
// `without` (it set aside) lacks but results: the same action and
// defender, no role or value more except damage taken ("so she takes 3")
// when `damage_result` (the sentence says nothing was so before: "he
// already had 8 damage" is a fact).
bool adds_only_results(const Reading& without, const Reading& read, bool damage_result) {
  if (read.action != without.action || read.defender != without.defender) return false;
  for (const auto& [role, fields] : read.facts) {
    if (role == "hit" && damage_result) continue;
    const auto it = without.facts.find(role);
    for (const auto& [field, value] : fields) {
      if (field == "damage" && damage_result) continue;
      if (it == without.facts.end() || !it->second.count(field)) return false;
    }
  }
  return true;
}

// A title's words that may tell a fact: a number, a character named
// ("Rhino stunned"), or a stat, status or keyword said of someone ("Villain
// has tough status", "Juggernaut with Overcrush"); not a topic alone
// ("Energy Drain", "Retaliate vs tough").
bool tells_in_title(const WordSpan& title, const std::vector<std::string>& words,
                    const Vocabulary& vocabulary, const std::string& game) {
  const std::vector<std::string> said(words.begin() + static_cast<long>(title.first),
                                      words.begin() + static_cast<long>(title.last) + 1);
  static const std::set<std::string> kSaidOf = {"has", "have", "had", "is", "are",
                                                "was", "with", "w",   "at", "on"};
  bool said_of = false;
  for (const std::string& w : said) {
    if (all_digits(w)) return true;
    said_of |= kSaidOf.count(w) > 0;
  }
  if (names_a_character(said, vocabulary, game)) return true;
  for (const char* g : {"mc", "dm"}) {
    if (!game.empty() && game != g) continue;
    for (const TermMatch& m : vocabulary.match(said, g))
      if (said_of &&
          (m.term->kind == "stat" || m.term->kind == "status" || m.term->kind == "keyword"))
        return true;
  }
  return false;
}

}  // namespace

std::string told_text(const std::string& pasted) {
  return with_corrections(with_inline_corrections(as_typed(pasted)));
}

std::vector<Reading> read_question(const std::string& pasted, const Vocabulary& vocabulary,
                                   const std::string& game, bool explain) {
  return read_told(told_text(pasted), vocabulary, game, explain);
}

namespace {

// The words that name a character, as drop_finished_history wants them:
// heroes and allies, whom "she" and "he" are said of after, and enemies,
// kept only when a pronoun after needs them.
std::vector<Named> character_words(const std::vector<std::string>& w,
                                   const Vocabulary& vocabulary) {
  std::vector<Named> out(w.size(), Named::kNone);
  // (Dice told by their stats: a Dice Masters story, whose names are dice
  // a finished event is done with.)
  if (told_with_dice(w)) return out;
  // ("Last time Ultron's final stage survived": a name with its "'s".)
  std::vector<std::string> bare = w;
  for (std::string& x : bare)
    if (x.size() > 2 && x.ends_with("'s")) x.resize(x.size() - 2);
  for (const TermMatch& m : vocabulary.match(bare, ""))
    if (m.term->kind == "role" && m.term->name != "die")
      for (size_t k = m.at; k < m.at + m.len && k < w.size(); ++k)
        out[k] = m.term->name == "hero" || m.term->name == "ally" ? Named::kFriend : Named::kEnemy;
  return out;
}

// The words of a villain's or a minion's name ("I, Rhino, ...").
std::vector<bool> enemy_words(const std::vector<std::string>& w, const Vocabulary& vocabulary) {
  std::vector<bool> out(w.size(), false);
  for (const TermMatch& m : vocabulary.match(w, "mc"))
    if (m.term->kind == "role" && (m.term->name == "villain" || m.term->name == "minion"))
      for (size_t k = m.at; k < m.at + m.len && k < w.size(); ++k) out[k] = true;
  return out;
}

}  // namespace

std::vector<Reading> read_told(const std::string& told, const Vocabulary& vocabulary,
                               const std::string& game, bool explain) {
  const std::string question = named_players_as_seats(
      told, [&](const std::string& w) { return vocabulary.knows(w) || vocabulary.in_corpus(w); },
      [&](const std::string& w) {
        const std::vector<TermMatch> m = vocabulary.match({w}, "");
        return !m.empty() && m.front().term->kind == "keyword";
      });
  std::vector<char> breaks;
  const auto words_of = [&](const std::string& text) {
    std::vector<std::string> w = vocabulary.corrected(question_words(text, &breaks));
    enemy_narrator_as_third(w, breaks, [&, enemy = enemy_words(w, vocabulary)](size_t k) {
      return k < enemy.size() && enemy[k];
    });
    second_person_as_first(w, breaks);
    narrated_player_as_first(w, breaks, [&] { return character_words(w, vocabulary); });
    drop_finished_history(w, breaks, [&] { return character_words(w, vocabulary); });
    merge_a_tack(w, breaks);
    split_possessives(w, breaks, vocabulary);
    split_hyphens(w, breaks, vocabulary);
    learners_forms(w, breaks);
    drop_numbering(w, breaks);
    drop_ages(w, breaks);
    numbers_taken_back(w, breaks);
    dictated_numbers(w, breaks);
    dictated_clauses(w, breaks);
    attack_as_stat(w, breaks);
    return w;
  };
  // ("Overkill vs ally defender: 1) ...": the title's words, counted as
  // read, before the question's.)
  const std::string title = list_title(question);
  const size_t title_words = title.empty() ? 0 : words_of(title).size();
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
  // (A word that is a term of its own, "rhino", or a word of a longer name
  // the question says, "Black Widow ... Widow says when she blocks, ...";
  // not one word of a name it does not say, "quinn" of Harley Quinn.)
  std::set<std::string> named_words;
  for (const TermMatch& m : vocabulary.match(words, picked))
    for (size_t k = m.at; m.len > 1 && k < m.at + m.len && k < words.size(); ++k)
      named_words.insert(words[k]);
  std::vector<WordSpan> claims = dispute_claims(words, breaks, [&](const std::string& w) {
    return named_words.count(w) > 0 || !vocabulary.match({w}, picked).empty();
  });
  std::optional<WordSpan> titled = headline(words, breaks);
  // ("Rhino stunned: 1) ...", "Opponent at 3 life: 1) ...": a title that
  // tells a fact is read.)
  if (!titled && title_words > 0 && title_words < words.size() &&
      !tells_in_title(WordSpan{0, title_words - 1}, words, vocabulary, picked))
    titled = WordSpan{0, title_words - 1, SetAside::kHeadline};
  if (const auto& title = titled) {
    // (A claim in the headline is the headline's; one left alone is no
    // dispute.)
    std::erase_if(claims, [&](const WordSpan& c) { return c.first <= title->last; });
    if (claims.size() < 2) claims.clear();
    claims.insert(claims.begin(), *title);
  }
  // The asker's own working ("so I'm on 6 dmg, 4 hp left?") likewise, when
  // no claim holds it already; it may tell a fact too ("So he's at 2 life,
  // did I win?"), so it is read both ways, as an afterthought that may tell
  // one is (below).
  std::vector<WordSpan> sure_asides = claims;
  const auto apart = [&](const WordSpan& c) {
    return std::none_of(claims.begin(), claims.end(),
                        [&](const WordSpan& o) { return c.first <= o.last && o.first <= c.last; });
  };
  // What the reading set aside or read, when the two rule differently.
  const char* deciding = "the sentence after the question set aside, or read";
  for (const WordSpan& c : conclusions(words, breaks))
    if (apart(c)) {
      claims.push_back(c);
      deciding = "the sentence opening with 'so' set aside, or read";
    }
  // A rule half-remembered before the situation: sure when it has no
  // number and names no character; with one ("so Rhino hit for 4?", "so
  // when I defend it's ATK 2 against my DEF 3?") it may repeat a fact, and
  // naming one ("My Thor has Overcrush, yes?", "Rhino gets a boost even if
  // I defend, right? He attacks me") it may tell one, or be whom a later
  // "he" is: read both ways.
  if (const auto b = belief(words, breaks); b && apart(*b)) {
    claims.push_back(*b);
    const std::vector<std::string> said(words.begin() + static_cast<long>(b->first),
                                        words.begin() + static_cast<long>(b->last) + 1);
    const bool number = std::any_of(said.begin(), said.end(), [](const std::string& w) {
      return w.find_first_of("0123456789") != std::string::npos;
    });
    if (!number && !names_a_character(said, vocabulary, picked))
      sure_asides.push_back(*b);
    else
      deciding = "the first sentence (the rule as you remembered it) set aside, or read";
  }
  // The asker's reasoning beside the facts ("I'm thinking allies don't
  // have a DEF so she takes 3"): sure when reading it adds nothing to the
  // situation but results (damage taken), or changed values it already
  // holds; when it adds a value, a status or a part ("so he's stunned",
  // "so he goes from 5 to 0" with no life told before), or changes what
  // happens, read both ways.
  // (A last question telling only results, and a bug report's claimed
  // results, likewise.)
  std::vector<WordSpan> working = reasoning(words, breaks);
  const std::vector<WordSpan> reported = expectations(words, breaks);
  for (const auto& more : {results_asked(words, breaks), reported})
    for (const WordSpan& s : more)
      if (std::none_of(working.begin(), working.end(),
                       [&](const WordSpan& w) { return w.first <= s.last && s.first <= w.last; }))
        working.push_back(s);
  for (const WordSpan& s : working) {
    if (!apart(s)) continue;
    std::vector<WordSpan> with = claims;
    claims.push_back(s);
    // (What an app or a friend did or said is theirs: never a fact.)
    if (std::any_of(reported.begin(), reported.end(), [&](const WordSpan& e) {
          return e.first == s.first && e.last == s.last && only_claimed(words, breaks, e);
        })) {
      sure_asides.push_back(s);
      continue;
    }
    Choices c1, c2;
    const Reading without =
        read_once(question, words, breaks, vocabulary, picked, c1, false, lifted.texts, claims);
    const Reading read =
        read_once(question, words, breaks, vocabulary, picked, c2, false, lifted.texts, with);
    if (adds_only_results(without, read, !told_as_before(words, s)))
      sure_asides.push_back(s);
    else
      deciding = "your own reasoning set aside";
  }
  std::sort(claims.begin(), claims.end(),
            [](const WordSpan& a, const WordSpan& b) { return a.first < b.first; });
  // Afterthoughts after the question ("Also my buddy drew Hawkeye three
  // turns in a row lol") likewise; one that may tell a fact ("Also she had
  // 1 damage already", "Also Rhino has overkill") is read too, and the
  // answer shows both readings when they rule differently.
  for (const WordSpan& a : afterthoughts(words, breaks)) {
    claims.push_back(a);
    if (!may_tell_a_fact(a, words, vocabulary, picked)) sure_asides.push_back(a);
  }
  // A quiz's answer choices: never the situation, whatever else is read.
  std::vector<WordSpan> choices;
  for (const WordSpan& c : answer_choices(words, breaks))
    if (apart(c)) choices.push_back(c);
  claims.insert(claims.end(), choices.begin(), choices.end());
  sure_asides.insert(sure_asides.end(), choices.begin(), choices.end());
  const bool may_tell = sure_asides.size() < claims.size();
  Choices first;
  std::vector<Reading> out{
      read_once(question, words, breaks, vocabulary, picked, first, explain, lifted.texts, claims)};
  // (Nor when what is left names no one a value is told of: "Spidey
  // doesn't have to exhaust, right? He's stunned ...".)
  if (!claims.empty() &&
      (!out.front().situation() || !out.front().unfounded().empty() || out.front().dangling)) {
    claims = choices;
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
      if (out.front().deciding.empty()) out.front().deciding = deciding;
      r.deciding = "what was set aside read as told";
      r.asides_read = true;
      out.push_back(std::move(r));
    }
  }
  if (out.size() > 1 && out.front().deciding.empty()) out.front().deciding = first.label();
  return out;
}

}  // namespace arbiter::query::ask
