#include "query/ask/ask.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string_view>

#include "common/entry_rows.h"
#include "common/text.h"
#include "query/ask/notation.h"
#include "query/ask/number_range.h"
#include "query/ask/situation.h"
#include "query/ask/vocabulary.h"
#include "query/cited_text.h"
#include "query/fts_query.h"
#include "query/fts_rank.h"
#include "query/fts_top.h"
#include "query/game_rows.h"
#include "query/numbered_sections.h"
#include "query/spelling.h"
#include "query/term_docs.h"

namespace arbiter::query::ask {

namespace {

// What a refused situation lacks, in the player's words. Card text that
// leaves the player a choice of dice (the engine asks for a <choice>) is
// a choice the question did not tell, not a fault in the situation.
std::string refused_situation(const std::string& why) {
  const size_t reach = why.find("can reach ");
  const size_t open = why.find(" dice (", reach == std::string::npos ? 0 : reach);
  const size_t close = open == std::string::npos ? open : why.find(')', open);
  if (reach == std::string::npos || open == std::string::npos || close == std::string::npos ||
      why.find("<choice") == std::string::npos)
    return "a situation the simulator accepts (" + why + ")";
  std::string dice = why.substr(open + 7, close - open - 7);
  for (size_t k = dice.find(' '); k != std::string::npos; k = dice.find(' ', k + 4))
    dice.replace(k, 1, " or ");
  return "which die the card text reaches (" + dice + "): its player chooses";
}

}  // namespace

namespace {

// The weight of a simulation step's citations when the step decides no
// amount (see ask()).
constexpr double kProcedureWeight = 1.4;

// How much of its score a numbered section heading keeps (see ask()).
constexpr double kSectionShare = 0.5;

// Question words that carry no rules meaning, in byte order for a binary
// search (a set of strings built at the first use cost more than every
// search of it after).
constexpr std::string_view kStopWords[] = {
    "a",      "about", "again", "an",     "and",   "any",        "are",   "at",     "be",
    "by",     "can",   "could", "did",    "diff",  "difference", "do",    "does",   "don't",
    "dont",   "for",   "from",  "get",    "gets",  "go",         "goes",  "happen", "happens",
    "has",    "have",  "how",   "i",      "i'm",   "if",         "im",    "in",     "into",
    "is",     "it",    "it's",  "its",    "just",  "many",       "me",    "mean",   "means",
    "much",   "my",    "new",   "no",     "not",   "now",        "of",    "off",    "on",
    "one",    "or",    "our",   "out",    "rule",  "rules",      "said",  "say",    "says",
    "should", "so",    "some",  "still",  "than",  "that",       "the",   "their",  "them",
    "then",   "there", "they",  "this",   "to",    "up",         "vs",    "was",    "way",
    "we",     "were",  "what",  "what's", "whats", "when",       "where", "which",  "who",
    "why",    "will",  "with",  "work",   "works", "would",      "yes",   "you",    "your"};
static_assert(std::is_sorted(std::begin(kStopWords), std::end(kStopWords)) &&
              std::adjacent_find(std::begin(kStopWords), std::end(kStopWords)) ==
                  std::end(kStopWords));

bool stop_word(std::string_view w) {
  return std::binary_search(std::begin(kStopWords), std::end(kStopWords), w);
}

// How much a recognised term says about which entry answers: a keyword or
// status named in the question is almost always what it is about; a role,
// stat or action word only hints.
double term_weight(const Term& t) {
  if (t.kind == "keyword" || t.kind == "status") return 3.0;
  if (t.kind == "term") return 2.0;
  return 0.6;
}

// Scores candidate entries from several kinds of evidence and keeps why
// each was chosen (the strongest reason).
class Ranking {
 public:
  void add(const std::string& id, double score, const std::string& why) {
    Candidate& c = candidates_[id];
    if (c.order == 0) c.order = static_cast<int>(candidates_.size());
    c.score += score;
    if (score > c.best) c.best = score, c.why = why;
  }
  bool has(const std::string& id) const { return candidates_.count(id) > 0; }
  std::vector<std::string> ids() const {
    std::vector<std::string> out;
    for (const auto& [id, c] : candidates_) out.push_back(id);
    return out;
  }
  void scale(const std::string& id, double factor) { candidates_[id].score *= factor; }

