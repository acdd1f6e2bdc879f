#include "query/ask/ask.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "query/ask/situation.h"
#include "query/ask/vocabulary.h"
#include "query/cited_text.h"
#include "query/search.h"

namespace arbiter::query::ask {

namespace {

// Question words that carry no rules meaning.
const std::set<std::string> kStop = {"what", "whats", "what's", "does", "do", "did", "how", "is", "are", "the", "a",
                                     "an", "i", "me", "my", "can", "could", "when", "if", "then", "mean", "means",
                                     "happens", "happen", "work", "works", "still", "and", "or", "to", "of", "in",
                                     "on", "it", "its", "it's", "with", "you", "your", "we", "our", "be", "that",
                                     "this", "there", "get", "gets", "which", "who", "why", "for", "at", "by",
                                     "from", "than", "any", "much", "many", "should", "would", "will", "about",
                                     "rule", "rules", "way", "again", "into", "just", "so", "not", "no", "yes",
                                     "has", "have", "was", "were", "one", "some"};

// How strongly a recognised term points at its entries.
int weight(const Term& t) {
  if (t.kind == "keyword" || t.kind == "status") return 3;
  if (t.kind == "term") return 2;
  return 1;
}

class RuleList {
 public:
  RuleList(const Catalog& catalog, std::string edition, int max) : catalog_(catalog), edition_(std::move(edition)), max_(max) {}

  void add(const std::string& id, const std::string& why) {
    if (static_cast<int>(rules_.size()) >= max_ || !seen_.insert(id).second) return;
    const auto cited = cited_entries(catalog_, {id}, edition_);
    rules_.push_back({id, cited[0].edition, cited[0].title, cited[0].text, why});
  }
  std::vector<RuleAnswer> take() { return std::move(rules_); }

 private:
  const Catalog& catalog_;
  std::string edition_;
  int max_;
  std::set<std::string> seen_;
  std::vector<RuleAnswer> rules_;
};

}  // namespace

Answer ask(const Catalog& catalog, const std::string& question, const AskOptions& options) {
  if (question.find_first_not_of(" \t\r\n") == std::string::npos) throw std::invalid_argument("empty question");
  const Vocabulary vocabulary(catalog.db());
  Answer a;
  a.reading = read_question(question, vocabulary, options.game);
  const std::string game = a.reading.game;
  if (!game.empty()) a.edition = options.edition.empty() ? catalog.default_edition(game).label : options.edition;
  a.understood = describe(a.reading);

  RuleList rules(catalog, a.edition, options.max_rules);
  if (a.reading.situation()) {
    Situation s = simulate_situation(a.reading, a.edition);
    a.scenario_xml = s.scenario_xml;
    a.missing = s.missing;
    a.assumed = s.assumed;
    a.report = s.report;
    if (a.report)
      for (const std::string& id : a.report->cited) rules.add(id, "cited by the simulation");
  }
  // Entries the question's own terms point at, strongest first.
  std::vector<const Term*> terms = a.reading.terms;
  std::stable_sort(terms.begin(), terms.end(), [](const Term* x, const Term* y) { return weight(*x) > weight(*y); });
  for (const Term* t : terms)
    if (weight(*t) >= 2)
      for (const std::string& id : t->entries) rules.add(id, "the question mentions '" + t->name + "'");
  // Then search, on the words that carry meaning.
  std::string text;
  for (const std::string& w : a.reading.words)
    if (!kStop.count(w)) text += (text.empty() ? "" : " ") + w;
  if (!text.empty()) {
    SearchRequest req;
    req.text = text;
    req.game = game;
    req.limit = options.max_rules;
    try {
      for (const SearchHit& h : search(catalog, req).hits) rules.add(h.id, "search match");
    } catch (const std::invalid_argument&) {
      // Nothing searchable left: the terms above are the answer.
    }
  }
  for (const Term* t : terms)
    if (weight(*t) < 2)
      for (const std::string& id : t->entries) rules.add(id, "the question mentions '" + t->name + "'");
  a.rules = rules.take();
  return a;
}

}  // namespace arbiter::query::ask
