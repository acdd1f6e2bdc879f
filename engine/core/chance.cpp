#include "engine/core/chance.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string_view>

#include "common/text.h"
#include "engine/core/checked.h"

namespace arbiter::engine {

int Deck::total() const {
  int n = 0;
  for (const DeckFace& f : faces) n = sat_add(n, f.count);
  return n;
}

Deck parse_deck(const std::string& spec_text) {
  std::string spec = spec_text;
  if (const size_t colon = spec.find(':'); colon != std::string::npos)
    spec = spec.substr(colon + 1);
  Deck deck;
  for (const std::string& raw : split(spec, ',')) {
    const std::string part = trim(raw);
    const size_t x = part.rfind(" x");
    if (x == std::string::npos)
      throw std::invalid_argument("deck part '" + part + "' is not 'LABEL xCOUNT'");
    DeckFace face;
    face.label = trim(part.substr(0, x));
    if (face.label.empty()) throw std::invalid_argument("deck part '" + part + "' has no label");
    try {
      face.count = parse_in_range(part.substr(x + 2), kStatRange);
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument("deck part '" + part + "': count " + e.what());
    }
    if (face.count > 0) deck.faces.push_back(face);
  }
  if (deck.total() == 0) throw std::invalid_argument("deck '" + spec_text + "' has no cards");
  return deck;
}

namespace {

// An empty deck has no face to pick: indexing it would read past the end.
// Returns the deck's total, which the caller needs too (once summed).
int check_not_empty(const Deck& deck, const Words& what) {
  const int total = deck.total();
  if (deck.faces.empty() || total <= 0)
    throw std::invalid_argument("the described deck is used up, with nothing left for " + what() +
                                " (the tool does not reshuffle a described deck)");
  return total;
}

}  // namespace

int ReplayChooser::choose(const Deck& deck, Words what) {
  const int total = check_not_empty(deck, what);
  const size_t at = taken_.size();
  if (at == 0) {
    // Room for the usual few chance points at once, not grown one by one;
    // made at the first, since most runs of a combat choose nothing.
    taken_.reserve(std::max<size_t>(script_.size(), 4));
    widths_.reserve(std::max<size_t>(script_.size(), 4));
  }
  int pick = at < script_.size() ? script_[at] : 0;
  if (pick >= static_cast<int>(deck.faces.size())) pick = 0;
  taken_.push_back(pick);
  widths_.push_back(static_cast<int>(deck.faces.size()));
  probability_ *= static_cast<double>(deck.faces[static_cast<size_t>(pick)].count) / total;
  return pick;
}

void sort_outcomes(Distribution& d) {
  // Each outcome's rounded likelihood once, and indices sorted, not the
  // outcomes: a distribution can have thousands. Texts differ, so the
  // order is the same whatever the sort.
  // Each key views its text: equally likely outcomes (most of them, often)
  // are compared without a detour through the outcome.
  struct Key {
    long long likelihood;
    std::string_view text;
    size_t index;
  };
  std::vector<Key> keys;
  keys.reserve(d.outcomes.size());
  for (size_t i = 0; i < d.outcomes.size(); ++i)
    keys.push_back({std::llround(d.outcomes[i].probability * 1e12), d.outcomes[i].text, i});
  std::sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
    return a.likelihood != b.likelihood ? a.likelihood > b.likelihood : a.text < b.text;
  });
  // The outcomes put in that order where they are, cycle by cycle: a
  // second array of thousands would be new memory touched page by page.
  std::vector<size_t> from(keys.size());
  for (size_t k = 0; k < keys.size(); ++k) from[k] = keys[k].index;
  for (size_t start = 0; start < from.size(); ++start) {
    if (from[start] == start) continue;
    Outcome held = std::move(d.outcomes[start]);
    size_t at = start;
    while (from[at] != start) {
      const size_t next = from[at];
      d.outcomes[at] = std::move(d.outcomes[next]);
      from[at] = at;
      at = next;
    }
    d.outcomes[at] = std::move(held);
    from[at] = at;
  }
}

bool ReplayChooser::next_branch(std::vector<int>& script) const {
  size_t n = taken_.size();
  while (n > 0 && taken_[n - 1] + 1 >= widths_[n - 1]) --n;
  if (n == 0) return false;
  script.assign(taken_.begin(), taken_.begin() + static_cast<ptrdiff_t>(n));  // its room reused
  ++script.back();
  return true;
}

namespace {

class RandomChooser : public Chooser {
 public:
  explicit RandomChooser(std::mt19937_64& rng) : rng_(rng) {}
  int choose(const Deck& deck, Words what) override {
    std::uniform_int_distribution<int> dist(0, check_not_empty(deck, what) - 1);
    int r = dist(rng_);
    int pick = static_cast<int>(deck.faces.size()) - 1;
    for (size_t i = 0; i < deck.faces.size(); ++i) {
      r -= deck.faces[i].count;
      if (r < 0) {
        pick = static_cast<int>(i);
        break;
      }
    }
    taken_.push_back(pick);
    return pick;
  }
  std::vector<int> taken_;

 private:
  std::mt19937_64& rng_;
};

Distribution finish(std::map<std::string, Outcome>& by_text, Distribution d) {
  for (auto& [text, o] : by_text) {
    o.text = text;
    d.outcomes.push_back(o);
  }
  sort_outcomes(d);
  return d;
}

}  // namespace

Distribution enumerate(const std::function<std::string(Chooser&)>& simulate, int64_t max_paths,
                       int64_t samples, uint64_t seed) {
  std::map<std::string, Outcome> by_text;
  Distribution d;
  std::vector<int> script;
  double estimate = 0;
  while (true) {
    ReplayChooser chooser(script);
    const std::string outcome = simulate(chooser);
    if (d.paths == 0) {
      // The first run's widths multiplied: the size of a tree as wide at
      // every depth; past the limit, walking would be spent for nothing.
      double product = 1;
      for (int w : chooser.widths()) product *= w;
      if (product > static_cast<double>(max_paths)) {
        estimate = product;
        break;
      }
    }
    Outcome& o = by_text[outcome];
    if (o.paths == 0) o.first_path = chooser.taken();
    o.probability += chooser.probability();
    ++o.paths;
    ++d.paths;
    if (!chooser.next_branch(script)) return finish(by_text, d);
    if (d.paths >= max_paths) break;
  }
  // Too many branches: a seeded sample instead.
  by_text.clear();
  d = Distribution{};
  d.exact = false;
  d.seed = seed;
  d.max_paths = max_paths;
  d.estimated_branches = estimate;
  std::mt19937_64 rng(seed);
  for (int64_t i = 0; i < samples; ++i) {
    RandomChooser chooser(rng);
    Outcome& o = by_text[simulate(chooser)];
    if (o.paths == 0) o.first_path = chooser.taken_;
    o.probability += 1.0 / static_cast<double>(samples);
    ++o.paths;
  }
  d.paths = samples;
  return finish(by_text, d);
}

}  // namespace arbiter::engine