  std::vector<std::pair<std::string, std::string>> best(size_t n) const {
    std::vector<std::pair<std::string, const Candidate*>> all;
    for (const auto& [id, c] : candidates_) all.emplace_back(id, &c);
    std::stable_sort(all.begin(), all.end(), [](const auto& x, const auto& y) {
      if (x.second->score != y.second->score) return x.second->score > y.second->score;
      return x.second->order < y.second->order;
    });
    std::vector<std::pair<std::string, std::string>> out;
    for (size_t i = 0; i < all.size() && i < n; ++i)
      out.emplace_back(all[i].first, all[i].second->why);
    return out;
  }

 private:
  struct Candidate {
    double score = 0, best = 0;
    int order = 0;
    std::string why;
  };
  std::map<std::string, Candidate> candidates_;
};

// The rows of the editions when each is one run of rowids and together
// they make one run, no other edition's row among them; else none.
std::optional<GameRows> scope_rows(const Database& db,
                                   const std::vector<const EditionInfo*>& editions) {
  std::vector<GameRows> runs;
  for (const EditionInfo* e : editions) {
    const std::optional<GameRows> rows = edition_rows(db, e->game, e->label);
    if (!rows || !rows->contiguous()) return std::nullopt;
    runs.push_back(*rows);
  }
  if (runs.empty()) return std::nullopt;
  std::sort(runs.begin(), runs.end(),
            [](const GameRows& x, const GameRows& y) { return x.low < y.low; });
  GameRows out = runs.front();
  for (size_t i = 1; i < runs.size(); ++i) {
    if (runs[i].low != out.high + 1) return std::nullopt;
    out.high = runs[i].high;
    out.count += runs[i].count;
  }
  return out;
}

// Entries ranked by FTS5 BM25 on any of the words (titles weigh 10,
// aliases 8, text 1), in the editions a search of `game` covers, newest
// edition first: a question rarely repeats an entry's words exactly, so
// requiring all of them finds nothing.
std::vector<std::pair<std::string, double>> bm25_entries(const Catalog& catalog,
                                                         const std::vector<std::string>& words,
                                                         const std::string& game,
                                                         const std::string& edition) {
  std::vector<std::pair<std::string, double>> out;
  if (words.empty()) return out;
  const std::vector<const EditionInfo*> editions = catalog.scope(game, edition);
  // Only the rows in scope are ranked (FTS5's own "ORDER BY rank" ranks
  // every match, the other game's too), ties in row order as FTS5 leaves
  // them; only the 60 rows read fetch their text. The game's run of rowids
  // bounds the match itself, so FTS5 passes over the other game's rows
  // without joining them to their entries (the scores are the same:
  // bm25's IDF and average length are the whole table's whatever rows the
  // match reads). arbiter_bm25 is bm25 with each row's length read from
  // the docsize row joined here.
  // When the editions in scope are one run of rowids (Marvel Champions'
  // 1.3 and the partial editions after it; Dice Masters' one book), the
  // match reads that run alone and no row is looked up in entries to test
  // its scope (a b-tree search for each of the ~600 rows a Dice Masters
  // situation matches).
  const std::optional<GameRows> in_scope =
      game.empty() ? std::nullopt : scope_rows(catalog.db(), editions);
  const std::optional<GameRows> found = in_scope       ? in_scope
                                        : game.empty() ? std::nullopt
                                                       : game_rows(catalog.db(), game);
  const bool bounded = found.has_value();
  const GameRows rows = found.value_or(GameRows{});
  const std::string span = bounded ? " AND search_words.rowid BETWEEN ? AND ?" : "";
  // Else, when the game's run holds only the game's rows and every edition
  // of the game is in scope, each row the match reads is in scope too (a
  // database whose index build did not record each edition's run).
  const bool whole_game =
      in_scope.has_value() ||
      (bounded && rows.contiguous() &&
       std::all_of(catalog.editions().begin(), catalog.editions().end(), [&](const EditionInfo& e) {
         return e.game != game || std::find(editions.begin(), editions.end(), &e) != editions.end();
       }));
  // A word said twice ("3/3 ... 2/2") is matched once, and ranked as said
  // (arbiter_bm25's phrase order): the same scores, for less of FTS5's work.
  std::vector<std::string> distinct;
  std::string order;
  for (const std::string& w : words) {
    const size_t at =
        static_cast<size_t>(std::find(distinct.begin(), distinct.end(), w) - distinct.begin());
    if (at == distinct.size()) distinct.push_back(w);
    order += (order.empty() ? "" : " ") + std::to_string(at);
  }
  const bool repeats = distinct.size() < words.size();
  // Each word's rows, counted at the index build (query/term_docs.h), for
  // its IDF: FTS5 would read every row of the table holding it ("3" and
  // "2" are in most of the Dice Masters book's).
  std::string hits;
  bool counted = false;
  std::vector<std::optional<int64_t>> known;
  // The rows of each word used in hundreds of rows, as the index build
  // kept them (common/term_postings.h), for the ranking's pass below.
  std::vector<std::optional<TermPostings>> postings;
  {
    TermDocs docs(catalog.db());
    for (const std::string& w : distinct) {
      const std::optional<int64_t> n = docs.rows(w);
      counted |= n.has_value();
      hits += (hits.empty() ? "" : " ") + (n ? std::to_string(*n) : std::string("-"));
      known.push_back(n);
      const std::optional<std::string> term =
          n && *n >= kPostingsMinRows ? docs.term_of(w) : std::nullopt;
      postings.push_back(term ? read_term_postings(catalog.db(), *term) : std::nullopt);
    }
  }
  // Every row the match reads in scope: the best ranked in one pass
  // (query/fts_top.h), the same scores and order as the statement below.
  if (bounded && whole_game) {
    FtsTopQuery top{
        "search_words", any_of(distinct), {10.0, 8.0, 1.0}, {}, known, {}, rows.low, rows.high, 60};
    for (const std::optional<TermPostings>& p : postings) top.postings.push_back(p ? &*p : nullptr);
    if (repeats)
      for (const std::string& w : words)
        top.order.push_back(
            static_cast<int>(std::find(distinct.begin(), distinct.end(), w) - distinct.begin()));
    if (const auto ranked = fts_top_rows(catalog.ranking_db(), top)) {
      // Each row's id and whether it only points at another entry, from the
      // rows the index build kept (common/entry_rows.h), else read.
      const std::optional<EntryRows> kept = read_entry_rows(catalog.db());
      std::optional<Statement> entry;
      std::set<std::string> seen;
      for (const FtsTopRow& row : *ranked) {
        std::string id;
        bool pointer = false;
        if (const auto known = kept ? kept->at(row.rowid) : std::nullopt) {
          id = known->first;
          pointer = known->second;
        } else {
          if (!entry)
            entry.emplace(catalog.db().prepare("SELECT id, text FROM entries WHERE rowid = ?"));
          entry->reset();
          entry->bind(1, row.rowid);
          if (!entry->step()) continue;
          id = entry->text(0);
          pointer = pointer_text(entry->view(1));  // (the text read in place)
        }
        if (!seen.insert(id).second) continue;
        double score = -row.score;
        if (pointer) score *= 0.3;
        out.emplace_back(std::move(id), score);
      }
      std::stable_sort(out.begin(), out.end(),
                       [](const auto& x, const auto& y) { return x.second > y.second; });
      return out;
    }
  }
  // Each row's edition tested, when the rows the match reads may hold
  // others: each game, then its labels, compared column by column (a
  // "game@label" key built for each row the match reads, 600 for a Dice
  // Masters situation, cost an allocation each).
  std::string scope;
  std::vector<std::string> scope_values;
  for (const char* g : {"mc", "dm"}) {
    if (whole_game) break;
    std::string labels;
    for (const EditionInfo* e : editions) {
      if (e->game != g) continue;
      if (labels.empty()) scope_values.push_back(g);
      labels += labels.empty() ? "?" : ",?";
      scope_values.push_back(e->label);
    }
    if (labels.empty()) continue;
    scope +=
        std::string(scope.empty() ? "" : " OR ") + "(f.game = ? AND f.edition IN (" + labels + "))";
  }
  if (!whole_game) scope = "(" + scope + ")";
  Statement st = catalog.ranking_db().prepare(
      std::string("SELECT e.id, e.text, s.score FROM (SELECT search_words.rowid AS r, ") +
      kFtsRank + "(search_words, d.sz, 10.0, 8.0, 1.0" + (repeats || counted ? ", ?" : "") +
      (counted ? ", ?" : "") +
      ") AS score FROM search_words "
      "JOIN search_words_docsize d ON d.id = search_words.rowid " +
      (whole_game ? "" : "JOIN entries f ON f.rowid = search_words.rowid ") +
      "WHERE search_words MATCH ?" + span + (whole_game ? "" : " AND " + scope) +
      " ORDER BY score, r LIMIT 60) s JOIN entries e ON e.rowid = s.r ORDER BY s.score, s.r");
  int param = 1;
  if (repeats || counted) st.bind(param++, repeats ? order : std::string());
  if (counted) st.bind(param++, hits);
  st.bind(param++, any_of(distinct));
  if (bounded) {
    st.bind(param++, rows.low);
    st.bind(param++, rows.high);
  }
  if (!whole_game)
    for (const std::string& value : scope_values) st.bind(param++, value);
  std::set<std::string> seen;
  while (st.step()) {
    if (!seen.insert(st.text(0)).second) continue;
    double score = -st.real(2);
    if (pointer_text(st.text(1))) score *= 0.3;
    out.emplace_back(st.text(0), score);
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& x, const auto& y) { return x.second > y.second; });
  return out;
}

std::vector<std::string> content_words(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& w : words)
    if (!stop_word(w)) text += " " + w;
  return query_words(text);
}

}  // namespace

