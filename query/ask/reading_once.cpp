// One reading of a question under one set of choices: the edition it
// names, its set-asides (claims, headline, afterthoughts) taken out, the
// game's reader run, then what the reading leaves out (cards of the pool
// it does not run, keywords no stage took, repeats).
#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "common/text.h"
#include "query/ask/card_text.h"
#include "query/ask/reading_dm_parts.h"
#include "query/ask/reading_parts.h"
#include "query/ask/repeats.h"

namespace arbiter::query::ask {

namespace {

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

}  // namespace

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
      case SetAside::kChoice: r.choices.push_back(said); break;
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
  // ("No one has Fast, Overcrush or Iron Will": said not to be there,
  // through a list's commas and "or".)
  std::vector<bool> denied(matches.size(), false);
  for (size_t n = 0; n < matches.size(); ++n) {
    const TermMatch& m = matches[n];
    denied[n] = negated(r.words, m.at, &r.breaks);
    if (n == 0 || denied[n] || !denied[n - 1]) continue;
    const TermMatch& p = matches[n - 1];
    const size_t end = p.at + p.len;
    denied[n] = p.term->kind == m.term->kind &&
                ((end == m.at && end > 0 && (r.breaks[end - 1] == ',' || r.breaks[end - 1] == 0)) ||
                 (end + 1 == m.at && (r.words[end] == "or" || r.words[end] == "nor")));
  }
  if (r.situation())
    for (size_t n = 0; n < matches.size(); ++n) {
      const TermMatch& m = matches[n];
      // ("without Overcrush": said not to be there, as the situation has it.)
      if (m.term->kind != "keyword" || denied[n]) continue;
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

}  // namespace arbiter::query::ask
