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
  for (TsvRow& row : read_tsv(path, 3, 5, "KIND<TAB>QUESTION<TAB>ANSWERS<TAB>OUTCOME<TAB>GROUP")) {
    std::vector<std::string>& cols = row.cols;
    while (cols.size() < 5) cols.emplace_back();
    const std::string& where = row.where;
    Question q;
    q.game = game;
    q.kind = trim(cols[0]);
    q.text = trim(cols[1]);
    q.file = path;
    q.line = row.line;
    q.group = trim(cols[4]);
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

uint32_t fnv1a32(const std::string& text) {
  uint32_t h = 2166136261u;
  for (unsigned char c : text) {
    h ^= c;
    h *= 16777619u;
  }
  return h;
}

const char* part_name(Part p) {
  return p == Part::kTuning ? "tuning" : "held-out";
}

std::vector<Question> read_question_set(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string name = e.path().filename().string();
    if (e.path().extension() == ".tsv" && (starts_with(name, "mc") || starts_with(name, "dm")))
      files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  std::vector<Question> out;
  for (const std::string& f : files) {
    auto qs = read_questions(f, fs::path(f).filename().string().substr(0, 2));
    out.insert(out.end(), qs.begin(), qs.end());
  }
  // The split rule (tests/questions/README.md), fixed before tuning.
  std::set<std::string> original_groups, moved;
  // Rule 5: "*-tuning-N.tsv" files were written after the split, to be
  // tuned on; they never enter the held-out part.
  auto original = [](const Question& q) {
    const std::string name = fs::path(q.file).filename().string();
    return name == "mc.tsv" || name == "dm.tsv" || name.find("-tuning-") != std::string::npos;
  };
  for (const Question& q : out)
    if (original(q) && !q.group.empty()) original_groups.insert(q.group);
  for (const TsvRow& row :
       read_tsv((fs::path(dir) / "moved-to-tuning.txt").string(), 1, 2, "KEY<TAB>REASON"))
    moved.insert(trim(row.cols[0]));
  for (Question& q : out) {
    const std::string key = q.group.empty() ? q.text : q.group;
    if (original(q) || original_groups.count(key) || moved.count(key))
      q.part = Part::kTuning;
    else
      q.part = fnv1a32(key) % 4 != 0 ? Part::kHeldOut : Part::kTuning;
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

// The tallies a question counts in: overall, by game and kind, and the
// same within its part.
std::vector<std::string> keys_of(const Question& q) {
  const std::string p = part_name(q.part);
  return {"all", q.game,           q.game + " " + q.kind,           q.kind,
          p,     p + " " + q.game, p + " " + q.game + " " + q.kind, p + " " + q.kind};
}

void count(std::map<std::string, Tally>& tallies, const Question& q, int rank) {
  for (const std::string& key : keys_of(q)) {
    Tally& t = tallies[key];
    ++t.questions;
    t.top1 += rank == 1;
    t.top3 += rank >= 1 && rank <= 3;
    t.reciprocal_rank += rank ? 1.0 / rank : 0.0;
  }
}

}  // namespace

Scores score(const Catalog& catalog, const std::vector<Question>& questions,
             std::shared_ptr<const cards::CardPool> cards) {
  Scores s;
  const Vocabulary vocabulary(catalog.db(), std::move(cards));
  std::map<std::string, std::vector<std::pair<const Question*, std::string>>> groups;
  for (const Question& q : questions) {
    Answer a;
    try {
      a = ask(catalog, vocabulary, q.text, {"", "", 10, false, nullptr});
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
    if (!q.group.empty()) groups[q.group].emplace_back(&q, a.understood);
    if (a.readings_differ) ++s.ambiguous;
    if (a.report && a.readings_differ) ++s.single_outcome_over_ambiguity;

    if (q.outcome.empty()) continue;
    // An answer missing a value is right when it states every expected
    // result as settled whatever the value is.
    const engine::Values settled = a.report ? engine::Values() : engine::Values(a.settled);
    const engine::Values* values = a.report             ? &a.report->values
                                   : !a.settled.empty() ? &settled
                                                        : nullptr;
    bool right = values != nullptr;
    // Stated wrong: a value given that is not the expected one, or one
    // missing for a role the reading does not have (the answer is about
    // another situation). A value withheld for a role it has (it came
    // from an assumption) is left open, not stated.
    bool stated_wrong = false;
    std::string wrong = right               ? ""
                        : a.readings_differ ? "readings differ: " + a.readings[0].notation + " | " +
                                                  a.readings[1].notation
                        : a.missing.empty() ? "no simulation (" + a.understood + ")"
                                            : "missing " + a.missing.front();
    if (values)
      for (const auto& [key, want] : q.outcome) {
        auto it = values->find(key);
        const std::string got = it == values->end() ? "(none)" : it->second;
        if (got != want) {
          right = false;
          stated_wrong |= it != values->end() || !a.reading.has(key.substr(0, key.find('.')));
          if (!a.report) wrong = "missing " + a.missing.front() + ", settled";
          wrong += (wrong.empty() ? "" : ", ") + key + "=" + want + " (got " + got + ")";
        }
      }
    for (const std::string& key : keys_of(q)) {
      ++s.ask[key].outcomes;
      s.ask[key].outcomes_right += right;
      s.ask[key].outcomes_stated_wrong += stated_wrong;
    }
    if (!right) s.misses.push_back({&q, "outcome: " + wrong + " [read: " + a.understood + "]"});
  }
  // The paraphrase suite: every phrasing of a group reads the same.
  for (const auto& [group, phrasings] : groups) {
    if (phrasings.size() < 2) continue;
    std::map<std::string, int> votes;
    for (const auto& [q, notation] : phrasings) ++votes[notation];
    int majority = 0;
    for (const auto& [notation, n] : votes) majority = std::max(majority, n);
    const std::string part = part_name(phrasings.front().first->part);
    for (const std::string& key : {std::string("all"), part}) {
      Consistency& c = s.consistency[key];
      ++c.groups;
      c.consistent += votes.size() == 1;
      c.phrasings += static_cast<int>(phrasings.size());
      c.with_majority += majority;
    }
    if (votes.size() > 1) s.inconsistent.push_back({group, phrasings});
  }
  return s;
}

}  // namespace arbiter::query::ask