Answer ask(const Catalog& catalog, const std::string& question, const AskOptions& options) {
  return ask(catalog, Vocabulary(catalog.db(), options.cards), question, options);
}

std::string not_in_rulebooks(const Catalog& catalog, const std::string& word,
                             const std::string& game) {
  std::string books;
  for (const char* g : {"mc", "dm"}) {
    if (!game.empty() && game != g) continue;
    std::string whole;
    int partials = 0;
    std::vector<const EditionInfo*> editions;
    for (const EditionInfo& e : catalog.editions())
      if (e.game == g) editions.push_back(&e);
    std::sort(editions.begin(), editions.end(),
              [](const EditionInfo* x, const EditionInfo* y) { return x->sequence < y->sequence; });
    for (const EditionInfo* e : editions) {
      if (e->scope == "whole")
        whole += (whole.empty() ? "" : ", ") + e->label;
      else
        ++partials;
    }
    const std::string name = std::string(g) == "mc" ? "Marvel Champions Rules Reference "
                                                    : "Dice Masters Comprehensive Rule Book ";
    std::string one = std::string(g) == "dm" && whole == "crb"
                          ? "Dice Masters Comprehensive Rule Book"
                          : name + whole;
    if (partials)
      one += ", and parts of " + std::to_string(partials) + " later edition" +
             (partials > 1 ? "s" : "");
    books += (books.empty() ? "" : "; ") + one;
  }
  return "'" + clip_utf8(word, kLongestCorrectable) +
         "' is not in the rulebooks Arbiter has: " + books;
}

