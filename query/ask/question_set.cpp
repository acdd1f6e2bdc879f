#include "query/ask/question_set.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <stdexcept>

#include "common/text.h"
#include "common/tsv.h"
#include "query/ask/ask.h"
#include "query/ask/vocabulary.h"
#include "query/fts_query.h"

namespace arbiter::query::ask {

std::vector<Question> read_questions(const std::string& path, const std::string& game) {
  std::vector<Question> out;
  if (!std::filesystem::exists(path)) throw std::runtime_error(path + ": no such question file");
  for (TsvRow& row :
       read_tsv(path, 3, 5, "KIND<TAB>QUESTION<TAB>ANSWERS<TAB>OUTCOME[<TAB>GROUP]")) {
    std::vector<std::string>& cols = row.cols;
    if (cols.size() == 3) cols.emplace_back();
    const std::string& where = row.where;
    Question q;
    q.game = game;
    q.kind = trim(cols[0]);
    q.text = trim(cols[1]);
    q.file = path;
    q.line = row.line;
    if (q.kind != "lookup" && q.kind != "situation")
      throw std::runtime_error(where + "kind must be lookup or situation");
    for (const std::string& a : split(cols[2], ','))
      if (!trim(a).empty()) q.answers.push_back(trim(a));
    if (q.answers.empty()) throw std::runtime_error(where + "no answer ids");
    for (const std::string& check : split(cols[3], ';')) {
      if (trim(check).empty()) continue;
      const size_t eq = check.find('=');
      if (eq == std::string::npos)
        throw std::runtime_error(where + "outcome check '" + check + "' is not KEY=VALUE");
      q.outcome.emplace_back(trim(check.substr(0, eq)), trim(check.substr(eq + 1)));
    }
    out.push_back(q);
  }
  return out;
}

std::vector<std::string> bm25_ranking(const Catalog& catalog, const std::string& question,
                                      int limit) {
  const std::vector<std::string> words = query_words(question);
  std::vector<std::string> ids;
  if (words.empty()) return ids;
  Statement st = catalog.db().prepare(
      "SELECT e.id FROM search_words JOIN entries e ON e.rowid = search_words.rowid "
      "WHERE search_words MATCH ? ORDER BY bm25(search_words) LIMIT 200");
  st.bind(1, any_of(words));
  std::set<std::string> seen;
  while (st.step() && static_cast<int>(ids.size()) < limit)
    if (seen.insert(st.text(0)).second) ids.push_back(st.text(0));
  return ids;
}

namespace {

int rank_of(const std::vector<std::string>& ranking, const std::vector<std::string>& answers) {
  for (size_t i = 0; i < ranking.size(); ++i)
    if (std::find(answers.begin(), answers.end(), ranking[i]) != answers.end())
      return static_cast<int>(i) + 1;
  return 0;
}

void count(std::map<std::string, Tally>& tallies, const Question& q, int rank) {
  for (const std::string& key : {std::string("all"), q.game, q.game + " " + q.kind, q.kind}) {
    Tally& t = tallies[key];
    ++t.questions;
    t.top1 += rank == 1;
    t.top3 += rank >= 1 && rank <= 3;
    t.reciprocal_rank += rank ? 1.0 / rank : 0.0;
  }
}

}  // namespace

Scores score(const Catalog& catalog, const std::vector<Question>& questions) {
  Scores s;
  const Vocabulary vocabulary(catalog.db());
  for (const Question& q : questions) {
    Answer a;
    try {
      a = ask(catalog, vocabulary, q.text, {"", "", 10});
    } catch (const std::exception& e) {
      s.misses.push_back({&q, std::string("error: ") + e.what()});
    }
    std::vector<std::string> ranking;
    for (const RuleAnswer& r : a.rules) ranking.push_back(r.id);
    const int rank = rank_of(ranking, q.answers);
    count(s.ask, q, rank);
    if (rank == 0 || rank > 3)
      s.misses.push_back({&q, rank ? "rank " + std::to_string(rank) : "not in the top 10"});
    count(s.bm25, q, rank_of(bm25_ranking(catalog, q.text, 10), q.answers));

    if (q.outcome.empty()) continue;
    bool right = a.report.has_value();
    std::string wrong =
        right ? "" : (a.missing.empty() ? "no simulation" : "missing " + a.missing.front());
    if (a.report)
      for (const auto& [key, want] : q.outcome) {
        auto it = a.report->values.find(key);
        const std::string got = it == a.report->values.end() ? "(none)" : it->second;
        if (got != want) {
          right = false;
          wrong += (wrong.empty() ? "" : ", ") + key + "=" + want + " (got " + got + ")";
        }
      }
    for (const std::string& key : {std::string("all"), q.game, q.game + " " + q.kind, q.kind}) {
      ++s.ask[key].outcomes;
      s.ask[key].outcomes_right += right;
    }
    if (!right) s.misses.push_back({&q, "outcome: " + wrong});
  }
  return s;
}

}  // namespace arbiter::query::ask