namespace {

// Words a player uses that no edition has and no vocabulary phrase covers:
// a keyword from a newer edition ("patrol"), or a term of another game.
std::vector<std::string> undefined_words(const Catalog& catalog, const Vocabulary& vocabulary,
                                         const Reading& r) {
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (size_t i = 0; i < r.words.size(); ++i) {
    const std::string& w = r.words[i];
    if (w.size() < 3 || stop_word(w) || w.find_first_of("0123456789") != std::string::npos)
      continue;
    if (i < r.used.size() && r.used[i]) continue;
    if (vocabulary.knows(w) || known_word(catalog.db(), w)) continue;
    // Plurals and verb forms of known words ("attacks", "blocked").
    const std::vector<std::string> stems = query_words(w);
    bool known = false;
    for (const std::string& stem : stems) known |= known_word(catalog.db(), stem);
    if (known || !seen.insert(w).second) continue;
    out.push_back(w);
  }
  return out;
}

}  // namespace

Answer ask(const Catalog& catalog, const Vocabulary& vocabulary, const std::string& pasted,
           const AskOptions& options) {
  if (pasted.find_first_not_of(" \t\r\n") == std::string::npos)
    throw std::invalid_argument("empty question");
  const FirstWords read = first_words(pasted, kMaxQuestionWords);
  const std::string question = told_text(read.text);
  Answer a;
  a.words_not_read = read.words_left_out;
  a.cards_imported = vocabulary.has_cards();
  std::vector<Reading> readings;
  if (looks_like_notation(question)) {
    readings.push_back(from_notation(question));  // a player's corrected reading
    if (!options.game.empty() && readings[0].game != options.game)
      throw std::invalid_argument("the situation is " + readings[0].game + ", not --game " +
                                  options.game);
  } else {
    readings = read_told(question, vocabulary, options.game, options.explain);
  }
  a.reading = readings.front();
  const std::string game = a.reading.game;
  std::string requested;  // an edition the player named
  if (!game.empty()) {
    if (!options.edition.empty()) {
      requested = options.edition;
    } else if (!a.reading.edition.empty() && catalog.find_edition(game, a.reading.edition)) {
      requested = a.reading.edition;
      a.edition_note = "the edition the question names";
    }
    // Simulations run under an edition Arbiter has built in, whose rules
    // its predicates implement; an imported one is only quoted.
    const EditionInfo* named = requested.empty() ? nullptr : catalog.find_edition(game, requested);
    a.edition = named && !named->imported() ? requested : catalog.newest_built_in(game).label;
    if (named && named->imported())
      a.edition_note = requested + " is imported: Arbiter quotes it but simulates " + a.edition;
  }
  a.understood = to_notation(a.reading);
  if (a.understood.empty())
    a.understood = a.reading.terms.empty() ? "a rules question (no situation to simulate)"
                                           : "a rules question";
  a.not_used = a.reading.unused();
  a.out_of_range = out_of_range_numbers(a.reading);
  a.undefined = undefined_words(catalog, vocabulary, a.reading);

  Ranking ranking;
  if (a.reading.situation()) {
    for (const Reading& r : readings) {
      if (!r.situation()) continue;
      ReadingAnswer ra;
      ra.reading = r;
      ra.notation = to_notation(r);
      try {
        Situation s = simulate_situation(r, a.edition);
        ra.scenario_xml = s.scenario_xml;
        ra.missing = s.missing;
        ra.settled = s.settled;
        ra.assumed_open = s.assumed_open;
        ra.alternatives = s.alternatives;
        ra.assumed = s.assumed;
        ra.report = s.report;
      } catch (const std::exception& e) {
        // The words were read into a situation the engine refuses: say so
        // and answer from the rules rather than guess.
        ra.missing.push_back(refused_situation(without_location(e.what())));
      }
      a.readings.push_back(std::move(ra));
    }
    const ReadingAnswer& first = a.readings.front();
    auto outcome = [](const ReadingAnswer& x) {
      return x.report ? x.report->outcome
                      : "missing: " + (x.missing.empty() ? "" : x.missing.front());
    };
    // (Outcomes said alike may still end on different values when a
    // reading reads what the first set aside: "to his 10 life" read or not
    // leaves the life at 10 or 20.)
    const auto values_differ = [](const ReadingAnswer& x, const ReadingAnswer& y) {
      if (!x.reading.asides_read || !x.report || !y.report) return false;
      for (const auto& [key, value] : x.report->values) {
        const auto it = y.report->values.find(key);
        if (it != y.report->values.end() && it->second != value) return true;
      }
      return false;
    };
    for (const ReadingAnswer& x : a.readings)
      a.readings_differ |= outcome(x) != outcome(first) || values_differ(x, first);
    a.scenario_xml = first.scenario_xml;
    a.missing = first.missing;
    a.assumed = first.assumed;
    a.assumed_open = first.assumed_open;
    a.alternatives = first.alternatives;
    a.unapplied = a.reading.unapplied();
    a.unfounded = a.reading.unfounded();
    if (!a.readings_differ && !a.withheld() &&
        (!first.missing.empty() || !first.assumed_open.empty())) {
      a.settled = first.settled;
      for (const ReadingAnswer& x : a.readings) keep_alike(a.settled, x.settled);
    }
    if (!a.readings_differ && !a.withheld()) {
      a.report = first.report;
      for (size_t i = 1; i < a.readings.size(); ++i)
        a.assumed.push_back("also read as " + a.readings[i].reading.deciding + " (" +
                            a.readings[i].notation + "): the same outcome");
    }
    // What the simulation applied is the ruling's basis. A step that
    // decides an amount ("assigns its 3 damage", "has 4 damage against
    // 4D and is KO'd") carries the ruling; a step with no amount
    // ("declared an attacker", "are engaged") is the procedure around it,
    // cited lower. Among equals, earlier citations are the situation's
    // own rules, later ones the steps that follow.
    for (const ReadingAnswer& x : a.readings) {
      if (!x.report) continue;
      std::map<std::string, double> weight;
      for (const engine::Event& e : x.report->events) {
        const bool amount = e.text.find_first_of("0123456789") != std::string::npos;
        for (const std::string& c : e.cites)
          weight[c] = std::max(weight[c], amount ? 2.0 : kProcedureWeight);
      }
      for (size_t i = 0; i < x.report->cited.size(); ++i) {
        const std::string& c = x.report->cited[i];
        if (ranking.has(c)) continue;
        ranking.add(c, (weight.count(c) ? weight[c] : 2.0) - 0.02 * static_cast<double>(i),
                    "cited by the simulation");
      }
    }
  }
  // Entries the question's own terms point at: each term once, its first
  // entry strongest.
  std::set<std::string> named;
  for (const Term* t : a.reading.terms) {
    if (!named.insert(t->kind + ":" + t->name).second) continue;
    for (size_t i = 0; i < t->entries.size(); ++i)
      ranking.add(t->entries[i], term_weight(*t) * (i == 0 ? 1.0 : 0.8),
                  "the question mentions '" + t->name + "'");
  }
  // The FAQ answer a named card's ability rests on: the basis of a
  // situation with the card; in a lookup, one of the card's answers (the
  // words choose among them).
  for (const CardMatch& m : a.reading.cards)
    ranking.add(m.card->entry, a.reading.situation() ? 3.0 : 1.0,
                "the question names the card '" + m.card->name + "'");
  // Then relevance, on the (spelling-corrected) words that carry meaning.
  const auto hits = bm25_entries(catalog, content_words(a.reading.words), game, options.edition);
  const double top = hits.empty() ? 1.0 : hits.front().second;
  for (const auto& [id, score] : hits) ranking.add(id, 2.5 * score / top, "search match");

  // A section heading with numbered rules under it ("2.9 Winning the
  // Game") holds its rules' text only as a summary: the rule that answers
  // is one of them, so the heading gives way to its rules.
  for (const std::string& id : numbered_sections(catalog.db(), ranking.ids()))
    ranking.scale(id, kSectionShare);
  std::vector<std::string> ids;
  // The rules' texts read with one call: its two statements prepared once.
  const auto best = ranking.best(static_cast<size_t>(options.max_rules));
  for (const auto& [id, why] : best) ids.push_back(id);
  const auto cited = cited_entries(catalog, ids, a.edition);
  for (size_t i = 0; i < best.size(); ++i)
    a.rules.push_back(
        {best[i].first, cited[i].edition, cited[i].title, cited[i].text, best[i].second});
  if (!game.empty())
    a.newer = compare_with_newer(catalog, game, a.edition,
                                 newer_imported_edition(catalog, game, a.edition, requested), ids,
                                 a.reading.words);
  return a;
}

}  // namespace arbiter::query::ask
